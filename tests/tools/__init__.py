"""Tools the tests run as commands (lit's `%check-roundtrip`)."""
