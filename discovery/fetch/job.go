package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/discovery/robots"
)

// JobOptions configures a Job.
type JobOptions struct {
	// Budget is the most requests the job may send, robots.txt and redirect hops included; 0 means no
	// limit. A discovery passes DefaultBudget.
	Budget int
	// OnEvent, when set, is called once for each request really sent (each redirect hop its own), as
	// it ends, on the goroutine that called Get or Robots. It should return quickly.
	OnEvent func(Event)
	// Typed is the address the person typed (for a refresh, the one remembered with the source when
	// it was followed). Loopback and private addresses are reached only on its host, and only when
	// it is itself such an address: an address literal in those ranges, "localhost", or a name that
	// resolves only to such addresses. Its host is its host name and port, http and https of one
	// name counting as one; every other host, whatever led to it (a link, a sitemap, a redirect,
	// robots.txt), must resolve to public addresses, checked at every connection. When empty, only
	// public addresses are reached.
	Typed string
	// RevalidateRobots makes the job ask each site for its current robots.txt the first time the job
	// needs it, even when the Client holds a copy that is still fresh: a conditional GET with the
	// copy's ETag and Last-Modified when it has them (a 304 renews the copy, a 200 replaces it), an
	// ordinary GET otherwise. It is for work that must judge by the rules the site states now, such as
	// checking again a source that robots.txt kept out. The request is the job's one robots.txt request
	// for that origin, paced, counted in the budget and reported with step "robots"; its answer is
	// kept as any other (a server or network failure disallows everything for a short while) and
	// saved to Config.Robots. Two copies are used without asking: one fetched or revalidated after the
	// job was started, which is already current, and one that records a failure and is still within
	// its short freshness, so that a failing site gets the time it asked for.
	RevalidateRobots bool
}

// Event is one request really sent, reported as it ends. A redirect hop is a request of its own: its
// Step is "redirect", while the first request of a Get carries the caller's step and the first request
// for a robots.txt file carries "robots".
type Event struct {
	Time     time.Time     // when the request was sent
	Step     string        // "robots", "redirect", or the caller's Request.Step
	URL      string        // the URL requested
	Status   int           // 0 when no response came
	Bytes    int64         // body bytes received over the wire, before decompression
	Duration time.Duration // from sending the request to the end of its body
	Err      string        // empty on success
}

// Request is one GET to send.
type Request struct {
	Step     string // what the request is for, as shown in events: "homepage", "feed", "sitemap", ...
	URL      string // absolute http or https URL
	MaxBytes int64  // cap of the decompressed body; HTMLBytes when 0
	// ETag and LastModified, when set, make the request conditional (If-None-Match,
	// If-Modified-Since); a 304 answer comes back with NotModified set and no body.
	ETag, LastModified string
	// Stream, when set, is handed the body of a 2xx answer as it arrives, decompressed and capped at
	// MaxBytes (a read past it fails with *TooLargeError), instead of keeping it in Response.Body, so
	// that a large body never sits in memory whole. It runs within the request's timeout, on the
	// goroutine that called Get. An error reading the body is Get's error, whatever Stream made of
	// it; else Stream's own error is. Other answers are read into Response.Body as usual.
	Stream func(body io.Reader) error
}

// Response is the answer to a Get, after any redirects.
type Response struct {
	URL         string // the final URL, after redirects
	Status      int
	Header      http.Header
	Body        []byte // decompressed
	NotModified bool   // the answer was 304 to a conditional request
	// Redirects are the redirects followed to reach this answer, in order; empty when none.
	Redirects []Hop

	received time.Time
}

// Received is when the answer came, by the Client's clock (Config.Now): the "now" of what the
// answer says, such as a page's "2 hours ago".
func (r *Response) Received() time.Time { return r.received }

// Err returns nil for a 2xx or 304 answer and an *HTTPError for any other status.
func (r *Response) Err() error {
	if (r.Status >= 200 && r.Status < 300) || r.Status == http.StatusNotModified {
		return nil
	}
	wait, _ := RetryAfter(r.Header, r.received)
	return &HTTPError{URL: r.URL, Status: r.Status, RetryAfter: wait}
}

// Job is one piece of work, such as a discovery or one refresh round, with its own request budget and
// event log. Its requests share the Client's pacing and robots.txt cache with every other job. A Job is
// safe for concurrent use; requests to different hosts may then run in parallel.
type Job struct {
	c       *Client
	opts    JobOptions
	started time.Time // by the Client's clock

	mu     sync.Mutex
	sent   int
	rules  map[string]*robots.Robots // robots.txt rules settled for this job, by origin
	causes map[string]error          // why an origin's robots.txt could not be read, by origin

	// typedCheck is held while the typed address is looked up, so that one look-up runs at a
	// time, and guards the answer.
	typedCheck sync.Mutex
	decided    bool // whether allowPriv has been worked out
	allowPriv  bool // the typed address is itself loopback or private
}

