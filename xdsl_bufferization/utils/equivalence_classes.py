"""
Disjoint sets that list their members in order (MLIR's
`llvm::EquivalenceClasses`): One-Shot Analysis keeps its alias sets and its
equivalence sets in two of them.

This is the package's one union-find; use it rather than writing another.
"""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class EquivalenceClasses(Generic[T]):
    """
    Disjoint sets of objects that can list the members of a set, in the
    order MLIR's `EquivalenceClasses` lists them (the members of the first
    set of a union come first). Union by rank, path halving: near-linear.

    Members are keyed by `id()`, not by `hash()`: xDSL's IR objects hash
    through a Python-level `__hash__`, which costs more than the rest of a
    query. The sets hold their members, so the ids stay theirs.
    """

    def __init__(self) -> None:
        self._members: dict[int, T] = {}
        self._parent: dict[int, int] = {}
        self._rank: dict[int, int] = {}
        self._head: dict[int, int] = {}
        self._tail: dict[int, int] = {}
        self._next: dict[int, int | None] = {}
        # The member lists `members` made, by representative (One-Shot
        # Analysis lists each alias set several times per question); a union
        # forgets those of the two sets it merges.
        self._listed: dict[int, list[T]] = {}

    def __contains__(self, member: T) -> bool:
        return id(member) in self._parent

    def insert(self, member: T) -> None:
        """Add `member` as a singleton set (no-op if present)."""
        key = id(member)
        if key in self._parent:
            return
        self._members[key] = member
        self._parent[key] = key
        self._rank[key] = 0
        self._head[key] = key
        self._tail[key] = key
        self._next[key] = None

    def _find(self, key: int) -> int:
        parent = self._parent
        while (p := parent[key]) != key:
            grand = parent[p]
            parent[key] = grand
            key = grand
        return key

    def find(self, member: T) -> T:
        """The representative of the set of `member` (which must be present)."""
        return self._members[self._find(id(member))]

    def union(self, a: T, b: T) -> None:
        """Merge the sets of `a` and `b` (inserting them if needed)."""
        self.insert(a)
        self.insert(b)
        ra, rb = self._find(id(a)), self._find(id(b))
        if ra == rb:
            return
        # Members of a's set come first, then those of b's set.
        self._next[self._tail[ra]] = self._head[rb]
        head, tail = self._head[ra], self._tail[rb]
        if self._rank[ra] < self._rank[rb]:
            ra, rb = rb, ra
        elif self._rank[ra] == self._rank[rb]:
            self._rank[ra] += 1
        self._parent[rb] = ra
        self._head[ra], self._tail[ra] = head, tail
        del self._head[rb], self._tail[rb]
        listed = self._listed
        if listed:
            listed.pop(ra, None)
            listed.pop(rb, None)

    def equivalent(self, a: T, b: T) -> bool:
        """Whether `a` and `b` are in one set."""
        if a is b:
            return True
        ka, kb = id(a), id(b)
        if ka not in self._parent or kb not in self._parent:
            return False
        return self._find(ka) == self._find(kb)

    def members(self, member: T) -> list[T]:
        """The members of the set of `member` (none if absent). The list is
        shared until the set changes: do not change it."""
        key = id(member)
        if key not in self._parent:
            return []
        root = self._find(key)
        listed = self._listed.get(root)
        if listed is not None:
            return listed
        members = self._members
        following = self._next
        result: list[T] = []
        node: int | None = self._head[root]
        while node is not None:
            result.append(members[node])
            node = following[node]
        self._listed[root] = result
        return result
