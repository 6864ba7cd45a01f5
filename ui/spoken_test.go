package ui

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery/fetch"
	"github.com/broadsheet/broadsheet/discovery/sitetest"
)

// inLanguage makes the window speak code for the rest of the test, and English after it.
func inLanguage(t *testing.T, code string) {
	t.Helper()
	if err := useLanguage(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := useLanguage("en"); err != nil {
			t.Error(err)
		}
	})
}

// hasNonASCII reports whether s has a letter outside ASCII: Japanese or Hindi words in it.
func hasNonASCII(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r > unicode.MaxASCII && unicode.IsLetter(r) }) >= 0
}

// TestRequestStepsInEachLanguage lists a request of each step in Japanese and Hindi: each step's
// name is in the language, not the English word discovery logs.
func TestRequestStepsInEachLanguage(t *testing.T) {
	steps := []string{"redirect", "homepage", "guess", "sitemap", "section", "feed", "page", "article"}
	var events []app.RequestEvent
	for _, s := range steps {
		events = append(events, app.RequestEvent{Step: s, URL: "http://www.example.test/", Status: 200})
	}
	for _, code := range []string{"ja", "hi"} {
		t.Run(code, func(t *testing.T) {
			inLanguage(t, code)
			list := newRequestList(func() []app.RequestEvent { return events })
			row := list.CreateItem()
			for i, s := range steps {
				list.UpdateItem(i, row)
				got := row.(*fyne.Container).Objects[0].(*widget.Label).Text
				if !hasNonASCII(got) {
					t.Errorf("the step %q reads %q in the request log, want it in %s", s, got, code)
				}
			}
		})
	}
}

// TestStatusNamesInEachLanguage explains a site's 404 in each language: the number stays, its
// English name does not.
func TestStatusNamesInEachLanguage(t *testing.T) {
	err := &fetch.HTTPError{URL: "http://www.example.test/feed", Status: 404}
	for _, code := range []string{"ja", "id", "hi"} {
		t.Run(code, func(t *testing.T) {
			inLanguage(t, code)
			got := app.Explain(err)
			if !strings.Contains(got, "404") || strings.Contains(got, "Not Found") {
				t.Errorf("a 404 reads %q in %s, want the number with a name in the language", got, code)
			}
		})
	}
}

// TestSourceRowJoinsSentencesInEachLanguage shows a source whose last refresh could not keep
// something: in Japanese the two sentences are joined as Japanese joins them, without ". ".
func TestSourceRowJoinsSentencesInEachLanguage(t *testing.T) {
	a := openApp(t, filepath.Join(t.TempDir(), "broadsheet.db"))
	u := newTestWindow(t, a)
	inLanguage(t, "ja")
	row := newSiteSourceRow()
	row.show(u, app.Source{ID: 1, Kind: app.KindFeed, URL: "http://www.example.test/feed", Status: app.StatusOK,
		Reason: "何かを保存できませんでした。", Interval: intervalChoices[0]}, func() {})
	if got := row.info.Text; strings.Contains(got, ". ") || !strings.Contains(got, "何かを保存できませんでした。") {
		t.Errorf("the row reads %q, want its status and reason joined as Japanese joins sentences", got)
	}
}

// TestNothingFoundInEachLanguage looks for something to follow on a site that offers nothing, in
// Japanese and Hindi: the add dialog says why in the language, not in discovery's English.
func TestNothingFoundInEachLanguage(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "empty")["empty"]
	for _, code := range []string{"ja", "hi"} {
		t.Run(code, func(t *testing.T) {
			inLanguage(t, code)
			u := newTestWindow(t, openApp(t, ""))
			u.showAddDialog()
			u.discover(t, site.NamedURL)
			if u.add.finding == nil || u.add.finding.Outcome != "nothing" {
				t.Fatalf("finding = %+v, want nothing to follow", u.add.finding)
			}
			var bold, tried []string
			walk([]fyne.CanvasObject{u.add.outcome}, func(o fyne.CanvasObject) {
				if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold {
					bold = append(bold, l.Text)
				} else if ok && strings.HasPrefix(l.Text, "• ") {
					tried = append(tried, l.Text)
				}
			})
			if len(bold) != 1 || !hasNonASCII(bold[0]) || strings.Contains(bold[0], "announces no feed") {
				t.Errorf("the add dialog says %q, want why nothing was found in %s", bold, code)
			}
			if len(tried) == 0 {
				t.Errorf("the add dialog does not say what was tried")
			}
			for _, line := range tried {
				if !hasNonASCII(line) {
					t.Errorf("what was tried reads %q, want it in %s", line, code)
				}
			}
		})
	}
}

