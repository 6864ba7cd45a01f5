package discovery

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// refreshSite serves fixed bodies by path on loopback, with robots.txt disallowing /private/.
func refreshSite(t *testing.T, pages map[string]func(w http.ResponseWriter, r *http.Request)) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			fmt.Fprint(w, "User-agent: *\nDisallow: /private/\n")
			return
		}
		h, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func serveBody(contentType, etag, body string) func(w http.ResponseWriter, r *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		if etag != "" && r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if etag != "" {
			w.Header().Set("ETag", etag)
		}
		w.Header().Set("Content-Type", contentType)
		body := strings.ReplaceAll(body, "HOST", r.Host)
		fmt.Fprint(w, body)
	}
}

const refreshRSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>The Desk</title>
<item><title>Older story</title><link>http://HOST/2026/11/28/older-story-here?utm_medium=rss</link><description>Old.</description><pubDate>Sat, 28 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>Newer story</title><link>http://HOST/2026/11/29/newer-story-here#comments</link><description>&lt;p&gt;New &lt;b&gt;one&lt;/b&gt;.&lt;/p&gt;</description><pubDate>Sun, 29 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title></title><link>http://HOST/2026/11/27/story-without-a-title</link></item>
</channel></rss>`

const refreshNews = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>http://HOST/national/20261129-A1</loc><lastmod>2026-11-29T09:00:00Z</lastmod>
<news:news><news:publication><news:name>Paper</news:name><news:language>ja</news:language></news:publication>
<news:publication_date>2026-11-29T08:30:00+09:00</news:publication_date><news:title>Headline one</news:title></news:news></url>
<url><loc>http://HOST/national/2026/11/29/plain-article-slug</loc><lastmod>2026-11-28T07:00:00Z</lastmod></url>
</urlset>`

