package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/broadsheet/broadsheet/app"
)

// secrets are the passwords the credentials site puts in addresses, each in one place, so that a
// failure says which path let one through.
var secrets = []string{
	"typedpw",    // typed by a person, without a scheme
	"schemepw",   // typed by a person, with a scheme
	"linkpw",     // a feed announced by <link rel="alternate">
	"basepw",     // a <base href> every relative link of a page would inherit
	"anchorpw",   // a section link of the homepage
	"robotspw",   // a Sitemap line of robots.txt
	"indexpw",    // a child of a sitemap index
	"entrypw",    // an entry of a news sitemap
	"articlepw",  // an article link of a section page
	"itempw",     // an item's link in a feed
	"locationpw", // a redirect's Location
	"opmlpw",     // an OPML outline's xmlUrl
	"readpw",     // a link in an article's text
}

// credentialsSites start two sites whose links, sitemaps, feeds and redirects name addresses that
// carry a user name and password: feedSite announces its feed only at such an address (its real
// /feed.xml is found among the common feed paths) and serves an article; sectionSite has no feed,
// a news sitemap index and section pages.
func credentialsSites(t *testing.T) (feedSite, sectionSite *httptest.Server) {
	t.Helper()
	feedSite = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprint(w, "User-agent: *\nAllow: /\n")
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<html><head><title>Creds</title>
<link rel="alternate" type="application/rss+xml" title="Locked" href="http://u:linkpw@%s/feed.xml">
</head><body><a href="/news/">News</a></body></html>`, host)
		case "/feed.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			fmt.Fprintf(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>Desk</title>`+
				`<item><title>Open story</title><link>http://%[1]s/2026/11/29/open-story</link><pubDate>Sun, 29 Nov 2026 01:00:00 GMT</pubDate></item>`+
				`<item><title>Locked story</title><link>http://u:itempw@%[1]s/2026/11/29/locked-story</link><pubDate>Sun, 29 Nov 2026 02:00:00 GMT</pubDate></item>`+
				`</channel></rss>`, host)
		case "/2026/11/29/open-story":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<html><head><title>Open story</title></head><body><article><h1>Open story</h1>`)
			for range 5 {
				fmt.Fprint(w, `<p>The council met on Tuesday evening to weigh the plan for the harbour, and after a long debate `+
					`it voted to send the question back to the committee that wrote it, asking for costs.</p>`)
			}
			fmt.Fprintf(w, `<p>Read <a href="http://u:readpw@%s/2026/11/28/earlier-story">the earlier story</a> for the background `+
				`of the plan and the names of those who spoke for and against it at the first hearing.</p></article></body></html>`, host)
		case "/moved.xml":
			http.Redirect(w, r, fmt.Sprintf("http://u:locationpw@%s/feed.xml", host), http.StatusMovedPermanently)
		case "/2026/11/29/moved-story":
			http.Redirect(w, r, fmt.Sprintf("http://u:locationpw@%s/2026/11/29/open-story", host), http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(feedSite.Close)
	sectionSite = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprintf(w, "User-agent: *\nAllow: /\nSitemap: http://u:robotspw@%[1]s/locked-sitemap.xml\nSitemap: http://%[1]s/news-index.xml\n", host)
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<html><head><title>No feed</title></head><body><nav>
<a href="http://%[1]s/world/">World</a> <a href="http://u:anchorpw@%[1]s/business/">Business</a>
</nav></body></html>`, host)
		case "/news-index.xml":
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`+
				`<sitemap><loc>http://u:indexpw@%[1]s/sitemap_news_locked.xml</loc></sitemap>`+
				`<sitemap><loc>http://%[1]s/sitemap_news_world.xml</loc></sitemap></sitemapindex>`, host)
		case "/sitemap_news_world.xml":
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`)
			for i, u := range []string{"http://%[1]s/2026/11/29/world-story", "http://u:entrypw@%[1]s/2026/11/29/locked-world-story"} {
				fmt.Fprintf(w, `<url><loc>`+u+`</loc><news:news><news:publication><news:name>T</news:name><news:language>en</news:language></news:publication><news:publication_date>2026-11-29T0%[2]d:00:00Z</news:publication_date><news:title>World %[2]d</news:title></news:news></url>`, host, i)
			}
			fmt.Fprint(w, `</urlset>`)
		case "/world/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<html><head><title>World</title></head><body><main>
<a href="http://%[1]s/2026/11/29/a-long-headline-about-the-world-today">A long headline about the world today</a>
<a href="http://u:articlepw@%[1]s/2026/11/29/a-long-headline-about-a-locked-story">A long headline about a locked story</a>
</main></body></html>`, host)
		case "/based/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<html><head><base href="http://u:basepw@%[1]s/"></head><body><main>
