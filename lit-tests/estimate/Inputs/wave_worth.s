	.text
	.globl	busy
	.p2align	8
	.type	busy,@function
busy:                                   ; @busy
; %bb.0:
	v_mov_b32_e32 v3, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_f32_e32 v10, v0, v1
	v_add_f32_e32 v11, v0, v2
	v_add_f32_e32 v12, v0, v3
	v_add_f32_e32 v13, v0, v4
	v_add_f32_e32 v14, v0, v5
	v_add_f32_e32 v15, v0, v6
	v_add_f32_e32 v16, v0, v7
	v_add_f32_e32 v17, v0, v8
; %bb.2:
	s_endpgm
.Lfunc_end1:
	.size	busy, .Lfunc_end1-busy
; Kernel info:
; Occupancy: 4
	.globl	one
	.p2align	8
	.type	one,@function
one:                                    ; @one
; %bb.0:
	v_mov_b32_e32 v3, 0
.Lfunc_end2:
	.size	one, .Lfunc_end2-one
; Kernel info:
; Occupancy: 1
