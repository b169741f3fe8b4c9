; Two MFMA accumulator chains fed by loads, with the results stored: wide
; AGPR/VGPR tuples (vreg_512/areg_512) and unified register file pressure on
; gfx90a.
define amdgpu_kernel void @mfma_chains(ptr addrspace(1) %out, ptr addrspace(1) %in, float %x) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr <16 x float>, ptr addrspace(1) %in, i32 %id
  %acc0 = load <16 x float>, ptr addrspace(1) %pa
  %pb = getelementptr <16 x float>, ptr addrspace(1) %pa, i32 1024
  %acc1 = load <16 x float>, ptr addrspace(1) %pb
  %pf = getelementptr float, ptr addrspace(1) %in, i32 %id
  %a = load float, ptr addrspace(1) %pf
  %m0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %a, float %x, <16 x float> %acc0, i32 0, i32 0, i32 0)
  %m1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %x, float %a, <16 x float> %acc1, i32 0, i32 0, i32 0)
  %m2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %a, float %a, <16 x float> %m0, i32 0, i32 0, i32 0)
  %m3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %x, float %x, <16 x float> %m1, i32 0, i32 0, i32 0)
  %s = fadd <16 x float> %m2, %m3
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %id
  store <16 x float> %s, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
