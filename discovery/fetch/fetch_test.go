package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestRobotsFirst(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/":           text("home"),
		"/feed":       text("feed"),
	})
	var log eventLog
	job := New(Config{}).NewJob(JobOptions{Typed: s.URL, OnEvent: log.add})

	res, err := job.Get(context.Background(), Request{Step: "homepage", URL: s.URL + "/"})
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if got, want := string(res.Body), "home"; got != want {
		t.Errorf("body = %q, want %q", got, want)
	}
	if _, err := job.Get(context.Background(), Request{Step: "feed", URL: s.URL + "/feed"}); err != nil {
		t.Fatalf("Get feed: %v", err)
	}
	if got, want := s.paths(), []string{"/robots.txt", "/", "/feed"}; !slices.Equal(got, want) {
		t.Errorf("server saw %q, want %q", got, want)
	}
	if got, want := log.steps(), []string{"robots OK /robots.txt", "homepage OK /", "feed OK /feed"}; !slices.Equal(got, want) {
		t.Errorf("events %q, want %q", got, want)
	}
	if got, want := job.Sent(), 3; got != want {
		t.Errorf("Sent() = %d, want %d", got, want)
	}
	for _, a := range s.arrivals() {
		if got := a.Header.Get("User-Agent"); got != UserAgent {
			t.Errorf("%s: User-Agent %q, want %q", a.Path, got, UserAgent)
		}
		if got, want := a.Header.Get("Accept-Encoding"), "gzip"; got != want {
			t.Errorf("%s: Accept-Encoding %q, want %q", a.Path, got, want)
		}
	}
	for _, e := range log.all() {
		if e.Bytes == 0 || e.Err != "" || e.Time.IsZero() {
			t.Errorf("event %+v: want bytes counted, no error and a time", e)
		}
	}
}

func TestDisallowedNeverSent(t *testing.T) {
	closed := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": text("User-agent: *\nDisallow: /\n"),
	})
	tests := []struct {
		name     string
		path     string
		wantSeen []string
		wantRule string
	}{
		{"direct", "/private/a", []string{"/robots.txt"}, "Disallow: /private"},
		{"query counts", "/search?q=x", []string{"/robots.txt"}, "Disallow: /search?"},
		{"redirect into a disallowed path", "/go", []string{"/robots.txt", "/go"}, "Disallow: /private"},
		{"redirect to a closed origin", "/away", []string{"/robots.txt", "/away"}, "Disallow: /"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSite(t, map[string]http.HandlerFunc{
				"/robots.txt": text("User-agent: broadsheet\nDisallow: /private\nDisallow: /search?\n\nUser-agent: *\nDisallow:\n"),
				"/private/a":  text("secret"),
				"/private/b":  text("secret"),
				"/go":         redirect(http.StatusFound, "/private/b"),
				"/away":       redirect(http.StatusMovedPermanently, "http://closed.test/page"),
			})
			// The closed origin is on another host, which must look public to be reached at all.
			closedAddr := netip.MustParseAddr("203.0.113.20")
			dns := &fakeDNS{names: map[string]netip.Addr{"closed.test": closedAddr}, route: map[netip.Addr]*site{closedAddr: closed}}
			job := New(dns.config(Config{})).NewJob(JobOptions{Typed: s.URL})
			_, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + tt.path})
			var disallowed *DisallowedError
			if !errors.As(err, &disallowed) {
				t.Fatalf("err = %v, want *DisallowedError", err)
			}
			if got := disallowed.Rule; got != tt.wantRule {
				t.Errorf("rule = %q, want %q", got, tt.wantRule)
			}
			if got := s.paths(); !slices.Equal(got, tt.wantSeen) {
				t.Errorf("server saw %q, want %q", got, tt.wantSeen)
			}
			for _, p := range closed.paths() {
				if p != "/robots.txt" {
					t.Errorf("closed origin was sent %s", p)
				}
			}
		})
	}
}

func TestPauseSpacing(t *testing.T) {
	const pause = 150 * time.Millisecond
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": allowAll,
		"/a":          text("a"),
		"/b":          text("b"),
	})
	c := New(Config{Pause: pause})
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 2 {
		job := c.NewJob(JobOptions{Typed: s.URL})
		wg.Go(func() {
			for _, p := range []string{"/a", "/b"} {
				if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + p}); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("Get: %v", err)
	}
	arrivals := s.arrivals()
	if got, want := len(arrivals), 5; got != want {
		t.Fatalf("server saw %d requests, want %d (robots.txt once, then four pages)", got, want)
	}
	for i := 1; i < len(arrivals); i++ {
		if got := arrivals[i].At.Sub(arrivals[i-1].At); got < pause {
			t.Errorf("%s arrived %v after %s, want at least %v", arrivals[i].Path, got, arrivals[i-1].Path, pause)
		}
	}
}

