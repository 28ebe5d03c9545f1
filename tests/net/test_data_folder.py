"""One data folder (issue 25): ``hypnose peer``'s old folder brought into the window's, once,
with real files in a temporary home (HOME and XDG_DATA_HOME point there): only the window's
folder, only the peer's, both with the window having played at a LAN table or not, an unfinished
game under the identity not chosen, a folder held by another client, and a second start."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from core.game import version_id
from core.games import get
from net.protocol.identity import Identity
from net.protocol.seating import ClientSpec, local_table
from net.protocol.seedstream import new_seed
from net.protocol.trust import KnownPeers, fingerprint_code
from net.store.datafolder import (
    DATA_DIR_ENV,
    KEY_NAME,
    KNOWN_PEERS_NAME,
    MERGED,
    DataFolder,
    choose_data_dir,
)
from net.store.folderlock import FolderLock
from net.store.gamefolder import GameFolder, unfinished_games
from net.store.merge import SET_ASIDE_PEERS, bring_old_folder
from net.store.profile import LOG_NAME, Profile, read_identity

GAME = get("hypnose")
VALUES = GAME.settings_values(GAME.settings({"players": 2}))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DataFolder:
    """A person's home in the test's folder; the data folder chosen by the one rule there."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "share"))
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    data = choose_data_dir(platform="linux")
    assert data.path == tmp_path / "home" / "share" / "Hypnose" / "Hypnose"
    assert data.old == tmp_path / "home" / "share" / "hypnose"
    return data


def make_profile(folder: Path, *peers: tuple[str, bytes]) -> Identity:
    """A data folder as a client leaves it: its identity, and the peers it met."""
    with Profile.open(folder, start_log=False) as profile:
        for name, key in peers:
            profile.known_peers.accept(name, key)
        return profile.identity


def start_game(folder: Path, me: Identity, *, finished: bool = False) -> GameFolder:
    """A LAN game this folder's client played with ``me`` (against another client)."""
    other = Identity.generate()
    specs = [ClientSpec(me, "Ana", "127.0.0.1", 4000), ClientSpec(other, "Bo", "127.0.0.1", 4001)]
    seating = local_table(version_id(GAME), VALUES, specs)[0]
    game = GameFolder.create(folder, seating, {s: new_seed() for s in seating.seats})
    if finished:
        game.write_result({"ended": "finished"})
    return game


def snapshot(*folders: Path) -> dict[str, bytes]:
    """Every file under the folders (but the lock, rewritten by each client) and its bytes."""
    found = {}
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.name != "client.lock":
                found[str(path)] = path.read_bytes()
    return found


def log_of(folder: Path) -> str:
    return (folder / LOG_NAME).read_text()


def test_only_the_windows_folder_changes_nothing(home: DataFolder) -> None:
    window = make_profile(home.path, ("Bea", Identity.generate().public_key))
    before = snapshot(home.path)
    assert bring_old_folder(home) == []
    assert snapshot(home.path) == before and not (home.path / LOG_NAME).exists()
    with Profile.open(home.path, start_log=False) as profile:
        assert profile.identity.public_key == window.public_key


def test_only_the_peers_folder_becomes_the_one_folder(home: DataFolder) -> None:
    assert home.old is not None
    bea = Identity.generate().public_key
    peer = make_profile(home.old, ("Bea", bea))
    game = start_game(home.old, peer)
    lines = bring_old_folder(home)
    assert any("identity is now the one hypnose peer used" in line for line in lines)
    assert (home.path / KEY_NAME).read_bytes() == (home.old / KEY_NAME).read_bytes()
    with Profile.open(home.path, start_log=False) as profile:
        assert profile.identity.public_key == peer.public_key and not profile.created
        assert profile.known_peers.get("Bea") == bea
    moved = home.path / "games" / game.path.name
    assert unfinished_games(home.path) == [moved] and not game.path.exists()
    assert (home.old / KEY_NAME).exists(), "copied, the old folder keeps its identity"
    assert "hypnose peer's old data folder" in log_of(home.path)
    assert (home.old / MERGED).read_text().count("identity is now") == 1


def test_both_the_window_having_played_at_a_lan_table_keeps_the_windows_identity(
    home: DataFolder, caplog: pytest.LogCaptureFixture
) -> None:
    assert home.old is not None
    bea_window, bea_peer, cid = (Identity.generate().public_key for _ in range(3))
    window = make_profile(home.path, ("Bea", bea_window))
    peer = make_profile(home.old, ("Bea", bea_peer), ("Cid", cid))
    ours = (home.path / KEY_NAME).read_bytes()
    with caplog.at_level(logging.INFO, logger="net.store.merge"):
        lines = bring_old_folder(home)
    assert any("the window has played at a LAN table" in line for line in lines)
    assert (home.path / KEY_NAME).read_bytes() == ours
    aside = home.path / "identity-set-aside-peer.key"
    assert read_identity(aside).public_key == peer.public_key
    with Profile.open(home.path, start_log=False) as profile:
        assert profile.identity.public_key == window.public_key
        known = profile.known_peers
        assert known.get("Bea") == bea_window, "a conflict never replaces the key known here"
        assert known.get("Cid") == cid
    conflict = next(line for line in lines if "known with two keys" in line)
    assert fingerprint_code(bea_window) in conflict and fingerprint_code(bea_peer) in conflict
    assert KnownPeers.load(home.path / SET_ASIDE_PEERS).get("Bea") == bea_peer, "kept"
    assert conflict in caplog.text and conflict in log_of(home.path)


