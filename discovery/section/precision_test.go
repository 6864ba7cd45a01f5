package section

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestArticleKey checks which forms of an address are one article, on the forms several sites give
// their links: a trailing slash, the query's order, a parameter that says where the link was placed.
func TestArticleKey(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		same bool
	}{
		{"a trailing slash (a magazine's slugs)", "https://www.wired.com/story/shotspotter-secret-sensor-locations-leak", "https://www.wired.com/story/shotspotter-secret-sensor-locations-leak/", true},
		{"the query's order (a local paper's script)", "http://www.eordaialive.com/live/news.php?lang=173&cat=155&newid=13177", "http://www.eordaialive.com/live/news.php?lang=173&newid=13177&cat=155", true},
		{"where a Q&A site placed a link", "https://oshiete.goo.ne.jp/matome/detail/covid19/?from=today01", "https://oshiete.goo.ne.jp/matome/detail/covid19/?from=today02", true},
		{"a related-stories box (Portuguese)", "https://www.gazetadopovo.com.br/republica/stf-afasta-imunidade-parlamentar-de-jorge-kajuru-vira-reu-ofensas/?ref=veja-tambem", "https://www.gazetadopovo.com.br/republica/stf-afasta-imunidade-parlamentar-de-jorge-kajuru-vira-reu-ofensas/?ref=mais-na-gazeta", true},
		{"a ranking's link (Korean)", "https://n.news.naver.com/article/607/0000001727", "https://n.news.naver.com/article/607/0000001727?ntype=RANKING", true},
		{"a dated story with and without a referral (Spanish)", "https://elpais.com/elpais/2019/04/08/ciencia/1554724562_321685.html", "https://elpais.com/elpais/2019/04/08/ciencia/1554724562_321685.html?rel=mas", true},
		{"www or not", "https://www.stuff.co.nz/national/300033592/man-charged-after-skimming", "https://stuff.co.nz/national/300033592/man-charged-after-skimming?rm=a", true},
		{"two articles of one script", "http://www.eordaialive.com/live/news.php?lang=173&cat=155&newid=13177", "http://www.eordaialive.com/live/news.php?lang=173&cat=155&newid=13176", false},
		{"a short item's query names it", "https://www.example.com/news/view?id=12", "https://www.example.com/news/view?id=13", false},
		{"two stories", "https://www.wired.com/story/shotspotter-secret-sensor-locations-leak", "https://www.wired.com/story/google-gemini-woke-ai-image-generation", false},
		{"another host of the organisation", "https://sport.avaz.ba/kosarka/604729/za-samo-sat-vremena", "https://bebe.avaz.ba/kosarka/604729/za-samo-sat-vremena", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, errA := url.Parse(page.CanonicalURL(tt.a))
			b, errB := url.Parse(page.CanonicalURL(tt.b))
			if errA != nil || errB != nil {
				t.Fatal(errA, errB)
			}
			if got := articleKey(a) == articleKey(b); got != tt.same {
				t.Errorf("articleKey(%s) = %+v, articleKey(%s) = %+v: same %v, want %v", tt.a, articleKey(a), tt.b, articleKey(b), got, tt.same)
			}
		})
	}
}

