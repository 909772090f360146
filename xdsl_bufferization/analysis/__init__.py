"""Analyses: block liveness, aliasing, ownership, One-Shot Bufferize state."""