// TestRefusalInEachLanguage asks a site whose robots.txt says "Disallow: /", in each language the
// window speaks: the add dialog says the refusal, with the rule, in the language.
func TestRefusalInEachLanguage(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "reuters")["reuters"]
	for _, code := range []string{"ja", "id", "hi"} {
		t.Run(code, func(t *testing.T) {
			inLanguage(t, code)
			u := newTestWindow(t, openApp(t, ""))
			u.showAddDialog()
			u.discover(t, site.NamedURL)
			if u.add.finding == nil || u.add.finding.Outcome != "refused" {
				t.Fatalf("finding = %+v, want a refusal", u.add.finding)
			}
			var bold []string
			walk([]fyne.CanvasObject{u.add.outcome}, func(o fyne.CanvasObject) {
				if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold {
					bold = append(bold, l.Text)
				}
			})
			if len(bold) != 1 || !strings.Contains(bold[0], "Disallow: /") || strings.Contains(bold[0], "asks programs") {
				t.Errorf("the add dialog says %q, want the refusal and its rule in %s", bold, code)
			}
		})
	}
}

// TestFollowButtonFitsItsWords chooses three sections in Japanese and Indonesian: the Follow
// button, whose words grow with the count ("3 件をフォロー"), is as wide as its words.
func TestFollowButtonFitsItsWords(t *testing.T) {
	site := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "nikkei")["nikkei"]
	for _, code := range []string{"ja", "id"} {
		t.Run(code, func(t *testing.T) {
			inLanguage(t, code)
			u := newTestWindow(t, openApp(t, ""))
			u.showAddDialog()
			u.discover(t, site.NamedURL)
			if u.add.picker == nil {
				t.Fatalf("no section picker; hint says %q", u.add.hint.Text)
			}
			for _, i := range []int{0, 1, 2} {
				u.add.picker.list.Select(i)
			}
			if got, want := u.add.follow.Size().Width, u.add.follow.MinSize().Width; got < want {
				t.Errorf("the button %q is %.0f wide, want at least %.0f: its words are cut off", u.add.follow.Text, got, want)
			}
		})
	}
}

// TestArticleShapeInEachLanguage opens, in Japanese, the details of a site whose article addresses
// are known: the shape's parts and its count are said in Japanese.
func TestArticleShapeInEachLanguage(t *testing.T) {
	sites := sitetest.StartWith(t, sitetest.Config{Now: fixedNow}, "yomiuri")
	a := openApp(t, "")
	followAll(t, a, sites["yomiuri"].NamedURL)
	inLanguage(t, "ja")
	u := newTestWindow(t, a)
	u.refreshAll()
	u.settle()
	u.showSiteDetailsOf(sitetest.HostName("yomiuri"))
	var texts []string
	for _, o := range u.w.Canvas().Overlays().List() {
		texts = append(texts, labelTexts(o)...)
	}
	found := ""
	for _, s := range texts {
		if strings.Contains(s, "/<") {
			found = s
		}
	}
	if !strings.Contains(found, "/<単語>/<スラッグ>") || strings.Contains(found, "seen") {
		t.Errorf("the article shape reads %q, want it in Japanese (/<単語>/<スラッグ> and its count); labels: %q", found, texts)
	}
}

// TestCountsInTheLanguagesDigits says a count through app's Words in Indonesian: its Count is
// written with the language's separators even when the caller's data gave the bare number.
func TestCountsInTheLanguagesDigits(t *testing.T) {
	inLanguage(t, "id")
	got := spokenWords{}.SayCount("1 entry", "Sitemap {{.URL}}: {{.Count}} entries left out: their addresses carry a user name or password",
		12408, map[string]any{"URL": "https://news.test/s.xml", "Count": 12408})
	if !strings.Contains(got, "12.408 entri") {
		t.Errorf("got %q, want the count written 12.408", got)
	}
}
