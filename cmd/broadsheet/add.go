package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"strings"

	"github.com/broadsheet/broadsheet/app"
	"github.com/broadsheet/broadsheet/discovery"
)

func init() {
	register(command{
		name:    "add",
		usage:   "[--json] [--pause D] [--all-sections [--yes | --max-sections N] | --section URL ...] URL",
		summary: "find what a site offers and follow it: its best feed, its news sitemap (every desk of a news index), or the sections named",
		run:     runAdd,
	})
}

// addJSON is what `add --json` prints.
type addJSON struct {
	Site     string       `json:"site"`
	Outcome  string       `json:"outcome"`
	Reason   string       `json:"reason,omitempty"`
	Message  string       `json:"message,omitempty"`
	Followed []sourceJSON `json:"followed"`
	// Sections are the section pages discovery found, to choose from with --section.
	Sections []sectionJSON `json:"sections,omitempty"`
}

// sectionJSON is a section page found on the site.
type sectionJSON struct {
	URL   string `json:"url"`
	Title string `json:"title"`
}

// sectionList collects repeated --section flags.
type sectionList []string

func (s *sectionList) String() string     { return strings.Join(*s, ", ") }
func (s *sectionList) Set(v string) error { *s = append(*s, v); return nil }

func runAdd(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("add", e)
	asJSON := fs.Bool("json", false, "print JSON")
	pause := pauseVar(fs, 0, "least time between two requests to one host (default: the saved setting, 1s)")
	allSections := fs.Bool("all-sections", false, "follow every section page found")
	var many allSectionsFlags
	fs.BoolVar(&many.yes, "yes", false, fmt.Sprintf("with --all-sections, follow them all even when there are more than %d", manySections))
	fs.IntVar(&many.max, "max-sections", 0, "with --all-sections, follow only the first `N`")
	var sections sectionList
	fs.Var(&sections, "section", "follow the section page at `URL` (repeatable), even when the site has a feed")
	address, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if address == "" {
		return usagef("the address of a site is needed")
	}
	if *allSections && len(sections) > 0 {
		return usagef("--all-sections and --section cannot be used together")
	}
	if (many.yes || flagGiven(fs, "max-sections")) && !*allSections {
		return usagef("--yes and --max-sections go with --all-sections")
	}
	if flagGiven(fs, "max-sections") && many.max <= 0 {
		return usagef("--max-sections needs a number above 0, not %d", many.max)
	}
	// Bad input is turned away before the database is opened or a request is sent.
	if _, err := discovery.ParseAddress(address); err != nil {
		return addressProblem(err)
	}
	for _, s := range sections {
		if err := checkSectionFlag(s); err != nil {
			return err
		}
	}
	a, err := openApp(ctx, e, pauseFlag(fs, *pause))
	if err != nil {
		return err
	}
	defer a.Close()
	defer a.WaitOutPause(ctx) // the next command may well go to the same site
	if err := a.CheckWritable(ctx); err != nil {
		return errors.New(dbProblem(err))
	}

	f, err := a.Discover(ctx, address, nil)
	if err != nil {
		return addressProblem(err)
	}
	report := addJSON{Site: f.Site, Outcome: f.Outcome, Reason: f.Reason, Message: f.Message, Followed: []sourceJSON{}}
	for _, s := range f.Sections {
		report.Sections = append(report.Sections, sectionJSON{URL: s.URL, Title: s.Title})
	}
	// With --json, stdout carries the report whatever happens next, so that a script always has one
	// object to read; a failure is then also said on stderr and in the exit status.
	printReport := func() error {
		if !*asJSON {
			return nil
		}
		return printJSON(e.stdout, report)
	}
	if f.Outcome == "refused" {
		if err := printReport(); err != nil {
			return err
		}
		return fmt.Errorf("%s Nothing was followed", sentence(app.RefusalWords(f)))
	}

	var chosen []app.Candidate
	switch {
	case *allSections:
		if len(f.Sections) == 0 {
			if err := printReport(); err != nil {
				return err
			}
			return fmt.Errorf("found no section pages on %s; nothing was followed", f.Site)
		}
		var note string
		chosen, note, err = chooseAllSections(f.Site, f.Sections, a.Pause(), many)
		if err != nil {
			if perr := printReport(); perr != nil {
				return perr
			}
			return err
		}
		if note != "" && !*asJSON {
			fmt.Fprintln(e.stdout, note)
		}
	case len(sections) > 0:
		for _, s := range sections {
			c, err := namedSection(f, address, s)
			if err != nil {
				return err
			}
			chosen = append(chosen, c)
		}
	case f.Outcome == "news-sitemap" && len(f.Sitemaps) > 1:
		// A news sitemap index splits the news into desks; with none named, all of them are the news.
		chosen = f.Sitemaps
	case f.Outcome == "sections":
		if err := printReport(); err != nil {
			return err
		}
		msg := fmt.Sprintf("found no feed or news sitemap on %s, but %d section pages; choose with --section URL or --all-sections", f.Site, len(f.Sections))
		for i, s := range f.Sections {
			if i == 20 {
				msg += fmt.Sprintf("\n  ... and %d more (broadsheet discover %s lists them all)", len(f.Sections)-i, address)
				break
			}
			msg += fmt.Sprintf("\n  %s  %s", s.URL, s.Title)
		}
		return errors.New(msg)
	case f.Outcome == "nothing":
		if err := printReport(); err != nil {
			return err
		}
		return fmt.Errorf("found nothing to follow on %s: %s Nothing was followed", f.Site, sentence(f.Message))
	}

	srcs, err := a.Follow(ctx, f, chosen)
	if err != nil {
		if errors.Is(err, app.ErrRefused) {
			if perr := printReport(); perr != nil {
				return perr
			}
		}
		return err
	}
	for _, s := range srcs {
		report.Followed = append(report.Followed, sourceAsJSON(s))
	}
	if *asJSON {
		return printJSON(e.stdout, report)
	}
	fmt.Fprintf(e.stdout, "Following %s of %s:\n", howMany(len(srcs), "source"), f.Site)
	printSources(e.stdout, srcs)
	return nil
}

