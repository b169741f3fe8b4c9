; A high-pressure kernel: 32 independent loads, each squared and summed.
; The IR (and the code isel produces) loads everything first. The default
; AMDGPU scheduler keeps the loads together for latency and needs many
; VGPRs; minreg interleaves each load with its use. Checked:
;  * gcnrs-iterative-minreg produces exactly the in-tree gcn-iterative-minreg
;    code (MIR after the scheduler and final asm), verifier clean;
;  * its NumVgprs is lower than the default scheduler's, and its occupancy
;    not lower (both numbers read from llc's own asm comments);
;  * the scheduled MIR interleaves loads with their uses.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 %s -o %t.default.gfx900.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcn-iterative-minreg %s -o %t.stock.gfx900.s
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched %s -o %t.ours.gfx900.s
; RUN: diff %t.stock.gfx900.s %t.ours.gfx900.s
; RUN: %python %S/../Inputs/asm_compare.py %t.ours.gfx900.s lt %t.default.gfx900.s NumVgprs | FileCheck --check-prefix=LOWER %s
; RUN: %python %S/../Inputs/asm_compare.py %t.ours.gfx900.s ge %t.default.gfx900.s Occupancy | FileCheck --check-prefix=OCC %s
;
; The same on gfx1100 (wave32 by default):
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 %s -o %t.default.gfx1100.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -misched=gcn-iterative-minreg %s -o %t.stock.gfx1100.s
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched %s -o %t.ours.gfx1100.s
; RUN: diff %t.stock.gfx1100.s %t.ours.gfx1100.s
; RUN: %python %S/../Inputs/asm_compare.py %t.ours.gfx1100.s lt %t.default.gfx1100.s NumVgprs | FileCheck --check-prefix=LOWER %s
;
; The scheduled MIR, in-tree vs ours, and the interleaving:
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcn-iterative-minreg -stop-after=machine-scheduler %s -o %t.stock.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.ours.mir
; RUN: diff %t.stock.mir %t.ours.mir
; RUN: FileCheck --check-prefix=MIR %s < %t.ours.mir
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -stop-before=machine-scheduler %s -o - | FileCheck --check-prefix=PRE %s
;
; LOWER: high_pressure: NumVgprs {{[0-9]+}} lt {{[0-9]+}}: ok
; OCC: high_pressure: Occupancy {{[0-9]+}} ge {{[0-9]+}}: ok
; A load, then the square of the value loaded, then the next load:
; MIR:      [[V:%[0-9]+]]:vgpr_32 = GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p1,
; MIR-NEXT: [[M:%[0-9]+]]:vgpr_32 = nofpexcept V_MUL_F32_e32 [[V]], [[V]]
; MIR-NEXT: V_ADD_F32_e32 {{%[0-9]+}}, [[M]]
; MIR-NEXT: GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p2,
; ... where the scheduler's input has the loads back to back:
; PRE:      GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p1,
; PRE-NEXT: GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p2,

define amdgpu_kernel void @high_pressure(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %base = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %p0 = getelementptr float, ptr addrspace(1) %base, i32 0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr float, ptr addrspace(1) %base, i32 256
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr float, ptr addrspace(1) %base, i32 512
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr float, ptr addrspace(1) %base, i32 768
  %v3 = load float, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr float, ptr addrspace(1) %base, i32 1024
  %v4 = load float, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr float, ptr addrspace(1) %base, i32 1280
  %v5 = load float, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr float, ptr addrspace(1) %base, i32 1536
  %v6 = load float, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr float, ptr addrspace(1) %base, i32 1792
  %v7 = load float, ptr addrspace(1) %p7, align 4
  %p8 = getelementptr float, ptr addrspace(1) %base, i32 2048
  %v8 = load float, ptr addrspace(1) %p8, align 4
  %p9 = getelementptr float, ptr addrspace(1) %base, i32 2304
  %v9 = load float, ptr addrspace(1) %p9, align 4
  %p10 = getelementptr float, ptr addrspace(1) %base, i32 2560
  %v10 = load float, ptr addrspace(1) %p10, align 4
  %p11 = getelementptr float, ptr addrspace(1) %base, i32 2816
  %v11 = load float, ptr addrspace(1) %p11, align 4
  %p12 = getelementptr float, ptr addrspace(1) %base, i32 3072
  %v12 = load float, ptr addrspace(1) %p12, align 4
  %p13 = getelementptr float, ptr addrspace(1) %base, i32 3328
  %v13 = load float, ptr addrspace(1) %p13, align 4
  %p14 = getelementptr float, ptr addrspace(1) %base, i32 3584
  %v14 = load float, ptr addrspace(1) %p14, align 4
  %p15 = getelementptr float, ptr addrspace(1) %base, i32 3840
  %v15 = load float, ptr addrspace(1) %p15, align 4
  %p16 = getelementptr float, ptr addrspace(1) %base, i32 4096
  %v16 = load float, ptr addrspace(1) %p16, align 4
  %p17 = getelementptr float, ptr addrspace(1) %base, i32 4352
  %v17 = load float, ptr addrspace(1) %p17, align 4
  %p18 = getelementptr float, ptr addrspace(1) %base, i32 4608
  %v18 = load float, ptr addrspace(1) %p18, align 4
  %p19 = getelementptr float, ptr addrspace(1) %base, i32 4864
  %v19 = load float, ptr addrspace(1) %p19, align 4
  %p20 = getelementptr float, ptr addrspace(1) %base, i32 5120
  %v20 = load float, ptr addrspace(1) %p20, align 4
  %p21 = getelementptr float, ptr addrspace(1) %base, i32 5376
  %v21 = load float, ptr addrspace(1) %p21, align 4
  %p22 = getelementptr float, ptr addrspace(1) %base, i32 5632
  %v22 = load float, ptr addrspace(1) %p22, align 4
  %p23 = getelementptr float, ptr addrspace(1) %base, i32 5888
  %v23 = load float, ptr addrspace(1) %p23, align 4
  %p24 = getelementptr float, ptr addrspace(1) %base, i32 6144
  %v24 = load float, ptr addrspace(1) %p24, align 4
  %p25 = getelementptr float, ptr addrspace(1) %base, i32 6400
  %v25 = load float, ptr addrspace(1) %p25, align 4
  %p26 = getelementptr float, ptr addrspace(1) %base, i32 6656
  %v26 = load float, ptr addrspace(1) %p26, align 4
  %p27 = getelementptr float, ptr addrspace(1) %base, i32 6912
  %v27 = load float, ptr addrspace(1) %p27, align 4
  %p28 = getelementptr float, ptr addrspace(1) %base, i32 7168
  %v28 = load float, ptr addrspace(1) %p28, align 4
  %p29 = getelementptr float, ptr addrspace(1) %base, i32 7424
  %v29 = load float, ptr addrspace(1) %p29, align 4
  %p30 = getelementptr float, ptr addrspace(1) %base, i32 7680
  %v30 = load float, ptr addrspace(1) %p30, align 4
  %p31 = getelementptr float, ptr addrspace(1) %base, i32 7936
  %v31 = load float, ptr addrspace(1) %p31, align 4
  %s0 = fadd float %v0, 1.0
  %m1 = fmul float %v1, %v1
  %s1 = fadd float %s0, %m1
  %m2 = fmul float %v2, %v2
  %s2 = fadd float %s1, %m2
  %m3 = fmul float %v3, %v3
  %s3 = fadd float %s2, %m3
  %m4 = fmul float %v4, %v4
  %s4 = fadd float %s3, %m4
  %m5 = fmul float %v5, %v5
  %s5 = fadd float %s4, %m5
  %m6 = fmul float %v6, %v6
  %s6 = fadd float %s5, %m6
  %m7 = fmul float %v7, %v7
  %s7 = fadd float %s6, %m7
  %m8 = fmul float %v8, %v8
  %s8 = fadd float %s7, %m8
  %m9 = fmul float %v9, %v9
  %s9 = fadd float %s8, %m9
  %m10 = fmul float %v10, %v10
  %s10 = fadd float %s9, %m10
  %m11 = fmul float %v11, %v11
  %s11 = fadd float %s10, %m11
  %m12 = fmul float %v12, %v12
  %s12 = fadd float %s11, %m12
  %m13 = fmul float %v13, %v13
  %s13 = fadd float %s12, %m13
  %m14 = fmul float %v14, %v14
  %s14 = fadd float %s13, %m14
  %m15 = fmul float %v15, %v15
  %s15 = fadd float %s14, %m15
  %m16 = fmul float %v16, %v16
  %s16 = fadd float %s15, %m16
  %m17 = fmul float %v17, %v17
  %s17 = fadd float %s16, %m17
  %m18 = fmul float %v18, %v18
  %s18 = fadd float %s17, %m18
  %m19 = fmul float %v19, %v19
  %s19 = fadd float %s18, %m19
  %m20 = fmul float %v20, %v20
  %s20 = fadd float %s19, %m20
  %m21 = fmul float %v21, %v21
  %s21 = fadd float %s20, %m21
  %m22 = fmul float %v22, %v22
  %s22 = fadd float %s21, %m22
  %m23 = fmul float %v23, %v23
  %s23 = fadd float %s22, %m23
  %m24 = fmul float %v24, %v24
  %s24 = fadd float %s23, %m24
  %m25 = fmul float %v25, %v25
  %s25 = fadd float %s24, %m25
  %m26 = fmul float %v26, %v26
  %s26 = fadd float %s25, %m26
  %m27 = fmul float %v27, %v27
  %s27 = fadd float %s26, %m27
  %m28 = fmul float %v28, %v28
  %s28 = fadd float %s27, %m28
  %m29 = fmul float %v29, %v29
  %s29 = fadd float %s28, %m29
  %m30 = fmul float %v30, %v30
  %s30 = fadd float %s29, %m30
  %m31 = fmul float %v31, %v31
  %s31 = fadd float %s30, %m31
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %s31, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
