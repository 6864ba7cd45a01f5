package discovery

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/section"
)

// SectionPage is what one section page holds: its articles, newest links first as the page orders
// them, and the requests it took. Its JSON form is the `section --json` contract, lists as [] when
// empty, never null.
type SectionPage struct {
	URL      string            `json:"url"` // the page's address after redirects
	Articles []section.Article `json:"articles"`
	Requests []Request         `json:"requests"`
	// Total is how many articles the page links to. FetchSection lists them all; a caller that keeps
	// only the first few (as a refresh keeps MaxFreshItems) shortens Articles and leaves Total.
	Total int `json:"total"`
}

// MarshalJSON writes sp with every list as [] when it is empty, never null.
func (sp SectionPage) MarshalJSON() ([]byte, error) {
	type plain SectionPage // without the method, so that json.Marshal does not recurse
	p := plain(sp)
	p.Articles, p.Requests = orEmpty(p.Articles), orEmpty(p.Requests)
	return json.Marshal(p)
}

// FetchSection reads one section page (robots.txt first when the client has no fresh copy) and
// returns the articles it links to, as section.Articles picks them. Any HTTP status other than 2xx, a
// robots.txt refusal or a failed request is an error wrapping the fetcher's (*fetch.HTTPError,
// *fetch.DisallowedError, ...); the SectionPage is returned with its requests even then. A rawURL
// that is not an address gives an *AddressError and no page.
func FetchSection(ctx context.Context, rawURL string, opts Options, onEvent func(fetch.Event)) (*SectionPage, error) {
	u, err := ParseAddress(rawURL)
	if err != nil {
		return nil, err
	}
	r := newRecorder(opts, u.String(), onEvent)
	sp := &SectionPage{URL: u.String(), Articles: []section.Article{}}
	resp, err := r.job.Get(ctx, fetch.Request{Step: "section", URL: u.String(), MaxBytes: fetch.HTMLBytes})
	sp.Requests = r.requests()
	if err != nil {
		return sp, fmt.Errorf("discovery: section %s: %w", u, err)
	}
	if err := resp.Err(); err != nil {
		return sp, fmt.Errorf("discovery: section %s: %w", u, err)
	}
	sp.URL = resp.URL
	p, err := page.Parse(bytes.NewReader(resp.Body), resp.URL, resp.Header.Get("Content-Type"))
	if err != nil {
		return sp, fmt.Errorf("discovery: section %s: %w", resp.URL, err)
	}
	sp.Articles = section.Articles(p, nil, receivedAt(resp))
	sp.Total = len(sp.Articles)
	return sp, nil
}
