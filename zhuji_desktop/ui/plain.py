"""Text shown as written: labels and message boxes that never read their text as HTML.

Qt guesses whether a label's text is rich text, and a player's name or a damaged file's
contents can look like it: ``<img src=/dev/zero>`` (19 characters, a legal name) makes Qt
read the device as an image until memory runs out. Every label and message box of the ui is
made here (or subclasses ``PlainLabel``), in plain text: tests/ui/windows/test_ui_plain.py
checks that no other module makes or subclasses a ``QLabel`` or ``QMessageBox``. (Labels a
``QFormLayout`` makes from a string show fixed texts only; tooltips, titles, buttons, check
boxes and table items show text as written.)
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


class PlainLabel(QLabel):
    """A ``QLabel`` whose text is always plain text."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def plain_box(
    icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None
) -> QMessageBox:
    """A message box whose text and informative text are plain text."""
    box = QMessageBox(icon, title, text, parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def set_details(box: QMessageBox, text: str) -> None:
    """``box``'s informative text, in plain text too (Qt 6.11 copies the text's format to
    it, which the Qt versions this program accepts need not do)."""
    box.setInformativeText(text)
    for label in box.findChildren(QLabel, "qt_msgbox_informativelabel"):
        label.setTextFormat(Qt.TextFormat.PlainText)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A plain-text warning, modal (as ``QMessageBox.warning``, which guesses the format)."""
    plain_box(QMessageBox.Icon.Warning, title, text, parent).exec()


def wrapped_tip(text: str) -> str:
    """``text`` (escaped: it stays text as written) as a tooltip Qt wraps into lines: Qt
    shows a plain tooltip on one line, and a bid's ran 1,190 px wide in English, past a
    1024 px window.

    >>> wrapped_tip("B = 5 <b>")
    '<p>B = 5 &lt;b&gt;</p>'
    """
    return f"<p>{html.escape(text, quote=False)}</p>"
