"""
Snapshot what `xdsl-opt` prints for the test inputs of the bufferization
passes, to check that a change (a speed-up, a refactoring) leaves the IR
produced unchanged, byte for byte:

    python -m scripts.snapshot_outputs save DIR [--jobs 2] [--generated 20]
    python -m scripts.snapshot_outputs compare DIR_BEFORE DIR_AFTER

`save` runs, each as its own `xdsl-opt` process, and stores stdout, stderr
and exit status per command in DIR:

- every `xdsl-opt` command of the RUN lines of the filecheck tests of
  `one_shot_bufferize`, `eliminate_empty_tensors`, `buffer_deallocation`
  and `end_to_end` (the command up to its first pipe, `not` dropped);
- every program of `tests/one_shot_programs` (`one-shot-bufferize` with the
  program's `// OPTIONS:` and `// PREPROCESS:` passes, alone and followed by
  `buffer-deallocation-pipeline` unless the program deallocates itself),
  `tests/module_programs` (`one-shot-bufferize{bufferize-function-boundaries}`
  alone and followed by `buffer-deallocation-pipeline`) and
  `tests/dealloc_programs` (`buffer-deallocation-pipeline` with the
  program's options);
- the main job of `benchmarks/` on its 10-function module, and the main job
  on `--generated` seeded programs of each test generator (tensor, module,
  memref) from `tests/generators`.

`compare` lists the commands whose output differs (and those only one side
has) and exits non-zero if there is any.
"""

from __future__ import annotations

import argparse
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
FILECHECK_DIRS = (
    "one_shot_bufferize",
    "eliminate_empty_tensors",
    "buffer_deallocation",
    "end_to_end",
)
MAIN_JOB = (
    "one-shot-bufferize{bufferize-function-boundaries=true "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-deallocation-pipeline"
)
MODULE_JOB = "one-shot-bufferize{bufferize-function-boundaries}"


@dataclass(frozen=True)
class Command:
    name: str
    """Unique, usable as a file name."""
    argv: tuple[str, ...]
    """Arguments of `xdsl-opt`."""
    stdin: str | None = None


def _option_line(text: str, key: str) -> str:
    match = re.search(rf"^// {key}:(.*)$", text, re.MULTILINE)
    return match.group(1).strip() if match else ""


def _with_options(name: str, options: str) -> str:
    return f"{name}{{{options}}}" if options else name


def filecheck_commands() -> list[Command]:
    commands: list[Command] = []
    for directory in FILECHECK_DIRS:
        for path in sorted((TESTS / "filecheck" / directory).glob("*.mlir")):
            runs = re.findall(r"^// RUN:(.*)$", path.read_text(), re.MULTILINE)
            for index, run in enumerate(runs):
                first = run.split("|")[0].strip()
                words = shlex.split(first)
                if words and words[0] == "not":
                    words = words[1:]
                if not words or words[0] != "xdsl-opt":
                    continue
                words = [
                    word.replace("%s", str(path)).replace("%S", str(path.parent))
                    for word in words[1:]
                    if word != "2>&1"
                ]
                name = f"filecheck.{directory}.{path.stem}.{index}"
                commands.append(Command(name, tuple(words)))
    return commands


def program_commands() -> list[Command]:
    commands: list[Command] = []
    for path in sorted((TESTS / "one_shot_programs").glob("*.mlir")):
        text = path.read_text()
        preprocess = [
            name.strip()
            for name in _option_line(text, "PREPROCESS").split(",")
            if name.strip()
        ]
        bufferize = _with_options("one-shot-bufferize", _option_line(text, "OPTIONS"))
        passes = [*preprocess, bufferize]
        stem = f"one_shot_programs.{path.stem}"
        commands.append(
            Command(f"{stem}.bufferize", (str(path), "-p", ",".join(passes)))
        )
        if "NO-DEALLOCATION-PIPELINE" not in text:
            pipeline = ",".join([*passes, "buffer-deallocation-pipeline"])
            commands.append(Command(f"{stem}.pipeline", (str(path), "-p", pipeline)))
    for path in sorted((TESTS / "module_programs").glob("*.mlir")):
        stem = f"module_programs.{path.stem}"
        commands.append(Command(f"{stem}.bufferize", (str(path), "-p", MODULE_JOB)))
        pipeline = f"{MODULE_JOB},buffer-deallocation-pipeline"
        commands.append(Command(f"{stem}.pipeline", (str(path), "-p", pipeline)))
    for path in sorted((TESTS / "dealloc_programs").glob("*.mlir")):
        options = _option_line(path.read_text(), "OPTIONS")
        pipeline = _with_options("buffer-deallocation-pipeline", options)
        commands.append(
            Command(f"dealloc_programs.{path.stem}", (str(path), "-p", pipeline))
        )
    return commands


