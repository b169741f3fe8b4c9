; ModuleID = 'build/corpus/gfx1100/ir/stencils_big.ll'
source_filename = "opencl/stencils_big.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @heat3d_27pt_zblock4(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %10 = sext i32 %2 to i64
  %11 = sext i32 %3 to i64
  %12 = mul nsw i64 %11, %10
  %13 = add nsw i32 %4, -1
  %14 = icmp sgt i32 %4, 2
  br i1 %14, label %15, label %344

15:                                               ; preds = %9
  %16 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %16, i64 4
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !6
  %19 = lshr i32 %18, 16
  %20 = zext nneg i32 %19 to i64
  %21 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %22 = zext i32 %21 to i64
  %23 = mul nuw nsw i64 %20, %22
  %24 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i64 %23, %25
  %27 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %28 = getelementptr inbounds nuw i8, ptr addrspace(4) %27, i64 8
  %29 = load i32, ptr addrspace(4) %28, align 4, !tbaa !6
  %30 = zext i32 %29 to i64
  %31 = add nuw nsw i64 %26, %30
  %32 = getelementptr inbounds nuw i8, ptr addrspace(4) %27, i64 4
  %33 = load i32, ptr addrspace(4) %32, align 4, !tbaa !6
  %34 = zext i32 %33 to i64
  %35 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %36 = zext nneg i32 %35 to i64
  %37 = add nuw nsw i64 %34, %36
  %38 = and i32 %18, 65535
  %39 = zext nneg i32 %38 to i64
  %40 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %41 = zext i32 %40 to i64
  %42 = mul nuw nsw i64 %39, %41
  %43 = add nuw nsw i64 %37, %42
  %44 = shl i64 %43, 32
  %45 = add i64 %44, 4294967296
  %46 = shl i64 %31, 32
  %47 = add i64 %46, 4294967296
  %48 = ashr exact i64 %47, 32
  %49 = mul nsw i64 %48, %10
  %50 = getelementptr float, ptr addrspace(1) %1, i64 %49
  %51 = ashr exact i64 %45, 30
  %52 = getelementptr i8, ptr addrspace(1) %50, i64 %51
  %53 = shl i64 %43, 32
  %54 = ashr exact i64 %53, 32
  %55 = shl i64 %31, 32
  %56 = ashr exact i64 %55, 32
  %57 = mul nsw i64 %56, %10
  %58 = shl i64 %43, 32
  %59 = add i64 %58, 4294967296
  %60 = ashr exact i64 %59, 32
  %61 = shl i64 %43, 32
  %62 = add i64 %61, 8589934592
  %63 = ashr exact i64 %62, 32
  %64 = shl i64 %31, 32
  %65 = add i64 %64, 4294967296
  %66 = ashr exact i64 %65, 32
  %67 = mul nsw i64 %66, %10
  %68 = shl i64 %31, 32
  %69 = add i64 %68, 8589934592
  %70 = ashr exact i64 %69, 32
  %71 = mul nsw i64 %70, %10
  br label %72

