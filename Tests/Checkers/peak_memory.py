"""Runs a command and prints its exit status and the peak of its resident memory in bytes.

Usage: python3 peak_memory.py OUTPUT COMMAND [ARGUMENT...]
The command reads /dev/null, writes its standard output to OUTPUT and its errors nowhere.

Usage: python3 peak_memory.py --terminal REPORT COMMAND [ARGUMENT...]
The command keeps this script's terminal, for an interactive command; the report (status
and peak, and a line feed) is written to REPORT rather than printed.

Linux keeps a process's high-water mark of resident memory across fork and exec, so a
child started by a large process (a test runner) reports at least that process's peak.
This small process forks the command itself: the figure is the command's own peak, or this
script's few megabytes, whichever is larger.
"""
import os
import sys


def main():
    terminal = sys.argv[1] == "--terminal"
    arguments = sys.argv[2:] if terminal else sys.argv[1:]
    output, command = arguments[0], arguments[1:]
    pid = os.fork()
    if pid == 0:
        if not terminal:
            null = os.open(os.devnull, os.O_RDWR)
            os.dup2(null, 0)
            os.dup2(os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 1)
            os.dup2(null, 2)
        try:
            os.execv(command[0], command)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    # ru_maxrss is in bytes on macOS and in KiB on Linux.
    unit = 1 if sys.platform == "darwin" else 1024
    report = f"{os.waitstatus_to_exitcode(status)} {usage.ru_maxrss * unit}"
    if terminal:
        with open(output, "w") as file:
            file.write(report + "\n")
    else:
        print(report)


if __name__ == "__main__":
    main()
