; gcnrs-targets: gfx1030 gfx1100 gfx1200
; gcnrs-wavesize: 32
; Wave32-only code: permlanex16 across the two rows, ballot.i32, readlane 31.

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare float @llvm.amdgcn.readlane.f32(float, i32)
declare i32 @llvm.amdgcn.ballot.i32(i1)

define amdgpu_kernel void @w32_reduce_permlanex16(ptr addrspace(1) %io, ptr addrspace(1) %mask) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %io, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %pos = fcmp ogt float %v, 0.0
  %bal = call i32 @llvm.amdgcn.ballot.i32(i1 %pos)
  %x = call float @llvm.amdgcn.set.inactive.f32(float %v, float 0.0)
  %d1 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %x, i32 353, i32 15, i32 15, i1 false)
  %s1 = fadd float %x, %d1
  %d2 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s1, i32 354, i32 15, i32 15, i1 false)
  %s2 = fadd float %s1, %d2
  %d4 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s2, i32 356, i32 15, i32 15, i1 false)
  %s4 = fadd float %s2, %d4
  %d8 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %s4, i32 360, i32 15, i32 15, i1 false)
  %s8 = fadd float %s4, %d8
  %bi = bitcast float %s8 to i32
  %px = call i32 @llvm.amdgcn.permlanex16.i32(i32 %bi, i32 %bi, i32 -1, i32 -1, i1 true, i1 false)
  %pf = bitcast i32 %px to float
  %tot = fadd float %s8, %pf
  %r31 = call float @llvm.amdgcn.readlane.f32(float %tot, i32 31)
  %w = call float @llvm.amdgcn.strict.wwm.f32(float %r31)
  %o = fsub float %v, %w
  store float %o, ptr addrspace(1) %p
  %z = icmp eq i32 %tid, 0
  br i1 %z, label %st, label %end

st:
  store i32 %bal, ptr addrspace(1) %mask
  br label %end

end:
  ret void
}
