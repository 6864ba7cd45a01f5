package section

import (
	"testing"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestSpellsHeadline: a slug made from a headline, its accents, umlauts and apostrophes folded, its
// small words kept or dropped, a number appended, spells it; a standing page's short label, a topic,
// a headline rewritten after its slug was made, and a script the slug transliterates do not. Shapes
// of several sites.
func TestSpellsHeadline(t *testing.T) {
	cases := []struct {
		name, text, path string
		want             bool
	}{
		{"nassauguardian.com: a post named by its headline", "‘Business has never been better’", "/business-has-never-been-better/", true},
		{"nationwideradio.com: an apostrophe dropped", "Women’s Group Angry with Rev Samuels", "/womens-group-angry-with-rev-samuels/", true},
		{"skispringen.com: umlauts written out", "Polnische Sprungschuhe sorgen für Diskussionsstoff – und einen Protest", "/polnische-sprungschuhe-sorgen-fuer-diskussionsstoff-und-einen-protest/", true},
		{"a slug writing ü as u", "Würzburger Stadtrat beschließt neuen Haushalt für zwei Jahre", "/wurzburger-stadtrat-beschliesst-neuen-haushalt-fur-zwei-jahre", true},
		{"radionacional.com.ar: accents dropped", "Según el fiscal del Robo del Siglo, sus autores \"no fueron Robin Hood\"", "/segun-el-fiscal-del-robo-del-siglo-sus-autores-no-fueron-robin-hood/", true},
		{"a second post of one name (-2)", "Minister opens the new harbour in Freeport", "/minister-opens-the-new-harbour-in-freeport-2/", true},
		{"an Indonesian post", "Presiden resmikan jalan tol baru di Sumatera Selatan", "/presiden-resmikan-jalan-tol-baru-di-sumatera-selatan", true},
		{"a Hindi slug in Devanagari", "मोदी ने किया नए संसद भवन का उद्घाटन", "/मोदी-ने-किया-नए-संसद-भवन-का-उद्घाटन", true},
		{"skispringen.com: small words dropped", "Kritik nach Sturz-Drama um Richard Freitag", "/kritik-nach-sturz-drama-um-richard-freitag-in-innsbruck/", true},
		{"a slug before an ID", "Sony comes to Zee's rescue, signs term sheet", "/business/sony-comes-to-zees-rescue-signs-term-sheet/articleshow/86415933.cms", true},
		{"a standing page", "About us", "/about-us", false},
		{"wsj.com: a column's label", "Heard on the Street", "/news/heard-on-the-street", false},
		{"bayern.de: a minister's page", "Staatsminister Dr. Marcel Huber", "/staatsregierung/kabinett/staatsminister-dr-marcel-huber/", false},
		{"a topic", "Coronavirus", "/coronavirus", false},
		{"skispringen.com: an event's page", "Weltcup (Herren) in Willingen (Deutschland)", "/event-uebersicht-weltcup-herren-willingen-2022/", false},
		{"an author's page", "Articles by Michael Moxey", "/author/michael-moxey/", false},
		{"nassauguardian.com: a death notice by a name", "Michael Moxey", "/michael-moxey-2/", false},
		{"skispringen.com: a headline rewritten", "151 Meter für den Sieg: Kriznar segelt in Willingen an die Spitze", "/mit-151-metern-zum-triumph-nika-kriznar-gewinnt-in-willingen/", false},
		{"a slug of other words", "Government announces new measures against inflation today", "/economy-update-week-twelve-prices", false},
		{"a Japanese headline, a transliterated slug", "首相が新しい経済対策を発表", "/shusho-ga-atarashii-keizai-taisaku-o-happyo", false},
		{"an ID alone", "Seoul stocks open higher on tech gains today", "/view/AEN20231218005600315", false},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			if got := spellsHeadline(tt.text, tt.path); got != tt.want {
				t.Errorf("spellsHeadline(%q, %s) = %v, want %v (%+v)", tt.text, tt.path, got, tt.want, readSpelling(tt.text, nameSegment(tt.path)))
			}
		})
	}
}

// TestPostSpellsHeadline: a post at the site's root spells its headline; a page the site files
// under a folder of its own may spell its title as a story does, and is not read so.
func TestPostSpellsHeadline(t *testing.T) {
	cases := []struct {
		name, text, path string
		want             bool
	}{
		{"nationwideradio.com: a post", "Edward Seaga Hospitalized in the United States", "/edward-seaga-hospitalized-in-the-united-states/", true},
		{"laprensalatina.com: a post", "Free Masks Made Available at Shelby County Public Health Clinics Again", "/free-masks-made-available-at-shelby-county-public-health-clinics-again/", true},
		{"frontierpost.com.pk: a post", "Punjabi folk singer ‘Alam Lohar’ remembered", "/punjabi-folk-singer-alam-lohar-remembered/", true},
		{"demokratiewebstatt.at: a lesson under its theme", "Das viergeteilte Land – Österreich während der alliierten Besatzung", "/thema/thema-60-jahre-staatsvertrag/das-viergeteilte-land-oesterreich-waehrend-der-besatzung/", false},
		{"greenpeace.org: a campaign under its desk", "Why we need a global ocean treaty now", "/international/en/campaigns/oceans/why-we-need-a-global-ocean-treaty-now/", false},
		{"a standing page at the root", "Contact the newsroom", "/contact-the-newsroom/", false},
	}
	for _, tt := range cases {
		if got := postSpellsHeadline(tt.text, tt.path); got != tt.want {
			t.Errorf("%s: postSpellsHeadline(%q, %s) = %v, want %v", tt.name, tt.text, tt.path, got, tt.want)
		}
	}
}

