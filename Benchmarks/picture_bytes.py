#!/usr/bin/env python3
"""Bytes per photo frame for each way of drawing pictures (`--images`), in a pseudo-terminal.

Runs the built `showcase gallery --photo PHOTO --images MODE` (PHOTO: the bundled sample's first
photo) at 80x24, 120x40 and 200x60 (a cell taken as 10x20 pixels, as the window size reports it),
lets the first photo arrive, then presses → three times and counts the bytes each photo's frame
takes (the mean of the three): the photo's detail, then again with Enter, the photo alone.
`swift build --package-path Showcase --product showcase` first (or `-c release`, with
`--release`).

`python3 picture_bytes.py [--release]`
"""

import os
import sys

from pseudo_terminal import read_until_quiet, start

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Showcase")
BUILD = "release" if "--release" in sys.argv else "debug"
SHOWCASE = os.path.join(ROOT, ".build", BUILD, "showcase")
SIZES = [(80, 24), (120, 40), (200, 60)]
MODES = ["blocks", "kitty", "sixel", "iterm"]
# The bundled sample's first photo (Openverse's id): the Gallery opens photos by their UUID.
PHOTO = "892f19b8-c7ad-57aa-be4c-f8f4d348cb20"


def measure(mode, width, height, alone):
    process, master = start(
        [SHOWCASE, "gallery", "--photo", PHOTO, "--images", mode], width, height)
    try:
        read_until_quiet(master, quiet=1.5)
        if alone:
            os.write(master, b"\r")
            read_until_quiet(master)
        counts = []
        for _ in range(3):
            os.write(master, b"\x1b[C")
            counts.append(len(read_until_quiet(master)))
        return sum(counts) // len(counts)
    finally:
        os.write(master, b"\x03")
        process.wait(timeout=10)
        os.close(master)


def main():
    for alone in (False, True):
        print("the photo alone" if alone else "a photo's detail", "(bytes per → to the next photo)")
        print("size     " + "".join(f"{mode:>10}" for mode in MODES))
        for width, height in SIZES:
            row = [measure(mode, width, height, alone) for mode in MODES]
            print(f"{width}x{height:<5}" + "".join(f"{count:>10,}" for count in row))
        print()


if __name__ == "__main__":
    main()
