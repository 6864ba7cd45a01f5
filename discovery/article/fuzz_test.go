package article_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// FuzzExtract feeds Extract any bytes: it reads them or fails with an error of its own, never
// panics, and what it returns is valid UTF-8 with a status it promises.
func FuzzExtract(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(sitetest.Dir(), "reader", "*.html"))
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b, "text/html")
		}
	}
	f.Add([]byte("<p>short</p>"), "text/html; charset=shift_jis")
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		a, err := article.Extract(strings.NewReader(string(body)), "https://example.com/a", contentType)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "article: ") {
				t.Errorf("error %q does not start with the package name", err)
			}
			return
		}
		switch a.Status {
		case article.StatusOK, article.StatusEmpty, article.StatusPaywalled:
		default:
			t.Errorf("status %q", a.Status)
		}
		if !utf8.ValidString(a.Text) || !utf8.ValidString(a.Title) {
			t.Errorf("invalid UTF-8 in %q / %q", a.Title, a.Text)
		}
		if a.Blocks == nil {
			t.Error("Blocks is nil")
		}
	})
}
