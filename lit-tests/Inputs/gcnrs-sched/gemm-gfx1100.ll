; ModuleID = 'build/corpus/gfx1100/ir/gemm_reg_tiles.ll'
source_filename = "opencl/gemm_reg_tiles.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@sgemm_rt_4x16.As = external hidden unnamed_addr addrspace(3) global [8 x [64 x float]], align 4
@sgemm_rt_4x16.Bs = external hidden unnamed_addr addrspace(3) global [8 x [256 x float]], align 4
@hgemm_rt_8x16.As = external hidden unnamed_addr addrspace(3) global [16 x [128 x half]], align 2
@hgemm_rt_8x16.Bs = external hidden unnamed_addr addrspace(3) global [16 x [256 x half]], align 2

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @sgemm_rt_4x16(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float noundef %4, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %5, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %6, ptr addrspace(1) noalias noundef align 4 captures(none) %7) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %12 = shl i32 %11, 6
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = shl i32 %13, 8
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %8
  %17 = sext i32 %1 to i64
  %18 = sext i32 %14 to i64
  br label %175

19:                                               ; preds = %8
  %20 = shl nuw nsw i32 %10, 4
  %21 = add nuw nsw i32 %20, %9
  %22 = and i32 %9, 7
  %23 = zext nneg i32 %22 to i64
  %24 = zext nneg i32 %2 to i64
  %25 = getelementptr float, ptr addrspace(1) %5, i64 %23
  %26 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) @sgemm_rt_4x16.As, i32 %22
  %27 = lshr i32 %21, 8
  %28 = and i32 %21, 255
  %29 = sext i32 %1 to i64
  %30 = sext i32 %14 to i64
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr float, ptr addrspace(1) %6, i64 %30
  %33 = getelementptr float, ptr addrspace(1) %32, i64 %31
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) @sgemm_rt_4x16.Bs, i32 %28
  %35 = getelementptr inbounds nuw float, ptr addrspace(3) @sgemm_rt_4x16.As, i32 %10
  %36 = getelementptr inbounds nuw float, ptr addrspace(3) @sgemm_rt_4x16.Bs, i32 %9
  %37 = lshr i32 %21, 3
  %38 = add nsw i32 %37, %12
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 %39, %24
  %41 = getelementptr inbounds nuw float, ptr addrspace(3) %26, i32 %37
  %42 = add nuw nsw i32 %21, 256
  %43 = lshr i32 %42, 3
  %44 = add nsw i32 %43, %12
  %45 = sext i32 %44 to i64
  %46 = mul nsw i64 %45, %24
  %47 = getelementptr inbounds nuw float, ptr addrspace(3) %26, i32 %43
  %48 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %27
  %49 = add nuw nsw i32 %27, 1
  %50 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %49
  %51 = add nuw nsw i32 %27, 2
  %52 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %51
  %53 = add nuw nsw i32 %27, 3
  %54 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %53
  %55 = add nuw nsw i32 %27, 4
  %56 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %55
  %57 = add nuw nsw i32 %27, 5
  %58 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %57
  %59 = add nuw nsw i32 %27, 6
  %60 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %59
  %61 = add nuw nsw i32 %27, 7
  %62 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %34, i32 %61
  br label %63

