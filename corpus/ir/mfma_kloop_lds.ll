; gcnrs-targets: gfx90a gfx942
; MFMA GEMM main loops shaped like what Triton and composable_kernel emit:
; a K-loop with a runtime trip count, the next K-slice's global loads
; issued before this slice's MFMAs (two stages), the slice written to
; LDS between two workgroup barriers, fragments read back from LDS with
; a row stride, and a C = alpha*acc + beta*C epilogue.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)

@a_tile = internal addrspace(3) global [2048 x half] poison, align 16
@b_tile = internal addrspace(3) global [2048 x half] poison, align 16
@a_tile32 = internal addrspace(3) global [1024 x float] poison, align 16
@b_tile32 = internal addrspace(3) global [1024 x float] poison, align 16

; 64x64 C block per wave64 work-group: a 2x2 grid of 32x32x8 f16 MFMAs,
; K-slice of 16 (two MFMA k-steps) per iteration. Each lane stages 8
; halves of A and 8 of B per slice (two <4 x half> each).
define amdgpu_kernel void @mfma_kloop_lds_f16_2x2(ptr addrspace(1) noalias readonly %A, ptr addrspace(1) noalias readonly %B, ptr addrspace(1) noalias %C, i32 %M, i32 %N, i32 %K, float %alpha, float %beta) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %row0 = shl i32 %bx, 6
  %col0 = shl i32 %by, 6
  %lrow = and i32 %tid, 63
  ; global row of A / column of B this lane stages; K is contiguous
  %arow = add i32 %row0, %lrow
  %bcol = add i32 %col0, %lrow
  %arow.k = mul i32 %arow, %K
  %bcol.k = mul i32 %bcol, %K
  %pa0 = getelementptr half, ptr addrspace(1) %A, i32 %arow.k
  %pb0 = getelementptr half, ptr addrspace(1) %B, i32 %bcol.k
  %ga.0 = load <4 x half>, ptr addrspace(1) %pa0, align 8
  %pa0.4 = getelementptr half, ptr addrspace(1) %pa0, i32 4
  %ga.1 = load <4 x half>, ptr addrspace(1) %pa0.4, align 8
  %gb.0 = load <4 x half>, ptr addrspace(1) %pb0, align 8
  %pb0.4 = getelementptr half, ptr addrspace(1) %pb0, i32 4
  %gb.1 = load <4 x half>, ptr addrspace(1) %pb0.4, align 8
  ; LDS offsets: lane writes row lrow (stride 16 halves + 8 padding)
  %wofs = mul i32 %lrow, 24
  ; MFMA fragment reads: lane l reads row (l & 31), k-group (l >> 5) * 4
  %frow = and i32 %tid, 31
  %fk = lshr i32 %tid, 5
  %fk4 = shl i32 %fk, 2
  %fofs.r = mul i32 %frow, 24
  %fofs = add i32 %fofs.r, %fk4
  %nk = lshr i32 %K, 4
  br label %loop

