; ModuleID = 'build/corpus/gfx942/ir/nbody_multi.ll'
source_filename = "opencl/nbody_multi.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @lj_force_neigh_a2(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %1, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i32, ptr addrspace(4) %9, align 4, !tbaa !6
  %11 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 4
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !6
  %14 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %15 = and i32 %10, 65535
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %13, %14
  %19 = add i32 %18, %17
  %20 = shl i32 %19, 1
  %21 = sext i32 %20 to i64
  %22 = or disjoint i32 %20, 1
  %23 = sext i32 %22 to i64
  %24 = icmp sgt i32 %3, 0
  br i1 %24, label %25, label %293

25:                                               ; preds = %7
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %21
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %28 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %23
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %30 = shufflevector <4 x float> %27, <4 x float> %29, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %31 = zext nneg i32 %3 to i64
  %32 = bitcast <8 x float> %30 to <2 x i128>
  %33 = mul nsw i64 %21, %31
  %34 = extractelement <2 x i128> %32, i64 0
  %35 = bitcast i128 %34 to <4 x float>
  %36 = mul nsw i64 %23, %31
  %37 = extractelement <2 x i128> %32, i64 1
  %38 = bitcast i128 %37 to <4 x float>
  %39 = insertelement <2 x i32> poison, i32 %20, i64 0
  %40 = insertelement <2 x i32> %39, i32 %22, i64 1
  %41 = insertelement <2 x float> poison, float %4, i64 0
  %42 = shufflevector <2 x float> %41, <2 x float> poison, <2 x i32> zeroinitializer
  %43 = insertelement <2 x float> poison, float %5, i64 0
  %44 = shufflevector <2 x float> %43, <2 x float> poison, <2 x i32> zeroinitializer
  %45 = insertelement <2 x float> poison, float %6, i64 0
  %46 = shufflevector <2 x float> %45, <2 x float> poison, <2 x i32> zeroinitializer
  br label %47

