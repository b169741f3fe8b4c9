; ModuleID = 'ir/flash_attn_bwd.ll' (fa_bwd_dq_hd32 alone, by llvm-extract)
source_filename = "opencl/flash_attn_bwd.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@fa_bwd_dq_hd32.ks = external hidden unnamed_addr addrspace(3) global [32 x [8 x <4 x float>]], align 16
@fa_bwd_dq_hd32.vs = external hidden unnamed_addr addrspace(3) global [32 x [8 x <4 x float>]], align 16

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @fa_bwd_dq_hd32(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef readonly align 16 captures(none) %1, ptr addrspace(1) noalias noundef readonly align 16 captures(none) %2, ptr addrspace(1) noalias noundef readonly align 16 captures(none) %3, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %4, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %5, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %6, i32 noundef %7, float noundef %8, i32 noundef %9) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !reqd_work_group_size !15 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = shl i32 %13, 6
  %15 = add nsw i32 %14, %11
  %16 = sext i32 %12 to i64
  %17 = sext i32 %7 to i64
  %18 = mul nsw i64 %17, %16
  %19 = icmp slt i32 %15, %7
  %20 = sext i32 %15 to i64
  %21 = add nsw i64 %18, %20
  %22 = shl i64 %21, 7
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %22
  %24 = insertelement <4 x float> poison, float %8, i64 0
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <4 x i32> zeroinitializer
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %22
  br i1 %19, label %27, label %35

27:                                               ; preds = %10
  %28 = load <4 x float>, ptr addrspace(1) %23, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %29 = fmul <4 x float> %25, %28
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %31 = shufflevector <32 x float> %30, <32 x float> <float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %32 = load <4 x float>, ptr addrspace(1) %26, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %34 = shufflevector <32 x float> %33, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  br label %35

35:                                               ; preds = %27, %10
  %36 = phi <32 x float> [ %31, %27 ], [ zeroinitializer, %10 ]
  %37 = phi <32 x float> [ %34, %27 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, %10 ]
  br i1 %19, label %40, label %38

38:                                               ; preds = %35
  %39 = shufflevector <32 x float> %36, <32 x float> <float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 36, i32 37, i32 38, i32 39, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  br label %49

40:                                               ; preds = %35
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  %42 = load <4 x float>, ptr addrspace(1) %41, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %43 = fmul <4 x float> %25, %42
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %45 = shufflevector <32 x float> %36, <32 x float> %44, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 32, i32 33, i32 34, i32 35, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 16
  %47 = load <4 x float>, ptr addrspace(1) %46, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %49

49:                                               ; preds = %40, %38
  %50 = phi <32 x float> [ %45, %40 ], [ %39, %38 ]
  %51 = phi <32 x float> [ %48, %40 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %38 ]
  %52 = shufflevector <32 x float> %37, <32 x float> %51, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br i1 %19, label %55, label %53

53:                                               ; preds = %49
  %54 = shufflevector <32 x float> %50, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 40, i32 41, i32 42, i32 43, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  br label %64

55:                                               ; preds = %49
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  %57 = load <4 x float>, ptr addrspace(1) %56, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %58 = fmul <4 x float> %25, %57
  %59 = shufflevector <4 x float> %58, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %60 = shufflevector <32 x float> %50, <32 x float> %59, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 32, i32 33, i32 34, i32 35, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 32
  %62 = load <4 x float>, ptr addrspace(1) %61, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %63 = shufflevector <4 x float> %62, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %64

64:                                               ; preds = %55, %53
  %65 = phi <32 x float> [ %60, %55 ], [ %54, %53 ]
  %66 = phi <32 x float> [ %63, %55 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %53 ]
  %67 = shufflevector <32 x float> %52, <32 x float> %66, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br i1 %19, label %70, label %68

68:                                               ; preds = %64
  %69 = shufflevector <32 x float> %65, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 44, i32 45, i32 46, i32 47, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  br label %79

70:                                               ; preds = %64
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 48
  %72 = load <4 x float>, ptr addrspace(1) %71, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %73 = fmul <4 x float> %25, %72
  %74 = shufflevector <4 x float> %73, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %75 = shufflevector <32 x float> %65, <32 x float> %74, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 32, i32 33, i32 34, i32 35, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 48
  %77 = load <4 x float>, ptr addrspace(1) %76, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %78 = shufflevector <4 x float> %77, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %79