72:                                               ; preds = %72, %15
  %73 = phi i32 [ 1, %15 ], [ %198, %72 ]
  %74 = add nsw i32 %73, -1
  %75 = sext i32 %74 to i64
  %76 = mul i64 %12, %75
  %77 = getelementptr float, ptr addrspace(1) %0, i64 %76
  %78 = getelementptr float, ptr addrspace(1) %77, i64 %57
  %79 = getelementptr float, ptr addrspace(1) %78, i64 %54
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %81 = getelementptr float, ptr addrspace(1) %78, i64 %60
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %83 = getelementptr float, ptr addrspace(1) %78, i64 %63
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %85 = getelementptr float, ptr addrspace(1) %77, i64 %67
  %86 = getelementptr float, ptr addrspace(1) %85, i64 %54
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %88 = getelementptr float, ptr addrspace(1) %85, i64 %60
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %90 = getelementptr float, ptr addrspace(1) %85, i64 %63
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %92 = getelementptr float, ptr addrspace(1) %77, i64 %71
  %93 = getelementptr float, ptr addrspace(1) %92, i64 %54
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %95 = getelementptr float, ptr addrspace(1) %92, i64 %60
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %97 = getelementptr float, ptr addrspace(1) %92, i64 %63
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %99 = zext nneg i32 %73 to i64
  %100 = mul i64 %12, %99
  %101 = getelementptr float, ptr addrspace(1) %0, i64 %100
  %102 = getelementptr float, ptr addrspace(1) %101, i64 %57
  %103 = getelementptr float, ptr addrspace(1) %102, i64 %54
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %105 = getelementptr float, ptr addrspace(1) %102, i64 %60
  %106 = load float, ptr addrspace(1) %105, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %107 = getelementptr float, ptr addrspace(1) %102, i64 %63
  %108 = load float, ptr addrspace(1) %107, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %109 = getelementptr float, ptr addrspace(1) %101, i64 %67
  %110 = getelementptr float, ptr addrspace(1) %109, i64 %54
  %111 = load float, ptr addrspace(1) %110, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %112 = getelementptr float, ptr addrspace(1) %109, i64 %60
  %113 = load float, ptr addrspace(1) %112, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %114 = getelementptr float, ptr addrspace(1) %109, i64 %63
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %116 = getelementptr float, ptr addrspace(1) %101, i64 %71
  %117 = getelementptr float, ptr addrspace(1) %116, i64 %54
  %118 = load float, ptr addrspace(1) %117, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %119 = getelementptr float, ptr addrspace(1) %116, i64 %60
  %120 = load float, ptr addrspace(1) %119, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %121 = getelementptr float, ptr addrspace(1) %116, i64 %63
  %122 = load float, ptr addrspace(1) %121, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %123 = add nuw nsw i32 %73, 1
  %124 = zext nneg i32 %123 to i64
  %125 = mul i64 %12, %124
  %126 = getelementptr float, ptr addrspace(1) %0, i64 %125
  %127 = getelementptr float, ptr addrspace(1) %126, i64 %57
  %128 = getelementptr float, ptr addrspace(1) %127, i64 %54
  %129 = load float, ptr addrspace(1) %128, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %130 = getelementptr float, ptr addrspace(1) %127, i64 %60
  %131 = load float, ptr addrspace(1) %130, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %132 = getelementptr float, ptr addrspace(1) %127, i64 %63
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %134 = getelementptr float, ptr addrspace(1) %126, i64 %67
  %135 = getelementptr float, ptr addrspace(1) %134, i64 %54
  %136 = load float, ptr addrspace(1) %135, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %137 = getelementptr float, ptr addrspace(1) %134, i64 %60
  %138 = load float, ptr addrspace(1) %137, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %139 = getelementptr float, ptr addrspace(1) %134, i64 %63
  %140 = load float, ptr addrspace(1) %139, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %141 = getelementptr float, ptr addrspace(1) %126, i64 %71
  %142 = getelementptr float, ptr addrspace(1) %141, i64 %54
  %143 = load float, ptr addrspace(1) %142, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %144 = getelementptr float, ptr addrspace(1) %141, i64 %60
  %145 = load float, ptr addrspace(1) %144, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %146 = getelementptr float, ptr addrspace(1) %141, i64 %63
  %147 = load float, ptr addrspace(1) %146, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %148 = add nuw nsw i32 %73, 2
  %149 = zext nneg i32 %148 to i64
  %150 = mul i64 %12, %149
  %151 = getelementptr float, ptr addrspace(1) %0, i64 %150
  %152 = getelementptr float, ptr addrspace(1) %151, i64 %57
  %153 = getelementptr float, ptr addrspace(1) %152, i64 %54
  %154 = load float, ptr addrspace(1) %153, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %155 = getelementptr float, ptr addrspace(1) %152, i64 %60
  %156 = load float, ptr addrspace(1) %155, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %157 = getelementptr float, ptr addrspace(1) %152, i64 %63
  %158 = load float, ptr addrspace(1) %157, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %159 = getelementptr float, ptr addrspace(1) %151, i64 %67
  %160 = getelementptr float, ptr addrspace(1) %159, i64 %54
  %161 = load float, ptr addrspace(1) %160, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %162 = getelementptr float, ptr addrspace(1) %159, i64 %60
  %163 = load float, ptr addrspace(1) %162, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %164 = getelementptr float, ptr addrspace(1) %159, i64 %63
  %165 = load float, ptr addrspace(1) %164, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %166 = getelementptr float, ptr addrspace(1) %151, i64 %71
  %167 = getelementptr float, ptr addrspace(1) %166, i64 %54
  %168 = load float, ptr addrspace(1) %167, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %169 = getelementptr float, ptr addrspace(1) %166, i64 %60
  %170 = load float, ptr addrspace(1) %169, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %171 = getelementptr float, ptr addrspace(1) %166, i64 %63
  %172 = load float, ptr addrspace(1) %171, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %173 = add nuw nsw i32 %73, 3
  %174 = zext nneg i32 %173 to i64
  %175 = mul i64 %12, %174
  %176 = getelementptr float, ptr addrspace(1) %0, i64 %175
  %177 = getelementptr float, ptr addrspace(1) %176, i64 %57
  %178 = getelementptr float, ptr addrspace(1) %177, i64 %54
  %179 = load float, ptr addrspace(1) %178, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %180 = getelementptr float, ptr addrspace(1) %177, i64 %60
  %181 = load float, ptr addrspace(1) %180, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %182 = getelementptr float, ptr addrspace(1) %177, i64 %63
  %183 = load float, ptr addrspace(1) %182, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %184 = getelementptr float, ptr addrspace(1) %176, i64 %67
  %185 = getelementptr float, ptr addrspace(1) %184, i64 %54
  %186 = load float, ptr addrspace(1) %185, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %187 = getelementptr float, ptr addrspace(1) %184, i64 %60
  %188 = load float, ptr addrspace(1) %187, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %189 = getelementptr float, ptr addrspace(1) %184, i64 %63
  %190 = load float, ptr addrspace(1) %189, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %191 = getelementptr float, ptr addrspace(1) %176, i64 %71
  %192 = getelementptr float, ptr addrspace(1) %191, i64 %54
  %193 = load float, ptr addrspace(1) %192, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %194 = getelementptr float, ptr addrspace(1) %191, i64 %60
  %195 = load float, ptr addrspace(1) %194, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %196 = getelementptr float, ptr addrspace(1) %191, i64 %63
  %197 = load float, ptr addrspace(1) %196, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %198 = add nuw nsw i32 %73, 4
  %199 = zext nneg i32 %198 to i64
  %200 = mul i64 %12, %199
  %201 = getelementptr float, ptr addrspace(1) %0, i64 %200
  %202 = getelementptr float, ptr addrspace(1) %201, i64 %57
  %203 = getelementptr float, ptr addrspace(1) %202, i64 %54
  %204 = load float, ptr addrspace(1) %203, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %205 = getelementptr float, ptr addrspace(1) %202, i64 %60
  %206 = load float, ptr addrspace(1) %205, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %207 = getelementptr float, ptr addrspace(1) %202, i64 %63
  %208 = load float, ptr addrspace(1) %207, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %209 = getelementptr float, ptr addrspace(1) %201, i64 %67
  %210 = getelementptr float, ptr addrspace(1) %209, i64 %54
  %211 = load float, ptr addrspace(1) %210, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %212 = getelementptr float, ptr addrspace(1) %209, i64 %60
  %213 = load float, ptr addrspace(1) %212, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %214 = getelementptr float, ptr addrspace(1) %209, i64 %63
  %215 = load float, ptr addrspace(1) %214, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %216 = getelementptr float, ptr addrspace(1) %201, i64 %71
  %217 = getelementptr float, ptr addrspace(1) %216, i64 %54
  %218 = load float, ptr addrspace(1) %217, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %219 = getelementptr float, ptr addrspace(1) %216, i64 %60
  %220 = load float, ptr addrspace(1) %219, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %221 = getelementptr float, ptr addrspace(1) %216, i64 %63
  %222 = load float, ptr addrspace(1) %221, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %223 = fadd float %89, %138
  %224 = fadd float %223, %106
  %225 = fadd float %224, %120
  %226 = fadd float %225, %111
  %227 = fadd float %226, %115
  %228 = fadd float %82, %96
  %229 = fadd float %228, %87
  %230 = fadd float %229, %91
  %231 = fadd float %230, %131
  %232 = fadd float %231, %145
  %233 = fadd float %232, %136
  %234 = fadd float %233, %140
  %235 = fadd float %234, %104
  %236 = fadd float %235, %108
  %237 = fadd float %236, %118
  %238 = fadd float %237, %122
  %239 = fadd float %80, %84
  %240 = fadd float %239, %94
  %241 = fadd float %240, %98
  %242 = fadd float %241, %129
  %243 = fadd float %242, %133
  %244 = fadd float %243, %143
  %245 = fadd float %244, %147
  %246 = fmul float %6, %227
  %247 = tail call float @llvm.fmuladd.f32(float %5, float %113, float %246)
  %248 = tail call float @llvm.fmuladd.f32(float %7, float %238, float %247)
  %249 = tail call float @llvm.fmuladd.f32(float %8, float %245, float %248)
  %250 = zext nneg i32 %73 to i64
  %251 = mul i64 %12, %250
  %252 = getelementptr float, ptr addrspace(1) %52, i64 %251
  store float %249, ptr addrspace(1) %252, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %253 = fadd float %113, %163
  %254 = fadd float %253, %131
  %255 = fadd float %254, %145
  %256 = fadd float %255, %136
  %257 = fadd float %256, %140
  %258 = fadd float %106, %120
  %259 = fadd float %258, %111
  %260 = fadd float %259, %115
  %261 = fadd float %260, %156
  %262 = fadd float %261, %170
  %263 = fadd float %262, %161
  %264 = fadd float %263, %165
  %265 = fadd float %264, %129
  %266 = fadd float %265, %133
  %267 = fadd float %266, %143
  %268 = fadd float %267, %147
  %269 = fadd float %104, %108
  %270 = fadd float %269, %118
  %271 = fadd float %270, %122
  %272 = fadd float %271, %154
  %273 = fadd float %272, %158
  %274 = fadd float %273, %168
  %275 = fadd float %274, %172
  %276 = fmul float %6, %257
  %277 = tail call float @llvm.fmuladd.f32(float %5, float %138, float %276)
  %278 = tail call float @llvm.fmuladd.f32(float %7, float %268, float %277)
  %279 = tail call float @llvm.fmuladd.f32(float %8, float %275, float %278)
  %280 = zext nneg i32 %123 to i64
  %281 = mul i64 %12, %280
  %282 = getelementptr float, ptr addrspace(1) %52, i64 %281
  store float %279, ptr addrspace(1) %282, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %283 = fadd float %138, %188
  %284 = fadd float %283, %156
  %285 = fadd float %284, %170
  %286 = fadd float %285, %161
  %287 = fadd float %286, %165
  %288 = fadd float %131, %145
  %289 = fadd float %288, %136
  %290 = fadd float %289, %140
  %291 = fadd float %290, %181
  %292 = fadd float %291, %195
  %293 = fadd float %292, %186
  %294 = fadd float %293, %190
  %295 = fadd float %294, %154
  %296 = fadd float %295, %158
  %297 = fadd float %296, %168
  %298 = fadd float %297, %172
  %299 = fadd float %129, %133
  %300 = fadd float %299, %143
  %301 = fadd float %300, %147
  %302 = fadd float %301, %179
  %303 = fadd float %302, %183
  %304 = fadd float %303, %193
  %305 = fadd float %304, %197
  %306 = fmul float %6, %287
  %307 = tail call float @llvm.fmuladd.f32(float %5, float %163, float %306)
  %308 = tail call float @llvm.fmuladd.f32(float %7, float %298, float %307)
  %309 = tail call float @llvm.fmuladd.f32(float %8, float %305, float %308)
  %310 = zext nneg i32 %148 to i64
  %311 = mul i64 %12, %310
  %312 = getelementptr float, ptr addrspace(1) %52, i64 %311
  store float %309, ptr addrspace(1) %312, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %313 = fadd float %163, %213
  %314 = fadd float %313, %181
  %315 = fadd float %314, %195
  %316 = fadd float %315, %186
  %317 = fadd float %316, %190
  %318 = fadd float %156, %170
  %319 = fadd float %318, %161
  %320 = fadd float %319, %165
  %321 = fadd float %320, %206
  %322 = fadd float %321, %220
  %323 = fadd float %322, %211
  %324 = fadd float %323, %215
  %325 = fadd float %324, %179
  %326 = fadd float %325, %183
  %327 = fadd float %326, %193
  %328 = fadd float %327, %197
  %329 = fadd float %154, %158
  %330 = fadd float %329, %168
  %331 = fadd float %330, %172
  %332 = fadd float %331, %204
  %333 = fadd float %332, %208
  %334 = fadd float %333, %218
  %335 = fadd float %334, %222
  %336 = fmul float %6, %317
  %337 = tail call float @llvm.fmuladd.f32(float %5, float %188, float %336)
  %338 = tail call float @llvm.fmuladd.f32(float %7, float %328, float %337)
  %339 = tail call float @llvm.fmuladd.f32(float %8, float %335, float %338)
  %340 = zext nneg i32 %173 to i64
  %341 = mul i64 %12, %340
  %342 = getelementptr float, ptr addrspace(1) %52, i64 %341
  store float %339, ptr addrspace(1) %342, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %343 = icmp slt i32 %198, %13
  br i1 %343, label %72, label %344

344:                                              ; preds = %72, %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!10 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float"}
!13 = !{!"restrict const", !"restrict", !"", !"", !"", !"", !"", !"", !""}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_heat3d_27pt_zblock4: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_heat3d_27pt_zblock4"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_heat3d_27pt_zblock4: argument 1"}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
