package store

import (
	"fmt"
	"strings"
	"testing"
	"time"
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

// TestPrefixSearch checks that a prefix replaced by the words it stands for finds exactly what
// the index finds for the prefix itself, and that the replacement happens where it should.
func TestPrefixSearch(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs, err := s.AddSources(ctx, []Source{{Kind: KindFeed, URL: "https://p.test/feed", Site: "p.test"}})
	if err != nil {
		t.Fatal(err)
	}
	titles := []string{"Government falls", "The governor resigns", "Gov. Smith speaks", "Govern wisely",
		"Go home", "Élection à Paris", "Electoral reform", "Talks on government budget", "Unrelated story"}
	for i := range 20 {
		titles = append(titles, fmt.Sprintf("W%c%c word", 'a'+i, 'a'+i)) // twenty words starting with w
	}
	var items []NewItem
	for i, title := range titles {
		items = append(items, NewItem{URL: fmt.Sprintf("https://p.test/%d", i), Title: title,
			Published: t0.Add(time.Duration(i) * time.Minute)})
	}
	if _, err := s.IngestItems(ctx, srcs[0].ID, items, t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	// A deleted item's words stay listed until the index merges; they must not bring it back.
	if _, err := s.w.ExecContext(ctx, `DELETE FROM items WHERE url = 'https://p.test/3'`); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		query    string
		expanded bool // the prefix is replaced by words
		want     int  // items found
	}{
		{"gov*", true, 4},
		{"GOV*", true, 4},
		{"gover*", true, 3},
		{"govern*", true, 3},
		{"gov* talks", true, 1},
		{"go*", true, 5},
		{"w*", false, 20}, // more words than maxPrefixWords
		{"zz*", false, 0},
		{"élect*", false, 2},
		{"elect*", true, 2},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			expr, err := searchExpr(ctx, s.r, tt.query)
			if err != nil {
				t.Fatal(err)
			}
			if got := !strings.Contains(expr, "*"); got != tt.expanded {
				t.Errorf("searchExpr(%q) = %s: expanded %v, want %v", tt.query, expr, got, tt.expanded)
			}
			got, err := s.Items(ctx, ItemQuery{Search: tt.query})
			if err != nil {
				t.Fatal(err)
			}
			// What the index finds for the prefix itself.
			rows, err := s.r.QueryContext(ctx, fmt.Sprintf(`SELECT i.id FROM items_fts f JOIN items i ON i.id = f.rowid & %d
				WHERE f.items_fts MATCH ? ORDER BY f.rowid DESC`, ftsIDMask), matchExpr(tt.query))
			if err != nil {
				t.Fatal(err)
			}
			var want []int64
			for rows.Next() {
				var id int64
				if err := rows.Scan(&id); err != nil {
					t.Fatal(err)
				}
				want = append(want, id)
			}
			rows.Close()
			if len(want) != tt.want {
				t.Errorf("the index finds %d items for %q, want %d", len(want), tt.query, tt.want)
			}
			var gotIDs []int64
			for _, it := range got {
				gotIDs = append(gotIDs, it.ID)
			}
			if fmt.Sprint(gotIDs) != fmt.Sprint(want) {
				t.Errorf("Items(search %q) = %v, want %v", tt.query, gotIDs, want)
			}
			n, err := s.CountItems(ctx, ItemQuery{Search: tt.query})
			if err != nil {
				t.Fatal(err)
			}
			if n != len(want) {
				t.Errorf("CountItems(search %q) = %d, want %d", tt.query, n, len(want))
			}
		})
	}
}

// TestSearchInOneSource checks that the two ways of searching within one source, walking the
// source's items or walking the matches, list the same items page by page.
func TestSearchInOneSource(t *testing.T) {
	s := openTemp(t)
	ctx := t.Context()
	srcs, err := s.AddSources(ctx, []Source{
		{Kind: KindFeed, URL: "https://o.test/feed", Site: "o.test"},
		{Kind: KindSection, URL: "https://o.test/world/", Site: "o.test"},
	})
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"budget vote", "storm warning", "東京 株価", "budget storm"}
	for i, src := range srcs {
		var items []NewItem
		for j := range 60 {
			items = append(items, NewItem{URL: fmt.Sprintf("https://o.test/%d", j+i*30), Title: words[j%len(words)],
				Published: t0.Add(time.Duration(j%7) * time.Hour)}) // shared sort times: pages split among equals
		}
		if _, err := s.IngestItems(ctx, src.ID, items, t0.Add(24*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.MarkRead(ctx, ItemQuery{Search: "vote"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		q    ItemQuery
	}{
		{"word", ItemQuery{Search: "budget"}},
		{"two words", ItemQuery{Search: "budget storm"}},
		{"Japanese", ItemQuery{Search: "東京"}},
		{"one character", ItemQuery{Search: "株"}},
		{"prefix", ItemQuery{Search: "sto*"}},
		{"unread", ItemQuery{Search: "budget", Unread: true}},
		{"site", ItemQuery{Search: "budget", Site: "o.test"}},
		{"absent", ItemQuery{Search: "zeppelin"}},
	}
	for _, tt := range tests {
		for _, src := range srcs {
			t.Run(fmt.Sprintf("%s in source %d", tt.name, src.ID), func(t *testing.T) {
				q := tt.q
				q.SourceID, q.Limit = src.ID, 7
				var pages [2][]int64
				for i, sparse := range []bool{false, true} {
					q := q
					for {
						page, err := s.listItems(ctx, planItems(q, matchExpr(q.Search), sparse), q)
						if err != nil {
							t.Fatal(err)
						}
						for _, it := range page {
							pages[i] = append(pages[i], it.ID)
						}
						if len(page) < q.Limit {
							break
						}
						q.AfterTime, q.AfterID = page[len(page)-1].SortTime, page[len(page)-1].ID
					}
				}
				if fmt.Sprint(pages[1]) != fmt.Sprint(pages[0]) {
					t.Errorf("walking the matches: %v\nwalking the source: %v", pages[1], pages[0])
				}
				n, err := s.CountItems(ctx, tt.q)
				if err != nil {
					t.Fatal(err)
				}
				if tt.name != "absent" && (len(pages[0]) == 0 || n == 0) {
					t.Errorf("found %d items (%d in all sources), want some", len(pages[0]), n)
				}
			})
		}
	}
}
