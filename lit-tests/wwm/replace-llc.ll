; -gcnrs-replace-wwm-prealloc puts gcnrs-pre-allocate-wwm-regs in place of
; si-pre-allocate-wwm-regs at -O0 and -O2; the assembly is byte-identical to
; stock llc-22, including the whole-wave saves of the WWM registers in the
; callable function's prolog/epilog (none in the kernel).
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 %s -o %t.ref2
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -load %plugin -gcnrs-replace-wwm-prealloc %s -o %t.our2 2>&1 | count 0
; RUN: diff %t.ref2 %t.our2
; RUN: FileCheck %s < %t.our2
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -O0 %s -o %t.ref0
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -O0 -load %plugin -gcnrs-replace-wwm-prealloc %s -o %t.our0 2>&1 | count 0
; RUN: diff %t.ref0 %t.our0
; RUN: FileCheck %s --check-prefix=W32 < %t.our0
;
; The pipeline really runs our pass, and not LLVM's:
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -load %plugin -gcnrs-replace-wwm-prealloc -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O0 -load %plugin -gcnrs-replace-wwm-prealloc -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
; PIPE-NOT: SI Pre-allocate WWM Registers
; PIPE:     gcnrs Pre-allocate WWM Registers
; PIPE-NOT: SI Pre-allocate WWM Registers

; CHECK-LABEL: wwm_fn_row_sum:
; CHECK:       s_xor_saveexec_b64 {{s\[[0-9]+:[0-9]+\]}}, -1
; CHECK-NEXT:  buffer_store_dword [[WWM:v[0-9]+]], off, s[0:3], s32
; CHECK:       s_or_saveexec_b64 {{s\[[0-9]+:[0-9]+\]}}, -1
; CHECK:       v_add_u32_dpp [[WWM]], [[WWM]], [[WWM]] row_shr:1
; CHECK:       s_xor_saveexec_b64 {{s\[[0-9]+:[0-9]+\]}}, -1
; CHECK-NEXT:  buffer_load_dword [[WWM]], off, s[0:3], s32
; CHECK:       s_setpc_b64
; CHECK-LABEL: kernel_calls_wwm:
; CHECK-NOT:   buffer_store_dword
; CHECK:       s_swappc_b64
; CHECK:       .end_amdhsa_kernel

; W32-LABEL: wwm_fn_row_sum:
; W32:       s_xor_saveexec_b32 s{{[0-9]+}}, -1
; W32:       scratch_store_b32 off, v{{[0-9]+}}, s32
; W32:       v_mov_b32_dpp

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

define hidden i32 @wwm_fn_row_sum(i32 %v) noinline {
  %x = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %s1 = add i32 %x, %d1
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = add i32 %s1, %d2
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s2)
  ret i32 %w
}

define amdgpu_kernel void @kernel_calls_wwm(ptr addrspace(1) %io) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %io, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %done
then:
  %r = call i32 @wwm_fn_row_sum(i32 %v)
  store i32 %r, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
