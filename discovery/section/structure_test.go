package section

import "testing"

// TestReadMenuEntry checks which links of a page name their page as a menu does: a label in the
// page's navigation, not a headline, a heading, a "Read more" or a picture.
func TestReadMenuEntry(t *testing.T) {
	cases := []struct {
		name    string
		r       linkRead
		heading bool
		want    bool
	}{
		{"a desk in a Finnish menu", linkRead{nav: true, text: "Kotimaa"}, false, true},
		{"a tracker in an Indian top bar", linkRead{nav: true, text: "Vaccine Tracker"}, false, true},
		{"help in a German header", linkRead{nav: true, text: "Hilfe"}, false, true},
		{"a Japanese label in a footer", linkRead{nav: true, text: "お問い合わせ"}, false, true},
		{"the same label in the content", linkRead{nav: false, text: "Kotimaa"}, false, false},
		{"a headline in a sidebar", linkRead{nav: true, text: "Israel strikes Gaza after rockets fired at south", headline: true}, false, false},
		{"a short heading", linkRead{nav: true, text: "Überlastetes Gehirn"}, true, false},
		{"a Read more", linkRead{nav: true, text: "Read more", more: true}, false, false},
		{"a picture without words", linkRead{nav: true}, false, false},
	}
	for _, tc := range cases {
		if got := readMenuEntry(tc.r, tc.heading); got != tc.want {
			t.Errorf("%s: readMenuEntry(%+v, %v) = %v, want %v", tc.name, tc.r, tc.heading, got, tc.want)
		}
	}
}

// TestRuleMenuEntry checks that a page the navigation names by a label is dropped, whatever its
// address looks like, unless a link reads as a story or its address spells a story its label only
// names. The cases are shaped after a Finnish broadcaster's, an Indian, an Israeli and a German
// site's menus, and after stories an Indian site lists under topic labels in its menus.
func TestRuleMenuEntry(t *testing.T) {
	cases := []struct {
		name string
		c    linkCandidate
		want verdict
	}{
		{"a numbered desk", linkCandidate{menuEntry: true, text: "Kotimaa", path: "/uutiset/18-34837"}, drop},
		{"a tracker page", linkCandidate{menuEntry: true, text: "Vaccine Tracker", path: "/covid-19-vaccine-tracker/"}, drop},
		{"help filed like a story", linkCandidate{menuEntry: true, text: "Hilfe", path: "/hilfe/veraenderung-pur-9262760.html"}, drop},
		{"a magazine's page", linkCandidate{menuEntry: true, text: "Jewish Times", path: "/jewish-times"}, drop},
		{"a story under a topic label", linkCandidate{menuEntry: true, text: "Narendra Modi", path: "/india/first-vaccine-doses-may-be-available-in-a-matter-of-weeks-pm/articleshow/79573680.cms"}, undecided},
		{"a live blog under a short label", linkCandidate{menuEntry: true, text: "Live Cricket Score", path: "/sports/cricket/india-in-australia/live-cricket-score-india-vs-australia-2020-2nd-t20i/liveblog/79589981.cms"}, undecided},
		{"a headline elsewhere on the page", linkCandidate{menuEntry: true, text: "Finland's parliament passes the new budget", headline: true, path: "/uutiset/3-11234567"}, undecided},
		{"a heading elsewhere on the page", linkCandidate{menuEntry: true, text: "Kotimaa", heading: true, path: "/uutiset/18-34837"}, undecided},
		{"not in the menu", linkCandidate{text: "Kotimaa", path: "/uutiset/18-34837"}, undecided},
	}
	for _, tc := range cases {
		c := tc.c
		if got := ruleMenuEntry(nil, &c); got != tc.want {
			t.Errorf("%s: ruleMenuEntry(%q, %q) = %v, want %v", tc.name, tc.c.text, tc.c.path, got, tc.want)
		}
	}
}
