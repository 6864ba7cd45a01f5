package ui

import (
	"image/png"
	"os"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"

	"github.com/broadsheet/broadsheet/app"
)

func TestZZPreview(t *testing.T) {
	a := openApp(t, "/tmp/broadsheet-bench-1000000-v1.db")
	u := newTestWindow(t, a)
	u.fa.Settings().SetTheme(lightTheme{theme.DefaultTheme()})
	shot := func(name string) {
		f, _ := os.Create("/tmp/preview-" + name + ".png")
		png.Encode(f, u.w.Canvas().Capture())
		f.Close()
	}
	u.showAddDialog()
	u.add.address.SetText("www.nikkei.com")
	for i, st := range []string{"robots", "homepage", "guess", "guess", "sitemap"} {
		u.add.addEvent(app.RequestEvent{Step: st, URL: "https://www.nikkei.com/" + st, Status: 200 + i*100, Bytes: int64(1234 * i), Duration: time.Duration(i*37) * time.Millisecond})
	}
	shot("during")
	f := &app.Finding{Site: "https://www.nikkei.com/", Outcome: "sections", Sections: manySections()}
	u.add.done(f, nil)
	u.add.picker.list.Select(1)
	shot("sections")
	u.add.done(&app.Finding{Site: "https://www.reuters.com/", Outcome: "refused", Reason: "robots"}, nil)
	shot("refusal")
	u.add.done(&app.Finding{Site: "https://www.x.com/", Outcome: "nothing", Tried: []string{"the homepage's links", "common feed addresses", "robots.txt sitemaps"}}, nil)
	shot("nothing")
}
