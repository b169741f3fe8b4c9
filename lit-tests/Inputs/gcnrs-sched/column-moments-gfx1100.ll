; ModuleID = 'build/corpus/gfx1100/ir/accum_sums.ll'
source_filename = "opencl/accum_sums.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @column_moments_64(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i32, ptr addrspace(4) %6, align 4, !tbaa !6
  %8 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i32, ptr addrspace(4) %9, align 4, !tbaa !6
  %11 = zext i32 %10 to i64
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = and i32 %7, 65535
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %15 = zext nneg i32 %13 to i64
  %16 = zext i32 %14 to i64
  %17 = mul nuw nsw i64 %15, %16
  %18 = zext nneg i32 %12 to i64
  %19 = add nuw nsw i64 %11, %18
  %20 = add nuw nsw i64 %19, %17
  %21 = sext i32 %2 to i64
  %22 = shl nsw i64 %21, 8
  %23 = mul i64 %22, %20
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %23
  %25 = icmp sgt i32 %2, 0
  br i1 %25, label %26, label %414

26:                                               ; preds = %26, %4
  %27 = phi float [ %411, %26 ], [ 0.000000e+00, %4 ]
  %28 = phi float [ %406, %26 ], [ 0.000000e+00, %4 ]
  %29 = phi float [ %401, %26 ], [ 0.000000e+00, %4 ]
  %30 = phi float [ %396, %26 ], [ 0.000000e+00, %4 ]
  %31 = phi float [ %391, %26 ], [ 0.000000e+00, %4 ]
  %32 = phi float [ %386, %26 ], [ 0.000000e+00, %4 ]
  %33 = phi float [ %381, %26 ], [ 0.000000e+00, %4 ]
  %34 = phi float [ %376, %26 ], [ 0.000000e+00, %4 ]
  %35 = phi float [ %371, %26 ], [ 0.000000e+00, %4 ]
  %36 = phi float [ %366, %26 ], [ 0.000000e+00, %4 ]
  %37 = phi float [ %361, %26 ], [ 0.000000e+00, %4 ]
  %38 = phi float [ %356, %26 ], [ 0.000000e+00, %4 ]
  %39 = phi float [ %351, %26 ], [ 0.000000e+00, %4 ]
  %40 = phi float [ %346, %26 ], [ 0.000000e+00, %4 ]
  %41 = phi float [ %341, %26 ], [ 0.000000e+00, %4 ]
  %42 = phi float [ %336, %26 ], [ 0.000000e+00, %4 ]
  %43 = phi float [ %331, %26 ], [ 0.000000e+00, %4 ]
  %44 = phi float [ %326, %26 ], [ 0.000000e+00, %4 ]
  %45 = phi float [ %321, %26 ], [ 0.000000e+00, %4 ]
  %46 = phi float [ %316, %26 ], [ 0.000000e+00, %4 ]
  %47 = phi float [ %311, %26 ], [ 0.000000e+00, %4 ]
  %48 = phi float [ %306, %26 ], [ 0.000000e+00, %4 ]
  %49 = phi float [ %301, %26 ], [ 0.000000e+00, %4 ]
  %50 = phi float [ %296, %26 ], [ 0.000000e+00, %4 ]
  %51 = phi float [ %291, %26 ], [ 0.000000e+00, %4 ]
  %52 = phi float [ %286, %26 ], [ 0.000000e+00, %4 ]
  %53 = phi float [ %281, %26 ], [ 0.000000e+00, %4 ]
  %54 = phi float [ %276, %26 ], [ 0.000000e+00, %4 ]
  %55 = phi float [ %271, %26 ], [ 0.000000e+00, %4 ]
  %56 = phi float [ %266, %26 ], [ 0.000000e+00, %4 ]
  %57 = phi float [ %261, %26 ], [ 0.000000e+00, %4 ]
  %58 = phi float [ %256, %26 ], [ 0.000000e+00, %4 ]
  %59 = phi float [ %251, %26 ], [ 0.000000e+00, %4 ]
  %60 = phi float [ %246, %26 ], [ 0.000000e+00, %4 ]
  %61 = phi float [ %241, %26 ], [ 0.000000e+00, %4 ]
  %62 = phi float [ %236, %26 ], [ 0.000000e+00, %4 ]
  %63 = phi float [ %231, %26 ], [ 0.000000e+00, %4 ]
  %64 = phi float [ %226, %26 ], [ 0.000000e+00, %4 ]
  %65 = phi float [ %221, %26 ], [ 0.000000e+00, %4 ]
  %66 = phi float [ %216, %26 ], [ 0.000000e+00, %4 ]
  %67 = phi float [ %211, %26 ], [ 0.000000e+00, %4 ]
  %68 = phi float [ %206, %26 ], [ 0.000000e+00, %4 ]
  %69 = phi float [ %201, %26 ], [ 0.000000e+00, %4 ]
  %70 = phi float [ %196, %26 ], [ 0.000000e+00, %4 ]
  %71 = phi float [ %191, %26 ], [ 0.000000e+00, %4 ]
  %72 = phi float [ %186, %26 ], [ 0.000000e+00, %4 ]
  %73 = phi float [ %181, %26 ], [ 0.000000e+00, %4 ]
  %74 = phi float [ %176, %26 ], [ 0.000000e+00, %4 ]
  %75 = phi float [ %171, %26 ], [ 0.000000e+00, %4 ]
  %76 = phi float [ %166, %26 ], [ 0.000000e+00, %4 ]
  %77 = phi float [ %161, %26 ], [ 0.000000e+00, %4 ]
  %78 = phi float [ %156, %26 ], [ 0.000000e+00, %4 ]
  %79 = phi float [ %151, %26 ], [ 0.000000e+00, %4 ]
  %80 = phi float [ %146, %26 ], [ 0.000000e+00, %4 ]
  %81 = phi float [ %141, %26 ], [ 0.000000e+00, %4 ]
  %82 = phi float [ %136, %26 ], [ 0.000000e+00, %4 ]
  %83 = phi float [ %131, %26 ], [ 0.000000e+00, %4 ]
  %84 = phi float [ %126, %26 ], [ 0.000000e+00, %4 ]
  %85 = phi float [ %121, %26 ], [ 0.000000e+00, %4 ]
  %86 = phi float [ %116, %26 ], [ 0.000000e+00, %4 ]
  %87 = phi float [ %111, %26 ], [ 0.000000e+00, %4 ]
  %88 = phi float [ %106, %26 ], [ 0.000000e+00, %4 ]
  %89 = phi float [ %101, %26 ], [ 0.000000e+00, %4 ]
  %90 = phi float [ %96, %26 ], [ 0.000000e+00, %4 ]
  %91 = phi i32 [ %412, %26 ], [ 0, %4 ]
  %92 = shl nsw i32 %91, 6
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %96 = tail call fastcc float @llvm.fma.f32(float noundef %90, float noundef %3, float noundef %95) #4
  %97 = zext nneg i32 %92 to i64
  %98 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %98, i64 4
  %100 = load float, ptr addrspace(1) %99, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %101 = tail call fastcc float @llvm.fma.f32(float noundef %89, float noundef %3, float noundef %100) #4
  %102 = zext nneg i32 %92 to i64
  %103 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %102
  %104 = getelementptr inbounds nuw i8, ptr addrspace(1) %103, i64 8
  %105 = load float, ptr addrspace(1) %104, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %106 = tail call fastcc float @llvm.fma.f32(float noundef %88, float noundef %3, float noundef %105) #4
  %107 = zext nneg i32 %92 to i64
  %108 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %108, i64 12
  %110 = load float, ptr addrspace(1) %109, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %111 = tail call fastcc float @llvm.fma.f32(float noundef %87, float noundef %3, float noundef %110) #4
  %112 = zext nneg i32 %92 to i64
  %113 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr addrspace(1) %113, i64 16
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %116 = tail call fastcc float @llvm.fma.f32(float noundef %86, float noundef %3, float noundef %115) #4
  %117 = zext nneg i32 %92 to i64
  %118 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %117
  %119 = getelementptr inbounds nuw i8, ptr addrspace(1) %118, i64 20
  %120 = load float, ptr addrspace(1) %119, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %121 = tail call fastcc float @llvm.fma.f32(float noundef %85, float noundef %3, float noundef %120) #4
  %122 = zext nneg i32 %92 to i64
  %123 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %122
  %124 = getelementptr inbounds nuw i8, ptr addrspace(1) %123, i64 24
  %125 = load float, ptr addrspace(1) %124, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %126 = tail call fastcc float @llvm.fma.f32(float noundef %84, float noundef %3, float noundef %125) #4
  %127 = zext nneg i32 %92 to i64
  %128 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %127
  %129 = getelementptr inbounds nuw i8, ptr addrspace(1) %128, i64 28
  %130 = load float, ptr addrspace(1) %129, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %131 = tail call fastcc float @llvm.fma.f32(float noundef %83, float noundef %3, float noundef %130) #4
  %132 = zext nneg i32 %92 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %132
  %134 = getelementptr inbounds nuw i8, ptr addrspace(1) %133, i64 32
  %135 = load float, ptr addrspace(1) %134, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %136 = tail call fastcc float @llvm.fma.f32(float noundef %82, float noundef %3, float noundef %135) #4
  %137 = zext nneg i32 %92 to i64
  %138 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %137
  %139 = getelementptr inbounds nuw i8, ptr addrspace(1) %138, i64 36
  %140 = load float, ptr addrspace(1) %139, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %141 = tail call fastcc float @llvm.fma.f32(float noundef %81, float noundef %3, float noundef %140) #4
  %142 = zext nneg i32 %92 to i64
  %143 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %142
  %144 = getelementptr inbounds nuw i8, ptr addrspace(1) %143, i64 40
  %145 = load float, ptr addrspace(1) %144, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %146 = tail call fastcc float @llvm.fma.f32(float noundef %80, float noundef %3, float noundef %145) #4
  %147 = zext nneg i32 %92 to i64
  %148 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %147
  %149 = getelementptr inbounds nuw i8, ptr addrspace(1) %148, i64 44
  %150 = load float, ptr addrspace(1) %149, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %151 = tail call fastcc float @llvm.fma.f32(float noundef %79, float noundef %3, float noundef %150) #4
  %152 = zext nneg i32 %92 to i64
  %153 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr addrspace(1) %153, i64 48
  %155 = load float, ptr addrspace(1) %154, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %156 = tail call fastcc float @llvm.fma.f32(float noundef %78, float noundef %3, float noundef %155) #4
  %157 = zext nneg i32 %92 to i64
  %158 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %157
  %159 = getelementptr inbounds nuw i8, ptr addrspace(1) %158, i64 52
  %160 = load float, ptr addrspace(1) %159, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %161 = tail call fastcc float @llvm.fma.f32(float noundef %77, float noundef %3, float noundef %160) #4
  %162 = zext nneg i32 %92 to i64
  %163 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr addrspace(1) %163, i64 56
  %165 = load float, ptr addrspace(1) %164, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %166 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %3, float noundef %165) #4
  %167 = zext nneg i32 %92 to i64
  %168 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %167
  %169 = getelementptr inbounds nuw i8, ptr addrspace(1) %168, i64 60
  %170 = load float, ptr addrspace(1) %169, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %171 = tail call fastcc float @llvm.fma.f32(float noundef %75, float noundef %3, float noundef %170) #4
  %172 = zext nneg i32 %92 to i64
  %173 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr addrspace(1) %173, i64 64
  %175 = load float, ptr addrspace(1) %174, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %176 = tail call fastcc float @llvm.fma.f32(float noundef %74, float noundef %3, float noundef %175) #4
  %177 = zext nneg i32 %92 to i64
  %178 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr addrspace(1) %178, i64 68
  %180 = load float, ptr addrspace(1) %179, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %181 = tail call fastcc float @llvm.fma.f32(float noundef %73, float noundef %3, float noundef %180) #4
  %182 = zext nneg i32 %92 to i64
  %183 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %182
  %184 = getelementptr inbounds nuw i8, ptr addrspace(1) %183, i64 72
  %185 = load float, ptr addrspace(1) %184, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %186 = tail call fastcc float @llvm.fma.f32(float noundef %72, float noundef %3, float noundef %185) #4
  %187 = zext nneg i32 %92 to i64
  %188 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %187
  %189 = getelementptr inbounds nuw i8, ptr addrspace(1) %188, i64 76
  %190 = load float, ptr addrspace(1) %189, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %191 = tail call fastcc float @llvm.fma.f32(float noundef %71, float noundef %3, float noundef %190) #4
  %192 = zext nneg i32 %92 to i64
  %193 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %192
  %194 = getelementptr inbounds nuw i8, ptr addrspace(1) %193, i64 80
  %195 = load float, ptr addrspace(1) %194, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %196 = tail call fastcc float @llvm.fma.f32(float noundef %70, float noundef %3, float noundef %195) #4
  %197 = zext nneg i32 %92 to i64
  %198 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %197
  %199 = getelementptr inbounds nuw i8, ptr addrspace(1) %198, i64 84
  %200 = load float, ptr addrspace(1) %199, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %201 = tail call fastcc float @llvm.fma.f32(float noundef %69, float noundef %3, float noundef %200) #4
  %202 = zext nneg i32 %92 to i64
  %203 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %202
  %204 = getelementptr inbounds nuw i8, ptr addrspace(1) %203, i64 88
  %205 = load float, ptr addrspace(1) %204, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %206 = tail call fastcc float @llvm.fma.f32(float noundef %68, float noundef %3, float noundef %205) #4
  %207 = zext nneg i32 %92 to i64
  %208 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %207
  %209 = getelementptr inbounds nuw i8, ptr addrspace(1) %208, i64 92
  %210 = load float, ptr addrspace(1) %209, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %211 = tail call fastcc float @llvm.fma.f32(float noundef %67, float noundef %3, float noundef %210) #4
  %212 = zext nneg i32 %92 to i64
  %213 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %212
  %214 = getelementptr inbounds nuw i8, ptr addrspace(1) %213, i64 96
  %215 = load float, ptr addrspace(1) %214, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %216 = tail call fastcc float @llvm.fma.f32(float noundef %66, float noundef %3, float noundef %215) #4
  %217 = zext nneg i32 %92 to i64
  %218 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %217
  %219 = getelementptr inbounds nuw i8, ptr addrspace(1) %218, i64 100
  %220 = load float, ptr addrspace(1) %219, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %221 = tail call fastcc float @llvm.fma.f32(float noundef %65, float noundef %3, float noundef %220) #4
  %222 = zext nneg i32 %92 to i64
  %223 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %222
  %224 = getelementptr inbounds nuw i8, ptr addrspace(1) %223, i64 104
  %225 = load float, ptr addrspace(1) %224, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %226 = tail call fastcc float @llvm.fma.f32(float noundef %64, float noundef %3, float noundef %225) #4
  %227 = zext nneg i32 %92 to i64
  %228 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %227
  %229 = getelementptr inbounds nuw i8, ptr addrspace(1) %228, i64 108
  %230 = load float, ptr addrspace(1) %229, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %231 = tail call fastcc float @llvm.fma.f32(float noundef %63, float noundef %3, float noundef %230) #4
  %232 = zext nneg i32 %92 to i64
  %233 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %232
  %234 = getelementptr inbounds nuw i8, ptr addrspace(1) %233, i64 112
  %235 = load float, ptr addrspace(1) %234, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %236 = tail call fastcc float @llvm.fma.f32(float noundef %62, float noundef %3, float noundef %235) #4
  %237 = zext nneg i32 %92 to i64
  %238 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %237
  %239 = getelementptr inbounds nuw i8, ptr addrspace(1) %238, i64 116
  %240 = load float, ptr addrspace(1) %239, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %241 = tail call fastcc float @llvm.fma.f32(float noundef %61, float noundef %3, float noundef %240) #4
  %242 = zext nneg i32 %92 to i64
  %243 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %242
  %244 = getelementptr inbounds nuw i8, ptr addrspace(1) %243, i64 120
  %245 = load float, ptr addrspace(1) %244, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %246 = tail call fastcc float @llvm.fma.f32(float noundef %60, float noundef %3, float noundef %245) #4
  %247 = zext nneg i32 %92 to i64
  %248 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %247
  %249 = getelementptr inbounds nuw i8, ptr addrspace(1) %248, i64 124
  %250 = load float, ptr addrspace(1) %249, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %251 = tail call fastcc float @llvm.fma.f32(float noundef %59, float noundef %3, float noundef %250) #4
  %252 = zext nneg i32 %92 to i64
  %253 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %252
  %254 = getelementptr inbounds nuw i8, ptr addrspace(1) %253, i64 128
  %255 = load float, ptr addrspace(1) %254, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %256 = tail call fastcc float @llvm.fma.f32(float noundef %58, float noundef %3, float noundef %255) #4
  %257 = zext nneg i32 %92 to i64
  %258 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %257
  %259 = getelementptr inbounds nuw i8, ptr addrspace(1) %258, i64 132
  %260 = load float, ptr addrspace(1) %259, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %261 = tail call fastcc float @llvm.fma.f32(float noundef %57, float noundef %3, float noundef %260) #4
  %262 = zext nneg i32 %92 to i64
  %263 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %262
  %264 = getelementptr inbounds nuw i8, ptr addrspace(1) %263, i64 136
  %265 = load float, ptr addrspace(1) %264, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %266 = tail call fastcc float @llvm.fma.f32(float noundef %56, float noundef %3, float noundef %265) #4
  %267 = zext nneg i32 %92 to i64
  %268 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %267
  %269 = getelementptr inbounds nuw i8, ptr addrspace(1) %268, i64 140
  %270 = load float, ptr addrspace(1) %269, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %271 = tail call fastcc float @llvm.fma.f32(float noundef %55, float noundef %3, float noundef %270) #4
  %272 = zext nneg i32 %92 to i64
  %273 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %272
  %274 = getelementptr inbounds nuw i8, ptr addrspace(1) %273, i64 144
  %275 = load float, ptr addrspace(1) %274, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %276 = tail call fastcc float @llvm.fma.f32(float noundef %54, float noundef %3, float noundef %275) #4
  %277 = zext nneg i32 %92 to i64
  %278 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %277
  %279 = getelementptr inbounds nuw i8, ptr addrspace(1) %278, i64 148
  %280 = load float, ptr addrspace(1) %279, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %281 = tail call fastcc float @llvm.fma.f32(float noundef %53, float noundef %3, float noundef %280) #4
  %282 = zext nneg i32 %92 to i64
  %283 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %282
  %284 = getelementptr inbounds nuw i8, ptr addrspace(1) %283, i64 152
  %285 = load float, ptr addrspace(1) %284, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %286 = tail call fastcc float @llvm.fma.f32(float noundef %52, float noundef %3, float noundef %285) #4
  %287 = zext nneg i32 %92 to i64
  %288 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %287
  %289 = getelementptr inbounds nuw i8, ptr addrspace(1) %288, i64 156
  %290 = load float, ptr addrspace(1) %289, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %291 = tail call fastcc float @llvm.fma.f32(float noundef %51, float noundef %3, float noundef %290) #4
  %292 = zext nneg i32 %92 to i64
  %293 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %292
  %294 = getelementptr inbounds nuw i8, ptr addrspace(1) %293, i64 160
  %295 = load float, ptr addrspace(1) %294, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %296 = tail call fastcc float @llvm.fma.f32(float noundef %50, float noundef %3, float noundef %295) #4
  %297 = zext nneg i32 %92 to i64
  %298 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %297
  %299 = getelementptr inbounds nuw i8, ptr addrspace(1) %298, i64 164
  %300 = load float, ptr addrspace(1) %299, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %301 = tail call fastcc float @llvm.fma.f32(float noundef %49, float noundef %3, float noundef %300) #4
  %302 = zext nneg i32 %92 to i64
  %303 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %302
  %304 = getelementptr inbounds nuw i8, ptr addrspace(1) %303, i64 168
  %305 = load float, ptr addrspace(1) %304, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %306 = tail call fastcc float @llvm.fma.f32(float noundef %48, float noundef %3, float noundef %305) #4
  %307 = zext nneg i32 %92 to i64
  %308 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %307
  %309 = getelementptr inbounds nuw i8, ptr addrspace(1) %308, i64 172
  %310 = load float, ptr addrspace(1) %309, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %311 = tail call fastcc float @llvm.fma.f32(float noundef %47, float noundef %3, float noundef %310) #4
  %312 = zext nneg i32 %92 to i64
  %313 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %312
  %314 = getelementptr inbounds nuw i8, ptr addrspace(1) %313, i64 176
  %315 = load float, ptr addrspace(1) %314, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %316 = tail call fastcc float @llvm.fma.f32(float noundef %46, float noundef %3, float noundef %315) #4
  %317 = zext nneg i32 %92 to i64
  %318 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %317
  %319 = getelementptr inbounds nuw i8, ptr addrspace(1) %318, i64 180
  %320 = load float, ptr addrspace(1) %319, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %321 = tail call fastcc float @llvm.fma.f32(float noundef %45, float noundef %3, float noundef %320) #4
  %322 = zext nneg i32 %92 to i64
  %323 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %322
  %324 = getelementptr inbounds nuw i8, ptr addrspace(1) %323, i64 184
  %325 = load float, ptr addrspace(1) %324, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %326 = tail call fastcc float @llvm.fma.f32(float noundef %44, float noundef %3, float noundef %325) #4
  %327 = zext nneg i32 %92 to i64
  %328 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %327
  %329 = getelementptr inbounds nuw i8, ptr addrspace(1) %328, i64 188
  %330 = load float, ptr addrspace(1) %329, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %331 = tail call fastcc float @llvm.fma.f32(float noundef %43, float noundef %3, float noundef %330) #4
  %332 = zext nneg i32 %92 to i64
  %333 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %332
  %334 = getelementptr inbounds nuw i8, ptr addrspace(1) %333, i64 192
  %335 = load float, ptr addrspace(1) %334, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %336 = tail call fastcc float @llvm.fma.f32(float noundef %42, float noundef %3, float noundef %335) #4
  %337 = zext nneg i32 %92 to i64
  %338 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %337
  %339 = getelementptr inbounds nuw i8, ptr addrspace(1) %338, i64 196
  %340 = load float, ptr addrspace(1) %339, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %341 = tail call fastcc float @llvm.fma.f32(float noundef %41, float noundef %3, float noundef %340) #4
  %342 = zext nneg i32 %92 to i64
  %343 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %342
  %344 = getelementptr inbounds nuw i8, ptr addrspace(1) %343, i64 200
  %345 = load float, ptr addrspace(1) %344, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %346 = tail call fastcc float @llvm.fma.f32(float noundef %40, float noundef %3, float noundef %345) #4
  %347 = zext nneg i32 %92 to i64
  %348 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %347
  %349 = getelementptr inbounds nuw i8, ptr addrspace(1) %348, i64 204
  %350 = load float, ptr addrspace(1) %349, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %351 = tail call fastcc float @llvm.fma.f32(float noundef %39, float noundef %3, float noundef %350) #4
  %352 = zext nneg i32 %92 to i64
  %353 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %352
  %354 = getelementptr inbounds nuw i8, ptr addrspace(1) %353, i64 208
  %355 = load float, ptr addrspace(1) %354, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %356 = tail call fastcc float @llvm.fma.f32(float noundef %38, float noundef %3, float noundef %355) #4
  %357 = zext nneg i32 %92 to i64
  %358 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %357
  %359 = getelementptr inbounds nuw i8, ptr addrspace(1) %358, i64 212
  %360 = load float, ptr addrspace(1) %359, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %361 = tail call fastcc float @llvm.fma.f32(float noundef %37, float noundef %3, float noundef %360) #4
  %362 = zext nneg i32 %92 to i64
  %363 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %362
  %364 = getelementptr inbounds nuw i8, ptr addrspace(1) %363, i64 216
  %365 = load float, ptr addrspace(1) %364, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %366 = tail call fastcc float @llvm.fma.f32(float noundef %36, float noundef %3, float noundef %365) #4
  %367 = zext nneg i32 %92 to i64
  %368 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %367
  %369 = getelementptr inbounds nuw i8, ptr addrspace(1) %368, i64 220
  %370 = load float, ptr addrspace(1) %369, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %371 = tail call fastcc float @llvm.fma.f32(float noundef %35, float noundef %3, float noundef %370) #4
  %372 = zext nneg i32 %92 to i64
  %373 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %372
  %374 = getelementptr inbounds nuw i8, ptr addrspace(1) %373, i64 224
  %375 = load float, ptr addrspace(1) %374, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %376 = tail call fastcc float @llvm.fma.f32(float noundef %34, float noundef %3, float noundef %375) #4
  %377 = zext nneg i32 %92 to i64
  %378 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %377
  %379 = getelementptr inbounds nuw i8, ptr addrspace(1) %378, i64 228
  %380 = load float, ptr addrspace(1) %379, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %381 = tail call fastcc float @llvm.fma.f32(float noundef %33, float noundef %3, float noundef %380) #4
  %382 = zext nneg i32 %92 to i64
  %383 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %382
  %384 = getelementptr inbounds nuw i8, ptr addrspace(1) %383, i64 232
  %385 = load float, ptr addrspace(1) %384, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %386 = tail call fastcc float @llvm.fma.f32(float noundef %32, float noundef %3, float noundef %385) #4
  %387 = zext nneg i32 %92 to i64
  %388 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %387
  %389 = getelementptr inbounds nuw i8, ptr addrspace(1) %388, i64 236
  %390 = load float, ptr addrspace(1) %389, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %391 = tail call fastcc float @llvm.fma.f32(float noundef %31, float noundef %3, float noundef %390) #4
  %392 = zext nneg i32 %92 to i64
  %393 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %392
  %394 = getelementptr inbounds nuw i8, ptr addrspace(1) %393, i64 240
  %395 = load float, ptr addrspace(1) %394, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %396 = tail call fastcc float @llvm.fma.f32(float noundef %30, float noundef %3, float noundef %395) #4
  %397 = zext nneg i32 %92 to i64
  %398 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %397
  %399 = getelementptr inbounds nuw i8, ptr addrspace(1) %398, i64 244
  %400 = load float, ptr addrspace(1) %399, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %401 = tail call fastcc float @llvm.fma.f32(float noundef %29, float noundef %3, float noundef %400) #4
  %402 = zext nneg i32 %92 to i64
  %403 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %402
  %404 = getelementptr inbounds nuw i8, ptr addrspace(1) %403, i64 248
  %405 = load float, ptr addrspace(1) %404, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %406 = tail call fastcc float @llvm.fma.f32(float noundef %28, float noundef %3, float noundef %405) #4
  %407 = zext nneg i32 %92 to i64
  %408 = getelementptr inbounds nuw float, ptr addrspace(1) %24, i64 %407
  %409 = getelementptr inbounds nuw i8, ptr addrspace(1) %408, i64 252
  %410 = load float, ptr addrspace(1) %409, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %411 = tail call fastcc float @llvm.fma.f32(float noundef %27, float noundef %3, float noundef %410) #4
  %412 = add nuw nsw i32 %91, 1
  %413 = icmp eq i32 %412, %2
  br i1 %413, label %414, label %26

