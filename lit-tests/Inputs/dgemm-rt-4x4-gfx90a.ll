; ModuleID = 'build/corpus/gfx90a/ir/gemm_reg_tiles.ll'
source_filename = "opencl/gemm_reg_tiles.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@dgemm_rt_4x4.As = external hidden unnamed_addr addrspace(3) global [8 x [64 x double]], align 8
@dgemm_rt_4x4.Bs = external hidden unnamed_addr addrspace(3) global [8 x [64 x double]], align 8

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @dgemm_rt_4x4(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, double noundef %4, ptr addrspace(1) noalias noundef readonly align 8 captures(none) %5, ptr addrspace(1) noalias noundef readonly align 8 captures(none) %6, ptr addrspace(1) noalias noundef align 8 captures(none) %7) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %12 = shl i32 %11, 6
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = shl i32 %13, 6
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %8
  %17 = sext i32 %1 to i64
  %18 = sext i32 %14 to i64
  br label %87

19:                                               ; preds = %8
  %20 = shl nuw nsw i32 %10, 4
  %21 = add nuw nsw i32 %20, %9
  %22 = and i32 %9, 7
  %23 = zext nneg i32 %22 to i64
  %24 = zext nneg i32 %2 to i64
  %25 = getelementptr double, ptr addrspace(1) %5, i64 %23
  %26 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) @dgemm_rt_4x4.As, i32 %22
  %27 = and i32 %21, 63
  %28 = sext i32 %1 to i64
  %29 = sext i32 %14 to i64
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr double, ptr addrspace(1) %6, i64 %29
  %32 = getelementptr double, ptr addrspace(1) %31, i64 %30
  %33 = getelementptr inbounds nuw double, ptr addrspace(3) @dgemm_rt_4x4.Bs, i32 %27
  %34 = shl nuw nsw i32 %10, 5
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @dgemm_rt_4x4.As, i32 %34
  %36 = shl nuw nsw i32 %9, 5
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @dgemm_rt_4x4.Bs, i32 %36
  %38 = lshr i32 %21, 3
  %39 = add nsw i32 %38, %12
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, %24
  %42 = getelementptr inbounds nuw double, ptr addrspace(3) %26, i32 %38
  %43 = add nuw nsw i32 %21, 256
  %44 = lshr i32 %43, 3
  %45 = add nsw i32 %44, %12
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %46, %24
  %48 = getelementptr inbounds nuw double, ptr addrspace(3) %26, i32 %44
  %49 = lshr i32 %21, 6
  %50 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %33, i32 %49
  %51 = lshr i32 %43, 6
  %52 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %33, i32 %51
  br label %53

