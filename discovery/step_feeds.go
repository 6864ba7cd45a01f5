package discovery

import (
	"context"
	"fmt"
	"strings"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// linkedFeeds is step 3: the feeds the homepage announces, trusted without fetching them.
func (d *discoverer) linkedFeeds(ctx context.Context) error {
	seen := map[string]bool{}
	var main, minor []Feed
	for _, fl := range d.page.Feeds {
		c := page.CanonicalURL(fl.URL)
		if seen[c] {
			continue
		}
		seen[c] = true
		f := Feed{URL: fl.URL, Title: cleantext.Words(fl.Title), Via: ViaLink}
		if f.Title == "" {
			f.Title = cleantext.Words(d.page.Title)
		}
		if isMinorFeed(fl.URL, fl.Title) {
			minor = append(minor, f)
		} else {
			main = append(main, f)
		}
	}
	feeds := append(main, minor...)
	if len(feeds) == 0 {
		d.tried(Note{Kind: TriedNoFeedLink}, "homepage: announces no feed with <link rel=\"alternate\">")
		return nil
	}
	d.res.Outcome = OutcomeFeed
	d.res.Feeds = feeds
	if len(feeds) == 1 {
		d.res.Message = fmt.Sprintf("%s's homepage announces a feed: %q.", d.home.Hostname(), feeds[0].Title)
	} else {
		d.res.Message = fmt.Sprintf("%s's homepage announces %d feeds; the first is %q.", d.home.Hostname(), len(feeds), feeds[0].Title)
	}
	d.res.Tried, d.res.Notes = nil, nil
	return errStop
}

// isMinorFeed reports whether a feed is a comments feed or another side feed, ranked after the rest.
func isMinorFeed(rawURL, title string) bool {
	s := strings.ToLower(rawURL + " " + title)
	return strings.Contains(s, "comment")
}
