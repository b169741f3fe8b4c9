; ModuleID = 'build/corpus/gfx1100/ir/reduce_many_acc.ll'
source_filename = "opencl/reduce_many_acc.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_atx48_lds_u2.sh = external hidden unnamed_addr addrspace(3) global [48 x [65 x float]], align 4

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @reduce_atx48_lds_u2(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %1, i32 noundef %2, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i32, ptr addrspace(4) %6, align 4, !tbaa !6
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %11 = load i32, ptr addrspace(4) %10, align 4, !tbaa !6
  %12 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 4
  %14 = load i32, ptr addrspace(4) %13, align 4, !tbaa !6
  %15 = and i32 %11, 65535
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %17 = zext i32 %16 to i64
  %18 = mul i32 %15, %16
  %19 = add i32 %14, %8
  %20 = add i32 %19, %18
  %21 = icmp slt i32 %20, %2
  br i1 %21, label %22, label %373

22:                                               ; preds = %4
  %23 = shl nsw i32 %7, 1
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi float [ 0.000000e+00, %22 ], [ %370, %24 ]
  %26 = phi float [ 0.000000e+00, %22 ], [ %367, %24 ]
  %27 = phi float [ 0.000000e+00, %22 ], [ %364, %24 ]
  %28 = phi float [ 0.000000e+00, %22 ], [ %361, %24 ]
  %29 = phi float [ 0.000000e+00, %22 ], [ %358, %24 ]
  %30 = phi float [ 0.000000e+00, %22 ], [ %355, %24 ]
  %31 = phi float [ 0.000000e+00, %22 ], [ %352, %24 ]
  %32 = phi float [ 0.000000e+00, %22 ], [ %349, %24 ]
  %33 = phi float [ 0.000000e+00, %22 ], [ %346, %24 ]
  %34 = phi float [ 0.000000e+00, %22 ], [ %343, %24 ]
  %35 = phi float [ 0.000000e+00, %22 ], [ %340, %24 ]
  %36 = phi float [ 0.000000e+00, %22 ], [ %337, %24 ]
  %37 = phi float [ 0.000000e+00, %22 ], [ %334, %24 ]
  %38 = phi float [ 0.000000e+00, %22 ], [ %331, %24 ]
  %39 = phi float [ 0.000000e+00, %22 ], [ %328, %24 ]
  %40 = phi float [ 0.000000e+00, %22 ], [ %325, %24 ]
  %41 = phi float [ 0.000000e+00, %22 ], [ %322, %24 ]
  %42 = phi float [ 0.000000e+00, %22 ], [ %319, %24 ]
  %43 = phi float [ 0.000000e+00, %22 ], [ %316, %24 ]
  %44 = phi float [ 0.000000e+00, %22 ], [ %313, %24 ]
  %45 = phi float [ 0.000000e+00, %22 ], [ %310, %24 ]
  %46 = phi float [ 0.000000e+00, %22 ], [ %307, %24 ]
  %47 = phi float [ 0.000000e+00, %22 ], [ %304, %24 ]
  %48 = phi float [ 0.000000e+00, %22 ], [ %301, %24 ]
  %49 = phi float [ 0.000000e+00, %22 ], [ %298, %24 ]
  %50 = phi float [ 0.000000e+00, %22 ], [ %295, %24 ]
  %51 = phi float [ 0.000000e+00, %22 ], [ %292, %24 ]
  %52 = phi float [ 0.000000e+00, %22 ], [ %289, %24 ]
  %53 = phi float [ 0.000000e+00, %22 ], [ %286, %24 ]
  %54 = phi float [ 0.000000e+00, %22 ], [ %283, %24 ]
  %55 = phi float [ 0.000000e+00, %22 ], [ %280, %24 ]
  %56 = phi float [ 0.000000e+00, %22 ], [ %277, %24 ]
  %57 = phi float [ 0.000000e+00, %22 ], [ %274, %24 ]
  %58 = phi float [ 0.000000e+00, %22 ], [ %271, %24 ]
  %59 = phi float [ 0.000000e+00, %22 ], [ %268, %24 ]
  %60 = phi float [ 0.000000e+00, %22 ], [ %265, %24 ]
  %61 = phi float [ 0.000000e+00, %22 ], [ %262, %24 ]
  %62 = phi float [ 0.000000e+00, %22 ], [ %259, %24 ]
  %63 = phi float [ 0.000000e+00, %22 ], [ %256, %24 ]
  %64 = phi float [ 0.000000e+00, %22 ], [ %253, %24 ]
  %65 = phi float [ 0.000000e+00, %22 ], [ %250, %24 ]
  %66 = phi float [ 0.000000e+00, %22 ], [ %247, %24 ]
  %67 = phi float [ 0.000000e+00, %22 ], [ %244, %24 ]
  %68 = phi float [ 0.000000e+00, %22 ], [ %241, %24 ]
  %69 = phi float [ 0.000000e+00, %22 ], [ %238, %24 ]
  %70 = phi float [ 0.000000e+00, %22 ], [ %235, %24 ]
  %71 = phi float [ 0.000000e+00, %22 ], [ %232, %24 ]
  %72 = phi float [ 0.000000e+00, %22 ], [ %229, %24 ]
  %73 = phi i32 [ %20, %22 ], [ %371, %24 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !22, !alias.scope !18, !noalias !24, !amdgpu.noclobber !25
  %77 = mul nsw i64 %74, 192
  %78 = getelementptr i8, ptr addrspace(1) %0, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %80 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %79, float noundef %72) #5
  %81 = getelementptr i8, ptr addrspace(1) %78, i64 4
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %83 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %82, float noundef %71) #5
  %84 = getelementptr i8, ptr addrspace(1) %78, i64 8
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %86 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %85, float noundef %70) #5
  %87 = getelementptr i8, ptr addrspace(1) %78, i64 12
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %89 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %88, float noundef %69) #5
  %90 = getelementptr i8, ptr addrspace(1) %78, i64 16
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %92 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %91, float noundef %68) #5
  %93 = getelementptr i8, ptr addrspace(1) %78, i64 20
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %95 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %94, float noundef %67) #5
  %96 = getelementptr i8, ptr addrspace(1) %78, i64 24
  %97 = load float, ptr addrspace(1) %96, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %98 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %97, float noundef %66) #5
  %99 = getelementptr i8, ptr addrspace(1) %78, i64 28
  %100 = load float, ptr addrspace(1) %99, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %101 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %100, float noundef %65) #5
  %102 = getelementptr i8, ptr addrspace(1) %78, i64 32
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %104 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %103, float noundef %64) #5
  %105 = getelementptr i8, ptr addrspace(1) %78, i64 36
  %106 = load float, ptr addrspace(1) %105, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %107 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %106, float noundef %63) #5
  %108 = getelementptr i8, ptr addrspace(1) %78, i64 40
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %110 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %109, float noundef %62) #5
  %111 = getelementptr i8, ptr addrspace(1) %78, i64 44
  %112 = load float, ptr addrspace(1) %111, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %113 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %112, float noundef %61) #5
  %114 = getelementptr i8, ptr addrspace(1) %78, i64 48
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %116 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %115, float noundef %60) #5
  %117 = getelementptr i8, ptr addrspace(1) %78, i64 52
  %118 = load float, ptr addrspace(1) %117, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %119 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %118, float noundef %59) #5
  %120 = getelementptr i8, ptr addrspace(1) %78, i64 56
  %121 = load float, ptr addrspace(1) %120, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %122 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %121, float noundef %58) #5
  %123 = getelementptr i8, ptr addrspace(1) %78, i64 60
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %125 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %124, float noundef %57) #5
  %126 = getelementptr i8, ptr addrspace(1) %78, i64 64
  %127 = load float, ptr addrspace(1) %126, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %128 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %127, float noundef %56) #5
  %129 = getelementptr i8, ptr addrspace(1) %78, i64 68
  %130 = load float, ptr addrspace(1) %129, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %131 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %130, float noundef %55) #5
  %132 = getelementptr i8, ptr addrspace(1) %78, i64 72
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %134 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %133, float noundef %54) #5
  %135 = getelementptr i8, ptr addrspace(1) %78, i64 76
  %136 = load float, ptr addrspace(1) %135, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %137 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %136, float noundef %53) #5
  %138 = getelementptr i8, ptr addrspace(1) %78, i64 80
  %139 = load float, ptr addrspace(1) %138, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %140 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %139, float noundef %52) #5
  %141 = getelementptr i8, ptr addrspace(1) %78, i64 84
  %142 = load float, ptr addrspace(1) %141, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %143 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %142, float noundef %51) #5
  %144 = getelementptr i8, ptr addrspace(1) %78, i64 88
  %145 = load float, ptr addrspace(1) %144, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %146 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %145, float noundef %50) #5
  %147 = getelementptr i8, ptr addrspace(1) %78, i64 92
  %148 = load float, ptr addrspace(1) %147, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %149 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %148, float noundef %49) #5
  %150 = getelementptr i8, ptr addrspace(1) %78, i64 96
  %151 = load float, ptr addrspace(1) %150, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %152 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %151, float noundef %48) #5
  %153 = getelementptr i8, ptr addrspace(1) %78, i64 100
  %154 = load float, ptr addrspace(1) %153, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %155 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %154, float noundef %47) #5
  %156 = getelementptr i8, ptr addrspace(1) %78, i64 104
  %157 = load float, ptr addrspace(1) %156, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %158 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %157, float noundef %46) #5
  %159 = getelementptr i8, ptr addrspace(1) %78, i64 108
  %160 = load float, ptr addrspace(1) %159, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %161 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %160, float noundef %45) #5
  %162 = getelementptr i8, ptr addrspace(1) %78, i64 112
  %163 = load float, ptr addrspace(1) %162, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %164 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %163, float noundef %44) #5
  %165 = getelementptr i8, ptr addrspace(1) %78, i64 116
  %166 = load float, ptr addrspace(1) %165, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %167 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %166, float noundef %43) #5
  %168 = getelementptr i8, ptr addrspace(1) %78, i64 120
  %169 = load float, ptr addrspace(1) %168, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %170 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %169, float noundef %42) #5
  %171 = getelementptr i8, ptr addrspace(1) %78, i64 124
  %172 = load float, ptr addrspace(1) %171, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %173 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %172, float noundef %41) #5
  %174 = getelementptr i8, ptr addrspace(1) %78, i64 128
  %175 = load float, ptr addrspace(1) %174, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %176 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %175, float noundef %40) #5
  %177 = getelementptr i8, ptr addrspace(1) %78, i64 132
  %178 = load float, ptr addrspace(1) %177, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %179 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %178, float noundef %39) #5
  %180 = getelementptr i8, ptr addrspace(1) %78, i64 136
  %181 = load float, ptr addrspace(1) %180, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %182 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %181, float noundef %38) #5
  %183 = getelementptr i8, ptr addrspace(1) %78, i64 140
  %184 = load float, ptr addrspace(1) %183, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %185 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %184, float noundef %37) #5
  %186 = getelementptr i8, ptr addrspace(1) %78, i64 144
  %187 = load float, ptr addrspace(1) %186, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %188 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %187, float noundef %36) #5
  %189 = getelementptr i8, ptr addrspace(1) %78, i64 148
  %190 = load float, ptr addrspace(1) %189, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %191 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %190, float noundef %35) #5
  %192 = getelementptr i8, ptr addrspace(1) %78, i64 152
  %193 = load float, ptr addrspace(1) %192, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %194 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %193, float noundef %34) #5
  %195 = getelementptr i8, ptr addrspace(1) %78, i64 156
  %196 = load float, ptr addrspace(1) %195, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %197 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %196, float noundef %33) #5
  %198 = getelementptr i8, ptr addrspace(1) %78, i64 160
  %199 = load float, ptr addrspace(1) %198, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %200 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %199, float noundef %32) #5
  %201 = getelementptr i8, ptr addrspace(1) %78, i64 164
  %202 = load float, ptr addrspace(1) %201, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %203 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %202, float noundef %31) #5
  %204 = getelementptr i8, ptr addrspace(1) %78, i64 168
  %205 = load float, ptr addrspace(1) %204, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %206 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %205, float noundef %30) #5
  %207 = getelementptr i8, ptr addrspace(1) %78, i64 172
  %208 = load float, ptr addrspace(1) %207, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %209 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %208, float noundef %29) #5
  %210 = getelementptr i8, ptr addrspace(1) %78, i64 176
  %211 = load float, ptr addrspace(1) %210, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %212 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %211, float noundef %28) #5
  %213 = getelementptr i8, ptr addrspace(1) %78, i64 180
  %214 = load float, ptr addrspace(1) %213, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %215 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %214, float noundef %27) #5
  %216 = getelementptr i8, ptr addrspace(1) %78, i64 184
  %217 = load float, ptr addrspace(1) %216, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %218 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %217, float noundef %26) #5
  %219 = getelementptr i8, ptr addrspace(1) %78, i64 188
  %220 = load float, ptr addrspace(1) %219, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %221 = tail call fastcc float @llvm.fma.f32(float noundef %76, float noundef %220, float noundef %25) #5
  %222 = add nsw i32 %7, %73
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4, !tbaa !22, !alias.scope !18, !noalias !24, !amdgpu.noclobber !25
  %226 = mul nsw i64 %223, 192
  %227 = getelementptr i8, ptr addrspace(1) %0, i64 %226
  %228 = load float, ptr addrspace(1) %227, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %229 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %228, float noundef %80) #5
  %230 = getelementptr i8, ptr addrspace(1) %227, i64 4
  %231 = load float, ptr addrspace(1) %230, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %232 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %231, float noundef %83) #5
  %233 = getelementptr i8, ptr addrspace(1) %227, i64 8
  %234 = load float, ptr addrspace(1) %233, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %235 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %234, float noundef %86) #5
  %236 = getelementptr i8, ptr addrspace(1) %227, i64 12
  %237 = load float, ptr addrspace(1) %236, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %238 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %237, float noundef %89) #5
  %239 = getelementptr i8, ptr addrspace(1) %227, i64 16
  %240 = load float, ptr addrspace(1) %239, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %241 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %240, float noundef %92) #5
  %242 = getelementptr i8, ptr addrspace(1) %227, i64 20
  %243 = load float, ptr addrspace(1) %242, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %244 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %243, float noundef %95) #5
  %245 = getelementptr i8, ptr addrspace(1) %227, i64 24
  %246 = load float, ptr addrspace(1) %245, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %247 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %246, float noundef %98) #5
  %248 = getelementptr i8, ptr addrspace(1) %227, i64 28
  %249 = load float, ptr addrspace(1) %248, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %250 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %249, float noundef %101) #5
  %251 = getelementptr i8, ptr addrspace(1) %227, i64 32
  %252 = load float, ptr addrspace(1) %251, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %253 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %252, float noundef %104) #5
  %254 = getelementptr i8, ptr addrspace(1) %227, i64 36
  %255 = load float, ptr addrspace(1) %254, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %256 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %255, float noundef %107) #5
  %257 = getelementptr i8, ptr addrspace(1) %227, i64 40
  %258 = load float, ptr addrspace(1) %257, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %259 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %258, float noundef %110) #5
  %260 = getelementptr i8, ptr addrspace(1) %227, i64 44
  %261 = load float, ptr addrspace(1) %260, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %262 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %261, float noundef %113) #5
  %263 = getelementptr i8, ptr addrspace(1) %227, i64 48
  %264 = load float, ptr addrspace(1) %263, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %265 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %264, float noundef %116) #5
  %266 = getelementptr i8, ptr addrspace(1) %227, i64 52
  %267 = load float, ptr addrspace(1) %266, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %268 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %267, float noundef %119) #5
  %269 = getelementptr i8, ptr addrspace(1) %227, i64 56
  %270 = load float, ptr addrspace(1) %269, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %271 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %270, float noundef %122) #5
  %272 = getelementptr i8, ptr addrspace(1) %227, i64 60
  %273 = load float, ptr addrspace(1) %272, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %274 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %273, float noundef %125) #5
  %275 = getelementptr i8, ptr addrspace(1) %227, i64 64
  %276 = load float, ptr addrspace(1) %275, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %277 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %276, float noundef %128) #5
  %278 = getelementptr i8, ptr addrspace(1) %227, i64 68
  %279 = load float, ptr addrspace(1) %278, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %280 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %279, float noundef %131) #5
  %281 = getelementptr i8, ptr addrspace(1) %227, i64 72
  %282 = load float, ptr addrspace(1) %281, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %283 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %282, float noundef %134) #5
  %284 = getelementptr i8, ptr addrspace(1) %227, i64 76
  %285 = load float, ptr addrspace(1) %284, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %286 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %285, float noundef %137) #5
  %287 = getelementptr i8, ptr addrspace(1) %227, i64 80
  %288 = load float, ptr addrspace(1) %287, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %289 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %288, float noundef %140) #5
  %290 = getelementptr i8, ptr addrspace(1) %227, i64 84
  %291 = load float, ptr addrspace(1) %290, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %292 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %291, float noundef %143) #5
  %293 = getelementptr i8, ptr addrspace(1) %227, i64 88
  %294 = load float, ptr addrspace(1) %293, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %295 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %294, float noundef %146) #5
  %296 = getelementptr i8, ptr addrspace(1) %227, i64 92
  %297 = load float, ptr addrspace(1) %296, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %298 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %297, float noundef %149) #5
  %299 = getelementptr i8, ptr addrspace(1) %227, i64 96
  %300 = load float, ptr addrspace(1) %299, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %301 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %300, float noundef %152) #5
  %302 = getelementptr i8, ptr addrspace(1) %227, i64 100
  %303 = load float, ptr addrspace(1) %302, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %304 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %303, float noundef %155) #5
  %305 = getelementptr i8, ptr addrspace(1) %227, i64 104
  %306 = load float, ptr addrspace(1) %305, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %307 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %306, float noundef %158) #5
  %308 = getelementptr i8, ptr addrspace(1) %227, i64 108
  %309 = load float, ptr addrspace(1) %308, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %310 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %309, float noundef %161) #5
  %311 = getelementptr i8, ptr addrspace(1) %227, i64 112
  %312 = load float, ptr addrspace(1) %311, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %313 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %312, float noundef %164) #5
  %314 = getelementptr i8, ptr addrspace(1) %227, i64 116
  %315 = load float, ptr addrspace(1) %314, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %316 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %315, float noundef %167) #5
  %317 = getelementptr i8, ptr addrspace(1) %227, i64 120
  %318 = load float, ptr addrspace(1) %317, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %319 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %318, float noundef %170) #5
  %320 = getelementptr i8, ptr addrspace(1) %227, i64 124
  %321 = load float, ptr addrspace(1) %320, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %322 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %321, float noundef %173) #5
  %323 = getelementptr i8, ptr addrspace(1) %227, i64 128
  %324 = load float, ptr addrspace(1) %323, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %325 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %324, float noundef %176) #5
  %326 = getelementptr i8, ptr addrspace(1) %227, i64 132
  %327 = load float, ptr addrspace(1) %326, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %328 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %327, float noundef %179) #5
  %329 = getelementptr i8, ptr addrspace(1) %227, i64 136
  %330 = load float, ptr addrspace(1) %329, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %331 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %330, float noundef %182) #5
  %332 = getelementptr i8, ptr addrspace(1) %227, i64 140
  %333 = load float, ptr addrspace(1) %332, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %334 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %333, float noundef %185) #5
  %335 = getelementptr i8, ptr addrspace(1) %227, i64 144
  %336 = load float, ptr addrspace(1) %335, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %337 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %336, float noundef %188) #5
  %338 = getelementptr i8, ptr addrspace(1) %227, i64 148
  %339 = load float, ptr addrspace(1) %338, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %340 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %339, float noundef %191) #5
  %341 = getelementptr i8, ptr addrspace(1) %227, i64 152
  %342 = load float, ptr addrspace(1) %341, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %343 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %342, float noundef %194) #5
  %344 = getelementptr i8, ptr addrspace(1) %227, i64 156
  %345 = load float, ptr addrspace(1) %344, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %346 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %345, float noundef %197) #5
  %347 = getelementptr i8, ptr addrspace(1) %227, i64 160
  %348 = load float, ptr addrspace(1) %347, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %349 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %348, float noundef %200) #5
  %350 = getelementptr i8, ptr addrspace(1) %227, i64 164
  %351 = load float, ptr addrspace(1) %350, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %352 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %351, float noundef %203) #5
  %353 = getelementptr i8, ptr addrspace(1) %227, i64 168
  %354 = load float, ptr addrspace(1) %353, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %355 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %354, float noundef %206) #5
  %356 = getelementptr i8, ptr addrspace(1) %227, i64 172
  %357 = load float, ptr addrspace(1) %356, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %358 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %357, float noundef %209) #5
  %359 = getelementptr i8, ptr addrspace(1) %227, i64 176
  %360 = load float, ptr addrspace(1) %359, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %361 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %360, float noundef %212) #5
  %362 = getelementptr i8, ptr addrspace(1) %227, i64 180
  %363 = load float, ptr addrspace(1) %362, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %364 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %363, float noundef %215) #5
  %365 = getelementptr i8, ptr addrspace(1) %227, i64 184
  %366 = load float, ptr addrspace(1) %365, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %367 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %366, float noundef %218) #5
  %368 = getelementptr i8, ptr addrspace(1) %227, i64 188
  %369 = load float, ptr addrspace(1) %368, align 4, !tbaa !22, !alias.scope !15, !noalias !26
  %370 = tail call fastcc float @llvm.fma.f32(float noundef %225, float noundef %369, float noundef %221) #5
  %371 = add nsw i32 %73, %23
  %372 = icmp slt i32 %371, %2
  br i1 %372, label %24, label %373