53:                                               ; preds = %347, %19
  %54 = phi double [ 0.000000e+00, %19 ], [ %344, %347 ]
  %55 = phi double [ 0.000000e+00, %19 ], [ %343, %347 ]
  %56 = phi double [ 0.000000e+00, %19 ], [ %342, %347 ]
  %57 = phi double [ 0.000000e+00, %19 ], [ %341, %347 ]
  %58 = phi double [ 0.000000e+00, %19 ], [ %340, %347 ]
  %59 = phi double [ 0.000000e+00, %19 ], [ %339, %347 ]
  %60 = phi double [ 0.000000e+00, %19 ], [ %338, %347 ]
  %61 = phi double [ 0.000000e+00, %19 ], [ %337, %347 ]
  %62 = phi double [ 0.000000e+00, %19 ], [ %336, %347 ]
  %63 = phi double [ 0.000000e+00, %19 ], [ %335, %347 ]
  %64 = phi double [ 0.000000e+00, %19 ], [ %334, %347 ]
  %65 = phi double [ 0.000000e+00, %19 ], [ %333, %347 ]
  %66 = phi double [ 0.000000e+00, %19 ], [ %332, %347 ]
  %67 = phi double [ 0.000000e+00, %19 ], [ %331, %347 ]
  %68 = phi double [ 0.000000e+00, %19 ], [ %330, %347 ]
  %69 = phi double [ 0.000000e+00, %19 ], [ %329, %347 ]
  %70 = phi i32 [ 0, %19 ], [ %348, %347 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr double, ptr addrspace(1) %25, i64 %71
  %73 = getelementptr double, ptr addrspace(1) %72, i64 %41
  %74 = load double, ptr addrspace(1) %73, align 8, !tbaa !22, !alias.scope !15, !noalias !24
  store double %74, ptr addrspace(3) %42, align 8, !tbaa !22, !noalias !25
  %75 = getelementptr double, ptr addrspace(1) %72, i64 %47
  %76 = load double, ptr addrspace(1) %75, align 8, !tbaa !22, !alias.scope !15, !noalias !24
  store double %76, ptr addrspace(3) %48, align 8, !tbaa !22, !noalias !25
  %77 = add nuw nsw i32 %49, %70
  %78 = zext nneg i32 %77 to i64
  %79 = mul nsw i64 %78, %28
  %80 = getelementptr double, ptr addrspace(1) %32, i64 %79
  %81 = load double, ptr addrspace(1) %80, align 8, !tbaa !22, !alias.scope !18, !noalias !26
  store double %81, ptr addrspace(3) %50, align 8, !tbaa !22, !noalias !25
  %82 = add nuw nsw i32 %51, %70
  %83 = zext nneg i32 %82 to i64
  %84 = mul nsw i64 %83, %28
  %85 = getelementptr double, ptr addrspace(1) %32, i64 %84
  %86 = load double, ptr addrspace(1) %85, align 8, !tbaa !22, !alias.scope !18, !noalias !26
  store double %86, ptr addrspace(3) %52, align 8, !tbaa !22, !noalias !25
  fence syncscope("workgroup") seq_cst, !noalias !25
  tail call void @llvm.amdgcn.s.barrier(), !noalias !25
  br label %196

87:                                               ; preds = %347, %16
  %88 = phi i64 [ %18, %16 ], [ %29, %347 ]
  %89 = phi i64 [ %17, %16 ], [ %28, %347 ]
  %90 = phi double [ 0.000000e+00, %16 ], [ %344, %347 ]
  %91 = phi double [ 0.000000e+00, %16 ], [ %343, %347 ]
  %92 = phi double [ 0.000000e+00, %16 ], [ %342, %347 ]
  %93 = phi double [ 0.000000e+00, %16 ], [ %341, %347 ]
  %94 = phi double [ 0.000000e+00, %16 ], [ %340, %347 ]
  %95 = phi double [ 0.000000e+00, %16 ], [ %339, %347 ]
  %96 = phi double [ 0.000000e+00, %16 ], [ %338, %347 ]
  %97 = phi double [ 0.000000e+00, %16 ], [ %337, %347 ]
  %98 = phi double [ 0.000000e+00, %16 ], [ %336, %347 ]
  %99 = phi double [ 0.000000e+00, %16 ], [ %335, %347 ]
  %100 = phi double [ 0.000000e+00, %16 ], [ %334, %347 ]
  %101 = phi double [ 0.000000e+00, %16 ], [ %333, %347 ]
  %102 = phi double [ 0.000000e+00, %16 ], [ %332, %347 ]
  %103 = phi double [ 0.000000e+00, %16 ], [ %331, %347 ]
  %104 = phi double [ 0.000000e+00, %16 ], [ %330, %347 ]
  %105 = phi double [ 0.000000e+00, %16 ], [ %329, %347 ]
  %106 = shl nuw nsw i32 %10, 2
  %107 = add i32 %12, %106
  %108 = shl nuw nsw i32 %9, 2
  %109 = getelementptr double, ptr addrspace(1) %7, i64 %88
  %110 = zext nneg i32 %108 to i64
  %111 = sext i32 %107 to i64
  %112 = mul nsw i64 %89, %111
  %113 = getelementptr double, ptr addrspace(1) %109, i64 %112
  %114 = getelementptr double, ptr addrspace(1) %113, i64 %110
  %115 = load double, ptr addrspace(1) %114, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %116 = fmul double %4, %115
  %117 = tail call double @llvm.fmuladd.f64(double %3, double %105, double %116)
  store double %117, ptr addrspace(1) %114, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %118 = or disjoint i32 %108, 1
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr double, ptr addrspace(1) %113, i64 %119
  %121 = load double, ptr addrspace(1) %120, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %122 = fmul double %4, %121
  %123 = tail call double @llvm.fmuladd.f64(double %3, double %104, double %122)
  store double %123, ptr addrspace(1) %120, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %124 = or disjoint i32 %108, 2
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr double, ptr addrspace(1) %113, i64 %125
  %127 = load double, ptr addrspace(1) %126, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %128 = fmul double %4, %127
  %129 = tail call double @llvm.fmuladd.f64(double %3, double %103, double %128)
  store double %129, ptr addrspace(1) %126, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %130 = or disjoint i32 %108, 3
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr double, ptr addrspace(1) %113, i64 %131
  %133 = load double, ptr addrspace(1) %132, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %134 = fmul double %4, %133
  %135 = tail call double @llvm.fmuladd.f64(double %3, double %102, double %134)
  store double %135, ptr addrspace(1) %132, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %136 = or disjoint i32 %107, 1
  %137 = sext i32 %136 to i64
  %138 = mul nsw i64 %89, %137
  %139 = getelementptr double, ptr addrspace(1) %109, i64 %138
  %140 = getelementptr double, ptr addrspace(1) %139, i64 %110
  %141 = load double, ptr addrspace(1) %140, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %142 = fmul double %4, %141
  %143 = tail call double @llvm.fmuladd.f64(double %3, double %101, double %142)
  store double %143, ptr addrspace(1) %140, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %144 = getelementptr double, ptr addrspace(1) %139, i64 %119
  %145 = load double, ptr addrspace(1) %144, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %146 = fmul double %4, %145
  %147 = tail call double @llvm.fmuladd.f64(double %3, double %100, double %146)
  store double %147, ptr addrspace(1) %144, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %148 = getelementptr double, ptr addrspace(1) %139, i64 %125
  %149 = load double, ptr addrspace(1) %148, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %150 = fmul double %4, %149
  %151 = tail call double @llvm.fmuladd.f64(double %3, double %99, double %150)
  store double %151, ptr addrspace(1) %148, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %152 = getelementptr double, ptr addrspace(1) %139, i64 %131
  %153 = load double, ptr addrspace(1) %152, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %154 = fmul double %4, %153
  %155 = tail call double @llvm.fmuladd.f64(double %3, double %98, double %154)
  store double %155, ptr addrspace(1) %152, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %156 = or disjoint i32 %107, 2
  %157 = sext i32 %156 to i64
  %158 = mul nsw i64 %89, %157
  %159 = getelementptr double, ptr addrspace(1) %109, i64 %158
  %160 = getelementptr double, ptr addrspace(1) %159, i64 %110
  %161 = load double, ptr addrspace(1) %160, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %162 = fmul double %4, %161
  %163 = tail call double @llvm.fmuladd.f64(double %3, double %97, double %162)
  store double %163, ptr addrspace(1) %160, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %164 = getelementptr double, ptr addrspace(1) %159, i64 %119
  %165 = load double, ptr addrspace(1) %164, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %166 = fmul double %4, %165
  %167 = tail call double @llvm.fmuladd.f64(double %3, double %96, double %166)
  store double %167, ptr addrspace(1) %164, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %168 = getelementptr double, ptr addrspace(1) %159, i64 %125
  %169 = load double, ptr addrspace(1) %168, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %170 = fmul double %4, %169
  %171 = tail call double @llvm.fmuladd.f64(double %3, double %95, double %170)
  store double %171, ptr addrspace(1) %168, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %172 = getelementptr double, ptr addrspace(1) %159, i64 %131
  %173 = load double, ptr addrspace(1) %172, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %174 = fmul double %4, %173
  %175 = tail call double @llvm.fmuladd.f64(double %3, double %94, double %174)
  store double %175, ptr addrspace(1) %172, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %176 = or disjoint i32 %107, 3
  %177 = sext i32 %176 to i64
  %178 = mul nsw i64 %89, %177
  %179 = getelementptr double, ptr addrspace(1) %109, i64 %178
  %180 = getelementptr double, ptr addrspace(1) %179, i64 %110
  %181 = load double, ptr addrspace(1) %180, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %182 = fmul double %4, %181
  %183 = tail call double @llvm.fmuladd.f64(double %3, double %93, double %182)
  store double %183, ptr addrspace(1) %180, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %184 = getelementptr double, ptr addrspace(1) %179, i64 %119
  %185 = load double, ptr addrspace(1) %184, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %186 = fmul double %4, %185
  %187 = tail call double @llvm.fmuladd.f64(double %3, double %92, double %186)
  store double %187, ptr addrspace(1) %184, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %188 = getelementptr double, ptr addrspace(1) %179, i64 %125
  %189 = load double, ptr addrspace(1) %188, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %190 = fmul double %4, %189
  %191 = tail call double @llvm.fmuladd.f64(double %3, double %91, double %190)
  store double %191, ptr addrspace(1) %188, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %192 = getelementptr double, ptr addrspace(1) %179, i64 %131
  %193 = load double, ptr addrspace(1) %192, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  %194 = fmul double %4, %193
  %195 = tail call double @llvm.fmuladd.f64(double %3, double %90, double %194)
  store double %195, ptr addrspace(1) %192, align 8, !tbaa !22, !alias.scope !20, !noalias !27
  ret void

196:                                              ; preds = %196, %53
  %197 = phi double [ %54, %53 ], [ %344, %196 ]
  %198 = phi double [ %55, %53 ], [ %343, %196 ]
  %199 = phi double [ %56, %53 ], [ %342, %196 ]
  %200 = phi double [ %57, %53 ], [ %341, %196 ]
  %201 = phi double [ %58, %53 ], [ %340, %196 ]
  %202 = phi double [ %59, %53 ], [ %339, %196 ]
  %203 = phi double [ %60, %53 ], [ %338, %196 ]
  %204 = phi double [ %61, %53 ], [ %337, %196 ]
  %205 = phi double [ %62, %53 ], [ %336, %196 ]
  %206 = phi double [ %63, %53 ], [ %335, %196 ]
  %207 = phi double [ %64, %53 ], [ %334, %196 ]
  %208 = phi double [ %65, %53 ], [ %333, %196 ]
  %209 = phi double [ %66, %53 ], [ %332, %196 ]
  %210 = phi double [ %67, %53 ], [ %331, %196 ]
  %211 = phi double [ %68, %53 ], [ %330, %196 ]
  %212 = phi double [ %69, %53 ], [ %329, %196 ]
  %213 = phi i32 [ 0, %53 ], [ %345, %196 ]
  %214 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %35, i32 %213
  %215 = load double, ptr addrspace(3) %214, align 8, !tbaa !22, !noalias !25
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 8
  %217 = load double, ptr addrspace(3) %216, align 8, !tbaa !22, !noalias !25
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 16
  %219 = load double, ptr addrspace(3) %218, align 8, !tbaa !22, !noalias !25
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 24
  %221 = load double, ptr addrspace(3) %220, align 8, !tbaa !22, !noalias !25
  %222 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %37, i32 %213
  %223 = load double, ptr addrspace(3) %222, align 8, !tbaa !22, !noalias !25
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 8
  %225 = load double, ptr addrspace(3) %224, align 8, !tbaa !22, !noalias !25
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 16
  %227 = load double, ptr addrspace(3) %226, align 8, !tbaa !22, !noalias !25
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 24
  %229 = load double, ptr addrspace(3) %228, align 8, !tbaa !22, !noalias !25
  %230 = tail call fastcc double @llvm.fma.f64(double noundef %215, double noundef %223, double noundef %212) #5
  %231 = tail call fastcc double @llvm.fma.f64(double noundef %215, double noundef %225, double noundef %211) #5
  %232 = tail call fastcc double @llvm.fma.f64(double noundef %215, double noundef %227, double noundef %210) #5
  %233 = tail call fastcc double @llvm.fma.f64(double noundef %215, double noundef %229, double noundef %209) #5
  %234 = tail call fastcc double @llvm.fma.f64(double noundef %217, double noundef %223, double noundef %208) #5
  %235 = tail call fastcc double @llvm.fma.f64(double noundef %217, double noundef %225, double noundef %207) #5
  %236 = tail call fastcc double @llvm.fma.f64(double noundef %217, double noundef %227, double noundef %206) #5
  %237 = tail call fastcc double @llvm.fma.f64(double noundef %217, double noundef %229, double noundef %205) #5
  %238 = tail call fastcc double @llvm.fma.f64(double noundef %219, double noundef %223, double noundef %204) #5
  %239 = tail call fastcc double @llvm.fma.f64(double noundef %219, double noundef %225, double noundef %203) #5
  %240 = tail call fastcc double @llvm.fma.f64(double noundef %219, double noundef %227, double noundef %202) #5
  %241 = tail call fastcc double @llvm.fma.f64(double noundef %219, double noundef %229, double noundef %201) #5
  %242 = tail call fastcc double @llvm.fma.f64(double noundef %221, double noundef %223, double noundef %200) #5
  %243 = tail call fastcc double @llvm.fma.f64(double noundef %221, double noundef %225, double noundef %199) #5
  %244 = tail call fastcc double @llvm.fma.f64(double noundef %221, double noundef %227, double noundef %198) #5
  %245 = tail call fastcc double @llvm.fma.f64(double noundef %221, double noundef %229, double noundef %197) #5
  %246 = or disjoint i32 %213, 1
  %247 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %35, i32 %246
  %248 = load double, ptr addrspace(3) %247, align 8, !tbaa !22, !noalias !25
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 8
  %250 = load double, ptr addrspace(3) %249, align 8, !tbaa !22, !noalias !25
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 16
  %252 = load double, ptr addrspace(3) %251, align 8, !tbaa !22, !noalias !25
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 24
  %254 = load double, ptr addrspace(3) %253, align 8, !tbaa !22, !noalias !25
  %255 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %37, i32 %246
  %256 = load double, ptr addrspace(3) %255, align 8, !tbaa !22, !noalias !25
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %255, i32 8
  %258 = load double, ptr addrspace(3) %257, align 8, !tbaa !22, !noalias !25
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %255, i32 16
  %260 = load double, ptr addrspace(3) %259, align 8, !tbaa !22, !noalias !25
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) %255, i32 24
  %262 = load double, ptr addrspace(3) %261, align 8, !tbaa !22, !noalias !25
  %263 = tail call fastcc double @llvm.fma.f64(double noundef %248, double noundef %256, double noundef %230) #5
  %264 = tail call fastcc double @llvm.fma.f64(double noundef %248, double noundef %258, double noundef %231) #5
  %265 = tail call fastcc double @llvm.fma.f64(double noundef %248, double noundef %260, double noundef %232) #5
  %266 = tail call fastcc double @llvm.fma.f64(double noundef %248, double noundef %262, double noundef %233) #5
  %267 = tail call fastcc double @llvm.fma.f64(double noundef %250, double noundef %256, double noundef %234) #5
  %268 = tail call fastcc double @llvm.fma.f64(double noundef %250, double noundef %258, double noundef %235) #5
  %269 = tail call fastcc double @llvm.fma.f64(double noundef %250, double noundef %260, double noundef %236) #5
  %270 = tail call fastcc double @llvm.fma.f64(double noundef %250, double noundef %262, double noundef %237) #5
  %271 = tail call fastcc double @llvm.fma.f64(double noundef %252, double noundef %256, double noundef %238) #5
  %272 = tail call fastcc double @llvm.fma.f64(double noundef %252, double noundef %258, double noundef %239) #5
  %273 = tail call fastcc double @llvm.fma.f64(double noundef %252, double noundef %260, double noundef %240) #5
  %274 = tail call fastcc double @llvm.fma.f64(double noundef %252, double noundef %262, double noundef %241) #5
  %275 = tail call fastcc double @llvm.fma.f64(double noundef %254, double noundef %256, double noundef %242) #5
  %276 = tail call fastcc double @llvm.fma.f64(double noundef %254, double noundef %258, double noundef %243) #5
  %277 = tail call fastcc double @llvm.fma.f64(double noundef %254, double noundef %260, double noundef %244) #5
  %278 = tail call fastcc double @llvm.fma.f64(double noundef %254, double noundef %262, double noundef %245) #5
  %279 = or disjoint i32 %213, 2
  %280 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %35, i32 %279
  %281 = load double, ptr addrspace(3) %280, align 8, !tbaa !22, !noalias !25
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %280, i32 8
  %283 = load double, ptr addrspace(3) %282, align 8, !tbaa !22, !noalias !25
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) %280, i32 16
  %285 = load double, ptr addrspace(3) %284, align 8, !tbaa !22, !noalias !25
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) %280, i32 24
  %287 = load double, ptr addrspace(3) %286, align 8, !tbaa !22, !noalias !25
  %288 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %37, i32 %279
  %289 = load double, ptr addrspace(3) %288, align 8, !tbaa !22, !noalias !25
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) %288, i32 8
  %291 = load double, ptr addrspace(3) %290, align 8, !tbaa !22, !noalias !25
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %288, i32 16
  %293 = load double, ptr addrspace(3) %292, align 8, !tbaa !22, !noalias !25
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %288, i32 24
  %295 = load double, ptr addrspace(3) %294, align 8, !tbaa !22, !noalias !25
  %296 = tail call fastcc double @llvm.fma.f64(double noundef %281, double noundef %289, double noundef %263) #5
  %297 = tail call fastcc double @llvm.fma.f64(double noundef %281, double noundef %291, double noundef %264) #5
  %298 = tail call fastcc double @llvm.fma.f64(double noundef %281, double noundef %293, double noundef %265) #5
  %299 = tail call fastcc double @llvm.fma.f64(double noundef %281, double noundef %295, double noundef %266) #5
  %300 = tail call fastcc double @llvm.fma.f64(double noundef %283, double noundef %289, double noundef %267) #5
  %301 = tail call fastcc double @llvm.fma.f64(double noundef %283, double noundef %291, double noundef %268) #5
  %302 = tail call fastcc double @llvm.fma.f64(double noundef %283, double noundef %293, double noundef %269) #5
  %303 = tail call fastcc double @llvm.fma.f64(double noundef %283, double noundef %295, double noundef %270) #5
  %304 = tail call fastcc double @llvm.fma.f64(double noundef %285, double noundef %289, double noundef %271) #5
  %305 = tail call fastcc double @llvm.fma.f64(double noundef %285, double noundef %291, double noundef %272) #5
  %306 = tail call fastcc double @llvm.fma.f64(double noundef %285, double noundef %293, double noundef %273) #5
  %307 = tail call fastcc double @llvm.fma.f64(double noundef %285, double noundef %295, double noundef %274) #5
  %308 = tail call fastcc double @llvm.fma.f64(double noundef %287, double noundef %289, double noundef %275) #5
  %309 = tail call fastcc double @llvm.fma.f64(double noundef %287, double noundef %291, double noundef %276) #5
  %310 = tail call fastcc double @llvm.fma.f64(double noundef %287, double noundef %293, double noundef %277) #5
  %311 = tail call fastcc double @llvm.fma.f64(double noundef %287, double noundef %295, double noundef %278) #5
  %312 = or disjoint i32 %213, 3
  %313 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %35, i32 %312
  %314 = load double, ptr addrspace(3) %313, align 8, !tbaa !22, !noalias !25
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %313, i32 8
  %316 = load double, ptr addrspace(3) %315, align 8, !tbaa !22, !noalias !25
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) %313, i32 16
  %318 = load double, ptr addrspace(3) %317, align 8, !tbaa !22, !noalias !25
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %313, i32 24
  %320 = load double, ptr addrspace(3) %319, align 8, !tbaa !22, !noalias !25
  %321 = getelementptr inbounds nuw [64 x double], ptr addrspace(3) %37, i32 %312
  %322 = load double, ptr addrspace(3) %321, align 8, !tbaa !22, !noalias !25
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %321, i32 8
  %324 = load double, ptr addrspace(3) %323, align 8, !tbaa !22, !noalias !25
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) %321, i32 16
  %326 = load double, ptr addrspace(3) %325, align 8, !tbaa !22, !noalias !25
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %321, i32 24
  %328 = load double, ptr addrspace(3) %327, align 8, !tbaa !22, !noalias !25
  %329 = tail call fastcc double @llvm.fma.f64(double noundef %314, double noundef %322, double noundef %296) #5
  %330 = tail call fastcc double @llvm.fma.f64(double noundef %314, double noundef %324, double noundef %297) #5
  %331 = tail call fastcc double @llvm.fma.f64(double noundef %314, double noundef %326, double noundef %298) #5
  %332 = tail call fastcc double @llvm.fma.f64(double noundef %314, double noundef %328, double noundef %299) #5
  %333 = tail call fastcc double @llvm.fma.f64(double noundef %316, double noundef %322, double noundef %300) #5
  %334 = tail call fastcc double @llvm.fma.f64(double noundef %316, double noundef %324, double noundef %301) #5
  %335 = tail call fastcc double @llvm.fma.f64(double noundef %316, double noundef %326, double noundef %302) #5
  %336 = tail call fastcc double @llvm.fma.f64(double noundef %316, double noundef %328, double noundef %303) #5
  %337 = tail call fastcc double @llvm.fma.f64(double noundef %318, double noundef %322, double noundef %304) #5
  %338 = tail call fastcc double @llvm.fma.f64(double noundef %318, double noundef %324, double noundef %305) #5
  %339 = tail call fastcc double @llvm.fma.f64(double noundef %318, double noundef %326, double noundef %306) #5
  %340 = tail call fastcc double @llvm.fma.f64(double noundef %318, double noundef %328, double noundef %307) #5
  %341 = tail call fastcc double @llvm.fma.f64(double noundef %320, double noundef %322, double noundef %308) #5
  %342 = tail call fastcc double @llvm.fma.f64(double noundef %320, double noundef %324, double noundef %309) #5
  %343 = tail call fastcc double @llvm.fma.f64(double noundef %320, double noundef %326, double noundef %310) #5
  %344 = tail call fastcc double @llvm.fma.f64(double noundef %320, double noundef %328, double noundef %311) #5
  %345 = add nuw nsw i32 %213, 4
  %346 = icmp eq i32 %345, 8
  br i1 %346, label %347, label %196, !llvm.loop !28

347:                                              ; preds = %196
  fence syncscope("workgroup") seq_cst, !noalias !25
  tail call void @llvm.amdgcn.s.barrier(), !noalias !25
  %348 = add nuw nsw i32 %70, 8
  %349 = icmp slt i32 %348, %2
  br i1 %349, label %53, label %87
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="256,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!12 = !{!"int", !"int", !"int", !"double", !"double", !"double*", !"double*", !"double*"}
!13 = !{!"", !"", !"", !"", !"", !"restrict const", !"restrict const", !"restrict"}
!14 = !{i32 16, i32 16, i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_dgemm_rt_4x4: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_dgemm_rt_4x4"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_dgemm_rt_4x4: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"__clang_ocl_kern_imp_dgemm_rt_4x4: argument 2"}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !8, i64 0}
!24 = !{!19, !21}
!25 = !{!16, !19, !21}
!26 = !{!16, !21}
!27 = !{!16, !19}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
