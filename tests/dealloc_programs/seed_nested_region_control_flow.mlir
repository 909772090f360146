// Seed 000's region-if examples with scf.if: `nested_region_control_flow`
// (an allocation only used in one branch) and its divergent variant (a
// branch yields a new allocation, the other the outer one).
func.func private @printMemrefF32(memref<*xf32>)

func.func @nested_region_control_flow(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%1 : memref<?x?xf32>)
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    linalg.fill ins(%one : f32) outs(%3 : memref<?x?xf32>)
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

func.func @inner_region_control_flow_div(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%0 : memref<?x?xf32>)
  %c = arith.cmpi ult, %arg0, %arg1 : index
  %1 = scf.if %c -> (memref<?x?xf32>) {
    scf.yield %0 : memref<?x?xf32>
  } else {
    %2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %three = arith.constant 3.0 : f32
    linalg.fill ins(%three : f32) outs(%2 : memref<?x?xf32>)
    scf.yield %2 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = call @nested_region_control_flow(%c2, %c2) : (index, index) -> memref<?x?xf32>
  %b = call @nested_region_control_flow(%c1, %c2) : (index, index) -> memref<?x?xf32>
  %c = call @inner_region_control_flow_div(%c1, %c2) : (index, index) -> memref<?x?xf32>
  %d = call @inner_region_control_flow_div(%c2, %c1) : (index, index) -> memref<?x?xf32>
  %ua = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<?x?xf32> to memref<*xf32>
  %uc = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  %ud = memref.cast %d : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  return
}
