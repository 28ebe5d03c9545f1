"""The bundle's ``hypnose-window`` executable: the window (``client.window.app``), as pip's GUI
script (no console on Windows)."""

import sys

from client.window.app import main

if __name__ == "__main__":
    sys.exit(main())
