; ModuleID = sgemm_tile8x8 from build/corpus/gfx1100/ir/sgemm_tiles.ll (llvm-extract -func sgemm_tile8x8)
source_filename = "opencl/sgemm_tiles.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@sgemm_tile8x8.As = external hidden unnamed_addr addrspace(3) global [16 x [68 x float]], align 4
@sgemm_tile8x8.Bs = external hidden unnamed_addr addrspace(3) global [16 x [64 x float]], align 4

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @sgemm_tile8x8(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float noundef %4, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %5, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %6, ptr addrspace(1) noalias noundef align 4 captures(none) %7) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = zext nneg i32 %9 to i64
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 6
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %15 = shl nuw nsw i32 %9, 3
  %16 = and i32 %15, 56
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %8
  %19 = sext i32 %1 to i64
  br label %344

20:                                               ; preds = %8
  %21 = zext i32 %14 to i64
  %22 = and i32 %9, 1016
  %23 = and i64 %10, 15
  %24 = zext nneg i32 %2 to i64
  %25 = getelementptr float, ptr addrspace(1) %5, i64 %23
  %26 = trunc nuw nsw i64 %23 to i32
  %27 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @sgemm_tile8x8.As, i32 %26
  %28 = and i64 %10, 63
  %29 = sext i32 %1 to i64
  %30 = shl nuw nsw i64 %21, 8
  %31 = getelementptr i8, ptr addrspace(1) %6, i64 %30
  %32 = getelementptr float, ptr addrspace(1) %31, i64 %28
  %33 = trunc nuw nsw i64 %28 to i32
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) @sgemm_tile8x8.Bs, i32 %33
  %35 = getelementptr inbounds nuw float, ptr addrspace(3) @sgemm_tile8x8.As, i32 %22
  %36 = getelementptr inbounds nuw float, ptr addrspace(3) @sgemm_tile8x8.Bs, i32 %16
  %37 = lshr i32 %9, 4
  %38 = zext nneg i32 %37 to i64
  %39 = or disjoint i64 %13, %38
  %40 = mul i64 %39, %24
  %41 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %37
  %42 = lshr i32 %9, 6
  %43 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %42
  %44 = add nuw nsw i32 %9, 64
  %45 = lshr i32 %44, 4
  %46 = zext nneg i32 %45 to i64
  %47 = add nuw nsw i64 %13, %46
  %48 = mul i64 %47, %24
  %49 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %45
  %50 = lshr i32 %44, 6
  %51 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %50
  %52 = add nuw nsw i32 %9, 128
  %53 = lshr i32 %52, 4
  %54 = zext nneg i32 %53 to i64
  %55 = add nuw nsw i64 %13, %54
  %56 = mul i64 %55, %24
  %57 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %53
  %58 = lshr i32 %52, 6
  %59 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %58
  %60 = add nuw nsw i32 %9, 192
  %61 = lshr i32 %60, 4
  %62 = zext nneg i32 %61 to i64
  %63 = add nuw nsw i64 %13, %62
  %64 = mul i64 %63, %24
  %65 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %61
  %66 = lshr i32 %60, 6
  %67 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %66
  %68 = add nuw nsw i32 %9, 256
  %69 = lshr i32 %68, 4
  %70 = zext nneg i32 %69 to i64
  %71 = add nuw nsw i64 %13, %70
  %72 = mul i64 %71, %24
  %73 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %69
  %74 = lshr i32 %68, 6
  %75 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %74
  %76 = add nuw nsw i32 %9, 320
  %77 = lshr i32 %76, 4
  %78 = zext nneg i32 %77 to i64
  %79 = add nuw nsw i64 %13, %78
  %80 = mul i64 %79, %24
  %81 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %77
  %82 = lshr i32 %76, 6
  %83 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %82
  %84 = add nuw nsw i32 %9, 384
  %85 = lshr i32 %84, 4
  %86 = zext nneg i32 %85 to i64
  %87 = add nuw nsw i64 %13, %86
  %88 = mul i64 %87, %24
  %89 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %85
  %90 = lshr i32 %84, 6
  %91 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %90
  %92 = add nuw nsw i32 %9, 448
  %93 = lshr i32 %92, 4
  %94 = zext nneg i32 %93 to i64
  %95 = add nuw nsw i64 %13, %94
  %96 = mul i64 %95, %24
  %97 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %93
  %98 = lshr i32 %92, 6
  %99 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %98
  %100 = add nuw nsw i32 %9, 512
  %101 = lshr i32 %100, 4
  %102 = zext nneg i32 %101 to i64
  %103 = add nuw nsw i64 %13, %102
  %104 = mul i64 %103, %24
  %105 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %101
  %106 = lshr i32 %100, 6
  %107 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %106
  %108 = add nuw nsw i32 %9, 576
  %109 = lshr i32 %108, 4
  %110 = zext nneg i32 %109 to i64
  %111 = add nuw nsw i64 %13, %110
  %112 = mul i64 %111, %24
  %113 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %109
  %114 = lshr i32 %108, 6
  %115 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %114
  %116 = add nuw nsw i32 %9, 640
  %117 = lshr i32 %116, 4
  %118 = zext nneg i32 %117 to i64
  %119 = add nuw nsw i64 %13, %118
  %120 = mul i64 %119, %24
  %121 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %117
  %122 = lshr i32 %116, 6
  %123 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %122
  %124 = add nuw nsw i32 %9, 704
  %125 = lshr i32 %124, 4
  %126 = zext nneg i32 %125 to i64
  %127 = add nuw nsw i64 %13, %126
  %128 = mul i64 %127, %24
  %129 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %125
  %130 = lshr i32 %124, 6
  %131 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %130
  %132 = add nuw nsw i32 %9, 768
  %133 = lshr i32 %132, 4
  %134 = zext nneg i32 %133 to i64
  %135 = add nuw nsw i64 %13, %134
  %136 = mul i64 %135, %24
  %137 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %133
  %138 = lshr i32 %132, 6
  %139 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %138
  %140 = add nuw nsw i32 %9, 832
  %141 = lshr i32 %140, 4
  %142 = zext nneg i32 %141 to i64
  %143 = add nuw nsw i64 %13, %142
  %144 = mul i64 %143, %24
  %145 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %141
  %146 = lshr i32 %140, 6
  %147 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %146
  %148 = add nuw nsw i32 %9, 896
  %149 = lshr i32 %148, 4
  %150 = zext nneg i32 %149 to i64
  %151 = add nuw nsw i64 %13, %150
  %152 = mul i64 %151, %24
  %153 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %149
  %154 = lshr i32 %148, 6
  %155 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %154
  %156 = add nuw nsw i32 %9, 960
  %157 = lshr i32 %156, 4
  %158 = zext nneg i32 %157 to i64
  %159 = add nuw nsw i64 %13, %158
  %160 = mul i64 %159, %24
  %161 = getelementptr inbounds nuw float, ptr addrspace(3) %27, i32 %157
  %162 = lshr i32 %156, 6
  %163 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %34, i32 %162
  br label %164

