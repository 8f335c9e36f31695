"""The rules of 诸暨包麻将: pure Python, deterministic, no Qt. The rules themselves do no I/O;
only the command-line shells kept here read and write (``script``, run as ``python -m
zhuji_desktop.engine.script``; ``cli``, the parts it shares with ``calc`` and ``sim``; and
``shanten_tables --generate``, which writes the generated ``_hand_tables``)."""
