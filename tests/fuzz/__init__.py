"""The mutation fuzzer of issue 15 (mutants of our test programs through
`xdsl-opt`); tests/pytest/test_mutation_fuzzer.py runs it in CI and
scripts/fuzz.py runs longer campaigns."""
