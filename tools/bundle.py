"""Build Hypnose's one-folder app with PyInstaller and pack it for players.

    .venv/bin/pip install -e '.[bundle]'        # PyInstaller, from the package index
    .venv/bin/python tools/bundle.py            # dist/hypnose-VERSION-linux-x86_64.tar.gz
    .venv/bin/python tools/bundle.py --check dist/hypnose-0.1.0   # sizes, GLIBC floor only

The folder (``tools/hypnose.spec`` says what is in it and what is left out) holds two programs,
``hypnose-window`` (the window) and ``hypnose`` (the command line), and on Linux the
``install.sh`` and ``uninstall.sh`` of ``tools/bundle/`` (the menu entry). It is packed as
``hypnose-VERSION-PLATFORM.tar.gz`` (a ``.zip`` on Windows), the folder ``hypnose-VERSION`` at
its top. Nothing is fetched beyond what pip installed: PyInstaller's bootloader is in its wheel.

A report follows: the sizes packed and unpacked, and on Linux the highest ``GLIBC_`` symbol
version any program or library in the folder needs (``objdump -T``), so the oldest systems it
starts on. The first paint against the pip-installed window's:
``bench/window.py --paint-only --bundle FOLDER``.

PyInstaller is not a cross-compiler: build on each system for that system (docs/install.md).
"""

from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "tools" / "hypnose.spec"
SCRIPTS = ROOT / "tools" / "bundle"
LINUX_SCRIPTS = ("install.sh", "uninstall.sh")
GLIBC = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")
ELF_MAGIC = b"\x7fELF"
GLIBC_OF = {
    (2, 31): "Debian 11, Ubuntu 20.04",
    (2, 34): "RHEL 9, AlmaLinux 9, Rocky 9",
    (2, 35): "Ubuntu 22.04",
    (2, 36): "Debian 12",
    (2, 39): "Ubuntu 24.04, Fedora 40",
}
"""glibc versions of long-lived distributions, for the report's words."""


class BundleError(Exception):
    """The bundle could not be built or read; the message says why, in words."""


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``: the archive's name part."""
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform)
    return f"{system or sys.platform}-{platform.machine().lower()}"


def game_version() -> str:
    try:
        return version("hypnose")
    except PackageNotFoundError as error:
        raise BundleError(
            "hypnose is not installed in this Python: run `pip install -e '.[bundle]'` first"
        ) from error


def build(work: Path, version_id: str) -> Path:
    """Run PyInstaller on the spec; the folder it made, renamed ``hypnose-VERSION``, with the
    install scripts beside the programs (Linux)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError as error:
        raise BundleError(
            "PyInstaller is missing: run `pip install -e '.[bundle]'` (or `pip install"
            " pyinstaller`) in this environment"
        ) from error
    made = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build"), str(SPEC)],
        cwd=ROOT, check=False,
    )  # fmt: skip
    if made.returncode != 0:
        raise BundleError(f"PyInstaller failed (exit status {made.returncode}); see above")
    folder = work / f"hypnose-{version_id}"
    if folder.exists():
        shutil.rmtree(folder)
    (work / "dist" / "hypnose").rename(folder)
    if sys.platform.startswith("linux"):
        for name in LINUX_SCRIPTS:
            shutil.copy2(SCRIPTS / name, folder / name)
            (folder / name).chmod(0o755)
    return folder


def pack(folder: Path, out: Path) -> Path:
    """``folder`` packed into ``out`` as ``<folder name>-PLATFORM.tar.gz`` (``.zip`` on
    Windows), the folder at the archive's top; links and permissions kept."""
    out.mkdir(parents=True, exist_ok=True)
    stem = f"{folder.name}-{platform_tag()}"
    if sys.platform == "win32":
        archive = out / f"{stem}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
            for path in sorted(folder.rglob("*")):
                packed.write(path, path.relative_to(folder.parent))
        return archive
    archive = out / f"{stem}.tar.gz"
    with tarfile.open(archive, "w:gz") as packed:
        packed.add(folder, arcname=folder.name)
    return archive


