"""The rules of 诸暨包麻将: pure Python, deterministic, no Qt and no I/O."""
