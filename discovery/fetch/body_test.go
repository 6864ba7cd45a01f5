package fetch

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// gzipped compresses b.
func gzipped(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// raw answers with body and the given headers, as is.
func raw(body []byte, header ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		_, _ = w.Write(body)
	}
}

// chunked answers with body in pieces, flushing each, so no Content-Length is sent.
func chunked(body []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rest := body // the whole body again for each request
		for len(rest) > 0 {
			n := min(len(rest), 64<<10)
			_, _ = w.Write(rest[:n])
			w.(http.Flusher).Flush()
			rest = rest[n:]
		}
	}
}

func TestBodyCaps(t *testing.T) {
	const limit = 1 << 20
	atCap := bytes.Repeat([]byte("a"), limit)
	overCap := bytes.Repeat([]byte("b"), limit+1)
	sitemap := []byte(strings.Repeat("<url><loc>https://example.test/a</loc></url>\n", 1000))
	tests := []struct {
		name        string
		handler     http.HandlerFunc
		want        []byte
		wantTooBig  bool
		wantErrText string
	}{
		{"exactly the cap", raw(atCap), atCap, false, ""},
		{"over the cap with Content-Length", raw(overCap), nil, true, ""},
		{"over the cap without Content-Length", chunked(overCap), nil, true, ""},
		{"gzip encoding", raw(gzipped(t, sitemap), "Content-Encoding", "gzip"), sitemap, false, ""},
		{"x-gzip encoding", raw(gzipped(t, sitemap), "Content-Encoding", "x-gzip"), sitemap, false, ""},
		{"gzip encoding over the cap", raw(gzipped(t, overCap), "Content-Encoding", "gzip"), nil, true, ""},
		{"gzip file by magic bytes", raw(gzipped(t, sitemap), "Content-Type", "application/x-gzip"), sitemap, false, ""},
		{"gzip file by magic bytes over the cap", raw(gzipped(t, overCap), "Content-Type", "application/octet-stream"), nil, true, ""},
		{"gzip file inside gzip encoding", raw(gzipped(t, gzipped(t, sitemap)), "Content-Encoding", "gzip"), sitemap, false, ""},
		{"empty body announced as gzip", raw(nil, "Content-Encoding", "gzip"), []byte{}, false, ""},
		{"brotli, never asked for", raw([]byte("\x1b\x00\x00"), "Content-Encoding", "br"), nil, false, "Content-Encoding"},
		{"junk Content-Encoding is ignored", raw(sitemap, "Content-Encoding", "utf-8"), sitemap, false, ""},
		{"corrupt gzip", raw([]byte("not gzip at all"), "Content-Encoding", "gzip"), nil, false, "gzip"},
		{"truncated gzip file", raw(gzipped(t, sitemap)[:200]), nil, false, "reading body"},
	}
	// Each case is read into Response.Body, and streamed through Request.Stream: the same caps, the
	// same gzip handling and the same errors either way.
	for _, streamed := range []bool{false, true} {
		for _, tt := range tests {
			name := tt.name
			if streamed {
				name = "streamed " + name
			}
			t.Run(name, func(t *testing.T) {
				s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/sitemap.xml.gz": tt.handler})
				var log eventLog
				job := New(Config{}).NewJob(JobOptions{Typed: s.URL, OnEvent: log.add})
				req := Request{Step: "sitemap", URL: s.URL + "/sitemap.xml.gz", MaxBytes: limit}
				var got []byte
				if streamed {
					req.Stream = func(body io.Reader) error {
						got, _ = io.ReadAll(body)
						if got == nil {
							got = []byte{}
						}
						return nil
					}
				}
				res, err := job.Get(context.Background(), req)
				if !streamed && res != nil {
					got = res.Body
				}
				if streamed && res != nil && res.Body != nil {
					t.Errorf("a streamed body was also kept: %d bytes", len(res.Body))
				}
				var tooBig *TooLargeError
				switch {
				case tt.wantTooBig:
					if !errors.As(err, &tooBig) {
						t.Fatalf("err = %v, want *TooLargeError", err)
					}
					if got, want := tooBig.Limit, int64(limit); got != want {
						t.Errorf("Limit = %d, want %d", got, want)
					}
				case tt.wantErrText != "":
					if err == nil || !strings.Contains(err.Error(), tt.wantErrText) || errors.As(err, &tooBig) {
						t.Fatalf("err = %v, want an error about %q", err, tt.wantErrText)
					}
				default:
					if err != nil {
						t.Fatalf("Get: %v", err)
					}
					if !bytes.Equal(got, tt.want) {
						t.Errorf("body is %d bytes, want %d", len(got), len(tt.want))
					}
				}
				events := log.all()
				if got, want := len(events), 2; got != want {
					t.Fatalf("%d events, want %d", got, want)
				}
				if gotErr, wantErr := events[1].Err != "", err != nil; gotErr != wantErr {
					t.Errorf("event error %q, want one: %v", events[1].Err, wantErr)
				}
			})
		}
	}
}

