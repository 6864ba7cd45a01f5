package section

import (
	"fmt"
	"slices"
	"testing"
	"time"

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

// TestCutRankNumbers checks that the numbers of a ranked list are cut from the headlines they are
// written before, on the shapes of several sites' most-read lists: a German sports portal's number
// run into the headline ("1Randles …"), an Australian daily's number and a space, a Korean portal's
// and a business weekly's; and that numbers that are the headline's own stay: a headline that
// begins with a count among others that do not, a run too short, a number that goes on with a
// point or a sign, a year, and a number with too little after it.
func TestCutRankNumbers(t *testing.T) {
	tests := []struct {
		name         string
		titles, want []string
	}{
		{"numbers run into the headlines",
			[]string{
				"1Randles Absturz vom All-Star zum Buhmann: Alle Daumen gehen runter",
				"2Fiete Arp bei Holstein Kiel: Irgendwo zwischen Glück und Sehnsucht",
				"3Kommentar: Chinas Unrechtsregime muss dem IOC auf ewig dankbar sein",
			},
			[]string{
				"Randles Absturz vom All-Star zum Buhmann: Alle Daumen gehen runter",
				"Fiete Arp bei Holstein Kiel: Irgendwo zwischen Glück und Sehnsucht",
				"Kommentar: Chinas Unrechtsregime muss dem IOC auf ewig dankbar sein",
			}},
		{"numbers and a space, a number alone breaking nothing but itself",
			[]string{
				"1 Livestream Anzac Day: Dawn service from Canberra",
				"2 Queensland school fees: Private schools slash fees by up to 25 per cent",
				"3 Gold Coast: Baby run over by car expected to make full recovery",
				"4",
				"Sport",
			},
			[]string{
				"Livestream Anzac Day: Dawn service from Canberra",
				"Queensland school fees: Private schools slash fees by up to 25 per cent",
				"Gold Coast: Baby run over by car expected to make full recovery",
				"4",
				"Sport",
			}},
		{"a list in a script without spaces, counting on from three",
			[]string{
				"3 한동수가 본 윤석열과 검찰... '빨갱이와 쿠데타'",
				"4 김만배 음성파일 공개 \"검찰 일 해주고, 조우형 돈 받았다\"",
				"5 검찰 특활비 부정: 그들이 처음으로 잘못을 인정했다",
			},
			[]string{
				"한동수가 본 윤석열과 검찰... '빨갱이와 쿠데타'",
				"김만배 음성파일 공개 \"검찰 일 해주고, 조우형 돈 받았다\"",
				"검찰 특활비 부정: 그들이 처음으로 잘못을 인정했다",
			}},
		{"counts that are the headlines' own",
			[]string{
				"25 dead in South Korea warehouse fire",
				"President Arif Alvi arrives in Quetta",
				"3 Fragen an die neue Bürgermeisterin von Altdorf",
				"10 Quoi surveiller aujourd’hui dans les marchés",
			},
			[]string{
				"25 dead in South Korea warehouse fire",
				"President Arif Alvi arrives in Quetta",
				"3 Fragen an die neue Bürgermeisterin von Altdorf",
				"10 Quoi surveiller aujourd’hui dans les marchés",
			}},
		{"a run of two",
			[]string{"1 Hanks’ sweet letter to bullied Qld boy", "2 Warner continues rise to greatness", "Queensland lockout laws scrapped"},
			[]string{"1 Hanks’ sweet letter to bullied Qld boy", "2 Warner continues rise to greatness", "Queensland lockout laws scrapped"}},
		{"numbers that go on with a point, a sign or digits",
			[]string{"1.000 Meilen vor Hawaii: Ferryflug endet im Meer", "2-0 für Werder Bremen gegen Hertha BSC am Samstag", "3/4 der Bürger sind für den neuen Radweg in Altdorf", "2020Серия А. Ювентус снова чемпион Италии"},
			[]string{"1.000 Meilen vor Hawaii: Ferryflug endet im Meer", "2-0 für Werder Bremen gegen Hertha BSC am Samstag", "3/4 der Bürger sind für den neuen Radweg in Altdorf", "2020Серия А. Ювентус снова чемпион Италии"}},
		{"too little after the numbers",
			[]string{"1 Sport", "2 Kultur", "3 Wetter"},
			[]string{"1 Sport", "2 Kultur", "3 Wetter"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cutRankNumbers(tt.titles)
			for i := range tt.want {
				if got[i] != tt.want[i] {
					t.Errorf("cutRankNumbers(%q)[%d] = %q, want %q", tt.titles, i, got[i], tt.want[i])
				}
			}
		})
	}
}

// TestLinksCutRankNumbers checks that Links gives the articles of a most-read list titled without
// their places in it.
func TestLinksCutRankNumbers(t *testing.T) {
	headlines := []string{
		"Randles Absturz vom All-Star zum Buhmann: Alle Daumen gehen runter",
		"Fiete Arp bei Holstein Kiel: Irgendwo zwischen Glück und Sehnsucht",
		"Kommentar: Chinas Unrechtsregime muss dem IOC auf ewig dankbar sein",
	}
	var links []page.Link
	for i, h := range headlines {
		links = append(links, page.Link{
			URL:  fmt.Sprintf("https://www.example.de/de/sport/2023/10/1%d/artikel-%d.html", i, 4711+i),
			Text: fmt.Sprintf("%d%s", i+1, h),
		})
	}
	got := Links("https://www.example.de/de/sport/", links, nil, time.Date(2023, 10, 20, 0, 0, 0, 0, time.UTC))
	if len(got) != len(headlines) {
		t.Fatalf("Links gave %d articles, want %d: %v", len(got), len(headlines), got)
	}
	for i, a := range got {
		if a.Title != headlines[i] {
			t.Errorf("article %d titled %q, want %q", i, a.Title, headlines[i])
		}
	}
}

// TestTitleKeepsSlugDate checks that a date a headline ends with stays in its title when the
// article's slug spells it too, on the shapes of a government information service's daily
// summaries, a Grenadian news site's dashboard and a Brazilian paper's horoscope; and that a date a
// list writes after its headlines, or a date in figures a slug holds, is still cut.
func TestTitleKeepsSlugDate(t *testing.T) {
	tests := []struct {
		name, path string
		link       page.Link
		want       string
	}{
		{"a weekday and a date in words",
			"/covid-19-clinical-management-summary-for-monday-april-25-2022/",
			page.Link{Text: "COVID-19 Clinical Management Summary for Monday, April 25, 2022"},
			"COVID-19 Clinical Management Summary for Monday, April 25, 2022"},
		{"a day before the month",
			"/2022/04/covid-19-update-grenada-dashboard-20-april-2022/",
			page.Link{Text: "Covid-19 update: Grenada Dashboard 20 April 2022", Heading: true},
			"Covid-19 update: Grenada Dashboard 20 April 2022"},
		{"a date in Portuguese, from the title attribute",
			"/horoscopo-do-dia-previsoes-para-1-de-novembro-de-2020/",
			page.Link{Text: "Horóscopo do dia", Title: "Horóscopo do dia: previsões para 1 de novembro de 2020"},
			"Horóscopo do dia: previsões para 1 de novembro de 2020"},
		{"a list's date after the headline",
			"/news/coronavirus-wreaks-havoc-in-african-american-neighbourhoods",
			page.Link{Text: "Coronavirus wreaks havoc in African American neighbourhoods 7 April 2020"},
			"Coronavirus wreaks havoc in African American neighbourhoods"},
		{"a date in figures the slug holds",
			"/region/feuerwehr-uebt-den-ernstfall-am-rathaus-25-10-2023-2540714",
			page.Link{Text: "Feuerwehr übt den Ernstfall am Rathaus 25.10.2023"},
			"Feuerwehr übt den Ernstfall am Rathaus"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &linkCandidate{path: tt.path}
			text := headlineText(tt.link.Text)
			c.offerTitle(tt.link, text, isMoreLink(text))
			if c.article.Title != tt.want {
				t.Errorf("title %q, want %q", c.article.Title, tt.want)
			}
		})
	}
}

