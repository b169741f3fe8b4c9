	.text
	.globl	piped
	.p2align	8
	.type	piped,@function
piped:                                  ; @piped
; %bb.0:
	global_load_dword v1, v[4:5], off
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v1, v2
	global_load_dword v1, v[4:5], off
; %bb.2:
	s_endpgm
.Lfunc_end0:
	.size	piped, .Lfunc_end0-piped
; Kernel info:
; Occupancy: 8