79:                                               ; preds = %70, %68
  %80 = phi <32 x float> [ %75, %70 ], [ %69, %68 ]
  %81 = phi <32 x float> [ %78, %70 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %68 ]
  %82 = shufflevector <32 x float> %67, <32 x float> %81, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br i1 %19, label %85, label %83

83:                                               ; preds = %79
  %84 = shufflevector <32 x float> %80, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 48, i32 49, i32 50, i32 51, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  br label %94

85:                                               ; preds = %79
  %86 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 64
  %87 = load <4 x float>, ptr addrspace(1) %86, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %88 = fmul <4 x float> %25, %87
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %90 = shufflevector <32 x float> %80, <32 x float> %89, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 32, i32 33, i32 34, i32 35, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 64
  %92 = load <4 x float>, ptr addrspace(1) %91, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %93 = shufflevector <4 x float> %92, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %94

94:                                               ; preds = %85, %83
  %95 = phi <32 x float> [ %90, %85 ], [ %84, %83 ]
  %96 = phi <32 x float> [ %93, %85 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %83 ]
  %97 = shufflevector <32 x float> %82, <32 x float> %96, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br i1 %19, label %100, label %98

98:                                               ; preds = %94
  %99 = shufflevector <32 x float> %95, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 52, i32 53, i32 54, i32 55, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  br label %109

100:                                              ; preds = %94
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 80
  %102 = load <4 x float>, ptr addrspace(1) %101, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %103 = fmul <4 x float> %25, %102
  %104 = shufflevector <4 x float> %103, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %105 = shufflevector <32 x float> %95, <32 x float> %104, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 32, i32 33, i32 34, i32 35, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 80
  %107 = load <4 x float>, ptr addrspace(1) %106, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %108 = shufflevector <4 x float> %107, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %109

109:                                              ; preds = %100, %98
  %110 = phi <32 x float> [ %105, %100 ], [ %99, %98 ]
  %111 = phi <32 x float> [ %108, %100 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %98 ]
  %112 = shufflevector <32 x float> %97, <32 x float> %111, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br i1 %19, label %115, label %113

113:                                              ; preds = %109
  %114 = shufflevector <32 x float> %110, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison, float poison, float poison, float poison>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 56, i32 57, i32 58, i32 59, i32 28, i32 29, i32 30, i32 31>
  br label %124

115:                                              ; preds = %109
  %116 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 96
  %117 = load <4 x float>, ptr addrspace(1) %116, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %118 = fmul <4 x float> %25, %117
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %120 = shufflevector <32 x float> %110, <32 x float> %119, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 32, i32 33, i32 34, i32 35, i32 28, i32 29, i32 30, i32 31>
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 96
  %122 = load <4 x float>, ptr addrspace(1) %121, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %123 = shufflevector <4 x float> %122, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %124

124:                                              ; preds = %115, %113
  %125 = phi <32 x float> [ %120, %115 ], [ %114, %113 ]
  %126 = phi <32 x float> [ %123, %115 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %113 ]
  %127 = shufflevector <32 x float> %112, <32 x float> %126, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison>
  br i1 %19, label %130, label %128

128:                                              ; preds = %124
  %129 = shufflevector <32 x float> %125, <32 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 60, i32 61, i32 62, i32 63>
  br label %139

130:                                              ; preds = %124
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 112
  %132 = load <4 x float>, ptr addrspace(1) %131, align 16, !tbaa !31, !alias.scope !16, !noalias !32, !amdgpu.noclobber !33
  %133 = fmul <4 x float> %25, %132
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %135 = shufflevector <32 x float> %125, <32 x float> %134, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 32, i32 33, i32 34, i32 35>
  %136 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 112
  %137 = load <4 x float>, ptr addrspace(1) %136, align 16, !tbaa !31, !alias.scope !23, !noalias !34, !amdgpu.noclobber !33
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  br label %139

139:                                              ; preds = %130, %128
  %140 = phi <32 x float> [ %135, %130 ], [ %129, %128 ]
  %141 = phi <32 x float> [ %138, %130 ], [ <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, %128 ]
  %142 = shufflevector <32 x float> %127, <32 x float> %141, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 32, i32 33, i32 34, i32 35>
  br i1 %19, label %143, label %147

143:                                              ; preds = %139
  %144 = getelementptr float, ptr addrspace(1) %4, i64 %18
  %145 = getelementptr float, ptr addrspace(1) %144, i64 %20
  %146 = load float, ptr addrspace(1) %145, align 4, !tbaa !35, !alias.scope !25, !noalias !37
  br label %147

