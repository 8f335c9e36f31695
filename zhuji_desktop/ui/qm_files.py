"""The program's compiled translations (``.qm`` files), read safely.

Each is read into memory and checked against the checksum ``tools/make_translations.py``
wrote for it before Qt sees it (``load_translation``): Qt trusts a file's offsets, and maps
it from disk.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTranslator

from ..engine.inputs import InputError, Limits, parse_json
from ..safe_files import read_bytes

log = logging.getLogger(__name__)

QM_FILES = {"zh": "zhuji_zh_CN.qm", "en": "zhuji_en.qm"}
# Our .qm files are read into memory, not mapped from disk as Qt would: a file rewritten
# under a running program (an update, or tools/make_translations.py beside a game in play)
# changed the mapped bytes, and the next text looked up crashed in QTranslator. 1 MB is ten
# times what the files hold.
MAX_QM_BYTES = 1 << 20


# The SHA-256 of each .qm file as tools/make_translations.py built it. Qt trusts a .qm's
# offsets: a tester changed one byte of zhuji_en.qm, Qt loaded it, and the first text looked
# up crashed the game. A file that is not byte for byte the one built is not handed to Qt.
CHECKSUMS = "checksums.json"
CHECKSUM_LIMITS = Limits(max_bytes=10_000, max_depth=2)


def load_translation(path: Path, parent: QObject | None = None) -> tuple[QTranslator, bytes] | None:
    """A translator of the ``.qm`` file ``path``, reading a copy in memory, and that copy:
    Qt does not copy it, so the caller keeps the bytes for as long as the translator is
    used. None (logged) if the file cannot be read, is not the file built for the program
    (``CHECKSUMS`` beside it) or is no translation."""
    try:
        data = read_bytes(path, MAX_QM_BYTES, path.name)
    except FileNotFoundError:
        return None  # (the caller says what a missing language means)
    except (OSError, InputError) as e:
        log.warning("%s", e)
        return None
    expected = _built_checksums(path.parent).get(path.name)
    if expected != hashlib.sha256(data).hexdigest():
        why = "not the file built" if expected else f"not listed in {CHECKSUMS}"
        log.warning("%s is damaged (%s); it is not used", path, why)
        return None
    translator = QTranslator(parent)
    if not translator.load(data):
        log.warning("%s is no translation (damaged?)", path)
        translator.deleteLater()
        return None
    return translator, data


def _built_checksums(folder: Path) -> dict[str, str]:
    """``CHECKSUMS`` in ``folder``: .qm file name → SHA-256 (hex); {} (logged) if it cannot
    be read, and then no translation is trusted."""
    path = folder / CHECKSUMS
    try:
        data = parse_json(read_bytes(path, CHECKSUM_LIMITS.max_bytes, path.name), CHECKSUM_LIMITS)
    except FileNotFoundError:
        log.warning("%s is missing: no translation is used", path)
        return {}
    except (OSError, InputError) as e:
        log.warning("%s", e)
        return {}
    if not isinstance(data, dict):
        log.warning("%s is not a JSON object: no translation is used", path)
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}
