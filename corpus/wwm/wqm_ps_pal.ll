; gcnrs-triple: amdgcn-amd-amdpal
; Pixel shaders, where WQM matters: helper-lane values kept in whole-quad
; mode around an image sample, plus strict WWM in the same shader.

declare float @llvm.amdgcn.wqm.f32(float)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)

define amdgpu_ps <4 x float> @ps_sample_wqm(<8 x i32> inreg %rsrc, <4 x i32> inreg %samp, float %u, float %v) {
  %su = fmul float %u, 2.0
  %sv = fadd float %v, 0.5
  %t = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %su, float %sv, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %a = extractelement <4 x float> %t, i32 0
  %q = call float @llvm.amdgcn.wqm.f32(float %a)
  %r = insertelement <4 x float> %t, float %q, i32 3
  ret <4 x float> %r
}

define amdgpu_ps float @ps_wqm_then_wwm(<8 x i32> inreg %rsrc, <4 x i32> inreg %samp, float %u, float %v, i32 %mode) {
entry:
  %t = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %u, float %v, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %a = extractelement <4 x float> %t, i32 1
  %b = extractelement <4 x float> %t, i32 2
  %c = icmp eq i32 %mode, 0
  br i1 %c, label %sum, label %exit

sum:
  %x = call float @llvm.amdgcn.set.inactive.f32(float %a, float 0.0)
  %d = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %x, i32 273, i32 15, i32 15, i1 false)
  %s = fadd float %x, %d
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %s)
  %m = fmul float %w, %b
  br label %exit

exit:
  %r = phi float [ %b, %entry ], [ %m, %sum ]
  ret float %r
}
