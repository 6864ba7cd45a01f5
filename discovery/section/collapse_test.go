package section

import (
	"net/url"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestOtherDeskByHeadline: an address on another host of the page's organisation counts only when
// a link names it by a headline or a heading; one linked by a name (terms, a privacy policy, a
// weather page, a guide) is dropped. Shapes of several newsrooms.
func TestOtherDeskByHeadline(t *testing.T) {
	cases := []struct {
		name, page string
		link       page.Link
		want       verdict
	}{
		{"kompas.com: a money desk's story", "https://nasional.kompas.com/",
			page.Link{URL: "https://money.kompas.com/read/2024/05/04/101500126/harga-emas-naik-lagi", Text: "Harga emas naik lagi hari ini"}, undecided},
		{"wp.pl: a weather page", "https://wiadomosci.wp.pl/",
			page.Link{URL: "https://pogoda.wp.pl/pogoda-na-dzis/wroclaw/3081368", Text: "Wrocław"}, drop},
		{"repubblica.it: a city desk's story by its picture's heading", "https://www.repubblica.it/cronaca/",
			page.Link{URL: "https://roma.repubblica.it/cronaca/2023/10/28/news/corteo_al_circo_massimo-419015322/", Text: "Il corteo", Heading: true}, undecided},
		{"repubblica.it: a city desk's page by a name", "https://www.repubblica.it/cronaca/",
			page.Link{URL: "https://roma.repubblica.it/cronaca/2023/10/28/news/manifestazione_palestina_roma_oggi-419015322/", Text: "Roma"}, drop},
		{"the page's own site by a name is another rule's", "https://wiadomosci.wp.pl/",
			page.Link{URL: "https://wiadomosci.wp.pl/pogoda-na-dzis/wroclaw/3081368", Text: "Wrocław"}, undecided},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			base, err := url.Parse(tt.page)
			if err != nil {
				t.Fatal(err)
			}
			p := collectCandidates(base, []page.Link{tt.link}, nil)
			if len(p.cands) != 1 {
				t.Fatalf("%s: %d candidates, want 1", tt.link.URL, len(p.cands))
			}
			if got := ruleOtherDeskByHeadline(p, p.cands[0]); got != tt.want {
				t.Errorf("ruleOtherDeskByHeadline(%s) = %d, want %d", tt.link.URL, got, tt.want)
			}
		})
	}
}
