"""Command-line scripts of the repository. Those that use the test helpers
(the `tests` package) run as modules from the repository root:
`python -m scripts.differential_run`, `python -m scripts.fuzz`,
`python -m scripts.cost_tables`."""
