#!/usr/bin/env python3
"""Records a committed session again, from its own keys, when a change of the app's frames
makes the old one diverge (CommittedRecordingTests then says so).

    swift build --package-path Showcase --product showcase
    python3 Showcase/Tests/ShowcaseTests/Recording/rerecord.py cocktails [KEY ...]

It runs `showcase ARGUMENTS --record FILE` in a tmux window of the recording's size, in a fresh
home (its own caches and data), sends the recorded keys at the recorded times, then any KEY
given (one a second), ends the session with Ctrl-C and writes the new recording over the old.
Read the new last frame before committing it: it is what the test then expects.
"""
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SHOWCASE = os.path.join(ROOT, ".build", "debug", "showcase")
# The recording's key names (TerminalUI's Key+Name) that tmux names otherwise.
TMUX_KEYS = {
    "enter": "Enter", "escape": "Escape", "up": "Up", "down": "Down", "left": "Left",
    "right": "Right", "tab": "Tab", "backtab": "BTab", "backspace": "BSpace", "delete": "DC",
    "home": "Home", "end": "End", "pageup": "PPage", "pagedown": "NPage", "space": "Space",
}


def tmux_key(name):
    if name in TMUX_KEYS:
        return TMUX_KEYS[name]
    if name.startswith("ctrl-"):
        return "C-" + name[5:]
    if len(name) > 1 and name[0] == "F" and name[1:].isdigit():
        return name
    return name


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    path = os.path.join(HERE, "Recordings", sys.argv[1] + ".json")
    with open(path) as file:
        recording = json.load(file)
    home = tempfile.mkdtemp(prefix="rerecord-")
    output = os.path.join(home, "recording.json")
    environment = dict(recording.get("environment", {}))
    environment.update({
        "HOME": home, "PATH": os.environ["PATH"],
        "XDG_DATA_HOME": os.path.join(home, "data"), "XDG_CACHE_HOME": os.path.join(home, "cache"),
    })
    command = ["env", "-i"] + [f"{k}={v}" for k, v in environment.items()]
    command += [SHOWCASE] + recording["arguments"] + ["--record", output]
    session = "rerecord-" + str(os.getpid())
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", str(recording["width"]),
         "-y", str(recording["height"]), shlex.join(command) + "; sleep 30"],
        check=True)
    try:
        started = time.monotonic()
        for entry in recording["inputs"]:
            wait = started + entry["at"] / 1000 - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            subprocess.run(["tmux", "send-keys", "-t", session, tmux_key(entry["key"])], check=True)
        for key in sys.argv[2:]:
            time.sleep(1)
            subprocess.run(["tmux", "send-keys", "-t", session, tmux_key(key)], check=True)
        time.sleep(2)
        subprocess.run(["tmux", "send-keys", "-t", session, "C-c"], check=True)
        for _ in range(100):
            if os.path.exists(output) and os.path.getsize(output) > 0:
                time.sleep(0.5)
                break
            time.sleep(0.1)
        else:
            sys.exit("rerecord: the session wrote no recording")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False)
    shutil.copyfile(output, path)
    shutil.rmtree(home, ignore_errors=True)
    with open(path) as file:
        print(json.load(file)["finalFrame"])


if __name__ == "__main__":
    main()
