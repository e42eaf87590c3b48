#!/usr/bin/env python3
"""Writes the seed inputs of the four fuzz targets into fuzz/seeds/<target>/.

Seeds come from the catalogue (exercises/), the test fixtures, the bank's
witnesses and paraphrases, and a few progress files. The committed corpus
(fuzz/corpus/<target>/) is what `cargo fuzz cmin` keeps of seeds plus what
the fuzzer found; see the README, "Fuzzing".

Usage: python3 fuzz/seed_corpora.py   (from the repository root)
"""
import hashlib
import os
import re
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
    witnesses = []
    for path in toml_files("bank"):
        with open(path, "rb") as f:
            bank = tomllib.load(f)
        for entry in bank.get("entry", []):
            if "witness" in entry:
                witnesses.append(entry["witness"])
                write("exercise", entry["witness"])
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

    # ask: the paraphrases and the bank's keywords, in each language.
    with open(os.path.join(ROOT, "tests/fixtures/qa/paraphrases.toml"), "rb") as f:
        for case in tomllib.load(f)["case"]:
            write("ask", case["text"])
    for path in toml_files("bank"):
        with open(path, "rb") as f:
            for entry in tomllib.load(f).get("entry", []):
                for lang, words in entry.get("keywords", {}).items():
                    write("ask", " ".join(words) + " ?")

    # progress: an empty, a typical and a few odd progress files.
    for text in [
        "",
        "(version:1,exercises:{})",
        '(version:1,exercises:{"dominoes/blocked-equal":(solved:[1,],attempts:1,done:true,),},)',
        '(\n    version: 1,\n    exercises: {\n        "hnefatafl/edge-not-corner": (\n            solved: [1, 3],\n            attempts: 7,\n            done: false,\n        ),\n    },\n)',
        '(version:99,exercises:{"x":(solved:[],attempts:0,done:false,extra:1)})',
        "not ron at all {",
        "\ufeff(version:1,exercises:{})",
    ]:
        write("progress", text)


if __name__ == "__main__":
    main()