147:                                              ; preds = %143, %139
  %148 = phi float [ %146, %143 ], [ 0.000000e+00, %139 ]
  br i1 %19, label %149, label %153

149:                                              ; preds = %147
  %150 = getelementptr float, ptr addrspace(1) %5, i64 %18
  %151 = getelementptr float, ptr addrspace(1) %150, i64 %20
  %152 = load float, ptr addrspace(1) %151, align 4, !tbaa !35, !alias.scope !27, !noalias !38
  br label %153

153:                                              ; preds = %149, %147
  %154 = phi float [ %152, %149 ], [ 0.000000e+00, %147 ]
  %155 = icmp eq i32 %9, 0
  %156 = add nsw i32 %14, 64
  %157 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 -2147483584, -2147483648) %156, i32 %7)
  %158 = select i1 %155, i32 %7, i32 %157
  %159 = icmp sgt i32 %158, 0
  br i1 %159, label %160, label %222

160:                                              ; preds = %153
  %161 = and i32 %11, 7
  %162 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @fa_bwd_dq_hd32.ks, i32 %161
  %163 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @fa_bwd_dq_hd32.vs, i32 %161
  %164 = zext nneg i32 %161 to i64
  %165 = getelementptr <4 x float>, ptr addrspace(1) %1, i64 %164
  %166 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %164
  %167 = bitcast <32 x float> %140 to <8 x i128>
  %168 = bitcast <32 x float> %142 to <8 x i128>
  %169 = lshr i32 %11, 3
  %170 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %169
  %171 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %169
  %172 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %163, i32 %169
  %173 = add nuw nsw i32 %11, 64
  %174 = lshr i32 %173, 3
  %175 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %174
  %176 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %174
  %177 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %163, i32 %174
  %178 = add nuw nsw i32 %11, 128
  %179 = lshr i32 %178, 3
  %180 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %179
  %181 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %179
  %182 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %163, i32 %179
  %183 = add nuw nsw i32 %11, 192
  %184 = lshr i32 %183, 3
  %185 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %184
  %186 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %162, i32 %184
  %187 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) %163, i32 %184
  %188 = extractelement <8 x i128> %167, i64 0
  %189 = bitcast i128 %188 to <4 x float>
  %190 = extractelement <8 x i128> %168, i64 0
  %191 = bitcast i128 %190 to <4 x float>
  %192 = extractelement <8 x i128> %167, i64 1
  %193 = bitcast i128 %192 to <4 x float>
  %194 = extractelement <8 x i128> %168, i64 1
  %195 = bitcast i128 %194 to <4 x float>
  %196 = extractelement <8 x i128> %167, i64 2
  %197 = bitcast i128 %196 to <4 x float>
  %198 = extractelement <8 x i128> %168, i64 2
  %199 = bitcast i128 %198 to <4 x float>
  %200 = extractelement <8 x i128> %167, i64 3
  %201 = bitcast i128 %200 to <4 x float>
  %202 = extractelement <8 x i128> %168, i64 3
  %203 = bitcast i128 %202 to <4 x float>
  %204 = extractelement <8 x i128> %167, i64 4
  %205 = bitcast i128 %204 to <4 x float>
  %206 = extractelement <8 x i128> %168, i64 4
  %207 = bitcast i128 %206 to <4 x float>
  %208 = extractelement <8 x i128> %167, i64 5
  %209 = bitcast i128 %208 to <4 x float>
  %210 = extractelement <8 x i128> %168, i64 5
  %211 = bitcast i128 %210 to <4 x float>
  %212 = extractelement <8 x i128> %167, i64 6
  %213 = bitcast i128 %212 to <4 x float>
  %214 = extractelement <8 x i128> %168, i64 6
  %215 = bitcast i128 %214 to <4 x float>
  %216 = extractelement <8 x i128> %167, i64 7
  %217 = bitcast i128 %216 to <4 x float>
  %218 = extractelement <8 x i128> %168, i64 7
  %219 = bitcast i128 %218 to <4 x float>
  br label %257

220:                                              ; preds = %375
  %221 = bitcast <32 x float> %481 to <8 x i128>
  br label %222

222:                                              ; preds = %220, %153
  %223 = phi <8 x i128> [ zeroinitializer, %153 ], [ %221, %220 ]
  br i1 %19, label %224, label %484

