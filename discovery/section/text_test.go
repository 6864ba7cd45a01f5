package section

import (
	"testing"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestLinkHeadline checks the headline one link gives its article, and how far it is believed,
// on the shapes of teasers of several sites: a heading among a kicker, a lead, a byline or a
// time; a title attribute beside a date, a desk or a kicker; and the words that stay the link's.
func TestLinkHeadline(t *testing.T) {
	tests := []struct {
		name      string
		link      page.Link
		more      bool
		want      string
		wantRank  titleRank
		wantWords bool // want is the link's own text
	}{
		{
			name: "a heading among a desk, a lead, a byline and a date",
			link: page.Link{Text: "Kultura Wojewódzki z Matą o „Patointeligencji” i „Patoreakcji” Mata, autor „Patointeligencji”, który właśnie opublikował nowy utwór. Kuba Wojewódzki 03.04.2021",
				Heading: true, Headline: "Wojewódzki z Matą o „Patointeligencji” i „Patoreakcji”"},
			want: "Wojewódzki z Matą o „Patointeligencji” i „Patoreakcji”", wantRank: titleHeading,
		},
		{
			name: "a heading after a kicker",
			link: page.Link{Text: "Liikennemerkit Monia liikennemerkkejä päivitetään selkeämmiksi ja näkyvämmiksi",
				Heading: true, Headline: "Monia liikennemerkkejä päivitetään selkeämmiksi ja näkyvämmiksi"},
			want: "Monia liikennemerkkejä päivitetään selkeämmiksi ja näkyvämmiksi", wantRank: titleHeading,
		},
		{
			name: "a heading after a time and a date",
			link: page.Link{Text: "14:27:00 2020-09-15 Սեպտեմբերի 15-ին անգամ բուհերի դռները բոլորի համար չբացվեցին",
				Heading: true, Headline: "Սեպտեմբերի 15-ին անգամ բուհերի դռները բոլորի համար չբացվեցին"},
			want: "Սեպտեմբերի 15-ին անգամ բուհերի դռները բոլորի համար չբացվեցին", wantRank: titleHeading,
		},
		{
			name: "a kicker written as a heading leaves the words",
			link: page.Link{Text: "Легенда 22 сентября 2021\"Настоящий\" Роналдо: как \"Зубастик\" блистал в Коринтиансе",
				Heading: true, Headline: "Легенда"},
			wantWords: true, wantRank: titleHeading,
		},
		{
			name: "a short heading after a kicker",
			link: page.Link{Text: "Lewis Hamilton Der Überflieger", Heading: true, Headline: "Der Überflieger"},
			want: "Der Überflieger", wantRank: titleHeading,
		},
		{
			name: "a short headline after a kicker and its colon",
			link: page.Link{Text: "Grünen-Parteitag: Wir danken uns", Headline: "Wir danken uns", Title: "Grünen-Parteitag: Wir danken uns"},
			want: "Wir danken uns", wantRank: titleHeading,
		},
		{
			name: "a short heading after a kicker, in Japanese",
			link: page.Link{Text: "速報 首相が会見", Heading: true, Headline: "首相が会見"},
			want: "首相が会見", wantRank: titleHeading,
		},
		{
			name:      "a short heading between a label and a length leaves the words",
			link:      page.Link{Text: "Video Der Überflieger 3:45", Heading: true, Headline: "Der Überflieger"},
			wantWords: true, wantRank: titleHeading,
		},
		{
			name: "a title attribute between a date and a desk",
			link: page.Link{Text: "[ October 24, 2020 ] Sunday Snows May See Accumulation Audio", Title: "Sunday Snows May See Accumulation"},
			want: "Sunday Snows May See Accumulation", wantRank: titleText,
		},
		{
			name: "a title attribute before a date",
			link: page.Link{Text: "Włochy wprowadzają obostrzenia wobec przybywających z części unijnych krajów 13 sierpnia 2020, 6:29",
				Title: "Włochy wprowadzają obostrzenia wobec przybywających z części unijnych krajów"},
			want: "Włochy wprowadzają obostrzenia wobec przybywających z części unijnych krajów", wantRank: titleText,
		},
		{
			name: "a title attribute within a heading that holds a kicker",
			link: page.Link{Text: "Mastercard-Leak Zweite Datei mit vollständigen Kartennummern aufgetaucht Neben Kundendaten geistern nun auch Kartennummern durchs Netz.",
				Heading: true, Headline: "Mastercard-Leak Zweite Datei mit vollständigen Kartennummern aufgetaucht",
				Title: "Zweite Datei mit vollständigen Kartennummern aufgetaucht"},
			want: "Zweite Datei mit vollständigen Kartennummern aufgetaucht", wantRank: titleHeading,
		},
		{
			name: "a title attribute names what a next link does not",
			link: page.Link{Text: "Weiter", Title: "Warnstreik am umsatzstarken Westfalentag"},
			want: "Warnstreik am umsatzstarken Westfalentag", wantRank: titleText,
		},
		{
			name: "a title attribute beside a desk's name",
			link: page.Link{Text: "Meses de abandono", Title: "Asunción: Tras ola de robos, reactivan lumínicas en la Plaza Uruguaya"},
			want: "Asunción: Tras ola de robos, reactivan lumínicas en la Plaza Uruguaya", wantRank: titleText,
		},
		{
			name:      "a title attribute that holds the words with a label",
			link:      page.Link{Text: "LandesPARTEItag 2014", Title: "Permalink zu LandesPARTEItag 2014"},
			wantWords: true, wantRank: titleText,
		},
		{
			name: "a title attribute cut at a word the words go on from",
			link: page.Link{Text: "Al Karama Holding lance un avis de vente par négociation directe des participations publiques",
				Title: "Al Karama Holding lance un avis de"},
			wantWords: true, wantRank: titleText,
		},
		{
			name:      "a title attribute that only leads in",
			link:      page.Link{Text: "Neue Brücke in Genua: \"Ein Licht, das Hoffnung gibt\"", Title: "Neue Brücke in Genua:"},
			wantWords: true, wantRank: titleText,
		},
		{
			name:      "a picture's caption",
			link:      page.Link{Text: "दिल्ली कैपिटल्स की टीम फोटो साभार (ट्विटर पेज DC)", Wordless: true},
			wantWords: true, wantRank: titleWordless,
		},
		{
			name:      "a picture's file name and a title attribute",
			link:      page.Link{Text: "mayat-surabya12.jpg", Wordless: true, Title: "Sopir Truk Ekspedisi Tewas di Kosan Surabaya, Sebelumnya Terdengar Suara Rintihan"},
			want:      "Sopir Truk Ekspedisi Tewas di Kosan Surabaya, Sebelumnya Terdengar Suara Rintihan",
			wantRank:  titleText,
			wantWords: false,
		},
		{
			name:      "a headline cut short with an ellipsis, whole in the title attribute",
			link:      page.Link{Text: "Rincian Harga Emas Hari Ini di...", Title: "Rincian Harga Emas Hari Ini di Pegadaian, dari 0,5 Gram hingga 1 Kg"},
			want:      "Rincian Harga Emas Hari Ini di Pegadaian, dari 0,5 Gram hingga 1 Kg",
			wantRank:  titleText,
			wantWords: false,
		},
		{
			name:      "a headline cut within a word, the ellipsis a character of its own",
			link:      page.Link{Text: "Paramount Triumphs In ‘La Dolce Vita’ Copyright Ca…", Title: "Paramount Triumphs In ‘La Dolce Vita’ Copyright Case"},
			want:      "Paramount Triumphs In ‘La Dolce Vita’ Copyright Case",
			wantRank:  titleText,
			wantWords: false,
		},
		{
			name:      "an ellipsis after a headline that the title attribute does not go on",
			link:      page.Link{Text: "Council approves the budget and then...", Title: "Town hall news"},
			wantRank:  titleText,
			wantWords: true,
		},
		{
			name:      "a kicker run into the headline, the title attribute after a theme's words",
			link:      page.Link{Text: "Business AviationFerryflug endet mit Notwasserung 1.000 Meilen vor Hawaii", Title: "Lien vers Ferryflug endet mit Notwasserung 1.000 Meilen vor Hawaii"},
			want:      "Ferryflug endet mit Notwasserung 1.000 Meilen vor Hawaii",
			wantRank:  titleText,
			wantWords: false,
		},
		{
			name: "an arrow left of a previous-story label",
			link: page.Link{Text: "← Previous story"}, wantRank: titleNone,
		},
		{
			name:      "an arrow and a title attribute",
			link:      page.Link{Text: "»", Title: "Ketua KPU umumkan jadwal debat calon presiden"},
			want:      "Ketua KPU umumkan jadwal debat calon presiden",
			wantRank:  titleText,
			wantWords: false,
		},
		{
			name:      "a headline of digits and marks",
			link:      page.Link{Text: "2:0 – 1:1"},
			wantRank:  titleText,
			wantWords: true,
		},
		{
			name: "a read more",
			link: page.Link{Text: "Read more", Title: "Council approves the new budget for the town"},
			more: true, wantRank: titleNone,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := headlineText(tt.link.Text)
			want := tt.want
			if tt.wantWords {
				want = text
			}
			got, rank := linkHeadline(tt.link, text, tt.more)
			if got != want || rank != tt.wantRank {
				t.Errorf("linkHeadline = %q, %d; want %q, %d", got, rank, want, tt.wantRank)
			}
		})
	}
}

