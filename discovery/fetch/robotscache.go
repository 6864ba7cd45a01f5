package fetch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery/robots"
)

// RobotsCache keeps copies of robots.txt files between runs of Broadsheet, by origin: scheme, host and
// the port when it is not the default ("https://example.com", "http://127.0.0.1:8080"). The Client
// keeps its own copies in memory and asks the cache only for an origin it has not seen since it
// started; it saves every copy it fetches, failures included. A failing cache costs a refetch, nothing
// more: the cache says what failed where a person sees it, and the Client takes a copy it cannot load
// as a miss and goes on without one it cannot save. Its methods may be called from several goroutines
// at once.
type RobotsCache interface {
	// LoadRobots returns the copy saved for origin, and false when there is none or it cannot be read.
	LoadRobots(ctx context.Context, origin string) (RobotsCopy, bool)
	// SaveRobots replaces the copy saved for origin, or says why it could not.
	SaveRobots(ctx context.Context, origin string, c RobotsCopy)
}

// RobotsCopy is what was learnt from one fetch of a robots.txt file.
type RobotsCopy struct {
	// Status is the final HTTP status; 0 when robots.txt was unreachable (network failure, timeout).
	// 2xx: Body holds the rules; 4xx, and 3xx left by too many redirects: no rules; 429, 5xx and 0:
	// everything disallowed.
	Status             int
	Body               []byte // at most robots.MaxBytes
	ETag, LastModified string // validators for a conditional refetch
	Fetched            time.Time
	// FreshUntil is when the copy must be fetched or revalidated again: from Cache-Control or
	// Expires, at most Fetched + MaxRobotsAge; for a failure, after the Retry-After the site asked
	// for, kept between a minute and an hour (a minute when it asked none).
	FreshUntil time.Time
}

// MaxRobotsAge is the longest a robots.txt copy is used without being fetched or revalidated again
// (RFC 9309 2.4).
const MaxRobotsAge = 24 * time.Hour

// Freshness of copies that record a failure: short, so that a site that comes back is soon seen again.
const (
	failureFreshness    = time.Minute
	maxFailureFreshness = time.Hour
)

// fresh reports whether the copy may still be used at now without asking the site.
func (c *RobotsCopy) fresh(now time.Time) bool {
	return now.Before(c.FreshUntil) && now.Sub(c.Fetched) < MaxRobotsAge && !now.Before(c.Fetched)
}

// rules returns what the copy says.
func (c *RobotsCopy) rules() *robots.Robots {
	switch {
	case c.Status == 0:
		return robots.Unreachable()
	case c.Status >= 200 && c.Status < 300:
		return robots.Parse(c.Body)
	case c.Status >= 300 && c.Status < 400:
		return robots.ForStatus(http.StatusNotFound)
	default:
		return robots.ForStatus(c.Status)
	}
}

// sameAnswer reports whether o says what c says: the same status and the same body, as after a 304.
func (c *RobotsCopy) sameAnswer(o *RobotsCopy) bool {
	return c.Status == o.Status && bytes.Equal(c.Body, o.Body)
}

// failed reports whether the copy records a server or network failure.
func (c *RobotsCopy) failed() bool {
	return c.Status == 0 || c.Status == http.StatusTooManyRequests || c.Status >= 500
}

// failure describes the failure a copy records, as it was learnt; nil when the copy records none.
func (c *RobotsCopy) failure(origin string) error {
	switch {
	case !c.failed():
		return nil
	case c.Status == 0:
		return fmt.Errorf("fetch: %s/robots.txt was unreachable at %s", origin, c.Fetched.Format(time.RFC3339))
	default:
		return &HTTPError{URL: origin + "/robots.txt", Status: c.Status}
	}
}

