package app

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestHeadlinesPageThrough checks that paging with After lists every headline once, in the order of
// one long page, dated and undated (sorted by when they were first seen) alike.
func TestHeadlinesPageThrough(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Mixed</title><link>http://example.test/</link>`)
	for i := range 7 {
		date := ""
		if i%2 == 0 {
			date = "<pubDate>" + time.Date(2026, 11, 29, 9, i, 0, 0, time.UTC).Format(time.RFC1123Z) + "</pubDate>"
		}
		fmt.Fprintf(&b, `<item><title>Story %d</title><link>%s</link>%s</item>`, i, site.url(fmt.Sprintf("/a/story-number-%d", i)), date)
	}
	b.WriteString(`</channel></rss>`)
	site.set("/feed.xml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/rss+xml")
		w.Write([]byte(b.String()))
	})
	// A clock with a fraction of a second, which the store's sort key does not keep.
	a := openTestApp(t, func() time.Time { return time.Date(2026, 11, 29, 10, 0, 0, 700_000_000, time.UTC) })
	follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	if _, err := a.RefreshAll(ctx, nil); err != nil {
		t.Fatal(err)
	}
	whole, err := a.Headlines(ctx, HeadlineQuery{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(whole), 7; got != want {
		t.Fatalf("headlines = %d, want %d", got, want)
	}
	for _, size := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("pages of %d", size), func(t *testing.T) {
			var got []string
			q := HeadlineQuery{Limit: size}
			for range 10 {
				page, err := a.Headlines(ctx, q)
				if err != nil {
					t.Fatal(err)
				}
				if len(page) == 0 {
					break
				}
				for _, h := range page {
					got = append(got, h.Title)
				}
				q.After = &page[len(page)-1]
			}
			var want []string
			for _, h := range whole {
				want = append(want, h.Title)
			}
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("paged = %q, want %q", got, want)
			}
		})
	}
}

// TestMarkAllReadUndo marks a view read, undoes it, and checks that the same headlines are unread
// and the counts as before; an undo of a marking followed by another says it can no longer be done.
func TestMarkAllReadUndo(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>News</title><link>http://example.test/</link>`)
	for i := range 5 {
		fmt.Fprintf(&b, `<item><title>Story %d</title><link>%s</link><pubDate>%s</pubDate></item>`, i,
			site.url(fmt.Sprintf("/a/story-number-%d", i)), time.Date(2026, 11, 29, 9, i, 0, 0, time.UTC).Format(time.RFC1123Z))
	}
	b.WriteString(`</channel></rss>`)
	site.set("/feed.xml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/rss+xml")
		w.Write([]byte(b.String()))
	})
	a := openTestApp(t, func() time.Time { return time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC) })
	follow(t, a, site, "feed", Candidate{Kind: KindFeed, URL: site.url("/feed.xml")})
	if _, err := a.RefreshAll(ctx, nil); err != nil {
		t.Fatal(err)
	}
	hs, err := a.Headlines(ctx, HeadlineQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.SetRead(ctx, hs[1].ID, true); err != nil {
		t.Fatal(err)
	}
	unread := func() []string {
		hs, err := a.Headlines(ctx, HeadlineQuery{Unread: true})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, h := range hs {
			out = append(out, h.Title)
		}
		return out
	}
	before := fmt.Sprint(unread())
	m, err := a.MarkAllRead(ctx, HeadlineQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if m.Count != 4 {
		t.Errorf("MarkAllRead marked %d, want 4", m.Count)
	}
	if got := unread(); len(got) != 0 {
		t.Errorf("unread after marking = %v, want none", got)
	}
	n, err := a.UndoMarkAllRead(ctx, m)
	if err != nil || n != 4 {
		t.Errorf("UndoMarkAllRead = %d, %v; want 4", n, err)
	}
	if got := fmt.Sprint(unread()); got != before {
		t.Errorf("unread after undo = %s, want %s", got, before)
	}
	first, err := a.MarkAllRead(ctx, HeadlineQuery{Search: "Story 0"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.MarkAllRead(ctx, HeadlineQuery{}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.UndoMarkAllRead(ctx, first); !errors.Is(err, ErrMarkingGone) || Explain(err) == "" {
		t.Errorf("undo of an older marking: error = %v (%q), want ErrMarkingGone", err, Explain(err))
	}
}