def folder_bytes(folder: Path) -> int:
    """Bytes of the files in ``folder`` (a link counts as nothing: it points at a file)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


@dataclass(frozen=True)
class GlibcFloor:
    """The highest glibc symbol version the folder's programs and libraries need."""

    version: tuple[int, ...]
    needed_by: list[str]
    """The files that need it (relative to the folder)."""
    elf_files: int

    @property
    def words(self) -> str:
        return ".".join(map(str, self.version))


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def glibc_floor(folder: Path) -> GlibcFloor:
    """Scan every ELF file in ``folder`` with ``objdump -T`` for the ``GLIBC_x.y`` versions of
    the symbols it takes from elsewhere (undefined: ``*UND*``)."""
    objdump = shutil.which("objdump")
    if objdump is None:
        raise BundleError("objdump is missing: install binutils to read the GLIBC floor")
    highest: tuple[int, ...] = (0,)
    needed_by: list[str] = []
    files = elf_files(folder)
    for path in files:
        listed = subprocess.run(
            [objdump, "-T", str(path)], capture_output=True, text=True, check=False
        ).stdout
        versions = {
            tuple(int(part) for part in match.groups() if part is not None)
            for line in listed.splitlines()
            if "*UND*" in line
            for match in GLIBC.finditer(line)
        }
        if not versions:
            continue
        top = max(versions)
        name = str(path.relative_to(folder))
        if top > highest:
            highest, needed_by = top, [name]
        elif top == highest:
            needed_by.append(name)
    return GlibcFloor(highest, needed_by, len(files))


def oldest_systems(floor: tuple[int, ...]) -> str:
    """Words for the long-lived distributions whose glibc is at least ``floor``."""
    fits = [(v, names) for v, names in sorted(GLIBC_OF.items()) if v >= floor[:2]]
    misses = [names for v, names in sorted(GLIBC_OF.items()) if v < floor[:2]]
    said = f"starts on glibc {'.'.join(map(str, floor))} or newer"
    if fits:
        said += f": {fits[0][1]} and later"
    if misses:
        said += f"; not on {misses[-1]} or older"
    return said


def report(folder: Path, archive: Path | None) -> list[str]:
    lines = [f"folder:   {folder} ({folder_bytes(folder) / 1e6:.1f} MB unpacked)"]
    if archive is not None:
        lines.append(f"archive:  {archive} ({archive.stat().st_size / 1e6:.1f} MB packed)")
    if sys.platform.startswith("linux"):
        floor = glibc_floor(folder)
        shown = ", ".join(floor.needed_by[:4]) + (" ..." if len(floor.needed_by) > 4 else "")
        lines.append(
            f"GLIBC:    {floor.words} needed by {shown} ({floor.elf_files} ELF files read);"
            f" {oldest_systems(floor.version)}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Build Hypnose's one-folder app (PyInstaller) and pack it for players."
    )
    parser.add_argument("--out", type=Path, default=ROOT / "dist",
                        help="where the archive goes (default dist/)")  # fmt: skip
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle",
                        help="PyInstaller's work folder (default build/bundle/)")  # fmt: skip
    parser.add_argument("--check", type=Path, metavar="FOLDER",
                        help="build nothing: report on the bundle unpacked in FOLDER")  # fmt: skip
    args = parser.parse_args(argv)
    try:
        if args.check is not None:
            if not (args.check / "_internal").is_dir():
                raise BundleError(f"{args.check} is not a bundle's folder")
            print("\n".join(report(args.check, None)))
            return 0
        folder = build(args.work.resolve(), game_version())
        archive = pack(folder, args.out.resolve())
        print("\n".join(report(folder, archive)))
    except BundleError as error:
        print(f"bundle: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