// TestWithoutLinkTo checks that the words a theme writes before the headline of a link's title
// attribute are cut, in the languages themes write them in, and that a title of other words is kept.
func TestWithoutLinkTo(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Permalink to Sunday Snows May See Accumulation", "Sunday Snows May See Accumulation"},
		{"Permanent Link to Sunday Snows May See Accumulation", "Sunday Snows May See Accumulation"},
		{"Lien vers Ferryflug endet mit Notwasserung", "Ferryflug endet mit Notwasserung"},
		{"Permalink zu: Heineken eröffnet neues Zentrallager", "Heineken eröffnet neues Zentrallager"},
		{"Enlace a Tres accidentes en una hora", "Tres accidentes en una hora"},
		{"Linkage to the past: a history of roads", "Linkage to the past: a history of roads"},
		{"Permalink to", "Permalink to"},
		{"Sunday Snows May See Accumulation", "Sunday Snows May See Accumulation"},
	}
	for _, tt := range tests {
		if got := withoutLinkTo(tt.title); got != tt.want {
			t.Errorf("withoutLinkTo(%q) = %q, want %q", tt.title, got, tt.want)
		}
	}
}

// TestCutShort checks when a text is a headline cut short with an ellipsis: its words begin the
// whole one, whatever their case and spacing, and it keeps enough of them to tell.
func TestCutShort(t *testing.T) {
	tests := []struct {
		text, whole string
		want        bool
	}{
		{"Rincian Harga Emas Hari Ini di...", "Rincian Harga Emas Hari Ini di Pegadaian, dari 0,5 Gram hingga 1 Kg", true},
		{"Água para o cabelo: saiba o poder das águas com gás,…", "Água para o cabelo: saiba o poder das águas com gás, de coco e termal", true},
		{"The Morbid Anatomy Museum reopens, bringing  lectures and...", "The Morbid Anatomy Museum reopens, bringing lectures and mummified cat heads to Brooklyn", true},
		{"1 милион московчани преминаха на дистанционна ...", "1 милион московчани преминаха на дистанционна работа", true},
		{"Rincian Harga Emas Hari Ini di Pegadaian", "Rincian Harga Emas Hari Ini di Pegadaian, dari 0,5 Gram", false}, // no ellipsis
		{"Rincian Harga Emas Hari Ini di...", "Rincian Harga Emas Hari Ini di...", false},                              // not longer
		{"Harga Emas Hari Ini di...", "Rincian Harga Emas Hari Ini di Pegadaian", false},                               // not its beginning
		{"Ein Tag im...", "Ein Tag im Leben der Stadt", false},                                                         // too short to tell
	}
	for _, tt := range tests {
		if got := cutShort(tt.text, tt.whole); got != tt.want {
			t.Errorf("cutShort(%q, %q) = %v, want %v", tt.text, tt.whole, got, tt.want)
		}
	}
}

