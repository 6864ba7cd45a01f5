// Package discovery is everything in Broadsheet that talks to a web site: the polite fetcher
// (subpackage fetch), robots.txt (robots), sitemaps (sitemap), HTML pages (page), feeds (feed), the
// articles of a section page and the shape of a site's article addresses (section), and on top of
// them the procedure that turns a typed address into the best thing to follow on that
// site (Discover), the reading of one section page (FetchSection), and the conditional refresh of
// a followed feed, sitemap or section page (RefreshFeed, RefreshSitemap, RefreshSection).
//
// It must not send a request except through a fetch.Client, so that robots.txt, the pause between
// requests to a host and the request budget always apply. It knows nothing of storage, of the
// app's use cases or of the window, and stores nothing itself: the caller keeps what a refresh
// returns, validators included.
package discovery