224:                                              ; preds = %222
  %225 = getelementptr inbounds nuw i8, ptr addrspace(1) %6, i64 %22
  %226 = extractelement <8 x i128> %223, i64 0
  %227 = bitcast i128 %226 to <4 x float>
  %228 = fmul <4 x float> %25, %227
  store <4 x float> %228, ptr addrspace(1) %225, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %229 = extractelement <8 x i128> %223, i64 1
  %230 = bitcast i128 %229 to <4 x float>
  %231 = fmul <4 x float> %25, %230
  %232 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 16
  store <4 x float> %231, ptr addrspace(1) %232, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %233 = extractelement <8 x i128> %223, i64 2
  %234 = bitcast i128 %233 to <4 x float>
  %235 = fmul <4 x float> %25, %234
  %236 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 32
  store <4 x float> %235, ptr addrspace(1) %236, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %237 = extractelement <8 x i128> %223, i64 3
  %238 = bitcast i128 %237 to <4 x float>
  %239 = fmul <4 x float> %25, %238
  %240 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 48
  store <4 x float> %239, ptr addrspace(1) %240, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %241 = extractelement <8 x i128> %223, i64 4
  %242 = bitcast i128 %241 to <4 x float>
  %243 = fmul <4 x float> %25, %242
  %244 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 64
  store <4 x float> %243, ptr addrspace(1) %244, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %245 = extractelement <8 x i128> %223, i64 5
  %246 = bitcast i128 %245 to <4 x float>
  %247 = fmul <4 x float> %25, %246
  %248 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 80
  store <4 x float> %247, ptr addrspace(1) %248, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %249 = extractelement <8 x i128> %223, i64 6
  %250 = bitcast i128 %249 to <4 x float>
  %251 = fmul <4 x float> %25, %250
  %252 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 96
  store <4 x float> %251, ptr addrspace(1) %252, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  %253 = extractelement <8 x i128> %223, i64 7
  %254 = bitcast i128 %253 to <4 x float>
  %255 = fmul <4 x float> %25, %254
  %256 = getelementptr inbounds nuw i8, ptr addrspace(1) %225, i64 112
  store <4 x float> %255, ptr addrspace(1) %256, align 16, !tbaa !31, !alias.scope !29, !noalias !39
  br label %484

257:                                              ; preds = %375, %160
  %258 = phi i32 [ 0, %160 ], [ %376, %375 ]
  %259 = phi <32 x float> [ zeroinitializer, %160 ], [ %481, %375 ]
  fence syncscope("workgroup") seq_cst, !noalias !40
  tail call void @llvm.amdgcn.s.barrier(), !noalias !40
  %260 = add nuw nsw i32 %169, %258
  %261 = icmp slt i32 %260, %7
  br i1 %261, label %262, label %270

262:                                              ; preds = %257
  %263 = zext nneg i32 %260 to i64
  %264 = add nsw i64 %18, %263
  %265 = shl i64 %264, 7
  %266 = getelementptr i8, ptr addrspace(1) %165, i64 %265
  %267 = load <4 x float>, ptr addrspace(1) %266, align 16, !tbaa !31, !alias.scope !19, !noalias !41, !amdgpu.noclobber !33
  store <4 x float> %267, ptr addrspace(3) %171, align 16, !tbaa !31, !noalias !40
  %268 = getelementptr i8, ptr addrspace(1) %166, i64 %265
  %269 = load <4 x float>, ptr addrspace(1) %268, align 16, !tbaa !31, !alias.scope !21, !noalias !42, !amdgpu.noclobber !33
  br label %271

270:                                              ; preds = %257
  store <4 x float> zeroinitializer, ptr addrspace(3) %170, align 16, !tbaa !31, !noalias !40
  br label %271

271:                                              ; preds = %270, %262
  %272 = phi <4 x float> [ %269, %262 ], [ zeroinitializer, %270 ]
  store <4 x float> %272, ptr addrspace(3) %172, align 16, !tbaa !31, !noalias !40
  %273 = add nuw nsw i32 %174, %258
  %274 = icmp slt i32 %273, %7
  br i1 %274, label %276, label %275

275:                                              ; preds = %271
  store <4 x float> zeroinitializer, ptr addrspace(3) %175, align 16, !tbaa !31, !noalias !40
  br label %284

