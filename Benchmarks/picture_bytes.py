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

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Showcase")
BUILD = "release" if "--release" in sys.argv else "debug"
SHOWCASE = os.path.join(ROOT, ".build", BUILD, "showcase")
SIZES = [(80, 24), (120, 40), (200, 60)]
MODES = ["blocks", "kitty", "sixel", "iterm"]
CELL = (10, 20)
# The bundled sample's first photo (Openverse's id): the Gallery opens photos by their UUID.
PHOTO = "892f19b8-c7ad-57aa-be4c-f8f4d348cb20"


def read_until_quiet(fd, quiet=0.6, limit=20.0):
    """What the app writes until it has written nothing for `quiet` seconds."""
    data = b""
    start = time.monotonic()
    last = start
    while time.monotonic() - start < limit:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
            last = time.monotonic()
        elif time.monotonic() - last > quiet:
            break
    return data


def measure(mode, width, height, alone):
    master, slave = pty.openpty()
    size = struct.pack("HHHH", height, width, width * CELL[0], height * CELL[1])
    fcntl.ioctl(slave, termios.TIOCSWINSZ, size)
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    process = subprocess.Popen(
        [SHOWCASE, "gallery", "--photo", PHOTO, "--images", mode],
        stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
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
