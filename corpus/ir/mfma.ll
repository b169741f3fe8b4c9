; gcnrs-targets: gfx90a gfx942
; MFMA kernels: accumulators live in AGPRs/VGPRs (vreg_128..vreg_1024 /
; areg_*), loops carrying the accumulators, several MFMA shapes.

declare i32 @llvm.amdgcn.workitem.id.x()
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float, float, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32, i32, i32)

; K-loop with one 32x32 accumulator (<32 x float>, 1024-bit tuple).
define amdgpu_kernel void @mfma_32x32x1_kloop(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cp = getelementptr <32 x float>, ptr addrspace(1) %c, i32 %tid
  %init = load <32 x float>, ptr addrspace(1) %cp, align 128
  %n = icmp sgt i32 %k, 0
  br i1 %n, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <32 x float> [ %init, %entry ], [ %acc2, %loop ]
  %idx = add i32 %i, %tid
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %idx
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %idx
  %va = load float, ptr addrspace(1) %pa
  %vb = load float, ptr addrspace(1) %pb
  %acc1 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %va, float %vb, <32 x float> %acc, i32 0, i32 0, i32 0)
  %va2 = fmul float %va, 2.0
  %acc2 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %va2, float %vb, <32 x float> %acc1, i32 1, i32 0, i32 0)
  %i.next = add nuw i32 %i, 2
  %done = icmp uge i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %res = phi <32 x float> [ %init, %entry ], [ %acc2, %loop ]
  store <32 x float> %res, ptr addrspace(1) %cp, align 128
  ret void
}

; 16x16x1 and 32x32x2 accumulators (<16 x float>) plus a <4 x float> one
; updated by 4x4x1 and 16x16x4, interleaved.
define amdgpu_kernel void @mfma_mixed_shapes(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %steps) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi <16 x float> [ zeroinitializer, %entry ], [ %c0n, %loop ]
  %c1 = phi <16 x float> [ zeroinitializer, %entry ], [ %c1n, %loop ]
  %d = phi <4 x float> [ zeroinitializer, %entry ], [ %dn, %loop ]
  %off = mul i32 %i, 64
  %idx = add i32 %off, %tid
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %idx
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %x0 = extractelement <4 x float> %v, i32 0
  %x1 = extractelement <4 x float> %v, i32 1
  %x2 = extractelement <4 x float> %v, i32 2
  %x3 = extractelement <4 x float> %v, i32 3
  %c0n = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %x0, float %x1, <16 x float> %c0, i32 0, i32 0, i32 0)
  %c1n = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %x2, float %x3, <16 x float> %c1, i32 0, i32 0, i32 0)
  %d1 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %x0, float %x3, <4 x float> %d, i32 4, i32 1, i32 0)
  %dn = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %x1, float %x2, <4 x float> %d1, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %steps
  br i1 %done, label %exit, label %loop

exit:
  %o0 = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %tid
  %s = fadd <16 x float> %c0n, %c1n
  store <16 x float> %s, ptr addrspace(1) %o0, align 64
  %o1 = getelementptr <4 x float>, ptr addrspace(1) %out, i32 1024
  store <4 x float> %dn, ptr addrspace(1) %o1, align 16
  ret void
}

