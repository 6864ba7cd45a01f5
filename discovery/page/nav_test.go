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