164:                                              ; preds = %1158, %20
  %165 = phi float [ 0.000000e+00, %20 ], [ %1155, %1158 ]
  %166 = phi float [ 0.000000e+00, %20 ], [ %1154, %1158 ]
  %167 = phi float [ 0.000000e+00, %20 ], [ %1153, %1158 ]
  %168 = phi float [ 0.000000e+00, %20 ], [ %1152, %1158 ]
  %169 = phi float [ 0.000000e+00, %20 ], [ %1151, %1158 ]
  %170 = phi float [ 0.000000e+00, %20 ], [ %1150, %1158 ]
  %171 = phi float [ 0.000000e+00, %20 ], [ %1149, %1158 ]
  %172 = phi float [ 0.000000e+00, %20 ], [ %1148, %1158 ]
  %173 = phi float [ 0.000000e+00, %20 ], [ %1147, %1158 ]
  %174 = phi float [ 0.000000e+00, %20 ], [ %1146, %1158 ]
  %175 = phi float [ 0.000000e+00, %20 ], [ %1145, %1158 ]
  %176 = phi float [ 0.000000e+00, %20 ], [ %1144, %1158 ]
  %177 = phi float [ 0.000000e+00, %20 ], [ %1143, %1158 ]
  %178 = phi float [ 0.000000e+00, %20 ], [ %1142, %1158 ]
  %179 = phi float [ 0.000000e+00, %20 ], [ %1141, %1158 ]
  %180 = phi float [ 0.000000e+00, %20 ], [ %1140, %1158 ]
  %181 = phi float [ 0.000000e+00, %20 ], [ %1139, %1158 ]
  %182 = phi float [ 0.000000e+00, %20 ], [ %1138, %1158 ]
  %183 = phi float [ 0.000000e+00, %20 ], [ %1137, %1158 ]
  %184 = phi float [ 0.000000e+00, %20 ], [ %1136, %1158 ]
  %185 = phi float [ 0.000000e+00, %20 ], [ %1135, %1158 ]
  %186 = phi float [ 0.000000e+00, %20 ], [ %1134, %1158 ]
  %187 = phi float [ 0.000000e+00, %20 ], [ %1133, %1158 ]
  %188 = phi float [ 0.000000e+00, %20 ], [ %1132, %1158 ]
  %189 = phi float [ 0.000000e+00, %20 ], [ %1131, %1158 ]
  %190 = phi float [ 0.000000e+00, %20 ], [ %1130, %1158 ]
  %191 = phi float [ 0.000000e+00, %20 ], [ %1129, %1158 ]
  %192 = phi float [ 0.000000e+00, %20 ], [ %1128, %1158 ]
  %193 = phi float [ 0.000000e+00, %20 ], [ %1127, %1158 ]
  %194 = phi float [ 0.000000e+00, %20 ], [ %1126, %1158 ]
  %195 = phi float [ 0.000000e+00, %20 ], [ %1125, %1158 ]
  %196 = phi float [ 0.000000e+00, %20 ], [ %1124, %1158 ]
  %197 = phi float [ 0.000000e+00, %20 ], [ %1123, %1158 ]
  %198 = phi float [ 0.000000e+00, %20 ], [ %1122, %1158 ]
  %199 = phi float [ 0.000000e+00, %20 ], [ %1121, %1158 ]
  %200 = phi float [ 0.000000e+00, %20 ], [ %1120, %1158 ]
  %201 = phi float [ 0.000000e+00, %20 ], [ %1119, %1158 ]
  %202 = phi float [ 0.000000e+00, %20 ], [ %1118, %1158 ]
  %203 = phi float [ 0.000000e+00, %20 ], [ %1117, %1158 ]
  %204 = phi float [ 0.000000e+00, %20 ], [ %1116, %1158 ]
  %205 = phi float [ 0.000000e+00, %20 ], [ %1115, %1158 ]
  %206 = phi float [ 0.000000e+00, %20 ], [ %1114, %1158 ]
  %207 = phi float [ 0.000000e+00, %20 ], [ %1113, %1158 ]
  %208 = phi float [ 0.000000e+00, %20 ], [ %1112, %1158 ]
  %209 = phi float [ 0.000000e+00, %20 ], [ %1111, %1158 ]
  %210 = phi float [ 0.000000e+00, %20 ], [ %1110, %1158 ]
  %211 = phi float [ 0.000000e+00, %20 ], [ %1109, %1158 ]
  %212 = phi float [ 0.000000e+00, %20 ], [ %1108, %1158 ]
  %213 = phi float [ 0.000000e+00, %20 ], [ %1107, %1158 ]
  %214 = phi float [ 0.000000e+00, %20 ], [ %1106, %1158 ]
  %215 = phi float [ 0.000000e+00, %20 ], [ %1105, %1158 ]
  %216 = phi float [ 0.000000e+00, %20 ], [ %1104, %1158 ]
  %217 = phi float [ 0.000000e+00, %20 ], [ %1103, %1158 ]
  %218 = phi float [ 0.000000e+00, %20 ], [ %1102, %1158 ]
  %219 = phi float [ 0.000000e+00, %20 ], [ %1101, %1158 ]
  %220 = phi float [ 0.000000e+00, %20 ], [ %1100, %1158 ]
  %221 = phi float [ 0.000000e+00, %20 ], [ %1099, %1158 ]
  %222 = phi float [ 0.000000e+00, %20 ], [ %1098, %1158 ]
  %223 = phi float [ 0.000000e+00, %20 ], [ %1097, %1158 ]
  %224 = phi float [ 0.000000e+00, %20 ], [ %1096, %1158 ]
  %225 = phi float [ 0.000000e+00, %20 ], [ %1095, %1158 ]
  %226 = phi float [ 0.000000e+00, %20 ], [ %1094, %1158 ]
  %227 = phi float [ 0.000000e+00, %20 ], [ %1093, %1158 ]
  %228 = phi float [ 0.000000e+00, %20 ], [ %1092, %1158 ]
  %229 = phi i32 [ 0, %20 ], [ %1159, %1158 ]
  %230 = zext nneg i32 %229 to i64
  %231 = getelementptr float, ptr addrspace(1) %25, i64 %230
  %232 = getelementptr float, ptr addrspace(1) %231, i64 %40
  %233 = load float, ptr addrspace(1) %232, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %233, ptr addrspace(3) %41, align 4, !tbaa !21, !noalias !24
  %234 = or disjoint i32 %42, %229
  %235 = zext nneg i32 %234 to i64
  %236 = mul nsw i64 %235, %29
  %237 = getelementptr float, ptr addrspace(1) %32, i64 %236
  %238 = load float, ptr addrspace(1) %237, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %238, ptr addrspace(3) %43, align 4, !tbaa !21, !noalias !24
  %239 = getelementptr float, ptr addrspace(1) %231, i64 %48
  %240 = load float, ptr addrspace(1) %239, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %240, ptr addrspace(3) %49, align 4, !tbaa !21, !noalias !24
  %241 = add nuw nsw i32 %50, %229
  %242 = zext nneg i32 %241 to i64
  %243 = mul nsw i64 %242, %29
  %244 = getelementptr float, ptr addrspace(1) %32, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %245, ptr addrspace(3) %51, align 4, !tbaa !21, !noalias !24
  %246 = getelementptr float, ptr addrspace(1) %231, i64 %56
  %247 = load float, ptr addrspace(1) %246, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %247, ptr addrspace(3) %57, align 4, !tbaa !21, !noalias !24
  %248 = add nuw nsw i32 %58, %229
  %249 = zext nneg i32 %248 to i64
  %250 = mul nsw i64 %249, %29
  %251 = getelementptr float, ptr addrspace(1) %32, i64 %250
  %252 = load float, ptr addrspace(1) %251, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %252, ptr addrspace(3) %59, align 4, !tbaa !21, !noalias !24
  %253 = getelementptr float, ptr addrspace(1) %231, i64 %64
  %254 = load float, ptr addrspace(1) %253, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %254, ptr addrspace(3) %65, align 4, !tbaa !21, !noalias !24
  %255 = add nuw nsw i32 %66, %229
  %256 = zext nneg i32 %255 to i64
  %257 = mul nsw i64 %256, %29
  %258 = getelementptr float, ptr addrspace(1) %32, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %259, ptr addrspace(3) %67, align 4, !tbaa !21, !noalias !24
  %260 = getelementptr float, ptr addrspace(1) %231, i64 %72
  %261 = load float, ptr addrspace(1) %260, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %261, ptr addrspace(3) %73, align 4, !tbaa !21, !noalias !24
  %262 = add nuw nsw i32 %74, %229
  %263 = zext nneg i32 %262 to i64
  %264 = mul nsw i64 %263, %29
  %265 = getelementptr float, ptr addrspace(1) %32, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %266, ptr addrspace(3) %75, align 4, !tbaa !21, !noalias !24
  %267 = getelementptr float, ptr addrspace(1) %231, i64 %80
  %268 = load float, ptr addrspace(1) %267, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %268, ptr addrspace(3) %81, align 4, !tbaa !21, !noalias !24
  %269 = add nuw nsw i32 %82, %229
  %270 = zext nneg i32 %269 to i64
  %271 = mul nsw i64 %270, %29
  %272 = getelementptr float, ptr addrspace(1) %32, i64 %271
  %273 = load float, ptr addrspace(1) %272, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %273, ptr addrspace(3) %83, align 4, !tbaa !21, !noalias !24
  %274 = getelementptr float, ptr addrspace(1) %231, i64 %88
  %275 = load float, ptr addrspace(1) %274, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %275, ptr addrspace(3) %89, align 4, !tbaa !21, !noalias !24
  %276 = add nuw nsw i32 %90, %229
  %277 = zext nneg i32 %276 to i64
  %278 = mul nsw i64 %277, %29
  %279 = getelementptr float, ptr addrspace(1) %32, i64 %278
  %280 = load float, ptr addrspace(1) %279, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %280, ptr addrspace(3) %91, align 4, !tbaa !21, !noalias !24
  %281 = getelementptr float, ptr addrspace(1) %231, i64 %96
  %282 = load float, ptr addrspace(1) %281, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %282, ptr addrspace(3) %97, align 4, !tbaa !21, !noalias !24
  %283 = add nuw nsw i32 %98, %229
  %284 = zext nneg i32 %283 to i64
  %285 = mul nsw i64 %284, %29
  %286 = getelementptr float, ptr addrspace(1) %32, i64 %285
  %287 = load float, ptr addrspace(1) %286, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %287, ptr addrspace(3) %99, align 4, !tbaa !21, !noalias !24
  %288 = getelementptr float, ptr addrspace(1) %231, i64 %104
  %289 = load float, ptr addrspace(1) %288, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %289, ptr addrspace(3) %105, align 4, !tbaa !21, !noalias !24
  %290 = add nuw nsw i32 %106, %229
  %291 = zext nneg i32 %290 to i64
  %292 = mul nsw i64 %291, %29
  %293 = getelementptr float, ptr addrspace(1) %32, i64 %292
  %294 = load float, ptr addrspace(1) %293, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %294, ptr addrspace(3) %107, align 4, !tbaa !21, !noalias !24
  %295 = getelementptr float, ptr addrspace(1) %231, i64 %112
  %296 = load float, ptr addrspace(1) %295, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %296, ptr addrspace(3) %113, align 4, !tbaa !21, !noalias !24
  %297 = add nuw nsw i32 %114, %229
  %298 = zext nneg i32 %297 to i64
  %299 = mul nsw i64 %298, %29
  %300 = getelementptr float, ptr addrspace(1) %32, i64 %299
  %301 = load float, ptr addrspace(1) %300, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %301, ptr addrspace(3) %115, align 4, !tbaa !21, !noalias !24
  %302 = getelementptr float, ptr addrspace(1) %231, i64 %120
  %303 = load float, ptr addrspace(1) %302, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %303, ptr addrspace(3) %121, align 4, !tbaa !21, !noalias !24
  %304 = add nuw nsw i32 %122, %229
  %305 = zext nneg i32 %304 to i64
  %306 = mul nsw i64 %305, %29
  %307 = getelementptr float, ptr addrspace(1) %32, i64 %306
  %308 = load float, ptr addrspace(1) %307, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %308, ptr addrspace(3) %123, align 4, !tbaa !21, !noalias !24
  %309 = getelementptr float, ptr addrspace(1) %231, i64 %128
  %310 = load float, ptr addrspace(1) %309, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %310, ptr addrspace(3) %129, align 4, !tbaa !21, !noalias !24
  %311 = add nuw nsw i32 %130, %229
  %312 = zext nneg i32 %311 to i64
  %313 = mul nsw i64 %312, %29
  %314 = getelementptr float, ptr addrspace(1) %32, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %315, ptr addrspace(3) %131, align 4, !tbaa !21, !noalias !24
  %316 = getelementptr float, ptr addrspace(1) %231, i64 %136
  %317 = load float, ptr addrspace(1) %316, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %317, ptr addrspace(3) %137, align 4, !tbaa !21, !noalias !24
  %318 = add nuw nsw i32 %138, %229
  %319 = zext nneg i32 %318 to i64
  %320 = mul nsw i64 %319, %29
  %321 = getelementptr float, ptr addrspace(1) %32, i64 %320
  %322 = load float, ptr addrspace(1) %321, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %322, ptr addrspace(3) %139, align 4, !tbaa !21, !noalias !24
  %323 = getelementptr float, ptr addrspace(1) %231, i64 %144
  %324 = load float, ptr addrspace(1) %323, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %324, ptr addrspace(3) %145, align 4, !tbaa !21, !noalias !24
  %325 = add nuw nsw i32 %146, %229
  %326 = zext nneg i32 %325 to i64
  %327 = mul nsw i64 %326, %29
  %328 = getelementptr float, ptr addrspace(1) %32, i64 %327
  %329 = load float, ptr addrspace(1) %328, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %329, ptr addrspace(3) %147, align 4, !tbaa !21, !noalias !24
  %330 = getelementptr float, ptr addrspace(1) %231, i64 %152
  %331 = load float, ptr addrspace(1) %330, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %331, ptr addrspace(3) %153, align 4, !tbaa !21, !noalias !24
  %332 = add nuw nsw i32 %154, %229
  %333 = zext nneg i32 %332 to i64
  %334 = mul nsw i64 %333, %29
  %335 = getelementptr float, ptr addrspace(1) %32, i64 %334
  %336 = load float, ptr addrspace(1) %335, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %336, ptr addrspace(3) %155, align 4, !tbaa !21, !noalias !24
  %337 = getelementptr float, ptr addrspace(1) %231, i64 %160
  %338 = load float, ptr addrspace(1) %337, align 4, !tbaa !21, !alias.scope !14, !noalias !23
  store float %338, ptr addrspace(3) %161, align 4, !tbaa !21, !noalias !24
  %339 = add nuw nsw i32 %162, %229
  %340 = zext nneg i32 %339 to i64
  %341 = mul nsw i64 %340, %29
  %342 = getelementptr float, ptr addrspace(1) %32, i64 %341
  %343 = load float, ptr addrspace(1) %342, align 4, !tbaa !21, !alias.scope !17, !noalias !25
  store float %343, ptr addrspace(3) %163, align 4, !tbaa !21, !noalias !24
  fence syncscope("workgroup") seq_cst, !noalias !24
  tail call void @llvm.amdgcn.s.barrier(), !noalias !24
  br label %703

