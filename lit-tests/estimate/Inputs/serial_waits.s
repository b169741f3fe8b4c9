	.text
	.globl	serial
	.p2align	8
	.type	serial,@function
serial:                                 ; @serial
; %bb.0:
	v_mov_b32_e32 v3, 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(0)
	global_load_dword v2, v[6:7], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v1, v2
; %bb.2:
	s_endpgm
.Lfunc_end0:
	.size	serial, .Lfunc_end0-serial
; Kernel info:
; Occupancy: 8
	.globl	batched
	.p2align	8
	.type	batched,@function
batched:                                ; @batched
; %bb.0:
	v_mov_b32_e32 v3, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v1, v[4:5], off
	global_load_dword v2, v[6:7], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v1, v2
; %bb.2:
	s_endpgm
.Lfunc_end1:
	.size	batched, .Lfunc_end1-batched
; Kernel info:
; Occupancy: 8
