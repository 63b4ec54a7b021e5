"""Runs a command and prints its exit status and the peak of its resident memory in bytes.

Usage: python3 peak_memory.py OUTPUT COMMAND [ARGUMENT...]
The command reads /dev/null, writes its standard output to OUTPUT and its errors nowhere.

Linux keeps a process's high-water mark of resident memory across fork and exec, so a
child started by a large process (a test runner) reports at least that process's peak.
This small process forks the command itself: the figure is the command's own peak, or this
script's few megabytes, whichever is larger.
"""
import os
import sys


def main():
    output, command = sys.argv[1], sys.argv[2:]
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 1)
        os.dup2(null, 2)
        try:
            os.execv(command[0], command)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    # ru_maxrss is in KiB on Linux.
    print(os.waitstatus_to_exitcode(status), usage.ru_maxrss * 1024)


if __name__ == "__main__":
    main()
