package discovery

import (
	"fmt"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

func TestClassifySitemap(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	entries := func(n int, loc func(i int) string, lastmod func(i int) time.Time, news bool) []sitemap.Entry {
		var es []sitemap.Entry
		for i := 0; i < n; i++ {
			e := sitemap.Entry{Loc: loc(i)}
			if lastmod != nil {
				e.LastMod = lastmod(i)
			}
			if news {
				e.News = &sitemap.News{Title: fmt.Sprintf("Story %d", i), Published: e.LastMod}
			}
			es = append(es, e)
		}
		return es
	}
	section := func(i int) string { return fmt.Sprintf("https://www.nikkei.com/topic%c/sub%c/", 'a'+i%26, 'a'+i/26) }
	article := func(i int) string { return fmt.Sprintf("https://www.yomiuri.co.jp/national/20261129-OYT1T50%03d/", i) }
	recent := func(i int) time.Time { return now.Add(-time.Duration(i) * time.Minute) }
	old := func(i int) time.Time { return now.Add(-time.Duration(500+i) * time.Hour) }
	nikkei := append(entries(184, section, func(i int) time.Time {
		if i < 157 {
			return recent(i)
		}
		return old(i)
	}, false), entries(3, article, recent, true)...)

	tests := []struct {
		name       string
		entries    []sitemap.Entry
		wantKind   string
		wantLiving bool
	}{
		{"news namespace over section urls is sections", nikkei, SitemapSections, true},
		{"news sitemap", entries(340, article, recent, true), SitemapNews, true},
		{"dated articles without news blocks", entries(50, article, old, false), SitemapArticles, false},
		{"undated articles are of no use", entries(50, article, nil, false), "", false},
		{"archived articles are no section list", entries(50, func(i int) string {
			return fmt.Sprintf("https://library.example.org/archive/library-branch-reopens-after-two-year-%d/", 6000+i)
		}, nil, false), "", false},
		{"undated sections are not living", entries(6, section, nil, false), SitemapSections, false},
		{"old sections are not living", entries(20, section, old, false), SitemapSections, false},
		{"mixed below 70 percent", append(entries(6, section, nil, false), entries(4, article, recent, true)...), "", false},
		{"empty", nil, "", false},
		{"news blocks over short numeric ids", entries(40, func(i int) string { return fmt.Sprintf("https://news.example.com/news/%d", 100000+i) }, recent, true), SitemapNews, true},
		{"news blocks over section urls stay sections", entries(40, section, recent, true), SitemapSections, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := ClassifySitemap(tt.entries, now)
			if got, want := j.Kind, tt.wantKind; got != want {
				t.Errorf("Kind = %q, want %q (%+v)", got, want, j)
			}
			if got, want := j.Living, tt.wantLiving; got != want {
				t.Errorf("Living = %v, want %v (%+v)", got, want, j)
			}
		})
	}
	t.Run("nikkei counts", func(t *testing.T) {
		j := ClassifySitemap(nikkei, now)
		if got, want := fmt.Sprintf("%d %d %d %d", j.Entries, j.Sections, j.Articles, j.Recent), "187 184 3 160"; got != want {
			t.Errorf("entries sections articles recent = %s, want %s", got, want)
		}
	})
}