; f16 inputs, two 32x32x8 accumulators (2 x vreg_512) plus a 16x16x16 one.
define amdgpu_kernel void @mfma_f16_tiles(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %k) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <16 x float> [ zeroinitializer, %entry ], [ %acc0n, %loop ]
  %acc1 = phi <16 x float> [ zeroinitializer, %entry ], [ %acc1n, %loop ]
  %acc2 = phi <4 x float> [ zeroinitializer, %entry ], [ %acc2n, %loop ]
  %idx = add i32 %i, %tid
  %pa = getelementptr <4 x half>, ptr addrspace(1) %a, i32 %idx
  %pb = getelementptr <4 x half>, ptr addrspace(1) %b, i32 %idx
  %va = load <4 x half>, ptr addrspace(1) %pa, align 8
  %vb = load <4 x half>, ptr addrspace(1) %pb, align 8
  %vb2 = fneg <4 x half> %vb
  %acc0n = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %va, <4 x half> %vb, <16 x float> %acc0, i32 0, i32 0, i32 0)
  %acc1n = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %va, <4 x half> %vb2, <16 x float> %acc1, i32 0, i32 0, i32 0)
  %acc2n = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %vb, <4 x half> %va, <4 x float> %acc2, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 4
  %done = icmp sge i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %pc = getelementptr <16 x float>, ptr addrspace(1) %c, i32 %tid
  store <16 x float> %acc0n, ptr addrspace(1) %pc, align 64
  %pc1 = getelementptr <16 x float>, ptr addrspace(1) %pc, i32 64
  store <16 x float> %acc1n, ptr addrspace(1) %pc1, align 64
  %pc2 = getelementptr <4 x float>, ptr addrspace(1) %c, i32 4096
  store <4 x float> %acc2n, ptr addrspace(1) %pc2, align 16
  ret void
}

; Four 32x32 accumulators live together: 128 accumulator registers.
define amdgpu_kernel void @mfma_four_acc_1024(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %k) #2 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a0 = phi <32 x float> [ zeroinitializer, %entry ], [ %a0n, %loop ]
  %a1 = phi <32 x float> [ zeroinitializer, %entry ], [ %a1n, %loop ]
  %a2 = phi <32 x float> [ zeroinitializer, %entry ], [ %a2n, %loop ]
  %a3 = phi <32 x float> [ zeroinitializer, %entry ], [ %a3n, %loop ]
  %idx = add i32 %i, %tid
  %p = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %idx
  %v = load <2 x float>, ptr addrspace(1) %p, align 8
  %x = extractelement <2 x float> %v, i32 0
  %y = extractelement <2 x float> %v, i32 1
  %a0n = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %x, float %y, <32 x float> %a0, i32 0, i32 0, i32 0)
  %a1n = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %y, float %x, <32 x float> %a1, i32 0, i32 0, i32 0)
  %a2n = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %x, float %x, <32 x float> %a2, i32 0, i32 0, i32 0)
  %a3n = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %y, float %y, <32 x float> %a3, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %s01 = fadd <32 x float> %a0n, %a1n
  %s23 = fsub <32 x float> %a2n, %a3n
  %po = getelementptr <32 x float>, ptr addrspace(1) %out, i32 %tid
  store <32 x float> %s01, ptr addrspace(1) %po, align 128
  %po1 = getelementptr <32 x float>, ptr addrspace(1) %po, i32 256
  store <32 x float> %s23, ptr addrspace(1) %po1, align 128
  ret void
}

; Double-precision MFMA (vreg_256 accumulators of <4 x double>).
define amdgpu_kernel void @mfma_f64_16x16x4(ptr addrspace(1) %a, ptr addrspace(1) %c, i32 %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pc = getelementptr <4 x double>, ptr addrspace(1) %c, i32 %tid
  %init = load <4 x double>, ptr addrspace(1) %pc, align 32
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x double> [ %init, %entry ], [ %accn, %loop ]
  %acc2 = phi <4 x double> [ zeroinitializer, %entry ], [ %acc2n, %loop ]
  %idx = add i32 %i, %tid
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %idx
  %x = load double, ptr addrspace(1) %pa, align 8
  %y = fmul double %x, 0.5
  %accn = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %x, double %y, <4 x double> %acc, i32 0, i32 0, i32 0)
  %acc2n = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %y, double %y, <4 x double> %acc2, i32 0, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %k
  br i1 %done, label %exit, label %loop

exit:
  %r = fadd <4 x double> %accn, %acc2n
  store <4 x double> %r, ptr addrspace(1) %pc, align 32
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { "amdgpu-flat-work-group-size"="64,256" "amdgpu-waves-per-eu"="2,4" }
attributes #2 = { "amdgpu-flat-work-group-size"="1,64" }
