package fetch

import (
	"context"
	"errors"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// clock is a settable time for Config.Now.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func newClock() *clock { return &clock{now: time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// memoryRobots is a RobotsCache in a map.
type memoryRobots struct {
	mu     sync.Mutex
	copies map[string]RobotsCopy
	saves  int
}

func (m *memoryRobots) LoadRobots(ctx context.Context, origin string) (RobotsCopy, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, ok := m.copies[origin]
	return c, ok
}

func (m *memoryRobots) SaveRobots(ctx context.Context, origin string, c RobotsCopy) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.copies == nil {
		m.copies = map[string]RobotsCopy{}
	}
	m.copies[origin] = c
	m.saves++
}

// hangUp closes the connection without an answer.
func hangUp(w http.ResponseWriter, r *http.Request) {
	conn, _, err := w.(http.Hijacker).Hijack()
	if err == nil {
		_ = conn.Close()
	}
}

func TestRobotsStatus(t *testing.T) {
	tests := []struct {
		name        string
		robots      http.HandlerFunc
		wantAllowed bool
		wantSeen    []string
		wantStatus  int // of the *HTTPError cause, 0 for none
	}{
		{"200 with rules", text("User-agent: *\nDisallow: /page\n"), false, []string{"/robots.txt"}, 0},
		{"404 means no rules", status(http.StatusNotFound), true, []string{"/robots.txt", "/page"}, 0},
		{"403 means no rules", status(http.StatusForbidden), true, []string{"/robots.txt", "/page"}, 0},
		{"401 means no rules", status(http.StatusUnauthorized), true, []string{"/robots.txt", "/page"}, 0},
		{"410 means no rules", status(http.StatusGone), true, []string{"/robots.txt", "/page"}, 0},
		{"500 disallows all", status(http.StatusInternalServerError), false, []string{"/robots.txt"}, 500},
		{"503 disallows all", status(http.StatusServiceUnavailable), false, []string{"/robots.txt"}, 503},
		{"429 disallows all", status(http.StatusTooManyRequests), false, []string{"/robots.txt"}, 429},
		{"hang-up disallows all", hangUp, false, []string{"/robots.txt"}, 0},
		{"redirect followed", redirect(http.StatusMovedPermanently, "/real-robots.txt"), false, []string{"/robots.txt", "/real-robots.txt"}, 0},
		{"redirect to a 404", redirect(http.StatusFound, "/nowhere.txt"), true, []string{"/robots.txt", "/nowhere.txt", "/page"}, 0},
		{"redirect loop means no rules", redirect(http.StatusFound, "/loop.txt"), true, []string{"/robots.txt", "/loop.txt", "/page"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSite(t, map[string]http.HandlerFunc{
				"/robots.txt":      tt.robots,
				"/real-robots.txt": text("User-agent: broadsheet\nDisallow: /page\n"),
				"/loop.txt":        redirect(http.StatusFound, "/robots.txt"),
				"/page":            text("page"),
			})
			job := New(Config{}).NewJob(JobOptions{Typed: s.URL})
			res, err := job.Get(context.Background(), Request{Step: "homepage", URL: s.URL + "/page"})
			if tt.wantAllowed {
				if err != nil {
					t.Fatalf("Get: %v, want it allowed", err)
				}
				if got, want := res.Status, http.StatusOK; got != want {
					t.Errorf("status = %d, want %d", got, want)
				}
			} else {
				var disallowed *DisallowedError
				if !errors.As(err, &disallowed) {
					t.Fatalf("err = %v, want *DisallowedError", err)
				}
				var httpErr *HTTPError
				if errors.As(err, &httpErr) != (tt.wantStatus != 0) || tt.wantStatus != 0 && httpErr.Status != tt.wantStatus {
					t.Errorf("err = %v, want an *HTTPError cause with status %d", err, tt.wantStatus)
				}
			}
			if got := s.paths(); !slices.Equal(got, tt.wantSeen) {
				t.Errorf("server saw %q, want %q", got, tt.wantSeen)
			}
		})
	}
}

func TestRobotsUnreachableNamesCause(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{})
	addr := s.URL
	s.Close() // nothing listens there any more
	var log eventLog
	job := New(Config{}).NewJob(JobOptions{Typed: addr, OnEvent: log.add})
	_, err := job.Get(context.Background(), Request{Step: "homepage", URL: addr + "/"})
	var disallowed *DisallowedError
	if !errors.As(err, &disallowed) || disallowed.Cause == nil {
		t.Fatalf("err = %v, want *DisallowedError with a cause", err)
	}
	var opErr *net.OpError
	if !errors.As(err, &opErr) {
		t.Errorf("err = %v, want the connection failure in its chain", err)
	}
	events := log.all()
	if len(events) != 1 || events[0].Status != 0 || events[0].Err == "" {
		t.Errorf("events %+v, want one robots event with status 0 and an error", events)
	}
}

