; ModuleID = 'gfx900/ir/callables.ll'
source_filename = "opencl/callables.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
declare hidden noundef float @poly4(float noundef, float noundef, float noundef, float noundef, float noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden noundef float @dot40(<16 x float> noundef %0, <16 x float> noundef %1, <4 x float> noundef %2, <4 x float> noundef %3) local_unnamed_addr #1 {
  %5 = extractelement <16 x float> %0, i64 0
  %6 = extractelement <16 x float> %1, i64 0
  %7 = extractelement <16 x float> %0, i64 1
  %8 = extractelement <16 x float> %1, i64 1
  %9 = fmul float %7, %8
  %10 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %9)
  %11 = extractelement <16 x float> %0, i64 2
  %12 = extractelement <16 x float> %1, i64 2
  %13 = tail call float @llvm.fmuladd.f32(float %11, float %12, float %10)
  %14 = extractelement <16 x float> %0, i64 3
  %15 = extractelement <16 x float> %1, i64 3
  %16 = tail call noundef float @llvm.fmuladd.f32(float %14, float %15, float %13)
  %17 = extractelement <16 x float> %0, i64 4
  %18 = extractelement <16 x float> %1, i64 4
  %19 = extractelement <16 x float> %0, i64 5
  %20 = extractelement <16 x float> %1, i64 5
  %21 = fmul float %19, %20
  %22 = tail call float @llvm.fmuladd.f32(float %17, float %18, float %21)
  %23 = extractelement <16 x float> %0, i64 6
  %24 = extractelement <16 x float> %1, i64 6
  %25 = tail call float @llvm.fmuladd.f32(float %23, float %24, float %22)
  %26 = extractelement <16 x float> %0, i64 7
  %27 = extractelement <16 x float> %1, i64 7
  %28 = tail call noundef float @llvm.fmuladd.f32(float %26, float %27, float %25)
  %29 = fadd float %16, %28
  %30 = extractelement <16 x float> %0, i64 8
  %31 = extractelement <16 x float> %1, i64 8
  %32 = extractelement <16 x float> %0, i64 9
  %33 = extractelement <16 x float> %1, i64 9
  %34 = fmul float %32, %33
  %35 = tail call float @llvm.fmuladd.f32(float %30, float %31, float %34)
  %36 = extractelement <16 x float> %0, i64 10
  %37 = extractelement <16 x float> %1, i64 10
  %38 = tail call float @llvm.fmuladd.f32(float %36, float %37, float %35)
  %39 = extractelement <16 x float> %0, i64 11
  %40 = extractelement <16 x float> %1, i64 11
  %41 = tail call noundef float @llvm.fmuladd.f32(float %39, float %40, float %38)
  %42 = fadd float %41, %29
  %43 = extractelement <16 x float> %0, i64 12
  %44 = extractelement <16 x float> %1, i64 12
  %45 = extractelement <16 x float> %0, i64 13
  %46 = extractelement <16 x float> %1, i64 13
  %47 = fmul float %45, %46
  %48 = tail call float @llvm.fmuladd.f32(float %43, float %44, float %47)
  %49 = extractelement <16 x float> %0, i64 14
  %50 = extractelement <16 x float> %1, i64 14
  %51 = tail call float @llvm.fmuladd.f32(float %49, float %50, float %48)
  %52 = extractelement <16 x float> %0, i64 15
  %53 = extractelement <16 x float> %1, i64 15
  %54 = tail call noundef float @llvm.fmuladd.f32(float %52, float %53, float %51)
  %55 = fadd float %54, %42
  %56 = extractelement <4 x float> %2, i64 0
  %57 = extractelement <4 x float> %3, i64 0
  %58 = extractelement <4 x float> %2, i64 1
  %59 = extractelement <4 x float> %3, i64 1
  %60 = fmul float %58, %59
  %61 = tail call float @llvm.fmuladd.f32(float %56, float %57, float %60)
  %62 = extractelement <4 x float> %2, i64 2
  %63 = extractelement <4 x float> %3, i64 2
  %64 = tail call float @llvm.fmuladd.f32(float %62, float %63, float %61)
  %65 = extractelement <4 x float> %2, i64 3
  %66 = extractelement <4 x float> %3, i64 3
  %67 = tail call noundef float @llvm.fmuladd.f32(float %65, float %66, float %64)
  %68 = fadd float %67, %55
  ret float %68
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @call_dot40(ptr addrspace(1) noalias noundef readonly align 64 captures(none) %0, ptr addrspace(1) noalias noundef readonly align 16 captures(none) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %2) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i32, ptr addrspace(4) %5, align 4, !tbaa !6
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i32, ptr addrspace(4) %8, align 4, !tbaa !6
  %10 = zext i32 %9 to i64
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = and i32 %6, 65535
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = zext nneg i32 %12 to i64
  %15 = zext i32 %13 to i64
  %16 = mul nuw nsw i64 %14, %15
  %17 = zext nneg i32 %11 to i64
  %18 = add nuw nsw i64 %10, %17
  %19 = add nuw nsw i64 %18, %16
  %20 = shl nuw nsw i64 %19, 1
  %21 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %0, i64 %20
  %22 = load <16 x float>, ptr addrspace(1) %21, align 64, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %23 = or disjoint i64 %20, 1
  %24 = getelementptr inbounds nuw <16 x float>, ptr addrspace(1) %0, i64 %23
  %25 = load <16 x float>, ptr addrspace(1) %24, align 64, !tbaa !22, !alias.scope !15, !noalias !23, !amdgpu.noclobber !24
  %26 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %20
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !tbaa !22, !alias.scope !18, !noalias !25, !amdgpu.noclobber !24
  %28 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %23
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !tbaa !22, !alias.scope !18, !noalias !25, !amdgpu.noclobber !24
  %30 = extractelement <16 x float> %22, i64 0
  %31 = extractelement <16 x float> %25, i64 15
  %32 = fmul float %30, %31
  %33 = tail call float @dot40(<16 x float> noundef %22, <16 x float> noundef %25, <4 x float> noundef %27, <4 x float> noundef %29) #6, !noalias !26
  %34 = fadd float %32, %33
  %35 = extractelement <4 x float> %27, i64 0
  %36 = extractelement <4 x float> %27, i64 1
  %37 = extractelement <4 x float> %27, i64 2
  %38 = extractelement <4 x float> %27, i64 3
  %39 = tail call float @poly4(float noundef %33, float noundef %35, float noundef %36, float noundef %37, float noundef %38) #7, !noalias !26
  %40 = fadd float %34, %39
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %19
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !27, !alias.scope !20, !noalias !29
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!10 = !{i32 1, i32 1, i32 1}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float16*", !"float4*", !"float*"}
!13 = !{!"float __attribute__((ext_vector_type(16)))*", !"float __attribute__((ext_vector_type(4)))*", !"float*"}
!14 = !{!"restrict const", !"restrict const", !"restrict"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_call_dot40: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_call_dot40"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_call_dot40: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"__clang_ocl_kern_imp_call_dot40: argument 2"}
!22 = !{!8, !8, i64 0}
!23 = !{!19, !21}
!24 = !{}
!25 = !{!16, !21}
!26 = !{!16, !19, !21}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !8, i64 0}
!29 = !{!16, !19}
