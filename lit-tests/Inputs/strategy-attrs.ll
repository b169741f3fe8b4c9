; The same high-pressure body three times: with the gcnrs strategy
; attribute, without it, and with an unknown value.
define amdgpu_kernel void @with_attr(ptr addrspace(1) %out, ptr addrspace(1) %in, float %b) #0 {
  %v = call float @body(ptr addrspace(1) %in, float %b)
  store float %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @without_attr(ptr addrspace(1) %out, ptr addrspace(1) %in, float %b) #1 {
  %v = call float @body(ptr addrspace(1) %in, float %b)
  store float %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @bad_attr(ptr addrspace(1) %out, ptr addrspace(1) %in, float %b) #2 {
  %v = call float @body(ptr addrspace(1) %in, float %b)
  store float %v, ptr addrspace(1) %out
  ret void
}

define internal float @body(ptr addrspace(1) %in, float %b) alwaysinline {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %id
  %a = load float, ptr addrspace(1) %p
  %t0 = call float @llvm.fma.f32(float %a, float 1.0, float %b)
  %t1 = call float @llvm.fma.f32(float %a, float 2.0, float %b)
  %t2 = call float @llvm.fma.f32(float %a, float 3.0, float %b)
  %t3 = call float @llvm.fma.f32(float %a, float 4.0, float %b)
  %t4 = call float @llvm.fma.f32(float %a, float 5.0, float %b)
  %t5 = call float @llvm.fma.f32(float %a, float 6.0, float %b)
  %t6 = call float @llvm.fma.f32(float %a, float 7.0, float %b)
  %t7 = call float @llvm.fma.f32(float %a, float 8.0, float %b)
  %u0 = call float @llvm.fma.f32(float %t0, float %t1, float %t5)
  %u1 = call float @llvm.fma.f32(float %t1, float %t2, float %t6)
  %u2 = call float @llvm.fma.f32(float %t2, float %t3, float %t7)
  %u3 = call float @llvm.fma.f32(float %t3, float %t4, float %t0)
  %u4 = call float @llvm.fma.f32(float %t4, float %t5, float %t1)
  %u5 = call float @llvm.fma.f32(float %t5, float %t6, float %t2)
  %u6 = call float @llvm.fma.f32(float %t6, float %t7, float %t3)
  %u7 = call float @llvm.fma.f32(float %t7, float %t0, float %t4)
  %s1 = fadd float %u0, %u1
  %s2 = fadd float %s1, %u2
  %s3 = fadd float %s2, %u3
  %s4 = fadd float %s3, %u4
  %s5 = fadd float %s4, %u5
  %s6 = fadd float %s5, %u6
  %s7 = fadd float %s6, %u7
  ret float %s7
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "gcnrs-sched-strategy"="iterative-minreg" }
attributes #1 = { nounwind }
attributes #2 = { "gcnrs-sched-strategy"="iterative-bogus" }