63:                                               ; preds = %823, %19
  %64 = phi float [ 0.000000e+00, %19 ], [ %820, %823 ]
  %65 = phi float [ 0.000000e+00, %19 ], [ %819, %823 ]
  %66 = phi float [ 0.000000e+00, %19 ], [ %818, %823 ]
  %67 = phi float [ 0.000000e+00, %19 ], [ %817, %823 ]
  %68 = phi float [ 0.000000e+00, %19 ], [ %816, %823 ]
  %69 = phi float [ 0.000000e+00, %19 ], [ %815, %823 ]
  %70 = phi float [ 0.000000e+00, %19 ], [ %814, %823 ]
  %71 = phi float [ 0.000000e+00, %19 ], [ %813, %823 ]
  %72 = phi float [ 0.000000e+00, %19 ], [ %812, %823 ]
  %73 = phi float [ 0.000000e+00, %19 ], [ %811, %823 ]
  %74 = phi float [ 0.000000e+00, %19 ], [ %810, %823 ]
  %75 = phi float [ 0.000000e+00, %19 ], [ %809, %823 ]
  %76 = phi float [ 0.000000e+00, %19 ], [ %808, %823 ]
  %77 = phi float [ 0.000000e+00, %19 ], [ %807, %823 ]
  %78 = phi float [ 0.000000e+00, %19 ], [ %806, %823 ]
  %79 = phi float [ 0.000000e+00, %19 ], [ %805, %823 ]
  %80 = phi float [ 0.000000e+00, %19 ], [ %804, %823 ]
  %81 = phi float [ 0.000000e+00, %19 ], [ %803, %823 ]
  %82 = phi float [ 0.000000e+00, %19 ], [ %802, %823 ]
  %83 = phi float [ 0.000000e+00, %19 ], [ %801, %823 ]
  %84 = phi float [ 0.000000e+00, %19 ], [ %800, %823 ]
  %85 = phi float [ 0.000000e+00, %19 ], [ %799, %823 ]
  %86 = phi float [ 0.000000e+00, %19 ], [ %798, %823 ]
  %87 = phi float [ 0.000000e+00, %19 ], [ %797, %823 ]
  %88 = phi float [ 0.000000e+00, %19 ], [ %796, %823 ]
  %89 = phi float [ 0.000000e+00, %19 ], [ %795, %823 ]
  %90 = phi float [ 0.000000e+00, %19 ], [ %794, %823 ]
  %91 = phi float [ 0.000000e+00, %19 ], [ %793, %823 ]
  %92 = phi float [ 0.000000e+00, %19 ], [ %792, %823 ]
  %93 = phi float [ 0.000000e+00, %19 ], [ %791, %823 ]
  %94 = phi float [ 0.000000e+00, %19 ], [ %790, %823 ]
  %95 = phi float [ 0.000000e+00, %19 ], [ %789, %823 ]
  %96 = phi float [ 0.000000e+00, %19 ], [ %788, %823 ]
  %97 = phi float [ 0.000000e+00, %19 ], [ %787, %823 ]
  %98 = phi float [ 0.000000e+00, %19 ], [ %786, %823 ]
  %99 = phi float [ 0.000000e+00, %19 ], [ %785, %823 ]
  %100 = phi float [ 0.000000e+00, %19 ], [ %784, %823 ]
  %101 = phi float [ 0.000000e+00, %19 ], [ %783, %823 ]
  %102 = phi float [ 0.000000e+00, %19 ], [ %782, %823 ]
  %103 = phi float [ 0.000000e+00, %19 ], [ %781, %823 ]
  %104 = phi float [ 0.000000e+00, %19 ], [ %780, %823 ]
  %105 = phi float [ 0.000000e+00, %19 ], [ %779, %823 ]
  %106 = phi float [ 0.000000e+00, %19 ], [ %778, %823 ]
  %107 = phi float [ 0.000000e+00, %19 ], [ %777, %823 ]
  %108 = phi float [ 0.000000e+00, %19 ], [ %776, %823 ]
  %109 = phi float [ 0.000000e+00, %19 ], [ %775, %823 ]
  %110 = phi float [ 0.000000e+00, %19 ], [ %774, %823 ]
  %111 = phi float [ 0.000000e+00, %19 ], [ %773, %823 ]
  %112 = phi float [ 0.000000e+00, %19 ], [ %772, %823 ]
  %113 = phi float [ 0.000000e+00, %19 ], [ %771, %823 ]
  %114 = phi float [ 0.000000e+00, %19 ], [ %770, %823 ]
  %115 = phi float [ 0.000000e+00, %19 ], [ %769, %823 ]
  %116 = phi float [ 0.000000e+00, %19 ], [ %768, %823 ]
  %117 = phi float [ 0.000000e+00, %19 ], [ %767, %823 ]
  %118 = phi float [ 0.000000e+00, %19 ], [ %766, %823 ]
  %119 = phi float [ 0.000000e+00, %19 ], [ %765, %823 ]
  %120 = phi float [ 0.000000e+00, %19 ], [ %764, %823 ]
  %121 = phi float [ 0.000000e+00, %19 ], [ %763, %823 ]
  %122 = phi float [ 0.000000e+00, %19 ], [ %762, %823 ]
  %123 = phi float [ 0.000000e+00, %19 ], [ %761, %823 ]
  %124 = phi float [ 0.000000e+00, %19 ], [ %760, %823 ]
  %125 = phi float [ 0.000000e+00, %19 ], [ %759, %823 ]
  %126 = phi float [ 0.000000e+00, %19 ], [ %758, %823 ]
  %127 = phi float [ 0.000000e+00, %19 ], [ %757, %823 ]
  %128 = phi i32 [ 0, %19 ], [ %824, %823 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr float, ptr addrspace(1) %25, i64 %129
  %131 = getelementptr float, ptr addrspace(1) %130, i64 %40
  %132 = load float, ptr addrspace(1) %131, align 4, !tbaa !22, !alias.scope !15, !noalias !24
  store float %132, ptr addrspace(3) %41, align 4, !tbaa !22, !noalias !25
  %133 = getelementptr float, ptr addrspace(1) %130, i64 %46
  %134 = load float, ptr addrspace(1) %133, align 4, !tbaa !22, !alias.scope !15, !noalias !24
  store float %134, ptr addrspace(3) %47, align 4, !tbaa !22, !noalias !25
  %135 = add nuw nsw i32 %27, %128
  %136 = zext nneg i32 %135 to i64
  %137 = mul nsw i64 %136, %29
  %138 = getelementptr float, ptr addrspace(1) %33, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %139, ptr addrspace(3) %48, align 4, !tbaa !22, !noalias !25
  %140 = add nuw nsw i32 %49, %128
  %141 = zext nneg i32 %140 to i64
  %142 = mul nsw i64 %141, %29
  %143 = getelementptr float, ptr addrspace(1) %33, i64 %142
  %144 = load float, ptr addrspace(1) %143, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %144, ptr addrspace(3) %50, align 4, !tbaa !22, !noalias !25
  %145 = add nuw nsw i32 %51, %128
  %146 = zext nneg i32 %145 to i64
  %147 = mul nsw i64 %146, %29
  %148 = getelementptr float, ptr addrspace(1) %33, i64 %147
  %149 = load float, ptr addrspace(1) %148, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %149, ptr addrspace(3) %52, align 4, !tbaa !22, !noalias !25
  %150 = add nuw nsw i32 %53, %128
  %151 = zext nneg i32 %150 to i64
  %152 = mul nsw i64 %151, %29
  %153 = getelementptr float, ptr addrspace(1) %33, i64 %152
  %154 = load float, ptr addrspace(1) %153, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %154, ptr addrspace(3) %54, align 4, !tbaa !22, !noalias !25
  %155 = add nuw nsw i32 %55, %128
  %156 = zext nneg i32 %155 to i64
  %157 = mul nsw i64 %156, %29
  %158 = getelementptr float, ptr addrspace(1) %33, i64 %157
  %159 = load float, ptr addrspace(1) %158, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %159, ptr addrspace(3) %56, align 4, !tbaa !22, !noalias !25
  %160 = add nuw nsw i32 %57, %128
  %161 = zext nneg i32 %160 to i64
  %162 = mul nsw i64 %161, %29
  %163 = getelementptr float, ptr addrspace(1) %33, i64 %162
  %164 = load float, ptr addrspace(1) %163, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %164, ptr addrspace(3) %58, align 4, !tbaa !22, !noalias !25
  %165 = add nuw nsw i32 %59, %128
  %166 = zext nneg i32 %165 to i64
  %167 = mul nsw i64 %166, %29
  %168 = getelementptr float, ptr addrspace(1) %33, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %169, ptr addrspace(3) %60, align 4, !tbaa !22, !noalias !25
  %170 = add nuw nsw i32 %61, %128
  %171 = zext nneg i32 %170 to i64
  %172 = mul nsw i64 %171, %29
  %173 = getelementptr float, ptr addrspace(1) %33, i64 %172
  %174 = load float, ptr addrspace(1) %173, align 4, !tbaa !22, !alias.scope !18, !noalias !26
  store float %174, ptr addrspace(3) %62, align 4, !tbaa !22, !noalias !25
  fence syncscope("workgroup") seq_cst, !noalias !25
  tail call void @llvm.amdgcn.s.barrier(), !noalias !25
  br label %546

175:                                              ; preds = %823, %16
  %176 = phi i64 [ %18, %16 ], [ %30, %823 ]
  %177 = phi i64 [ %17, %16 ], [ %29, %823 ]
  %178 = phi float [ 0.000000e+00, %16 ], [ %820, %823 ]
  %179 = phi float [ 0.000000e+00, %16 ], [ %819, %823 ]
  %180 = phi float [ 0.000000e+00, %16 ], [ %818, %823 ]
  %181 = phi float [ 0.000000e+00, %16 ], [ %817, %823 ]
  %182 = phi float [ 0.000000e+00, %16 ], [ %816, %823 ]
  %183 = phi float [ 0.000000e+00, %16 ], [ %815, %823 ]
  %184 = phi float [ 0.000000e+00, %16 ], [ %814, %823 ]
  %185 = phi float [ 0.000000e+00, %16 ], [ %813, %823 ]
  %186 = phi float [ 0.000000e+00, %16 ], [ %812, %823 ]
  %187 = phi float [ 0.000000e+00, %16 ], [ %811, %823 ]
  %188 = phi float [ 0.000000e+00, %16 ], [ %810, %823 ]
  %189 = phi float [ 0.000000e+00, %16 ], [ %809, %823 ]
  %190 = phi float [ 0.000000e+00, %16 ], [ %808, %823 ]
  %191 = phi float [ 0.000000e+00, %16 ], [ %807, %823 ]
  %192 = phi float [ 0.000000e+00, %16 ], [ %806, %823 ]
  %193 = phi float [ 0.000000e+00, %16 ], [ %805, %823 ]
  %194 = phi float [ 0.000000e+00, %16 ], [ %804, %823 ]
  %195 = phi float [ 0.000000e+00, %16 ], [ %803, %823 ]
  %196 = phi float [ 0.000000e+00, %16 ], [ %802, %823 ]
  %197 = phi float [ 0.000000e+00, %16 ], [ %801, %823 ]
  %198 = phi float [ 0.000000e+00, %16 ], [ %800, %823 ]
  %199 = phi float [ 0.000000e+00, %16 ], [ %799, %823 ]
  %200 = phi float [ 0.000000e+00, %16 ], [ %798, %823 ]
  %201 = phi float [ 0.000000e+00, %16 ], [ %797, %823 ]
  %202 = phi float [ 0.000000e+00, %16 ], [ %796, %823 ]
  %203 = phi float [ 0.000000e+00, %16 ], [ %795, %823 ]
  %204 = phi float [ 0.000000e+00, %16 ], [ %794, %823 ]
  %205 = phi float [ 0.000000e+00, %16 ], [ %793, %823 ]
  %206 = phi float [ 0.000000e+00, %16 ], [ %792, %823 ]
  %207 = phi float [ 0.000000e+00, %16 ], [ %791, %823 ]
  %208 = phi float [ 0.000000e+00, %16 ], [ %790, %823 ]
  %209 = phi float [ 0.000000e+00, %16 ], [ %789, %823 ]
  %210 = phi float [ 0.000000e+00, %16 ], [ %788, %823 ]
  %211 = phi float [ 0.000000e+00, %16 ], [ %787, %823 ]
  %212 = phi float [ 0.000000e+00, %16 ], [ %786, %823 ]
  %213 = phi float [ 0.000000e+00, %16 ], [ %785, %823 ]
  %214 = phi float [ 0.000000e+00, %16 ], [ %784, %823 ]
  %215 = phi float [ 0.000000e+00, %16 ], [ %783, %823 ]
  %216 = phi float [ 0.000000e+00, %16 ], [ %782, %823 ]
  %217 = phi float [ 0.000000e+00, %16 ], [ %781, %823 ]
  %218 = phi float [ 0.000000e+00, %16 ], [ %780, %823 ]
  %219 = phi float [ 0.000000e+00, %16 ], [ %779, %823 ]
  %220 = phi float [ 0.000000e+00, %16 ], [ %778, %823 ]
  %221 = phi float [ 0.000000e+00, %16 ], [ %777, %823 ]
  %222 = phi float [ 0.000000e+00, %16 ], [ %776, %823 ]
  %223 = phi float [ 0.000000e+00, %16 ], [ %775, %823 ]
  %224 = phi float [ 0.000000e+00, %16 ], [ %774, %823 ]
  %225 = phi float [ 0.000000e+00, %16 ], [ %773, %823 ]
  %226 = phi float [ 0.000000e+00, %16 ], [ %772, %823 ]
  %227 = phi float [ 0.000000e+00, %16 ], [ %771, %823 ]
  %228 = phi float [ 0.000000e+00, %16 ], [ %770, %823 ]
  %229 = phi float [ 0.000000e+00, %16 ], [ %769, %823 ]
  %230 = phi float [ 0.000000e+00, %16 ], [ %768, %823 ]
  %231 = phi float [ 0.000000e+00, %16 ], [ %767, %823 ]
  %232 = phi float [ 0.000000e+00, %16 ], [ %766, %823 ]
  %233 = phi float [ 0.000000e+00, %16 ], [ %765, %823 ]
  %234 = phi float [ 0.000000e+00, %16 ], [ %764, %823 ]
  %235 = phi float [ 0.000000e+00, %16 ], [ %763, %823 ]
  %236 = phi float [ 0.000000e+00, %16 ], [ %762, %823 ]
  %237 = phi float [ 0.000000e+00, %16 ], [ %761, %823 ]
  %238 = phi float [ 0.000000e+00, %16 ], [ %760, %823 ]
  %239 = phi float [ 0.000000e+00, %16 ], [ %759, %823 ]
  %240 = phi float [ 0.000000e+00, %16 ], [ %758, %823 ]
  %241 = phi float [ 0.000000e+00, %16 ], [ %757, %823 ]
  %242 = add i32 %12, %10
  %243 = getelementptr float, ptr addrspace(1) %7, i64 %176
  %244 = zext nneg i32 %9 to i64
  %245 = sext i32 %242 to i64
  %246 = mul nsw i64 %177, %245
  %247 = getelementptr float, ptr addrspace(1) %243, i64 %246
  %248 = getelementptr float, ptr addrspace(1) %247, i64 %244
  %249 = load float, ptr addrspace(1) %248, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %250 = fmul float %4, %249
  %251 = tail call float @llvm.fmuladd.f32(float %3, float %241, float %250)
  store float %251, ptr addrspace(1) %248, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %252 = add nuw nsw i32 %9, 16
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr float, ptr addrspace(1) %247, i64 %253
  %255 = load float, ptr addrspace(1) %254, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %256 = fmul float %4, %255
  %257 = tail call float @llvm.fmuladd.f32(float %3, float %240, float %256)
  store float %257, ptr addrspace(1) %254, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %258 = add nuw nsw i32 %9, 32
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr float, ptr addrspace(1) %247, i64 %259
  %261 = load float, ptr addrspace(1) %260, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %262 = fmul float %4, %261
  %263 = tail call float @llvm.fmuladd.f32(float %3, float %239, float %262)
  store float %263, ptr addrspace(1) %260, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %264 = add nuw nsw i32 %9, 48
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr float, ptr addrspace(1) %247, i64 %265
  %267 = load float, ptr addrspace(1) %266, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %268 = fmul float %4, %267
  %269 = tail call float @llvm.fmuladd.f32(float %3, float %238, float %268)
  store float %269, ptr addrspace(1) %266, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %270 = add nuw nsw i32 %9, 64
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr float, ptr addrspace(1) %247, i64 %271
  %273 = load float, ptr addrspace(1) %272, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %274 = fmul float %4, %273
  %275 = tail call float @llvm.fmuladd.f32(float %3, float %237, float %274)
  store float %275, ptr addrspace(1) %272, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %276 = add nuw nsw i32 %9, 80
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr float, ptr addrspace(1) %247, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %280 = fmul float %4, %279
  %281 = tail call float @llvm.fmuladd.f32(float %3, float %236, float %280)
  store float %281, ptr addrspace(1) %278, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %282 = add nuw nsw i32 %9, 96
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr float, ptr addrspace(1) %247, i64 %283
  %285 = load float, ptr addrspace(1) %284, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %286 = fmul float %4, %285
  %287 = tail call float @llvm.fmuladd.f32(float %3, float %235, float %286)
  store float %287, ptr addrspace(1) %284, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %288 = add nuw nsw i32 %9, 112
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr float, ptr addrspace(1) %247, i64 %289
  %291 = load float, ptr addrspace(1) %290, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %292 = fmul float %4, %291
  %293 = tail call float @llvm.fmuladd.f32(float %3, float %234, float %292)
  store float %293, ptr addrspace(1) %290, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %294 = add nuw nsw i32 %9, 128
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr float, ptr addrspace(1) %247, i64 %295
  %297 = load float, ptr addrspace(1) %296, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %298 = fmul float %4, %297
  %299 = tail call float @llvm.fmuladd.f32(float %3, float %233, float %298)
  store float %299, ptr addrspace(1) %296, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %300 = add nuw nsw i32 %9, 144
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr float, ptr addrspace(1) %247, i64 %301
  %303 = load float, ptr addrspace(1) %302, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %304 = fmul float %4, %303
  %305 = tail call float @llvm.fmuladd.f32(float %3, float %232, float %304)
  store float %305, ptr addrspace(1) %302, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %306 = add nuw nsw i32 %9, 160
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr float, ptr addrspace(1) %247, i64 %307
  %309 = load float, ptr addrspace(1) %308, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %310 = fmul float %4, %309
  %311 = tail call float @llvm.fmuladd.f32(float %3, float %231, float %310)
  store float %311, ptr addrspace(1) %308, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %312 = add nuw nsw i32 %9, 176
  %313 = zext nneg i32 %312 to i64
  %314 = getelementptr float, ptr addrspace(1) %247, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %316 = fmul float %4, %315
  %317 = tail call float @llvm.fmuladd.f32(float %3, float %230, float %316)
  store float %317, ptr addrspace(1) %314, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %318 = add nuw nsw i32 %9, 192
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr float, ptr addrspace(1) %247, i64 %319
  %321 = load float, ptr addrspace(1) %320, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %322 = fmul float %4, %321
  %323 = tail call float @llvm.fmuladd.f32(float %3, float %229, float %322)
  store float %323, ptr addrspace(1) %320, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %324 = add nuw nsw i32 %9, 208
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr float, ptr addrspace(1) %247, i64 %325
  %327 = load float, ptr addrspace(1) %326, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %328 = fmul float %4, %327
  %329 = tail call float @llvm.fmuladd.f32(float %3, float %228, float %328)
  store float %329, ptr addrspace(1) %326, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %330 = add nuw nsw i32 %9, 224
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr float, ptr addrspace(1) %247, i64 %331
  %333 = load float, ptr addrspace(1) %332, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %334 = fmul float %4, %333
  %335 = tail call float @llvm.fmuladd.f32(float %3, float %227, float %334)
  store float %335, ptr addrspace(1) %332, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %336 = add nuw nsw i32 %9, 240
  %337 = zext nneg i32 %336 to i64
  %338 = getelementptr float, ptr addrspace(1) %247, i64 %337
  %339 = load float, ptr addrspace(1) %338, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %340 = fmul float %4, %339
  %341 = tail call float @llvm.fmuladd.f32(float %3, float %226, float %340)
  store float %341, ptr addrspace(1) %338, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %342 = add i32 %242, 16
  %343 = sext i32 %342 to i64
  %344 = mul nsw i64 %177, %343
  %345 = getelementptr float, ptr addrspace(1) %243, i64 %344
  %346 = getelementptr float, ptr addrspace(1) %345, i64 %244
  %347 = load float, ptr addrspace(1) %346, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %348 = fmul float %4, %347
  %349 = tail call float @llvm.fmuladd.f32(float %3, float %225, float %348)
  store float %349, ptr addrspace(1) %346, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %350 = getelementptr float, ptr addrspace(1) %345, i64 %253
  %351 = load float, ptr addrspace(1) %350, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %352 = fmul float %4, %351
  %353 = tail call float @llvm.fmuladd.f32(float %3, float %224, float %352)
  store float %353, ptr addrspace(1) %350, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %354 = getelementptr float, ptr addrspace(1) %345, i64 %259
  %355 = load float, ptr addrspace(1) %354, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %356 = fmul float %4, %355
  %357 = tail call float @llvm.fmuladd.f32(float %3, float %223, float %356)
  store float %357, ptr addrspace(1) %354, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %358 = getelementptr float, ptr addrspace(1) %345, i64 %265
  %359 = load float, ptr addrspace(1) %358, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %360 = fmul float %4, %359
  %361 = tail call float @llvm.fmuladd.f32(float %3, float %222, float %360)
  store float %361, ptr addrspace(1) %358, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %362 = getelementptr float, ptr addrspace(1) %345, i64 %271
  %363 = load float, ptr addrspace(1) %362, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %364 = fmul float %4, %363
  %365 = tail call float @llvm.fmuladd.f32(float %3, float %221, float %364)
  store float %365, ptr addrspace(1) %362, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %366 = getelementptr float, ptr addrspace(1) %345, i64 %277
  %367 = load float, ptr addrspace(1) %366, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %368 = fmul float %4, %367
  %369 = tail call float @llvm.fmuladd.f32(float %3, float %220, float %368)
  store float %369, ptr addrspace(1) %366, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %370 = getelementptr float, ptr addrspace(1) %345, i64 %283
  %371 = load float, ptr addrspace(1) %370, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %372 = fmul float %4, %371
  %373 = tail call float @llvm.fmuladd.f32(float %3, float %219, float %372)
  store float %373, ptr addrspace(1) %370, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %374 = getelementptr float, ptr addrspace(1) %345, i64 %289
  %375 = load float, ptr addrspace(1) %374, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %376 = fmul float %4, %375
  %377 = tail call float @llvm.fmuladd.f32(float %3, float %218, float %376)
  store float %377, ptr addrspace(1) %374, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %378 = getelementptr float, ptr addrspace(1) %345, i64 %295
  %379 = load float, ptr addrspace(1) %378, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %380 = fmul float %4, %379
  %381 = tail call float @llvm.fmuladd.f32(float %3, float %217, float %380)
  store float %381, ptr addrspace(1) %378, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %382 = getelementptr float, ptr addrspace(1) %345, i64 %301
  %383 = load float, ptr addrspace(1) %382, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %384 = fmul float %4, %383
  %385 = tail call float @llvm.fmuladd.f32(float %3, float %216, float %384)
  store float %385, ptr addrspace(1) %382, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %386 = getelementptr float, ptr addrspace(1) %345, i64 %307
  %387 = load float, ptr addrspace(1) %386, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %388 = fmul float %4, %387
  %389 = tail call float @llvm.fmuladd.f32(float %3, float %215, float %388)
  store float %389, ptr addrspace(1) %386, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %390 = getelementptr float, ptr addrspace(1) %345, i64 %313
  %391 = load float, ptr addrspace(1) %390, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %392 = fmul float %4, %391
  %393 = tail call float @llvm.fmuladd.f32(float %3, float %214, float %392)
  store float %393, ptr addrspace(1) %390, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %394 = getelementptr float, ptr addrspace(1) %345, i64 %319
  %395 = load float, ptr addrspace(1) %394, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %396 = fmul float %4, %395
  %397 = tail call float @llvm.fmuladd.f32(float %3, float %213, float %396)
  store float %397, ptr addrspace(1) %394, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %398 = getelementptr float, ptr addrspace(1) %345, i64 %325
  %399 = load float, ptr addrspace(1) %398, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %400 = fmul float %4, %399
  %401 = tail call float @llvm.fmuladd.f32(float %3, float %212, float %400)
  store float %401, ptr addrspace(1) %398, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %402 = getelementptr float, ptr addrspace(1) %345, i64 %331
  %403 = load float, ptr addrspace(1) %402, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %404 = fmul float %4, %403
  %405 = tail call float @llvm.fmuladd.f32(float %3, float %211, float %404)
  store float %405, ptr addrspace(1) %402, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %406 = getelementptr float, ptr addrspace(1) %345, i64 %337
  %407 = load float, ptr addrspace(1) %406, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %408 = fmul float %4, %407
  %409 = tail call float @llvm.fmuladd.f32(float %3, float %210, float %408)
  store float %409, ptr addrspace(1) %406, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %410 = add i32 %242, 32
  %411 = sext i32 %410 to i64
  %412 = mul nsw i64 %177, %411
  %413 = getelementptr float, ptr addrspace(1) %243, i64 %412
  %414 = getelementptr float, ptr addrspace(1) %413, i64 %244
  %415 = load float, ptr addrspace(1) %414, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %416 = fmul float %4, %415
  %417 = tail call float @llvm.fmuladd.f32(float %3, float %209, float %416)
  store float %417, ptr addrspace(1) %414, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %418 = getelementptr float, ptr addrspace(1) %413, i64 %253
  %419 = load float, ptr addrspace(1) %418, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %420 = fmul float %4, %419
  %421 = tail call float @llvm.fmuladd.f32(float %3, float %208, float %420)
  store float %421, ptr addrspace(1) %418, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %422 = getelementptr float, ptr addrspace(1) %413, i64 %259
  %423 = load float, ptr addrspace(1) %422, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %424 = fmul float %4, %423
  %425 = tail call float @llvm.fmuladd.f32(float %3, float %207, float %424)
  store float %425, ptr addrspace(1) %422, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %426 = getelementptr float, ptr addrspace(1) %413, i64 %265
  %427 = load float, ptr addrspace(1) %426, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %428 = fmul float %4, %427
  %429 = tail call float @llvm.fmuladd.f32(float %3, float %206, float %428)
  store float %429, ptr addrspace(1) %426, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %430 = getelementptr float, ptr addrspace(1) %413, i64 %271
  %431 = load float, ptr addrspace(1) %430, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %432 = fmul float %4, %431
  %433 = tail call float @llvm.fmuladd.f32(float %3, float %205, float %432)
  store float %433, ptr addrspace(1) %430, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %434 = getelementptr float, ptr addrspace(1) %413, i64 %277
  %435 = load float, ptr addrspace(1) %434, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %436 = fmul float %4, %435
  %437 = tail call float @llvm.fmuladd.f32(float %3, float %204, float %436)
  store float %437, ptr addrspace(1) %434, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %438 = getelementptr float, ptr addrspace(1) %413, i64 %283
  %439 = load float, ptr addrspace(1) %438, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %440 = fmul float %4, %439
  %441 = tail call float @llvm.fmuladd.f32(float %3, float %203, float %440)
  store float %441, ptr addrspace(1) %438, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %442 = getelementptr float, ptr addrspace(1) %413, i64 %289
  %443 = load float, ptr addrspace(1) %442, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %444 = fmul float %4, %443
  %445 = tail call float @llvm.fmuladd.f32(float %3, float %202, float %444)
  store float %445, ptr addrspace(1) %442, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %446 = getelementptr float, ptr addrspace(1) %413, i64 %295
  %447 = load float, ptr addrspace(1) %446, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %448 = fmul float %4, %447
  %449 = tail call float @llvm.fmuladd.f32(float %3, float %201, float %448)
  store float %449, ptr addrspace(1) %446, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %450 = getelementptr float, ptr addrspace(1) %413, i64 %301
  %451 = load float, ptr addrspace(1) %450, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %452 = fmul float %4, %451
  %453 = tail call float @llvm.fmuladd.f32(float %3, float %200, float %452)
  store float %453, ptr addrspace(1) %450, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %454 = getelementptr float, ptr addrspace(1) %413, i64 %307
  %455 = load float, ptr addrspace(1) %454, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %456 = fmul float %4, %455
  %457 = tail call float @llvm.fmuladd.f32(float %3, float %199, float %456)
  store float %457, ptr addrspace(1) %454, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %458 = getelementptr float, ptr addrspace(1) %413, i64 %313
  %459 = load float, ptr addrspace(1) %458, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %460 = fmul float %4, %459
  %461 = tail call float @llvm.fmuladd.f32(float %3, float %198, float %460)
  store float %461, ptr addrspace(1) %458, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %462 = getelementptr float, ptr addrspace(1) %413, i64 %319
  %463 = load float, ptr addrspace(1) %462, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %464 = fmul float %4, %463
  %465 = tail call float @llvm.fmuladd.f32(float %3, float %197, float %464)
  store float %465, ptr addrspace(1) %462, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %466 = getelementptr float, ptr addrspace(1) %413, i64 %325
  %467 = load float, ptr addrspace(1) %466, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %468 = fmul float %4, %467
  %469 = tail call float @llvm.fmuladd.f32(float %3, float %196, float %468)
  store float %469, ptr addrspace(1) %466, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %470 = getelementptr float, ptr addrspace(1) %413, i64 %331
  %471 = load float, ptr addrspace(1) %470, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %472 = fmul float %4, %471
  %473 = tail call float @llvm.fmuladd.f32(float %3, float %195, float %472)
  store float %473, ptr addrspace(1) %470, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %474 = getelementptr float, ptr addrspace(1) %413, i64 %337
  %475 = load float, ptr addrspace(1) %474, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %476 = fmul float %4, %475
  %477 = tail call float @llvm.fmuladd.f32(float %3, float %194, float %476)
  store float %477, ptr addrspace(1) %474, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %478 = add i32 %242, 48
  %479 = sext i32 %478 to i64
  %480 = mul nsw i64 %177, %479
  %481 = getelementptr float, ptr addrspace(1) %243, i64 %480
  %482 = getelementptr float, ptr addrspace(1) %481, i64 %244
  %483 = load float, ptr addrspace(1) %482, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %484 = fmul float %4, %483
  %485 = tail call float @llvm.fmuladd.f32(float %3, float %193, float %484)
  store float %485, ptr addrspace(1) %482, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %486 = getelementptr float, ptr addrspace(1) %481, i64 %253
  %487 = load float, ptr addrspace(1) %486, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %488 = fmul float %4, %487
  %489 = tail call float @llvm.fmuladd.f32(float %3, float %192, float %488)
  store float %489, ptr addrspace(1) %486, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %490 = getelementptr float, ptr addrspace(1) %481, i64 %259
  %491 = load float, ptr addrspace(1) %490, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %492 = fmul float %4, %491
  %493 = tail call float @llvm.fmuladd.f32(float %3, float %191, float %492)
  store float %493, ptr addrspace(1) %490, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %494 = getelementptr float, ptr addrspace(1) %481, i64 %265
  %495 = load float, ptr addrspace(1) %494, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %496 = fmul float %4, %495
  %497 = tail call float @llvm.fmuladd.f32(float %3, float %190, float %496)
  store float %497, ptr addrspace(1) %494, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %498 = getelementptr float, ptr addrspace(1) %481, i64 %271
  %499 = load float, ptr addrspace(1) %498, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %500 = fmul float %4, %499
  %501 = tail call float @llvm.fmuladd.f32(float %3, float %189, float %500)
  store float %501, ptr addrspace(1) %498, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %502 = getelementptr float, ptr addrspace(1) %481, i64 %277
  %503 = load float, ptr addrspace(1) %502, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %504 = fmul float %4, %503
  %505 = tail call float @llvm.fmuladd.f32(float %3, float %188, float %504)
  store float %505, ptr addrspace(1) %502, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %506 = getelementptr float, ptr addrspace(1) %481, i64 %283
  %507 = load float, ptr addrspace(1) %506, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %508 = fmul float %4, %507
  %509 = tail call float @llvm.fmuladd.f32(float %3, float %187, float %508)
  store float %509, ptr addrspace(1) %506, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %510 = getelementptr float, ptr addrspace(1) %481, i64 %289
  %511 = load float, ptr addrspace(1) %510, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %512 = fmul float %4, %511
  %513 = tail call float @llvm.fmuladd.f32(float %3, float %186, float %512)
  store float %513, ptr addrspace(1) %510, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %514 = getelementptr float, ptr addrspace(1) %481, i64 %295
  %515 = load float, ptr addrspace(1) %514, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %516 = fmul float %4, %515
  %517 = tail call float @llvm.fmuladd.f32(float %3, float %185, float %516)
  store float %517, ptr addrspace(1) %514, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %518 = getelementptr float, ptr addrspace(1) %481, i64 %301
  %519 = load float, ptr addrspace(1) %518, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %520 = fmul float %4, %519
  %521 = tail call float @llvm.fmuladd.f32(float %3, float %184, float %520)
  store float %521, ptr addrspace(1) %518, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %522 = getelementptr float, ptr addrspace(1) %481, i64 %307
  %523 = load float, ptr addrspace(1) %522, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %524 = fmul float %4, %523
  %525 = tail call float @llvm.fmuladd.f32(float %3, float %183, float %524)
  store float %525, ptr addrspace(1) %522, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %526 = getelementptr float, ptr addrspace(1) %481, i64 %313
  %527 = load float, ptr addrspace(1) %526, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %528 = fmul float %4, %527
  %529 = tail call float @llvm.fmuladd.f32(float %3, float %182, float %528)
  store float %529, ptr addrspace(1) %526, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %530 = getelementptr float, ptr addrspace(1) %481, i64 %319
  %531 = load float, ptr addrspace(1) %530, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %532 = fmul float %4, %531
  %533 = tail call float @llvm.fmuladd.f32(float %3, float %181, float %532)
  store float %533, ptr addrspace(1) %530, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %534 = getelementptr float, ptr addrspace(1) %481, i64 %325
  %535 = load float, ptr addrspace(1) %534, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %536 = fmul float %4, %535
  %537 = tail call float @llvm.fmuladd.f32(float %3, float %180, float %536)
  store float %537, ptr addrspace(1) %534, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %538 = getelementptr float, ptr addrspace(1) %481, i64 %331
  %539 = load float, ptr addrspace(1) %538, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %540 = fmul float %4, %539
  %541 = tail call float @llvm.fmuladd.f32(float %3, float %179, float %540)
  store float %541, ptr addrspace(1) %538, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %542 = getelementptr float, ptr addrspace(1) %481, i64 %337
  %543 = load float, ptr addrspace(1) %542, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  %544 = fmul float %4, %543
  %545 = tail call float @llvm.fmuladd.f32(float %3, float %178, float %544)
  store float %545, ptr addrspace(1) %542, align 4, !tbaa !22, !alias.scope !20, !noalias !27
  ret void

546:                                              ; preds = %546, %63
  %547 = phi float [ %64, %63 ], [ %820, %546 ]
  %548 = phi float [ %65, %63 ], [ %819, %546 ]
  %549 = phi float [ %66, %63 ], [ %818, %546 ]
  %550 = phi float [ %67, %63 ], [ %817, %546 ]
  %551 = phi float [ %68, %63 ], [ %816, %546 ]
  %552 = phi float [ %69, %63 ], [ %815, %546 ]
  %553 = phi float [ %70, %63 ], [ %814, %546 ]
  %554 = phi float [ %71, %63 ], [ %813, %546 ]
  %555 = phi float [ %72, %63 ], [ %812, %546 ]
  %556 = phi float [ %73, %63 ], [ %811, %546 ]
  %557 = phi float [ %74, %63 ], [ %810, %546 ]
  %558 = phi float [ %75, %63 ], [ %809, %546 ]
  %559 = phi float [ %76, %63 ], [ %808, %546 ]
  %560 = phi float [ %77, %63 ], [ %807, %546 ]
  %561 = phi float [ %78, %63 ], [ %806, %546 ]
  %562 = phi float [ %79, %63 ], [ %805, %546 ]
  %563 = phi float [ %80, %63 ], [ %804, %546 ]
  %564 = phi float [ %81, %63 ], [ %803, %546 ]
  %565 = phi float [ %82, %63 ], [ %802, %546 ]
  %566 = phi float [ %83, %63 ], [ %801, %546 ]
  %567 = phi float [ %84, %63 ], [ %800, %546 ]
  %568 = phi float [ %85, %63 ], [ %799, %546 ]
  %569 = phi float [ %86, %63 ], [ %798, %546 ]
  %570 = phi float [ %87, %63 ], [ %797, %546 ]
  %571 = phi float [ %88, %63 ], [ %796, %546 ]
  %572 = phi float [ %89, %63 ], [ %795, %546 ]
  %573 = phi float [ %90, %63 ], [ %794, %546 ]
  %574 = phi float [ %91, %63 ], [ %793, %546 ]
  %575 = phi float [ %92, %63 ], [ %792, %546 ]
  %576 = phi float [ %93, %63 ], [ %791, %546 ]
  %577 = phi float [ %94, %63 ], [ %790, %546 ]
  %578 = phi float [ %95, %63 ], [ %789, %546 ]
  %579 = phi float [ %96, %63 ], [ %788, %546 ]
  %580 = phi float [ %97, %63 ], [ %787, %546 ]
  %581 = phi float [ %98, %63 ], [ %786, %546 ]
  %582 = phi float [ %99, %63 ], [ %785, %546 ]
  %583 = phi float [ %100, %63 ], [ %784, %546 ]
  %584 = phi float [ %101, %63 ], [ %783, %546 ]
  %585 = phi float [ %102, %63 ], [ %782, %546 ]
  %586 = phi float [ %103, %63 ], [ %781, %546 ]
  %587 = phi float [ %104, %63 ], [ %780, %546 ]
  %588 = phi float [ %105, %63 ], [ %779, %546 ]
  %589 = phi float [ %106, %63 ], [ %778, %546 ]
  %590 = phi float [ %107, %63 ], [ %777, %546 ]
  %591 = phi float [ %108, %63 ], [ %776, %546 ]
  %592 = phi float [ %109, %63 ], [ %775, %546 ]
  %593 = phi float [ %110, %63 ], [ %774, %546 ]
  %594 = phi float [ %111, %63 ], [ %773, %546 ]
  %595 = phi float [ %112, %63 ], [ %772, %546 ]
  %596 = phi float [ %113, %63 ], [ %771, %546 ]
  %597 = phi float [ %114, %63 ], [ %770, %546 ]
  %598 = phi float [ %115, %63 ], [ %769, %546 ]
  %599 = phi float [ %116, %63 ], [ %768, %546 ]
  %600 = phi float [ %117, %63 ], [ %767, %546 ]
  %601 = phi float [ %118, %63 ], [ %766, %546 ]
  %602 = phi float [ %119, %63 ], [ %765, %546 ]
  %603 = phi float [ %120, %63 ], [ %764, %546 ]
  %604 = phi float [ %121, %63 ], [ %763, %546 ]
  %605 = phi float [ %122, %63 ], [ %762, %546 ]
  %606 = phi float [ %123, %63 ], [ %761, %546 ]
  %607 = phi float [ %124, %63 ], [ %760, %546 ]
  %608 = phi float [ %125, %63 ], [ %759, %546 ]
  %609 = phi float [ %126, %63 ], [ %758, %546 ]
  %610 = phi float [ %127, %63 ], [ %757, %546 ]
  %611 = phi i32 [ 0, %63 ], [ %821, %546 ]
  %612 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %35, i32 %611
  %613 = load float, ptr addrspace(3) %612, align 4, !tbaa !22, !noalias !25
  %614 = getelementptr inbounds nuw i8, ptr addrspace(3) %612, i32 64
  %615 = load float, ptr addrspace(3) %614, align 4, !tbaa !22, !noalias !25
  %616 = getelementptr inbounds nuw i8, ptr addrspace(3) %612, i32 128
  %617 = load float, ptr addrspace(3) %616, align 4, !tbaa !22, !noalias !25
  %618 = getelementptr inbounds nuw i8, ptr addrspace(3) %612, i32 192
  %619 = load float, ptr addrspace(3) %618, align 4, !tbaa !22, !noalias !25
  %620 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %36, i32 %611
  %621 = load float, ptr addrspace(3) %620, align 4, !tbaa !22, !noalias !25
  %622 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 64
  %623 = load float, ptr addrspace(3) %622, align 4, !tbaa !22, !noalias !25
  %624 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 128
  %625 = load float, ptr addrspace(3) %624, align 4, !tbaa !22, !noalias !25
  %626 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 192
  %627 = load float, ptr addrspace(3) %626, align 4, !tbaa !22, !noalias !25
  %628 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 256
  %629 = load float, ptr addrspace(3) %628, align 4, !tbaa !22, !noalias !25
  %630 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 320
  %631 = load float, ptr addrspace(3) %630, align 4, !tbaa !22, !noalias !25
  %632 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 384
  %633 = load float, ptr addrspace(3) %632, align 4, !tbaa !22, !noalias !25
  %634 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 448
  %635 = load float, ptr addrspace(3) %634, align 4, !tbaa !22, !noalias !25
  %636 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 512
  %637 = load float, ptr addrspace(3) %636, align 4, !tbaa !22, !noalias !25
  %638 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 576
  %639 = load float, ptr addrspace(3) %638, align 4, !tbaa !22, !noalias !25
  %640 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 640
  %641 = load float, ptr addrspace(3) %640, align 4, !tbaa !22, !noalias !25
  %642 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 704
  %643 = load float, ptr addrspace(3) %642, align 4, !tbaa !22, !noalias !25
  %644 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 768
  %645 = load float, ptr addrspace(3) %644, align 4, !tbaa !22, !noalias !25
  %646 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 832
  %647 = load float, ptr addrspace(3) %646, align 4, !tbaa !22, !noalias !25
  %648 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 896
  %649 = load float, ptr addrspace(3) %648, align 4, !tbaa !22, !noalias !25
  %650 = getelementptr inbounds nuw i8, ptr addrspace(3) %620, i32 960
  %651 = load float, ptr addrspace(3) %650, align 4, !tbaa !22, !noalias !25
  %652 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %621, float noundef %610) #5
  %653 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %623, float noundef %609) #5
  %654 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %625, float noundef %608) #5
  %655 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %627, float noundef %607) #5
  %656 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %629, float noundef %606) #5
  %657 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %631, float noundef %605) #5
  %658 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %633, float noundef %604) #5
  %659 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %635, float noundef %603) #5
  %660 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %637, float noundef %602) #5
  %661 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %639, float noundef %601) #5
  %662 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %641, float noundef %600) #5
  %663 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %643, float noundef %599) #5
  %664 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %645, float noundef %598) #5
  %665 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %647, float noundef %597) #5
  %666 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %649, float noundef %596) #5
  %667 = tail call fastcc float @llvm.fma.f32(float noundef %613, float noundef %651, float noundef %595) #5
  %668 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %621, float noundef %594) #5
  %669 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %623, float noundef %593) #5
  %670 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %625, float noundef %592) #5
  %671 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %627, float noundef %591) #5
  %672 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %629, float noundef %590) #5
  %673 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %631, float noundef %589) #5
  %674 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %633, float noundef %588) #5
  %675 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %635, float noundef %587) #5
  %676 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %637, float noundef %586) #5
  %677 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %639, float noundef %585) #5
  %678 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %641, float noundef %584) #5
  %679 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %643, float noundef %583) #5
  %680 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %645, float noundef %582) #5
  %681 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %647, float noundef %581) #5
  %682 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %649, float noundef %580) #5
  %683 = tail call fastcc float @llvm.fma.f32(float noundef %615, float noundef %651, float noundef %579) #5
  %684 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %621, float noundef %578) #5
  %685 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %623, float noundef %577) #5
  %686 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %625, float noundef %576) #5
  %687 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %627, float noundef %575) #5
  %688 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %629, float noundef %574) #5
  %689 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %631, float noundef %573) #5
  %690 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %633, float noundef %572) #5
  %691 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %635, float noundef %571) #5
  %692 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %637, float noundef %570) #5
  %693 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %639, float noundef %569) #5
  %694 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %641, float noundef %568) #5
  %695 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %643, float noundef %567) #5
  %696 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %645, float noundef %566) #5
  %697 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %647, float noundef %565) #5
  %698 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %649, float noundef %564) #5
  %699 = tail call fastcc float @llvm.fma.f32(float noundef %617, float noundef %651, float noundef %563) #5
  %700 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %621, float noundef %562) #5
  %701 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %623, float noundef %561) #5
  %702 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %625, float noundef %560) #5
  %703 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %627, float noundef %559) #5
  %704 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %629, float noundef %558) #5
  %705 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %631, float noundef %557) #5
  %706 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %633, float noundef %556) #5
  %707 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %635, float noundef %555) #5
  %708 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %637, float noundef %554) #5
  %709 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %639, float noundef %553) #5
  %710 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %641, float noundef %552) #5
  %711 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %643, float noundef %551) #5
  %712 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %645, float noundef %550) #5
  %713 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %647, float noundef %549) #5
  %714 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %649, float noundef %548) #5
  %715 = tail call fastcc float @llvm.fma.f32(float noundef %619, float noundef %651, float noundef %547) #5
  %716 = or disjoint i32 %611, 1
  %717 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %35, i32 %716
  %718 = load float, ptr addrspace(3) %717, align 4, !tbaa !22, !noalias !25
  %719 = getelementptr inbounds nuw i8, ptr addrspace(3) %717, i32 64
  %720 = load float, ptr addrspace(3) %719, align 4, !tbaa !22, !noalias !25
  %721 = getelementptr inbounds nuw i8, ptr addrspace(3) %717, i32 128
  %722 = load float, ptr addrspace(3) %721, align 4, !tbaa !22, !noalias !25
  %723 = getelementptr inbounds nuw i8, ptr addrspace(3) %717, i32 192
  %724 = load float, ptr addrspace(3) %723, align 4, !tbaa !22, !noalias !25
  %725 = getelementptr inbounds nuw [256 x float], ptr addrspace(3) %36, i32 %716
  %726 = load float, ptr addrspace(3) %725, align 4, !tbaa !22, !noalias !25
  %727 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 64
  %728 = load float, ptr addrspace(3) %727, align 4, !tbaa !22, !noalias !25
  %729 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 128
  %730 = load float, ptr addrspace(3) %729, align 4, !tbaa !22, !noalias !25
  %731 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 192
  %732 = load float, ptr addrspace(3) %731, align 4, !tbaa !22, !noalias !25
  %733 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 256
  %734 = load float, ptr addrspace(3) %733, align 4, !tbaa !22, !noalias !25
  %735 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 320
  %736 = load float, ptr addrspace(3) %735, align 4, !tbaa !22, !noalias !25
  %737 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 384
  %738 = load float, ptr addrspace(3) %737, align 4, !tbaa !22, !noalias !25
  %739 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 448
  %740 = load float, ptr addrspace(3) %739, align 4, !tbaa !22, !noalias !25
  %741 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 512
  %742 = load float, ptr addrspace(3) %741, align 4, !tbaa !22, !noalias !25
  %743 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 576
  %744 = load float, ptr addrspace(3) %743, align 4, !tbaa !22, !noalias !25
  %745 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 640
  %746 = load float, ptr addrspace(3) %745, align 4, !tbaa !22, !noalias !25
  %747 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 704
  %748 = load float, ptr addrspace(3) %747, align 4, !tbaa !22, !noalias !25
  %749 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 768
  %750 = load float, ptr addrspace(3) %749, align 4, !tbaa !22, !noalias !25
  %751 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 832
  %752 = load float, ptr addrspace(3) %751, align 4, !tbaa !22, !noalias !25
  %753 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 896
  %754 = load float, ptr addrspace(3) %753, align 4, !tbaa !22, !noalias !25
  %755 = getelementptr inbounds nuw i8, ptr addrspace(3) %725, i32 960
  %756 = load float, ptr addrspace(3) %755, align 4, !tbaa !22, !noalias !25
  %757 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %726, float noundef %652) #5
  %758 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %728, float noundef %653) #5
  %759 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %730, float noundef %654) #5
  %760 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %732, float noundef %655) #5
  %761 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %734, float noundef %656) #5
  %762 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %736, float noundef %657) #5
  %763 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %738, float noundef %658) #5
  %764 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %740, float noundef %659) #5
  %765 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %742, float noundef %660) #5
  %766 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %744, float noundef %661) #5
  %767 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %746, float noundef %662) #5
  %768 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %748, float noundef %663) #5
  %769 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %750, float noundef %664) #5
  %770 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %752, float noundef %665) #5
  %771 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %754, float noundef %666) #5
  %772 = tail call fastcc float @llvm.fma.f32(float noundef %718, float noundef %756, float noundef %667) #5
  %773 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %726, float noundef %668) #5
  %774 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %728, float noundef %669) #5
  %775 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %730, float noundef %670) #5
  %776 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %732, float noundef %671) #5
  %777 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %734, float noundef %672) #5
  %778 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %736, float noundef %673) #5
  %779 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %738, float noundef %674) #5
  %780 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %740, float noundef %675) #5
  %781 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %742, float noundef %676) #5
  %782 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %744, float noundef %677) #5
  %783 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %746, float noundef %678) #5
  %784 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %748, float noundef %679) #5
  %785 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %750, float noundef %680) #5
  %786 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %752, float noundef %681) #5
  %787 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %754, float noundef %682) #5
  %788 = tail call fastcc float @llvm.fma.f32(float noundef %720, float noundef %756, float noundef %683) #5
  %789 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %726, float noundef %684) #5
  %790 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %728, float noundef %685) #5
  %791 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %730, float noundef %686) #5
  %792 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %732, float noundef %687) #5
  %793 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %734, float noundef %688) #5
  %794 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %736, float noundef %689) #5
  %795 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %738, float noundef %690) #5
  %796 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %740, float noundef %691) #5
  %797 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %742, float noundef %692) #5
  %798 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %744, float noundef %693) #5
  %799 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %746, float noundef %694) #5
  %800 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %748, float noundef %695) #5
  %801 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %750, float noundef %696) #5
  %802 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %752, float noundef %697) #5
  %803 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %754, float noundef %698) #5
  %804 = tail call fastcc float @llvm.fma.f32(float noundef %722, float noundef %756, float noundef %699) #5
  %805 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %726, float noundef %700) #5
  %806 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %728, float noundef %701) #5
  %807 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %730, float noundef %702) #5
  %808 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %732, float noundef %703) #5
  %809 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %734, float noundef %704) #5
  %810 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %736, float noundef %705) #5
  %811 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %738, float noundef %706) #5
  %812 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %740, float noundef %707) #5
  %813 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %742, float noundef %708) #5
  %814 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %744, float noundef %709) #5
  %815 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %746, float noundef %710) #5
  %816 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %748, float noundef %711) #5
  %817 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %750, float noundef %712) #5
  %818 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %752, float noundef %713) #5
  %819 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %754, float noundef %714) #5
  %820 = tail call fastcc float @llvm.fma.f32(float noundef %724, float noundef %756, float noundef %715) #5
  %821 = add nuw nsw i32 %611, 2
  %822 = icmp eq i32 %821, 8
  br i1 %822, label %823, label %546, !llvm.loop !28

