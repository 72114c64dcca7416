"""A showcase process in a pseudo-terminal, for the benchmarks that drive one (picture_bytes.py,
picture_cost.py, key_instructions.py)."""

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time

def showcase_package(checkout):
    """The checkout's package of the showcase: `Showcase/`, or the checkout itself before the
    toolkit stood alone."""
    nested = os.path.join(checkout, "Showcase")
    return nested if os.path.exists(os.path.join(nested, "Package.swift")) else checkout


def showcase_binary(checkout, build="release"):
    """The checkout's `showcase`, built in `build`; exits saying how to build it where it is
    not."""
    binary = os.path.join(showcase_package(checkout), ".build", build, "showcase")
    if not os.access(binary, os.X_OK):
        flags = " -c release" if build == "release" else ""
        sys.exit(f"no {binary}: swift build{flags} --product showcase there first")
    return binary


# A cell taken as 10x20 pixels, as the window size reports it.
CELL = (10, 20)


def start(command, width, height, stderr=None):
    """Starts `command` in a `width`x`height` pseudo-terminal (TERM=xterm-256color, true colour);
    returns the process and the terminal's side to read and write. Standard error goes to the
    terminal too unless `stderr` (a file) is given."""
    master, slave = pty.openpty()
    size = struct.pack("HHHH", height, width, width * CELL[0], height * CELL[1])
    fcntl.ioctl(slave, termios.TIOCSWINSZ, size)
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    process = subprocess.Popen(
        command, stdin=slave, stdout=slave, stderr=stderr or slave, env=env, close_fds=True)
    os.close(slave)
    return process, master


def read_until_quiet(fd, quiet=0.6, limit=20.0):
    """What the app writes until it has written nothing for `quiet` seconds (at most `limit`)."""
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