// NewJob starts a job.
func (c *Client) NewJob(o JobOptions) *Job {
	return &Job{
		c:       c,
		opts:    o,
		started: c.now(),
		rules:   make(map[string]*robots.Robots),
		causes:  make(map[string]error),
	}
}

// Sent returns how many requests the job has sent so far.
func (j *Job) Sent() int {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.sent
}

// Get sends a GET for r.URL, after robots.txt of its origin has been read and has allowed it, and
// follows up to MaxRedirects redirects, each hop checked against robots.txt of its own origin. The
// body of the typed address itself (JobOptions.Typed) is capped at TypedBytes at least.
//
// Any HTTP status comes back as a Response; callers branch on Status or call Response.Err. The error is
// for a request that could not be made or completed: *DisallowedError (nothing was sent for that URL),
// ErrBudget, *TooLargeError, ErrTooManyRedirects, ErrRedirectLoop, ErrScheme, *PrivateAddressError,
// DNS, connection and TLS failures, ErrTimeout, and ctx's own error when ctx ends (errors.Is works for
// context.Canceled and context.DeadlineExceeded). Get returns within the current request when ctx
// ends, also while waiting for its turn at the host.
func (j *Job) Get(ctx context.Context, r Request) (*Response, error) {
	limit := r.MaxBytes
	if limit <= 0 {
		limit = HTMLBytes
	}
	u, err := parseTarget(r.URL)
	if err != nil {
		return nil, err
	}
	if limit < TypedBytes && j.isTyped(u) {
		limit = TypedBytes
	}
	spec := sendSpec{step: r.Step, url: u, limit: limit, etag: r.ETag, lastModified: r.LastModified, stream: r.Stream}
	seen := map[string]bool{u.String(): true}
	var hops []Hop
	for hop := 0; ; hop++ {
		rules, err := j.robotsOf(ctx, spec.url)
		if err != nil {
			return nil, err
		}
		if d := rules.Test(ProductToken, spec.url.String()); !d.Allowed {
			return nil, &DisallowedError{URL: spec.url.String(), Rule: d.Rule, Cause: j.cause(spec.url)}
		}
		spec.gap = j.c.gap(rules)
		res, err := j.send(ctx, spec)
		if err != nil {
			return nil, err
		}
		next, ok, err := redirectTarget(res, seen, hop)
		if err != nil {
			return nil, err
		}
		if !ok {
			res.Redirects = hops
			return res, nil
		}
		hops = append(hops, Hop{URL: res.URL, Status: res.Status})
		spec = sendSpec{step: "redirect", url: next, limit: limit, stream: r.Stream}
	}
}

// isTyped reports whether u is the very address the job's person typed.
func (j *Job) isTyped(u *url.URL) bool {
	t := parseTyped(j.opts.Typed)
	if t == nil {
		return false
	}
	t.Fragment, t.RawFragment = "", ""
	if t.Path == "" {
		t.Path = "/"
	}
	return strings.EqualFold(t.Scheme, u.Scheme) && strings.EqualFold(t.Host, u.Host) && t.RequestURI() == u.RequestURI()
}

// Robots returns the robots.txt rules of rawURL's origin, fetching them first (a request with step
// "robots", logged and counted against the budget) when no fresh copy is cached or the job revalidates
// robots.txt (JobOptions.RevalidateRobots). A robots.txt that
// could not be read is not an error: its rules then disallow everything (server or network failure)
// or nothing (4xx). The error is for an unusable URL, ErrBudget and ctx's end.
func (j *Job) Robots(ctx context.Context, rawURL string) (*robots.Robots, error) {
	u, err := parseTarget(rawURL)
	if err != nil {
		return nil, err
	}
	return j.robotsOf(ctx, u)
}

// parseTarget parses an absolute http or https URL, dropping its fragment.
func parseTarget(rawURL string) (*url.URL, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("fetch: %w", redactURLError(err))
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("%w: %q", ErrScheme, RedactTyped(rawURL))
	}
	if u.Host == "" {
		return nil, fmt.Errorf("fetch: %q has no host", RedactTyped(rawURL))
	}
	if err := checkUserInfo(u); err != nil {
		return nil, err
	}
	u.Fragment, u.RawFragment = "", ""
	return u, nil
}

// isRedirect reports whether status asks the client to go to the Location header.
func isRedirect(status int) bool {
	switch status {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther,
		http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return true
	}
	return false
}

