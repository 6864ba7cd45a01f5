package discovery

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/feed"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
)

// readHomepage is step 2: the homepage, following redirects; stop on 401, 403, 429 or when it cannot
// be had.
func (d *discoverer) readHomepage(ctx context.Context) error {
	resp, err := d.rec.job.Get(ctx, fetch.Request{Step: "homepage", URL: d.typed.String(), MaxBytes: fetch.HTMLBytes})
	d.fetched[d.typed.String()] = true
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var dis *fetch.DisallowedError
		if errors.As(err, &dis) {
			// A redirect led to a URL robots.txt forbids, on this origin or the one it moved to.
			d.refuseRobots(dis, dis.Cause != nil)
			return errStop
		}
		return d.unreachable(err, "the homepage")
	}
	host := d.typed.Hostname()
	switch resp.Status {
	case 401, 403, 429:
		d.res.Outcome = OutcomeRefused
		d.res.Reason = fmt.Sprintf("http-%d", resp.Status)
		switch resp.Status {
		case 401:
			d.res.Message = fmt.Sprintf("%s asks visitors to sign in (HTTP 401). Broadsheet does not sign in to sites.", host)
		case 403:
			d.res.Message = fmt.Sprintf("%s refused Broadsheet's visit (HTTP 403). Broadsheet respects that.", host)
		case 429:
			wait := ""
			if ra, ok := fetch.RetryAfter(resp.Header, d.now()); ok && ra > 0 {
				wait = fmt.Sprintf(" It asks for a pause of %s.", wholeSeconds(ra))
			}
			d.res.Message = fmt.Sprintf("%s asked Broadsheet to slow down (HTTP 429).%s Try again later.", host, wait)
		}
		return errStop
	}
	if resp.Status < 200 || resp.Status > 299 {
		d.res.Outcome = OutcomeNothing
		d.res.Reason = fmt.Sprintf("http-%d", resp.Status)
		d.res.Message = fmt.Sprintf("%s's homepage answered %d, so there is nothing to read there.", host, resp.Status)
		return errStop
	}
	home, err := url.Parse(resp.URL)
	if err != nil {
		home = d.typed
	}
	d.home = home
	d.res.Site = home.String()
	if originOf(home) != originOf(d.typed) {
		// The homepage moved to another origin (http to https, a www. host): its robots.txt, already
		// read for the redirect, is the one whose sitemaps count.
		if rules, err := d.rec.job.Robots(ctx, home.String()); err == nil && len(rules.Sitemaps()) > 0 {
			d.rules, d.rulesOrigin = rules, originOf(home)
		}
	}
	d.fetched[home.String()] = true
	if looksLikeXMLOrJSON(resp.Body) {
		// The address typed is a feed itself.
		if f, err := feed.Parse(ctx, resp.Body, resp.Header.Get("Content-Type"), resp.URL); err == nil {
			title := d.feedTitle(f)
			d.res.Outcome = OutcomeFeed
			d.res.Feeds = []Feed{{URL: resp.URL, Title: title, Via: ViaGuess}}
			d.res.Message = fmt.Sprintf("%s is a feed: %q.", resp.URL, title)
			return errStop
		} else if ctx.Err() != nil {
			return ctx.Err()
		}
	}
	p, err := page.Parse(bytes.NewReader(resp.Body), resp.URL, resp.Header.Get("Content-Type"))
	if err != nil {
		d.tried(Note{Kind: TriedHomepageNotHTML, Err: err}, "homepage: could not be read as HTML (%v)", err)
		p = &page.Page{URL: resp.URL}
	}
	d.page = p
	if p.WithUserInfo > 0 {
		d.tried(Note{Kind: TriedUserInfoLinks, Count: p.WithUserInfo}, "homepage: %s", withUserInfoWords(p.WithUserInfo, "link or feed announcement", "links or feed announcements"))
	}
	d.wp = bytes.Contains(resp.Body, []byte("/wp-content/")) || bytes.Contains(resp.Body, []byte("/wp-json/"))
	for _, l := range p.Links {
		c := page.CanonicalURL(l.URL)
		if _, ok := d.anchors[c]; !ok || d.anchors[c] == "" {
			d.anchors[c] = cleantext.Words(l.Text)
		}
	}
	return nil
}

// feedTitle is the title a fetched feed is offered under: its own, else the site's host name.
func (d *discoverer) feedTitle(f *feed.Feed) string {
	if title := cleantext.Words(f.Title); title != "" {
		return title
	}
	return d.home.Hostname()
}

// looksLikeXMLOrJSON reports whether a body starts, after white space and a byte order mark, like an
// XML document that is not HTML, or like JSON.
func looksLikeXMLOrJSON(body []byte) bool {
	b := bytes.TrimLeft(bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(b) == 0 {
		return false
	}
	if b[0] == '{' {
		return true
	}
	head := strings.ToLower(string(b[:min(len(b), 512)]))
	return strings.HasPrefix(head, "<?xml") && !strings.Contains(head, "<html") ||
		strings.HasPrefix(head, "<rss") || strings.HasPrefix(head, "<feed") || strings.HasPrefix(head, "<rdf")
}
