// Command broadsheet is the Broadsheet feed reader. With no arguments it opens the window; with a
// subcommand it runs the same code headless (no display needed) and prints a report or JSON.
//
// Each subcommand lives in a file of its own and registers itself in init with register.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sort"
	"strings"
	"syscall"

	_ "github.com/broadsheet/broadsheet/cmd/broadsheet/internal/posixlocale"  // before Fyne reads the locale
	_ "github.com/broadsheet/broadsheet/cmd/broadsheet/internal/texturecache" // before Fyne reads FYNE_CACHE
	"github.com/broadsheet/broadsheet/ui"
)

// command is one subcommand of the binary.
type command struct {
	name    string // as typed: "discover"
	usage   string // the arguments after the name: "[--json] URL"
	summary string // one line for the command list
	// run executes the command. It returns a usageError for bad flags or arguments (exit 2) and any
	// other error for a failure (exit 1).
	run func(ctx context.Context, env *env, args []string) error
}

// env is what every command gets besides its arguments.
type env struct {
	dbPath string // --db, empty for the default location
	stdout io.Writer
	stderr io.Writer
}

// usageError is a mistake in how the command was called: the message is printed with the usage and
// the process exits with status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

// runMain parses the global flags, picks the subcommand and runs it; it returns the exit status.
func runMain(args []string, stdout, stderr io.Writer) int {
	global := flag.NewFlagSet("broadsheet", flag.ContinueOnError)
	global.SetOutput(io.Discard)
	dbPath := global.String("db", "", "path of the database file (default: the app's data folder)")
	if err := global.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printCommands(stdout)
			return 0
		}
		fmt.Fprintf(stderr, "broadsheet: %v\n\n", err)
		printCommands(stderr)
		return 2
	}
	rest := global.Args()
	if len(rest) == 0 {
		if *dbPath != "" {
			fmt.Fprintln(stderr, "broadsheet: --db is for the subcommands; the window keeps its database in the app's data folder")
			return 2
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		if err := ui.Run(ctx); err != nil {
			fmt.Fprintf(stderr, "broadsheet: %v\n", strings.TrimPrefix(err.Error(), "ui: "))
			return 1
		}
		return 0
	}
	name := rest[0]
	if name == "help" {
		printCommands(stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "broadsheet: unknown command %q\n\n", name)
		printCommands(stderr)
		return 2
	}
	limitMemory()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := c.run(ctx, &env{dbPath: *dbPath, stdout: stdout, stderr: stderr}, rest[1:])
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "broadsheet %s: %s\nusage: broadsheet %s %s\n", name, ue.msg, name, c.usage)
		return 2
	default:
		fmt.Fprintf(stderr, "broadsheet %s: %v\n", name, err)
		return 1
	}
}

// subcommandMemory is the soft memory limit of a subcommand. Every input is capped (bodies, items per
// source and refresh), so a subcommand needs well under it; near it the collector works harder
// rather than let garbage pile up.
const subcommandMemory = 64 << 20

// limitMemory sets the soft memory limit of a subcommand, unless GOMEMLIMIT already says one.
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(subcommandMemory)
	}
}

// newFlagSet returns a flag set for command c that stays silent while parsing: parseFlags prints the
// help to e.stdout on --help, and runMain prints any other mistake with the usage line.
func newFlagSet(c string, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet(c, flag.ContinueOnError)
	fs.SetOutput(&helpWriter{w: e.stdout})
	fs.Usage = func() {}
	return fs
}

// helpWriter passes writes through only once opened, so the flag package's own error messages are
// dropped while the help asked for with --help reaches the command's stdout.
type helpWriter struct {
	w    io.Writer
	open bool
}

func (h *helpWriter) Write(p []byte) (int, error) {
	if !h.open {
		return len(p), nil
	}
	return h.w.Write(p)
}

// parseFlags parses args into fs. --help prints the command's help and returns flag.ErrHelp;
// anything else wrong becomes a usageError.
func parseFlags(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	if err == nil {
		return nil
	}
	if !errors.Is(err, flag.ErrHelp) {
		return usageError{err.Error()}
	}
	if h, ok := fs.Output().(*helpWriter); ok {
		h.open = true
	}
	cmd := commands[fs.Name()]
	fmt.Fprintf(fs.Output(), "usage: broadsheet %s %s\n\n%s\n\n", cmd.name, cmd.usage, cmd.summary)
	fs.PrintDefaults()
	return flag.ErrHelp
}

func printCommands(w io.Writer) {
	fmt.Fprintln(w, "usage: broadsheet [--db PATH] [command] [arguments]")
	fmt.Fprintln(w, "\nWith no command, Broadsheet opens its window. Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := commands[n]
		fmt.Fprintf(w, "  %-12s %s\n", n, c.summary)
		fmt.Fprintf(w, "  %-12s   broadsheet %s %s\n", "", n, strings.TrimSpace(c.usage))
	}
	fmt.Fprintln(w, "\nEach command takes --help.")
}
