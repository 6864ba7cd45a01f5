"""Parse a sitemap with Python's xml.etree.ElementTree, for comparison with Broadsheet's parser.

Usage: python3 etree_parse.py FILE

Reads FILE with ElementTree.iterparse (streaming: each <url> is cleared once read, as a careful
Python program would do), collecting the same fields Broadsheet's parser reports (loc, lastmod,
news:title, news:publication_date). It parses the file twice: once timed without tracing, once under
tracemalloc for the peak of Python-allocated memory (tracing slows Python down, so that pass is not
timed). Prints one JSON object: {"urls", "seconds", "peak_bytes", "bytes"}.
"""

import json
import os
import sys
import time
import tracemalloc
import xml.etree.ElementTree as ET

SM = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
NEWS = "{http://www.google.com/schemas/sitemap-news/0.9}"


def parse(path):
    urls = 0
    root = None
    for event, elem in ET.iterparse(path, events=("start", "end")):
        if event == "start":
            if root is None:
                root = elem
            continue
        if elem.tag == SM + "url":
            loc = elem.findtext(SM + "loc")
            elem.findtext(SM + "lastmod")
            news = elem.find(NEWS + "news")
            if news is not None:
                news.findtext(NEWS + "title")
                news.findtext(NEWS + "publication_date")
            if loc:
                urls += 1
            elem.clear()
            root.clear()
    return urls


def main():
    path = sys.argv[1]
    start = time.perf_counter()
    urls = parse(path)
    seconds = time.perf_counter() - start
    tracemalloc.start()
    parse(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    json.dump({"urls": urls, "seconds": seconds, "peak_bytes": peak, "bytes": os.path.getsize(path)}, sys.stdout)


if __name__ == "__main__":
    main()
