// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | %mlir-opt | filecheck %s --check-prefix=MLIR

// A bare vector.print (a newline) followed by an op with results: mlir-opt
// prints `vector.print` and cannot parse that back (its parser takes the
// next line's `%0` for the operand to print). We parse it, and print the
// punctuation there so that mlir-opt reads our text; elsewhere the bare form.

func.func @newline_then_value() -> vector<4xindex> {
  vector.print punctuation <newline>
  %0 = vector.step : vector<4xindex>
  vector.print
  return %0 : vector<4xindex>
}

// CHECK-LABEL: func.func @newline_then_value
// CHECK-NEXT:    vector.print punctuation <newline>
// CHECK-NEXT:    %{{.*}} = vector.step : vector<4xindex>
// CHECK-NEXT:    vector.print{{$}}

// MLIR-LABEL: func.func @newline_then_value
// MLIR-NEXT:    vector.print{{$}}
// MLIR-NEXT:    vector.step