const refreshIndex = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>http://HOST/news.xml</loc><lastmod>2026-11-29T09:00:00Z</lastmod></sitemap>
</sitemapindex>`

const refreshSection = `<html><body><nav><a href="/about/">About</a><a href="/business/">Business</a></nav>
<a href="/business/2026/11/29/markets-close-higher-today">Markets close higher</a>
<a href="http://HOST/business/2026/11/29/markets-close-higher-today#x">Markets close higher</a>
<a href="https://elsewhere.example/2026/11/29/a-story-on-another-site">Elsewhere</a>
<a href="/business/2026/11/28/startup-raises-money-again"> Startup   raises money </a>
</body></html>`

func TestRefresh(t *testing.T) {
	srv := refreshSite(t, map[string]func(http.ResponseWriter, *http.Request){
		"/feed.xml":         serveBody("application/rss+xml", `"f1"`, refreshRSS),
		"/news.xml":         serveBody("application/xml", `"n1"`, refreshNews),
		"/index.xml":        serveBody("application/xml", "", refreshIndex),
		"/business/":        serveBody("text/html; charset=utf-8", "", refreshSection),
		"/private/feed.xml": serveBody("application/rss+xml", "", refreshRSS),
		"/busy.xml":         func(w http.ResponseWriter, r *http.Request) { w.Header().Set("Retry-After", "90"); w.WriteHeader(503) },
		"/not-a-feed.xml":   serveBody("text/html", "", "<html><body>hello</body></html>"),
		"/gone.xml":         func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusGone) },
		"/moved-feed.xml": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/feed.xml", http.StatusMovedPermanently)
		},
		"/sitemap-typo.html": serveBody("text/html", "", "<html></html>"),
		// Cut off inside the second entry's <loc>; inside the first entry's <news:name>; inside an index.
		"/cut-news.xml":  serveBody("application/xml", "", refreshNews[:strings.Index(refreshNews, "</loc><lastmod>2026-11-28")]),
		"/cut-early.xml": serveBody("application/xml", "", refreshNews[:strings.Index(refreshNews, "Paper</news:name>")]),
		"/cut-index.xml": serveBody("application/xml", "", refreshIndex[:strings.Index(refreshIndex, "</sitemapindex>")]),
		"/cut-child.xml": serveBody("application/xml", "", strings.Replace(refreshIndex, "/news.xml", "/cut-news.xml", 1)),
	})
	host := strings.TrimPrefix(srv.URL, "http://")
	u := func(p string) string { return "http://" + host + p }
	type refreshFunc func(context.Context, *fetch.Job, string, Validators) (*Update, error)
	tests := []struct {
		name        string
		refresh     refreshFunc
		path        string
		v           Validators
		wantURLs    []string // in order
		wantTitles  []string
		wantNotMod  bool
		wantStatus  int
		wantErr     func(error) bool
		wantRetry   time.Duration
		wantFromURL []bool
	}{
		{
			name:    "feed: canonical URLs, newest first, summary as text, title from the slug when none",
			refresh: RefreshFeed, path: "/feed.xml",
			wantURLs:    []string{u("/2026/11/29/newer-story-here"), u("/2026/11/28/older-story-here"), u("/2026/11/27/story-without-a-title")},
			wantTitles:  []string{"Newer story", "Older story", "Story without a title"},
			wantFromURL: []bool{false, false, true},
			wantStatus:  200,
		},
		{name: "feed: 304 with the validators", refresh: RefreshFeed, path: "/feed.xml", v: Validators{ETag: `"f1"`}, wantNotMod: true, wantStatus: 304},
		{
			name: "feed through a redirect", refresh: RefreshFeed, path: "/moved-feed.xml",
			wantURLs: []string{u("/2026/11/29/newer-story-here"), u("/2026/11/28/older-story-here"), u("/2026/11/27/story-without-a-title")}, wantStatus: 200,
		},
		{
			name:    "news sitemap: news:title and publication date; plain entries titled from the slug",
			refresh: RefreshSitemap, path: "/news.xml",
			wantURLs:    []string{u("/national/20261129-A1"), u("/national/2026/11/29/plain-article-slug")},
			wantTitles:  []string{"Headline one", "Plain article slug"},
			wantFromURL: []bool{false, true},
			wantStatus:  200,
		},
		{
			name: "news sitemap cut short: the complete entries are kept", refresh: RefreshSitemap, path: "/cut-news.xml",
			wantURLs: []string{u("/national/20261129-A1")}, wantTitles: []string{"Headline one"}, wantStatus: 200,
		},
		{
			name: "news sitemap cut short before its first complete entry", refresh: RefreshSitemap, path: "/cut-early.xml", wantStatus: 200,
			wantErr: func(err error) bool { return err != nil && strings.Contains(err.Error(), "sitemap:") },
		},
		{
			name: "sitemap index cut short: its complete entries are read", refresh: RefreshSitemap, path: "/cut-index.xml",
			wantURLs: []string{u("/national/20261129-A1"), u("/national/2026/11/29/plain-article-slug")}, wantStatus: 200,
		},
		{
			name: "sitemap index whose child is cut short", refresh: RefreshSitemap, path: "/cut-child.xml",
			wantURLs: []string{u("/national/20261129-A1")}, wantStatus: 200,
		},
		{name: "news sitemap: 304", refresh: RefreshSitemap, path: "/news.xml", v: Validators{ETag: `"n1"`}, wantNotMod: true, wantStatus: 304},
		{
			name: "sitemap index: its sitemaps are read", refresh: RefreshSitemap, path: "/index.xml",
			wantURLs: []string{u("/national/20261129-A1"), u("/national/2026/11/29/plain-article-slug")}, wantStatus: 200,
		},
		{
			name:    "section: article links of the site, each once, with their text",
			refresh: RefreshSection, path: "/business/",
			wantURLs:   []string{u("/business/2026/11/29/markets-close-higher-today"), u("/business/2026/11/28/startup-raises-money-again")},
			wantTitles: []string{"Markets close higher", "Startup raises money"},
			wantStatus: 200,
		},
		{
			name: "robots.txt disallows: nothing sent", refresh: RefreshFeed, path: "/private/feed.xml",
			wantErr: func(err error) bool { var d *fetch.DisallowedError; return errors.As(err, &d) },
		},
		{
			name: "503 with Retry-After", refresh: RefreshFeed, path: "/busy.xml", wantStatus: 503, wantRetry: 90 * time.Second,
			wantErr: func(err error) bool { var h *fetch.HTTPError; return errors.As(err, &h) && h.Status == 503 },
		},
		{
			name: "410", refresh: RefreshSitemap, path: "/gone.xml", wantStatus: 410,
			wantErr: func(err error) bool { var h *fetch.HTTPError; return errors.As(err, &h) && h.Status == 410 },
		},
		{
			name: "not a feed", refresh: RefreshFeed, path: "/not-a-feed.xml", wantStatus: 200,
			wantErr: func(err error) bool { return err != nil },
		},
		{
			name: "not a sitemap", refresh: RefreshSitemap, path: "/sitemap-typo.html", wantStatus: 200,
			wantErr: func(err error) bool { return err != nil },
		},
	}
	client := fetch.New(fetch.Config{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job := client.NewJob(fetch.JobOptions{Budget: 20, Typed: srv.URL})
			up, err := tt.refresh(context.Background(), job, u(tt.path), tt.v)
			if tt.wantErr != nil {
				if !tt.wantErr(err) {
					t.Fatalf("got error %v, want the expected kind", err)
				}
			} else if err != nil {
				t.Fatalf("got error %v", err)
			}
			if up == nil {
				if tt.wantStatus != 0 {
					t.Fatalf("got no update, want status %d", tt.wantStatus)
				}
				return
			}
			if up.Status != tt.wantStatus || up.NotModified != tt.wantNotMod || up.RetryAfter != tt.wantRetry {
				t.Errorf("got status %d, not modified %v, retry after %v; want %d, %v, %v",
					up.Status, up.NotModified, up.RetryAfter, tt.wantStatus, tt.wantNotMod, tt.wantRetry)
			}
			if tt.wantNotMod && len(up.Items) != 0 {
				t.Errorf("a 304 gave %d items, want none", len(up.Items))
			}
			if tt.wantURLs != nil {
				var got []string
				for _, it := range up.Items {
					got = append(got, it.URL)
				}
				if strings.Join(got, "\n") != strings.Join(tt.wantURLs, "\n") {
					t.Errorf("got URLs\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.wantURLs, "\n"))
				}
			}
			for i, want := range tt.wantTitles {
				if i < len(up.Items) && up.Items[i].Title != want {
					t.Errorf("item %d: got title %q, want %q", i, up.Items[i].Title, want)
				}
			}
			for i, want := range tt.wantFromURL {
				if i < len(up.Items) && up.Items[i].TitleFromURL != want {
					t.Errorf("item %d: got title from URL %v, want %v", i, up.Items[i].TitleFromURL, want)
				}
			}
		})
	}
}

func TestRefreshFeedValidators(t *testing.T) {
	srv := refreshSite(t, map[string]func(http.ResponseWriter, *http.Request){
		"/feed.xml": serveBody("application/rss+xml", `"v7"`, refreshRSS),
	})
	client := fetch.New(fetch.Config{})
	job := client.NewJob(fetch.JobOptions{Typed: srv.URL})
	up, err := RefreshFeed(context.Background(), job, srv.URL+"/feed.xml", Validators{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := up.Validators.ETag, `"v7"`; got != want {
		t.Errorf("got ETag %q, want %q", got, want)
	}
	if got, want := up.Title, "The Desk"; got != want {
		t.Errorf("got title %q, want %q", got, want)
	}
	if s := up.Items[0].Summary; s == "" || strings.Contains(s, "<") {
		t.Errorf("got summary %q, want plain text", s)
	}
	again, err := RefreshFeed(context.Background(), job, srv.URL+"/feed.xml", up.Validators)
	if err != nil {
		t.Fatal(err)
	}
	if !again.NotModified || again.Validators != up.Validators {
		t.Errorf("got not modified %v with %+v, want a 304 keeping %+v", again.NotModified, again.Validators, up.Validators)
	}
}

func TestTitleFromURL(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://example.test/2026/11/28/planting-garlic-before-the-frost/", "Planting garlic before the frost"},
		{"https://example.test/news/20261129-A1", "20261129-A1"},
		{"https://example.test/", "example.test"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := TitleFromURL(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// BenchmarkRefreshFeed measures one conditional refresh that reads and parses a feed.
func BenchmarkRefreshFeed(b *testing.B) {
	var body strings.Builder
	body.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>`)
	for i := range 200 {
		fmt.Fprintf(&body, `<item><title>Story %d</title><link>http://HOST/2026/11/29/story-number-%d</link><description>Text %d</description></item>`, i, i, i)
	}
	body.WriteString(`</channel></rss>`)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		serveBody("application/rss+xml", "", body.String())(w, r)
	}))
	defer srv.Close()
	client := fetch.New(fetch.Config{})
	ctx := context.Background()
	b.ResetTimer()
	for range b.N {
		job := client.NewJob(fetch.JobOptions{Typed: srv.URL})
		up, err := RefreshFeed(ctx, job, srv.URL+"/feed.xml", Validators{})
		if err != nil || len(up.Items) != 200 {
			b.Fatalf("got %v items, error %v", len(up.Items), err)
		}
	}
}

