package discovery

import (
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// recorder runs one job and keeps the requests it really sent, in order.
type recorder struct {
	job    *fetch.Job
	budget int // the job's request budget
	now    func() time.Time

	mu   sync.Mutex
	reqs []Request
}

// newRecorder starts a job for one Discover or FetchSection call on opts.Client, or on a new Client
// with opts.Pause and opts.Now, with opts.MaxRequests as its budget. typed is the address the person
// typed; onEvent, when set, is called after each request is recorded.
func newRecorder(opts Options, typed string, onEvent func(fetch.Event)) *recorder {
	r := &recorder{now: opts.Now}
	if r.now == nil {
		r.now = time.Now
	}
	client := opts.Client
	if client == nil {
		pause := opts.Pause
		switch {
		case pause == 0:
			pause = fetch.DefaultPause
		case pause < 0:
			pause = 0
		}
		client = fetch.New(fetch.Config{Pause: pause, Now: opts.Now})
	}
	r.budget = opts.MaxRequests
	if r.budget <= 0 {
		r.budget = fetch.DefaultBudget
	}
	r.job = client.NewJob(fetch.JobOptions{Budget: r.budget, Typed: typed, OnEvent: func(e fetch.Event) {
		r.mu.Lock()
		r.reqs = append(r.reqs, Request{Step: e.Step, URL: e.URL, Status: e.Status, Error: e.Err,
			Bytes: e.Bytes, MS: e.Duration.Milliseconds()})
		r.mu.Unlock()
		if onEvent != nil {
			onEvent(e)
		}
	}})
	return r
}

// requests returns a copy of the requests sent so far, never nil.
func (r *recorder) requests() []Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Request{}, r.reqs...)
}
