package feed

import (
	"strings"
	"testing"
)

// TestInvalidCharRefsKeepTheItems checks that a reference to a character XML forbids (&#27; for
// ESC) does not end the feed there: every item survives, and no title brings a control character or
// a direction override along.
func TestInvalidCharRefsKeepTheItems(t *testing.T) {
	refs := []string{"&#27;", "&#x1B;", "&#X1b;", "&#0;", "&#7;", "&#xFFFE;", "&#xD800;", "&#1114112;", "&#x202E;", "&#155;"}
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Paper&#27;[2J</title>`)
	for i, ref := range refs {
		b.WriteString(`<item><title>Story ` + ref + `[31m` + string(rune('A'+i)) + `</title><link>https://www.paper.example/` +
			string(rune('a'+i)) + `</link><description>Text ` + ref + `here</description></item>`)
	}
	b.WriteString(`<item><title>Last &amp; &#233;t&#xE9;</title><link>https://www.paper.example/last</link></item></channel></rss>`)
	f, err := Parse(t.Context(), []byte(b.String()), "application/rss+xml", "https://www.paper.example/rss")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if got, want := len(f.Items), len(refs)+1; got != want {
		t.Fatalf("got %d items, want %d", got, want)
	}
	for _, it := range append([]Item{{Title: f.Title}}, f.Items...) {
		if strings.ContainsAny(it.Title+it.Summary, "\x1b\x07\x00\u202E\u009b") {
			t.Errorf("item %q / %q keeps a control character or a direction override", it.Title, it.Summary)
		}
	}
	if got, want := f.Items[0].Title, "Story [31mA"; got != want {
		t.Errorf("first title = %q, want %q", got, want)
	}
	if got, want := f.Items[len(refs)].Title, "Last & été"; got != want {
		t.Errorf("last title = %q, want %q (valid references kept)", got, want)
	}
}

func TestDropInvalidCharRefs(t *testing.T) {
	tests := []struct{ in, want string }{
		{"no references", "no references"},
		{"a&#27;b", "ab"},
		{"a&#x1b;b&#x1B;c", "abc"},
		{"&#233;&#x41;&#10;", "&#233;&#x41;&#10;"},
		{"&#;&#x;&#12", "&#;&#x;&#12"},
		{"&#99999999999999;", ""},
		{"tail &#", "tail &#"},
	}
	for _, tt := range tests {
		if got := string(dropInvalidCharRefs([]byte(tt.in))); got != tt.want {
			t.Errorf("dropInvalidCharRefs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
