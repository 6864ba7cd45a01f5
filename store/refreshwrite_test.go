package store

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestRequestLogBoundAfterMigration starts from a database of schema version 9, whose request log
// keeps the newest RequestLogLimit requests of a site and a few of another, and checks that the log
// counted by migration 10 stays bounded exactly as before: a site at its bound drops one old request
// for each new one, and one below it keeps every request until it reaches its bound.
func TestRequestLogBoundAfterMigration(t *testing.T) {
	const few = 5
	var b strings.Builder
	b.WriteString(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ` + fmt.Sprint(RequestLogLimit) + `)
		INSERT INTO requests (site, time, step, url, status, bytes, duration_ns, err, source_id)
		SELECT 'a.test', i, 'feed', 'https://a.test/old?' || i, 200, 1, 1, '', 0 FROM n
		UNION ALL SELECT 'b.test', i, 'feed', 'https://b.test/old?' || i, 200, 1, 1, '', 0 FROM n WHERE i <= ` + fmt.Sprint(few))
	s := openFromVersion(t, 9, b.String())
	ctx := t.Context()
	var reqs []Request
	for i := range 3 {
		for _, site := range []string{"a.test", "b.test"} {
			reqs = append(reqs, Request{Site: site, Time: t0.Add(time.Duration(i) * time.Second), Step: "feed",
				URL: fmt.Sprintf("https://%s/new?%d", site, i), Status: 304})
		}
	}
	if err := s.LogRequests(ctx, reqs); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		site           string
		wantLen        int
		wantNewest     string
		wantOldestKept string
	}{
		{"a.test", RequestLogLimit, "https://a.test/new?2", "https://a.test/old?4"},
		{"b.test", few + 3, "https://b.test/new?2", "https://b.test/old?1"},
	}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			got, err := s.Requests(ctx, tt.site, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.wantLen {
				t.Fatalf("len = %d, want %d", len(got), tt.wantLen)
			}
			if got[0].URL != tt.wantNewest || got[len(got)-1].URL != tt.wantOldestKept {
				t.Errorf("newest, oldest = %s, %s; want %s, %s", got[0].URL, got[len(got)-1].URL, tt.wantNewest, tt.wantOldestKept)
			}
			var n int
			if err := s.r.QueryRow(`SELECT count(*) FROM requests WHERE site = ?`, tt.site).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != tt.wantLen {
				t.Errorf("rows kept = %d, want %d", n, tt.wantLen)
			}
		})
	}
}

// TestRefreshWritesAreWhole checks that UpdateSourceAndLog writes the requests of a refresh with its
// outcome or not at all: a source that is gone takes its requests' rows with it, and one that is
// there gets both.
func TestRefreshWritesAreWhole(t *testing.T) {
	ctx := t.Context()
	sent := func(site string) []Request {
		return []Request{{Site: site, Time: t0, Step: "robots", URL: "https://" + site + "/robots.txt", Status: 200},
			{Site: site, Time: t0.Add(time.Second), Step: "feed", URL: "https://" + site + "/feed", Status: 304}}
	}
	tests := []struct {
		name  string
		write func(s *Store, src Source, reqs []Request) error
	}{
		{"UpdateSourceAndLog", func(s *Store, src Source, reqs []Request) error {
			src.ETag, src.LastRefreshed = `"v2"`, t0
			return s.UpdateSourceAndLog(ctx, src, reqs)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			kept := addSource(t, s, "https://a.test/feed", "a.test")
			gone := addSource(t, s, "https://b.test/feed", "b.test")
			if err := s.DeleteSource(ctx, gone.ID); err != nil {
				t.Fatal(err)
			}
			if err := tt.write(s, gone, sent("b.test")); !errors.Is(err, ErrNotFound) {
				t.Errorf("writing the refresh of a deleted source: got %v, want ErrNotFound", err)
			}
			if got, err := s.Requests(ctx, "b.test", 0); err != nil || len(got) != 0 {
				t.Errorf("requests logged for the deleted source: %d, %v; want none", len(got), err)
			}
			if err := tt.write(s, kept, sent("a.test")); err != nil {
				t.Fatal(err)
			}
			if got, err := s.Requests(ctx, "a.test", 0); err != nil || len(got) != 2 {
				t.Errorf("requests logged: %d, %v; want 2", len(got), err)
			}
		})
	}
}

// TestJournalInMemoryOnlyForTheIngest checks that the writer keeps statement journals in memory for
// an ingest of a refresh's headlines alone: the writes after it, a deletion of many headlines among
// them, run with the connection's default, in a temporary file.
func TestJournalInMemoryOnlyForTheIngest(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	src := addSource(t, s, "https://a.test/feed", "a.test")
	var items []NewItem
	for i := range 300 {
		items = append(items, NewItem{URL: fmt.Sprintf("https://a.test/2026/story-%d", i), Title: fmt.Sprintf("Story %d", i)})
	}
	if added, err := s.IngestItems(ctx, src.ID, items, t0); err != nil || added != len(items) {
		t.Fatalf("IngestItems = %d, %v; want %d", added, err, len(items))
	}
	var store int
	if err := s.w.QueryRowContext(ctx, "PRAGMA temp_store").Scan(&store); err != nil {
		t.Fatal(err)
	}
	if store != 0 {
		t.Errorf("temp_store after an ingest = %d, want 0 (the default: temporary files)", store)
	}
	if err := s.DeleteSource(ctx, src.ID); err != nil {
		t.Fatal(err)
	}
}