// freshUntil reads how long a robots.txt answer received at now may be used: no-cache and no-store
// mean "revalidate before the next job uses it", max-age and Expires are honoured, and nothing is
// kept beyond MaxRobotsAge, which is also the default.
func freshUntil(now time.Time, h http.Header) time.Time {
	for _, d := range strings.Split(h.Get("Cache-Control"), ",") {
		d = strings.ToLower(strings.TrimSpace(d))
		if d == "no-cache" || d == "no-store" || strings.HasPrefix(d, "no-cache=") {
			return now
		}
	}
	for _, d := range strings.Split(h.Get("Cache-Control"), ",") {
		d = strings.ToLower(strings.TrimSpace(d))
		if v, ok := strings.CutPrefix(d, "max-age="); ok {
			secs, err := strconv.ParseInt(strings.Trim(v, `"`), 10, 64)
			if err != nil || secs < 0 {
				return now
			}
			if secs > int64(MaxRobotsAge/time.Second) {
				return now.Add(MaxRobotsAge)
			}
			return now.Add(time.Duration(secs) * time.Second)
		}
	}
	if v := h.Get("Expires"); v != "" {
		exp, err := http.ParseTime(v)
		if err != nil {
			return now // "Expires: 0" and other junk mean already expired
		}
		base := now
		if date, err := http.ParseTime(h.Get("Date")); err == nil {
			base = date
		}
		return now.Add(min(max(exp.Sub(base), 0), MaxRobotsAge))
	}
	return now.Add(MaxRobotsAge)
}

// robotsRecord is the Client's knowledge of one origin's robots.txt.
type robotsRecord struct {
	turn   chan struct{} // one look-up or fetch at a time per origin
	loaded bool          // the RobotsCache has been asked
	copy   *RobotsCopy
	rules  *robots.Robots
	cause  error // why the copy records a failure, when known
}

// originOf names the origin of u as robots.txt scopes it: the scheme and the host as hostKey names it
// ("https://example.com", "http://127.0.0.1:8080").
func originOf(u *url.URL) string {
	return u.Scheme + "://" + hostKey(u)
}

func (c *Client) record(origin string) *robotsRecord {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok := c.robots[origin]
	if !ok {
		r = &robotsRecord{turn: make(chan struct{}, 1)}
		c.robots[origin] = r
	}
	return r
}

// cause returns why robots.txt of u's origin could not be read, nil when it could.
func (j *Job) cause(u *url.URL) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.causes[originOf(u)]
}

// robotsOf returns the robots.txt rules for u's origin. A job settles them once per origin: the copy
// it finds fresh, or fetches, or revalidates, serves the rest of the job.
func (j *Job) robotsOf(ctx context.Context, u *url.URL) (*robots.Robots, error) {
	origin := originOf(u)
	j.mu.Lock()
	rules, ok := j.rules[origin]
	j.mu.Unlock()
	if ok {
		return rules, nil
	}

	rec := j.c.record(origin)
	select {
	case rec.turn <- struct{}{}:
	case <-ctx.Done():
		return nil, fmt.Errorf("fetch: waiting for robots.txt of %s: %w", origin, ctx.Err())
	}
	defer func() { <-rec.turn }()

	if !rec.loaded && j.c.cfg.Robots != nil {
		if saved, ok := j.c.cfg.Robots.LoadRobots(ctx, origin); ok {
			rec.copy, rec.rules, rec.cause = &saved, saved.rules(), saved.failure(origin)
		}
	}
	rec.loaded = true

	if rec.copy == nil || !rec.copy.fresh(j.c.now()) || j.mustRevalidate(rec.copy) {
		fetched, cause, err := j.fetchRobots(ctx, u, rec.copy)
		if err != nil {
			return nil, err
		}
		if rec.copy == nil || rec.rules == nil || !rec.copy.sameAnswer(fetched) {
			rec.rules = fetched.rules() // a renewed copy keeps its parsed rules
		}
		rec.copy, rec.cause = fetched, cause
		if j.c.cfg.Robots != nil {
			j.c.cfg.Robots.SaveRobots(ctx, origin, *fetched) // a lost copy only costs a refetch
		}
	}

	j.mu.Lock()
	j.rules[origin] = rec.rules
	if rec.copy.failed() {
		j.causes[origin] = rec.cause
	}
	j.mu.Unlock()
	return rec.rules, nil
}

// mustRevalidate reports whether the job has to ask the site again about a copy that is still fresh:
// when it revalidates robots.txt, unless the copy was fetched after the job started or records a
// failure (see JobOptions.RevalidateRobots).
func (j *Job) mustRevalidate(c *RobotsCopy) bool {
	return j.opts.RevalidateRobots && !c.Fetched.After(j.started) && !c.failed()
}

