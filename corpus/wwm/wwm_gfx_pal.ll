; gcnrs-triple: amdgcn-amd-amdpal
; WWM in an amdgpu_gfx callable function (PAL only), called from a compute
; shader in divergent control flow.

declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare float @llvm.amdgcn.readfirstlane.f32(float)

define hidden amdgpu_gfx float @gfx_wwm_row_sum(float %v, float inreg %bias) #0 {
  %x = call float @llvm.amdgcn.set.inactive.f32(float %v, float 0.0)
  %d1 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %x, i32 273, i32 15, i32 15, i1 false)
  %s1 = fadd float %x, %d1
  %d2 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = fadd float %s1, %d2
  %d4 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s2, i32 276, i32 15, i32 14, i1 false)
  %s4 = fadd float %s2, %d4
  %d8 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s4, i32 280, i32 15, i32 12, i1 false)
  %s8 = fadd float %s4, %d8
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %s8)
  %b = fadd float %w, %bias
  ret float %b
}

define amdgpu_cs void @cs_calls_gfx_wwm(<4 x i32> inreg %desc, float inreg %bias, <3 x i32> %tid3) #1 {
entry:
  %tid = extractelement <3 x i32> %tid3, i32 0
  %off = shl i32 %tid, 2
  %v = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %desc, i32 %off, i32 0, i32 0)
  %u = call float @llvm.amdgcn.readfirstlane.f32(float %v)
  %c = fcmp olt float %v, %u
  br i1 %c, label %then, label %exit

then:
  %r = call amdgpu_gfx float @gfx_wwm_row_sum(float %v, float inreg %bias)
  call void @llvm.amdgcn.raw.buffer.store.f32(float %r, <4 x i32> %desc, i32 %off, i32 0, i32 0)
  br label %exit

exit:
  ret void
}

declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)

attributes #0 = { noinline }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" }
