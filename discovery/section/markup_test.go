package section

import (
	"testing"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestRulePermalink asks rulePermalink about links written as the themes of several kinds of site
// write them: a WordPress or hAtom post's title marked rel="bookmark" (a dated Indonesian post, a
// Hindi story numbered after its slug, a Japanese blog's entry, a short slug at the root), an
// aggregator's permalink beside its headline that leaves for the source, and links the markup says
// nothing of.
func TestRulePermalink(t *testing.T) {
	const pageURL = "https://www.example.test/news/"
	abs := func(p string) string { return "https://www.example.test" + p }
	rel := func(p, text string, rel page.Rel) page.Link { return page.Link{URL: abs(p), Text: text, Rel: rel} }
	tests := []struct {
		name  string
		links []page.Link
		about string
		want  verdict
	}{
		{"a dated post's title", []page.Link{rel("/2020/05/04/harga-emas-naik-lagi/", "Harga emas naik lagi", page.RelBookmark)}, "/2020/05/04/harga-emas-naik-lagi/", take},
		{"a permalink in a menu's words", []page.Link{{URL: abs("/news/national/pradhanmantri-ne-kaha-12345"), Text: "राष्ट्रीय", Rel: page.RelBookmark, Nav: true}}, "/news/national/pradhanmantri-ne-kaha-12345", take},
		{"a blog entry's permalink", []page.Link{rel("/entry/2024/05/04/123456", "花見の季節", page.RelBookmark)}, "/entry/2024/05/04/123456", take},
		{"a long slug at the root", []page.Link{rel("/lengthy-prison-sentences-for-two-thanet-drug-dealers/", "Lengthy prison sentences for two drug dealers", page.RelBookmark)}, "/lengthy-prison-sentences-for-two-thanet-drug-dealers/", take},
		{"a list marked as a permalink", []page.Link{rel("/community-calendar/", "Community Calendar", page.RelBookmark)}, "/community-calendar/", undecided},
		{"an aggregator's permalink", []page.Link{
			rel("/ro/s/10939628", "Guvernul aprobă bugetul pentru anul viitor", page.RelNofollow),
			{URL: abs("/ro/story/10939628"), Text: "#", Title: "Guvernul aprobă bugetul pentru anul viitor", Rel: page.RelBookmark},
		}, "/ro/story/10939628", take},
		{"an aggregator's headline that leaves for the source", []page.Link{
			rel("/ro/s/10939628", "Guvernul aprobă bugetul pentru anul viitor", page.RelNofollow),
			{URL: abs("/ro/story/10939628"), Text: "#", Title: "Guvernul aprobă bugetul pentru anul viitor", Rel: page.RelBookmark},
		}, "/ro/s/10939628", drop},
		{"the way out of the page's own story", []page.Link{
			{URL: abs("/news/"), Text: "#", Title: "Guvernul aprobă bugetul pentru anul viitor", Rel: page.RelBookmark},
			rel("/ro/s/10939686", "Guvernul aprobă bugetul pentru anul viitor", page.RelNofollow),
			rel("/ro/s/10939628", "Parlamentul votează legea educației", page.RelNofollow),
		}, "/ro/s/10939686", drop},
		{"a headline marked external beside a permalink", []page.Link{
			rel("/go/98240", "Floods close the northern railway line", page.RelExternal),
			rel("/2024/05/04/floods-close-the-northern-railway-line", "Floods close the northern railway line", page.RelBookmark),
		}, "/go/98240", drop},
		{"the same headline, not leaving", []page.Link{
			rel("/2024/05/04/floods-close-the-northern-railway-line/comment-page-1", "Floods close the northern railway line", 0),
			rel("/2024/05/04/floods-close-the-northern-railway-line", "Floods close the northern railway line", page.RelBookmark),
		}, "/2024/05/04/floods-close-the-northern-railway-line/comment-page-1", undecided},
		{"a nofollow headline with no permalink of its own", []page.Link{
			rel("/kraj/2250001,1,rzad-przyjal-projekt-budzetu.read", "Rząd przyjął projekt budżetu", page.RelNofollow),
			rel("/swiat/2250002,1,wybory-w-niemczech.read", "Wybory w Niemczech", page.RelBookmark),
		}, "/kraj/2250001,1,rzad-przyjal-projekt-budzetu.read", undecided},
		{"a permalink also linked nofollow", []page.Link{
			rel("/2024/05/04/floods-close-the-northern-railway-line", "Floods close the northern railway line", page.RelNofollow),
			rel("/2024/05/04/floods-close-the-northern-railway-line", "Floods close the northern railway line", page.RelBookmark),
		}, "/2024/05/04/floods-close-the-northern-railway-line", take},
		{"no markup", []page.Link{rel("/2020/05/04/harga-emas-naik-lagi/", "Harga emas naik lagi", 0)}, "/2020/05/04/harga-emas-naik-lagi/", undecided},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := verdictOn(t, pageURL, rulePermalink, tt.links, nil, tt.about); got != tt.want {
				t.Errorf("verdict on %s = %d, want %d", tt.about, got, tt.want)
			}
		})
	}
}
