package discovery

import (
	"errors"
	"strings"
	"testing"
)

func TestParseAddress(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"bare host", "nikkei.com", "https://nikkei.com/"},
		{"host with slash", "www.nikkei.com/", "https://www.nikkei.com/"},
		{"full url with path", "https://www.nikkei.com/news", "https://www.nikkei.com/news"},
		{"upper-case scheme and host", "HTTP://Example.COM", "http://example.com/"},
		{"idn host", "https://Bücher.de/", "https://xn--bcher-kva.de/"},
		{"spaces around", "  nikkei.com  ", "https://nikkei.com/"},
		{"fragment dropped", "example.com/a#top", "https://example.com/a"},
		{"host and port", "localhost:8080", "https://localhost:8080/"},
		{"loopback with port", "http://127.0.0.1:41234", "http://127.0.0.1:41234/"},
		{"ipv6", "http://[::1]:80/x", "http://[::1]:80/x"},
		{"query kept", "example.com/?p=1", "https://example.com/?p=1"},
		{"scheme-relative", "//example.com/x", "https://example.com/x"},
		{"trailing dot", "example.com.", "https://example.com/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := ParseAddress(tt.in)
			if err != nil {
				t.Fatalf("ParseAddress(%q): %v", tt.in, err)
			}
			if got := u.String(); got != tt.want {
				t.Errorf("ParseAddress(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseAddressErrors(t *testing.T) {
	tests := []struct {
		name, in, words string
	}{
		{"no dot", "nikkei", "is not a web address: a site's name has a dot"},
		{"ftp", "ftp://x", "not ftp"},
		{"scheme without host", "http://", "has no site name"},
		{"spaces inside", "nikkei .com", "contains spaces"},
		{"path alone", "/news", "is a path without a site"},
		{"empty", "   ", "is empty"},
		{"mailto", "mailto:desk@nikkei.com", "not mailto"},
		{"javascript", "javascript:alert(1)", "not javascript"},
		{"user name", "https://me@nikkei.com/", "user name"},
		{"password", "https://me:hunter2@nikkei.com/", "user name or password"},
		{"password without a scheme", "me:hunter2@nikkei.com", `"me:***@nikkei.com" has a user name or password`},
		{"password before a port", "me:hunter2@127.0.0.1:8080", `"me:***@127.0.0.1:8080" has a user name or password`},
		{"password without a scheme or host", "me:hunter2@", "user name or password"},
		{"password after slashes", "//me:hunter2@nikkei.com/news", `"//me:***@nikkei.com/news"`},
		{"password of another scheme", "ftp://me:hunter2@nikkei.com/", `"ftp://me:***@nikkei.com/" is not a web address`},
		{"password and a space", "me:hunter2@nikkei.com/a b", `"me:***@nikkei.com/a b" contains spaces`},
		{"password and a bad port", "http://me:hunter2@nikkei.com:99999/", `"http://me:***@nikkei.com:99999/" has a user name`},
		{"password in a bad address", "http://me:hunter2@[::1/", `"http://me:***@[::1/" is not a web address`},
		{"bad port", "nikkei.com:99999", "port"},
		{"empty label", "nikkei..com", "empty part"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseAddress(tt.in)
			var ae *AddressError
			if !errors.As(err, &ae) {
				t.Fatalf("ParseAddress(%q) error = %v, want *AddressError", tt.in, err)
			}
			if !strings.Contains(err.Error(), tt.words) {
				t.Errorf("ParseAddress(%q) error = %q, want it to say %q", tt.in, err, tt.words)
			}
			if strings.Contains(err.Error(), "hunter2") {
				t.Errorf("ParseAddress(%q) error = %q repeats the password", tt.in, err)
			}
			if !strings.HasPrefix(err.Error(), "discovery: ") {
				t.Errorf("error %q does not start with the package name", err)
			}
		})
	}
}
