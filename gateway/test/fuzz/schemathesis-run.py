"""Runs the schemathesis CLI with Python's `ast.parse` taken one thread at a time.

CPython 3.11 keeps the AST constructor's recursion counter in state shared by every thread, so two
of schemathesis's worker threads parsing source at once (Hypothesis does, to describe the lambdas
in its strategies) can fail one of them with "SystemError: AST constructor recursion depth
mismatch" - an error in the fuzzer, reported as an error of whatever operation it was testing.
"""

import ast
import sys
import threading

_lock = threading.Lock()
_parse = ast.parse


def _serialized_parse(*args, **kwargs):
    with _lock:
        return _parse(*args, **kwargs)


ast.parse = _serialized_parse

from schemathesis.cli import schemathesis  # noqa: E402

if __name__ == "__main__":
    sys.argv[0] = "st"
    sys.exit(schemathesis())
