; wave32 and wave64 on gfx1100 (+wavefrontsize32 / +wavefrontsize64): 16
; loads, each compared with a uniform threshold (a lane mask: sreg_32 in
; wave32, sreg_64 in wave64) and selected, then summed. For each wave size:
; MIR after the scheduler and final asm identical to the in-tree
; gcn-iterative-minreg, verifier clean, fewer VGPRs than the default
; scheduler, and each load interleaved with its compare and select using the
; lane-mask register class of the wave size.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 -misched=gcn-iterative-minreg -stop-after=machine-scheduler %s -o %t.stock.w32.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.ours.w32.mir
; RUN: diff %t.stock.w32.mir %t.ours.w32.mir
; RUN: FileCheck --check-prefixes=MIR,W32 %s < %t.ours.w32.mir
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 %s -o %t.default.w32.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 -misched=gcn-iterative-minreg %s -o %t.stock.w32.s
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched %s -o %t.ours.w32.s
; RUN: diff %t.stock.w32.s %t.ours.w32.s
; RUN: FileCheck --check-prefix=ASM32 %s < %t.ours.w32.s
; RUN: %python %S/../Inputs/asm_compare.py %t.ours.w32.s lt %t.default.w32.s NumVgprs | FileCheck --check-prefix=LOWER %s
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -misched=gcn-iterative-minreg -stop-after=machine-scheduler %s -o %t.stock.w64.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.ours.w64.mir
; RUN: diff %t.stock.w64.mir %t.ours.w64.mir
; RUN: FileCheck --check-prefixes=MIR,W64 %s < %t.ours.w64.mir
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 %s -o %t.default.w64.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -misched=gcn-iterative-minreg %s -o %t.stock.w64.s
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched %s -o %t.ours.w64.s
; RUN: diff %t.stock.w64.s %t.ours.w64.s
; RUN: FileCheck --check-prefix=ASM64 %s < %t.ours.w64.s
; RUN: %python %S/../Inputs/asm_compare.py %t.ours.w64.s lt %t.default.w64.s NumVgprs | FileCheck --check-prefix=LOWER %s
;
; The scheduler's input has the loads back to back (both wave sizes):
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 -stop-before=machine-scheduler %s -o - | FileCheck --check-prefix=PRE %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 -stop-before=machine-scheduler %s -o - | FileCheck --check-prefix=PRE %s
; PRE:        GLOBAL_LOAD_DWORD{{.*}} from %ir.p5,
; PRE-NEXT:   GLOBAL_LOAD_DWORD{{.*}} from %ir.p6,
;
; MIR:        [[V:%[0-9]+]]:vgpr_32 = GLOBAL_LOAD_DWORD{{.*}} from %ir.p5,
; W32-NEXT:   [[M:%[0-9]+]]:sreg_32_xm0_xexec = nofpexcept V_CMP_LT_F32_e64 0, {{%[0-9]+}}, 0, [[V]], 0
; W64-NEXT:   [[M:%[0-9]+]]:sreg_64_xexec = nofpexcept V_CMP_LT_F32_e64 0, {{%[0-9]+}}, 0, [[V]], 0
; MIR-NEXT:   [[S:%[0-9]+]]:vgpr_32 = V_CNDMASK_B32_e64 0, {{[0-9]+}}, 0, [[V]], [[M]]
; MIR-NEXT:   V_ADD_F32_e64 0, {{%[0-9]+}}, 0, [[S]]
; MIR-NEXT:   GLOBAL_LOAD_DWORD{{.*}} from %ir.p6,
; ASM32:      .amdhsa_wavefront_size32 1
; ASM32:      .wavefront_size: 32
; ASM64:      .amdhsa_wavefront_size32 0
; ASM64:      .wavefront_size: 64
; LOWER: wave_masks: NumVgprs {{[0-9]+}} lt {{[0-9]+}}: ok

define amdgpu_kernel void @wave_masks(ptr addrspace(1) %in, ptr addrspace(1) %out, float %t) {
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
  %c0 = fcmp ogt float %v0, %t
  %c1 = fcmp ogt float %v1, %t
  %c2 = fcmp ogt float %v2, %t
  %c3 = fcmp ogt float %v3, %t
  %c4 = fcmp ogt float %v4, %t
  %c5 = fcmp ogt float %v5, %t
  %c6 = fcmp ogt float %v6, %t
  %c7 = fcmp ogt float %v7, %t
  %c8 = fcmp ogt float %v8, %t
  %c9 = fcmp ogt float %v9, %t
  %c10 = fcmp ogt float %v10, %t
  %c11 = fcmp ogt float %v11, %t
  %c12 = fcmp ogt float %v12, %t
  %c13 = fcmp ogt float %v13, %t
  %c14 = fcmp ogt float %v14, %t
  %c15 = fcmp ogt float %v15, %t
  %s0 = select i1 %c0, float %v0, float 0.5
  %s1 = select i1 %c1, float %v1, float 1.5
  %s2 = select i1 %c2, float %v2, float 2.5
  %s3 = select i1 %c3, float %v3, float 3.5
  %s4 = select i1 %c4, float %v4, float 4.5
  %s5 = select i1 %c5, float %v5, float 5.5
  %s6 = select i1 %c6, float %v6, float 6.5
  %s7 = select i1 %c7, float %v7, float 7.5
  %s8 = select i1 %c8, float %v8, float 8.5
  %s9 = select i1 %c9, float %v9, float 9.5
  %s10 = select i1 %c10, float %v10, float 10.5
  %s11 = select i1 %c11, float %v11, float 11.5
  %s12 = select i1 %c12, float %v12, float 12.5
  %s13 = select i1 %c13, float %v13, float 13.5
  %s14 = select i1 %c14, float %v14, float 14.5
  %s15 = select i1 %c15, float %v15, float 15.5
  %a0 = fadd float %s0, %s1
  %a1 = fadd float %a0, %s2
  %a2 = fadd float %a1, %s3
  %a3 = fadd float %a2, %s4
  %a4 = fadd float %a3, %s5
  %a5 = fadd float %a4, %s6
  %a6 = fadd float %a5, %s7
  %a7 = fadd float %a6, %s8
  %a8 = fadd float %a7, %s9
  %a9 = fadd float %a8, %s10
  %a10 = fadd float %a9, %s11
  %a11 = fadd float %a10, %s12
  %a12 = fadd float %a11, %s13
  %a13 = fadd float %a12, %s14
  %a14 = fadd float %a13, %s15
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %a14, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