823:                                              ; preds = %546
  fence syncscope("workgroup") seq_cst, !noalias !25
  tail call void @llvm.amdgcn.s.barrier(), !noalias !25
  %824 = add nuw nsw i32 %128, 8
  %825 = icmp slt i32 %824, %2
  br i1 %825, label %63, label %175
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @hgemm_rt_8x16(i32 noundef %0, i32 noundef %1, i32 noundef %2, half noundef %3, half noundef %4, ptr addrspace(1) noalias noundef readonly align 2 captures(none) %5, ptr addrspace(1) noalias noundef readonly align 2 captures(none) %6, ptr addrspace(1) noalias noundef align 2 captures(none) %7) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %12 = shl i32 %11, 7
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = shl i32 %13, 8
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %8
  %17 = sext i32 %1 to i64
  %18 = sext i32 %14 to i64
  br label %280

19:                                               ; preds = %8
  %20 = shl nuw nsw i32 %10, 4
  %21 = add nuw nsw i32 %20, %9
  %22 = and i32 %9, 15
  %23 = zext nneg i32 %22 to i64
  %24 = zext nneg i32 %2 to i64
  %25 = getelementptr half, ptr addrspace(1) %5, i64 %23
  %26 = getelementptr inbounds nuw [128 x half], ptr addrspace(3) @hgemm_rt_8x16.As, i32 %22
  %27 = lshr i32 %21, 8
  %28 = and i32 %21, 255
  %29 = sext i32 %1 to i64
  %30 = sext i32 %14 to i64
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr half, ptr addrspace(1) %6, i64 %30
  %33 = getelementptr half, ptr addrspace(1) %32, i64 %31
  %34 = getelementptr inbounds nuw half, ptr addrspace(3) @hgemm_rt_8x16.Bs, i32 %28
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @hgemm_rt_8x16.As, i32 %20
  %36 = shl nuw nsw i32 %9, 5
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @hgemm_rt_8x16.Bs, i32 %36
  %38 = lshr i32 %21, 4
  %39 = add nsw i32 %38, %12
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, %24
  %42 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %38
  %43 = add nuw nsw i32 %21, 256
  %44 = lshr i32 %43, 4
  %45 = add nsw i32 %44, %12
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %46, %24
  %48 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %44
  %49 = add nuw nsw i32 %21, 512
  %50 = lshr i32 %49, 4
  %51 = add nsw i32 %50, %12
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %52, %24
  %54 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %50
  %55 = add nuw nsw i32 %21, 768
  %56 = lshr i32 %55, 4
  %57 = add nsw i32 %56, %12
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, %24
  %60 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %56
  %61 = add nuw nsw i32 %21, 1024
  %62 = lshr i32 %61, 4
  %63 = add nsw i32 %62, %12
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %24
  %66 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %62
  %67 = add nuw nsw i32 %21, 1280
  %68 = lshr i32 %67, 4
  %69 = add nsw i32 %68, %12
  %70 = sext i32 %69 to i64
  %71 = mul nsw i64 %70, %24
  %72 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %68
  %73 = add nuw nsw i32 %21, 1536
  %74 = lshr i32 %73, 4
  %75 = add nsw i32 %74, %12
  %76 = sext i32 %75 to i64
  %77 = mul nsw i64 %76, %24
  %78 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %74
  %79 = add nuw nsw i32 %21, 1792
  %80 = lshr i32 %79, 4
  %81 = add nsw i32 %80, %12
  %82 = sext i32 %81 to i64
  %83 = mul nsw i64 %82, %24
  %84 = getelementptr inbounds nuw half, ptr addrspace(3) %26, i32 %80
  %85 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %27
  %86 = add nuw nsw i32 %27, 1
  %87 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %86
  %88 = add nuw nsw i32 %27, 2
  %89 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %88
  %90 = add nuw nsw i32 %27, 3
  %91 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %90
  %92 = add nuw nsw i32 %27, 4
  %93 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %92
  %94 = add nuw nsw i32 %27, 5
  %95 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %94
  %96 = add nuw nsw i32 %27, 6
  %97 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %96
  %98 = add nuw nsw i32 %27, 7
  %99 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %98
  %100 = add nuw nsw i32 %27, 8
  %101 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %100
  %102 = add nuw nsw i32 %27, 9
  %103 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %102
  %104 = add nuw nsw i32 %27, 10
  %105 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %104
  %106 = add nuw nsw i32 %27, 11
  %107 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %106
  %108 = add nuw nsw i32 %27, 12
  %109 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %108
  %110 = add nuw nsw i32 %27, 13
  %111 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %110
  %112 = add nuw nsw i32 %27, 14
  %113 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %112
  %114 = add nuw nsw i32 %27, 15
  %115 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %34, i32 %114
  br label %116

