"""Make the test helper packages under tests/ (generators, differential)
importable from the tests."""

import sys
from pathlib import Path

TESTS = str(Path(__file__).resolve().parent)
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
