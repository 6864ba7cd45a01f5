package discovery

import (
	"net/url"
	"testing"
)

// FuzzParseAddress checks, on any input, that ParseAddress either refuses with an *AddressError or
// returns an absolute http(s) URL with a host that parses back to itself.
func FuzzParseAddress(f *testing.F) {
	for _, s := range []string{"nikkei.com", "www.nikkei.com/", "https://www.nikkei.com/news", "HTTP://Example.COM",
		"https://Bücher.de/", "nikkei", "ftp://x", "http://", "/news", "localhost:8080", "http://[::1]:80/x",
		"mailto:desk@nikkei.com", "nikkei..com", "example.com:99999", "//example.com/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseAddress(s)
		if err != nil {
			if _, ok := err.(*AddressError); !ok {
				t.Fatalf("ParseAddress(%q) error %T, want *AddressError", s, err)
			}
			return
		}
		if u.Scheme != "http" && u.Scheme != "https" {
			t.Fatalf("ParseAddress(%q) scheme %q", s, u.Scheme)
		}
		if u.Host == "" || u.Path == "" {
			t.Fatalf("ParseAddress(%q) = %q: no host or no path", s, u)
		}
		back, err := url.Parse(u.String())
		if err != nil || back.String() != u.String() {
			t.Fatalf("ParseAddress(%q) = %q, which parses back as %v, %v", s, u, back, err)
		}
	})
}
