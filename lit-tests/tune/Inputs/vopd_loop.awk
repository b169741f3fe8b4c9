# Per kernel, the VOPD pairs and the lone VOPD-capable operations of its
# innermost loop's header block, by the ISA's list and encodings (v_dual_*
# lines; the _e32 forms of the operations that have a VOPD form and the
# literal forms v_fmaak_f32/v_fmamk_f32): "kernel sched pairs/alone".
/^[a-z_0-9]+:/ { k = $1; sub(":", "", k) }
/Inner Loop Header/ { f = 1; p = 0; a = 0; next }
f && /s_cbranch/ { print k, s, p "/" a; f = 0 }
f && /^[ \t]+v_dual_/ { p++ }
f && /^[ \t]+v_(fmac_f32|mul_f32|add_f32|sub_f32|subrev_f32|mov_b32|cndmask_b32|max_f32|min_f32|add_nc_u32|lshlrev_b32|and_b32)_e32 / { a++ }
f && /^[ \t]+v_(fmaak|fmamk)_f32 / { a++ }