// redirectTarget returns where a redirect response leads, false when res is not a redirect, or an error
// when the hop may not be taken: too many hops, a loop, or a scheme other than http and https.
func redirectTarget(res *Response, seen map[string]bool, hop int) (*url.URL, bool, error) {
	loc := res.Header.Get("Location")
	if !isRedirect(res.Status) || loc == "" {
		return nil, false, nil
	}
	from, err := url.Parse(res.URL)
	if err != nil {
		return nil, false, fmt.Errorf("fetch: %w", err)
	}
	to, err := from.Parse(loc)
	if err != nil {
		return nil, false, fmt.Errorf("fetch: %s redirects to a bad address %q: %w", res.URL, RedactTyped(loc), redactURLError(err))
	}
	if to.Scheme != "http" && to.Scheme != "https" {
		return nil, false, fmt.Errorf("%w: %s redirects to %q", ErrScheme, res.URL, RedactTyped(loc))
	}
	if to.User != nil {
		bare := *to
		bare.User = nil
		return nil, false, fmt.Errorf("%w: %s redirects to %s with one", ErrUserInfo, res.URL, bare.String())
	}
	to.Fragment, to.RawFragment = "", ""
	if seen[to.String()] {
		return nil, false, fmt.Errorf("%w: %s leads back to %s", ErrRedirectLoop, res.URL, to)
	}
	if hop >= MaxRedirects {
		return nil, false, fmt.Errorf("%w: %s still redirects after %d hops", ErrTooManyRedirects, res.URL, MaxRedirects)
	}
	seen[to.String()] = true
	return to, true, nil
}

// gap is the least time between two requests to a host whose robots.txt says rules (nil for none).
func (c *Client) gap(rules *robots.Robots) time.Duration {
	pause := c.Pause()
	if pause <= 0 {
		return 0
	}
	if d := min(rules.CrawlDelay(ProductToken), MaxCrawlDelay); d > pause {
		return d
	}
	return pause
}

// sendSpec is one request as send sends it.
type sendSpec struct {
	step               string
	url                *url.URL
	limit              int64
	keepHead           bool // over the cap, keep the first limit bytes instead of failing (robots.txt)
	etag, lastModified string
	gap                time.Duration
	stream             func(io.Reader) error // Request.Stream
	// unneeded, when set, is asked once the host's turn is held, before anything is sent: true
	// means another process has meanwhile done what the request was for, and send returns
	// errUnneeded without sending it.
	unneeded func(ctx context.Context) bool
}

// errUnneeded is what send returns when sendSpec.unneeded said the request was no longer needed.
var errUnneeded = errors.New("fetch: request made unneeded by another process")

// redirectBodyBytes is how much of a redirect's body is read (and thrown away) so the connection can
// be reused.
const redirectBodyBytes = 64 << 10

// send sends one request, with no robots.txt check and no redirect: it waits for the host's turn,
// takes one request from the budget, and reports the request as an Event when it ends.
func (j *Job) send(ctx context.Context, s sendSpec) (*Response, error) {
	if !j.budgetLeft() {
		return nil, ErrBudget
	}
	transport, err := j.transport(ctx, s.url)
	if err != nil {
		return nil, err
	}
	key := hostKey(s.url)
	g := j.c.gate(key)
	if err := g.acquire(ctx, s.gap, j.c.lastKnown(key)); err != nil {
		return nil, fmt.Errorf("fetch: waiting to send %s: %w", s.url, err)
	}
	if s.unneeded != nil && s.unneeded(ctx) {
		// Another process did it while this one waited for the turn.
		g.release(ctx, false)
		return nil, errUnneeded
	}
	if !j.takeFromBudget() {
		g.release(ctx, false)
		return nil, ErrBudget
	}

	ev := Event{Time: j.c.now(), Step: s.step, URL: s.url.String()}
	start := time.Now()
	res, wire, err := j.roundTrip(ctx, transport, s)
	var private *PrivateAddressError
	if errors.As(err, &private) {
		// The guard refused the connection: nothing was sent, so nothing is reported or counted.
		g.release(ctx, false)
		j.giveBack()
		return nil, err
	}
	g.release(ctx, true)

	ev.Duration = time.Since(start)
	ev.Bytes = wire
	if res != nil {
		ev.Status = res.Status
	}
	if err != nil {
		ev.Err = err.Error()
		res = nil
	}
	if j.opts.OnEvent != nil {
		j.opts.OnEvent(ev)
	}
	return res, err
}

