"""The game views' base class (``client.kit.gameui.GameUI``): what every view shares is written
once there, and each registered view still says everything the window asks of a game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument

from client.games import VIEWS, game_ui
from client.kit.gameui import GameUI, Player

RULES_WITH_A_LONG_COMMENT = """# The rules

<a id="r1"></a>
## R1 Setup

Deal the cards.

<!-- a note for translators:
keep the rule numbers as they are -->

## R2 Play

<!-- one line -->
Play in turn.
"""


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_a_comment_over_several_lines_leaves_no_trace_in_the_rules_shown(name, tmp_path, qapp):
    """Hypnose's view cut comments only within a line (its regular expression lacked
    ``re.S``): a comment over two lines stayed, and Qt's Markdown showed its second half glued
    to the paragraph before it ("Deal the cards.keep the rule numbers as they are -->"). Every
    view reads its rules through the base class now."""
    (tmp_path / "rules.md").write_text(RULES_WITH_A_LONG_COMMENT, encoding="utf-8")
    view_class = type(game_ui(name))

    class FromFolder(view_class):  # the game's own view, its rules read from tmp_path
        def rules_folder(self) -> Path:
            return tmp_path

    rules = FromFolder().rules("en")
    assert "Deal the cards." in rules and "Play in turn." in rules
    assert "<!--" not in rules and "-->" not in rules and "translators" not in rules
    assert "<a id=" not in rules
    shown = QTextDocument()
    shown.setMarkdown(rules)
    assert shown.toPlainText() == "The rules\nR1 Setup\nDeal the cards.\nR2 Play\nPlay in turn."


def test_a_translation_of_the_rules_is_read_where_there_is_one(tmp_path):
    (tmp_path / "rules.md").write_text("# Rules\n", encoding="utf-8")
    (tmp_path / "rules.es.md").write_text("# Reglas\n", encoding="utf-8")

    class FromFolder(type(game_ui("hypnosia"))):
        def rules_folder(self) -> Path:
            return tmp_path

    view = FromFolder()
    assert view.has_rules("es") and view.rules("es") == "# Reglas\n"
    assert view.has_rules("en") and not view.has_rules("cs")
    assert view.rules("cs") == "# Rules\n"


def test_hypnosias_board_drawing_is_shown_from_the_shipped_copy():
    rules = game_ui("hypnosia").rules("en")
    drawing = game_ui("hypnosia").rules_folder().joinpath("hypnosia-board.svg")
    assert f"](file://{drawing})" in rules and "](hypnosia-board.svg)" not in rules
    assert Path(str(drawing)).is_file()


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_every_view_says_what_the_window_asks_of_its_game(name, qapp):
    """What the base class leaves to the views (it raises NotImplementedError) is written by
    each registered one, in words; the players setting is worded once for all."""
    view = game_ui(name)
    assert isinstance(view, GameUI) and view.name == name
    assert view.game is view.game  # loaded once
    for words in (view.title(), view.tagline(), view.score_name(), view.gallery_title()):
        assert isinstance(words, str) and words
    assert view.how_it_goes() and all(view.how_it_goes())
    assert view.guide() and all(step.text() for step in view.guide())
    assert view.setting_label("players") == "Players"
    for setting in view.game.schema:
        assert view.setting_label(setting.name) != setting.name, setting.name
    me = Player(0, "Ana", "#E69F00", "circle", me=True)
    other = Player(1, "Bo", "#56B4E9", "square", bot="strategic")
    assert "Bo" in view.result_title([other]) and view.result_title([me]) != view.result_title([])


def test_the_views_codec_saves_hypnoses_secret_choices_which_never_travel():
    """Hypnose's view saves every action on this computer, the secret choices too; the game's
    own codec (what travels between peers) refuses those. The other views use the game's."""
    from core.errors import MalformedAction
    from core.hypnose.actions import Defend

    view = game_ui("hypnose")
    secret = Defend((3, 5))
    assert view.decode_action(view.encode_action(secret)) == secret
    with pytest.raises(MalformedAction):
        view.game.decode_action(view.encode_action(secret))
    for name in ("hypnosia", "hypnovision"):
        assert game_ui(name).codec is game_ui(name).game.codec  # type: ignore[attr-defined]
