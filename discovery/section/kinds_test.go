package section

import "testing"

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
