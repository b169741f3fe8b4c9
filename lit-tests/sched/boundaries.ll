; Region boundaries: a call in a callable function, a sched.barrier(0) and an
; s_barrier in a kernel. On each side loads are followed by their squares and
; a sum (isel puts the loads first; minreg interleaves them). Checked:
;  * MIR after the scheduler identical to the in-tree gcn-iterative-minreg,
;    verifier clean;
;  * no instruction crossed SI_CALL or SCHED_BARRIER 0 (the multiset of
;    instructions between two boundaries is unchanged) while each piece was
;    reordered; no memory instruction crossed S_BARRIER (ALU instructions
;    may, and do: S_BARRIER is not a region boundary, only a memory
;    ordering point), also under the improvement mode;
;  * FileCheck pins the order around each boundary.
; Without the boundaries the pieces would mix: splitting also at S_BARRIER
; and ADJCALLSTACKUP (not boundaries) shows instructions that moved across
; them, so the checker does see moves.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -stop-before=machine-scheduler %s -o %t.pre.mir
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcn-iterative-minreg -stop-after=machine-scheduler %s -o %t.stock.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.ours.mir
; RUN: diff %t.stock.mir %t.ours.mir
; RUN: %python %S/../Inputs/segments.py %t.pre.mir %t.ours.mir --split SI_CALL --split '^SCHED_BARRIER 0$' --mem-split '^S_BARRIER$' | FileCheck --check-prefix=SEG %s
; RUN: %python %S/../Inputs/segments.py %t.pre.mir %t.stock.mir --split SI_CALL --split '^SCHED_BARRIER 0$' --mem-split '^S_BARRIER$' | FileCheck --check-prefix=SEG %s
; RUN: %not %python %S/../Inputs/segments.py %t.pre.mir %t.ours.mir --split SI_CALL --split '^SCHED_BARRIER 0$' --split '^S_BARRIER$' --split ADJCALLSTACKUP | FileCheck --check-prefix=MOVED %s
; RUN: FileCheck --check-prefix=CALL %s < %t.ours.mir
; RUN: FileCheck --check-prefix=BAR %s < %t.ours.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -misched=gcnrs-iterative-minreg -gcnrs-minreg-height-tiebreak -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.height.mir
; RUN: %python %S/../Inputs/segments.py %t.pre.mir %t.height.mir --split SI_CALL --split '^SCHED_BARRIER 0$' --mem-split '^S_BARRIER$' | FileCheck --check-prefix=SEG %s
; The same boundaries in wave32:
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -stop-before=machine-scheduler %s -o %t.pre32.mir
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -misched=gcn-iterative-minreg -stop-after=machine-scheduler %s -o %t.stock32.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -misched=gcnrs-iterative-minreg -verify-machineinstrs -verify-misched -stop-after=machine-scheduler %s -o %t.ours32.mir
; RUN: diff %t.stock32.mir %t.ours32.mir
; RUN: %python %S/../Inputs/segments.py %t.pre32.mir %t.ours32.mir --split SI_CALL --split '^SCHED_BARRIER 0$' --mem-split '^S_BARRIER$' | FileCheck --check-prefix=SEG %s
;
; SEG:      region_call: 1 boundaries, 2 segments, 2 reordered, 0 crossed
; SEG:      region_barriers: 1 boundaries, 2 segments, 2 reordered, 0 crossed
; SEG-NEXT: region_barriers mem ^S_BARRIER$: 1 boundaries, 14 memory ops, 0 crossed
; MOVED:    region_call: 2 boundaries, 3 segments, {{[0-9]+}} reordered, {{[1-9][0-9]*}} crossed
; MOVED:    region_barriers: 2 boundaries, 3 segments, {{[0-9]+}} reordered, {{[1-9][0-9]*}} crossed
;
; CALL-LABEL: name: region_call
; CALL-NOT:   {{from %ir\.q(b[0-9])?,}}
; CALL:       $vgpr0 = COPY
; CALL:       SI_CALL {{.*}}@ext
; CALL-NEXT:  ADJCALLSTACKDOWN
; CALL-NOT:   {{from %ir\.p(a[0-9])?,}}
; CALL:       SI_RETURN
;
; BAR-LABEL:  name: region_barriers
; BAR-NOT:    {{from %ir\.pb[0-9],}}
; BAR:        SCHED_BARRIER 0
; BAR-NOT:    {{from %ir\.p(p|a[0-9]),}}
; BAR:        GLOBAL_STORE_DWORD_SADDR {{.*}} into %ir.qq,
; BAR-NEXT:   S_BARRIER
; BAR-NEXT:   GLOBAL_LOAD_DWORD {{.*}} from %ir.pc0,
; BAR:        S_ENDPGM

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.sched.barrier(i32)
declare void @llvm.amdgcn.s.barrier()
declare void @ext(float)

