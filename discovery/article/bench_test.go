package article_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"golang.org/x/net/html"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// pagesDir holds real pages that news sites served, with a manifest naming each page's address.
const pagesDir = "../../../shared/corpus/pages"

// realPage is one saved page and the address it was served at.
type realPage struct {
	id, url string
	body    []byte
}

func loadPages(tb testing.TB) []realPage {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(pagesDir, "manifest.json"))
	if err != nil {
		tb.Skipf("no corpus of real pages: %v", err)
	}
	var m struct {
		Cases []struct {
			ID    string            `json:"id"`
			URL   string            `json:"url"`
			Files map[string]string `json:"files"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		tb.Fatal(err)
	}
	var pages []realPage
	for _, c := range m.Cases {
		names := make([]string, 0, len(c.Files))
		for _, f := range c.Files {
			names = append(names, f)
		}
		sort.Strings(names)
		for _, f := range names {
			body, err := os.ReadFile(filepath.Join(pagesDir, f))
			if err != nil {
				tb.Fatal(err)
			}
			pages = append(pages, realPage{id: c.ID, url: c.URL, body: body})
			break // the page itself; other files are what it came with
		}
	}
	if len(pages) == 0 {
		tb.Fatal("the manifest lists no pages")
	}
	return pages
}

// TestRealPages reads every real page: each gives an article or says it holds none, never an error.
func TestRealPages(t *testing.T) {
	for _, p := range loadPages(t) {
		a, err := article.Extract(bytes.NewReader(p.body), p.url, "")
		if err != nil {
			t.Errorf("%s: %v", p.id, err)
			continue
		}
		if a.Status != article.StatusOK && a.Status != article.StatusEmpty && a.Status != article.StatusPaywalled {
			t.Errorf("%s: status %q", p.id, a.Status)
		}
		t.Logf("%s: %s, %d words, %d blocks, title %q", p.id, a.Status, a.Words, len(a.Blocks), a.Title)
	}
}

// BenchmarkExtract measures Extract on each real page, beside html.Parse of the same page (after
// the same charset decoding), which is the least any reading of the page costs.
func BenchmarkExtract(b *testing.B) {
	for _, p := range loadPages(b) {
		b.Run(p.id+"/extract", func(b *testing.B) {
			b.SetBytes(int64(len(p.body)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := article.Extract(bytes.NewReader(p.body), p.url, ""); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(p.id+"/html.Parse", func(b *testing.B) {
			b.SetBytes(int64(len(p.body)))
			b.ReportAllocs()
			for b.Loop() {
				rd, err := page.UTF8Reader(bytes.NewReader(p.body), "")
				if err != nil {
					b.Fatal(err)
				}
				if _, err := html.Parse(rd); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
