; gcnrs-targets: gfx900 gfx906 gfx90a gfx942
; Full-wave64 inclusive scan using the gfx9-only DPP controls row_bcast:15
; and row_bcast:31, plus wave_shr:1 to make it exclusive.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)

define amdgpu_kernel void @wave64_scan_row_bcast(ptr addrspace(1) %io, ptr addrspace(1) %total) {
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
  %b15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x8, i32 322, i32 10, i32 15, i1 false)
  %x16 = add i32 %x8, %b15
  %b31 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x16, i32 323, i32 12, i32 15, i1 false)
  %x32 = add i32 %x16, %b31
  %excl = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x32, i32 312, i32 15, i32 15, i1 false)
  %last = call i32 @llvm.amdgcn.readlane.i32(i32 %x32, i32 63)
  %e = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %excl)
  %l = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %last)
  store i32 %e, ptr addrspace(1) %p
  %z = icmp eq i32 %tid, 0
  br i1 %z, label %st, label %end

st:
  store i32 %l, ptr addrspace(1) %total
  br label %end

end:
  ret void
}
