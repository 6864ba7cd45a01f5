package feed

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// corpusRoot returns the folder of third-party test corpora, or skips the test when this
// checkout has none. BROADSHEET_CORPUS overrides the default location next to the repository.
func corpusRoot(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("BROADSHEET_CORPUS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "corpus")
	}
	if _, err := os.Stat(filepath.Join(dir, "feedparser")); err != nil {
		t.Skipf("no corpus at %s: %v", dir, err)
	}
	return dir
}

// corpusFiles returns the paths, relative to root, of the data files under root/sub.
func corpusFiles(t testing.TB, root, sub string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(filepath.Join(root, sub), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || d.Name() == "LICENSE" || strings.HasSuffix(d.Name(), ".md") {
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		files = append(files, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatalf("walking %s: %v", sub, err)
	}
	if len(files) == 0 {
		t.Fatalf("no files under %s", sub)
	}
	return files
}

// caseHeader is what the first comment of a corpus file says about it.
type caseHeader struct {
	Description string
	Expect      string
	Headers     map[string]string // pretended HTTP response headers, keys in lower case
}

var headerLine = regexp.MustCompile(`(?m)^\s*(Header|Description|Expect):\s*(.*?)\s*$`)

// readCaseHeader reads the Description, Expect and Header lines of the first comment of a
// corpus file, in whatever encoding the file is written.
func readCaseHeader(body []byte) caseHeader {
	text := decodeToUTF8(body, "")
	h := caseHeader{Headers: map[string]string{}}
	start := bytes.Index(text, []byte("<!--"))
	if start < 0 {
		return h
	}
	end := bytes.Index(text[start:], []byte("-->"))
	if end < 0 {
		return h
	}
	for _, m := range headerLine.FindAllSubmatch(text[start:start+end], -1) {
		value := string(m[2])
		switch string(m[1]) {
		case "Description":
			h.Description = value
		case "Expect":
			h.Expect = value
		case "Header":
			if name, v, ok := strings.Cut(value, ":"); ok {
				h.Headers[strings.ToLower(strings.TrimSpace(name))] = strings.TrimSpace(v)
			}
		}
	}
	return h
}

// parseWithin parses body and fails the test when Parse has not returned within a generous limit
// (a hang, not a speed check).
func parseWithin(t *testing.T, body []byte, contentType, baseURL string) (*Feed, error) {
	t.Helper()
	type outcome struct {
		feed *Feed
		err  error
	}
	done := make(chan outcome, 1)
	go func() {
		f, err := Parse(t.Context(), body, contentType, baseURL)
		done <- outcome{f, err}
	}()
	select {
	case o := <-done:
		return o.feed, o.err
	case <-time.After(30 * time.Second):
		t.Fatalf("Parse has not returned after 30 s")
		return nil, nil
	}
}

// readCorpusFile reads one corpus file.
func readCorpusFile(t *testing.T, root, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// hasContent reports whether a feed document has an item or entry, or a feed title with words in
// it, so that a parse of it must give a title or items.
func hasContent(body []byte) bool {
	d := xml.NewDecoder(bytes.NewReader(decodeToUTF8(body, "")))
	d.Strict = false
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var path []string
	var title strings.Builder
	inTitle := false
	for {
		tok, err := d.Token()
		if err != nil {
			return false
		}
		switch t := tok.(type) {
		case xml.StartElement:
			path = append(path, t.Name.Local)
			root := path[0]
			switch {
			case len(path) >= 2 && t.Name.Local == "item" && (root == "rss" || root == "RDF"):
				return true
			case len(path) == 2 && t.Name.Local == "entry" && root == "feed":
				return true
			case t.Name.Local == "title" && (len(path) == 2 && root == "feed" ||
				len(path) == 3 && path[1] == "channel" && root != "feed"):
				inTitle = true
			}
		case xml.CharData:
			if inTitle {
				title.Write(t)
			}
		case xml.EndElement:
			if inTitle && plainText(title.String(), 0) != "" {
				return true
			}
			inTitle = false
			if len(path) > 0 {
				path = path[:len(path)-1]
			}
		}
	}
}

// TestCorpusNeverPanicsOrHangs runs every feed corpus file through Parse: each must return a
// feed or an error.
func TestCorpusNeverPanicsOrHangs(t *testing.T) {
	root := corpusRoot(t)
	for _, sub := range []string{"feedparser", "feedvalidator"} {
		for _, rel := range corpusFiles(t, root, sub) {
			t.Run(rel, func(t *testing.T) {
				body := readCorpusFile(t, root, rel)
				f, err := parseWithin(t, body, "", "http://example.test/feed")
				if err == nil && f == nil {
					t.Fatalf("Parse returned neither a feed nor an error")
				}
				if err != nil && !strings.HasPrefix(err.Error(), "feed: ") {
					t.Errorf("error %q does not start with %q", err, "feed: ")
				}
			})
		}
	}
}

// TestCorpusWellFormedFeedsParse checks that the documents the corpora call well-formed feeds
// parse and give a title or items.
func TestCorpusWellFormedFeedsParse(t *testing.T) {
	root := corpusRoot(t)
	var cases []string
	for _, rel := range corpusFiles(t, root, "feedparser/wellformed") {
		body := readCorpusFile(t, root, rel)
		if name, _ := rootName(decodeToUTF8(body, "")); name == "CHANNEL" {
			continue // CDF: not a feed format Broadsheet reads
		}
		if h := readCaseHeader(body); strings.HasPrefix(h.Expect, "not bozo") {
			cases = append(cases, rel)
		}
	}
	cases = append(cases, corpusFiles(t, root, "feedparser/json")...)
	for _, rel := range corpusFiles(t, root, "feedvalidator") {
		body := readCorpusFile(t, root, rel)
		if h := readCaseHeader(body); h.Expect != "!Error" {
			continue
		}
		if name, ok := rootName(decodeToUTF8(body, "")); ok && (name == "rss" || name == "RDF" || name == "feed") {
			cases = append(cases, rel)
		}
	}
	for _, rel := range cases {
		t.Run(rel, func(t *testing.T) {
			body := readCorpusFile(t, root, rel)
			h := readCaseHeader(body)
			f, err := parseWithin(t, body, h.Headers["content-type"], baseFor(h))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if hasContent(body) && f.Title == "" && len(f.Items) == 0 {
				t.Errorf("got no title and no items, want one or the other")
			}
		})
	}
}

// TestCorpusLinks checks the golden feed and item links of the well-formed corpus, relative ones
// resolved against xml:base, the Content-Location header or the document's own URL.
func TestCorpusLinks(t *testing.T) {
	root := corpusRoot(t)
	for _, rel := range corpusFiles(t, root, "feedparser/wellformed") {
		body := readCorpusFile(t, root, rel)
		h := readCaseHeader(body)
		field, want, ok := goldenValue(h.Expect)
		if !ok || !strings.HasSuffix(field, "['link']") || !strings.HasPrefix(h.Expect, "not bozo") {
			continue
		}
		if name, _ := rootName(decodeToUTF8(body, "")); name == "CHANNEL" {
			continue // CDF
		}
		t.Run(rel, func(t *testing.T) {
			f, err := parseWithin(t, body, h.Headers["content-type"], baseFor(h))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := fieldValue(f, field); got != want {
				t.Errorf("%s: got %q, want %q", field, got, want)
			}
		})
	}
}

// baseFor returns the URL a corpus case pretends to have been fetched from.
func baseFor(h caseHeader) string {
	if loc := h.Headers["content-location"]; loc != "" {
		return loc
	}
	return "http://127.0.0.1:8097/tests/feed.xml" // where feedparser's own runner served the files
}

// TestCorpusNotFeedsAreErrNotFeed checks that well-formed documents of other kinds are reported
// as not feeds.
func TestCorpusNotFeedsAreErrNotFeed(t *testing.T) {
	root := corpusRoot(t)
	var cases []string
	for _, rel := range corpusFiles(t, root, "feedparser/wellformed") {
		if name, _ := rootName(decodeToUTF8(readCorpusFile(t, root, rel), "")); name == "CHANNEL" {
			cases = append(cases, rel)
		}
	}
	for _, rel := range corpusFiles(t, root, "feedvalidator") {
		if strings.HasPrefix(rel, "feedvalidator/kml/") {
			cases = append(cases, rel)
			continue
		}
		if name, ok := rootName(decodeToUTF8(readCorpusFile(t, root, rel), "")); ok && name == "OpenSearchDescription" {
			cases = append(cases, rel)
		}
	}
	for _, rel := range cases {
		t.Run(rel, func(t *testing.T) {
			_, err := parseWithin(t, readCorpusFile(t, root, rel), "", "http://example.test/")
			// The few files an XML parser must reject (kml/2.1/...) may fail as malformed instead.
			if !errors.Is(err, ErrNotFeed) && (err == nil || !strings.Contains(err.Error(), "malformed")) {
				t.Errorf("got error %v, want one wrapping ErrNotFeed", err)
			}
		})
	}
}

// pythonString matches a Python string literal in single quotes, as the Expect lines write them.
var pythonString = `'((?:[^'\\]|\\.)*)'`

var goldenExpect = regexp.MustCompile(`(feed\['title'\]|feed\['link'\]|entries\[0\]\['title'\]|entries\[0\]\['link'\]|entries\[0\]\['description'\]|entries\[0\]\['summary'\])\s*==\s*u?` + pythonString)

// goldenValue returns the field an Expect line checks and its expected value, turning the Python
// literal into a Go string and the value into the plain text Parse gives. It reports false for
// values that are markup, which Parse does not keep.
func goldenValue(expect string) (field, value string, ok bool) {
	m := goldenExpect.FindStringSubmatch(expect)
	if m == nil {
		return "", "", false
	}
	lit := regexp.MustCompile(`\\x([0-9a-fA-F]{2})`).ReplaceAllString(m[2], `\u00$1`)
	lit = strings.ReplaceAll(lit, `"`, `\"`)
	lit = strings.ReplaceAll(lit, `\'`, `'`)
	v, err := strconv.Unquote(`"` + lit + `"`)
	if err != nil || strings.Contains(v, "<") {
		return "", "", false
	}
	if strings.HasSuffix(m[1], "['link']") {
		return m[1], v, true
	}
	return m[1], plainText(v, 0), true
}

// fieldValue returns the value of the field an Expect line names.
func fieldValue(f *Feed, field string) string {
	switch field {
	case "feed['title']":
		return f.Title
	case "feed['link']":
		return f.Link
	}
	if len(f.Items) == 0 {
		return ""
	}
	switch field {
	case "entries[0]['title']":
		return f.Items[0].Title
	case "entries[0]['link']":
		return f.Items[0].URL
	}
	return f.Items[0].Summary
}

// TestCorpusEntities checks the golden titles of the entities corpus: a lenient parse gives
// them, and anything else is an error.
func TestCorpusEntities(t *testing.T) {
	root := corpusRoot(t)
	for _, rel := range corpusFiles(t, root, "feedparser/entities") {
		t.Run(rel, func(t *testing.T) {
			body := readCorpusFile(t, root, rel)
			field, want, ok := goldenValue(readCaseHeader(body).Expect)
			f, err := parseWithin(t, body, "", "http://example.test/")
			if err != nil || !ok {
				return
			}
			if got := fieldValue(f, field); got != want {
				t.Errorf("%s: got %q, want %q", field, got, want)
			}
		})
	}
}

// TestCorpusCharsets serves the encoding corpus over HTTP with the Content-Type its Header line
// names, as the fetcher would receive it, and checks the text that comes out.
func TestCorpusCharsets(t *testing.T) {
	root := corpusRoot(t)
	files := map[string][]byte{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := files[strings.TrimPrefix(r.URL.Path, "/")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if ct := readCaseHeader(body).Headers["content-type"]; ct != "" {
			w.Header()["Content-Type"] = []string{ct}
		} else {
			w.Header()["Content-Type"] = nil
		}
		w.Write(body)
	}))
	defer srv.Close()
	for _, rel := range corpusFiles(t, root, "feedparser/encoding") {
		files[rel] = readCorpusFile(t, root, rel)
	}
	for _, rel := range corpusFiles(t, root, "feedparser/encoding") {
		t.Run(rel, func(t *testing.T) {
			resp, err := srv.Client().Get(srv.URL + "/" + rel)
			if err != nil {
				t.Fatal(err)
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			h := readCaseHeader(body)
			f, err := parseWithin(t, body, resp.Header.Get("Content-Type"), resp.Request.URL.String())
			notBozo := strings.HasPrefix(h.Expect, "not bozo")
			if err != nil {
				if notBozo && !strings.Contains(h.Expect, "SkipUnless") {
					t.Fatalf("Parse: %v", err)
				}
				return
			}
			for _, s := range feedTexts(f) {
				if !utf8.ValidString(s) {
					t.Errorf("text %q is not valid UTF-8", s)
				}
				if notBozo && strings.ContainsRune(s, utf8.RuneError) {
					t.Errorf("text %q holds U+FFFD", s)
				}
			}
			if field, want, ok := goldenValue(h.Expect); ok && notBozo {
				if got := fieldValue(f, field); got != want {
					t.Errorf("%s: got %q, want %q", field, got, want)
				}
			}
		})
	}
}

// feedTexts returns every text Parse produced.
func feedTexts(f *Feed) []string {
	texts := []string{f.Title, f.Link}
	for _, it := range f.Items {
		texts = append(texts, it.Title, it.Summary, it.URL, it.GUID)
	}
	return texts
}

// unsafeMarkup matches what must never reach the window from a feed.
var unsafeMarkup = regexp.MustCompile(`(?i)<\s*/?\s*(script|iframe|frame|object|embed|applet|meta|link|style|blink)\b|\bon[a-z]+\s*=|javascript:|location\.href|vbscript:`)

// TestCorpusSanitising checks that no script, embed or event handler from the sanitising corpus
// reaches a title or summary, while the words around them survive.
func TestCorpusSanitising(t *testing.T) {
	root := corpusRoot(t)
	for _, rel := range corpusFiles(t, root, "feedparser/wellformed/sanitize") {
		t.Run(rel, func(t *testing.T) {
			body := readCorpusFile(t, root, rel)
			f, err := parseWithin(t, body, "", "http://example.test/")
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			all := strings.Join(feedTexts(f), "\n")
			if m := unsafeMarkup.FindString(all); m != "" {
				t.Errorf("got %q in the text, want no markup or script: %q", m, all)
			}
			h := readCaseHeader(body)
			if strings.Contains(h.Expect, "safe") && showsWords(rel) && !strings.Contains(all, "safe") {
				t.Errorf("got %q, want the word %q to survive", all, "safe")
			}
		})
	}
}

// showsWords reports whether the construct a sanitising case tests is one Parse keeps: the feed
// title, entry titles, summaries and contents.
func showsWords(rel string) bool {
	name := filepath.Base(rel)
	if strings.Contains(name, "base64") {
		return false // Atom 0.3 mode="base64" content, which gofeed leaves encoded
	}
	for _, prefix := range []string{"feed_title", "entry_title", "entry_summary", "entry_content", "item_description", "item_content_encoded"} {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// corpusSample returns a spread of corpus files for seeding the fuzz target.
func corpusSample(t testing.TB, every int) [][]byte {
	t.Helper()
	dir := os.Getenv("BROADSHEET_CORPUS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "corpus")
	}
	var sample [][]byte
	for _, sub := range []string{"feedparser", "feedvalidator"} {
		i := 0
		_ = filepath.WalkDir(filepath.Join(dir, sub), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || d.Name() == "LICENSE" {
				return nil
			}
			i++
			if i%every == 0 {
				if b, err := os.ReadFile(path); err == nil {
					sample = append(sample, b)
				}
			}
			return nil
		})
	}
	return sample
}

// rootName returns the local name of the first element of text, reading as little as it can; the
// corpus tests use it to pick out documents that are not feeds.
func rootName(text []byte) (string, bool) {
	d := xml.NewDecoder(bytes.NewReader(text))
	d.Strict = false
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	for {
		tok, err := d.RawToken()
		if err != nil {
			return "", false
		}
		if t, ok := tok.(xml.StartElement); ok {
			return t.Name.Local, true
		}
	}
}
