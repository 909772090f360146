// scf.index_switch with results and a default region.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %r = scf.index_switch %i -> i64
    case 1 {
      %a = arith.constant 100 : i64
      scf.yield %a : i64
    }
    case 3 {
      %b = arith.constant 300 : i64
      scf.yield %b : i64
    }
    default {
      %d = arith.constant -1 : i64
      scf.yield %d : i64
    }
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}