414:                                              ; preds = %26, %4
  %415 = phi float [ 0.000000e+00, %4 ], [ %411, %26 ]
  %416 = phi float [ 0.000000e+00, %4 ], [ %406, %26 ]
  %417 = phi float [ 0.000000e+00, %4 ], [ %401, %26 ]
  %418 = phi float [ 0.000000e+00, %4 ], [ %396, %26 ]
  %419 = phi float [ 0.000000e+00, %4 ], [ %391, %26 ]
  %420 = phi float [ 0.000000e+00, %4 ], [ %386, %26 ]
  %421 = phi float [ 0.000000e+00, %4 ], [ %381, %26 ]
  %422 = phi float [ 0.000000e+00, %4 ], [ %376, %26 ]
  %423 = phi float [ 0.000000e+00, %4 ], [ %371, %26 ]
  %424 = phi float [ 0.000000e+00, %4 ], [ %366, %26 ]
  %425 = phi float [ 0.000000e+00, %4 ], [ %361, %26 ]
  %426 = phi float [ 0.000000e+00, %4 ], [ %356, %26 ]
  %427 = phi float [ 0.000000e+00, %4 ], [ %351, %26 ]
  %428 = phi float [ 0.000000e+00, %4 ], [ %346, %26 ]
  %429 = phi float [ 0.000000e+00, %4 ], [ %341, %26 ]
  %430 = phi float [ 0.000000e+00, %4 ], [ %336, %26 ]
  %431 = phi float [ 0.000000e+00, %4 ], [ %331, %26 ]
  %432 = phi float [ 0.000000e+00, %4 ], [ %326, %26 ]
  %433 = phi float [ 0.000000e+00, %4 ], [ %321, %26 ]
  %434 = phi float [ 0.000000e+00, %4 ], [ %316, %26 ]
  %435 = phi float [ 0.000000e+00, %4 ], [ %311, %26 ]
  %436 = phi float [ 0.000000e+00, %4 ], [ %306, %26 ]
  %437 = phi float [ 0.000000e+00, %4 ], [ %301, %26 ]
  %438 = phi float [ 0.000000e+00, %4 ], [ %296, %26 ]
  %439 = phi float [ 0.000000e+00, %4 ], [ %291, %26 ]
  %440 = phi float [ 0.000000e+00, %4 ], [ %286, %26 ]
  %441 = phi float [ 0.000000e+00, %4 ], [ %281, %26 ]
  %442 = phi float [ 0.000000e+00, %4 ], [ %276, %26 ]
  %443 = phi float [ 0.000000e+00, %4 ], [ %271, %26 ]
  %444 = phi float [ 0.000000e+00, %4 ], [ %266, %26 ]
  %445 = phi float [ 0.000000e+00, %4 ], [ %261, %26 ]
  %446 = phi float [ 0.000000e+00, %4 ], [ %256, %26 ]
  %447 = phi float [ 0.000000e+00, %4 ], [ %251, %26 ]
  %448 = phi float [ 0.000000e+00, %4 ], [ %246, %26 ]
  %449 = phi float [ 0.000000e+00, %4 ], [ %241, %26 ]
  %450 = phi float [ 0.000000e+00, %4 ], [ %236, %26 ]
  %451 = phi float [ 0.000000e+00, %4 ], [ %231, %26 ]
  %452 = phi float [ 0.000000e+00, %4 ], [ %226, %26 ]
  %453 = phi float [ 0.000000e+00, %4 ], [ %221, %26 ]
  %454 = phi float [ 0.000000e+00, %4 ], [ %216, %26 ]
  %455 = phi float [ 0.000000e+00, %4 ], [ %211, %26 ]
  %456 = phi float [ 0.000000e+00, %4 ], [ %206, %26 ]
  %457 = phi float [ 0.000000e+00, %4 ], [ %201, %26 ]
  %458 = phi float [ 0.000000e+00, %4 ], [ %196, %26 ]
  %459 = phi float [ 0.000000e+00, %4 ], [ %191, %26 ]
  %460 = phi float [ 0.000000e+00, %4 ], [ %186, %26 ]
  %461 = phi float [ 0.000000e+00, %4 ], [ %181, %26 ]
  %462 = phi float [ 0.000000e+00, %4 ], [ %176, %26 ]
  %463 = phi float [ 0.000000e+00, %4 ], [ %171, %26 ]
  %464 = phi float [ 0.000000e+00, %4 ], [ %166, %26 ]
  %465 = phi float [ 0.000000e+00, %4 ], [ %161, %26 ]
  %466 = phi float [ 0.000000e+00, %4 ], [ %156, %26 ]
  %467 = phi float [ 0.000000e+00, %4 ], [ %151, %26 ]
  %468 = phi float [ 0.000000e+00, %4 ], [ %146, %26 ]
  %469 = phi float [ 0.000000e+00, %4 ], [ %141, %26 ]
  %470 = phi float [ 0.000000e+00, %4 ], [ %136, %26 ]
  %471 = phi float [ 0.000000e+00, %4 ], [ %131, %26 ]
  %472 = phi float [ 0.000000e+00, %4 ], [ %126, %26 ]
  %473 = phi float [ 0.000000e+00, %4 ], [ %121, %26 ]
  %474 = phi float [ 0.000000e+00, %4 ], [ %116, %26 ]
  %475 = phi float [ 0.000000e+00, %4 ], [ %111, %26 ]
  %476 = phi float [ 0.000000e+00, %4 ], [ %106, %26 ]
  %477 = phi float [ 0.000000e+00, %4 ], [ %101, %26 ]
  %478 = phi float [ 0.000000e+00, %4 ], [ %96, %26 ]
  %479 = shl nuw nsw i64 %20, 8
  %480 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %479
  store float %478, ptr addrspace(1) %480, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %481 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 4
  store float %477, ptr addrspace(1) %481, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %482 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 8
  store float %476, ptr addrspace(1) %482, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %483 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 12
  store float %475, ptr addrspace(1) %483, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %484 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 16
  store float %474, ptr addrspace(1) %484, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %485 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 20
  store float %473, ptr addrspace(1) %485, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %486 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 24
  store float %472, ptr addrspace(1) %486, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %487 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 28
  store float %471, ptr addrspace(1) %487, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %488 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 32
  store float %470, ptr addrspace(1) %488, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %489 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 36
  store float %469, ptr addrspace(1) %489, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %490 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 40
  store float %468, ptr addrspace(1) %490, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %491 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 44
  store float %467, ptr addrspace(1) %491, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %492 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 48
  store float %466, ptr addrspace(1) %492, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %493 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 52
  store float %465, ptr addrspace(1) %493, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %494 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 56
  store float %464, ptr addrspace(1) %494, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %495 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 60
  store float %463, ptr addrspace(1) %495, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %496 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 64
  store float %462, ptr addrspace(1) %496, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %497 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 68
  store float %461, ptr addrspace(1) %497, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %498 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 72
  store float %460, ptr addrspace(1) %498, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %499 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 76
  store float %459, ptr addrspace(1) %499, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %500 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 80
  store float %458, ptr addrspace(1) %500, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %501 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 84
  store float %457, ptr addrspace(1) %501, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %502 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 88
  store float %456, ptr addrspace(1) %502, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %503 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 92
  store float %455, ptr addrspace(1) %503, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %504 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 96
  store float %454, ptr addrspace(1) %504, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %505 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 100
  store float %453, ptr addrspace(1) %505, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %506 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 104
  store float %452, ptr addrspace(1) %506, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %507 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 108
  store float %451, ptr addrspace(1) %507, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %508 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 112
  store float %450, ptr addrspace(1) %508, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %509 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 116
  store float %449, ptr addrspace(1) %509, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %510 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 120
  store float %448, ptr addrspace(1) %510, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %511 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 124
  store float %447, ptr addrspace(1) %511, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %512 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 128
  store float %446, ptr addrspace(1) %512, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %513 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 132
  store float %445, ptr addrspace(1) %513, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %514 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 136
  store float %444, ptr addrspace(1) %514, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %515 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 140
  store float %443, ptr addrspace(1) %515, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %516 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 144
  store float %442, ptr addrspace(1) %516, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %517 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 148
  store float %441, ptr addrspace(1) %517, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %518 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 152
  store float %440, ptr addrspace(1) %518, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %519 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 156
  store float %439, ptr addrspace(1) %519, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %520 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 160
  store float %438, ptr addrspace(1) %520, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %521 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 164
  store float %437, ptr addrspace(1) %521, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %522 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 168
  store float %436, ptr addrspace(1) %522, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %523 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 172
  store float %435, ptr addrspace(1) %523, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %524 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 176
  store float %434, ptr addrspace(1) %524, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %525 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 180
  store float %433, ptr addrspace(1) %525, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %526 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 184
  store float %432, ptr addrspace(1) %526, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %527 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 188
  store float %431, ptr addrspace(1) %527, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %528 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 192
  store float %430, ptr addrspace(1) %528, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %529 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 196
  store float %429, ptr addrspace(1) %529, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %530 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 200
  store float %428, ptr addrspace(1) %530, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %531 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 204
  store float %427, ptr addrspace(1) %531, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %532 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 208
  store float %426, ptr addrspace(1) %532, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %533 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 212
  store float %425, ptr addrspace(1) %533, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %534 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 216
  store float %424, ptr addrspace(1) %534, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %535 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 220
  store float %423, ptr addrspace(1) %535, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %536 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 224
  store float %422, ptr addrspace(1) %536, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %537 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 228
  store float %421, ptr addrspace(1) %537, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %538 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 232
  store float %420, ptr addrspace(1) %538, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %539 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 236
  store float %419, ptr addrspace(1) %539, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %540 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 240
  store float %418, ptr addrspace(1) %540, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %541 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 244
  store float %417, ptr addrspace(1) %541, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %542 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 248
  store float %416, ptr addrspace(1) %542, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %543 = getelementptr inbounds nuw i8, ptr addrspace(1) %480, i64 252
  store float %415, ptr addrspace(1) %543, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind willreturn memory(none) }

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
!10 = !{i32 1, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int", !"float"}
!13 = !{!"restrict const", !"restrict", !"", !""}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_column_moments_64: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_column_moments_64"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_column_moments_64: argument 1"}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{}
