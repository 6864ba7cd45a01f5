package page

import "testing"

func TestCanonicalURL(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"fragment", "https://x.test/a/#top", "https://x.test/a/"},
		{"utm params", "https://x.test/a?utm_source=tw&utm_medium=social", "https://x.test/a"},
		{"other params kept", "https://x.test/a?id=3&fbclid=abc&page=2", "https://x.test/a?id=3&page=2"},
		{"host case and default port", "HTTPS://X.Test:443", "https://x.test/"},
		{"gclid", "https://x.test/?gclid=1", "https://x.test/"},
		{"not a url", "::", "::"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CanonicalURL(tt.in); got != tt.want {
				t.Errorf("CanonicalURL(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
