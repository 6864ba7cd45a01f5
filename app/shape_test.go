package app

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// sectionPage is a section page of the test site: the site's menu, then the given body.
func sectionPage(body string) string {
	return `<!DOCTYPE html><html><head><title>World</title></head><body>
<nav><a href="/">Home</a> <a href="/world/">World</a> <a href="/business/">Business</a> <a href="/about/">About</a></nav>
<main>` + body + `</main>
<footer><a href="/contact/">Contact</a> <a href="/privacy/">Privacy</a></footer></body></html>`
}

// headlineList lays out article links as a list of headlines.
func headlineList(ids ...int) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for _, id := range ids {
		fmt.Fprintf(&b, `<li><a href="/world/%d">Officials in the capital announce plan number %d</a></li>`, id, id)
	}
	b.WriteString("</ul>")
	return b.String()
}

// sourceURLs returns the addresses of the headlines of a source, sorted.
func sourceURLs(t *testing.T, a *App, id int64) []string {
	t.Helper()
	hs, err := a.Headlines(t.Context(), HeadlineQuery{SourceID: id})
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, h := range hs {
		urls = append(urls, h.URL)
	}
	sort.Strings(urls)
	return urls
}

// TestSectionKeepsArticleShape follows a section whose articles have a weak address (a short number
// under a word: /world/98231), lets a refresh learn that shape from a full page, then changes the
// page under the running app: a thin page with two articles behind short texts, then a new layout
// whose articles are pictures without text next to a promotion. The stored shape keeps the right
// links both times; an app that learnt nothing, refreshing the same pages, keeps none of them.
func TestSectionKeepsArticleShape(t *testing.T) {
	ctx := t.Context()
	site := newTestSite(t)
	site.set("/world/", withETag(`"full"`, "text/html", sectionPage(headlineList(98231, 98232, 98233, 98234, 98235, 98236))))
	a := openTestApp(t, nil)
	src := follow(t, a, site, "sections", Candidate{Kind: KindSection, URL: site.url("/world/"), Title: "World"})[0]

	// A second app, following the same section, only ever sees the changed pages.
	control := openTestApp(t, nil)

	steps := []struct {
		name    string
		page    string
		wantNew []string // paths of the articles the step must add
	}{
		{
			name:    "full page: six headlines, the shape is learnt",
			page:    sectionPage(headlineList(98231, 98232, 98233, 98234, 98235, 98236)),
			wantNew: []string{"/world/98231", "/world/98232", "/world/98233", "/world/98234", "/world/98235", "/world/98236"},
		},
		{
			name:    "thin page: two articles behind short texts",
			page:    sectionPage(`<p><a href="/world/98240">Read</a></p><p><a href="/world/98241">More</a></p>`),
			wantNew: []string{"/world/98240", "/world/98241"},
		},
		{
			name: "changed layout: pictures without text beside a promotion",
			page: sectionPage(`<div class="carousel"><a href="/world/98250"><img src="/a.jpg"></a>` +
				`<a href="/world/98251"><img src="/b.jpg"></a><a href="/world/98252"><img src="/c.jpg"></a></div>` +
				`<aside><a href="/shop/spring-sale-offer-today-only">Sale</a></aside>`),
			wantNew: []string{"/world/98250", "/world/98251", "/world/98252"},
		},
	}
	seen := map[string]bool{}
	for i, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			site.set("/world/", withETag(fmt.Sprintf(`"v%d"`, i), "text/html", st.page))
			results, err := a.RefreshAll(ctx, nil)
			if err != nil {
				t.Fatalf("RefreshAll: %v", err)
			}
			r := resultOf(t, results, src.ID)
			if r.Status != StatusOK || r.New != len(st.wantNew) {
				t.Errorf("refresh: %s with %d new, want %s with %d new (%s)", r.Status, r.New, StatusOK, len(st.wantNew), r.Err)
			}
			for _, p := range st.wantNew {
				seen[site.url(p)] = true
			}
			var want []string
			for u := range seen {
				want = append(want, u)
			}
			sort.Strings(want)
			if got := sourceURLs(t, a, src.ID); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("headlines:\n got  %v\n want %v", got, want)
			}
			if i == 0 {
				return
			}
			// The control app has learnt nothing of the site: the same page gives it nothing.
			csrc := follow(t, control, site, "sections", Candidate{Kind: KindSection, URL: site.url("/world/"), Title: "World"})[0]
			if _, err := control.RefreshSources(ctx, []int64{csrc.ID}, nil); err != nil {
				t.Fatal(err)
			}
			for _, u := range sourceURLs(t, control, csrc.ID) {
				for _, p := range st.wantNew {
					if u == site.url(p) {
						t.Errorf("an app that learnt nothing took %s too: the test does not show the stored shape at work", u)
					}
				}
			}
		})
	}
	r, err := a.SiteReport(ctx, src.Site)
	if err != nil {
		t.Fatal(err)
	}
	if want := "/<word>/<number> (11 seen)"; !strings.HasPrefix(r.ArticleShape, "/<word>/<number> (") {
		t.Errorf("SiteReport.ArticleShape = %q, want it to start with the learnt shape, like %q", r.ArticleShape, want)
	}
}
