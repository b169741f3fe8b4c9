; A kernel with one loop (load, fma, counter) and a kernel that calls a
; helper, for gcnrs estimate's lit tests.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @dot_loop(ptr addrspace(1) %x, ptr addrspace(1) %y, float %a, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %id
  %px = getelementptr float, ptr addrspace(1) %x, i32 %idx
  %v = load float, ptr addrspace(1) %px
  %acc.next = call float @llvm.fma.f32(float %v, float %a, float %acc)
  %i.next = add i32 %i, 64
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %py = getelementptr float, ptr addrspace(1) %y, i32 %id
  store float %r, ptr addrspace(1) %py
  ret void
}

define amdgpu_kernel void @calls_helper(ptr addrspace(1) %y) {
  call void @helper(ptr addrspace(1) %y)
  ret void
}

define void @helper(ptr addrspace(1) %p) noinline {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr float, ptr addrspace(1) %p, i32 %id
  store float 1.0, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fma.f32(float, float, float)
