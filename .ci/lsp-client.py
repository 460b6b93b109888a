#!/usr/bin/env python3
"""Drives `an-lint lsp` with a real LSP client (pygls + lsprotocol).

Usage: lsp-client.py BIN

For each position encoding (UTF-16, the default, then UTF-8 when the client offers it), it
starts `BIN lsp`, initializes, opens an unsaved document whose line 2 has a (tap) on a plain
view after an emoji, and checks the published diagnostic (rule, exact range in the negotiated
unit, severity, source, rule doc link); asks for code actions and checks the "disable for this
line" edit; applies that edit (unsaved) and checks the diagnostic goes; changes the text to a
real fix and checks the diagnostics stay empty; closes it (empty diagnostics); then shuts down
and exits, and checks the server's exit code is 0. Prints `lsp: ok`, or what differs and exits 1.
"""
import asyncio
import os
import sys
import tempfile
from urllib.parse import quote

from lsprotocol import types
from pygls.lsp.client import BaseLanguageClient

RULE = "tap-needs-button-role"
HREF = "https://github.com/an-lint/an-lint/blob/main/rules/" + RULE + ".md"
LINE0 = "<an-text>Hello 😀 مرحبا</an-text>"
LINE1_PREFIX = "  <an-text>😀</an-text><"
TEXT = LINE0 + "\n" + LINE1_PREFIX + 'an-view (tap)="go()"></an-view>\n'
FIXED = LINE0 + "\n" + '  <an-text>😀</an-text><an-button (tap)="go()">Go</an-button>\n'
TIMEOUT = 20

failures = []


def check(what, actual, expected):
    if isinstance(actual, tuple):  # lsprotocol structures JSON arrays as tuples
        actual = list(actual)
    if actual != expected:
        failures.append(f"{what}: expected {expected!r}, got {actual!r}")
        return False
    return True


