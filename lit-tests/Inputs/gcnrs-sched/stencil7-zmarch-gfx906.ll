; ModuleID = 'build/corpus/gfx906/ir/stencils.ll'
source_filename = "opencl/stencils.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @stencil7_zmarch(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 4
  %11 = load i32, ptr addrspace(4) %10, align 4
  %12 = and i32 %11, 65535
  %13 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %14 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 4
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !6
  %17 = mul i32 %12, %8
  %18 = add nuw nsw i32 %13, 1
  %19 = add i32 %18, %16
  %20 = add i32 %19, %17
  %21 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %22 = lshr i32 %11, 16
  %23 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %24 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 8
  %25 = load i32, ptr addrspace(4) %24, align 4, !tbaa !6
  %26 = mul i32 %22, %21
  %27 = add nuw nsw i32 %23, 1
  %28 = add i32 %27, %25
  %29 = add i32 %28, %26
  %30 = add nsw i32 %2, -1
  %31 = icmp slt i32 %20, %30
  %32 = add nsw i32 %3, -1
  %33 = icmp slt i32 %29, %32
  %34 = select i1 %31, i1 %33, i1 false
  br i1 %34, label %35, label %154

35:                                               ; preds = %7
  %36 = sext i32 %2 to i64
  %37 = sext i32 %3 to i64
  %38 = mul nsw i64 %37, %36
  %39 = sext i32 %29 to i64
  %40 = mul nsw i64 %39, %36
  %41 = sext i32 %20 to i64
  %42 = add nsw i64 %40, %41
  %43 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %42
  %44 = icmp sgt i32 %4, 5
  br i1 %44, label %45, label %154

45:                                               ; preds = %35
  %46 = getelementptr float, ptr addrspace(1) %43, i64 %38
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %48 = load float, ptr addrspace(1) %43, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  br label %49

49:                                               ; preds = %49, %45
  %50 = phi i32 [ %152, %49 ], [ 5, %45 ]
  %51 = phi float [ %68, %49 ], [ %48, %45 ]
  %52 = phi float [ %73, %49 ], [ %47, %45 ]
  %53 = phi i32 [ %50, %49 ], [ 1, %45 ]
  %54 = add nuw nsw i32 %53, 1
  %55 = zext nneg i32 %54 to i64
  %56 = mul i64 %38, %55
  %57 = getelementptr float, ptr addrspace(1) %43, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %59 = add nuw nsw i32 %53, 2
  %60 = zext nneg i32 %59 to i64
  %61 = mul i64 %38, %60
  %62 = getelementptr float, ptr addrspace(1) %43, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %64 = add nuw nsw i32 %53, 3
  %65 = zext nneg i32 %64 to i64
  %66 = mul i64 %38, %65
  %67 = getelementptr float, ptr addrspace(1) %43, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %69 = add nuw nsw i32 %53, 4
  %70 = zext nneg i32 %69 to i64
  %71 = mul i64 %38, %70
  %72 = getelementptr float, ptr addrspace(1) %43, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %74 = zext nneg i32 %53 to i64
  %75 = mul i64 %38, %74
  %76 = add i64 %75, %42
  %77 = getelementptr float, ptr addrspace(1) %0, i64 %76
  %78 = getelementptr i8, ptr addrspace(1) %77, i64 -4
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %80 = getelementptr i8, ptr addrspace(1) %77, i64 4
  %81 = load float, ptr addrspace(1) %80, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %82 = fadd float %79, %81
  %83 = sub i64 %76, %36
  %84 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %86 = fadd float %82, %85
  %87 = getelementptr float, ptr addrspace(1) %77, i64 %36
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %89 = fadd float %86, %88
  %90 = fadd float %51, %89
  %91 = fadd float %58, %90
  %92 = fmul float %6, %91
  %93 = tail call float @llvm.fmuladd.f32(float %5, float %52, float %92)
  %94 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %76
  store float %93, ptr addrspace(1) %94, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %95 = add i64 %56, %42
  %96 = getelementptr float, ptr addrspace(1) %0, i64 %95
  %97 = getelementptr i8, ptr addrspace(1) %96, i64 -4
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %99 = getelementptr i8, ptr addrspace(1) %96, i64 4
  %100 = load float, ptr addrspace(1) %99, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %101 = fadd float %98, %100
  %102 = sub i64 %95, %36
  %103 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %105 = fadd float %101, %104
  %106 = getelementptr float, ptr addrspace(1) %96, i64 %36
  %107 = load float, ptr addrspace(1) %106, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %108 = fadd float %105, %107
  %109 = fadd float %52, %108
  %110 = fadd float %63, %109
  %111 = fmul float %6, %110
  %112 = tail call float @llvm.fmuladd.f32(float %5, float %58, float %111)
  %113 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %95
  store float %112, ptr addrspace(1) %113, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %114 = add i64 %61, %42
  %115 = getelementptr float, ptr addrspace(1) %0, i64 %114
  %116 = getelementptr i8, ptr addrspace(1) %115, i64 -4
  %117 = load float, ptr addrspace(1) %116, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %118 = getelementptr i8, ptr addrspace(1) %115, i64 4
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %120 = fadd float %117, %119
  %121 = sub i64 %114, %36
  %122 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %124 = fadd float %120, %123
  %125 = getelementptr float, ptr addrspace(1) %115, i64 %36
  %126 = load float, ptr addrspace(1) %125, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %127 = fadd float %124, %126
  %128 = fadd float %58, %127
  %129 = fadd float %68, %128
  %130 = fmul float %6, %129
  %131 = tail call float @llvm.fmuladd.f32(float %5, float %63, float %130)
  %132 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %114
  store float %131, ptr addrspace(1) %132, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %133 = add i64 %66, %42
  %134 = getelementptr float, ptr addrspace(1) %0, i64 %133
  %135 = getelementptr i8, ptr addrspace(1) %134, i64 -4
  %136 = load float, ptr addrspace(1) %135, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %137 = getelementptr i8, ptr addrspace(1) %134, i64 4
  %138 = load float, ptr addrspace(1) %137, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %139 = fadd float %136, %138
  %140 = sub i64 %133, %36
  %141 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %140
  %142 = load float, ptr addrspace(1) %141, align 4, !tbaa !19, !alias.scope !14, !noalias !17, !amdgpu.noclobber !21
  %143 = fadd float %139, %142
  %144 = getelementptr float, ptr addrspace(1) %134, i64 %36
  %145 = load float, ptr addrspace(1) %144, align 4, !tbaa !19, !alias.scope !14, !noalias !17
  %146 = fadd float %143, %145
  %147 = fadd float %63, %146
  %148 = fadd float %73, %147
  %149 = fmul float %6, %148
  %150 = tail call float @llvm.fmuladd.f32(float %5, float %68, float %149)
  %151 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %133
  store float %150, ptr addrspace(1) %151, align 4, !tbaa !19, !alias.scope !17, !noalias !14
  %152 = add nuw nsw i32 %50, 4
  %153 = icmp slt i32 %152, %4
  br i1 %153, label %49, label %154

154:                                              ; preds = %49, %35, %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx906" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!10 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!13 = !{!"restrict const", !"restrict", !"", !"", !"", !"", !""}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_stencil7_zmarch: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_stencil7_zmarch"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_stencil7_zmarch: argument 1"}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{}
