"""Draw the mahjong tile images (faces, back and the 财 wild badge) with Pillow.

Usage::

    python tools/make_tiles.py [--out DIR] [--font PATH]

Writes ``<code>.png`` (44x60) and ``<code>@2x.png`` (88x120) for the 34 faces (1m..9m, 1p..9p,
1s..9s, 1z..7z with 1z=东 2z=南 3z=西 4z=北 5z=白 6z=发 7z=中), ``back.png``/``back@2x.png`` for a
face-down tile, and ``badge.png``/``badge@2x.png`` (16x16 / 32x32) into ``assets/tiles`` of the
repository unless ``--out`` says otherwise.

Font: the characters are drawn in the brush (Kai) style of "AR PL UKai", which looks like the
characters carved into traditional tiles.  On Debian/Ubuntu install it with::

    apt-get install fonts-arphic-ukai

The font is searched for in the usual Debian and user font folders; ``--font PATH`` points at a
copy elsewhere.  The committed images were made with this font, so another font gives different
(but still usable) images.

Everything is drawn at 8x the 1x size and scaled down with LANCZOS, so edges are smooth at both
scales.  Output is deterministic: no randomness, no timestamps.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "assets" / "tiles"
FONT_PACKAGE = "fonts-arphic-ukai"
FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/arphic/ukai.ttc",
    "/usr/share/fonts/truetype/arphic-ukai/ukai.ttc",
    "/usr/share/fonts/arphic-ukai/ukai.ttc",
    "/usr/share/fonts/TTF/ukai.ttc",
    "/usr/local/share/fonts/ukai.ttc",
    "~/.local/share/fonts/ukai.ttc",
    "~/.fonts/ukai.ttc",
    "~/Library/Fonts/ukai.ttc",
)

TILE_W, TILE_H = 44, 60  # 1x size in pixels
BADGE_SIZE = 16  # 1x size in pixels
SS = 8  # internal supersampling factor relative to 1x
SCALES = (("", 1), ("@2x", 2))

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]
Point = tuple[float, float]

# Palette: saturated but slightly dark inks, like the paint filled into carved tiles.
IVORY_TOP: RGB = (252, 248, 236)
IVORY_BOTTOM: RGB = (238, 229, 204)
SIDE: RGB = (214, 200, 164)
OUTLINE: RGB = (120, 104, 72)
BLUE: RGB = (24, 72, 158)
GREEN: RGB = (18, 122, 60)
RED: RGB = (198, 30, 34)
INK: RGB = (22, 22, 26)
NAVY: RGB = (26, 36, 86)
GOLD: RGB = (233, 182, 48)
GOLD_DARK: RGB = (160, 110, 20)
GOLD_LIGHT: RGB = (255, 226, 130)
BACK_TOP: RGB = (40, 140, 84)
BACK_BOTTOM: RGB = (20, 100, 56)
BACK_SIDE: RGB = (14, 74, 40)

NUMERALS = "一二三四伍六七八九"
HONOURS = {
    # Traditional tiles carve the traditional forms (東, 發), as 萬 on the character suit.
    "1z": ("東", INK),
    "2z": ("南", INK),
    "3z": ("西", INK),
    "4z": ("北", INK),
    "6z": ("發", GREEN),
    "7z": ("中", RED),
}


def s(v: float) -> int:
    """Convert a length in 1x pixels to internal (supersampled) pixels."""
    return round(v * SS)


def locate_font() -> Path | None:
    """The first AR PL UKai file found in the usual places, or None."""
    for cand in FONT_CANDIDATES:
        path = Path(cand).expanduser()
        if path.is_file():
            return path
    return None


def find_font(explicit: str | None) -> Path:
    """Return the font file to use, or exit with a message on how to install it."""
    if explicit:
        path = Path(explicit).expanduser()
        if not path.is_file():
            sys.exit(f"make_tiles: font file not found: {path}")
        return path
    path = locate_font()
    if path is None:
        sys.exit(
            "make_tiles: font 'AR PL UKai' (ukai.ttc) not found.\n"
            f"Install it with: apt-get install {FONT_PACKAGE}\n"
            "or pass --font /path/to/ukai.ttc"
        )
    return path


# ---------------------------------------------------------------------------------------------
# Geometry helpers
# ---------------------------------------------------------------------------------------------


def ellipse_poly(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0) -> list[Point]:
    """Points of an ellipse rotated by ``angle`` degrees; Pillow's ellipse cannot rotate."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for i in range(96):
        t = 2 * math.pi * i / 96
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    """An RGB image fading from ``top`` to ``bottom``."""
    mask = Image.linear_gradient("L").resize(size, Image.Resampling.BICUBIC)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def downsample(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Scale an RGBA image down, premultiplying alpha so edges do not get dark fringes."""
    small = img.convert("RGBa").resize(size, Image.Resampling.LANCZOS)
    return small.convert("RGBA")


class Glyphs:
    """Renders characters of one font as tight ink masks, so they can be centred by ink."""

    def __init__(self, font_path: Path) -> None:
        self.font_path = font_path
        self._cache: dict[int, ImageFont.FreeTypeFont] = {}

    def font(self, size: int) -> ImageFont.FreeTypeFont:
        if size not in self._cache:
            self._cache[size] = ImageFont.truetype(str(self.font_path), size, index=0)
        return self._cache[size]

    def mask(self, ch: str, size: int, weight: float = 0.03) -> Image.Image:
        """Ink of ``ch`` at ``size`` px, thickened by a stroke of ``weight`` x size.

        The thin brush strokes of UKai vanish at 44 px, and real tiles are carved boldly.
        """
        stroke = max(1, round(size * weight))
        img = Image.new("L", (size * 2, size * 2), 0)
        ImageDraw.Draw(img).text(
            (size // 2, size // 2),
            ch,
            font=self.font(size),
            fill=255,
            stroke_width=stroke,
            stroke_fill=255,
        )
        bbox = img.getbbox()
        return img.crop(bbox) if bbox else img

    def fit_size(self, ch: str, box_w: float, box_h: float, weight: float = 0.03) -> int:
        """The largest font size at which the ink of ``ch`` fits ``box_w`` x ``box_h``."""
        ref = 200
        m = self.mask(ch, ref, weight)
        return max(8, int(ref * min(box_w / m.width, box_h / m.height)))

    def fit(self, ch: str, box_w: float, box_h: float, weight: float = 0.03) -> Image.Image:
        """The largest ink mask of ``ch`` that fits in ``box_w`` x ``box_h`` (internal px)."""
        return self.mask(ch, self.fit_size(ch, box_w, box_h, weight), weight)


def paste_ink(img: Image.Image, mask: Image.Image, centre: Point, colour: RGB) -> None:
    """Paint ``colour`` through ``mask`` with the ink's centre at ``centre``."""
    x = round(centre[0] - mask.width / 2)
    y = round(centre[1] - mask.height / 2)
    img.paste(Image.new("RGBA", mask.size, (*colour, 255)), (x, y), mask)


# ---------------------------------------------------------------------------------------------
# Tile body
# ---------------------------------------------------------------------------------------------


def tile_body(face_top: RGB, face_bottom: RGB, side: RGB) -> tuple[Image.Image, Box]:
    """A blank tile: dark outline, a side band thicker at bottom/right (depth), and the face.

    Returns the image and the face box in internal pixels.
    """
    w, h = s(TILE_W), s(TILE_H)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=s(5), fill=(*OUTLINE, 255))
    d.rounded_rectangle((s(0.5), s(0.5), w - 1 - s(0.5), h - 1 - s(0.5)), s(4.6), (*side, 255))
    face: Box = (s(1.1), s(0.9), w - s(1.9), h - s(3.4))
    fw, fh = round(face[2] - face[0]), round(face[3] - face[1])
    fmask = Image.new("L", (fw, fh), 0)
    ImageDraw.Draw(fmask).rounded_rectangle((0, 0, fw - 1, fh - 1), radius=s(4), fill=255)
    img.paste(
        vertical_gradient((fw, fh), face_top, face_bottom), (round(face[0]), round(face[1])), fmask
    )
    return img, face


