package section

import "testing"

// TestRuleQueryCounter reads addresses of several sites' shapes: counters behind banners and
// votes, named by their query alone and linked without words, against stories whose number sits
// in the query or whose path names them.
func TestRuleQueryCounter(t *testing.T) {
	cases := []struct {
		name, form, text string
		headline, more   bool
		want             verdict
	}{
		{"an ad plugin's click counter, a banner", "https://www.nowgrenada.com/stats/?sid=10&bsa_pro_id=15&bsa_pro_url=netherlands.co.gd", "", false, false, drop},
		{"a banner's counter script", "https://www.nnz-online.de/_3580/_counter_db.inc.php?ADID=2681", "", false, false, drop},
		{"a vote's count", "https://arabic.sputniknews.com/services/likes/like/?article_id=1044893040&value=1", "2", false, false, drop},
		{"an attachment's page by its picture", "https://diff.wikimedia.org/?attachment_id=56210", "", false, false, drop},
		{"a post by its number and headline", "https://scienceblogs.de/mathlog/?p=19556", "Münzwürfe sind nicht zufällig", true, false, undecided},
		{"a post by its number and a one-word headline", "https://scienceblogs.de/mathlog/?p=19533", "Zahlenfreunde", false, false, undecided},
		{"a script's story by Read more", "https://www.example.ch/news/news_lang.php?ArtNr=335851", "Read more", false, true, undecided},
		{"a story by its dated path, linked by a picture", "https://www.twincities.com/2023/11/08/rice-park-tree-lighting/?p=1", "", false, false, undecided},
		{"a story's picture whose path names it", "https://www.example.com/news/local/article_eee31dfc-c690-11ec-bba1-27d17616053d.html", "", false, false, undecided},
		{"an archive's copy of a banner's counter", "https://web.archive.org/web/20220428101010/https://www.nowgrenada.com/stats/?sid=10&bsa_pro_id=15", "", false, false, drop},
		{"an archive's copy of a story by its picture", "https://web.archive.org/web/20231108101010/https://www.twincities.com/2023/11/08/rice-park-tree-lighting/?p=1", "", false, false, undecided},
		{"a page without a query", "https://www.example.com/stats/", "", false, false, undecided},
		{"a query that names a list", "https://www.example.com/index.php?cat=12", "", false, false, undecided},
	}
	for _, tc := range cases {
		c := &linkCandidate{form: tc.form, text: tc.text, headline: tc.headline, moreLink: tc.more}
		if got := ruleQueryCounter(nil, c); got != tc.want {
			t.Errorf("%s: %s %q: got %v, want %v", tc.name, tc.form, tc.text, got, tc.want)
		}
	}
}

func TestWordless(t *testing.T) {
	for text, want := range map[string]bool{
		"": true, "2": true, "  12 ": true, "→": true,
		"Zahlenfreunde": false, "Netherlands": false, "首相": false, "Read more": false,
	} {
		if got := wordless(text); got != want {
			t.Errorf("wordless(%q) = %v, want %v", text, got, want)
		}
	}
}
