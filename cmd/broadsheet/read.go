package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery"
	"github.com/broadsheet/broadsheet/discovery/article"
	"github.com/broadsheet/broadsheet/discovery/fetch"
)

func init() {
	register(command{
		name:    "read",
		usage:   "[--json] [--pause D] URL",
		summary: "print an article's text as the reader view shows it, without storing anything",
		run:     runRead,
	})
}

// readJSON is what `read --json` prints: the article, and why there is no text when there is none.
type readJSON struct {
	*article.Article
	Message string `json:"message"` // "" for an article read whole
}

// runRead reads one article. It exits 0 when the page was read (its text, or that it holds too
// little or is for subscribers) and 1 when the site refused or the page could not be read.
func runRead(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("read", e)
	asJSON := fs.Bool("json", false, "print one JSON object instead of the text")
	pause := pauseVar(fs, fetch.DefaultPause, "least time between two requests to one host")
	address, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if address == "" {
		return usagef("the address of an article is needed")
	}
	u, err := discovery.ParseAddress(address)
	if err != nil {
		return addressProblem(err)
	}
	var sent discovery.PauseKeeper
	defer sent.WaitOutPause(ctx, *pause) // the next command may well go to the same site
	client := fetch.New(fetch.Config{Pause: *pause, Timeout: fetch.DefaultTimeout})
	// The address was typed: it may be on this machine or a private network only when typed so.
	a, ferr := article.Fetch(ctx, u.String(), article.Options{Client: client, Typed: u.String(), OnEvent: func(ev fetch.Event) {
		sent.Note(ev)
		if !*asJSON {
			printEvent(e.stderr, ev)
		}
	}})
	msg := app.ReadingWords(a.Status, a.Words, ferr)
	if *asJSON {
		if err := printJSON(e.stdout, readJSON{Article: a, Message: msg}); err != nil {
			return err
		}
	} else if ferr == nil {
		printArticle(e.stdout, a, msg)
	}
	if ferr != nil {
		if errors.Is(ferr, context.Canceled) {
			return ferr
		}
		return errors.New(msg)
	}
	return nil
}

// printArticle prints an article as plain text: its title, byline and site, then its text, or the
// words that say why there is none.
func printArticle(w io.Writer, a *article.Article, msg string) {
	fmt.Fprintln(w, a.Title)
	var about []string
	for _, s := range []string{a.Byline, a.Site} {
		if s != "" {
			about = append(about, s)
		}
	}
	if len(about) > 0 {
		fmt.Fprintln(w, strings.Join(about, " · "))
	}
	fmt.Fprintln(w, a.URL)
	fmt.Fprintln(w)
	if a.Status != article.StatusOK {
		fmt.Fprintln(w, msg)
		return
	}
	fmt.Fprintln(w, a.Text)
	fmt.Fprintf(w, "\n%d words.\n", a.Words)
}
