"""Languages through Qt's translation system: English (the source), Spanish and Czech.

Visible strings are marked with ``tr(text)`` (``QT_TR_NOOP`` where they are kept for later) so
that
``pyside6-lupdate`` collects them into ``resources/i18n/hypnose_<lang>.ts``; the compiled
``.qm`` files are shipped and loaded here with ``QTranslator``, together with Qt's own
translations of its standard dialogs. ``tools/i18n.py`` updates and compiles them.
"""

from __future__ import annotations

from importlib import resources as _files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "cs": "Čeština"}
"""The languages offered, each named in itself (as a language menu shows them)."""
SOURCE = "en"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language (``%n`` replaced by ``n``, in its plural form).

    One translation context for the whole window (the empty one, where ``pyside6-lupdate``
    files every ``tr(...)`` call): the same English words always say the same thing here.
    Mark deferred strings with ``QT_TR_NOOP`` and pass them to ``tr`` when shown."""
    return QCoreApplication.translate("", text, disambiguation, n)


def system_language(locale: QLocale | None = None) -> str:
    """The language to start in: the system's, if it is one of ours, else English."""
    name = (locale or QLocale.system()).name()[:2]
    return name if name in LANGUAGES else SOURCE


def resolve(choice: str) -> str:
    """A settings value (``system`` or a language code) as a language code."""
    return choice if choice in LANGUAGES else system_language()


def catalogue(code: str) -> str:
    """The path of the compiled translations of ``code`` shipped with the game."""
    return str(_files.files("resources").joinpath(f"i18n/hypnose_{code}.qm"))


class Translations:
    """The translators installed on the application; ``use`` switches language at run time
    (Qt then sends every widget a LanguageChange event, and each retranslates itself)."""

    def __init__(self) -> None:
        self.language = SOURCE
        self._installed: list[QTranslator] = []

    def use(self, code: str) -> bool:
        """Switch to ``code``; False if its catalogue is missing (English stays)."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        self.language = SOURCE
        QLocale.setDefault(QLocale(code))
        ours = QTranslator(app)
        if not ours.load(catalogue(code)):
            return code == SOURCE  # English reads without its catalogue, but for plurals
        qt = QTranslator(app)
        path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if code != SOURCE and qt.load(f"qtbase_{code}", path):
            app.installTranslator(qt)
            self._installed.append(qt)
        app.installTranslator(ours)
        self._installed.append(ours)
        self.language = code
        return True
