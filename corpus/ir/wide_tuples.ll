; Wide register tuples: <16 x float> (vreg_512), <32 x float>/<32 x i32>
; (vreg_1024), element-wise rebuilds that become sub-register defs, and
; dynamically indexed vectors (indirect register read/write).

declare i32 @llvm.amdgcn.workitem.id.x()

; <16 x float> accumulator kept live across a loop, rebuilt lane by lane.
define amdgpu_kernel void @v16f32_loop_rebuild(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <16 x float> [ zeroinitializer, %entry ], [ %acc.new, %loop ]
  %idx = add i32 %tid, %i
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %idx
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  %e0 = extractelement <16 x float> %acc, i32 0
  %e5 = extractelement <16 x float> %acc, i32 5
  %e10 = extractelement <16 x float> %acc, i32 10
  %e15 = extractelement <16 x float> %acc, i32 15
  %n0 = fadd float %e0, %v0
  %n5 = fmul float %e5, %v1
  %n10 = fsub float %e10, %v2
  %n15 = call float @llvm.fma.f32(float %e15, float %v3, float %v0)
  %shift = shufflevector <16 x float> %acc, <16 x float> poison, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0>
  %a0 = insertelement <16 x float> %shift, float %n0, i32 0
  %a1 = insertelement <16 x float> %a0, float %n5, i32 5
  %a2 = insertelement <16 x float> %a1, float %n10, i32 10
  %acc.new = insertelement <16 x float> %a2, float %n15, i32 15
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  store <16 x float> %acc.new, ptr addrspace(1) %po, align 64
  ret void
}

; Build a <32 x float> from scratch with an insertelement chain, starting
; from poison (undef sub-register defs into a vreg_1024).
define amdgpu_kernel void @v32f32_insert_chain(ptr addrspace(1) %in, ptr addrspace(1) %out, float %s) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <8 x float>, ptr addrspace(1) %in, i32 %tid
  %x = load <8 x float>, ptr addrspace(1) %p, align 32
  %x0 = extractelement <8 x float> %x, i32 0
  %x1 = extractelement <8 x float> %x, i32 1
  %x2 = extractelement <8 x float> %x, i32 2
  %x3 = extractelement <8 x float> %x, i32 3
  %x4 = extractelement <8 x float> %x, i32 4
  %x5 = extractelement <8 x float> %x, i32 5
  %x6 = extractelement <8 x float> %x, i32 6
  %x7 = extractelement <8 x float> %x, i32 7
  %y0 = fmul float %x0, %s
  %y1 = fmul float %x1, %s
  %y2 = fadd float %x2, %s
  %y3 = fadd float %x3, %s
  %y4 = fsub float %x4, %x0
  %y5 = fsub float %x5, %x1
  %y6 = fmul float %x6, %x2
  %y7 = fmul float %x7, %x3
  %w0 = insertelement <32 x float> poison, float %y0, i32 0
  %w1 = insertelement <32 x float> %w0, float %y1, i32 1
  %w2 = insertelement <32 x float> %w1, float %y2, i32 4
  %w3 = insertelement <32 x float> %w2, float %y3, i32 5
  %w4 = insertelement <32 x float> %w3, float %y4, i32 9
  %w5 = insertelement <32 x float> %w4, float %y5, i32 13
  %w6 = insertelement <32 x float> %w5, float %y6, i32 17
  %w7 = insertelement <32 x float> %w6, float %y7, i32 21
  %w8 = insertelement <32 x float> %w7, float %x0, i32 24
  %w9 = insertelement <32 x float> %w8, float %x1, i32 25
  %w10 = insertelement <32 x float> %w9, float %x2, i32 26
  %w11 = insertelement <32 x float> %w10, float %x3, i32 27
  %w12 = insertelement <32 x float> %w11, float %x4, i32 28
  %w13 = insertelement <32 x float> %w12, float %x5, i32 29
  %w14 = insertelement <32 x float> %w13, float %x6, i32 30
  %w15 = insertelement <32 x float> %w14, float %x7, i32 31
  %po = getelementptr <32 x float>, ptr addrspace(1) %out, i32 %tid
  store <32 x float> %w15, ptr addrspace(1) %po, align 128
  ret void
}

; <32 x i32> load, lane-wise transform, store (vreg_1024 load/store tuples).
define amdgpu_kernel void @v32i32_transform(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <32 x i32>, ptr addrspace(1) %in, i32 %tid
  %v = load <32 x i32>, ptr addrspace(1) %p, align 128
  %ks = insertelement <32 x i32> poison, i32 %k, i32 0
  %kv = shufflevector <32 x i32> %ks, <32 x i32> poison, <32 x i32> zeroinitializer
  %m = mul <32 x i32> %v, %kv
  %r = shufflevector <32 x i32> %m, <32 x i32> %v, <32 x i32> <i32 0, i32 33, i32 2, i32 35, i32 4, i32 37, i32 6, i32 39, i32 8, i32 41, i32 10, i32 43, i32 12, i32 45, i32 14, i32 47, i32 16, i32 49, i32 18, i32 51, i32 20, i32 53, i32 22, i32 55, i32 24, i32 57, i32 26, i32 59, i32 28, i32 61, i32 30, i32 63>
  %x = xor <32 x i32> %r, %v
  %po = getelementptr <32 x i32>, ptr addrspace(1) %out, i32 %tid
  store <32 x i32> %x, ptr addrspace(1) %po, align 128
  ret void
}

; Dynamically indexed insert/extract on <16 x float> (movrel / indirect
; register access) inside a divergent loop.
define amdgpu_kernel void @v16f32_dynamic_index(ptr addrspace(1) %in, ptr addrspace(1) %idx, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <16 x float>, ptr addrspace(1) %in, i32 %tid
  %v = load <16 x float>, ptr addrspace(1) %p, align 64
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %vec = phi <16 x float> [ %v, %entry ], [ %vec.new, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %idx, i32 %i
  %j = load i32, ptr addrspace(1) %pi
  %jm = and i32 %j, 15
  %e = extractelement <16 x float> %vec, i32 %jm
  %e2 = fmul float %e, 1.5
  %j2 = xor i32 %jm, 7
  %vec.new = insertelement <16 x float> %vec, float %e2, i32 %j2
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  store <16 x float> %vec.new, ptr addrspace(1) %po, align 64
  ret void
}

; <8 x double> (512-bit) values with extract chains and partial updates.
define amdgpu_kernel void @v8f64_extract_update(ptr addrspace(1) %io, double %s) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <8 x double>, ptr addrspace(1) %io, i32 %tid
  %v = load <8 x double>, ptr addrspace(1) %p, align 64
  %d0 = extractelement <8 x double> %v, i32 0
  %d3 = extractelement <8 x double> %v, i32 3
  %d6 = extractelement <8 x double> %v, i32 6
  %a = fmul double %d0, %s
  %b = fadd double %d3, %d6
  %c = call double @llvm.fma.f64(double %a, double %b, double %d0)
  %u0 = insertelement <8 x double> %v, double %c, i32 1
  %u1 = insertelement <8 x double> %u0, double %a, i32 6
  %u2 = fadd <8 x double> %u1, %v
  store <8 x double> %u2, ptr addrspace(1) %p, align 64
  ret void
}

declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
