"""Canonicalization patterns, one module per dialect, imported lazily by op traits."""
