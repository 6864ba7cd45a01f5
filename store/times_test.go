package store

import (
	"math"
	"testing"
	"time"
)

// publishedTests are publication dates an item may carry, seen at t0, and the date it keeps.
var publishedTests = []struct {
	name      string
	published time.Time
	want      time.Time // zero: dropped, dated by first seen
}{
	{"an hour before it was seen", t0.Add(-time.Hour), t0.Add(-time.Hour)},
	{"in 1971", time.Date(1971, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(1971, 1, 1, 0, 0, 0, 0, time.UTC)},
	{"a day ahead of when it was seen", t0.Add(24 * time.Hour), t0.Add(24 * time.Hour)},
	{"a day and a second ahead", t0.Add(24*time.Hour + time.Second), time.Time{}},
	{"in 1500", time.Date(1500, 6, 1, 0, 0, 0, 0, time.UTC), time.Time{}},
	{"in 1969", time.Date(1969, 7, 20, 20, 17, 0, 0, time.UTC), time.Time{}},
	{"in 2300", time.Date(2300, 1, 1, 0, 0, 0, 0, time.UTC), time.Time{}},
	{"in 9999", time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), time.Time{}},
	{"none", time.Time{}, time.Time{}},
}

// TestIngestDropsUnbelievableDates checks that a publication date no item can have is dropped and the
// item dated by when it was first seen, so that it neither wraps into another century nor pins itself
// to the top of the list.
func TestIngestDropsUnbelievableDates(t *testing.T) {
	for i, tt := range publishedTests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			src := addSource(t, s, "https://a.test/feed", "a.test")
			url := "https://a.test/story-" + string(rune('a'+i))
			if _, err := s.IngestItems(t.Context(), src.ID, []NewItem{{URL: url, Title: "Story", Published: tt.published}}, t0); err != nil {
				t.Fatal(err)
			}
			items, err := s.Items(t.Context(), ItemQuery{SourceID: src.ID})
			if err != nil {
				t.Fatal(err)
			}
			if len(items) != 1 {
				t.Fatalf("got %d items, want 1", len(items))
			}
			it := items[0]
			if !it.Published.Equal(tt.want) {
				t.Errorf("published = %v, want %v", it.Published, tt.want)
			}
			wantSort := tt.want
			if wantSort.IsZero() {
				wantSort = t0
			}
			if !it.SortTime.Equal(wantSort) {
				t.Errorf("sort time = %v, want %v", it.SortTime, wantSort)
			}
		})
	}
}

// TestSourceTimesBeyondNanoseconds checks that a source's retry time and due time after 2262 are kept
// as late as can be stored, not wrapped into the past, so that the source is not due every second.
func TestSourceTimesBeyondNanoseconds(t *testing.T) {
	s := openTemp(t)
	src := addSource(t, s, "https://a.test/feed", "a.test")
	far := time.Date(2318, 3, 1, 0, 0, 0, 0, time.UTC)
	src.RetryUntil, src.NextDue = far, far
	src.LastRefreshed = time.Date(1500, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := s.UpdateSource(t.Context(), src); err != nil {
		t.Fatal(err)
	}
	got, err := s.Source(t.Context(), src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !got.RetryUntil.Equal(latestStored) || !got.NextDue.Equal(latestStored) {
		t.Errorf("retry until %v, next due %v; want both %v", got.RetryUntil, got.NextDue, latestStored)
	}
	if !got.LastRefreshed.Equal(earliestStored) {
		t.Errorf("last refreshed %v, want %v", got.LastRefreshed, earliestStored)
	}
	due, err := s.DueSources(t.Context(), t0)
	if err != nil {
		t.Fatal(err)
	}
	if len(due) != 0 {
		t.Errorf("due at %v: %d sources, want none", t0, len(due))
	}
	due, err = s.DueSources(t.Context(), time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if len(due) != 1 {
		t.Errorf("due in year 9999: %d sources, want 1", len(due))
	}
}

// FuzzTimeRoundTrip checks that storing a time keeps it exactly when Unix nanoseconds can hold it,
// keeps the zero time zero, never turns a time into the zero time, and keeps the order of any two
// times (a later time is never stored as an earlier one).
func FuzzTimeRoundTrip(f *testing.F) {
	for _, tt := range publishedTests {
		f.Add(tt.published.Unix(), int64(tt.published.Nanosecond()), t0.Unix(), int64(0))
	}
	f.Add(int64(math.MaxInt64), int64(0), int64(math.MinInt64), int64(0))
	f.Add(int64(-62135596800), int64(0), int64(0), int64(1))
	f.Add(int64(253402300799), int64(999999999), int64(9223372036), int64(854775807))
	f.Fuzz(func(t *testing.T, aSec, aNano, bSec, bNano int64) {
		a, b := time.Unix(aSec, aNano), time.Unix(bSec, bNano)
		for _, x := range []time.Time{a, b} {
			n := toDB(x)
			back := fromDB(n)
			switch {
			case x.IsZero():
				if n != 0 {
					t.Fatalf("zero time stored as %d", n)
				}
			case !x.Before(earliestStored) && !x.After(latestStored):
				if n != 0 && !back.Equal(x) {
					t.Fatalf("%v came back as %v", x, back)
				}
			case x.Before(earliestStored):
				if !back.Equal(earliestStored) {
					t.Fatalf("%v, before what can be stored, came back as %v", x, back)
				}
			default:
				if !back.Equal(latestStored) {
					t.Fatalf("%v, after what can be stored, came back as %v", x, back)
				}
			}
		}
		if a.Before(b) && toDB(a) > toDB(b) && !a.IsZero() && !b.IsZero() {
			t.Fatalf("%v before %v, but stored as %d after %d", a, b, toDB(a), toDB(b))
		}
	})
}
