package section

import (
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// missCause names what kept a candidate from the articles: the rule of articleRules that dropped
// it, or "no rule took it" when none decided. It is "" when a rule took it.
func missCause(p *pageLinks, c *linkCandidate) string {
	for _, r := range articleRules {
		switch r.judge(p, c) {
		case take:
			return ""
		case drop:
			return r.name
		}
	}
	return "no rule took it"
}

// noCandidate is the cause of a labelled article whose address never became a candidate: another
// host's, the page itself in another view, or an address that names a file, a list or an account.
const noCandidate = "its address is no candidate (a list, a file, another host, the page itself)"

// pageCandidates reads the candidates of a labelled page as Articles does (readPage), and the
// articles Articles gives.
func pageCandidates(t *testing.T, dir string, c pageCase) (*pageLinks, []Article) {
	t.Helper()
	pg := readCasePage(t, dir, c)
	p := readPage(pg, nil)
	if p == nil {
		t.Fatalf("%s: the page's address %q does not parse", c.ID, pg.URL)
	}
	return p, Articles(pg, nil, time.Now())
}

// TestMissCause checks missCause on the links of a small page: a story beside a sibling of its
// shape is taken, a story labelled as an advertisement is dropped by the rule of sponsored links,
// and an item alone in the content, named by a word, is taken by no rule.
func TestMissCause(t *testing.T) {
	base, err := url.Parse("https://news.example/politik/")
	if err != nil {
		t.Fatal(err)
	}
	p := collectCandidates(base, []page.Link{
		{URL: "https://news.example/2024/05/01/city-council-approves-new-budget", Text: "City council approves the new budget after a long night"},
		{URL: "https://news.example/2024/05/02/mayor-opens-the-new-bridge-over-the-river", Text: "Mayor opens the new bridge over the river"},
		{URL: "https://news.example/2024/05/03/jetzt-sparen-mit-unserem-angebot-heute", Text: "Anzeige: Jetzt sparen mit unserem Angebot"},
		{URL: "https://news.example/leute/sommerfest-am-see", Text: "Sommerfest"},
	}, nil)
	want := map[string]string{
		"/2024/05/01/city-council-approves-new-budget":       "",
		"/2024/05/03/jetzt-sparen-mit-unserem-angebot-heute": "sponsored links are not the section's news",
		"/leute/sommerfest-am-see":                           "no rule took it",
	}
	seen := 0
	for _, c := range p.cands {
		w, ok := want[c.path]
		if !ok {
			continue
		}
		seen++
		if got := missCause(p, c); got != w {
			t.Errorf("%s: missCause = %q, want %q", c.path, got, w)
		}
	}
	if seen != len(want) {
		t.Errorf("%d of the %d links became candidates", seen, len(want))
	}
}

// TestSectionDevMissCauses traces each labelled article of the development pages that the reader
// misses to what dropped it (missCause, or noCandidate), and with -v logs the causes, each with how
// many links and how many sites it spans, most sites first, then every missed link under its cause:
// recall is mended where a cause spans many sites. It fails when the trace and Articles disagree on
// whether an article was given, for then the trace names the wrong cause.
func TestSectionDevMissCauses(t *testing.T) {
	causes := linkCauses{}
	eachDevPage(t, func(id string, pc pageCase, p *pageLinks, gave map[string]bool, fallback bool) {
		why := map[string]string{}
		for _, c := range p.cands {
			k := compareKey(c.article.URL, pc.URL, pc.Exp.IgnoreQuery)
			if _, ok := why[k]; !ok || why[k] != "" {
				why[k] = missCause(p, c)
				if fallback && p.fallback(c) {
					why[k] = ""
				}
			}
		}
		for _, a := range pc.Exp.Articles {
			w, ok := why[a.Key]
			if !ok {
				w = noCandidate
			}
			if (w == "") != gave[a.Key] {
				t.Errorf("%s: %s: the trace says %q, but Articles gave it: %v", id, a.Key, w, gave[a.Key])
				continue
			}
			if w == "" {
				continue
			}
			causes.add(w, id, a.Key)
		}
	})
	t.Logf("missed articles of the development pages, by what dropped them:\n%s", causes.report())
}

// eachDevPage reads each development page as Articles does and calls read with its id, its case,
// its candidates, the compare keys of the articles Articles gave, and whether no rule took any of
// its links, so that pick gave the fallback's candidates.
func eachDevPage(t *testing.T, read func(id string, pc pageCase, p *pageLinks, gave map[string]bool, fallback bool)) {
	t.Helper()
	dirs, err := setDirs(devPattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Skipf("no development set: no folder %s holds a manifest.json", devPattern)
	}
	for _, dir := range dirs {
		for _, pc := range loadPageCases(t, dir) {
			p, given := pageCandidates(t, dir, pc)
			gave := map[string]bool{}
			for _, a := range given {
				gave[compareKey(a.URL, pc.URL, pc.Exp.IgnoreQuery)] = true
			}
			read(filepath.Base(dir)+"/"+pc.ID, pc, p, gave, !slices.ContainsFunc(p.cands, p.judge))
		}
	}
}

// takeCause names the rule of articleRules that took a candidate, or "" when none did.
func takeCause(p *pageLinks, c *linkCandidate) string {
	for _, r := range articleRules {
		switch r.judge(p, c) {
		case take:
			return r.name
		case drop:
			return ""
		}
	}
	return ""
}

// fallbackCause is the cause of a link a page gives because no rule took any of its links
// (pick's fallback).
const fallbackCause = "no rule took any link, and its address names an article by itself (the fallback)"

// TestSectionDevTakeCauses traces each link the reader takes wrongly on the development pages (one
// the labels list neither as an article nor as media) to the rule that took it, and with -v logs the
// causes as TestSectionDevMissCauses does: precision is mended where a rule's mistakes span many
// sites. It fails when a link Articles gave is traced to no rule and the page did not fall back,
// for then the trace names no cause.
func TestSectionDevTakeCauses(t *testing.T) {
	causes := linkCauses{}
	eachDevPage(t, func(id string, pc pageCase, p *pageLinks, gave map[string]bool, fallback bool) {
		labelled := map[string]bool{}
		for _, a := range pc.Exp.Articles {
			labelled[a.Key] = true
		}
		for _, m := range pc.Exp.Media {
			labelled[m.Key] = true
		}
		traced := map[string]bool{}
		for _, c := range p.cands {
			k := compareKey(c.article.URL, pc.URL, pc.Exp.IgnoreQuery)
			if labelled[k] || !gave[k] || traced[k] {
				continue
			}
			w := takeCause(p, c)
			if w == "" && fallback && p.fallback(c) {
				w = fallbackCause
			}
			if w == "" {
				continue // another link to the same article may be the one taken
			}
			traced[k] = true
			causes.add(w, id, k+" «"+c.text+"»")
		}
		for k := range gave {
			if !labelled[k] && !traced[k] {
				t.Errorf("%s: %s was given, but no rule is traced as taking it", id, k)
			}
		}
	})
	t.Logf("links the development pages' labels do not list, by the rule that took them:\n%s", causes.report())
}

// linkCauses gathers links of labelled pages under the rule that decided on them: each cause with
// its links ("page key") and the pages they stand on.
type linkCauses map[string]*linkCause

// linkCause is one cause's links ("page key") and the pages they stand on.
type linkCause struct {
	links []string
	sites map[string]bool
}

// add files a link of page id under cause.
func (lc linkCauses) add(cause, id, link string) {
	c := lc[cause]
	if c == nil {
		c = &linkCause{sites: map[string]bool{}}
		lc[cause] = c
	}
	c.links = append(c.links, id+" "+link)
	c.sites[id] = true
}

// report lists the causes, each with how many links and how many sites it spans, most sites first,
// and with -v every link under its cause.
func (lc linkCauses) report() string {
	names := make([]string, 0, len(lc))
	for n := range lc {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := lc[names[i]], lc[names[j]]
		if len(a.sites) != len(b.sites) {
			return len(a.sites) > len(b.sites)
		}
		return names[i] < names[j]
	})
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, "%3d links on %2d sites: %s\n", len(lc[n].links), len(lc[n].sites), n)
	}
	if testing.Verbose() {
		for _, n := range names {
			fmt.Fprintf(&b, "%s:\n  %s\n", n, strings.Join(lc[n].links, "\n  "))
		}
	}
	return b.String()
}