def generated_commands(count: int) -> list[Command]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import one_shot_bufferize  # pyright: ignore[reportMissingImports]

    from tests.generators import (
        generate_memref_program,
        generate_module_program,
        generate_tensor_program,
    )

    commands = [
        Command(
            "benchmark.main.10",
            ("-p", MAIN_JOB),
            one_shot_bufferize.module_text(10),  # pyright: ignore
        )
    ]
    for seed in range(count):
        tensor: str = generate_tensor_program(seed)  # pyright: ignore
        module: str = generate_module_program(seed)  # pyright: ignore
        memref: str = generate_memref_program(seed)  # pyright: ignore
        pipeline = "one-shot-bufferize,buffer-deallocation-pipeline"
        commands.append(Command(f"generated.tensor.{seed}", ("-p", pipeline), tensor))
        pipeline = f"{MODULE_JOB},buffer-deallocation-pipeline"
        commands.append(Command(f"generated.module.{seed}", ("-p", pipeline), module))
        commands.append(
            Command(
                f"generated.memref.{seed}",
                ("-p", "buffer-deallocation-pipeline"),
                memref,
            )
        )
    return commands


def run(command: Command, directory: Path) -> None:
    result = subprocess.run(
        [str(Path(sys.executable).parent / "xdsl-opt"), *command.argv],
        input=command.stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    text = (
        f"exit {result.returncode}\n--- stdout\n{result.stdout}"
        f"--- stderr\n{result.stderr}"
    )
    # Paths in diagnostics, relative to the tree the snapshot was made from.
    (directory / f"{command.name}.txt").write_text(text.replace(str(ROOT), "<root>"))


def save(directory: Path, jobs: int, generated: int) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    commands = [
        *filecheck_commands(),
        *program_commands(),
        *generated_commands(generated),
    ]
    names = [command.name for command in commands]
    assert len(names) == len(set(names)), "command names must be unique"
    with ThreadPoolExecutor(jobs) as pool:
        list(pool.map(lambda command: run(command, directory), commands))
    print(f"{len(commands)} outputs saved in {directory}")


def compare(before: Path, after: Path) -> int:
    old = {path.name: path for path in before.glob("*.txt")}
    new = {path.name: path for path in after.glob("*.txt")}
    problems = 0
    for name in sorted(old.keys() | new.keys()):
        if name not in old or name not in new:
            print(f"only in {'after' if name in new else 'before'}: {name}")
            problems += 1
        elif old[name].read_bytes() != new[name].read_bytes():
            print(f"differs: {name}")
            problems += 1
    print(f"{len(old.keys() & new.keys())} compared, {problems} differences")
    return 1 if problems else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[1])
    commands = parser.add_subparsers(dest="command", required=True)
    save_parser = commands.add_parser("save")
    save_parser.add_argument("directory", type=Path)
    save_parser.add_argument("--jobs", type=int, default=2)
    save_parser.add_argument("--generated", type=int, default=20)
    compare_parser = commands.add_parser("compare")
    compare_parser.add_argument("before", type=Path)
    compare_parser.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "save":
        save(args.directory, args.jobs, args.generated)
    else:
        sys.exit(compare(args.before, args.after))


if __name__ == "__main__":
    main()
