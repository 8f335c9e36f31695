"""Packaging: the PyInstaller build, the Windows installer and macOS disk image, the wheel."""
