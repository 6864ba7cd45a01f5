package section

import (
	"fmt"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// TestSharedTailsCut checks which ends of a page's titles are read as its lists' label and cut,
// on the shapes of several sites: a "| mehr" after each teaser of a public broadcaster, the site's
// name after each headline of a daily's most-read list, a paywall's mark in full-width brackets
// after a business daily's paid stories; and the words that stay a headline's own.
func TestSharedTailsCut(t *testing.T) {
	tests := []struct {
		name   string
		titles []string
		want   []string
	}{
		{
			name: "a more label after each teaser",
			titles: []string{
				"Urteil: Todkranke haben kein Recht auf Medikament zur Sterbehilfe | mehr",
				"Berufung beim Krankletterer-Prozess in Münster | mehr",
				"Nach Einigung zu Geflüchteten: Kommunen fordern Hilfe vom Land | mehr",
				"Mit Abschiebungen allein ist es nicht getan | MEINUNG | mehr",
			},
			want: []string{
				"Urteil: Todkranke haben kein Recht auf Medikament zur Sterbehilfe",
				"Berufung beim Krankletterer-Prozess in Münster",
				"Nach Einigung zu Geflüchteten: Kommunen fordern Hilfe vom Land",
				"Mit Abschiebungen allein ist es nicht getan | MEINUNG",
			},
		},
		{
			name: "the site's name after each headline of a list",
			titles: []string{
				"Livestream Anzac Day: Dawn service from Canberra | The Courier-Mail",
				"Queensland school fees: Private schools slash fees by up to 25 per cent | The Courier-Mail",
				"Gold Coast: Baby run over by car expected to make full recovery | The Courier-Mail",
				"Warner continues rise to greatness",
			},
			want: []string{
				"Livestream Anzac Day: Dawn service from Canberra",
				"Queensland school fees: Private schools slash fees by up to 25 per cent",
				"Gold Coast: Baby run over by car expected to make full recovery",
				"Warner continues rise to greatness",
			},
		},
		{
			name: "a paywall's mark in full-width brackets",
			titles: []string{
				"富士フイルム、ゼロックスを提訴［有料会員限定］",
				"メルカリ山田会長「モデルはアマゾン」［有料会員限定］",
				"トランプ氏、対中制裁関税22兆円追加指示［有料会員限定］",
				"日銀、大規模緩和を維持",
			},
			want: []string{
				"富士フイルム、ゼロックスを提訴",
				"メルカリ山田会長「モデルはアマゾン」",
				"トランプ氏、対中制裁関税22兆円追加指示",
				"日銀、大規模緩和を維持",
			},
		},
		{
			name: "a label in square brackets after a Polish daily's headlines",
			titles: []string{
				"Ratownicy z Sopotu mają nową łódź na sezon [WYWIAD]",
				"Gdańsk zamyka ulice w centrum na weekend [WYWIAD]",
				"Nowy bar mleczny w Gdyni przyciąga tłumy [WYWIAD]",
			},
			want: []string{
				"Ratownicy z Sopotu mają nową łódź na sezon",
				"Gdańsk zamyka ulice w centrum na weekend",
				"Nowy bar mleczny w Gdyni przyciąga tłumy",
			},
		},
		{
			name: "a label on two titles only is not the page's",
			titles: []string{
				"Mineralogist Answers Gemstone Questions From Twitter | Tech Support",
				"Dermatologist Answers More Skin Questions From Twitter | Tech Support",
				"The best laptops for students this autumn",
			},
			want: []string{
				"Mineralogist Answers Gemstone Questions From Twitter | Tech Support",
				"Dermatologist Answers More Skin Questions From Twitter | Tech Support",
				"The best laptops for students this autumn",
			},
		},
		{
			name: "a headline's own words after a pipe differ from story to story",
			titles: []string{
				"Kabinett beschließt Haushalt | Die wichtigsten Punkte",
				"Bahnstreik ab Montag | Was Pendler wissen müssen",
				"Hochwasser im Süden | Pegel steigen weiter",
			},
			want: []string{
				"Kabinett beschließt Haushalt | Die wichtigsten Punkte",
				"Bahnstreik ab Montag | Was Pendler wissen müssen",
				"Hochwasser im Süden | Pegel steigen weiter",
			},
		},
		{
			name: "round brackets hold the headline's own words (a video, a place)",
			titles: []string{
				"La decisión de Daniel Sarcos: Hay que respetar a los vagos (Video)",
				"Brad Pitt si es chévere, mirá la sorpresa que le dio a su maquilladora (Video)",
				"La Casa de Papel te invita a aprender Origami con El Profesor (Video)",
			},
			want: []string{
				"La decisión de Daniel Sarcos: Hay que respetar a los vagos (Video)",
				"Brad Pitt si es chévere, mirá la sorpresa que le dio a su maquilladora (Video)",
				"La Casa de Papel te invita a aprender Origami con El Profesor (Video)",
			},
		},
		{
			name: "a dash before an author's or a paper's name stays",
			titles: []string{
				"أميركا بايدن في عالم تغيّر – غسان شربل – الشرق الأوسط",
				"«هالو» جو – سمير عطا الله – الشرق الأوسط",
				"جاء دور «كبار» الحزب الجمهوري لإنقاذ أميركا – إياد أبو شقرا – الشرق الأوسط",
			},
			want: []string{
				"أميركا بايدن في عالم تغيّر – غسان شربل – الشرق الأوسط",
				"«هالو» جو – سمير عطا الله – الشرق الأوسط",
				"جاء دور «كبار» الحزب الجمهوري لإنقاذ أميركا – إياد أبو شقرا – الشرق الأوسط",
			},
		},
		{
			name: "nothing is cut where too little of a headline would be left",
			titles: []string{
				"Live | mehr",
				"Wetter | mehr",
				"Verkehr | mehr",
			},
			want: []string{
				"Live | mehr",
				"Wetter | mehr",
				"Verkehr | mehr",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			shared := sharedTails(tt.titles)
			for i, title := range tt.titles {
				if got := cutSharedTail(title, shared); got != tt.want[i] {
					t.Errorf("cutSharedTail(%q) = %q, want %q", title, got, tt.want[i])
				}
			}
		})
	}
}

// TestLinksCutSharedTails checks that Links gives its articles' titles without the label the
// page's list writes after each headline.
func TestLinksCutSharedTails(t *testing.T) {
	headlines := []string{
		"Urteil: Todkranke haben kein Recht auf Medikament zur Sterbehilfe",
		"Berufung beim Krankletterer-Prozess in Münster",
		"Nach Einigung zu Geflüchteten: Kommunen fordern Hilfe vom Land",
	}
	var links []page.Link
	for i, h := range headlines {
		links = append(links, page.Link{
			URL:     fmt.Sprintf("https://www1.example.de/nachrichten/2023/09/1%d/meldung-%d-100.html", i, 4711+i),
			Text:    h + " | mehr",
			Heading: true,
		})
	}
	got := Links("https://www1.example.de/nachrichten/", links, nil, time.Date(2023, 9, 20, 0, 0, 0, 0, time.UTC))
	if len(got) != len(headlines) {
		t.Fatalf("Links gave %d articles, want %d: %v", len(got), len(headlines), got)
	}
	for i, a := range got {
		if a.Title != headlines[i] {
			t.Errorf("article %d titled %q, want %q", i, a.Title, headlines[i])
		}
	}
}
