"""Whether an op class has a trait, asked once per class: xDSL's
`has_trait` scans the class's traits on every call, and walks ask it for
every op they meet."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.traits import OpTrait

_CLASS_TRAITS: dict[tuple[type[Operation], type[OpTrait], bool], bool] = {}


def class_has_trait(
    op_class: type[Operation], trait: type[OpTrait], value_if_unregistered: bool
) -> bool:
    """`op_class.has_trait(trait, value_if_unregistered=...)`, remembered (an
    op class's traits are fixed)."""
    key = (op_class, trait, value_if_unregistered)
    found = _CLASS_TRAITS.get(key)
    if found is None:
        found = _CLASS_TRAITS[key] = op_class.has_trait(
            trait, value_if_unregistered=value_if_unregistered
        )
    return found


__all__ = ["class_has_trait"]
