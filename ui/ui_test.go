package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestWindowOpens(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("Broadsheet")
	if got, want := w.Title(), "Broadsheet"; got != want {
		t.Fatalf("title = %q, want %q", got, want)
	}
}
