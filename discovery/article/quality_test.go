package article_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	readability "codeberg.org/readeck/go-readability/v2"

	"github.com/broadsheet/broadsheet/discovery/article"
)

// qualityDir holds real article pages with a person's article text (see its README.md).
const qualityDir = "testdata/quality"

// qualityPage is one page of the evaluation set.
type qualityPage struct {
	ID, Split, Lang, URL string
	source               []byte
	reference            string
}

func loadQuality(tb testing.TB) []qualityPage {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(qualityDir, "manifest.json"))
	if err != nil {
		tb.Fatal(err)
	}
	var m struct {
		Cases []qualityPage `json:"cases"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		tb.Fatal(err)
	}
	for i := range m.Cases {
		p := &m.Cases[i]
		dir := filepath.Join(qualityDir, p.Split, p.ID)
		if p.source, err = os.ReadFile(filepath.Join(dir, "source.html")); err != nil {
			tb.Fatal(err)
		}
		ref, err := os.ReadFile(filepath.Join(dir, "reference.txt"))
		if err != nil {
			tb.Fatal(err)
		}
		p.reference = string(ref)
	}
	if len(m.Cases) == 0 {
		tb.Fatal("the manifest lists no pages")
	}
	return m.Cases
}

// tokens splits text into the units token F1 counts, lower-cased: each Chinese, Japanese or Korean
// character is one (as CountWords counts them), any other run of letters, digits and marks is one.
// Punctuation counts for nothing, so a list's "-" or a quotation's ">" is neither right nor wrong,
// while a list's "1.", an image's "[Image]" or the words of an address are words too many.
func tokens(text string) map[string]int {
	bag := map[string]int{}
	var word strings.Builder
	end := func() {
		if word.Len() > 0 {
			bag[word.String()]++
			word.Reset()
		}
	}
	for _, r := range strings.ToLower(text) {
		switch {
		case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) ||
			unicode.Is(unicode.Hangul, r):
			end()
			bag[string(r)]++
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			word.WriteRune(r)
		default:
			end()
		}
	}
	end()
	return bag
}

// score is the token precision, recall and F1 of got against want.
type score struct{ p, r, f float64 }

func tokenF1(got, want string) score {
	g, w := tokens(got), tokens(want)
	var common, ng, nw int
	for t, n := range g {
		ng += n
		common += min(n, w[t])
	}
	for _, n := range w {
		nw += n
	}
	if common == 0 {
		return score{}
	}
	p, r := float64(common)/float64(ng), float64(common)/float64(nw)
	return score{p, r, 2 * p * r / (p + r)}
}

// extractor names a way of finding a page's article text.
type extractor struct {
	name string
	text func(p qualityPage) (string, error)
}

var extractors = []extractor{
	{"broadsheet", func(p qualityPage) (string, error) {
		a, err := article.Extract(bytes.NewReader(p.source), p.URL, "text/html; charset=utf-8")
		if err != nil {
			return "", err
		}
		return a.Text, nil
	}},
	// go-readability alone, as its documentation shows it used, its text as it renders it.
	{"go-readability", func(p qualityPage) (string, error) {
		u, err := url.Parse(p.URL)
		if err != nil {
			return "", err
		}
		a, err := readability.FromReader(bytes.NewReader(p.source), u)
		if err != nil {
			return "", err
		}
		var b strings.Builder
		if a.Node != nil {
			if err := a.RenderText(&b); err != nil {
				return "", err
			}
		}
		return b.String(), nil
	}},
}

// totals gathers the scores of one set of pages.
type totals struct {
	n       int
	p, r, f float64
}

func (t *totals) add(s score) { t.n++; t.p += s.p; t.r += s.r; t.f += s.f }

func (t totals) String() string {
	if t.n == 0 {
		return "no pages"
	}
	n := float64(t.n)
	return fmt.Sprintf("precision %.3f, recall %.3f, F1 %.3f (mean of the pages' F1) over %d pages", t.p/n, t.r/n, t.f/n, t.n)
}

// heldOutF1 is the least mean token F1 Extract must keep on the held-out pages.
const heldOutF1 = 0.96

// TestQuality measures the token F1 of each extractor's text against the person's article text, per
// page and for the sample and held-out pages apart, and holds Extract to heldOutF1 on the held-out
// pages, with every page answered as an article. Run with -v for the per-page figures.
func TestQuality(t *testing.T) {
	pages := loadQuality(t)
	sums := map[string]*totals{}
	for _, ex := range extractors {
		for _, split := range []string{"sample", "heldout"} {
			sums[ex.name+"/"+split] = &totals{}
		}
	}
	for _, p := range pages {
		line := fmt.Sprintf("%-8s %-21s %s", p.Split, p.ID, p.Lang)
		for _, ex := range extractors {
			text, err := ex.text(p)
			if err != nil {
				t.Errorf("%s: %s: %v", p.ID, ex.name, err)
				continue
			}
			s := tokenF1(text, p.reference)
			sums[ex.name+"/"+p.Split].add(s)
			line += fmt.Sprintf("   %s P %.3f R %.3f F1 %.3f", ex.name, s.p, s.r, s.f)
		}
		t.Log(line)
		a, err := article.Extract(bytes.NewReader(p.source), p.URL, "text/html; charset=utf-8")
		if err == nil && a.Status != article.StatusOK {
			t.Errorf("%s: status %q, want %q: the page holds an article", p.ID, a.Status, article.StatusOK)
		}
	}
	for _, ex := range extractors {
		for _, split := range []string{"sample", "heldout"} {
			t.Logf("%s, %s: %v", ex.name, split, *sums[ex.name+"/"+split])
		}
	}
	if h := sums["broadsheet/heldout"]; h.f/float64(h.n) < heldOutF1 {
		t.Errorf("Extract's mean token F1 on the held-out pages is %.3f, want at least %.2f", h.f/float64(h.n), heldOutF1)
	}
}

// BenchmarkQuality measures each extractor over all the pages of the evaluation set; ns/page is the
// CPU time of one page on average.
func BenchmarkQuality(b *testing.B) {
	pages := loadQuality(b)
	var size int64
	for _, p := range pages {
		size += int64(len(p.source))
	}
	for _, ex := range extractors {
		b.Run(ex.name, func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range pages {
					if _, err := ex.text(p); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(pages)), "ns/page")
		})
	}
}
