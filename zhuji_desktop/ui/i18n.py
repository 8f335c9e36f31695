"""The program's language: Chinese (the source texts) or English, through Qt translators.

Call :func:`install_translator` once the ``QApplication`` exists and before any window is
built. ``strings.T`` looks every text up when it is read, so whatever is built afterwards
speaks the chosen language. The engine's own labels (tile names, 台 items, payment roles)
follow ``strings.LANG``, which is set here too.

The ``.qm`` files are built by ``tools/make_translations.py`` into ``assets/i18n``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase

from ..resources import resource_path
from . import strings
from .qm_files import QM_FILES, load_translation

log = logging.getLogger(__name__)

LANGUAGES = ("zh", "en")
# what a system that names no language (the "C"/POSIX locale) says it speaks
NO_LANGUAGE = (QLocale.Language.C, QLocale.Language.AnyLanguage)
# The program's own translation and Qt's (standard dialogs, context menus) for each language.

QT_QM_NAMES = {"zh": "qtbase_zh_CN", "en": "qtbase_en"}

# The installed translators, each with the bytes it reads from (Qt's own read their files):
# the bytes live exactly as long as their translator is installed.
_installed: list[tuple[QTranslator, bytes | None]] = []


def resolve(language: str, locale: QLocale | None = None) -> str:
    """ "zh" or "en" for a ``Settings.language``: "system" follows the locale (Chinese of any
    region, or no language at all → zh; anything else → en)."""
    if language in LANGUAGES:
        return language
    if language != "system":
        log.warning("unknown language %r; following the system", language)
    locale = locale if locale is not None else QLocale.system()
    # A system that names no language (the "C"/POSIX locale) gets the game's own language.
    chinese = (QLocale.Language.Chinese, *NO_LANGUAGE)
    return "zh" if locale.language() in chinese else "en"


def locale_names_no_language(language: str, locale: QLocale | None = None) -> bool:
    """Whether ``language`` ("system") fell back to Chinese because the system names no
    language (the "C"/POSIX locale): a player there may read no Chinese, so the first start
    also says where the language is chosen.

    >>> locale_names_no_language("system", QLocale(QLocale.Language.C))
    True
    >>> locale_names_no_language("system", QLocale(QLocale.Language.Chinese))
    False
    >>> locale_names_no_language("zh", QLocale(QLocale.Language.C))  # chosen, not fallen back
    False
    """
    if language != "system":
        return False
    locale = locale if locale is not None else QLocale.system()
    return locale.language() in NO_LANGUAGE


def any_font_found() -> bool:
    """Whether any font is installed at all (a bare Linux machine may have none: then every
    text, English too, is a row of boxes, and no window can say why)."""
    return bool(QFontDatabase.families())


def chinese_font_found() -> bool:
    """Whether any installed font can show Chinese (Windows and macOS always have one; a
    Linux machine may not, and then every Chinese text is a row of boxes)."""
    return bool(QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese))


def readable(language: str) -> str:
    """The language to show for the setting ``language``: English when it would be Chinese
    and no font can show Chinese (the setting itself is kept)."""
    lang = resolve(language)
    return "en" if lang == "zh" and not chinese_font_found() else lang


def install_readable(app: QCoreApplication, language: str) -> str | None:
    """``install_translator`` with the language ``readable`` gives; None if that is the
    language the setting asks for, else the note saying why not: no font can show Chinese
    (English is shown), or the English translation cannot be used (Chinese is)."""
    wanted = resolve(language)
    shown = install_translator(app, readable(language))
    if shown == wanted:
        return None
    if shown == "en":
        log.warning("no installed font can show Chinese: the UI is in English")
        return strings.T.NO_CHINESE_FONT
    return strings.T.NO_ENGLISH  # (said in both languages: it cannot be translated)


def qm_path(language: str) -> Path:
    """The program's compiled translation for ``language`` ("zh" or "en")."""
    return resource_path("i18n", QM_FILES[language])


def install_translator(app: QCoreApplication, language: str) -> str:
    """Switch the UI's texts to ``language`` ("system", "zh" or "en"); returns the language
    shown, "zh" or "en" ("zh" when the English translation cannot be used).

    Replaces the translators an earlier call installed, so it may be called again (widgets
    already built keep their texts until rebuilt). A missing file is logged, never fatal: the
    UI then shows the Chinese source texts.
    """
    lang = resolve(language)
    remove_translators(app)
    own = _load_file(app, qm_path(lang))
    if own is None and lang == "en":
        path = qm_path(lang)
        why = "cannot be read (damaged?)" if path.is_file() else "not found"
        log.warning("English translation %s at %s; the UI stays in Chinese", why, path)
        lang = "zh"  # all of it: tile names and Qt's own words too, not English among Chinese
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    _load(app, QT_QM_NAMES[lang], qt_dir)  # optional: Qt's own texts, when shipped
    strings.LANG = lang
    return lang


def remove_translators(app: QCoreApplication) -> None:
    """Back to the source texts (Chinese)."""
    while _installed:
        translator, _data = _installed.pop()  # (removed: no text is looked up in it again)
        app.removeTranslator(translator)
        translator.deleteLater()
    strings.LANG = "zh"


def current_language() -> str:
    """The language the UI now speaks ("zh" or "en")."""
    return strings.LANG


def _load_file(app: QCoreApplication, path: Path) -> QTranslator | None:
    """Install the translation in ``path`` from a copy in memory (``qm_files.load_translation``);
    None if it cannot be read or is no translation."""
    loaded = load_translation(path, app)
    if loaded is None or not app.installTranslator(loaded[0]):
        if loaded is not None:
            loaded[0].deleteLater()
        return None
    _installed.append(loaded)  # Qt reads the bytes: kept while it is installed
    return loaded[0]


def _load(app: QCoreApplication, name: str, directory: str) -> QTranslator | None:
    translator = QTranslator(app)  # parented: it lives as long as the application
    if not translator.load(name, directory) or not app.installTranslator(translator):
        translator.deleteLater()
        return None
    _installed.append((translator, None))
    return translator
