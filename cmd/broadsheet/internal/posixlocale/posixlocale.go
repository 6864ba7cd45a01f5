// Package posixlocale names the POSIX locale in a way Fyne understands, before Fyne reads it.
//
// Fyne reads the locale from LC_ALL, LC_MESSAGES or LANG while its lang package initialises, and
// logs "Error parsing user locale C" for the POSIX locale when it is written "C.UTF-8" (the default of
// many servers and containers), on every run of every subcommand. This package writes such a value as
// the bare "C" (or "POSIX"), which Fyne takes for English without complaint. It has to run before Fyne's lang package initialises:
// the main package imports it for its side effect, and Go initialises a ready package whose import
// path sorts first (github.com/broadsheet/... before github.com/jeandeaual/go-locale, which Fyne's
// lang package needs first), so this init runs before Fyne's. It changes nothing for any other locale.
package posixlocale

import (
	"os"
	"strings"
)

func init() {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		if v == "" {
			continue
		}
		if lang, ok := posixName(v); ok {
			os.Setenv(name, lang)
		}
		return // the first one set decides the locale, as in go-locale
	}
}

// posixName returns "C" or "POSIX" when a locale value names the POSIX locale with a codeset, such as
// "C.UTF-8" or "POSIX.utf8". The bare "C" and "POSIX" are understood by Fyne already.
func posixName(v string) (string, bool) {
	lang, _, found := strings.Cut(v, ".")
	return lang, found && (lang == "C" || lang == "POSIX")
}
