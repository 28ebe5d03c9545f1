#!/bin/sh
# Takes Hypnose's menu entry away again (what ./install.sh put in $XDG_DATA_HOME, else
# ~/.local/share, and nothing else). Saved games and settings stay; this folder too: delete it
# yourself once the entry is gone.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
if ! "$here/hypnose" --help 2>/dev/null | grep -q -- "--uninstall-desktop-entry"; then
    echo "This copy of Hypnose cannot remove a menu entry (its hypnose has no" \
        "--uninstall-desktop-entry)" >&2
    exit 1
fi
"$here/hypnose" --uninstall-desktop-entry
echo "Hypnose's menu entry is gone from ${XDG_DATA_HOME:-$HOME/.local/share}/applications"
