package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template"
	"time"

	"fyne.io/fyne/v2/lang"
)

// wordSources are the files whose words the window shows: ui's own, and app's sentences for people.
func wordSources(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			out = append(out, f)
		}
	}
	return append(out, filepath.Join("..", "app", "words.go"), filepath.Join("..", "app", "heal.go"),
		filepath.Join("..", "app", "discover.go"))
}

// fyneWords are the words Fyne's own widgets show in this window (dialog buttons, the entry's menu,
// the file dialog of Import and Export OPML): Fyne has no Japanese, Indonesian or Hindi of its own.
var fyneWords = []string{"Advanced", "Cancel", "Confirm", "Copy", "Create Folder", "Cut", "Enter filename",
	"Error", "Favourites", "File", "Folder", "New Folder", "No", "OK", "Open", "Paste", "Quit", "Redo",
	"Save", "Select all", "Show Hidden Files", "Undo", "Yes"}

// stringConsts returns the string constants a file declares, by name.
func stringConsts(file *ast.File) map[string]string {
	consts := map[string]string{}
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if bl, ok := vs.Values[i].(*ast.BasicLit); ok && bl.Kind == token.STRING {
							consts[n.Name], _ = strconv.Unquote(bl.Value)
						}
					}
				}
			}
		}
	}
	return consts
}

// textKey is a text the window looks up: plural when it is said through lang.N or sayCount.
type textKey struct {
	key    string
	plural bool
	where  string
}

// textKeys walks the sources and returns every key given to lang.L, lang.N, lang.X, say and sayCount,
// and app's reasonKeys. A key that is not a constant string is an error: it could not be checked.
func textKeys(t *testing.T) []textKey {
	t.Helper()
	var keys []textKey
	fset := token.NewFileSet()
	moved, err := parser.ParseFile(fset, filepath.Join("..", "discovery", "moved.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	discoveryConsts := stringConsts(moved)
	for _, path := range wordSources(t) {
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		consts := stringConsts(file)
		value := func(e ast.Expr) (string, bool) {
			switch x := e.(type) {
			case *ast.BasicLit:
				if x.Kind == token.STRING {
					s, err := strconv.Unquote(x.Value)
					return s, err == nil
				}
			case *ast.Ident:
				s, ok := consts[x.Name]
				return s, ok
			case *ast.SelectorExpr: // discovery.WhyHomepage: words discovery keeps for the window to say
				if id, ok := x.X.(*ast.Ident); ok && id.Name == "discovery" {
					s, ok := discoveryConsts[x.Sel.Name]
					return s, ok
				}
			}
			return "", false
		}
		var inFunc string
		ast.Inspect(file, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncDecl:
				inFunc = x.Name.Name
			case *ast.ValueSpec:
				// app's reasonKeys: the kept reasons looked up as they are shown.
				// statusText: the names of HTTP statuses, said inside sentences.
				// whyKeys: why a replacement was found; monthText: the months of dates.
				if len(x.Names) == 1 && slices.Contains([]string{"reasonKeys", "statusText", "whyKeys", "monthText", "shapeParts"}, x.Names[0].Name) && len(x.Values) == 1 {
					for _, el := range x.Values[0].(*ast.CompositeLit).Elts {
						text := el
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							text = kv.Key
							if x.Names[0].Name == "statusText" {
								text = kv.Value
							}
						}
						k, ok := value(text)
						if !ok {
							t.Errorf("%s: a reason key is not a constant string", fset.Position(el.Pos()))
						}
						keys = append(keys, textKey{k, false, fset.Position(el.Pos()).String()})
					}
				}
			case *ast.CallExpr:
				name, arg, plural := "", 0, false
				switch fn := x.Fun.(type) {
				case *ast.SelectorExpr:
					if id, ok := fn.X.(*ast.Ident); ok && id.Name == "lang" && slices.Contains([]string{"L", "N", "X", "XN"}, fn.Sel.Name) {
						name = "lang." + fn.Sel.Name
						plural = fn.Sel.Name == "N" || fn.Sel.Name == "XN"
					}
				case *ast.Ident:
					switch fn.Name {
					case "say":
						name = "say"
					case "sayCount":
						name, arg, plural = "sayCount", 1, true
					}
				}
				if name == "" || len(x.Args) <= arg {
					return true
				}
				where := fset.Position(x.Pos()).String()
				k, ok := value(x.Args[arg])
				switch {
				case ok:
					keys = append(keys, textKey{k, plural, where})
				case name == "say" && slices.Contains([]string{"keptLine", "say", "sayCount", "statusWords", "whyWords", "MonthWords", "articleShapeWords"}, inFunc):
					// keptLine says one of reasonKeys or a text kept from a say, statusWords one of
					// statusText, whyWords one of whyKeys, MonthWords one of monthText, articleShapeWords one
					// of shapeParts; say and sayCount
					// pass a text on.
				case strings.HasPrefix(name, "lang.") && (inFunc == "Say" || inFunc == "SayCount"):
					// spokenWords passes app's texts on.
				default:
					t.Errorf("%s: %s is given a text that is not a constant string; its translations cannot be checked", where, name)
				}
			}
			return true
		})
	}
	for _, w := range fyneWords {
		keys = append(keys, textKey{w, false, "Fyne's widgets"})
	}
	return keys
}