47:                                               ; preds = %47, %25
  %48 = phi i32 [ 0, %25 ], [ %291, %47 ]
  %49 = phi <8 x float> [ zeroinitializer, %25 ], [ %290, %47 ]
  %50 = phi <2 x float> [ zeroinitializer, %25 ], [ %274, %47 ]
  %51 = zext nneg i32 %48 to i64
  %52 = getelementptr i32, ptr addrspace(1) %1, i64 %51
  %53 = getelementptr i32, ptr addrspace(1) %52, i64 %33
  %54 = shufflevector <8 x float> %49, <8 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %55 = getelementptr i32, ptr addrspace(1) %52, i64 %36
  %56 = shufflevector <8 x float> %49, <8 x float> poison, <3 x i32> <i32 4, i32 5, i32 6>
  %57 = zext nneg i32 %48 to i64
  %58 = getelementptr i32, ptr addrspace(1) %1, i64 %57
  %59 = getelementptr i8, ptr addrspace(1) %58, i64 8
  %60 = getelementptr i32, ptr addrspace(1) %59, i64 %33
  %61 = getelementptr i32, ptr addrspace(1) %59, i64 %36
  %62 = load <2 x i32>, ptr addrspace(1) %53, align 4, !tbaa !6, !alias.scope !18, !noalias !25
  %63 = extractelement <2 x i32> %62, i64 0
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %64
  %66 = load <4 x float>, ptr addrspace(1) %65, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %67 = fsub <4 x float> %35, %66
  %68 = shufflevector <4 x float> %67, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %69 = load <2 x i32>, ptr addrspace(1) %55, align 4, !tbaa !6, !alias.scope !18, !noalias !25
  %70 = extractelement <2 x i32> %69, i64 0
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %71
  %73 = load <4 x float>, ptr addrspace(1) %72, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %74 = fsub <4 x float> %38, %73
  %75 = shufflevector <4 x float> %67, <4 x float> %74, <2 x i32> <i32 1, i32 5>
  %76 = fmul <2 x float> %75, %75
  %77 = shufflevector <4 x float> %67, <4 x float> %74, <2 x i32> <i32 0, i32 4>
  %78 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %77, <2 x float> %77, <2 x float> %76)
  %79 = shufflevector <4 x float> %67, <4 x float> %74, <2 x i32> <i32 2, i32 6>
  %80 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %79, <2 x float> %79, <2 x float> %78)
  %81 = fdiv <2 x float> splat (float 1.000000e+00), %80, !fpmath !26
  %82 = extractelement <2 x float> %81, i64 0
  %83 = fmul float %5, %82
  %84 = fmul <2 x float> %81, %81
  %85 = fmul <2 x float> %81, %84
  %86 = fmul <2 x float> %46, %85
  %87 = extractelement <2 x float> %86, i64 0
  %88 = fmul float %83, %87
  %89 = tail call float @llvm.fmuladd.f32(float %87, float 2.000000e+00, float -1.000000e+00)
  %90 = fmul float %88, %89
  %91 = insertelement <3 x float> poison, float %90, i64 0
  %92 = shufflevector <3 x float> %91, <3 x float> poison, <3 x i32> zeroinitializer
  %93 = fmul <3 x float> %68, %92
  %94 = fcmp olt <2 x float> %80, %42
  %95 = shufflevector <2 x i32> %62, <2 x i32> %69, <2 x i32> <i32 0, i32 2>
  %96 = icmp ne <2 x i32> %95, %40
  %97 = and <2 x i1> %96, %94
  %98 = shufflevector <2 x i1> %97, <2 x i1> poison, <3 x i32> zeroinitializer
  %99 = select <3 x i1> %98, <3 x float> %93, <3 x float> zeroinitializer
  %100 = fadd <3 x float> %54, %99
  %101 = shufflevector <4 x float> %74, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %102 = extractelement <2 x float> %81, i64 1
  %103 = fmul float %5, %102
  %104 = extractelement <2 x float> %86, i64 1
  %105 = fmul float %103, %104
  %106 = tail call float @llvm.fmuladd.f32(float %104, float 2.000000e+00, float -1.000000e+00)
  %107 = fmul float %105, %106
  %108 = insertelement <3 x float> poison, float %107, i64 0
  %109 = shufflevector <3 x float> %108, <3 x float> poison, <3 x i32> zeroinitializer
  %110 = fmul <3 x float> %101, %109
  %111 = shufflevector <2 x i1> %97, <2 x i1> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %112 = select <3 x i1> %111, <3 x float> %110, <3 x float> zeroinitializer
  %113 = fadd <3 x float> %56, %112
  %114 = fmul <2 x float> %44, %86
  %115 = fadd <2 x float> %86, splat (float -1.000000e+00)
  %116 = fmul <2 x float> %114, %115
  %117 = select <2 x i1> %97, <2 x float> %116, <2 x float> zeroinitializer
  %118 = fadd <2 x float> %50, %117
  %119 = extractelement <2 x i32> %62, i64 1
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %120
  %122 = load <4 x float>, ptr addrspace(1) %121, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %123 = fsub <4 x float> %35, %122
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %125 = extractelement <2 x i32> %69, i64 1
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %126
  %128 = load <4 x float>, ptr addrspace(1) %127, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %129 = fsub <4 x float> %38, %128
  %130 = shufflevector <4 x float> %123, <4 x float> %129, <2 x i32> <i32 1, i32 5>
  %131 = fmul <2 x float> %130, %130
  %132 = shufflevector <4 x float> %123, <4 x float> %129, <2 x i32> <i32 0, i32 4>
  %133 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %132, <2 x float> %132, <2 x float> %131)
  %134 = shufflevector <4 x float> %123, <4 x float> %129, <2 x i32> <i32 2, i32 6>
  %135 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %134, <2 x float> %134, <2 x float> %133)
  %136 = fdiv <2 x float> splat (float 1.000000e+00), %135, !fpmath !26
  %137 = extractelement <2 x float> %136, i64 0
  %138 = fmul float %5, %137
  %139 = fmul <2 x float> %136, %136
  %140 = fmul <2 x float> %136, %139
  %141 = fmul <2 x float> %46, %140
  %142 = extractelement <2 x float> %141, i64 0
  %143 = fmul float %138, %142
  %144 = tail call float @llvm.fmuladd.f32(float %142, float 2.000000e+00, float -1.000000e+00)
  %145 = fmul float %143, %144
  %146 = insertelement <3 x float> poison, float %145, i64 0
  %147 = shufflevector <3 x float> %146, <3 x float> poison, <3 x i32> zeroinitializer
  %148 = fmul <3 x float> %124, %147
  %149 = fcmp olt <2 x float> %135, %42
  %150 = shufflevector <2 x i32> %62, <2 x i32> %69, <2 x i32> <i32 1, i32 3>
  %151 = icmp ne <2 x i32> %150, %40
  %152 = and <2 x i1> %151, %149
  %153 = shufflevector <2 x i1> %152, <2 x i1> poison, <3 x i32> zeroinitializer
  %154 = select <3 x i1> %153, <3 x float> %148, <3 x float> zeroinitializer
  %155 = fadd <3 x float> %100, %154
  %156 = shufflevector <4 x float> %129, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %157 = extractelement <2 x float> %136, i64 1
  %158 = fmul float %5, %157
  %159 = extractelement <2 x float> %141, i64 1
  %160 = fmul float %158, %159
  %161 = tail call float @llvm.fmuladd.f32(float %159, float 2.000000e+00, float -1.000000e+00)
  %162 = fmul float %160, %161
  %163 = insertelement <3 x float> poison, float %162, i64 0
  %164 = shufflevector <3 x float> %163, <3 x float> poison, <3 x i32> zeroinitializer
  %165 = fmul <3 x float> %156, %164
  %166 = shufflevector <2 x i1> %152, <2 x i1> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %167 = select <3 x i1> %166, <3 x float> %165, <3 x float> zeroinitializer
  %168 = fadd <3 x float> %113, %167
  %169 = fmul <2 x float> %44, %141
  %170 = fadd <2 x float> %141, splat (float -1.000000e+00)
  %171 = fmul <2 x float> %169, %170
  %172 = select <2 x i1> %152, <2 x float> %171, <2 x float> zeroinitializer
  %173 = fadd <2 x float> %118, %172
  %174 = load <2 x i32>, ptr addrspace(1) %60, align 4, !tbaa !6, !alias.scope !18, !noalias !25
  %175 = extractelement <2 x i32> %174, i64 0
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %176
  %178 = load <4 x float>, ptr addrspace(1) %177, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %179 = fsub <4 x float> %35, %178
  %180 = shufflevector <4 x float> %179, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %181 = load <2 x i32>, ptr addrspace(1) %61, align 4, !tbaa !6, !alias.scope !18, !noalias !25
  %182 = extractelement <2 x i32> %181, i64 0
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %183
  %185 = load <4 x float>, ptr addrspace(1) %184, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %186 = fsub <4 x float> %38, %185
  %187 = shufflevector <4 x float> %179, <4 x float> %186, <2 x i32> <i32 1, i32 5>
  %188 = fmul <2 x float> %187, %187
  %189 = shufflevector <4 x float> %179, <4 x float> %186, <2 x i32> <i32 0, i32 4>
  %190 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %189, <2 x float> %189, <2 x float> %188)
  %191 = shufflevector <4 x float> %179, <4 x float> %186, <2 x i32> <i32 2, i32 6>
  %192 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %191, <2 x float> %191, <2 x float> %190)
  %193 = fdiv <2 x float> splat (float 1.000000e+00), %192, !fpmath !26
  %194 = extractelement <2 x float> %193, i64 0
  %195 = fmul float %5, %194
  %196 = fmul <2 x float> %193, %193
  %197 = fmul <2 x float> %193, %196
  %198 = fmul <2 x float> %46, %197
  %199 = extractelement <2 x float> %198, i64 0
  %200 = fmul float %195, %199
  %201 = tail call float @llvm.fmuladd.f32(float %199, float 2.000000e+00, float -1.000000e+00)
  %202 = fmul float %200, %201
  %203 = insertelement <3 x float> poison, float %202, i64 0
  %204 = shufflevector <3 x float> %203, <3 x float> poison, <3 x i32> zeroinitializer
  %205 = fmul <3 x float> %180, %204
  %206 = fcmp olt <2 x float> %192, %42
  %207 = shufflevector <2 x i32> %174, <2 x i32> %181, <2 x i32> <i32 0, i32 2>
  %208 = icmp ne <2 x i32> %207, %40
  %209 = and <2 x i1> %208, %206
  %210 = shufflevector <2 x i1> %209, <2 x i1> poison, <3 x i32> zeroinitializer
  %211 = select <3 x i1> %210, <3 x float> %205, <3 x float> zeroinitializer
  %212 = fadd <3 x float> %155, %211
  %213 = shufflevector <4 x float> %186, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %214 = extractelement <2 x float> %193, i64 1
  %215 = fmul float %5, %214
  %216 = extractelement <2 x float> %198, i64 1
  %217 = fmul float %215, %216
  %218 = tail call float @llvm.fmuladd.f32(float %216, float 2.000000e+00, float -1.000000e+00)
  %219 = fmul float %217, %218
  %220 = insertelement <3 x float> poison, float %219, i64 0
  %221 = shufflevector <3 x float> %220, <3 x float> poison, <3 x i32> zeroinitializer
  %222 = fmul <3 x float> %213, %221
  %223 = shufflevector <2 x i1> %209, <2 x i1> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %224 = select <3 x i1> %223, <3 x float> %222, <3 x float> zeroinitializer
  %225 = fadd <3 x float> %168, %224
  %226 = fmul <2 x float> %44, %198
  %227 = fadd <2 x float> %198, splat (float -1.000000e+00)
  %228 = fmul <2 x float> %226, %227
  %229 = select <2 x i1> %209, <2 x float> %228, <2 x float> zeroinitializer
  %230 = fadd <2 x float> %173, %229
  %231 = extractelement <2 x i32> %174, i64 1
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %232
  %234 = load <4 x float>, ptr addrspace(1) %233, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %235 = fsub <4 x float> %35, %234
  %236 = shufflevector <4 x float> %235, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %237 = extractelement <2 x i32> %181, i64 1
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %238
  %240 = load <4 x float>, ptr addrspace(1) %239, align 16, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %241 = fsub <4 x float> %38, %240
  %242 = shufflevector <4 x float> %235, <4 x float> %241, <2 x i32> <i32 1, i32 5>
  %243 = fmul <2 x float> %242, %242
  %244 = shufflevector <4 x float> %235, <4 x float> %241, <2 x i32> <i32 0, i32 4>
  %245 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %244, <2 x float> %244, <2 x float> %243)
  %246 = shufflevector <4 x float> %235, <4 x float> %241, <2 x i32> <i32 2, i32 6>
  %247 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %246, <2 x float> %246, <2 x float> %245)
  %248 = fdiv <2 x float> splat (float 1.000000e+00), %247, !fpmath !26
  %249 = extractelement <2 x float> %248, i64 0
  %250 = fmul float %5, %249
  %251 = fmul <2 x float> %248, %248
  %252 = fmul <2 x float> %248, %251
  %253 = fmul <2 x float> %46, %252
  %254 = extractelement <2 x float> %253, i64 0
  %255 = fmul float %250, %254
  %256 = tail call float @llvm.fmuladd.f32(float %254, float 2.000000e+00, float -1.000000e+00)
  %257 = fmul float %255, %256
  %258 = insertelement <3 x float> poison, float %257, i64 0
  %259 = shufflevector <3 x float> %258, <3 x float> poison, <3 x i32> zeroinitializer
  %260 = fmul <3 x float> %236, %259
  %261 = fcmp olt <2 x float> %247, %42
  %262 = shufflevector <2 x i32> %174, <2 x i32> %181, <2 x i32> <i32 1, i32 3>
  %263 = icmp ne <2 x i32> %262, %40
  %264 = and <2 x i1> %263, %261
  %265 = shufflevector <2 x i1> %264, <2 x i1> poison, <3 x i32> zeroinitializer
  %266 = select <3 x i1> %265, <3 x float> %260, <3 x float> zeroinitializer
  %267 = fadd <3 x float> %212, %266
  %268 = shufflevector <3 x float> %267, <3 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %269 = shufflevector <8 x float> %268, <8 x float> %49, <8 x i32> <i32 0, i32 1, i32 2, i32 11, i32 poison, i32 poison, i32 poison, i32 15>
  %270 = fmul <2 x float> %44, %253
  %271 = fadd <2 x float> %253, splat (float -1.000000e+00)
  %272 = fmul <2 x float> %270, %271
  %273 = select <2 x i1> %264, <2 x float> %272, <2 x float> zeroinitializer
  %274 = fadd <2 x float> %230, %273
  %275 = shufflevector <4 x float> %241, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %276 = extractelement <2 x float> %248, i64 1
  %277 = fmul float %5, %276
  %278 = extractelement <2 x float> %253, i64 1
  %279 = fmul float %277, %278
  %280 = tail call float @llvm.fmuladd.f32(float %278, float 2.000000e+00, float -1.000000e+00)
  %281 = fmul float %279, %280
  %282 = insertelement <3 x float> poison, float %281, i64 0
  %283 = shufflevector <3 x float> %282, <3 x float> poison, <3 x i32> zeroinitializer
  %284 = fmul <3 x float> %275, %283
  %285 = shufflevector <2 x i1> %264, <2 x i1> poison, <3 x i32> <i32 1, i32 1, i32 1>
  %286 = select <3 x i1> %285, <3 x float> %284, <3 x float> zeroinitializer
  %287 = fadd <3 x float> %225, %286
  %288 = shufflevector <3 x float> %287, <3 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %289 = shufflevector <8 x float> %269, <8 x float> %288, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 7>
  %290 = shufflevector <8 x float> %289, <8 x float> %288, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 10, i32 7>
  %291 = add nuw nsw i32 %48, 4
  %292 = icmp slt i32 %291, %3
  br i1 %292, label %47, label %293

