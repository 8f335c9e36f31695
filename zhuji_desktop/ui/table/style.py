"""Colours, fonts and the style sheet of the table, the panels and the tool windows."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QProxyStyle,
    QRadioButton,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

# Chinese UI fonts of Windows, macOS and Linux, in that order; Qt falls back if none exists.
FONT_FAMILIES = ["Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", "WenQuanYi Micro Hei"]

FELT_CENTRE = QColor(28, 110, 74)
FELT_EDGE = QColor(10, 58, 38)
PLATE = QColor(12, 34, 24, 215)
PLATE_ACTIVE = QColor(250, 200, 60)
TEXT = QColor(240, 240, 228)
TEXT_DIM = QColor(190, 205, 190)
GOLD = QColor(242, 190, 60)
RED = QColor(205, 45, 40)
THINKING = QColor(70, 120, 170)  # a computer thinking: its plate's tag
RESERVE_TINT = QColor(255, 140, 0, 110)

# the hints panel's captions (on the dark theme): a count, a wait that scores, one that
# does not reach the minimum
HINT_DIM = QColor(185, 200, 188)
HINT_GOOD = QColor(120, 225, 140)
HINT_BAD = QColor(255, 130, 115)

# The one theme of the table, its panels, the hints, the dialogs and the tool windows: the
# dark green of the felt's edge, light text, gold for what matters.
THEME = {
    "window": QColor(16, 44, 31),
    "base": QColor(10, 32, 22),
    "alternate": QColor(20, 52, 37),
    "button": QColor(30, 70, 50),
    "text": TEXT,
    "dim": TEXT_DIM,
    "disabled": QColor(120, 140, 128),
    "highlight": QColor(190, 140, 30),
    "highlight_text": QColor(20, 14, 0),
    "link": GOLD,
}

# the replay viewer's flat table
REPLAY_FELT = QColor(28, 96, 66)
REPLAY_FELT_DARK = QColor(18, 70, 48)
REPLAY_LAST_DISCARD = QColor(220, 40, 30)


def font(px: float, bold: bool = False) -> QFont:
    """The UI font at ``px`` scene units."""
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def small_font(px: int, bold: bool = False) -> QFont:
    """The application's font at ``px`` pixels (the tool windows' small print)."""
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


PANEL_CSS = """
QLabel { color: rgb(240, 240, 228); background: transparent; }
QLabel#title { color: rgb(242, 190, 60); font-size: 22px; font-weight: bold; }
QLabel#small { color: rgb(190, 205, 190); font-size: 16px; }
QPushButton {
    color: rgb(40, 24, 0);
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe9a8, stop:1 #e9b949);
    border: 1px solid #8a6410;
    border-radius: 7px;
    padding: 4px 10px;
    font-size: 17px;
    font-weight: bold;
}
QPushButton:hover { background: #fff2c4; }
QPushButton:pressed { background: #d9a838; }
QPushButton:checked { background: #ffffff; border: 2px solid #1fa040; padding: 3px 9px; }
QPushButton#pass { background: #cfd8d2; border-color: #5b6b62; }
QPushButton#pass:hover { background: #e8efea; }
QPushButton#win {
    color: rgb(255, 244, 214);
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #e0503a, stop:1 #a82214);
    border-color: #5e0f08;
}
QPushButton#win:hover { background: #ec6a52; }
QPushButton#win:pressed { background: #8e1c10; }
QPushButton:disabled { color: #7d8a80; background: #2d4a3a; border-color: #3c5a49; }
QPushButton[keyed="true"], QPushButton#pass[keyed="true"] {
    border: 3px solid #d23c28;
    padding: 2px 8px;
}
QScrollArea#ladder, QScrollArea#ladder > QWidget > QWidget { background: transparent; }
QScrollArea#ladder QScrollBar:vertical {
    width: 8px; margin: 0; background: rgba(255, 255, 255, 30); border-radius: 4px;
}
QScrollArea#ladder QScrollBar::handle:vertical {
    background: rgb(242, 190, 60); border-radius: 4px; min-height: 24px;
}
QScrollArea#ladder QScrollBar::add-line, QScrollArea#ladder QScrollBar::sub-line { height: 0; }
QScrollArea#ladder QScrollBar::add-page, QScrollArea#ladder QScrollBar::sub-page {
    background: none;
}
QToolButton { border: 2px solid transparent; border-radius: 4px; background: transparent; }
QToolButton:checked { border: 2px solid rgb(242, 190, 60); background: rgba(242, 190, 60, 60); }
QToolButton:hover { border: 2px solid rgba(255, 255, 255, 120); }
"""

HINTS_CSS = """
QWidget#hints, QWidget#body, QScrollArea, QScrollArea > QWidget > QWidget {
    background: rgb(14, 38, 27);
}
QLabel { color: rgb(240, 240, 228); background: transparent; font-size: 13px; }
QLabel#title { color: rgb(242, 190, 60); font-size: 16px; font-weight: bold; }
QLabel#small { color: rgb(190, 205, 190); }
QLabel#advice { color: rgb(255, 236, 180); font-weight: bold; }
QFrame#row { background: transparent; border: 1px solid transparent; }
QFrame#row[advised="true"] {
    background: rgba(242, 190, 60, 45); border: 1px solid rgb(242, 190, 60); border-radius: 5px;
}
"""


def palette() -> QPalette:
    """The theme as a palette (dialogs, menus, docks and tool windows follow it)."""
    t = THEME
    p = QPalette()
    roles = QPalette.ColorRole
    for role, key in (
        (roles.Window, "window"),
        (roles.Base, "base"),
        (roles.AlternateBase, "alternate"),
        (roles.Button, "button"),
        (roles.ToolTipBase, "window"),
        (roles.WindowText, "text"),
        (roles.Text, "text"),
        (roles.ButtonText, "text"),
        (roles.ToolTipText, "text"),
        (roles.BrightText, "link"),
        (roles.PlaceholderText, "dim"),
        (roles.Highlight, "highlight"),
        (roles.HighlightedText, "highlight_text"),
        (roles.Link, "link"),
        (roles.LinkVisited, "link"),
    ):
        p.setColor(role, t[key])
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, t["disabled"])
    p.setColor(roles.Light, t["button"].lighter(140))
    p.setColor(roles.Midlight, t["button"].lighter(120))
    p.setColor(roles.Mid, t["button"].darker(120))
    p.setColor(roles.Dark, t["base"].darker(130))
    p.setColor(roles.Shadow, QColor(0, 0, 0))
    return p


def apply_theme(app: object) -> None:
    """Give ``app`` (the ``QApplication``) the table's theme: the Fusion style, which draws
    with the palette on every system (its check boxes drawn plainer: ``ThemeStyle``), and the
    palette."""
    from PySide6.QtWidgets import QApplication

    if not isinstance(app, QApplication):
        return
    if not isinstance(app.style(), ThemeStyle):
        app.setStyle(ThemeStyle())
    app.setPalette(palette())


def _focus_frame(rect: QRectF, painter: QPainter) -> None:
    """A frame of 2 px in gold round what has the keyboard's focus: Fusion's, 1 px in a
    dark gold, was all but invisible, and a child setting up a match by keyboard had to
    guess where the keys went."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(GOLD, 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
    painter.restore()


