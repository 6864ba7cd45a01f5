package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
)

func init() {
	register(command{
		name:    "import-opml",
		usage:   "FILE",
		summary: "follow every source of an OPML file (from Broadsheet or another reader)",
		run:     runImportOPML,
	})
	register(command{
		name:    "export-opml",
		usage:   "[FILE]",
		summary: "write every followed source as OPML 2.0, to FILE or to standard output",
		run:     runExportOPML,
	})
}

func runImportOPML(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("import-opml", e)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("one OPML file is needed")
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return err
	}
	defer f.Close()
	a, err := openApp(ctx, e, 0)
	if err != nil {
		return err
	}
	defer a.Close()
	n, err := a.ImportOPML(ctx, f)
	if err != nil {
		return fmt.Errorf("%s: %w; nothing was imported", fs.Arg(0), err)
	}
	fmt.Fprintf(e.stdout, "%d new source(s) followed from %s.\n", n, fs.Arg(0))
	return nil
}

func runExportOPML(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet("export-opml", e)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return usagef("at most one file")
	}
	a, err := openApp(ctx, e, 0)
	if err != nil {
		return err
	}
	defer a.Close()
	if fs.NArg() == 0 {
		return a.ExportOPML(ctx, e.stdout)
	}
	// Write next to the target and rename, so that a failed export never leaves half a file.
	path := fs.Arg(0)
	tmp, err := os.CreateTemp(filepath.Dir(path), ".broadsheet-export-*.opml")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := a.ExportOPML(ctx, tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
