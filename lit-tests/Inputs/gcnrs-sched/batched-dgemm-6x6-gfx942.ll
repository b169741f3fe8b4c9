; ModuleID = 'build/corpus/gfx942/ir/gemm_direct.ll'
source_filename = "opencl/gemm_direct.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @batched_dgemm_6x6(ptr addrspace(1) noalias noundef readonly align 8 captures(none) %0, ptr addrspace(1) noalias noundef readonly align 8 captures(none) %1, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i32, ptr addrspace(4) %7, align 4
  %9 = and i32 %8, 65535
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 4
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !6
  %14 = zext i32 %13 to i64
  %15 = zext nneg i32 %9 to i64
  %16 = zext i32 %5 to i64
  %17 = mul nuw nsw i64 %15, %16
  %18 = zext nneg i32 %10 to i64
  %19 = add nuw nsw i64 %14, %18
  %20 = add nuw nsw i64 %19, %17
  %21 = trunc i64 %20 to i32
  %22 = icmp sgt i32 %3, %21
  br i1 %22, label %23, label %423

23:                                               ; preds = %4
  %24 = shl i64 %20, 32
  %25 = ashr exact i64 %24, 32
  %26 = mul nsw i64 %25, 36
  %27 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %26
  %29 = load double, ptr addrspace(1) %27, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %30 = load double, ptr addrspace(1) %28, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 8
  %32 = load double, ptr addrspace(1) %31, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  %34 = load double, ptr addrspace(1) %33, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 16
  %36 = load double, ptr addrspace(1) %35, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 16
  %38 = load double, ptr addrspace(1) %37, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 24
  %40 = load double, ptr addrspace(1) %39, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 24
  %42 = load double, ptr addrspace(1) %41, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 32
  %44 = load double, ptr addrspace(1) %43, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 32
  %46 = load double, ptr addrspace(1) %45, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 40
  %48 = load double, ptr addrspace(1) %47, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 40
  %50 = load double, ptr addrspace(1) %49, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 48
  %52 = load double, ptr addrspace(1) %51, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 48
  %54 = load double, ptr addrspace(1) %53, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 56
  %56 = load double, ptr addrspace(1) %55, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %57 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 56
  %58 = load double, ptr addrspace(1) %57, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 64
  %60 = load double, ptr addrspace(1) %59, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 64
  %62 = load double, ptr addrspace(1) %61, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 72
  %64 = load double, ptr addrspace(1) %63, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 72
  %66 = load double, ptr addrspace(1) %65, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 80
  %68 = load double, ptr addrspace(1) %67, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 80
  %70 = load double, ptr addrspace(1) %69, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 88
  %72 = load double, ptr addrspace(1) %71, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %73 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 88
  %74 = load double, ptr addrspace(1) %73, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 96
  %76 = load double, ptr addrspace(1) %75, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 96
  %78 = load double, ptr addrspace(1) %77, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %79 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 104
  %80 = load double, ptr addrspace(1) %79, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 104
  %82 = load double, ptr addrspace(1) %81, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 112
  %84 = load double, ptr addrspace(1) %83, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %85 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 112
  %86 = load double, ptr addrspace(1) %85, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 120
  %88 = load double, ptr addrspace(1) %87, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 120
  %90 = load double, ptr addrspace(1) %89, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 128
  %92 = load double, ptr addrspace(1) %91, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 128
  %94 = load double, ptr addrspace(1) %93, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 136
  %96 = load double, ptr addrspace(1) %95, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %97 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 136
  %98 = load double, ptr addrspace(1) %97, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 144
  %100 = load double, ptr addrspace(1) %99, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 144
  %102 = load double, ptr addrspace(1) %101, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %103 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 152
  %104 = load double, ptr addrspace(1) %103, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %105 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 152
  %106 = load double, ptr addrspace(1) %105, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %107 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 160
  %108 = load double, ptr addrspace(1) %107, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 160
  %110 = load double, ptr addrspace(1) %109, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %111 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 168
  %112 = load double, ptr addrspace(1) %111, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %113 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 168
  %114 = load double, ptr addrspace(1) %113, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %115 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 176
  %116 = load double, ptr addrspace(1) %115, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %117 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 176
  %118 = load double, ptr addrspace(1) %117, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %119 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 184
  %120 = load double, ptr addrspace(1) %119, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 184
  %122 = load double, ptr addrspace(1) %121, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %123 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 192
  %124 = load double, ptr addrspace(1) %123, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %125 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 192
  %126 = load double, ptr addrspace(1) %125, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %127 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 200
  %128 = load double, ptr addrspace(1) %127, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %129 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 200
  %130 = load double, ptr addrspace(1) %129, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 208
  %132 = load double, ptr addrspace(1) %131, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %133 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 208
  %134 = load double, ptr addrspace(1) %133, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %135 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 216
  %136 = load double, ptr addrspace(1) %135, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %137 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 216
  %138 = load double, ptr addrspace(1) %137, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %139 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 224
  %140 = load double, ptr addrspace(1) %139, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %141 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 224
  %142 = load double, ptr addrspace(1) %141, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %143 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 232
  %144 = load double, ptr addrspace(1) %143, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %145 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 232
  %146 = load double, ptr addrspace(1) %145, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %147 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 240
  %148 = load double, ptr addrspace(1) %147, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %149 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 240
  %150 = load double, ptr addrspace(1) %149, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %151 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 248
  %152 = load double, ptr addrspace(1) %151, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %153 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 248
  %154 = load double, ptr addrspace(1) %153, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %155 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 256
  %156 = load double, ptr addrspace(1) %155, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %157 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 256
  %158 = load double, ptr addrspace(1) %157, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %159 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 264
  %160 = load double, ptr addrspace(1) %159, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %161 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 264
  %162 = load double, ptr addrspace(1) %161, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %163 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 272
  %164 = load double, ptr addrspace(1) %163, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %165 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 272
  %166 = load double, ptr addrspace(1) %165, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %167 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 280
  %168 = load double, ptr addrspace(1) %167, align 8, !tbaa !21, !alias.scope !14, !noalias !23, !amdgpu.noclobber !24
  %169 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 280
  %170 = load double, ptr addrspace(1) %169, align 8, !tbaa !21, !alias.scope !17, !noalias !25, !amdgpu.noclobber !24
  %171 = getelementptr double, ptr addrspace(1) %2, i64 %26
  %172 = tail call fastcc double @llvm.fma.f64(double noundef %29, double noundef %30, double noundef 0.000000e+00) #4
  %173 = tail call fastcc double @llvm.fma.f64(double noundef %32, double noundef %54, double noundef %172) #4
  %174 = tail call fastcc double @llvm.fma.f64(double noundef %36, double noundef %78, double noundef %173) #4
  %175 = tail call fastcc double @llvm.fma.f64(double noundef %40, double noundef %102, double noundef %174) #4
  %176 = tail call fastcc double @llvm.fma.f64(double noundef %44, double noundef %126, double noundef %175) #4
  %177 = tail call fastcc double @llvm.fma.f64(double noundef %48, double noundef %150, double noundef %176) #4
  store double %177, ptr addrspace(1) %171, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %178 = tail call fastcc double @llvm.fma.f64(double noundef %29, double noundef %34, double noundef 0.000000e+00) #4
  %179 = tail call fastcc double @llvm.fma.f64(double noundef %32, double noundef %58, double noundef %178) #4
  %180 = tail call fastcc double @llvm.fma.f64(double noundef %36, double noundef %82, double noundef %179) #4
  %181 = tail call fastcc double @llvm.fma.f64(double noundef %40, double noundef %106, double noundef %180) #4
  %182 = tail call fastcc double @llvm.fma.f64(double noundef %44, double noundef %130, double noundef %181) #4
  %183 = tail call fastcc double @llvm.fma.f64(double noundef %48, double noundef %154, double noundef %182) #4
  %184 = getelementptr i8, ptr addrspace(1) %171, i64 8
  store double %183, ptr addrspace(1) %184, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %185 = tail call fastcc double @llvm.fma.f64(double noundef %29, double noundef %38, double noundef 0.000000e+00) #4
  %186 = tail call fastcc double @llvm.fma.f64(double noundef %32, double noundef %62, double noundef %185) #4
  %187 = tail call fastcc double @llvm.fma.f64(double noundef %36, double noundef %86, double noundef %186) #4
  %188 = tail call fastcc double @llvm.fma.f64(double noundef %40, double noundef %110, double noundef %187) #4
  %189 = tail call fastcc double @llvm.fma.f64(double noundef %44, double noundef %134, double noundef %188) #4
  %190 = tail call fastcc double @llvm.fma.f64(double noundef %48, double noundef %158, double noundef %189) #4
  %191 = getelementptr i8, ptr addrspace(1) %171, i64 16
  store double %190, ptr addrspace(1) %191, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %192 = tail call fastcc double @llvm.fma.f64(double noundef %29, double noundef %42, double noundef 0.000000e+00) #4
  %193 = tail call fastcc double @llvm.fma.f64(double noundef %32, double noundef %66, double noundef %192) #4
  %194 = tail call fastcc double @llvm.fma.f64(double noundef %36, double noundef %90, double noundef %193) #4
  %195 = tail call fastcc double @llvm.fma.f64(double noundef %40, double noundef %114, double noundef %194) #4
  %196 = tail call fastcc double @llvm.fma.f64(double noundef %44, double noundef %138, double noundef %195) #4
  %197 = tail call fastcc double @llvm.fma.f64(double noundef %48, double noundef %162, double noundef %196) #4
  %198 = getelementptr i8, ptr addrspace(1) %171, i64 24
  store double %197, ptr addrspace(1) %198, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %199 = tail call fastcc double @llvm.fma.f64(double noundef %29, double noundef %46, double noundef 0.000000e+00) #4
  %200 = tail call fastcc double @llvm.fma.f64(double noundef %32, double noundef %70, double noundef %199) #4
  %201 = tail call fastcc double @llvm.fma.f64(double noundef %36, double noundef %94, double noundef %200) #4
  %202 = tail call fastcc double @llvm.fma.f64(double noundef %40, double noundef %118, double noundef %201) #4
  %203 = tail call fastcc double @llvm.fma.f64(double noundef %44, double noundef %142, double noundef %202) #4
  %204 = tail call fastcc double @llvm.fma.f64(double noundef %48, double noundef %166, double noundef %203) #4
  %205 = getelementptr i8, ptr addrspace(1) %171, i64 32
  store double %204, ptr addrspace(1) %205, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %206 = tail call fastcc double @llvm.fma.f64(double noundef %29, double noundef %50, double noundef 0.000000e+00) #4
  %207 = tail call fastcc double @llvm.fma.f64(double noundef %32, double noundef %74, double noundef %206) #4
  %208 = tail call fastcc double @llvm.fma.f64(double noundef %36, double noundef %98, double noundef %207) #4
  %209 = tail call fastcc double @llvm.fma.f64(double noundef %40, double noundef %122, double noundef %208) #4
  %210 = tail call fastcc double @llvm.fma.f64(double noundef %44, double noundef %146, double noundef %209) #4
  %211 = tail call fastcc double @llvm.fma.f64(double noundef %48, double noundef %170, double noundef %210) #4
  %212 = getelementptr i8, ptr addrspace(1) %171, i64 40
  store double %211, ptr addrspace(1) %212, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %213 = getelementptr i8, ptr addrspace(1) %171, i64 48
  %214 = tail call fastcc double @llvm.fma.f64(double noundef %52, double noundef %30, double noundef 0.000000e+00) #4
  %215 = tail call fastcc double @llvm.fma.f64(double noundef %56, double noundef %54, double noundef %214) #4
  %216 = tail call fastcc double @llvm.fma.f64(double noundef %60, double noundef %78, double noundef %215) #4
  %217 = tail call fastcc double @llvm.fma.f64(double noundef %64, double noundef %102, double noundef %216) #4
  %218 = tail call fastcc double @llvm.fma.f64(double noundef %68, double noundef %126, double noundef %217) #4
  %219 = tail call fastcc double @llvm.fma.f64(double noundef %72, double noundef %150, double noundef %218) #4
  store double %219, ptr addrspace(1) %213, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %220 = tail call fastcc double @llvm.fma.f64(double noundef %52, double noundef %34, double noundef 0.000000e+00) #4
  %221 = tail call fastcc double @llvm.fma.f64(double noundef %56, double noundef %58, double noundef %220) #4
  %222 = tail call fastcc double @llvm.fma.f64(double noundef %60, double noundef %82, double noundef %221) #4
  %223 = tail call fastcc double @llvm.fma.f64(double noundef %64, double noundef %106, double noundef %222) #4
  %224 = tail call fastcc double @llvm.fma.f64(double noundef %68, double noundef %130, double noundef %223) #4
  %225 = tail call fastcc double @llvm.fma.f64(double noundef %72, double noundef %154, double noundef %224) #4
  %226 = getelementptr i8, ptr addrspace(1) %171, i64 56
  store double %225, ptr addrspace(1) %226, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %227 = tail call fastcc double @llvm.fma.f64(double noundef %52, double noundef %38, double noundef 0.000000e+00) #4
  %228 = tail call fastcc double @llvm.fma.f64(double noundef %56, double noundef %62, double noundef %227) #4
  %229 = tail call fastcc double @llvm.fma.f64(double noundef %60, double noundef %86, double noundef %228) #4
  %230 = tail call fastcc double @llvm.fma.f64(double noundef %64, double noundef %110, double noundef %229) #4
  %231 = tail call fastcc double @llvm.fma.f64(double noundef %68, double noundef %134, double noundef %230) #4
  %232 = tail call fastcc double @llvm.fma.f64(double noundef %72, double noundef %158, double noundef %231) #4
  %233 = getelementptr i8, ptr addrspace(1) %171, i64 64
  store double %232, ptr addrspace(1) %233, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %234 = tail call fastcc double @llvm.fma.f64(double noundef %52, double noundef %42, double noundef 0.000000e+00) #4
  %235 = tail call fastcc double @llvm.fma.f64(double noundef %56, double noundef %66, double noundef %234) #4
  %236 = tail call fastcc double @llvm.fma.f64(double noundef %60, double noundef %90, double noundef %235) #4
  %237 = tail call fastcc double @llvm.fma.f64(double noundef %64, double noundef %114, double noundef %236) #4
  %238 = tail call fastcc double @llvm.fma.f64(double noundef %68, double noundef %138, double noundef %237) #4
  %239 = tail call fastcc double @llvm.fma.f64(double noundef %72, double noundef %162, double noundef %238) #4
  %240 = getelementptr i8, ptr addrspace(1) %171, i64 72
  store double %239, ptr addrspace(1) %240, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %241 = tail call fastcc double @llvm.fma.f64(double noundef %52, double noundef %46, double noundef 0.000000e+00) #4
  %242 = tail call fastcc double @llvm.fma.f64(double noundef %56, double noundef %70, double noundef %241) #4
  %243 = tail call fastcc double @llvm.fma.f64(double noundef %60, double noundef %94, double noundef %242) #4
  %244 = tail call fastcc double @llvm.fma.f64(double noundef %64, double noundef %118, double noundef %243) #4
  %245 = tail call fastcc double @llvm.fma.f64(double noundef %68, double noundef %142, double noundef %244) #4
  %246 = tail call fastcc double @llvm.fma.f64(double noundef %72, double noundef %166, double noundef %245) #4
  %247 = getelementptr i8, ptr addrspace(1) %171, i64 80
  store double %246, ptr addrspace(1) %247, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %248 = tail call fastcc double @llvm.fma.f64(double noundef %52, double noundef %50, double noundef 0.000000e+00) #4
  %249 = tail call fastcc double @llvm.fma.f64(double noundef %56, double noundef %74, double noundef %248) #4
  %250 = tail call fastcc double @llvm.fma.f64(double noundef %60, double noundef %98, double noundef %249) #4
  %251 = tail call fastcc double @llvm.fma.f64(double noundef %64, double noundef %122, double noundef %250) #4
  %252 = tail call fastcc double @llvm.fma.f64(double noundef %68, double noundef %146, double noundef %251) #4
  %253 = tail call fastcc double @llvm.fma.f64(double noundef %72, double noundef %170, double noundef %252) #4
  %254 = getelementptr i8, ptr addrspace(1) %171, i64 88
  store double %253, ptr addrspace(1) %254, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %255 = getelementptr i8, ptr addrspace(1) %171, i64 96
  %256 = tail call fastcc double @llvm.fma.f64(double noundef %76, double noundef %30, double noundef 0.000000e+00) #4
  %257 = tail call fastcc double @llvm.fma.f64(double noundef %80, double noundef %54, double noundef %256) #4
  %258 = tail call fastcc double @llvm.fma.f64(double noundef %84, double noundef %78, double noundef %257) #4
  %259 = tail call fastcc double @llvm.fma.f64(double noundef %88, double noundef %102, double noundef %258) #4
  %260 = tail call fastcc double @llvm.fma.f64(double noundef %92, double noundef %126, double noundef %259) #4
  %261 = tail call fastcc double @llvm.fma.f64(double noundef %96, double noundef %150, double noundef %260) #4
  store double %261, ptr addrspace(1) %255, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %262 = tail call fastcc double @llvm.fma.f64(double noundef %76, double noundef %34, double noundef 0.000000e+00) #4
  %263 = tail call fastcc double @llvm.fma.f64(double noundef %80, double noundef %58, double noundef %262) #4
  %264 = tail call fastcc double @llvm.fma.f64(double noundef %84, double noundef %82, double noundef %263) #4
  %265 = tail call fastcc double @llvm.fma.f64(double noundef %88, double noundef %106, double noundef %264) #4
  %266 = tail call fastcc double @llvm.fma.f64(double noundef %92, double noundef %130, double noundef %265) #4
  %267 = tail call fastcc double @llvm.fma.f64(double noundef %96, double noundef %154, double noundef %266) #4
  %268 = getelementptr i8, ptr addrspace(1) %171, i64 104
  store double %267, ptr addrspace(1) %268, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %269 = tail call fastcc double @llvm.fma.f64(double noundef %76, double noundef %38, double noundef 0.000000e+00) #4
  %270 = tail call fastcc double @llvm.fma.f64(double noundef %80, double noundef %62, double noundef %269) #4
  %271 = tail call fastcc double @llvm.fma.f64(double noundef %84, double noundef %86, double noundef %270) #4
  %272 = tail call fastcc double @llvm.fma.f64(double noundef %88, double noundef %110, double noundef %271) #4
  %273 = tail call fastcc double @llvm.fma.f64(double noundef %92, double noundef %134, double noundef %272) #4
  %274 = tail call fastcc double @llvm.fma.f64(double noundef %96, double noundef %158, double noundef %273) #4
  %275 = getelementptr i8, ptr addrspace(1) %171, i64 112
  store double %274, ptr addrspace(1) %275, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %276 = tail call fastcc double @llvm.fma.f64(double noundef %76, double noundef %42, double noundef 0.000000e+00) #4
  %277 = tail call fastcc double @llvm.fma.f64(double noundef %80, double noundef %66, double noundef %276) #4
  %278 = tail call fastcc double @llvm.fma.f64(double noundef %84, double noundef %90, double noundef %277) #4
  %279 = tail call fastcc double @llvm.fma.f64(double noundef %88, double noundef %114, double noundef %278) #4
  %280 = tail call fastcc double @llvm.fma.f64(double noundef %92, double noundef %138, double noundef %279) #4
  %281 = tail call fastcc double @llvm.fma.f64(double noundef %96, double noundef %162, double noundef %280) #4
  %282 = getelementptr i8, ptr addrspace(1) %171, i64 120
  store double %281, ptr addrspace(1) %282, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %283 = tail call fastcc double @llvm.fma.f64(double noundef %76, double noundef %46, double noundef 0.000000e+00) #4
  %284 = tail call fastcc double @llvm.fma.f64(double noundef %80, double noundef %70, double noundef %283) #4
  %285 = tail call fastcc double @llvm.fma.f64(double noundef %84, double noundef %94, double noundef %284) #4
  %286 = tail call fastcc double @llvm.fma.f64(double noundef %88, double noundef %118, double noundef %285) #4
  %287 = tail call fastcc double @llvm.fma.f64(double noundef %92, double noundef %142, double noundef %286) #4
  %288 = tail call fastcc double @llvm.fma.f64(double noundef %96, double noundef %166, double noundef %287) #4
  %289 = getelementptr i8, ptr addrspace(1) %171, i64 128
  store double %288, ptr addrspace(1) %289, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %290 = tail call fastcc double @llvm.fma.f64(double noundef %76, double noundef %50, double noundef 0.000000e+00) #4
  %291 = tail call fastcc double @llvm.fma.f64(double noundef %80, double noundef %74, double noundef %290) #4
  %292 = tail call fastcc double @llvm.fma.f64(double noundef %84, double noundef %98, double noundef %291) #4
  %293 = tail call fastcc double @llvm.fma.f64(double noundef %88, double noundef %122, double noundef %292) #4
  %294 = tail call fastcc double @llvm.fma.f64(double noundef %92, double noundef %146, double noundef %293) #4
  %295 = tail call fastcc double @llvm.fma.f64(double noundef %96, double noundef %170, double noundef %294) #4
  %296 = getelementptr i8, ptr addrspace(1) %171, i64 136
  store double %295, ptr addrspace(1) %296, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %297 = getelementptr i8, ptr addrspace(1) %171, i64 144
  %298 = tail call fastcc double @llvm.fma.f64(double noundef %100, double noundef %30, double noundef 0.000000e+00) #4
  %299 = tail call fastcc double @llvm.fma.f64(double noundef %104, double noundef %54, double noundef %298) #4
  %300 = tail call fastcc double @llvm.fma.f64(double noundef %108, double noundef %78, double noundef %299) #4
  %301 = tail call fastcc double @llvm.fma.f64(double noundef %112, double noundef %102, double noundef %300) #4
  %302 = tail call fastcc double @llvm.fma.f64(double noundef %116, double noundef %126, double noundef %301) #4
  %303 = tail call fastcc double @llvm.fma.f64(double noundef %120, double noundef %150, double noundef %302) #4
  store double %303, ptr addrspace(1) %297, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %304 = tail call fastcc double @llvm.fma.f64(double noundef %100, double noundef %34, double noundef 0.000000e+00) #4
  %305 = tail call fastcc double @llvm.fma.f64(double noundef %104, double noundef %58, double noundef %304) #4
  %306 = tail call fastcc double @llvm.fma.f64(double noundef %108, double noundef %82, double noundef %305) #4
  %307 = tail call fastcc double @llvm.fma.f64(double noundef %112, double noundef %106, double noundef %306) #4
  %308 = tail call fastcc double @llvm.fma.f64(double noundef %116, double noundef %130, double noundef %307) #4
  %309 = tail call fastcc double @llvm.fma.f64(double noundef %120, double noundef %154, double noundef %308) #4
  %310 = getelementptr i8, ptr addrspace(1) %171, i64 152
  store double %309, ptr addrspace(1) %310, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %311 = tail call fastcc double @llvm.fma.f64(double noundef %100, double noundef %38, double noundef 0.000000e+00) #4
  %312 = tail call fastcc double @llvm.fma.f64(double noundef %104, double noundef %62, double noundef %311) #4
  %313 = tail call fastcc double @llvm.fma.f64(double noundef %108, double noundef %86, double noundef %312) #4
  %314 = tail call fastcc double @llvm.fma.f64(double noundef %112, double noundef %110, double noundef %313) #4
  %315 = tail call fastcc double @llvm.fma.f64(double noundef %116, double noundef %134, double noundef %314) #4
  %316 = tail call fastcc double @llvm.fma.f64(double noundef %120, double noundef %158, double noundef %315) #4
  %317 = getelementptr i8, ptr addrspace(1) %171, i64 160
  store double %316, ptr addrspace(1) %317, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %318 = tail call fastcc double @llvm.fma.f64(double noundef %100, double noundef %42, double noundef 0.000000e+00) #4
  %319 = tail call fastcc double @llvm.fma.f64(double noundef %104, double noundef %66, double noundef %318) #4
  %320 = tail call fastcc double @llvm.fma.f64(double noundef %108, double noundef %90, double noundef %319) #4
  %321 = tail call fastcc double @llvm.fma.f64(double noundef %112, double noundef %114, double noundef %320) #4
  %322 = tail call fastcc double @llvm.fma.f64(double noundef %116, double noundef %138, double noundef %321) #4
  %323 = tail call fastcc double @llvm.fma.f64(double noundef %120, double noundef %162, double noundef %322) #4
  %324 = getelementptr i8, ptr addrspace(1) %171, i64 168
  store double %323, ptr addrspace(1) %324, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %325 = tail call fastcc double @llvm.fma.f64(double noundef %100, double noundef %46, double noundef 0.000000e+00) #4
  %326 = tail call fastcc double @llvm.fma.f64(double noundef %104, double noundef %70, double noundef %325) #4
  %327 = tail call fastcc double @llvm.fma.f64(double noundef %108, double noundef %94, double noundef %326) #4
  %328 = tail call fastcc double @llvm.fma.f64(double noundef %112, double noundef %118, double noundef %327) #4
  %329 = tail call fastcc double @llvm.fma.f64(double noundef %116, double noundef %142, double noundef %328) #4
  %330 = tail call fastcc double @llvm.fma.f64(double noundef %120, double noundef %166, double noundef %329) #4
  %331 = getelementptr i8, ptr addrspace(1) %171, i64 176
  store double %330, ptr addrspace(1) %331, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %332 = tail call fastcc double @llvm.fma.f64(double noundef %100, double noundef %50, double noundef 0.000000e+00) #4
  %333 = tail call fastcc double @llvm.fma.f64(double noundef %104, double noundef %74, double noundef %332) #4
  %334 = tail call fastcc double @llvm.fma.f64(double noundef %108, double noundef %98, double noundef %333) #4
  %335 = tail call fastcc double @llvm.fma.f64(double noundef %112, double noundef %122, double noundef %334) #4
  %336 = tail call fastcc double @llvm.fma.f64(double noundef %116, double noundef %146, double noundef %335) #4
  %337 = tail call fastcc double @llvm.fma.f64(double noundef %120, double noundef %170, double noundef %336) #4
  %338 = getelementptr i8, ptr addrspace(1) %171, i64 184
  store double %337, ptr addrspace(1) %338, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %339 = getelementptr i8, ptr addrspace(1) %171, i64 192
  %340 = tail call fastcc double @llvm.fma.f64(double noundef %124, double noundef %30, double noundef 0.000000e+00) #4
  %341 = tail call fastcc double @llvm.fma.f64(double noundef %128, double noundef %54, double noundef %340) #4
  %342 = tail call fastcc double @llvm.fma.f64(double noundef %132, double noundef %78, double noundef %341) #4
  %343 = tail call fastcc double @llvm.fma.f64(double noundef %136, double noundef %102, double noundef %342) #4
  %344 = tail call fastcc double @llvm.fma.f64(double noundef %140, double noundef %126, double noundef %343) #4
  %345 = tail call fastcc double @llvm.fma.f64(double noundef %144, double noundef %150, double noundef %344) #4
  store double %345, ptr addrspace(1) %339, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %346 = tail call fastcc double @llvm.fma.f64(double noundef %124, double noundef %34, double noundef 0.000000e+00) #4
  %347 = tail call fastcc double @llvm.fma.f64(double noundef %128, double noundef %58, double noundef %346) #4
  %348 = tail call fastcc double @llvm.fma.f64(double noundef %132, double noundef %82, double noundef %347) #4
  %349 = tail call fastcc double @llvm.fma.f64(double noundef %136, double noundef %106, double noundef %348) #4
  %350 = tail call fastcc double @llvm.fma.f64(double noundef %140, double noundef %130, double noundef %349) #4
  %351 = tail call fastcc double @llvm.fma.f64(double noundef %144, double noundef %154, double noundef %350) #4
  %352 = getelementptr i8, ptr addrspace(1) %171, i64 200
  store double %351, ptr addrspace(1) %352, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %353 = tail call fastcc double @llvm.fma.f64(double noundef %124, double noundef %38, double noundef 0.000000e+00) #4
  %354 = tail call fastcc double @llvm.fma.f64(double noundef %128, double noundef %62, double noundef %353) #4
  %355 = tail call fastcc double @llvm.fma.f64(double noundef %132, double noundef %86, double noundef %354) #4
  %356 = tail call fastcc double @llvm.fma.f64(double noundef %136, double noundef %110, double noundef %355) #4
  %357 = tail call fastcc double @llvm.fma.f64(double noundef %140, double noundef %134, double noundef %356) #4
  %358 = tail call fastcc double @llvm.fma.f64(double noundef %144, double noundef %158, double noundef %357) #4
  %359 = getelementptr i8, ptr addrspace(1) %171, i64 208
  store double %358, ptr addrspace(1) %359, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %360 = tail call fastcc double @llvm.fma.f64(double noundef %124, double noundef %42, double noundef 0.000000e+00) #4
  %361 = tail call fastcc double @llvm.fma.f64(double noundef %128, double noundef %66, double noundef %360) #4
  %362 = tail call fastcc double @llvm.fma.f64(double noundef %132, double noundef %90, double noundef %361) #4
  %363 = tail call fastcc double @llvm.fma.f64(double noundef %136, double noundef %114, double noundef %362) #4
  %364 = tail call fastcc double @llvm.fma.f64(double noundef %140, double noundef %138, double noundef %363) #4
  %365 = tail call fastcc double @llvm.fma.f64(double noundef %144, double noundef %162, double noundef %364) #4
  %366 = getelementptr i8, ptr addrspace(1) %171, i64 216
  store double %365, ptr addrspace(1) %366, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %367 = tail call fastcc double @llvm.fma.f64(double noundef %124, double noundef %46, double noundef 0.000000e+00) #4
  %368 = tail call fastcc double @llvm.fma.f64(double noundef %128, double noundef %70, double noundef %367) #4
  %369 = tail call fastcc double @llvm.fma.f64(double noundef %132, double noundef %94, double noundef %368) #4
  %370 = tail call fastcc double @llvm.fma.f64(double noundef %136, double noundef %118, double noundef %369) #4
  %371 = tail call fastcc double @llvm.fma.f64(double noundef %140, double noundef %142, double noundef %370) #4
  %372 = tail call fastcc double @llvm.fma.f64(double noundef %144, double noundef %166, double noundef %371) #4
  %373 = getelementptr i8, ptr addrspace(1) %171, i64 224
  store double %372, ptr addrspace(1) %373, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %374 = tail call fastcc double @llvm.fma.f64(double noundef %124, double noundef %50, double noundef 0.000000e+00) #4
  %375 = tail call fastcc double @llvm.fma.f64(double noundef %128, double noundef %74, double noundef %374) #4
  %376 = tail call fastcc double @llvm.fma.f64(double noundef %132, double noundef %98, double noundef %375) #4
  %377 = tail call fastcc double @llvm.fma.f64(double noundef %136, double noundef %122, double noundef %376) #4
  %378 = tail call fastcc double @llvm.fma.f64(double noundef %140, double noundef %146, double noundef %377) #4
  %379 = tail call fastcc double @llvm.fma.f64(double noundef %144, double noundef %170, double noundef %378) #4
  %380 = getelementptr i8, ptr addrspace(1) %171, i64 232
  store double %379, ptr addrspace(1) %380, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %381 = getelementptr i8, ptr addrspace(1) %171, i64 240
  %382 = tail call fastcc double @llvm.fma.f64(double noundef %148, double noundef %30, double noundef 0.000000e+00) #4
  %383 = tail call fastcc double @llvm.fma.f64(double noundef %152, double noundef %54, double noundef %382) #4
  %384 = tail call fastcc double @llvm.fma.f64(double noundef %156, double noundef %78, double noundef %383) #4
  %385 = tail call fastcc double @llvm.fma.f64(double noundef %160, double noundef %102, double noundef %384) #4
  %386 = tail call fastcc double @llvm.fma.f64(double noundef %164, double noundef %126, double noundef %385) #4
  %387 = tail call fastcc double @llvm.fma.f64(double noundef %168, double noundef %150, double noundef %386) #4
  store double %387, ptr addrspace(1) %381, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %388 = tail call fastcc double @llvm.fma.f64(double noundef %148, double noundef %34, double noundef 0.000000e+00) #4
  %389 = tail call fastcc double @llvm.fma.f64(double noundef %152, double noundef %58, double noundef %388) #4
  %390 = tail call fastcc double @llvm.fma.f64(double noundef %156, double noundef %82, double noundef %389) #4
  %391 = tail call fastcc double @llvm.fma.f64(double noundef %160, double noundef %106, double noundef %390) #4
  %392 = tail call fastcc double @llvm.fma.f64(double noundef %164, double noundef %130, double noundef %391) #4
  %393 = tail call fastcc double @llvm.fma.f64(double noundef %168, double noundef %154, double noundef %392) #4
  %394 = getelementptr i8, ptr addrspace(1) %171, i64 248
  store double %393, ptr addrspace(1) %394, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %395 = tail call fastcc double @llvm.fma.f64(double noundef %148, double noundef %38, double noundef 0.000000e+00) #4
  %396 = tail call fastcc double @llvm.fma.f64(double noundef %152, double noundef %62, double noundef %395) #4
  %397 = tail call fastcc double @llvm.fma.f64(double noundef %156, double noundef %86, double noundef %396) #4
  %398 = tail call fastcc double @llvm.fma.f64(double noundef %160, double noundef %110, double noundef %397) #4
  %399 = tail call fastcc double @llvm.fma.f64(double noundef %164, double noundef %134, double noundef %398) #4
  %400 = tail call fastcc double @llvm.fma.f64(double noundef %168, double noundef %158, double noundef %399) #4
  %401 = getelementptr i8, ptr addrspace(1) %171, i64 256
  store double %400, ptr addrspace(1) %401, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %402 = tail call fastcc double @llvm.fma.f64(double noundef %148, double noundef %42, double noundef 0.000000e+00) #4
  %403 = tail call fastcc double @llvm.fma.f64(double noundef %152, double noundef %66, double noundef %402) #4
  %404 = tail call fastcc double @llvm.fma.f64(double noundef %156, double noundef %90, double noundef %403) #4
  %405 = tail call fastcc double @llvm.fma.f64(double noundef %160, double noundef %114, double noundef %404) #4
  %406 = tail call fastcc double @llvm.fma.f64(double noundef %164, double noundef %138, double noundef %405) #4
  %407 = tail call fastcc double @llvm.fma.f64(double noundef %168, double noundef %162, double noundef %406) #4
  %408 = getelementptr i8, ptr addrspace(1) %171, i64 264
  store double %407, ptr addrspace(1) %408, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %409 = tail call fastcc double @llvm.fma.f64(double noundef %148, double noundef %46, double noundef 0.000000e+00) #4
  %410 = tail call fastcc double @llvm.fma.f64(double noundef %152, double noundef %70, double noundef %409) #4
  %411 = tail call fastcc double @llvm.fma.f64(double noundef %156, double noundef %94, double noundef %410) #4
  %412 = tail call fastcc double @llvm.fma.f64(double noundef %160, double noundef %118, double noundef %411) #4
  %413 = tail call fastcc double @llvm.fma.f64(double noundef %164, double noundef %142, double noundef %412) #4
  %414 = tail call fastcc double @llvm.fma.f64(double noundef %168, double noundef %166, double noundef %413) #4
  %415 = getelementptr i8, ptr addrspace(1) %171, i64 272
  store double %414, ptr addrspace(1) %415, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  %416 = tail call fastcc double @llvm.fma.f64(double noundef %148, double noundef %50, double noundef 0.000000e+00) #4
  %417 = tail call fastcc double @llvm.fma.f64(double noundef %152, double noundef %74, double noundef %416) #4
  %418 = tail call fastcc double @llvm.fma.f64(double noundef %156, double noundef %98, double noundef %417) #4
  %419 = tail call fastcc double @llvm.fma.f64(double noundef %160, double noundef %122, double noundef %418) #4
  %420 = tail call fastcc double @llvm.fma.f64(double noundef %164, double noundef %146, double noundef %419) #4
  %421 = tail call fastcc double @llvm.fma.f64(double noundef %168, double noundef %170, double noundef %420) #4
  %422 = getelementptr i8, ptr addrspace(1) %171, i64 280
  store double %421, ptr addrspace(1) %422, align 8, !tbaa !21, !alias.scope !19, !noalias !26
  br label %423

423:                                              ; preds = %23, %4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{i32 1, i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"double*", !"double*", !"double*", !"int"}
!13 = !{!"restrict const", !"restrict const", !"restrict", !""}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_batched_dgemm_6x6: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_batched_dgemm_6x6"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_batched_dgemm_6x6: argument 1"}
!19 = !{!20}
!20 = distinct !{!20, !16, !"__clang_ocl_kern_imp_batched_dgemm_6x6: argument 2"}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = !{!18, !20}
!24 = !{}
!25 = !{!15, !20}
!26 = !{!15, !18}
