"""诸暨包麻将 (Zhuji Bao Mahjong): a desktop game.

Importing this package is cheap: it imports nothing heavy (no Qt), so the engine, the
command-line tools and the tests can load it quickly.
"""

__version__ = "0.1.0"
# On Windows a running game holds a named mutex of this name, so that the installer and the
# uninstaller can see it running and ask for it to be closed (Inno Setup's AppMutex,
# packaging/zhuji-mahjong.iss; app.startup.hold_running_mutex).
RUNNING_MUTEX = "ZhujiMahjong.Running"
