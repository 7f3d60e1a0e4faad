#!/usr/bin/env python3
"""What Olympus costs as a terminal program, measured from outside on a pseudo-terminal:
start-up to the first drawn menu, resident memory at the menu and in a game, and the bytes
written to the terminal for a one-step cursor move (median over many moves).
    terminal_bench.py OLYMPUS_BINARY [--runs N]"""
import os, pty, select, signal, statistics, sys, tempfile, time, fcntl, termios, struct

def spawn(binary, save_dir, cols=80, rows=24):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ["LANG"] = os.environ.get("LANG", "C.UTF-8")
        os.execv(binary, [binary, "--save-dir", save_dir])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd

def read_until(fd, needle, timeout=5.0):
    buf, t0 = b"", time.monotonic()
    while time.monotonic() - t0 < timeout:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            buf += chunk
            if needle in buf:
                return buf, time.monotonic() - t0
    raise RuntimeError("did not see %r" % needle)

def drain(fd, quiet=0.15):
    """Bytes written until the terminal has been quiet for `quiet` seconds."""
    n, last = 0, time.monotonic()
    while time.monotonic() - last < quiet:
        r, _, _ = select.select([fd], [], [], 0.02)
        if r:
            try:
                n += len(os.read(fd, 65536))
            except OSError:
                break
            last = time.monotonic()
    return n

def rss_kib(pid, field="VmRSS"):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0

def stop(pid, fd):
    try:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
    except OSError:
        pass
    os.close(fd)

def main():
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 20
    save_dir = tempfile.mkdtemp(prefix="olympus-bench-")
    starts, rss, moves = [], [], []
    for _ in range(runs):
        t0 = time.monotonic()
        pid, fd = spawn(binary, save_dir)
        read_until(fd, b"Quit")
        starts.append(time.monotonic() - t0)
        drain(fd)
        rss.append(rss_kib(pid))
        for _ in range(10):
            os.write(fd, b"\x1bOB")  # Down (xterm keypad mode): the menu cursor moves one line
            moves.append(drain(fd, 0.08))
        stop(pid, fd)
    print("start-up to the first drawn menu: median %.1f ms (min %.1f, %d runs)" % (
        1000 * statistics.median(starts), 1000 * min(starts), runs))
    print("resident memory at the menu: median %.0f KiB (%.2f MiB)" % (statistics.median(rss), statistics.median(rss) / 1024))
    print("bytes to the terminal per menu cursor move: median %d, max %d (%d moves)" % (
        statistics.median(moves), max(moves), len(moves)))

    # In a game: Hera & Zeus against the computer, moving the hand cursor one card.
    pid, fd = spawn(binary, save_dir)
    read_until(fd, b"Quit")
    os.write(fd, b"\x1bOB\r")  # the second game, Hera & Zeus
    drain(fd, 0.5)
    os.write(fd, b"\r")          # New game
    drain(fd, 0.5)
    os.write(fd, b"\x1bOF\r")    # End, Enter: start with the defaults
    buf = b""
    t0 = time.monotonic()
    while time.monotonic() - t0 < 3 and b"draw" not in buf:  # the play screen's key line
        r, _, _ = select.select([fd], [], [], 0.1)
        if r:
            buf += os.read(fd, 65536)
    if b"draw" not in buf:
        raise RuntimeError("the Hera & Zeus play screen did not appear")
    drain(fd, 0.5)
    game_moves = []
    for i in range(20):
        os.write(fd, b"\x1bOC" if i % 2 == 0 else b"\x1bOD")
        game_moves.append(drain(fd, 0.08))
    print("bytes to the terminal per card cursor move in Hera & Zeus: median %d, max %d" % (
        statistics.median(game_moves), max(game_moves)))
    print("resident memory in a Hera & Zeus game: %d KiB now, peak %d KiB" % (rss_kib(pid), rss_kib(pid, "VmHWM")))
    stop(pid, fd)

if __name__ == "__main__":
    main()
