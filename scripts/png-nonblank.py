#!/usr/bin/env python3
"""Checks that PNG screenshots are not blank: enough dark ink, enough colours.

Usage: png-nonblank.py FILE.png...   (exit 0 when every file passes, else 1)

Standard library only: the PNG is decoded here (8-bit RGB or RGBA, the
formats Chromium writes). A page counts as non-blank when at least 1% of its
pixels are dark (text, lines, pieces) and it holds at least 8 distinct
colours (not a flat grey page with a stray line).
"""
import struct
import sys
import zlib


def decode(path):
    """Returns (width, height, rows) with rows as lists of (r, g, b)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    rows = []
    i = 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + b) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, bpp)])
        prev = line
    return width, height, rows


def check(path):
    width, height, rows = decode(path)
    pixels = width * height
    dark = 0
    colours = set()
    for row in rows:
        for r, g, b in row:
            if 0.299 * r + 0.587 * g + 0.114 * b < 110:
                dark += 1
            if len(colours) < 64:
                colours.add((r, g, b))
    share = dark / pixels
    ok = share >= 0.01 and len(colours) >= 8
    verdict = "ok" if ok else "BLANK"
    print(f"{path}: {width}x{height}, {share:.1%} dark pixels, "
          f"{len(colours)}{'+' if len(colours) == 64 else ''} colours: {verdict}")
    return ok


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    results = [check(p) for p in sys.argv[1:]]
    sys.exit(0 if all(results) else 1)
