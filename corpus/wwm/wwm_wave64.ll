; gcnrs-wavesize: 64
; Wave64-only code: four rows combined with readlane 15/31/47/63, ballot.i64.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)

define amdgpu_kernel void @w64_reduce_four_rows(ptr addrspace(1) %io, ptr addrspace(1) %mask) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %nz = icmp ne i32 %v, 0
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 %nz)
  %c = icmp ult i32 %tid, 48
  br i1 %c, label %red, label %end

red:
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %t1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %x1 = add i32 %x, %t1
  %t2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x1, i32 274, i32 15, i32 15, i1 false)
  %x2 = add i32 %x1, %t2
  %t4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x2, i32 276, i32 15, i32 14, i1 false)
  %x4 = add i32 %x2, %t4
  %t8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x4, i32 280, i32 15, i32 12, i1 false)
  %x8 = add i32 %x4, %t8
  %r0 = call i32 @llvm.amdgcn.readlane.i32(i32 %x8, i32 15)
  %r1 = call i32 @llvm.amdgcn.readlane.i32(i32 %x8, i32 31)
  %r2 = call i32 @llvm.amdgcn.readlane.i32(i32 %x8, i32 47)
  %r3 = call i32 @llvm.amdgcn.readlane.i32(i32 %x8, i32 63)
  %a = add i32 %r0, %r1
  %b = add i32 %r2, %r3
  %s = add i32 %a, %b
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s)
  %o = sub i32 %w, %v
  store i32 %o, ptr addrspace(1) %p
  br label %end

end:
  %z = icmp eq i32 %tid, 0
  br i1 %z, label %st, label %ret

st:
  store i64 %bal, ptr addrspace(1) %mask
  br label %ret

ret:
  ret void
}
