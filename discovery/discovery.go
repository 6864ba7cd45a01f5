// Package discovery is everything in Broadsheet that talks to a web site: the polite fetcher
// (subpackage fetch), robots.txt (robots), sitemaps (sitemap), HTML pages (page), feeds (feed), and on
// top of them the procedure that turns a typed address into the best thing to follow on that site. It
// knows nothing of storage, of the app's use cases or of the window.
package discovery