loop:
  %kt = phi i32 [ 0, %entry ], [ %kt.next, %loop ]
  %a.0 = phi <4 x half> [ %ga.0, %entry ], [ %na.0, %loop ]
  %a.1 = phi <4 x half> [ %ga.1, %entry ], [ %na.1, %loop ]
  %b.0 = phi <4 x half> [ %gb.0, %entry ], [ %nb.0, %loop ]
  %b.1 = phi <4 x half> [ %gb.1, %entry ], [ %nb.1, %loop ]
  %c00 = phi <16 x float> [ zeroinitializer, %entry ], [ %c00.2, %loop ]
  %c01 = phi <16 x float> [ zeroinitializer, %entry ], [ %c01.2, %loop ]
  %c10 = phi <16 x float> [ zeroinitializer, %entry ], [ %c10.2, %loop ]
  %c11 = phi <16 x float> [ zeroinitializer, %entry ], [ %c11.2, %loop ]
  ; stage this slice in LDS
  call void @llvm.amdgcn.s.barrier()
  %wa = getelementptr half, ptr addrspace(3) @a_tile, i32 %wofs
  store <4 x half> %a.0, ptr addrspace(3) %wa, align 8
  %wa4 = getelementptr half, ptr addrspace(3) %wa, i32 4
  store <4 x half> %a.1, ptr addrspace(3) %wa4, align 8
  %wb = getelementptr half, ptr addrspace(3) @b_tile, i32 %wofs
  store <4 x half> %b.0, ptr addrspace(3) %wb, align 8
  %wb4 = getelementptr half, ptr addrspace(3) %wb, i32 4
  store <4 x half> %b.1, ptr addrspace(3) %wb4, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; prefetch the next slice (clamped to the last one)
  %kt.next = add i32 %kt, 1
  %more = icmp ult i32 %kt.next, %nk
  %knext = select i1 %more, i32 %kt.next, i32 %kt
  %koff = shl i32 %knext, 4
  %pa = getelementptr half, ptr addrspace(1) %pa0, i32 %koff
  %na.0 = load <4 x half>, ptr addrspace(1) %pa, align 8
  %pa4 = getelementptr half, ptr addrspace(1) %pa, i32 4
  %na.1 = load <4 x half>, ptr addrspace(1) %pa4, align 8
  %pb = getelementptr half, ptr addrspace(1) %pb0, i32 %koff
  %nb.0 = load <4 x half>, ptr addrspace(1) %pb, align 8
  %pb4 = getelementptr half, ptr addrspace(1) %pb, i32 4
  %nb.1 = load <4 x half>, ptr addrspace(1) %pb4, align 8
  ; fragments: two k-steps (k 0-7, 8-15), two row blocks of A, two of B
  %ra00 = getelementptr half, ptr addrspace(3) @a_tile, i32 %fofs
  %fa00 = load <4 x half>, ptr addrspace(3) %ra00, align 8
  %ra10 = getelementptr half, ptr addrspace(3) %ra00, i32 768
  %fa10 = load <4 x half>, ptr addrspace(3) %ra10, align 8
  %ra01 = getelementptr half, ptr addrspace(3) %ra00, i32 8
  %fa01 = load <4 x half>, ptr addrspace(3) %ra01, align 8
  %ra11 = getelementptr half, ptr addrspace(3) %ra10, i32 8
  %fa11 = load <4 x half>, ptr addrspace(3) %ra11, align 8
  %rb00 = getelementptr half, ptr addrspace(3) @b_tile, i32 %fofs
  %fb00 = load <4 x half>, ptr addrspace(3) %rb00, align 8
  %rb10 = getelementptr half, ptr addrspace(3) %rb00, i32 768
  %fb10 = load <4 x half>, ptr addrspace(3) %rb10, align 8
  %rb01 = getelementptr half, ptr addrspace(3) %rb00, i32 8
  %fb01 = load <4 x half>, ptr addrspace(3) %rb01, align 8
  %rb11 = getelementptr half, ptr addrspace(3) %rb10, i32 8
  %fb11 = load <4 x half>, ptr addrspace(3) %rb11, align 8
  %c00.1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa00, <4 x half> %fb00, <16 x float> %c00, i32 0, i32 0, i32 0)
  %c01.1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa00, <4 x half> %fb10, <16 x float> %c01, i32 0, i32 0, i32 0)
  %c10.1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa10, <4 x half> %fb00, <16 x float> %c10, i32 0, i32 0, i32 0)
  %c11.1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa10, <4 x half> %fb10, <16 x float> %c11, i32 0, i32 0, i32 0)
  %c00.2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa01, <4 x half> %fb01, <16 x float> %c00.1, i32 0, i32 0, i32 0)
  %c01.2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa01, <4 x half> %fb11, <16 x float> %c01.1, i32 0, i32 0, i32 0)
  %c10.2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa11, <4 x half> %fb01, <16 x float> %c10.1, i32 0, i32 0, i32 0)
  %c11.2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %fa11, <4 x half> %fb11, <16 x float> %c11.1, i32 0, i32 0, i32 0)
  br i1 %more, label %loop, label %epilogue

