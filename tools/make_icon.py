"""Draw the application icon with Pillow: a red 中 tile on a rounded green-felt square.

Usage::

    python tools/make_icon.py [--root DIR] [--font PATH]

Writes, under the repository root (or ``--root``):

* ``packaging/icon.ico``: 16, 24, 32, 48, 64, 128 and 256 px, for Windows;
* ``packaging/icon.png``: 1024 px, for macOS (PyInstaller turns it into .icns with Pillow);
* ``assets/icon.png``: 256 px, the window icon.

Needs the same font as ``make_tiles.py`` (AR PL UKai, Debian package ``fonts-arphic-ukai``).
Sizes up to 32 px use a simpler layout (tile filling the square, no tilt or shadow) so that the
character still reads at 16 px.  Deterministic output.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_tiles as mt  # a sibling script, importable thanks to the line above

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
MAC_SIZE = 1024
WINDOW_SIZE = 256
MASTER = 2048  # large layouts are drawn at this size, then scaled down
SMALL_MASTER = 256  # small layouts: 8x the largest small size
FELT_TOP: mt.RGB = (44, 146, 84)
FELT_BOTTOM: mt.RGB = (16, 92, 50)


def felt_square(size: int, margin: float, radius: float) -> Image.Image:
    """The rounded green background, with a faint lighter rim."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    m, r = round(size * margin), round(size * radius)
    inner = size - 2 * m
    mask = Image.new("L", (inner, inner), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, inner - 1, inner - 1), r, fill=255)
    img.paste(mt.vertical_gradient((inner, inner), FELT_TOP, FELT_BOTTOM), (m, m), mask)
    rim = max(1, round(size * 0.012))
    ImageDraw.Draw(img).rounded_rectangle(
        (m + rim, m + rim, size - m - rim - 1, size - m - rim - 1),
        r - rim,
        outline=(130, 210, 160, 70),
        width=rim,
    )
    return img


def tile(width: int, glyphs: mt.Glyphs, weight: float) -> Image.Image:
    """A standing 中 tile, 3:4, drawn like the game's tiles: outline, side band, ivory face."""
    height = round(width * 4 / 3)
    u = width / mt.TILE_W  # size of one 1x tile pixel here
    img = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, width - 1, height - 1), round(6 * u), (*mt.OUTLINE, 255))
    edge = max(1, round(0.6 * u))
    d.rounded_rectangle(
        (edge, edge, width - 1 - edge, height - 1 - edge), round(5.5 * u), (*mt.SIDE, 255)
    )
    face = (round(1.3 * u), round(1.1 * u), width - round(2.4 * u), height - round(4.2 * u))
    fw, fh = face[2] - face[0], face[3] - face[1]
    fmask = Image.new("L", (fw, fh), 0)
    ImageDraw.Draw(fmask).rounded_rectangle((0, 0, fw - 1, fh - 1), round(5 * u), fill=255)
    grad = mt.vertical_gradient((fw, fh), mt.IVORY_TOP, mt.IVORY_BOTTOM)
    img.paste(grad, face[:2], fmask)
    ink = glyphs.fit("中", fw * 0.8, fh * 0.8, weight=weight)
    mt.paste_ink(img, ink, ((face[0] + face[2]) / 2, (face[1] + face[3]) / 2), mt.RED)
    return img


def draw_large(glyphs: mt.Glyphs) -> Image.Image:
    """The detailed layout: a slightly tilted tile casting a soft shadow on the felt."""
    size = MASTER
    img = felt_square(size, margin=0.06, radius=0.2)
    t = tile(round(size * 0.5), glyphs, weight=0.035)
    t = t.rotate(-8, resample=Image.Resampling.BICUBIC, expand=True)
    # the shadow is the tile's silhouette, darkened, blurred and nudged down-right
    # (on a padded canvas, or the blur would be cut off at the tile's bounding box)
    pad = round(size * 0.06)
    alpha = Image.new("L", (t.width + 2 * pad, t.height + 2 * pad), 0)
    alpha.paste(t.getchannel("A").point(lambda a: a * 120 // 255), (pad, pad))
    shadow = Image.new("RGBA", alpha.size, (0, 0, 0, 0))
    shadow.putalpha(alpha.filter(ImageFilter.GaussianBlur(size * 0.018)))
    pos = ((size - t.width) // 2, (size - t.height) // 2)
    img.alpha_composite(
        shadow, (pos[0] - pad + round(size * 0.02), pos[1] - pad + round(size * 0.03))
    )
    img.alpha_composite(t, pos)
    return img


def draw_small(glyphs: mt.Glyphs) -> Image.Image:
    """The layout for 16-32 px: an upright tile filling most of the square, a heavier 中."""
    size = SMALL_MASTER
    img = felt_square(size, margin=0.0, radius=0.18)
    t = tile(round(size * 0.66), glyphs, weight=0.06)
    img.alpha_composite(t, ((size - t.width) // 2, (size - t.height) // 2))
    return img


def render(glyphs: mt.Glyphs) -> dict[int, Image.Image]:
    """The icon at every size needed, keyed by pixel size."""
    large, small = draw_large(glyphs), draw_small(glyphs)
    sizes = sorted({*ICO_SIZES, MAC_SIZE, WINDOW_SIZE})
    return {n: mt.downsample(small if n <= 32 else large, (n, n)) for n in sizes}


def write(images: dict[int, Image.Image], root: Path) -> list[Path]:
    pack, assets = root / "packaging", root / "assets"
    pack.mkdir(parents=True, exist_ok=True)
    assets.mkdir(parents=True, exist_ok=True)
    ico = pack / "icon.ico"
    biggest = max(ICO_SIZES)
    # append_images hands Pillow our own drawing for each size instead of its rescaled copies
    images[biggest].save(
        ico,
        format="ICO",
        sizes=[(n, n) for n in ICO_SIZES],
        append_images=[images[n] for n in ICO_SIZES if n != biggest],
    )
    images[MAC_SIZE].save(pack / "icon.png")
    images[WINDOW_SIZE].save(assets / "icon.png")
    return [ico, pack / "icon.png", assets / "icon.png"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=mt.REPO_ROOT, help="repository root")
    parser.add_argument("--font", help="path to ukai.ttc (AR PL UKai)")
    args = parser.parse_args(argv)
    glyphs = mt.Glyphs(mt.find_font(args.font))
    for path in write(render(glyphs), args.root):
        print(f"make_icon: wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
