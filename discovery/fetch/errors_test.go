package fetch

import (
	"testing"
	"time"
)

func TestHTTPErrorWords(t *testing.T) {
	tests := []struct {
		name string
		wait time.Duration
		want string
	}{
		{"no wait asked", 0, "fetch: https://example.com/ answered 429 Too Many Requests"},
		{"whole seconds", 90 * time.Second, "fetch: https://example.com/ answered 429 Too Many Requests (retry after 1m30s)"},
		{"an HTTP date, rounded up to the second", 2*time.Hour + 22*time.Minute + 35573165853*time.Nanosecond,
			"fetch: https://example.com/ answered 429 Too Many Requests (retry after 2h22m36s)"},
		{"under a second", 400 * time.Millisecond, "fetch: https://example.com/ answered 429 Too Many Requests (retry after 1s)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := &HTTPError{URL: "https://example.com/", Status: 429, RetryAfter: tt.wait}
			if got := err.Error(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
