// The README's first command on examples/kernel.mlir: the IR our pipeline
// produces, what the result prints and its memory report; MLIR 22's pipeline
// on the same kernel prints the same.
//
// RUN: xdsl-opt %S/../../../examples/kernel.mlir -p 'one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline' | filecheck %s --check-prefix=IR
// RUN: xdsl-opt %S/../../../examples/kernel.mlir -p 'one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline' | xdsl-bufferization-run - > %t.out 2> %t.err
// RUN: filecheck %s --check-prefix=OUT --input-file=%t.out
// RUN: filecheck %s --check-prefix=REPORT --input-file=%t.err
// RUN: %mlir-opt %S/../../../examples/kernel.mlir -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline -convert-linalg-to-loops | xdsl-bufferization-run - 2> %t.mlir.err | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --check-prefix=MLIR-REPORT --input-file=%t.mlir.err

// The layer writes h + relu(h @ w + b) into its argument's buffer, frees its
// accumulator and returns a clone of the argument (functions do not own
// their arguments).
// IR-LABEL: func.func @residual_layer
// IR-SAME:      (%[[H:.*]]: memref<2x4xf32, strided<[?, ?], offset: ?>>, %[[W:.*]]: memref<4x4xf32, strided<[?, ?], offset: ?>>, %[[B:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// IR:           %[[ACC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// IR-NOT:       memref.copy
// IR:           linalg.matmul ins(%[[H]], %[[W]] : {{.*}}) outs(%[[ACC]] : memref<2x4xf32>)
// IR:           linalg.generic {{.*}} ins(%[[ACC]], %[[B]] : {{.*}}) outs(%[[H]] : {{.*}})
// IR:           arith.maximumf
// IR:           memref.dealloc %[[ACC]] : memref<2x4xf32>
// IR-NEXT:      %[[CLONE:.*]] = bufferization.clone %[[H]]
// IR-NEXT:      func.return %[[CLONE]]

// @main copies the input before the loop (it prints it afterwards), frees
// each layer's weights in the loop and the previous activations when the
// loop owns them, and everything else at the end, with one pointer
// comparison for the loop result.
// IR-LABEL: func.func @main()
// IR:           %[[X:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// IR:           %[[BIAS:.*]] = memref.get_global @__constant_4xf32
// IR:           %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// IR-NEXT:      memref.copy %[[X]], %[[COPY]]
// IR:           %[[LOOP:.*]], %[[OWNED:.*]] = scf.for {{.*}} iter_args(%[[ACT:.*]] = %{{.*}}, %[[ACT_OWNED:.*]] = %false)
// IR:             %[[WEIGHTS:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// IR:             %[[NEXT:.*]] = func.call @residual_layer(%[[ACT]],
// IR:             scf.if %[[ACT_OWNED]] {
// IR-NEXT:          memref.dealloc
// IR-NEXT:        }
// IR-NEXT:        memref.dealloc %[[WEIGHTS]] : memref<4x4xf32>
// IR-NEXT:        scf.yield %[[NEXT]], %true
// IR:           func.call @printMemrefF32
// IR:           memref.copy %[[LOOP]]
// IR:           func.call @printMemrefF32
// IR:           memref.dealloc %[[X]]
// IR:           memref.extract_aligned_pointer_as_index
// IR:           memref.extract_aligned_pointer_as_index
// IR-NOT:       memref.extract_aligned_pointer_as_index
// IR:           memref.dealloc %[[COPY]]
// IR-NEXT:      func.return

// OUT:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// OUT-NEXT: {{\[}}[-1,   -0.75,   -0.5,   -0.25],
// OUT-NEXT:  [0,   0.25,   0.5,   0.75]]
// OUT-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// OUT-NEXT: {{\[}}[1.5,   -0.75,   0,   1.5],
// OUT-NEXT:  [2,   0.25,   1,   2]]
// OUT-EMPTY:

// REPORT: memory check: OK; 12 allocation(s), 0 alloca(s), 12 free(s), 2 copy(ies), 3 clone(s)

// MLIR 22 (its generic deallocation lowering allocates in dealloc_helper).
// MLIR-REPORT: memory check: OK; 17 allocation(s), 0 alloca(s), 17 free(s), 2 copy(ies), 3 clone(s)
