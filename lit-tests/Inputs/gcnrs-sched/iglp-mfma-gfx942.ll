; gcnrs-targets: gfx90a gfx942
; IGLP strategies and scheduling-group barriers around MFMA pipelines.

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.iglp.opt(i32)
declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare void @llvm.amdgcn.sched.barrier(i32)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)

@lds_a = internal addrspace(3) global [1024 x <4 x half>] poison, align 16
@lds_b = internal addrspace(3) global [1024 x <4 x half>] poison, align 16

; DS reads feeding MFMAs; IGLP strategy 0 (small GEMM interleave).
define amdgpu_kernel void @iglp_opt0_ds_mfma(ptr addrspace(1) %out, i32 %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <16 x float> [ zeroinitializer, %entry ], [ %m3, %loop ]
  %acc1 = phi <16 x float> [ zeroinitializer, %entry ], [ %n3, %loop ]
  call void @llvm.amdgcn.iglp.opt(i32 0)
  %base = add i32 %tid, %i
  %ia0 = getelementptr <4 x half>, ptr addrspace(3) @lds_a, i32 %base
  %ib0 = getelementptr <4 x half>, ptr addrspace(3) @lds_b, i32 %base
  %a0 = load <4 x half>, ptr addrspace(3) %ia0, align 8
  %b0 = load <4 x half>, ptr addrspace(3) %ib0, align 8
  %ia1 = getelementptr <4 x half>, ptr addrspace(3) %ia0, i32 64
  %ib1 = getelementptr <4 x half>, ptr addrspace(3) %ib0, i32 64
  %a1 = load <4 x half>, ptr addrspace(3) %ia1, align 8
  %b1 = load <4 x half>, ptr addrspace(3) %ib1, align 8
  %ia2 = getelementptr <4 x half>, ptr addrspace(3) %ia0, i32 128
  %ib2 = getelementptr <4 x half>, ptr addrspace(3) %ib0, i32 128
  %a2 = load <4 x half>, ptr addrspace(3) %ia2, align 8
  %b2 = load <4 x half>, ptr addrspace(3) %ib2, align 8
  %m1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a0, <4 x half> %b0, <16 x float> %acc0, i32 0, i32 0, i32 0)
  %n1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a0, <4 x half> %b1, <16 x float> %acc1, i32 0, i32 0, i32 0)
  %m2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a1, <4 x half> %b1, <16 x float> %m1, i32 0, i32 0, i32 0)
  %n2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a1, <4 x half> %b2, <16 x float> %n1, i32 0, i32 0, i32 0)
  %m3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a2, <4 x half> %b2, <16 x float> %m2, i32 0, i32 0, i32 0)
  %n3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a2, <4 x half> %b0, <16 x float> %n2, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 3
  %done = icmp sge i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  store <16 x float> %m3, ptr addrspace(1) %po, align 64
  %po1 = getelementptr <16 x float>, ptr addrspace(1) %po, i32 256
  store <16 x float> %n3, ptr addrspace(1) %po1, align 64
  ret void
}

; Straight-line block: global loads, LDS writes/reads and MFMAs under IGLP
; strategy 1 (single-wave interleave).
define amdgpu_kernel void @iglp_opt1_pipeline(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  call void @llvm.amdgcn.iglp.opt(i32 1)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %tid
  %g0 = load <4 x half>, ptr addrspace(1) %p, align 8
  %p1 = getelementptr <4 x half>, ptr addrspace(1) %p, i32 256
  %g1 = load <4 x half>, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr <4 x half>, ptr addrspace(1) %p, i32 512
  %g2 = load <4 x half>, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr <4 x half>, ptr addrspace(1) %p, i32 768
  %g3 = load <4 x half>, ptr addrspace(1) %p3, align 8
  %la = getelementptr <4 x half>, ptr addrspace(3) @lds_a, i32 %tid
  store <4 x half> %g0, ptr addrspace(3) %la, align 8
  %lb = getelementptr <4 x half>, ptr addrspace(3) @lds_b, i32 %tid
  store <4 x half> %g1, ptr addrspace(3) %lb, align 8
  %x = xor i32 %tid, 1
  %ra = getelementptr <4 x half>, ptr addrspace(3) @lds_a, i32 %x
  %rb = getelementptr <4 x half>, ptr addrspace(3) @lds_b, i32 %x
  %a = load <4 x half>, ptr addrspace(3) %ra, align 8
  %b = load <4 x half>, ptr addrspace(3) %rb, align 8
  %m0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a, <4 x half> %b, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %g2, <4 x half> %g3, <16 x float> %m0, i32 0, i32 0, i32 0)
  %m2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %g0, <4 x half> %b, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a, <4 x half> %g3, <16 x float> %m2, i32 0, i32 0, i32 0)
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  store <16 x float> %m1, ptr addrspace(1) %po, align 64
  %po1 = getelementptr <16 x float>, ptr addrspace(1) %po, i32 256
  store <16 x float> %m3, ptr addrspace(1) %po1, align 64
  ret void
}

; Explicit scheduling groups: 1 VMEM read, 1 MFMA, 2 VALU, repeated, and a
; sched.barrier that only lets VALU cross.
define amdgpu_kernel void @sched_group_mfma_vmem(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %l0 = load float, ptr addrspace(1) %p
  %q1 = getelementptr float, ptr addrspace(1) %p, i32 512
  %l1 = load float, ptr addrspace(1) %q1
  %q2 = getelementptr float, ptr addrspace(1) %p, i32 1024
  %l2 = load float, ptr addrspace(1) %q2
  %q3 = getelementptr float, ptr addrspace(1) %p, i32 1536
  %l3 = load float, ptr addrspace(1) %q3
  %x0 = fmul float %l0, %l1
  %x1 = fadd float %l2, %l3
  %x2 = fmul float %x0, %x1
  %x3 = fsub float %x0, %x1
  %m0 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %l0, float %l1, <32 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m1 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %x0, float %x1, <32 x float> %m0, i32 0, i32 0, i32 0)
  %m2 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %x2, float %x3, <32 x float> %m1, i32 0, i32 0, i32 0)
  %m3 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %l2, float %l3, <32 x float> %m2, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 32, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 32, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 2)
  %po = getelementptr <32 x float>, ptr addrspace(1) %out, i32 %tid
  store <32 x float> %m3, ptr addrspace(1) %po, align 128
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
