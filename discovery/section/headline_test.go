package section

import (
	"testing"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// titleOffered is the title a candidate gets from links, offered in order as collectCandidates
// offers them.
func titleOffered(links []page.Link) string {
	c := &linkCandidate{}
	for _, l := range links {
		text := headlineText(l.Text)
		c.offerTitle(l, text, isMoreLink(text))
	}
	return c.article.Title
}

// TestTitleWithoutInvisible checks that the format characters a site's markup leaves at a
// headline's ends are not kept in its title, on the shapes of an Indian news portal, a German
// farming magazine and a German aviation magazine (a zero-width space after the headline), and
// that a joiner between letters stays.
func TestTitleWithoutInvisible(t *testing.T) {
	tests := []struct {
		name string
		link page.Link
		want string
	}{
		{"a zero-width space after a question",
			page.Link{Text: "Unhappy with Delhi Govt's Quarantine Facilities? You Can Put up at These Posh Hotels, But There's a Catch\u200b"},
			"Unhappy with Delhi Govt's Quarantine Facilities? You Can Put up at These Posh Hotels, But There's a Catch"},
		{"a zero-width space after a heading",
			page.Link{Text: "Nick unter Druck: Sind bäuerliche Biostrukturen noch zu retten?\u200b", Heading: true},
			"Nick unter Druck: Sind bäuerliche Biostrukturen noch zu retten?"},
		{"a zero-width space after a word",
			page.Link{Text: "Warnung vor Verstößen gegen Luftrecht\u200b"},
			"Warnung vor Verstößen gegen Luftrecht"},
		{"a byte order mark and a word joiner before the headline",
			page.Link{Text: "\ufeff\u2060Council approves the new budget"},
			"Council approves the new budget"},
		{"a joiner between letters stays",
			page.Link{Text: "मुंबई की टीम ने क्ष\u200dत्रिय को चुना"},
			"मुंबई की टीम ने क्ष\u200dत्रिय को चुना"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := titleOffered([]page.Link{tt.link}); got != tt.want {
				t.Errorf("title %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTitleReadsBetter checks which of the texts a page links one story by titles it, on the
// shapes of several sites: a motor sport magazine's "zurück" and a science blog's "« Vorheriger
// Artikel" before the headline of the same story, a Hungarian county daily's rank number before
// its most-read headline, a Paraguayan daily's kicker and a Franconian local paper's "15.000 Euro
// Schaden" above the headline's own link, a Spanish edition's "Read in English"; and that a
// heading still comes before an anchor's words, and a headline before a shorter label after it.
func TestTitleReadsBetter(t *testing.T) {
	tests := []struct {
		name  string
		links []page.Link
		want  string
	}{
		{"a navigation word before the headline",
			[]page.Link{{Text: "zurück"}, {Text: "Formel 1: Alfa Romeo präsentiert C42 erst nach Shakedown-Test"}},
			"Formel 1: Alfa Romeo präsentiert C42 erst nach Shakedown-Test"},
		{"a previous article's label before the headline",
			[]page.Link{{Text: "« Vorheriger Artikel"}, {Text: "Das Framinggate der ARD"}},
			"Das Framinggate der ARD"},
		{"a rank number alone before the headline",
			[]page.Link{{Text: "1"}, {Text: "Tömegverekedés tört ki egy siófoki üzlet előtt"}},
			"Tömegverekedés tört ki egy siófoki üzlet előtt"},
		{"a kicker's link before the headline's",
			[]page.Link{{Text: "15.000 Euro Schaden"}, {Text: "Lkw-Unfall auf der A 3 bei Altdorf"}},
			"Lkw-Unfall auf der A 3 bei Altdorf"},
		{"a kicker of two words before the headline",
			[]page.Link{{Text: "En Amambay"}, {Text: "Incautan 38 toneladas de marihuana que tenían como destino Brasil"}},
			"Incautan 38 toneladas de marihuana que tenían como destino Brasil"},
		{"a translation's link before the headline",
			[]page.Link{{Text: "Read in English"}, {Text: "Los Ángeles, gloriosa capital del sushi"}},
			"Los Ángeles, gloriosa capital del sushi"},
		{"a heading's short words stay before an anchor's",
			[]page.Link{{Text: "Legende", Heading: true}, {Text: "Die Legende vom guten Trainer kehrt zurück"}},
			"Legende"},
		{"a headline stays before a shorter label after it",
			[]page.Link{{Text: "Council approves the new budget"}, {Text: "Council"}},
			"Council approves the new budget"},
		{"of two headlines the first stays",
			[]page.Link{{Text: "Council approves the new budget"}, {Text: "The council approves a budget for the new year"}},
			"Council approves the new budget"},
		{"a caption does not come before a label",
			[]page.Link{{Text: "Politics"}, {Text: "Photo of the town hall at night in the rain", Wordless: true}},
			"Politics"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := titleOffered(tt.links); got != tt.want {
				t.Errorf("title %q, want %q", got, tt.want)
			}
		})
	}
}
