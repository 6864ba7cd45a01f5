// Package ui is Broadsheet's desktop window, built with Fyne. It talks to package app only: it never
// does HTTP or SQL itself, runs every piece of network or disk work off the UI goroutine and applies
// the result inside fyne.Do.
package ui

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

// AppID is the application identifier, also used for Fyne's storage location.
const AppID = "app.broadsheet.reader"

// Run opens the main window and blocks until the application quits.
func Run() {
	a := fyneapp.NewWithID(AppID)
	w := a.NewWindow("Broadsheet")
	w.SetContent(widget.NewLabel("Broadsheet"))
	w.Resize(fyne.NewSize(960, 640))
	w.ShowAndRun()
}
