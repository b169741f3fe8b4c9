; Debug values inside a region that minreg reorders: eight loads (isel puts
; them first), each squared and summed, with a dbg.value after every result,
; a constant and a function-argument dbg.value between the loads. Checked:
;  * MIR after the scheduler identical to the in-tree gcn-iterative-minreg,
;    verifier clean;
;  * every DBG_VALUE still follows the instruction it followed before
;    scheduling (what LLVM's scheduler guarantees), none lost or added,
;    also under the improvement mode (which reorders more);
;  * the region was reordered (a load is now followed by its own use and the
;    dbg.value of the result).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -stop-before=machine-scheduler %s -o %t.pre.mir
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcn-iterative-minreg -stop-after=machine-scheduler %s -o %t.stock.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.ours.mir
; RUN: diff %t.stock.mir %t.ours.mir
; RUN: %python %S/../Inputs/dbg_attached.py %t.pre.mir %t.stock.mir | FileCheck --check-prefix=ATTACHED %s
; RUN: %python %S/../Inputs/dbg_attached.py %t.pre.mir %t.ours.mir | FileCheck --check-prefix=ATTACHED %s
; RUN: FileCheck --check-prefix=MIR %s < %t.ours.mir
; RUN: FileCheck --check-prefix=PRE %s < %t.pre.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -gcnrs-minreg-height-tiebreak -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.height.mir
; RUN: %python %S/../Inputs/dbg_attached.py %t.pre.mir %t.height.mir | FileCheck --check-prefix=ATTACHED %s
; The final code is the same as in-tree (DWARF locations included):
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcn-iterative-minreg %s -o %t.stock.s
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched %s -o %t.ours.s
; RUN: diff %t.stock.s %t.ours.s
;
; ATTACHED: dbg_sum_squares: 17 DBG_VALUEs, 17 attached, 0 moved, 0 lost/added
; MIR:      ![[SUM:[0-9]+]] = !DILocalVariable(name: "sum"
; MIR:      ![[SQ:[0-9]+]] = !DILocalVariable(name: "sq"
; MIR:      [[V:%[0-9]+]]:vgpr_32 = GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p1,
; MIR-NEXT: [[M:%[0-9]+]]:vgpr_32 = nofpexcept V_MUL_F32_e32 [[V]], [[V]]
; MIR-NEXT: DBG_VALUE [[M]], $noreg, ![[SQ]], !DIExpression()
; MIR-NEXT: [[S:%[0-9]+]]:vgpr_32 = nofpexcept V_ADD_F32_e32 {{%[0-9]+}}, [[M]]
; MIR-NEXT: DBG_VALUE [[S]], $noreg, ![[SUM]], !DIExpression()
; MIR-NEXT: GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p2,
; PRE:      GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p1,
; PRE-NEXT: GLOBAL_LOAD_DWORD_SADDR {{.*}} from %ir.p2,

define amdgpu_kernel void @dbg_sum_squares(ptr addrspace(1) %in, ptr addrspace(1) %out) !dbg !5 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !20
  %base = getelementptr float, ptr addrspace(1) %in, i32 %tid, !dbg !20
  %p0 = getelementptr float, ptr addrspace(1) %base, i32 0, !dbg !20
  %v0 = load float, ptr addrspace(1) %p0, align 4, !dbg !20
  %p1 = getelementptr float, ptr addrspace(1) %base, i32 256, !dbg !20
  %v1 = load float, ptr addrspace(1) %p1, align 4, !dbg !20
  %p2 = getelementptr float, ptr addrspace(1) %base, i32 512, !dbg !20
  %v2 = load float, ptr addrspace(1) %p2, align 4, !dbg !20
  %p3 = getelementptr float, ptr addrspace(1) %base, i32 768, !dbg !20
  %v3 = load float, ptr addrspace(1) %p3, align 4, !dbg !20
    #dbg_value(float 0.0, !12, !DIExpression(), !20)
    #dbg_value(i32 %tid, !13, !DIExpression(), !20)
  %p4 = getelementptr float, ptr addrspace(1) %base, i32 1024, !dbg !20
  %v4 = load float, ptr addrspace(1) %p4, align 4, !dbg !20
  %p5 = getelementptr float, ptr addrspace(1) %base, i32 1280, !dbg !20
  %v5 = load float, ptr addrspace(1) %p5, align 4, !dbg !20
  %p6 = getelementptr float, ptr addrspace(1) %base, i32 1536, !dbg !20
  %v6 = load float, ptr addrspace(1) %p6, align 4, !dbg !20
  %p7 = getelementptr float, ptr addrspace(1) %base, i32 1792, !dbg !20
  %v7 = load float, ptr addrspace(1) %p7, align 4, !dbg !20
  %s0 = fadd float %v0, 1.0, !dbg !21
    #dbg_value(float %s0, !10, !DIExpression(), !21)
  %m1 = fmul float %v1, %v1, !dbg !21
    #dbg_value(float %m1, !11, !DIExpression(), !21)
  %s1 = fadd float %s0, %m1, !dbg !21
    #dbg_value(float %s1, !10, !DIExpression(), !21)
  %m2 = fmul float %v2, %v2, !dbg !21
    #dbg_value(float %m2, !11, !DIExpression(), !21)
  %s2 = fadd float %s1, %m2, !dbg !21
    #dbg_value(float %s2, !10, !DIExpression(), !21)
  %m3 = fmul float %v3, %v3, !dbg !21
    #dbg_value(float %m3, !11, !DIExpression(), !21)
  %s3 = fadd float %s2, %m3, !dbg !21
    #dbg_value(float %s3, !10, !DIExpression(), !21)
  %m4 = fmul float %v4, %v4, !dbg !21
    #dbg_value(float %m4, !11, !DIExpression(), !21)
  %s4 = fadd float %s3, %m4, !dbg !21
    #dbg_value(float %s4, !10, !DIExpression(), !21)
  %m5 = fmul float %v5, %v5, !dbg !21
    #dbg_value(float %m5, !11, !DIExpression(), !21)
  %s5 = fadd float %s4, %m5, !dbg !21
    #dbg_value(float %s5, !10, !DIExpression(), !21)
  %m6 = fmul float %v6, %v6, !dbg !21
    #dbg_value(float %m6, !11, !DIExpression(), !21)
  %s6 = fadd float %s5, %m6, !dbg !21
    #dbg_value(float %s6, !10, !DIExpression(), !21)
  %m7 = fmul float %v7, %v7, !dbg !21
    #dbg_value(float %m7, !11, !DIExpression(), !21)
  %s7 = fadd float %s6, %m7, !dbg !21
    #dbg_value(float %s7, !10, !DIExpression(), !21)
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid, !dbg !22
  store float %s7, ptr addrspace(1) %o, align 4, !dbg !22
  ret void, !dbg !22
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "gcnrs lit", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "dbg.cl", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "dbg_sum_squares", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10, !11, !12, !13}
!10 = !DILocalVariable(name: "sum", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocalVariable(name: "sq", scope: !5, file: !1, line: 3, type: !8)
!12 = !DILocalVariable(name: "zero", scope: !5, file: !1, line: 5, type: !8)
!13 = !DILocalVariable(name: "tid", scope: !5, file: !1, line: 6, type: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocation(line: 2, column: 3, scope: !5)
!21 = !DILocation(line: 3, column: 5, scope: !5)
!22 = !DILocation(line: 4, column: 3, scope: !5)
