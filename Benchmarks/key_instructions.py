#!/usr/bin/env python3
"""The instructions an arrow key costs the release `showcase`, end to end, on Rates and on the
Cocktails' drinks: KeyCost's rows counted in instructions rather than CPU time.

Each row runs the app under qemu-user (the plugin in `InstructionCount/`) in a 200x60
pseudo-terminal, as KeyCost does: `rates` gets ↓ 20 times and ↑ 20 times, five times;
`cocktails` leaves the search field with Esc, then gets → 50 times and ← 50 times, twice; each
key is sent once the last one's frame is written. The same app is run again for as long without
the keys, and the difference, divided by the 200 keys, is a key's cost: start-up, loading and
idling are counted in both runs and cancel out. The median of 3 such pairs.

    swift build --package-path Showcase -c release --product showcase
    python3 Benchmarks/key_instructions.py [PATH]

With PATH, another checkout's release build beside this one's (a figure before a change),
alternating, with the ratio. Needs qemu-user and a C compiler.
"""

import os
import statistics
import sys
import tempfile
import time

from instruction_count import compile_plugin, counted, reported
from pseudo_terminal import read_until_quiet, showcase_binary, start

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE = (200, 60)
RUNS = 3
DOWN, UP, RIGHT, LEFT = b"\x1b[B", b"\x1b[A", b"\x1b[C", b"\x1b[D"
ROWS = [
    ("rates, ↓↑", ["rates"], b"Source: ECB", [], ([DOWN] * 20 + [UP] * 20) * 5),
    ("54 drinks, →←", ["cocktails"], b"54 Items found", [b"\x1b"], ([RIGHT] * 50 + [LEFT] * 50) * 2),
]


def run(command, ready, setup, keys, idle, report):
    """Runs `command` under the counting plugin until `ready` is on screen, sends `setup`, then
    `keys` one frame at a time (or, with none, idles for `idle` seconds); the instructions it took,
    and how long the keys took."""
    with open(report, "w", encoding="utf-8") as errors:
        process, master = start(command, *SIZE, stderr=errors)
        try:
            screen = b""
            while ready not in screen:
                chunk = read_until_quiet(master, quiet=5.0, limit=600.0)
                if not chunk:
                    raise RuntimeError(f"{command[-1]} never showed {ready!r}")
                screen += chunk
            for key in setup:
                os.write(master, key)
                read_until_quiet(master, quiet=0.5)
            began = time.monotonic()
            for key in keys:
                os.write(master, key)
                # The frame, then a short quiet: everything the key caused is counted.
                read_until_quiet(master, quiet=0.15)
            if not keys:
                time.sleep(idle)
            took = time.monotonic() - began
            os.write(master, b"\x03")
            read_until_quiet(master, quiet=1.0)
            process.wait(timeout=120)
        finally:
            os.close(master)
    return reported(report), took


def main():
    checkouts = [os.path.abspath(path) for path in sys.argv[1:2]] + [os.path.join(HERE, "..")]
    binaries = [showcase_binary(checkout) for checkout in checkouts]
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
        os.environ["XDG_CACHE_HOME"] = os.path.join(folder, "cache")
        plugin = compile_plugin(folder)
        report = os.path.join(folder, "report.txt")
        print(f"Instructions per key, release, {SIZE[0]}x{SIZE[1]}, median of {RUNS}")
        if len(checkouts) > 1:
            print(f"({checkouts[0]}, then this checkout, alternating)")
        for label, arguments, ready, setup, keys in ROWS:
            per_key = [[] for _ in binaries]
            for _ in range(RUNS):
                for index, binary in enumerate(binaries):
                    command = counted([binary] + arguments, plugin)
                    with_keys, took = run(command, ready, setup, keys, 0, report)
                    without, _ = run(command, ready, setup, [], took, report)
                    per_key[index].append((with_keys - without) / len(keys))
            medians = [statistics.median(figures) for figures in per_key]
            row = f"{label:<16}" + " → ".join(f"{median / 1e6:8.2f} M" for median in medians)
            if len(medians) > 1:
                row += f"   ({medians[1] / medians[0]:.2f}x)"
            print(row, flush=True)


if __name__ == "__main__":
    main()
