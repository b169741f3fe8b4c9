; A kernel that calls through a function pointer: which function runs is
; not known, so no callee's registers are in its cap (LLVM counts the
; module's address-taken functions after allocation).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @indirect_caller(ptr addrspace(1) %out, ptr %fp) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call float %fp(i32 %tid)
  %p = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %p
  ret void
}
