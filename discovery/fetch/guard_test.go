package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"testing"
	"time"
)

func TestPrivateAddressGuard(t *testing.T) {
	publicAddr := netip.MustParseAddr("203.0.113.10")  // looks public; really a loopback server
	intranetAddr := netip.MustParseAddr("10.20.30.40") // private
	sneakyAddr := netip.MustParseAddr("192.168.1.1")   // private, behind a public-looking name

	private := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("private")})
	intranet := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("intranet")})
	public := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt":  allowAll,
		"/":            text("public"),
		"/to-loopback": redirect(http.StatusFound, private.URL+"/"),
		"/to-intranet": redirect(http.StatusFound, "http://intranet.test/"),
		"/to-sneaky":   redirect(http.StatusFound, "http://sneaky.test/"),
		"/to-mapped":   redirect(http.StatusFound, "http://[::ffff:127.0.0.1]:1/"),
	})
	dns := &fakeDNS{
		names: map[string]netip.Addr{"public.test": publicAddr, "intranet.test": intranetAddr, "sneaky.test": sneakyAddr},
		route: map[netip.Addr]*site{publicAddr: public, intranetAddr: intranet, sneakyAddr: intranet},
	}
	tests := []struct {
		name        string
		typed       string
		url         string
		wantBody    string // empty when the guard must refuse
		wantRefused *site  // the server that must never be reached, when refused
	}{
		{"public site", "public.test", "http://public.test/", "public", nil},
		{"public site into loopback", "http://public.test/", "http://public.test/to-loopback", "", private},
		{"public site into a private name", "http://public.test/", "http://public.test/to-intranet", "", intranet},
		{"public-looking name with a private address", "http://public.test/", "http://public.test/to-sneaky", "", intranet},
		{"public site into IPv4-mapped loopback", "http://public.test/", "http://public.test/to-mapped", "", private},
		{"nothing typed", "", private.URL + "/", "", private},
		{"typed loopback", private.URL, private.URL + "/", "private", nil},
		{"typed localhost", "http://localhost/", private.URL + "/", "private", nil},
		{"typed private name", "intranet.test", "http://intranet.test/", "intranet", nil},
		{"typed loopback may reach public", private.URL, "http://public.test/", "public", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := 0
			if tt.wantRefused != nil {
				before = len(tt.wantRefused.paths())
			}
			job := New(dns.config(Config{})).NewJob(JobOptions{Typed: tt.typed})
			res, err := job.Get(context.Background(), Request{Step: "homepage", URL: tt.url})
			if tt.wantBody != "" {
				if err != nil {
					t.Fatalf("Get: %v", err)
				}
				if got := string(res.Body); got != tt.wantBody {
					t.Errorf("body = %q, want %q", got, tt.wantBody)
				}
				return
			}
			var refused *PrivateAddressError
			if !errors.As(err, &refused) {
				t.Fatalf("err = %v, want *PrivateAddressError", err)
			}
			var disallowed *DisallowedError
			if errors.As(err, &disallowed) {
				t.Errorf("err = %v, want the refusal itself, not a robots.txt verdict", err)
			}
			if got := len(tt.wantRefused.paths()); got != before {
				t.Errorf("the private server received %d requests, want none", got-before)
			}
		})
	}
}

func TestIsPrivate(t *testing.T) {
	tests := []struct {
		addr string
		want bool
	}{
		{"127.0.0.1", true}, {"127.255.0.9", true}, {"::1", true}, {"10.1.2.3", true},
		{"172.16.0.1", true}, {"172.31.255.255", true}, {"172.32.0.1", false},
		{"192.168.0.1", true}, {"169.254.169.254", true}, {"fd00::1", true}, {"fc00::1", true},
		{"fe80::1", true}, {"::ffff:10.0.0.1", true}, {"0.0.0.0", true}, {"100.64.0.1", true},
		{"203.0.113.10", false}, {"8.8.8.8", false}, {"2001:4860:4860::8888", false},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			if got := isPrivate(netip.MustParseAddr(tt.addr)); got != tt.want {
				t.Errorf("isPrivate(%s) = %v, want %v", tt.addr, got, tt.want)
			}
		})
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name   string
		value  string
		want   time.Duration
		wantOK bool
	}{
		{"absent", "", 0, false},
		{"seconds", "120", 2 * time.Minute, true},
		{"zero", "0", 0, true},
		{"spaces", " 30 ", 30 * time.Second, true},
		{"negative", "-5", 0, false},
		{"HTTP date", "Sun, 29 Nov 2026 12:05:00 GMT", 5 * time.Minute, true},
		{"date in the past", "Sun, 29 Nov 2026 11:00:00 GMT", 0, true},
		{"junk", "soon", 0, false},
		{"huge", "99999999999999999999", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := http.Header{}
			if tt.value != "" {
				h.Set("Retry-After", tt.value)
			}
			got, ok := RetryAfter(h, now)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("RetryAfter(%q) = %v, %v; want %v, %v", tt.value, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestResponseErr(t *testing.T) {
	received := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name       string
		status     int
		retryAfter string
		wantErr    bool
		wantWait   time.Duration
	}{
		{"200", http.StatusOK, "", false, 0},
		{"204", http.StatusNoContent, "", false, 0},
		{"304", http.StatusNotModified, "", false, 0},
		{"403", http.StatusForbidden, "", true, 0},
		{"404", http.StatusNotFound, "", true, 0},
		{"429 with seconds", http.StatusTooManyRequests, "60", true, time.Minute},
		{"503 with a date", http.StatusServiceUnavailable, "Sun, 29 Nov 2026 13:00:00 GMT", true, time.Hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := http.Header{}
			if tt.retryAfter != "" {
				h.Set("Retry-After", tt.retryAfter)
			}
			res := &Response{URL: "https://example.test/", Status: tt.status, Header: h, received: received}
			err := res.Err()
			if (err != nil) != tt.wantErr {
				t.Fatalf("Err() = %v, want an error: %v", err, tt.wantErr)
			}
			if err == nil {
				return
			}
			var httpErr *HTTPError
			if !errors.As(err, &httpErr) {
				t.Fatalf("Err() = %T, want *HTTPError", err)
			}
			if httpErr.Status != tt.status || httpErr.RetryAfter != tt.wantWait || httpErr.URL != res.URL {
				t.Errorf("Err() = %+v, want status %d, retry after %v", httpErr, tt.status, tt.wantWait)
			}
		})
	}
}

func TestPrivateRefusalNotRemembered(t *testing.T) {
	// A refusal says nothing about the private site: a later job whose person typed that address
	// reaches it through the same Client.
	private := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("private")})
	c := New(Config{})
	var refused *PrivateAddressError
	if _, err := c.NewJob(JobOptions{Typed: "http://203.0.113.10/"}).Get(context.Background(), Request{Step: "homepage", URL: private.URL + "/"}); !errors.As(err, &refused) {
		t.Fatalf("public job: err = %v, want *PrivateAddressError", err)
	}
	res, err := c.NewJob(JobOptions{Typed: private.URL}).Get(context.Background(), Request{Step: "homepage", URL: private.URL + "/"})
	if err != nil {
		t.Fatalf("private job: %v", err)
	}
	if got, want := string(res.Body), "private"; got != want {
		t.Errorf("body = %q, want %q", got, want)
	}
}
