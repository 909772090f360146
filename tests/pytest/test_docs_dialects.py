"""docs/dialects.md lists exactly the ops of our dialects, with their classes."""

import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_dialect_table_is_current():
    table = runpy.run_path(str(ROOT / "scripts" / "dialect_table.py"))["dialect_table"]
    doc = (ROOT / "docs" / "dialects.md").read_text()
    start = doc.index("<!-- dialect-table -->") + len("<!-- dialect-table -->\n")
    end = doc.index("<!-- /dialect-table -->")
    assert doc[start:end].strip() == table().strip(), (
        "regenerate the table with scripts/dialect_table.py"
    )
