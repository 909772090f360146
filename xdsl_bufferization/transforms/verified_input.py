"""
Our passes check, before they run, what MLIR's verifier checks and xDSL's
does not: that every use of a value is dominated by its definition.

MLIR verifies the IR after parsing and after every pass; xDSL's `verify()`
skips dominance, so an invalid program (an `scf.if` whose branch yields the
if's own result, a value used before its definition) reached our passes and
could send a rewrite loop into a cycle. `@verified_input` on a pass class
makes its `apply` run `verify_dominance` first (MLIR's message, at the
offending operand's op), and again on its output, as MLIR's pass manager
does. A pass that another of ours runs as a step (the
deallocation pipeline's steps) does not check again: the walk runs once per
pass the user asked for, and is linear in the IR.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from contextvars import ContextVar
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_bufferization.analysis.dominance import verify_dominance
from xdsl_bufferization.gc_policy import freeze_long_lived

_PassT = TypeVar("_PassT", bound=type[ModulePass])

_INSIDE_PASS: ContextVar[bool] = ContextVar("_INSIDE_PASS", default=False)
"""Whether one of our verified passes is running (its steps skip the check)."""

VERIFIED_INPUT_MARKER = "__verifies_input__"
"""Set on the classes `verified_input` decorated (for tests and tools)."""


def verified_input(cls: _PassT) -> _PassT:
    """Make `cls.apply` verify dominance in the module before and after it runs."""
    if cls.__dict__.get(VERIFIED_INPUT_MARKER):
        return cls
    original: Callable[[ModulePass, Context, ModuleOp], None] = getattr(cls, "apply")  # noqa: B009

    @functools.wraps(original)
    def apply(self: ModulePass, ctx: Context, op: ModuleOp) -> None:
        if _INSIDE_PASS.get():
            original(self, ctx, op)
            return
        # What is alive now lives through the run (docs/speed.md).
        freeze_long_lived()
        verify_dominance(op)
        token = _INSIDE_PASS.set(True)
        try:
            original(self, ctx, op)
        finally:
            _INSIDE_PASS.reset(token)
        # MLIR verifies after each pass too: IR of ours that mlir-opt would
        # reject is an error here, not output.
        verify_dominance(op)

    setattr(cls, "apply", apply)  # noqa: B010 (pyright: a method of a class)
    setattr(cls, VERIFIED_INPUT_MARKER, True)
    return cls


__all__ = ["VERIFIED_INPUT_MARKER", "verified_input"]
