"""诸暨包麻将 (Zhuji Bao Mahjong): a desktop game.

Importing this package is cheap: it imports nothing heavy (no Qt), so the engine, the
command-line tools and the tests can load it quickly.
"""

__version__ = "0.1.0"
