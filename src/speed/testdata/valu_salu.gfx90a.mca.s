# LLVM-MCA-BEGIN loop
v_add_f32_e32 v0, v1, v2
v_add_f32_e32 v3, v1, v2
v_add_f32_e32 v4, v1, v2
v_add_f32_e32 v5, v1, v2
s_add_u32 s0, s1, s2
s_add_u32 s3, s1, s2
s_add_u32 s4, s1, s2
s_add_u32 s5, s1, s2
# LLVM-MCA-END loop