func TestGzipBombBoundedMemory(t *testing.T) {
	const limit = 1 << 20
	// 1 GiB of zeros in about 1 MiB: a thousand gzip members of 1 MiB each, read as one stream.
	bomb := bytes.Repeat(gzipped(t, make([]byte, 1<<20)), 1<<10)
	for _, header := range []string{"Content-Encoding", "Content-Type"} {
		t.Run(header, func(t *testing.T) {
			value := "gzip"
			if header == "Content-Type" {
				value = "application/x-gzip" // recognised by its magic bytes only
			}
			s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/bomb.xml.gz": raw(bomb, header, value)})
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
			if _, err := job.Robots(context.Background(), s.URL); err != nil {
				t.Fatalf("Robots: %v", err)
			}

			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			_, err := job.Get(context.Background(), Request{Step: "sitemap", URL: s.URL + "/bomb.xml.gz", MaxBytes: limit})
			runtime.ReadMemStats(&after)

			var tooBig *TooLargeError
			if !errors.As(err, &tooBig) {
				t.Fatalf("err = %v, want *TooLargeError", err)
			}
			if got, most := after.TotalAlloc-before.TotalAlloc, uint64(16<<20); got > most {
				t.Errorf("allocated %d bytes reading a bomb capped at %d, want at most %d", got, limit, most)
			}
		})
	}
}

func TestRobotsOverCapKeepsHead(t *testing.T) {
	// Rules past the first 500 KiB are ignored; the file itself is no error.
	body := "User-agent: *\nDisallow: /early\n" + strings.Repeat("# padding\n", 60<<10) + "Disallow: /late\n"
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": text(body),
		"/early":      text("early"),
		"/late":       text("late"),
	})
	job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
	if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/late"}); err != nil {
		t.Errorf("Get /late: %v, want it allowed (its rule lies past the cap)", err)
	}
	var disallowed *DisallowedError
	if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/early"}); !errors.As(err, &disallowed) {
		t.Errorf("Get /early: %v, want *DisallowedError", err)
	}
}

func TestTimeoutCoversBody(t *testing.T) {
	drip := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "60")
		w.WriteHeader(http.StatusOK)
		for range 60 {
			_, _ = w.Write([]byte("x"))
			w.(http.Flusher).Flush()
			select {
			case <-time.After(time.Second):
			case <-r.Context().Done():
				return
			}
		}
	}
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/drip": drip})
	for _, streamed := range []bool{false, true} {
		t.Run(fmt.Sprintf("streamed=%v", streamed), func(t *testing.T) {
			var log eventLog
			job := New(Config{Timeout: 1500 * time.Millisecond}).NewJob(JobOptions{Typed: s.URL, OnEvent: log.add})
			req := Request{Step: "page", URL: s.URL + "/drip"}
			if streamed {
				req.Stream = func(body io.Reader) error {
					_, _ = io.Copy(io.Discard, body)
					return nil // the read error is Get's, whatever Stream says
				}
			}
			_, err := job.Get(context.Background(), req)
			if !errors.Is(err, ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("err = %v, want ErrTimeout and context.DeadlineExceeded", err)
			}
			events := log.all()
			if got, want := len(events), 2; got != want {
				t.Fatalf("%d events, want %d", got, want)
			}
			if e := events[1]; e.Status != http.StatusOK || e.Err == "" {
				t.Errorf("event %+v, want status 200 and the timeout as error", e)
			}
		})
	}
}

