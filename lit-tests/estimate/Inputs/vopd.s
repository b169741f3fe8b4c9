	.text
	.globl	dual
	.p2align	8
	.type	dual,@function
dual:                                   ; @dual
; %bb.0:
	v_mov_b32_e32 v3, 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_dual_fmac_f32 v10, v0, v1 :: v_dual_mul_f32 v11, v2, v3
	v_dual_add_f32 v12, v0, v1 :: v_dual_add_nc_u32 v13, v2, v3
	v_fmac_f32_e32 v14, v4, v5
	v_mul_f32_e32 v15, v6, v7
	v_add_f32_e32 v16, v4, v6
	v_add_nc_u32_e32 v17, v5, v7
	v_fma_f32 v18, v4, v5, v6
; %bb.2:
	s_endpgm
.Lfunc_end0:
	.size	dual, .Lfunc_end0-dual
; Kernel info:
; Occupancy: 16