func TestParseSitemapCutShort(t *testing.T) {
	var many strings.Builder
	many.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
	for i := range sitemap.MaxURLs + 1 {
		fmt.Fprintf(&many, "<url><loc>https://example.com/n/%d</loc></url>", i)
	}
	news := strings.ReplaceAll(refreshNews, "HOST", "example.com")
	tests := []struct {
		name    string
		body    string
		entries int
		cut     bool
		err     error // errors.Is target; nil: no error
	}{
		{name: "whole", body: news, entries: 2},
		{name: "cut inside the second entry", body: news[:strings.Index(news, "</loc><lastmod>2026-11-28")], entries: 1, cut: true},
		{name: "cut inside the first entry", body: news[:strings.Index(news, "Paper</news:name>")], err: errAny},
		{name: "not a sitemap", body: "<html><body>hello</body></html>", err: sitemap.ErrNotSitemap},
		{name: "over the URL limit, cut short too", body: many.String(), err: sitemap.ErrTooManyURLs},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, entries, cut, err := parseSitemap([]byte(tt.body))
			switch {
			case tt.err == errAny && err == nil, tt.err != errAny && !errors.Is(err, tt.err):
				t.Fatalf("got error %v, want %v", err, tt.err)
			}
			if got, want := len(entries), tt.entries; got != want {
				t.Errorf("got %d entries, want %d", got, want)
			}
			if got, want := cut != nil, tt.cut; got != want {
				t.Errorf("got cut %v, want a fault reported: %v", cut, want)
			}
		})
	}
}

