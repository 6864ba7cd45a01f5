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
