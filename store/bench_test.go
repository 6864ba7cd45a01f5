package store

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The benchmarks run against a database of benchItems items over benchSources sources on benchSites
// sites, built once and kept in os.TempDir() (keyed by benchKey) because building it takes a minute
// or two. Delete the file to rebuild it.
const (
	benchItems    = 1_000_000
	benchSources  = 1_000
	benchSites    = 100
	benchBatch    = 1_000
	benchGenerate = 2 // bump when the generated data changes
)

// benchEnglish and benchJapanese are the words generated headlines are made of.
var (
	benchEnglish = strings.Fields(`government minister election budget market shares bank rates inflation
		court ruling police storm flood earthquake tsunami school university hospital doctors nurses
		health vaccine climate energy oil gas power grid rail airline airport strike union workers
		wages jobs housing prices rent mortgage tax reform parliament senate president prime leader
		party vote campaign poll survey report study research science space rocket launch moon mars
		football league cup final match win loss coach player transfer record season team city
		council mayor plan project bridge road traffic accident fire rescue missing found dies born
		festival film music album tour award prize book author museum exhibition art theatre
		company profit loss merger deal chips software phone battery car electric factory exports
		imports trade tariffs talks summit treaty war peace border troops aid refugees crisis`)
	benchJapanese = strings.Fields(`東京 大阪 京都 政府 首相 国会 選挙 予算 株価 日経平均 円安 金利 日銀
		地震 津波 台風 大雨 警報 気象庁 学校 大学 病院 医師 看護 ワクチン 感染 電力 原発 鉄道 新幹線
		空港 航空 賃金 雇用 物価 住宅 税制 改革 野党 与党 調査 研究 宇宙 打ち上げ 野球 サッカー 優勝
		監督 選手 移籍 記録 市長 知事 計画 事故 火災 救助 映画 音楽 公演 受賞 作家 展覧会 企業 決算
		赤字 黒字 買収 半導体 自動車 輸出 輸入 関税 会談 首脳 サミット 条約 支援 難民 危機 開幕 続伸 反落`)
)

var benchDBOnce sync.Once
var benchDBPath string
var benchDBErr error

// benchDB returns the path of the benchmark database, building it when missing.
func benchDB(b *testing.B) string {
	b.Helper()
	benchDBOnce.Do(func() {
		path := filepath.Join(os.TempDir(), fmt.Sprintf("broadsheet-bench-%s-%d.db", benchKey(), benchItems))
		if _, err := os.Stat(path); err == nil {
			benchDBPath = path
			return
		}
		tmp := path + ".building"
		for _, suffix := range []string{"", "-wal", "-shm"} {
			os.Remove(tmp + suffix)
		}
		start := time.Now()
		if err := buildBenchDB(b.Context(), tmp); err != nil {
			benchDBErr = err
			return
		}
		if err := os.Rename(tmp, path); err != nil {
			benchDBErr = err
			return
		}
		b.Logf("built %s in %v", path, time.Since(start).Round(time.Second))
		benchDBPath = path
	})
	if benchDBErr != nil {
		b.Fatalf("building the benchmark database: %v", benchDBErr)
	}
	return benchDBPath
}

// benchKey names what the benchmark database holds: the schema, by a digest of the migrations (an
// unreleased migration may still change in place, and a database built by an older one would measure
// the wrong schema), and the generator version.
func benchKey() string {
	return fmt.Sprintf("%s-g%d", SchemaDigest(), benchGenerate)
}

// benchHeadline makes a headline and summary: Japanese for sites whose number is a multiple of 3.
func benchHeadline(r *rand.Rand, japanese bool) (string, string) {
	words := benchEnglish
	sep := " "
	if japanese {
		words, sep = benchJapanese, ""
	}
	pick := func(n int) string {
		out := make([]string, n)
		for i := range out {
			// Squaring skews the choice towards the first words, as real word frequencies are skewed.
			f := r.Float64()
			out[i] = words[int(f*f*float64(len(words)))]
		}
		return strings.Join(out, sep)
	}
	return pick(6 + r.IntN(5)), pick(15 + r.IntN(10))
}