// roundTrip sends the request and reads its body within the Client's timeout. The response is returned
// with the error when the status came but the body failed.
func (j *Job) roundTrip(ctx context.Context, transport *http.Transport, s sendSpec) (*Response, int64, error) {
	rctx, cancel := context.WithTimeout(ctx, j.c.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodGet, s.url.String(), nil)
	if err != nil {
		return nil, 0, fmt.Errorf("fetch: %w", err)
	}
	req.Header.Set("User-Agent", UserAgent)
	req.Header.Set("Accept", "*/*")
	req.Header.Set("Accept-Encoding", "gzip")
	if s.etag != "" {
		req.Header.Set("If-None-Match", s.etag)
	}
	if s.lastModified != "" {
		req.Header.Set("If-Modified-Since", s.lastModified)
	}
	resp, err := transport.RoundTrip(req)
	if err != nil {
		return nil, 0, j.requestError(ctx, rctx, s.url, err)
	}
	defer resp.Body.Close()

	res := &Response{URL: s.url.String(), Status: resp.StatusCode, Header: resp.Header, received: j.c.now()}
	limit, keepHead := s.limit, s.keepHead
	if isRedirect(resp.StatusCode) {
		limit, keepHead = redirectBodyBytes, true
	}
	if resp.StatusCode == http.StatusNotModified {
		res.NotModified = true
		return res, 0, nil
	}
	if s.stream != nil && resp.StatusCode >= 200 && resp.StatusCode <= 299 {
		wire, err := streamBody(resp, s.url.String(), limit, s.stream)
		var tooLarge *TooLargeError
		if err != nil && !errors.As(err, &tooLarge) && rctx.Err() != nil {
			err = j.requestError(ctx, rctx, s.url, err)
		}
		return res, wire, err
	}
	body, wire, err := readBody(resp, s.url.String(), limit, keepHead)
	if err != nil {
		var tooLarge *TooLargeError
		if !errors.As(err, &tooLarge) {
			err = j.requestError(ctx, rctx, s.url, err)
		}
		return res, wire, err
	}
	res.Body = body
	return res, wire, nil
}

// timeoutError is the error of a request that outlived the Client's timeout.
type timeoutError struct {
	url   string
	after time.Duration
}

func (e *timeoutError) Error() string {
	return fmt.Sprintf("fetch: %s: no complete answer within %s", e.url, e.after)
}

func (e *timeoutError) Is(target error) bool {
	return target == ErrTimeout || target == context.DeadlineExceeded
}

// Timeout reports true, as net.Error timeouts do.
func (e *timeoutError) Timeout() bool { return true }

// requestError names what went wrong with a request: the caller's context ending, the timeout, or the
// transport's own failure.
func (j *Job) requestError(ctx, rctx context.Context, u *url.URL, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("fetch: %s: %w", u, ctx.Err())
	}
	if rctx.Err() != nil {
		return &timeoutError{url: u.String(), after: j.c.timeout}
	}
	var private *PrivateAddressError
	if errors.As(err, &private) {
		return private
	}
	if strings.HasPrefix(err.Error(), "fetch: ") {
		return err
	}
	return fmt.Errorf("fetch: GET %s: %w", u, err)
}

// budgetLeft reports whether the job may still send a request.
func (j *Job) budgetLeft() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.opts.Budget <= 0 || j.sent < j.opts.Budget
}

// giveBack returns to the budget a request that was not sent after all.
func (j *Job) giveBack() {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.sent--
}

// takeFromBudget counts one request, or reports false when the budget is spent.
func (j *Job) takeFromBudget() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.opts.Budget > 0 && j.sent >= j.opts.Budget {
		return false
	}
	j.sent++
	return true
}

// transport returns the Client's transport a request to u may use: the one that reaches private
// addresses only when u is on the typed host and the typed address is itself private.
func (j *Job) transport(ctx context.Context, u *url.URL) (*http.Transport, error) {
	if !sameHost(u, j.opts.Typed) {
		return j.c.public, nil
	}
	j.typedCheck.Lock()
	defer j.typedCheck.Unlock()
	if !j.decided {
		allow := j.c.typedIsPrivate(ctx, j.opts.Typed)
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("fetch: looking up %s: %w", j.opts.Typed, err)
		}
		j.decided, j.allowPriv = true, allow
	}
	if j.allowPriv {
		return j.c.private, nil
	}
	return j.c.public, nil
}

// Reachable reports, without sending anything, whether the guard lets this job fetch rawURL: nil
// when it may; an error wrapping ErrUserInfo when the address carries a user name or password; a
// *PrivateAddressError when its host is loopback or private and is not the typed host. A name that
// does not resolve is not refused here (the request itself would fail). It is for addresses a site
// names that are to be stored without being fetched now, such as a feed announced on another host.
func (j *Job) Reachable(ctx context.Context, rawURL string) error {
	u, err := parseTarget(rawURL)
	if err != nil {
		return err
	}
	if sameHost(u, j.opts.Typed) {
		return nil
	}
	if host := strings.ToLower(u.Hostname()); host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return &PrivateAddressError{Host: u.Hostname(), Addr: netip.IPv6Loopback()}
	}
	addrs, err := j.c.lookup(ctx, u.Hostname())
	if err != nil || len(addrs) == 0 {
		return nil
	}
	for _, a := range addrs {
		if !isPrivate(a) {
			return nil
		}
	}
	return &PrivateAddressError{Host: u.Hostname(), Addr: addrs[0]}
}
