; The legality checker and a load from constant memory (corpus chem_rates:
; libclc's double exp/log tables). ILP moves the load of a constant table,
; at a computed index, above a store through a noalias kernel argument.
; LLVM's DAG has no edge between them (distinct identified objects); the
; checker has its own reason: address space 4 does not change during a
; dispatch (and the load is invariant, though not dereferenceable).
; Checked:
;  * -gcnrs-verify-schedule accepts the order, and the MIR of that function
;    is the stock ILP scheduler's, verifier clean;
;  * the order really moves the table load above both stores;
;  * the same kernel with the table in (writable) global memory is refused:
;    there the checker only knows two different pointers of one memory, and
;    it does not reason about identified objects as LLVM does.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -misched=gcn-iterative-ilp -stop-after=machine-scheduler %s -o %t.stock.mir
; RUN: %llc -load %plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -misched=gcnrs-iterative-ilp -gcnrs-verify-schedule -verify-machineinstrs -stop-after=machine-scheduler %s -o %t.ours.mir 2> %t.err
; RUN: FileCheck --check-prefix=ERR %s < %t.err
; RUN: sed -n '/^name: *constant_table$/,/^\.\.\.$/p' %t.stock.mir > %t.stock.f
; RUN: sed -n '/^name: *constant_table$/,/^\.\.\.$/p' %t.ours.mir > %t.ours.f
; RUN: FileCheck --check-prefix=ORDER %s < %t.ours.f
; RUN: diff %t.stock.f %t.ours.f

; ERR-NOT: (constant_table)
; ERR: gcnrs: region 0 left in its original order: illegal schedule refused: instr {{[0-9]+}} must stay before instr {{[0-9]+}}: memory: store vs load/store (global_table)
; ERR-NOT: refused

; ORDER:     name: constant_table
; ORDER-NOT: GLOBAL_STORE
; ORDER:     GLOBAL_LOAD_DWORDX2_SADDR {{.*}} :: (invariant load (s64) from %ir.t, addrspace 4)
; ORDER-NOT: GLOBAL_STORE
; ORDER:     GLOBAL_STORE_DWORDX2_SADDR {{.*}} :: (store (s64) into %ir.q2, addrspace 1)

@tbl = internal unnamed_addr addrspace(4) constant [4 x double] [double 1.0, double 2.0, double 3.0, double 4.0]
@gtbl = internal unnamed_addr addrspace(1) global [4 x double] [double 1.0, double 2.0, double 3.0, double 4.0]

define amdgpu_kernel void @constant_table(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr double, ptr addrspace(1) %in, i32 %id
  %a = load double, ptr addrspace(1) %p
  %b = fmul double %a, %a
  %q = getelementptr double, ptr addrspace(1) %out, i32 %id
  store double %b, ptr addrspace(1) %q
  %i = and i32 %id, 3
  %t = getelementptr [4 x double], ptr addrspace(4) @tbl, i32 0, i32 %i
  %c = load double, ptr addrspace(4) %t
  %d = fadd double %c, %a
  %q2 = getelementptr double, ptr addrspace(1) %q, i32 64
  store double %d, ptr addrspace(1) %q2
  ret void
}

define amdgpu_kernel void @global_table(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr double, ptr addrspace(1) %in, i32 %id
  %a = load double, ptr addrspace(1) %p
  %b = fmul double %a, %a
  %q = getelementptr double, ptr addrspace(1) %out, i32 %id
  store double %b, ptr addrspace(1) %q
  %i = and i32 %id, 3
  %t = getelementptr [4 x double], ptr addrspace(1) @gtbl, i32 0, i32 %i
  %c = load double, ptr addrspace(1) %t
  %d = fadd double %c, %a
  %q2 = getelementptr double, ptr addrspace(1) %q, i32 64
  store double %d, ptr addrspace(1) %q2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
