package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

func init() {
	register(command{
		name:    "refresh",
		usage:   "[--json] [--pause D] [--watch]",
		summary: "refresh the followed sources now, or keep refreshing them as they fall due",
		run:     runRefresh,
	})
}

// refreshJSON is one refreshed source as `refresh --json` prints it.
type refreshJSON struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
	New    int    `json:"new"`
	Error  string `json:"error,omitempty"`
	// Moved is the source's new address when it moved during the refresh.
	Moved string `json:"moved,omitempty"`
	// Proposal asks about a replacement the refresh found for the source.
	Proposal string `json:"proposal,omitempty"`
}

func runRefresh(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("refresh", e)
	asJSON := fs.Bool("json", false, "print JSON: an array of results, or with --watch one object per line")
	pause := pauseVar(fs, 0, "least time between two requests to one host (default: the saved setting, 1s)")
	watch := fs.Bool("watch", false, "keep running, refreshing each source as it falls due, until interrupted")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	a, err := openApp(ctx, e, pauseFlag(fs, *pause))
	if err != nil {
		return err
	}
	defer a.Close()
	defer a.WaitOutPause(ctx) // the next command may well go to the same sites
	if err := a.CheckWritable(ctx); err != nil {
		return errors.New(dbProblem(err))
	}

	if *watch {
		var mu sync.Mutex
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		return a.Run(ctx, func(r app.RefreshResult) {
			mu.Lock()
			defer mu.Unlock()
			if *asJSON {
				enc.Encode(resultJSON(r))
				return
			}
			printResult(e.stdout, r)
		})
	}

	results, err := a.RefreshAll(ctx, nil)
	if errors.Is(err, context.Canceled) {
		err = fmt.Errorf("interrupted with %s refreshed; the others are refreshed next time", howMany(len(results), "source"))
	}
	if err != nil && len(results) == 0 {
		return err
	}
	if *asJSON {
		out := make([]refreshJSON, 0, len(results))
		for _, r := range results {
			out = append(out, resultJSON(r))
		}
		if perr := printJSON(e.stdout, out); perr != nil {
			return perr
		}
		return err
	}
	if len(results) == 0 {
		fmt.Fprintln(e.stdout, "Nothing to refresh.")
	}
	newTotal := 0
	for _, r := range results {
		printResult(e.stdout, r)
		newTotal += r.New
	}
	if len(results) > 0 {
		fmt.Fprintf(e.stdout, "%s refreshed, %s.\n", howMany(len(results), "source"), howMany(newTotal, "new headline"))
	}
	return err
}

func resultJSON(r app.RefreshResult) refreshJSON {
	return refreshJSON{ID: r.SourceID, Status: r.Status, New: r.New, Error: r.Err, Moved: r.MovedTo, Proposal: r.Proposal}
}

func printResult(w io.Writer, r app.RefreshResult) {
	line := fmt.Sprintf("%s source %d: %s, %d new", time.Now().Format("15:04:05"), r.SourceID, r.Status, r.New)
	if r.Err != "" {
		line += " (" + r.Err + ")"
	}
	if r.MovedTo != "" {
		line += ", moved to " + r.MovedTo
	}
	if r.Proposal != "" {
		line += "; " + r.Proposal
	}
	fmt.Fprintln(w, line)
}

// howMany says n things in words: "1 source", "3 sources".
func howMany(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
