; Static LDS of different sizes so that LDS (with the work-group size)
; bounds occupancy: 1 KB, 16 KB, 40 KB, and two arrays totalling 24 KB.

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

@lds1k = internal addrspace(3) global [256 x float] poison, align 4
@lds16k = internal addrspace(3) global [4096 x float] poison, align 16
@lds40k = internal addrspace(3) global [10240 x float] poison, align 16
@lds8k.a = internal addrspace(3) global [2048 x i32] poison, align 16
@lds16k.b = internal addrspace(3) global [4096 x i32] poison, align 16

define amdgpu_kernel void @lds_1k_rotate(ptr addrspace(1) %io) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %io, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %l = getelementptr [256 x float], ptr addrspace(3) @lds1k, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %l
  call void @llvm.amdgcn.s.barrier()
  %t1 = add i32 %tid, 1
  %t2 = and i32 %t1, 255
  %l2 = getelementptr [256 x float], ptr addrspace(3) @lds1k, i32 0, i32 %t2
  %w = load float, ptr addrspace(3) %l2
  %r = fadd float %v, %w
  store float %r, ptr addrspace(1) %p
  ret void
}

; 16 KB tile, 256-wide work-groups: 16 floats per work-item staged in LDS.
define amdgpu_kernel void @lds_16k_stage(ptr addrspace(1) %in, ptr addrspace(1) %out) #1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %tid
  %a = load <4 x float>, ptr addrspace(1) %p, align 16
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 256
  %b = load <4 x float>, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 512
  %c = load <4 x float>, ptr addrspace(1) %p2, align 16
  %p3 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 768
  %d = load <4 x float>, ptr addrspace(1) %p3, align 16
  %l0 = getelementptr <4 x float>, ptr addrspace(3) @lds16k, i32 %tid
  store <4 x float> %a, ptr addrspace(3) %l0, align 16
  %l1 = getelementptr <4 x float>, ptr addrspace(3) %l0, i32 256
  store <4 x float> %b, ptr addrspace(3) %l1, align 16
  %l2 = getelementptr <4 x float>, ptr addrspace(3) %l0, i32 512
  store <4 x float> %c, ptr addrspace(3) %l2, align 16
  %l3 = getelementptr <4 x float>, ptr addrspace(3) %l0, i32 768
  store <4 x float> %d, ptr addrspace(3) %l3, align 16
  call void @llvm.amdgcn.s.barrier()
  %rt = sub i32 1023, %tid
  %r0 = getelementptr <4 x float>, ptr addrspace(3) @lds16k, i32 %rt
  %x = load <4 x float>, ptr addrspace(3) %r0, align 16
  %r1 = getelementptr <4 x float>, ptr addrspace(3) %r0, i32 -256
  %y = load <4 x float>, ptr addrspace(3) %r1, align 16
  %s = fadd <4 x float> %x, %y
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid
  store <4 x float> %s, ptr addrspace(1) %po, align 16
  ret void
}

; 40 KB: only one work-group fits per CU on 64 KB-LDS targets.
define amdgpu_kernel void @lds_40k_window(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #2 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %fill

fill:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %fill ]
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %pi
  %li = getelementptr [10240 x float], ptr addrspace(3) @lds40k, i32 0, i32 %i
  store float %v, ptr addrspace(3) %li
  %i.next = add i32 %i, 256
  %more = icmp ult i32 %i.next, 10240
  br i1 %more, label %fill, label %sum

sum:
  call void @llvm.amdgcn.s.barrier()
  br label %win

win:
  %j = phi i32 [ 0, %sum ], [ %j.next, %win ]
  %acc = phi float [ 0.0, %sum ], [ %acc.n, %win ]
  %k = mul i32 %tid, 40
  %kj = add i32 %k, %j
  %lj = getelementptr [10240 x float], ptr addrspace(3) @lds40k, i32 0, i32 %kj
  %w = load float, ptr addrspace(3) %lj
  %acc.n = fadd float %acc, %w
  %j.next = add i32 %j, 1
  %wdone = icmp eq i32 %j.next, %n
  br i1 %wdone, label %exit, label %win

exit:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %acc.n, ptr addrspace(1) %po
  ret void
}

; Two arrays (8 KB + 16 KB) used in different phases.
define amdgpu_kernel void @lds_two_arrays_24k(ptr addrspace(1) %io) #3 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x i32>, ptr addrspace(1) %io, i32 %tid
  %v = load <4 x i32>, ptr addrspace(1) %p, align 16
  %la = getelementptr <4 x i32>, ptr addrspace(3) @lds8k.a, i32 %tid
  store <4 x i32> %v, ptr addrspace(3) %la, align 16
  call void @llvm.amdgcn.s.barrier()
  %x = xor i32 %tid, 31
  %ra = getelementptr <4 x i32>, ptr addrspace(3) @lds8k.a, i32 %x
  %w = load <4 x i32>, ptr addrspace(3) %ra, align 16
  %s = add <4 x i32> %v, %w
  %lb = getelementptr <4 x i32>, ptr addrspace(3) @lds16k.b, i32 %tid
  store <4 x i32> %s, ptr addrspace(3) %lb, align 16
  %lb2 = getelementptr <4 x i32>, ptr addrspace(3) %lb, i32 512
  store <4 x i32> %w, ptr addrspace(3) %lb2, align 16
  call void @llvm.amdgcn.s.barrier()
  %y = xor i32 %tid, 511
  %rb = getelementptr <4 x i32>, ptr addrspace(3) @lds16k.b, i32 %y
  %z = load <4 x i32>, ptr addrspace(3) %rb, align 16
  store <4 x i32> %z, ptr addrspace(1) %p, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }
attributes #2 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #3 = { "amdgpu-flat-work-group-size"="64,512" }
