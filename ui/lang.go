package ui

// This file sets the language the window speaks: English, Japanese, Indonesian or Hindi, as the
// system's locale says or as chosen in Settings. Every word the window shows is looked up through
// Fyne's lang package (lang.L, lang.N, lang.X) in ui/translations/LANG.json, where the key is the
// English text; numbers, sizes and dates are written in the language's forms with x/text.

import (
	"embed"
	"fmt"
	"os"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/broadsheet/broadsheet/app"
)

// translations holds one JSON file per language the window speaks, named LANG.json.
//
//go:embed translations/*.json
var translations embed.FS

// prefLanguage keeps the language chosen in Settings: "" for the system's, else a code of languages.
const prefLanguage = "language"

// languages are the languages the window speaks, in the order Settings offers them, each named in
// itself. The first is the one spoken when the system's locale asks for none of the others.
var languages = []struct{ code, name string }{
	{"en", "English"},
	{"ja", "日本語"},
	{"id", "Bahasa Indonesia"},
	{"hi", "हिन्दी"},
}

// spoken is the language the window speaks, set by useLanguage.
var spoken atomic.Pointer[language.Tag]

// printer writes numbers in the language spoken: "12,408" in English, "12.408" in Indonesian.
var printer atomic.Pointer[message.Printer]

// systemLanguage is the language of languages closest to the system's locale (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG), English when none is close.
func systemLanguage() string {
	tags := make([]language.Tag, len(languages))
	for i, l := range languages {
		tags[i] = language.Make(l.code)
	}
	_, i, conf := language.NewMatcher(tags).Match(language.Make(lang.SystemLocale().LanguageString()))
	if conf == language.No {
		return languages[0].code
	}
	return languages[i].code
}

// resolveLanguage is the code of the language the window speaks for a choice kept in Settings:
// the choice when it is one of languages, else the system's.
func resolveLanguage(choice string) string {
	for _, l := range languages {
		if l.code == choice {
			return choice
		}
	}
	return systemLanguage()
}

// useLanguage loads the translations and makes the window speak the language chosen ("" for the
// system's). It must be called before any widget is made: a widget keeps the words it was given.
//
// Fyne's lang package takes its language from the locale in the environment when translations
// are added, and offers no other way to choose it; LC_ALL names the language while they are added
// and is put back at once, so that programs Broadsheet starts (the browser) keep the person's locale.
func useLanguage(choice string) error {
	code := resolveLanguage(choice)
	old, had := os.LookupEnv("LC_ALL")
	if err := os.Setenv("LC_ALL", code); err != nil {
		return fmt.Errorf("ui: choosing the language: %w", err)
	}
	// Only the language spoken is parsed, not all four: parsing is most of what this costs the start.
	data, loadErr := translations.ReadFile("translations/" + code + ".json")
	if loadErr == nil {
		loadErr = lang.AddTranslationsForLocale(data, fyne.Locale(code))
	}
	var restoreErr error
	if had {
		restoreErr = os.Setenv("LC_ALL", old)
	} else {
		restoreErr = os.Unsetenv("LC_ALL")
	}
	tag := language.Make(code)
	agoCache.Clear()
	spoken.Store(&tag)
	printer.Store(message.NewPrinter(tag))
	app.SetWords(spokenWords{})
	if loadErr != nil {
		return fmt.Errorf("ui: loading translations: %w", loadErr)
	}
	if restoreErr != nil {
		return fmt.Errorf("ui: restoring LC_ALL: %w", restoreErr)
	}
	return nil
}

// spokenLanguage is the code of the language the window speaks.
func spokenLanguage() string {
	if t := spoken.Load(); t != nil {
		base, _ := t.Base()
		return base.String()
	}
	return languages[0].code
}

// numberPrinter is the printer of the language spoken.
func numberPrinter() *message.Printer {
	if p := printer.Load(); p != nil {
		return p
	}
	return message.NewPrinter(language.English)
}

// languageName is how a language's code reads in Settings: its own name, or "As the system".
func languageName(code string) string {
	for _, l := range languages {
		if l.code == code {
			return l.name
		}
	}
	return lang.L("As the system")
}

// languageCode is the code of a name languageName wrote; "" for the system's.
func languageCode(name string) string {
	for _, l := range languages {
		if l.name == name {
			return l.code
		}
	}
	return ""
}

// args is the data of a translated text's template: lang.L("Following {{.Site}}", args{"Site": s}).
type args = map[string]any

// counted is the data of a plural text: its count written in the language's digits and separators.
func counted(n int) args { return args{"Count": countWords(n)} }

// loadLanguage applies the language kept in fa's preferences, reporting a failure to load.
func loadLanguage(fa fyne.App) {
	if err := useLanguage(fa.Preferences().String(prefLanguage)); err != nil {
		fyne.LogError("Broadsheet speaks English", err)
	}
}

// spokenWords says package app's sentences (errors, refusals, a source's reason) through the
// translations of the window, in the language it speaks.
type spokenWords struct{}

// Say is text's translation, with data filled in.
func (spokenWords) Say(text string, data map[string]any) string { return lang.L(text, data) }

// SayCount is the plural form for n of other's translation, with data filled in and Count, n in the
// language's digits, whatever data gave as Count.
func (spokenWords) SayCount(_, other string, n int, data map[string]any) string {
	d := make(args, len(data)+1)
	for k, v := range data {
		d[k] = v
	}
	d["Count"] = countWords(n)
	return lang.N(other, n, d)
}
