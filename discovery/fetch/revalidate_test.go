package fetch

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"
)

// Two robots.txt texts: one keeps Broadsheet out of /page, the other lets it in.
const (
	closedRobots = "User-agent: *\nDisallow: /page\n"
	openRobots   = "User-agent: *\nDisallow:\n"
)

// changingRobots is a robots.txt that a test rewrites between jobs. It gives the validator it is told
// to (an ETag, a Last-Modified, or none) and answers a conditional request whose validator still
// matches with 304, as a web server does.
type changingRobots struct {
	mu        sync.Mutex
	text      string
	version   int
	validator string // "ETag", "Last-Modified", or "" for none
	fail      int    // when not 0, the status of every answer, with Retry-After: 120
	log       []string
}

// set replaces the text; a new text gets new validators.
func (r *changingRobots) set(text string, fail int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if text != r.text {
		r.text = text
		r.version++
	}
	r.fail = fail
}

// requests returns each request received as "HOW STATUS": HOW is "GET" for an unconditional request,
// or the conditional header it carried.
func (r *changingRobots) requests() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.log)
}

func (r *changingRobots) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	r.mu.Lock()
	defer r.mu.Unlock()
	etag := fmt.Sprintf(`"v%d"`, r.version)
	lastModified := time.Date(2026, 11, 1, r.version, 0, 0, 0, time.UTC).Format(http.TimeFormat)
	how, notModified := "GET", false
	if v := req.Header.Get("If-None-Match"); v != "" {
		how, notModified = "If-None-Match", v == etag
	} else if v := req.Header.Get("If-Modified-Since"); v != "" {
		how, notModified = "If-Modified-Since", v == lastModified
	}
	code := http.StatusOK
	switch {
	case r.fail != 0:
		code = r.fail
		w.Header().Set("Retry-After", "120")
	case r.validator == "ETag":
		w.Header().Set("ETag", etag)
	case r.validator == "Last-Modified":
		w.Header().Set("Last-Modified", lastModified)
	}
	if code == http.StatusOK && notModified {
		code = http.StatusNotModified
	}
	r.log = append(r.log, fmt.Sprintf("%s %d", how, code))
	w.WriteHeader(code)
	if code == http.StatusOK {
		_, _ = w.Write([]byte(r.text))
	}
}

// robotsEvents returns the events of step "robots" as "STATUS URL-PATH" lines.
func robotsEvents(l *eventLog) []string {
	var out []string
	for _, line := range l.steps() {
		if len(line) > len("robots ") && line[:len("robots ")] == "robots " {
			out = append(out, line)
		}
	}
	return out
}