// translationFiles reads every ui/translations/LANG.json.
func translationFiles(t *testing.T) map[string]map[string]json.RawMessage {
	t.Helper()
	entries, err := translations.ReadDir("translations")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]map[string]json.RawMessage{}
	for _, e := range entries {
		data, err := translations.ReadFile("translations/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]json.RawMessage{}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		files[strings.TrimSuffix(e.Name(), ".json")] = m
	}
	for _, l := range languages {
		if files[l.code] == nil {
			t.Errorf("no translations/%s.json for %s", l.code, l.name)
		}
	}
	return files
}

// pluralForms are the CLDR plural categories of cardinal numbers in each language the window speaks.
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"ja": {"other"},
	"id": {"other"},
	"hi": {"one", "other"},
}

var templateField = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// fields are the template fields a text uses.
func fields(s string) []string {
	var out []string
	for _, m := range templateField.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// extraFields are data a text's translations may use that its English does not.
var extraFields = map[string][]string{
	"{{.Day}} {{.Month}} {{.Time}}": {"MonthNumber"},
}

// TestEveryTextTranslated fails when a text the window shows has no translation in one of the
// languages, or a translation lacks a plural form of its language, or uses data its text is not given.
func TestEveryTextTranslated(t *testing.T) {
	keys := textKeys(t)
	if len(keys) < 100 {
		t.Fatalf("found only %d texts in the sources; the walk is broken", len(keys))
	}
	files := translationFiles(t)
	for code, file := range files {
		forms, ok := pluralForms[code]
		if !ok {
			t.Errorf("translations/%s.json: a language the window does not offer (add it to languages and pluralForms)", code)
			continue
		}
		for _, k := range keys {
			raw, ok := file[k.key]
			if !ok {
				t.Errorf("%s: %q has no translation in translations/%s.json", k.where, k.key, code)
				continue
			}
			var texts []string
			if k.plural {
				var m map[string]string
				if err := json.Unmarshal(raw, &m); err != nil {
					t.Errorf("translations/%s.json: %q is said with a count; it needs the plural forms %v", code, k.key, forms)
					continue
				}
				var got []string
				for f, s := range m {
					got = append(got, f)
					texts = append(texts, s)
				}
				slices.Sort(got)
				if !slices.Equal(got, forms) {
					t.Errorf("translations/%s.json: %q has the plural forms %v, want %v", code, k.key, got, forms)
				}
			} else {
				var s string
				if err := json.Unmarshal(raw, &s); err != nil {
					t.Errorf("translations/%s.json: %q is said without a count; its translation is one string", code, k.key)
					continue
				}
				texts = append(texts, s)
			}
			allowed := append(fields(k.key), extraFields[k.key]...)
			for _, s := range texts {
				if strings.TrimSpace(s) == "" {
					t.Errorf("translations/%s.json: %q is translated as nothing", code, k.key)
				}
				if _, err := template.New("").Parse(s); err != nil {
					t.Errorf("translations/%s.json: %q: %v", code, k.key, err)
				}
				for _, f := range fields(s) {
					if !slices.Contains(allowed, f) && !(k.plural && f == "Count") {
						t.Errorf("translations/%s.json: %q uses {{.%s}}, which its text is not given", code, k.key, f)
					}
				}
			}
		}
	}
}

// TestTranslationsHaveTheSameKeys fails when a language has a text the others lack, or keeps one
// nothing shows any more.
func TestTranslationsHaveTheSameKeys(t *testing.T) {
	used := map[string]bool{}
	for _, k := range textKeys(t) {
		used[k.key] = true
	}
	files := translationFiles(t)
	en := files["en"]
	for code, file := range files {
		for k := range file {
			if _, ok := en[k]; !ok {
				t.Errorf("translations/%s.json has %q, which translations/en.json lacks", code, k)
			}
			if !used[k] {
				t.Errorf("translations/%s.json has %q, which the window no longer shows", code, k)
			}
		}
		for k := range en {
			if _, ok := file[k]; !ok {
				t.Errorf("translations/%s.json lacks %q", code, k)
			}
		}
	}
}

// widgetText are the calls whose string arguments the window shows as they are.
var widgetText = map[string]bool{
	"NewLabel": true, "NewLabelWithStyle": true, "NewButton": true, "NewButtonWithIcon": true,
	"NewMenuItem": true, "NewMenu": true, "NewCheck": true, "NewRadioGroup": true, "NewSelect": true,
	"SetText": true, "SetPlaceHolder": true, "SetTitle": true, "setStatus": true, "setHint": true,
	"ShowConfirm": true, "NewConfirm": true, "NewForm": true, "NewCustom": true, "NewCustomWithoutButtons": true,
	"ShowInformation": true, "NewTabItem": true, "newTipButton": true, "showProblem": true, "boldLabel": true,
	"notify": true, "NewNotification": true,
}

// TestNoWordsBypassTranslation fails when a widget is given words in a string literal rather than
// through lang: words that would show in English whatever the language.
func TestNoWordsBypassTranslation(t *testing.T) {
	letters := regexp.MustCompile(`\pL`)
	fset := token.NewFileSet()
	for _, path := range wordSources(t) {
		if strings.HasPrefix(path, "..") {
			continue
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := ""
			switch fn := c.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			if !widgetText[name] {
				return true
			}
			for _, a := range c.Args {
				ast.Inspect(a, func(n ast.Node) bool {
					if call, ok := n.(*ast.CallExpr); ok {
						if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
							if id, ok := sel.X.(*ast.Ident); ok && id.Name == "lang" {
								return false // translated
							}
						}
					}
					if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
						s, _ := strconv.Unquote(bl.Value)
						if letters.MatchString(s) && s != "Broadsheet" {
							t.Errorf("%s: %s is given %q, not through lang.L", fset.Position(bl.Pos()), name, s)
						}
					}
					return true
				})
			}
			return true
		})
	}
}

