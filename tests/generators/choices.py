"""The source of every decision a generator makes, and a shrinker built on it.

A generator draws all its decisions from a `Choices`. Seeded, `Choices` draws
them from `random.Random(seed)` and records each one as a small integer; given
a recorded list instead, it replays it (a value beyond the range asked for is
clamped, a missing value reads as 0). So a program is a pure function of its
choice list, and any list, even a damaged one, gives a valid program.

Generators are written so that smaller choices mean simpler programs (option 0
is the simplest, `chance` is False at 0, counts grow with the value). The
shrinker (`shrink`) exploits that: it deletes and lowers recorded choices and
keeps a change when the program gets shorter and still fails.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


class Choices:
    """Seeded decisions, recorded; or the replay of a recorded list."""

    def __init__(self, seed: int | None = None, replay: Sequence[int] | None = None):
        if (seed is None) == (replay is None):
            raise ValueError("give exactly one of seed and replay")
        self._random = random.Random(seed) if seed is not None else None
        self._replay = list(replay) if replay is not None else []
        self.record: list[int] = []

    def below(self, n: int) -> int:
        """A number in [0, n)."""
        if n <= 1:
            value = 0
        elif self._random is not None:
            value = self._random.randrange(n)
        else:
            index = len(self.record)
            value = min(self._replay[index], n - 1) if index < len(self._replay) else 0
        self.record.append(value)
        return value

    def randint(self, low: int, high: int) -> int:
        """A number in [low, high]; `low` is the simplest."""
        return low + self.below(high - low + 1)

    def pick(self, options: Sequence[T]) -> T:
        """One of `options`; the first is the simplest."""
        return options[self.below(len(options))]

    def chance(self, probability: float) -> bool:
        """True with `probability`; False is the simplest."""
        return self.below(1000) >= round((1 - probability) * 1000)

    def weighted(self, options: Sequence[tuple[T, int]]) -> T:
        """One of `options` (value, weight) with probability proportional to
        its weight; the first option is the simplest."""
        options = [(value, weight) for value, weight in options if weight > 0]
        total = sum(weight for _, weight in options)
        drawn = self.below(total)
        for value, weight in options:
            if drawn < weight:
                return value
            drawn -= weight
        raise AssertionError("unreachable")


def shrink(
    generate: Callable[[Choices], str],
    record: Sequence[int],
    still_fails: Callable[[str], bool],
    max_attempts: int = 400,
) -> tuple[list[int], str]:
    """
    The smallest program found, by deleting and lowering the choices in
    `record`, for which `still_fails(program)` holds. `record` must give a
    failing program. Returns the choices and the program.
    """
    best = list(record)
    best_text = generate(Choices(replay=best))
    attempts = 0

    def attempt(candidate: list[int]) -> bool:
        nonlocal best, best_text, attempts
        attempts += 1
        text = generate(Choices(replay=candidate))
        if len(text) < len(best_text) and still_fails(text):
            best, best_text = candidate, text
            return True
        return False

    improved = True
    while improved and attempts < max_attempts:
        improved = False
        # Delete runs of choices, long runs first.
        for width in (16, 8, 4, 2, 1):
            start = 0
            while start < len(best) and attempts < max_attempts:
                if attempt(best[:start] + best[start + width :]):
                    improved = True
                else:
                    start += width
        # Lower single choices: to zero, then halve.
        for index in range(len(best)):
            if attempts >= max_attempts:
                break
            value = best[index]
            for lower in dict.fromkeys((0, value // 2, value - 1)):
                if 0 <= lower < value:
                    candidate = list(best)
                    candidate[index] = lower
                    if attempt(candidate):
                        improved = True
                        break
    return best, best_text