// benchNewItems makes n items of a source, published at random within span before base.
func benchNewItems(r *rand.Rand, site, source, first, n int, japanese bool, base time.Time, span time.Duration) []NewItem {
	items := make([]NewItem, n)
	for i := range items {
		title, summary := benchHeadline(r, japanese)
		items[i] = NewItem{
			URL:       fmt.Sprintf("https://site%d.test/s%d/articles/%d", site, source, first+i),
			Title:     title,
			Summary:   summary,
			Published: base.Add(-time.Duration(r.Int64N(int64(span)))),
		}
	}
	return items
}

// benchSourceList is the sources of the benchmark database.
func benchSourceList() []Source {
	var srcs []Source
	for i := range benchSources {
		site := i % benchSites
		srcs = append(srcs, Source{Kind: KindSection, URL: fmt.Sprintf("https://site%d.test/section/%d/", site, i),
			Site: fmt.Sprintf("site%d.test", site), Title: fmt.Sprintf("Section %d", i), Interval: 30 * time.Minute})
	}
	return srcs
}

// buildBenchDB fills a new database: every source gets benchItems/benchSources items, one in ten of
// which also came through the site's first source; 80% of the items are read.
func buildBenchDB(ctx context.Context, path string) error {
	s, err := Open(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	srcs, err := s.AddSources(ctx, benchSourceList())
	if err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(1, 2))
	base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	per := benchItems / benchSources
	for i, src := range srcs {
		site := i % benchSites
		items := benchNewItems(r, site, i, 0, per, site%3 == 0, base, 365*24*time.Hour)
		if _, err := s.IngestItems(ctx, src.ID, items, base); err != nil {
			return err
		}
		if i >= benchSites {
			// One in ten of these items also came through the site's first source.
			var shared []NewItem
			for j := 0; j < len(items); j += 10 {
				shared = append(shared, items[j])
			}
			if _, err := s.IngestItems(ctx, srcs[site].ID, shared, base); err != nil {
				return err
			}
		}
	}
	if _, err := s.w.ExecContext(ctx, `DELETE FROM unread WHERE item_id % 5 <> 0`); err != nil {
		return err
	}
	if err := recountUnread(ctx, s); err != nil {
		return err
	}
	_, err = s.w.ExecContext(ctx, `PRAGMA optimize`)
	return err
}

