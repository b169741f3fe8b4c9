; llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -O2 of corpus/opencl/nbody_multi.cl (clang-22 -O2, libclc), first two functions
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	nbody_f32_b4_lds        ; -- Begin function nbody_f32_b4_lds
	.globl	nbody_f32_b4_lds
	.p2align	8
	.type	nbody_f32_b4_lds,@function
nbody_f32_b4_lds:                       ; @nbody_f32_b4_lds
; %bb.0:
	s_load_b128 s[16:19], s[0:1], 0x8
	v_lshl_or_b32 v1, s15, 10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[28:29], 4, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s18, 1
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
	s_mov_b32 s21, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s20, s21
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v28
	v_add_co_ci_u32_e64 v2, null, s1, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, v1, 0x2000
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, 0x3000, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v2, vcc_lo
	s_clause 0x3
	global_load_b128 v[15:18], v[3:4], off offset:-4096
	global_load_b128 v[18:21], v[3:4], off
	global_load_b128 v[21:24], v[1:2], off
	global_load_b128 v[24:27], v[5:6], off
	v_dual_mov_b32 v0, 0 :: v_dual_lshlrev_b32 v3, 4, v0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s0, s0, v3
	v_add_co_ci_u32_e64 v11, null, s1, 0, s0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	s_lshl_b64 s[0:1], s[20:21], 4
	s_mov_b32 s15, 0
	v_add_co_u32 v30, vcc_lo, v7, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, s1, v11, vcc_lo
	global_load_b128 v[30:33], v[30:31], off
	s_waitcnt vmcnt(0)
	ds_store_b128 v3, v[30:33]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v27, s15
	s_add_i32 s15, s15, 64
	ds_load_b128 v[30:33], v27
	ds_load_b128 v[34:37], v27 offset:16
	ds_load_b128 v[38:41], v27 offset:32
	ds_load_b128 v[42:45], v27 offset:48
	s_cmpk_eq_i32 s15, 0x1000
	s_waitcnt lgkmcnt(2)
	v_dual_sub_f32 v53, v32, v20 :: v_dual_sub_f32 v54, v34, v21
	v_dual_sub_f32 v27, v30, v21 :: v_dual_sub_f32 v52, v31, v19
	v_dual_sub_f32 v46, v31, v22 :: v_dual_sub_f32 v47, v32, v23
	v_dual_sub_f32 v48, v30, v15 :: v_dual_sub_f32 v49, v31, v16
	v_dual_sub_f32 v50, v32, v17 :: v_dual_sub_f32 v51, v30, v18
	v_dual_sub_f32 v31, v31, v25 :: v_dual_sub_f32 v32, v32, v26
	v_dual_sub_f32 v61, v35, v19 :: v_dual_sub_f32 v62, v36, v20
	s_waitcnt lgkmcnt(1)
	v_dual_sub_f32 v64, v39, v22 :: v_dual_sub_f32 v65, v40, v23
	v_fma_f32 v83, v53, v53, s19
	v_dual_sub_f32 v30, v30, v24 :: v_dual_sub_f32 v55, v35, v22
	v_sub_f32_e32 v56, v36, v23
	v_dual_sub_f32 v59, v36, v17 :: v_dual_sub_f32 v60, v34, v18
	v_dual_sub_f32 v36, v36, v26 :: v_dual_sub_f32 v63, v38, v21
	v_dual_sub_f32 v68, v40, v17 :: v_dual_sub_f32 v71, v38, v18
	v_dual_sub_f32 v69, v40, v20 :: v_dual_sub_f32 v70, v39, v19
	v_sub_f32_e32 v40, v40, v26
	s_waitcnt lgkmcnt(0)
	v_dual_sub_f32 v80, v42, v18 :: v_dual_fmac_f32 v83, v52, v52
	v_fma_f32 v81, v47, v47, s19
	v_fma_f32 v84, v32, v32, s19
	v_fma_f32 v87, v62, v62, s19
	v_fma_f32 v89, v65, v65, s19
	v_dual_sub_f32 v57, v34, v15 :: v_dual_sub_f32 v58, v35, v16
	v_dual_sub_f32 v34, v34, v24 :: v_dual_sub_f32 v35, v35, v25
	v_dual_sub_f32 v66, v38, v15 :: v_dual_sub_f32 v67, v39, v16
	v_sub_f32_e32 v39, v39, v25
	v_dual_sub_f32 v74, v42, v21 :: v_dual_sub_f32 v79, v43, v19
	v_dual_sub_f32 v75, v44, v17 :: v_dual_sub_f32 v76, v43, v16
	v_dual_sub_f32 v77, v42, v15 :: v_dual_sub_f32 v78, v44, v20
	v_dual_sub_f32 v42, v42, v24 :: v_dual_fmac_f32 v87, v61, v61
	v_fma_f32 v82, v50, v50, s19
	v_fma_f32 v85, v56, v56, s19
	v_fma_f32 v88, v36, v36, s19
	v_fma_f32 v91, v69, v69, s19
	v_fma_f32 v92, v40, v40, s19
	v_dual_fmac_f32 v81, v46, v46 :: v_dual_fmac_f32 v82, v49, v49
	v_dual_fmac_f32 v84, v31, v31 :: v_dual_fmac_f32 v89, v64, v64
	v_fmac_f32_e32 v83, v51, v51
	v_sub_f32_e32 v72, v44, v23
	v_dual_sub_f32 v44, v44, v26 :: v_dual_fmac_f32 v85, v55, v55
	v_fma_f32 v86, v59, v59, s19
	v_fma_f32 v90, v68, v68, s19
	v_fma_f32 v94, v75, v75, s19
	v_fma_f32 v95, v78, v78, s19
	v_dual_fmac_f32 v88, v35, v35 :: v_dual_fmac_f32 v91, v70, v70
	v_dual_fmac_f32 v92, v39, v39 :: v_dual_fmac_f32 v87, v60, v60
	v_dual_fmac_f32 v81, v27, v27 :: v_dual_fmac_f32 v82, v48, v48
	v_fmac_f32_e32 v84, v30, v30
	v_cmp_gt_f32_e64 s5, 0x800000, v83
	v_dual_sub_f32 v38, v38, v24 :: v_dual_sub_f32 v73, v43, v22
	v_sub_f32_e32 v43, v43, v25
	v_fma_f32 v93, v72, v72, s19
	v_fmac_f32_e32 v86, v58, v58
	v_dual_fmac_f32 v90, v67, v67 :: v_dual_fmac_f32 v85, v54, v54
	v_dual_fmac_f32 v94, v76, v76 :: v_dual_fmac_f32 v95, v79, v79
	v_dual_fmac_f32 v88, v34, v34 :: v_dual_fmac_f32 v91, v71, v71
	v_cmp_gt_f32_e64 s1, 0x800000, v87
	v_cmp_gt_f32_e64 s3, 0x800000, v81
	v_cndmask_b32_e64 v99, 0, 24, s5
	v_fma_f32 v96, v44, v44, s19
	v_fmac_f32_e32 v93, v73, v73
	v_dual_fmac_f32 v86, v57, v57 :: v_dual_fmac_f32 v89, v63, v63
	v_dual_fmac_f32 v90, v66, v66 :: v_dual_fmac_f32 v95, v80, v80
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v85
	v_cndmask_b32_e64 v97, 0, 24, s3
	v_ldexp_f32 v83, v83, v99
	v_cndmask_b32_e64 v99, 0, 24, s1
	v_cmp_gt_f32_e64 s9, 0x800000, v91
	v_dual_fmac_f32 v96, v43, v43 :: v_dual_fmac_f32 v93, v74, v74
	v_ldexp_f32 v81, v81, v97
	v_cndmask_b32_e64 v97, 0, 24, vcc_lo
	v_cmp_gt_f32_e64 s7, 0x800000, v89
	v_ldexp_f32 v87, v87, v99
	v_cndmask_b32_e64 v99, 0, 24, s9
	v_cmp_gt_f32_e64 s13, 0x800000, v95
	v_ldexp_f32 v85, v85, v97
	v_cndmask_b32_e64 v97, 0, 24, s7
	v_cmp_gt_f32_e64 s11, 0x800000, v93
	v_ldexp_f32 v91, v91, v99
	v_cndmask_b32_e64 v99, 0, 24, s13
	v_rsq_f32_e32 v83, v83
	v_ldexp_f32 v89, v89, v97
	v_cndmask_b32_e64 v97, 0, 24, s11
	v_rsq_f32_e32 v81, v81
	v_ldexp_f32 v95, v95, v99
	v_cndmask_b32_e64 v99, 0, 12, s5
	v_rsq_f32_e32 v87, v87
	v_ldexp_f32 v93, v93, v97
	v_cndmask_b32_e64 v97, 0, 12, s3
	v_rsq_f32_e32 v85, v85
	v_ldexp_f32 v83, v83, v99
	v_cndmask_b32_e64 v99, 0, 12, s1
	v_rsq_f32_e32 v91, v91
	v_cmp_gt_f32_e64 s4, 0x800000, v82
	v_ldexp_f32 v81, v81, v97
	v_cndmask_b32_e64 v97, 0, 12, vcc_lo
	v_ldexp_f32 v87, v87, v99
	v_cndmask_b32_e64 v99, 0, 12, s9
	v_rsq_f32_e32 v89, v89
	v_rsq_f32_e32 v95, v95
	v_cmp_gt_f32_e64 s0, 0x800000, v86
	v_cndmask_b32_e64 v98, 0, 24, s4
	v_cmp_gt_f32_e64 s6, 0x800000, v84
	v_ldexp_f32 v85, v85, v97
	v_cndmask_b32_e64 v97, 0, 12, s7
	v_ldexp_f32 v91, v91, v99
	v_cndmask_b32_e64 v99, 0, 12, s13
	v_rsq_f32_e32 v93, v93
	v_fmac_f32_e32 v92, v38, v38
	v_fmac_f32_e32 v96, v42, v42
	v_cmp_gt_f32_e64 s2, 0x800000, v88
	v_cndmask_b32_e64 v100, 0, 24, s6
	v_ldexp_f32 v82, v82, v98
	v_cndmask_b32_e64 v98, 0, 24, s0
	v_cmp_gt_f32_e64 s8, 0x800000, v90
	v_ldexp_f32 v89, v89, v97
	v_cndmask_b32_e64 v97, 0, 12, s11
	v_ldexp_f32 v95, v95, v99
	v_mul_f32_e32 v99, v33, v83
	v_fmac_f32_e32 v94, v77, v77
	v_ldexp_f32 v84, v84, v100
	v_cndmask_b32_e64 v100, 0, 24, s2
	v_ldexp_f32 v86, v86, v98
	v_cndmask_b32_e64 v98, 0, 24, s8
	v_ldexp_f32 v93, v93, v97
	v_mul_f32_e32 v97, v33, v81
	v_cmp_gt_f32_e64 s10, 0x800000, v92
	v_mul_f32_e32 v99, v83, v99
	v_cmp_gt_f32_e64 s12, 0x800000, v94
	v_ldexp_f32 v88, v88, v100
	v_ldexp_f32 v90, v90, v98
	v_cndmask_b32_e64 v100, 0, 24, s10
	v_cmp_gt_f32_e64 s14, 0x800000, v96
	v_cndmask_b32_e64 v98, 0, 24, s12
	v_rsq_f32_e32 v82, v82
	v_rsq_f32_e32 v84, v84
	v_ldexp_f32 v92, v92, v100
	v_cndmask_b32_e64 v100, 0, 24, s14
	v_ldexp_f32 v94, v94, v98
	v_cndmask_b32_e64 v98, 0, 12, s4
	v_rsq_f32_e32 v86, v86
	v_rsq_f32_e32 v88, v88
	v_ldexp_f32 v96, v96, v100
	v_cndmask_b32_e64 v100, 0, 12, s6
	v_ldexp_f32 v82, v82, v98
	v_cndmask_b32_e64 v98, 0, 12, s0
	v_rsq_f32_e32 v90, v90
	v_rsq_f32_e32 v92, v92
	v_ldexp_f32 v84, v84, v100
	v_cndmask_b32_e64 v100, 0, 12, s2
	v_ldexp_f32 v86, v86, v98
	v_cndmask_b32_e64 v98, 0, 12, s8
	v_rsq_f32_e32 v94, v94
	v_rsq_f32_e32 v96, v96
	v_ldexp_f32 v88, v88, v100
	v_cndmask_b32_e64 v100, 0, 12, s10
	v_ldexp_f32 v90, v90, v98
	v_cndmask_b32_e64 v98, 0, 12, s12
	v_dual_mul_f32 v106, v45, v93 :: v_dual_mul_f32 v83, v83, v99
	s_delay_alu instid0(VALU_DEP_4)
	v_ldexp_f32 v92, v92, v100
	v_cndmask_b32_e64 v100, 0, 12, s14
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_4)
	v_ldexp_f32 v94, v94, v98
	v_mul_f32_e32 v104, v41, v90
	v_mul_f32_e32 v101, v37, v86
	v_mul_f32_e32 v98, v33, v82
	v_ldexp_f32 v96, v96, v100
	v_mul_f32_e32 v33, v33, v84
	v_mul_f32_e32 v104, v90, v104
	v_dual_mul_f32 v102, v37, v87 :: v_dual_mul_f32 v101, v86, v101
	v_mul_f32_e32 v107, v45, v94
	v_mul_f32_e32 v100, v37, v85
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v37, v37, v88 :: v_dual_mul_f32 v102, v87, v102
	v_dual_mul_f32 v33, v84, v33 :: v_dual_mul_f32 v98, v82, v98
	v_mul_f32_e32 v105, v41, v91
	v_dual_mul_f32 v37, v88, v37 :: v_dual_fmac_f32 v8, v83, v51
	v_fmac_f32_e32 v10, v83, v53
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v82, v82, v98
	v_dual_mul_f32 v108, v45, v95 :: v_dual_mul_f32 v105, v91, v105
	v_mul_f32_e32 v103, v41, v89
	v_mul_f32_e32 v41, v41, v92
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v45, v45, v96 :: v_dual_fmac_f32 v14, v82, v50
	v_dual_mul_f32 v37, v88, v37 :: v_dual_mul_f32 v88, v90, v104
	v_dual_mul_f32 v107, v94, v107 :: v_dual_mul_f32 v100, v85, v100
	v_dual_mul_f32 v106, v93, v106 :: v_dual_mul_f32 v45, v96, v45
	v_dual_mul_f32 v108, v95, v108 :: v_dual_mul_f32 v97, v81, v97
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v33, v84, v33 :: v_dual_mul_f32 v84, v85, v100
	v_dual_mul_f32 v85, v86, v101 :: v_dual_mul_f32 v90, v93, v106
	v_dual_mul_f32 v86, v87, v102 :: v_dual_mul_f32 v41, v92, v41
	v_dual_mul_f32 v103, v89, v103 :: v_dual_fmac_f32 v12, v82, v48
	v_fmac_f32_e32 v9, v83, v52
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v6, v33, v32 :: v_dual_mul_f32 v41, v92, v41
	v_dual_mul_f32 v92, v95, v108 :: v_dual_mul_f32 v81, v81, v97
	v_mul_f32_e32 v87, v89, v103
	v_mul_f32_e32 v89, v91, v105
	v_dual_mul_f32 v91, v94, v107 :: v_dual_fmac_f32 v4, v33, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v2, v81, v47
	v_fmac_f32_e32 v1, v81, v46
	v_dual_fmac_f32 v0, v81, v27 :: v_dual_fmac_f32 v13, v82, v49
	v_dual_fmac_f32 v5, v33, v31 :: v_dual_fmac_f32 v8, v86, v60
	v_fmac_f32_e32 v2, v84, v56
	v_dual_mul_f32 v45, v96, v45 :: v_dual_fmac_f32 v14, v85, v59
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v0, v84, v54
	v_dual_fmac_f32 v1, v84, v55 :: v_dual_fmac_f32 v10, v86, v62
	v_fmac_f32_e32 v12, v85, v57
	v_dual_fmac_f32 v13, v85, v58 :: v_dual_fmac_f32 v2, v87, v65
	v_dual_fmac_f32 v9, v86, v61 :: v_dual_fmac_f32 v4, v37, v34
	v_dual_fmac_f32 v5, v37, v35 :: v_dual_fmac_f32 v14, v88, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v6, v37, v36 :: v_dual_fmac_f32 v13, v88, v67
	v_dual_fmac_f32 v1, v87, v64 :: v_dual_fmac_f32 v12, v88, v66
	v_dual_fmac_f32 v0, v87, v63 :: v_dual_fmac_f32 v9, v89, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v10, v89, v69 :: v_dual_fmac_f32 v13, v91, v76
	v_dual_fmac_f32 v8, v89, v71 :: v_dual_fmac_f32 v1, v90, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v6, v41, v40 :: v_dual_fmac_f32 v9, v92, v79
	v_dual_fmac_f32 v5, v41, v39 :: v_dual_fmac_f32 v0, v90, v74
	v_fmac_f32_e32 v4, v41, v38
	v_fmac_f32_e32 v2, v90, v72
	v_fmac_f32_e32 v12, v91, v77
	v_fmac_f32_e32 v14, v91, v75
	v_fmac_f32_e32 v8, v92, v80
	v_fmac_f32_e32 v10, v92, v78
	v_fmac_f32_e32 v4, v45, v42
	v_fmac_f32_e32 v5, v45, v43
	v_fmac_f32_e32 v6, v45, v44
	s_cbranch_scc0 .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_addk_i32 s20, 0x100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s20, s18
	s_barrier
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_6
.LBB0_5:
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, 0
.LBB0_6:                                ; %Flow99
	v_add_co_u32 v16, vcc_lo, s16, v28
	v_mov_b32_e32 v3, 0
	v_add_co_ci_u32_e64 v17, null, s17, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v18, vcc_lo, v16, 0x2000
	v_mov_b32_e32 v15, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, 0, v17, vcc_lo
	v_mov_b32_e32 v11, v3
	v_add_co_u32 v20, vcc_lo, 0x3000, v16
	v_mov_b32_e32 v7, v3
	v_add_co_ci_u32_e64 v21, null, 0, v17, vcc_lo
	s_clause 0x3
	global_store_b128 v[18:19], v[12:15], off offset:-4096
	global_store_b128 v[18:19], v[8:11], off
	global_store_b128 v[16:17], v[0:3], off
	global_store_b128 v[20:21], v[4:7], off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel nbody_f32_b4_lds
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 109
		.amdhsa_next_free_sgpr 22
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 18
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
	.size	nbody_f32_b4_lds, .Lfunc_end0-nbody_f32_b4_lds
                                        ; -- End function
	.set nbody_f32_b4_lds.num_vgpr, 109
	.set nbody_f32_b4_lds.num_agpr, 0
	.set nbody_f32_b4_lds.numbered_sgpr, 22
	.set nbody_f32_b4_lds.num_named_barrier, 0
	.set nbody_f32_b4_lds.private_seg_size, 0
	.set nbody_f32_b4_lds.uses_vcc, 1
	.set nbody_f32_b4_lds.uses_flat_scratch, 0
	.set nbody_f32_b4_lds.has_dyn_sized_stack, 0
	.set nbody_f32_b4_lds.has_recursion, 0
	.set nbody_f32_b4_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2200
