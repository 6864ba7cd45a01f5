// Command seed fills a Broadsheet database with generated headlines for the window benchmark
// (windowbench.sh): -items headlines over -sources section sources of -sites sites, all unread,
// published over the year before 1 December 2026, with sources not due for a year so that the
// window sends no request. It writes to a new file and renames it into place when done.
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/store"
)

var words = strings.Fields(`government minister election budget market shares bank rates inflation
	court ruling police storm flood earthquake tsunami school university hospital doctors nurses
	health vaccine climate energy oil gas power grid rail airline airport strike union workers
	wages jobs housing prices rent mortgage tax reform parliament senate president prime leader
	party vote campaign poll survey report study research science space rocket launch moon mars
	football league cup final match win loss coach player transfer record season team city
	council mayor plan project bridge road traffic accident fire rescue missing found dies born
	festival film music album tour award prize book author museum exhibition art theatre`)

func main() {
	db := flag.String("db", "", "database file to write")
	items := flag.Int("items", 1_000_000, "headlines")
	sources := flag.Int("sources", 200, "sources")
	sites := flag.Int("sites", 40, "sites")
	flag.Parse()
	if *db == "" || *sources <= 0 || *sites <= 0 || *items < *sources {
		fmt.Fprintln(os.Stderr, "seed: usage: seed -db FILE [-items N] [-sources N] [-sites N]")
		os.Exit(2)
	}
	if err := seed(context.Background(), *db, *items, *sources, *sites); err != nil {
		fmt.Fprintf(os.Stderr, "seed: %v\n", err)
		os.Exit(1)
	}
}

func seed(ctx context.Context, path string, items, sources, sites int) error {
	tmp := path + ".building"
	for _, suffix := range []string{"", "-wal", "-shm"} {
		os.Remove(tmp + suffix)
	}
	s, err := store.Open(ctx, tmp)
	if err != nil {
		return err
	}
	base := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	var list []store.Source
	for i := range sources {
		site := fmt.Sprintf("site%d.test", i%sites)
		list = append(list, store.Source{Kind: store.KindSection, URL: fmt.Sprintf("https://%s/section/%d/", site, i),
			Site: site, Title: fmt.Sprintf("Section %d", i), Interval: time.Hour, NextDue: base.AddDate(1, 0, 0)})
	}
	srcs, err := s.AddSources(ctx, list)
	if err != nil {
		s.Close()
		return err
	}
	r := rand.New(rand.NewPCG(1, 2))
	pick := func(n int) string {
		out := make([]string, n)
		for i := range out {
			f := r.Float64()
			out[i] = words[int(f*f*float64(len(words)))]
		}
		return strings.Join(out, " ")
	}
	per := items / sources
	start := time.Now()
	for i, src := range srcs {
		for first := 0; first < per; first += 1000 {
			var batch []store.NewItem
			for j := first; j < min(first+1000, per); j++ {
				batch = append(batch, store.NewItem{
					URL:       fmt.Sprintf("https://%s/s%d/articles/%d", src.Site, i, j),
					Title:     pick(6 + r.IntN(5)),
					Summary:   pick(15 + r.IntN(10)),
					Published: base.Add(-time.Duration(r.Int64N(int64(365 * 24 * time.Hour)))),
				})
			}
			if _, err := s.IngestItems(ctx, src.ID, batch, base); err != nil {
				s.Close()
				return err
			}
		}
		if (i+1)%20 == 0 {
			fmt.Fprintf(os.Stderr, "seed: %d of %d sources, %v\n", i+1, len(srcs), time.Since(start).Round(time.Second))
		}
	}
	if err := s.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