// TestRevalidateRobots runs two jobs on one Client, an hour apart, with robots.txt rewritten between
// them: the second job, which may revalidate, must judge /page by the text it is told of.
func TestRevalidateRobots(t *testing.T) {
	tests := []struct {
		name       string
		validator  string
		first      string // robots.txt during the first job
		second     string // robots.txt during the second job
		fail       int    // status of every robots.txt answer during the second job; 0 for none
		revalidate bool   // JobOptions.RevalidateRobots of the second job
		// wantAllowed says whether the second job, and then a new run on the same RobotsCache, may
		// fetch /page.
		wantAllowed bool
		wantRobots  []string // robots.txt requests over both jobs, as changingRobots logs them
		wantEvents  []string // the second job's robots events
		wantSaved   string   // text of the copy saved in the end; "" for a failure
	}{
		{
			name: "without revalidation the fresh old copy stands", validator: "ETag",
			first: closedRobots, second: openRobots, revalidate: false, wantAllowed: false,
			wantRobots: []string{"GET 200"}, wantEvents: nil, wantSaved: closedRobots,
		},
		{
			name: "revalidation sees Disallow turned into Allow", validator: "ETag",
			first: closedRobots, second: openRobots, revalidate: true, wantAllowed: true,
			wantRobots: []string{"GET 200", "If-None-Match 200"},
			wantEvents: []string{"robots OK /robots.txt"}, wantSaved: openRobots,
		},
		{
			name: "revalidation sees Allow turned into Disallow", validator: "ETag",
			first: openRobots, second: closedRobots, revalidate: true, wantAllowed: false,
			wantRobots: []string{"GET 200", "If-None-Match 200"},
			wantEvents: []string{"robots OK /robots.txt"}, wantSaved: closedRobots,
		},
		{
			name: "unchanged robots.txt is confirmed by a 304 on its ETag", validator: "ETag",
			first: closedRobots, second: closedRobots, revalidate: true, wantAllowed: false,
			wantRobots: []string{"GET 200", "If-None-Match 304"},
			wantEvents: []string{"robots Not Modified /robots.txt"}, wantSaved: closedRobots,
		},
		{
			name: "unchanged robots.txt is confirmed by a 304 on its Last-Modified", validator: "Last-Modified",
			first: closedRobots, second: closedRobots, revalidate: true, wantAllowed: false,
			wantRobots: []string{"GET 200", "If-Modified-Since 304"},
			wantEvents: []string{"robots Not Modified /robots.txt"}, wantSaved: closedRobots,
		},
		{
			name: "changed robots.txt with a Last-Modified is sent whole", validator: "Last-Modified",
			first: closedRobots, second: openRobots, revalidate: true, wantAllowed: true,
			wantRobots: []string{"GET 200", "If-Modified-Since 200"},
			wantEvents: []string{"robots OK /robots.txt"}, wantSaved: openRobots,
		},
		{
			name: "a copy without validators is fetched again whole", validator: "",
			first: closedRobots, second: openRobots, revalidate: true, wantAllowed: true,
			wantRobots: []string{"GET 200", "GET 200"},
			wantEvents: []string{"robots OK /robots.txt"}, wantSaved: openRobots,
		},
		{
			name: "a server error on revalidation disallows everything", validator: "ETag",
			first: openRobots, second: openRobots, fail: http.StatusServiceUnavailable, revalidate: true, wantAllowed: false,
			wantRobots: []string{"GET 200", "If-None-Match 503"},
			wantEvents: []string{"robots Service Unavailable /robots.txt"}, wantSaved: "",
		},
		{
			name: "429 on revalidation disallows everything", validator: "ETag",
			first: openRobots, second: openRobots, fail: http.StatusTooManyRequests, revalidate: true, wantAllowed: false,
			wantRobots: []string{"GET 200", "If-None-Match 429"},
			wantEvents: []string{"robots Too Many Requests /robots.txt"}, wantSaved: "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			robotsTxt := &changingRobots{validator: tt.validator}
			robotsTxt.set(tt.first, 0)
			s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": robotsTxt.ServeHTTP, "/page": text("page")})
			clk := newClock()
			cache := &memoryRobots{}
			c := New(Config{Now: clk.Now, Robots: cache})
			get := func(job *Job) error {
				_, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/page"})
				return err
			}

			if err := get(c.NewJob(JobOptions{Typed: s.URL})); (err == nil) != (tt.first == openRobots) {
				t.Fatalf("first job: Get /page: %v, want allowed %v", err, tt.first == openRobots)
			}

			clk.advance(time.Hour) // the first copy is fresh for a day
			robotsTxt.set(tt.second, tt.fail)
			var log eventLog
			job := c.NewJob(JobOptions{Typed: s.URL, OnEvent: log.add, RevalidateRobots: tt.revalidate})
			pages := 0
			for i := range 2 { // robots.txt is asked once per job, however many requests follow
				err := get(job)
				var disallowed *DisallowedError
				switch {
				case tt.wantAllowed && err != nil:
					t.Errorf("second job, Get %d: %v, want it allowed", i, err)
				case !tt.wantAllowed && !errors.As(err, &disallowed):
					t.Errorf("second job, Get %d: %v, want *DisallowedError", i, err)
				case !tt.wantAllowed && tt.fail != 0 && disallowed.Cause == nil:
					t.Errorf("second job, Get %d: %v, want the robots.txt failure as cause", i, err)
				}
				if err == nil {
					pages++
				}
			}
			if got := robotsTxt.requests(); !slices.Equal(got, tt.wantRobots) {
				t.Errorf("robots.txt requests %q, want %q", got, tt.wantRobots)
			}
			if got := robotsEvents(&log); !slices.Equal(got, tt.wantEvents) {
				t.Errorf("second job's robots events %q, want %q", got, tt.wantEvents)
			}
			if got, want := job.Sent(), len(tt.wantEvents)+pages; got != want {
				t.Errorf("second job Sent() = %d, want %d", got, want)
			}

			saved, ok := cache.copies[s.URL]
			switch {
			case !ok:
				t.Fatalf("no copy saved for %s", s.URL)
			case string(saved.Body) != tt.wantSaved:
				t.Errorf("saved text %q, want %q", saved.Body, tt.wantSaved)
			case tt.revalidate && !saved.Fetched.Equal(clk.Now()):
				t.Errorf("saved copy fetched at %v, want the revalidation's time %v", saved.Fetched, clk.Now())
			}

			// A new run reads the saved copy and, within its freshness, asks nothing.
			err := get(New(Config{Now: clk.Now, Robots: cache}).NewJob(JobOptions{Typed: s.URL}))
			if got := err == nil; got != tt.wantAllowed {
				t.Errorf("new run: Get /page: %v, want allowed %v", err, tt.wantAllowed)
			}
			if got := robotsTxt.requests(); !slices.Equal(got, tt.wantRobots) {
				t.Errorf("after a new run, robots.txt requests %q, want still %q", got, tt.wantRobots)
			}
		})
	}
}

