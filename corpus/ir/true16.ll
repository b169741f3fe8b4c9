; 16-bit code. On gfx11/gfx12 (real-true16 is the llc-22 default there) this
; gives vgpr_16 values and lo16/hi16 sub-registers of 32-bit VGPRs; on older
; targets it is ordinary 16-bit / packed math.

declare i32 @llvm.amdgcn.workitem.id.x()

; Scalar half chain including conversions to/from float.
define amdgpu_kernel void @t16_half_chain(ptr addrspace(1) %in, ptr addrspace(1) %out, half %a, half %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr half, ptr addrspace(1) %in, i32 %tid
  %x = load half, ptr addrspace(1) %p
  %p1 = getelementptr half, ptr addrspace(1) %p, i32 1
  %y = load half, ptr addrspace(1) %p1
  %m = fmul half %x, %a
  %n = call half @llvm.fma.f16(half %y, half %b, half %m)
  %mx = call half @llvm.maxnum.f16(half %n, half %x)
  %f = fpext half %mx to float
  %sq = call float @llvm.sqrt.f32(float %f)
  %h = fptrunc float %sq to half
  %r = fsub half %h, %y
  %c = fcmp olt half %r, %x
  %s = select i1 %c, half %r, half %x
  %po = getelementptr half, ptr addrspace(1) %out, i32 %tid
  store half %s, ptr addrspace(1) %po
  ret void
}

; i16 arithmetic with mixed widths (zext/trunc between 16 and 32 bits).
define amdgpu_kernel void @t16_i16_ops(ptr addrspace(1) %in, ptr addrspace(1) %out, i16 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x i16>, ptr addrspace(1) %in, i32 %tid
  %v = load <4 x i16>, ptr addrspace(1) %p, align 8
  %a = extractelement <4 x i16> %v, i32 0
  %b = extractelement <4 x i16> %v, i32 1
  %c = extractelement <4 x i16> %v, i32 2
  %d = extractelement <4 x i16> %v, i32 3
  %ab = mul i16 %a, %b
  %cd = add i16 %c, %d
  %sh = lshr i16 %ab, 3
  %x = xor i16 %sh, %k
  %mn = call i16 @llvm.umin.i16(i16 %x, i16 %cd)
  %mx = call i16 @llvm.smax.i16(i16 %a, i16 %d)
  %w = zext i16 %mn to i32
  %z = sext i16 %mx to i32
  %s = add i32 %w, %z
  %t = trunc i32 %s to i16
  %r0 = insertelement <4 x i16> %v, i16 %t, i32 1
  %r1 = insertelement <4 x i16> %r0, i16 %mn, i32 2
  %po = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 %tid
  store <4 x i16> %r1, ptr addrspace(1) %po, align 8
  ret void
}

; Packed <2 x half> math in a loop; result halves recombined.
define amdgpu_kernel void @t16_v2f16_packed_loop(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <2 x half> [ zeroinitializer, %entry ], [ %acc.n, %loop ]
  %acc2 = phi <2 x half> [ <half 1.0, half 1.0>, %entry ], [ %acc2.n, %loop ]
  %idx = add i32 %i, %tid
  %p = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %idx
  %v = load <2 x half>, ptr addrspace(1) %p, align 4
  %sw = shufflevector <2 x half> %v, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %acc.n = call <2 x half> @llvm.fma.v2f16(<2 x half> %v, <2 x half> %sw, <2 x half> %acc)
  %acc2.n = fmul <2 x half> %acc2, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %lo = extractelement <2 x half> %acc.n, i32 0
  %hi = extractelement <2 x half> %acc2.n, i32 1
  %r0 = insertelement <2 x half> poison, half %hi, i32 0
  %r1 = insertelement <2 x half> %r0, half %lo, i32 1
  %po = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %tid
  store <2 x half> %r1, ptr addrspace(1) %po, align 4
  ret void
}

; Packed <2 x i16> and access to the high half of a 32-bit value.
define amdgpu_kernel void @t16_v2i16_hi_lo(ptr addrspace(1) %io, <2 x i16> %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %w = load i32, ptr addrspace(1) %p
  %v = bitcast i32 %w to <2 x i16>
  %m = mul <2 x i16> %v, %k
  %s = call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %m, <2 x i16> %v)
  %hi32 = lshr i32 %w, 16
  %hi = trunc i32 %hi32 to i16
  %lo = trunc i32 %w to i16
  %hh = bitcast i16 %hi to half
  %lh = bitcast i16 %lo to half
  %f = fadd half %hh, %lh
  %fi = bitcast half %f to i16
  %s1 = insertelement <2 x i16> %s, i16 %fi, i32 1
  %r = bitcast <2 x i16> %s1 to i32
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; Many live half values (register pairing of 16-bit values in 32-bit VGPRs).
define amdgpu_kernel void @t16_half_many_live(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <16 x half>, ptr addrspace(1) %in, i32 %tid
  %v = load <16 x half>, ptr addrspace(1) %p, align 32
  %p2 = getelementptr <16 x half>, ptr addrspace(1) %p, i32 4096
  %w = load <16 x half>, ptr addrspace(1) %p2, align 32
  %m = fmul <16 x half> %v, %w
  %r = shufflevector <16 x half> %m, <16 x half> %v, <16 x i32> <i32 0, i32 17, i32 2, i32 19, i32 4, i32 21, i32 6, i32 23, i32 8, i32 25, i32 10, i32 27, i32 12, i32 29, i32 14, i32 31>
  %s = fadd <16 x half> %r, %w
  %po = getelementptr <16 x half>, ptr addrspace(1) %out, i32 %tid
  store <16 x half> %s, ptr addrspace(1) %po, align 32
  ret void
}

declare half @llvm.fma.f16(half, half, half)
declare half @llvm.maxnum.f16(half, half)
declare float @llvm.sqrt.f32(float)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16>, <2 x i16>)
