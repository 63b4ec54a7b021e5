#!/usr/bin/env python3
"""Exits 0 when a PNG screenshot shows something: several colours, and enough pixels that
differ from the most common one (the background). Standard library only.

Usage: screenshot-not-blank.py FILE.png
"""
import collections
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, width, height, channels = 8, b"", 0, 0, 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), "expects 8-bit RGB or RGBA"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw, stride, previous, rows = zlib.decompress(idat), width * channels, bytearray(width * channels), []
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                best = min((abs(p - left), 0, left), (abs(p - up), 1, up), (abs(p - corner), 2, corner))[2]
                line[x] = (line[x] + best) & 255
        rows.append(bytes(line))
        previous = line
    return [row[x:x + 3] for row in rows[::4] for x in range(0, stride, channels * 4)]


if __name__ == "__main__":
    sample = pixels(sys.argv[1])
    counts = collections.Counter(sample)
    background = counts.most_common(1)[0][1]
    varied = 1 - background / len(sample)
    print("%s: %d colours, %.1f%% not background" % (sys.argv[1], len(counts), varied * 100))
    sys.exit(0 if len(counts) > 8 and varied > 0.01 else 1)
