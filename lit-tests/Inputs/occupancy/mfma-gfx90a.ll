; ModuleID = 'gfx90a/ir/mfma.ll'
source_filename = "gfx90a/ir/mfma.ll"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #1

define amdgpu_kernel void @mfma_mixed_shapes(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %steps) #2 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi <16 x float> [ zeroinitializer, %entry ], [ %c0n, %loop ]
  %c1 = phi <16 x float> [ zeroinitializer, %entry ], [ %c1n, %loop ]
  %d = phi <4 x float> [ zeroinitializer, %entry ], [ %dn, %loop ]
  %off = mul i32 %i, 64
  %idx = add i32 %off, %tid
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %idx
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %x0 = extractelement <4 x float> %v, i32 0
  %x1 = extractelement <4 x float> %v, i32 1
  %x2 = extractelement <4 x float> %v, i32 2
  %x3 = extractelement <4 x float> %v, i32 3
  %c0n = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %x0, float %x1, <16 x float> %c0, i32 0, i32 0, i32 0)
  %c1n = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %x2, float %x3, <16 x float> %c1, i32 0, i32 0, i32 0)
  %d1 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %x0, float %x3, <4 x float> %d, i32 4, i32 1, i32 0)
  %dn = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %x1, float %x2, <4 x float> %d1, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %steps
  br i1 %done, label %exit, label %loop

exit:                                             ; preds = %loop
  %o0 = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  %s = fadd <16 x float> %c0n, %c1n
  store <16 x float> %s, ptr addrspace(1) %o0, align 64
  %o1 = getelementptr <4 x float>, ptr addrspace(1) %out, i32 1024
  store <4 x float> %dn, ptr addrspace(1) %o1, align 16
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #2 = { "amdgpu-flat-work-group-size"="1,256" }
