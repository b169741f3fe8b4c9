; SGPR-heavy code: wide scalar loads from constant memory, scalar loops and
; uniform branches, an explicit SGPR budget.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()

; Four <16 x i32> uniform loads (s_load_dwordx16) combined in scalar code.
define amdgpu_kernel void @s_load_x16_combine(ptr addrspace(4) %cb, ptr addrspace(1) %out) #0 {
  %v0 = load <16 x i32>, ptr addrspace(4) %cb, align 64
  %q1 = getelementptr <16 x i32>, ptr addrspace(4) %cb, i32 1
  %v1 = load <16 x i32>, ptr addrspace(4) %q1, align 64
  %q2 = getelementptr <16 x i32>, ptr addrspace(4) %cb, i32 2
  %v2 = load <16 x i32>, ptr addrspace(4) %q2, align 64
  %q3 = getelementptr <16 x i32>, ptr addrspace(4) %cb, i32 3
  %v3 = load <16 x i32>, ptr addrspace(4) %q3, align 64
  %a = add <16 x i32> %v0, %v1
  %b = xor <16 x i32> %v2, %v3
  %c = mul <16 x i32> %a, %b
  %d = shl <16 x i32> %c, %v0
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %d)
  %m = call i32 @llvm.vector.reduce.umax.v16i32(<16 x i32> %b)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = mul i32 %tid, %r
  %y = add i32 %x, %m
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %po
  ret void
}

; Uniform loop with uniform branches and 64-bit scalar arithmetic.
define amdgpu_kernel void @scalar_loop_uniform_branches(ptr addrspace(4) %tab, ptr addrspace(1) %out, i32 %n, i64 %seed) #0 {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgy = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %h = phi i64 [ %seed, %entry ], [ %h.n, %latch ]
  %cnt = phi i32 [ %wg, %entry ], [ %cnt.n, %latch ]
  %pt = getelementptr i64, ptr addrspace(4) %tab, i32 %i
  %t = load i64, ptr addrspace(4) %pt
  %odd = and i64 %t, 1
  %isodd = icmp ne i64 %odd, 0
  br i1 %isodd, label %odd.bb, label %even.bb

odd.bb:
  %h1 = mul i64 %h, 6364136223846793005
  %h2 = add i64 %h1, %t
  %c1 = add i32 %cnt, %wgy
  br label %latch

even.bb:
  %h3 = xor i64 %h, %t
  %h4 = lshr i64 %h3, 7
  %c2 = shl i32 %cnt, 1
  br label %latch

latch:
  %h.n = phi i64 [ %h2, %odd.bb ], [ %h4, %even.bb ]
  %cnt.n = phi i32 [ %c1, %odd.bb ], [ %c2, %even.bb ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %hl = trunc i64 %h.n to i32
  %v = add i32 %hl, %tid
  %v2 = xor i32 %v, %cnt.n
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2, ptr addrspace(1) %po
  ret void
}

; Same flavour under a tight SGPR budget.
define amdgpu_kernel void @s_load_tight_sgpr_budget(ptr addrspace(4) %cb, ptr addrspace(1) %out) #1 {
  %v0 = load <16 x i32>, ptr addrspace(4) %cb, align 64
  %q1 = getelementptr <16 x i32>, ptr addrspace(4) %cb, i32 1
  %v1 = load <16 x i32>, ptr addrspace(4) %q1, align 64
  %a = mul <16 x i32> %v0, %v1
  %b = add <16 x i32> %a, %v0
  %r = call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %b)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %tid, %r
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.umax.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>)

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" "amdgpu-num-sgpr"="48" }
