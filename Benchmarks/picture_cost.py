#!/usr/bin/env python3
"""What showing one photo costs, for each way of drawing pictures (`--images`): instructions, CPU
time and bytes.

Runs the release `showcase gallery --photo PHOTO --full-screen --images MODE` in an 80x24
pseudo-terminal (PHOTO: the Hubble deep field, a 528 KB JPEG of the bundled sample) until it has
written nothing for a while, then Ctrl-C, for each MODE:

- instructions: counted under qemu-user with the plugin in `InstructionCount/` (compiled here with
  `cc`), the median of 3 runs. A count is repeatable where a time is not; this machine has no
  hardware counters for `perf stat`, and valgrind 3.19 cannot run the showcase. The threads'
  timing moves a count by well under 1 %.
- CPU: the process's user and system time (`wait4`), run natively, the median of 5 runs.
- bytes: what it wrote to the terminal.

The harness answers none of the terminal queries, so a mode asked for is used once its query has
gone unanswered. With PATH, another checkout's release build beside this one's (a figure before a
change), the two alternating run by run; a checkout from before the Gallery moved to Openverse
shows the same photo under its 500px-shaped id, 4004.

    swift build --package-path Showcase -c release --product showcase
    python3 Benchmarks/picture_cost.py [PATH]

Needs qemu-user (`apt-get install qemu-user`) and a C compiler.
"""

import json
import os
import resource
import statistics
import sys
import tempfile

from instruction_count import compile_plugin, counted, reported
from pseudo_terminal import read_until_quiet, showcase_binary, showcase_package, start

HERE = os.path.dirname(os.path.abspath(__file__))
MODES = ["none", "blocks", "kitty", "sixel", "iterm"]
SIZE = (80, 24)
PHOTO_FILE = "hubble_deep_field.jpg"


def photo_id(checkout):
    """The id the checkout's bundled sample gives the Hubble deep field."""
    resources = os.path.join(showcase_package(checkout), "Sources", "Gallery", "Resources")
    sample = os.path.join(resources, "openverse-sample.json")
    if not os.path.exists(sample):
        return "4004"
    with open(sample, encoding="utf-8") as file:
        results = json.load(file)["results"]
    return next(result["id"] for result in results if result["url"].endswith("/" + PHOTO_FILE))


def show(command, quiet, errors):
    """Runs `command` until the photo is shown and the app is quiet, then Ctrl-C; the bytes it
    wrote, and the CPU seconds the process took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    process, master = start(command, *SIZE, stderr=errors)
    try:
        written = read_until_quiet(master, quiet=quiet, limit=600.0)
        os.write(master, b"\x03")
        written += read_until_quiet(master, quiet=quiet, limit=60.0)
        status = process.wait(timeout=120)
    finally:
        os.close(master)
    if status != 0:
        raise RuntimeError(f"{' '.join(command)} exited with {status}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return len(written), cpu


def instructions(command, plugin, folder):
    report = os.path.join(folder, "report.txt")
    with open(report, "w", encoding="utf-8") as errors:
        show(counted(command, plugin), quiet=3.0, errors=errors)
    return reported(report)


def main():
    checkouts = [os.path.abspath(path) for path in sys.argv[1:2]] + [os.path.join(HERE, "..")]
    binaries = [showcase_binary(checkout) for checkout in checkouts]
    commands = [
        lambda mode, binary=binary, photo=photo_id(checkout): [
            binary, "gallery", "--photo", photo, "--full-screen", "--images", mode]
        for binary, checkout in zip(binaries, checkouts)
    ]
    with tempfile.TemporaryDirectory() as folder:
        # The apps' data and cache in a folder of their own, the same for every run.
        os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
        os.environ["XDG_CACHE_HOME"] = os.path.join(folder, "cache")
        plugin = compile_plugin(folder)
        print(f"The Hubble deep field alone, {SIZE[0]}x{SIZE[1]}, release build")
        if len(checkouts) > 1:
            print(f"({checkouts[0]}, then this checkout, alternating)")
        print(f"{'--images':<10}{'instructions':>16}{'CPU':>10}{'bytes':>10}")
        for mode in MODES:
            counts = [[] for _ in commands]
            times = [[] for _ in commands]
            sizes = [0 for _ in commands]
            for run in range(5):
                for index, command in enumerate(commands):
                    with open(os.devnull, "w", encoding="utf-8") as errors:
                        sizes[index], cpu = show(command(mode), quiet=1.5, errors=errors)
                    times[index].append(cpu)
                    if run < 3:
                        counts[index].append(instructions(command(mode), plugin, folder))
            cells = [
                f"{statistics.median(c) / 1e6:>13,.0f} M{statistics.median(t) * 1000:>7.0f} ms"
                f"{size:>10,}"
                for c, t, size in zip(counts, times, sizes)
            ]
            row = f"{mode:<10}" + " → ".join(cells)
            if len(commands) > 1:
                ratio = statistics.median(counts[1]) / statistics.median(counts[0])
                row += f"   ({ratio:.2f}x the instructions)"
            print(row, flush=True)


if __name__ == "__main__":
    main()
