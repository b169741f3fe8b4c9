; Callable (non-kernel) functions with the default calling convention: call
; chains, values live across calls, aggregate returns, stack-passed args.
; (amdgpu_gfx functions need the PAL triple: see callable_gfx_pal.ll.)

declare i32 @llvm.amdgcn.workitem.id.x()

; Leaf with default CC, not inlined.
define hidden float @leaf_lerp(float %a, float %b, float %t) #0 {
  %d = fsub float %b, %a
  %r = call float @llvm.fma.f32(float %d, float %t, float %a)
  ret float %r
}

; Calls the leaf twice and keeps several values live across both calls.
define hidden <2 x float> @mid_bilerp(float %a, float %b, float %c, float %d, float %tx, float %ty) #0 {
  %sum = fadd float %a, %d
  %diff = fsub float %b, %c
  %top = call float @leaf_lerp(float %a, float %b, float %tx)
  %bot = call float @leaf_lerp(float %c, float %d, float %tx)
  %v = call float @leaf_lerp(float %top, float %bot, float %ty)
  %e = fmul float %sum, %diff
  %r0 = insertelement <2 x float> poison, float %v, i32 0
  %r1 = insertelement <2 x float> %r0, float %e, i32 1
  ret <2 x float> %r1
}

; Struct return with many fields (returned in VGPRs) and a by-value array
; argument that does not fit in registers.
%pair8 = type { <8 x float>, <8 x float> }

define hidden %pair8 @split_even_odd([40 x float] %arr, float %bias) #0 {
  %e0 = extractvalue [40 x float] %arr, 0
  %e39 = extractvalue [40 x float] %arr, 39
  %e20 = extractvalue [40 x float] %arr, 20
  %b = fadd float %bias, %e39
  %v0 = insertelement <8 x float> poison, float %e0, i32 0
  %v1 = shufflevector <8 x float> %v0, <8 x float> poison, <8 x i32> zeroinitializer
  %bv = insertelement <8 x float> poison, float %b, i32 0
  %bs = shufflevector <8 x float> %bv, <8 x float> poison, <8 x i32> zeroinitializer
  %lo = fadd <8 x float> %v1, %bs
  %hi0 = insertelement <8 x float> %lo, float %e20, i32 3
  %hi = fmul <8 x float> %hi0, %bs
  %r0 = insertvalue %pair8 poison, <8 x float> %lo, 0
  %r1 = insertvalue %pair8 %r0, <8 x float> %hi, 1
  ret %pair8 %r1
}

define amdgpu_kernel void @kernel_call_chain(ptr addrspace(1) %in, ptr addrspace(1) %out) #1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %tid
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 1
  %c = extractelement <4 x float> %v, i32 2
  %d = extractelement <4 x float> %v, i32 3
  %r = call <2 x float> @mid_bilerp(float %a, float %b, float %c, float %d, float 0.25, float 0.75)
  %r0 = extractelement <2 x float> %r, i32 0
  %arr0 = insertvalue [40 x float] poison, float %r0, 0
  %arr1 = insertvalue [40 x float] %arr0, float %b, 20
  %arr2 = insertvalue [40 x float] %arr1, float %d, 39
  %pr = call %pair8 @split_even_odd([40 x float] %arr2, float %c)
  %lo = extractvalue %pair8 %pr, 0
  %hi = extractvalue %pair8 %pr, 1
  %s = fadd <8 x float> %lo, %hi
  %po = getelementptr <8 x float>, ptr addrspace(1) %out, i32 %tid
  store <8 x float> %s, ptr addrspace(1) %po, align 32
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { noinline }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" }
