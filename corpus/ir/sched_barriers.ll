; Scheduling-region shapes: sched.barrier, sched.group.barrier on VALU/SALU/
; memory, s_barrier, and a region interrupted by a call.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.sched.barrier(i32)
declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()

@tile = internal addrspace(3) global [512 x float] poison, align 16

; Two independent load/compute chains separated by a full sched.barrier(0).
define amdgpu_kernel void @sched_barrier_split(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %tid
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 1024
  %b = load <4 x float>, ptr addrspace(1) %p1, align 16
  %ab = fmul <4 x float> %a, %b
  %ab2 = fadd <4 x float> %ab, %a
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 2048
  %c = load <4 x float>, ptr addrspace(1) %p2, align 16
  %p3 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 3072
  %d = load <4 x float>, ptr addrspace(1) %p3, align 16
  %cd = fsub <4 x float> %c, %d
  %r = fmul <4 x float> %ab2, %cd
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid
  store <4 x float> %r, ptr addrspace(1) %po, align 16
  ret void
}

; VMEM-read / VALU / DS-write groups pinned with sched.group.barrier
; (valid on every target: no MFMA involved).
define amdgpu_kernel void @sched_group_valu_ds(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %v0 = load float, ptr addrspace(1) %p
  %q1 = getelementptr float, ptr addrspace(1) %p, i32 256
  %v1 = load float, ptr addrspace(1) %q1
  %q2 = getelementptr float, ptr addrspace(1) %p, i32 512
  %v2 = load float, ptr addrspace(1) %q2
  %q3 = getelementptr float, ptr addrspace(1) %p, i32 768
  %v3 = load float, ptr addrspace(1) %q3
  %s0 = fmul float %v0, %v1
  %s1 = fmul float %v2, %v3
  %s2 = fadd float %v0, %v3
  %s3 = fadd float %v1, %v2
  %l0 = getelementptr float, ptr addrspace(3) @tile, i32 %tid
  store float %s0, ptr addrspace(3) %l0
  %l1 = getelementptr float, ptr addrspace(3) %l0, i32 128
  store float %s1, ptr addrspace(3) %l1
  %l2 = getelementptr float, ptr addrspace(3) %l0, i32 256
  store float %s2, ptr addrspace(3) %l2
  %l3 = getelementptr float, ptr addrspace(3) %l0, i32 384
  store float %s3, ptr addrspace(3) %l3
  call void @llvm.amdgcn.sched.group.barrier(i32 32, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 32, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 512, i32 2, i32 0)
  call void @llvm.amdgcn.s.barrier()
  %x = xor i32 %tid, 5
  %r = getelementptr float, ptr addrspace(3) @tile, i32 %x
  %rv = load float, ptr addrspace(3) %r
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %rv, ptr addrspace(1) %po
  ret void
}

; LDS exchange around several s_barriers; each phase a separate region.
define amdgpu_kernel void @s_barrier_phases(ptr addrspace(1) %io, i32 %rounds) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %io, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %slot = getelementptr float, ptr addrspace(3) @tile, i32 %tid
  br label %loop

loop:
  %r = phi i32 [ 0, %entry ], [ %r.next, %loop ]
  %x = phi float [ %v, %entry ], [ %x3, %loop ]
  store float %x, ptr addrspace(3) %slot
  call void @llvm.amdgcn.s.barrier()
  %n1 = xor i32 %tid, 1
  %s1 = getelementptr float, ptr addrspace(3) @tile, i32 %n1
  %y1 = load float, ptr addrspace(3) %s1
  %n2 = xor i32 %tid, 2
  %s2 = getelementptr float, ptr addrspace(3) @tile, i32 %n2
  %y2 = load float, ptr addrspace(3) %s2
  %x1 = fadd float %x, %y1
  %x2 = fmul float %x1, %y2
  call void @llvm.amdgcn.s.barrier()
  %s3 = getelementptr float, ptr addrspace(3) %slot, i32 256
  store float %x2, ptr addrspace(3) %s3
  call void @llvm.amdgcn.s.barrier()
  %n4 = xor i32 %tid, 4
  %s4 = getelementptr float, ptr addrspace(3) @tile, i32 %n4
  %s5 = getelementptr float, ptr addrspace(3) %s4, i32 256
  %y3 = load float, ptr addrspace(3) %s5
  %x3 = fsub float %x2, %y3
  %r.next = add i32 %r, 1
  %done = icmp eq i32 %r.next, %rounds
  br i1 %done, label %exit, label %loop

exit:
  store float %x3, ptr addrspace(1) %p
  ret void
}


; Values live across a call in the middle of a block; the call splits the
; scheduling region and forces callee-saved / caller-saved handling.
define amdgpu_kernel void @region_with_call(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %tid
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 256
  %b = load <4 x float>, ptr addrspace(1) %p1, align 16
  %a0 = extractelement <4 x float> %a, i32 0
  %b0 = extractelement <4 x float> %b, i32 0
  %c = call float @region_callee(float %a0, float %b0)
  %s = fmul <4 x float> %a, %b
  %cv = insertelement <4 x float> poison, float %c, i32 0
  %cs = shufflevector <4 x float> %cv, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fadd <4 x float> %s, %cs
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid
  store <4 x float> %r, ptr addrspace(1) %po, align 16
  ret void
}

define hidden float @region_callee(float %x, float %y) #2 {
  %m = fmul float %x, %y
  %r = call float @llvm.sqrt.f32(float %m)
  ret float %r
}

declare float @llvm.sqrt.f32(float)

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }
attributes #2 = { noinline }
