	.text
	.globl	reuse
	.p2align	8
	.type	reuse,@function
reuse:                                  ; @reuse
; %bb.0:
	global_load_b128 v[0:3], v8, s[0:1]
	s_wait_loadcnt 0x0
	global_load_b128 v[3:6], v8, s[0:1] offset:16
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v7, v0, v3
	global_store_b32 v8, v7, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	reuse, .Lfunc_end0-reuse
; Kernel info:
; Occupancy: 16
