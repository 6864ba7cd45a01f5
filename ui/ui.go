// Package ui is Broadsheet's desktop window, built with Fyne. It talks to package app only: it never
// does HTTP or SQL itself (it must not import net/http, database/sql, discovery or store), runs every
// piece of network or disk work off the UI goroutine and applies the result inside one fyne.Do.
package ui

import (
	"context"
	"errors"
	"os"
	"runtime"
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/assets"
)

// appID is the application identifier, also used for Fyne's storage location. It is the ID of
// FyneApp.toml, and the one app.DefaultDBPath keeps the database under.
const appID = "app.broadsheet.reader"

// icon is the application icon as a Fyne resource, and windowIcon the window's: the same drawing
// at 128 pixels, which window lists and task bars show at 64 at most. The window's icon is handed
// to the X server as 64-bit words per pixel as the window is made: at 512 pixels that took about
// 50 ms before the first frame.
var (
	icon       = fyne.NewStaticResource("broadsheet.png", assets.Icon)
	windowIcon = fyne.NewStaticResource("broadsheet-128.png", assets.WindowIcon)
)

// Run opens the main window on the database in the app's data folder, refreshes followed sources in
// the background while it is open (or hidden in the system tray), and blocks until the person quits.
// Cancelling ctx (an interrupt in the terminal that started it) quits too. It returns an error at
// once, without opening anything, when there is no display to open a window on.
func Run(ctx context.Context) error {
	if err := displayAvailable(); err != nil {
		return err
	}
	collectGarbageSooner()
	defer startCPUProfile()()
	fa := fyneapp.NewWithID(appID)
	fa.SetIcon(icon)
	loadLanguage(fa)
	applyTheme(fa, fa.Preferences().StringWithFallback(prefTheme, themeSystem))
	fontsLoaded := loadFontsAhead()
	stopQuitting := context.AfterFunc(ctx, func() { fyne.Do(fa.Quit) })
	defer stopQuitting()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	path, err := app.DefaultDBPath()
	var a *app.App
	if err == nil {
		a, err = app.Open(ctx, app.Config{DBPath: path, ReadCacheKiB: windowReadCacheKiB, WriteCacheKiB: windowWriteCacheKiB})
	}
	opened := time.Now()
	if err != nil {
		// The window says it in words; the command says the error itself once the window closes.
		fontsLoaded()
		w := fa.NewWindow("Broadsheet")
		w.SetContent(container.NewCenter(widget.NewLabel(lang.L("Broadsheet cannot open its database. {{.Reason}}", args{"Reason": app.Explain(err)}))))
		w.Resize(fyne.NewSize(640, 200))
		w.ShowAndRun()
		return err
	}
	defer a.Close()

	// The window is made (its GL context, its shaders) while the fonts load and the sidebar and the
	// first page of headlines are read on other goroutines; its content is built once the fonts are
	// in, and shows what was read in its first frame.
	first := readFirstPage(ctx, a, fa.Preferences().String(prefView))
	w := fa.NewWindow("Broadsheet")
	w.SetIcon(windowIcon)
	w.Resize(savedSize(fa.Preferences()))
	w.Show()
	fontsLoaded()
	u := fillWindow(ctx, fa, w, a, nil, first)
	u.trace.note("database open", opened)
	u.installTray()
	u.startScheduler()
	fa.Run()
	cancel()
	u.jobs.Wait()
	return nil
}

// windowReadCacheKiB is the page cache of each of the window's four read connections: SQLite's
// default of 2 MiB, not the store's 16 MiB. Scrolling a million headlines filled the larger caches
// and the window's Go memory grew by about 19 MB over 4,000 wheel notches (7 MB with this), with no
// visible change in the times of the list, a search or Mark All Read (docs/BENCHMARKS.md).
const windowReadCacheKiB = 2048