116:                                              ; preds = %950, %19
  %117 = phi i32 [ 0, %19 ], [ %951, %950 ]
  %118 = phi <2 x half> [ zeroinitializer, %19 ], [ %940, %950 ]
  %119 = phi <2 x half> [ zeroinitializer, %19 ], [ %941, %950 ]
  %120 = phi <2 x half> [ zeroinitializer, %19 ], [ %942, %950 ]
  %121 = phi <2 x half> [ zeroinitializer, %19 ], [ %943, %950 ]
  %122 = phi <2 x half> [ zeroinitializer, %19 ], [ %944, %950 ]
  %123 = phi <2 x half> [ zeroinitializer, %19 ], [ %945, %950 ]
  %124 = phi <2 x half> [ zeroinitializer, %19 ], [ %946, %950 ]
  %125 = phi <2 x half> [ zeroinitializer, %19 ], [ %947, %950 ]
  %126 = phi <2 x half> [ zeroinitializer, %19 ], [ %930, %950 ]
  %127 = phi <2 x half> [ zeroinitializer, %19 ], [ %931, %950 ]
  %128 = phi <2 x half> [ zeroinitializer, %19 ], [ %932, %950 ]
  %129 = phi <2 x half> [ zeroinitializer, %19 ], [ %933, %950 ]
  %130 = phi <2 x half> [ zeroinitializer, %19 ], [ %934, %950 ]
  %131 = phi <2 x half> [ zeroinitializer, %19 ], [ %935, %950 ]
  %132 = phi <2 x half> [ zeroinitializer, %19 ], [ %936, %950 ]
  %133 = phi <2 x half> [ zeroinitializer, %19 ], [ %937, %950 ]
  %134 = phi <2 x half> [ zeroinitializer, %19 ], [ %920, %950 ]
  %135 = phi <2 x half> [ zeroinitializer, %19 ], [ %921, %950 ]
  %136 = phi <2 x half> [ zeroinitializer, %19 ], [ %922, %950 ]
  %137 = phi <2 x half> [ zeroinitializer, %19 ], [ %923, %950 ]
  %138 = phi <2 x half> [ zeroinitializer, %19 ], [ %924, %950 ]
  %139 = phi <2 x half> [ zeroinitializer, %19 ], [ %925, %950 ]
  %140 = phi <2 x half> [ zeroinitializer, %19 ], [ %926, %950 ]
  %141 = phi <2 x half> [ zeroinitializer, %19 ], [ %927, %950 ]
  %142 = phi <2 x half> [ zeroinitializer, %19 ], [ %910, %950 ]
  %143 = phi <2 x half> [ zeroinitializer, %19 ], [ %911, %950 ]
  %144 = phi <2 x half> [ zeroinitializer, %19 ], [ %912, %950 ]
  %145 = phi <2 x half> [ zeroinitializer, %19 ], [ %913, %950 ]
  %146 = phi <2 x half> [ zeroinitializer, %19 ], [ %914, %950 ]
  %147 = phi <2 x half> [ zeroinitializer, %19 ], [ %915, %950 ]
  %148 = phi <2 x half> [ zeroinitializer, %19 ], [ %916, %950 ]
  %149 = phi <2 x half> [ zeroinitializer, %19 ], [ %917, %950 ]
  %150 = phi <2 x half> [ zeroinitializer, %19 ], [ %900, %950 ]
  %151 = phi <2 x half> [ zeroinitializer, %19 ], [ %901, %950 ]
  %152 = phi <2 x half> [ zeroinitializer, %19 ], [ %902, %950 ]
  %153 = phi <2 x half> [ zeroinitializer, %19 ], [ %903, %950 ]
  %154 = phi <2 x half> [ zeroinitializer, %19 ], [ %904, %950 ]
  %155 = phi <2 x half> [ zeroinitializer, %19 ], [ %905, %950 ]
  %156 = phi <2 x half> [ zeroinitializer, %19 ], [ %906, %950 ]
  %157 = phi <2 x half> [ zeroinitializer, %19 ], [ %907, %950 ]
  %158 = phi <2 x half> [ zeroinitializer, %19 ], [ %890, %950 ]
  %159 = phi <2 x half> [ zeroinitializer, %19 ], [ %891, %950 ]
  %160 = phi <2 x half> [ zeroinitializer, %19 ], [ %892, %950 ]
  %161 = phi <2 x half> [ zeroinitializer, %19 ], [ %893, %950 ]
  %162 = phi <2 x half> [ zeroinitializer, %19 ], [ %894, %950 ]
  %163 = phi <2 x half> [ zeroinitializer, %19 ], [ %895, %950 ]
  %164 = phi <2 x half> [ zeroinitializer, %19 ], [ %896, %950 ]
  %165 = phi <2 x half> [ zeroinitializer, %19 ], [ %897, %950 ]
  %166 = phi <2 x half> [ zeroinitializer, %19 ], [ %880, %950 ]
  %167 = phi <2 x half> [ zeroinitializer, %19 ], [ %881, %950 ]
  %168 = phi <2 x half> [ zeroinitializer, %19 ], [ %882, %950 ]
  %169 = phi <2 x half> [ zeroinitializer, %19 ], [ %883, %950 ]
  %170 = phi <2 x half> [ zeroinitializer, %19 ], [ %884, %950 ]
  %171 = phi <2 x half> [ zeroinitializer, %19 ], [ %885, %950 ]
  %172 = phi <2 x half> [ zeroinitializer, %19 ], [ %886, %950 ]
  %173 = phi <2 x half> [ zeroinitializer, %19 ], [ %887, %950 ]
  %174 = phi <2 x half> [ zeroinitializer, %19 ], [ %870, %950 ]
  %175 = phi <2 x half> [ zeroinitializer, %19 ], [ %871, %950 ]
  %176 = phi <2 x half> [ zeroinitializer, %19 ], [ %872, %950 ]
  %177 = phi <2 x half> [ zeroinitializer, %19 ], [ %873, %950 ]
  %178 = phi <2 x half> [ zeroinitializer, %19 ], [ %874, %950 ]
  %179 = phi <2 x half> [ zeroinitializer, %19 ], [ %875, %950 ]
  %180 = phi <2 x half> [ zeroinitializer, %19 ], [ %876, %950 ]
  %181 = phi <2 x half> [ zeroinitializer, %19 ], [ %877, %950 ]
  %182 = zext nneg i32 %117 to i64
  %183 = getelementptr half, ptr addrspace(1) %25, i64 %182
  %184 = getelementptr half, ptr addrspace(1) %183, i64 %41
  %185 = load half, ptr addrspace(1) %184, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %185, ptr addrspace(3) %42, align 2, !tbaa !38, !noalias !41
  %186 = getelementptr half, ptr addrspace(1) %183, i64 %47
  %187 = load half, ptr addrspace(1) %186, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %187, ptr addrspace(3) %48, align 2, !tbaa !38, !noalias !41
  %188 = getelementptr half, ptr addrspace(1) %183, i64 %53
  %189 = load half, ptr addrspace(1) %188, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %189, ptr addrspace(3) %54, align 2, !tbaa !38, !noalias !41
  %190 = getelementptr half, ptr addrspace(1) %183, i64 %59
  %191 = load half, ptr addrspace(1) %190, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %191, ptr addrspace(3) %60, align 2, !tbaa !38, !noalias !41
  %192 = getelementptr half, ptr addrspace(1) %183, i64 %65
  %193 = load half, ptr addrspace(1) %192, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %193, ptr addrspace(3) %66, align 2, !tbaa !38, !noalias !41
  %194 = getelementptr half, ptr addrspace(1) %183, i64 %71
  %195 = load half, ptr addrspace(1) %194, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %195, ptr addrspace(3) %72, align 2, !tbaa !38, !noalias !41
  %196 = getelementptr half, ptr addrspace(1) %183, i64 %77
  %197 = load half, ptr addrspace(1) %196, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %197, ptr addrspace(3) %78, align 2, !tbaa !38, !noalias !41
  %198 = getelementptr half, ptr addrspace(1) %183, i64 %83
  %199 = load half, ptr addrspace(1) %198, align 2, !tbaa !38, !alias.scope !31, !noalias !40
  store half %199, ptr addrspace(3) %84, align 2, !tbaa !38, !noalias !41
  %200 = add nuw nsw i32 %27, %117
  %201 = zext nneg i32 %200 to i64
  %202 = mul nsw i64 %201, %29
  %203 = getelementptr half, ptr addrspace(1) %33, i64 %202
  %204 = load half, ptr addrspace(1) %203, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %204, ptr addrspace(3) %85, align 2, !tbaa !38, !noalias !41
  %205 = add nuw nsw i32 %86, %117
  %206 = zext nneg i32 %205 to i64
  %207 = mul nsw i64 %206, %29
  %208 = getelementptr half, ptr addrspace(1) %33, i64 %207
  %209 = load half, ptr addrspace(1) %208, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %209, ptr addrspace(3) %87, align 2, !tbaa !38, !noalias !41
  %210 = add nuw nsw i32 %88, %117
  %211 = zext nneg i32 %210 to i64
  %212 = mul nsw i64 %211, %29
  %213 = getelementptr half, ptr addrspace(1) %33, i64 %212
  %214 = load half, ptr addrspace(1) %213, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %214, ptr addrspace(3) %89, align 2, !tbaa !38, !noalias !41
  %215 = add nuw nsw i32 %90, %117
  %216 = zext nneg i32 %215 to i64
  %217 = mul nsw i64 %216, %29
  %218 = getelementptr half, ptr addrspace(1) %33, i64 %217
  %219 = load half, ptr addrspace(1) %218, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %219, ptr addrspace(3) %91, align 2, !tbaa !38, !noalias !41
  %220 = add nuw nsw i32 %92, %117
  %221 = zext nneg i32 %220 to i64
  %222 = mul nsw i64 %221, %29
  %223 = getelementptr half, ptr addrspace(1) %33, i64 %222
  %224 = load half, ptr addrspace(1) %223, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %224, ptr addrspace(3) %93, align 2, !tbaa !38, !noalias !41
  %225 = add nuw nsw i32 %94, %117
  %226 = zext nneg i32 %225 to i64
  %227 = mul nsw i64 %226, %29
  %228 = getelementptr half, ptr addrspace(1) %33, i64 %227
  %229 = load half, ptr addrspace(1) %228, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %229, ptr addrspace(3) %95, align 2, !tbaa !38, !noalias !41
  %230 = add nuw nsw i32 %96, %117
  %231 = zext nneg i32 %230 to i64
  %232 = mul nsw i64 %231, %29
  %233 = getelementptr half, ptr addrspace(1) %33, i64 %232
  %234 = load half, ptr addrspace(1) %233, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %234, ptr addrspace(3) %97, align 2, !tbaa !38, !noalias !41
  %235 = add nuw nsw i32 %98, %117
  %236 = zext nneg i32 %235 to i64
  %237 = mul nsw i64 %236, %29
  %238 = getelementptr half, ptr addrspace(1) %33, i64 %237
  %239 = load half, ptr addrspace(1) %238, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %239, ptr addrspace(3) %99, align 2, !tbaa !38, !noalias !41
  %240 = add nuw nsw i32 %100, %117
  %241 = zext nneg i32 %240 to i64
  %242 = mul nsw i64 %241, %29
  %243 = getelementptr half, ptr addrspace(1) %33, i64 %242
  %244 = load half, ptr addrspace(1) %243, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %244, ptr addrspace(3) %101, align 2, !tbaa !38, !noalias !41
  %245 = add nuw nsw i32 %102, %117
  %246 = zext nneg i32 %245 to i64
  %247 = mul nsw i64 %246, %29
  %248 = getelementptr half, ptr addrspace(1) %33, i64 %247
  %249 = load half, ptr addrspace(1) %248, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %249, ptr addrspace(3) %103, align 2, !tbaa !38, !noalias !41
  %250 = add nuw nsw i32 %104, %117
  %251 = zext nneg i32 %250 to i64
  %252 = mul nsw i64 %251, %29
  %253 = getelementptr half, ptr addrspace(1) %33, i64 %252
  %254 = load half, ptr addrspace(1) %253, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %254, ptr addrspace(3) %105, align 2, !tbaa !38, !noalias !41
  %255 = add nuw nsw i32 %106, %117
  %256 = zext nneg i32 %255 to i64
  %257 = mul nsw i64 %256, %29
  %258 = getelementptr half, ptr addrspace(1) %33, i64 %257
  %259 = load half, ptr addrspace(1) %258, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %259, ptr addrspace(3) %107, align 2, !tbaa !38, !noalias !41
  %260 = add nuw nsw i32 %108, %117
  %261 = zext nneg i32 %260 to i64
  %262 = mul nsw i64 %261, %29
  %263 = getelementptr half, ptr addrspace(1) %33, i64 %262
  %264 = load half, ptr addrspace(1) %263, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %264, ptr addrspace(3) %109, align 2, !tbaa !38, !noalias !41
  %265 = add nuw nsw i32 %110, %117
  %266 = zext nneg i32 %265 to i64
  %267 = mul nsw i64 %266, %29
  %268 = getelementptr half, ptr addrspace(1) %33, i64 %267
  %269 = load half, ptr addrspace(1) %268, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %269, ptr addrspace(3) %111, align 2, !tbaa !38, !noalias !41
  %270 = add nuw nsw i32 %112, %117
  %271 = zext nneg i32 %270 to i64
  %272 = mul nsw i64 %271, %29
  %273 = getelementptr half, ptr addrspace(1) %33, i64 %272
  %274 = load half, ptr addrspace(1) %273, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %274, ptr addrspace(3) %113, align 2, !tbaa !38, !noalias !41
  %275 = add nuw nsw i32 %114, %117
  %276 = zext nneg i32 %275 to i64
  %277 = mul nsw i64 %276, %29
  %278 = getelementptr half, ptr addrspace(1) %33, i64 %277
  %279 = load half, ptr addrspace(1) %278, align 2, !tbaa !38, !alias.scope !34, !noalias !42
  store half %279, ptr addrspace(3) %115, align 2, !tbaa !38, !noalias !41
  fence syncscope("workgroup") seq_cst, !noalias !41
  tail call void @llvm.amdgcn.s.barrier(), !noalias !41
  br label %657

