"""
Random memref programs with unstructured control flow (`cf` diamonds, joins,
forwarded buffers) mixed with `scf.if`, `arith.select` and views: the shapes
on which MLIR 22's ownership-based deallocation misbehaves.
`generate_cfg_program(seed)` returns the text of a program whose `@main`
runs `@f` under every combination of its three conditions and prints the
results.

Used by tests/pytest/test_buffer_deallocation_random.py (our passes must
keep every program's output and free every buffer exactly once) and, by
hand, to find inputs MLIR 22 crashes on or miscompiles (kept as
`cf_*.mlir` programs and filecheck tests).
"""

from __future__ import annotations

import random

MEMREF = "memref<2xf32>"


class _Block:
    def __init__(self, name: str, args: list[str]):
        self.name = name
        self.args = args
        self.lines: list[str] = []
        self.memrefs: list[str] = list(args)


def generate_cfg_program(seed: int, blocks: int = 5) -> str:
    """A random program (deterministic for a seed)."""
    rng = random.Random(seed)
    counter = [0]

    def fresh(prefix: str) -> str:
        counter[0] += 1
        return f"%{prefix}{counter[0]}"

    conditions = ["%c0", "%c1", "%c2"]
    entry = _Block("entry", [])
    all_blocks = [entry] + [
        _Block(f"bb{i}", [fresh("arg") for _ in range(rng.randint(0, 2))])
        for i in range(1, blocks)
    ]
    # Values of the entry block are visible everywhere (it dominates all).
    for _ in range(rng.randint(1, 3)):
        name = fresh("a")
        entry.lines.append(f"{name} = memref.alloc() : {MEMREF}")
        value = rng.randint(1, 9)
        entry.lines.append(f"linalg.fill ins(%k{value} : f32) outs({name} : {MEMREF})")
        entry.memrefs.append(name)
    entry_values = list(entry.memrefs)

    def visible(block: _Block) -> list[str]:
        if block is entry:
            return block.memrefs
        return entry_values + block.memrefs

    def body(block: _Block, acc: str) -> str:
        for _ in range(rng.randint(1, 4)):
            choice = rng.random()
            values = visible(block)
            if choice < 0.25:
                name = fresh("n")
                block.lines.append(f"{name} = memref.alloc() : {MEMREF}")
                value = rng.randint(1, 9)
                block.lines.append(
                    f"linalg.fill ins(%k{value} : f32) outs({name} : {MEMREF})"
                )
                block.memrefs.append(name)
            elif choice < 0.45:
                name = fresh("if")
                cond = rng.choice(conditions)
                then = rng.choice(values)
                other = rng.choice(values)
                new_then = rng.random() < 0.5
                lines = [f"{name} = scf.if {cond} -> {MEMREF} {{"]
                if new_then:
                    inner = fresh("in")
                    lines += [
                        f"  {inner} = memref.alloc() : {MEMREF}",
                        f"  linalg.fill ins(%k{rng.randint(1, 9)} : f32) outs({inner} : {MEMREF})",
                        f"  scf.yield {inner} : {MEMREF}",
                    ]
                else:
                    lines.append(f"  scf.yield {then} : {MEMREF}")
                lines += ["} else {", f"  scf.yield {other} : {MEMREF}", "}"]
                block.lines += lines
                block.memrefs.append(name)
            elif choice < 0.52:
                name = fresh("for")
                carried = fresh("it")
                inner = fresh("in")
                trips = rng.choice(["%i0", "%i1", "%i2"])
                block.lines += [
                    f"{name} = scf.for %iv{counter[0]} = %i0 to {trips} step %i1 "
                    f"iter_args({carried} = {rng.choice(values)}) -> {MEMREF} {{",
                    f"  {inner} = memref.alloc() : {MEMREF}",
                    f"  memref.copy {carried}, {inner} : {MEMREF} to {MEMREF}",
                    f"  scf.yield {inner} : {MEMREF}",
                    "}",
                ]
                block.memrefs.append(name)
            elif choice < 0.6:
                name = fresh("s")
                cond = rng.choice(conditions)
                block.lines.append(
                    f"{name} = arith.select {cond}, {rng.choice(values)}, "
                    f"{rng.choice(values)} : {MEMREF}"
                )
                block.memrefs.append(name)
            elif choice < 0.7:
                name = fresh("v")
                block.lines.append(
                    f"{name} = memref.cast {rng.choice(values)} : {MEMREF} to {MEMREF}"
                )
                block.memrefs.append(name)
            else:
                loaded = fresh("l")
                summed = fresh("sum")
                index = rng.choice(["%i0", "%i1"])
                block.lines.append(
                    f"{loaded} = memref.load {rng.choice(values)}[{index}] : {MEMREF}"
                )
                block.lines.append(f"{summed} = arith.addf {acc}, {loaded} : f32")
                acc = summed
        return acc

    # Each block ends with branches to later blocks (a DAG); block arguments
    # carry the sum of the values loaded so far.
    accumulators = {block.name: "%acc_" + block.name for block in all_blocks[1:]}
    for index, block in enumerate(all_blocks):
        acc = "%zero" if block is entry else accumulators[block.name]
        acc = body(block, acc)
        later = all_blocks[index + 1 :]
        if not later:
            block.lines.append(f"return {acc} : f32")
            continue

        def branch_args(target: _Block, source: _Block = block, sum: str = acc) -> str:
            forwarded = [rng.choice(visible(source)) for _ in target.args]
            values = [sum, *forwarded]
            types = ["f32"] + [MEMREF] * len(forwarded)
            return f"^{target.name}({', '.join(values)} : {', '.join(types)})"

        # The next block is always a successor, so that every block is
        # reachable.
        if len(later) == 1 or rng.random() < 0.3:
            block.lines.append(f"cf.br {branch_args(later[0])}")
        else:
            other = rng.choice(later[1:])
            first, second = (
                (later[0], other) if rng.random() < 0.5 else (other, later[0])
            )
            cond = rng.choice(conditions)
            block.lines.append(
                f"cf.cond_br {cond}, {branch_args(first)}, {branch_args(second)}"
            )

    lines = [
        "func.func private @printF32(f32)",
        "func.func private @printNewline()",
        "func.func private @printComma()",
        "",
        "func.func @f(%c0: i1, %c1: i1, %c2: i1) -> f32 {",
        "  %zero = arith.constant 0.0 : f32",
        "  %i0 = arith.constant 0 : index",
        "  %i1 = arith.constant 1 : index",
        "  %i2 = arith.constant 2 : index",
        *[f"  %k{v} = arith.constant {v}.0 : f32" for v in range(1, 10)],
    ]
    for block in all_blocks:
        if block is not entry:
            args = [f"%acc_{block.name}: f32"] + [f"{a}: {MEMREF}" for a in block.args]
            lines.append(f"^{block.name}({', '.join(args)}):")
        lines += [f"  {line}" for line in block.lines]
    lines += [
        "}",
        "",
        "func.func @main() {",
        "  %t = arith.constant true",
        "  %f = arith.constant false",
    ]
    for combination in range(8):
        flags = ["%t" if combination >> bit & 1 else "%f" for bit in range(3)]
        result = f"%r{combination}"
        lines += [
            f"  {result} = func.call @f({', '.join(flags)}) : (i1, i1, i1) -> f32",
            f"  func.call @printF32({result}) : (f32) -> ()",
            "  func.call @printComma() : () -> ()",
        ]
    lines += ["  func.call @printNewline() : () -> ()", "  return", "}"]
    return "\n".join(lines) + "\n"
