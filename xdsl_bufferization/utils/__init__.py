"""Helpers shared by the dialects and passes that are not IR themselves."""