// TestSpelledPostsInMenu: a sidebar of a site's latest posts, each at the root and named by its
// headline in fewer words than a sentence, is a block of stories and counts as content; a menu of
// the site's columns at the root, named by labels of four words (nassauguardian.com, businesstimes.com.sg, wsj.com), and a menu of lessons filed under their
// theme stay the menu's.
func TestSpelledPostsInMenu(t *testing.T) {
	nav := func(p, text string) page.Link {
		return page.Link{URL: "https://www.example.test" + p, Text: text, Nav: true}
	}
	posts := []page.Link{
		nav("/business-has-never-been-better/", "‘Business has never been better’"),
		nav("/pm-says-govt-working-on-mitigating-inflation/", "PM says govt working on mitigating inflation"),
		nav("/sears-bpl-fuel-charge-could-increase/", "Sears: BPL fuel charge could increase"),
		nav("/unicef-urges-parents-to-be-more-vigilant/", "UNICEF Urges Parents To Be More Vigilant"),
		nav("/tomlinson-gives-party-leadership-more-time/", "Tomlinson Gives Party Leadership More Time"),
	}
	pages := []page.Link{
		nav("/letters-to-the-editor/", "Letters to the Editor"),
		nav("/views-from-the-top/", "Views From the Top"),
		nav("/affairs-of-the-heart/", "Affairs of the Heart"),
		nav("/lets-talk-about-it/", "Let’s Talk About It"),
		nav("/best-of-the-web/", "Best of the Web"),
	}
	lessons := []page.Link{
		nav("/thema/staatsvertrag/das-viergeteilte-land-oesterreich-waehrend-der-besatzung/", "Das viergeteilte Land – Österreich während der Besatzung"),
		nav("/thema/staatsvertrag/der-weg-zum-staatsvertrag-von-wien-und-seine-folgen/", "Der Weg zum Staatsvertrag von Wien und seine Folgen"),
		nav("/thema/staatsvertrag/die-neutralitaet-oesterreichs-seit-dem-jahr-1955/", "Die Neutralität Österreichs seit dem Jahr 1955"),
		nav("/thema/staatsvertrag/was-der-staatsvertrag-fuer-die-menschen-bedeutete/", "Was der Staatsvertrag für die Menschen bedeutete"),
		nav("/thema/staatsvertrag/wer-den-staatsvertrag-unterschrieben-hat-und-warum/", "Wer den Staatsvertrag unterschrieben hat und warum"),
	}
	wantContent(t, "a sidebar of posts", posts, true)
	wantContent(t, "a menu of the site's pages", pages, false)
	wantContent(t, "a menu of lessons", lessons, false)
}

// TestSpelledShareOnDevPages counts, over the development pages' candidates that have words, how
// many labelled stories and how many other links have addresses that spell their words
// (spellsHeadline), and logs the counts with -v. It fails when no story's address spells its words,
// or when a story's is not at least five times as likely to as another link's: the evidence the
// rule rests on.
func TestSpelledShareOnDevPages(t *testing.T) {
	dirs, err := setDirs(devPattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatalf("no folder %s holds a manifest.json", devPattern)
	}
	var stories, others pooled // right counts the addresses that spell their words, picked all
	for _, dir := range dirs {
		for _, pc := range loadPageCases(t, dir) {
			p, _ := pageCandidates(t, dir, pc)
			want, media := map[string]bool{}, map[string]bool{}
			for _, a := range pc.Exp.Articles {
				want[a.Key] = true
			}
			for _, m := range pc.Exp.Media {
				media[m.Key] = true
			}
			for _, c := range p.cands {
				k := labelledKey(compareKey(c.article.URL, pc.URL, pc.Exp.IgnoreQuery), c.article.URL, want, media)
				if media[k] || c.text == "" {
					continue
				}
				s := &others
				if want[k] {
					s = &stories
				}
				s.picked++
				if spellsHeadline(c.text, c.path) {
					s.right++
				}
			}
		}
	}
	t.Logf("addresses that spell their link's words, development pages: stories %d of %d, other links %d of %d",
		stories.right, stories.picked, others.right, others.picked)
	if stories.right == 0 || stories.right*others.picked < 5*others.right*stories.picked {
		t.Errorf("stories spell their words in %d of %d, other links in %d of %d: not five times as often",
			stories.right, stories.picked, others.right, others.picked)
	}
}
