package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

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
	fmt.Fprintf(e.stdout, "%s followed from %s.\n", howMany(im.Added, "new source"), path)
	private := 0
	for _, s := range im.Skipped {
		fmt.Fprintf(e.stdout, "skipped %s: %s\n", s.URL, s.Reason)
		if s.Private {
			private++
		}
	}
	if private > 0 {
		fmt.Fprintf(e.stdout, "%s at private network addresses left out; "+
			"import-opml --allow-private %s follows them, each on its own address alone.\n", howMany(private, "source"), path)
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
	target, existing, err := resolveTarget(path)
	if err != nil {
		return cannotWrite(path, err)
	}
	if existing != nil && (!existing.Mode().IsRegular() || systemPath(path)) {
		// A pipe, a terminal or another device, or what /dev/stdout stands for: written straight,
		// never replaced.
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return cannotWrite(path, err)
		}
		if err := a.ExportOPML(ctx, f); err != nil {
			f.Close()
			return cannotWrite(path, err)
		}
		if err := f.Close(); err != nil {
			return cannotWrite(path, err)
		}
		return nil
	}
	// Write next to the file the path leads to (through any symbolic links, which stay) and rename,
	// so that a failed export never leaves half a file. A file replaced keeps its permissions.
	mode := os.FileMode(0o644)
	if existing != nil {
		mode = existing.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), ".broadsheet-export-*.opml")
	if err != nil {
		return cannotWrite(path, err)
	}
	defer os.Remove(tmp.Name())
	if err := a.ExportOPML(ctx, tmp); err != nil {
		tmp.Close()
		return cannotWrite(path, err)
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return cannotWrite(path, err)
	}
	if err := tmp.Close(); err != nil {
		return cannotWrite(path, err)
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return cannotWrite(path, err)
	}
	return nil
}

// systemPath reports whether path names one of the system's files under /dev or /proc, such as
// /dev/stdout, which stand for a file a program was given open rather than for a place to write.
func systemPath(path string) bool {
	abs, err := filepath.Abs(path)
	return err == nil && (strings.HasPrefix(abs, "/dev/") || strings.HasPrefix(abs, "/proc/"))
}

// resolveTarget follows the symbolic links of path, dangling ones included, and returns the file
// they lead to and what it is now (nil when it does not exist yet).
func resolveTarget(path string) (string, os.FileInfo, error) {
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() || systemPath(path) {
			// A device or a pipe, such as /dev/stdout, whose links only the system can follow.
			return path, fi, nil
		}
		real, err := filepath.EvalSymlinks(path)
		return real, fi, err
	}
	target := path
	for range 40 {
		fi, err := os.Lstat(target)
		if errors.Is(err, os.ErrNotExist) {
			return target, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			return target, fi, nil
		}
		link, err := os.Readlink(target)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
	return "", nil, errors.New("too many symbolic links")
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
