; One shared body (an always-inlined helper with ~40 live values) under
; different occupancy-bounding function attributes.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define internal void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %g = mul i32 %wg, 256
  %gid = add i32 %g, %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a0 = phi <4 x float> [ zeroinitializer, %entry ], [ %n0, %loop ]
  %a1 = phi <4 x float> [ zeroinitializer, %entry ], [ %n1, %loop ]
  %a2 = phi <4 x float> [ zeroinitializer, %entry ], [ %n2, %loop ]
  %a3 = phi <4 x float> [ zeroinitializer, %entry ], [ %n3, %loop ]
  %a4 = phi <4 x float> [ zeroinitializer, %entry ], [ %n4, %loop ]
  %a5 = phi <4 x float> [ zeroinitializer, %entry ], [ %n5, %loop ]
  %row = mul i32 %i, 4096
  %idx = add i32 %row, %gid
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %idx
  %x0 = load <4 x float>, ptr addrspace(1) %p, align 16
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 1024
  %x1 = load <4 x float>, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 2048
  %x2 = load <4 x float>, ptr addrspace(1) %p2, align 16
  %n0 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x0, <4 x float> %x1, <4 x float> %a0)
  %n1 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x1, <4 x float> %x2, <4 x float> %a1)
  %n2 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x2, <4 x float> %x0, <4 x float> %a2)
  %n3 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x0, <4 x float> %a1, <4 x float> %a3)
  %n4 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x1, <4 x float> %a2, <4 x float> %a4)
  %n5 = call <4 x float> @llvm.fma.v4f32(<4 x float> %x2, <4 x float> %a3, <4 x float> %a5)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %gid
  store <4 x float> %n0, ptr addrspace(1) %po, align 16
  %q1 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 4096
  store <4 x float> %n1, ptr addrspace(1) %q1, align 16
  %q2 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 8192
  store <4 x float> %n2, ptr addrspace(1) %q2, align 16
  %q3 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 12288
  store <4 x float> %n3, ptr addrspace(1) %q3, align 16
  %q4 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 16384
  store <4 x float> %n4, ptr addrspace(1) %q4, align 16
  %q5 = getelementptr <4 x float>, ptr addrspace(1) %po, i32 20480
  store <4 x float> %n5, ptr addrspace(1) %q5, align 16
  ret void
}

define amdgpu_kernel void @attr_fwgs_1_64(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #1 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_fwgs_1_256(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #2 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_fwgs_64_256(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #3 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_fwgs_32_32(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #4 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_waves_2_4(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #5 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_waves_1_4(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #6 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_waves_4(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #7 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_num_vgpr_24(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #8 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

define amdgpu_kernel void @attr_num_sgpr_24_vgpr_64(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #9 {
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
  ret void
}

declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)

attributes #0 = { alwaysinline }
attributes #1 = { "amdgpu-flat-work-group-size"="1,64" }
attributes #2 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #3 = { "amdgpu-flat-work-group-size"="64,256" }
attributes #4 = { "amdgpu-flat-work-group-size"="32,32" }
attributes #5 = { "amdgpu-flat-work-group-size"="1,256" "amdgpu-waves-per-eu"="2,4" }
attributes #6 = { "amdgpu-waves-per-eu"="1,4" }
attributes #7 = { "amdgpu-flat-work-group-size"="1,256" "amdgpu-waves-per-eu"="4" }
attributes #8 = { "amdgpu-num-vgpr"="24" }
attributes #9 = { "amdgpu-num-sgpr"="24" "amdgpu-num-vgpr"="64" }
