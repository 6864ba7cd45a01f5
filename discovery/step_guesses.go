package discovery

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
)

// guessPaths are the nine common feed paths tried when nothing better is known, in order.
var guessPaths = []string{
	"/feed", "/feed/", "/rss", "/rss.xml", "/feed.xml", "/atom.xml", "/index.xml",
	"/feeds/posts/default", "/rss/index.xml",
}

// wordPressGuess is tried after guessPaths on a homepage built by WordPress, whose feed answers at
// ?feed=rss2 even without pretty permalinks.
const wordPressGuess = "/?feed=rss2"

// guessFeeds is step 5: the common feed paths, each accepted only when its body parses as a feed.
// Only when every one was asked for and none gave a feed may the site be said to have none
// (guessedAll); the paths the request budget left untried are kept to be named.
func (d *discoverer) guessFeeds(ctx context.Context) error {
	origin := originOf(d.home)
	var missed []string
	paths := guessPaths
	if d.wp {
		paths = append(paths[:len(paths):len(paths)], wordPressGuess)
	}
	if d.budgetSpent {
		d.untriedGuesses(paths)
		return nil
	}
	all := true
	for i, p := range paths {
		target := origin + p
		if d.fetched[target] {
			continue
		}
		d.fetched[target] = true
		resp, err := d.rec.job.Get(ctx, fetch.Request{Step: "guess", URL: target, MaxBytes: fetch.FeedBytes})
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if errors.Is(err, fetch.ErrBudget) {
				d.budgetSpent = true
				delete(d.fetched, target)
				d.untriedGuesses(paths[i:])
				all = false
				break
			}
			var dis *fetch.DisallowedError
			if errors.As(err, &dis) {
				missed = append(missed, p+" (disallowed)")
			} else {
				missed = append(missed, fmt.Sprintf("%s (%s)", p, requestWords(err)))
			}
			continue
		}
		if resp.Status == 429 {
			missed = append(missed, p+" (429: the site asked to slow down)")
			all = false
			break
		}
		if resp.Status < 200 || resp.Status > 299 {
			missed = append(missed, fmt.Sprintf("%s (%d)", p, resp.Status))
			continue
		}
		f, err := feed.Parse(ctx, resp.Body, resp.Header.Get("Content-Type"), resp.URL)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			missed = append(missed, p+" (not a feed)")
			continue
		}
		d.res.Feeds = []Feed{{URL: resp.URL, Title: d.feedTitle(f), Via: ViaGuess}}
		break
	}
	d.guessedAll = all && len(d.res.Feeds) == 0
	if len(missed) > 0 {
		d.tried(Note{Kind: TriedFeedPaths, Names: missed}, "common feed paths: %s", strings.Join(missed, ", "))
	}
	if len(d.res.Feeds) > 0 {
		d.decide()
		return errStop
	}
	return nil
}

// untriedGuesses notes the common feed paths the request budget left unasked.
func (d *discoverer) untriedGuesses(paths []string) {
	origin := originOf(d.home)
	for _, p := range paths {
		if !d.fetched[origin+p] {
			d.notTriedPaths = append(d.notTriedPaths, p)
		}
	}
}