// TestTrimTrailingTime checks that the time a list writes after its headlines is cut from their
// titles, on the shapes of a Pakistani portal's "5 minutes ago", a Ukrainian channel's time of day,
// a Japanese portal's short date and time, a Korean portal's "2일전"; and that a time governed by
// the headline's own words stays (a Greek local site's "σήμερα Τετάρτη στις 19:00", "at 15:30"), as
// does a title of which too little would be left (an Austrian fire brigade association's date run
// into a short headline).
func TestTrimTrailingTime(t *testing.T) {
	tests := []struct{ title, want string }{
		{"25 dead in South Korea warehouse fire 5 minutes ago", "25 dead in South Korea warehouse fire"},
		{"Iran's COVID-19 Death Toll Nears 6,000 - Health Ministry 12 minutes ago", "Iran's COVID-19 Death Toll Nears 6,000 - Health Ministry"},
		{"Путін винен у напливі сирійських біженців до Європи: заява уряду Німеччини 11:24", "Путін винен у напливі сирійських біженців до Європи: заява уряду Німеччини"},
		{"日立グループとホンダが手を組んだEV用中核部品の今後 3/9(木) 18:11", "日立グループとホンダが手を組んだEV用中核部品の今後"},
		{"검찰 특활비 부정: 그들이 처음으로 잘못을 인정했다 2일전", "검찰 특활비 부정: 그들이 처음으로 잘못을 인정했다"},
		{"Wenig Wissen über Freiwilligkeit, hohes Ansehen für Feuerwehr14.10.2021 - 11:49", "Wenig Wissen über Freiwilligkeit, hohes Ansehen für Feuerwehr"},
		{"Γενική Συνέλευση του Συλλόγου για την Καταπολέμηση της Ανεργίας σήμερα Τετάρτη στις 19:00", "Γενική Συνέλευση του Συλλόγου για την Καταπολέμηση της Ανεργίας σήμερα Τετάρτη στις 19:00"},
		{"The council meets again on the budget at 15:30", "The council meets again on the budget at 15:30"},
		{"Offener Zimmerbrand09.09.2021 - 11:24", "Offener Zimmerbrand09.09.2021 - 11:24"},
		{"The 24 hours that changed the county council", "The 24 hours that changed the county council"},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			got := titleOffered([]page.Link{{Text: tt.title}})
			if got != tt.want {
				t.Errorf("title %q, want %q", got, tt.want)
			}
		})
	}
}

