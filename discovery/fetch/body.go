package fetch

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// gzipMagic opens every gzip stream (RFC 1952).
var gzipMagic = []byte{0x1f, 0x8b}

// countingReader counts the bytes that came over the wire.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// readBody reads the body of resp, undoing gzip announced by Content-Encoding and gzip recognised by its
// magic bytes (a .xml.gz file, possibly also sent with Content-Encoding gzip). The cap counts decompressed
// bytes: over it, readBody returns *TooLargeError, or with keepHead the first limit bytes and no error.
// Memory stays within about twice the cap whatever the compression ratio. wire is the number of bytes
// read from the connection.
func readBody(resp *http.Response, rawURL string, limit int64, keepHead bool) (body []byte, wire int64, err error) {
	counted := &countingReader{r: resp.Body}
	tooLarge := &TooLargeError{URL: rawURL, Limit: limit}

	encoding := strings.ToLower(strings.TrimSpace(resp.Header.Get("Content-Encoding")))
	var r io.Reader = counted
	switch encoding {
	case "gzip", "x-gzip":
		zr, err := gzip.NewReader(counted)
		if err == io.EOF {
			return nil, counted.n, nil // an empty body, announced as gzip
		}
		if err != nil {
			return nil, counted.n, fmt.Errorf("fetch: %s: gzip: %w", rawURL, err)
		}
		r = zr
	case "br", "deflate", "compress", "zstd":
		// Only gzip is asked for; reading these as text would hand garbage to the parsers.
		return nil, 0, fmt.Errorf("fetch: %s: unsupported Content-Encoding %q", rawURL, encoding)
	default: // none, "identity", or junk such as "utf-8" that some servers send
		if resp.ContentLength > limit && !keepHead {
			return nil, 0, tooLarge
		}
	}
	// A gzip file inside (a .xml.gz sitemap), with or without Content-Encoding around it.
	br := bufio.NewReader(r)
	if head, _ := br.Peek(len(gzipMagic)); bytes.Equal(head, gzipMagic) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, counted.n, fmt.Errorf("fetch: %s: gzip: %w", rawURL, err)
		}
		r = zr
	} else {
		r = br
	}

	body, err = io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, counted.n, fmt.Errorf("fetch: %s: reading body: %w", rawURL, err)
	}
	if int64(len(body)) > limit {
		if keepHead {
			return body[:limit], counted.n, nil
		}
		return nil, counted.n, tooLarge
	}
	return body, counted.n, nil
}
