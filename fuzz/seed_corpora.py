#!/usr/bin/env python3
"""Writes the seed inputs of the fuzz targets into fuzz/seeds/<target>/.

Seeds come from the catalogue (exercises/), the test fixtures, the facts'
witnesses, the learners' questions (tests/fixtures/qa/), a few progress
files, the game records (tests/fixtures/records/, docs/game-records.md) and
a few drill plans. Only files of a fresh clone are read; a missing source is
skipped with a word on stderr, never a stop. The committed corpus
(fuzz/corpus/<target>/) is what `cargo fuzz cmin` keeps of seeds plus what
the fuzzer found; see the README, "Fuzzing".

Usage: python3 fuzz/seed_corpora.py   (from the repository root)
"""
import hashlib
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "fuzz", "seeds")


def write(target, data):
    if isinstance(data, str):
        data = data.encode()
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def toml_files(*dirs):
    for top in dirs:
        for dirpath, _, files in sorted(os.walk(os.path.join(ROOT, top))):
            for fn in sorted(files):
                if fn.endswith(".toml"):
                    yield os.path.join(dirpath, fn)


def load_toml(path):
    """The TOML file at `path` (from the root), or None with a word on stderr."""
    full = os.path.join(ROOT, path)
    try:
        with open(full, "rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as e:
        print(f"seed_corpora: {path} skipped ({e})", file=sys.stderr)
        return None


def catalogue():
    """The catalogue files in the order the library lists them (game, name)."""
    games = ["aeroplane", "chinese-checkers", "dominoes", "hnefatafl"]
    out = []
    for g in games:
        d = os.path.join(ROOT, "exercises", g)
        out += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".toml")]
    return out


def main():
    # exercise: whole files, the bank's witnesses and the README example.
    for path in toml_files("exercises", "tests/fixtures"):
        with open(path, "rb") as f:
            write("exercise", f.read())
    for path in toml_files("facts"):
        with open(path, "rb") as f:
            facts = tomllib.load(f)
        for fact in facts.get("fact", []):
            if "witness" in fact:
                write("exercise", "format = 1\ngame = \"%s\"\nlevel = 1\n%s"
                      % (os.path.basename(path)[:-5], fact["witness"]))
    with open(os.path.join(ROOT, "README.md")) as f:
        readme = f.read()
    m = re.search(r"```toml\n(.*?)```", readme, re.S)
    if m:
        write("exercise", m.group(1))

    # parsers: every quoted string of each catalogue file, behind the byte
    # that selects that file's position in the target.
    for index, path in enumerate(catalogue()):
        with open(path) as f:
            text = f.read()
        for s in sorted(set(re.findall(r'"([^"\n]*)"', text))):
            write("parsers", bytes([index]) + s.encode())
        moves = re.findall(r"moves = \[([^\]]*)\]", text)
        for m in moves:
            items = re.findall(r'"([^"]*)"', m)
            if len(items) > 1:
                write("parsers", bytes([index]) + ";".join(items).encode())

    # ask: the learners' questions (dev and test corpora), in each language.
    for name in ["corpus-dev.toml", "corpus-test.toml"]:
        corpus = load_toml(os.path.join("tests/fixtures/qa", name))
        for q in (corpus or {}).get("q", []):
            write("ask", q["text"])

    # progress: an empty, a typical and a few odd progress files.
    for text in [
        "",
        "(version:1,exercises:{})",
        '(version:1,exercises:{"dominoes/blocked-equal":(solved:[1,],attempts:1,done:true,),},)',
        '(\n    version: 1,\n    exercises: {\n        "hnefatafl/edge-not-corner": (\n            solved: [1, 3],\n            attempts: 7,\n            done: false,\n        ),\n    },\n)',
        '(version:99,exercises:{"x":(solved:[],attempts:0,done:false,extra:1)})',
        "not ron at all {",
        "\ufeff(version:1,exercises:{})",
        '(version:2,exercises:{"a/b":(solved:[1],note:"x" // a comment\n),},later:[1,/* two */2],)',
        b"(version:2,exercises:{\"/home/t/\xe9l\xe8ve.toml#1\":(solved:[1],),},)",
    ]:
        write("progress", text)

    # records: every record fixture and documented record, and each cut
    # after a few of its moves (a game stopped early).
    records = [p for p in toml_files("tests/fixtures/records")]
    for path in records:
        with open(path, "rb") as f:
            data = f.read()
        write("records", data)
        text = data.decode("utf-8", "replace")
        m = re.search(r"moves = \[\n(.*?)\]", text, re.S)
        if m:
            lines = m.group(1).splitlines(keepends=True)
            for keep in [0, 1, 3, 10]:
                if keep < len(lines):
                    cut = text[:m.start(1)] + "".join(lines[:keep]) + text[m.end(1):]
                    write("records", re.sub(r'^result = .*\n', "", cut, flags=re.M))
    try:
        with open(os.path.join(ROOT, "docs", "game-records.md")) as f:
            for block in re.findall(r"```toml\n(.*?)```", f.read(), re.S):
                write("records", block)
    except OSError as e:
        print(f"seed_corpora: docs/game-records.md skipped ({e})", file=sys.stderr)

    # exports: drill plans (game, topic, level, count, then the seed bytes).
    for game in range(4):
        for topic in range(3):
            for level in range(3):
                write("exports", bytes([game, topic, level, level, 7, game, topic]))


if __name__ == "__main__":
    main()