280:                                              ; preds = %950, %16
  %281 = phi i64 [ %18, %16 ], [ %30, %950 ]
  %282 = phi i64 [ %17, %16 ], [ %29, %950 ]
  %283 = phi <2 x half> [ zeroinitializer, %16 ], [ %940, %950 ]
  %284 = phi <2 x half> [ zeroinitializer, %16 ], [ %941, %950 ]
  %285 = phi <2 x half> [ zeroinitializer, %16 ], [ %942, %950 ]
  %286 = phi <2 x half> [ zeroinitializer, %16 ], [ %943, %950 ]
  %287 = phi <2 x half> [ zeroinitializer, %16 ], [ %944, %950 ]
  %288 = phi <2 x half> [ zeroinitializer, %16 ], [ %945, %950 ]
  %289 = phi <2 x half> [ zeroinitializer, %16 ], [ %946, %950 ]
  %290 = phi <2 x half> [ zeroinitializer, %16 ], [ %947, %950 ]
  %291 = phi <2 x half> [ zeroinitializer, %16 ], [ %930, %950 ]
  %292 = phi <2 x half> [ zeroinitializer, %16 ], [ %931, %950 ]
  %293 = phi <2 x half> [ zeroinitializer, %16 ], [ %932, %950 ]
  %294 = phi <2 x half> [ zeroinitializer, %16 ], [ %933, %950 ]
  %295 = phi <2 x half> [ zeroinitializer, %16 ], [ %934, %950 ]
  %296 = phi <2 x half> [ zeroinitializer, %16 ], [ %935, %950 ]
  %297 = phi <2 x half> [ zeroinitializer, %16 ], [ %936, %950 ]
  %298 = phi <2 x half> [ zeroinitializer, %16 ], [ %937, %950 ]
  %299 = phi <2 x half> [ zeroinitializer, %16 ], [ %920, %950 ]
  %300 = phi <2 x half> [ zeroinitializer, %16 ], [ %921, %950 ]
  %301 = phi <2 x half> [ zeroinitializer, %16 ], [ %922, %950 ]
  %302 = phi <2 x half> [ zeroinitializer, %16 ], [ %923, %950 ]
  %303 = phi <2 x half> [ zeroinitializer, %16 ], [ %924, %950 ]
  %304 = phi <2 x half> [ zeroinitializer, %16 ], [ %925, %950 ]
  %305 = phi <2 x half> [ zeroinitializer, %16 ], [ %926, %950 ]
  %306 = phi <2 x half> [ zeroinitializer, %16 ], [ %927, %950 ]
  %307 = phi <2 x half> [ zeroinitializer, %16 ], [ %910, %950 ]
  %308 = phi <2 x half> [ zeroinitializer, %16 ], [ %911, %950 ]
  %309 = phi <2 x half> [ zeroinitializer, %16 ], [ %912, %950 ]
  %310 = phi <2 x half> [ zeroinitializer, %16 ], [ %913, %950 ]
  %311 = phi <2 x half> [ zeroinitializer, %16 ], [ %914, %950 ]
  %312 = phi <2 x half> [ zeroinitializer, %16 ], [ %915, %950 ]
  %313 = phi <2 x half> [ zeroinitializer, %16 ], [ %916, %950 ]
  %314 = phi <2 x half> [ zeroinitializer, %16 ], [ %917, %950 ]
  %315 = phi <2 x half> [ zeroinitializer, %16 ], [ %900, %950 ]
  %316 = phi <2 x half> [ zeroinitializer, %16 ], [ %901, %950 ]
  %317 = phi <2 x half> [ zeroinitializer, %16 ], [ %902, %950 ]
  %318 = phi <2 x half> [ zeroinitializer, %16 ], [ %903, %950 ]
  %319 = phi <2 x half> [ zeroinitializer, %16 ], [ %904, %950 ]
  %320 = phi <2 x half> [ zeroinitializer, %16 ], [ %905, %950 ]
  %321 = phi <2 x half> [ zeroinitializer, %16 ], [ %906, %950 ]
  %322 = phi <2 x half> [ zeroinitializer, %16 ], [ %907, %950 ]
  %323 = phi <2 x half> [ zeroinitializer, %16 ], [ %890, %950 ]
  %324 = phi <2 x half> [ zeroinitializer, %16 ], [ %891, %950 ]
  %325 = phi <2 x half> [ zeroinitializer, %16 ], [ %892, %950 ]
  %326 = phi <2 x half> [ zeroinitializer, %16 ], [ %893, %950 ]
  %327 = phi <2 x half> [ zeroinitializer, %16 ], [ %894, %950 ]
  %328 = phi <2 x half> [ zeroinitializer, %16 ], [ %895, %950 ]
  %329 = phi <2 x half> [ zeroinitializer, %16 ], [ %896, %950 ]
  %330 = phi <2 x half> [ zeroinitializer, %16 ], [ %897, %950 ]
  %331 = phi <2 x half> [ zeroinitializer, %16 ], [ %880, %950 ]
  %332 = phi <2 x half> [ zeroinitializer, %16 ], [ %881, %950 ]
  %333 = phi <2 x half> [ zeroinitializer, %16 ], [ %882, %950 ]
  %334 = phi <2 x half> [ zeroinitializer, %16 ], [ %883, %950 ]
  %335 = phi <2 x half> [ zeroinitializer, %16 ], [ %884, %950 ]
  %336 = phi <2 x half> [ zeroinitializer, %16 ], [ %885, %950 ]
  %337 = phi <2 x half> [ zeroinitializer, %16 ], [ %886, %950 ]
  %338 = phi <2 x half> [ zeroinitializer, %16 ], [ %887, %950 ]
  %339 = phi <2 x half> [ zeroinitializer, %16 ], [ %870, %950 ]
  %340 = phi <2 x half> [ zeroinitializer, %16 ], [ %871, %950 ]
  %341 = phi <2 x half> [ zeroinitializer, %16 ], [ %872, %950 ]
  %342 = phi <2 x half> [ zeroinitializer, %16 ], [ %873, %950 ]
  %343 = phi <2 x half> [ zeroinitializer, %16 ], [ %874, %950 ]
  %344 = phi <2 x half> [ zeroinitializer, %16 ], [ %875, %950 ]
  %345 = phi <2 x half> [ zeroinitializer, %16 ], [ %876, %950 ]
  %346 = phi <2 x half> [ zeroinitializer, %16 ], [ %877, %950 ]
  %347 = shl nuw nsw i32 %10, 3
  %348 = add i32 %12, %347
  %349 = shl nuw nsw i32 %9, 4
  %350 = getelementptr half, ptr addrspace(1) %7, i64 %281
  %351 = zext nneg i32 %349 to i64
  %352 = sext i32 %348 to i64
  %353 = mul nsw i64 %282, %352
  %354 = getelementptr half, ptr addrspace(1) %350, i64 %353
  %355 = getelementptr half, ptr addrspace(1) %354, i64 %351
  %356 = load <2 x half>, ptr addrspace(1) %355, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %357 = insertelement <2 x half> poison, half %4, i64 0
  %358 = shufflevector <2 x half> %357, <2 x half> poison, <2 x i32> zeroinitializer
  %359 = fmul <2 x half> %358, %356
  %360 = insertelement <2 x half> poison, half %3, i64 0
  %361 = shufflevector <2 x half> %360, <2 x half> poison, <2 x i32> zeroinitializer
  %362 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %339, <2 x half> %359)
  store <2 x half> %362, ptr addrspace(1) %355, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %363 = or disjoint i32 %349, 2
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr half, ptr addrspace(1) %354, i64 %364
  %366 = load <2 x half>, ptr addrspace(1) %365, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %367 = fmul <2 x half> %358, %366
  %368 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %340, <2 x half> %367)
  store <2 x half> %368, ptr addrspace(1) %365, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %369 = or disjoint i32 %349, 4
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr half, ptr addrspace(1) %354, i64 %370
  %372 = load <2 x half>, ptr addrspace(1) %371, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %373 = fmul <2 x half> %358, %372
  %374 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %341, <2 x half> %373)
  store <2 x half> %374, ptr addrspace(1) %371, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %375 = or disjoint i32 %349, 6
  %376 = zext nneg i32 %375 to i64
  %377 = getelementptr half, ptr addrspace(1) %354, i64 %376
  %378 = load <2 x half>, ptr addrspace(1) %377, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %379 = fmul <2 x half> %358, %378
  %380 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %342, <2 x half> %379)
  store <2 x half> %380, ptr addrspace(1) %377, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %381 = or disjoint i32 %349, 8
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr half, ptr addrspace(1) %354, i64 %382
  %384 = load <2 x half>, ptr addrspace(1) %383, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %385 = fmul <2 x half> %358, %384
  %386 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %343, <2 x half> %385)
  store <2 x half> %386, ptr addrspace(1) %383, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %387 = or disjoint i32 %349, 10
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr half, ptr addrspace(1) %354, i64 %388
  %390 = load <2 x half>, ptr addrspace(1) %389, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %391 = fmul <2 x half> %358, %390
  %392 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %344, <2 x half> %391)
  store <2 x half> %392, ptr addrspace(1) %389, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %393 = or disjoint i32 %349, 12
  %394 = zext nneg i32 %393 to i64
  %395 = getelementptr half, ptr addrspace(1) %354, i64 %394
  %396 = load <2 x half>, ptr addrspace(1) %395, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %397 = fmul <2 x half> %358, %396
  %398 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %345, <2 x half> %397)
  store <2 x half> %398, ptr addrspace(1) %395, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %399 = or disjoint i32 %349, 14
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr half, ptr addrspace(1) %354, i64 %400
  %402 = load <2 x half>, ptr addrspace(1) %401, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %403 = fmul <2 x half> %358, %402
  %404 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %346, <2 x half> %403)
  store <2 x half> %404, ptr addrspace(1) %401, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %405 = or disjoint i32 %348, 1
  %406 = sext i32 %405 to i64
  %407 = mul nsw i64 %282, %406
  %408 = getelementptr half, ptr addrspace(1) %350, i64 %407
  %409 = getelementptr half, ptr addrspace(1) %408, i64 %351
  %410 = load <2 x half>, ptr addrspace(1) %409, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %411 = fmul <2 x half> %358, %410
  %412 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %331, <2 x half> %411)
  store <2 x half> %412, ptr addrspace(1) %409, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %413 = getelementptr half, ptr addrspace(1) %408, i64 %364
  %414 = load <2 x half>, ptr addrspace(1) %413, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %415 = fmul <2 x half> %358, %414
  %416 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %332, <2 x half> %415)
  store <2 x half> %416, ptr addrspace(1) %413, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %417 = getelementptr half, ptr addrspace(1) %408, i64 %370
  %418 = load <2 x half>, ptr addrspace(1) %417, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %419 = fmul <2 x half> %358, %418
  %420 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %333, <2 x half> %419)
  store <2 x half> %420, ptr addrspace(1) %417, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %421 = getelementptr half, ptr addrspace(1) %408, i64 %376
  %422 = load <2 x half>, ptr addrspace(1) %421, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %423 = fmul <2 x half> %358, %422
  %424 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %334, <2 x half> %423)
  store <2 x half> %424, ptr addrspace(1) %421, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %425 = getelementptr half, ptr addrspace(1) %408, i64 %382
  %426 = load <2 x half>, ptr addrspace(1) %425, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %427 = fmul <2 x half> %358, %426
  %428 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %335, <2 x half> %427)
  store <2 x half> %428, ptr addrspace(1) %425, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %429 = getelementptr half, ptr addrspace(1) %408, i64 %388
  %430 = load <2 x half>, ptr addrspace(1) %429, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %431 = fmul <2 x half> %358, %430
  %432 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %336, <2 x half> %431)
  store <2 x half> %432, ptr addrspace(1) %429, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %433 = getelementptr half, ptr addrspace(1) %408, i64 %394
  %434 = load <2 x half>, ptr addrspace(1) %433, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %435 = fmul <2 x half> %358, %434
  %436 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %337, <2 x half> %435)
  store <2 x half> %436, ptr addrspace(1) %433, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %437 = getelementptr half, ptr addrspace(1) %408, i64 %400
  %438 = load <2 x half>, ptr addrspace(1) %437, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %439 = fmul <2 x half> %358, %438
  %440 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %338, <2 x half> %439)
  store <2 x half> %440, ptr addrspace(1) %437, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %441 = or disjoint i32 %348, 2
  %442 = sext i32 %441 to i64
  %443 = mul nsw i64 %282, %442
  %444 = getelementptr half, ptr addrspace(1) %350, i64 %443
  %445 = getelementptr half, ptr addrspace(1) %444, i64 %351
  %446 = load <2 x half>, ptr addrspace(1) %445, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %447 = fmul <2 x half> %358, %446
  %448 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %323, <2 x half> %447)
  store <2 x half> %448, ptr addrspace(1) %445, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %449 = getelementptr half, ptr addrspace(1) %444, i64 %364
  %450 = load <2 x half>, ptr addrspace(1) %449, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %451 = fmul <2 x half> %358, %450
  %452 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %324, <2 x half> %451)
  store <2 x half> %452, ptr addrspace(1) %449, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %453 = getelementptr half, ptr addrspace(1) %444, i64 %370
  %454 = load <2 x half>, ptr addrspace(1) %453, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %455 = fmul <2 x half> %358, %454
  %456 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %325, <2 x half> %455)
  store <2 x half> %456, ptr addrspace(1) %453, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %457 = getelementptr half, ptr addrspace(1) %444, i64 %376
  %458 = load <2 x half>, ptr addrspace(1) %457, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %459 = fmul <2 x half> %358, %458
  %460 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %326, <2 x half> %459)
  store <2 x half> %460, ptr addrspace(1) %457, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %461 = getelementptr half, ptr addrspace(1) %444, i64 %382
  %462 = load <2 x half>, ptr addrspace(1) %461, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %463 = fmul <2 x half> %358, %462
  %464 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %327, <2 x half> %463)
  store <2 x half> %464, ptr addrspace(1) %461, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %465 = getelementptr half, ptr addrspace(1) %444, i64 %388
  %466 = load <2 x half>, ptr addrspace(1) %465, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %467 = fmul <2 x half> %358, %466
  %468 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %328, <2 x half> %467)
  store <2 x half> %468, ptr addrspace(1) %465, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %469 = getelementptr half, ptr addrspace(1) %444, i64 %394
  %470 = load <2 x half>, ptr addrspace(1) %469, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %471 = fmul <2 x half> %358, %470
  %472 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %329, <2 x half> %471)
  store <2 x half> %472, ptr addrspace(1) %469, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %473 = getelementptr half, ptr addrspace(1) %444, i64 %400
  %474 = load <2 x half>, ptr addrspace(1) %473, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %475 = fmul <2 x half> %358, %474
  %476 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %330, <2 x half> %475)
  store <2 x half> %476, ptr addrspace(1) %473, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %477 = or disjoint i32 %348, 3
  %478 = sext i32 %477 to i64
  %479 = mul nsw i64 %282, %478
  %480 = getelementptr half, ptr addrspace(1) %350, i64 %479
  %481 = getelementptr half, ptr addrspace(1) %480, i64 %351
  %482 = load <2 x half>, ptr addrspace(1) %481, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %483 = fmul <2 x half> %358, %482
  %484 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %315, <2 x half> %483)
  store <2 x half> %484, ptr addrspace(1) %481, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %485 = getelementptr half, ptr addrspace(1) %480, i64 %364
  %486 = load <2 x half>, ptr addrspace(1) %485, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %487 = fmul <2 x half> %358, %486
  %488 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %316, <2 x half> %487)
  store <2 x half> %488, ptr addrspace(1) %485, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %489 = getelementptr half, ptr addrspace(1) %480, i64 %370
  %490 = load <2 x half>, ptr addrspace(1) %489, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %491 = fmul <2 x half> %358, %490
  %492 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %317, <2 x half> %491)
  store <2 x half> %492, ptr addrspace(1) %489, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %493 = getelementptr half, ptr addrspace(1) %480, i64 %376
  %494 = load <2 x half>, ptr addrspace(1) %493, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %495 = fmul <2 x half> %358, %494
  %496 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %318, <2 x half> %495)
  store <2 x half> %496, ptr addrspace(1) %493, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %497 = getelementptr half, ptr addrspace(1) %480, i64 %382
  %498 = load <2 x half>, ptr addrspace(1) %497, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %499 = fmul <2 x half> %358, %498
  %500 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %319, <2 x half> %499)
  store <2 x half> %500, ptr addrspace(1) %497, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %501 = getelementptr half, ptr addrspace(1) %480, i64 %388
  %502 = load <2 x half>, ptr addrspace(1) %501, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %503 = fmul <2 x half> %358, %502
  %504 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %320, <2 x half> %503)
  store <2 x half> %504, ptr addrspace(1) %501, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %505 = getelementptr half, ptr addrspace(1) %480, i64 %394
  %506 = load <2 x half>, ptr addrspace(1) %505, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %507 = fmul <2 x half> %358, %506
  %508 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %321, <2 x half> %507)
  store <2 x half> %508, ptr addrspace(1) %505, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %509 = getelementptr half, ptr addrspace(1) %480, i64 %400
  %510 = load <2 x half>, ptr addrspace(1) %509, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %511 = fmul <2 x half> %358, %510
  %512 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %322, <2 x half> %511)
  store <2 x half> %512, ptr addrspace(1) %509, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %513 = or disjoint i32 %348, 4
  %514 = sext i32 %513 to i64
  %515 = mul nsw i64 %282, %514
  %516 = getelementptr half, ptr addrspace(1) %350, i64 %515
  %517 = getelementptr half, ptr addrspace(1) %516, i64 %351
  %518 = load <2 x half>, ptr addrspace(1) %517, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %519 = fmul <2 x half> %358, %518
  %520 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %307, <2 x half> %519)
  store <2 x half> %520, ptr addrspace(1) %517, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %521 = getelementptr half, ptr addrspace(1) %516, i64 %364
  %522 = load <2 x half>, ptr addrspace(1) %521, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %523 = fmul <2 x half> %358, %522
  %524 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %308, <2 x half> %523)
  store <2 x half> %524, ptr addrspace(1) %521, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %525 = getelementptr half, ptr addrspace(1) %516, i64 %370
  %526 = load <2 x half>, ptr addrspace(1) %525, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %527 = fmul <2 x half> %358, %526
  %528 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %309, <2 x half> %527)
  store <2 x half> %528, ptr addrspace(1) %525, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %529 = getelementptr half, ptr addrspace(1) %516, i64 %376
  %530 = load <2 x half>, ptr addrspace(1) %529, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %531 = fmul <2 x half> %358, %530
  %532 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %310, <2 x half> %531)
  store <2 x half> %532, ptr addrspace(1) %529, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %533 = getelementptr half, ptr addrspace(1) %516, i64 %382
  %534 = load <2 x half>, ptr addrspace(1) %533, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %535 = fmul <2 x half> %358, %534
  %536 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %311, <2 x half> %535)
  store <2 x half> %536, ptr addrspace(1) %533, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %537 = getelementptr half, ptr addrspace(1) %516, i64 %388
  %538 = load <2 x half>, ptr addrspace(1) %537, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %539 = fmul <2 x half> %358, %538
  %540 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %312, <2 x half> %539)
  store <2 x half> %540, ptr addrspace(1) %537, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %541 = getelementptr half, ptr addrspace(1) %516, i64 %394
  %542 = load <2 x half>, ptr addrspace(1) %541, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %543 = fmul <2 x half> %358, %542
  %544 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %313, <2 x half> %543)
  store <2 x half> %544, ptr addrspace(1) %541, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %545 = getelementptr half, ptr addrspace(1) %516, i64 %400
  %546 = load <2 x half>, ptr addrspace(1) %545, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %547 = fmul <2 x half> %358, %546
  %548 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %314, <2 x half> %547)
  store <2 x half> %548, ptr addrspace(1) %545, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %549 = or disjoint i32 %348, 5
  %550 = sext i32 %549 to i64
  %551 = mul nsw i64 %282, %550
  %552 = getelementptr half, ptr addrspace(1) %350, i64 %551
  %553 = getelementptr half, ptr addrspace(1) %552, i64 %351
  %554 = load <2 x half>, ptr addrspace(1) %553, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %555 = fmul <2 x half> %358, %554
  %556 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %299, <2 x half> %555)
  store <2 x half> %556, ptr addrspace(1) %553, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %557 = getelementptr half, ptr addrspace(1) %552, i64 %364
  %558 = load <2 x half>, ptr addrspace(1) %557, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %559 = fmul <2 x half> %358, %558
  %560 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %300, <2 x half> %559)
  store <2 x half> %560, ptr addrspace(1) %557, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %561 = getelementptr half, ptr addrspace(1) %552, i64 %370
  %562 = load <2 x half>, ptr addrspace(1) %561, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %563 = fmul <2 x half> %358, %562
  %564 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %301, <2 x half> %563)
  store <2 x half> %564, ptr addrspace(1) %561, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %565 = getelementptr half, ptr addrspace(1) %552, i64 %376
  %566 = load <2 x half>, ptr addrspace(1) %565, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %567 = fmul <2 x half> %358, %566
  %568 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %302, <2 x half> %567)
  store <2 x half> %568, ptr addrspace(1) %565, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %569 = getelementptr half, ptr addrspace(1) %552, i64 %382
  %570 = load <2 x half>, ptr addrspace(1) %569, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %571 = fmul <2 x half> %358, %570
  %572 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %303, <2 x half> %571)
  store <2 x half> %572, ptr addrspace(1) %569, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %573 = getelementptr half, ptr addrspace(1) %552, i64 %388
  %574 = load <2 x half>, ptr addrspace(1) %573, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %575 = fmul <2 x half> %358, %574
  %576 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %304, <2 x half> %575)
  store <2 x half> %576, ptr addrspace(1) %573, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %577 = getelementptr half, ptr addrspace(1) %552, i64 %394
  %578 = load <2 x half>, ptr addrspace(1) %577, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %579 = fmul <2 x half> %358, %578
  %580 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %305, <2 x half> %579)
  store <2 x half> %580, ptr addrspace(1) %577, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %581 = getelementptr half, ptr addrspace(1) %552, i64 %400
  %582 = load <2 x half>, ptr addrspace(1) %581, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %583 = fmul <2 x half> %358, %582
  %584 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %306, <2 x half> %583)
  store <2 x half> %584, ptr addrspace(1) %581, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %585 = or disjoint i32 %348, 6
  %586 = sext i32 %585 to i64
  %587 = mul nsw i64 %282, %586
  %588 = getelementptr half, ptr addrspace(1) %350, i64 %587
  %589 = getelementptr half, ptr addrspace(1) %588, i64 %351
  %590 = load <2 x half>, ptr addrspace(1) %589, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %591 = fmul <2 x half> %358, %590
  %592 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %291, <2 x half> %591)
  store <2 x half> %592, ptr addrspace(1) %589, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %593 = getelementptr half, ptr addrspace(1) %588, i64 %364
  %594 = load <2 x half>, ptr addrspace(1) %593, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %595 = fmul <2 x half> %358, %594
  %596 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %292, <2 x half> %595)
  store <2 x half> %596, ptr addrspace(1) %593, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %597 = getelementptr half, ptr addrspace(1) %588, i64 %370
  %598 = load <2 x half>, ptr addrspace(1) %597, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %599 = fmul <2 x half> %358, %598
  %600 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %293, <2 x half> %599)
  store <2 x half> %600, ptr addrspace(1) %597, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %601 = getelementptr half, ptr addrspace(1) %588, i64 %376
  %602 = load <2 x half>, ptr addrspace(1) %601, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %603 = fmul <2 x half> %358, %602
  %604 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %294, <2 x half> %603)
  store <2 x half> %604, ptr addrspace(1) %601, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %605 = getelementptr half, ptr addrspace(1) %588, i64 %382
  %606 = load <2 x half>, ptr addrspace(1) %605, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %607 = fmul <2 x half> %358, %606
  %608 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %295, <2 x half> %607)
  store <2 x half> %608, ptr addrspace(1) %605, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %609 = getelementptr half, ptr addrspace(1) %588, i64 %388
  %610 = load <2 x half>, ptr addrspace(1) %609, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %611 = fmul <2 x half> %358, %610
  %612 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %296, <2 x half> %611)
  store <2 x half> %612, ptr addrspace(1) %609, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %613 = getelementptr half, ptr addrspace(1) %588, i64 %394
  %614 = load <2 x half>, ptr addrspace(1) %613, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %615 = fmul <2 x half> %358, %614
  %616 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %297, <2 x half> %615)
  store <2 x half> %616, ptr addrspace(1) %613, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %617 = getelementptr half, ptr addrspace(1) %588, i64 %400
  %618 = load <2 x half>, ptr addrspace(1) %617, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %619 = fmul <2 x half> %358, %618
  %620 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %298, <2 x half> %619)
  store <2 x half> %620, ptr addrspace(1) %617, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %621 = or disjoint i32 %348, 7
  %622 = sext i32 %621 to i64
  %623 = mul nsw i64 %282, %622
  %624 = getelementptr half, ptr addrspace(1) %350, i64 %623
  %625 = getelementptr half, ptr addrspace(1) %624, i64 %351
  %626 = load <2 x half>, ptr addrspace(1) %625, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %627 = fmul <2 x half> %358, %626
  %628 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %283, <2 x half> %627)
  store <2 x half> %628, ptr addrspace(1) %625, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %629 = getelementptr half, ptr addrspace(1) %624, i64 %364
  %630 = load <2 x half>, ptr addrspace(1) %629, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %631 = fmul <2 x half> %358, %630
  %632 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %284, <2 x half> %631)
  store <2 x half> %632, ptr addrspace(1) %629, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %633 = getelementptr half, ptr addrspace(1) %624, i64 %370
  %634 = load <2 x half>, ptr addrspace(1) %633, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %635 = fmul <2 x half> %358, %634
  %636 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %285, <2 x half> %635)
  store <2 x half> %636, ptr addrspace(1) %633, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %637 = getelementptr half, ptr addrspace(1) %624, i64 %376
  %638 = load <2 x half>, ptr addrspace(1) %637, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %639 = fmul <2 x half> %358, %638
  %640 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %286, <2 x half> %639)
  store <2 x half> %640, ptr addrspace(1) %637, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %641 = getelementptr half, ptr addrspace(1) %624, i64 %382
  %642 = load <2 x half>, ptr addrspace(1) %641, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %643 = fmul <2 x half> %358, %642
  %644 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %287, <2 x half> %643)
  store <2 x half> %644, ptr addrspace(1) %641, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %645 = getelementptr half, ptr addrspace(1) %624, i64 %388
  %646 = load <2 x half>, ptr addrspace(1) %645, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %647 = fmul <2 x half> %358, %646
  %648 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %288, <2 x half> %647)
  store <2 x half> %648, ptr addrspace(1) %645, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %649 = getelementptr half, ptr addrspace(1) %624, i64 %394
  %650 = load <2 x half>, ptr addrspace(1) %649, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %651 = fmul <2 x half> %358, %650
  %652 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %289, <2 x half> %651)
  store <2 x half> %652, ptr addrspace(1) %649, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %653 = getelementptr half, ptr addrspace(1) %624, i64 %400
  %654 = load <2 x half>, ptr addrspace(1) %653, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  %655 = fmul <2 x half> %358, %654
  %656 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %361, <2 x half> %290, <2 x half> %655)
  store <2 x half> %656, ptr addrspace(1) %653, align 2, !tbaa !38, !alias.scope !36, !noalias !43
  ret void