276:                                              ; preds = %271
  %277 = zext nneg i32 %273 to i64
  %278 = add nsw i64 %18, %277
  %279 = shl i64 %278, 7
  %280 = getelementptr i8, ptr addrspace(1) %165, i64 %279
  %281 = load <4 x float>, ptr addrspace(1) %280, align 16, !tbaa !31, !alias.scope !19, !noalias !41, !amdgpu.noclobber !33
  store <4 x float> %281, ptr addrspace(3) %176, align 16, !tbaa !31, !noalias !40
  %282 = getelementptr i8, ptr addrspace(1) %166, i64 %279
  %283 = load <4 x float>, ptr addrspace(1) %282, align 16, !tbaa !31, !alias.scope !21, !noalias !42, !amdgpu.noclobber !33
  br label %284

284:                                              ; preds = %276, %275
  %285 = phi <4 x float> [ %283, %276 ], [ zeroinitializer, %275 ]
  store <4 x float> %285, ptr addrspace(3) %177, align 16, !tbaa !31, !noalias !40
  %286 = add nuw nsw i32 %179, %258
  %287 = icmp slt i32 %286, %7
  br i1 %287, label %289, label %288

288:                                              ; preds = %284
  store <4 x float> zeroinitializer, ptr addrspace(3) %180, align 16, !tbaa !31, !noalias !40
  br label %297

289:                                              ; preds = %284
  %290 = zext nneg i32 %286 to i64
  %291 = add nsw i64 %18, %290
  %292 = shl i64 %291, 7
  %293 = getelementptr i8, ptr addrspace(1) %165, i64 %292
  %294 = load <4 x float>, ptr addrspace(1) %293, align 16, !tbaa !31, !alias.scope !19, !noalias !41, !amdgpu.noclobber !33
  store <4 x float> %294, ptr addrspace(3) %181, align 16, !tbaa !31, !noalias !40
  %295 = getelementptr i8, ptr addrspace(1) %166, i64 %292
  %296 = load <4 x float>, ptr addrspace(1) %295, align 16, !tbaa !31, !alias.scope !21, !noalias !42, !amdgpu.noclobber !33
  br label %297

297:                                              ; preds = %289, %288
  %298 = phi <4 x float> [ %296, %289 ], [ zeroinitializer, %288 ]
  store <4 x float> %298, ptr addrspace(3) %182, align 16, !tbaa !31, !noalias !40
  %299 = add nuw nsw i32 %184, %258
  %300 = icmp slt i32 %299, %7
  br i1 %300, label %302, label %301

301:                                              ; preds = %297
  store <4 x float> zeroinitializer, ptr addrspace(3) %185, align 16, !tbaa !31, !noalias !40
  br label %310

302:                                              ; preds = %297
  %303 = zext nneg i32 %299 to i64
  %304 = add nsw i64 %18, %303
  %305 = shl i64 %304, 7
  %306 = getelementptr i8, ptr addrspace(1) %165, i64 %305
  %307 = load <4 x float>, ptr addrspace(1) %306, align 16, !tbaa !31, !alias.scope !19, !noalias !41, !amdgpu.noclobber !33
  store <4 x float> %307, ptr addrspace(3) %186, align 16, !tbaa !31, !noalias !40
  %308 = getelementptr i8, ptr addrspace(1) %166, i64 %305
  %309 = load <4 x float>, ptr addrspace(1) %308, align 16, !tbaa !31, !alias.scope !21, !noalias !42, !amdgpu.noclobber !33
  br label %310

310:                                              ; preds = %302, %301
  %311 = phi <4 x float> [ %309, %302 ], [ zeroinitializer, %301 ]
  store <4 x float> %311, ptr addrspace(3) %187, align 16, !tbaa !31, !noalias !40
  fence syncscope("workgroup") seq_cst, !noalias !40
  tail call void @llvm.amdgcn.s.barrier(), !noalias !40
  br label %312

