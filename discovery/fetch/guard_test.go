package fetch

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestPrivateAddressGuard(t *testing.T) {
	publicAddr := netip.MustParseAddr("203.0.113.10")  // looks public; really a loopback server
	intranetAddr := netip.MustParseAddr("10.20.30.40") // private
	sneakyAddr := netip.MustParseAddr("192.168.1.1")   // private, behind a public-looking name

	private := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("private")})
	intranet := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("intranet"),
		"/to-loopback": redirect(http.StatusFound, private.URL+"/")})
	// typedSite is a loopback site a person typed, which points to another loopback site (private,
	// on another port) and into the intranet.
	typedSite := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt":     allowAll,
		"/":               text("typed"),
		"/to-other-port":  redirect(http.StatusFound, private.URL+"/"),
		"/to-intranet":    redirect(http.StatusFound, "http://intranet.test/"),
		"/to-credentials": redirect(http.StatusFound, "http://user:secret@public.test/"),
	})
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
		{"typed localhost is not 127.0.0.1", "http://localhost/", private.URL + "/", "", private},
		{"typed private name", "intranet.test", "http://intranet.test/", "intranet", nil},
		{"typed loopback may reach public", private.URL, "http://public.test/", "public", nil},
		{"typed loopback, https of the same host", strings.Replace(typedSite.URL, "http:", "https:", 1), typedSite.URL + "/", "typed", nil},
		{"typed loopback, another loopback port", typedSite.URL, private.URL + "/", "", private},
		{"typed loopback redirects to another port", typedSite.URL, typedSite.URL + "/to-other-port", "", private},
		{"typed loopback redirects into the intranet", typedSite.URL, typedSite.URL + "/to-intranet", "", intranet},
		{"typed private name redirects to loopback", "intranet.test", "http://intranet.test/to-loopback", "", private},
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
		{"64:ff9b::7f00:1", true}, {"64:ff9b::808:808", true}, {"2002:7f00:1::1", true},
		{"fec0::1", true}, {"ff02::1", true}, {"224.0.0.1", true}, {"239.255.255.250", true},
		{"240.0.0.1", true}, {"255.255.255.255", true}, {"198.18.0.1", true}, {"198.19.255.255", true},
		{"198.20.0.1", false}, {"223.255.255.255", false}, {"2003::1", false},
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

func TestUserInfoRefused(t *testing.T) {
	// A user name or password in an address is never sent, typed or reached by a redirect, and the
	// error does not repeat the password.
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/":           text("home"),
		"/to-creds":   redirect(http.StatusFound, "/again"),
	})
	s2 := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/to-creds":   redirect(http.StatusFound, strings.Replace(s.URL, "http://", "http://user:hunter2@", 1)+"/"),
	})
	tests := []struct {
		name, typed, url string
	}{
		{"typed", s.URL, strings.Replace(s.URL, "http://", "http://user:hunter2@", 1) + "/"},
		{"user name alone", s.URL, strings.Replace(s.URL, "http://", "http://user@", 1) + "/"},
		{"redirect", s2.URL, s2.URL + "/to-creds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := len(s.paths())
			job := New(Config{}).NewJob(JobOptions{Typed: tt.typed})
			_, err := job.Get(context.Background(), Request{Step: "homepage", URL: tt.url})
			if !errors.Is(err, ErrUserInfo) {
				t.Fatalf("err = %v, want ErrUserInfo", err)
			}
			if strings.Contains(err.Error(), "hunter2") {
				t.Errorf("err = %q repeats the password", err)
			}
			if !strings.HasPrefix(err.Error(), "fetch: ") {
				t.Errorf("err = %q does not start with the package name", err)
			}
			if got := len(s.paths()); got != before {
				t.Errorf("the site received %d requests, want none", got-before)
			}
			if err := job.Reachable(context.Background(), tt.url); tt.name != "redirect" && !errors.Is(err, ErrUserInfo) {
				t.Errorf("Reachable = %v, want ErrUserInfo", err)
			}
		})
	}
}

func TestDNSRebinding(t *testing.T) {
	// rebind.test answers a public address to the first look-up and a private one afterwards: the
	// guard judges the addresses of every connection, not the first answer.
	private := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("private")})
	publicAddr := netip.MustParseAddr("203.0.113.40")
	var lookups int
	var mu sync.Mutex
	c := New(Config{
		LookupHost: func(ctx context.Context, host string) ([]netip.Addr, error) {
			mu.Lock()
			defer mu.Unlock()
			lookups++
			if lookups == 1 {
				return []netip.Addr{publicAddr}, nil
			}
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		},
		Dial: func(ctx context.Context, network string, addr netip.AddrPort) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, network, private.Listener.Addr().String())
		},
	})
	job := c.NewJob(JobOptions{Typed: "http://public.test/"})
	if err := job.Reachable(context.Background(), "http://rebind.test/"); err != nil {
		t.Fatalf("Reachable at the first look-up = %v, want nil", err)
	}
	_, err := job.Get(context.Background(), Request{Step: "homepage", URL: "http://rebind.test/"})
	var refused *PrivateAddressError
	if !errors.As(err, &refused) {
		t.Fatalf("err = %v, want *PrivateAddressError", err)
	}
	if got := private.paths(); len(got) != 0 {
		t.Errorf("the private server received %q, want nothing", got)
	}
}

func TestReachable(t *testing.T) {
	dns := &fakeDNS{names: map[string]netip.Addr{
		"public.test":   netip.MustParseAddr("203.0.113.10"),
		"intranet.test": netip.MustParseAddr("10.20.30.40"),
		"metadata.test": netip.MustParseAddr("169.254.169.254"),
	}}
	tests := []struct {
		typed, url  string
		wantPrivate bool
	}{
		{"http://public.test/", "http://public.test/feed", false},
		{"http://public.test/", "http://127.0.0.1:9090/feed", true},
		{"http://public.test/", "http://localhost/feed", true},
		{"http://public.test/", "http://intranet.test/feed", true},
		{"http://public.test/", "http://metadata.test/latest", true},
		{"http://public.test/", "http://[64:ff9b::a00:1]/", true},
		{"http://public.test/", "http://nowhere.test/feed", false}, // does not resolve: the request will say so
		{"http://127.0.0.1:9090/", "https://127.0.0.1:9090/feed", false},
		{"http://127.0.0.1:9090/", "http://127.0.0.1:9091/feed", true},
		{"", "http://10.0.0.1/feed", true},
	}
	c := New(dns.config(Config{}))
	for _, tt := range tests {
		t.Run(tt.typed+" "+tt.url, func(t *testing.T) {
			err := c.NewJob(JobOptions{Typed: tt.typed}).Reachable(context.Background(), tt.url)
			var refused *PrivateAddressError
			if got := errors.As(err, &refused); got != tt.wantPrivate {
				t.Errorf("Reachable = %v, want private %v", err, tt.wantPrivate)
			}
		})
	}
}