// TestLinksGiveAnArticleOnce checks that Links gives an article linked under several forms of its
// address once, by its plainest address, titled by its first form's links.
func TestLinksGiveAnArticleOnce(t *testing.T) {
	const pageURL = "https://www.example.com/news/"
	links := []page.Link{
		{URL: "https://www.example.com/news/2024/05/04/council-approves-the-new-budget?from=top", Text: "Council approves the new budget"},
		{URL: "https://www.example.com/news/2024/05/04/storm-closes-the-port-of-cork", Text: "Storm closes the port of Cork"},
		{URL: "https://www.example.com/news/2024/05/04/council-approves-the-new-budget/?from=ranking", Text: "Budget approved", Heading: true},
		{URL: "https://www.example.com/news/2024/05/04/council-approves-the-new-budget/", Text: "1"},
		{URL: "https://www.example.com/news/2024/05/04/storm-closes-the-port-of-cork/", Text: "Storm closes the port"},
	}
	var got []string
	for _, a := range Links(pageURL, links, nil, time.Now()) {
		got = append(got, a.URL+"|"+a.Title)
	}
	want := []string{
		"https://www.example.com/news/2024/05/04/council-approves-the-new-budget/|Council approves the new budget",
		"https://www.example.com/news/2024/05/04/storm-closes-the-port-of-cork|Storm closes the port of Cork",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Links =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRuleKindNamedByLabels asks ruleKindNamedByLabels about links of pages built from several sites'
// shapes: the kinds of address a page only names are topics; a kind with a headline among its links,
// too few links, or a dated address are left to the next rules.
func TestRuleKindNamedByLabels(t *testing.T) {
	const pageURL = "https://www.example.test/"
	abs := func(p string) string { return "https://www.example.test" + p }
	l := func(p, text string) page.Link { return page.Link{URL: abs(p), Text: text} }
	tests := []struct {
		name  string
		links []page.Link
		about string
		want  verdict
	}{
		{"a party's tag in a story's text, beside stories with IDs of another letter (Polish)", []page.Link{
			l("/trzech-wicepremierow-rotacyjni-marszalkowie-znamy-kulisy-negocjacji-6958097417857536a", "Trzech wicepremierów, rotacyjni marszałkowie. Znamy kulisy negocjacji"),
			l("/pis-prawo-i-sprawiedliwosc-6032701425284225c", "PiS"),
			l("/abw-agencja-bezpieczenstwa-wewnetrznego-6172749998986881c", "ABW"),
			l("/wojska-obrony-terytorialnej-6240751413856385c", "WOT"),
			l("/jak-glosowac-za-granica-najwazniejsze-informacje-6926947577957056a", "Jak głosować za granicą"),
		}, "/pis-prawo-i-sprawiedliwosc-6032701425284225c", drop},
		{"tags beside stories in one folder (Ukrainian)", []page.Link{
			l("/suspilstvo_tag52456/", "Суспільство"),
			l("/pogoda_tag46719/", "погода"),
			l("/speka_tag45830/", "спека"),
			l("/anomalna_i_nebezpechna_pogoda_n1501702", "«Аномальна і небезпечна погода» у Львові"),
		}, "/pogoda_tag46719/", drop},
		{"regions' pages (Hindi)", []page.Link{
			l("/local/maharashtra-news-hindi.html", "महाराष्ट्र"),
			l("/local/gujarat-news-hindi.html", "गुजरात"),
			l("/local/rajasthan-news-hindi.html", "राजस्थान"),
			l("/uttar-pradesh/allahabad-city-corona-cases-rise-again-in-the-city-20979522.html", "प्रयागराज में फिर बढ़े कोरोना के मामले"),
		}, "/local/gujarat-news-hindi.html", drop},
		{"themes under a story (German)", []page.Link{
			l("/thema/jom-kippur", "Jom Kippur"),
			l("/thema/the-economist", "The Economist"),
			l("/thema/vereinte-nationen", "Vereinte Nationen"),
			l("/international/nahost-konflikt-die-lage-am-morgen-ld.2527180", "Nahost-Konflikt: Die Lage am Morgen"),
		}, "/thema/vereinte-nationen", drop},
		{"stories of one kind, one with a headline, the others linked by a word of their text (Finnish)", []page.Link{
			l("/uutiset/3-11141395", "Joulukuussa"),
			l("/uutiset/3-11157052", "tammikuussa"),
			l("/uutiset/3-11160024", "Kirjasto"),
			l("/uutiset/3-11160031", "Hallitus esittää uutta lakia kuntien ilmastotyöstä"),
		}, "/uutiset/3-11157052", undecided},
		{"a news site's channels beside its stories, each kind named by the word before its ID (Chinese)", []page.Link{
			l("/channel_26916", "视频"), l("/channel_25950", "时事"), l("/channel_25951", "财经"),
			l("/newsDetail_forward_4569900", "习近平等瞻仰毛泽东同志遗容"),
			l("/newsDetail_forward_4565951", "中华人民共和国国家勋章和国家荣誉称号颁授仪式在京隆重举行"),
			l("/newsDetail_forward_4561367", "朱婷卫冕女排世界杯MVP！颜妮、王梦洁、丁霞入选最佳阵容"),
		}, "/channel_25950", drop},
		{"a news site's stories beside its channels keep their kind (Chinese)", []page.Link{
			l("/channel_26916", "视频"), l("/channel_25950", "时事"), l("/channel_25951", "财经"),
			l("/newsDetail_forward_4569900", "习近平等瞻仰毛泽东同志遗容"),
			l("/newsDetail_forward_4565951", "中华人民共和国国家勋章和国家荣誉称号颁授仪式在京隆重举行"),
			l("/newsDetail_forward_4561367", "女排"),
		}, "/newsDetail_forward_4561367", undecided},
		{"themes named by their own words before an ID stay one kind (German)", []page.Link{
			l("/themen/duengeverordnung-10109795.html", "Düngeverordnung"),
			l("/themen/agrarreform-10108473.html", "Agrarreform"),
			l("/themen/cem-oezdemir-12755951.html", "Cem Özdemir"),
			l("/technik/news/digitales-agrarbuero-spart-zeit-und-papier-11962189.html", "Digitales Agrarbüro spart Zeit und Papier"),
		}, "/themen/agrarreform-10108473.html", drop},
		{"two names are too few", []page.Link{
			l("/thema/jom-kippur", "Jom Kippur"),
			l("/thema/the-economist", "The Economist"),
		}, "/thema/jom-kippur", undecided},
		{"a blog's dated permalinks", []page.Link{
			l("/2006/06/14/slipstream_science_f.html", "permalink"),
			l("/2006/06/14/college_kids_reporte.html", "permalink"),
			l("/2006/06/13/chairs_upholstered_w.html", "permalink"),
		}, "/2006/06/14/college_kids_reporte.html", undecided},
		{"a label that is a heading", []page.Link{
			{URL: abs("/thema/jom-kippur"), Text: "Jom Kippur", Heading: true},
			l("/thema/the-economist", "The Economist"),
			l("/thema/vereinte-nationen", "Vereinte Nationen"),
		}, "/thema/jom-kippur", undecided},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := verdictOn(t, pageURL, ruleKindNamedByLabels, tt.links, nil, tt.about); got != tt.want {
				t.Errorf("verdict on %s = %d, want %d", tt.about, got, tt.want)
			}
		})
	}
}

