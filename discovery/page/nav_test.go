package page

import (
	"strings"
	"testing"
)

func TestLinkNav(t *testing.T) {
	tests := []struct {
		name, html string
		want       map[string]bool // link path -> Nav
	}{
		{
			name: "nav, page header and footer are navigation; main is content",
			html: `<header><a href="/home">Home</a></header><nav><ul><li><a href="/world/">World</a></li></ul></nav>
				<main><a href="/story/one">One</a></main><footer><a href="/privacy/">Privacy</a></footer><a href="/after">After</a>`,
			want: map[string]bool{"/home": true, "/world/": true, "/story/one": false, "/privacy/": true, "/after": false},
		},
		{
			name: "an article's own header and footer are content",
			html: `<article><header><h2><a href="/story/two">Two</a></h2></header><footer><a href="/tag/x/">x</a></footer></article>`,
			want: map[string]bool{"/story/two": false, "/tag/x/": false},
		},
		{
			name: "roles and names of old layouts",
			html: `<div role="navigation"><a href="/a">A</a></div><div id="cnn_hdr-nav"><a href="/b">B</a></div>
				<ul class="menu main-menu"><li><a href="/c">C</a></li></ul><div class="site-footer"><a href="/d">D</a></div>
				<div id="header"><a href="/e">E</a></div><div class="entry-header"><a href="/f">F</a></div>
				<div class="navigator"><a href="/g">G</a></div>`,
			want: map[string]bool{"/a": true, "/b": true, "/c": true, "/d": true, "/e": true, "/f": false, "/g": false},
		},
		{
			name: "an element left open inside navigation ends with it",
			html: `<nav><div><a href="/a">A</a></nav><a href="/b">B</a>`,
			want: map[string]bool{"/a": true, "/b": false},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader("<html><body>"+tt.html+"</body></html>"), "https://www.example.test/", "")
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			for _, l := range p.Links {
				got[strings.TrimPrefix(l.URL, "https://www.example.test")] = l.Nav
			}
			for path, want := range tt.want {
				if g, ok := got[path]; !ok || g != want {
					t.Errorf("link %s: Nav = %v (found %v), want %v", path, g, ok, want)
				}
			}
		})
	}
}

// TestLinkItems checks what a link is given of its item: whether it is a heading, the <time> and the
// text of the smallest container around it that holds only a few links.
func TestLinkItems(t *testing.T) {
	tests := []struct {
		name, html  string
		path        string
		wantHeading bool
		wantTime    string
		wantContext string
	}{
		{
			name:        "a teaser with its time after the headline",
			html:        `<article><h2><a href="/a">Storm hits the coast</a></h2><p>By Ann <time datetime="2024-05-04T10:00:00+02:00">4 May</time></p></article>`,
			path:        "/a",
			wantHeading: true, wantTime: "2024-05-04T10:00:00+02:00", wantContext: "Storm hits the coast By Ann 4 May",
		},
		{
			name:        "a list entry with its date in words",
			html:        `<ul><li><a href="/b">Markets rally</a> <span>vor 2 Stunden</span></li><li><a href="/c">Other</a></li></ul>`,
			path:        "/b",
			wantContext: "Markets rally vor 2 Stunden",
		},
		{
			name:        "a time inside the anchor",
			html:        `<div><a href="/d"><h3>Title</h3><time datetime="2024-05-04">May 4</time></a></div>`,
			path:        "/d",
			wantHeading: true, wantTime: "2024-05-04", wantContext: "Title May 4",
		},
		{
			name:        "an item after much text",
			html:        `<div>` + strings.Repeat(`<p>Filler text of the page, read and dropped. </p>`, 3000) + `<li><a href="/k">Late story</a> 4. Mai 2024</li></div>`,
			path:        "/k",
			wantContext: "Late story 4. Mai 2024",
		},
		{
			name: "a column of many links is no one link's item",
			html: `<div><a href="/e">One</a><a href="/f">Two</a><a href="/g">Three</a><a href="/h">Four</a>` +
				`<time datetime="2024-05-04">May 4</time></div>`,
			path: "/e",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(strings.NewReader("<html><body>"+tt.html+"</body></html>"), "https://www.example.test/", "")
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range p.Links {
				if l.URL != "https://www.example.test"+tt.path {
					continue
				}
				if l.Heading != tt.wantHeading || l.Time != tt.wantTime || l.Context != tt.wantContext {
					t.Errorf("got Heading %v, Time %q, Context %q; want %v, %q, %q", l.Heading, l.Time, l.Context, tt.wantHeading, tt.wantTime, tt.wantContext)
				}
				return
			}
			t.Fatalf("no link to %s in %+v", tt.path, p.Links)
		})
	}
}
