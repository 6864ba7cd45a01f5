package section

import (
	"net/url"
	"testing"
)

func TestLooksLikeArticle(t *testing.T) {
	tests := []struct {
		name, path string
		want       bool
	}{
		{"year and month segments", "/2026/11/06/apple-event/", true},
		{"id with digits below the first level", "/article/DGXZQOUC026TI0S6A101C2000000/", true},
		{"yomiuri id", "/national/20261129-OYT1T50123/", true},
		{"asahi id with html", "/articles/AST1Z3J4XT1ZUTIL012M.html", true},
		{"slug with three hyphens", "/news/city-council-approves-bike-lanes", true},
		{"first-level slug with three hyphens", "/city-council-approves-bike-lanes", true},
		{"first-level tag with digits", "/coronavirus-2026", false},
		{"section with two hyphens", "/news/tech-and-science/", false},
		{"section", "/business/startups/", false},
		{"root", "/", false},
		{"short last segment beats the date", "/news/2026/11/a/", false},
		{"short id", "/video/12345/", false},
		{"seven characters with a digit", "/video/abc1234/", false},
		{"double html extension", "/a/b/page-one-two-three.html.html", true},
		{"japanese slug is words not an id", "/category/経済/", false},
		{"slug folder with an index file", "/2014/07/24/world/africa/air-algerie-flight/index.html", true},
		{"short id after an article word", "/article/20880/", true},
		{"seven-digit id", "/world/1234567", true},
		{"short id under a month and day", "/2016/0422/106.html", true},
		{"older item of a dated layout", "/2005/01/04/boingboing_traffic_s.html", true},
		{"one-segment slug with an id", "/anytrans-435177/", true},
		{"category page with its id", "/cat_103646.html", false},
		{"list page with its number", "/list_48_3.html", false},
		{"short id under another word", "/regular/12429/", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LooksLikeArticle(tt.path); got != tt.want {
				t.Errorf("LooksLikeArticle(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

func TestLooksLikeSection(t *testing.T) {
	tests := []struct {
		name, path string
		want       bool
	}{
		{"two levels", "/business/startups/", true},
		{"one level", "/politics/", true},
		{"three levels", "/news/world/asia/", true},
		{"four levels", "/news/world/asia/japan/", false},
		{"html page", "/economy.html", true},
		{"other extension", "/feed.xml", false},
		{"article", "/article/DGXZQOUC026TI0S6A101C2000000/", false},
		{"blocked search", "/search/", false},
		{"blocked login under a section", "/business/login/", false},
		{"blocked word in capitals", "/About/", false},
		{"root", "/", false},
		{"hyphenated section", "/news/tech-and-science/", true},
		{"numeric item id", "/news/123456", false},
		{"short number is a section", "/category/12/", true},
		{"an archived article's long slug", "/archive/library-branch-reopens-after-two-year-6000/", false},
		{"a slug ending in an id under a list word", "/category/anytrans-435177/", false},
		{"a desk of three words stays a section", "/news/arts-and-culture/", true},
		{"a topic named with a number stays a section", "/topics/subject1234/", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LooksLikeSection(tt.path); got != tt.want {
				t.Errorf("LooksLikeSection(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

func TestTitle(t *testing.T) {
	tests := []struct {
		name, url, anchor, want string
	}{
		{"path", "https://www.nikkei.com/business/startups/", "", "Business / Startups"},
		{"anchor text wins", "https://www.nikkei.com/business/startups/", "  スタートアップ \n", "スタートアップ"},
		{"hyphens become spaces", "https://x.test/news/tech-and-science/", "", "News / Tech And Science"},
		{"html extension dropped", "https://x.test/economy.html", "", "Economy"},
		{"homepage", "https://www.nikkei.com/", "", "www.nikkei.com"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse(tt.url)
			if got := Title(u, tt.anchor); got != tt.want {
				t.Errorf("Title(%q, %q) = %q, want %q", tt.url, tt.anchor, got, tt.want)
			}
		})
	}
}

func TestTitleFromSlug(t *testing.T) {
	tests := []struct {
		name, url, want string
	}{
		{"dated slug", "https://x.test/2026/11/28/planting-garlic-before-the-frost/", "Planting garlic before the frost"},
		{"trailing id dropped", "https://x.test/2026/11/29/24310001/apple-vision-pro-price-cut-24310001", "Apple vision pro price cut"},
		{"id only", "https://www.nikkei.com/article/DGXZQOUC026TI0S6A101C2000000/", ""},
		{"numeric last segment looks one up", "https://x.test/bridge-reopens-after-repairs/12345/", "Bridge reopens after repairs"},
		{"html slug", "https://x.test/news/new-bakery-opens.html", "New bakery opens"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse(tt.url)
			if got := TitleFromSlug(u); got != tt.want {
				t.Errorf("TitleFromSlug(%q) = %q, want %q", tt.url, got, tt.want)
			}
		})
	}
}