// windowWriteCacheKiB is the page cache of the window's writer connection: 2 MiB, not the store's 16.
// Marking a million headlines read (or taking it back) changes a million narrow rows: the writer's
// cache filled to its 16 MiB, held by SQLite for as long as the window ran, and the window grew by
// about 30 MB at once; with 2 MiB it grows by 4 MB, and the marking took no longer
// (docs/BENCHMARKS.md). A refresh writes a few pages of each source.
const windowWriteCacheKiB = 2048

// windowGCPercent is the garbage collector's target for the window: the heap may grow by half of
// what is live before a collection, not by all of it. Fonts, shaped text and pages of headlines are
// short-lived garbage; with Go's default of 100 the window on a million headlines held 178 MB
// resident at its first headlines, with 50 it held 164 MB; the time to the first frame varied with
// the machine's load more than with the setting (docs/BENCHMARKS.md).
const windowGCPercent = 50

// collectGarbageSooner sets windowGCPercent, unless GOGC says otherwise.
func collectGarbageSooner() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(windowGCPercent)
	}
}

// displayAvailable says why no window can be opened, or nil. On Linux and the BSDs Fyne's driver
// talks to an X server (XWayland on Wayland desktops), which DISPLAY names.
func displayAvailable() error {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		if os.Getenv("DISPLAY") == "" {
			return errors.New("ui: there is no display to open the window on (DISPLAY is not set); " +
				"run Broadsheet from a desktop session, or use its commands, which need none (broadsheet help)")
		}
	}
	return nil
}

// installTray puts Broadsheet in the system tray when the desktop has one; closing the window then
// hides it while refreshes go on.
func (u *window) installTray() {
	desk, ok := u.fa.(desktop.App)
	if !ok || !trayLikely() {
		return
	}
	desk.SetSystemTrayMenu(fyne.NewMenu("Broadsheet",
		fyne.NewMenuItem(lang.L("Open"), u.showWindow),
		fyne.NewMenuItem(lang.L("Refresh now"), u.refreshAll),
		fyne.NewMenuItem(lang.L("Quit"), u.quitNow),
	))
	desk.SetSystemTrayIcon(icon)
	desk.SetSystemTrayWindow(u.w)
	u.w.SetCloseIntercept(func() {
		u.savePrefs()
		u.w.Hide()
	})
}

// trayLikely says whether a system tray can be there. On Linux and the BSDs the tray speaks D-Bus:
// without a session bus there is none, and closing to it would leave no way back to the window.
func trayLikely() bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return os.Getenv("DBUS_SESSION_BUS_ADDRESS") != ""
	}
	return true
}

func (u *window) showWindow() {
	u.w.Show()
	u.w.RequestFocus()
}

// startScheduler runs app.Run, which refreshes sources as they fall due, until the window quits,
// reloading the sidebar and the headlines soon after refreshes that changed something. Quit waits
// for it through jobs.
func (u *window) startScheduler() {
	u.background(func(ctx context.Context) {
		err := u.app.Run(ctx, func(r app.RefreshResult) {
			if r.New > 0 || r.Status != app.StatusOK {
				u.do(func() {
					u.noteNew(r)
					u.reloadSoon()
				})
			}
		})
		if err != nil && u.ctx.Err() == nil {
			u.do(func() {
				u.setStatus(lang.L("Background refresh stopped: {{.Reason}}", args{"Reason": app.Explain(err)}))
			})
		}
	})
}

// reloadDelay gathers the refreshes that end close together into one reload: short, so that
// headlines and counts show as each source is read.
const reloadDelay = 300 * time.Millisecond

// reloadSoon reloads the sidebar and the headlines after reloadDelay, once for all the calls
// made in the meantime, and announces the new headlines gathered.
func (u *window) reloadSoon() {
	if u.reloadPending {
		return
	}
	u.reloadPending = true
	u.jobs.Add(1) // the reload counts as background work, for tests and Quit
	time.AfterFunc(reloadDelay, func() {
		defer u.jobs.Done()
		u.do(func() {
			u.reloadPending = false
			u.reloadAll()
			u.notifyNew()
		})
	})
}