// TestPauseAfterAnotherProcess checks that the first request of a new Client to a host keeps the
// pause after the last request Config.LastRequest knows of (another process's), asking once per host
// by its HostKey.
func TestPauseAfterAnotherProcess(t *testing.T) {
	const pause = 150 * time.Millisecond
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/a": text("a")})
	var (
		mu    sync.Mutex
		asked []string
	)
	endedElsewhere := time.Now()
	c := New(Config{Pause: pause, LastRequest: func(_ context.Context, host string) time.Time {
		mu.Lock()
		defer mu.Unlock()
		asked = append(asked, host)
		return endedElsewhere
	}})
	job := c.NewJob(JobOptions{Typed: s.URL})
	for range 2 {
		if _, err := job.Get(t.Context(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
			t.Fatalf("Get: %v", err)
		}
	}
	arrivals := s.arrivals()
	if len(arrivals) == 0 {
		t.Fatal("the server saw no request")
	}
	if got := arrivals[0].At.Sub(endedElsewhere); got < pause {
		t.Errorf("the first request arrived %v after the other process's last one, want at least %v", got, pause)
	}
	if want := []string{HostKey(s.URL)}; !slices.Equal(asked, want) {
		t.Errorf("LastRequest asked about %q, want %q (once, before the first request)", asked, want)
	}
}

func TestCrawlDelayStretchesPause(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": text("User-agent: broadsheet\nCrawl-delay: 0.4\nDisallow:\n"),
		"/a":          text("a"),
	})
	job := New(Config{Pause: 10 * time.Millisecond}).NewJob(JobOptions{Typed: s.URL})
	for range 2 {
		if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
			t.Fatalf("Get: %v", err)
		}
	}
	arrivals := s.arrivals()
	if got, want := len(arrivals), 3; got != want {
		t.Fatalf("server saw %d requests, want %d", got, want)
	}
	if got, want := arrivals[2].At.Sub(arrivals[1].At), 400*time.Millisecond; got < want {
		t.Errorf("second page came %v after the first, want at least the Crawl-delay %v", got, want)
	}
}

func TestOneRequestAtATimePerHost(t *testing.T) {
	var mu sync.Mutex
	inFlight, most := 0, 0
	slow := func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		inFlight++
		most = max(most, inFlight)
		mu.Unlock()
		time.Sleep(20 * time.Millisecond) // gives an overlapping request the chance to show
		mu.Lock()
		inFlight--
		mu.Unlock()
	}
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/slow": slow})
	c := New(Config{})
	var wg sync.WaitGroup
	for range 4 {
		job := c.NewJob(JobOptions{Typed: s.URL})
		wg.Go(func() {
			if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/slow"}); err != nil {
				t.Errorf("Get: %v", err)
			}
		})
	}
	wg.Wait()
	if got, want := most, 1; got != want {
		t.Errorf("at most %d requests were under way at once, want %d", got, want)
	}
	if got, want := s.paths()[0], "/robots.txt"; got != want {
		t.Errorf("first request %s, want %s", got, want)
	}
	if got, want := strings.Count(strings.Join(s.paths(), " "), "/robots.txt"), 1; got != want {
		t.Errorf("robots.txt fetched %d times by four jobs, want %d", got, want)
	}
}

func TestHostsRunInParallel(t *testing.T) {
	// Each host's page waits until the other host has received its own page request: if requests to
	// different hosts were serialised, neither would ever answer 200.
	arrivedA, arrivedB := make(chan struct{}), make(chan struct{})
	meet := func(mine, other chan struct{}) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			close(mine)
			select {
			case <-other:
				_, _ = w.Write([]byte("met"))
			case <-time.After(10 * time.Second):
				w.WriteHeader(http.StatusGatewayTimeout)
			}
		}
	}
	a := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": meet(arrivedA, arrivedB)})
	b := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": meet(arrivedB, arrivedA)})
	c := New(Config{Pause: time.Second})
	var wg sync.WaitGroup
	for _, s := range []*site{a, b} {
		job := c.NewJob(JobOptions{Typed: s.URL})
		wg.Go(func() {
			res, err := job.Get(context.Background(), Request{Step: "homepage", URL: s.URL + "/"})
			if err != nil {
				t.Errorf("Get %s: %v", s.URL, err)
				return
			}
			if got, want := res.Status, http.StatusOK; got != want {
				t.Errorf("%s answered %d, want %d: the two hosts were not served in parallel", s.URL, got, want)
			}
		})
	}
	wg.Wait()
}

