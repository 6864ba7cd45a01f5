package robots

import (
	"slices"
	"testing"
	"time"
)

func TestRules(t *testing.T) {
	for _, tc := range ruleCases {
		t.Run(tc.name, func(t *testing.T) {
			got := Parse([]byte(tc.robots)).Test(tc.agent, tc.target)
			if got.Allowed != tc.allowed {
				t.Errorf("Test(%q, %q).Allowed = %v, want %v (decided by %q, line %d)",
					tc.agent, tc.target, got.Allowed, tc.allowed, got.Rule, got.Line)
			}
		})
	}
}

func TestDecisionNamesRule(t *testing.T) {
	const file = "User-agent: *\n" + // 1
		"Disallow: /\n" + // 2
		"\n" + // 3
		"User-agent: broadsheet\n" + // 4
		"Disallow: /private   # keep out\n" + // 5
		"Allow: /private/open$\n" + // 6
		"Disallow: /*.PDF\n" // 7
	tests := []struct {
		name   string
		agent  string
		target string
		want   Decision
	}{
		{"disallow line", "broadsheet", "/private/x", Decision{Allowed: false, Rule: "Disallow: /private", Line: 5}},
		{"allow line with anchor", "broadsheet", "/private/open", Decision{Allowed: true, Rule: "Allow: /private/open$", Line: 6}},
		{"wildcard line", "broadsheet", "/a/b.PDF", Decision{Allowed: false, Rule: "Disallow: /*.PDF", Line: 7}},
		{"nothing matched", "broadsheet", "/public", Decision{Allowed: true}},
		{"star group line", "other", "/public", Decision{Allowed: false, Rule: "Disallow: /", Line: 2}},
		{"robots.txt", "other", "/robots.txt", Decision{Allowed: true}},
	}
	r := Parse([]byte(file))
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := r.Test(tc.agent, tc.target); got != tc.want {
				t.Errorf("Test(%q, %q) = %+v, want %+v", tc.agent, tc.target, got, tc.want)
			}
		})
	}
}

func TestLineNumbers(t *testing.T) {
	tests := []struct {
		name string
		file string
		want int
	}{
		{"LF", "User-agent: *\n\n\nDisallow: /\n", 4},
		{"CRLF", "User-agent: *\r\n\r\n\r\nDisallow: /\r\n", 4},
		{"CR", "User-agent: *\r\r\rDisallow: /\r", 4},
		{"mixed", "User-agent: *\r\n\r\n\nDisallow: /", 4},
		{"UTF-8 BOM", "\uFEFF\nUser-agent: *\nDisallow: /\n", 3},
		{"UTF-16LE BOM", utf16LE("\r\nUser-agent: *\r\nDisallow: /\r\n"), 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Parse([]byte(tc.file)).Test("broadsheet", "/a")
			if got.Line != tc.want {
				t.Errorf("Line = %d, want %d (decision %+v)", got.Line, tc.want, got)
			}
		})
	}
}

func TestForStatus(t *testing.T) {
	tests := []struct {
		name    string
		status  int
		allowed bool
	}{
		{"200 is an empty file", 200, true},
		{"204 is an empty file", 204, true},
		{"redirects ran out means no file", 310, true},
		{"400 means no rules", 400, true},
		{"401 means no rules", 401, true},
		{"403 means no rules", 403, true},
		{"404 means no rules", 404, true},
		{"410 means no rules", 410, true},
		{"429 disallows all", 429, false},
		{"500 disallows all", 500, false},
		{"503 disallows all", 503, false},
		{"599 disallows all", 599, false},
		{"1xx disallows all", 100, false},
		{"code out of range disallows all", 999, false},
		{"zero disallows all", 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := ForStatus(tc.status)
			if got := r.Test("broadsheet", "https://example.com/news/").Allowed; got != tc.allowed {
				t.Errorf("ForStatus(%d).Test(/news/).Allowed = %v, want %v", tc.status, got, tc.allowed)
			}
			if got := r.Test("broadsheet", "/robots.txt").Allowed; !got {
				t.Errorf("ForStatus(%d).Test(/robots.txt).Allowed = false, want true", tc.status)
			}
			if got, want := r.DisallowsAll(), !tc.allowed; got != want {
				t.Errorf("ForStatus(%d).DisallowsAll() = %v, want %v", tc.status, got, want)
			}
		})
	}
}

func TestUnreachable(t *testing.T) {
	r := Unreachable()
	tests := []struct {
		name    string
		target  string
		allowed bool
	}{
		{"root", "/", false},
		{"page", "https://example.com/a?b", false},
		{"robots.txt", "https://example.com/robots.txt", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := r.Test("broadsheet", tc.target).Allowed; got != tc.allowed {
				t.Errorf("Unreachable().Test(%q).Allowed = %v, want %v", tc.target, got, tc.allowed)
			}
		})
	}
}

func TestNilAndZeroAllowAll(t *testing.T) {
	tests := []struct {
		name string
		r    *Robots
	}{
		{"nil", nil},
		{"zero", &Robots{}},
		{"empty file", Parse(nil)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.r.Test("broadsheet", "/a"); !got.Allowed || got.Rule != "" {
				t.Errorf("Test = %+v, want allowed with no rule", got)
			}
			if got := tc.r.CrawlDelay("broadsheet"); got != 0 {
				t.Errorf("CrawlDelay = %v, want 0", got)
			}
			if got := tc.r.Sitemaps(); got != nil {
				t.Errorf("Sitemaps = %q, want nil", got)
			}
		})
	}
}

