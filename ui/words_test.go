package ui

import (
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

func TestRelativeTime(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		t    time.Time
		want string
	}{
		{"zero", time.Time{}, ""},
		{"seconds", now.Add(-20 * time.Second), "just now"},
		{"in the future", now.Add(time.Minute), "just now"},
		{"minutes", now.Add(-3 * time.Minute), "3 min ago"},
		{"hours", now.Add(-2*time.Hour - 10*time.Minute), "2 h ago"},
		{"yesterday", now.Add(-30 * time.Hour), "yesterday"},
		{"days", now.Add(-4 * 24 * time.Hour), "4 days ago"},
		{"weeks", time.Date(2026, 10, 1, 9, 0, 0, 0, time.Local), "1 Oct 2026"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := relativeTime(now, tt.t); got != tt.want {
				t.Errorf("relativeTime = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAddressProblem(t *testing.T) {
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"host", "www.nikkei.com", true},
		{"url", "https://www.reuters.com/world/", true},
		{"loopback with port", "http://127.0.0.1:8080", true},
		{"empty", "  ", false},
		{"space", "www.nikkei .com", false},
		{"no dot", "nikkei", false},
		{"ftp", "ftp://example.com/", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := addressProblem(tt.in)
			if (got == "") != tt.ok {
				t.Errorf("addressProblem(%q) = %q, want ok=%v", tt.in, got, tt.ok)
			}
		})
	}
}

func TestReadableTitle(t *testing.T) {
	tests := []struct {
		name string
		c    app.Candidate
		want string
	}{
		{"title wins", app.Candidate{URL: "https://x.test/business/", Title: "Business"}, "Business"},
		{"from path", app.Candidate{URL: "https://x.test/business/local-markets/"}, "Business › Local markets"},
		{"root", app.Candidate{URL: "https://x.test/"}, "x.test"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readableTitle(tt.c); got != tt.want {
				t.Errorf("readableTitle = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestHeadlineMeta(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		h    app.Headline
		want string
	}{
		{"dated", app.Headline{SourceTitle: "Markets", Site: "www.nikkei.test", Published: now.Add(-3 * time.Minute), FirstSeen: now},
			"Markets · www.nikkei.test · 3 min ago"},
		{"undated: when first seen", app.Headline{SourceTitle: "ビジネス", Site: "www.nikkei.test", FirstSeen: now.Add(-25 * time.Minute)},
			"ビジネス · www.nikkei.test · seen 25 min ago"},
		{"no times", app.Headline{SourceTitle: "www.blog.test", Site: "www.blog.test"}, "www.blog.test"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := headlineMeta(tt.h, now); got != tt.want {
				t.Errorf("headlineMeta = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCountAndIntervalWords(t *testing.T) {
	counts := []struct {
		n    int
		want string
	}{{0, "0"}, {185, "185"}, {1000, "1,000"}, {12408, "12,408"}, {1000000, "1,000,000"}, {-4200, "-4,200"}}
	for _, tt := range counts {
		if got := countWords(tt.n); got != tt.want {
			t.Errorf("countWords(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	intervals := []struct {
		d    time.Duration
		want string
	}{{5 * time.Minute, "5 min"}, {time.Hour, "1 h"}, {90 * time.Minute, "1 h 30 min"}, {24 * time.Hour, "24 h"}, {45 * time.Second, "45 s"}}
	for _, tt := range intervals {
		if got := intervalWords(tt.d); got != tt.want {
			t.Errorf("intervalWords(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}
