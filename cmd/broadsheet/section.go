package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/section"
)

func init() {
	register(command{
		name:    "section",
		usage:   "[--json] [--all] [--pause D] URL",
		summary: "list the articles a section page links to, as following that section would",
		run:     runSection,
	})
}

func runSection(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("section", e)
	asJSON := fs.Bool("json", false, "print one JSON object instead of a report")
	all := fs.Bool("all", false, fmt.Sprintf("print every article the page links to, not only the first %s, which a refresh of the section keeps",
		groupThousands(discovery.MaxFreshItems)))
	pause := pauseVar(fs, fetch.DefaultPause, "least time between two requests to one host")
	address, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if address == "" {
		return usagef("the address of a section page is needed")
	}
	opts := discovery.Options{Pause: discoveryPause(*pause)}
	var sent discovery.PauseKeeper
	defer sent.WaitOutPause(ctx, *pause) // the next command may well go to the same site
	sp, err := discovery.FetchSection(ctx, address, opts, onEvent(e, &sent, *asJSON))
	if sp == nil {
		return addressProblem(err)
	}
	total := len(sp.Articles)
	if !*all {
		sp.Articles = firstArticles(sp.Articles)
	}
	if *asJSON {
		if perr := printJSON(e.stdout, sectionPageJSON{page: sp, total: total}); perr != nil {
			return perr
		}
	}
	if err != nil {
		return err
	}
	if !*asJSON {
		if len(sp.Articles) < total {
			fmt.Fprintf(e.stdout, "\n%s of %s articles on %s (a refresh keeps the first %s; --all prints all):\n",
				groupThousands(len(sp.Articles)), groupThousands(total), sp.URL, groupThousands(len(sp.Articles)))
		} else {
			fmt.Fprintf(e.stdout, "\n%s articles on %s:\n", groupThousands(total), sp.URL)
		}
		printArticles(e.stdout, sp.Articles)
		fmt.Fprintf(e.stdout, "%d requests sent.\n", len(sp.Requests))
	}
	return nil
}

// firstArticles returns the articles a refresh of the section keeps: the first
// discovery.MaxFreshItems, in the page's order.
func firstArticles(articles []section.Article) []section.Article {
	if len(articles) > discovery.MaxFreshItems {
		return articles[:discovery.MaxFreshItems]
	}
	return articles
}

// sectionPageJSON is what `section --json` prints: the page as discovery writes it, and "total", how
// many articles the page links to, of which "articles" lists the first discovery.MaxFreshItems
// unless --all lists them all.
type sectionPageJSON struct {
	page  *discovery.SectionPage
	total int
}

// MarshalJSON writes the page's own object with "total" added as its last field, so that whatever
// fields the page carries are printed as the page writes them.
func (s sectionPageJSON) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(s.page)
	if err != nil {
		return nil, err
	}
	if len(b) < 2 || b[0] != '{' || b[len(b)-1] != '}' {
		return nil, fmt.Errorf("section: the page is not written as a JSON object: %.40s", b)
	}
	total, err := json.Marshal(s.total)
	if err != nil {
		return nil, err
	}
	out := append(b[:len(b)-1:len(b)-1], `,"total":`...)
	if len(b) == 2 { // an empty object takes no comma
		out = append(b[:1:1], `"total":`...)
	}
	out = append(out, total...)
	return append(out, '}'), nil
}