func TestCancel(t *testing.T) {
	t.Run("during a request", func(t *testing.T) {
		arrived := make(chan struct{})
		hang := func(w http.ResponseWriter, r *http.Request) {
			close(arrived)
			<-r.Context().Done()
		}
		s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/hang": hang})
		job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() {
			_, err := job.Get(ctx, Request{Step: "page", URL: s.URL + "/hang"})
			done <- err
		}()
		<-arrived
		cancel()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				t.Errorf("err = %v, want context.Canceled", err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("Get did not return after its context was cancelled")
		}
	})
	t.Run("while waiting for the host", func(t *testing.T) {
		s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/a": text("a")})
		c := New(Config{})
		job := c.NewJob(JobOptions{Typed: s.URL})
		if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
			t.Fatalf("Get: %v", err)
		}
		c.SetPause(time.Hour)
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		done := make(chan error, 1)
		go func() {
			_, err := job.Get(ctx, Request{Step: "page", URL: s.URL + "/a"})
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				t.Errorf("err = %v, want context.Canceled", err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("Get did not return after its context was cancelled")
		}
		if got, want := s.paths(), []string{"/robots.txt", "/a"}; !slices.Equal(got, want) {
			t.Errorf("server saw %q, want %q", got, want)
		}
		if got, want := job.Sent(), 2; got != want {
			t.Errorf("Sent() = %d, want %d: a request never sent was counted", got, want)
		}
	})
	t.Run("already cancelled", func(t *testing.T) {
		s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/a": text("a")})
		job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := job.Get(ctx, Request{Step: "page", URL: s.URL + "/a"}); !errors.Is(err, context.Canceled) {
			t.Errorf("err = %v, want context.Canceled", err)
		}
		if got := s.paths(); len(got) != 0 {
			t.Errorf("server saw %q, want nothing", got)
		}
	})
}

func TestConditionalGet(t *testing.T) {
	const etag, modified = `"v1"`, "Sun, 29 Nov 2026 10:00:00 GMT"
	feed := func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("If-None-Match") == etag || r.Header.Get("If-Modified-Since") == modified {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", etag)
		w.Header().Set("Last-Modified", modified)
		_, _ = w.Write([]byte("<rss/>"))
	}
	tests := []struct {
		name               string
		etag, lastModified string
		wantStatus         int
		wantBody           string
	}{
		{"unconditional", "", "", http.StatusOK, "<rss/>"},
		{"ETag", etag, "", http.StatusNotModified, ""},
		{"Last-Modified", "", modified, http.StatusNotModified, ""},
		{"changed ETag", `"v0"`, "", http.StatusOK, "<rss/>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/feed": feed})
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
			res, err := job.Get(context.Background(), Request{Step: "feed", URL: s.URL + "/feed", ETag: tt.etag, LastModified: tt.lastModified})
			if err != nil {
				t.Fatalf("Get: %v", err)
			}
			if got := res.Status; got != tt.wantStatus {
				t.Errorf("status = %d, want %d", got, tt.wantStatus)
			}
			if got, want := res.NotModified, tt.wantStatus == http.StatusNotModified; got != want {
				t.Errorf("NotModified = %v, want %v", got, want)
			}
			if got := string(res.Body); got != tt.wantBody {
				t.Errorf("body = %q, want %q", got, tt.wantBody)
			}
			if err := res.Err(); err != nil {
				t.Errorf("Err() = %v, want nil", err)
			}
			if got := res.Header.Get("ETag"); tt.wantStatus == http.StatusOK && got != etag {
				t.Errorf("ETag = %q, want %q", got, etag)
			}
		})
	}
}