def content_box(face: Box) -> Box:
    """The area of the face that the design may use (a margin inside the face)."""
    return (face[0] + s(3.2), face[1] + s(3.4), face[2] - s(3.2), face[3] - s(3.2))


def at(box: Box, fx: float, fy: float) -> Point:
    """A point given as fractions of ``box``."""
    return (box[0] + fx * (box[2] - box[0]), box[1] + fy * (box[3] - box[1]))


# ---------------------------------------------------------------------------------------------
# Dots (筒)
# ---------------------------------------------------------------------------------------------


def disc(d: ImageDraw.ImageDraw, c: Point, r: float, colour: RGB) -> None:
    d.ellipse((c[0] - r, c[1] - r, c[0] + r, c[1] + r), fill=(*colour, 255))


def dot(d: ImageDraw.ImageDraw, c: Point, r: float, colour: RGB) -> None:
    """One coin-like circle: coloured rim, ivory gap, coloured disc, ivory eye, coloured pip."""
    disc(d, c, r, colour)
    disc(d, c, r * 0.78, IVORY_TOP)
    disc(d, c, r * 0.62, colour)
    disc(d, c, r * 0.30, IVORY_TOP)
    disc(d, c, r * 0.14, colour)


def big_dot(d: ImageDraw.ImageDraw, c: Point, r: float) -> None:
    """The ornate single circle of 1 筒: rings of green, blue beads, red, and a flower."""
    disc(d, c, r, GREEN)
    disc(d, c, r * 0.93, IVORY_TOP)
    for i in range(16):  # a ring of beads
        a = 2 * math.pi * i / 16
        disc(d, (c[0] + 0.80 * r * math.cos(a), c[1] + 0.80 * r * math.sin(a)), r * 0.1, BLUE)
    disc(d, c, r * 0.64, RED)
    disc(d, c, r * 0.56, IVORY_TOP)
    for i in range(8):  # eight petals
        a = 360 * i / 8
        px = c[0] + 0.33 * r * math.cos(math.radians(a))
        py = c[1] + 0.33 * r * math.sin(math.radians(a))
        d.polygon(ellipse_poly(px, py, r * 0.2, r * 0.09, a), fill=(*GREEN, 255))
    disc(d, c, r * 0.15, RED)
    disc(d, c, r * 0.06, IVORY_TOP)