// checkSectionFlag turns away a --section value that can name no page of a web site, before
// anything is fetched: a path ("/business/") or an http or https address.
func checkSectionFlag(raw string) error {
	v := strings.TrimSpace(raw)
	if v == "" {
		return usagef("--section needs the address or path of a section page")
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") || (u.Scheme != "" && u.Host == "") {
		return usagef("--section %q is not a web address or a path like /business/", raw)
	}
	return nil
}

// namedSection makes the candidate for a section page the person named with --section: the one
// discovery found when it did, else a new one. A path is taken relative to the site. A page on
// another site is refused: a section is a page of the site being added.
func namedSection(f *app.Finding, typed, raw string) (app.Candidate, error) {
	base, err := url.Parse(f.Site)
	if err != nil {
		return app.Candidate{}, fmt.Errorf("the site address %q is not usable: %w", f.Site, err)
	}
	u, err := base.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return app.Candidate{}, usagef("--section %q is not a web address", raw)
	}
	if !sameSite(u, base) {
		if t, err := discovery.ParseAddress(typed); err != nil || !sameSite(u, t) {
			return app.Candidate{}, usagef("--section %q is not a page of %s; nothing was followed", raw, base.Host)
		}
	}
	for _, s := range f.Sections {
		if strings.TrimSuffix(s.URL, "/") == strings.TrimSuffix(u.String(), "/") {
			return s, nil
		}
	}
	return app.Candidate{Kind: app.KindSection, URL: u.String()}, nil
}

// sameSite reports whether two addresses are on one site: the same host and port, give or take a
// leading "www.".
func sameSite(a, b *url.URL) bool {
	host := func(u *url.URL) string {
		return strings.TrimPrefix(strings.ToLower(u.Host), "www.")
	}
	return host(a) == host(b)
}

// sentence ends text with a full stop, unless it ends with one already.
func sentence(text string) string {
	text = strings.TrimSpace(text)
	if text == "" || strings.HasSuffix(text, ".") || strings.HasSuffix(text, "!") || strings.HasSuffix(text, "?") {
		return text
	}
	return text + "."
}

// parseInterleaved parses flags that may come before or after the one positional argument, and
// returns that argument ("" when none).
func parseInterleaved(fs *flag.FlagSet, args []string) (string, error) {
	var positional []string
	for {
		if err := parseFlags(fs, args); err != nil {
			return "", err
		}
		if fs.NArg() == 0 {
			break
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
	switch len(positional) {
	case 0:
		return "", nil
	case 1:
		return positional[0], nil
	}
	return "", usagef("one address at a time, not %d", len(positional))
}

// flagGiven reports whether the flag was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			given = true
		}
	})
	return given
}
