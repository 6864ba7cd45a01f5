package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/section"
)

func init() {
	register(command{
		name:    "discover",
		usage:   "[--json] [--pause D] [--max-requests N] URL",
		summary: "find the best thing to follow on a site (feed, news sitemap, sections) without storing anything",
		run:     runDiscover,
	})
}

func runDiscover(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("discover", e)
	asJSON := fs.Bool("json", false, "print one JSON object instead of a report")
	pause := pauseVar(fs, fetch.DefaultPause, "least time between two requests to one host")
	maxRequests := fs.Int("max-requests", fetch.DefaultBudget, "most requests to send, robots.txt and redirects included")
	address, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if address == "" {
		return usagef("the address of a site is needed")
	}
	if *maxRequests < 1 {
		return usagef("--max-requests must be at least 1")
	}
	opts := discovery.Options{Pause: discoveryPause(*pause), MaxRequests: *maxRequests}
	var sent discovery.PauseKeeper
	defer sent.WaitOutPause(ctx, *pause) // the next command may well go to the same site
	res, err := discovery.Discover(ctx, address, opts, onEvent(e, &sent, *asJSON))
	if err != nil {
		return addressProblem(err)
	}
	if *asJSON {
		return printJSON(e.stdout, res)
	}
	printDiscovery(e.stdout, res)
	return nil
}

// discoveryPause turns the --pause flag into discovery.Options.Pause, where zero means the default
// and a negative value means none.
func discoveryPause(d time.Duration) time.Duration {
	if d == 0 {
		return -1
	}
	return d
}

// onEvent returns the callback of a discovery's requests: each is noted in sent, for WaitOutPause,
// and printed as it ends unless the output is JSON.
func onEvent(e *env, sent *discovery.PauseKeeper, asJSON bool) func(fetch.Event) {
	return func(ev fetch.Event) {
		sent.Note(ev)
		if !asJSON {
			printEvent(e.stdout, ev)
		}
	}
}

// addressProblem turns a *discovery.AddressError into a usage error (exit 2) that says what is
// wrong with the address; other errors pass through.
func addressProblem(err error) error {
	var ae *discovery.AddressError
	if errors.As(err, &ae) {
		return usagef("%q %s", ae.Input, ae.Problem)
	}
	return err
}

// printEvent prints one request as it ends:
// "robots    200  https://example.com/robots.txt  1.2 KiB  35 ms".
func printEvent(w io.Writer, ev fetch.Event) {
	status := "---"
	if ev.Status != 0 {
		status = fmt.Sprint(ev.Status)
	}
	line := fmt.Sprintf("%-9s %3s  %s  %s  %d ms", ev.Step, status, ev.URL, sizeText(ev.Bytes), ev.Duration.Milliseconds())
	if ev.Err != "" {
		line += "  (" + ev.Err + ")"
	}
	fmt.Fprintln(w, line)
}

// sizeText writes a byte count for a person: "512 B", "1.2 KiB", "3.4 MiB".
func sizeText(n int64) string {
	switch {
	case n < 1024:
		return fmt.Sprintf("%d B", n)
	case n < 1024*1024:
		return fmt.Sprintf("%.1f KiB", float64(n)/1024)
	default:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1024*1024))
	}
}

// listLimit is how many sections or articles the report lists before saying how many more there are.
const listLimit = 20

// printDiscovery prints the outcome of a discovery in words, after the requests.
func printDiscovery(w io.Writer, res *discovery.Result) {
	fmt.Fprintf(w, "\n%s: %s\n", res.Outcome, res.Message)
	if res.OverHTTP != "" {
		fmt.Fprintf(w, "  read over http, without encryption: %s\n", res.OverHTTP)
	}
	for _, f := range res.Feeds {
		how := "announced by the homepage"
		if f.Via == discovery.ViaGuess {
			how = "fetched and read as a feed"
		}
		fmt.Fprintf(w, "  feed     %s  %q  (%s)\n", f.URL, f.Title, how)
	}
	for _, s := range res.Sitemaps {
		name := s.Kind + " sitemap"
		if s.Desk != "" {
			name = "desk " + s.Desk
		}
		entries := ""
		if s.Entries > 0 {
			entries = fmt.Sprintf("  %d entries", s.Entries)
		}
		fmt.Fprintf(w, "  %s  %s%s\n", name, s.URL, entries)
	}
	if len(res.Sections) > 0 {
		fmt.Fprintf(w, "  %d sections:\n", len(res.Sections))
		for i, s := range res.Sections {
			if i == listLimit {
				fmt.Fprintf(w, "    ... and %d more (--json lists them all)\n", len(res.Sections)-i)
				break
			}
			fmt.Fprintf(w, "    %s  %s\n", s.URL, s.Title)
		}
	}
	if len(res.Articles) > 0 {
		if len(res.Sitemaps) == 1 && res.Sitemaps[0].Entries > len(res.Articles) {
			// A big sitemap: discovery keeps only its newest entries.
			fmt.Fprintf(w, "  the %d newest of its %d entries, newest first:\n", len(res.Articles), res.Sitemaps[0].Entries)
		} else {
			fmt.Fprintf(w, "  %d articles, newest first:\n", len(res.Articles))
		}
		printArticles(w, res.Articles)
	}
	if res.Outcome == discovery.OutcomeNothing && len(res.Tried) > 0 {
		fmt.Fprintln(w, "  Tried:")
		for _, t := range res.Tried {
			fmt.Fprintf(w, "    %s\n", t)
		}
	}
	fmt.Fprintf(w, "%d requests sent.\n", len(res.Requests))
}

// printArticles lists articles, at most listLimit of them.
func printArticles(w io.Writer, articles []section.Article) {
	for i, a := range articles {
		if i == listLimit {
			fmt.Fprintf(w, "    ... and %d more (--json lists them all)\n", len(articles)-i)
			break
		}
		when := ""
		if !a.Published.IsZero() {
			when = a.Published.Local().Format("2006-01-02 15:04") + "  "
		}
		fmt.Fprintf(w, "    %s%s\n      %s\n", when, strings.TrimSpace(a.Title), a.URL)
	}
}
