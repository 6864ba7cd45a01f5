package discovery

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/broadsheet/broadsheet/cleantext"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/page"
	"github.com/broadsheet/broadsheet/discovery/section"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// unreachable ends the discovery because what (robots.txt or the homepage) could not be had.
func (d *discoverer) unreachable(err error, what string) error {
	host := d.typed.Hostname()
	d.res.Outcome = OutcomeNothing
	var (
		private *fetch.PrivateAddressError
		large   *fetch.TooLargeError
	)
	switch {
	case errors.Is(err, fetch.ErrRedirectLoop):
		d.res.Reason = "redirect-loop"
		d.res.Message = fmt.Sprintf("%s of %s redirects in a loop, so it cannot be read.", capitalize(what), host)
	case errors.Is(err, fetch.ErrTooManyRedirects):
		d.res.Reason = "too-many-redirects"
		d.res.Message = fmt.Sprintf("%s of %s redirects more than %d times, so it cannot be read.", capitalize(what), host, fetch.MaxRedirects)
	case errors.Is(err, fetch.ErrTimeout):
		d.res.Reason = "timeout"
		d.res.Message = fmt.Sprintf("%s did not answer in time.", host)
	case unresolved(err):
		d.res.Reason = "unresolved"
		d.res.Message = fmt.Sprintf("%s does not resolve: check the address. No site answers to that name.", host)
	case errors.As(err, &private):
		d.res.Reason = "private-address"
		d.res.Message = fmt.Sprintf("%s of %s leads to a private network address, which Broadsheet reaches only at the address typed.", capitalize(what), host)
	case errors.As(err, &large):
		d.res.Reason = "too-large"
		d.res.Message = fmt.Sprintf("%s of %s (%s) is larger than the %d MiB Broadsheet reads.", capitalize(what), host, large.URL, large.Limit>>20)
	case errors.Is(err, fetch.ErrBudget):
		d.res.Reason = "budget"
		d.res.Message = fmt.Sprintf("The search stopped at its limit of %s before %s of %s could be read.", d.limitWords(), what, host)
		d.tried(Note{Kind: TriedRequestLimit, Count: d.rec.budget}, "request limit: stopped at %s, before %s", d.limitWords(), what)
	case connectionRefused(err):
		d.res.Reason = "connection-refused"
		d.res.Message = fmt.Sprintf("%s refused the connection: no web server answers there. Check the address, or try again later.", d.typed.Host)
	case badCertificate(err):
		d.res.Reason = "certificate"
		d.res.Message = fmt.Sprintf("%s's certificate could not be verified: %s. Broadsheet reads a site over https only with a valid certificate, and does not fall back to http for it.", host, certificateWords(err))
	case noTLS(err):
		d.res.Reason = "no-tls"
		d.res.Message = fmt.Sprintf("%s does not speak https there. To read it without encryption, type the address with http:// in front.", d.typed.Host)
	default:
		d.res.Reason = "unreachable"
		d.res.Message = fmt.Sprintf("%s of %s could not be read: %s.", capitalize(what), host, connectionWords(err))
	}
	return errStop
}