def _has_focus(option: QStyleOption) -> bool:
    """Whether ``option``'s widget has the focus. (Not only when the keyboard moved it
    there, as Fusion asks of its focus rectangles: Qt gives buttons' options no sign of
    that, and the frame never showed.)"""
    return bool(option.state & QStyle.StateFlag.State_HasFocus)


# the frames Fusion draws round a field, which then carry the focus frame
FOCUS_FRAMED = (QStyle.PrimitiveElement.PE_FrameLineEdit,)


class ThemeStyle(QProxyStyle):
    """Fusion, with check boxes that show on the dark theme: Fusion framed an empty box in a
    shade of the window's own colour, and a tester could not tell that a rule could be ticked.
    A box is framed in the light text colour; ticked, it is gold with a dark tick."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element in FOCUS_FRAMED:
            super().drawPrimitive(element, option, painter, widget)
            if _has_focus(option):
                _focus_frame(QRectF(option.rect), painter)
            return
        if element is QStyle.PrimitiveElement.PE_FrameFocusRect:
            self._focus_rect(option, painter, widget)
            return
        if element is not QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            super().drawPrimitive(element, option, painter, widget)
            return
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        on = bool(option.state & QStyle.StateFlag.State_On)
        box = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = TEXT_DIM if enabled else THEME["disabled"]
        painter.setPen(QPen(GOLD if on and enabled else frame, 1.5))
        painter.setBrush(GOLD if on and enabled else (frame if on else THEME["base"]))
        painter.drawRoundedRect(box, 2.5, 2.5)
        if on:
            w, h, x, y = box.width(), box.height(), box.x(), box.y()
            tick = QPen(THEME["base"], max(1.6, w / 7))
            tick.setCapStyle(Qt.PenCapStyle.RoundCap)
            tick.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(tick)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            points = [QPointF(x + w * 0.22, y + h * 0.52), QPointF(x + w * 0.42, y + h * 0.72),
                      QPointF(x + w * 0.78, y + h * 0.28)]  # fmt: skip
            painter.drawPolyline(points)
        painter.restore()

    def _focus_rect(self, option: QStyleOption, painter: QPainter, widget: QWidget | None) -> None:
        """The focus rectangle: in a list or table, Fusion's (its rows are marked already,
        and a frame round one cell of a row said nothing); else the gold frame, round a
        whole check box or radio button (round their text alone it lay against the
        characters)."""
        if isinstance(widget, QAbstractItemView):
            super().drawPrimitive(
                QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter, widget
            )
        elif _has_focus(option):
            rect = widget.rect() if isinstance(widget, (QCheckBox, QRadioButton)) else option.rect
            _focus_frame(QRectF(rect), painter)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element is QStyle.ControlElement.CE_PushButton and _has_focus(option):
            _focus_frame(QRectF(option.rect), painter)  # (Tab onto 开始 or 取消)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        fields = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox)
        if control in fields and _has_focus(option):
            _focus_frame(QRectF(option.rect), painter)
