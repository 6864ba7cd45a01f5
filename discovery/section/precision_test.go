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
				t.Errorf("articleKey(%s) = %q, articleKey(%s) = %q: same %v, want %v", tt.a, articleKey(a), tt.b, articleKey(b), got, tt.same)
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