344:                                              ; preds = %1158, %18
  %345 = phi i64 [ %19, %18 ], [ %29, %1158 ]
  %346 = phi float [ 0.000000e+00, %18 ], [ %1155, %1158 ]
  %347 = phi float [ 0.000000e+00, %18 ], [ %1154, %1158 ]
  %348 = phi float [ 0.000000e+00, %18 ], [ %1153, %1158 ]
  %349 = phi float [ 0.000000e+00, %18 ], [ %1152, %1158 ]
  %350 = phi float [ 0.000000e+00, %18 ], [ %1151, %1158 ]
  %351 = phi float [ 0.000000e+00, %18 ], [ %1150, %1158 ]
  %352 = phi float [ 0.000000e+00, %18 ], [ %1149, %1158 ]
  %353 = phi float [ 0.000000e+00, %18 ], [ %1148, %1158 ]
  %354 = phi float [ 0.000000e+00, %18 ], [ %1147, %1158 ]
  %355 = phi float [ 0.000000e+00, %18 ], [ %1146, %1158 ]
  %356 = phi float [ 0.000000e+00, %18 ], [ %1145, %1158 ]
  %357 = phi float [ 0.000000e+00, %18 ], [ %1144, %1158 ]
  %358 = phi float [ 0.000000e+00, %18 ], [ %1143, %1158 ]
  %359 = phi float [ 0.000000e+00, %18 ], [ %1142, %1158 ]
  %360 = phi float [ 0.000000e+00, %18 ], [ %1141, %1158 ]
  %361 = phi float [ 0.000000e+00, %18 ], [ %1140, %1158 ]
  %362 = phi float [ 0.000000e+00, %18 ], [ %1139, %1158 ]
  %363 = phi float [ 0.000000e+00, %18 ], [ %1138, %1158 ]
  %364 = phi float [ 0.000000e+00, %18 ], [ %1137, %1158 ]
  %365 = phi float [ 0.000000e+00, %18 ], [ %1136, %1158 ]
  %366 = phi float [ 0.000000e+00, %18 ], [ %1135, %1158 ]
  %367 = phi float [ 0.000000e+00, %18 ], [ %1134, %1158 ]
  %368 = phi float [ 0.000000e+00, %18 ], [ %1133, %1158 ]
  %369 = phi float [ 0.000000e+00, %18 ], [ %1132, %1158 ]
  %370 = phi float [ 0.000000e+00, %18 ], [ %1131, %1158 ]
  %371 = phi float [ 0.000000e+00, %18 ], [ %1130, %1158 ]
  %372 = phi float [ 0.000000e+00, %18 ], [ %1129, %1158 ]
  %373 = phi float [ 0.000000e+00, %18 ], [ %1128, %1158 ]
  %374 = phi float [ 0.000000e+00, %18 ], [ %1127, %1158 ]
  %375 = phi float [ 0.000000e+00, %18 ], [ %1126, %1158 ]
  %376 = phi float [ 0.000000e+00, %18 ], [ %1125, %1158 ]
  %377 = phi float [ 0.000000e+00, %18 ], [ %1124, %1158 ]
  %378 = phi float [ 0.000000e+00, %18 ], [ %1123, %1158 ]
  %379 = phi float [ 0.000000e+00, %18 ], [ %1122, %1158 ]
  %380 = phi float [ 0.000000e+00, %18 ], [ %1121, %1158 ]
  %381 = phi float [ 0.000000e+00, %18 ], [ %1120, %1158 ]
  %382 = phi float [ 0.000000e+00, %18 ], [ %1119, %1158 ]
  %383 = phi float [ 0.000000e+00, %18 ], [ %1118, %1158 ]
  %384 = phi float [ 0.000000e+00, %18 ], [ %1117, %1158 ]
  %385 = phi float [ 0.000000e+00, %18 ], [ %1116, %1158 ]
  %386 = phi float [ 0.000000e+00, %18 ], [ %1115, %1158 ]
  %387 = phi float [ 0.000000e+00, %18 ], [ %1114, %1158 ]
  %388 = phi float [ 0.000000e+00, %18 ], [ %1113, %1158 ]
  %389 = phi float [ 0.000000e+00, %18 ], [ %1112, %1158 ]
  %390 = phi float [ 0.000000e+00, %18 ], [ %1111, %1158 ]
  %391 = phi float [ 0.000000e+00, %18 ], [ %1110, %1158 ]
  %392 = phi float [ 0.000000e+00, %18 ], [ %1109, %1158 ]
  %393 = phi float [ 0.000000e+00, %18 ], [ %1108, %1158 ]
  %394 = phi float [ 0.000000e+00, %18 ], [ %1107, %1158 ]
  %395 = phi float [ 0.000000e+00, %18 ], [ %1106, %1158 ]
  %396 = phi float [ 0.000000e+00, %18 ], [ %1105, %1158 ]
  %397 = phi float [ 0.000000e+00, %18 ], [ %1104, %1158 ]
  %398 = phi float [ 0.000000e+00, %18 ], [ %1103, %1158 ]
  %399 = phi float [ 0.000000e+00, %18 ], [ %1102, %1158 ]
  %400 = phi float [ 0.000000e+00, %18 ], [ %1101, %1158 ]
  %401 = phi float [ 0.000000e+00, %18 ], [ %1100, %1158 ]
  %402 = phi float [ 0.000000e+00, %18 ], [ %1099, %1158 ]
  %403 = phi float [ 0.000000e+00, %18 ], [ %1098, %1158 ]
  %404 = phi float [ 0.000000e+00, %18 ], [ %1097, %1158 ]
  %405 = phi float [ 0.000000e+00, %18 ], [ %1096, %1158 ]
  %406 = phi float [ 0.000000e+00, %18 ], [ %1095, %1158 ]
  %407 = phi float [ 0.000000e+00, %18 ], [ %1094, %1158 ]
  %408 = phi float [ 0.000000e+00, %18 ], [ %1093, %1158 ]
  %409 = phi float [ 0.000000e+00, %18 ], [ %1092, %1158 ]
  %410 = shl i32 %14, 6
  %411 = or disjoint i32 %16, %410
  %412 = and i64 %10, 1016
  %413 = add nuw nsw i64 %13, %412
  %414 = sext i32 %411 to i64
  %415 = getelementptr float, ptr addrspace(1) %7, i64 %414
  %416 = shl i64 %413, 32
  %417 = ashr exact i64 %416, 32
  %418 = mul nsw i64 %417, %345
  %419 = getelementptr float, ptr addrspace(1) %415, i64 %418
  %420 = load float, ptr addrspace(1) %419, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %421 = fmul float %4, %420
  %422 = tail call float @llvm.fmuladd.f32(float %3, float %409, float %421)
  store float %422, ptr addrspace(1) %419, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %423 = getelementptr i8, ptr addrspace(1) %419, i64 4
  %424 = load float, ptr addrspace(1) %423, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %425 = fmul float %4, %424
  %426 = tail call float @llvm.fmuladd.f32(float %3, float %408, float %425)
  store float %426, ptr addrspace(1) %423, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %427 = getelementptr i8, ptr addrspace(1) %419, i64 8
  %428 = load float, ptr addrspace(1) %427, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %429 = fmul float %4, %428
  %430 = tail call float @llvm.fmuladd.f32(float %3, float %407, float %429)
  store float %430, ptr addrspace(1) %427, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %431 = getelementptr i8, ptr addrspace(1) %419, i64 12
  %432 = load float, ptr addrspace(1) %431, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %433 = fmul float %4, %432
  %434 = tail call float @llvm.fmuladd.f32(float %3, float %406, float %433)
  store float %434, ptr addrspace(1) %431, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %435 = getelementptr i8, ptr addrspace(1) %419, i64 16
  %436 = load float, ptr addrspace(1) %435, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %437 = fmul float %4, %436
  %438 = tail call float @llvm.fmuladd.f32(float %3, float %405, float %437)
  store float %438, ptr addrspace(1) %435, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %439 = getelementptr i8, ptr addrspace(1) %419, i64 20
  %440 = load float, ptr addrspace(1) %439, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %441 = fmul float %4, %440
  %442 = tail call float @llvm.fmuladd.f32(float %3, float %404, float %441)
  store float %442, ptr addrspace(1) %439, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %443 = getelementptr i8, ptr addrspace(1) %419, i64 24
  %444 = load float, ptr addrspace(1) %443, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %445 = fmul float %4, %444
  %446 = tail call float @llvm.fmuladd.f32(float %3, float %403, float %445)
  store float %446, ptr addrspace(1) %443, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %447 = getelementptr i8, ptr addrspace(1) %419, i64 28
  %448 = load float, ptr addrspace(1) %447, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %449 = fmul float %4, %448
  %450 = tail call float @llvm.fmuladd.f32(float %3, float %402, float %449)
  store float %450, ptr addrspace(1) %447, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %451 = shl i64 %413, 32
  %452 = ashr exact i64 %451, 32
  %453 = or disjoint i64 %452, 1
  %454 = mul nsw i64 %453, %345
  %455 = getelementptr float, ptr addrspace(1) %415, i64 %454
  %456 = load float, ptr addrspace(1) %455, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %457 = fmul float %4, %456
  %458 = tail call float @llvm.fmuladd.f32(float %3, float %401, float %457)
  store float %458, ptr addrspace(1) %455, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %459 = getelementptr i8, ptr addrspace(1) %455, i64 4
  %460 = load float, ptr addrspace(1) %459, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %461 = fmul float %4, %460
  %462 = tail call float @llvm.fmuladd.f32(float %3, float %400, float %461)
  store float %462, ptr addrspace(1) %459, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %463 = getelementptr i8, ptr addrspace(1) %455, i64 8
  %464 = load float, ptr addrspace(1) %463, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %465 = fmul float %4, %464
  %466 = tail call float @llvm.fmuladd.f32(float %3, float %399, float %465)
  store float %466, ptr addrspace(1) %463, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %467 = getelementptr i8, ptr addrspace(1) %455, i64 12
  %468 = load float, ptr addrspace(1) %467, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %469 = fmul float %4, %468
  %470 = tail call float @llvm.fmuladd.f32(float %3, float %398, float %469)
  store float %470, ptr addrspace(1) %467, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %471 = getelementptr i8, ptr addrspace(1) %455, i64 16
  %472 = load float, ptr addrspace(1) %471, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %473 = fmul float %4, %472
  %474 = tail call float @llvm.fmuladd.f32(float %3, float %397, float %473)
  store float %474, ptr addrspace(1) %471, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %475 = getelementptr i8, ptr addrspace(1) %455, i64 20
  %476 = load float, ptr addrspace(1) %475, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %477 = fmul float %4, %476
  %478 = tail call float @llvm.fmuladd.f32(float %3, float %396, float %477)
  store float %478, ptr addrspace(1) %475, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %479 = getelementptr i8, ptr addrspace(1) %455, i64 24
  %480 = load float, ptr addrspace(1) %479, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %481 = fmul float %4, %480
  %482 = tail call float @llvm.fmuladd.f32(float %3, float %395, float %481)
  store float %482, ptr addrspace(1) %479, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %483 = getelementptr i8, ptr addrspace(1) %455, i64 28
  %484 = load float, ptr addrspace(1) %483, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %485 = fmul float %4, %484
  %486 = tail call float @llvm.fmuladd.f32(float %3, float %394, float %485)
  store float %486, ptr addrspace(1) %483, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %487 = shl i64 %413, 32
  %488 = ashr exact i64 %487, 32
  %489 = or disjoint i64 %488, 2
  %490 = mul nsw i64 %489, %345
  %491 = getelementptr float, ptr addrspace(1) %415, i64 %490
  %492 = load float, ptr addrspace(1) %491, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %493 = fmul float %4, %492
  %494 = tail call float @llvm.fmuladd.f32(float %3, float %393, float %493)
  store float %494, ptr addrspace(1) %491, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %495 = getelementptr i8, ptr addrspace(1) %491, i64 4
  %496 = load float, ptr addrspace(1) %495, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %497 = fmul float %4, %496
  %498 = tail call float @llvm.fmuladd.f32(float %3, float %392, float %497)
  store float %498, ptr addrspace(1) %495, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %499 = getelementptr i8, ptr addrspace(1) %491, i64 8
  %500 = load float, ptr addrspace(1) %499, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %501 = fmul float %4, %500
  %502 = tail call float @llvm.fmuladd.f32(float %3, float %391, float %501)
  store float %502, ptr addrspace(1) %499, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %503 = getelementptr i8, ptr addrspace(1) %491, i64 12
  %504 = load float, ptr addrspace(1) %503, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %505 = fmul float %4, %504
  %506 = tail call float @llvm.fmuladd.f32(float %3, float %390, float %505)
  store float %506, ptr addrspace(1) %503, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %507 = getelementptr i8, ptr addrspace(1) %491, i64 16
  %508 = load float, ptr addrspace(1) %507, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %509 = fmul float %4, %508
  %510 = tail call float @llvm.fmuladd.f32(float %3, float %389, float %509)
  store float %510, ptr addrspace(1) %507, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %511 = getelementptr i8, ptr addrspace(1) %491, i64 20
  %512 = load float, ptr addrspace(1) %511, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %513 = fmul float %4, %512
  %514 = tail call float @llvm.fmuladd.f32(float %3, float %388, float %513)
  store float %514, ptr addrspace(1) %511, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %515 = getelementptr i8, ptr addrspace(1) %491, i64 24
  %516 = load float, ptr addrspace(1) %515, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %517 = fmul float %4, %516
  %518 = tail call float @llvm.fmuladd.f32(float %3, float %387, float %517)
  store float %518, ptr addrspace(1) %515, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %519 = getelementptr i8, ptr addrspace(1) %491, i64 28
  %520 = load float, ptr addrspace(1) %519, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %521 = fmul float %4, %520
  %522 = tail call float @llvm.fmuladd.f32(float %3, float %386, float %521)
  store float %522, ptr addrspace(1) %519, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %523 = shl i64 %413, 32
  %524 = ashr exact i64 %523, 32
  %525 = or disjoint i64 %524, 3
  %526 = mul nsw i64 %525, %345
  %527 = getelementptr float, ptr addrspace(1) %415, i64 %526
  %528 = load float, ptr addrspace(1) %527, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %529 = fmul float %4, %528
  %530 = tail call float @llvm.fmuladd.f32(float %3, float %385, float %529)
  store float %530, ptr addrspace(1) %527, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %531 = getelementptr i8, ptr addrspace(1) %527, i64 4
  %532 = load float, ptr addrspace(1) %531, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %533 = fmul float %4, %532
  %534 = tail call float @llvm.fmuladd.f32(float %3, float %384, float %533)
  store float %534, ptr addrspace(1) %531, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %535 = getelementptr i8, ptr addrspace(1) %527, i64 8
  %536 = load float, ptr addrspace(1) %535, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %537 = fmul float %4, %536
  %538 = tail call float @llvm.fmuladd.f32(float %3, float %383, float %537)
  store float %538, ptr addrspace(1) %535, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %539 = getelementptr i8, ptr addrspace(1) %527, i64 12
  %540 = load float, ptr addrspace(1) %539, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %541 = fmul float %4, %540
  %542 = tail call float @llvm.fmuladd.f32(float %3, float %382, float %541)
  store float %542, ptr addrspace(1) %539, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %543 = getelementptr i8, ptr addrspace(1) %527, i64 16
  %544 = load float, ptr addrspace(1) %543, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %545 = fmul float %4, %544
  %546 = tail call float @llvm.fmuladd.f32(float %3, float %381, float %545)
  store float %546, ptr addrspace(1) %543, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %547 = getelementptr i8, ptr addrspace(1) %527, i64 20
  %548 = load float, ptr addrspace(1) %547, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %549 = fmul float %4, %548
  %550 = tail call float @llvm.fmuladd.f32(float %3, float %380, float %549)
  store float %550, ptr addrspace(1) %547, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %551 = getelementptr i8, ptr addrspace(1) %527, i64 24
  %552 = load float, ptr addrspace(1) %551, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %553 = fmul float %4, %552
  %554 = tail call float @llvm.fmuladd.f32(float %3, float %379, float %553)
  store float %554, ptr addrspace(1) %551, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %555 = getelementptr i8, ptr addrspace(1) %527, i64 28
  %556 = load float, ptr addrspace(1) %555, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %557 = fmul float %4, %556
  %558 = tail call float @llvm.fmuladd.f32(float %3, float %378, float %557)
  store float %558, ptr addrspace(1) %555, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %559 = shl i64 %413, 32
  %560 = ashr exact i64 %559, 32
  %561 = or disjoint i64 %560, 4
  %562 = mul nsw i64 %561, %345
  %563 = getelementptr float, ptr addrspace(1) %415, i64 %562
  %564 = load float, ptr addrspace(1) %563, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %565 = fmul float %4, %564
  %566 = tail call float @llvm.fmuladd.f32(float %3, float %377, float %565)
  store float %566, ptr addrspace(1) %563, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %567 = getelementptr i8, ptr addrspace(1) %563, i64 4
  %568 = load float, ptr addrspace(1) %567, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %569 = fmul float %4, %568
  %570 = tail call float @llvm.fmuladd.f32(float %3, float %376, float %569)
  store float %570, ptr addrspace(1) %567, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %571 = getelementptr i8, ptr addrspace(1) %563, i64 8
  %572 = load float, ptr addrspace(1) %571, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %573 = fmul float %4, %572
  %574 = tail call float @llvm.fmuladd.f32(float %3, float %375, float %573)
  store float %574, ptr addrspace(1) %571, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %575 = getelementptr i8, ptr addrspace(1) %563, i64 12
  %576 = load float, ptr addrspace(1) %575, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %577 = fmul float %4, %576
  %578 = tail call float @llvm.fmuladd.f32(float %3, float %374, float %577)
  store float %578, ptr addrspace(1) %575, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %579 = getelementptr i8, ptr addrspace(1) %563, i64 16
  %580 = load float, ptr addrspace(1) %579, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %581 = fmul float %4, %580
  %582 = tail call float @llvm.fmuladd.f32(float %3, float %373, float %581)
  store float %582, ptr addrspace(1) %579, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %583 = getelementptr i8, ptr addrspace(1) %563, i64 20
  %584 = load float, ptr addrspace(1) %583, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %585 = fmul float %4, %584
  %586 = tail call float @llvm.fmuladd.f32(float %3, float %372, float %585)
  store float %586, ptr addrspace(1) %583, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %587 = getelementptr i8, ptr addrspace(1) %563, i64 24
  %588 = load float, ptr addrspace(1) %587, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %589 = fmul float %4, %588
  %590 = tail call float @llvm.fmuladd.f32(float %3, float %371, float %589)
  store float %590, ptr addrspace(1) %587, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %591 = getelementptr i8, ptr addrspace(1) %563, i64 28
  %592 = load float, ptr addrspace(1) %591, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %593 = fmul float %4, %592
  %594 = tail call float @llvm.fmuladd.f32(float %3, float %370, float %593)
  store float %594, ptr addrspace(1) %591, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %595 = shl i64 %413, 32
  %596 = ashr exact i64 %595, 32
  %597 = or disjoint i64 %596, 5
  %598 = mul nsw i64 %597, %345
  %599 = getelementptr float, ptr addrspace(1) %415, i64 %598
  %600 = load float, ptr addrspace(1) %599, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %601 = fmul float %4, %600
  %602 = tail call float @llvm.fmuladd.f32(float %3, float %369, float %601)
  store float %602, ptr addrspace(1) %599, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %603 = getelementptr i8, ptr addrspace(1) %599, i64 4
  %604 = load float, ptr addrspace(1) %603, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %605 = fmul float %4, %604
  %606 = tail call float @llvm.fmuladd.f32(float %3, float %368, float %605)
  store float %606, ptr addrspace(1) %603, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %607 = getelementptr i8, ptr addrspace(1) %599, i64 8
  %608 = load float, ptr addrspace(1) %607, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %609 = fmul float %4, %608
  %610 = tail call float @llvm.fmuladd.f32(float %3, float %367, float %609)
  store float %610, ptr addrspace(1) %607, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %611 = getelementptr i8, ptr addrspace(1) %599, i64 12
  %612 = load float, ptr addrspace(1) %611, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %613 = fmul float %4, %612
  %614 = tail call float @llvm.fmuladd.f32(float %3, float %366, float %613)
  store float %614, ptr addrspace(1) %611, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %615 = getelementptr i8, ptr addrspace(1) %599, i64 16
  %616 = load float, ptr addrspace(1) %615, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %617 = fmul float %4, %616
  %618 = tail call float @llvm.fmuladd.f32(float %3, float %365, float %617)
  store float %618, ptr addrspace(1) %615, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %619 = getelementptr i8, ptr addrspace(1) %599, i64 20
  %620 = load float, ptr addrspace(1) %619, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %621 = fmul float %4, %620
  %622 = tail call float @llvm.fmuladd.f32(float %3, float %364, float %621)
  store float %622, ptr addrspace(1) %619, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %623 = getelementptr i8, ptr addrspace(1) %599, i64 24
  %624 = load float, ptr addrspace(1) %623, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %625 = fmul float %4, %624
  %626 = tail call float @llvm.fmuladd.f32(float %3, float %363, float %625)
  store float %626, ptr addrspace(1) %623, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %627 = getelementptr i8, ptr addrspace(1) %599, i64 28
  %628 = load float, ptr addrspace(1) %627, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %629 = fmul float %4, %628
  %630 = tail call float @llvm.fmuladd.f32(float %3, float %362, float %629)
  store float %630, ptr addrspace(1) %627, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %631 = shl i64 %413, 32
  %632 = ashr exact i64 %631, 32
  %633 = or disjoint i64 %632, 6
  %634 = mul nsw i64 %633, %345
  %635 = getelementptr float, ptr addrspace(1) %415, i64 %634
  %636 = load float, ptr addrspace(1) %635, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %637 = fmul float %4, %636
  %638 = tail call float @llvm.fmuladd.f32(float %3, float %361, float %637)
  store float %638, ptr addrspace(1) %635, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %639 = getelementptr i8, ptr addrspace(1) %635, i64 4
  %640 = load float, ptr addrspace(1) %639, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %641 = fmul float %4, %640
  %642 = tail call float @llvm.fmuladd.f32(float %3, float %360, float %641)
  store float %642, ptr addrspace(1) %639, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %643 = getelementptr i8, ptr addrspace(1) %635, i64 8
  %644 = load float, ptr addrspace(1) %643, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %645 = fmul float %4, %644
  %646 = tail call float @llvm.fmuladd.f32(float %3, float %359, float %645)
  store float %646, ptr addrspace(1) %643, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %647 = getelementptr i8, ptr addrspace(1) %635, i64 12
  %648 = load float, ptr addrspace(1) %647, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %649 = fmul float %4, %648
  %650 = tail call float @llvm.fmuladd.f32(float %3, float %358, float %649)
  store float %650, ptr addrspace(1) %647, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %651 = getelementptr i8, ptr addrspace(1) %635, i64 16
  %652 = load float, ptr addrspace(1) %651, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %653 = fmul float %4, %652
  %654 = tail call float @llvm.fmuladd.f32(float %3, float %357, float %653)
  store float %654, ptr addrspace(1) %651, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %655 = getelementptr i8, ptr addrspace(1) %635, i64 20
  %656 = load float, ptr addrspace(1) %655, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %657 = fmul float %4, %656
  %658 = tail call float @llvm.fmuladd.f32(float %3, float %356, float %657)
  store float %658, ptr addrspace(1) %655, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %659 = getelementptr i8, ptr addrspace(1) %635, i64 24
  %660 = load float, ptr addrspace(1) %659, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %661 = fmul float %4, %660
  %662 = tail call float @llvm.fmuladd.f32(float %3, float %355, float %661)
  store float %662, ptr addrspace(1) %659, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %663 = getelementptr i8, ptr addrspace(1) %635, i64 28
  %664 = load float, ptr addrspace(1) %663, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %665 = fmul float %4, %664
  %666 = tail call float @llvm.fmuladd.f32(float %3, float %354, float %665)
  store float %666, ptr addrspace(1) %663, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %667 = shl i64 %413, 32
  %668 = ashr exact i64 %667, 32
  %669 = or disjoint i64 %668, 7
  %670 = mul nsw i64 %669, %345
  %671 = getelementptr float, ptr addrspace(1) %415, i64 %670
  %672 = load float, ptr addrspace(1) %671, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %673 = fmul float %4, %672
  %674 = tail call float @llvm.fmuladd.f32(float %3, float %353, float %673)
  store float %674, ptr addrspace(1) %671, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %675 = getelementptr i8, ptr addrspace(1) %671, i64 4
  %676 = load float, ptr addrspace(1) %675, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %677 = fmul float %4, %676
  %678 = tail call float @llvm.fmuladd.f32(float %3, float %352, float %677)
  store float %678, ptr addrspace(1) %675, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %679 = getelementptr i8, ptr addrspace(1) %671, i64 8
  %680 = load float, ptr addrspace(1) %679, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %681 = fmul float %4, %680
  %682 = tail call float @llvm.fmuladd.f32(float %3, float %351, float %681)
  store float %682, ptr addrspace(1) %679, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %683 = getelementptr i8, ptr addrspace(1) %671, i64 12
  %684 = load float, ptr addrspace(1) %683, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %685 = fmul float %4, %684
  %686 = tail call float @llvm.fmuladd.f32(float %3, float %350, float %685)
  store float %686, ptr addrspace(1) %683, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %687 = getelementptr i8, ptr addrspace(1) %671, i64 16
  %688 = load float, ptr addrspace(1) %687, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %689 = fmul float %4, %688
  %690 = tail call float @llvm.fmuladd.f32(float %3, float %349, float %689)
  store float %690, ptr addrspace(1) %687, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %691 = getelementptr i8, ptr addrspace(1) %671, i64 20
  %692 = load float, ptr addrspace(1) %691, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %693 = fmul float %4, %692
  %694 = tail call float @llvm.fmuladd.f32(float %3, float %348, float %693)
  store float %694, ptr addrspace(1) %691, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %695 = getelementptr i8, ptr addrspace(1) %671, i64 24
  %696 = load float, ptr addrspace(1) %695, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %697 = fmul float %4, %696
  %698 = tail call float @llvm.fmuladd.f32(float %3, float %347, float %697)
  store float %698, ptr addrspace(1) %695, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %699 = getelementptr i8, ptr addrspace(1) %671, i64 28
  %700 = load float, ptr addrspace(1) %699, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  %701 = fmul float %4, %700
  %702 = tail call float @llvm.fmuladd.f32(float %3, float %346, float %701)
  store float %702, ptr addrspace(1) %699, align 4, !tbaa !21, !alias.scope !19, !noalias !26
  ret void