// TestHoldsHeadline checks when a text holds a headline with other words around it, and when the
// headline is only a cut of it.
func TestHoldsHeadline(t *testing.T) {
	tests := []struct {
		text, headline string
		want           bool
	}{
		{"[ October 24, 2020 ] Sunday Snows May See Accumulation Audio", "Sunday Snows May See Accumulation", true},
		{"Bier Heineken eröffnet neues Zentrallager Lebensmittel Praxis", "Heineken eröffnet neues Zentrallager", true},
		{"[해외입양과 돈]② 입양인들이 갈망하는 '진실' 한국은 자국 아이를 해외로 가장 오래 입양 보낸 국가다.", "[해외입양과 돈]② 입양인들이 갈망하는 '진실'", true},
		{"Легенда 22 сентября 2021\"Настоящий\" Роналдо: как \"Зубастик\" блистал", "\"Настоящий\" Роналдо: как \"Зубастик\" блистал", true},
		{"Итоги тура 21 сентября 2021Серия А. Итоги 4-го тура", "Серия А. Итоги 4-го тура", true},
		{"SUNDAY SNOWS MAY SEE ACCUMULATION Audio", "Sunday Snows May See Accumulation", true},
		{"Business AviationFerryflug endet mit Notwasserung 1.000 Meilen vor Hawaii", "Ferryflug endet mit Notwasserung 1.000 Meilen vor Hawaii", true},
		{"Sunday snows may see accumulation in the north", "Sunday snows may see accumulation", false},
		{"Arrestation d’un terroriste condamné à 36 ans de prison", "Arrestation d’un terroriste conda", false},
		{"Urgent: Les fusils de chasse saisis à Tatouine sont de fabrication turque", "Urgent: Les fusils de chasse saisis", false},
		{"Neue Brücke in Genua: \"Ein Licht, das Hoffnung gibt\"", "Neue Brücke in Genua:", false},
		{"Council approves the new budget", "Council approves the new budget", false},
		{"Permalink to Council approves the new budget", "Council approves the new budget for the town", false},
		{"Council approves", "", false},
	}
	for _, tt := range tests {
		if got := holdsHeadline(tt.text, tt.headline); got != tt.want {
			t.Errorf("holdsHeadline(%q, %q) = %v, want %v", tt.text, tt.headline, got, tt.want)
		}
	}
}