312:                                              ; preds = %418, %310
  %313 = phi i32 [ 0, %310 ], [ %482, %418 ]
  %314 = phi <32 x float> [ %259, %310 ], [ %481, %418 ]
  %315 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) @fa_bwd_dq_hd32.ks, i32 %313
  %316 = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(3) @fa_bwd_dq_hd32.vs, i32 %313
  %317 = load <4 x float>, ptr addrspace(3) %315, align 16, !tbaa !31, !noalias !40
  %318 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %189, <4 x float> noundef %317, <4 x float> noundef zeroinitializer) #5
  %319 = load <4 x float>, ptr addrspace(3) %316, align 16, !tbaa !31, !noalias !40
  %320 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %191, <4 x float> noundef %319, <4 x float> noundef zeroinitializer) #5
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 16
  %322 = load <4 x float>, ptr addrspace(3) %321, align 16, !tbaa !31, !noalias !40
  %323 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %193, <4 x float> noundef %322, <4 x float> noundef %318) #5
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 16
  %325 = load <4 x float>, ptr addrspace(3) %324, align 16, !tbaa !31, !noalias !40
  %326 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %195, <4 x float> noundef %325, <4 x float> noundef %320) #5
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 32
  %328 = load <4 x float>, ptr addrspace(3) %327, align 16, !tbaa !31, !noalias !40
  %329 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %197, <4 x float> noundef %328, <4 x float> noundef %323) #5
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 32
  %331 = load <4 x float>, ptr addrspace(3) %330, align 16, !tbaa !31, !noalias !40
  %332 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %199, <4 x float> noundef %331, <4 x float> noundef %326) #5
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 48
  %334 = load <4 x float>, ptr addrspace(3) %333, align 16, !tbaa !31, !noalias !40
  %335 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %201, <4 x float> noundef %334, <4 x float> noundef %329) #5
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 48
  %337 = load <4 x float>, ptr addrspace(3) %336, align 16, !tbaa !31, !noalias !40
  %338 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %203, <4 x float> noundef %337, <4 x float> noundef %332) #5
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 64
  %340 = load <4 x float>, ptr addrspace(3) %339, align 16, !tbaa !31, !noalias !40
  %341 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %205, <4 x float> noundef %340, <4 x float> noundef %335) #5
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 64
  %343 = load <4 x float>, ptr addrspace(3) %342, align 16, !tbaa !31, !noalias !40
  %344 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %207, <4 x float> noundef %343, <4 x float> noundef %338) #5
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 80
  %346 = load <4 x float>, ptr addrspace(3) %345, align 16, !tbaa !31, !noalias !40
  %347 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %209, <4 x float> noundef %346, <4 x float> noundef %341) #5
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 80
  %349 = load <4 x float>, ptr addrspace(3) %348, align 16, !tbaa !31, !noalias !40
  %350 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %211, <4 x float> noundef %349, <4 x float> noundef %344) #5
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 96
  %352 = load <4 x float>, ptr addrspace(3) %351, align 16, !tbaa !31, !noalias !40
  %353 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %213, <4 x float> noundef %352, <4 x float> noundef %347) #5
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 96
  %355 = load <4 x float>, ptr addrspace(3) %354, align 16, !tbaa !31, !noalias !40
  %356 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %215, <4 x float> noundef %355, <4 x float> noundef %350) #5
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %315, i32 112
  %358 = load <4 x float>, ptr addrspace(3) %357, align 16, !tbaa !31, !noalias !40
  %359 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %217, <4 x float> noundef %358, <4 x float> noundef %353) #5
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %316, i32 112
  %361 = load <4 x float>, ptr addrspace(3) %360, align 16, !tbaa !31, !noalias !40
  %362 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %219, <4 x float> noundef %361, <4 x float> noundef %356) #5
  %363 = extractelement <4 x float> %362, i64 0
  %364 = extractelement <4 x float> %362, i64 1
  %365 = fadd float %363, %364
  %366 = extractelement <4 x float> %362, i64 2
  %367 = extractelement <4 x float> %362, i64 3
  %368 = fadd float %366, %367
  %369 = fadd float %365, %368
  %370 = or disjoint i32 %313, %258
  %371 = icmp slt i32 %370, %7
  %372 = icmp sle i32 %370, %15
  %373 = or i1 %155, %372
  %374 = and i1 %371, %373
  br i1 %374, label %378, label %418

375:                                              ; preds = %418
  %376 = add nuw nsw i32 %258, 32
  %377 = icmp slt i32 %376, %158
  br i1 %377, label %257, label %220