func TestBudget(t *testing.T) {
	tests := []struct {
		name     string
		budget   int
		paths    []string
		wantOK   int // Gets that succeed before ErrBudget
		wantSeen []string
	}{
		{"robots counts", 3, []string{"/a", "/b", "/c"}, 2, []string{"/robots.txt", "/a", "/b"}},
		{"redirect hops count", 2, []string{"/r"}, 0, []string{"/robots.txt", "/r"}},
		{"no limit", 0, []string{"/a", "/b", "/c", "/r"}, 4, []string{"/robots.txt", "/a", "/b", "/c", "/r", "/a"}},
		{"robots.txt alone spends it", 1, []string{"/a"}, 0, []string{"/robots.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSite(t, map[string]http.HandlerFunc{
				"/robots.txt": allowAll,
				"/a":          text("a"), "/b": text("b"), "/c": text("c"),
				"/r": redirect(http.StatusFound, "/a"),
			})
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL, Budget: tt.budget})
			ok := 0
			var err error
			for _, p := range tt.paths {
				if _, err = job.Get(context.Background(), Request{Step: "page", URL: s.URL + p}); err != nil {
					break
				}
				ok++
			}
			if got := ok; got != tt.wantOK {
				t.Errorf("%d Gets succeeded, want %d (last error %v)", got, tt.wantOK, err)
			}
			if tt.wantOK < len(tt.paths) && !errors.Is(err, ErrBudget) {
				t.Errorf("err = %v, want ErrBudget", err)
			}
			if got := s.paths(); !slices.Equal(got, tt.wantSeen) {
				t.Errorf("server saw %q, want %q", got, tt.wantSeen)
			}
			if got, want := job.Sent(), len(tt.wantSeen); got != want {
				t.Errorf("Sent() = %d, want %d", got, want)
			}
		})
	}
}

func TestUnusableURLs(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		wantErr error
	}{
		{"ftp", "ftp://example.test/file", ErrScheme},
		{"file", "file:///etc/passwd", ErrScheme},
		{"relative", "/just/a/path", ErrScheme},
		{"no host", "http:///path", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log eventLog
			job := New(Config{}).NewJob(JobOptions{OnEvent: log.add})
			_, err := job.Get(context.Background(), Request{Step: "page", URL: tt.url})
			if err == nil {
				t.Fatal("err = nil, want an error")
			}
			if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Errorf("err = %v, want %v", err, tt.wantErr)
			}
			if !strings.HasPrefix(err.Error(), "fetch: ") {
				t.Errorf("error %q does not start with the package name", err)
			}
			if got := len(log.all()); got != 0 {
				t.Errorf("%d requests sent, want none", got)
			}
		})
	}
}

func TestHTTPSAndSchemeChange(t *testing.T) {
	secure := newTLSSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": text("secure")})
	// The HTTPS site is another host, under a public-looking name its test certificate holds.
	plain := newSite(t, map[string]http.HandlerFunc{"/robots.txt": allowAll, "/": redirect(http.StatusMovedPermanently, "https://example.com/")})
	secureAddr := netip.MustParseAddr("203.0.113.30")
	dns := &fakeDNS{names: map[string]netip.Addr{"example.com": secureAddr}, route: map[netip.Addr]*site{secureAddr: secure}}
	tlsConfig := secure.Client().Transport.(*http.Transport).TLSClientConfig
	var log eventLog
	job := New(dns.config(Config{TLS: tlsConfig})).NewJob(JobOptions{Typed: plain.URL, OnEvent: log.add})
	res, err := job.Get(context.Background(), Request{Step: "homepage", URL: plain.URL + "/"})
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if got, want := res.URL, "https://example.com/"; got != want {
		t.Errorf("final URL %q, want %q", got, want)
	}
	// Each origin's robots.txt comes before anything else on it, the redirect hop included.
	if got, want := log.steps(), []string{"robots OK /robots.txt", "homepage Moved Permanently /", "robots OK /robots.txt", "redirect OK /"}; !slices.Equal(got, want) {
		t.Errorf("events %q, want %q", got, want)
	}
	if got, want := secure.paths(), []string{"/robots.txt", "/"}; !slices.Equal(got, want) {
		t.Errorf("HTTPS server saw %q, want %q", got, want)
	}

	// Without the test's certificate, the HTTPS robots.txt cannot be read: everything there is off limits.
	strict := New(Config{}).NewJob(JobOptions{Typed: secure.URL})
	var disallowed *DisallowedError
	if _, err := strict.Get(context.Background(), Request{Step: "homepage", URL: secure.URL + "/"}); !errors.As(err, &disallowed) || disallowed.Cause == nil {
		t.Errorf("err = %v, want *DisallowedError caused by the certificate", err)
	}
}

func TestOriginAndHostKey(t *testing.T) {
	tests := []struct {
		url        string
		wantOrigin string
		wantHost   string
	}{
		{"https://Example.COM/a", "https://example.com", "example.com"},
		{"https://example.com:443/a", "https://example.com", "example.com"},
		{"http://example.com:80/a", "http://example.com", "example.com"},
		{"http://example.com:443/a", "http://example.com:443", "example.com:443"},
		{"http://127.0.0.1:8080/a", "http://127.0.0.1:8080", "127.0.0.1:8080"},
		{"http://[::1]:8080/a", "http://[::1]:8080", "[::1]:8080"},
		{"https://[2001:db8::1]/a", "https://[2001:db8::1]", "[2001:db8::1]"},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			u, err := parseTarget(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			if got := originOf(u); got != tt.wantOrigin {
				t.Errorf("origin = %q, want %q", got, tt.wantOrigin)
			}
			if got := hostKey(u); got != tt.wantHost {
				t.Errorf("host key = %q, want %q", got, tt.wantHost)
			}
		})
	}
}