// TestLanguagesSpeak checks that each language is chosen, and says a text, a plural and a number
// in its own forms.
func TestLanguagesSpeak(t *testing.T) {
	defer func() {
		if err := useLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, tc := range []struct {
		code, settings, sections, one, count, ago, hourAgo, size, date string
	}{
		{"en", "Settings", "Showing 60 of 185 sections", "Showing 1 of 1 section", "1,234,567", "25 min ago", "1 h ago", "12.4 KB", "2 Mar 2026"},
		{"ja", "設定", "185 個のセクションのうち 60 個を表示", "1 個のセクションのうち 1 個を表示", "1,234,567", "25 分前", "1 時間前", "12.4 KB", "2026年3月2日"},
		{"id", "Pengaturan", "Menampilkan 60 dari 185 rubrik", "Menampilkan 1 dari 1 rubrik", "1.234.567", "25 mnt lalu", "1 jam lalu", "12,4 KB", "2 Mar 2026"},
		{"hi", "सेटिंग", "185 में से 60 अनुभाग दिखाए जा रहे हैं", "1 में से 1 अनुभाग दिखाया जा रहा है", "12,34,567", "25 मिनट पहले", "1 घंटा पहले", "12.4 KB", "2 मार्च 2026"},
	} {
		t.Run(tc.code, func(t *testing.T) {
			if err := useLanguage(tc.code); err != nil {
				t.Fatal(err)
			}
			if got := spokenLanguage(); got != tc.code {
				t.Errorf("spokenLanguage() = %q, want %q", got, tc.code)
			}
			if got := lang.L("Settings"); got != tc.settings {
				t.Errorf("Settings reads %q, want %q", got, tc.settings)
			}
			shown := func(n, of int) string {
				return lang.N("Showing {{.Shown}} of {{.Count}} sections", of, args{"Shown": countWords(n), "Count": countWords(of)})
			}
			if got := shown(60, 185); got != tc.sections {
				t.Errorf("the picker's count reads %q, want %q", got, tc.sections)
			}
			if got := shown(1, 1); got != tc.one {
				t.Errorf("the picker's count of one reads %q, want %q", got, tc.one)
			}
			if got := countWords(1234567); got != tc.count {
				t.Errorf("countWords(1234567) = %q, want %q", got, tc.count)
			}
			now := time.Date(2026, 11, 29, 9, 30, 0, 0, time.UTC)
			if got := relativeTime(now, now.Add(-25*time.Minute)); got != tc.ago {
				t.Errorf("25 minutes ago reads %q, want %q", got, tc.ago)
			}
			if got := relativeTime(now, now.Add(-time.Hour)); got != tc.hourAgo {
				t.Errorf("an hour ago reads %q, want %q", got, tc.hourAgo)
			}
			if got := sizeWords(12408); got != tc.size {
				t.Errorf("sizeWords(12408) = %q, want %q", got, tc.size)
			}
			if got := relativeTime(now, time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC)); got != tc.date {
				t.Errorf("a day in March reads %q, want %q", got, tc.date)
			}
		})
	}
}

// TestLanguageFromTheSystem checks that the system's locale chooses among the languages spoken,
// and that one the window does not speak gives English.
func TestLanguageFromTheSystem(t *testing.T) {
	for _, tc := range []struct{ env, want string }{
		{"ja_JP.UTF-8", "ja"},
		{"id_ID.UTF-8", "id"},
		{"hi_IN.UTF-8", "hi"},
		{"en_GB.UTF-8", "en"},
		{"fr_FR.UTF-8", "en"},
	} {
		t.Run(tc.env, func(t *testing.T) {
			t.Setenv("LANGUAGE", "")
			t.Setenv("LC_ALL", "")
			t.Setenv("LC_MESSAGES", "")
			t.Setenv("LANG", tc.env)
			if got := resolveLanguage(""); got != tc.want {
				t.Errorf("resolveLanguage(\"\") under LANG=%s = %q, want %q", tc.env, got, tc.want)
			}
			if got := resolveLanguage("hi"); got != "hi" {
				t.Errorf("a language chosen in Settings gives %q, want hi", got)
			}
		})
	}
}