<a href="2026/11/29/a-long-headline-under-a-base-with-a-password">A long headline under a base with a password</a>
</main></body></html>`, host)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(sectionSite.Close)
	return feedSite, sectionSite
}

// TestNoPasswordIsPrintedOrStored runs every command that reads a site, or takes an address, on sites
// whose links, sitemaps, feeds and redirects carry passwords, and on typed addresses that carry one;
// no password may show in any output, nor in the database.
func TestNoPasswordIsPrintedOrStored(t *testing.T) {
	bin := buildBinary(t)
	feedSite, sectionSite := credentialsSites(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "b.db")
	hostF := strings.TrimPrefix(feedSite.URL, "http://")
	hostS := strings.TrimPrefix(sectionSite.URL, "http://")
	opml := filepath.Join(dir, "in.opml")
	if err := os.WriteFile(opml, []byte(`<?xml version="1.0"?><opml version="2.0"><head><title>x</title></head><body>`+
		`<outline text="Locked" type="rss" xmlUrl="http://u:opmlpw@`+hostF+`/feed.xml"/></body></opml>`), 0o600); err != nil {
		t.Fatal(err)
	}
	runs := [][]string{
		{"discover", "--json", "--pause", "0", "user:typedpw@" + hostF},
		{"discover", "--pause", "0", "user:typedpw@" + hostF},
		{"discover", "--json", "--pause", "0", "ftp://user:schemepw@" + hostF + "/"},
		{"discover", "--pause", "0", "http://user:schemepw@" + hostF + "/"},
		{"section", "--json", "--pause", "0", "user:typedpw@" + hostS + "/world/"},
		{"read", "--json", "--pause", "0", "user:typedpw@" + hostF + "/2026/11/29/open-story"},
		{"read", "--pause", "0", "http://user:schemepw@" + hostF + "/2026/11/29/open-story"},
		{"--db", db, "add", "--json", "--pause", "0", "user:typedpw@" + hostF},
		{"--db", db, "add", "--pause", "0", "--section", "http://u:schemepw@" + hostS + "/world/", sectionSite.URL},
		{"discover", "--json", "--pause", "0", feedSite.URL},
		{"discover", "--pause", "0", feedSite.URL},
		{"discover", "--json", "--pause", "0", sectionSite.URL},
		{"discover", "--pause", "0", sectionSite.URL},
		{"section", "--json", "--pause", "0", sectionSite.URL + "/world/"},
		{"section", "--pause", "0", sectionSite.URL + "/world/"},
		{"section", "--json", "--pause", "0", sectionSite.URL + "/based/"},
		{"read", "--json", "--pause", "0", feedSite.URL + "/2026/11/29/open-story"},
		{"read", "--pause", "0", feedSite.URL + "/2026/11/29/open-story"},
		{"read", "--json", "--pause", "0", feedSite.URL + "/2026/11/29/moved-story"},
		{"read", "--pause", "0", feedSite.URL + "/2026/11/29/moved-story"},
		{"--db", db, "add", "--json", "--pause", "0", feedSite.URL},
		{"--db", db, "add", "--json", "--pause", "0", sectionSite.URL},
		{"--db", db, "add", "--pause", "0", "--section", sectionSite.URL + "/world/", sectionSite.URL},
		{"--db", db, "import-opml", "--allow-private", opml},
		{"--db", db, "refresh", "--json", "--pause", "0"},
		{"--db", db, "refresh", "--pause", "0"},
		{"--db", db, "headlines", "--json"},
		{"--db", db, "headlines"},
		{"--db", db, "sources", "--json"},
		{"--db", db, "sources"},
		{"--db", db, "export-opml"},
	}
	// What a run must say, so that the run is known to have reached what it was to read.
	wants := map[string]string{
		"read --json --pause 0 " + feedSite.URL + "/2026/11/29/open-story": "the earlier story",
		"discover --json --pause 0 " + feedSite.URL:                        feedSite.URL + "/feed.xml",
		"discover --json --pause 0 " + sectionSite.URL:                     "/2026/11/29/world-story",
		"section --json --pause 0 " + sectionSite.URL + "/world/":          "/2026/11/29/a-long-headline-about-the-world-today",
		"--db " + db + " headlines --json":                                 "/2026/11/29/open-story",
	}
	for _, args := range runs {
		out, err := exec.Command(bin, args...).CombinedOutput()
		if _, ok := err.(*exec.ExitError); err != nil && !ok {
			t.Fatalf("broadsheet %s: %v", strings.Join(args, " "), err)
		}
		if want, ok := wants[strings.Join(args, " ")]; ok && !strings.Contains(string(out), want) {
			t.Errorf("broadsheet %s does not say %q:\n%s", strings.Join(args, " "), want, out)
		}
		for _, pw := range secrets {
			if strings.Contains(string(out), pw) {
				t.Errorf("broadsheet %s printed the password %q:\n%s", strings.Join(args, " "), pw, out)
			}
		}
	}
	// A source whose feed moved for good to an address with a password keeps its old address.
	moved := filepath.Join(dir, "moved.db")
	followFeedAt(t, moved, feedSite, "/moved.xml")
	for _, args := range [][]string{
		{"--db", moved, "refresh", "--json", "--pause", "0"},
		{"--db", moved, "sources", "--json"},
	} {
		out, err := exec.Command(bin, args...).CombinedOutput()
		if _, ok := err.(*exec.ExitError); err != nil && !ok {
			t.Fatalf("broadsheet %s: %v", strings.Join(args, " "), err)
		}
		for _, pw := range secrets {
			if strings.Contains(string(out), pw) {
				t.Errorf("broadsheet %s printed the password %q:\n%s", strings.Join(args, " "), pw, out)
			}
		}
	}
	for _, path := range []string{db, db + "-wal", moved, moved + "-wal"} {
		data, err := os.ReadFile(path)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, pw := range secrets {
			if strings.Contains(string(data), pw) {
				t.Errorf("%s keeps the password %q", filepath.Base(path), pw)
			}
		}
	}
}

// followFeedAt follows the feed at path on srv in the database at dbPath.
func followFeedAt(t *testing.T, dbPath string, srv *httptest.Server, path string) {
	t.Helper()
	ctx := t.Context()
	a, err := app.Open(ctx, app.Config{DBPath: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	c := app.Candidate{Kind: app.KindFeed, URL: srv.URL + path, Title: "Desk"}
	if _, err := a.Follow(ctx, &app.Finding{Site: srv.URL + "/", Outcome: "feed", Feeds: []app.Candidate{c}}, nil); err != nil {
		t.Fatal(err)
	}
}
