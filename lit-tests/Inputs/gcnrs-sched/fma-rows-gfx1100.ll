; A loop of three 128-bit loads and 24 fmas on six accumulators (the body
; of corpus/ir/fn_attrs_occupancy.ll as one kernel), gfx1100 wave32.
; lit-tests/gcnrs-sched/post-ra-margin.test.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)

define amdgpu_kernel void @fma_rows_loop(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %g = mul i32 %wg, 256
  %gid = add i32 %g, %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a0 = phi <4 x float> [ zeroinitializer, %entry ], [ %n0, %loop ]
  %a1 = phi <4 x float> [ zeroinitializer, %entry ], [ %n1, %loop ]
  %a2 = phi <4 x float> [ zeroinitializer, %entry ], [ %n2, %loop ]
  %a3 = phi <4 x float> [ zeroinitializer, %entry ], [ %n3, %loop ]
  %a4 = phi <4 x float> [ zeroinitializer, %entry ], [ %n4, %loop ]
  %a5 = phi <4 x float> [ zeroinitializer, %entry ], [ %n5, %loop ]
  %row = mul i32 %i, 4096
  %idx = add i32 %row, %gid
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %idx
  %x0 = load <4 x float>, ptr addrspace(1) %p, align 16
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 1024
  %x1 = load <4 x float>, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 2048
  %x2 = load <4 x float>, ptr addrspace(1) %p2, align 16
  %n0 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x0, <4 x float> %x1, <4 x float> %a0)
  %n1 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x1, <4 x float> %x2, <4 x float> %a1)
  %n2 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x2, <4 x float> %x0, <4 x float> %a2)
  %n3 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x0, <4 x float> %a1, <4 x float> %a3)
  %n4 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x1, <4 x float> %a2, <4 x float> %a4)
  %n5 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x2, <4 x float> %a3, <4 x float> %a5)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %gid
  store <4 x float> %n0, ptr addrspace(1) %po, align 16
  %q1 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 4096
  store <4 x float> %n1, ptr addrspace(1) %q1, align 16
  %q2 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 8192
  store <4 x float> %n2, ptr addrspace(1) %q2, align 16
  %q3 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 12288
  store <4 x float> %n3, ptr addrspace(1) %q3, align 16
  %q4 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 16384
  store <4 x float> %n4, ptr addrspace(1) %q4, align 16
  %q5 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 20480
  store <4 x float> %n5, ptr addrspace(1) %q5, align 16
  ret void
}