378:                                              ; preds = %312
  %379 = shufflevector <4 x float> %359, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %380 = shufflevector <4 x float> %359, <4 x float> poison, <2 x i32> <i32 0, i32 3>
  %381 = fadd <2 x float> %379, %380
  %382 = shufflevector <2 x float> %381, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %383 = fadd <2 x float> %381, %382
  %384 = extractelement <2 x float> %383, i64 0
  %385 = fsub float %384, %148
  %386 = fcmp olt float %385, 0.000000e+00
  %387 = select i1 %386, float -5.000000e-01, float 5.000000e-01
  %388 = tail call noundef float @llvm.fmuladd.f32(float %385, float 0x3FF7154760000000, float %387)
  %389 = fptosi float %388 to i32
  %390 = sitofp i32 %389 to float
  %391 = tail call noundef float @llvm.fmuladd.f32(float %390, float 0xBFE62E3000000000, float %385)
  %392 = fmul float %390, 0xBEE2FEFA20000000
  %393 = fadd float %391, %392
  %394 = fmul float %393, %393
  %395 = tail call noundef float @llvm.fmuladd.f32(float %394, float 0x3E66376980000000, float 0xBEBBBD41C0000000)
  %396 = tail call noundef float @llvm.fmuladd.f32(float %394, float %395, float 0x3F11566AA0000000)
  %397 = tail call noundef float @llvm.fmuladd.f32(float %394, float %396, float 0xBF66C16C20000000)
  %398 = tail call noundef float @llvm.fmuladd.f32(float %394, float %397, float 0x3FC5555560000000)
  %399 = fneg float %398
  %400 = tail call noundef float @llvm.fmuladd.f32(float %394, float %399, float %393)
  %401 = fneg float %392
  %402 = fmul float %393, %400
  %403 = fsub float 2.000000e+00, %400
  %404 = fdiv float %402, %403, !fpmath !43
  %405 = fsub float %401, %404
  %406 = fsub float %391, %405
  %407 = fadd float %406, 1.000000e+00
  %408 = bitcast float %407 to i32
  %409 = shl i32 %389, 23
  %410 = add nsw i32 %409, %408
  %411 = bitcast i32 %410 to float
  %412 = fcmp olt float %385, 0xC055D589E0000000
  %413 = select i1 %412, float 0.000000e+00, float %411
  %414 = fcmp olt float %385, 0x40562E4300000000
  %415 = select i1 %414, float %413, float 0x7FF0000000000000
  %416 = fcmp ord float %385, 0.000000e+00
  %417 = select i1 %416, float %415, float %385
  br label %418

