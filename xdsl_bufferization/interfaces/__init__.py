"""Op interfaces, with models registered from outside the op classes (keyed by op name)."""
