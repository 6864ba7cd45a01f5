package store

import (
	"strings"
	"testing"
)

func TestMatchExpr(t *testing.T) {
	tests := []struct {
		query, want string
	}{
		{"東京都", `"東京 京都"`},
		{"株", `"株"*`},
		{"G7サミット", `"G7" AND "サミ ミッ ット"`},
		{"ｇ７", `"g7"`},
		{"elect*", `"elect"*`},
		{"vote \"count", `"vote" AND """count"`},
		{"!!! ???", ``},
		{"  ", ``},
		{strings.Repeat("w ", 40), strings.TrimSuffix(strings.Repeat(`"w" AND `, maxSearchTerms), " AND ")},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			if got := matchExpr(tt.query); got != tt.want {
				t.Errorf("matchExpr(%q) = %s, want %s", tt.query, got, tt.want)
			}
		})
	}
}

func TestIndexText(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"東京都で地震", " 東京 京都 都で で地 地震 震 "},
		{"G7サミット、広島", "G7 サミ ミッ ット ト 、 広島 島 "},
		{"Plain words", "Plain words"},
		{"ＡＢＣ", "ABC"},
		{"Café au lait, Ünïcode", "Café au lait, Ünïcode"},
		{"tab\tand\x00nul", "tab and nul"},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := indexText(tt.text); got != tt.want {
				t.Errorf("indexText(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// FuzzSearch checks that whatever a person types, a search answers without an error.
func FuzzSearch(f *testing.F) {
	for _, seed := range []string{"東京", "株", "G7 広島", "ELECT*", `vote "count`, "AND OR NOT", "NEAR(a b)",
		"title:x", "-x", "^x", "(", `"`, "*", "a*b*", "x OR", "\x00", "ｇ７", "日本-株"} {
		f.Add(seed)
	}
	s := openFuzz(f)
	f.Fuzz(func(t *testing.T, q string) {
		if _, err := s.Items(t.Context(), ItemQuery{Search: q, Limit: 5}); err != nil {
			t.Errorf("Items(search %q): %v (query %s)", q, err, matchExpr(q))
		}
		if _, err := s.CountItems(t.Context(), ItemQuery{Search: q, SourceID: 1}); err != nil {
			t.Errorf("CountItems(search %q): %v (query %s)", q, err, matchExpr(q))
		}
	})
}

// openFuzz opens a small store with a few headlines for a fuzz target.
func openFuzz(f *testing.F) *Store {
	f.Helper()
	s, err := Open(f.Context(), f.TempDir()+"/fuzz.db")
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	srcs, err := s.AddSources(f.Context(), []Source{{Kind: KindFeed, URL: "https://a.test/feed", Site: "a.test"}})
	if err != nil {
		f.Fatal(err)
	}
	if _, err := s.IngestItems(f.Context(), srcs[0].ID, []NewItem{
		{URL: "https://a.test/1", Title: "東京都で地震", Summary: "津波の心配はない"},
		{URL: "https://a.test/2", Title: "Election results: the vote count"},
	}, t0); err != nil {
		f.Fatal(err)
	}
	return s
}