epilogue:
  ; lane owns C rows (row0 + 32*i + 8*(j/4) + 4*(tid/32) + j%4), column
  ; col0 + 32*jb + (tid & 31); only the first accumulator row is shown
  ; per 4-group to keep the epilogue short: 4 of the 16 per tile.
  %crow.b = add i32 %row0, %fk4
  %ccol.b = add i32 %col0, %frow
  %alphav = insertelement <16 x float> poison, float %alpha, i32 0
  %alphas = shufflevector <16 x float> %alphav, <16 x float> poison, <16 x i32> zeroinitializer
  %s00 = fmul <16 x float> %c00.2, %alphas
  %s01 = fmul <16 x float> %c01.2, %alphas
  %s10 = fmul <16 x float> %c10.2, %alphas
  %s11 = fmul <16 x float> %c11.2, %alphas
  call void @store_tile(ptr addrspace(1) %C, i32 %N, i32 %crow.b, i32 %ccol.b, float %beta, <16 x float> %s00)
  %ccol.1 = add i32 %ccol.b, 32
  call void @store_tile(ptr addrspace(1) %C, i32 %N, i32 %crow.b, i32 %ccol.1, float %beta, <16 x float> %s01)
  %crow.1 = add i32 %crow.b, 32
  call void @store_tile(ptr addrspace(1) %C, i32 %N, i32 %crow.1, i32 %ccol.b, float %beta, <16 x float> %s10)
  call void @store_tile(ptr addrspace(1) %C, i32 %N, i32 %crow.1, i32 %ccol.1, float %beta, <16 x float> %s11)
  ret void
}

