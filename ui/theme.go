package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// The themes a person can choose in Settings.
const (
	themeSystem = "system" // light or dark, as the desktop is set
	themeLight  = "light"
	themeDark   = "dark"
)

// themeKeys are the theme choices, in the order offered.
var themeKeys = []string{themeSystem, themeLight, themeDark}

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

// themeWords is how the theme choice key reads in Settings, in the language spoken.
func themeWords(key string) string {
	switch key {
	case themeLight:
		return lang.L("Light")
	case themeDark:
		return lang.L("Dark")
	}
	return lang.L("As the system")
}

// themeKey is the choice key of words shown in Settings.
func themeKey(words string) string {
	for _, k := range themeKeys {
		if themeWords(k) == words {
			return k
		}
	}
	return themeSystem
}