def test_both_the_window_never_at_a_lan_table_takes_the_peers_identity(
    home: DataFolder,
) -> None:
    assert home.old is not None
    window = make_profile(home.path)
    peer = make_profile(home.old, ("Bea", Identity.generate().public_key))
    lines = bring_old_folder(home)
    assert any("window never played at a LAN table" in line for line in lines)
    with Profile.open(home.path, start_log=False) as profile:
        assert profile.identity.public_key == peer.public_key
        assert "Bea" in profile.known_peers
    aside = home.path / "identity-set-aside-window.key"
    assert read_identity(aside).public_key == window.public_key, "kept beside, never deleted"
    assert fingerprint_code(window.public_key) in log_of(home.path)


def test_a_lan_game_folder_alone_shows_the_window_played(home: DataFolder) -> None:
    assert home.old is not None
    window = make_profile(home.path)
    start_game(home.path, window, finished=True)
    make_profile(home.old)
    bring_old_folder(home)
    with Profile.open(home.path, start_log=False) as profile:
        assert profile.identity.public_key == window.public_key


def test_an_unfinished_game_under_the_identity_not_chosen_keeps_it(home: DataFolder) -> None:
    """The window played at a LAN table, so its identity stays; the peer's unfinished game
    comes in and still names the peer's identity, the one its resume uses."""
    assert home.old is not None
    window = make_profile(home.path, ("Bea", Identity.generate().public_key))
    peer = make_profile(home.old)
    game = start_game(home.old, peer)
    clash = start_game(home.path, window, finished=True)
    clash_old = home.old / "games" / clash.path.name
    clash_old.mkdir()
    (clash_old / "note.txt").write_text("a folder of the same name")
    lines = bring_old_folder(home)
    unfinished = unfinished_games(home.path)
    assert unfinished == [home.path / "games" / game.path.name]
    resumed = GameFolder.open(unfinished[0])
    assert resumed.identity.public_key == peer.public_key != window.public_key
    assert any("1 unfinished game, resumed under the identity" in line for line in lines)
    renamed = home.path / "games" / f"{clash.path.name}-from-old-peer-folder"
    assert (renamed / "note.txt").exists() and (clash.path / "seating.bin").exists()


def test_a_second_start_does_nothing_more(home: DataFolder) -> None:
    assert home.old is not None
    make_profile(home.path)
    peer = make_profile(home.old, ("Bea", Identity.generate().public_key))
    start_game(home.old, peer)
    first = bring_old_folder(home)
    assert first
    after = snapshot(home.path, home.old)
    assert bring_old_folder(home) == []
    assert snapshot(home.path, home.old) == after
    assert log_of(home.path).count(first[0]) == 1


def test_a_folder_held_by_another_client_waits_for_a_later_start(home: DataFolder) -> None:
    assert home.old is not None
    make_profile(home.path)
    peer = make_profile(home.old)
    with FolderLock(home.old):
        assert bring_old_folder(home) == []
        assert not (home.old / MERGED).exists()
    assert bring_old_folder(home)
    assert read_identity(home.path / KEY_NAME).public_key == peer.public_key


def test_an_override_never_brings_the_old_folder_in(home: DataFolder, tmp_path: Path) -> None:
    assert home.old is not None
    make_profile(home.old)
    forced = choose_data_dir(str(tmp_path / "mine"))
    assert forced.old is None and bring_old_folder(forced) == []
    chosen = choose_data_dir(chosen=str(tmp_path / "chosen"))
    assert chosen.old is None
    assert not (home.old / MERGED).exists() and not (home.old / KNOWN_PEERS_NAME).exists()


def test_damaged_files_are_said_in_words_and_replace_nothing(home: DataFolder) -> None:
    assert home.old is not None
    window = make_profile(home.path)
    home.old.mkdir(parents=True)
    (home.old / KEY_NAME).write_bytes(b"not a key\n")
    (home.old / KNOWN_PEERS_NAME).write_bytes(b"{broken")
    lines = bring_old_folder(home)
    assert any("one of the two keys does not read" in line for line in lines)
    assert any(line.startswith("Known peers not merged:") for line in lines)
    assert (home.path / "identity-set-aside-peer.key").read_bytes() == b"not a key\n"
    with Profile.open(home.path, start_log=False) as profile:
        assert profile.identity.public_key == window.public_key
