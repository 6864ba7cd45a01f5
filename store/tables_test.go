package store

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestRobotsCopies(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	if _, err := s.Robots(ctx, "https://a.test"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Robots before any save: error = %v, want ErrNotFound", err)
	}
	copies := []RobotsCopy{
		{Origin: "https://a.test", Status: 200, Body: []byte("User-agent: *\nDisallow: /private\n"), ETag: `"v1"`,
			LastModified: "Sun, 01 Mar 2026 08:00:00 GMT", Fetched: t0, FreshUntil: t0.Add(time.Hour)},
		{Origin: "https://a.test", Status: 200, Body: []byte("User-agent: *\nDisallow:\n"), ETag: `"v2"`,
			Fetched: t0.Add(2 * time.Hour), FreshUntil: t0.Add(26 * time.Hour)},
		{Origin: "http://b.test:8080", Status: 404, Fetched: t0, FreshUntil: t0.Add(24 * time.Hour)},
	}
	for i, rc := range copies {
		t.Run(fmt.Sprintf("save %d", i), func(t *testing.T) {
			if err := s.SaveRobots(ctx, rc); err != nil {
				t.Fatal(err)
			}
			got, err := s.Robots(ctx, rc.Origin)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != rc.Status || !bytes.Equal(got.Body, rc.Body) || got.ETag != rc.ETag ||
				got.LastModified != rc.LastModified || !got.Fetched.Equal(rc.Fetched) || !got.FreshUntil.Equal(rc.FreshUntil) {
				t.Errorf("Robots(%s) = %+v, want %+v", rc.Origin, got, rc)
			}
		})
	}
}

func TestSiteVerdicts(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	if _, err := s.SiteVerdict(ctx, "a.test"); !errors.Is(err, ErrNotFound) {
		t.Errorf("SiteVerdict before any save: error = %v, want ErrNotFound", err)
	}
	for _, v := range []SiteVerdict{
		{Site: "a.test", LastModTrusted: true, Reason: "lastmod matches the pages", Checked: t0},
		{Site: "a.test", LastModTrusted: false, Reason: "every lastmod is one timestamp", Checked: t0.Add(time.Hour)},
	} {
		if err := s.SaveSiteVerdict(ctx, v); err != nil {
			t.Fatal(err)
		}
		got, err := s.SiteVerdict(ctx, v.Site)
		if err != nil {
			t.Fatal(err)
		}
		if got.LastModTrusted != v.LastModTrusted || got.Reason != v.Reason || !got.Checked.Equal(v.Checked) {
			t.Errorf("SiteVerdict = %+v, want %+v", got, v)
		}
	}
}

func TestSettings(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	if _, err := s.Setting(ctx, "pause"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Setting before any save: error = %v, want ErrNotFound", err)
	}
	for _, v := range []string{"1s", "2s", ""} {
		if err := s.SetSetting(ctx, "pause", v); err != nil {
			t.Fatal(err)
		}
		got, err := s.Setting(ctx, "pause")
		if err != nil {
			t.Fatal(err)
		}
		if got != v {
			t.Errorf("Setting = %q, want %q", got, v)
		}
	}
}

func TestRequestLogIsBounded(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	const total = RequestLogLimit + 350
	var batch []Request
	for i := range total {
		batch = append(batch, Request{Site: "a.test", Time: t0.Add(time.Duration(i) * time.Second), Step: "feed",
			URL: fmt.Sprintf("https://a.test/feed?%d", i), Status: 200, Bytes: 100, Duration: time.Millisecond})
		if len(batch) == 500 {
			if err := s.LogRequests(ctx, batch); err != nil {
				t.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	batch = append(batch, Request{Site: "b.test", Time: t0, Step: "robots", URL: "https://b.test/robots.txt", Status: 0, Err: "connection refused"})
	if err := s.LogRequests(ctx, batch); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		site      string
		limit     int
		wantLen   int
		wantFirst string
		wantLast  string
	}{
		{"a.test", 0, RequestLogLimit, fmt.Sprintf("https://a.test/feed?%d", total-1), fmt.Sprintf("https://a.test/feed?%d", total-RequestLogLimit)},
		{"a.test", 3, 3, fmt.Sprintf("https://a.test/feed?%d", total-1), fmt.Sprintf("https://a.test/feed?%d", total-3)},
		{"b.test", 10, 1, "https://b.test/robots.txt", "https://b.test/robots.txt"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s limit %d", tt.site, tt.limit), func(t *testing.T) {
			got, err := s.Requests(ctx, tt.site, tt.limit)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.wantLen {
				t.Fatalf("len = %d, want %d", len(got), tt.wantLen)
			}
			if got[0].URL != tt.wantFirst || got[len(got)-1].URL != tt.wantLast {
				t.Errorf("first, last = %s, %s; want %s, %s", got[0].URL, got[len(got)-1].URL, tt.wantFirst, tt.wantLast)
			}
		})
	}
	var n int
	if err := s.r.QueryRow(`SELECT count(*) FROM requests`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if got, want := n, RequestLogLimit+1; got != want {
		t.Errorf("rows kept = %d, want %d", got, want)
	}
}

func TestSiteCosts(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	loc := time.FixedZone("JST", 9*3600)
	now := time.Date(2026, 3, 3, 10, 0, 0, 0, loc)
	today := time.Date(2026, 3, 3, 0, 0, 0, 0, loc)
	a := addSource(t, s, "https://a.test/feed", "a.test")
	b := addSource(t, s, "https://b.test/feed", "b.test")
	reqs := []Request{
		{Site: "a.test", Time: today.Add(time.Hour), Bytes: 1000},
		{Site: "a.test", Time: today.Add(9 * time.Hour), Bytes: 500},
		{Site: "a.test", Time: today.Add(-time.Hour), Bytes: 70},     // yesterday
		{Site: "a.test", Time: today.Add(-72 * time.Hour), Bytes: 9}, // outside three days
		{Site: "b.test", Time: today.Add(time.Hour), Bytes: 4000},
	}
	if err := s.LogRequests(ctx, reqs); err != nil {
		t.Fatal(err)
	}
	if _, err := s.IngestItems(ctx, a.ID, []NewItem{{URL: "https://a.test/1"}, {URL: "https://a.test/2"}}, today.Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.IngestItems(ctx, a.ID, []NewItem{{URL: "https://a.test/3"}}, today.Add(-2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.IngestItems(ctx, b.ID, []NewItem{{URL: "https://b.test/1"}}, today.Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	got, err := s.siteCosts(ctx, "a.test", 3, now)
	if err != nil {
		t.Fatal(err)
	}
	want := []DayCost{
		{Day: today, Requests: 2, Bytes: 1500, NewItems: 2},
		{Day: today.AddDate(0, 0, -1), Requests: 1, Bytes: 70, NewItems: 1},
		{Day: today.AddDate(0, 0, -2)},
	}
	if len(got) != len(want) {
		t.Fatalf("SiteCosts = %d days, want %d", len(got), len(want))
	}
	for i := range want {
		if !got[i].Day.Equal(want[i].Day) || got[i].Requests != want[i].Requests || got[i].Bytes != want[i].Bytes ||
			got[i].NewItems != want[i].NewItems {
			t.Errorf("day %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}