; TotalNumSgprs: 24
; NumVgprs: 109
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 109
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_nbody_f32_b4_lds ; -- Begin function __clang_ocl_kern_imp_nbody_f32_b4_lds
	.globl	__clang_ocl_kern_imp_nbody_f32_b4_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_nbody_f32_b4_lds,@function
__clang_ocl_kern_imp_nbody_f32_b4_lds:  ; @__clang_ocl_kern_imp_nbody_f32_b4_lds
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v9, 0x3ff, v31
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshl_or_b32 v10, s12, 10, v9
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v18, 0
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v12, 0
	s_mov_b32 s6, 0
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64 v[34:35], 4, v[10:11]
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, 0
	v_cmpx_lt_i32_e32 0, v4
	s_cbranch_execz .LBB1_8
; %bb.1:
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, v0, v34
	v_add_co_ci_u32_e64 v7, null, v1, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, vcc_lo, v6, 0x2000
	v_add_co_ci_u32_e64 v11, null, 0, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x3000, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v7, vcc_lo
	s_clause 0x3
	global_load_b128 v[21:24], v[10:11], off offset:-4096
	global_load_b128 v[24:27], v[10:11], off
	global_load_b128 v[27:30], v[6:7], off
	global_load_b128 v[30:33], v[12:13], off
	s_cbranch_execnz .LBB1_9
