"""``hypnose`` whose mesh never dials a peer of a lower key: it waits to be dialed (the higher
key's second dial, ``MeshLimits.second_dial``, put off for an hour). For the address-change
resume test: a restarted peer run so cannot bring its links back itself, so the game goes on
only once the others have found its new address by zeroconf and dialed it there."""

from __future__ import annotations

import dataclasses
import sys

from client.cli import peer
from client.cli.main import main

if __name__ == "__main__":
    made = peer.options_for

    def waits_to_be_dialed(*args, **kwargs):
        options = made(*args, **kwargs)
        mesh = dataclasses.replace(options.mesh, second_dial=3600.0)
        return dataclasses.replace(options, mesh=mesh)

    peer.options_for = waits_to_be_dialed
    sys.exit(main())
