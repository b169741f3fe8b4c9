; Whole-wave values around calls, under register pressure, and with SGPR
; spill lanes: a WWM value live across a call to a function that clobbers
; v0-v39 (the call's clobber mask rules them out), a callable whose WWM
; registers must be saved in all lanes, a function with "amdgpu-prealloc-sgpr-spill-vgprs" (SGPR spill
; lanes pre-allocated like WWM values), and a kernel whose WWM region sits
; between many live values.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)

; Writes every caller-saved VGPR (v0-v39): AMDGPU's register usage
; propagation gives calls to it exactly that clobber mask.
define hidden i32 @clobber_mix(i32 %a, i32 %b) #0 {
  call void asm sideeffect "; clobbers v0-v39", "~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v8},~{v9},~{v10},~{v11},~{v12},~{v13},~{v14},~{v15},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{v32},~{v33},~{v34},~{v35},~{v36},~{v37},~{v38},~{v39}"()
  %r = xor i32 %a, %b
  ret i32 %r
}

define hidden i32 @opaque_mix(i32 %a, i32 %b) #0 {
  %m = mul i32 %a, 2654435761
  %r = xor i32 %m, %b
  ret i32 %r
}

; The set.inactive value is an argument of the call and read by DPP after
; it (with the call's result as the "old" value, so the DPP cannot move
; above the call): si-wqm keeps the call inside the WWM region and the value
; lives across it, so the call's clobber mask rules out v0-v39.
define amdgpu_kernel void @wwm_live_across_call(ptr addrspace(1) %io) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %h = call i32 @clobber_mix(i32 %x, i32 %tid)
  %d = call i32 @llvm.amdgcn.update.dpp.i32(i32 %h, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %s = add i32 %x, %d
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s)
  %c = icmp ugt i32 %h, 1000
  br i1 %c, label %big, label %done

big:
  %q = add i32 %w, %h
  store i32 %q, ptr addrspace(1) %p
  br label %done

done:
  ret void
}

; Callable with a call inside: its WWM registers are saved and restored in
; all lanes around the body, callee-saved ones with s_or_saveexec.
define hidden float @wwm_fn_calls_between(float %f, i32 %k) #0 {
  %x = call float @llvm.amdgcn.set.inactive.f32(float %f, float 0.0)
  %h = call i32 @opaque_mix(i32 %k, i32 7)
  %n = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %x, i32 274, i32 15, i32 15, i1 false)
  %s = fadd float %x, %n
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %s)
  %hf = sitofp i32 %h to float
  %r = fmul float %w, %hf
  ret float %r
}

; SGPR spill lanes pre-allocated as WWM values (the attribute), with calls
; that make -O0 spill SGPRs.
define hidden i32 @wwm_prealloc_sgpr_spill(i32 %a, i32 inreg %u0, i32 inreg %u1, i32 inreg %u2) #2 {
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %a, i32 -1)
  %m = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 177, i32 15, i32 15, i1 false)
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %m)
  %h0 = call i32 @opaque_mix(i32 %w, i32 %u0)
  %h1 = call i32 @opaque_mix(i32 %h0, i32 %u1)
  %h2 = call i32 @opaque_mix(i32 %h1, i32 %u2)
  %s = add i32 %h2, %u0
  ret i32 %s
}

define amdgpu_kernel void @kernel_calls_spilling_fns(ptr addrspace(1) %io, i32 %u) #1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %f = sitofp i32 %v to float
  %a = call float @wwm_fn_calls_between(float %f, i32 %v)
  %ai = fptosi float %a to i32
  %u2 = xor i32 %u, 5
  %b = call i32 @wwm_prealloc_sgpr_spill(i32 %ai, i32 %u, i32 3, i32 %u2)
  store i32 %b, ptr addrspace(1) %p
  ret void
}

; Twenty-four values live across a WWM row reduction: the WWM registers
; take the lowest free VGPRs and everything else is allocated around them.
define amdgpu_kernel void @wwm_high_pressure(ptr addrspace(1) %in, ptr addrspace(1) %out) #1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %tid, 24
  %q = getelementptr i32, ptr addrspace(1) %in, i32 %base
  %vec = load <24 x i32>, ptr addrspace(1) %q, align 4
  %e0 = extractelement <24 x i32> %vec, i32 0
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %e0, i32 0)
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %s1 = add i32 %x, %d1
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = add i32 %s1, %d2
  %d4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s2, i32 276, i32 15, i32 14, i1 false)
  %s4 = add i32 %s2, %d4
  %d8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s4, i32 280, i32 15, i32 12, i1 false)
  %s8 = add i32 %s4, %d8
  %r15 = call i32 @llvm.amdgcn.readlane.i32(i32 %s8, i32 15)
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r15)
  %splat.i = insertelement <24 x i32> poison, i32 %w, i32 0
  %splat = shufflevector <24 x i32> %splat.i, <24 x i32> poison, <24 x i32> zeroinitializer
  %mixed = mul <24 x i32> %vec, %splat
  %sum = add <24 x i32> %mixed, %vec
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store <24 x i32> %sum, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { noinline }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #2 = { noinline "amdgpu-prealloc-sgpr-spill-vgprs" }
