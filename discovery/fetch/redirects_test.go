package fetch

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"testing"
)

func TestRedirectsAreRecorded(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/a":          redirect(http.StatusMovedPermanently, "/b"),
		"/b":          redirect(http.StatusPermanentRedirect, "/c"),
		"/c":          text("feed"),
		"/t":          redirect(http.StatusMovedPermanently, "/u"),
		"/u":          redirect(http.StatusFound, "/c"),
		"/307":        redirect(http.StatusTemporaryRedirect, "/c"),
	})
	tests := []struct {
		path      string
		wantHops  []int
		permanent bool
	}{
		{"/c", nil, false},
		{"/a", []int{301, 308}, true},
		{"/t", []int{301, 302}, false},
		{"/307", []int{307}, false},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
			res, err := job.Get(t.Context(), Request{Step: "feed", URL: s.URL + tt.path})
			if err != nil {
				t.Fatal(err)
			}
			var hops []int
			for i, h := range res.Redirects {
				hops = append(hops, h.Status)
				if i == 0 && h.URL != s.URL+tt.path {
					t.Errorf("first hop URL = %q, want %q", h.URL, s.URL+tt.path)
				}
			}
			if !slices.Equal(hops, tt.wantHops) {
				t.Errorf("hops = %v, want %v", hops, tt.wantHops)
			}
			if got := res.MovedPermanently(); got != tt.permanent {
				t.Errorf("MovedPermanently() = %v, want %v", got, tt.permanent)
			}
			if res.URL != s.URL+"/c" {
				t.Errorf("final URL = %q, want %q", res.URL, s.URL+"/c")
			}
		})
	}
}

func TestJobIsPrivate(t *testing.T) {
	c := New(Config{LookupHost: func(ctx context.Context, host string) ([]netip.Addr, error) {
		switch host {
		case "public.test":
			return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
		case "inside.test":
			return []netip.Addr{netip.MustParseAddr("10.1.2.3")}, nil
		}
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}})
	job := c.NewJob(JobOptions{})
	tests := []struct {
		url  string
		want bool
	}{
		{"http://127.0.0.1:8080/feed", true},
		{"http://localhost/feed", true},
		{"https://inside.test/feed", true},
		{"https://public.test/feed", false},
		{"https://nowhere.test/feed", false},
	}
	for _, tt := range tests {
		if got := job.IsPrivate(t.Context(), tt.url); got != tt.want {
			t.Errorf("IsPrivate(%s) = %v, want %v", tt.url, got, tt.want)
		}
	}
}
