; ModuleID = 'build/corpus/gfx90a/ir/reduce_many_acc.ll'
source_filename = "opencl/reduce_many_acc.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @reduce_atx48(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef readonly align 4 captures(none) %1, i32 noundef %2, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
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
  %21 = trunc i64 %20 to i32
  %22 = icmp sgt i32 %2, %21
  br i1 %22, label %23, label %51

23:                                               ; preds = %4
  %24 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %25 = load i32, ptr addrspace(4) %24, align 4, !tbaa !6
  %26 = zext i32 %25 to i64
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi <16 x float> [ zeroinitializer, %23 ], [ %41, %27 ]
  %29 = phi <16 x float> [ zeroinitializer, %23 ], [ %44, %27 ]
  %30 = phi <16 x float> [ zeroinitializer, %23 ], [ %47, %27 ]
  %31 = phi i64 [ %20, %23 ], [ %48, %27 ]
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !21, !alias.scope !17, !noalias !23, !amdgpu.noclobber !24
  %36 = mul nsw i64 %33, 192
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %36
  %38 = insertelement <16 x float> poison, float %35, i64 0
  %39 = shufflevector <16 x float> %38, <16 x float> poison, <16 x i32> zeroinitializer
  %40 = load <16 x float>, ptr addrspace(1) %37, align 4, !tbaa !25, !alias.scope !14, !noalias !26, !amdgpu.noclobber !24
  %41 = tail call fastcc <16 x float> @llvm.fma.v16f32(<16 x float> noundef %39, <16 x float> noundef %40, <16 x float> noundef %28) #4
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 64
  %43 = load <16 x float>, ptr addrspace(1) %42, align 4, !tbaa !25, !alias.scope !14, !noalias !26, !amdgpu.noclobber !24
  %44 = tail call fastcc <16 x float> @llvm.fma.v16f32(<16 x float> noundef %39, <16 x float> noundef %43, <16 x float> noundef %29) #4
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 128
  %46 = load <16 x float>, ptr addrspace(1) %45, align 4, !tbaa !25, !alias.scope !14, !noalias !26, !amdgpu.noclobber !24
  %47 = tail call fastcc <16 x float> @llvm.fma.v16f32(<16 x float> noundef %39, <16 x float> noundef %46, <16 x float> noundef %30) #4
  %48 = add nsw i64 %33, %26
  %49 = trunc i64 %48 to i32
  %50 = icmp sgt i32 %2, %49
  br i1 %50, label %27, label %51

51:                                               ; preds = %27, %4
  %52 = phi <16 x float> [ zeroinitializer, %4 ], [ %47, %27 ]
  %53 = phi <16 x float> [ zeroinitializer, %4 ], [ %44, %27 ]
  %54 = phi <16 x float> [ zeroinitializer, %4 ], [ %41, %27 ]
  %55 = mul nuw nsw i64 %20, 192
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %55
  store <16 x float> %54, ptr addrspace(1) %56, align 4, !tbaa !25, !alias.scope !19, !noalias !27
  %57 = getelementptr inbounds nuw i8, ptr addrspace(1) %56, i64 64
  store <16 x float> %53, ptr addrspace(1) %57, align 4, !tbaa !25, !alias.scope !19, !noalias !27
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %56, i64 128
  store <16 x float> %52, ptr addrspace(1) %58, align 4, !tbaa !25, !alias.scope !19, !noalias !27
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!10 = !{i32 1, i32 1, i32 0, i32 1}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int", !"float*"}
!13 = !{!"restrict const", !"restrict const", !"", !"restrict"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_reduce_atx48: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_reduce_atx48"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"__clang_ocl_kern_imp_reduce_atx48: argument 1"}
!19 = !{!20}
!20 = distinct !{!20, !16, !"__clang_ocl_kern_imp_reduce_atx48: argument 2"}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !8, i64 0}
!23 = !{!15, !20}
!24 = !{}
!25 = !{!8, !8, i64 0}
!26 = !{!18, !20}
!27 = !{!15, !18}