; C[r][c] = alpha*acc[j] + beta * C[r][c] (alpha already applied) for the
; 16 rows a lane owns in a 32x32 tile: rows r + 8*(j/4) + (j%4), written
; out element by element as compilers emit it. Always inlined.
define internal void @store_tile(ptr addrspace(1) %C, i32 %N, i32 %r, i32 %c, float %beta, <16 x float> %acc) #1 {
entry:
  %rN = mul i32 %r, %N
  %base = add i32 %rN, %c
  %p0 = getelementptr float, ptr addrspace(1) %C, i32 %base
  %off0 = mul i32 %N, 0
  %p0.e = getelementptr float, ptr addrspace(1) %p0, i32 %off0
  %old0 = load float, ptr addrspace(1) %p0.e, align 4
  %v0 = extractelement <16 x float> %acc, i32 0
  %new0 = call float @llvm.fma.f32(float %beta, float %old0, float %v0)
  store float %new0, ptr addrspace(1) %p0.e, align 4
  %off1 = mul i32 %N, 1
  %p1.e = getelementptr float, ptr addrspace(1) %p0, i32 %off1
  %old1 = load float, ptr addrspace(1) %p1.e, align 4
  %v1 = extractelement <16 x float> %acc, i32 1
  %new1 = call float @llvm.fma.f32(float %beta, float %old1, float %v1)
  store float %new1, ptr addrspace(1) %p1.e, align 4
  %off2 = mul i32 %N, 2
  %p2.e = getelementptr float, ptr addrspace(1) %p0, i32 %off2
  %old2 = load float, ptr addrspace(1) %p2.e, align 4
  %v2 = extractelement <16 x float> %acc, i32 2
  %new2 = call float @llvm.fma.f32(float %beta, float %old2, float %v2)
  store float %new2, ptr addrspace(1) %p2.e, align 4
  %off3 = mul i32 %N, 3
  %p3.e = getelementptr float, ptr addrspace(1) %p0, i32 %off3
  %old3 = load float, ptr addrspace(1) %p3.e, align 4
  %v3 = extractelement <16 x float> %acc, i32 3
  %new3 = call float @llvm.fma.f32(float %beta, float %old3, float %v3)
  store float %new3, ptr addrspace(1) %p3.e, align 4
  %off4 = mul i32 %N, 8
  %p4.e = getelementptr float, ptr addrspace(1) %p0, i32 %off4
  %old4 = load float, ptr addrspace(1) %p4.e, align 4
  %v4 = extractelement <16 x float> %acc, i32 4
  %new4 = call float @llvm.fma.f32(float %beta, float %old4, float %v4)
  store float %new4, ptr addrspace(1) %p4.e, align 4
  %off5 = mul i32 %N, 9
  %p5.e = getelementptr float, ptr addrspace(1) %p0, i32 %off5
  %old5 = load float, ptr addrspace(1) %p5.e, align 4
  %v5 = extractelement <16 x float> %acc, i32 5
  %new5 = call float @llvm.fma.f32(float %beta, float %old5, float %v5)
  store float %new5, ptr addrspace(1) %p5.e, align 4
  %off6 = mul i32 %N, 10
  %p6.e = getelementptr float, ptr addrspace(1) %p0, i32 %off6
  %old6 = load float, ptr addrspace(1) %p6.e, align 4
  %v6 = extractelement <16 x float> %acc, i32 6
  %new6 = call float @llvm.fma.f32(float %beta, float %old6, float %v6)
  store float %new6, ptr addrspace(1) %p6.e, align 4
  %off7 = mul i32 %N, 11
  %p7.e = getelementptr float, ptr addrspace(1) %p0, i32 %off7
  %old7 = load float, ptr addrspace(1) %p7.e, align 4
  %v7 = extractelement <16 x float> %acc, i32 7
  %new7 = call float @llvm.fma.f32(float %beta, float %old7, float %v7)
  store float %new7, ptr addrspace(1) %p7.e, align 4
  %off8 = mul i32 %N, 16
  %p8.e = getelementptr float, ptr addrspace(1) %p0, i32 %off8
  %old8 = load float, ptr addrspace(1) %p8.e, align 4
  %v8 = extractelement <16 x float> %acc, i32 8
  %new8 = call float @llvm.fma.f32(float %beta, float %old8, float %v8)
  store float %new8, ptr addrspace(1) %p8.e, align 4
  %off9 = mul i32 %N, 17
  %p9.e = getelementptr float, ptr addrspace(1) %p0, i32 %off9
  %old9 = load float, ptr addrspace(1) %p9.e, align 4
  %v9 = extractelement <16 x float> %acc, i32 9
  %new9 = call float @llvm.fma.f32(float %beta, float %old9, float %v9)
  store float %new9, ptr addrspace(1) %p9.e, align 4
  %off10 = mul i32 %N, 18
  %p10.e = getelementptr float, ptr addrspace(1) %p0, i32 %off10
  %old10 = load float, ptr addrspace(1) %p10.e, align 4
  %v10 = extractelement <16 x float> %acc, i32 10
  %new10 = call float @llvm.fma.f32(float %beta, float %old10, float %v10)
  store float %new10, ptr addrspace(1) %p10.e, align 4
  %off11 = mul i32 %N, 19
  %p11.e = getelementptr float, ptr addrspace(1) %p0, i32 %off11
  %old11 = load float, ptr addrspace(1) %p11.e, align 4
  %v11 = extractelement <16 x float> %acc, i32 11
  %new11 = call float @llvm.fma.f32(float %beta, float %old11, float %v11)
  store float %new11, ptr addrspace(1) %p11.e, align 4
  %off12 = mul i32 %N, 24
  %p12.e = getelementptr float, ptr addrspace(1) %p0, i32 %off12
  %old12 = load float, ptr addrspace(1) %p12.e, align 4
  %v12 = extractelement <16 x float> %acc, i32 12
  %new12 = call float @llvm.fma.f32(float %beta, float %old12, float %v12)
  store float %new12, ptr addrspace(1) %p12.e, align 4
  %off13 = mul i32 %N, 25
  %p13.e = getelementptr float, ptr addrspace(1) %p0, i32 %off13
  %old13 = load float, ptr addrspace(1) %p13.e, align 4
  %v13 = extractelement <16 x float> %acc, i32 13
  %new13 = call float @llvm.fma.f32(float %beta, float %old13, float %v13)
  store float %new13, ptr addrspace(1) %p13.e, align 4
  %off14 = mul i32 %N, 26
  %p14.e = getelementptr float, ptr addrspace(1) %p0, i32 %off14
  %old14 = load float, ptr addrspace(1) %p14.e, align 4
  %v14 = extractelement <16 x float> %acc, i32 14
  %new14 = call float @llvm.fma.f32(float %beta, float %old14, float %v14)
  store float %new14, ptr addrspace(1) %p14.e, align 4
  %off15 = mul i32 %N, 27
  %p15.e = getelementptr float, ptr addrspace(1) %p0, i32 %off15
  %old15 = load float, ptr addrspace(1) %p15.e, align 4
  %v15 = extractelement <16 x float> %acc, i32 15
  %new15 = call float @llvm.fma.f32(float %beta, float %old15, float %v15)
  store float %new15, ptr addrspace(1) %p15.e, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)

