package main

import (
	"context"
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
	total := sp.Total
	if !*all {
		sp.Articles = firstArticles(sp.Articles)
	}
	if *asJSON {
		if perr := printJSON(e.stdout, sp); perr != nil {
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
