package fetch

import (
	"net/http"
	"testing"
	"time"
)

// retryAfterTests are Retry-After values that ask for more than a day, or for a time no clock can hold.
var retryAfterTests = []struct {
	name  string
	value string
	want  time.Duration
}{
	{"a day", "86400", 24 * time.Hour},
	{"a day and a second", "86401", MaxRetryAfter},
	{"ten billion seconds", "9999999999", MaxRetryAfter},
	{"the most seconds an int64 holds", "9223372036854775807", MaxRetryAfter},
	{"a date in year 9999", "Fri, 31 Dec 9999 23:59:59 GMT", MaxRetryAfter},
	{"a date next year", "Mon, 29 Nov 2027 12:00:00 GMT", MaxRetryAfter},
	{"a date in an hour", "Sun, 29 Nov 2026 13:00:00 GMT", time.Hour},
	{"a date in year 1", "Mon, 01 Jan 0001 00:00:00 GMT", 0},
}

func TestRetryAfterIsCapped(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	for _, tt := range retryAfterTests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := RetryAfter(http.Header{"Retry-After": {tt.value}}, now)
			if got != tt.want || !ok {
				t.Errorf("RetryAfter(%q) = %v, %v; want %v, true", tt.value, got, ok, tt.want)
			}
			if until := now.Add(got); until.Before(now) || until.UnixNano() < now.UnixNano() {
				t.Errorf("RetryAfter(%q): now plus the wait is %v, before now", tt.value, until)
			}
		})
	}
}

// FuzzRetryAfter checks that no header makes a wait that is negative, longer than MaxRetryAfter, or
// that carries now past what Unix nanoseconds can hold.
func FuzzRetryAfter(f *testing.F) {
	for _, tt := range retryAfterTests {
		f.Add(tt.value, int64(1796040000))
	}
	f.Add("120", int64(0))
	f.Add("-5", int64(-62135596800))
	f.Add("Sun, 29 Nov 2026 12:05:00 GMT", int64(9223372036))
	f.Fuzz(func(t *testing.T, value string, nowSec int64) {
		now := time.Unix(nowSec, 0)
		got, ok := RetryAfter(http.Header{"Retry-After": {value}}, now)
		if got < 0 || got > MaxRetryAfter {
			t.Fatalf("RetryAfter(%q) = %v, outside [0, %v]", value, got, MaxRetryAfter)
		}
		if !ok && got != 0 {
			t.Fatalf("RetryAfter(%q) = %v, false; an unreadable header must give 0", value, got)
		}
		if now.Add(got).Before(now) {
			t.Fatalf("RetryAfter(%q) = %v goes back in time", value, got)
		}
	})
}

// FuzzFreshUntil checks that no Cache-Control, Expires or Date header keeps a robots.txt copy fresh
// for longer than MaxRobotsAge or makes it expire before it was fetched.
func FuzzFreshUntil(f *testing.F) {
	f.Add("max-age=600", "", "", int64(1796040000))
	f.Add("max-age=999999999999999999", "", "", int64(1796040000))
	f.Add("", "Fri, 31 Dec 9999 23:59:59 GMT", "Mon, 01 Jan 0001 00:00:00 GMT", int64(1796040000))
	f.Add("", "Mon, 01 Jan 0001 00:00:00 GMT", "Fri, 31 Dec 9999 23:59:59 GMT", int64(-62135596800))
	f.Add("no-cache", "0", "", int64(0))
	f.Fuzz(func(t *testing.T, cacheControl, expires, date string, nowSec int64) {
		now := time.Unix(nowSec, 0)
		h := http.Header{}
		for k, v := range map[string]string{"Cache-Control": cacheControl, "Expires": expires, "Date": date} {
			if v != "" {
				h.Set(k, v)
			}
		}
		got := freshUntil(now, h)
		if got.Before(now) || got.Sub(now) > MaxRobotsAge {
			t.Fatalf("freshUntil(%v, %v) = %v, want within [now, now+%v]", now, h, got, MaxRobotsAge)
		}
	})
}
