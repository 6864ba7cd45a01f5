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
	r, counted, err := openBody(resp, rawURL, limit, keepHead)
	if err != nil {
		return nil, counted.n, err
	}
	body, err = io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, counted.n, fmt.Errorf("fetch: %s: reading body: %w", rawURL, err)
	}
	if int64(len(body)) > limit {
		if keepHead {
			return body[:limit], counted.n, nil
		}
		return nil, counted.n, &TooLargeError{URL: rawURL, Limit: limit}
	}
	return body, counted.n, nil
}

// streamBody hands the body of resp to stream as it arrives, decompressed as readBody does and
// through the same cap: a read past limit decompressed bytes fails with *TooLargeError, and so does
// a Content-Length over it, before stream is called. Memory stays within what stream keeps. The error
// is the first the body's reader met, other than its end, whatever stream made of it; else stream's
// own. wire is the number of bytes read from the connection.
func streamBody(resp *http.Response, rawURL string, limit int64, stream func(io.Reader) error) (wire int64, err error) {
	r, counted, err := openBody(resp, rawURL, limit, false)
	if err != nil {
		return counted.n, err
	}
	capped := &cappedReader{r: r, left: limit, tooLarge: &TooLargeError{URL: rawURL, Limit: limit}}
	serr := stream(capped)
	switch {
	case capped.err != nil && capped.err == error(capped.tooLarge):
		return counted.n, capped.err
	case capped.err != nil:
		return counted.n, fmt.Errorf("fetch: %s: reading body: %w", rawURL, capped.err)
	}
	return counted.n, serr
}

// cappedReader reads at most left bytes from r and fails with tooLarge when r has more; it keeps the
// first error other than io.EOF that a read met.
type cappedReader struct {
	r        io.Reader
	left     int64
	tooLarge *TooLargeError
	err      error
}

func (c *cappedReader) Read(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	if c.left <= 0 {
		// The cap is reached: one more byte makes the body too large, the end makes it fit.
		var one [1]byte
		n, err := c.r.Read(one[:])
		switch {
		case n > 0:
			c.err = c.tooLarge
		case err == io.EOF:
			return 0, io.EOF
		case err != nil:
			c.err = err
		default:
			return 0, nil
		}
		return 0, c.err
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	if err != nil && err != io.EOF {
		c.err = err
	}
	return n, err
}

// openBody returns a reader of the decompressed body of resp, and the counter of its bytes on the
// wire. Without keepHead, a Content-Length over limit of a body sent as it is fails at once with
// *TooLargeError.
func openBody(resp *http.Response, rawURL string, limit int64, keepHead bool) (io.Reader, *countingReader, error) {
	counted := &countingReader{r: resp.Body}
	encoding := strings.ToLower(strings.TrimSpace(resp.Header.Get("Content-Encoding")))
	var r io.Reader = counted
	switch encoding {
	case "gzip", "x-gzip":
		zr, err := gzip.NewReader(counted)
		if err == io.EOF {
			return bytes.NewReader(nil), counted, nil // an empty body, announced as gzip
		}
		if err != nil {
			return nil, counted, fmt.Errorf("fetch: %s: gzip: %w", rawURL, err)
		}
		r = zr
	case "br", "deflate", "compress", "zstd":
		// Only gzip is asked for; reading these as text would hand garbage to the parsers.
		return nil, counted, fmt.Errorf("fetch: %s: unsupported Content-Encoding %q", rawURL, encoding)
	default: // none, "identity", or junk such as "utf-8" that some servers send
		if resp.ContentLength > limit && !keepHead {
			return nil, counted, &TooLargeError{URL: rawURL, Limit: limit}
		}
	}
	// A gzip file inside (a .xml.gz sitemap), with or without Content-Encoding around it.
	br := bufio.NewReader(r)
	if head, _ := br.Peek(len(gzipMagic)); bytes.Equal(head, gzipMagic) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, counted, fmt.Errorf("fetch: %s: gzip: %w", rawURL, err)
		}
		return zr, counted, nil
	}
	return br, counted, nil
}
