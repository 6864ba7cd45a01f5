package section

import (
	"slices"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestSponsoredPath checks which addresses file a page under a desk of paid-for pages or press
// releases, on the shapes of several sites: a Danish local paper's sponsored desk, an Indian
// portal's press releases, a Hungarian daily's PR desk, and stories that only speak of such things.
func TestSponsoredPath(t *testing.T) {
	tests := []struct {
		name string
		path string
		want bool
	}{
		{"a Danish sponsored desk", "/Sponsoreret-Ugeaviser/Jan-sparede-tusindvis-Sammenlign-laan-fra-flere-banker/artikel/920129", true},
		{"press releases under news (English)", "/news/press-release/rahul-borole-speaks-about-how-he-established-rb-social-media-marketing-agency-as-a-well-known-brand-2538537.html", true},
		{"a PR desk (Hungarian)", "/pr/mvm-edison-2020-verseny-az-innovativ-megoldasokert-2863806", true},
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
		{"mobile apps under services (French)", "/services/nos-applis-mobiles", true},
		{"a newsletter and an app, numbered (Irish)", "/news/sign-up-newsletter-download-app-17985964", true},
		{"a newsletter in German", "/iconist/service/article162836097/LIFESTYLE-Newsletter-von-WELT-Das-Beste-aus-Leben-Stil-Popkultur.html", true},
		{"a privacy policy (French)", "/politique-de-protection-des-donnees-personnelles", true},
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
		{"a story about the GDPR (German)", "/meldung/fotoverbot-dank-dsgvo-wenn-schulen-und-kitas-das-fotografieren-verbieten-4502293.html", false},
		{"a story about a new policy", "/international/en/news/blogs/makingwaves/hsbc-palm-oil-deforestation-indonesia-new-policy/blog/58787", false},
		{"the words in a folder only", "/newsletter-archiv/2024/05/04/stadtrat-beschliesst-haushalt", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := servicePage(tt.path); got != tt.want {
				t.Errorf("servicePage(%q) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// TestRuleServicePage checks that Links leaves out a service page that sits among a section's
// stories and reads like one of them, and keeps the stories.
func TestRuleServicePage(t *testing.T) {
	const pageURL = "https://www.example.com/news/"
	links := []page.Link{
		{URL: "https://www.example.com/news/storm-closes-the-port-of-cork-17985001", Text: "Storm closes the port of Cork for two days"},
		{URL: "https://www.example.com/news/council-approves-the-new-budget-17985002", Text: "Council approves the new budget after a long night"},
		{URL: "https://www.example.com/news/sign-up-newsletter-download-app-17985964", Text: "Sign up to our newsletter and download our app"},
		{URL: "https://www.example.com/news/buses-return-to-the-city-centre-17985003", Text: "Buses return to the city centre on Monday"},
	}
	var got []string
	for _, a := range Links(pageURL, links, nil, time.Now()) {
		got = append(got, a.URL)
	}
	want := []string{
		"https://www.example.com/news/storm-closes-the-port-of-cork-17985001",
		"https://www.example.com/news/council-approves-the-new-budget-17985002",
		"https://www.example.com/news/buses-return-to-the-city-centre-17985003",
	}
	if !slices.Equal(got, want) {
		t.Errorf("Links = %q, want %q", got, want)
	}
}
