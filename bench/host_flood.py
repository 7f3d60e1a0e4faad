#!/usr/bin/env python3
"""The host's memory under a flood: 62 spectators that never read and a player sending COUNT
400-character chats (a thread reads its echoes). Usage: host_flood.py BINARY COUNT [LIMITS]
(LIMITS: OLYMPUS_HOST_LIMITS, e.g. per_peer=1000 for spectators as if from many peers). Prints
the host's VmRSS/VmHWM before, the peak, and after the wait (WAIT seconds, default 2)."""
import json, os, shutil, socket, struct, subprocess, sys, tempfile, threading, time

binary, count = sys.argv[1], int(sys.argv[2])
tmp = tempfile.mkdtemp(prefix="olympus-flood-")
env = dict(os.environ)
if len(sys.argv) > 3:
    env["OLYMPUS_HOST_LIMITS"] = sys.argv[3]
log = open(tmp + "/host.log", "w")
host = subprocess.Popen([binary, "--save-dir", tmp + "/save", "host", "herazeus", "--name", "f", "--dir", tmp],
                        stdout=log, stderr=subprocess.STDOUT, env=env)
sock = tmp + "/f.sock"
while "hosting" not in open(tmp + "/host.log").read():
    time.sleep(0.05)

def status():
    out = {}
    with open(f"/proc/{host.pid}/status") as f:
        for line in f:
            k, _, v = line.partition(":")
            if k in ("VmRSS", "VmHWM"):
                out[k] = int(v.split()[0])
    return out

def frame(m):
    b = json.dumps(m).encode()
    return struct.pack(">I", len(b)) + b

def connect():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(sock)
    return s

print("before", status())
player = connect()
player.sendall(frame({"type": "hello", "name": "p", "seat": 0}))
time.sleep(0.2)
crowd = []
for i in range(62):
    s = connect()
    s.sendall(frame({"type": "hello", "name": "w%d" % i, "watch": True}))
    crowd.append(s)  # never read
time.sleep(0.5)
received = [0]
def reader():
    while True:
        b = player.recv(1 << 16)
        if not b:
            return
        received[0] += len(b)
threading.Thread(target=reader, daemon=True).start()
peak = {}
stop = False
def sampler():
    while not stop:
        for k, v in status().items():
            peak[k] = max(peak.get(k, 0), v)
        time.sleep(0.05)
threading.Thread(target=sampler, daemon=True).start()
chat = frame({"type": "say", "text": "x" * 400})
t0 = time.time()
try:
    for i in range(0, count, 20):
        player.sendall(chat * 20)
except BrokenPipeError:
    print("the player was dropped")
print(f"sent {count} chats in {time.time() - t0:.1f} s")
time.sleep(float(os.environ.get("WAIT", "2")))
stop = True
print("peak", peak, "after the wait", status())
host.terminate()
host.wait()
lines = open(tmp + "/host.log").read().splitlines()
print("drops in the host log:", sum("dropped" in l for l in lines), [l for l in lines if "dropped p" in l][:1])
shutil.rmtree(tmp, ignore_errors=True)
