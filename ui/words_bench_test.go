package ui

import (
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

// BenchmarkHeadlineMeta writes the caption of a headline row ("Nikkei · www.nikkei.com · 25 min
// ago"), which the list writes for each row it shows as it scrolls: in the language spoken, it is
// looked up through Fyne's lang.
func BenchmarkHeadlineMeta(b *testing.B) {
	now := time.Date(2026, 11, 29, 9, 30, 0, 0, time.UTC)
	h := app.Headline{SourceTitle: "Business", Site: "www.nikkei.com", Published: now.Add(-25 * time.Minute)}
	b.ReportAllocs()
	for b.Loop() {
		if headlineMeta(h, now) == "" {
			b.Fatal("no caption")
		}
	}
}
