package fetch

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Errors a caller may test for with errors.Is.
var (
	// ErrBudget means the job has sent as many requests as its budget allows.
	ErrBudget = errors.New("fetch: request budget spent")
	// ErrTooManyRedirects means a request was redirected more than MaxRedirects times.
	ErrTooManyRedirects = errors.New("fetch: too many redirects")
	// ErrRedirectLoop means a redirect led back to an address already visited by the same request.
	ErrRedirectLoop = errors.New("fetch: redirect loop")
	// ErrScheme means a URL, or a redirect's target, is not http or https.
	ErrScheme = errors.New("fetch: only http and https are fetched")
	// ErrTimeout means a request did not end, body included, within the Client's timeout. Errors that
	// wrap it also wrap context.DeadlineExceeded.
	ErrTimeout = errors.New("fetch: request timed out")
)

// DisallowedError reports that robots.txt forbids Broadsheet a URL. The request was not sent.
type DisallowedError struct {
	URL  string
	Rule string // the deciding rule, as package robots reports it; may be empty
	// Cause, when set, is why robots.txt could not be read (a network failure, an *HTTPError for a
	// 429 or 5xx answer), which is why everything on the origin is disallowed.
	Cause error
}

// Unwrap returns Cause.
func (e *DisallowedError) Unwrap() error { return e.Cause }

func (e *DisallowedError) Error() string {
	if e.Cause != nil {
		return fmt.Sprintf("fetch: robots.txt could not be read, so everything is disallowed, %s included: %v", e.URL, e.Cause)
	}
	if e.Rule == "" {
		return fmt.Sprintf("fetch: robots.txt disallows %s", e.URL)
	}
	return fmt.Sprintf("fetch: robots.txt disallows %s (%s)", e.URL, e.Rule)
}

// TooLargeError reports a body longer than its cap, counted after decompression.
type TooLargeError struct {
	URL   string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("fetch: %s: body larger than %d bytes after decompression", e.URL, e.Limit)
}

// HTTPError is a response status other than 2xx or 304, for callers that want it as an error.
type HTTPError struct {
	URL        string
	Status     int
	RetryAfter time.Duration // from the Retry-After header; 0 when absent
}

func (e *HTTPError) Error() string {
	msg := fmt.Sprintf("fetch: %s answered %d %s", e.URL, e.Status, http.StatusText(e.Status))
	if e.RetryAfter > 0 {
		msg += fmt.Sprintf(" (retry after %s)", wholeSeconds(e.RetryAfter))
	}
	return msg
}

// wholeSeconds rounds a wait up to whole seconds for a person to read: a Retry-After date gives
// "2h22m36s", not "2h22m35.573165853s", and never a wait shorter than the one asked for.
func wholeSeconds(d time.Duration) time.Duration {
	if r := d.Truncate(time.Second); r < d {
		return r + time.Second
	}
	return d
}

// MaxRetryAfter is the longest wait a Retry-After header is taken to ask for: the longest back-off of a
// refresh. A site asking for more (years, or a date in year 9999) is asked again after a day, so that no
// wait overflows a time and no site is lost for good to one header.
const MaxRetryAfter = 24 * time.Hour

// RetryAfter reads the Retry-After header of h, given either as seconds or as an HTTP date, as a wait
// from now, at most MaxRetryAfter. It reports false when the header is absent or unreadable; a date in
// the past gives 0, true.
func RetryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs < 0 {
			return 0, false
		}
		if secs > int64(MaxRetryAfter/time.Second) {
			return MaxRetryAfter, true
		}
		return time.Duration(secs) * time.Second, true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	// Sub saturates rather than wraps, so a date centuries away gives a huge wait, capped here.
	if d := t.Sub(now); d > 0 {
		return min(d, MaxRetryAfter), true
	}
	return 0, true
}