; 64x64 C block per 256-lane work-group (4 waves, one 16-column strip
; each): per wave a 4x1 column of 16x16x4 f32 MFMAs, K-slice of 16 (four
; MFMA k-steps) per iteration, f32 operands read one per lane from LDS.
define amdgpu_kernel void @mfma_kloop_lds_f32_16x16x4_4x1(ptr addrspace(1) noalias readonly %A, ptr addrspace(1) noalias readonly %B, ptr addrspace(1) noalias %C, i32 %N, i32 %K) #2 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %wave = lshr i32 %tid, 6
  %lane = and i32 %tid, 63
  %row0 = shl i32 %bx, 6
  %col0 = shl i32 %by, 6
  ; staging: 256 lanes x 4 floats = a 64x16 slice of A and of B
  %srow = lshr i32 %tid, 2
  %sk = and i32 %tid, 3
  %sk4 = shl i32 %sk, 2
  %garow = add i32 %row0, %srow
  %gbcol = add i32 %col0, %srow
  %garow.k = mul i32 %garow, %K
  %gbcol.k = mul i32 %gbcol, %K
  %ga.base = add i32 %garow.k, %sk4
  %gb.base = add i32 %gbcol.k, %sk4
  %pa0 = getelementptr float, ptr addrspace(1) %A, i32 %ga.base
  %pb0 = getelementptr float, ptr addrspace(1) %B, i32 %gb.base
  %wofs.r = mul i32 %srow, 16
  %wofs = add i32 %wofs.r, %sk4
  ; fragment reads: lane reads row (lane & 15), k (lane >> 4)
  %frow = and i32 %lane, 15
  %fk = lshr i32 %lane, 4
  %fa.r = mul i32 %frow, 16
  %fa.ofs = add i32 %fa.r, %fk
  %wcol = shl i32 %wave, 4
  %fb.row = add i32 %wcol, %frow
  %fb.r = mul i32 %fb.row, 16
  %fb.ofs = add i32 %fb.r, %fk
  %nk = lshr i32 %K, 4
  br label %loop

loop:
  %kt = phi i32 [ 0, %entry ], [ %kt.next, %loop ]
  %c0 = phi <4 x float> [ zeroinitializer, %entry ], [ %c0.4, %loop ]
  %c1 = phi <4 x float> [ zeroinitializer, %entry ], [ %c1.4, %loop ]
  %c2 = phi <4 x float> [ zeroinitializer, %entry ], [ %c2.4, %loop ]
  %c3 = phi <4 x float> [ zeroinitializer, %entry ], [ %c3.4, %loop ]
  %koff = shl i32 %kt, 4
  %pa = getelementptr float, ptr addrspace(1) %pa0, i32 %koff
  %ga = load <4 x float>, ptr addrspace(1) %pa, align 16
  %pb = getelementptr float, ptr addrspace(1) %pb0, i32 %koff
  %gb = load <4 x float>, ptr addrspace(1) %pb, align 16
  call void @llvm.amdgcn.s.barrier()
  %wa = getelementptr float, ptr addrspace(3) @a_tile32, i32 %wofs
  store <4 x float> %ga, ptr addrspace(3) %wa, align 16
  %wb = getelementptr float, ptr addrspace(3) @b_tile32, i32 %wofs
  store <4 x float> %gb, ptr addrspace(3) %wb, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %c0.4 = call <4 x float> @kstep4(i32 %fa.ofs, i32 %fb.ofs, i32 0, <4 x float> %c0)
  %c1.4 = call <4 x float> @kstep4(i32 %fa.ofs, i32 %fb.ofs, i32 256, <4 x float> %c1)
  %c2.4 = call <4 x float> @kstep4(i32 %fa.ofs, i32 %fb.ofs, i32 512, <4 x float> %c2)
  %c3.4 = call <4 x float> @kstep4(i32 %fa.ofs, i32 %fb.ofs, i32 768, <4 x float> %c3)
  %kt.next = add i32 %kt, 1
  %more = icmp ult i32 %kt.next, %nk
  br i1 %more, label %loop, label %epilogue

