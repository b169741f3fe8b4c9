; Loads and stores through pointers alias analysis must tell apart: %in and
; %out may alias (no noalias), offsets from one base do not overlap, %k is
; noalias. Every DAG build asks BasicAA about these pairs.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @alias_mix(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) noalias %k, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  %base = shl i64 %i, 3
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %base
  %pout = getelementptr float, ptr addrspace(1) %out, i64 %base
  br label %loop

loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %jj = zext i32 %j to i64
  %kp = getelementptr float, ptr addrspace(1) %k, i64 %jj
  %w = load float, ptr addrspace(1) %kp
  %p0 = getelementptr float, ptr addrspace(1) %pin, i64 0
  %p1 = getelementptr float, ptr addrspace(1) %pin, i64 1
  %p2 = getelementptr float, ptr addrspace(1) %pin, i64 2
  %p3 = getelementptr float, ptr addrspace(1) %pin, i64 3
  %a0 = load float, ptr addrspace(1) %p0
  %a1 = load float, ptr addrspace(1) %p1
  %q0 = getelementptr float, ptr addrspace(1) %pout, i64 0
  %q1 = getelementptr float, ptr addrspace(1) %pout, i64 1
  %m0 = fmul float %a0, %w
  %m1 = fmul float %a1, %w
  store float %m0, ptr addrspace(1) %q0
  %a2 = load float, ptr addrspace(1) %p2
  store float %m1, ptr addrspace(1) %q1
  %a3 = load float, ptr addrspace(1) %p3
  %m2 = fmul float %a2, %w
  %m3 = fmul float %a3, %w
  %q2 = getelementptr float, ptr addrspace(1) %pout, i64 2
  %q3 = getelementptr float, ptr addrspace(1) %pout, i64 3
  store float %m2, ptr addrspace(1) %q2
  store float %m3, ptr addrspace(1) %q3
  %p4 = getelementptr float, ptr addrspace(1) %pin, i64 4
  %p5 = getelementptr float, ptr addrspace(1) %pin, i64 5
  %a4 = load float, ptr addrspace(1) %p4
  %a5 = load float, ptr addrspace(1) %p5
  %q4 = getelementptr float, ptr addrspace(1) %pin, i64 6
  store float %a4, ptr addrspace(1) %q4
  %a6 = load float, ptr addrspace(1) %p5
  %s0 = fadd float %acc, %m0
  %s1 = fadd float %s0, %m1
  %s2 = fadd float %s1, %m2
  %s3 = fadd float %s2, %m3
  %s4 = fadd float %s3, %a4
  %s5 = fadd float %s4, %a5
  %acc8 = fadd float %s5, %a6
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %loop, label %exit

exit:
  %q7 = getelementptr float, ptr addrspace(1) %pout, i64 7
  store float %acc8, ptr addrspace(1) %q7
  ret void
}