; %bb.2:
	v_dual_mov_b32 v11, 0 :: v_dual_lshlrev_b32 v6, 4, v9
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v6
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v7, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v8, 0
	s_mov_b32 s5, 0
	s_mov_b32 s4, s6
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_4 Depth 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[4:5], 4
	s_mov_b32 s7, 0
	v_add_co_u32 v36, vcc_lo, v0, s0
	v_add_co_ci_u32_e64 v37, null, s1, v1, vcc_lo
	global_load_b128 v[36:39], v[36:37], off
	s_waitcnt vmcnt(0)
	ds_store_b128 v0, v[36:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_4:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_cbranch_execnz .LBB1_11
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=2
	ds_load_b128 v[36:39], v0
	s_add_i32 s7, s7, 64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmpk_eq_i32 s7, 0x1000
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v49, v38, v23
	v_dual_sub_f32 v9, v36, v27 :: v_dual_sub_f32 v48, v37, v22
	v_dual_sub_f32 v13, v37, v28 :: v_dual_sub_f32 v52, v38, v26
	v_dual_sub_f32 v17, v38, v29 :: v_dual_sub_f32 v50, v36, v24
	v_dual_sub_f32 v33, v36, v21 :: v_dual_sub_f32 v38, v38, v32
	v_sub_f32_e32 v36, v36, v30
	v_fma_f32 v54, v49, v49, v5
	v_sub_f32_e32 v51, v37, v25
	v_sub_f32_e32 v37, v37, v31
	v_fma_f32 v55, v52, v52, v5
	v_fma_f32 v64, v38, v38, v5
	v_fmac_f32_e32 v54, v48, v48
	v_fma_f32 v53, v17, v17, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v55, v51, v51 :: v_dual_fmac_f32 v64, v37, v37
	v_dual_fmac_f32 v54, v33, v33 :: v_dual_fmac_f32 v55, v50, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v64, v36, v36
	v_cmp_gt_f32_e64 s0, 0x800000, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s1, 0x800000, v55
	v_cmp_gt_f32_e64 s2, 0x800000, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v66, 0, 24, s0
	v_cndmask_b32_e64 v67, 0, 24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v68, 0, 24, s2
	v_ldexp_f32 v54, v54, v66
	v_cndmask_b32_e64 v66, 0, 12, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_ldexp_f32 v55, v55, v67
	v_cndmask_b32_e64 v67, 0, 12, s1
	v_rsq_f32_e32 v54, v54
	v_ldexp_f32 v64, v64, v68
	v_cndmask_b32_e64 v68, 0, 12, s2
	v_rsq_f32_e32 v55, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_3)
	v_rsq_f32_e32 v64, v64
	v_ldexp_f32 v54, v54, v66
	v_fmac_f32_e32 v53, v13, v13
	s_waitcnt_depctr depctr_va_vdst(0)
	v_ldexp_f32 v55, v55, v67
	v_dual_mul_f32 v66, v39, v54 :: v_dual_fmac_f32 v53, v9, v9
	v_ldexp_f32 v64, v64, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v66, v54, v66
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v54, v54, v66
	v_cndmask_b32_e64 v65, 0, 24, vcc_lo
	v_fmac_f32_e32 v20, v54, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ldexp_f32 v53, v53, v65
	v_cndmask_b32_e64 v65, 0, 12, vcc_lo
	v_fmac_f32_e32 v18, v54, v33
	v_rsq_f32_e32 v53, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v54, v33
	v_fmac_f32_e32 v18, v54, v33
	s_waitcnt_depctr depctr_va_vdst(0)
	v_ldexp_f32 v53, v53, v65
	v_fmac_f32_e32 v18, v54, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, v39, v53
	v_mul_f32_e32 v65, v53, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v53, v53, v65
	v_dual_mul_f32 v67, v39, v55 :: v_dual_fmac_f32 v12, v53, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, v55, v67
	v_mul_f32_e32 v55, v55, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v55, v50
	v_dual_mul_f32 v39, v39, v64 :: v_dual_fmac_f32 v10, v53, v9
	v_dual_fmac_f32 v12, v53, v17 :: v_dual_mul_f32 v39, v64, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v10, v53, v9 :: v_dual_fmac_f32 v19, v54, v48
	v_fmac_f32_e32 v14, v55, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v16, v55, v52 :: v_dual_mul_f32 v39, v64, v39
	v_fmac_f32_e32 v11, v53, v13
	v_dual_fmac_f32 v15, v55, v51 :: v_dual_fmac_f32 v20, v54, v49
	v_fmac_f32_e32 v8, v39, v38
	v_fmac_f32_e32 v7, v39, v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v6, v39, v36 :: v_dual_fmac_f32 v11, v53, v13
	v_dual_fmac_f32 v19, v54, v48 :: v_dual_fmac_f32 v8, v39, v38
	v_fmac_f32_e32 v15, v55, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v16, v55, v52 :: v_dual_fmac_f32 v11, v53, v13
	v_fmac_f32_e32 v6, v39, v36
	v_fmac_f32_e32 v7, v39, v37
	v_dual_fmac_f32 v12, v53, v17 :: v_dual_fmac_f32 v19, v54, v48
	v_dual_fmac_f32 v10, v53, v9 :: v_dual_fmac_f32 v15, v55, v51
	v_fmac_f32_e32 v20, v54, v49
	v_fmac_f32_e32 v16, v55, v52
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v14, v55, v50 :: v_dual_fmac_f32 v19, v54, v48
	v_fmac_f32_e32 v8, v39, v38
	v_fmac_f32_e32 v7, v39, v37
	v_dual_fmac_f32 v11, v53, v13 :: v_dual_fmac_f32 v6, v39, v36
	v_fmac_f32_e32 v10, v53, v9
	v_fmac_f32_e32 v12, v53, v17
	v_fmac_f32_e32 v14, v55, v50
	v_dual_fmac_f32 v15, v55, v51 :: v_dual_fmac_f32 v20, v54, v49
	v_fmac_f32_e32 v16, v55, v52
	v_fmac_f32_e32 v6, v39, v36
	v_fmac_f32_e32 v7, v39, v37
	v_fmac_f32_e32 v8, v39, v38
	s_cbranch_scc0 .LBB1_4
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	s_addk_i32 s4, 0x100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e32 vcc_lo, s4, v4
	s_barrier
	s_or_b32 s6, vcc_lo, s6
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB1_3
; %bb.7:                                ; %Flow
	s_or_b32 exec_lo, exec_lo, s6