// errAny stands for any error in a test table.
var errAny = errors.New("any error")

// TestRefreshSectionCapsArticles checks that a section page linking to more articles than
// MaxFreshItems gives its first MaxFreshItems, in the page's order.
func TestRefreshSectionCapsArticles(t *testing.T) {
	const links = 3 * MaxFreshItems
	var page strings.Builder
	page.WriteString("<html><body><main>")
	for i := range links {
		fmt.Fprintf(&page, `<a href="/business/2026/11/29/story-number-%d-of-the-day">Story number %d of the day</a>`+"\n", i, i)
	}
	page.WriteString("</main></body></html>")
	srv := refreshSite(t, map[string]func(http.ResponseWriter, *http.Request){
		"/business/": serveBody("text/html; charset=utf-8", "", page.String()),
	})
	job := fetch.New(fetch.Config{}).NewJob(fetch.JobOptions{Typed: srv.URL})
	up, err := RefreshSection(t.Context(), job, srv.URL+"/business/", Validators{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(up.Items), MaxFreshItems; got != want {
		t.Fatalf("got %d articles, want %d", got, want)
	}
	for _, i := range []int{0, MaxFreshItems - 1} {
		if got, want := up.Items[i].URL, fmt.Sprintf("%s/business/2026/11/29/story-number-%d-of-the-day", srv.URL, i); got != want {
			t.Errorf("article %d is %s, want %s", i, got, want)
		}
	}
}