657:                                              ; preds = %657, %116
  %658 = phi i32 [ 0, %116 ], [ %948, %657 ]
  %659 = phi <2 x half> [ %118, %116 ], [ %940, %657 ]
  %660 = phi <2 x half> [ %119, %116 ], [ %941, %657 ]
  %661 = phi <2 x half> [ %120, %116 ], [ %942, %657 ]
  %662 = phi <2 x half> [ %121, %116 ], [ %943, %657 ]
  %663 = phi <2 x half> [ %122, %116 ], [ %944, %657 ]
  %664 = phi <2 x half> [ %123, %116 ], [ %945, %657 ]
  %665 = phi <2 x half> [ %124, %116 ], [ %946, %657 ]
  %666 = phi <2 x half> [ %125, %116 ], [ %947, %657 ]
  %667 = phi <2 x half> [ %126, %116 ], [ %930, %657 ]
  %668 = phi <2 x half> [ %127, %116 ], [ %931, %657 ]
  %669 = phi <2 x half> [ %128, %116 ], [ %932, %657 ]
  %670 = phi <2 x half> [ %129, %116 ], [ %933, %657 ]
  %671 = phi <2 x half> [ %130, %116 ], [ %934, %657 ]
  %672 = phi <2 x half> [ %131, %116 ], [ %935, %657 ]
  %673 = phi <2 x half> [ %132, %116 ], [ %936, %657 ]
  %674 = phi <2 x half> [ %133, %116 ], [ %937, %657 ]
  %675 = phi <2 x half> [ %134, %116 ], [ %920, %657 ]
  %676 = phi <2 x half> [ %135, %116 ], [ %921, %657 ]
  %677 = phi <2 x half> [ %136, %116 ], [ %922, %657 ]
  %678 = phi <2 x half> [ %137, %116 ], [ %923, %657 ]
  %679 = phi <2 x half> [ %138, %116 ], [ %924, %657 ]
  %680 = phi <2 x half> [ %139, %116 ], [ %925, %657 ]
  %681 = phi <2 x half> [ %140, %116 ], [ %926, %657 ]
  %682 = phi <2 x half> [ %141, %116 ], [ %927, %657 ]
  %683 = phi <2 x half> [ %142, %116 ], [ %910, %657 ]
  %684 = phi <2 x half> [ %143, %116 ], [ %911, %657 ]
  %685 = phi <2 x half> [ %144, %116 ], [ %912, %657 ]
  %686 = phi <2 x half> [ %145, %116 ], [ %913, %657 ]
  %687 = phi <2 x half> [ %146, %116 ], [ %914, %657 ]
  %688 = phi <2 x half> [ %147, %116 ], [ %915, %657 ]
  %689 = phi <2 x half> [ %148, %116 ], [ %916, %657 ]
  %690 = phi <2 x half> [ %149, %116 ], [ %917, %657 ]
  %691 = phi <2 x half> [ %150, %116 ], [ %900, %657 ]
  %692 = phi <2 x half> [ %151, %116 ], [ %901, %657 ]
  %693 = phi <2 x half> [ %152, %116 ], [ %902, %657 ]
  %694 = phi <2 x half> [ %153, %116 ], [ %903, %657 ]
  %695 = phi <2 x half> [ %154, %116 ], [ %904, %657 ]
  %696 = phi <2 x half> [ %155, %116 ], [ %905, %657 ]
  %697 = phi <2 x half> [ %156, %116 ], [ %906, %657 ]
  %698 = phi <2 x half> [ %157, %116 ], [ %907, %657 ]
  %699 = phi <2 x half> [ %158, %116 ], [ %890, %657 ]
  %700 = phi <2 x half> [ %159, %116 ], [ %891, %657 ]
  %701 = phi <2 x half> [ %160, %116 ], [ %892, %657 ]
  %702 = phi <2 x half> [ %161, %116 ], [ %893, %657 ]
  %703 = phi <2 x half> [ %162, %116 ], [ %894, %657 ]
  %704 = phi <2 x half> [ %163, %116 ], [ %895, %657 ]
  %705 = phi <2 x half> [ %164, %116 ], [ %896, %657 ]
  %706 = phi <2 x half> [ %165, %116 ], [ %897, %657 ]
  %707 = phi <2 x half> [ %166, %116 ], [ %880, %657 ]
  %708 = phi <2 x half> [ %167, %116 ], [ %881, %657 ]
  %709 = phi <2 x half> [ %168, %116 ], [ %882, %657 ]
  %710 = phi <2 x half> [ %169, %116 ], [ %883, %657 ]
  %711 = phi <2 x half> [ %170, %116 ], [ %884, %657 ]
  %712 = phi <2 x half> [ %171, %116 ], [ %885, %657 ]
  %713 = phi <2 x half> [ %172, %116 ], [ %886, %657 ]
  %714 = phi <2 x half> [ %173, %116 ], [ %887, %657 ]
  %715 = phi <2 x half> [ %174, %116 ], [ %870, %657 ]
  %716 = phi <2 x half> [ %175, %116 ], [ %871, %657 ]
  %717 = phi <2 x half> [ %176, %116 ], [ %872, %657 ]
  %718 = phi <2 x half> [ %177, %116 ], [ %873, %657 ]
  %719 = phi <2 x half> [ %178, %116 ], [ %874, %657 ]
  %720 = phi <2 x half> [ %179, %116 ], [ %875, %657 ]
  %721 = phi <2 x half> [ %180, %116 ], [ %876, %657 ]
  %722 = phi <2 x half> [ %181, %116 ], [ %877, %657 ]
  %723 = getelementptr inbounds nuw [128 x half], ptr addrspace(3) %35, i32 %658
  %724 = load half, ptr addrspace(3) %723, align 2, !tbaa !38, !noalias !41
  %725 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 2
  %726 = load half, ptr addrspace(3) %725, align 2, !tbaa !38, !noalias !41
  %727 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 4
  %728 = load half, ptr addrspace(3) %727, align 2, !tbaa !38, !noalias !41
  %729 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 6
  %730 = load half, ptr addrspace(3) %729, align 2, !tbaa !38, !noalias !41
  %731 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 8
  %732 = load half, ptr addrspace(3) %731, align 2, !tbaa !38, !noalias !41
  %733 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 10
  %734 = load half, ptr addrspace(3) %733, align 2, !tbaa !38, !noalias !41
  %735 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 12
  %736 = load half, ptr addrspace(3) %735, align 2, !tbaa !38, !noalias !41
  %737 = getelementptr inbounds nuw i8, ptr addrspace(3) %723, i32 14
  %738 = load half, ptr addrspace(3) %737, align 2, !tbaa !38, !noalias !41
  %739 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %37, i32 %658
  %740 = load <2 x half>, ptr addrspace(3) %739, align 2, !tbaa !38, !noalias !41
  %741 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 4
  %742 = load <2 x half>, ptr addrspace(3) %741, align 2, !tbaa !38, !noalias !41
  %743 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 8
  %744 = load <2 x half>, ptr addrspace(3) %743, align 2, !tbaa !38, !noalias !41
  %745 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 12
  %746 = load <2 x half>, ptr addrspace(3) %745, align 2, !tbaa !38, !noalias !41
  %747 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 16
  %748 = load <2 x half>, ptr addrspace(3) %747, align 2, !tbaa !38, !noalias !41
  %749 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 20
  %750 = load <2 x half>, ptr addrspace(3) %749, align 2, !tbaa !38, !noalias !41
  %751 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 24
  %752 = load <2 x half>, ptr addrspace(3) %751, align 2, !tbaa !38, !noalias !41
  %753 = getelementptr inbounds nuw i8, ptr addrspace(3) %739, i32 28
  %754 = load <2 x half>, ptr addrspace(3) %753, align 2, !tbaa !38, !noalias !41
  %755 = insertelement <2 x half> poison, half %724, i64 0
  %756 = shufflevector <2 x half> %755, <2 x half> poison, <2 x i32> zeroinitializer
  %757 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %740, <2 x half> %715)
  %758 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %742, <2 x half> %716)
  %759 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %744, <2 x half> %717)
  %760 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %746, <2 x half> %718)
  %761 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %748, <2 x half> %719)
  %762 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %750, <2 x half> %720)
  %763 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %752, <2 x half> %721)
  %764 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %756, <2 x half> %754, <2 x half> %722)
  %765 = insertelement <2 x half> poison, half %726, i64 0
  %766 = shufflevector <2 x half> %765, <2 x half> poison, <2 x i32> zeroinitializer
  %767 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %740, <2 x half> %707)
  %768 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %742, <2 x half> %708)
  %769 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %744, <2 x half> %709)
  %770 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %746, <2 x half> %710)
  %771 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %748, <2 x half> %711)
  %772 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %750, <2 x half> %712)
  %773 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %752, <2 x half> %713)
  %774 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %766, <2 x half> %754, <2 x half> %714)
  %775 = insertelement <2 x half> poison, half %728, i64 0
  %776 = shufflevector <2 x half> %775, <2 x half> poison, <2 x i32> zeroinitializer
  %777 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %740, <2 x half> %699)
  %778 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %742, <2 x half> %700)
  %779 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %744, <2 x half> %701)
  %780 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %746, <2 x half> %702)
  %781 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %748, <2 x half> %703)
  %782 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %750, <2 x half> %704)
  %783 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %752, <2 x half> %705)
  %784 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %776, <2 x half> %754, <2 x half> %706)
  %785 = insertelement <2 x half> poison, half %730, i64 0
  %786 = shufflevector <2 x half> %785, <2 x half> poison, <2 x i32> zeroinitializer
  %787 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %740, <2 x half> %691)
  %788 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %742, <2 x half> %692)
  %789 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %744, <2 x half> %693)
  %790 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %746, <2 x half> %694)
  %791 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %748, <2 x half> %695)
  %792 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %750, <2 x half> %696)
  %793 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %752, <2 x half> %697)
  %794 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %786, <2 x half> %754, <2 x half> %698)
  %795 = insertelement <2 x half> poison, half %732, i64 0
  %796 = shufflevector <2 x half> %795, <2 x half> poison, <2 x i32> zeroinitializer
  %797 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %740, <2 x half> %683)
  %798 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %742, <2 x half> %684)
  %799 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %744, <2 x half> %685)
  %800 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %746, <2 x half> %686)
  %801 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %748, <2 x half> %687)
  %802 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %750, <2 x half> %688)
  %803 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %752, <2 x half> %689)
  %804 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %796, <2 x half> %754, <2 x half> %690)
  %805 = insertelement <2 x half> poison, half %734, i64 0
  %806 = shufflevector <2 x half> %805, <2 x half> poison, <2 x i32> zeroinitializer
  %807 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %740, <2 x half> %675)
  %808 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %742, <2 x half> %676)
  %809 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %744, <2 x half> %677)
  %810 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %746, <2 x half> %678)
  %811 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %748, <2 x half> %679)
  %812 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %750, <2 x half> %680)
  %813 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %752, <2 x half> %681)
  %814 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %806, <2 x half> %754, <2 x half> %682)
  %815 = insertelement <2 x half> poison, half %736, i64 0
  %816 = shufflevector <2 x half> %815, <2 x half> poison, <2 x i32> zeroinitializer
  %817 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %740, <2 x half> %667)
  %818 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %742, <2 x half> %668)
  %819 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %744, <2 x half> %669)
  %820 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %746, <2 x half> %670)
  %821 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %748, <2 x half> %671)
  %822 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %750, <2 x half> %672)
  %823 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %752, <2 x half> %673)
  %824 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %816, <2 x half> %754, <2 x half> %674)
  %825 = insertelement <2 x half> poison, half %738, i64 0
  %826 = shufflevector <2 x half> %825, <2 x half> poison, <2 x i32> zeroinitializer
  %827 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %740, <2 x half> %659)
  %828 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %742, <2 x half> %660)
  %829 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %744, <2 x half> %661)
  %830 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %746, <2 x half> %662)
  %831 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %748, <2 x half> %663)
  %832 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %750, <2 x half> %664)
  %833 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %752, <2 x half> %665)
  %834 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %826, <2 x half> %754, <2 x half> %666)
  %835 = or disjoint i32 %658, 1
  %836 = getelementptr inbounds nuw [128 x half], ptr addrspace(3) %35, i32 %835
  %837 = load half, ptr addrspace(3) %836, align 2, !tbaa !38, !noalias !41
  %838 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 2
  %839 = load half, ptr addrspace(3) %838, align 2, !tbaa !38, !noalias !41
  %840 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 4
  %841 = load half, ptr addrspace(3) %840, align 2, !tbaa !38, !noalias !41
  %842 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 6
  %843 = load half, ptr addrspace(3) %842, align 2, !tbaa !38, !noalias !41
  %844 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 8
  %845 = load half, ptr addrspace(3) %844, align 2, !tbaa !38, !noalias !41
  %846 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 10
  %847 = load half, ptr addrspace(3) %846, align 2, !tbaa !38, !noalias !41
  %848 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 12
  %849 = load half, ptr addrspace(3) %848, align 2, !tbaa !38, !noalias !41
  %850 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 14
  %851 = load half, ptr addrspace(3) %850, align 2, !tbaa !38, !noalias !41
  %852 = getelementptr inbounds nuw [256 x half], ptr addrspace(3) %37, i32 %835
  %853 = load <2 x half>, ptr addrspace(3) %852, align 2, !tbaa !38, !noalias !41
  %854 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 4
  %855 = load <2 x half>, ptr addrspace(3) %854, align 2, !tbaa !38, !noalias !41
  %856 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 8
  %857 = load <2 x half>, ptr addrspace(3) %856, align 2, !tbaa !38, !noalias !41
  %858 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 12
  %859 = load <2 x half>, ptr addrspace(3) %858, align 2, !tbaa !38, !noalias !41
  %860 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 16
  %861 = load <2 x half>, ptr addrspace(3) %860, align 2, !tbaa !38, !noalias !41
  %862 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 20
  %863 = load <2 x half>, ptr addrspace(3) %862, align 2, !tbaa !38, !noalias !41
  %864 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 24
  %865 = load <2 x half>, ptr addrspace(3) %864, align 2, !tbaa !38, !noalias !41
  %866 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 28
  %867 = load <2 x half>, ptr addrspace(3) %866, align 2, !tbaa !38, !noalias !41
  %868 = insertelement <2 x half> poison, half %837, i64 0
  %869 = shufflevector <2 x half> %868, <2 x half> poison, <2 x i32> zeroinitializer
  %870 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %853, <2 x half> %757)
  %871 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %855, <2 x half> %758)
  %872 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %857, <2 x half> %759)
  %873 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %859, <2 x half> %760)
  %874 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %861, <2 x half> %761)
  %875 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %863, <2 x half> %762)
  %876 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %865, <2 x half> %763)
  %877 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %869, <2 x half> %867, <2 x half> %764)
  %878 = insertelement <2 x half> poison, half %839, i64 0
  %879 = shufflevector <2 x half> %878, <2 x half> poison, <2 x i32> zeroinitializer
  %880 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %853, <2 x half> %767)
  %881 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %855, <2 x half> %768)
  %882 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %857, <2 x half> %769)
  %883 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %859, <2 x half> %770)
  %884 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %861, <2 x half> %771)
  %885 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %863, <2 x half> %772)
  %886 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %865, <2 x half> %773)
  %887 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %879, <2 x half> %867, <2 x half> %774)
  %888 = insertelement <2 x half> poison, half %841, i64 0
  %889 = shufflevector <2 x half> %888, <2 x half> poison, <2 x i32> zeroinitializer
  %890 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %853, <2 x half> %777)
  %891 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %855, <2 x half> %778)
  %892 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %857, <2 x half> %779)
  %893 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %859, <2 x half> %780)
  %894 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %861, <2 x half> %781)
  %895 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %863, <2 x half> %782)
  %896 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %865, <2 x half> %783)
  %897 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %889, <2 x half> %867, <2 x half> %784)
  %898 = insertelement <2 x half> poison, half %843, i64 0
  %899 = shufflevector <2 x half> %898, <2 x half> poison, <2 x i32> zeroinitializer
  %900 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %853, <2 x half> %787)
  %901 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %855, <2 x half> %788)
  %902 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %857, <2 x half> %789)
  %903 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %859, <2 x half> %790)
  %904 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %861, <2 x half> %791)
  %905 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %863, <2 x half> %792)
  %906 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %865, <2 x half> %793)
  %907 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %899, <2 x half> %867, <2 x half> %794)
  %908 = insertelement <2 x half> poison, half %845, i64 0
  %909 = shufflevector <2 x half> %908, <2 x half> poison, <2 x i32> zeroinitializer
  %910 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %853, <2 x half> %797)
  %911 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %855, <2 x half> %798)
  %912 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %857, <2 x half> %799)
  %913 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %859, <2 x half> %800)
  %914 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %861, <2 x half> %801)
  %915 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %863, <2 x half> %802)
  %916 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %865, <2 x half> %803)
  %917 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %909, <2 x half> %867, <2 x half> %804)
  %918 = insertelement <2 x half> poison, half %847, i64 0
  %919 = shufflevector <2 x half> %918, <2 x half> poison, <2 x i32> zeroinitializer
  %920 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %853, <2 x half> %807)
  %921 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %855, <2 x half> %808)
  %922 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %857, <2 x half> %809)
  %923 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %859, <2 x half> %810)
  %924 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %861, <2 x half> %811)
  %925 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %863, <2 x half> %812)
  %926 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %865, <2 x half> %813)
  %927 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %919, <2 x half> %867, <2 x half> %814)
  %928 = insertelement <2 x half> poison, half %849, i64 0
  %929 = shufflevector <2 x half> %928, <2 x half> poison, <2 x i32> zeroinitializer
  %930 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %853, <2 x half> %817)
  %931 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %855, <2 x half> %818)
  %932 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %857, <2 x half> %819)
  %933 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %859, <2 x half> %820)
  %934 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %861, <2 x half> %821)
  %935 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %863, <2 x half> %822)
  %936 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %865, <2 x half> %823)
  %937 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %929, <2 x half> %867, <2 x half> %824)
  %938 = insertelement <2 x half> poison, half %851, i64 0
  %939 = shufflevector <2 x half> %938, <2 x half> poison, <2 x i32> zeroinitializer
  %940 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %853, <2 x half> %827)
  %941 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %855, <2 x half> %828)
  %942 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %857, <2 x half> %829)
  %943 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %859, <2 x half> %830)
  %944 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %861, <2 x half> %831)
  %945 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %863, <2 x half> %832)
  %946 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %865, <2 x half> %833)
  %947 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %939, <2 x half> %867, <2 x half> %834)
  %948 = add nuw nsw i32 %658, 2
  %949 = icmp eq i32 %948, 16
  br i1 %949, label %950, label %657, !llvm.loop !44