293:                                              ; preds = %47, %7
  %294 = phi <2 x float> [ zeroinitializer, %7 ], [ %274, %47 ]
  %295 = phi <8 x float> [ zeroinitializer, %7 ], [ %290, %47 ]
  %296 = shufflevector <2 x float> %294, <2 x float> poison, <4 x i32> <i32 poison, i32 1, i32 poison, i32 poison>
  %297 = shufflevector <2 x float> %294, <2 x float> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %298 = shufflevector <8 x float> %295, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %299 = shufflevector <4 x float> %298, <4 x float> %297, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %300 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %21
  store <4 x float> %299, ptr addrspace(1) %300, align 16, !tbaa !22, !alias.scope !20, !noalias !27
  %301 = shufflevector <8 x float> %295, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 poison>
  %302 = shufflevector <4 x float> %301, <4 x float> %296, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  %303 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %23
  store <4 x float> %302, ptr addrspace(1) %303, align 16, !tbaa !22, !alias.scope !20, !noalias !27
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
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
!10 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float4*", !"int*", !"float4*", !"int", !"float", !"float", !"float"}
!13 = !{!"float __attribute__((ext_vector_type(4)))*", !"int*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float", !"float", !"float"}
!14 = !{!"restrict const", !"restrict const", !"restrict", !"", !"", !"", !""}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_lj_force_neigh_a2: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_lj_force_neigh_a2"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_lj_force_neigh_a2: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"__clang_ocl_kern_imp_lj_force_neigh_a2: argument 2"}
!22 = !{!8, !8, i64 0}
!23 = !{!19, !21}
!24 = !{}
!25 = !{!16, !21}
!26 = !{float 2.500000e+00}
!27 = !{!16, !19}
