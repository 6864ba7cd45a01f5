package robots

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary files to Parse and checks that every answer is well formed: no panic,
// /robots.txt allowed, a named rule that agrees with the verdict and has a line number.
func FuzzParse(f *testing.F) {
	for _, tc := range ruleCases {
		if len(tc.robots) < 4096 {
			f.Add([]byte(tc.robots), tc.target)
		}
	}
	if entries, err := os.ReadDir(corpusDir); err == nil {
		for _, e := range entries {
			if body, err := os.ReadFile(filepath.Join(corpusDir, e.Name())); err == nil {
				f.Add(body, "/")
			}
		}
	}
	f.Fuzz(func(t *testing.T, body []byte, target string) {
		r := Parse(body)
		for _, agent := range []string{"broadsheet", "*", ""} {
			checkDecision(t, r, agent, target)
			checkDecision(t, r, agent, "/")
			if d := r.Test(agent, "/robots.txt"); !d.Allowed {
				t.Errorf("Test(%q, /robots.txt) = %+v, want allowed", agent, d)
			}
			if d := r.CrawlDelay(agent); d < 0 || d > MaxCrawlDelay {
				t.Errorf("CrawlDelay(%q) = %v, want within [0, %v]", agent, d, MaxCrawlDelay)
			}
		}
		seen := map[string]bool{}
		for _, s := range r.Sitemaps() {
			if s == "" || seen[s] {
				t.Errorf("Sitemaps() = %q: empty or repeated entry %q", r.Sitemaps(), s)
			}
			seen[s] = true
		}
	})
}

func checkDecision(t *testing.T, r *Robots, agent, target string) {
	t.Helper()
	d := r.Test(agent, target)
	switch {
	case d.Rule == "" && d.Line != 0:
		t.Errorf("Test(%q, %q) = %+v: a line without a rule", agent, target, d)
	case d.Rule != "" && d.Line <= 0:
		t.Errorf("Test(%q, %q) = %+v: a rule without a line", agent, target, d)
	case d.Rule != "" && strings.HasPrefix(d.Rule, "Allow: ") != d.Allowed:
		t.Errorf("Test(%q, %q) = %+v: verdict disagrees with the rule", agent, target, d)
	}
}

// FuzzMatch holds the wildcard matcher to a regular expression built from the same pattern.
func FuzzMatch(f *testing.F) {
	for _, tc := range ruleCases {
		for _, line := range strings.Split(tc.robots, "\n") {
			if v, ok := strings.CutPrefix(line, "Disallow: "); ok && len(v) < 200 {
				f.Add(v, tc.target)
			}
		}
	}
	f.Add("/a*b*c$", "/a-b-c")
	f.Add("*", "")
	f.Fuzz(func(t *testing.T, pattern, target string) {
		if pattern == "" || len(pattern) > 64 || len(target) > 1024 {
			return // the reference regexp is slow on long inputs; the matcher is not the subject there
		}
		r := newRule(false, pattern, 1)
		path := normalise(pathAndQuery(target), false)
		var expr strings.Builder
		expr.WriteString(`^`)
		for i, seg := range strings.Split(r.pattern, "*") {
			if i > 0 {
				expr.WriteString(`.*`)
			}
			expr.WriteString(regexp.QuoteMeta(seg))
		}
		if r.anchored {
			expr.WriteString(`$`)
		}
		want := regexp.MustCompile("(?s)" + expr.String()).MatchString(path)
		if got := r.matches(path); got != want {
			t.Errorf("pattern %q (normalised %q) on path %q: matches = %v, regexp %s says %v",
				pattern, r.pattern, path, got, expr.String(), want)
		}
	})
}
