package section

import (
	"slices"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestSponsoredPath checks which addresses file a page under a desk of paid-for pages, on the
// shapes of several sites (a Danish local paper's sponsored desk, a Swiss paid reportage), that a
// desk of press releases is left to rulePressRelease, and that stories which only speak of such
// things stay stories.
func TestSponsoredPath(t *testing.T) {
	tests := []struct {
		name string
		path string
		want bool
	}{
		{"a Danish sponsored desk", "/Sponsoreret-Ugeaviser/Jan-sparede-tusindvis-Sammenlign-laan-fra-flere-banker/artikel/920129", true},
		{"a paid reportage (Swiss)", "/news/mehr/publireportage/397046-kampf_an_allen_fronten.html", true},
		{"press releases are told by the page (rulePressRelease)", "/news/press-release/rahul-borole-speaks-about-how-he-established-rb-social-media-marketing-agency-as-a-well-known-brand-2538537.html", false},
		{"a German sponsored desk", "/gesponsert/2024/05/04/das-beste-girokonto-im-test", true},
		{"a sponsored folder", "/sponsored/2024/05/04/cruise-deals-for-the-summer", true},
		{"a story about sponsors", "/sport/2024/05/04/club-loses-its-shirt-sponsor", false},
		{"a story about a press release", "/politics/2024/05/04/press-release-angers-the-opposition", false},
		{"a partnership desk is the newsroom's", "/iconist/partnerschaft/plus250781894/sex-in-der-schwangerschaft.html", false},
		{"a country code is not PR", "/news/pr-review-of-the-year-2023-1234567", false},
		{"a press desk's story", "/press/2024/05/04/papers-lose-readers", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sponsoredPath(tt.path); got != tt.want {
				t.Errorf("sponsoredPath(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// TestServicePage checks which addresses name a page about the site's own services, on the shapes
// of several sites in several languages, and that stories which only speak of apps, privacy or
// subscriptions stay stories.
func TestServicePage(t *testing.T) {
	tests := []struct {
		name string
		path string
		want bool
	}{
		{"an app to download (Hindi daily)", "/amar-ujala-app-download", true},
		{"a comments policy, dated", "/MyNews24/YourStory/News24s-Comments-Policy-20101109", true},
		{"a commenting policy", "/pages/global-news-commenting-policy/", true},
		{"community guidelines", "/community-guidelines", true},
		{"a story on a policy of comments", "/politics/mps-debate-new-policy-on-online-comments-a7410001.html", false},
		{"mobile apps under services (French)", "/services/nos-applis-mobiles", true},
		{"a newsletter and an app, numbered (Irish)", "/news/sign-up-newsletter-download-app-17985964", true},
		{"a newsletter in German", "/iconist/service/article162836097/LIFESTYLE-Newsletter-von-WELT-Das-Beste-aus-Leben-Stil-Popkultur.html", true},
		{"a privacy policy (French)", "/politique-de-protection-des-donnees-personnelles", true},
		{"a privacy policy, spelt with accents (French)", "/politique-de-protection-des-données-personnelles", true},
		{"a privacy policy, spelt with accents (Spanish)", "/política-de-privacidad", true},
		{"a privacy policy, numbered (Russian transliterated)", "/countrieselse/396483-politika-u-sferi-konfidencijjnosti-i-personalnikh-danikh.html", true},
		{"terms of a contest (German)", "/de/footer/footermenue/unternehmen/teilnahmebedingungen-admiral-liga-zwa-fan-kommentar", true},
		{"a subscription (Catalan)", "/actualitat/fes-te-subscriptor-et-portem-el-vallenc-a-casa", true},
		{"a job ad (Swiss German)", "/stellenanzeige-schalten", true},
		{"the page about the site (French)", "/aide-et-presentation-du-site-3557", true},
		{"a code of ethics (Hindi daily in English)", "/dnpa-code-of-ethics-for-digital-news-websites", true},
		{"a reviews policy (magazine)", "/pc-gamer-reviews-policy", true},
		{"a story about an app", "/technology/tech-diary/airtel-thanks-app-airtel-recharge-online-download-airtel-thanks-app", false},
		{"a story about privacy", "/2017/07/10/wordpress-com-gets-a-perfect-score-from-the-eff-for-digital-privacy-rights", false},
		{"a story about a subscription", "/news/auto/maruti-suzuki-launches-monthly-subscription-program-for-its-cars-2904917.html", false},
		{"a story about data protection (German)", "/88258775/windows-10-datenschutzeinstellungen-fuer-admins/", false},
		{"a privacy statement (German)", "/datenschutzerklaerung_24_534492.html", true},
		{"a story about the GDPR (German)", "/meldung/fotoverbot-dank-dsgvo-wenn-schulen-und-kitas-das-fotografieren-verbieten-4502293.html", false},
		{"a story about a new policy", "/international/en/news/blogs/makingwaves/hsbc-palm-oil-deforestation-indonesia-new-policy/blog/58787", false},
		{"the words in a folder only", "/newsletter-archiv/2024/05/04/stadtrat-beschliesst-haushalt", false},
		{"a call for readers' news (Sussex daily)", "/send-us-your-news", true},
		{"a call for readers' stories (Kent weekly)", "/submit-your-story/", true},
		{"a call for news tips (New York)", "/news-tips/", true},
		{"readers as reporters, numbered (German local)", "/artikel/85900/lokalo-de-leserreporter-werden-und-gewinnen", true},
		{"a story about submitting a tax return", "/money/2024/05/04/how-to-submit-your-tax-return-before-the-deadline", false},
		{"a story about a sender", "/world/2024/05/04/un-to-send-us-envoy-to-your-region", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := servicePage(tt.path); got != tt.want {
				t.Errorf("servicePage(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// TestKindRulesInLinks checks that Links leaves out pages of another kind that sit among a
// section's stories and read like them (a service page among an Irish paper's stories, events of a
// calendar among a radio's), and keeps the stories.
func TestKindRulesInLinks(t *testing.T) {
	tests := []struct {
		name    string
		pageURL string
		links   []page.Link
		want    []string
	}{
		{
			name:    "a service page",
			pageURL: "https://www.example.com/news/",
			links: []page.Link{
				{URL: "https://www.example.com/news/storm-closes-the-port-of-cork-17985001", Text: "Storm closes the port of Cork for two days"},
				{URL: "https://www.example.com/news/council-approves-the-new-budget-17985002", Text: "Council approves the new budget after a long night"},
				{URL: "https://www.example.com/news/sign-up-newsletter-download-app-17985964", Text: "Sign up to our newsletter and download our app"},
				{URL: "https://www.example.com/news/buses-return-to-the-city-centre-17985003", Text: "Buses return to the city centre on Monday"},
			},
			want: []string{
				"https://www.example.com/news/storm-closes-the-port-of-cork-17985001",
				"https://www.example.com/news/council-approves-the-new-budget-17985002",
				"https://www.example.com/news/buses-return-to-the-city-centre-17985003",
			},
		},
		{
			name:    "a site's own pages, their addresses IDs as its stories' are",
			pageURL: "https://www.example.com/weinwirtschaft/",
			links: []page.Link{
				{URL: "https://www.example.com/node/2000101", Text: "Weinexporte brechen im ersten Quartal ein"},
				{URL: "https://www.example.com/node/2000102", Text: "Genossenschaften legen ihre Bilanzen vor"},
				{URL: "https://www.example.com/node/2000160", Text: "Impressum"},
				{URL: "https://www.example.com/node/2000161", Text: "AGB"},
				{URL: "https://www.example.com/node/2000103", Text: "Der Handel rechnet mit einem schwachen Herbst"},
				{URL: "https://www.example.com/node/2000162", Text: "Datenschutz"},
			},
			want: []string{
				"https://www.example.com/node/2000101",
				"https://www.example.com/node/2000102",
				"https://www.example.com/node/2000103",
			},
		},
		{
			name:    "events of a calendar",
			pageURL: "https://www.example.com/",
			links: []page.Link{
				{URL: "https://www.example.com/2020/10/26/absentee-ballots-are-slow-to-return/", Text: "Absentee ballots are slow to return"},
				{URL: "https://www.example.com/2020/10/27/county-board-approves-the-new-road-plan/", Text: "County board approves the new road plan"},
				{URL: "https://www.example.com/community-calendar-event/lakota-ambulance-annual-fundraiser", Text: "Lakota Ambulance Annual Fundraiser"},
				{URL: "https://www.example.com/community-calendar-event/northwood-lions-blood-drive-8", Text: "Northwood Lions Blood Drive"},
				{URL: "https://www.example.com/community-calendar-event/community-charity-day-culvers", Text: "Community Charity Day at Culver's"},
				{URL: "https://www.example.com/2020/10/28/school-board-meets-on-thursday-night/", Text: "School board meets on Thursday night"},
			},
			want: []string{
				"https://www.example.com/2020/10/26/absentee-ballots-are-slow-to-return/",
				"https://www.example.com/2020/10/27/county-board-approves-the-new-road-plan/",
				"https://www.example.com/2020/10/28/school-board-meets-on-thursday-night/",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, a := range Links(tt.pageURL, tt.links, nil, time.Now()) {
				got = append(got, a.URL)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Links = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestOtherKindFolder checks which folders name a kind of page other than a story, on the shapes
// of several sites in several languages, and that a story whose slug holds such a word, before its
// ID's segment, stays a story.
func TestOtherKindFolder(t *testing.T) {
	tests := []struct {
		name string
		path string
		want bool
	}{
		{"a poll (Brazilian)", "/enquetes/a-menos-de-um-mes-do-prazo-voce-ja-declarou-seu-imposto-de-renda", true},
		{"a quiz (New Zealand)", "/national/quizzes/300144246/quiz-morning-trivia-challenge-october-29-2020", true},
		{"an event of a calendar (US radio)", "/community-calendar-event/lakota-ambulance-annual-fundraiser", true},
		{"a magazine's product reviews", "/produkte/iPad-Air-4-2020-im-Praxistest-Fast-schon-Pro-10906436.html", false},
		{"a price comparison (German)", "/preisvergleich/bresser-national-geographic-automatik-90mm-9062100-a1298659.html", true},
		{"market figures (Indian)", "/marketstats/pid-40,exchange-nse,sortby-value,sortorder-desc.cms", true},
		{"a broadcaster's videos", "/swr/player/Y3JpZDovL3N3ci5kZS9hZXgvbzExNTk2MzQ/sylt-insel-nur-fuer-reiche", false},
		{"a tag (German)", "/stichwort/mac-schule/", true},
		{"a tag (Catalan)", "/etiquetas/cultura-vallenca", true},
		{"all about a subject (Brazilian)", "/tudo-sobre/relacao-entre-os-poderes", true},
		{"a story about a quiz, its slug before its ID", "/gadgets-news/flipkart-quiz-december-4-2020-get-answers-to-these-questions/articleshow/79559414.cms", false},
		{"a story about polls, its slug before its ID", "/Politics/trump-skipping-republican-debates-dominating-primary-polls/story", false},
		{"a story named after a player", "/sport/2024/05/04/player-of-the-year-named", false},
		{"a football desk", "/de/fussball/bundesliga/news/rapids-barisic-geschlaucht", false},
		{"a small ad (Spanish island's English weekly)", "/classifieds/2018/09/78547", true},
		{"a small ad (German edition)", "/de/classifieds/jahresvisum-fuer-jedermann-2", true},
		{"a small ad (Latin American)", "/clasificados/2024/05/04/venta-de-terreno-en-el-centro", true},
		{"an e-paper's issue", "/epaper/2022-04-28/2383", true},
		{"a story about small ads, its slug before its ID", "/economy/classifieds-market-shrinks-as-portals-grow-43154.html", false},
		{"a word inside a folder's word", "/playeros/2024/05/04/verano-en-la-costa", false},
		{"a seminar of a magazine's events (German hunting)", "/veranstaltung/fangschuss-seminar-mit-andreas-bach-s38fsba-1", true},
		{"a magazine's list of seminars", "/veranstaltungen/kategorie/seminare-jagen/wild-und-hund-seminare", true},
		{"a conference (US technology)", "/events/disrupt-sf-2015/agenda", true},
		{"an event (US radio)", "/event/lakota-ambulance-annual-fundraiser-2023", true},
		{"a concert of a calendar (French)", "/evenements/concert-orchestre-national-de-lyon-12345", true},
		{"dates of a region (German)", "/termine/regional/kreismusikfest-in-nordhausen-2023", true},
		{"a forum thread (Austrian farming)", "/Forum/517409/Melkstand-Fliesen-wie-am-besten-Reinigen.html", true},
		{"a reply in a forum (German aviation)", "/forum/Kommentare-zu-aktuellen-Nachrichten/antworten/Verband-Langstrecken-am-BER-oft-unrentabel", true},
		{"a thread of forums (US games)", "/forums/threads/best-gpu-for-1440p.123456/", true},
		{"a story about a forum, its slug before its ID", "/politik/forum-der-staedte-fordert-mehr-geld-fuer-schulen-443019/artikel", false},
		{"a story about events, its slug before its ID", "/news/2024/05/04/sporting-events-return-to-the-city-after-two-years/story.html", false},
		{"a story filed under the date of an event", "/sport/2024/05/04/eventing-rider-wins-badminton", false},
		{"an author's page (German farming)", "/autor/hinrich-neumann-9820393.html", true},
		{"an author's page (Haitian)", "/auteur/79/roberson-alphonse", true},
		{"an author's page (Spanish)", "/autor/maria-sosa-troya/", true},
		{"a columnist's page (Turkish)", "/portal/kose-yazari/okan-akinci", true},
		{"a writer's page (Indonesian)", "/penulis/andi-saputra", true},
		{"a writer's page (Portuguese)", "/autores/joao-pereira/", true},
		{"a tag's page (Turkish)", "/etiket/bilimkurgu", true},
		{"a contributor's page (US men's magazine)", "/contributor/ami_producer", true},
		{"contributors' pages (British)", "/contributors/jane-doe/", true},
		{"a story about contributors, its slug before its ID", "/politik/contributors-to-the-fund-named-443019/artikel", false},
		{"a story about a writer, filed under a desk", "/kultur/yazar-odulu-kazandi-44258", false},
		{"a story about an author, its slug before its ID", "/kultur/autor-gewinnt-den-buchpreis-2024-44258/artikel", false},
		{"a magazine's issue (British)", "/issues/february-2017", true},
		{"a trade magazine's issue (German)", "/weinwirtschaft/ausgabe/ausgabe-22022", true},
		{"an issue in the print archive (German farming)", "/heftarchiv/heftarchiv_9354007.html", true},
		{"a story about the issue of housing, its slug before its ID", "/politik/the-issue-of-housing-in-the-city-443019/artikel", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := otherKindFolder(tt.path); got != tt.want {
				t.Errorf("otherKindFolder(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// TestIssuePage checks which last segments name an issue of the print edition by a word and its
// number, on the shapes of a Brazilian weekly, a German trade magazine and a farming magazine's
// archive, and that a story whose slug begins with such a word is left alone.
func TestIssuePage(t *testing.T) {
	tests := []struct {
		name string
		path string
		want bool
	}{
		{"a weekly's edition by its number (Brazilian)", "/edicao-1170-do-dia-09-de-outubro-de-2020", true},
		{"an edition with accents", "/edição-1169-18-de-setembro-de-2020", true},
		{"a trade magazine's issue (German)", "/ausgabe-22022", true},
		{"an issue in the print archive (German farming)", "/heftarchiv/heftarchiv_9354007.html", true},
		{"an issue by its number (English)", "/magazine/issue-42", true},
		{"a story about the issue of the day", "/2024/05/04/issue-of-the-day-explained", false},
		{"a special edition's story", "/news/edicao-especial-do-festival-de-inverno", false},
		{"a story about spending, a word that begins as an issue's", "/politik/ausgabenstopp-im-haushalt-44258", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := issuePage(tt.path); got != tt.want {
				t.Errorf("issuePage(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// TestSpecialPage checks which addresses are filed under a first folder, or one after a language's
// code, that names a page of special coverage, on the shapes of an Indian business paper, a Spanish
// edition, a German sports site, a security news site, an Israeli daily, a Chinese portal, a German
// technology site and a Korean broadcaster, and that a column of
// that name deeper in a desk, or a story about a spotlight, stays a story.
func TestSpecialPage(t *testing.T) {
	tests := []struct {
		name string
		path string
		want bool
	}{
		{"a sponsor's awards page (Indian)", "/spotlight/greatmanagerawards2021.cms", true},
		{"a coverage hub after a language's code (Spanish)", "/es/spotlight/elecciones-2020", true},
		{"a special after a language's code (German)", "/de/specials/dazn/programm-angebot-uebersicht.html", true},
		{"a microsite (US security)", "/microsite/infosec-insiders-community", true},
		{"a sponsor's spotlight (Israeli)", "/spotlight/an-armenian-celebration-in-jerusalem", true},
		{"a special topic of a Chinese portal's channel", "/special/2016gjbz/", true},
		{"a German technology site's special on a subject", "/special/nasa/", true},
		{"a Korean broadcaster's special", "/special/northkorea/index.htm", true},
		{"a special desk's story deeper in the news (Canadian)", "/nouvelles/special/2017/03/kpmg/combine-ile-man-canada-fraude-fiscale-impots.html", false},
		{"a column of that name in a desk (Japanese)", "/column/spotlight/20231031-OYT8T50055", false},
		{"a story about a spotlight", "/news/2024/05/04/spotlight-on-local-heroes", false},
		{"a story at the site's root", "/spotlight", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := specialPage(tt.path); got != tt.want {
				t.Errorf("specialPage(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// TestLanguageCode checks which segments are a language's or an edition's code.
func TestLanguageCode(t *testing.T) {
	for s, want := range map[string]bool{
		"de": true, "es": true, "pt-br": true, "pt-002": true,
		"news": false, "d": false, "de-": false, "x1": false, "DE": false, "pt-brasil": false, "": false,
	} {
		if got := languageCode(s); got != want {
			t.Errorf("languageCode(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestServiceLabel checks which labels name, whole, a page about the site itself, in the languages
// of the development pages and Broadsheet's readers, and that a headline holding such words is a
// story's.
func TestServiceLabel(t *testing.T) {
	tests := []struct {
		label string
		want  bool
	}{
		{"Privacy Policy", true},
		{"Terms of Service", true},
		{"Site Map", true},
		{"RSS", true},
		{"Impressum", true},
		{"AGB", true},
		{"Datenschutz", true},
		{"Mediadaten", true},
		{"Mentions légales", true},
		{"Kebijakan Privasi", true},
		{"Hubungi Kami", true},
		{"プライバシーポリシー", true},
		{"お問い合わせ", true},
		{"हमारे बारे में", true},
		{"Privacy policy changes anger users", false},
		{"Help for farmers after the floods", false},
		{"Datenschutz: Behörde rügt die Stadt", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := serviceLabel(tt.label); got != tt.want {
			t.Errorf("serviceLabel(%q) = %v, want %v", tt.label, got, tt.want)
		}
	}
}

// TestLoneServicePageIsNoStory checks that a page whose rules take nothing does not give, as its
// lone story, a page about the site's services or one in a folder of another kind.
func TestLoneServicePageIsNoStory(t *testing.T) {
	for _, p := range []string{"/news/sign-up-newsletter-download-app-17985964", "/enquetes/a-menos-de-um-mes-do-prazo-voce-ja-declarou-seu-imposto-de-renda-2024"} {
		t.Run(p, func(t *testing.T) {
			links := []page.Link{
				{URL: "https://www.example.com/weather", Text: "Weather", Nav: true},
				{URL: "https://www.example.com" + p, Text: "More"},
			}
			if got := Links("https://www.example.com/about-the-paper", links, nil, time.Now()); len(got) != 0 {
				t.Errorf("Links = %v, want none", got)
			}
		})
	}
}

// TestRulePressRelease checks that press releases beside a newsroom's stories are left out (an
// Indian portal's, a Hungarian daily's, a British political site's), and that an organisation's
// press releases, on a page of its own press desk or a page made of them, are its news.
func TestRulePressRelease(t *testing.T) {
	story := func(p, text string) page.Link { return page.Link{URL: "https://www.example.com" + p, Text: text} }
	news := []page.Link{
		story("/news/india/storm-closes-the-port-of-chennai-2538001.html", "Storm closes the port of Chennai for two days"),
		story("/news/politics/council-approves-the-new-budget-2538002.html", "Council approves the new budget after a long night"),
		story("/news/press-release/rahul-borole-speaks-about-his-marketing-agency-2538537.html", "Rahul Borole speaks about how he built his marketing agency"),
		story("/pr/mvm-edison-2020-verseny-az-innovativ-megoldasokert-2863806", "MVM Edison 2020: verseny az innovatív megoldásokért"),
		story("/opinion-former/press-release/2023/11/03/small-businesses-need-support", "Small businesses need support to make a big impact"),
		story("/news/world/buses-return-to-the-city-centre-2538003.html", "Buses return to the city centre on Monday"),
	}
	releases := []page.Link{
		story("/allgemein/press-releases/china-olympia-ioc-muss-menschenrechte-einfordern", "China: IOC muss Menschenrechte einfordern"),
		story("/allgemein/press-releases/eu-rechtsstaatsmechanismus-muss-angewendet-werden", "EU-Rechtsstaatsmechanismus muss angewendet werden"),
		story("/allgemein/press-releases/venezuela-regierung-hetzkampagne-gegen-kritiker", "Venezuela: Hetzkampagne gegen Kritiker"),
		story("/themen/2024/05/04/bericht-zur-lage-der-menschenrechte", "Bericht zur Lage der Menschenrechte"),
	}
	verband := []page.Link{
		story("/pressemitteilung/artikel/agrarimpulse-von-gvb-und-baywa-12399", "Agrarimpulse von GVB und BayWa"),
		story("/pressemitteilung/artikel/bayern-sind-wieder-zufriedener-11863", "Bayern sind wieder zufriedener"),
		story("/standard/artikel/genossenschaften-gruenden-sich-neu-12401", "Genossenschaften gründen sich neu im ganzen Land"),
		story("/standard/artikel/der-verband-waehlt-einen-neuen-vorstand-12402", "Der Verband wählt einen neuen Vorstand"),
		story("/standard/artikel/neue-filiale-eroeffnet-in-muenchen-12403", "Neue Filiale eröffnet in München"),
	}
	tests := []struct {
		name    string
		pageURL string
		links   []page.Link
		want    int // articles given
	}{
		{"a newsroom's section", "https://www.example.com/news/", news, 3},
		{"an organisation's press release, beside others", "https://www.example.com/allgemein/press-releases/corona-gewinnmargen-entscheiden-ueber-menschenleben", releases, 4},
		{"an organisation's list of press releases", "https://www.example.com/press-releases/", releases, 4},
		{"an organisation's Pressemitteilungen on another of its pages", "https://www.example.com/standard/artikel/der-verband-im-portraet-775", verband, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Links(tt.pageURL, tt.links, nil, time.Now())
			if len(got) != tt.want {
				t.Errorf("Links gave %d articles, want %d: %v", len(got), tt.want, got)
			}
		})
	}
}