func TestRedirects(t *testing.T) {
	chain := func(prefix string, n int) map[string]http.HandlerFunc {
		routes := map[string]http.HandlerFunc{}
		for i := range n {
			routes[prefix+strconv.Itoa(i)] = redirect(http.StatusFound, prefix+strconv.Itoa(i+1))
		}
		routes[prefix+strconv.Itoa(n)] = text("end")
		return routes
	}
	tests := []struct {
		name      string
		start     string
		wantErr   error
		wantFinal string
		wantSteps []string
	}{
		{"followed", "/a", nil, "/c", []string{"robots OK /robots.txt", "page Moved Permanently /a", "redirect See Other /b", "redirect OK /c"}},
		{"relative and absolute", "/rel", nil, "/c", []string{"robots OK /robots.txt", "page Temporary Redirect /rel", "redirect Permanent Redirect /abs", "redirect OK /c"}},
		{"five hops", "/five0", nil, "/five5", []string{
			"robots OK /robots.txt", "page Found /five0", "redirect Found /five1", "redirect Found /five2",
			"redirect Found /five3", "redirect Found /five4", "redirect OK /five5"}},
		{"six hops", "/six0", ErrTooManyRedirects, "", []string{
			"robots OK /robots.txt", "page Found /six0", "redirect Found /six1", "redirect Found /six2",
			"redirect Found /six3", "redirect Found /six4", "redirect Found /six5"}},
		{"loop", "/x", ErrRedirectLoop, "", []string{"robots OK /robots.txt", "page Found /x", "redirect Found /y"}},
		{"to itself", "/self", ErrRedirectLoop, "", []string{"robots OK /robots.txt", "page Found /self"}},
		{"to another scheme", "/ftp", ErrScheme, "", []string{"robots OK /robots.txt", "page Found /ftp"}},
		{"300 is no redirect", "/choices", nil, "/choices", []string{"robots OK /robots.txt", "page Multiple Choices /choices"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			routes := map[string]http.HandlerFunc{
				"/robots.txt": allowAll,
				"/a":          redirect(http.StatusMovedPermanently, "/b"),
				"/b":          redirect(http.StatusSeeOther, "c"),
				"/c":          text("end"),
				"/rel":        redirect(http.StatusTemporaryRedirect, "abs"),
				"/x":          redirect(http.StatusFound, "/y"),
				"/y":          redirect(http.StatusFound, "/x"),
				"/self":       redirect(http.StatusFound, "/self#again"),
				"/ftp":        redirect(http.StatusFound, "ftp://example.test/file"),
				"/choices":    redirect(http.StatusMultipleChoices, "/c"),
			}
			for k, v := range chain("/five", 5) {
				routes[k] = v
			}
			for k, v := range chain("/six", 6) {
				routes[k] = v
			}
			var s *site
			routes["/abs"] = func(w http.ResponseWriter, r *http.Request) {
				redirect(http.StatusPermanentRedirect, s.URL+"/c")(w, r)
			}
			s = newSite(t, routes)
			var log eventLog
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL, OnEvent: log.add})
			res, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + tt.start})
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Errorf("err = %v, want %v", err, tt.wantErr)
				}
			} else if err != nil {
				t.Errorf("Get: %v", err)
			} else if got, want := res.URL, s.URL+tt.wantFinal; got != want {
				t.Errorf("final URL %q, want %q", got, want)
			}
			if got := log.steps(); !slices.Equal(got, tt.wantSteps) {
				t.Errorf("events\n%q\nwant\n%q", got, tt.wantSteps)
			}
		})
	}
}

func TestEventCountsWireBytes(t *testing.T) {
	plain := []byte(strings.Repeat("<item><title>headline</title></item>\n", 2000))
	packed := gzipped(t, plain)
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/plain":      raw(plain),
		"/packed":     raw(packed, "Content-Encoding", "gzip"),
	})
	tests := []struct {
		path      string
		wantBytes int
	}{
		{"/plain", len(plain)},
		{"/packed", len(packed)},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			var log eventLog
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL, OnEvent: log.add})
			res, err := job.Get(context.Background(), Request{Step: "feed", URL: s.URL + tt.path})
			if err != nil {
				t.Fatalf("Get: %v", err)
			}
			if !bytes.Equal(res.Body, plain) {
				t.Errorf("body is %d bytes, want the %d decompressed bytes", len(res.Body), len(plain))
			}
			events := log.all()
			if got, want := events[len(events)-1].Bytes, int64(tt.wantBytes); got != want {
				t.Errorf("event counts %d bytes, want the %d that came over the wire", got, want)
			}
		})
	}
}
