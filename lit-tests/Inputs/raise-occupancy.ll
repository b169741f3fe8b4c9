; Thirty-odd values live at once: isel computes every %t first, so the
; recorded region needs about 30 VGPRs (occupancy 8 on gfx900), while a
; minimal-register order interleaves the sums and fits in 10 waves.
define amdgpu_kernel void @raise(ptr addrspace(1) %out, ptr addrspace(1) %in, float %b) #0 {
entry:
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
  %t8 = call float @llvm.fma.f32(float %a, float 9.0, float %b)
  %t9 = call float @llvm.fma.f32(float %a, float 10.0, float %b)
  %t10 = call float @llvm.fma.f32(float %a, float 11.0, float %b)
  %t11 = call float @llvm.fma.f32(float %a, float 12.0, float %b)
  %t12 = call float @llvm.fma.f32(float %a, float 13.0, float %b)
  %t13 = call float @llvm.fma.f32(float %a, float 14.0, float %b)
  %t14 = call float @llvm.fma.f32(float %a, float 15.0, float %b)
  %t15 = call float @llvm.fma.f32(float %a, float 16.0, float %b)
  %t16 = call float @llvm.fma.f32(float %a, float 17.0, float %b)
  %t17 = call float @llvm.fma.f32(float %a, float 18.0, float %b)
  %t18 = call float @llvm.fma.f32(float %a, float 19.0, float %b)
  %t19 = call float @llvm.fma.f32(float %a, float 20.0, float %b)
  %t20 = call float @llvm.fma.f32(float %a, float 21.0, float %b)
  %t21 = call float @llvm.fma.f32(float %a, float 22.0, float %b)
  %t22 = call float @llvm.fma.f32(float %a, float 23.0, float %b)
  %t23 = call float @llvm.fma.f32(float %a, float 24.0, float %b)
  %u0 = call float @llvm.fma.f32(float %t0, float %t1, float %t5)
  %u1 = call float @llvm.fma.f32(float %t1, float %t2, float %t6)
  %u2 = call float @llvm.fma.f32(float %t2, float %t3, float %t7)
  %u3 = call float @llvm.fma.f32(float %t3, float %t4, float %t8)
  %u4 = call float @llvm.fma.f32(float %t4, float %t5, float %t9)
  %u5 = call float @llvm.fma.f32(float %t5, float %t6, float %t10)
  %u6 = call float @llvm.fma.f32(float %t6, float %t7, float %t11)
  %u7 = call float @llvm.fma.f32(float %t7, float %t8, float %t12)
  %u8 = call float @llvm.fma.f32(float %t8, float %t9, float %t13)
  %u9 = call float @llvm.fma.f32(float %t9, float %t10, float %t14)
  %u10 = call float @llvm.fma.f32(float %t10, float %t11, float %t15)
  %u11 = call float @llvm.fma.f32(float %t11, float %t12, float %t16)
  %u12 = call float @llvm.fma.f32(float %t12, float %t13, float %t17)
  %u13 = call float @llvm.fma.f32(float %t13, float %t14, float %t18)
  %u14 = call float @llvm.fma.f32(float %t14, float %t15, float %t19)
  %u15 = call float @llvm.fma.f32(float %t15, float %t16, float %t20)
  %u16 = call float @llvm.fma.f32(float %t16, float %t17, float %t21)
  %u17 = call float @llvm.fma.f32(float %t17, float %t18, float %t22)
  %u18 = call float @llvm.fma.f32(float %t18, float %t19, float %t23)
  %u19 = call float @llvm.fma.f32(float %t19, float %t20, float %t0)
  %u20 = call float @llvm.fma.f32(float %t20, float %t21, float %t1)
  %u21 = call float @llvm.fma.f32(float %t21, float %t22, float %t2)
  %u22 = call float @llvm.fma.f32(float %t22, float %t23, float %t3)
  %u23 = call float @llvm.fma.f32(float %t23, float %t0, float %t4)
  %s1 = fadd float %u0, %u1
  %s2 = fadd float %s1, %u2
  %s3 = fadd float %s2, %u3
  %s4 = fadd float %s3, %u4
  %s5 = fadd float %s4, %u5
  %s6 = fadd float %s5, %u6
  %s7 = fadd float %s6, %u7
  %s8 = fadd float %s7, %u8
  %s9 = fadd float %s8, %u9
  %s10 = fadd float %s9, %u10
  %s11 = fadd float %s10, %u11
  %s12 = fadd float %s11, %u12
  %s13 = fadd float %s12, %u13
  %s14 = fadd float %s13, %u14
  %s15 = fadd float %s14, %u15
  %s16 = fadd float %s15, %u16
  %s17 = fadd float %s16, %u17
  %s18 = fadd float %s17, %u18
  %s19 = fadd float %s18, %u19
  %s20 = fadd float %s19, %u20
  %s21 = fadd float %s20, %u21
  %s22 = fadd float %s21, %u22
  %s23 = fadd float %s22, %u23
  %q = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %s23, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