373:                                              ; preds = %24, %4
  %374 = phi float [ 0.000000e+00, %4 ], [ %370, %24 ]
  %375 = phi float [ 0.000000e+00, %4 ], [ %367, %24 ]
  %376 = phi float [ 0.000000e+00, %4 ], [ %364, %24 ]
  %377 = phi float [ 0.000000e+00, %4 ], [ %361, %24 ]
  %378 = phi float [ 0.000000e+00, %4 ], [ %358, %24 ]
  %379 = phi float [ 0.000000e+00, %4 ], [ %355, %24 ]
  %380 = phi float [ 0.000000e+00, %4 ], [ %352, %24 ]
  %381 = phi float [ 0.000000e+00, %4 ], [ %349, %24 ]
  %382 = phi float [ 0.000000e+00, %4 ], [ %346, %24 ]
  %383 = phi float [ 0.000000e+00, %4 ], [ %343, %24 ]
  %384 = phi float [ 0.000000e+00, %4 ], [ %340, %24 ]
  %385 = phi float [ 0.000000e+00, %4 ], [ %337, %24 ]
  %386 = phi float [ 0.000000e+00, %4 ], [ %334, %24 ]
  %387 = phi float [ 0.000000e+00, %4 ], [ %331, %24 ]
  %388 = phi float [ 0.000000e+00, %4 ], [ %328, %24 ]
  %389 = phi float [ 0.000000e+00, %4 ], [ %325, %24 ]
  %390 = phi float [ 0.000000e+00, %4 ], [ %322, %24 ]
  %391 = phi float [ 0.000000e+00, %4 ], [ %319, %24 ]
  %392 = phi float [ 0.000000e+00, %4 ], [ %316, %24 ]
  %393 = phi float [ 0.000000e+00, %4 ], [ %313, %24 ]
  %394 = phi float [ 0.000000e+00, %4 ], [ %310, %24 ]
  %395 = phi float [ 0.000000e+00, %4 ], [ %307, %24 ]
  %396 = phi float [ 0.000000e+00, %4 ], [ %304, %24 ]
  %397 = phi float [ 0.000000e+00, %4 ], [ %301, %24 ]
  %398 = phi float [ 0.000000e+00, %4 ], [ %298, %24 ]
  %399 = phi float [ 0.000000e+00, %4 ], [ %295, %24 ]
  %400 = phi float [ 0.000000e+00, %4 ], [ %292, %24 ]
  %401 = phi float [ 0.000000e+00, %4 ], [ %289, %24 ]
  %402 = phi float [ 0.000000e+00, %4 ], [ %286, %24 ]
  %403 = phi float [ 0.000000e+00, %4 ], [ %283, %24 ]
  %404 = phi float [ 0.000000e+00, %4 ], [ %280, %24 ]
  %405 = phi float [ 0.000000e+00, %4 ], [ %277, %24 ]
  %406 = phi float [ 0.000000e+00, %4 ], [ %274, %24 ]
  %407 = phi float [ 0.000000e+00, %4 ], [ %271, %24 ]
  %408 = phi float [ 0.000000e+00, %4 ], [ %268, %24 ]
  %409 = phi float [ 0.000000e+00, %4 ], [ %265, %24 ]
  %410 = phi float [ 0.000000e+00, %4 ], [ %262, %24 ]
  %411 = phi float [ 0.000000e+00, %4 ], [ %259, %24 ]
  %412 = phi float [ 0.000000e+00, %4 ], [ %256, %24 ]
  %413 = phi float [ 0.000000e+00, %4 ], [ %253, %24 ]
  %414 = phi float [ 0.000000e+00, %4 ], [ %250, %24 ]
  %415 = phi float [ 0.000000e+00, %4 ], [ %247, %24 ]
  %416 = phi float [ 0.000000e+00, %4 ], [ %244, %24 ]
  %417 = phi float [ 0.000000e+00, %4 ], [ %241, %24 ]
  %418 = phi float [ 0.000000e+00, %4 ], [ %238, %24 ]
  %419 = phi float [ 0.000000e+00, %4 ], [ %235, %24 ]
  %420 = phi float [ 0.000000e+00, %4 ], [ %232, %24 ]
  %421 = phi float [ 0.000000e+00, %4 ], [ %229, %24 ]
  %422 = getelementptr inbounds nuw float, ptr addrspace(3) @reduce_atx48_lds_u2.sh, i32 %8
  store float %421, ptr addrspace(3) %422, align 4, !tbaa !22, !noalias !27
  %423 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 260
  store float %420, ptr addrspace(3) %423, align 4, !tbaa !22, !noalias !27
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 520
  store float %419, ptr addrspace(3) %424, align 4, !tbaa !22, !noalias !27
  %425 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 780
  store float %418, ptr addrspace(3) %425, align 4, !tbaa !22, !noalias !27
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 1040
  store float %417, ptr addrspace(3) %426, align 4, !tbaa !22, !noalias !27
  %427 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 1300
  store float %416, ptr addrspace(3) %427, align 4, !tbaa !22, !noalias !27
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 1560
  store float %415, ptr addrspace(3) %428, align 4, !tbaa !22, !noalias !27
  %429 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 1820
  store float %414, ptr addrspace(3) %429, align 4, !tbaa !22, !noalias !27
  %430 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 2080
  store float %413, ptr addrspace(3) %430, align 4, !tbaa !22, !noalias !27
  %431 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 2340
  store float %412, ptr addrspace(3) %431, align 4, !tbaa !22, !noalias !27
  %432 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 2600
  store float %411, ptr addrspace(3) %432, align 4, !tbaa !22, !noalias !27
  %433 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 2860
  store float %410, ptr addrspace(3) %433, align 4, !tbaa !22, !noalias !27
  %434 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 3120
  store float %409, ptr addrspace(3) %434, align 4, !tbaa !22, !noalias !27
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 3380
  store float %408, ptr addrspace(3) %435, align 4, !tbaa !22, !noalias !27
  %436 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 3640
  store float %407, ptr addrspace(3) %436, align 4, !tbaa !22, !noalias !27
  %437 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 3900
  store float %406, ptr addrspace(3) %437, align 4, !tbaa !22, !noalias !27
  %438 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 4160
  store float %405, ptr addrspace(3) %438, align 4, !tbaa !22, !noalias !27
  %439 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 4420
  store float %404, ptr addrspace(3) %439, align 4, !tbaa !22, !noalias !27
  %440 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 4680
  store float %403, ptr addrspace(3) %440, align 4, !tbaa !22, !noalias !27
  %441 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 4940
  store float %402, ptr addrspace(3) %441, align 4, !tbaa !22, !noalias !27
  %442 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 5200
  store float %401, ptr addrspace(3) %442, align 4, !tbaa !22, !noalias !27
  %443 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 5460
  store float %400, ptr addrspace(3) %443, align 4, !tbaa !22, !noalias !27
  %444 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 5720
  store float %399, ptr addrspace(3) %444, align 4, !tbaa !22, !noalias !27
  %445 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 5980
  store float %398, ptr addrspace(3) %445, align 4, !tbaa !22, !noalias !27
  %446 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 6240
  store float %397, ptr addrspace(3) %446, align 4, !tbaa !22, !noalias !27
  %447 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 6500
  store float %396, ptr addrspace(3) %447, align 4, !tbaa !22, !noalias !27
  %448 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 6760
  store float %395, ptr addrspace(3) %448, align 4, !tbaa !22, !noalias !27
  %449 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 7020
  store float %394, ptr addrspace(3) %449, align 4, !tbaa !22, !noalias !27
  %450 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 7280
  store float %393, ptr addrspace(3) %450, align 4, !tbaa !22, !noalias !27
  %451 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 7540
  store float %392, ptr addrspace(3) %451, align 4, !tbaa !22, !noalias !27
  %452 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 7800
  store float %391, ptr addrspace(3) %452, align 4, !tbaa !22, !noalias !27
  %453 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 8060
  store float %390, ptr addrspace(3) %453, align 4, !tbaa !22, !noalias !27
  %454 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 8320
  store float %389, ptr addrspace(3) %454, align 4, !tbaa !22, !noalias !27
  %455 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 8580
  store float %388, ptr addrspace(3) %455, align 4, !tbaa !22, !noalias !27
  %456 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 8840
  store float %387, ptr addrspace(3) %456, align 4, !tbaa !22, !noalias !27
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 9100
  store float %386, ptr addrspace(3) %457, align 4, !tbaa !22, !noalias !27
  %458 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 9360
  store float %385, ptr addrspace(3) %458, align 4, !tbaa !22, !noalias !27
  %459 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 9620
  store float %384, ptr addrspace(3) %459, align 4, !tbaa !22, !noalias !27
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 9880
  store float %383, ptr addrspace(3) %460, align 4, !tbaa !22, !noalias !27
  %461 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 10140
  store float %382, ptr addrspace(3) %461, align 4, !tbaa !22, !noalias !27
  %462 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 10400
  store float %381, ptr addrspace(3) %462, align 4, !tbaa !22, !noalias !27
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 10660
  store float %380, ptr addrspace(3) %463, align 4, !tbaa !22, !noalias !27
  %464 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 10920
  store float %379, ptr addrspace(3) %464, align 4, !tbaa !22, !noalias !27
  %465 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 11180
  store float %378, ptr addrspace(3) %465, align 4, !tbaa !22, !noalias !27
  %466 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 11440
  store float %377, ptr addrspace(3) %466, align 4, !tbaa !22, !noalias !27
  %467 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 11700
  store float %376, ptr addrspace(3) %467, align 4, !tbaa !22, !noalias !27
  %468 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 11960
  store float %375, ptr addrspace(3) %468, align 4, !tbaa !22, !noalias !27
  %469 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 12220
  store float %374, ptr addrspace(3) %469, align 4, !tbaa !22, !noalias !27
  fence syncscope("workgroup") seq_cst, !noalias !27
  tail call void @llvm.amdgcn.s.barrier(), !noalias !27
  %470 = icmp samesign ult i32 %8, 48
  br i1 %470, label %471, label %667

