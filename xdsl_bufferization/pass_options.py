"""Pass options the way `mlir-opt` takes them.

`xdsl-opt` 0.74 accepts `pass{flag=true}` but rejects a bare `pass{flag}` and
`pass{flag=1}`. Every pass of this package derives from `MLIROptionsPass`,
whose `from_spec` converts option values by the type of the dataclass field:

| field type            | accepted values                                         |
| --------------------- | ------------------------------------------------------- |
| `bool`                | bare `flag`, `true`/`false` (any case), `1`/`0`         |
| `int`, `float`, `str` | one value                                               |
| `Literal["a", "b"]`   | one of the listed names                                 |
| `tuple[str, ...]`     | a comma-separated list (`dialect-filter=tensor,linalg`) |
| `X \\| None`           | as `X`; a bare name gives `None`                         |
| `UInt32`, `UInt64`    | a non-negative integer of that width (MLIR's `unsigned`) |

Anything else raises `PassOptionError` naming the pass and the option.

The same checks apply to options given as Python keyword arguments
(`OneShotBufferizePass(analysis_heuristic="bottom-up")`): keyword names are the
field names (`analysis_heuristic`), values are Python values of the field's
type, and enumeration values are spelled as in MLIR (`"bottom-up"`, not
`"bottom_up"`). A pass that defines `__post_init__` calls
`super().__post_init__()`.
"""

