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

// TestStoryInMenu: a link of the navigation is a story of a block of stories when its address names
// an article by itself and it is dated or numbered, or its headline is a sentence; a menu names its
// own pages in fewer words. Shapes of several sites.
func TestStoryInMenu(t *testing.T) {
	cases := []struct {
		name, path, text string
		want             bool
	}{
		{"radionacional.com.ar: a slug behind a sentence", "/segun-el-fiscal-del-robo-del-siglo-sus-autores-no-fueron-robin-hood/", "Según el fiscal del Robo del Siglo, sus autores \"no fueron Robin Hood\"", true},
		{"villagevoice.com: a slug behind a sentence", "/put-your-art-collecting-bucks-to-good-use-ukraine-benefit-show/", "Put Your Art-Collecting Bucks to Good Use: Ukraine Benefit Show, the Sequel", true},
		{"diaadia.com.pa: a slug behind a sentence", "/fama/boza-revelo-que-ama-cocinar/", "Boza reveló que ama cocinar, Ozuna le da la bendición", true},
		{"a numbered story, a short headline", "/politica/2024/05/04/budget-vote", "The budget vote is delayed", true},
		{"psl.eu: a menu's page", "/universite/organisation-et-gouvernance/conseil-dadministration-de-la-comue", "Conseil d'administration ComUE", false},
		{"dalloz-actualite.fr: a menu's page", "/actualites/administratif/droit-fondamental-et-liberte-publique", "> Droit fondamental et liberté publique", false},
		{"demokratiewebstatt.at: a lesson in a menu", "/thema/thema-60-jahre-staatsvertrag/das-viergeteilte-land-oesterreich-waehrend-der-besatzung/", "Das viergeteilte Land – Österreich während der alliierten Besatzung", false},
		{"a sentence behind a short slug", "/about", "Everything you always wanted to know about our newsroom and its people", false},
	}
	base, err := url.Parse("https://www.example.test/")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			link := page.Link{URL: "https://www.example.test" + tt.path, Text: tt.text, Nav: true}
			p := collectCandidates(base, []page.Link{link}, nil)
			r := linkRead{nav: true, text: tt.text, headline: headlineLike(tt.text)}
			if len(p.cands) == 1 {
				r.c = p.cands[0]
			}
			if got := storyInMenu(r); got != tt.want {
				t.Errorf("storyInMenu(%s, %q) = %v, want %v", tt.path, tt.text, got, tt.want)
			}
		})
	}
}

// TestStoryBlockOfSlugs: a sidebar of five stories named by slugs alone, behind headlines that are
// sentences, is content; a menu of five pages named in a few words stays the menu's.
func TestStoryBlockOfSlugs(t *testing.T) {
	nav := func(p, text string) page.Link {
		return page.Link{URL: "https://www.example.test" + p, Text: text, Nav: true}
	}
	stories := []page.Link{
		nav("/javier-castrilli-el-var-esta-siendo-mal-utilizado-en-sudamerica/", "Javier Castrilli: \"El VAR está siendo mal utilizado en Sudamérica\""),
		nav("/necochea-sigue-la-busqueda-del-nadador-desaparecido-en-una-competencia/", "Necochea: sigue la búsqueda del nadador desaparecido en una competencia"),
		nav("/la-cientifica-noemi-zaritzky-incorporada-a-la-academia-mundial-de-ciencias/", "La científica Noemí Zaritzky, incorporada a la Academia Mundial de Ciencias"),
		nav("/gabriel-katopodis-encontramos-un-ministerio-dinamitado/", "Gabriel Katopodis: \"Encontramos un Ministerio dinamitado\" en la cartera de obras"),
		nav("/emilio-persico-hay-que-democratizar-y-nacionalizar-la-economia/", "Emilio Pérsico: \"Hay que democratizar y nacionalizar la economía\""),
	}
	menu := []page.Link{
		nav("/universite/qui-sommes-nous/engagement-excellence-et-egalite-des-chances", "Engagement, excellence et égalité des chances"),
		nav("/universite/qui-sommes-nous/culture-arts-et-patrimoine", "Culture, arts et Patrimoine"),
		nav("/universite/organisation-et-gouvernance/conseil-dadministration-de-la-fcs", "Conseil d'administration FCS"),
		nav("/universite/organisation-et-gouvernance/conseil-dadministration-de-la-comue", "Conseil d'administration ComUE"),
		nav("/universite/organisation/conseil-de-la-formation-et-de-la-vie-etudiante", "Conseil de la Formation"),
	}
	base, err := url.Parse("https://www.example.test/")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		links []page.Link
		body  bool
	}{{"a radio's sidebar of stories", stories, true}, {"a university's menu", menu, false}} {
		p := collectCandidates(base, tt.links, nil)
		if len(p.cands) != len(tt.links) {
			t.Fatalf("%s: %d candidates, want %d", tt.name, len(p.cands), len(tt.links))
		}
		for _, c := range p.cands {
			if c.body != tt.body {
				t.Errorf("%s: %s counts as content: %v, want %v", tt.name, c.article.URL, c.body, tt.body)
			}
		}
	}
}
