// clang-22 loads the plugin with -fplugin and its scheduler is selectable
// through -mllvm; the kernel compiles for amdgcn and matches the in-tree
// minreg scheduler's output.
// RUN: %clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -S %s -o %t.ref -mllvm -misched=gcn-iterative-minreg
// RUN: %clang -fplugin=%plugin -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -S %s -o %t.our -mllvm -misched=gcnrs-iterative-minreg
// RUN: diff %t.ref %t.our
// RUN: FileCheck %s < %t.our
// CHECK: .amdhsa_kernel saxpy4
// CHECK: ; Occupancy:
__kernel void saxpy4(__global float *y, __global const float *x, float a) {
  int i = __builtin_amdgcn_workitem_id_x() * 4;
  float4 v = vload4(0, x + i), w = vload4(0, y + i);
  vstore4(a * v + w, 0, y + i);
}
