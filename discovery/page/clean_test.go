package page

import (
	"strings"
	"testing"
)

// TestTextIsClean checks that the title, feed titles and link texts a page gives come without
// control characters or direction overrides, which `discover` and `section` would print raw.
func TestTextIsClean(t *testing.T) {
	const html = "<html><head><title>Daily\x1b[2J News</title>" +
		"<link rel=alternate type=application/rss+xml title=\"Feed&#x1b;]0;x&#x07;\" href=/feed></head>" +
		"<body><a href=/2026/11/29/story-one>Markets\u202Efdp.exe rally\x07</a></body></html>"
	p, err := Parse(strings.NewReader(html), pageURL, "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{p.Title}
	for _, f := range p.Feeds {
		texts = append(texts, f.Title)
	}
	for _, l := range p.Links {
		texts = append(texts, l.Text)
	}
	if len(texts) != 3 {
		t.Fatalf("got texts %q, want a title, a feed and a link", texts)
	}
	for _, s := range texts {
		if strings.ContainsAny(s, "\x1b\x07\u202E") {
			t.Errorf("text %q keeps a control or a direction override", s)
		}
	}
	if got, want := p.Links[0].Text, "Marketsfdp.exe rally"; got != want {
		t.Errorf("link text = %q, want %q", got, want)
	}
}
