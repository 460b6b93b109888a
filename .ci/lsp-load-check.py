#!/usr/bin/env python3
"""The language server under load: a 1 MB document changed 50 times in a burst. Every change is
queued while a lint runs, so the server lints the latest version instead of each one: the last
diagnostics must come within 60 s and be published for at most 3 versions. Usage: lsp-load-check.py BIN"""
import json, os, subprocess, sys, tempfile, time, threading
binary = sys.argv[1]
workdir = tempfile.mkdtemp()
open(os.path.join(workdir, ".linter.yml"), "w").write("platforms: [ios]\n")
p = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=workdir)
def send(obj):
    body = json.dumps(obj).encode()
    p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    p.stdin.flush()
received = []
def reader():
    f = p.stdout
    while True:
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            c = f.read(1)
            if not c: return
            header += c
        n = int(header.split(b":")[1].split(b"\r\n")[0])
        msg = json.loads(f.read(n))
        received.append((time.time(), msg))
t = threading.Thread(target=reader, daemon=True); t.start()
send({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}})
send({"jsonrpc":"2.0","method":"initialized","params":{}})
uri = "file://" + workdir + "/big.html"
line = '<an-view (tap)="go()"><an-text>Hola</an-text></an-view>\n'
base = line * (1_000_000 // len(line))
send({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":uri,"languageId":"html","version":1,"text":base}}})
start = time.time()
for v in range(2, 52):
    send({"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":uri,"version":v},"contentChanges":[{"text": base + "<!-- %d -->\n" % v}]}})
sent = time.time()
while True:
    done = [m for (tm, m) in received if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == 51]
    if done: break
    if time.time() - start > 120: print("lsp load: no diagnostics for the last version after 120 s"); sys.exit(1)
    time.sleep(0.01)
end = [tm for (tm, m) in received if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == 51][0]
pubs = [m["params"].get("version") for (tm, m) in received if m.get("method") == "textDocument/publishDiagnostics"]
print("document %d bytes; 50 didChange sent in %.2f s; last diagnostics %.2f s after the first change (%.2f s after the last was sent); publishes for versions %s" % (len(base), sent-start, end-start, end-sent, pubs))
if end - start > 60 or len(pubs) > 3:
    print("lsp load: too slow or not coalesced"); sys.exit(1)

def wait_for(predicate, what):
    limit = time.time() + 30
    while time.time() < limit:
        found = [m for (tm, m) in received if predicate(m)]
        if found: return found[0]
        time.sleep(0.01)
    print("lsp load: " + what); sys.exit(1)

# A lone surrogate in didOpen (json.dumps writes it as \ud800): the document is tracked.
uri2 = "file://" + workdir + "/surrogate.html"
send({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":uri2,"languageId":"html","version":1,"text":"<an-view (tap)=\"go()\">\ud800</an-view>\n"}}})
pub = wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri2, "no diagnostics for a document with a lone surrogate")
if len(pub["params"]["diagnostics"]) != 1: print("lsp load: wrong diagnostics for the lone surrogate document"); sys.exit(1)
# A malformed range: refused with a message, the document kept.
send({"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":uri2,"version":2},"contentChanges":[{"range":{"start":{"line":0.5,"character":0},"end":{"line":0,"character":1}},"text":""}]}})
wait_for(lambda m: m.get("method") == "window/showMessage" and "invalid range" in m["params"]["message"], "no message for a malformed range")
# An oversized message: an error response, and the server is still alive.
p.stdin.write(b"Content-Length: 1000000000000\r\n\r\n"); p.stdin.flush()
wait_for(lambda m: "error" in m and "too large" in m["error"]["message"], "no error for an oversized message")
p.terminate()
p.wait(timeout=30)
print("lsp load: a lone surrogate, a malformed range and an oversized message are handled")
print("lsp load: ok")