// TestOfferTitle checks the title an article keeps from several links to it, in their order on
// the page, in the shapes of several sites.
func TestOfferTitle(t *testing.T) {
	tests := []struct {
		name  string
		links []page.Link
		want  string
	}{
		{"the words after a picture's caption",
			[]page.Link{{Text: "मुंबई इंडियंस के खिलाड़ी विकेट का जश्न मनाते हुए (फोटो पीटीआई)", Wordless: true}, {Text: "IPL 2020 Final MI Playing XI Prediction: फाइनल मुकाबले में मुंबई की टीम"}},
			"IPL 2020 Final MI Playing XI Prediction: फाइनल मुकाबले में मुंबई की टीम"},
		{"a heading after the words",
			[]page.Link{{Text: "Politics"}, {Text: "Council approves the new budget", Heading: true}},
			"Council approves the new budget"},
		{"a shorter label after the headline",
			[]page.Link{{Text: "Council approves the new budget"}, {Text: "Council"}},
			"Council approves the new budget"},
		{"a caption after the words",
			[]page.Link{{Text: "Council approves the new budget"}, {Text: "Photo of the town hall", Wordless: true}},
			"Council approves the new budget"},
		{"a read more after the headline",
			[]page.Link{{Text: "Council approves the new budget"}, {Text: "Read more"}},
			"Council approves the new budget"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &linkCandidate{}
			for _, l := range tt.links {
				text := headlineText(l.Text)
				c.offerTitle(l, text, isMoreLink(text))
			}
			if c.article.Title != tt.want {
				t.Errorf("title %q, want %q", c.article.Title, tt.want)
			}
		})
	}
}

