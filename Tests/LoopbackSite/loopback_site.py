#!/usr/bin/python3
"""A small web site on 127.0.0.1 for the tests of importing from a web address.

    loopback_site.py ROOT

Serves the files of ROOT and the answers a real site can give, on a port the system
picks, which it prints (one line) once it listens. It stops when its standard input
closes, so it never outlives the test that started it.

    /files/NAME              the file ROOT/NAME, its type by its name (.html, .png, ...)
    /redirect?to=PATH        302 to PATH
    /redirect-loop           302 to itself, for ever
    /status/CODE             that HTTP status, with a short HTML body
    /slow                    headers never sent: the client's time limit ends it
    /large?bytes=N           an HTML page of N bytes, its length announced
    /large-chunked?bytes=N   the same without a length (chunked transfer coding)
"""

import mimetypes
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

ROOT = Path(sys.argv[1]).resolve()
STOPPED = threading.Event()


class Site(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        pass

    def do_GET(self):  # noqa: N802 (the base class's name)
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        path = url.path
        if path.startswith("/files/"):
            file = (ROOT / path[len("/files/"):]).resolve()
            if file.parent != ROOT or not file.is_file():
                return self.answer(404, b"<p>Not found</p>")
            kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
            return self.answer(200, file.read_bytes(), kind)
        if path == "/redirect":
            return self.answer(302, b"", headers={"Location": query["to"][0]})
        if path == "/redirect-loop":
            return self.answer(302, b"", headers={"Location": "/redirect-loop"})
        if path.startswith("/status/"):
            code = int(path[len("/status/"):])
            return self.answer(code, f"<p>HTTP {code}</p>".encode())
        if path == "/slow":
            STOPPED.wait(120)
            return None
        if path in ("/large", "/large-chunked"):
            size = int(query["bytes"][0])
            body = b"<html><body>" + b"x" * max(0, size - 26) + b"</body></html>"
            if path == "/large":
                return self.answer(200, body, "text/html")
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            try:
                for start in range(0, len(body), 65536):
                    chunk = body[start:start + 65536]
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.write(b"0\r\n\r\n")
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client stopped reading at its limit
            return None
        return self.answer(404, b"<p>Not found</p>")

    def answer(self, code, body, kind="text/html; charset=utf-8", headers=None):
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        try:
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped reading at its limit


def stop_when_stdin_closes():
    sys.stdin.buffer.read()
    STOPPED.set()
    os._exit(0)


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client that closes its connection (at its byte limit, its time limit, or after
        # its last request) is what the tests do on purpose.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


server = Server(("127.0.0.1", 0), Site)
threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
print(server.server_address[1], flush=True)
server.serve_forever()