// fetchRobots fetches robots.txt of u's origin, conditionally when old holds rules with validators,
// following up to MaxRedirects redirects. Failures of the site or the network become a copy that
// disallows everything, with the failure as cause; the error is only for ErrBudget, ctx's end and
// *PrivateAddressError, which say nothing about the site and are not remembered.
func (j *Job) fetchRobots(ctx context.Context, u *url.URL, old *RobotsCopy) (*RobotsCopy, error, error) {
	target := &url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/robots.txt"}
	spec := sendSpec{step: "robots", url: target, limit: robots.MaxBytes, keepHead: true, gap: j.c.gap(nil)}
	if old != nil && old.Status >= 200 && old.Status < 300 {
		spec.etag, spec.lastModified = old.ETag, old.LastModified
	}
	var meanwhile *RobotsCopy // a fresh copy another process saved while this one waited for the turn
	if j.c.cfg.Robots != nil && j.c.cfg.Turns != nil {
		origin := originOf(u)
		spec.unneeded = func(ctx context.Context) bool {
			saved, ok := j.c.cfg.Robots.LoadRobots(ctx, origin)
			if !ok || !saved.fresh(j.c.now()) || (old != nil && !saved.Fetched.After(old.Fetched)) || j.mustRevalidate(&saved) {
				return false
			}
			meanwhile = &saved
			return true
		}
	}
	seen := map[string]bool{target.String(): true}
	for hop := 0; ; hop++ {
		res, err := j.send(ctx, spec)
		spec.unneeded = nil
		now := j.c.now()
		if errors.Is(err, errUnneeded) && meanwhile != nil {
			return meanwhile, meanwhile.failure(originOf(u)), nil
		}
		if err != nil {
			var private *PrivateAddressError
			if ctx.Err() != nil || errors.Is(err, ErrBudget) || errors.As(err, &private) {
				return nil, nil, err // not the site's answer: nothing to remember
			}
			return &RobotsCopy{Fetched: now, FreshUntil: now.Add(failureFreshness)}, err, nil
		}
		next, ok, err := redirectTarget(res, seen, hop)
		if err != nil {
			// More than five hops, a loop or a strange scheme: robots.txt is unavailable (RFC 9309 2.3.1.2).
			return &RobotsCopy{Status: res.Status, Fetched: now, FreshUntil: freshUntil(now, res.Header)}, nil, nil
		}
		if ok {
			spec = sendSpec{step: "redirect", url: next, limit: robots.MaxBytes, keepHead: true, gap: spec.gap}
			continue
		}
		switch st := res.Status; {
		case st == http.StatusNotModified && spec.etag+spec.lastModified != "":
			renewed := *old
			renewed.Fetched, renewed.FreshUntil = now, freshUntil(now, res.Header)
			if v := res.Header.Get("ETag"); v != "" {
				renewed.ETag = v
			}
			if v := res.Header.Get("Last-Modified"); v != "" {
				renewed.LastModified = v
			}
			return &renewed, nil, nil
		case st >= 200 && st < 300:
			return &RobotsCopy{
				// A Sitemap line may name an address with a password: the copy kept says "***".
				Status: st, Body: redactBody(res.Body),
				ETag: res.Header.Get("ETag"), LastModified: res.Header.Get("Last-Modified"),
				Fetched: now, FreshUntil: freshUntil(now, res.Header),
			}, nil, nil
		case st >= 400 && st < 500 && st != http.StatusTooManyRequests:
			return &RobotsCopy{Status: st, Fetched: now, FreshUntil: freshUntil(now, res.Header)}, nil, nil
		case st == http.StatusTooManyRequests || st >= 500:
			keep := failureFreshness
			if wait, ok := RetryAfter(res.Header, now); ok {
				keep = min(max(wait, failureFreshness), maxFailureFreshness)
			}
			return &RobotsCopy{Status: st, Fetched: now, FreshUntil: now.Add(keep)}, res.Err(), nil
		default:
			// 1xx, 3xx without Location, 304 to an unconditional request: not a robots.txt answer.
			cause := fmt.Errorf("fetch: %s answered %d, which is no robots.txt answer", res.URL, st)
			return &RobotsCopy{Fetched: now, FreshUntil: now.Add(failureFreshness)}, cause, nil
		}
	}
}