B, G, R = BLUE, GREEN, RED
# Layouts as (x, y) fractions of the content box, a radius as a fraction of its width, colours.
DOT_LAYOUTS: dict[int, tuple[list[Point], float, list[RGB]]] = {
    2: ([(0.5, 0.25), (0.5, 0.75)], 0.30, [G, B]),
    3: ([(0.21, 0.17), (0.5, 0.5), (0.79, 0.83)], 0.205, [B, R, G]),
    4: ([(0.27, 0.25), (0.73, 0.25), (0.27, 0.75), (0.73, 0.75)], 0.225, [B, G, G, B]),
    5: (
        [(0.22, 0.18), (0.78, 0.18), (0.5, 0.5), (0.22, 0.82), (0.78, 0.82)],
        0.205,
        [B, G, R, G, B],
    ),
    6: ([(fx, fy) for fy in (0.15, 0.53, 0.85) for fx in (0.27, 0.73)], 0.21, [G, G, R, R, R, R]),
    7: (
        [(0.18, 0.11), (0.5, 0.24), (0.82, 0.37)]
        + [(fx, fy) for fy in (0.64, 0.89) for fx in (0.27, 0.73)],
        0.17,
        [G, G, G, R, R, R, R],
    ),
    8: ([(fx, fy) for fy in (0.12, 0.375, 0.625, 0.88) for fx in (0.27, 0.73)], 0.175, [B] * 8),
    9: (
        [(fx, fy) for fy in (0.16, 0.5, 0.84) for fx in (0.18, 0.5, 0.82)],
        0.16,
        [B, B, B, R, R, R, G, G, G],
    ),
}


def draw_dots(img: Image.Image, box: Box, n: int) -> None:
    d = ImageDraw.Draw(img)
    bw = box[2] - box[0]
    if n == 1:
        big_dot(d, at(box, 0.5, 0.5), bw * 0.5)
        return
    points, rf, colours = DOT_LAYOUTS[n]
    for (fx, fy), colour in zip(points, colours, strict=True):
        dot(d, at(box, fx, fy), bw * rf, colour)


# ---------------------------------------------------------------------------------------------
# Bamboo (索)
# ---------------------------------------------------------------------------------------------


