package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

func init() {
	register(command{
		name:    "sources",
		usage:   "[--json]",
		summary: "list the followed sources",
		run:     runSources,
	})
}

// sourceJSON is one followed source as `sources --json` prints it.
type sourceJSON struct {
	ID       int64  `json:"id"`
	Kind     string `json:"kind"`
	URL      string `json:"url"`
	Title    string `json:"title"`
	Status   string `json:"status"`
	Site     string `json:"site"`
	Reason   string `json:"reason,omitempty"`
	Unread   int    `json:"unread"`
	Interval string `json:"interval"`
	// Proposal is the replacement found for a source that stopped working, waiting for the person.
	Proposal *proposalJSON `json:"proposal,omitempty"`
}

// proposalJSON is a replacement proposed for a source, as `sources --json` prints it.
type proposalJSON struct {
	Kind  string `json:"kind"`
	URL   string `json:"url"`
	Title string `json:"title"`
	Words string `json:"words"` // "The Daily Planet's feed moved to https://…: switch?"
	Why   string `json:"why"`   // where it was found
}

func runSources(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("sources", e)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	a, err := openApp(ctx, e, 0)
	if err != nil {
		return err
	}
	defer a.Close()
	srcs, err := a.Sources(ctx)
	if err != nil {
		return err
	}
	proposals, err := a.Proposals(ctx)
	if err != nil {
		return err
	}
	bySource := map[int64]app.Proposal{}
	for _, p := range proposals {
		bySource[p.SourceID] = p
	}
	if *asJSON {
		out := make([]sourceJSON, 0, len(srcs))
		for _, s := range srcs {
			sj := sourceAsJSON(s)
			if p, ok := bySource[s.ID]; ok {
				sj.Proposal = &proposalJSON{Kind: p.Kind, URL: p.URL, Title: p.Title, Words: p.Words, Why: p.Why}
			}
			out = append(out, sj)
		}
		return printJSON(e.stdout, out)
	}
	if len(srcs) == 0 {
		fmt.Fprintln(e.stdout, "No sources followed yet. Add one with: broadsheet add URL")
		return nil
	}
	printSources(e.stdout, srcs)
	for _, p := range proposals {
		fmt.Fprintf(e.stdout, "%d proposal: %s (%s; switch or dismiss it in the window's Site Details)\n", p.SourceID, p.Words, p.Why)
	}
	return nil
}

func sourceAsJSON(s app.Source) sourceJSON {
	return sourceJSON{
		ID:       s.ID,
		Kind:     s.Kind,
		URL:      s.URL,
		Title:    s.Title,
		Status:   s.Status,
		Site:     s.Site,
		Reason:   s.Reason,
		Unread:   s.Unread,
		Interval: s.Interval.String(),
	}
}

// printSources prints sources as a table for a person, then the reason of each source that is not
// doing well, in a line of its own so that a long sentence does not stretch the table.
func printSources(w io.Writer, srcs []app.Source) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tKIND\tSTATUS\tUNREAD\tTITLE\tURL")
	for _, s := range srcs {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\t%s\n", s.ID, s.Kind, s.Status, s.Unread, s.Title, s.URL)
	}
	tw.Flush()
	for _, s := range srcs {
		if s.Reason != "" {
			fmt.Fprintf(w, "%d %s: %s\n", s.ID, s.Status, s.Reason)
		}
	}
}

// openApp opens the database named by --db (or the default one) for a command. pause is the
// command's --pause as pauseFlag reads it: 0 for the saved setting, negative for none.
func openApp(ctx context.Context, e *env, pause time.Duration) (*app.App, error) {
	a, err := app.Open(ctx, app.Config{DBPath: e.dbPath, Pause: pause})
	if err != nil {
		return nil, errors.New(dbProblem(err))
	}
	return a, nil
}

// pauseFlag returns the pause to open the app with from a command's --pause flag of value d: d, or
// for an explicit --pause 0 a negative pause, which means none at all rather than the saved setting.
func pauseFlag(fs *flag.FlagSet, d time.Duration) time.Duration {
	if d == 0 && flagGiven(fs, "pause") {
		return -1
	}
	return d
}

// dbProblem says what is wrong with the database in words for a person.
func dbProblem(err error) string {
	switch {
	case errors.Is(err, app.ErrDamaged):
		return fmt.Sprintf("%v\n%s", err, app.Explain(err))
	case errors.Is(err, app.ErrNotOurs):
		return fmt.Sprintf("%v\nThe file is not a Broadsheet database; nothing was changed. Point --db at another file.", err)
	case errors.Is(err, app.ErrLocked):
		return fmt.Sprintf("%v\nAnother program holds the database; nothing was changed. Close it and try again.", err)
	case errors.Is(err, app.ErrNotWritable):
		return fmt.Sprintf("%v\nNothing was changed and no site was asked for anything. Make the file and its folder writable, or point --db at another file.", err)
	}
	return err.Error()
}

// printJSON writes v as indented JSON with a final newline.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