703:                                              ; preds = %703, %164
  %704 = phi float [ %165, %164 ], [ %1155, %703 ]
  %705 = phi float [ %166, %164 ], [ %1154, %703 ]
  %706 = phi float [ %167, %164 ], [ %1153, %703 ]
  %707 = phi float [ %168, %164 ], [ %1152, %703 ]
  %708 = phi float [ %169, %164 ], [ %1151, %703 ]
  %709 = phi float [ %170, %164 ], [ %1150, %703 ]
  %710 = phi float [ %171, %164 ], [ %1149, %703 ]
  %711 = phi float [ %172, %164 ], [ %1148, %703 ]
  %712 = phi float [ %173, %164 ], [ %1147, %703 ]
  %713 = phi float [ %174, %164 ], [ %1146, %703 ]
  %714 = phi float [ %175, %164 ], [ %1145, %703 ]
  %715 = phi float [ %176, %164 ], [ %1144, %703 ]
  %716 = phi float [ %177, %164 ], [ %1143, %703 ]
  %717 = phi float [ %178, %164 ], [ %1142, %703 ]
  %718 = phi float [ %179, %164 ], [ %1141, %703 ]
  %719 = phi float [ %180, %164 ], [ %1140, %703 ]
  %720 = phi float [ %181, %164 ], [ %1139, %703 ]
  %721 = phi float [ %182, %164 ], [ %1138, %703 ]
  %722 = phi float [ %183, %164 ], [ %1137, %703 ]
  %723 = phi float [ %184, %164 ], [ %1136, %703 ]
  %724 = phi float [ %185, %164 ], [ %1135, %703 ]
  %725 = phi float [ %186, %164 ], [ %1134, %703 ]
  %726 = phi float [ %187, %164 ], [ %1133, %703 ]
  %727 = phi float [ %188, %164 ], [ %1132, %703 ]
  %728 = phi float [ %189, %164 ], [ %1131, %703 ]
  %729 = phi float [ %190, %164 ], [ %1130, %703 ]
  %730 = phi float [ %191, %164 ], [ %1129, %703 ]
  %731 = phi float [ %192, %164 ], [ %1128, %703 ]
  %732 = phi float [ %193, %164 ], [ %1127, %703 ]
  %733 = phi float [ %194, %164 ], [ %1126, %703 ]
  %734 = phi float [ %195, %164 ], [ %1125, %703 ]
  %735 = phi float [ %196, %164 ], [ %1124, %703 ]
  %736 = phi float [ %197, %164 ], [ %1123, %703 ]
  %737 = phi float [ %198, %164 ], [ %1122, %703 ]
  %738 = phi float [ %199, %164 ], [ %1121, %703 ]
  %739 = phi float [ %200, %164 ], [ %1120, %703 ]
  %740 = phi float [ %201, %164 ], [ %1119, %703 ]
  %741 = phi float [ %202, %164 ], [ %1118, %703 ]
  %742 = phi float [ %203, %164 ], [ %1117, %703 ]
  %743 = phi float [ %204, %164 ], [ %1116, %703 ]
  %744 = phi float [ %205, %164 ], [ %1115, %703 ]
  %745 = phi float [ %206, %164 ], [ %1114, %703 ]
  %746 = phi float [ %207, %164 ], [ %1113, %703 ]
  %747 = phi float [ %208, %164 ], [ %1112, %703 ]
  %748 = phi float [ %209, %164 ], [ %1111, %703 ]
  %749 = phi float [ %210, %164 ], [ %1110, %703 ]
  %750 = phi float [ %211, %164 ], [ %1109, %703 ]
  %751 = phi float [ %212, %164 ], [ %1108, %703 ]
  %752 = phi float [ %213, %164 ], [ %1107, %703 ]
  %753 = phi float [ %214, %164 ], [ %1106, %703 ]
  %754 = phi float [ %215, %164 ], [ %1105, %703 ]
  %755 = phi float [ %216, %164 ], [ %1104, %703 ]
  %756 = phi float [ %217, %164 ], [ %1103, %703 ]
  %757 = phi float [ %218, %164 ], [ %1102, %703 ]
  %758 = phi float [ %219, %164 ], [ %1101, %703 ]
  %759 = phi float [ %220, %164 ], [ %1100, %703 ]
  %760 = phi float [ %221, %164 ], [ %1099, %703 ]
  %761 = phi float [ %222, %164 ], [ %1098, %703 ]
  %762 = phi float [ %223, %164 ], [ %1097, %703 ]
  %763 = phi float [ %224, %164 ], [ %1096, %703 ]
  %764 = phi float [ %225, %164 ], [ %1095, %703 ]
  %765 = phi float [ %226, %164 ], [ %1094, %703 ]
  %766 = phi float [ %227, %164 ], [ %1093, %703 ]
  %767 = phi float [ %228, %164 ], [ %1092, %703 ]
  %768 = phi i32 [ 0, %164 ], [ %1156, %703 ]
  %769 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) %35, i32 %768
  %770 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %36, i32 %768
  %771 = load float, ptr addrspace(3) %769, align 4, !tbaa !21, !noalias !24
  %772 = load float, ptr addrspace(3) %770, align 4, !tbaa !21, !noalias !24
  %773 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 4
  %774 = load float, ptr addrspace(3) %773, align 4, !tbaa !21, !noalias !24
  %775 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 4
  %776 = load float, ptr addrspace(3) %775, align 4, !tbaa !21, !noalias !24
  %777 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 8
  %778 = load float, ptr addrspace(3) %777, align 4, !tbaa !21, !noalias !24
  %779 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 8
  %780 = load float, ptr addrspace(3) %779, align 4, !tbaa !21, !noalias !24
  %781 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 12
  %782 = load float, ptr addrspace(3) %781, align 4, !tbaa !21, !noalias !24
  %783 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 12
  %784 = load float, ptr addrspace(3) %783, align 4, !tbaa !21, !noalias !24
  %785 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 16
  %786 = load float, ptr addrspace(3) %785, align 4, !tbaa !21, !noalias !24
  %787 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 16
  %788 = load float, ptr addrspace(3) %787, align 4, !tbaa !21, !noalias !24
  %789 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 20
  %790 = load float, ptr addrspace(3) %789, align 4, !tbaa !21, !noalias !24
  %791 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 20
  %792 = load float, ptr addrspace(3) %791, align 4, !tbaa !21, !noalias !24
  %793 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 24
  %794 = load float, ptr addrspace(3) %793, align 4, !tbaa !21, !noalias !24
  %795 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 24
  %796 = load float, ptr addrspace(3) %795, align 4, !tbaa !21, !noalias !24
  %797 = getelementptr inbounds nuw i8, ptr addrspace(3) %769, i32 28
  %798 = load float, ptr addrspace(3) %797, align 4, !tbaa !21, !noalias !24
  %799 = getelementptr inbounds nuw i8, ptr addrspace(3) %770, i32 28
  %800 = load float, ptr addrspace(3) %799, align 4, !tbaa !21, !noalias !24
  %801 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %772, float noundef %767) #5
  %802 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %776, float noundef %766) #5
  %803 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %780, float noundef %765) #5
  %804 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %784, float noundef %764) #5
  %805 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %788, float noundef %763) #5
  %806 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %792, float noundef %762) #5
  %807 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %796, float noundef %761) #5
  %808 = tail call fastcc float @llvm.fma.f32(float noundef %771, float noundef %800, float noundef %760) #5
  %809 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %772, float noundef %759) #5
  %810 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %776, float noundef %758) #5
  %811 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %780, float noundef %757) #5
  %812 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %784, float noundef %756) #5
  %813 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %788, float noundef %755) #5
  %814 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %792, float noundef %754) #5
  %815 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %796, float noundef %753) #5
  %816 = tail call fastcc float @llvm.fma.f32(float noundef %774, float noundef %800, float noundef %752) #5
  %817 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %772, float noundef %751) #5
  %818 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %776, float noundef %750) #5
  %819 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %780, float noundef %749) #5
  %820 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %784, float noundef %748) #5
  %821 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %788, float noundef %747) #5
  %822 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %792, float noundef %746) #5
  %823 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %796, float noundef %745) #5
  %824 = tail call fastcc float @llvm.fma.f32(float noundef %778, float noundef %800, float noundef %744) #5
  %825 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %772, float noundef %743) #5
  %826 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %776, float noundef %742) #5
  %827 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %780, float noundef %741) #5
  %828 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %784, float noundef %740) #5
  %829 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %788, float noundef %739) #5
  %830 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %792, float noundef %738) #5
  %831 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %796, float noundef %737) #5
  %832 = tail call fastcc float @llvm.fma.f32(float noundef %782, float noundef %800, float noundef %736) #5
  %833 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %772, float noundef %735) #5
  %834 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %776, float noundef %734) #5
  %835 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %780, float noundef %733) #5
  %836 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %784, float noundef %732) #5
  %837 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %788, float noundef %731) #5
  %838 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %792, float noundef %730) #5
  %839 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %796, float noundef %729) #5
  %840 = tail call fastcc float @llvm.fma.f32(float noundef %786, float noundef %800, float noundef %728) #5
  %841 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %772, float noundef %727) #5
  %842 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %776, float noundef %726) #5
  %843 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %780, float noundef %725) #5
  %844 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %784, float noundef %724) #5
  %845 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %788, float noundef %723) #5
  %846 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %792, float noundef %722) #5
  %847 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %796, float noundef %721) #5
  %848 = tail call fastcc float @llvm.fma.f32(float noundef %790, float noundef %800, float noundef %720) #5
  %849 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %772, float noundef %719) #5
  %850 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %776, float noundef %718) #5
  %851 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %780, float noundef %717) #5
  %852 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %784, float noundef %716) #5
  %853 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %788, float noundef %715) #5
  %854 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %792, float noundef %714) #5
  %855 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %796, float noundef %713) #5
  %856 = tail call fastcc float @llvm.fma.f32(float noundef %794, float noundef %800, float noundef %712) #5
  %857 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %772, float noundef %711) #5
  %858 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %776, float noundef %710) #5
  %859 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %780, float noundef %709) #5
  %860 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %784, float noundef %708) #5
  %861 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %788, float noundef %707) #5
  %862 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %792, float noundef %706) #5
  %863 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %796, float noundef %705) #5
  %864 = tail call fastcc float @llvm.fma.f32(float noundef %798, float noundef %800, float noundef %704) #5
  %865 = or disjoint i32 %768, 1
  %866 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) %35, i32 %865
  %867 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %36, i32 %865
  %868 = load float, ptr addrspace(3) %866, align 4, !tbaa !21, !noalias !24
  %869 = load float, ptr addrspace(3) %867, align 4, !tbaa !21, !noalias !24
  %870 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 4
  %871 = load float, ptr addrspace(3) %870, align 4, !tbaa !21, !noalias !24
  %872 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 4
  %873 = load float, ptr addrspace(3) %872, align 4, !tbaa !21, !noalias !24
  %874 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 8
  %875 = load float, ptr addrspace(3) %874, align 4, !tbaa !21, !noalias !24
  %876 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 8
  %877 = load float, ptr addrspace(3) %876, align 4, !tbaa !21, !noalias !24
  %878 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 12
  %879 = load float, ptr addrspace(3) %878, align 4, !tbaa !21, !noalias !24
  %880 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 12
  %881 = load float, ptr addrspace(3) %880, align 4, !tbaa !21, !noalias !24
  %882 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 16
  %883 = load float, ptr addrspace(3) %882, align 4, !tbaa !21, !noalias !24
  %884 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 16
  %885 = load float, ptr addrspace(3) %884, align 4, !tbaa !21, !noalias !24
  %886 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 20
  %887 = load float, ptr addrspace(3) %886, align 4, !tbaa !21, !noalias !24
  %888 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 20
  %889 = load float, ptr addrspace(3) %888, align 4, !tbaa !21, !noalias !24
  %890 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 24
  %891 = load float, ptr addrspace(3) %890, align 4, !tbaa !21, !noalias !24
  %892 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 24
  %893 = load float, ptr addrspace(3) %892, align 4, !tbaa !21, !noalias !24
  %894 = getelementptr inbounds nuw i8, ptr addrspace(3) %866, i32 28
  %895 = load float, ptr addrspace(3) %894, align 4, !tbaa !21, !noalias !24
  %896 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 28
  %897 = load float, ptr addrspace(3) %896, align 4, !tbaa !21, !noalias !24
  %898 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %869, float noundef %801) #5
  %899 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %873, float noundef %802) #5
  %900 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %877, float noundef %803) #5
  %901 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %881, float noundef %804) #5
  %902 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %885, float noundef %805) #5
  %903 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %889, float noundef %806) #5
  %904 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %893, float noundef %807) #5
  %905 = tail call fastcc float @llvm.fma.f32(float noundef %868, float noundef %897, float noundef %808) #5
  %906 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %869, float noundef %809) #5
  %907 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %873, float noundef %810) #5
  %908 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %877, float noundef %811) #5
  %909 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %881, float noundef %812) #5
  %910 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %885, float noundef %813) #5
  %911 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %889, float noundef %814) #5
  %912 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %893, float noundef %815) #5
  %913 = tail call fastcc float @llvm.fma.f32(float noundef %871, float noundef %897, float noundef %816) #5
  %914 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %869, float noundef %817) #5
  %915 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %873, float noundef %818) #5
  %916 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %877, float noundef %819) #5
  %917 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %881, float noundef %820) #5
  %918 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %885, float noundef %821) #5
  %919 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %889, float noundef %822) #5
  %920 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %893, float noundef %823) #5
  %921 = tail call fastcc float @llvm.fma.f32(float noundef %875, float noundef %897, float noundef %824) #5
  %922 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %869, float noundef %825) #5
  %923 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %873, float noundef %826) #5
  %924 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %877, float noundef %827) #5
  %925 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %881, float noundef %828) #5
  %926 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %885, float noundef %829) #5
  %927 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %889, float noundef %830) #5
  %928 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %893, float noundef %831) #5
  %929 = tail call fastcc float @llvm.fma.f32(float noundef %879, float noundef %897, float noundef %832) #5
  %930 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %869, float noundef %833) #5
  %931 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %873, float noundef %834) #5
  %932 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %877, float noundef %835) #5
  %933 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %881, float noundef %836) #5
  %934 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %885, float noundef %837) #5
  %935 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %889, float noundef %838) #5
  %936 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %893, float noundef %839) #5
  %937 = tail call fastcc float @llvm.fma.f32(float noundef %883, float noundef %897, float noundef %840) #5
  %938 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %869, float noundef %841) #5
  %939 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %873, float noundef %842) #5
  %940 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %877, float noundef %843) #5
  %941 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %881, float noundef %844) #5
  %942 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %885, float noundef %845) #5
  %943 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %889, float noundef %846) #5
  %944 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %893, float noundef %847) #5
  %945 = tail call fastcc float @llvm.fma.f32(float noundef %887, float noundef %897, float noundef %848) #5
  %946 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %869, float noundef %849) #5
  %947 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %873, float noundef %850) #5
  %948 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %877, float noundef %851) #5
  %949 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %881, float noundef %852) #5
  %950 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %885, float noundef %853) #5
  %951 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %889, float noundef %854) #5
  %952 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %893, float noundef %855) #5
  %953 = tail call fastcc float @llvm.fma.f32(float noundef %891, float noundef %897, float noundef %856) #5
  %954 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %869, float noundef %857) #5
  %955 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %873, float noundef %858) #5
  %956 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %877, float noundef %859) #5
  %957 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %881, float noundef %860) #5
  %958 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %885, float noundef %861) #5
  %959 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %889, float noundef %862) #5
  %960 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %893, float noundef %863) #5
  %961 = tail call fastcc float @llvm.fma.f32(float noundef %895, float noundef %897, float noundef %864) #5
  %962 = or disjoint i32 %768, 2
  %963 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) %35, i32 %962
  %964 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %36, i32 %962
  %965 = load float, ptr addrspace(3) %963, align 4, !tbaa !21, !noalias !24
  %966 = load float, ptr addrspace(3) %964, align 4, !tbaa !21, !noalias !24
  %967 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 4
  %968 = load float, ptr addrspace(3) %967, align 4, !tbaa !21, !noalias !24
  %969 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 4
  %970 = load float, ptr addrspace(3) %969, align 4, !tbaa !21, !noalias !24
  %971 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 8
  %972 = load float, ptr addrspace(3) %971, align 4, !tbaa !21, !noalias !24
  %973 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 8
  %974 = load float, ptr addrspace(3) %973, align 4, !tbaa !21, !noalias !24
  %975 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 12
  %976 = load float, ptr addrspace(3) %975, align 4, !tbaa !21, !noalias !24
  %977 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 12
  %978 = load float, ptr addrspace(3) %977, align 4, !tbaa !21, !noalias !24
  %979 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 16
  %980 = load float, ptr addrspace(3) %979, align 4, !tbaa !21, !noalias !24
  %981 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 16
  %982 = load float, ptr addrspace(3) %981, align 4, !tbaa !21, !noalias !24
  %983 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 20
  %984 = load float, ptr addrspace(3) %983, align 4, !tbaa !21, !noalias !24
  %985 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 20
  %986 = load float, ptr addrspace(3) %985, align 4, !tbaa !21, !noalias !24
  %987 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 24
  %988 = load float, ptr addrspace(3) %987, align 4, !tbaa !21, !noalias !24
  %989 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 24
  %990 = load float, ptr addrspace(3) %989, align 4, !tbaa !21, !noalias !24
  %991 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 28
  %992 = load float, ptr addrspace(3) %991, align 4, !tbaa !21, !noalias !24
  %993 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 28
  %994 = load float, ptr addrspace(3) %993, align 4, !tbaa !21, !noalias !24
  %995 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %966, float noundef %898) #5
  %996 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %970, float noundef %899) #5
  %997 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %974, float noundef %900) #5
  %998 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %978, float noundef %901) #5
  %999 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %982, float noundef %902) #5
  %1000 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %986, float noundef %903) #5
  %1001 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %990, float noundef %904) #5
  %1002 = tail call fastcc float @llvm.fma.f32(float noundef %965, float noundef %994, float noundef %905) #5
  %1003 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %966, float noundef %906) #5
  %1004 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %970, float noundef %907) #5
  %1005 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %974, float noundef %908) #5
  %1006 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %978, float noundef %909) #5
  %1007 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %982, float noundef %910) #5
  %1008 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %986, float noundef %911) #5
  %1009 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %990, float noundef %912) #5
  %1010 = tail call fastcc float @llvm.fma.f32(float noundef %968, float noundef %994, float noundef %913) #5
  %1011 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %966, float noundef %914) #5
  %1012 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %970, float noundef %915) #5
  %1013 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %974, float noundef %916) #5
  %1014 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %978, float noundef %917) #5
  %1015 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %982, float noundef %918) #5
  %1016 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %986, float noundef %919) #5
  %1017 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %990, float noundef %920) #5
  %1018 = tail call fastcc float @llvm.fma.f32(float noundef %972, float noundef %994, float noundef %921) #5
  %1019 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %966, float noundef %922) #5
  %1020 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %970, float noundef %923) #5
  %1021 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %974, float noundef %924) #5
  %1022 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %978, float noundef %925) #5
  %1023 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %982, float noundef %926) #5
  %1024 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %986, float noundef %927) #5
  %1025 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %990, float noundef %928) #5
  %1026 = tail call fastcc float @llvm.fma.f32(float noundef %976, float noundef %994, float noundef %929) #5
  %1027 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %966, float noundef %930) #5
  %1028 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %970, float noundef %931) #5
  %1029 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %974, float noundef %932) #5
  %1030 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %978, float noundef %933) #5
  %1031 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %982, float noundef %934) #5
  %1032 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %986, float noundef %935) #5
  %1033 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %990, float noundef %936) #5
  %1034 = tail call fastcc float @llvm.fma.f32(float noundef %980, float noundef %994, float noundef %937) #5
  %1035 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %966, float noundef %938) #5
  %1036 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %970, float noundef %939) #5
  %1037 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %974, float noundef %940) #5
  %1038 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %978, float noundef %941) #5
  %1039 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %982, float noundef %942) #5
  %1040 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %986, float noundef %943) #5
  %1041 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %990, float noundef %944) #5
  %1042 = tail call fastcc float @llvm.fma.f32(float noundef %984, float noundef %994, float noundef %945) #5
  %1043 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %966, float noundef %946) #5
  %1044 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %970, float noundef %947) #5
  %1045 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %974, float noundef %948) #5
  %1046 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %978, float noundef %949) #5
  %1047 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %982, float noundef %950) #5
  %1048 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %986, float noundef %951) #5
  %1049 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %990, float noundef %952) #5
  %1050 = tail call fastcc float @llvm.fma.f32(float noundef %988, float noundef %994, float noundef %953) #5
  %1051 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %966, float noundef %954) #5
  %1052 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %970, float noundef %955) #5
  %1053 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %974, float noundef %956) #5
  %1054 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %978, float noundef %957) #5
  %1055 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %982, float noundef %958) #5
  %1056 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %986, float noundef %959) #5
  %1057 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %990, float noundef %960) #5
  %1058 = tail call fastcc float @llvm.fma.f32(float noundef %992, float noundef %994, float noundef %961) #5
  %1059 = or disjoint i32 %768, 3
  %1060 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) %35, i32 %1059
  %1061 = getelementptr inbounds nuw [64 x float], ptr addrspace(3) %36, i32 %1059
  %1062 = load float, ptr addrspace(3) %1060, align 4, !tbaa !21, !noalias !24
  %1063 = load float, ptr addrspace(3) %1061, align 4, !tbaa !21, !noalias !24
  %1064 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 4
  %1065 = load float, ptr addrspace(3) %1064, align 4, !tbaa !21, !noalias !24
  %1066 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 4
  %1067 = load float, ptr addrspace(3) %1066, align 4, !tbaa !21, !noalias !24
  %1068 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 8
  %1069 = load float, ptr addrspace(3) %1068, align 4, !tbaa !21, !noalias !24
  %1070 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 8
  %1071 = load float, ptr addrspace(3) %1070, align 4, !tbaa !21, !noalias !24
  %1072 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 12
  %1073 = load float, ptr addrspace(3) %1072, align 4, !tbaa !21, !noalias !24
  %1074 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 12
  %1075 = load float, ptr addrspace(3) %1074, align 4, !tbaa !21, !noalias !24
  %1076 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 16
  %1077 = load float, ptr addrspace(3) %1076, align 4, !tbaa !21, !noalias !24
  %1078 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 16
  %1079 = load float, ptr addrspace(3) %1078, align 4, !tbaa !21, !noalias !24
  %1080 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 20
  %1081 = load float, ptr addrspace(3) %1080, align 4, !tbaa !21, !noalias !24
  %1082 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 20
  %1083 = load float, ptr addrspace(3) %1082, align 4, !tbaa !21, !noalias !24
  %1084 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 24
  %1085 = load float, ptr addrspace(3) %1084, align 4, !tbaa !21, !noalias !24
  %1086 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 24
  %1087 = load float, ptr addrspace(3) %1086, align 4, !tbaa !21, !noalias !24
  %1088 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i32 28
  %1089 = load float, ptr addrspace(3) %1088, align 4, !tbaa !21, !noalias !24
  %1090 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i32 28
  %1091 = load float, ptr addrspace(3) %1090, align 4, !tbaa !21, !noalias !24
  %1092 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1063, float noundef %995) #5
  %1093 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1067, float noundef %996) #5
  %1094 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1071, float noundef %997) #5
  %1095 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1075, float noundef %998) #5
  %1096 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1079, float noundef %999) #5
  %1097 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1083, float noundef %1000) #5
  %1098 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1087, float noundef %1001) #5
  %1099 = tail call fastcc float @llvm.fma.f32(float noundef %1062, float noundef %1091, float noundef %1002) #5
  %1100 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1063, float noundef %1003) #5
  %1101 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1067, float noundef %1004) #5
  %1102 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1071, float noundef %1005) #5
  %1103 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1075, float noundef %1006) #5
  %1104 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1079, float noundef %1007) #5
  %1105 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1083, float noundef %1008) #5
  %1106 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1087, float noundef %1009) #5
  %1107 = tail call fastcc float @llvm.fma.f32(float noundef %1065, float noundef %1091, float noundef %1010) #5
  %1108 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1063, float noundef %1011) #5
  %1109 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1067, float noundef %1012) #5
  %1110 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1071, float noundef %1013) #5
  %1111 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1075, float noundef %1014) #5
  %1112 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1079, float noundef %1015) #5
  %1113 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1083, float noundef %1016) #5
  %1114 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1087, float noundef %1017) #5
  %1115 = tail call fastcc float @llvm.fma.f32(float noundef %1069, float noundef %1091, float noundef %1018) #5
  %1116 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1063, float noundef %1019) #5
  %1117 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1067, float noundef %1020) #5
  %1118 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1071, float noundef %1021) #5
  %1119 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1075, float noundef %1022) #5
  %1120 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1079, float noundef %1023) #5
  %1121 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1083, float noundef %1024) #5
  %1122 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1087, float noundef %1025) #5
  %1123 = tail call fastcc float @llvm.fma.f32(float noundef %1073, float noundef %1091, float noundef %1026) #5
  %1124 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1063, float noundef %1027) #5
  %1125 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1067, float noundef %1028) #5
  %1126 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1071, float noundef %1029) #5
  %1127 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1075, float noundef %1030) #5
  %1128 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1079, float noundef %1031) #5
  %1129 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1083, float noundef %1032) #5
  %1130 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1087, float noundef %1033) #5
  %1131 = tail call fastcc float @llvm.fma.f32(float noundef %1077, float noundef %1091, float noundef %1034) #5
  %1132 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1063, float noundef %1035) #5
  %1133 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1067, float noundef %1036) #5
  %1134 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1071, float noundef %1037) #5
  %1135 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1075, float noundef %1038) #5
  %1136 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1079, float noundef %1039) #5
  %1137 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1083, float noundef %1040) #5
  %1138 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1087, float noundef %1041) #5
  %1139 = tail call fastcc float @llvm.fma.f32(float noundef %1081, float noundef %1091, float noundef %1042) #5
  %1140 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1063, float noundef %1043) #5
  %1141 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1067, float noundef %1044) #5
  %1142 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1071, float noundef %1045) #5
  %1143 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1075, float noundef %1046) #5
  %1144 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1079, float noundef %1047) #5
  %1145 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1083, float noundef %1048) #5
  %1146 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1087, float noundef %1049) #5
  %1147 = tail call fastcc float @llvm.fma.f32(float noundef %1085, float noundef %1091, float noundef %1050) #5
  %1148 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1063, float noundef %1051) #5
  %1149 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1067, float noundef %1052) #5
  %1150 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1071, float noundef %1053) #5
  %1151 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1075, float noundef %1054) #5
  %1152 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1079, float noundef %1055) #5
  %1153 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1083, float noundef %1056) #5
  %1154 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1087, float noundef %1057) #5
  %1155 = tail call fastcc float @llvm.fma.f32(float noundef %1089, float noundef %1091, float noundef %1058) #5
  %1156 = add nuw nsw i32 %768, 4
  %1157 = icmp eq i32 %1156, 16
  br i1 %1157, label %1158, label %703, !llvm.loop !27

1158:                                             ; preds = %703
  fence syncscope("workgroup") seq_cst, !noalias !24
  tail call void @llvm.amdgcn.s.barrier(), !noalias !24
  %1159 = add nuw nsw i32 %229, 16
  %1160 = icmp slt i32 %1159, %2
  br i1 %1160, label %164, label %344
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
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
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_sgemm_tile8x8: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_sgemm_tile8x8"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_sgemm_tile8x8: argument 1"}
!19 = !{!20}
!20 = distinct !{!20, !16, !"__clang_ocl_kern_imp_sgemm_tile8x8: argument 2"}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !8, i64 0}
!23 = !{!18, !20}
!24 = !{!15, !18, !20}
!25 = !{!15, !20}
!26 = !{!15, !18}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
