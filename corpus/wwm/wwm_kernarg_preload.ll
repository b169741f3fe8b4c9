; gcnrs-targets: gfx90a gfx942
; Kernel arguments preloaded into SGPRs (inreg, gfx90a/gfx942): the function
; info then carries numKernargPreloadSGPRs and firstKernArgPreloadReg, whose
; parse would add to the user SGPR count, next to WWM values in divergent
; code.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

define amdgpu_kernel void @preload_wwm_row_sum(ptr addrspace(1) inreg %out, i32 inreg %bias, i32 inreg %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %act = icmp ult i32 %tid, %n
  br i1 %act, label %work, label %exit

work:
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 0)
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %s1 = add i32 %x, %d1
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = add i32 %s1, %d2
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s2)
  %r = add i32 %w, %bias
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  br label %exit

exit:
  ret void
}
