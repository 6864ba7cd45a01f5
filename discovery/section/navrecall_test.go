package section

import (
	"net/url"
	"testing"
)

// navLink is one link of a page for TestMarkHeadlineLists: where it sits, where it leads and
// what it says.
type navLink struct {
	nav        bool
	path, text string
}

// readLinks makes the linkReads of a page at host from its links, one candidate per address, as
// collectAt would.
func readLinks(t *testing.T, host string, links []navLink) ([]linkRead, map[string]*linkCandidate) {
	t.Helper()
	cands := map[string]*linkCandidate{}
	reads := make([]linkRead, len(links))
	for i, l := range links {
		u, err := url.Parse("https://" + host + l.path)
		if err != nil {
			t.Fatal(err)
		}
		c := cands[l.path]
		if c == nil {
			c = &linkCandidate{path: u.Path, evidence: linkEvidence(u), shape: linkShape(u)}
			cands[l.path] = c
		}
		if len(l.text) > len(c.text) {
			c.text = l.text
		}
		c.body = c.body || !l.nav
		reads[i] = linkRead{c: c, nav: l.nav, text: l.text, headline: headlineLike(l.text)}
	}
	return reads, cands
}

// TestMarkHeadlineLists checks which blocks of the navigation are lists of stories: shaped after a
// Jamaican radio station's sidebar of recent posts (a story's page, whose own address confirms
// the shape), a German ski-jumping site's "Neueste News" (each headline followed by its comment
// count), a Bahamian daily's header ticker (its content links stories of the same shape), and,
// kept out, a Bavarian government's menu of ministers, the radio station's menu of programmes, a
// menu of one shape the page gives no story of, and too short a list.
func TestMarkHeadlineLists(t *testing.T) {
	radio := []navLink{
		{true, "/edward-seaga-hospitalized-in-the-united-states", "Edward Seaga Hospitalized in the United States"},
		{true, "/unicef-urges-parents-to-be-more-vigilant", "UNICEF Urges Parents To Be More Vigilant"},
		{true, "/grange-calls-for-redefinition-around-masculinity", "Grange Calls For Redefinition Around Masculinity"},
		{true, "/tomlinson-gives-party-leadership-more-time", "Tomlinson Gives Party Leadership More Time"},
		{true, "/st-andrew-south-police-seek-17-persons-of-interest", "St. Andrew South Police Seek 17 Persons of Interest"},
		{true, "/johnson-smith-lauds-windrush-compensation-scheme", "Johnson Smith Lauds Windrush Compensation Scheme"},
	}
	ski := []navLink{
		{false, "/news", "Neueste News"},
		{true, "/vor-karl-geiger-marius-lindvik-siegt-in-willingen", "Vor Karl Geiger: Marius Lindvik siegt in Willingen"},
		{true, "/vor-karl-geiger-marius-lindvik-siegt-in-willingen", "12"},
		{true, "/corona-auch-jaqueline-seifriedsberger-fehlt-in-peking", "Auch Seifriedsberger verpasst Olympia"},
		{true, "/corona-auch-jaqueline-seifriedsberger-fehlt-in-peking", "0"},
		{true, "/so-geht-es-selina-freitag-nach-ihrem-schweren-sturz-in-willingen", "So geht es Freitag nach ihrem schweren Sturz in Willingen"},
		{true, "/so-geht-es-selina-freitag-nach-ihrem-schweren-sturz-in-willingen", "1"},
		{true, "/nur-ein-durchgang-ryoyu-kobayashi-springt-in-willingen-zum-sieg", "Nur ein Durchgang: Kobayashi springt in Willingen zum Sieg"},
		{true, "/nur-ein-durchgang-ryoyu-kobayashi-springt-in-willingen-zum-sieg", "21"},
		{true, "/kritik-nach-sturz-drama-um-richard-freitag-in-innsbruck", "Kritik nach Sturz-Drama um Richard Freitag"},
		{true, "/kritik-nach-sturz-drama-um-richard-freitag-in-innsbruck", "145"},
	}
	ticker := []navLink{
		{true, "/pm-says-govt-working-on-mitigating-inflation", "PM says govt working on mitigating inflation"},
		{true, "/sears-bpl-fuel-charge-could-increase", "Sears: BPL fuel charge could increase"},
		{true, "/new-bill-to-establish-carbon-credit-regulation", "New bill to establish carbon credit regulation"},
		{true, "/house-passes-package-of-court-bills", "House passes package of court bills"},
		{true, "/man-accused-of-rape-and-indecent-assault", "Man accused of rape and indecent assault"},
		{false, "/sandals-royal-bahamian-expects-hotel-occupancy-to-remain-robust", "Sandals Royal Bahamian expects hotel occupancy to remain robust"},
		{false, "/white-paper-outlines-future-of-bahamas-in-digital-assets-sector", "White paper outlines future of Bahamas in digital assets sector"},
	}
	ministers := []navLink{
		{true, "/staatsregierung/kabinett/staatsminister-dr-marcel-huber", "Staatsminister Dr. Marcel Huber"},
		{true, "/staatsregierung/kabinett/staatsministerin-dr-beate-merk", "Staatsministerin Dr. Beate Merk"},
		{true, "/staatsregierung/kabinett/staatsminister-prof-dr-winfried-bausback", "Staatsminister Prof. Dr. Winfried Bausback"},
		{true, "/staatsregierung/kabinett/staatsminister-dr-ludwig-spaenle", "Staatsminister Dr. Ludwig Spaenle"},
		{true, "/staatsregierung/kabinett/staatsminister-dr-markus-soeder", "Staatsminister Dr. Markus Söder"},
		{false, "/staatsregierung/kabinett/staatsminister-joachim-herrmann-im-amt-bestaetigt", "Staatsminister Joachim Herrmann im Amt bestätigt"},
		{false, "/staatsregierung/kabinett/staatsministerin-ilse-aigner-stellt-den-energieplan-vor", "Staatsministerin Ilse Aigner stellt den Energieplan vor"},
	}
	programmes := []navLink{
		{true, "/personalities/nationwide-this-morning", "Nationwide This Morning"},
		{true, "/personalities/affairs-of-the-heart", "Affairs of the Heart"},
		{true, "/personalities/cliff-hughes-online", "Cliff Hughes Online"},
		{true, "/personalities/every-woman", "Every Woman"},
		{true, "/personalities/miss-kitty-live", "Miss Kitty Live"},
		{true, "/personalities/talking-history", "Talking History"},
	}
	cases := []struct {
		name      string
		host, own string // the page's host and its own address's path
		links     []navLink
		want      []string // the addresses of the navigation counted as content
	}{
		{"a story's sidebar of recent posts", "nationwideradiojm.com", "/jmea-president-says-local-manufacturers-should-focus-more-on-increasing-exports-within-caricom/", radio,
			[]string{radio[0].path, radio[1].path, radio[2].path, radio[3].path, radio[4].path, radio[5].path}},
		{"latest news, each with its comment count", "www.skispringen.com", "/marita-kramer-verpasst-olympische-spiele-in-peking", ski,
			[]string{ski[1].path, ski[3].path, ski[5].path, ski[7].path, ski[9].path}},
		{"a ticker beside the content's stories", "thenassauguardian.com", "/", ticker,
			[]string{ticker[0].path, ticker[1].path, ticker[2].path, ticker[3].path, ticker[4].path}},
		{"the same sidebar on a page that gives no story of its shape", "nationwideradiojm.com", "/category/news/", radio, nil},
		{"too short a list", "nationwideradiojm.com", "/jmea-president-says-local-manufacturers-should-focus-more-on-increasing-exports-within-caricom/", radio[:4],
			nil},
		{"a menu of ministers, named not told", "www.bayern.de", "/", ministers, nil},
		{"a menu of programmes", "nationwideradiojm.com", "/jmea-president-says-local-manufacturers-should-focus-more-on-increasing-exports-within-caricom/", programmes, nil},
	}
	for _, tc := range cases {
		reads, cands := readLinks(t, tc.host, tc.links)
		own, err := url.Parse("https://" + tc.host + tc.own)
		if err != nil {
			t.Fatal(err)
		}
		content := map[*linkCandidate]bool{}
		for _, c := range cands {
			content[c] = c.body
		}
		markHeadlineLists(reads, readHomes(own, nil, nil))
		want := map[string]bool{}
		for _, p := range tc.want {
			want[p] = true
		}
		for p, c := range cands {
			if !content[c] && c.body != want[p] {
				t.Errorf("%s: %s counted as content %v, want %v", tc.name, p, c.body, want[p])
			}
		}
	}
}