epilogue:
  %crow = add i32 %row0, %frow
  %ccol.w = add i32 %col0, %wcol
  %fk4 = shl i32 %fk, 2
  %ccol = add i32 %ccol.w, %fk4
  %crowN = mul i32 %crow, %N
  %cidx = add i32 %crowN, %ccol
  %pc = getelementptr float, ptr addrspace(1) %C, i32 %cidx
  store <4 x float> %c0.4, ptr addrspace(1) %pc, align 16
  %N16 = shl i32 %N, 4
  %pc1 = getelementptr float, ptr addrspace(1) %pc, i32 %N16
  store <4 x float> %c1.4, ptr addrspace(1) %pc1, align 16
  %pc2 = getelementptr float, ptr addrspace(1) %pc1, i32 %N16
  store <4 x float> %c2.4, ptr addrspace(1) %pc2, align 16
  %pc3 = getelementptr float, ptr addrspace(1) %pc2, i32 %N16
  store <4 x float> %c3.4, ptr addrspace(1) %pc3, align 16
  ret void
}

; Four k-steps of 16x16x4 for one 16-row block of A (row offset %arow
; in floats) against the wave's B strip. Always inlined.
define internal <4 x float> @kstep4(i32 %fa, i32 %fb, i32 %arow, <4 x float> %acc) #1 {
entry:
  %abase = add i32 %fa, %arow
  %pa0 = getelementptr float, ptr addrspace(3) @a_tile32, i32 %abase
  %pb0 = getelementptr float, ptr addrspace(3) @b_tile32, i32 %fb
  %a0 = load float, ptr addrspace(3) %pa0, align 4
  %b0 = load float, ptr addrspace(3) %pb0, align 4
  %pa1 = getelementptr float, ptr addrspace(3) %pa0, i32 4
  %pb1 = getelementptr float, ptr addrspace(3) %pb0, i32 4
  %a1 = load float, ptr addrspace(3) %pa1, align 4
  %b1 = load float, ptr addrspace(3) %pb1, align 4
  %pa2 = getelementptr float, ptr addrspace(3) %pa0, i32 8
  %pb2 = getelementptr float, ptr addrspace(3) %pb0, i32 8
  %a2 = load float, ptr addrspace(3) %pa2, align 4
  %b2 = load float, ptr addrspace(3) %pb2, align 4
  %pa3 = getelementptr float, ptr addrspace(3) %pa0, i32 12
  %pb3 = getelementptr float, ptr addrspace(3) %pb0, i32 12
  %a3 = load float, ptr addrspace(3) %pa3, align 4
  %b3 = load float, ptr addrspace(3) %pb3, align 4
  %m0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %a0, float %b0, <4 x float> %acc, i32 0, i32 0, i32 0)
  %m1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %a1, float %b1, <4 x float> %m0, i32 0, i32 0, i32 0)
  %m2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %a2, float %b2, <4 x float> %m1, i32 0, i32 0, i32 0)
  %m3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %a3, float %b3, <4 x float> %m2, i32 0, i32 0, i32 0)
  ret <4 x float> %m3
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
attributes #1 = { alwaysinline }
attributes #2 = { "amdgpu-flat-work-group-size"="256,256" }

