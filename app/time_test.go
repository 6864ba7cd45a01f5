package app

import (
	"net/http"
	"testing"
	"time"
)

// TestRetryAfterCannotOverflow checks that a site asking to be left alone for centuries, in seconds or
// as a date, is asked again after the longest back-off: not every second, as when the wait wrapped
// into a time before 1970.
func TestRetryAfterCannotOverflow(t *testing.T) {
	tests := []struct {
		name, retryAfter string
	}{
		{"ten billion seconds", "9999999999"},
		{"the most seconds an int64 holds", "9223372036854775807"},
		{"a date in year 9999", "Fri, 31 Dec 9999 23:59:59 GMT"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := t.Context()
			clk := newClock()
			site := newTestSite(t)
			site.set("/feed.xml", status(http.StatusTooManyRequests, "Retry-After", tt.retryAfter))
			a := openTestApp(t, clk.now)
			srcs := follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
			if _, err := a.RefreshAll(ctx, nil); err != nil {
				t.Fatal(err)
			}
			src, err := a.store.Source(ctx, srcs[0].ID)
			if err != nil {
				t.Fatal(err)
			}
			if want := clk.now().Add(maxBackoff); !src.RetryUntil.Equal(want) || src.NextDue.Before(want) {
				t.Errorf("retry until %v, next due %v; want retry at %v and next due no sooner", src.RetryUntil, src.NextDue, want)
			}
			for _, at := range []time.Duration{time.Second, time.Hour, maxBackoff - time.Second} {
				due, err := a.store.DueSources(ctx, clk.now().Add(at))
				if err != nil {
					t.Fatal(err)
				}
				if len(due) != 0 {
					t.Errorf("%v later, %d sources due, want none", at, len(due))
				}
			}
		})
	}
}

// nextDueTests are times, intervals and phases nextDue must place on a grid without wrapping.
var nextDueTests = []struct {
	name     string
	now      time.Time
	interval time.Duration
	phase    time.Duration
}{
	{"half-hourly", time.Date(2026, 11, 29, 12, 7, 13, 0, time.UTC), 30 * time.Minute, 10 * time.Minute},
	{"an interval of a century", time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), 100 * 365 * 24 * time.Hour, 0},
	{"the longest interval", time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), 1<<63 - 1, 1<<63 - 1},
	{"a negative phase", time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), time.Hour, -time.Minute},
	{"a clock in year 2262", time.Date(2262, 4, 11, 0, 0, 0, 0, time.UTC), maxInterval, 0},
	{"a clock in year 9999", time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC), time.Hour, 0},
	{"a clock in year 1", time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC), time.Hour, 0},
}

// TestNextDueStaysInRange checks that no interval, phase or clock makes a due time wrap: the interval
// is at most a week, and the due time follows now by half an interval to an interval and a half.
func TestNextDueStaysInRange(t *testing.T) {
	for _, tt := range nextDueTests {
		t.Run(tt.name, func(t *testing.T) {
			checkNextDue(t, tt.now, tt.interval, tt.phase)
		})
	}
}

func checkNextDue(t *testing.T, now time.Time, interval, phase time.Duration) {
	t.Helper()
	got := nextDue(now, interval, phase)
	iv := boundInterval(interval)
	if iv > maxInterval || iv < MinInterval {
		t.Fatalf("boundInterval(%v) = %v, outside [%v, %v]", interval, iv, MinInterval, maxInterval)
	}
	base := now
	if base.Before(earliestDue) {
		base = earliestDue
	}
	if base.After(latestDue) {
		base = latestDue
	}
	if lo, hi := base.Add(iv/2), base.Add(iv/2+iv); got.Before(lo) || !got.Before(hi) {
		t.Fatalf("nextDue(%v, %v, %v) = %v, want within [%v, %v)", now, interval, phase, got, lo, hi)
	}
	if !now.Before(earliestDue) && !now.After(latestDue) && !got.After(now) {
		t.Fatalf("nextDue(%v, %v, %v) = %v, not after now", now, interval, phase, got)
	}
}

// FuzzNextDue checks nextDue over any clock, interval and phase.
func FuzzNextDue(f *testing.F) {
	for _, tt := range nextDueTests {
		f.Add(tt.now.Unix(), int64(tt.now.Nanosecond()), int64(tt.interval), int64(tt.phase))
	}
	f.Fuzz(func(t *testing.T, sec, nsec, interval, phase int64) {
		checkNextDue(t, time.Unix(sec, nsec), time.Duration(interval), time.Duration(phase))
	})
}