func TestRobotsFreshness(t *testing.T) {
	tests := []struct {
		name         string
		cacheControl string
		etag         string
		later        time.Duration // between the two jobs
		wantFetches  []string      // robots.txt requests seen, "full" or "conditional"
	}{
		{"default is kept within a day", "", "", 23 * time.Hour, []string{"full"}},
		{"default expires after a day", "", "", 24*time.Hour + time.Second, []string{"full", "full"}},
		{"max-age within", "max-age=3600", "", 59 * time.Minute, []string{"full"}},
		{"max-age past", "max-age=3600", "", 61 * time.Minute, []string{"full", "full"}},
		{"max-age beyond 24 h is cut to 24 h", "public, max-age=604800", "", 25 * time.Hour, []string{"full", "full"}},
		{"no-cache revalidates", "no-cache", `"r1"`, time.Minute, []string{"full", "conditional"}},
		{"no-store refetches", "no-store", "", time.Minute, []string{"full", "full"}},
		{"stale copy with ETag revalidates", "max-age=60", `"r1"`, 2 * time.Minute, []string{"full", "conditional"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var mu sync.Mutex
			var fetches []string
			robotsTxt := func(w http.ResponseWriter, r *http.Request) {
				mu.Lock()
				defer mu.Unlock()
				if tt.cacheControl != "" {
					w.Header().Set("Cache-Control", tt.cacheControl)
				}
				if tt.etag != "" && r.Header.Get("If-None-Match") == tt.etag {
					fetches = append(fetches, "conditional")
					w.WriteHeader(http.StatusNotModified)
					return
				}
				fetches = append(fetches, "full")
				if tt.etag != "" {
					w.Header().Set("ETag", tt.etag)
				}
				_, _ = w.Write([]byte("User-agent: *\nDisallow: /private\n"))
			}
			s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": robotsTxt, "/a": text("a"), "/private": text("p")})
			clk := newClock()
			c := New(Config{Now: clk.Now})
			for i := range 2 {
				job := c.NewJob(JobOptions{Typed: s.URL})
				for range 2 { // a job settles robots.txt once, whatever its freshness
					if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
						t.Fatalf("job %d: Get: %v", i, err)
					}
				}
				var disallowed *DisallowedError
				if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/private"}); !errors.As(err, &disallowed) {
					t.Errorf("job %d: Get /private: %v, want *DisallowedError", i, err)
				}
				clk.advance(tt.later)
			}
			mu.Lock()
			defer mu.Unlock()
			if !slices.Equal(fetches, tt.wantFetches) {
				t.Errorf("robots.txt fetches %q, want %q", fetches, tt.wantFetches)
			}
		})
	}
}

func TestRobotsFailureKeptBriefly(t *testing.T) {
	var mu sync.Mutex
	down := true
	robotsTxt := func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if down {
			w.Header().Set("Retry-After", "120")
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		_, _ = w.Write([]byte("User-agent: *\nDisallow:\n"))
	}
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": robotsTxt, "/a": text("a")})
	clk := newClock()
	c := New(Config{Now: clk.Now})
	get := func() error {
		_, err := c.NewJob(JobOptions{Typed: s.URL}).Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"})
		return err
	}
	steps := []struct {
		name        string
		later       time.Duration
		up          bool
		wantAllowed bool
		wantSeen    []string
	}{
		{"503 disallows", 0, false, false, []string{"/robots.txt"}},
		{"within Retry-After the failure stands, unasked", time.Minute, true, false, []string{"/robots.txt"}},
		{"after Retry-After robots.txt is asked again", 2 * time.Minute, true, true, []string{"/robots.txt", "/robots.txt", "/a"}},
	}
	for _, st := range steps {
		clk.advance(st.later)
		mu.Lock()
		down = !st.up
		mu.Unlock()
		err := get()
		if got := err == nil; got != st.wantAllowed {
			t.Errorf("%s: err = %v, want allowed %v", st.name, err, st.wantAllowed)
		}
		if got := s.paths(); !slices.Equal(got, st.wantSeen) {
			t.Errorf("%s: server saw %q, want %q", st.name, got, st.wantSeen)
		}
	}
}

