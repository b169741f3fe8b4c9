target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 %undefined_value, ptr addrspace(1) %p
  ret void
}