import dataclasses
import types
from dataclasses import dataclass
from typing import (
    Annotated,
    Any,
    Literal,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

from typing_extensions import Self
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, ParameterListType, ParameterType

from xdsl_bufferization.diagnostics import PassOptionError

_TRUE = frozenset({"true", "1"})
_FALSE = frozenset({"false", "0"})


@dataclass(frozen=True)
class IntRange:
    """The values an integer option takes (as metadata of `Annotated[int, ...]`)."""

    minimum: int
    maximum: int
    expected: str
    """How an error describes the range (`an unsigned 32-bit integer`)."""

    def check(
        self, pass_name: str, option: str, value: int, shown: str | None = None
    ) -> int:
        """`value` if it is in range; `shown` is how the error shows it."""
        if not self.minimum <= value <= self.maximum:
            raise PassOptionError(
                f"{pass_name}: invalid value {shown or repr(str(value))} for "
                f"option '{option}' (expected {self.expected})"
            )
        return value


UInt32 = Annotated[int, IntRange(0, 2**32 - 1, "an unsigned 32-bit integer")]
"""An option MLIR declares `unsigned` (`--help` shows `uint`)."""

UInt64 = Annotated[int, IntRange(0, 2**64 - 1, "an unsigned 64-bit integer")]
"""An option MLIR declares `uint64_t` (`--help` shows `ulong`)."""


def _split_annotated(field_type: Any) -> tuple[Any, IntRange | None]:
    """The type under `Annotated[...]` and its `IntRange`, if any."""
    if get_origin(field_type) is Annotated:
        base, *metadata = get_args(field_type)
        ranges = [m for m in metadata if isinstance(m, IntRange)]
        return base, ranges[0] if ranges else None
    return field_type, None


def _suggestion(value: str, choices: tuple[str, ...]) -> str:
    spelled = value.replace("_", "-").lower()
    if spelled != value and spelled in choices:
        return f"; did you mean '{spelled}'?"
    return ""


def option_name(field_name: str) -> str:
    """The MLIR spelling of an option (`bufferize-function-boundaries`)."""
    return field_name.replace("_", "-")


def _show(value: ParameterType) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _convert_single(
    pass_name: str, option: str, value: ParameterType, field_type: Any
) -> Any:
    def invalid(expected: str) -> PassOptionError:
        return PassOptionError(
            f"{pass_name}: invalid value '{_show(value)}' for option '{option}' "
            f"(expected {expected})"
        )

    field_type, int_range = _split_annotated(field_type)
    if int_range is not None:
        converted = _convert_single(pass_name, option, value, field_type)
        return int_range.check(pass_name, option, converted)
    if field_type is bool:
        text = _show(value).lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise invalid("true, false, 1 or 0")
    if field_type is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise invalid("an integer")
    if field_type is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        raise invalid("a number")
    if field_type is str:
        return _show(value)
    if get_origin(field_type) is Literal:
        choices = tuple(str(c) for c in get_args(field_type))
        if _show(value) in choices:
            return _show(value)
        raise invalid(
            "one of " + ", ".join(choices) + _suggestion(_show(value), choices)
        )
    raise PassOptionError(
        f"{pass_name}: option '{option}' has an unsupported type {field_type}"
    )


def convert_option(
    pass_name: str, option: str, values: ParameterListType, field_type: Any
) -> Any:
    """Convert the values given for one option to the type of its field."""
    origin = get_origin(field_type)
    if origin in (Union, types.UnionType):
        args = tuple(a for a in get_args(field_type) if a is not type(None))
        if not values:
            return None
        if len(args) != 1:
            raise PassOptionError(
                f"{pass_name}: option '{option}' has an unsupported type {field_type}"
            )
        return convert_option(pass_name, option, values, args[0])
    if origin is tuple:
        element_type = get_args(field_type)[0]
        return tuple(
            _convert_single(pass_name, option, v, element_type) for v in values
        )
    if field_type is bool and not values:
        return True
    if len(values) != 1:
        shown = ",".join(_show(v) for v in values) if values else "(nothing)"
        raise PassOptionError(
            f"{pass_name}: option '{option}' takes one value, got {shown}"
        )
    return _convert_single(pass_name, option, values[0], field_type)


@dataclass(frozen=True)
class MLIROptionsPass(ModulePass):
    """A `ModulePass` whose options are parsed as `mlir-opt` parses them."""

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        if spec.name != cls.name:
            raise PassOptionError(
                f"Spec name mismatch: got '{spec.name}', expected '{cls.name}'."
            )
        hints = get_type_hints(cls, include_extras=True)
        fields = {
            option_name(f.name): f
            for f in dataclasses.fields(cls)
            if f.init and f.name != "name"
        }
        kwargs: dict[str, Any] = {}
        for given, values in spec.parameters.items():
            option = option_name(given)
            field = fields.get(option)
            if field is None:
                known = ", ".join(sorted(fields)) or "none"
                raise PassOptionError(
                    f"{cls.name}: unknown option '{given}' (options: {known})"
                )
            kwargs[field.name] = convert_option(
                cls.name, option, values, hints[field.name]
            )
        try:
            return cls(**kwargs)
        except (ValueError, TypeError) as e:
            if isinstance(e, PassOptionError):
                raise
            raise PassOptionError(f"{cls.name}: {e}") from e

    def __post_init__(self) -> None:
        """Check option values given as keyword arguments, as `from_spec` does."""
        hints = get_type_hints(type(self), include_extras=True)
        for field in dataclasses.fields(self):
            if not field.init or field.name == "name":
                continue
            value = getattr(self, field.name)
            checked = check_option_value(
                self.name, option_name(field.name), value, hints[field.name]
            )
            if checked is not value:
                object.__setattr__(self, field.name, checked)


def check_option_value(pass_name: str, option: str, value: Any, field_type: Any) -> Any:
    """
    `value`, given in Python for an option of type `field_type`, if it is one
    the option takes (a list for a tuple option is made a tuple); raises
    `PassOptionError` naming the pass and the option otherwise.
    """

    def invalid(expected: str) -> PassOptionError:
        return PassOptionError(
            f"{pass_name}: invalid value {value!r} for option '{option}' "
            f"(expected {expected})"
        )

    field_type, int_range = _split_annotated(field_type)
    origin = get_origin(field_type)
    if origin in (Union, types.UnionType):
        if value is None:
            return None
        args = tuple(a for a in get_args(field_type) if a is not type(None))
        if len(args) == 1:
            return check_option_value(pass_name, option, value, args[0])
        return value
    if origin is tuple:
        if not isinstance(value, tuple | list):
            raise invalid("a tuple of strings")
        element_type = get_args(field_type)[0]
        items: list[Any] = list(value)  # pyright: ignore[reportUnknownArgumentType]
        checked = tuple(
            check_option_value(pass_name, option, item, element_type) for item in items
        )
        if isinstance(value, tuple):
            return value  # pyright: ignore[reportUnknownVariableType]
        return checked
    if origin is Literal:
        choices = tuple(str(c) for c in get_args(field_type))
        if isinstance(value, str) and value in choices:
            return value
        suggestion = _suggestion(value, choices) if isinstance(value, str) else ""
        raise invalid("one of " + ", ".join(repr(c) for c in choices) + suggestion)
    if field_type is bool:
        if isinstance(value, bool):
            return value
        raise invalid("True or False")
    if field_type is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise invalid(int_range.expected if int_range else "an integer")
        if int_range is not None:
            return int_range.check(pass_name, option, value, repr(value))
        return value
    if field_type is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return value
        raise invalid("a number")
    if field_type is str:
        if isinstance(value, str):
            return value
        raise invalid("a string")
    return value
