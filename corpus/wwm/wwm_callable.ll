; WWM inside callable functions (default calling convention): whole-wave
; register saves in the prologue, a WWM function calling another one, and a
; kernel calling them from divergent code.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)

; Row-max of the active lanes (inactive lanes get INT_MIN).
define hidden i32 @wwm_fn_row_max(i32 %v) #0 {
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -2147483648)
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %m1 = call i32 @llvm.smax.i32(i32 %x, i32 %d1)
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %m1, i32 274, i32 15, i32 15, i1 false)
  %m2 = call i32 @llvm.smax.i32(i32 %m1, i32 %d2)
  %d4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %m2, i32 276, i32 15, i32 14, i1 false)
  %m4 = call i32 @llvm.smax.i32(i32 %m2, i32 %d4)
  %d8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %m4, i32 280, i32 15, i32 12, i1 false)
  %m8 = call i32 @llvm.smax.i32(i32 %m4, i32 %d8)
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %m8, i32 15)
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r)
  ret i32 %w
}

; Float WWM neighbour sum, then calls the integer helper with a value that
; is live across the call.
define hidden float @wwm_fn_mixed(float %f, i32 %k) #0 {
  %x = call float @llvm.amdgcn.set.inactive.f32(float %f, float 0.0)
  %n = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %x, i32 321, i32 15, i32 15, i1 false)
  %s = fadd float %x, %n
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %s)
  %m = call i32 @wwm_fn_row_max(i32 %k)
  %mf = sitofp i32 %m to float
  %r = fmul float %w, %mf
  ret float %r
}

define amdgpu_kernel void @kernel_calls_wwm_fns(ptr addrspace(1) %io, ptr addrspace(1) %keys) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %io, i32 %tid
  %f = load float, ptr addrspace(1) %p
  %pk = getelementptr i32, ptr addrspace(1) %keys, i32 %tid
  %k = load i32, ptr addrspace(1) %pk
  %c = fcmp ogt float %f, 0.0
  br i1 %c, label %call, label %other

call:
  %r = call float @wwm_fn_mixed(float %f, i32 %k)
  br label %join

other:
  %m = call i32 @wwm_fn_row_max(i32 %k)
  %mf = uitofp i32 %m to float
  br label %join

join:
  %o = phi float [ %r, %call ], [ %mf, %other ]
  store float %o, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.smax.i32(i32, i32)

attributes #0 = { noinline }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" }