// wholeSeconds rounds a wait up to whole seconds for a person to read: a Retry-After date gives
// "2h22m36s", not "2h22m35.573165853s", and never "0s" or a wait shorter than the one asked for.
func wholeSeconds(d time.Duration) time.Duration {
	if r := d.Truncate(time.Second); r < d {
		return r + time.Second
	}
	return d
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// decide fills the result from what was found, by preference: feed, news sitemap, sections, article
// sitemap, sections linked from the homepage, nothing.
func (d *discoverer) decide() {
	host := d.home.Hostname()
	noFeed := d.noFeedWords()
	defer d.stoppedWords()
	switch {
	case len(d.res.Feeds) > 0:
		d.res.Outcome = OutcomeFeed
		d.res.Message = fmt.Sprintf("%s has a feed at %s: %q.", host, d.res.Feeds[0].URL, d.res.Feeds[0].Title)
	case d.news != nil:
		d.res.Outcome = OutcomeNewsSitemap
		d.res.Articles = sitemapArticles(d.news.entries)
		d.res.Sitemaps = d.desks
		recent := fmt.Sprintf("%d of them from the last 24 hours", d.news.j.Recent)
		if d.news.j.Recent == d.news.j.Entries {
			recent = "all from the last 24 hours"
		}
		if len(d.desks) > 1 {
			var names []string
			var self string
			for _, s := range d.desks {
				names = append(names, s.Desk)
				if s.URL == d.news.url {
					self = s.Desk
				}
			}
			d.res.Message = fmt.Sprintf("%s %s, but a news sitemap index splits its news into %d desks (%s); the %s desk lists %d articles, %s. Choose the desks to follow.",
				host, noFeed, len(d.desks), strings.Join(names, ", "), self, d.news.j.Entries, recent)
		} else {
			d.res.Message = fmt.Sprintf("%s %s, but a news sitemap lists %d articles with titles and dates, %s.", host, noFeed, d.news.j.Entries, recent)
		}
	case d.sections != nil:
		d.res.Outcome = OutcomeSections
		d.res.Sitemaps = []Sitemap{{URL: d.sections.url, Kind: SitemapSections, Entries: d.sections.j.Entries, LastMod: d.sections.j.Newest}}
		d.res.Sections = d.sitemapSections(d.sections.entries)
		d.res.Message = fmt.Sprintf("%s %s, but its section sitemap lists %d sections (%d of its %d pages changed in the last 24 hours); with the homepage's own headlines that makes %d sections to choose from.",
			host, noFeed, d.sections.j.Sections, d.sections.j.Recent, d.sections.j.Entries, len(d.res.Sections))
		if len(d.res.Sections) == d.sections.j.Sections {
			d.res.Message = fmt.Sprintf("%s %s, but its section sitemap lists %d sections (%d of its %d pages changed in the last 24 hours) to choose from.",
				host, noFeed, d.sections.j.Sections, d.sections.j.Recent, d.sections.j.Entries)
		}
	case d.articles != nil:
		d.res.Outcome = OutcomeArticleSitemap
		d.res.Sitemaps = []Sitemap{{URL: d.articles.url, Kind: SitemapArticles, Entries: d.articles.j.Entries, LastMod: d.articles.j.Newest}}
		d.res.Articles = sitemapArticles(d.articles.entries)
		d.res.Message = fmt.Sprintf("%s %s, but a sitemap lists %d dated articles; their titles are read from their addresses.", host, noFeed, d.articles.j.Articles)
	default:
		if secs, withHome := d.homepageSections(); secs != nil {
			d.res.Outcome = OutcomeSections
			d.res.Sections = secs
			d.res.Message = fmt.Sprintf("%s %s and %s, but its homepage links to %d sections with articles in them to choose from.", host, noFeed, d.noSitemapWords(), len(secs))
			if !withHome {
				d.res.Message = fmt.Sprintf("%s %s, %s and no article links on its homepage, but the homepage's navigation names %d sections to choose from.", host, noFeed, d.noSitemapWords(), len(secs))
			}
			return
		}
		d.res.Outcome = OutcomeNothing
		if d.budgetSpent {
			d.res.Reason = "budget"
			d.res.Message = fmt.Sprintf("The search of %s stopped at its limit of %s before anything to follow was found.", host, d.limitWords())
			return
		}
		d.res.Reason = "no-feed"
		d.res.Message = fmt.Sprintf("%s announces no feed, answers at none of the common feed paths, and has no sitemap of news, articles or sections. There is nothing Broadsheet can follow there.", host)
	}
}

// noFeedWords says that no feed was found, as far as the search can tell: the site "has no feed"
// only when every common feed path was asked for; when the search ended before (a news sitemap
// found first, the request limit reached, a site asking to slow down) it "announces no feed".
func (d *discoverer) noFeedWords() string {
	if d.guessedAll {
		return "has no feed"
	}
	return "announces no feed"
}

// noSitemapWords says that no usable sitemap was found, among those read when the request limit
// left some unread.
func (d *discoverer) noSitemapWords() string {
	if len(d.notTriedSitemaps) > 0 {
		return "no usable sitemap among those read"
	}
	return "no usable sitemap"
}

// stoppedWords adds to the message and to Tried that the search stopped at the request limit, and
// what it did not try, when it did.
func (d *discoverer) stoppedWords() {
	if !d.budgetSpent {
		return
	}
	var not []string
	if len(d.notTriedPaths) > 0 {
		not = append(not, "the common feed paths "+joinNames(d.notTriedPaths))
	}
	if len(d.notTriedSitemaps) > 0 {
		noun := "the sitemap "
		if len(d.notTriedSitemaps) > 1 {
			noun = "the sitemaps "
		}
		not = append(not, noun+joinNames(d.notTriedSitemaps))
	}
	stop := "The search stopped at its limit of " + d.limitWords()
	if len(not) > 0 {
		stop += " before trying " + strings.Join(not, ", or ")
	}
	d.res.Message = strings.TrimSpace(d.res.Message + " " + stop + ".")
	n := Note{Kind: TriedRequestLimit, Count: d.rec.budget, Names: append(slices.Clone(d.notTriedPaths), d.notTriedSitemaps...)}
	if len(not) > 0 {
		d.tried(n, "request limit: stopped at %s; not tried: %s", d.limitWords(), strings.Join(not, "; "))
	} else {
		d.tried(n, "request limit: stopped at %s", d.limitWords())
	}
}

// limitWords is the request budget in words: "25 requests", "1 request".
func (d *discoverer) limitWords() string {
	if d.rec.budget == 1 {
		return "1 request"
	}
	return fmt.Sprintf("%d requests", d.rec.budget)
}

// maxListed is how many names joinNames writes before "and N more".
const maxListed = 4

// joinNames joins names for a sentence: "a, b and c", or "a, b, c, d and 3 more".
func joinNames(names []string) string {
	if len(names) > maxListed {
		return strings.Join(names[:maxListed], ", ") + fmt.Sprintf(" and %d more", len(names)-maxListed)
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// sitemapArticles lists a sitemap's article-shaped entries, newest first, with the news title or one
// read from the slug.
func sitemapArticles(entries []sitemap.Entry) []section.Article {
	articles := []section.Article{}
	seen := map[string]bool{}
	for _, e := range entries {
		u, err := url.Parse(e.Loc)
		if err != nil || !section.LooksLikeArticle(u.Path) {
			continue
		}
		c := page.CanonicalURL(e.Loc)
		if seen[c] {
			continue
		}
		seen[c] = true
		a := section.Article{URL: e.Loc, Published: e.LastMod}
		if e.News != nil {
			a.Title = cleantext.Words(e.News.Title)
			if !e.News.Published.IsZero() {
				a.Published = e.News.Published
			}
		}
		if a.Title == "" {
			a.Title = section.TitleFromSlug(u)
		}
		if a.Title == "" {
			a.Title = u.Host + u.Path
		}
		articles = append(articles, a)
	}
	sort.SliceStable(articles, func(i, j int) bool { return articles[i].Published.After(articles[j].Published) })
	return articles
}
