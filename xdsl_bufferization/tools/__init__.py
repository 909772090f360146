"""Command line tools: `xdsl-bufferization-opt` (`opt_main`), with `mlir-opt`'s
command line (`mlir_args`) and `-verify-diagnostics` (`verify_diagnostics`)."""
