# LLVM-MCA-BEGIN entry
s_load_b64 s[0:1], s[4:5], 0x0
s_waitcnt lgkmcnt(0)
v_add_f32_e32 v1, s0, v2
# LLVM-MCA-END entry
# LLVM-MCA-BEGIN loop .LBB0_3
v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6
v_dual_add_f32 v7, v2, v3 :: v_dual_mul_f32 v8, v5, v6
# LLVM-MCA-END loop .LBB0_3
