package main

import (
	"context"
	"fmt"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
)

func init() {
	register(command{
		name:    "section",
		usage:   "[--json] [--pause D] URL",
		summary: "list the articles a section page links to, as following that section would",
		run:     runSection,
	})
}

func runSection(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("section", e)
	asJSON := fs.Bool("json", false, "print one JSON object instead of a report")
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
	if *asJSON {
		if perr := printJSON(e.stdout, sp); perr != nil {
			return perr
		}
	}
	if err != nil {
		return err
	}
	if !*asJSON {
		fmt.Fprintf(e.stdout, "\n%d articles on %s:\n", len(sp.Articles), sp.URL)
		printArticles(e.stdout, sp.Articles)
		fmt.Fprintf(e.stdout, "%d requests sent.\n", len(sp.Requests))
	}
	return nil
}
