; ModuleID = 'ir/occupancy_attrs.ll' (occ_flat_1024 alone, by llvm-extract)
source_filename = "opencl/occupancy_attrs.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @occ_flat_1024(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef writeonly align 16 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i32, ptr addrspace(4) %5, align 4, !tbaa !6, !noalias !20
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i32, ptr addrspace(4) %8, align 4, !tbaa !6, !noalias !20
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
  %20 = icmp sgt i32 %2, 0
  br i1 %20, label %21, label %63

21:                                               ; preds = %3
  %22 = zext nneg i32 %2 to i64
  %23 = mul i64 %19, %22
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi <4 x float> [ zeroinitializer, %21 ], [ %60, %24 ]
  %26 = phi <4 x float> [ zeroinitializer, %21 ], [ %57, %24 ]
  %27 = phi <4 x float> [ zeroinitializer, %21 ], [ %54, %24 ]
  %28 = phi <4 x float> [ zeroinitializer, %21 ], [ %51, %24 ]
  %29 = phi <4 x float> [ zeroinitializer, %21 ], [ %48, %24 ]
  %30 = phi <4 x float> [ zeroinitializer, %21 ], [ %45, %24 ]
  %31 = phi <4 x float> [ zeroinitializer, %21 ], [ %42, %24 ]
  %32 = phi <4 x float> [ zeroinitializer, %21 ], [ %39, %24 ]
  %33 = phi i32 [ 0, %21 ], [ %61, %24 ]
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %23, %34
  %36 = shl i64 %35, 7
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %36
  %38 = load <4 x float>, ptr addrspace(1) %37, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %39 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %38, <4 x float> noundef %31, <4 x float> noundef %32) #4
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 16
  %41 = load <4 x float>, ptr addrspace(1) %40, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %42 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %41, <4 x float> noundef %30, <4 x float> noundef %31) #4
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 32
  %44 = load <4 x float>, ptr addrspace(1) %43, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %45 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %44, <4 x float> noundef %29, <4 x float> noundef %30) #4
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 48
  %47 = load <4 x float>, ptr addrspace(1) %46, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %48 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %47, <4 x float> noundef %28, <4 x float> noundef %29) #4
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 64
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %51 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %50, <4 x float> noundef %27, <4 x float> noundef %28) #4
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 80
  %53 = load <4 x float>, ptr addrspace(1) %52, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %54 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %53, <4 x float> noundef %26, <4 x float> noundef %27) #4
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 96
  %56 = load <4 x float>, ptr addrspace(1) %55, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %57 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %56, <4 x float> noundef %25, <4 x float> noundef %26) #4
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 112
  %59 = load <4 x float>, ptr addrspace(1) %58, align 16, !tbaa !21, !alias.scope !15, !noalias !18, !amdgpu.noclobber !22
  %60 = tail call fastcc <4 x float> @llvm.fma.v4f32(<4 x float> noundef %59, <4 x float> noundef %39, <4 x float> noundef %25) #4
  %61 = add nuw nsw i32 %33, 1
  %62 = icmp eq i32 %61, %2
  br i1 %62, label %63, label %24

63:                                               ; preds = %24, %3
  %64 = phi <4 x float> [ zeroinitializer, %3 ], [ %60, %24 ]
  %65 = phi <4 x float> [ zeroinitializer, %3 ], [ %57, %24 ]
  %66 = phi <4 x float> [ zeroinitializer, %3 ], [ %54, %24 ]
  %67 = phi <4 x float> [ zeroinitializer, %3 ], [ %51, %24 ]
  %68 = phi <4 x float> [ zeroinitializer, %3 ], [ %48, %24 ]
  %69 = phi <4 x float> [ zeroinitializer, %3 ], [ %45, %24 ]
  %70 = phi <4 x float> [ zeroinitializer, %3 ], [ %42, %24 ]
  %71 = phi <4 x float> [ zeroinitializer, %3 ], [ %39, %24 ]
  %72 = shl nuw nsw i64 %19, 7
  %73 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %72
  store <4 x float> %71, ptr addrspace(1) %73, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 16
  store <4 x float> %70, ptr addrspace(1) %74, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 32
  store <4 x float> %69, ptr addrspace(1) %75, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 48
  store <4 x float> %68, ptr addrspace(1) %76, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %77 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 64
  store <4 x float> %67, ptr addrspace(1) %77, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 80
  store <4 x float> %66, ptr addrspace(1) %78, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %79 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 96
  store <4 x float> %65, ptr addrspace(1) %79, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %73, i64 112
  store <4 x float> %64, ptr addrspace(1) %80, align 16, !tbaa !21, !alias.scope !18, !noalias !15
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
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
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
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float4*", !"float4*", !"int"}
!13 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !{!16}
!16 = distinct !{!16, !17, !"body: argument 0"}
!17 = distinct !{!17, !"body"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"body: argument 1"}
!20 = !{!16, !19}
!21 = !{!8, !8, i64 0}
!22 = !{}