// TestCutLeadingDate checks that the kicker and the date a teaser writes before its headline are
// cut from its title, on the shapes of a Ukrainian football site's "Легенда 22 сентября 2021"
// run into the headline, a Bahamian daily's "21 hours ago", an Australian property site's "10 Jan
// 2020", a research centre's "Hispanic Dec 16, 2014" and a German broadcaster's "01. Mai 2020";
// that a date that goes on with its own sentence, or follows a headline, stays; and that a link
// that is only a date gives no headline at all.
func TestCutLeadingDate(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Легенда 22 сентября 2021\"Настоящий\" Роналдо: как \"Зубастик\" блистал в Коринтиансе", "\"Настоящий\" Роналдо: как \"Зубастик\" блистал в Коринтиансе"},
		{"Анализ 05 сентября 2021Великолепный первый тайм и непревзойденный Шапаренко", "Великолепный первый тайм и непревзойденный Шапаренко"},
		{"21 hours ago Don’t legalize marijuana", "Don’t legalize marijuana"},
		{"10 Jan 2020 Million dollar dumps: how they look now", "Million dollar dumps: how they look now"},
		{"Hispanic Dec 16, 2014 With fewer new arrivals, Census lowers Hispanic population projections", "With fewer new arrivals, Census lowers Hispanic population projections"},
		{"01. Mai 2020 Lockerungen in Corona-Krise: Was ist in Thüringen bald möglich?", "Lockerungen in Corona-Krise: Was ist in Thüringen bald möglich?"},
		{"23. Juni 2016 um 17:21 Uhr", ""},
		{"July 11, 2011 at 12:25 pm", ""},
		{"Seit dem 1. August 2016 trägt Martin Schairer als Bürgermeister auch Verantwortung", "Seit dem 1. August 2016 trägt Martin Schairer als Bürgermeister auch Verantwortung"},
		{"Beauty: Vorausschauend 30. Dezember 2014, 17:10 Die Beauty-Highlights des neuen Jahres", "Beauty: Vorausschauend 30. Dezember 2014, 17:10 Die Beauty-Highlights des neuen Jahres"},
		{"Council approves the new budget on 4 May 2024 after a long debate", "Council approves the new budget on 4 May 2024 after a long debate"},
		{"4 May 2024: what we know about the flood", "4 May 2024: what we know about the flood"},
		{"August 2, 2019 August 2, 2019", "August 2, 2019 August 2, 2019"},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			if got := titleOffered([]page.Link{{Text: tt.title}}); got != tt.want {
				t.Errorf("title %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTrimBadge checks that a subscribers' badge in brackets is cut from either end of a title, and
// one before it with a colon, on the shapes of a Japanese business daily and a German aviation
// magazine, and that a bare badge after a headline, a title that would be left too short, or a
// badge's word inside a word, are kept.
func TestTrimBadge(t *testing.T) {
	tests := []struct {
		name, title, want string
	}{
		{"a badge in brackets after a short Japanese headline", "メルカリ上場、初値5000円［有料会員限定］", "メルカリ上場、初値5000円"},
		{"a badge in square brackets before a headline", "[Premium] Airbus liefert so viele Jets aus wie nie", "Airbus liefert so viele Jets aus wie nie"},
		{"a badge before a headline with a colon", "Premium: Airbus liefert so viele Jets aus wie nie", "Airbus liefert so viele Jets aus wie nie"},
		{"a bare badge after a headline, read page by page", "Buyers pay a premium", "Buyers pay a premium"},
		{"too little left", "[VIP] Ja", "[VIP] Ja"},
		{"a badge's word inside a word", "Celebrities flock to the new VIPs lounge", "Celebrities flock to the new VIPs lounge"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := trimBadge(tt.title); got != tt.want {
				t.Errorf("trimBadge(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// TestLinksCutSharedBadges checks that a bare subscribers' badge is cut where two or more of a
// page's headlines end with it, as a college sports site's list writes "VIP" after its paid
// stories, and kept where one headline ends with the word.
func TestLinksCutSharedBadges(t *testing.T) {
	const base = "https://www.example.com/"
	links := []page.Link{
		{URL: base + "Article/Which-weekend-visitors-will-commit-to-Michigan-103361436/", Text: "Which weekend visitors will commit to Michigan VIP"},
		{URL: base + "Article/Benjamin-to-visit-Texas-this-weekend-103360121/", Text: "Benjamin to visit Texas VIP"},
		{URL: base + "Article/Coach-praises-the-defence-after-the-win-103360122/", Text: "Coach praises the defence after the win"},
	}
	lone := []page.Link{
		{URL: base + "news/2024/05/04/buyers-pay-a-premium", Text: "Buyers pay a premium"},
		{URL: base + "news/2024/05/04/council-approves-the-budget", Text: "Council approves the budget"},
		{URL: base + "news/2024/05/04/buses-return-to-the-centre", Text: "Buses return to the centre"},
	}
	for _, tt := range []struct {
		name  string
		links []page.Link
		want  []string
	}{
		{"two headlines with the badge", links, []string{"Which weekend visitors will commit to Michigan", "Benjamin to visit Texas", "Coach praises the defence after the win"}},
		{"one headline ending with the word", lone, []string{"Buyers pay a premium", "Council approves the budget", "Buses return to the centre"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, a := range Links(base, tt.links, nil, time.Now()) {
				got = append(got, a.Title)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("titles = %q, want %q", got, tt.want)
			}
		})
	}
}
