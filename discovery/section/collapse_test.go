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
		nav("/universite/nos-missions/engagement-excellence-et-egalite-des-chances", "Engagement, excellence et égalité des chances"),
		nav("/universite/nos-missions/culture-arts-et-patrimoine", "Culture, arts et Patrimoine"),
		nav("/universite/organisation-et-gouvernance/conseil-dadministration-de-la-fcs", "Conseil d'administration FCS"),
		nav("/universite/organisation-et-gouvernance/conseil-dadministration-de-la-comue", "Conseil d'administration ComUE"),
		nav("/universite/organisation/conseil-de-la-formation-et-de-la-vie-etudiante", "Conseil de la Formation"),
	}
	wantContent(t, "a radio's sidebar of stories", stories, true)
	wantContent(t, "a university's menu", menu, false)
}

// wantContent reads links as a page on www.example.test and checks that each becomes a candidate
// and that each counts as content (body) or as the navigation's, as want says.
func wantContent(t *testing.T, name string, links []page.Link, want bool) {
	t.Helper()
	base, err := url.Parse("https://www.example.test/")
	if err != nil {
		t.Fatal(err)
	}
	p := collectCandidates(base, links, nil)
	if len(p.cands) != len(links) {
		t.Fatalf("%s: %d candidates, want %d", name, len(p.cands), len(links))
	}
	for _, c := range p.cands {
		if c.body != want {
			t.Errorf("%s: %s counts as content: %v, want %v", name, c.article.URL, c.body, want)
		}
	}
}
