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

Anything else raises `PassOptionError` naming the pass and the option.
"""

import dataclasses
import types
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from typing_extensions import Self
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, ParameterListType, ParameterType

from xdsl_bufferization.diagnostics import PassOptionError

_TRUE = frozenset({"true", "1"})
_FALSE = frozenset({"false", "0"})


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
        raise invalid("one of " + ", ".join(choices))
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
        hints = get_type_hints(cls)
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
