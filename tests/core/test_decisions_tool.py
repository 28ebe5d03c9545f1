"""tools/decisions.py: recording the same seeded games twice gives the same steps, and a changed
step is found (the check behind "same decisions" in speed work on the core and the bots)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "decisions.py"


def _tool():
    spec = importlib.util.spec_from_file_location("decisions_tool", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_recordings_of_the_same_games_compare_equal_and_a_changed_step_is_found(
    tmp_path, capsys, monkeypatch
):
    tool = _tool()
    small = (
        ("strat2q", ("strategic", "strategic"), 2, 5, 1),
        ("mixed2", ("strategic", "random"), 2, 12, 1),
    )
    monkeypatch.setattr(tool, "SETS", small)
    before, after = tmp_path / "before", tmp_path / "after"
    assert tool.main(["record", str(before)]) == 0
    assert tool.main(["record", str(after)]) == 0
    assert tool.main(["compare", str(before), str(after)]) == 0
    assert "every decision the same" in capsys.readouterr().out

    lines = (after / "mixed2.txt").read_text().splitlines()
    assert lines[-1].startswith("END 0 winner=") and len(lines) > 10
    lines[5] = lines[5][:-1] + ("0" if lines[5][-1] != "0" else "1")  # another state hash
    (after / "mixed2.txt").write_text("\n".join(lines) + "\n")
    assert tool.main(["compare", str(before), str(after)]) == 1
    out = capsys.readouterr().out
    assert "mixed2: 1 of 1 games differ, 0 winners changed" in out
    assert "strat2q: 0 of 1 games differ" in out and "decisions differ" in out
