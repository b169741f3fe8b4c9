; ModuleID = 'gfx900/ir/mem_cluster.ll'
source_filename = "opencl/mem_cluster.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @copy_scale_float4x8(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %1, float noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
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
  %20 = shl nuw nsw i64 %19, 3
  %21 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %20
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %23 = or disjoint i64 %20, 1
  %24 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %23
  %25 = load <4 x float>, ptr addrspace(1) %24, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %26 = or disjoint i64 %20, 2
  %27 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %26
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %29 = or disjoint i64 %20, 3
  %30 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %29
  %31 = load <4 x float>, ptr addrspace(1) %30, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %32 = or disjoint i64 %20, 4
  %33 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %32
  %34 = load <4 x float>, ptr addrspace(1) %33, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %35 = or disjoint i64 %20, 5
  %36 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %35
  %37 = load <4 x float>, ptr addrspace(1) %36, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %38 = or disjoint i64 %20, 6
  %39 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %38
  %40 = load <4 x float>, ptr addrspace(1) %39, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %41 = or disjoint i64 %20, 7
  %42 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %41
  %43 = load <4 x float>, ptr addrspace(1) %42, align 16, !tbaa !20, !alias.scope !15, !noalias !18, !amdgpu.noclobber !21
  %44 = insertelement <4 x float> poison, float %2, i64 0
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <4 x i32> zeroinitializer
  %46 = fmul <4 x float> %45, %43
  %47 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %20
  store <4 x float> %46, ptr addrspace(1) %47, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %48 = fmul <4 x float> %45, %40
  %49 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %23
  store <4 x float> %48, ptr addrspace(1) %49, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %50 = fmul <4 x float> %45, %37
  %51 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %26
  store <4 x float> %50, ptr addrspace(1) %51, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %52 = fmul <4 x float> %45, %34
  %53 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %29
  store <4 x float> %52, ptr addrspace(1) %53, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %54 = fmul <4 x float> %45, %31
  %55 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %32
  store <4 x float> %54, ptr addrspace(1) %55, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %56 = fmul <4 x float> %45, %28
  %57 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %35
  store <4 x float> %56, ptr addrspace(1) %57, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %58 = fmul <4 x float> %45, %25
  %59 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %38
  store <4 x float> %58, ptr addrspace(1) %59, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %60 = fmul <4 x float> %45, %22
  %61 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %41
  store <4 x float> %60, ptr addrspace(1) %61, align 16, !tbaa !20, !alias.scope !18, !noalias !15
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float4*", !"float4*", !"float"}
!13 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float"}
!14 = !{!"restrict const", !"restrict", !""}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_copy_scale_float4x8: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_copy_scale_float4x8"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_copy_scale_float4x8: argument 1"}
!20 = !{!8, !8, i64 0}
!21 = !{}
