package ui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/broadsheet/broadsheet/app"
)

var pickerNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// manySections is 185 sections: 60 under /world/ (every third up to the 180th), the rest under /local/, each updated a little
// earlier than the one before.
func manySections() []app.Candidate {
	var cs []app.Candidate
	for i := range 185 {
		desk := "local"
		if i%3 == 0 && len(cs) < 180 {
			desk = "world"
		}
		cs = append(cs, app.Candidate{
			Kind:    app.KindSection,
			URL:     fmt.Sprintf("https://paper.test/%s/area-%03d/", desk, i),
			LastMod: pickerNow.Add(-time.Duration(i) * 7 * time.Minute),
		})
	}
	return cs
}

func TestPicker(t *testing.T) {
	tests := []struct {
		name      string
		filter    string
		selectAll bool
		wantCount string
		wantFirst string
		chosen    int
	}{
		{"everything", "", false, "Showing 185 of 185 sections", "World › Area 000", 0},
		{"filtered", "world", false, "Showing 60 of 185 sections", "World › Area 000", 0},
		{"filtered and all shown chosen", "world", true, "Showing 60 of 185 sections · 60 chosen", "World › Area 000", 60},
		{"two words", "local 01", true, "Showing 9 of 185 sections · 9 chosen", "Local › Area 001", 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			test.NewTempApp(t)
			changes := 0
			p := newPicker("sections", manySections(), func() time.Time { return pickerNow }, func() { changes++ })
			w := test.NewTempWindow(t, p.box)
			w.Resize(fyne.NewSize(600, 400))
			test.Type(p.filter, tt.filter)
			if tt.selectAll {
				p.setShown(true)
			}
			if got := p.count.Text; got != tt.wantCount {
				t.Errorf("count = %q, want %q", got, tt.wantCount)
			}
			if got := readableTitle(p.all[p.shown[0]]); got != tt.wantFirst {
				t.Errorf("first shown = %q, want %q", got, tt.wantFirst)
			}
			if got := len(p.chosen()); got != tt.chosen {
				t.Errorf("chosen = %d, want %d", got, tt.chosen)
			}
			if tt.selectAll && changes == 0 {
				t.Errorf("choosing did not call onChange")
			}
		})
	}
}

func TestPickerOrderAndToggle(t *testing.T) {
	test.NewTempApp(t)
	p := newPicker("sections", manySections(), func() time.Time { return pickerNow }, nil)
	w := test.NewTempWindow(t, p.box)
	w.Resize(fyne.NewSize(600, 400))
	if got, want := p.order.Selected, byActivity; got != want {
		t.Fatalf("order = %q, want %q (the sections have dates)", got, want)
	}
	if got, want := candidateNote(p.all[p.shown[1]], pickerNow), "updated 7 min ago"; got != want {
		t.Errorf("second note = %q, want %q", got, want)
	}
	p.order.SetSelected(byName)
	if got, want := readableTitle(p.all[p.shown[0]]), "Local › Area 001"; got != want {
		t.Errorf("first by name = %q, want %q", got, want)
	}
	p.list.Select(0)
	p.list.Select(2)
	if got, want := len(p.chosen()), 2; got != want {
		t.Fatalf("chosen after two taps = %d, want %d", got, want)
	}
	p.list.Select(0)
	if got, want := len(p.chosen()), 1; got != want {
		t.Errorf("chosen after untapping one = %d, want %d", got, want)
	}
	test.AssertImageMatches(t, "picker.png", w.Canvas().Capture())
}