418:                                              ; preds = %378, %312
  %419 = phi float [ %417, %378 ], [ 0.000000e+00, %312 ]
  %420 = fsub float %369, %154
  %421 = fmul float %420, %419
  %422 = insertelement <4 x float> poison, float %421, i64 0
  %423 = shufflevector <4 x float> %422, <4 x float> poison, <4 x i32> zeroinitializer
  %424 = bitcast <32 x float> %314 to <8 x i128>
  %425 = extractelement <8 x i128> %424, i64 0
  %426 = bitcast i128 %425 to <4 x float>
  %427 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %423, <4 x float> noundef %317, <4 x float> noundef %426) #5
  %428 = shufflevector <4 x float> %427, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %429 = shufflevector <32 x float> %428, <32 x float> %314, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %430 = bitcast <32 x float> %429 to <8 x i128>
  %431 = extractelement <8 x i128> %430, i64 1
  %432 = bitcast i128 %431 to <4 x float>
  %433 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %423, <4 x float> noundef %322, <4 x float> noundef %432) #5
  %434 = shufflevector <4 x float> %433, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %435 = shufflevector <32 x float> %429, <32 x float> %434, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 32, i32 33, i32 34, i32 35, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %436 = bitcast <32 x float> %435 to <8 x i128>
  %437 = extractelement <8 x i128> %436, i64 2
  %438 = bitcast i128 %437 to <4 x float>
  %439 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %423, <4 x float> noundef %328, <4 x float> noundef %438) #5
  %440 = shufflevector <4 x float> %439, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %441 = shufflevector <32 x float> %435, <32 x float> %440, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 32, i32 33, i32 34, i32 35, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %442 = bitcast <32 x float> %441 to <8 x i128>
  %443 = extractelement <8 x i128> %442, i64 3
  %444 = bitcast i128 %443 to <4 x float>
  %445 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %423, <4 x float> noundef %334, <4 x float> noundef %444) #5
  %446 = shufflevector <4 x float> %445, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %447 = shufflevector <32 x float> %441, <32 x float> %446, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 32, i32 33, i32 34, i32 35, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %448 = bitcast <32 x float> %447 to <8 x i128>
  %449 = extractelement <8 x i128> %448, i64 4
  %450 = bitcast i128 %449 to <4 x float>
  %451 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %423, <4 x float> noundef %340, <4 x float> noundef %450) #5
  %452 = shufflevector <4 x float> %451, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %453 = shufflevector <32 x float> %447, <32 x float> %452, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 32, i32 33, i32 34, i32 35, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %454 = bitcast <32 x float> %453 to <8 x i128>
  %455 = extractelement <8 x i128> %454, i64 5
  %456 = bitcast i128 %455 to <4 x float>
  %457 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %423, <4 x float> noundef %346, <4 x float> noundef %456) #5
  %458 = shufflevector <4 x float> %457, <4 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %459 = shufflevector <32 x float> %453, <32 x float> %458, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 32, i32 33, i32 34, i32 35, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %460 = bitcast <32 x float> %459 to <8 x i128>
  %461 = extractelement <8 x i128> %460, i64 6
  %462 = bitcast i128 %461 to <4 x float>
  %463 = bitcast <32 x float> %459 to <8 x i128>
  %464 = extractelement <8 x i128> %463, i64 7
  %465 = bitcast i128 %464 to <4 x float>
  %466 = shufflevector <4 x float> %422, <4 x float> poison, <32 x i32> zeroinitializer
  %467 = shufflevector <4 x float> %317, <4 x float> %322, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %468 = shufflevector <4 x float> %328, <4 x float> %334, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %469 = shufflevector <4 x float> %340, <4 x float> %346, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %470 = shufflevector <4 x float> %352, <4 x float> %358, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %471 = shufflevector <8 x float> %467, <8 x float> %468, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %472 = shufflevector <8 x float> %469, <8 x float> %470, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %473 = shufflevector <16 x float> %471, <16 x float> %472, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %474 = shufflevector <4 x float> %426, <4 x float> %432, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %475 = shufflevector <4 x float> %438, <4 x float> %444, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %476 = shufflevector <4 x float> %450, <4 x float> %456, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %477 = shufflevector <4 x float> %462, <4 x float> %465, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %478 = shufflevector <8 x float> %474, <8 x float> %475, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %479 = shufflevector <8 x float> %476, <8 x float> %477, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %480 = shufflevector <16 x float> %478, <16 x float> %479, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %481 = tail call <32 x float> @llvm.fma.v32f32(<32 x float> %466, <32 x float> %473, <32 x float> %480)
  %482 = add nuw nsw i32 %313, 1
  %483 = icmp eq i32 %482, 32
  br i1 %483, label %375, label %312, !llvm.loop !44

484:                                              ; preds = %224, %222
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.fma.v32f32(<32 x float>, <32 x float>, <32 x float>) #3

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nocallback nofree nounwind willreturn }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float4*", !"float4*", !"float4*", !"float4*", !"float*", !"float*", !"float4*", !"int", !"float", !"int"}
!13 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"float*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float", !"int"}
!14 = !{!"restrict const", !"restrict const", !"restrict const", !"restrict const", !"restrict const", !"restrict const", !"restrict", !"", !"", !""}
!15 = !{i32 64, i32 1, i32 1}
!16 = !{!17}
!17 = distinct !{!17, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 0"}
!18 = distinct !{!18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32"}
!19 = !{!20}
!20 = distinct !{!20, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 1"}
!21 = !{!22}
!22 = distinct !{!22, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 2"}
!23 = !{!24}
!24 = distinct !{!24, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 3"}
!25 = !{!26}
!26 = distinct !{!26, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 4"}
!27 = !{!28}
!28 = distinct !{!28, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 5"}
!29 = !{!30}
!30 = distinct !{!30, !18, !"__clang_ocl_kern_imp_fa_bwd_dq_hd32: argument 6"}
!31 = !{!8, !8, i64 0}
!32 = !{!20, !22, !24, !26, !28, !30}
!33 = !{}
!34 = !{!17, !20, !22, !26, !28, !30}
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !8, i64 0}
!37 = !{!17, !20, !22, !24, !28, !30}
!38 = !{!17, !20, !22, !24, !26, !30}
!39 = !{!17, !20, !22, !24, !26, !28}
!40 = !{!17, !20, !22, !24, !26, !28, !30}
!41 = !{!17, !22, !24, !26, !28, !30}
!42 = !{!17, !20, !24, !26, !28, !30}
!43 = !{float 2.500000e+00}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
