; gcnrs-triple: amdgcn-amd-amdpal
; amdgpu_gfx callable functions (only supported on PAL/Mesa), called from a
; compute-shader entry point: inreg SGPR arguments, gfx callee-saved set.

declare i32 @llvm.amdgcn.workitem.id.x()

; amdgpu_gfx calling convention: more callee-saved registers, inreg SGPR args.
define hidden amdgpu_gfx <4 x i32> @gfx_mix(i32 inreg %seed, <4 x i32> %v, i32 %shift) #0 {
  %s = insertelement <4 x i32> poison, i32 %seed, i32 0
  %ss = shufflevector <4 x i32> %s, <4 x i32> poison, <4 x i32> zeroinitializer
  %x = xor <4 x i32> %v, %ss
  %sh = insertelement <4 x i32> poison, i32 %shift, i32 0
  %shs = shufflevector <4 x i32> %sh, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = lshr <4 x i32> %x, %shs
  %m = mul <4 x i32> %r, <i32 3, i32 5, i32 7, i32 11>
  %a = add <4 x i32> %m, %v
  ret <4 x i32> %a
}

; amdgpu_gfx function calling another amdgpu_gfx function in a loop.
define hidden amdgpu_gfx i32 @gfx_fold(i32 inreg %seed, <4 x i32> %v, i32 %n) #0 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x i32> [ %v, %entry ], [ %acc.n, %loop ]
  %acc.n = call amdgpu_gfx <4 x i32> @gfx_mix(i32 inreg %seed, <4 x i32> %acc, i32 %i)
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %e0 = extractelement <4 x i32> %acc.n, i32 0
  %e1 = extractelement <4 x i32> %acc.n, i32 1
  %e2 = extractelement <4 x i32> %acc.n, i32 2
  %e3 = extractelement <4 x i32> %acc.n, i32 3
  %s0 = add i32 %e0, %e1
  %s1 = xor i32 %e2, %e3
  %r = add i32 %s0, %s1
  ret i32 %r
}

define amdgpu_cs void @cs_call_gfx(<4 x i32> inreg %desc, i32 inreg %seed, i32 inreg %n, <3 x i32> %tid3) #1 {
  %tid = extractelement <3 x i32> %tid3, i32 0
  %off = shl i32 %tid, 4
  %v = call <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32> %desc, i32 %off, i32 0, i32 0)
  %r = call amdgpu_gfx i32 @gfx_fold(i32 inreg %seed, <4 x i32> %v, i32 %n)
  %v2 = insertelement <4 x i32> %v, i32 %r, i32 2
  call void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32> %v2, <4 x i32> %desc, i32 %off, i32 0, i32 0)
  ret void
}

declare <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32>, <4 x i32>, i32, i32, i32)

attributes #0 = { noinline }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" }
