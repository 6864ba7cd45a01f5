package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The themes a person can choose in Settings.
const (
	themeSystem = "system" // light or dark, as the desktop is set
	themeLight  = "light"
	themeDark   = "dark"
)

// themeNames are the words of the theme choice, in the order offered.
var themeNames = []struct{ key, words string }{
	{themeSystem, "As the system"},
	{themeLight, "Light"},
	{themeDark, "Dark"},
}

// fixedVariant is Fyne's theme held to one variant, light or dark, whatever the desktop says.
type fixedVariant struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

// Color is the colour of the held variant.
func (t fixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// applyTheme sets the theme chosen by key; an unknown key means the system's, which leaves the
// theme the app has unless a held variant was set.
func applyTheme(fa fyne.App, key string) {
	switch key {
	case themeLight:
		fa.Settings().SetTheme(fixedVariant{theme.DefaultTheme(), theme.VariantLight})
	case themeDark:
		fa.Settings().SetTheme(fixedVariant{theme.DefaultTheme(), theme.VariantDark})
	default:
		if _, held := fa.Settings().Theme().(fixedVariant); held {
			fa.Settings().SetTheme(theme.DefaultTheme())
		}
	}
}

// themeWords is how the theme choice key reads in Settings.
func themeWords(key string) string {
	for _, n := range themeNames {
		if n.key == key {
			return n.words
		}
	}
	return themeNames[0].words
}

// themeKey is the choice key of words shown in Settings.
func themeKey(words string) string {
	for _, n := range themeNames {
		if n.words == words {
			return n.key
		}
	}
	return themeSystem
}