func TestSitemaps(t *testing.T) {
	tests := []struct {
		name string
		file string
		want []string
	}{
		{"anywhere in the file", "Sitemap: https://a.example/1.xml\nUser-agent: *\nDisallow: /\nsitemap: https://a.example/2.xml\n",
			[]string{"https://a.example/1.xml", "https://a.example/2.xml"}},
		{"name ignores case, URL keeps it", "SITEMAP: https://a.example/Mixed.xml\n", []string{"https://a.example/Mixed.xml"}},
		{"duplicates collapsed", "Sitemap: https://a.example/s.xml\nsitemap: https://a.example/s.xml\nSitemap: https://a.example/t.xml\n",
			[]string{"https://a.example/s.xml", "https://a.example/t.xml"}},
		{"relative kept as written", "Sitemap: /sitemap.xml\n", []string{"/sitemap.xml"}},
		{"comment removed", "Sitemap: https://a.example/s.xml # the big one\n", []string{"https://a.example/s.xml"}},
		{"bare URL ignored", "https://a.example/s.xml\n", nil},
		{"empty value ignored", "Sitemap:\n", nil},
		{"none", "User-agent: *\nDisallow: /\n", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Parse([]byte(tc.file)).Sitemaps(); !slices.Equal(got, tc.want) {
				t.Errorf("Sitemaps() = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestSitemapsReturnsCopy(t *testing.T) {
	r := Parse([]byte("Sitemap: https://a.example/s.xml\n"))
	r.Sitemaps()[0] = "changed"
	if got, want := r.Sitemaps()[0], "https://a.example/s.xml"; got != want {
		t.Errorf("Sitemaps()[0] after changing a copy = %q, want %q", got, want)
	}
}

func TestCrawlDelay(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		agent string
		want  time.Duration
	}{
		{"whole seconds", "User-agent: *\nCrawl-delay: 10\n", "broadsheet", 10 * time.Second},
		{"fraction", "User-agent: *\nCrawl-delay: 0.5\n", "broadsheet", 500 * time.Millisecond},
		{"trailing comment", "User-agent: *\nCrawl-delay: 2 # be nice\n", "broadsheet", 2 * time.Second},
		{"misspelt name", "User-agent: *\nCrawldelay: 3\n", "broadsheet", 3 * time.Second},
		{"none", "User-agent: *\nDisallow: /a\n", "broadsheet", 0},
		{"not a number", "User-agent: *\nCrawl-delay: soon\n", "broadsheet", 0},
		{"negative", "User-agent: *\nCrawl-delay: -5\n", "broadsheet", 0},
		{"huge is capped", "User-agent: *\nCrawl-delay: 1e300\n", "broadsheet", MaxCrawlDelay},
		{"specific group, not star", "User-agent: *\nDisallow: /x\nCrawl-delay: 30\n\nUser-agent: broadsheet\nCrawl-delay: 5\n", "broadsheet", 5 * time.Second},
		{"star not merged into specific group", "User-agent: *\nDisallow: /x\nCrawl-delay: 30\n\nUser-agent: broadsheet\nDisallow: /a\n", "broadsheet", 0},
		{"agent after crawl-delay joins the group", "User-agent: *\nCrawl-delay: 30\n\nUser-agent: broadsheet\nDisallow: /a\n", "broadsheet", 30 * time.Second},
		{"shared group", "User-agent: broadsheet\nCrawl-delay: 10\nUser-agent: other\nDisallow: /p/\n", "other", 10 * time.Second},
		{"largest of merged groups", "User-agent: broadsheet\nCrawl-delay: 4\n\nUser-agent: broadsheet\nCrawl-delay: 7\n", "broadsheet", 7 * time.Second},
		{"before any group ignored", "Crawl-delay: 9\nUser-agent: *\nDisallow: /a\n", "broadsheet", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Parse([]byte(tc.file)).CrawlDelay(tc.agent); got != tc.want {
				t.Errorf("CrawlDelay(%q) = %v, want %v", tc.agent, got, tc.want)
			}
		})
	}
}

func TestNormalise(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		pattern bool
		want    string
	}{
		{"plain path unchanged", "/a/b?c=d&e", false, "/a/b?c=d&e"},
		{"unreserved decoded", "/%61%2D%2e%5F%7e%30", false, "/a-._~0"},
		{"reserved kept, hex upper-cased", "/a%2fb%3a%3F", false, "/a%2Fb%3A%3F"},
		{"non-ASCII escaped", "/ツ", false, "/%E3%83%84"},
		{"space and quote escaped", "/a b\"", false, "/a%20b%22"},
		{"broken escape", "/%3M%", false, "/%253M%25"},
		{"star in path escaped", "/a*b$", false, "/a%2Ab%24"},
		{"star in pattern kept", "/a*b", true, "/a*b"},
		{"dollar in pattern escaped", "/a$b", true, "/a%24b"},
		{"escaped star in pattern stays escaped", "/a%2ab", true, "/a%2Ab"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := normalise(tc.in, tc.pattern); got != tc.want {
				t.Errorf("normalise(%q, %v) = %q, want %q", tc.in, tc.pattern, got, tc.want)
			}
		})
	}
}

func TestPathAndQuery(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"path", "/a/b", "/a/b"},
		{"path with query", "/a?b=c", "/a?b=c"},
		{"full URL", "https://example.com/a/b?c#d", "/a/b?c"},
		{"host only", "https://example.com", "/"},
		{"host and query", "https://example.com?x=1", "/?x=1"},
		{"user info and port", "http://u:p@example.com:8080/a", "/a"},
		{"scheme-relative", "//example.com/a", "/a"},
		{"empty", "", "/"},
		{"relative path", "a/b", "/a/b"},
		{"query only", "?q=1", "/?q=1"},
		{"colon in path is no scheme", "/a://b", "/a://b"},
		{"escaping kept", "https://example.com/%7Ea%2F", "/%7Ea%2F"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := pathAndQuery(tc.in); got != tc.want {
				t.Errorf("pathAndQuery(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}
