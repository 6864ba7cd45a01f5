package discovery

import (
	"fmt"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/section"
)

// withholdUserInfo makes sure that what a discovery reports names no user name or password, whatever
// step let one through: a feed, sitemap, section or article whose address carries one is left out,
// with a note in Tried, and every address in the words and requests has its password said as "***".
// The steps leave such addresses out as they find them (page.Page.WithUserInfo, readStreamed), and
// the client never fetches one; this is the last look before the result is shown.
func withholdUserInfo(res *Result) {
	var left []string
	res.Feeds = withoutUserInfo(res.Feeds, func(f Feed) string { return f.URL }, &left)
	res.Sitemaps = withoutUserInfo(res.Sitemaps, func(s Sitemap) string { return s.URL }, &left)
	res.Sections = withoutUserInfo(res.Sections, func(s Section) string { return s.URL }, &left)
	res.Articles = withoutUserInfo(res.Articles, func(a section.Article) string { return a.URL }, &left)
	if len(left) > 0 {
		res.Tried = append(res.Tried, withUserInfoWords(len(left), "address", "addresses")+", such as "+left[0])
		res.Notes = append(res.Notes, Note{Kind: TriedUserInfoAddresses, URL: left[0], Count: len(left)})
	}
	res.Site = fetch.RedactUserInfo(res.Site)
	res.Message = fetch.RedactUserInfo(res.Message)
	res.OverHTTP = fetch.RedactUserInfo(res.OverHTTP)
	for i, t := range res.Tried {
		res.Tried[i] = fetch.RedactUserInfo(t)
	}
	for i := range res.Requests {
		r := &res.Requests[i]
		r.URL, r.Error = fetch.RedactUserInfo(r.URL), fetch.RedactUserInfo(r.Error)
	}
}

// withoutUserInfo returns list without the elements whose address (urlOf) carries a user name or
// password, and adds those addresses, redacted, to left.
func withoutUserInfo[T any](list []T, urlOf func(T) string, left *[]string) []T {
	out := list[:0]
	for _, v := range list {
		if u := urlOf(v); fetch.HasUserInfo(u) {
			*left = append(*left, fetch.RedactUserInfo(u))
			continue
		}
		out = append(out, v)
	}
	return out
}

// withUserInfoWords says how many things (one, many: the noun for one and for several) were left out
// and why: "2 entries left out: their addresses carry a user name or password".
func withUserInfoWords(n int, one, many string) string {
	if n == 1 {
		return "1 " + one + " left out: its address carries a user name or password"
	}
	return fmt.Sprintf("%d %s left out: their addresses carry a user name or password", n, many)
}