def stick(w: float, h: float, colour: RGB, dark: RGB, light: RGB) -> Image.Image:
    """One bamboo stick of two segments with flared nodes at the ends and in the middle."""
    pad = s(1)
    iw, ih = round(w + 2 * pad), round(h + 2 * pad)
    img = Image.new("RGBA", (iw, ih), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    cx, top, bot = iw / 2, pad, pad + h
    seg_w = w * 0.7
    node_h = max(h * 0.07, w * 0.26)
    mid = (top + bot) / 2
    for y0, y1 in ((top + node_h * 0.4, mid), (mid, bot - node_h * 0.4)):
        d.rounded_rectangle((cx - seg_w / 2, y0, cx + seg_w / 2, y1), seg_w * 0.3, (*colour, 255))
        # a highlight down the left of each segment makes the stalk look round
        hx = cx - seg_w * 0.18
        d.rounded_rectangle(
            (hx - seg_w * 0.09, y0 + node_h * 0.5, hx + seg_w * 0.09, y1 - node_h * 0.5),
            seg_w * 0.09,
            (*light, 255),
        )
    for y in (top + node_h / 2, mid, bot - node_h / 2):
        d.rounded_rectangle(
            (cx - w / 2, y - node_h / 2, cx + w / 2, y + node_h / 2), node_h / 2, (*dark, 255)
        )
    return img


GREEN_STICK = (GREEN, (8, 78, 38), (120, 196, 140))
RED_STICK = (RED, (130, 16, 20), (240, 140, 130))


def place(img: Image.Image, sprite: Image.Image, c: Point, angle: float = 0.0) -> None:
    """Composite ``sprite`` centred at ``c``, rotated by ``angle`` degrees (counter-clockwise)."""
    if angle:
        sprite = sprite.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    img.alpha_composite(sprite, (round(c[0] - sprite.width / 2), round(c[1] - sprite.height / 2)))


def draw_bamboo(img: Image.Image, box: Box, n: int) -> None:
    bw, bh = box[2] - box[0], box[3] - box[1]
    # fewer sticks leave room for stouter ones
    sw = bw * (0.24 if n <= 4 else 0.2)
    tall = stick(sw, bh * 0.44, *GREEN_STICK)
    if n == 1:
        draw_bird(img, box)
    elif n in (2, 3, 4, 6):
        xs = {
            2: [[0.5], [0.5]],
            3: [[0.5], [0.3, 0.7]],
            4: [[0.3, 0.7]] * 2,
            6: [[0.2, 0.5, 0.8]] * 2,
        }[n]
        for row, fy in zip(xs, (0.25, 0.75), strict=True):
            for fx in row:
                place(img, tall, at(box, fx, fy))
    elif n == 5:
        for fx in (0.2, 0.8):
            for fy in (0.25, 0.75):
                place(img, tall, at(box, fx, fy))
        place(img, stick(sw, bh * 0.44, *RED_STICK), at(box, 0.5, 0.5))
    elif n == 7:
        short = stick(sw, bh * 0.3, *GREEN_STICK)
        place(img, stick(sw, bh * 0.3, *RED_STICK), at(box, 0.5, 0.16))
        for fy in (0.5, 0.84):
            for fx in (0.2, 0.5, 0.8):
                place(img, short, at(box, fx, fy))
    elif n == 8:
        thin = stick(bw * 0.16, bh * 0.4, *GREEN_STICK)
        for fy, sign in ((0.25, 1), (0.75, -1)):
            # top row /\/\ (an M), bottom row \/\/ (a W)
            for i, fx in enumerate((0.13, 0.37, 0.63, 0.87)):
                lean = 14 if i % 2 == 0 else -14
                place(img, thin, at(box, fx, fy), -lean * sign)
    elif n == 9:
        short = stick(sw, bh * 0.3, *GREEN_STICK)
        red = stick(sw, bh * 0.3, *RED_STICK)
        for fy in (0.16, 0.5, 0.84):
            for fx in (0.2, 0.5, 0.8):
                place(img, red if fx == 0.5 else short, at(box, fx, fy))


def draw_bird(img: Image.Image, box: Box) -> None:
    """1 索: a stylised peacock, built from ellipses and polygons.

    Coordinates are in units of the box width for both axes so shapes are not stretched; the
    box is about 1.4 units tall.
    """
    d = ImageDraw.Draw(img)
    u = box[2] - box[0]

    def p(x: float, y: float) -> Point:
        return (box[0] + x * u, box[1] + y * u)

    def ell(x: float, y: float, rx: float, ry: float, angle: float, colour: RGB) -> None:
        cx, cy = p(x, y)
        d.polygon(ellipse_poly(cx, cy, rx * u, ry * u, angle), fill=(*colour, 255))

    # Tail: a fan of long feathers sweeping down to the left, each ending in an eye.
    ox, oy = 0.54, 0.84
    for i, ang in enumerate((100, 118, 136, 154, 172)):
        a = math.radians(ang)
        ex, ey = ox + 0.42 * math.cos(a), oy + 0.42 * math.sin(a)
        ell((ox + ex) / 2, (oy + ey) / 2, 0.21, 0.045, ang, GREEN)
        ell(ex, ey, 0.1, 0.075, ang, BLUE if i % 2 else GREEN)
        ell(ex, ey, 0.06, 0.045, ang, RED)
        ell(ex, ey, 0.025, 0.025, 0, GOLD)
    # Legs.
    for x in (0.58, 0.7):
        d.line([p(x, 0.9), p(x + 0.02, 1.22)], fill=(*RED, 255), width=s(1.0))
        d.line([p(x - 0.05, 1.24), p(x + 0.1, 1.24)], fill=(*RED, 255), width=s(1.0))
    # Body, breast and a folded green wing with a red bar.
    ell(0.62, 0.78, 0.24, 0.18, -35, BLUE)
    ell(0.72, 0.64, 0.11, 0.14, -20, (44, 116, 206))
    ell(0.57, 0.8, 0.2, 0.1, -30, GREEN)
    ell(0.52, 0.83, 0.12, 0.035, -30, RED)
    # Neck and head.
    d.polygon([p(0.64, 0.64), p(0.7, 0.3), p(0.8, 0.3), p(0.8, 0.66)], fill=(*BLUE, 255))
    ell(0.75, 0.27, 0.11, 0.085, 0, BLUE)
    # Crest: three plumes, each with a red tip.
    for dx in (-0.08, 0.0, 0.08):
        d.line([p(0.74, 0.2), p(0.74 + dx, 0.06)], fill=(*GREEN, 255), width=s(0.8))
        disc(d, p(0.74 + dx, 0.06), s(1.2), RED)
    # Beak and eye.
    d.polygon([p(0.84, 0.23), p(1.0, 0.29), p(0.84, 0.32)], fill=(*GOLD_DARK, 255))
    disc(d, p(0.79, 0.26), s(1.5), IVORY_TOP)
    disc(d, p(0.795, 0.26), s(0.8), INK)


# ---------------------------------------------------------------------------------------------
# Characters (万) and honours
# ---------------------------------------------------------------------------------------------


def draw_characters(img: Image.Image, box: Box, n: int, glyphs: Glyphs) -> None:
    """The numeral in the upper half (dark blue), a red 萬 below, as on traditional tiles."""
    bw, bh = box[2] - box[0], box[3] - box[1]
    # Mostly one font size, as on real tiles: 一 stays a single stroke and 二/三 do not swell
    # into slabs; only numerals too big for the upper half at that size are shrunk to fit.
    ch = NUMERALS[n - 1]
    size = min(round(bh * 0.6), glyphs.fit_size(ch, bw * 0.96, bh * 0.44))
    num = glyphs.mask(ch, size)
    paste_ink(img, num, at(box, 0.5, 0.22), NAVY)
    wan = glyphs.fit("萬", bw * 0.96, bh * 0.5)
    paste_ink(img, wan, at(box, 0.5, 0.72), RED)


def draw_honour(img: Image.Image, box: Box, code: str, glyphs: Glyphs) -> None:
    bw, bh = box[2] - box[0], box[3] - box[1]
    if code == "5z":
        draw_white_dragon(img, box)
        return
    ch, colour = HONOURS[code]
    mask = glyphs.fit(ch, bw * 0.98, bh * 0.78, weight=0.035)
    paste_ink(img, mask, at(box, 0.5, 0.5), colour)


def draw_white_dragon(img: Image.Image, box: Box) -> None:
    """白: an empty blue frame, a thick outer line and a thin inner one."""
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box[0] + s(1), box[1] + s(2), box[2] - s(1), box[3] - s(1.5)
    d.rounded_rectangle((x0, y0, x1, y1), radius=s(1.5), outline=(*BLUE, 255), width=s(2.4))
    inset = s(3.8)
    d.rectangle(
        (x0 + inset, y0 + inset, x1 - inset, y1 - inset), outline=(*BLUE, 255), width=s(0.9)
    )


# ---------------------------------------------------------------------------------------------
# Back and badge
# ---------------------------------------------------------------------------------------------


def draw_back() -> Image.Image:
    """A face-down tile: green with a faint diamond lattice and a lighter inner border."""
    img, face = tile_body(BACK_TOP, BACK_BOTTOM, BACK_SIDE)
    fw, fh = round(face[2] - face[0]), round(face[3] - face[1])
    lattice = Image.new("RGBA", (fw, fh), (0, 0, 0, 0))
    d = ImageDraw.Draw(lattice)
    step = s(6)
    for k in range(-fh, fw + fh, step):  # two families of diagonals make diamonds
        d.line([(k, 0), (k + fh, fh)], fill=(10, 70, 36, 60), width=s(0.5))
        d.line([(k, fh), (k + fh, 0)], fill=(10, 70, 36, 60), width=s(0.5))
    clip = Image.new("L", (fw, fh), 0)
    ImageDraw.Draw(clip).rounded_rectangle((s(2), s(2), fw - s(2), fh - s(2)), s(3), fill=255)
    lattice.putalpha(Image.composite(lattice.getchannel("A"), clip, clip))
    img.alpha_composite(lattice, (round(face[0]), round(face[1])))
    ImageDraw.Draw(img).rounded_rectangle(
        (face[0] + s(2), face[1] + s(2), face[2] - s(2), face[3] - s(2)),
        radius=s(3),
        outline=(120, 200, 150, 200),
        width=s(0.6),
    )
    return img


def draw_badge(glyphs: Glyphs) -> Image.Image:
    """The wild-tile (财神) marker: a gold coin with a red 财."""
    size = s(BADGE_SIZE)
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = (size / 2, size / 2)
    disc(d, c, size / 2 - s(0.2), GOLD_DARK)
    disc(d, c, size / 2 - s(1.0), GOLD)
    # a lighter crescent at the top-left reads as a shiny, raised coin
    d.pieslice((s(1.6), s(1.6), size - s(1.6), size - s(1.6)), 160, 290, fill=(*GOLD_LIGHT, 255))
    disc(d, (c[0] + s(0.5), c[1] + s(0.5)), size / 2 - s(2.2), GOLD)
    mask = glyphs.fit("财", size * 0.64, size * 0.64, weight=0.05)
    paste_ink(img, mask, c, RED)
    return img


# ---------------------------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------------------------

CODES: tuple[str, ...] = tuple(f"{n}{suit}" for suit in "mps" for n in range(1, 10)) + tuple(
    f"{n}z" for n in range(1, 8)
)


def draw_face(code: str, glyphs: Glyphs) -> Image.Image:
    """The full-resolution image of the face with the given code (e.g. ``"5p"``)."""
    img, face = tile_body(IVORY_TOP, IVORY_BOTTOM, SIDE)
    box = content_box(face)
    n, suit = int(code[0]), code[1]
    painters: dict[str, Callable[[], None]] = {
        "m": lambda: draw_characters(img, box, n, glyphs),
        "p": lambda: draw_dots(img, box, n),
        "s": lambda: draw_bamboo(img, box, n),
        "z": lambda: draw_honour(img, box, code, glyphs),
    }
    painters[suit]()
    return img


def render_all(glyphs: Glyphs) -> dict[str, Image.Image]:
    """All images at full (supersampled) resolution, keyed by file stem."""
    images = {code: draw_face(code, glyphs) for code in CODES}
    images["back"] = draw_back()
    images["badge"] = draw_badge(glyphs)
    return images


def write_all(images: dict[str, Image.Image], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for stem, big in images.items():
        base_w, base_h = big.width // SS, big.height // SS
        for suffix, factor in SCALES:
            path = out / f"{stem}{suffix}.png"
            downsample(big, (base_w * factor, base_h * factor)).save(path, optimize=False)
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--font", help="path to ukai.ttc (AR PL UKai)")
    args = parser.parse_args(argv)
    glyphs = Glyphs(find_font(args.font))
    written = write_all(render_all(glyphs), args.out)
    print(f"make_tiles: wrote {len(written)} images to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