950:                                              ; preds = %657
  fence syncscope("workgroup") seq_cst, !noalias !41
  tail call void @llvm.amdgcn.s.barrier(), !noalias !41
  %951 = add nuw nsw i32 %117, 16
  %952 = icmp slt i32 %951, %2
  br i1 %952, label %116, label %280
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #1

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="256,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{i32 3, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"int", !"int", !"int", !"float", !"float", !"float*", !"float*", !"float*"}
!13 = !{!"", !"", !"", !"", !"", !"restrict const", !"restrict const", !"restrict"}
!14 = !{i32 16, i32 16, i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_sgemm_rt_4x16: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_sgemm_rt_4x16"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_sgemm_rt_4x16: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"__clang_ocl_kern_imp_sgemm_rt_4x16: argument 2"}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = !{!19, !21}
!25 = !{!16, !19, !21}
!26 = !{!16, !21}
!27 = !{!16, !19}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{!"int", !"int", !"int", !"half", !"half", !"half*", !"half*", !"half*"}
!31 = !{!32}
!32 = distinct !{!32, !33, !"__clang_ocl_kern_imp_hgemm_rt_8x16: argument 0"}
!33 = distinct !{!33, !"__clang_ocl_kern_imp_hgemm_rt_8x16"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"__clang_ocl_kern_imp_hgemm_rt_8x16: argument 1"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"__clang_ocl_kern_imp_hgemm_rt_8x16: argument 2"}
!38 = !{!39, !39, i64 0}
!39 = !{!"half", !8, i64 0}
!40 = !{!35, !37}
!41 = !{!32, !35, !37}
!42 = !{!32, !37}
!43 = !{!32, !35}
!44 = distinct !{!44, !29}
