#!/usr/bin/env python3
"""Drives `sections pick` (or `view`) in a pseudo-terminal like a person at a keyboard.

Usage: pick_session.py BINARY FILE COLUMNS ROWS COMMAND KEY...

COMMAND is the command and its options as one argument ("pick", "pick --multi", "view");
TERM is xterm-256color.

Each KEY is sent after the screen settles, written with Python escapes ("\\x1b[B" is
Down, "\\r" Enter) and sent as UTF-8; a KEY that starts with "bytes:" is the bytes its
escapes say ("bytes:x\\xff" is x and the byte 0xFF, which is no UTF-8), and one that starts
with "file:" is the bytes of the file named after it (a paste of any size). Prints one JSON
object: the exit status, what the program wrote to standard output (the pty is only its
terminal), the screen (read by the pyte VT100 emulator) before each key and at the end,
and whether the terminal's settings after the program match those before it.
"""
import codecs
import fcntl
import json
import os
import pty
import select
import struct
import sys
import tempfile
import termios
import time

try:
    import pyte
except ImportError:
    sys.exit("pick_session.py needs pyte: python3 -m pip install pyte==0.8.2")


def drain(fd, stream, seconds):
    """Feeds the emulator what the program writes until it is quiet for `seconds`."""
    while True:
        ready, _, _ = select.select([fd], [], [], seconds)
        if not ready:
            return True
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        stream.feed(data)


def send(fd, data, stream):
    """Writes `data`, feeding the emulator meanwhile: a program that draws while it reads
    must never block on its output while this blocks on its input. Gives up after 15 s
    of a program that does not read, which the screens and the status then show."""
    view = memoryview(data)
    deadline = time.time() + 15
    # Without blocking: a write of more than there is room for must not wait.
    os.set_blocking(fd, False)
    try:
        while view and time.time() < deadline:
            readable, writable, _ = select.select([fd], [fd], [], 1.0)
            try:
                if readable:
                    stream.feed(os.read(fd, 65536))
                if writable:
                    view = view[os.write(fd, view[:65536]):]
            except BlockingIOError:
                continue
            except OSError:
                return
    finally:
        os.set_blocking(fd, True)


def key_bytes(key):
    if key.startswith("bytes:"):
        return codecs.decode(key[6:], "unicode_escape").encode("latin-1")
    if key.startswith("file:"):
        with open(key[5:], "rb") as f:
            return f.read()
    return codecs.decode(key, "unicode_escape").encode("utf-8")


def main():
    binary, path, columns, rows = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    # The command and its options come first, as "pick --multi": one argument, split here.
    command = sys.argv[5].split()
    keys = [key_bytes(key) for key in sys.argv[6:]]
    out = tempfile.NamedTemporaryFile(delete=False)
    out.close()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        descriptor = os.open(out.name, os.O_WRONLY | os.O_TRUNC)
        os.dup2(descriptor, 1)
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary] + command + [path])
    before = termios.tcgetattr(fd)
    screen = pyte.Screen(columns, rows)
    stream = pyte.ByteStream(screen)
    screens = []
    alive = drain(fd, stream, 1.0)
    for key in keys:
        screens.append([line.rstrip() for line in screen.display])
        if not alive:
            break
        send(fd, key, stream)
        alive = drain(fd, stream, 0.4)
    deadline = time.time() + 10
    status = None
    while time.time() < deadline:
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(code)
            break
        drain(fd, stream, 0.1)
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    restored = status is not None and termios.tcgetattr(fd) == before
    screens.append([line.rstrip() for line in screen.display])
    with open(out.name, "rb") as f:
        stdout = f.read().decode("utf-8", "replace")
    os.unlink(out.name)
    json.dump({"status": status, "stdout": stdout, "screens": screens, "restored": restored}, sys.stdout)


if __name__ == "__main__":
    main()