.LBB1_8:                                ; %Flow95
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	s_or_b32 exec_lo, exec_lo, s3
	v_add_co_u32 v0, vcc_lo, v2, v34
	v_mov_b32_e32 v13, 0
	v_add_co_ci_u32_e64 v1, null, v3, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, v0, 0x2000
	v_mov_b32_e32 v21, v13
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	v_mov_b32_e32 v17, v13
	v_add_co_u32 v4, vcc_lo, 0x3000, v0
	v_mov_b32_e32 v9, v13
	v_add_co_ci_u32_e64 v5, null, 0, v1, vcc_lo
	s_clause 0x3
	global_store_b128 v[2:3], v[18:21], off offset:-4096
	global_store_b128 v[2:3], v[14:17], off
	global_store_b128 v[0:1], v[10:13], off
	global_store_b128 v[4:5], v[6:9], off
	s_setpc_b64 s[30:31]
.LBB1_9:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB1_10
.LBB1_11:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB1_12
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_nbody_f32_b4_lds, .Lfunc_end1-__clang_ocl_kern_imp_nbody_f32_b4_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.num_vgpr, 69
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.uses_vcc, 1
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_nbody_f32_b4_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1272
; TotalNumSgprs: 34
; NumVgprs: 69
; ScratchSize: 0
; MemoryBound: 1
