"""The bundle's ``hypnose`` executable: the command line (``client.cli.main``), as pip's script."""

import sys

from client.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