// TestAddressKind checks which addresses of a page are of one kind, on several sites' forms.
func TestAddressKind(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"/pis-prawo-i-sprawiedliwosc-6032701425284225c", "/abw-agencja-bezpieczenstwa-wewnetrznego-6172749998986881c", true},
		{"/pis-prawo-i-sprawiedliwosc-6032701425284225c", "/jak-glosowac-za-granica-najwazniejsze-informacje-6926947577957056a", false},
		{"/suspilstvo_tag52456/", "/pogoda_tag46719/", true},
		{"/suspilstvo_tag52456/", "/anomalna_i_nebezpechna_pogoda_n1501702", false},
		{"/corte-suprema-justicia-a523", "/la-secretaria-vip-que-tumbo-al-contralor-n2779563.html", false},
		{"/uutiset/3-11141395", "/uutiset/3-11160031", true},
		{"/thema/jom-kippur", "/thema/vereinte-nationen", true},
		{"/thema/jom-kippur", "/thema/covid19", false},
		{"/local/maharashtra-news-hindi.html", "/local/gujarat-news-hindi.html", true},
		{"/news,139304.html", "/mywinfuture,99800.html", false},
	}
	for _, tt := range tests {
		ka, kb := addressKind(folderOf(tt.a), tt.a), addressKind(folderOf(tt.b), tt.b)
		if got := ka == kb; got != tt.same {
			t.Errorf("addressKind(%s) = %+v, addressKind(%s) = %+v: same %v, want %v", tt.a, ka, tt.b, kb, got, tt.same)
		}
	}
}