471:                                              ; preds = %373
  %472 = getelementptr inbounds nuw [65 x float], ptr addrspace(3) @reduce_atx48_lds_u2.sh, i32 %8
  %473 = load float, ptr addrspace(3) %472, align 4, !tbaa !22, !noalias !27
  %474 = fadd float %473, 0.000000e+00
  %475 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 4
  %476 = load float, ptr addrspace(3) %475, align 4, !tbaa !22, !noalias !27
  %477 = fadd float %474, %476
  %478 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 8
  %479 = load float, ptr addrspace(3) %478, align 4, !tbaa !22, !noalias !27
  %480 = fadd float %477, %479
  %481 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 12
  %482 = load float, ptr addrspace(3) %481, align 4, !tbaa !22, !noalias !27
  %483 = fadd float %480, %482
  %484 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 16
  %485 = load float, ptr addrspace(3) %484, align 4, !tbaa !22, !noalias !27
  %486 = fadd float %483, %485
  %487 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 20
  %488 = load float, ptr addrspace(3) %487, align 4, !tbaa !22, !noalias !27
  %489 = fadd float %486, %488
  %490 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 24
  %491 = load float, ptr addrspace(3) %490, align 4, !tbaa !22, !noalias !27
  %492 = fadd float %489, %491
  %493 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 28
  %494 = load float, ptr addrspace(3) %493, align 4, !tbaa !22, !noalias !27
  %495 = fadd float %492, %494
  %496 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 32
  %497 = load float, ptr addrspace(3) %496, align 4, !tbaa !22, !noalias !27
  %498 = fadd float %495, %497
  %499 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 36
  %500 = load float, ptr addrspace(3) %499, align 4, !tbaa !22, !noalias !27
  %501 = fadd float %498, %500
  %502 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 40
  %503 = load float, ptr addrspace(3) %502, align 4, !tbaa !22, !noalias !27
  %504 = fadd float %501, %503
  %505 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 44
  %506 = load float, ptr addrspace(3) %505, align 4, !tbaa !22, !noalias !27
  %507 = fadd float %504, %506
  %508 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 48
  %509 = load float, ptr addrspace(3) %508, align 4, !tbaa !22, !noalias !27
  %510 = fadd float %507, %509
  %511 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 52
  %512 = load float, ptr addrspace(3) %511, align 4, !tbaa !22, !noalias !27
  %513 = fadd float %510, %512
  %514 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 56
  %515 = load float, ptr addrspace(3) %514, align 4, !tbaa !22, !noalias !27
  %516 = fadd float %513, %515
  %517 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 60
  %518 = load float, ptr addrspace(3) %517, align 4, !tbaa !22, !noalias !27
  %519 = fadd float %516, %518
  %520 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 64
  %521 = load float, ptr addrspace(3) %520, align 4, !tbaa !22, !noalias !27
  %522 = fadd float %519, %521
  %523 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 68
  %524 = load float, ptr addrspace(3) %523, align 4, !tbaa !22, !noalias !27
  %525 = fadd float %522, %524
  %526 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 72
  %527 = load float, ptr addrspace(3) %526, align 4, !tbaa !22, !noalias !27
  %528 = fadd float %525, %527
  %529 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 76
  %530 = load float, ptr addrspace(3) %529, align 4, !tbaa !22, !noalias !27
  %531 = fadd float %528, %530
  %532 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 80
  %533 = load float, ptr addrspace(3) %532, align 4, !tbaa !22, !noalias !27
  %534 = fadd float %531, %533
  %535 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 84
  %536 = load float, ptr addrspace(3) %535, align 4, !tbaa !22, !noalias !27
  %537 = fadd float %534, %536
  %538 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 88
  %539 = load float, ptr addrspace(3) %538, align 4, !tbaa !22, !noalias !27
  %540 = fadd float %537, %539
  %541 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 92
  %542 = load float, ptr addrspace(3) %541, align 4, !tbaa !22, !noalias !27
  %543 = fadd float %540, %542
  %544 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 96
  %545 = load float, ptr addrspace(3) %544, align 4, !tbaa !22, !noalias !27
  %546 = fadd float %543, %545
  %547 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 100
  %548 = load float, ptr addrspace(3) %547, align 4, !tbaa !22, !noalias !27
  %549 = fadd float %546, %548
  %550 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 104
  %551 = load float, ptr addrspace(3) %550, align 4, !tbaa !22, !noalias !27
  %552 = fadd float %549, %551
  %553 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 108
  %554 = load float, ptr addrspace(3) %553, align 4, !tbaa !22, !noalias !27
  %555 = fadd float %552, %554
  %556 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 112
  %557 = load float, ptr addrspace(3) %556, align 4, !tbaa !22, !noalias !27
  %558 = fadd float %555, %557
  %559 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 116
  %560 = load float, ptr addrspace(3) %559, align 4, !tbaa !22, !noalias !27
  %561 = fadd float %558, %560
  %562 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 120
  %563 = load float, ptr addrspace(3) %562, align 4, !tbaa !22, !noalias !27
  %564 = fadd float %561, %563
  %565 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 124
  %566 = load float, ptr addrspace(3) %565, align 4, !tbaa !22, !noalias !27
  %567 = fadd float %564, %566
  %568 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 128
  %569 = load float, ptr addrspace(3) %568, align 4, !tbaa !22, !noalias !27
  %570 = fadd float %567, %569
  %571 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 132
  %572 = load float, ptr addrspace(3) %571, align 4, !tbaa !22, !noalias !27
  %573 = fadd float %570, %572
  %574 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 136
  %575 = load float, ptr addrspace(3) %574, align 4, !tbaa !22, !noalias !27
  %576 = fadd float %573, %575
  %577 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 140
  %578 = load float, ptr addrspace(3) %577, align 4, !tbaa !22, !noalias !27
  %579 = fadd float %576, %578
  %580 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 144
  %581 = load float, ptr addrspace(3) %580, align 4, !tbaa !22, !noalias !27
  %582 = fadd float %579, %581
  %583 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 148
  %584 = load float, ptr addrspace(3) %583, align 4, !tbaa !22, !noalias !27
  %585 = fadd float %582, %584
  %586 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 152
  %587 = load float, ptr addrspace(3) %586, align 4, !tbaa !22, !noalias !27
  %588 = fadd float %585, %587
  %589 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 156
  %590 = load float, ptr addrspace(3) %589, align 4, !tbaa !22, !noalias !27
  %591 = fadd float %588, %590
  %592 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 160
  %593 = load float, ptr addrspace(3) %592, align 4, !tbaa !22, !noalias !27
  %594 = fadd float %591, %593
  %595 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 164
  %596 = load float, ptr addrspace(3) %595, align 4, !tbaa !22, !noalias !27
  %597 = fadd float %594, %596
  %598 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 168
  %599 = load float, ptr addrspace(3) %598, align 4, !tbaa !22, !noalias !27
  %600 = fadd float %597, %599
  %601 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 172
  %602 = load float, ptr addrspace(3) %601, align 4, !tbaa !22, !noalias !27
  %603 = fadd float %600, %602
  %604 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 176
  %605 = load float, ptr addrspace(3) %604, align 4, !tbaa !22, !noalias !27
  %606 = fadd float %603, %605
  %607 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 180
  %608 = load float, ptr addrspace(3) %607, align 4, !tbaa !22, !noalias !27
  %609 = fadd float %606, %608
  %610 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 184
  %611 = load float, ptr addrspace(3) %610, align 4, !tbaa !22, !noalias !27
  %612 = fadd float %609, %611
  %613 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 188
  %614 = load float, ptr addrspace(3) %613, align 4, !tbaa !22, !noalias !27
  %615 = fadd float %612, %614
  %616 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 192
  %617 = load float, ptr addrspace(3) %616, align 4, !tbaa !22, !noalias !27
  %618 = fadd float %615, %617
  %619 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 196
  %620 = load float, ptr addrspace(3) %619, align 4, !tbaa !22, !noalias !27
  %621 = fadd float %618, %620
  %622 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 200
  %623 = load float, ptr addrspace(3) %622, align 4, !tbaa !22, !noalias !27
  %624 = fadd float %621, %623
  %625 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 204
  %626 = load float, ptr addrspace(3) %625, align 4, !tbaa !22, !noalias !27
  %627 = fadd float %624, %626
  %628 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 208
  %629 = load float, ptr addrspace(3) %628, align 4, !tbaa !22, !noalias !27
  %630 = fadd float %627, %629
  %631 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 212
  %632 = load float, ptr addrspace(3) %631, align 4, !tbaa !22, !noalias !27
  %633 = fadd float %630, %632
  %634 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 216
  %635 = load float, ptr addrspace(3) %634, align 4, !tbaa !22, !noalias !27
  %636 = fadd float %633, %635
  %637 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 220
  %638 = load float, ptr addrspace(3) %637, align 4, !tbaa !22, !noalias !27
  %639 = fadd float %636, %638
  %640 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 224
  %641 = load float, ptr addrspace(3) %640, align 4, !tbaa !22, !noalias !27
  %642 = fadd float %639, %641
  %643 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 228
  %644 = load float, ptr addrspace(3) %643, align 4, !tbaa !22, !noalias !27
  %645 = fadd float %642, %644
  %646 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 232
  %647 = load float, ptr addrspace(3) %646, align 4, !tbaa !22, !noalias !27
  %648 = fadd float %645, %647
  %649 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 236
  %650 = load float, ptr addrspace(3) %649, align 4, !tbaa !22, !noalias !27
  %651 = fadd float %648, %650
  %652 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 240
  %653 = load float, ptr addrspace(3) %652, align 4, !tbaa !22, !noalias !27
  %654 = fadd float %651, %653
  %655 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 244
  %656 = load float, ptr addrspace(3) %655, align 4, !tbaa !22, !noalias !27
  %657 = fadd float %654, %656
  %658 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 248
  %659 = load float, ptr addrspace(3) %658, align 4, !tbaa !22, !noalias !27
  %660 = fadd float %657, %659
  %661 = getelementptr inbounds nuw i8, ptr addrspace(3) %472, i32 252
  %662 = load float, ptr addrspace(3) %661, align 4, !tbaa !22, !noalias !27
  %663 = fadd float %660, %662
  %664 = mul nuw nsw i64 %17, 192
  %665 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %664
  %666 = getelementptr inbounds nuw float, ptr addrspace(1) %665, i64 %9
  store float %663, ptr addrspace(1) %666, align 4, !tbaa !22, !alias.scope !20, !noalias !28
  br label %667

667:                                              ; preds = %471, %373
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{i32 1, i32 1, i32 0, i32 1}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int", !"float*"}
!13 = !{!"restrict const", !"restrict const", !"", !"restrict"}
!14 = !{i32 64, i32 1, i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_reduce_atx48_lds_u2: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_reduce_atx48_lds_u2"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_reduce_atx48_lds_u2: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"__clang_ocl_kern_imp_reduce_atx48_lds_u2: argument 2"}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = !{!16, !21}
!25 = !{}
!26 = !{!19, !21}
!27 = !{!16, !19, !21}
!28 = !{!16, !19}