// TestTrimReadAlso checks that a label leading in to another story is cut from a link's text, in
// the languages of several sites, and that words that only begin like one stay.
func TestTrimReadAlso(t *testing.T) {
	tests := []struct{ text, want string }{
		{"MORE: Haley spars with Republican rivals at 3rd primary debate as Trump still looms", "Haley spars with Republican rivals at 3rd primary debate as Trump still looms"},
		{"Zie ook: Vijf vragen over GP Rusland: 'Niet meest spectaculaire circuit van het jaar'", "Vijf vragen over GP Rusland: 'Niet meest spectaculaire circuit van het jaar'"},
		{"Te puede interesar: Israel advirtió que la guerra terminará", "Israel advirtió que la guerra terminará"},
		{"Lire aussi. TÉMOIGNAGES. « C’est le chaos » : à Gaza, les hôpitaux au bord de l’effondrement", "TÉMOIGNAGES. « C’est le chaos » : à Gaza, les hôpitaux au bord de l’effondrement"},
		{"Czytaj też: Wyścig zbrojeń ruszył z kopyta", "Wyścig zbrojeń ruszył z kopyta"},
		{"Baca juga: Ternyata Segini Batas Kadar Kolesterol Normal", "Ternyata Segini Batas Kadar Kolesterol Normal"},
		{"यह भी पढ़ें: दिल्ली में बारिश से सड़कें बंद", "दिल्ली में बारिश से सड़कें बंद"},
		{"More than 300 fines for scooter riders", "More than 300 fines for scooter riders"},
		{"Related parties agree on the budget", "Related parties agree on the budget"},
		{"Watch: the council votes", "Watch: the council votes"},
		{"MORE:", "MORE:"},
	}
	for _, tt := range tests {
		if got := trimReadAlso(tt.text); got != tt.want {
			t.Errorf("trimReadAlso(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestTrimListMarks checks that the bullets and arrows a list writes before its headlines are cut,
// and that quotation marks and headlines too short to stand alone are kept.
func TestTrimListMarks(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"bullet run in", "•MH17 crash: Did Russia pull the trigger? Ukraine says yes", "MH17 crash: Did Russia pull the trigger? Ukraine says yes"},
		{"angle bracket", "> GPA flags govt’s obsession with social media commentators", "GPA flags govt’s obsession with social media commentators"},
		{"three angle brackets", ">>> Zulieferer FACC profitiert von Erholung der Luftfahrtbranche", "Zulieferer FACC profitiert von Erholung der Luftfahrtbranche"},
		{"arrow", "→ Article suivant « Bienvenue au pays des sentiments blessés »", "Article suivant « Bienvenue au pays des sentiments blessés »"},
		{"square bullet, dense script", "■ 日産・ルノー、揺らぐ「暗黙の了解」", "日産・ルノー、揺らぐ「暗黙の了解」"},
		{"French quotation kept", "« C’est Koh-Lanta à la maison » : en Bretagne, la vie dans le noir", "« C’est Koh-Lanta à la maison » : en Bretagne, la vie dans le noir"},
		{"German quotation kept", "»Ramanujan-Maschine« | Computer mit legendärer Mathe-Intuition", "»Ramanujan-Maschine« | Computer mit legendärer Mathe-Intuition"},
		{"too short once cut", "> Sport", "> Sport"},
		{"no mark", "Guo Guangchang, one of China’s biggest tycoons, is missing", "Guo Guangchang, one of China’s biggest tycoons, is missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := trimListMarks(tt.text); got != tt.want {
				t.Errorf("trimListMarks(%q) = %q; want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestSeeAll checks seeAll on calls to see all of something in the product's languages and a few
// more, and on headlines that begin like them.
func TestSeeAll(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Compare all credit cards", true},
		{"View all featured blog posts", true},
		{"See all »", true},
		{"All topics", true},
		{"Alle Artikel", true},
		{"Alle Meldungen vom 28.04.2020 zeigen", true},
		{"Tous les pays", true},
		{"Voir toutes les vidéos", true},
		{"Todas las noticias", true},
		{"Ver todos", true},
		{"Lihat semua", true},
		{"Semua berita", true},
		{"सभी देखें", true},
		{"ニュース一覧", true},
		{"記事一覧を見る", true},
		{"See all 43,634 foreclosed Detroit homes in one place", false},
		{"All Blacks beat France", false},
		{"Alle Jahre wieder", false},
		{"All you need to know about the vote", false},
		{"Todos los detalles del acuerdo", false},
		{"Showdown in the Senate", false},
		{"首相、閣僚一覧を発表して新内閣が発足へ向けて調整を進める", false},
	}
	for _, tt := range tests {
		if got := seeAll(tt.text); got != tt.want {
			t.Errorf("seeAll(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
