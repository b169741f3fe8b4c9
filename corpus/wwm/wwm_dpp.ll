; Whole-wave-mode code valid on every target: set.inactive + DPP
; (row_shr/row_ror/row_mirror/quad_perm, all legal on gfx9 and gfx10+) +
; strict.wwm, with divergent control flow around the WWM regions.

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i64 @llvm.amdgcn.set.inactive.i64(i64, i64)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare i64 @llvm.amdgcn.strict.wwm.i64(i64)
declare float @llvm.amdgcn.readlane.f32(float, i32)

; Row (16-lane) sum with row_shr 1/2/4/8, then lanes 15 and 31 combined:
; inactive lanes contribute the identity 0.0.
define amdgpu_kernel void @wwm_row_reduce_fadd(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %act = icmp ult i32 %tid, %n
  br i1 %act, label %work, label %exit

work:
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %p
  %s0 = call float @llvm.amdgcn.set.inactive.f32(float %x, float 0.0)
  %d1 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s0, i32 273, i32 15, i32 15, i1 false)
  %s1 = fadd float %s0, %d1
  %d2 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = fadd float %s1, %d2
  %d4 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s2, i32 276, i32 15, i32 14, i1 false)
  %s4 = fadd float %s2, %d4
  %d8 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s4, i32 280, i32 15, i32 12, i1 false)
  %s8 = fadd float %s4, %d8
  %r15 = call float @llvm.amdgcn.readlane.f32(float %s8, i32 15)
  %r31 = call float @llvm.amdgcn.readlane.f32(float %s8, i32 31)
  %sum = fadd float %r15, %r31
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %sum)
  %norm = fdiv float %x, %w
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %norm, ptr addrspace(1) %po
  br label %exit

exit:
  ret void
}

; Inclusive integer scan within rows using update.dpp with an "old" operand
; (the identity) and partial row/bank masks; result used in a divergent if.
define amdgpu_kernel void @wwm_row_scan_iadd(ptr addrspace(1) %io) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %t1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %x1 = add i32 %x, %t1
  %t2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x1, i32 274, i32 15, i32 15, i1 false)
  %x2 = add i32 %x1, %t2
  %t3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x1, i32 275, i32 15, i32 15, i1 false)
  %x3 = add i32 %x2, %t3
  %t4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x3, i32 276, i32 15, i32 14, i1 false)
  %x4 = add i32 %x3, %t4
  %t8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x4, i32 280, i32 15, i32 12, i1 false)
  %x8 = add i32 %x4, %t8
  %scan = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %x8)
  %odd = and i32 %v, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %else

then:
  %a = mul i32 %scan, 3
  br label %join

else:
  %b = sub i32 %scan, %v
  br label %join

join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; mov.dpp permutations (quad_perm, row_mirror, row_half_mirror, row_ror)
; inside one WWM region.
define amdgpu_kernel void @wwm_mov_dpp_permutes(ptr addrspace(1) %io) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 -1)
  %q = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 177, i32 15, i32 15, i1 true)
  %m = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 320, i32 15, i32 15, i1 true)
  %h = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 321, i32 15, i32 15, i1 true)
  %r = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 292, i32 15, i32 15, i1 true)
  %a = and i32 %q, %m
  %b = or i32 %h, %r
  %c = xor i32 %a, %b
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %c)
  %o = add i32 %w, %v
  store i32 %o, ptr addrspace(1) %p
  ret void
}

; WWM regions inside a loop with a divergent trip count, including a 64-bit
; set.inactive / strict.wwm value.
define amdgpu_kernel void @wwm_divergent_loop_i64(ptr addrspace(1) %in, ptr addrspace(1) %cnt, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pc = getelementptr i32, ptr addrspace(1) %cnt, i32 %tid
  %n = load i32, ptr addrspace(1) %pc
  %has = icmp sgt i32 %n, 0
  br i1 %has, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n, %loop ]
  %idx = add i32 %tid, %i
  %pi = getelementptr i64, ptr addrspace(1) %in, i32 %idx
  %v = load i64, ptr addrspace(1) %pi
  %x = call i64 @llvm.amdgcn.set.inactive.i64(i64 %v, i64 0)
  %lo = trunc i64 %x to i32
  %hi64 = lshr i64 %x, 32
  %hi = trunc i64 %hi64 to i32
  %slo = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %lo, i32 273, i32 15, i32 15, i1 false)
  %shi = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %hi, i32 273, i32 15, i32 15, i1 false)
  %zlo = zext i32 %slo to i64
  %zhi = zext i32 %shi to i64
  %shl = shl i64 %zhi, 32
  %sh = or i64 %shl, %zlo
  %sum = add i64 %x, %sh
  %w = call i64 @llvm.amdgcn.strict.wwm.i64(i64 %sum)
  %acc.n = add i64 %acc, %w
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i64 [ 0, %entry ], [ %acc.n, %loop ]
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %r, ptr addrspace(1) %po
  ret void
}
