package section

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// storyList is a list of n stories whose addresses are written as prefix+path, each with a headline.
func storyList(prefix string, n int) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for i := range n {
		fmt.Fprintf(&b, `<li><h3><a href="%s/2024/05/%02d/council-votes-on-the-new-budget-%d/">Council votes on the new budget, part %d</a></h3></li>`, prefix, i+1, i, i)
	}
	b.WriteString("</ul>")
	return b.String()
}

// TestArticlesWherePageLives checks that a page served from another host than its own (a mirror, a
// copy kept on one's own machine, a site's former name) has its stories read on the host where it
// says it lives (its canonical link, else its og:url, its <base href>), or, served from an address,
// on the host most of its links lead to; and that a page served from its own name does not take
// another site's stories for its own.
func TestArticlesWherePageLives(t *testing.T) {
	share := `<a href="https://social.example.net/share?u=1">Share</a><a href="https://social.example.net/share?u=2">Share</a>`
	tests := []struct {
		name, pageURL, html string
		want                int    // stories taken
		notHost             string // no story taken on this host
	}{
		{"absolute links, nothing says where the page lives", "https://mirror.example.org/news/",
			storyList("https://www.daily.example.com", 6), 0, ""},
		{"canonical link names the host", "https://mirror.example.org/news/",
			`<link rel="canonical" href="https://www.daily.example.com/news/">` + storyList("https://www.daily.example.com", 6), 6, ""},
		{"og:url names the host", "http://127.0.0.1:8080/news/",
			`<meta property="og:url" content="https://www.daily.example.com/news/">` + storyList("https://www.daily.example.com", 6), 6, ""},
		{"base href names the host", "http://127.0.0.1:8080/news/",
			`<base href="https://www.daily.example.com/">` + storyList("https://www.daily.example.com", 6), 6, ""},
		{"the canonical host's other desks are other sites", "https://mirror.example.org/news/",
			`<link rel="canonical" href="https://www.daily.example.com/news/">` + storyList("https://sport.daily.example.com", 6), 0, ""},
		{"the page itself under its canonical address is not a story", "http://127.0.0.1:8080/2024/05/01/council-votes-on-the-new-budget-0/",
			`<link rel="canonical" href="https://www.daily.example.com/2024/05/01/council-votes-on-the-new-budget-0/">` + storyList("https://www.daily.example.com", 6), 5, ""},
		{"served from an address: the host most links lead to", "http://127.0.0.1:8080/news/",
			storyList("https://www.daily.example.com", 6) + share + share, 6, "social.example.net"},
		{"served from an address that says where it lives: no guess", "http://127.0.0.1:8080/news/",
			`<link rel="canonical" href="https://www.daily.example.com/news/">` + storyList("https://www.daily.example.com", 3) +
				storyList("https://partner.example.org", 6), 3, "partner.example.org"},
		{"served from localhost: the same", "http://localhost:8080/news/",
			storyList("http://weekly.example.com", 4), 4, ""},
		{"served from an address, relative links outnumber the others", "http://127.0.0.1:8080/news/",
			storyList("", 6) + storyList("https://partner.example.com", 4), 6, "partner.example.com"},
		{"served from an address, two hosts as linked: neither", "http://127.0.0.1:8080/news/",
			storyList("https://one.example.com", 4) + storyList("https://two.example.com", 4), 0, ""},
		{"served from an address, too few links elsewhere", "http://127.0.0.1:8080/news/",
			storyList("https://www.daily.example.com", 2), 0, ""},
		{"served from its name: a host most links lead to is another site", "https://www.blog.example.org/links/",
			storyList("https://www.daily.example.com", 6), 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := page.Parse(strings.NewReader("<html><body>"+tt.html+"</body></html>"), tt.pageURL, "")
			if err != nil {
				t.Fatal(err)
			}
			got := Articles(p, nil, time.Now())
			if len(got) != tt.want {
				t.Errorf("took %d stories, want %d: %v", len(got), tt.want, got)
			}
			if tt.notHost != "" && slices.ContainsFunc(got, func(a Article) bool { return strings.Contains(a.URL, tt.notHost) }) {
				t.Errorf("took a story on %s: %v", tt.notHost, got)
			}
		})
	}
}
