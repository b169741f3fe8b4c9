; llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O2 of corpus/ir/mfma.ll, first function
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.globl	mfma_32x32x1_kloop              ; -- Begin function mfma_32x32x1_kloop
	.p2align	8
	.type	mfma_32x32x1_kloop,@function
mfma_32x32x1_kloop:                     ; @mfma_32x32x1_kloop
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[8:9], 0x10
	s_load_dword s4, s[8:9], 0x18
	v_and_b32_e32 v2, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 7, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 a[28:31], v0, s[0:1] offset:112
	global_load_dwordx4 a[24:27], v0, s[0:1] offset:96
	global_load_dwordx4 a[20:23], v0, s[0:1] offset:80
	global_load_dwordx4 a[16:19], v0, s[0:1] offset:64
	global_load_dwordx4 a[12:15], v0, s[0:1] offset:48
	global_load_dwordx4 a[8:11], v0, s[0:1] offset:32
	global_load_dwordx4 a[4:7], v0, s[0:1] offset:16
	global_load_dwordx4 a[0:3], v0, s[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_cmp_lt_i32 s4, 1
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %loop.preheader
	s_load_dwordx4 s[0:3], s[8:9], 0x0
	s_mov_b32 s5, 0
                                        ; kill: def $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15_agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31 killed $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15_agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31 killed $exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s3
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s5, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v8, vcc, s0, v6
	v_addc_co_u32_e32 v9, vcc, v3, v7, vcc
	global_load_dword v5, v[8:9], off
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v4, v7, vcc
	global_load_dword v6, v[6:7], off
	s_add_i32 s5, s5, 2
	s_cmp_lt_u32 s5, s4
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x1f32 a[0:31], v5, v6, a[0:31]
	v_add_f32_e32 v5, v5, v5
	s_nop 1
	v_mfma_f32_32x32x1f32 a[0:31], v5, v6, a[0:31] cbsz:1
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
                                        ; kill: def $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15_agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31 killed $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15_agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31 killed $exec
.LBB0_4:                                ; %exit
	s_waitcnt vmcnt(7)
	s_nop 15
	s_nop 0
	global_store_dwordx4 v[0:1], a[28:31], off offset:112
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[24:27], off offset:96
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[20:23], off offset:80
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[16:19], off offset:64
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[12:15], off offset:48
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[8:11], off offset:32
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[4:7], off offset:16
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[0:1], a[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x1_kloop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	mfma_32x32x1_kloop, .Lfunc_end0-mfma_32x32x1_kloop
                                        ; -- End function
	.set mfma_32x32x1_kloop.num_vgpr, 10
	.set mfma_32x32x1_kloop.num_agpr, 32
	.set mfma_32x32x1_kloop.numbered_sgpr, 10
	.set mfma_32x32x1_kloop.num_named_barrier, 0
	.set mfma_32x32x1_kloop.private_seg_size, 0
	.set mfma_32x32x1_kloop.uses_vcc, 1
	.set mfma_32x32x1_kloop.uses_flat_scratch, 0
	.set mfma_32x32x1_kloop.has_dyn_sized_stack, 0
	.set mfma_32x32x1_kloop.has_recursion, 0
	.set mfma_32x32x1_kloop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; TotalNumSgprs: 14
; NumVgprs: 10
; NumAgprs: 32
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 12
; Occupancy: 8