// openBench opens the benchmark database.
func openBench(b *testing.B) *Store {
	b.Helper()
	path := benchDB(b)
	s, err := Open(b.Context(), path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

func BenchmarkItemsPage(b *testing.B) {
	s := openBench(b)
	ctx := b.Context()
	tests := []struct {
		name string
		q    ItemQuery
	}{
		{"one source", ItemQuery{SourceID: 500}},
		{"shared source", ItemQuery{SourceID: 7}},
		{"one source unread", ItemQuery{SourceID: 500, Unread: true}},
		{"all unread", ItemQuery{Unread: true}},
		{"all", ItemQuery{}},
		{"starred", ItemQuery{Starred: true}},
		{"site", ItemQuery{Site: "site42.test"}},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			q := tt.q
			q.Limit = 200
			first, err := s.Items(ctx, q)
			if err != nil {
				b.Fatal(err)
			}
			// The second page, as a person scrolling would ask for it.
			if len(first) > 0 {
				q.AfterTime, q.AfterID = first[len(first)-1].SortTime, first[len(first)-1].ID
			}
			b.ResetTimer()
			for b.Loop() {
				if _, err := s.Items(ctx, q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkUnreadCounts(b *testing.B) {
	s := openBench(b)
	ctx := b.Context()
	b.Run("UnreadCounts", func(b *testing.B) {
		for b.Loop() {
			counts, err := s.UnreadCounts(ctx)
			if err != nil {
				b.Fatal(err)
			}
			if len(counts) != benchSources {
				b.Fatalf("counts for %d sources, want %d", len(counts), benchSources)
			}
		}
	})
	// What the kept counters save: counting unread provenance rows at every call.
	b.Run("counted by a query", func(b *testing.B) {
		for b.Loop() {
			rows, err := s.r.QueryContext(ctx, `SELECT p.source_id, count(*) FROM item_sources p
				JOIN unread u ON u.sort_time = p.sort_time AND u.item_id = p.item_id GROUP BY p.source_id`)
			if err != nil {
				b.Fatal(err)
			}
			n := 0
			for rows.Next() {
				n++
			}
			rows.Close()
			if n != benchSources {
				b.Fatalf("counts for %d sources, want %d", n, benchSources)
			}
		}
	})
	b.Run("Sources", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.Sources(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkUnreadTotals measures the sidebar's distinct unread counts: everything, and each site.
func BenchmarkUnreadTotals(b *testing.B) {
	s := openBench(b)
	ctx := b.Context()
	b.Run("UnreadTotals", func(b *testing.B) {
		for b.Loop() {
			all, bySite, err := s.UnreadTotals(ctx)
			if err != nil {
				b.Fatal(err)
			}
			if all == 0 || len(bySite) != benchSites {
				b.Fatalf("%d unread, counts for %d sites, want some and %d", all, len(bySite), benchSites)
			}
		}
	})
	// What the kept counters save: counting distinct unread items per site at every call.
	b.Run("counted by a query", func(b *testing.B) {
		for b.Loop() {
			var all int
			if err := s.r.QueryRowContext(ctx, `SELECT count(*) FROM unread`).Scan(&all); err != nil {
				b.Fatal(err)
			}
			rows, err := s.r.QueryContext(ctx, `SELECT ss.site, count(DISTINCT p.item_id) FROM sources ss
				JOIN item_sources p ON p.source_id = ss.id
				JOIN unread u ON u.sort_time = p.sort_time AND u.item_id = p.item_id GROUP BY ss.site`)
			if err != nil {
				b.Fatal(err)
			}
			n := 0
			for rows.Next() {
				n++
			}
			rows.Close()
			if n != benchSites {
				b.Fatalf("counts for %d sites, want %d", n, benchSites)
			}
		}
	})
}

func BenchmarkSearch(b *testing.B) {
	s := openBench(b)
	ctx := b.Context()
	tests := []struct {
		name string
		q    ItemQuery
	}{
		{"two words", ItemQuery{Search: "earthquake tsunami"}},
		{"one word", ItemQuery{Search: "rocket"}},
		{"Japanese word", ItemQuery{Search: "東京"}},
		{"two Japanese words", ItemQuery{Search: "日経平均 続伸"}},
		{"Japanese word unread", ItemQuery{Search: "反落", Unread: true}},
		{"Japanese word in one source", ItemQuery{Search: "東京", SourceID: 4}},
		{"word absent", ItemQuery{Search: "zeppelin"}},
		{"prefix and word", ItemQuery{Search: "summit* talks"}},
		{"prefix of the commonest word", ItemQuery{Search: "gov*"}},
		{"one-letter prefix", ItemQuery{Search: "s*"}},
		// Source 500 is on a Japanese site, source 502 on an English one.
		{"common prefix in a source without it", ItemQuery{Search: "gov*", SourceID: 500}},
		{"Japanese word in an English source", ItemQuery{Search: "東京", SourceID: 502}},
		{"word absent in one source", ItemQuery{Search: "zeppelin", SourceID: 4}},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			q := tt.q
			q.Limit = 200
			var n int
			for b.Loop() {
				items, err := s.Items(ctx, q)
				if err != nil {
					b.Fatal(err)
				}
				n = len(items)
			}
			b.ReportMetric(float64(n), "hits")
		})
	}
}

// BenchmarkIngest stores new items, benchBatch per transaction, published in the hour before they
// are seen, into an empty database and into a copy of the benchmark database, and reports items per
// second of wall-clock time and of CPU time.
func BenchmarkIngest(b *testing.B) {
	b.Run("empty", func(b *testing.B) {
		s, err := Open(b.Context(), filepath.Join(b.TempDir(), "ingest.db"))
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		if _, err := s.AddSources(b.Context(), benchSourceList()); err != nil {
			b.Fatal(err)
		}
		benchIngest(b, s)
	})
	b.Run("1M", func(b *testing.B) {
		s := copyBench(b)
		benchIngest(b, s)
	})
}

// benchIngest stores batches of new items into s and reports items per second.
func benchIngest(b *testing.B, s *Store) {
	r := rand.New(rand.NewPCG(3, 4))
	base := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	n := 0
	var cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		source := n % benchSources
		// New headlines are recent: published in the hour before they are seen.
		seen := base.Add(time.Duration(n) * time.Minute)
		items := benchNewItems(r, source%benchSites, source, 1_000_000+n*benchBatch, benchBatch, source%3 == 0, seen, time.Hour)
		b.StartTimer()
		before := processCPU(b)
		added, err := s.IngestItems(b.Context(), int64(source+1), items, seen)
		if err != nil {
			b.Fatal(err)
		}
		cpu += processCPU(b) - before
		if added != benchBatch {
			b.Fatalf("added %d, want %d", added, benchBatch)
		}
		n++
	}
	b.ReportMetric(float64(n*benchBatch)/b.Elapsed().Seconds(), "items/s")
	// On a shared machine the wall clock also counts other programs' turns; CPU time does not.
	if cpu > 0 {
		b.ReportMetric(float64(n*benchBatch)/cpu.Seconds(), "items/cpu-s")
	}
}

// recountUnread sets every unread counter from the unread table, after a benchmark changed the
// read state of many items behind the store's back.
func recountUnread(ctx context.Context, s *Store) error {
	for _, q := range []string{
		`UPDATE sources SET unread = (SELECT count(*) FROM item_sources p
			JOIN unread u ON u.sort_time = p.sort_time AND u.item_id = p.item_id WHERE p.source_id = sources.id)`,
		`UPDATE site_unread SET unread = (SELECT count(DISTINCT p.item_id) FROM sources ss
			JOIN item_sources p ON p.source_id = ss.id
			JOIN unread u ON u.sort_time = p.sort_time AND u.item_id = p.item_id WHERE ss.site = site_unread.site)`,
		`UPDATE unread_total SET unread = (SELECT count(*) FROM unread)`,
	} {
		if _, err := s.w.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}

// copyBench copies the benchmark database into a temporary folder and opens the copy, for a
// benchmark that changes it.
func copyBench(b *testing.B) *Store {
	b.Helper()
	src := benchDB(b)
	dst := filepath.Join(b.TempDir(), "copy.db")
	data, err := os.ReadFile(src)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		b.Fatal(err)
	}
	s, err := Open(b.Context(), dst)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// BenchmarkMarkAllRead marks read, on a copy of the benchmark database, every unread headline
// (200,000 of the million; and the million, all made unread first), one site's, and a search's, and
// undoes the marking of everything; "again" marks everything once more after a million were marked
// and a thousand made unread, which forgets the kept marking of the million. Each run marks a fresh
// copy: run it with -benchtime 1x.
func BenchmarkMarkAllRead(b *testing.B) {
	tests := []struct {
		name      string
		q         ItemQuery
		allUnread bool // make every item unread first
		undo      bool // measure the undo of the marking, not the marking
		again     bool // mark everything first, then make 1,000 items unread
	}{
		{"everything", ItemQuery{}, false, false, false},
		{"everything of a million unread", ItemQuery{}, true, false, false},
		{"one site", ItemQuery{Site: "site42.test"}, false, false, false},
		{"a search", ItemQuery{Search: "election"}, false, false, false},
		{"undo everything", ItemQuery{}, false, true, false},
		{"undo everything of a million unread", ItemQuery{}, true, true, false},
		{"everything again after a million", ItemQuery{}, true, false, true},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			ctx := b.Context()
			marked := 0
			b.StopTimer()
			for range b.N {
				s := copyBench(b)
				if tt.allUnread {
					if _, err := s.w.ExecContext(ctx, `INSERT INTO unread (sort_time, item_id)
						SELECT sort_time, id FROM items WHERE true ON CONFLICT DO NOTHING`); err != nil {
						b.Fatal(err)
					}
					if err := recountUnread(ctx, s); err != nil {
						b.Fatal(err)
					}
				}
				if tt.again {
					if _, err := s.MarkRead(ctx, ItemQuery{}); err != nil {
						b.Fatal(err)
					}
					if _, err := s.w.ExecContext(ctx, `INSERT INTO unread (sort_time, item_id)
						SELECT sort_time, id FROM items ORDER BY sort_time DESC, id DESC LIMIT 1000`); err != nil {
						b.Fatal(err)
					}
					if err := recountUnread(ctx, s); err != nil {
						b.Fatal(err)
					}
				}
				if !tt.undo {
					b.StartTimer()
				}
				m, err := s.MarkRead(ctx, tt.q)
				if err != nil {
					b.Fatal(err)
				}
				marked = m.Items
				if tt.undo {
					b.StartTimer()
					n, err := s.UndoMarking(ctx, m.ID)
					if err != nil {
						b.Fatal(err)
					}
					if n != m.Items {
						b.Fatalf("undo restored %d, want %d", n, m.Items)
					}
				}
				b.StopTimer()
				s.Close()
			}
			b.StartTimer()
			b.ReportMetric(float64(marked), "marked")
		})
	}
}

// BenchmarkHandOver compares ways of making a million unread rows the kept marking, on a new database
// whose unread table holds a million rows and nothing else: copying them sorted as the marking did
// before it had unread's shape (into a table keyed by marking, sort time and item), copying them into a
// table of unread's shape by SQLite's transfer optimisation (a plain INSERT ... SELECT *, which copies
// the records as they are), and swapping the two tables' names (swapUnread, what MarkRead does).
func BenchmarkHandOver(b *testing.B) {
	ctx := b.Context()
	s, err := Open(ctx, filepath.Join(b.TempDir(), "handover.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	for _, q := range []string{
		`CREATE TABLE marking_items_keyed (marking_id INTEGER NOT NULL, sort_time INTEGER NOT NULL,
			item_id INTEGER NOT NULL, PRIMARY KEY (marking_id, sort_time, item_id)) WITHOUT ROWID`,
		`INSERT INTO unread (sort_time, item_id) SELECT (value * 7919) % 1000003 * 1000000, value
			FROM (WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 1000000)
			SELECT value FROM n) ORDER BY 1, 2`,
	} {
		if _, err := s.w.ExecContext(ctx, q); err != nil {
			b.Fatal(err)
		}
	}
	inTx := func(b *testing.B, fn func(tx *sql.Tx) error) {
		b.Helper()
		if err := s.write(ctx, "benchmark", fn); err != nil {
			b.Fatal(err)
		}
	}
	exec := func(qs ...string) func(tx *sql.Tx) error {
		return func(tx *sql.Tx) error {
			for _, q := range qs {
				if _, err := tx.ExecContext(ctx, q); err != nil {
					return err
				}
			}
			return nil
		}
	}
	b.Run("copy sorted", func(b *testing.B) {
		for b.Loop() {
			inTx(b, exec(`INSERT INTO marking_items_keyed (marking_id, sort_time, item_id)
				SELECT 1, * FROM (SELECT sort_time, item_id FROM unread) ORDER BY 2, 3 ON CONFLICT DO NOTHING`))
			b.StopTimer()
			inTx(b, exec(`DELETE FROM marking_items_keyed`))
			b.StartTimer()
		}
	})
	b.Run("transfer", func(b *testing.B) {
		for b.Loop() {
			inTx(b, exec(`INSERT INTO marking_items SELECT * FROM unread`))
			b.StopTimer()
			inTx(b, exec(`DELETE FROM marking_items`))
			b.StartTimer()
		}
	})
	b.Run("swap names", func(b *testing.B) {
		for b.Loop() {
			inTx(b, func(tx *sql.Tx) error { return swapUnread(ctx, tx) })
		}
		var n int
		if err := s.w.QueryRowContext(ctx, `SELECT count(*) FROM unread`).Scan(&n); err != nil || n != 1_000_000 && n != 0 {
			b.Fatalf("unread holds %d rows after the swaps, %v", n, err)
		}
	})
}
