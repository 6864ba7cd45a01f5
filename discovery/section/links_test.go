package section

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

func TestArticleLinks(t *testing.T) {
	const pageURL = "https://www.example.com/business/startups/"
	link := func(u, text string) page.Link { return page.Link{URL: u, Text: text} }
	tests := []struct {
		name  string
		links []page.Link
		want  []string // "URL|title"
	}{
		{
			name: "dominant first segment keeps only its articles",
			links: []page.Link{
				link("https://www.example.com/article/DGXZQO00001/", "One"),
				link("https://www.example.com/article/DGXZQO00002/", "Two"),
				link("https://www.example.com/markets/kabu/2026-11-29-closing-prices-table/", "Data"),
			},
			want: []string{"https://www.example.com/article/DGXZQO00001/|One", "https://www.example.com/article/DGXZQO00002/|Two"},
		},
		{
			name: "no dominant segment keeps all",
			links: []page.Link{
				link("https://www.example.com/news/2026/11/29/a-story-about-things/", "A"),
				link("https://www.example.com/sport/2026/11/29/a-match-report-today/", "B"),
			},
			want: []string{"https://www.example.com/news/2026/11/29/a-story-about-things/|A", "https://www.example.com/sport/2026/11/29/a-match-report-today/|B"},
		},
		{
			name: "duplicates keep the first place and the first text",
			links: []page.Link{
				link("https://www.example.com/article/DGXZQO00001/", ""),
				link("https://www.example.com/article/DGXZQO00001/#comments", "Headline"),
				link("https://www.example.com/article/DGXZQO00001/?utm_source=top", "Again"),
			},
			want: []string{"https://www.example.com/article/DGXZQO00001/|Headline"},
		},
		{
			name: "other hosts, navigation and sections dropped",
			links: []page.Link{
				link("https://asia.example.org/article/DGXZQO00009/", "Elsewhere"),
				link("https://www.example.com/business/", "Business"),
				link("https://www.example.com/login/2026-11-29-remember-me-please/", "Log in"),
				link("mailto:desk@example.com", "Mail"),
				link("https://example.com/article/DGXZQO00003/", "  Same   site\n without www "),
			},
			want: []string{"https://example.com/article/DGXZQO00003/|Same site without www"},
		},
		{
			name: "no text: title from the slug",
			links: []page.Link{
				link("https://www.example.com/news/2026/11/29/bridge-reopens-after-repairs/", ""),
			},
			want: []string{"https://www.example.com/news/2026/11/29/bridge-reopens-after-repairs/|Bridge reopens after repairs"},
		},
		{name: "nothing", links: nil, want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, a := range Links(pageURL, tt.links, nil, time.Now()) {
				got = append(got, a.URL+"|"+a.Title)
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("Links =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestArticleJSON(t *testing.T) {
	tests := []struct {
		name string
		a    Article
		want string
	}{
		{"unknown date is null", Article{URL: "u", Title: "t"}, `{"url":"u","title":"t","published":null}`},
		{"known date", Article{URL: "u", Title: "t", Published: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)}, `{"url":"u","title":"t","published":"2026-11-29T12:00:00Z"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(tt.a)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(b); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
			var back Article
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if !back.Published.Equal(tt.a.Published) || back.URL != tt.a.URL || back.Title != tt.a.Title {
				t.Errorf("read back %+v, want %+v", back, tt.a)
			}
		})
	}
}
