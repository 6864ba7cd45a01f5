package section

import (
	"net/url"
	"testing"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestNumberWords: the ID of an address written after commas is a word of its own, as after a
// dash, so that the address reads as numbered (datedOrNumbered). Shapes of several newsrooms.
func TestNumberWords(t *testing.T) {
	cases := []struct {
		path     string
		numbered bool
	}{
		{"/serie-a/news-napoli-udinese-w-36-kolejce,nId,5225277", true},                    // interia.pl's desks
		{"/Zdrowie/7,101460,22723577,kozieradka-dzialanie-zastosowanie-efekty.html", true}, // gazeta.pl's desks
		{"/handel/wiadomosci/eurocash-rusza-z-platforma-handlu,198264.html", true},         // portalspozywczy.pl
		{"/polityka/artykuly/8156148,dezubekizacja-trybunal.html", true},                   // dziennik.pl
		{"/sieci-ipn-czyli-element-infrastruktury,pnews,4715.html", false},                 // a short ID is no number
		{"/Zdrowie/0,143221.html", true},                                                   // a list's number reads as one too; its query decides
		{"/gry/newsy,wszystkie", false},                                                    // words only
		{"/a,b,c-d", false},
	}
	for _, c := range cases {
		if got := datedOrNumbered(c.path); got != c.numbered {
			t.Errorf("datedOrNumbered(%q) = %v, want %v", c.path, got, c.numbered)
		}
	}
}

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
		{"interia.pl: a sports desk's story, numbered between commas", "https://menway.interia.pl/historia/",
			page.Link{URL: "https://sport.interia.pl/zuzel/news-zuzel-fatalna-kraksa-na-zawodach,nId,5225340", Text: "Żużel. Fatalna kraksa na młodzieżowych zawodach"}, undecided},
		{"wyborcza.pl: terms, numbered between commas", "https://trojmiasto.wyborcza.pl/trojmiasto/",
			page.Link{URL: "https://wyborcza.pl/1,140104,17908909,Regulamin_swiadczenia_uslug.html", Text: "Sprawdź regulamin"}, drop},
		{"wyborcza.pl: a guide in the footer", "https://trojmiasto.wyborcza.pl/trojmiasto/",
			page.Link{URL: "https://wyborcza.pl/7,155287,25547627,w-2020-tylko-7-niedziel-handlowych.html", Text: "Niedziela handlowa 2020"}, drop},
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
