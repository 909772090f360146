"""Attributes of the vector dialect that xDSL 0.74 lacks.

`#vector.punctuation<...>` (what `vector.print` prints after its value) and
`#vector.iterator_type<...>` (the iterators of `vector.contract`). xDSL's
`#vector.kind<...>` (`CombiningKindAttr`) is right and kept.
"""

from __future__ import annotations

from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class Punctuation(StrEnum):
    """What `vector.print` prints after its value (or alone)."""

    NO_PUNCTUATION = "no_punctuation"
    NEWLINE = "newline"
    COMMA = "comma"
    OPEN = "open"
    CLOSE = "close"


@irdl_attr_definition
class PunctuationAttr(EnumAttribute[Punctuation]):
    """`#vector.punctuation<newline>`; inside `vector.print`: `<newline>`."""

    name = "vector.punctuation"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Punctuation:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(Punctuation)


class IteratorType(StrEnum):
    """The kind of a loop of a `vector.contract`."""

    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel>`; `vector.contract` prints its list as
    strings (`["parallel", "reduction"]`)."""

    name = "vector.iterator_type"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> IteratorType:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(IteratorType)