; A callable function: loads and their squares on both sides of a call.
define void @region_call(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a0 = load float, ptr addrspace(1) %p
  %pa1 = getelementptr float, ptr addrspace(1) %p, i32 64
  %a1 = load float, ptr addrspace(1) %pa1
  %pa2 = getelementptr float, ptr addrspace(1) %p, i32 128
  %a2 = load float, ptr addrspace(1) %pa2
  %pa3 = getelementptr float, ptr addrspace(1) %p, i32 192
  %a3 = load float, ptr addrspace(1) %pa3
  %m0 = fmul float %a0, %a0
  %m1 = fmul float %a1, %a1
  %m2 = fmul float %a2, %a2
  %m3 = fmul float %a3, %a3
  %s0 = fadd float %m0, %m1
  %s1 = fadd float %s0, %m2
  %s2 = fadd float %s1, %m3
  call void @ext(float %s2)
  %b0 = load float, ptr addrspace(1) %q
  %qb1 = getelementptr float, ptr addrspace(1) %q, i32 64
  %b1 = load float, ptr addrspace(1) %qb1
  %qb2 = getelementptr float, ptr addrspace(1) %q, i32 128
  %b2 = load float, ptr addrspace(1) %qb2
  %qb3 = getelementptr float, ptr addrspace(1) %q, i32 192
  %b3 = load float, ptr addrspace(1) %qb3
  %n0 = fmul float %b0, %b0
  %n1 = fmul float %b1, %b1
  %n2 = fmul float %b2, %b2
  %n3 = fmul float %b3, %b3
  %t0 = fadd float %n0, %n1
  %t1 = fadd float %t0, %n2
  %t2 = fadd float %t1, %n3
  %r = fadd float %t2, %s2
  store float %r, ptr addrspace(1) %q
  ret void
}

; The same shape split by sched.barrier(0) and, later, by s_barrier.
define amdgpu_kernel void @region_barriers(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pp = getelementptr float, ptr addrspace(1) %p, i32 %tid
  %a0 = load float, ptr addrspace(1) %pp
  %pa1 = getelementptr float, ptr addrspace(1) %pp, i32 256
  %a1 = load float, ptr addrspace(1) %pa1
  %pa2 = getelementptr float, ptr addrspace(1) %pp, i32 512
  %a2 = load float, ptr addrspace(1) %pa2
  %pa3 = getelementptr float, ptr addrspace(1) %pp, i32 768
  %a3 = load float, ptr addrspace(1) %pa3
  %m0 = fmul float %a0, %a0
  %m1 = fmul float %a1, %a1
  %m2 = fmul float %a2, %a2
  %m3 = fmul float %a3, %a3
  %s0 = fadd float %m0, %m1
  %s1 = fadd float %s0, %m2
  %s2 = fadd float %s1, %m3
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %pb0 = getelementptr float, ptr addrspace(1) %pp, i32 1024
  %b0 = load float, ptr addrspace(1) %pb0
  %pb1 = getelementptr float, ptr addrspace(1) %pp, i32 1280
  %b1 = load float, ptr addrspace(1) %pb1
  %pb2 = getelementptr float, ptr addrspace(1) %pp, i32 1536
  %b2 = load float, ptr addrspace(1) %pb2
  %pb3 = getelementptr float, ptr addrspace(1) %pp, i32 1792
  %b3 = load float, ptr addrspace(1) %pb3
  %n0 = fmul float %b0, %b0
  %n1 = fmul float %b1, %b1
  %n2 = fmul float %b2, %b2
  %n3 = fmul float %b3, %b3
  %t0 = fadd float %n0, %n1
  %t1 = fadd float %t0, %n2
  %t2 = fadd float %t1, %n3
  %u = fadd float %t2, %s2
  %qq = getelementptr float, ptr addrspace(1) %q, i32 %tid
  store float %u, ptr addrspace(1) %qq
  call void @llvm.amdgcn.s.barrier()
  %pc0 = getelementptr float, ptr addrspace(1) %pp, i32 2048
  %c0 = load float, ptr addrspace(1) %pc0
  %pc1 = getelementptr float, ptr addrspace(1) %pp, i32 2304
  %c1 = load float, ptr addrspace(1) %pc1
  %pc2 = getelementptr float, ptr addrspace(1) %pp, i32 2560
  %c2 = load float, ptr addrspace(1) %pc2
  %o0 = fmul float %c0, %c0
  %o1 = fmul float %c1, %c1
  %o2 = fmul float %c2, %c2
  %v0 = fadd float %o0, %o1
  %v1 = fadd float %v0, %o2
  %qq1 = getelementptr float, ptr addrspace(1) %qq, i32 256
  store float %v1, ptr addrspace(1) %qq1
  ret void
}