def units(text, encoding):
    """Length of `text` in LSP position units."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    return len(text.encode("utf-16-le")) // 2


def apply_edit(text, edit, encoding):
    """Applies one single-line LSP TextEdit to `text` (positions in `encoding` units)."""
    lines = text.split("\n")

    def offset(pos):
        before = sum(len(l) + 1 for l in lines[: pos.line])
        line = lines[pos.line]
        count = 0
        for i, ch in enumerate(line):
            if count >= pos.character:
                return before + i
            count += units(ch, encoding)
        return before + len(line)

    start, end = offset(edit.range.start), offset(edit.range.end)
    return text[:start] + edit.new_text + text[end:]


async def scenario(binary, directory, encoding_offered):
    label = "utf-8" if encoding_offered else "utf-16"
    client = BaseLanguageClient("an-lint-ci", "1")
    published = asyncio.Queue()
    exit_codes = []

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams):
        published.put_nowait(params)

    async def server_exit(server):
        exit_codes.append(server.returncode)

    client.server_exit = server_exit

    async def next_publish(version):
        while True:
            params = await asyncio.wait_for(published.get(), TIMEOUT)
            if params.uri == uri and params.version == version:
                return params

    await client.start_io(binary, "lsp")
    path = os.path.join(directory, f"unsaved {label}.html")
    uri = "file://" + quote(path)
    general = types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]) if encoding_offered else None
    result = await asyncio.wait_for(client.initialize_async(types.InitializeParams(
        process_id=os.getpid(), root_uri=None, capabilities=types.ClientCapabilities(general=general))), TIMEOUT)
    encoding = "utf-8" if encoding_offered else "utf-16"
    caps = result.capabilities
    check(f"[{label}] positionEncoding", caps.position_encoding, encoding)
    sync = caps.text_document_sync
    check(f"[{label}] textDocumentSync.change", getattr(sync, "change", None), types.TextDocumentSyncKind.Full)
    check(f"[{label}] textDocumentSync.openClose", getattr(sync, "open_close", None), True)
    check(f"[{label}] codeActionKinds", getattr(caps.code_action_provider, "code_action_kinds", None),
          [types.CodeActionKind.QuickFix])
    client.initialized(types.InitializedParams())

    # Open: one diagnostic, on line 2 after the emoji.
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="html", version=1, text=TEXT)))
    params = await next_publish(1)
    start = units(LINE1_PREFIX, encoding)
    expected_range = types.Range(start=types.Position(line=1, character=start),
                                 end=types.Position(line=1, character=start + len("an-view")))
    diagnostic = None
    if check(f"[{label}] diagnostics on open", [d.code for d in params.diagnostics], [RULE]):
        diagnostic = params.diagnostics[0]
        check(f"[{label}] range", diagnostic.range, expected_range)
        check(f"[{label}] severity", diagnostic.severity, types.DiagnosticSeverity.Error)
        check(f"[{label}] source", diagnostic.source, "an-lint")
        check(f"[{label}] codeDescription.href", diagnostic.code_description and diagnostic.code_description.href, HREF)
        check(f"[{label}] message mentions the element", "'an-view' handles (tap)" in diagnostic.message, True)

    # Code actions for that diagnostic: the disable comment, above the line, indented like it.
    if diagnostic is not None:
        actions = await asyncio.wait_for(client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]))), TIMEOUT)
        titles = [a.title for a in actions or []]
        title = f"Disable {RULE} for this line"
        if check(f"[{label}] code action titles", titles, [title]):
            action = actions[0]
            check(f"[{label}] code action kind", action.kind, types.CodeActionKind.QuickFix)
            edits = (action.edit.changes or {}).get(uri) if action.edit else None
            at = types.Position(line=1, character=2)
            expected_edit = types.TextEdit(range=types.Range(start=at, end=at),
                                           new_text=f"<!-- an-lint-disable-next-line {RULE} -->\n  ")
            if check(f"[{label}] disable edit", edits, [expected_edit]):
                # Apply it to the unsaved buffer: the finding is suppressed.
                suppressed = apply_edit(TEXT, edits[0], encoding)
                check(f"[{label}] text after the disable edit", suppressed.split("\n")[1:3],
                      [f"  <!-- an-lint-disable-next-line {RULE} -->", LINE1_PREFIX + 'an-view (tap)="go()"></an-view>'])
                client.text_document_did_change(types.DidChangeTextDocumentParams(
                    text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
                    content_changes=[types.TextDocumentContentChangeWholeDocument(text=suppressed)]))
                params = await next_publish(2)
                check(f"[{label}] diagnostics after the disable comment", params.diagnostics, [])

    # Back to the problem, then the real fix, both unsaved: diagnostics follow the buffer.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=TEXT)]))
    params = await next_publish(3)
    check(f"[{label}] diagnostics after reverting", [d.code for d in params.diagnostics], [RULE])
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=4),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=FIXED)]))
    params = await next_publish(4)
    check(f"[{label}] diagnostics after the fix", params.diagnostics, [])
    check(f"[{label}] the document was never saved", os.path.exists(path), False)

    client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    params = await next_publish(None)
    check(f"[{label}] diagnostics after close", params.diagnostics, [])

    await asyncio.wait_for(client.shutdown_async(None), TIMEOUT)
    client.exit(None)
    await asyncio.wait_for(client.stop(), TIMEOUT)
    check(f"[{label}] server exit code", exit_codes, [0])


async def main(binary):
    with tempfile.TemporaryDirectory(prefix="an-lint lsp ") as directory:
        with open(os.path.join(directory, ".linter.yml"), "w") as f:
            f.write("platforms: [ios, android]\n")
        for offered in (False, True):
            try:
                await scenario(binary, directory, offered)
            except asyncio.TimeoutError:
                failures.append(f"[{'utf-8' if offered else 'utf-16'}] timed out waiting for the server")
            except Exception as error:  # the server died, or answered something unreadable
                failures.append(f"[{'utf-8' if offered else 'utf-16'}] {type(error).__name__}: {error}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: lsp-client.py BIN", file=sys.stderr)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        print(f"lsp: {binary} is not an executable", file=sys.stderr)
        sys.exit(1)
    asyncio.run(main(binary))
    if failures:
        for failure in failures:
            print("lsp: " + failure)
        print(f"lsp: {len(failures)} check(s) failed")
        sys.exit(1)
    print("lsp: ok")
