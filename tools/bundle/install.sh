#!/bin/sh
# Puts Hypnose in this desktop's application menu, pointing at this folder (nothing needs root).
# It runs the bundled `hypnose --install-desktop-entry`, which copies the menu entry, the icon
# and the AppStream metainfo into $XDG_DATA_HOME (else ~/.local/share). Moved the folder? Run
# this again. ./uninstall.sh takes the entry away.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
if ! "$here/hypnose" --help 2>/dev/null | grep -q -- "--install-desktop-entry"; then
    echo "This copy of Hypnose cannot make a menu entry (its hypnose has no" \
        "--install-desktop-entry): start it with $here/hypnose-window" >&2
    exit 1
fi
"$here/hypnose" --install-desktop-entry
echo "Hypnose is in your menu: ${XDG_DATA_HOME:-$HOME/.local/share}/applications/hypnose.desktop" \
    "opens $here/hypnose"
