"""The platform knows no game: net and client reach games only through the rules interface.

``core``'s top level (the vocabulary, views, the game protocol, the registry) is what every game
shares; a game's own package (``core.hypnose``, ...) is reached through its game object from the
registry (``core.games``). Importing a game package from ``net`` or ``client`` would tie the
protocol or the window to one game's rules; only a game's own view code in the client
(``client/games/hypnose/``: its table view, and ``client/terminal/hypnose.py``: its terminal
game; ``client/games/hypnosia/``: its board view; ``client/games/hypnovision/``: its grid view) may
read its own game's state, and no other game's.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = ("core.hypnose", "core.hypnosia", "core.hypnovision")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return found


def _game_imports(folder: str, own_code: tuple[str, ...] = ()) -> dict[str, list[str]]:
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, folder
    wrong = {}
    for f in files:
        parts = f.relative_to(ROOT / folder).with_suffix("").parts  # a folder, or a module
        own = [f"core.{p}" for p in parts if p in own_code]
        bad = [
            m
            for m in _imports(f)
            if any(m == g or m.startswith(g + ".") for g in GAME_PACKAGES)
            and not any(m == g or m.startswith(g + ".") for g in own)
        ]
        if bad:
            wrong[str(f.relative_to(ROOT))] = bad
    return wrong


def test_net_imports_no_game_package():
    assert len(list((ROOT / "net").rglob("*.py"))) > 20
    assert _game_imports("net") == {}


def test_client_imports_no_game_package_outside_a_games_own_code():
    assert (ROOT / "client" / "terminal" / "hypnose.py").exists()
    assert _game_imports("client", own_code=("hypnose", "hypnosia", "hypnovision")) == {}


def test_the_shared_core_imports_no_game_package():
    shared = [p for p in (ROOT / "core").glob("*.py") if p.name != "games.py"]
    wrong = {}
    for f in shared:
        bad = [m for m in _imports(f) if m.startswith(GAME_PACKAGES)]
        if bad:
            wrong[f.name] = bad
    assert wrong == {}, "only the registry (core/games.py) names the games"


CRYPTO = ("coincurve", "nacl", "cryptography", "noise")


def test_the_session_loads_no_dealer_and_no_cryptography():
    """``net.session`` knows no dealer (issue 24): the offline window and the terminal game start
    without the fair dealer and its cryptography. A fresh interpreter imports the session's
    modules and lists what they loaded."""
    import subprocess
    import sys

    code = (
        "import sys, net, net.session.session, net.session.drivers, net.session.deadlines;"
        "from net import Session, LocalDriver, Changed;"
        "print('\\n'.join(sorted(sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=True)  # fmt: skip
    loaded = done.stdout.split()
    assert "net.session.session" in loaded
    wrong = [m for m in loaded if m.startswith(("net.fair", "net.dealer", *CRYPTO))]
    assert wrong == [], f"importing the session loaded {wrong[:8]}"


def _module_imports(path: Path) -> list[str]:
    """Modules imported at a module's top level (an import inside a function, made when it
    runs, or under ``TYPE_CHECKING``, is not an edge of the import graph at load time)."""
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)  # (a package's face: it loads nothing itself, net.lazy)
            found += [f"{node.module}.{alias.name}" for alias in node.names]  # a submodule
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return found


def _cycles(package: str) -> list[list[str]]:
    files = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
        for p in (ROOT / package).rglob("*.py")
    }
    graph = {m: [i for i in _module_imports(p) if i in files and i != m] for m, p in files.items()}
    cycles, state = [], dict.fromkeys(graph, 0)

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for nxt in graph[module]:
            if state[nxt] == 1:
                cycles.append([*path[path.index(nxt) :], nxt])
            elif state[nxt] == 0:
                visit(nxt, [*path, nxt])
        state[module] = 2

    for module in sorted(graph):
        if state[module] == 0:
            visit(module, [module])
    return cycles


def test_no_import_circle_in_net():
    """Counting module-level imports only: an import inside a function (a registry's lazy
    import) is made when it runs, and is allowed. A package's face loads nothing itself
    (``net.lazy``), so a module importing a sibling through it makes no circle."""
    assert _cycles("net") == []


def test_nothing_imports_a_private_name_of_another_module():
    """A name with a leading underscore is its module's own business: another module that
    needs it needs a public name (issue 24: ``endaudit`` took ``audit``'s ``_record``)."""
    wrong = []
    for folder in ("core", "net", "client", "bench", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                if isinstance(node, ast.ImportFrom) and node.module and node.module != "__future__":
                    private = [a.name for a in node.names if a.name.startswith("_")]
                    private = [n for n in private if not n.startswith("__")]
                    if private:
                        wrong.append(f"{path.relative_to(ROOT)}: {node.module} {private}")
    assert wrong == []


def test_the_client_and_the_tools_use_nets_face():
    """``client/`` and ``tools/`` import ``net``'s curated face (``net/__init__.py``), never its
    modules; the benchmarks may also measure the fair-dealing primitives through ``net.fair``."""
    wrong = []
    for folder, allowed in (
        ("client", ("net",)),
        ("tools", ("net",)),
        ("bench", ("net", "net.fair")),
    ):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for module in _imports(path):
                inside = any(module.startswith(a + ".") for a in allowed if a != "net")
                if module.startswith("net.") and module not in allowed and not inside:
                    wrong.append(f"{path.relative_to(ROOT)}: {module}")
    assert wrong == []


def test_the_kit_imports_no_game_and_no_window():
    """``client/kit`` is what every game view builds on (issue 24): it imports no game's rules,
    no game's view and not the application, so a view can be made and tested on the kit alone."""
    wrong = {}
    for path in sorted((ROOT / "client" / "kit").rglob("*.py")):
        outside = ("client.games", "client.window", "client.cli", *GAME_PACKAGES)
        bad = [m for m in _imports(path) if m.startswith(outside)]
        if bad:
            wrong[path.name] = bad
    assert wrong == {}


def test_no_import_circle_in_client():
    """As in ``net/``: module-level imports only (the view registry, ``client.games``, imports
    each game's view inside its factory, when the window first asks for it)."""
    assert _cycles("client") == []


def _on(node: ast.Attribute, name: str, ctx: type = ast.expr_context) -> bool:
    """``node`` is ``name.<attribute>`` (stored, with ``ctx=ast.Store``)."""
    return isinstance(node.value, ast.Name) and node.value.id == name and isinstance(node.ctx, ctx)


def _names_of(path: Path, cls: str) -> set[str]:
    """What class ``cls`` in ``path`` declares: annotated fields, methods and properties, and
    the attributes its methods set on ``self``."""
    tree = ast.parse(path.read_text(), str(path))
    node = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls)
    names = set()
    for item in ast.walk(node):
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            names.add(item.target.id)
        elif isinstance(item, ast.FunctionDef) and item in node.body:
            names.add(item.name)
        elif isinstance(item, ast.Attribute) and _on(item, "self", ast.Store):
            names.add(item.attr)
    return names


def test_the_dealer_phases_see_only_their_narrow_context():
    """A dealer step (``net/dealer/phases``) works on the replica through ``StepContext``: it
    never imports the replica, every name it reads or sets on it (``r.<name>``) is one the
    context lists, and the replica has every name listed (it satisfies the Protocol)."""
    folder = ROOT / "net" / "dealer" / "phases"
    context = _names_of(folder / "context.py", "StepContext")
    assert {"state", "cts", "apply", "record", "active"} <= context
    reached: dict[str, set[str]] = {}
    for f in sorted(folder.glob("*.py")):
        assert "net.dealer.replica" not in _imports(f), f"{f.name} imports the replica"
        for node in ast.walk(ast.parse(f.read_text(), str(f))):
            if isinstance(node, ast.Attribute) and _on(node, "r"):
                reached.setdefault(node.attr, set()).add(f.name)
    assert len(reached) > 25
    beyond = {name: sorted(files) for name, files in reached.items() if name not in context}
    assert beyond == {}, "phases reach past StepContext"
    replica = _names_of(ROOT / "net" / "dealer" / "replica.py", "Replica")
    assert context - replica == set(), "the replica lacks what the context promises"
    assert len(context) < len(replica), "the context is narrower than the replica"


def _drawn_tree(doc: str) -> dict[str, str | None]:
    """Each class drawn in a docstring's tree -> the class drawn above it: a root stands at
    four spaces (``    NetError``), each level below adds four (``    │   ├── Name``)."""
    parents: dict[str, str | None] = {}
    above: list[str] = []
    for line in doc.splitlines():
        root = re.fullmatch(r"    ([A-Z][A-Za-z]+)", line)
        branch = re.match(r"    ((?:[│ ]   )*)[├└]── ([A-Z][A-Za-z]+)", line)
        if root is not None:
            depth, name = 0, root.group(1)
        elif branch is not None:
            depth, name = len(branch.group(1)) // 4 + 1, branch.group(2)
        else:
            continue
        del above[depth:]
        parents[name] = above[-1] if above else None
        above.append(name)
    return parents


def test_one_exception_tree_drawn_where_it_is_defined():
    """``net/errors.py``'s docstring draws every error of ``net`` (its own and ``net.fair``'s),
    each under its base class; no other module of ``net`` defines an error."""
    import net.errors
    import net.fair.errors

    drawn = _drawn_tree(net.errors.__doc__ or "")
    assert drawn["NetError"] is None and drawn["FairPlayError"] is None
    assert drawn["Silent"] == "ChannelError" and drawn["InvalidScalar"] == "MalformedData"
    defined = {
        name: cls
        for module in (net.errors, net.fair.errors)
        for name, cls in vars(module).items()
        if isinstance(cls, type) and issubclass(cls, Exception)
        if cls.__module__ == module.__name__
    }
    assert set(drawn) == set(defined)
    for name, parent in drawn.items():
        bases = [b.__name__ for b in defined[name].__bases__ if b.__name__ in defined]
        assert bases == ([parent] if parent else []), name
    elsewhere = []
    for f in sorted((ROOT / "net").rglob("*.py")):
        if f.name == "errors.py" and f.parent.name in ("net", "fair"):
            continue
        for node in ast.walk(ast.parse(f.read_text(), str(f))):
            if isinstance(node, ast.ClassDef):
                named = {getattr(b, "id", getattr(b, "attr", "")) for b in node.bases}
                if named & set(defined) or any(n.endswith("Error") for n in named):
                    elsewhere.append(f"{f.relative_to(ROOT)}: {node.name}")
    assert elsewhere == []