func TestRobotsCachePersists(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{
		"/robots.txt": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("ETag", `"e1"`)
			_, _ = w.Write([]byte("User-agent: *\nDisallow: /private\n"))
		},
		"/a": text("a"),
	})
	origin := s.URL // 127.0.0.1:port, the port already explicit
	clk := newClock()
	cache := &memoryRobots{}

	// A first run fetches robots.txt and saves it.
	if _, err := New(Config{Now: clk.Now, Robots: cache}).NewJob(JobOptions{Typed: s.URL}).Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
		t.Fatalf("first run: %v", err)
	}
	saved, ok := cache.copies[origin]
	if !ok {
		t.Fatalf("no copy saved for %q; saved %v", origin, cache.copies)
	}
	if saved.Status != http.StatusOK || saved.ETag != `"e1"` || !strings.Contains(string(saved.Body), "/private") || !saved.Fetched.Equal(clk.Now()) {
		t.Errorf("saved copy %+v, want status 200, the ETag, the body and the fetch time", saved)
	}

	// A second run within a day uses the saved copy and asks nothing.
	clk.advance(time.Hour)
	job := New(Config{Now: clk.Now, Robots: cache}).NewJob(JobOptions{Typed: s.URL})
	if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
		t.Fatalf("second run: %v", err)
	}
	var disallowed *DisallowedError
	if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/private"}); !errors.As(err, &disallowed) {
		t.Errorf("second run, /private: %v, want *DisallowedError from the saved copy", err)
	}
	if got, want := s.paths(), []string{"/robots.txt", "/a", "/a"}; !slices.Equal(got, want) {
		t.Errorf("server saw %q, want %q", got, want)
	}

	// A saved copy older than 24 h is not used, whatever it says of its freshness.
	old := saved
	old.Fetched = clk.Now().Add(-25 * time.Hour)
	old.FreshUntil = clk.Now().Add(365 * 24 * time.Hour)
	old.ETag = ""
	cache.copies[origin] = old
	if _, err := New(Config{Now: clk.Now, Robots: cache}).NewJob(JobOptions{Typed: s.URL}).Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"}); err != nil {
		t.Fatalf("third run: %v", err)
	}
	if got, want := s.paths(), []string{"/robots.txt", "/a", "/a", "/robots.txt", "/a"}; !slices.Equal(got, want) {
		t.Errorf("server saw %q, want %q", got, want)
	}
}

func TestFreshUntil(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name   string
		header http.Header
		want   time.Duration
	}{
		{"none", http.Header{}, 24 * time.Hour},
		{"max-age", http.Header{"Cache-Control": {"max-age=600"}}, 10 * time.Minute},
		{"max-age quoted, among others", http.Header{"Cache-Control": {`public, max-age="600"`}}, 10 * time.Minute},
		{"max-age over a day", http.Header{"Cache-Control": {"max-age=999999999999999999"}}, 24 * time.Hour},
		{"max-age junk", http.Header{"Cache-Control": {"max-age=soon"}}, 0},
		{"no-cache wins over max-age", http.Header{"Cache-Control": {"max-age=600, no-cache"}}, 0},
		{"no-store", http.Header{"Cache-Control": {"no-store"}}, 0},
		{"Expires", http.Header{"Date": {"Sun, 29 Nov 2026 12:00:00 GMT"}, "Expires": {"Sun, 29 Nov 2026 13:00:00 GMT"}}, time.Hour},
		{"Expires 0", http.Header{"Expires": {"0"}}, 0},
		{"Expires in the past", http.Header{"Date": {"Sun, 29 Nov 2026 12:00:00 GMT"}, "Expires": {"Sat, 28 Nov 2026 12:00:00 GMT"}}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := freshUntil(now, tt.header).Sub(now); got != tt.want {
				t.Errorf("fresh for %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSavedFailureNamesCause(t *testing.T) {
	s := newSite(t, map[string]http.HandlerFunc{"/a": text("a")})
	clk := newClock()
	tests := []struct {
		name       string
		status     int
		wantStatus int // of an *HTTPError cause; 0 for another cause
	}{
		{"unreachable", 0, 0},
		{"503", http.StatusServiceUnavailable, http.StatusServiceUnavailable},
		{"429", http.StatusTooManyRequests, http.StatusTooManyRequests},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cache := &memoryRobots{copies: map[string]RobotsCopy{
				s.URL: {Status: tt.status, Fetched: clk.Now(), FreshUntil: clk.Now().Add(time.Minute)},
			}}
			job := New(Config{Now: clk.Now, Robots: cache}).NewJob(JobOptions{Typed: s.URL})
			_, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/a"})
			var disallowed *DisallowedError
			if !errors.As(err, &disallowed) || disallowed.Cause == nil {
				t.Fatalf("err = %v, want *DisallowedError with a cause", err)
			}
			var httpErr *HTTPError
			if got := errors.As(err, &httpErr); got != (tt.wantStatus != 0) || got && httpErr.Status != tt.wantStatus {
				t.Errorf("err = %v, want an *HTTPError cause with status %d", err, tt.wantStatus)
			}
			if got := s.paths(); len(got) != 0 {
				t.Errorf("server saw %q, want nothing", got)
			}
		})
	}
}
