; ModuleID = 'build/corpus/gfx1100w64/ir/stencils_big.ll'
source_filename = "opencl/stencils_big.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @elastic2d_vs_x4(ptr addrspace(1) noalias noundef align 4 captures(none) %0, ptr addrspace(1) noalias noundef align 4 captures(none) %1, ptr addrspace(1) noalias noundef align 4 captures(none) %2, ptr addrspace(1) noalias noundef align 4 captures(none) %3, ptr addrspace(1) noalias noundef align 4 captures(none) %4, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %5, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %6, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %7, i32 noundef %8, float noundef %9, float noundef %10, float noundef %11) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 4
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !6
  %17 = and i32 %16, 65535
  %18 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %19 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 4
  %21 = load i32, ptr addrspace(4) %20, align 4, !tbaa !6
  %22 = mul i32 %17, %13
  %23 = add i32 %21, %18
  %24 = add i32 %23, %22
  %25 = shl i32 %24, 2
  %26 = or disjoint i32 %25, 2
  %27 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %28 = lshr i32 %16, 16
  %29 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %30 = getelementptr inbounds nuw i8, ptr addrspace(4) %19, i64 8
  %31 = load i32, ptr addrspace(4) %30, align 4, !tbaa !6
  %32 = mul i32 %28, %27
  %33 = add nuw nsw i32 %29, 2
  %34 = add i32 %33, %32
  %35 = add i32 %34, %31
  %36 = sext i32 %35 to i64
  %37 = sext i32 %8 to i64
  %38 = mul nsw i64 %36, %37
  %39 = sext i32 %26 to i64
  %40 = add nsw i64 %38, %39
  %41 = shl nsw i32 %8, 1
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %40, 1
  %44 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %40
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %48 = fsub float %45, %47
  %49 = getelementptr i8, ptr addrspace(1) %46, i64 8
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %51 = add nsw i64 %40, -1
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !31, !alias.scope !19, !noalias !33, !amdgpu.noclobber !34
  %54 = fsub float %50, %53
  %55 = fmul float %11, %54
  %56 = tail call float @llvm.fmuladd.f32(float %10, float %48, float %55)
  %57 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %40
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %59 = sub nsw i64 %40, %37
  %60 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %62 = fsub float %58, %61
  %63 = add nsw i64 %40, %37
  %64 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %66 = sub nsw i64 %40, %42
  %67 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %69 = fsub float %65, %68
  %70 = fmul float %11, %69
  %71 = tail call float @llvm.fmuladd.f32(float %10, float %62, float %70)
  %72 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %63
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %74 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %40
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %76 = fsub float %73, %75
  %77 = getelementptr float, ptr addrspace(1) %74, i64 %42
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %79 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %59
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %81 = fsub float %78, %80
  %82 = fmul float %11, %81
  %83 = tail call float @llvm.fmuladd.f32(float %10, float %76, float %82)
  %84 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %51
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %86 = fsub float %58, %85
  %87 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %43
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %89 = getelementptr i8, ptr addrspace(1) %57, i64 -8
  %90 = load float, ptr addrspace(1) %89, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %91 = fsub float %88, %90
  %92 = fmul float %11, %91
  %93 = tail call float @llvm.fmuladd.f32(float %10, float %86, float %92)
  %94 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %40
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !31, !alias.scope !29, !noalias !37, !amdgpu.noclobber !34
  %96 = fmul float %9, %95
  %97 = getelementptr float, ptr addrspace(1) %0, i64 %40
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %99 = fadd float %56, %71
  %100 = tail call float @llvm.fmuladd.f32(float %96, float %99, float %98)
  %101 = getelementptr float, ptr addrspace(1) %1, i64 %40
  %102 = load float, ptr addrspace(1) %101, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %103 = fadd float %83, %93
  %104 = tail call float @llvm.fmuladd.f32(float %96, float %103, float %102)
  %105 = add nsw i64 %40, 2
  %106 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %105
  %107 = fsub float %50, %45
  %108 = getelementptr i8, ptr addrspace(1) %44, i64 8
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %110 = fsub float %109, %47
  %111 = fmul float %11, %110
  %112 = tail call float @llvm.fmuladd.f32(float %10, float %107, float %111)
  %113 = sub nsw i64 %43, %37
  %114 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %113
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %116 = fsub float %88, %115
  %117 = add nsw i64 %43, %37
  %118 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %120 = sub nsw i64 %43, %42
  %121 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %123 = fsub float %119, %122
  %124 = fmul float %11, %123
  %125 = tail call float @llvm.fmuladd.f32(float %10, float %116, float %124)
  %126 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %117
  %127 = load float, ptr addrspace(1) %126, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %128 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %43
  %129 = load float, ptr addrspace(1) %128, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %130 = fsub float %127, %129
  %131 = getelementptr float, ptr addrspace(1) %128, i64 %42
  %132 = load float, ptr addrspace(1) %131, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %133 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %113
  %134 = load float, ptr addrspace(1) %133, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %135 = fsub float %132, %134
  %136 = fmul float %11, %135
  %137 = tail call float @llvm.fmuladd.f32(float %10, float %130, float %136)
  %138 = fsub float %88, %58
  %139 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %105
  %140 = load float, ptr addrspace(1) %139, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %141 = fsub float %140, %85
  %142 = fmul float %11, %141
  %143 = tail call float @llvm.fmuladd.f32(float %10, float %138, float %142)
  %144 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %43
  %145 = load float, ptr addrspace(1) %144, align 4, !tbaa !31, !alias.scope !29, !noalias !37, !amdgpu.noclobber !34
  %146 = fmul float %9, %145
  %147 = getelementptr float, ptr addrspace(1) %0, i64 %43
  %148 = load float, ptr addrspace(1) %147, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %149 = fadd float %112, %125
  %150 = tail call float @llvm.fmuladd.f32(float %146, float %149, float %148)
  %151 = getelementptr float, ptr addrspace(1) %1, i64 %43
  %152 = load float, ptr addrspace(1) %151, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %153 = fadd float %137, %143
  %154 = tail call float @llvm.fmuladd.f32(float %146, float %153, float %152)
  %155 = add nsw i64 %40, 3
  %156 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %155
  %157 = load float, ptr addrspace(1) %106, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %158 = fsub float %109, %157
  %159 = getelementptr i8, ptr addrspace(1) %106, i64 8
  %160 = load float, ptr addrspace(1) %159, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %161 = load float, ptr addrspace(1) %44, align 4, !tbaa !31, !alias.scope !19, !noalias !33, !amdgpu.noclobber !34
  %162 = fsub float %160, %161
  %163 = fmul float %11, %162
  %164 = tail call float @llvm.fmuladd.f32(float %10, float %158, float %163)
  %165 = sub nsw i64 %105, %37
  %166 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %165
  %167 = load float, ptr addrspace(1) %166, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %168 = fsub float %140, %167
  %169 = add nsw i64 %105, %37
  %170 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %169
  %171 = load float, ptr addrspace(1) %170, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %172 = sub nsw i64 %105, %42
  %173 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %172
  %174 = load float, ptr addrspace(1) %173, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %175 = fsub float %171, %174
  %176 = fmul float %11, %175
  %177 = tail call float @llvm.fmuladd.f32(float %10, float %168, float %176)
  %178 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %169
  %179 = load float, ptr addrspace(1) %178, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %180 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %105
  %181 = load float, ptr addrspace(1) %180, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %182 = fsub float %179, %181
  %183 = getelementptr float, ptr addrspace(1) %180, i64 %42
  %184 = load float, ptr addrspace(1) %183, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %185 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %165
  %186 = load float, ptr addrspace(1) %185, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %187 = fsub float %184, %186
  %188 = fmul float %11, %187
  %189 = tail call float @llvm.fmuladd.f32(float %10, float %182, float %188)
  %190 = load float, ptr addrspace(1) %87, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %191 = fsub float %140, %190
  %192 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %155
  %193 = load float, ptr addrspace(1) %192, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %194 = getelementptr i8, ptr addrspace(1) %139, i64 -8
  %195 = load float, ptr addrspace(1) %194, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %196 = fsub float %193, %195
  %197 = fmul float %11, %196
  %198 = tail call float @llvm.fmuladd.f32(float %10, float %191, float %197)
  %199 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %105
  %200 = load float, ptr addrspace(1) %199, align 4, !tbaa !31, !alias.scope !29, !noalias !37, !amdgpu.noclobber !34
  %201 = fmul float %9, %200
  %202 = getelementptr float, ptr addrspace(1) %0, i64 %105
  %203 = load float, ptr addrspace(1) %202, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %204 = fadd float %164, %177
  %205 = tail call float @llvm.fmuladd.f32(float %201, float %204, float %203)
  %206 = getelementptr float, ptr addrspace(1) %1, i64 %105
  %207 = load float, ptr addrspace(1) %206, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  %208 = fadd float %189, %198
  %209 = tail call float @llvm.fmuladd.f32(float %201, float %208, float %207)
  %210 = add nsw i64 %40, 4
  %211 = load float, ptr addrspace(1) %156, align 4, !tbaa !31, !alias.scope !19, !noalias !33, !amdgpu.noclobber !34
  %212 = fsub float %160, %211
  %213 = getelementptr i8, ptr addrspace(1) %156, i64 8
  %214 = load float, ptr addrspace(1) %213, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %215 = fsub float %214, %157
  %216 = fmul float %11, %215
  %217 = tail call float @llvm.fmuladd.f32(float %10, float %212, float %216)
  %218 = sub nsw i64 %155, %37
  %219 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %218
  %220 = load float, ptr addrspace(1) %219, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %221 = fsub float %193, %220
  %222 = add nsw i64 %155, %37
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %222
  %224 = load float, ptr addrspace(1) %223, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %225 = sub nsw i64 %155, %42
  %226 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %228 = fsub float %224, %227
  %229 = fmul float %11, %228
  %230 = tail call float @llvm.fmuladd.f32(float %10, float %221, float %229)
  %231 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %222
  %232 = load float, ptr addrspace(1) %231, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %233 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %155
  %234 = load float, ptr addrspace(1) %233, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %235 = fsub float %232, %234
  %236 = getelementptr float, ptr addrspace(1) %233, i64 %42
  %237 = load float, ptr addrspace(1) %236, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %238 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %218
  %239 = load float, ptr addrspace(1) %238, align 4, !tbaa !31, !alias.scope !21, !noalias !36, !amdgpu.noclobber !34
  %240 = fsub float %237, %239
  %241 = fmul float %11, %240
  %242 = tail call float @llvm.fmuladd.f32(float %10, float %235, float %241)
  %243 = load float, ptr addrspace(1) %139, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %244 = fsub float %193, %243
  %245 = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %210
  %246 = load float, ptr addrspace(1) %245, align 4, !tbaa !31, !alias.scope !23, !noalias !35, !amdgpu.noclobber !34
  %247 = fsub float %246, %190
  %248 = fmul float %11, %247
  %249 = tail call float @llvm.fmuladd.f32(float %10, float %244, float %248)
  %250 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %155
  %251 = load float, ptr addrspace(1) %250, align 4, !tbaa !31, !alias.scope !29, !noalias !37, !amdgpu.noclobber !34
  %252 = fmul float %9, %251
  %253 = getelementptr float, ptr addrspace(1) %0, i64 %155
  %254 = load float, ptr addrspace(1) %253, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %255 = fadd float %217, %230
  %256 = tail call float @llvm.fmuladd.f32(float %252, float %255, float %254)
  %257 = getelementptr float, ptr addrspace(1) %1, i64 %155
  %258 = load float, ptr addrspace(1) %257, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  %259 = fadd float %242, %249
  %260 = tail call float @llvm.fmuladd.f32(float %252, float %259, float %258)
  %261 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %51
  %262 = load float, ptr addrspace(1) %261, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %263 = fsub float %100, %262
  %264 = load float, ptr addrspace(1) %147, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %265 = getelementptr i8, ptr addrspace(1) %97, i64 -8
  %266 = load float, ptr addrspace(1) %265, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %267 = fsub float %264, %266
  %268 = fmul float %11, %267
  %269 = tail call float @llvm.fmuladd.f32(float %10, float %263, float %268)
  %270 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %59
  %271 = load float, ptr addrspace(1) %270, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %272 = fsub float %104, %271
  %273 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %63
  %274 = load float, ptr addrspace(1) %273, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %275 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %66
  %276 = load float, ptr addrspace(1) %275, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %277 = fsub float %274, %276
  %278 = fmul float %11, %277
  %279 = tail call float @llvm.fmuladd.f32(float %10, float %272, float %278)
  %280 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %63
  %281 = load float, ptr addrspace(1) %280, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %282 = fsub float %281, %100
  %283 = getelementptr float, ptr addrspace(1) %97, i64 %42
  %284 = load float, ptr addrspace(1) %283, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %285 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %59
  %286 = load float, ptr addrspace(1) %285, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %287 = fsub float %284, %286
  %288 = fmul float %11, %287
  %289 = tail call float @llvm.fmuladd.f32(float %10, float %282, float %288)
  %290 = load float, ptr addrspace(1) %151, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %291 = fsub float %290, %104
  %292 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %51
  %293 = load float, ptr addrspace(1) %292, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %294 = fsub float %207, %293
  %295 = fmul float %11, %294
  %296 = tail call float @llvm.fmuladd.f32(float %10, float %291, float %295)
  %297 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %40
  %298 = load float, ptr addrspace(1) %297, align 4, !tbaa !31, !alias.scope !25, !noalias !40, !amdgpu.noclobber !34
  %299 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %40
  %300 = load float, ptr addrspace(1) %299, align 4, !tbaa !31, !alias.scope !27, !noalias !41, !amdgpu.noclobber !34
  %301 = tail call float @llvm.fmuladd.f32(float %300, float 2.000000e+00, float %298)
  %302 = fmul float %279, %298
  %303 = tail call float @llvm.fmuladd.f32(float %301, float %269, float %302)
  %304 = load float, ptr addrspace(1) %46, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %305 = tail call float @llvm.fmuladd.f32(float %9, float %303, float %304)
  store float %305, ptr addrspace(1) %46, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %306 = fmul float %279, %301
  %307 = tail call float @llvm.fmuladd.f32(float %298, float %269, float %306)
  %308 = load float, ptr addrspace(1) %74, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %309 = tail call float @llvm.fmuladd.f32(float %9, float %307, float %308)
  store float %309, ptr addrspace(1) %74, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %310 = fmul float %9, %300
  %311 = fadd float %289, %296
  %312 = load float, ptr addrspace(1) %57, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %313 = tail call float @llvm.fmuladd.f32(float %310, float %311, float %312)
  store float %313, ptr addrspace(1) %57, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %314 = load float, ptr addrspace(1) %97, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %315 = fsub float %150, %314
  %316 = load float, ptr addrspace(1) %202, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %317 = fsub float %316, %262
  %318 = fmul float %11, %317
  %319 = tail call float @llvm.fmuladd.f32(float %10, float %315, float %318)
  %320 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %113
  %321 = load float, ptr addrspace(1) %320, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %322 = fsub float %154, %321
  %323 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %117
  %324 = load float, ptr addrspace(1) %323, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %325 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %120
  %326 = load float, ptr addrspace(1) %325, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %327 = fsub float %324, %326
  %328 = fmul float %11, %327
  %329 = tail call float @llvm.fmuladd.f32(float %10, float %322, float %328)
  %330 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %117
  %331 = load float, ptr addrspace(1) %330, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %332 = fsub float %331, %150
  %333 = getelementptr float, ptr addrspace(1) %147, i64 %42
  %334 = load float, ptr addrspace(1) %333, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %335 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %113
  %336 = load float, ptr addrspace(1) %335, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %337 = fsub float %334, %336
  %338 = fmul float %11, %337
  %339 = tail call float @llvm.fmuladd.f32(float %10, float %332, float %338)
  %340 = load float, ptr addrspace(1) %206, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %341 = fsub float %340, %154
  %342 = load float, ptr addrspace(1) %101, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %343 = fsub float %258, %342
  %344 = fmul float %11, %343
  %345 = tail call float @llvm.fmuladd.f32(float %10, float %341, float %344)
  %346 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %43
  %347 = load float, ptr addrspace(1) %346, align 4, !tbaa !31, !alias.scope !25, !noalias !40, !amdgpu.noclobber !34
  %348 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %43
  %349 = load float, ptr addrspace(1) %348, align 4, !tbaa !31, !alias.scope !27, !noalias !41, !amdgpu.noclobber !34
  %350 = tail call float @llvm.fmuladd.f32(float %349, float 2.000000e+00, float %347)
  %351 = fmul float %329, %347
  %352 = tail call float @llvm.fmuladd.f32(float %350, float %319, float %351)
  %353 = load float, ptr addrspace(1) %44, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %354 = tail call float @llvm.fmuladd.f32(float %9, float %352, float %353)
  store float %354, ptr addrspace(1) %44, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %355 = fmul float %329, %350
  %356 = tail call float @llvm.fmuladd.f32(float %347, float %319, float %355)
  %357 = load float, ptr addrspace(1) %128, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %358 = tail call float @llvm.fmuladd.f32(float %9, float %356, float %357)
  store float %358, ptr addrspace(1) %128, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %359 = fmul float %9, %349
  %360 = fadd float %339, %345
  %361 = load float, ptr addrspace(1) %87, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %362 = tail call float @llvm.fmuladd.f32(float %359, float %360, float %361)
  store float %362, ptr addrspace(1) %87, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %363 = load float, ptr addrspace(1) %147, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %364 = fsub float %205, %363
  %365 = load float, ptr addrspace(1) %253, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %366 = fsub float %365, %314
  %367 = fmul float %11, %366
  %368 = tail call float @llvm.fmuladd.f32(float %10, float %364, float %367)
  %369 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %165
  %370 = load float, ptr addrspace(1) %369, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %371 = fsub float %209, %370
  %372 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %169
  %373 = load float, ptr addrspace(1) %372, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %374 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %172
  %375 = load float, ptr addrspace(1) %374, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %376 = fsub float %373, %375
  %377 = fmul float %11, %376
  %378 = tail call float @llvm.fmuladd.f32(float %10, float %371, float %377)
  %379 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %169
  %380 = load float, ptr addrspace(1) %379, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %381 = fsub float %380, %205
  %382 = getelementptr float, ptr addrspace(1) %202, i64 %42
  %383 = load float, ptr addrspace(1) %382, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %384 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %165
  %385 = load float, ptr addrspace(1) %384, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %386 = fsub float %383, %385
  %387 = fmul float %11, %386
  %388 = tail call float @llvm.fmuladd.f32(float %10, float %381, float %387)
  %389 = load float, ptr addrspace(1) %257, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %390 = fsub float %389, %209
  %391 = getelementptr i8, ptr addrspace(1) %206, i64 8
  %392 = load float, ptr addrspace(1) %391, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  %393 = load float, ptr addrspace(1) %151, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %394 = fsub float %392, %393
  %395 = fmul float %11, %394
  %396 = tail call float @llvm.fmuladd.f32(float %10, float %390, float %395)
  %397 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %105
  %398 = load float, ptr addrspace(1) %397, align 4, !tbaa !31, !alias.scope !25, !noalias !40, !amdgpu.noclobber !34
  %399 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %105
  %400 = load float, ptr addrspace(1) %399, align 4, !tbaa !31, !alias.scope !27, !noalias !41, !amdgpu.noclobber !34
  %401 = tail call float @llvm.fmuladd.f32(float %400, float 2.000000e+00, float %398)
  %402 = fmul float %378, %398
  %403 = tail call float @llvm.fmuladd.f32(float %401, float %368, float %402)
  %404 = load float, ptr addrspace(1) %106, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %405 = tail call float @llvm.fmuladd.f32(float %9, float %403, float %404)
  store float %405, ptr addrspace(1) %106, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %406 = fmul float %378, %401
  %407 = tail call float @llvm.fmuladd.f32(float %398, float %368, float %406)
  %408 = load float, ptr addrspace(1) %180, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %409 = tail call float @llvm.fmuladd.f32(float %9, float %407, float %408)
  store float %409, ptr addrspace(1) %180, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %410 = fmul float %9, %400
  %411 = fadd float %388, %396
  %412 = load float, ptr addrspace(1) %139, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %413 = tail call float @llvm.fmuladd.f32(float %410, float %411, float %412)
  store float %413, ptr addrspace(1) %139, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %414 = load float, ptr addrspace(1) %202, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %415 = fsub float %256, %414
  %416 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %210
  %417 = load float, ptr addrspace(1) %416, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %418 = fsub float %417, %363
  %419 = fmul float %11, %418
  %420 = tail call float @llvm.fmuladd.f32(float %10, float %415, float %419)
  %421 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %218
  %422 = load float, ptr addrspace(1) %421, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %423 = fsub float %260, %422
  %424 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %222
  %425 = load float, ptr addrspace(1) %424, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %426 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %225
  %427 = load float, ptr addrspace(1) %426, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %428 = fsub float %425, %427
  %429 = fmul float %11, %428
  %430 = tail call float @llvm.fmuladd.f32(float %10, float %423, float %429)
  %431 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %222
  %432 = load float, ptr addrspace(1) %431, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %433 = fsub float %432, %256
  %434 = getelementptr float, ptr addrspace(1) %253, i64 %42
  %435 = load float, ptr addrspace(1) %434, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  %436 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %218
  %437 = load float, ptr addrspace(1) %436, align 4, !tbaa !31, !alias.scope !14, !noalias !38, !amdgpu.noclobber !34
  %438 = fsub float %435, %437
  %439 = fmul float %11, %438
  %440 = tail call float @llvm.fmuladd.f32(float %10, float %433, float %439)
  %441 = fsub float %392, %260
  %442 = getelementptr i8, ptr addrspace(1) %257, i64 8
  %443 = load float, ptr addrspace(1) %442, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  %444 = load float, ptr addrspace(1) %206, align 4, !tbaa !31, !alias.scope !17, !noalias !39, !amdgpu.noclobber !34
  %445 = fsub float %443, %444
  %446 = fmul float %11, %445
  %447 = tail call float @llvm.fmuladd.f32(float %10, float %441, float %446)
  %448 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %155
  %449 = load float, ptr addrspace(1) %448, align 4, !tbaa !31, !alias.scope !25, !noalias !40, !amdgpu.noclobber !34
  %450 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %155
  %451 = load float, ptr addrspace(1) %450, align 4, !tbaa !31, !alias.scope !27, !noalias !41, !amdgpu.noclobber !34
  %452 = tail call float @llvm.fmuladd.f32(float %451, float 2.000000e+00, float %449)
  %453 = fmul float %430, %449
  %454 = tail call float @llvm.fmuladd.f32(float %452, float %420, float %453)
  %455 = load float, ptr addrspace(1) %156, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %456 = tail call float @llvm.fmuladd.f32(float %9, float %454, float %455)
  store float %456, ptr addrspace(1) %156, align 4, !tbaa !31, !alias.scope !19, !noalias !33
  %457 = fmul float %430, %452
  %458 = tail call float @llvm.fmuladd.f32(float %449, float %420, float %457)
  %459 = load float, ptr addrspace(1) %233, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %460 = tail call float @llvm.fmuladd.f32(float %9, float %458, float %459)
  store float %460, ptr addrspace(1) %233, align 4, !tbaa !31, !alias.scope !21, !noalias !36
  %461 = fmul float %9, %451
  %462 = fadd float %440, %447
  %463 = load float, ptr addrspace(1) %192, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  %464 = tail call float @llvm.fmuladd.f32(float %461, float %462, float %463)
  store float %464, ptr addrspace(1) %192, align 4, !tbaa !31, !alias.scope !23, !noalias !35
  store float %100, ptr addrspace(1) %97, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  store float %104, ptr addrspace(1) %101, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  store float %150, ptr addrspace(1) %147, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  store float %154, ptr addrspace(1) %151, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  store float %205, ptr addrspace(1) %202, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  store float %209, ptr addrspace(1) %206, align 4, !tbaa !31, !alias.scope !17, !noalias !39
  store float %256, ptr addrspace(1) %253, align 4, !tbaa !31, !alias.scope !14, !noalias !38
  store float %260, ptr addrspace(1) %257, align 4, !tbaa !31, !alias.scope !17, !noalias !39
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!10 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"float", !"float", !"float"}
!13 = !{!"restrict", !"restrict", !"restrict", !"restrict", !"restrict", !"restrict const", !"restrict const", !"restrict const", !"", !"", !"", !""}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_elastic2d_vs_x4"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 1"}
!19 = !{!20}
!20 = distinct !{!20, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 2"}
!21 = !{!22}
!22 = distinct !{!22, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 3"}
!23 = !{!24}
!24 = distinct !{!24, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 4"}
!25 = !{!26}
!26 = distinct !{!26, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 5"}
!27 = !{!28}
!28 = distinct !{!28, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 6"}
!29 = !{!30}
!30 = distinct !{!30, !16, !"__clang_ocl_kern_imp_elastic2d_vs_x4: argument 7"}
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !8, i64 0}
!33 = !{!15, !18, !22, !24, !26, !28, !30}
!34 = !{}
!35 = !{!15, !18, !20, !22, !26, !28, !30}
!36 = !{!15, !18, !20, !24, !26, !28, !30}
!37 = !{!15, !18, !20, !22, !24, !26, !28}
!38 = !{!18, !20, !22, !24, !26, !28, !30}
!39 = !{!15, !20, !22, !24, !26, !28, !30}
!40 = !{!15, !18, !20, !22, !24, !28, !30}
!41 = !{!15, !18, !20, !22, !24, !26, !30}
