; gcnrs-targets: gfx942
; gfx940-family MFMA variants: xf32 and fp8 inputs.

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float>, <2 x float>, <4 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float>, <2 x float>, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64, i64, <4 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(i64, i64, <16 x float>, i32, i32, i32)

define amdgpu_kernel void @mfma_xf32_mix(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi <4 x float> [ zeroinitializer, %entry ], [ %sn, %loop ]
  %l = phi <16 x float> [ zeroinitializer, %entry ], [ %ln, %loop ]
  %idx = add i32 %i, %tid
  %p = getelementptr <4 x float>, ptr addrspace(1) %a, i32 %idx
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %lo = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %hi = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %sn = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %lo, <2 x float> %hi, <4 x float> %s, i32 0, i32 0, i32 0)
  %ln = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %hi, <2 x float> %lo, <16 x float> %l, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  store <16 x float> %ln, ptr addrspace(1) %po, align 64
  %ps = getelementptr <4 x float>, ptr addrspace(1) %out, i32 8192
  store <4 x float> %sn, ptr addrspace(1) %ps, align 16
  ret void
}

define amdgpu_kernel void @mfma_fp8_acc(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi <4 x float> [ zeroinitializer, %entry ], [ %sn, %loop ]
  %l = phi <16 x float> [ zeroinitializer, %entry ], [ %ln, %loop ]
  %idx = add i32 %i, %tid
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %idx
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %idx
  %va = load i64, ptr addrspace(1) %pa, align 8
  %vb = load i64, ptr addrspace(1) %pb, align 8
  %sn = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64 %va, i64 %vb, <4 x float> %s, i32 0, i32 0, i32 0)
  %ln = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(i64 %vb, i64 %va, <16 x float> %l, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  store <16 x float> %ln, ptr addrspace(1) %po, align 64
  %ps = getelementptr <4 x float>, ptr addrspace(1) %out, i32 8192
  store <4 x float> %sn, ptr addrspace(1) %ps, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
