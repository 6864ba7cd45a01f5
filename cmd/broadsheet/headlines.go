package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/broadsheet/broadsheet/app"
)

func init() {
	register(command{
		name:    "headlines",
		usage:   "[--json] [--source ID] [--unread] [--search TEXT] [--limit N]",
		summary: "list headlines, newest first",
		run:     runHeadlines,
	})
}

// headlineJSON is one headline as `headlines --json` prints it.
type headlineJSON struct {
	URL         string  `json:"url"`
	Title       string  `json:"title"`
	Published   *string `json:"published"` // RFC 3339; null when the source gave no date
	Source      int64   `json:"source"`    // the ID of the source that brought it
	SourceTitle string  `json:"source_title"`
	Site        string  `json:"site"`
	Read        bool    `json:"read"`
	Starred     bool    `json:"starred"`
	ID          int64   `json:"id"`
}

func runHeadlines(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("headlines", e)
	asJSON := fs.Bool("json", false, "print JSON")
	sourceID := fs.Int64("source", 0, "only the headlines of the source with this `ID` (see: broadsheet sources)")
	unread := fs.Bool("unread", false, "only unread headlines")
	search := fs.String("search", "", "only headlines whose title or summary holds every word of `TEXT`")
	limit := fs.Int("limit", app.DefaultPageSize, "at most `N` headlines")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	if *limit <= 0 {
		return usagef("--limit must be a positive number, not %d", *limit)
	}
	if *sourceID < 0 {
		return usagef("--source must be a source ID, not %d", *sourceID)
	}
	a, err := openApp(ctx, e, 0)
	if err != nil {
		return err
	}
	defer a.Close()
	hs, err := a.Headlines(ctx, app.HeadlineQuery{SourceID: *sourceID, Unread: *unread, Search: *search, Limit: *limit})
	if errors.Is(err, app.ErrUnknownSource) {
		return fmt.Errorf("--source %d: %w; broadsheet sources lists the sources with their IDs", *sourceID, err)
	}
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]headlineJSON, 0, len(hs))
		for _, h := range hs {
			j := headlineJSON{
				URL: h.URL, Title: h.Title, Source: h.SourceID, SourceTitle: h.SourceTitle, Site: h.Site,
				Read: h.Read, Starred: h.Starred, ID: h.ID,
			}
			if !h.Published.IsZero() {
				p := h.Published.UTC().Format(time.RFC3339)
				j.Published = &p
			}
			out = append(out, j)
		}
		return printJSON(e.stdout, out)
	}
	if len(hs) == 0 {
		fmt.Fprintln(e.stdout, "No headlines.")
		return nil
	}
	for _, h := range hs {
		when := "                "
		if !h.Published.IsZero() {
			when = h.Published.Local().Format("2006-01-02 15:04")
		}
		mark := " "
		if !h.Read {
			mark = "*"
		}
		fmt.Fprintf(e.stdout, "%s %s  %s\n                    %s  (%s)\n", mark, when, h.Title, h.URL, h.SourceTitle)
	}
	return nil
}
