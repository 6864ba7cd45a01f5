package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/broadsheet/broadsheet/app"
)

func init() {
	register(command{
		name:  "import-opml",
		usage: "[--allow-private] FILE",
		summary: "follow every source of an OPML file (from Broadsheet or another reader); sources at\n" +
			"loopback or private network addresses are listed and left out unless --allow-private",
		run: runImportOPML,
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
	allowPrivate := fs.Bool("allow-private", false, "also follow the sources at loopback or private network addresses")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("one OPML file is needed")
	}
	path := fs.Arg(0)
	// The file is read and checked before the database is opened, so that a file that is missing or
	// not OPML changes nothing, not even by creating an empty database. Both readings stream it.
	if err := withOPMLFile(path, func(r io.Reader) error {
		return app.ScanOPML(r, func(app.Outline) error { return nil })
	}); err != nil {
		return err
	}
	a, err := openApp(ctx, e, 0)
	if err != nil {
		return err
	}
	defer a.Close()
	var im *app.Imported
	err = withOPMLFile(path, func(r io.Reader) error {
		var err error
		im, err = a.ImportOPML(ctx, r, app.ImportOptions{AllowPrivate: *allowPrivate})
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%d new source(s) followed from %s.\n", im.Added, path)
	private := 0
	for _, s := range im.Skipped {
		fmt.Fprintf(e.stdout, "skipped %s: %s\n", s.URL, s.Reason)
		if s.Private {
			private++
		}
	}
	if private > 0 {
		fmt.Fprintf(e.stdout, "%d source(s) at private network addresses were left out; "+
			"import-opml --allow-private %s follows them, each on its own address alone.\n", private, path)
	}
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
	path := fs.Arg(0)
	if path != "" {
		if err := checkWritableTarget(path); err != nil {
			return err
		}
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
	tmp, err := os.CreateTemp(filepath.Dir(path), ".broadsheet-export-*.opml")
	if err != nil {
		return cannotWrite(path, err)
	}
	defer os.Remove(tmp.Name())
	if err := a.ExportOPML(ctx, tmp); err != nil {
		tmp.Close()
		return cannotWrite(path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return cannotWrite(path, err)
	}
	if err := tmp.Close(); err != nil {
		return cannotWrite(path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return cannotWrite(path, err)
	}
	return nil
}

// withOPMLFile opens an OPML file to import and hands it to read. The error names the file and
// what is wrong with it, and says that nothing was imported.
func withOPMLFile(path string, read func(io.Reader) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("cannot read %s: %w; nothing was imported", path, plainFileError(err))
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return fmt.Errorf("cannot read %s: it is a folder; nothing was imported", path)
	}
	if err := read(f); err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("cannot read %s: %w; nothing was imported", path, plainFileError(err))
		}
		return fmt.Errorf("%s: %w; nothing was imported", path, err)
	}
	return nil
}

// checkWritableTarget turns away an export target that cannot be a file, before anything is opened.
func checkWritableTarget(path string) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("cannot write %s: it is a folder; name the file to write", path)
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, plainFileError(err))
	} else if !fi.IsDir() {
		return fmt.Errorf("cannot write %s: %s is not a folder", path, filepath.Dir(path))
	}
	return nil
}

// cannotWrite says that the export to path failed, naming path rather than the temporary file
// written next to it.
func cannotWrite(path string, err error) error {
	return fmt.Errorf("cannot write %s: %w; nothing was written", path, plainFileError(err))
}

// plainFileError drops the operation and file name from an *os.PathError or *os.LinkError, which
// the message around it names better: "permission denied" instead of "open /tmp/.x-123: permission
// denied".
func plainFileError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
