; readlane / readfirstlane patterns (waterfall loop, uniform lane loop) and
; WQM / strict-WQM values in compute kernels.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare float @llvm.amdgcn.wqm.f32(float)
declare float @llvm.amdgcn.strict.wqm.f32(float)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)

; Waterfall loop: serialise a divergent table index through readfirstlane so
; that every iteration does a uniform (scalar) load.
define amdgpu_kernel void @readfirstlane_waterfall(ptr addrspace(4) %tab, ptr addrspace(1) %idx, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %idx, i32 %tid
  %i = load i32, ptr addrspace(1) %pi
  br label %loop

loop:
  %u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i)
  %pt = getelementptr i32, ptr addrspace(4) %tab, i32 %u
  %t = load i32, ptr addrspace(4) %pt
  %mine = icmp eq i32 %u, %i
  br i1 %mine, label %done, label %loop

done:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %t, ptr addrspace(1) %po
  ret void
}

; Uniform loop over lanes 0..n-1 reading each lane's value with readlane.
define amdgpu_kernel void @readlane_uniform_loop(ptr addrspace(1) %io, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  br label %loop

loop:
  %l = phi i32 [ 0, %entry ], [ %l.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.n, %loop ]
  %x = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %l)
  %gt = icmp sgt i32 %x, %v
  %inc = zext i1 %gt to i32
  %acc.n = add i32 %acc, %inc
  %l.next = add i32 %l, 1
  %d = icmp eq i32 %l.next, %n
  br i1 %d, label %exit, label %loop

exit:
  store i32 %acc.n, ptr addrspace(1) %p
  ret void
}

; WQM, strict WQM and strict WWM values in one kernel, with a divergent
; branch between them. Quad neighbour differences via quad_perm DPP.
define amdgpu_kernel void @wqm_strict_mix(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %sq = fmul float %v, %v
  %wq = call float @llvm.amdgcn.wqm.f32(float %sq)
  %bi = bitcast float %wq to i32
  %nb = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %bi, i32 177, i32 15, i32 15, i1 true)
  %nf = bitcast i32 %nb to float
  %dx = fsub float %nf, %wq
  %sdx = call float @llvm.amdgcn.strict.wqm.f32(float %dx)
  %c = fcmp ogt float %v, 1.0
  br i1 %c, label %big, label %join

big:
  %x = call float @llvm.amdgcn.set.inactive.f32(float %v, float 0.0)
  %y = fadd float %x, %x
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %y)
  %z = fadd float %w, %sdx
  br label %join

join:
  %r = phi float [ %sdx, %entry ], [ %z, %big ]
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %po
  ret void
}
