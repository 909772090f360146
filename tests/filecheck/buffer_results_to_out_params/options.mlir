// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'buffer-results-to-out-params{add-result-attr}' | filecheck %s --check-prefix=ATTR
// RUN: %mlir-opt %s --allow-unregistered-dialect '-buffer-results-to-out-params=add-result-attr' | filecheck %s --check-prefix=ATTR
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'buffer-results-to-out-params{hoist-static-allocs}' | filecheck %s --check-prefix=STATIC
// RUN: %mlir-opt %s --allow-unregistered-dialect '-buffer-results-to-out-params=hoist-static-allocs' | filecheck %s --check-prefix=STATIC
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'buffer-results-to-out-params{modify-public-functions=true hoist-static-allocs=1 hoist-dynamic-allocs}' | filecheck %s --check-prefix=PUBLIC
// RUN: %mlir-opt %s --allow-unregistered-dialect '-buffer-results-to-out-params=modify-public-functions=true hoist-static-allocs=1 hoist-dynamic-allocs' | filecheck %s --check-prefix=PUBLIC

// add-result-attr, hoist-static-allocs and modify-public-functions (each
// off by default); hoist-dynamic-allocs is in hoist_dynamic_allocs.mlir.
// @sizes has no caller here: the callers of dynamically shaped results need
// hoist-dynamic-allocs (invalid.mlir).

// add-result-attr: the new arguments carry `bufferize.result`, next to the
// result's attributes.
// ATTR-LABEL: func.func private @sizes(
// ATTR-SAME:    %{{.*}}: index, %{{.*}}: index, %{{.*}}: memref<?x4x?xf32> {bufferize.result, test.res}, %{{.*}}: memref<2xf32> {bufferize.result}, %{{.*}}: memref<?xf32> {bufferize.result}) {
// ATTR-COUNT-3: memref.copy
// ATTR-LABEL: func.func private @static(
// ATTR-SAME:    %{{.*}}: memref<4xf32> {bufferize.result}) {
// ATTR-LABEL: func.func @public() -> memref<4xf32> {

// hoist-static-allocs: the returned memref<2xf32> allocation is replaced by
// the out-param; dynamically shaped results are copied.
// STATIC-LABEL: func.func private @sizes(
// STATIC-SAME:    %[[N:[^:]*]]: index, %[[K:[^:]*]]: index, %[[OUT0:[^:]*]]: memref<?x4x?xf32> {test.res}, %[[OUT1:[^:]*]]: memref<2xf32>, %[[OUT2:[^:]*]]: memref<?xf32>) {
// STATIC-NEXT:    %[[A:.*]] = memref.alloc(%[[K]], %[[N]])
// STATIC-NEXT:    "test.fill"(%[[OUT1]])
// STATIC-NEXT:    %[[C:.*]] = memref.alloca(%[[N]])
// STATIC-NEXT:    memref.copy %[[A]], %[[OUT0]]
// STATIC-NEXT:    memref.copy %[[C]], %[[OUT2]]
// STATIC-NEXT:    return
// STATIC-LABEL: func.func private @static(
// STATIC-SAME:    %[[OUT:[^:]*]]: memref<4xf32>) {
// STATIC-NEXT:    "test.fill"(%[[OUT]])
// STATIC-NEXT:    return
// STATIC-LABEL: func.func @caller(
// STATIC-NEXT:    %[[S:.*]] = memref.alloc() : memref<4xf32>
// STATIC-NEXT:    call @static(%[[S]]) : (memref<4xf32>) -> ()
// STATIC-NEXT:    %[[P:.*]] = {{.*}}call @public() : () -> memref<4xf32>
// STATIC-NEXT:    "test.use"(%[[S]], %[[P]])

// modify-public-functions (with both hoists): public functions change too.
// PUBLIC-LABEL: func.func private @sizes(
// PUBLIC-SAME:    %{{.*}}: memref<2xf32>, %{{.*}}: memref<?xf32>) {
// PUBLIC-NEXT:    "test.fill"
// PUBLIC-NEXT:    return
// PUBLIC-LABEL: func.func @public(
// PUBLIC-SAME:    %{{.*}}: memref<4xf32>) {
// PUBLIC-NEXT:    return
// PUBLIC-LABEL: func.func @caller(
// PUBLIC-NEXT:    %[[S:.*]] = memref.alloc() : memref<4xf32>
// PUBLIC-NEXT:    call @static(%[[S]]) : (memref<4xf32>) -> ()
// PUBLIC-NEXT:    %[[P:.*]] = memref.alloc() : memref<4xf32>
// PUBLIC-NEXT:    call @public(%[[P]]) : (memref<4xf32>) -> ()
// PUBLIC-NEXT:    "test.use"(%[[S]], %[[P]])

func.func private @sizes(%n: index, %k: index) -> (memref<?x4x?xf32> {test.res}, memref<2xf32>, memref<?xf32>) {
  %a = memref.alloc(%k, %n) : memref<?x4x?xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.fill"(%b) : (memref<2xf32>) -> ()
  %c = memref.alloca(%n) : memref<?xf32>
  return %a, %b, %c : memref<?x4x?xf32>, memref<2xf32>, memref<?xf32>
}
func.func private @static() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  "test.fill"(%a) : (memref<4xf32>) -> ()
  return %a : memref<4xf32>
}
func.func @public() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @caller() {
  %0 = call @static() : () -> memref<4xf32>
  %1 = call @public() : () -> memref<4xf32>
  "test.use"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