// TestRevalidateRobotsLeavesAlone checks the copies a revalidating job uses without asking the site.
func TestRevalidateRobotsLeavesAlone(t *testing.T) {
	tests := []struct {
		name        string
		first       int           // status of robots.txt for the first job
		later       time.Duration // between the first job and the revalidating ones
		jobs        int           // revalidating jobs, all started before any of them sends
		wantAllowed bool
		wantRobots  []string
	}{
		{
			name: "a copy revalidated after the job started is current", first: http.StatusOK, later: time.Hour, jobs: 3,
			wantAllowed: true, wantRobots: []string{"GET 200", "If-None-Match 304"},
		},
		{
			name: "a failure within its Retry-After is not asked again", first: http.StatusServiceUnavailable, later: time.Minute, jobs: 1,
			wantAllowed: false, wantRobots: []string{"GET 503"},
		},
		{
			name: "a failure past its Retry-After is asked again", first: http.StatusServiceUnavailable, later: 3 * time.Minute, jobs: 1,
			wantAllowed: true, wantRobots: []string{"GET 503", "GET 200"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			robotsTxt := &changingRobots{validator: "ETag"}
			fail := 0
			if tt.first != http.StatusOK {
				fail = tt.first
			}
			robotsTxt.set(openRobots, fail)
			s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": robotsTxt.ServeHTTP, "/page": text("page")})
			clk := newClock()
			c := New(Config{Now: clk.Now})
			get := func(job *Job) error {
				_, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/page"})
				return err
			}
			_ = get(c.NewJob(JobOptions{Typed: s.URL}))

			clk.advance(tt.later)
			robotsTxt.set(openRobots, 0)
			var jobs []*Job
			for range tt.jobs {
				jobs = append(jobs, c.NewJob(JobOptions{Typed: s.URL, RevalidateRobots: true}))
			}
			clk.advance(time.Second)
			for i, job := range jobs {
				if err := get(job); (err == nil) != tt.wantAllowed {
					t.Errorf("revalidating job %d: Get /page: %v, want allowed %v", i, err, tt.wantAllowed)
				}
			}
			if got := robotsTxt.requests(); !slices.Equal(got, tt.wantRobots) {
				t.Errorf("robots.txt requests %q, want %q", got, tt.wantRobots)
			}
		})
	}
}

// TestRevalidateRobotsPacedAndBudgeted checks that the revalidation is a request of the job like any
// other: it waits out the pause after the host's last request, and with a budget of one it is the only
// request sent.
func TestRevalidateRobotsPacedAndBudgeted(t *testing.T) {
	const pause = 100 * time.Millisecond
	robotsTxt := &changingRobots{validator: "ETag"}
	robotsTxt.set(openRobots, 0)
	s := newSite(t, map[string]http.HandlerFunc{"/robots.txt": robotsTxt.ServeHTTP, "/page": text("page")})
	clk := newClock()
	c := New(Config{Now: clk.Now, Pause: pause})
	if _, err := c.NewJob(JobOptions{Typed: s.URL}).Get(context.Background(), Request{Step: "page", URL: s.URL + "/page"}); err != nil {
		t.Fatalf("first job: %v", err)
	}
	clk.advance(time.Hour)

	job := c.NewJob(JobOptions{Typed: s.URL, Budget: 1, RevalidateRobots: true})
	if _, err := job.Get(context.Background(), Request{Step: "page", URL: s.URL + "/page"}); !errors.Is(err, ErrBudget) {
		t.Errorf("Get: %v, want ErrBudget", err)
	}
	if got, want := job.Sent(), 1; got != want {
		t.Errorf("Sent() = %d, want %d", got, want)
	}
	arrivals := s.arrivals()
	var paths []string
	for _, a := range arrivals {
		paths = append(paths, a.Path)
	}
	if want := []string{"/robots.txt", "/page", "/robots.txt"}; !slices.Equal(paths, want) {
		t.Fatalf("server saw %q, want %q", paths, want)
	}
	if got := arrivals[2].At.Sub(arrivals[1].At); got < pause {
		t.Errorf("revalidation arrived %v after /page, want at least %v", got, pause)
	}
}
