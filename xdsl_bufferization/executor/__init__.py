"""A memory-checking executor for memref- and tensor-level programs."""
