"""`-verify-diagnostics` as `mlir-opt` does it.

A test file states the diagnostics it expects in comments:

    // expected-error @+1 {{'memref.load' op incorrect number of indices}}
    %v = memref.load %m[%c0] : memref<4x4xf32>

`expected-error`, `-warning`, `-remark` or `-note`; `-re` makes the text
between `{{` and `}}` inside the message a regular expression; the line is
the comment's own, or `@+N`/`@-N` lines away, `@above` (the closest line
above that is not an annotation), `@below` (the closest one below) or
`@unknown` (a diagnostic without location). The message is a substring of
the diagnostic's.

Each emitted diagnostic must match an expected one at its line, and each
expected one must be emitted; otherwise the verifier reports
`unexpected error: ...` at the diagnostic, or `expected error "..." was not
produced` at the annotation (with `only-expected`, unexpected diagnostics
are ignored). The exit status is 1 on any mismatch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from xdsl_bufferization.diagnostics import (
    DiagnosticMessage,
    DiagnosticReport,
    SourcePosition,
    render,
)

_ANNOTATION = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *"
    r"(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$"
)


@dataclass
class Expected:
    """One `expected-*` annotation."""

    severity: str
    text: str
    pattern: re.Pattern[str] | None
    line: int | None
    """The line it applies to; None for `@unknown`."""
    annotation: SourcePosition
    """Where `expected-` is written."""
    source_line: str
    matched: bool = False

    def matches(self, message: str) -> bool:
        if self.pattern is not None:
            return self.pattern.search(message) is not None
        return self.text in message


def _regex(text: str) -> re.Pattern[str]:
    """`-re` text: literal, except `{{regex}}` parts."""
    parts: list[str] = []
    position = 0
    while (start := text.find("{{", position)) != -1:
        end = text.find("}}", start + 2)
        if end == -1:
            break
        parts.append(re.escape(text[position:start]))
        parts.append(f"(?:{text[start + 2 : end]})")
        position = end + 2
    parts.append(re.escape(text[position:]))
    return re.compile("".join(parts))


def read_expectations(text: str, file: str, first_line: int = 1) -> list[Expected]:
    """The `expected-*` annotations of `text` (whose first line is `first_line`)."""
    lines = text.split("\n")
    expectations: list[Expected] = []
    waiting_below: list[Expected] = []
    last_plain = first_line
    for index, raw in enumerate(lines):
        number = first_line + index
        line = raw.rstrip()
        match = _ANNOTATION.search(line)
        if match is None:
            for expected in waiting_below:
                expected.line = number
            waiting_below.clear()
            last_plain = number
            continue
        severity, regex, _, where, message = match.groups()
        target: int | None = number
        if where is not None:
            if where[0] in "+-":
                target = number + int(where)
            elif where == "above":
                target = last_plain
            elif where == "unknown":
                target = None
        expected = Expected(
            severity,
            message,
            _regex(message) if regex else None,
            target,
            SourcePosition(file, number, match.start() + 1),
            raw.removesuffix("\r"),
        )
        if where == "below":
            expected.line = first_line + len(lines) - 1
            waiting_below.append(expected)
        expectations.append(expected)
    return expectations


@dataclass
class DiagnosticVerifier:
    """Checks the diagnostics of one input (or one chunk) against its annotations."""

    expectations: list[Expected]
    only_expected: bool = False
    unexpected: list[str] = field(default_factory=list[str])
    """Diagnostics no annotation expects (rendered as the verifier's errors)."""
    unmet: list[str] = field(default_factory=list[str])
    """Annotations no diagnostic met, after `finish` (rendered likewise)."""

    def process(self, report: DiagnosticReport) -> None:
        for message in report.messages:
            self._process(message)

    def _process(self, message: DiagnosticMessage) -> None:
        if message.supplementary:
            return  # a note MLIR does not emit: not part of the contract
        near_miss: Expected | None = None
        for expected in self.expectations:
            if message.position is None:
                if expected.line is not None:
                    continue
            elif expected.line != message.position.line:
                continue
            if expected.matches(message.message):
                if expected.severity == message.severity:
                    expected.matched = True
                    return
                near_miss = expected
        if self.only_expected:
            return
        if near_miss is not None:
            self._error(
                self.unexpected,
                DiagnosticMessage(
                    "error",
                    f"'{message.severity}' diagnostic emitted when expecting a "
                    f"'{near_miss.severity}'",
                    near_miss.annotation,
                    None,
                    near_miss.source_line,
                ),
            )
            return
        self._error(
            self.unexpected,
            DiagnosticMessage(
                "error",
                f"unexpected {message.severity}: {message.message}",
                message.position,
                None,
                message.source_line,
            ),
        )

    @staticmethod
    def _error(errors: list[str], message: DiagnosticMessage) -> None:
        errors.append(render(DiagnosticReport((message,)), current_op=False))

    def finish(self) -> bool:
        """Collect the expectations no diagnostic met; whether all went well."""
        for expected in self.expectations:
            if not expected.matched:
                self._error(
                    self.unmet,
                    DiagnosticMessage(
                        "error",
                        f'expected {expected.severity} "{expected.text}" was not '
                        "produced",
                        expected.annotation,
                        None,
                        expected.source_line,
                    ),
                )
        return not self.unexpected and not self.unmet
