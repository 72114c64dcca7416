"""Instructions counted under qemu-user, with the TCG plugin in `InstructionCount/`: for the
benchmarks that count a whole showcase process's (picture_cost.py, key_instructions.py).

This machine's `perf` has no hardware counters and valgrind 3.19 cannot run the showcase; under
qemu-user every instruction the program runs is counted, in every thread, repeatably to well
under 1 % (the threads' timing moves it a little)."""

import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def compile_plugin(folder):
    """The plugin, compiled with `cc` into `folder`; exits saying what is missing without
    qemu-user."""
    if shutil.which("qemu-x86_64") is None:
        sys.exit("counting instructions needs qemu-user: apt-get install qemu-user")
    plugin = os.path.join(folder, "instruction_count.so")
    source = os.path.join(HERE, "InstructionCount", "instruction_count.c")
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", plugin, source], check=True)
    return plugin


def counted(command, plugin):
    """`command` run under qemu-user with `plugin`: at exit it writes "instructions: N" to its
    standard error."""
    return ["qemu-x86_64", "-plugin", plugin] + command


def reported(path):
    """The count in the standard error written to `path`."""
    with open(path, encoding="utf-8") as file:
        lines = [line for line in file if line.startswith("instructions: ")]
    if not lines:
        raise RuntimeError(f"no instruction count in {path}")
    return int(lines[-1].split()[1])
