// Package store keeps everything Broadsheet remembers in one SQLite file (modernc.org/sqlite, no cgo):
// followed sources, headlines, per-host robots.txt copies, per-site request logs and settings. Every SQL
// statement of the program lives in this package. It knows nothing of HTTP, of discovery, of the app's
// use cases or of the window.
//
// The file is opened in WAL mode with a busy timeout and foreign keys on. Writes go through a single
// connection, so writers in one process queue for it instead of failing with "database is locked";
// reads use a small pool of their own, never wait for a writer and see the last committed state. A
// file that is not Broadsheet's is refused and left untouched.
package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Errors a caller may branch on. Errors returned by the store wrap them; test with errors.Is.
var (
	// ErrNotFound means the row asked for does not exist.
	ErrNotFound = errors.New("store: not found")
	// ErrNotOurs means the file is not a Broadsheet database: not SQLite at all, or SQLite holding
	// someone else's tables. The file is left untouched.
	ErrNotOurs = errors.New("store: the file is not a Broadsheet database")
	// ErrLocked means another program held the database locked for longer than the busy timeout.
	ErrLocked = errors.New("store: the database is locked by another program")
	// ErrDiskFull means the disk (or the database's size limit) is full. The transaction that met it
	// was rolled back, so nothing written before is lost.
	ErrDiskFull = errors.New("store: the disk is full")
	// ErrReadOnly means the database cannot be written: the file, or the folder SQLite keeps its
	// write-ahead log and shared-memory files in, is read-only. Nothing was changed.
	ErrReadOnly = errors.New("store: the database is read-only")
	// ErrTooNew means the database was written by a newer Broadsheet whose schema this one does not know.
	ErrTooNew = errors.New("store: the database was written by a newer Broadsheet")
	// ErrDamaged means the file is an SQLite database that is damaged: cut short (smaller than its
	// own header says, as a copy or a disk that failed halfway leaves it) or otherwise malformed.
	// Whose it was cannot be read any more. The file is left untouched.
	ErrDamaged = errors.New("store: the database is damaged")
)

// defaultBusyTimeout is how long a statement waits for another program's lock before ErrLocked.
const defaultBusyTimeout = 5 * time.Second

// readConns is the size of the read pool.
const readConns = 4

// Store is an open Broadsheet database. Its methods may be called from several goroutines at once.
type Store struct {
	path string
	w    *sql.DB // the one writer connection
	r    *sql.DB // the read pool

	// prepared holds the statements of a refresh, prepared once on the writer (prepared.go). It is
	// filled when the store opens and only read afterwards.
	prepared map[string]*sql.Stmt
}

// options tune Open; tests shorten the busy timeout.
type options struct {
	busyTimeout time.Duration
	// writerPragmas are extra pragmas run on the writer connection (tests cap the page count).
	writerPragmas []string
	// readCacheKiB is each reader's page cache; defaultReadCacheKiB when zero.
	readCacheKiB int
	// writeCacheKiB is the writer's page cache; defaultWriteCacheKiB when zero.
	writeCacheKiB int
}

// defaultWriteCacheKiB is the writer's page cache: an ingest touches index pages all over a big file.
const defaultWriteCacheKiB = 16384

// defaultReadCacheKiB is each reader's page cache, 16 MiB rather than SQLite's 2: a search or a page
// of a big database reads the same index pages again and again.
const defaultReadCacheKiB = 16384

// Options tune OpenWith.
type Options struct {
	// ReadCacheKiB is the page cache of each of the read connections, in KiB (16 MiB when zero).
	// The four readers fill their caches as the list is read further down, so a long-lived process
	// that must stay small (the window) may ask for less.
	ReadCacheKiB int
	// WriteCacheKiB is the page cache of the one writer connection, in KiB (16 MiB when zero). A
	// change of a million rows fills it, and it stays filled while the process runs.
	WriteCacheKiB int
}

// Open opens the Broadsheet database at path, creating the file and its folders when missing and
// bringing its schema up to date. A file that is not Broadsheet's gives ErrNotOurs and is not
// changed. While another program holds the database's write lock, a database whose schema is up to
// date opens and can be read (its changes wait for the lock and fail with ErrLocked after the busy
// timeout); one that needs a migration gives ErrLocked.
func Open(ctx context.Context, path string) (*Store, error) {
	return open(ctx, path, options{busyTimeout: defaultBusyTimeout})
}

// OpenWith is Open with the given options.
func OpenWith(ctx context.Context, path string, o Options) (*Store, error) {
	for _, kib := range []int{o.ReadCacheKiB, o.WriteCacheKiB} {
		if kib < 0 {
			return nil, fmt.Errorf("store: a page cache of %d KiB is not a size; give 0 for the default or more", kib)
		}
	}
	return open(ctx, path, options{busyTimeout: defaultBusyTimeout, readCacheKiB: o.ReadCacheKiB, writeCacheKiB: o.WriteCacheKiB})
}

func open(ctx context.Context, path string, opt options) (*Store, error) {
	if path == "" {
		return nil, errors.New("store: no database path given")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	if err := checkOurs(ctx, abs, opt); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return nil, fmt.Errorf("store: creating the database folder: %w", err)
	}

	wq := connParams(opt.busyTimeout)
	wq.Add("_pragma", "journal_mode(WAL)")
	writeCache := opt.writeCacheKiB
	if writeCache == 0 {
		writeCache = defaultWriteCacheKiB
	}
	wq.Add("_pragma", fmt.Sprintf("cache_size(-%d)", writeCache))
	// Checkpoint every 64 MiB of log rather than 4: a page changed by several ingests in a row is
	// then copied back into the file once, and the file is synced a sixteenth as often. On a
	// million headlines this alone made ingest about a tenth faster.
	wq.Add("_pragma", "wal_autocheckpoint(16384)")
	for _, p := range opt.writerPragmas {
		wq.Add("_pragma", p)
	}
	wq.Set("_txlock", "immediate")
	w, err := sql.Open("sqlite", dsn(abs, wq))
	if err != nil {
		return nil, fmt.Errorf("store: opening %s: %w", abs, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxIdleTime(0)
	w.SetConnMaxLifetime(0)
	if err := w.PingContext(ctx); err != nil {
		w.Close()
		return nil, wrapErr("opening "+abs, err)
	}

	s := &Store{path: abs, w: w}
	if err := s.migrate(ctx); err != nil {
		w.Close()
		return nil, err
	}
	if err := s.prepareWrites(ctx); err != nil {
		w.Close()
		return nil, err
	}

	rq := connParams(opt.busyTimeout)
	rq.Add("_pragma", "query_only(1)")
	readCache := opt.readCacheKiB
	if readCache == 0 {
		readCache = defaultReadCacheKiB
	}
	rq.Add("_pragma", fmt.Sprintf("cache_size(-%d)", readCache))
	r, err := sql.Open("sqlite", dsn(abs, rq))
	if err != nil {
		s.closePrepared()
		w.Close()
		return nil, fmt.Errorf("store: opening %s: %w", abs, err)
	}
	r.SetMaxOpenConns(readConns)
	r.SetMaxIdleConns(readConns)
	if err := r.PingContext(ctx); err != nil {
		r.Close()
		s.closePrepared()
		w.Close()
		return nil, wrapErr("opening "+abs, err)
	}
	s.r = r
	return s, nil
}

// connParams returns the URI parameters both the writer and the readers open with; each call
// returns values of its own to add to.
func connParams(busyTimeout time.Duration) url.Values {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	return q
}

// dsn builds a modernc "file:" URI for path with the given query.
func dsn(path string, q url.Values) string {
	// A "file:" name goes to SQLite whole as a URI, which decodes the escaped path.
	u := url.URL{Path: path}
	return "file:" + u.EscapedPath() + "?" + q.Encode()
}

// Close closes the database. Calls after Close fail.
func (s *Store) Close() error {
	var errs []error
	if s.r != nil {
		errs = append(errs, s.r.Close())
	}
	errs = append(errs, s.closePrepared(), s.w.Close())
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("store: closing: %w", err)
	}
	return nil
}

// Path returns the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// sqliteHeader starts every SQLite database file.
var sqliteHeader = []byte("SQLite format 3\x00")

// checkOurs refuses a file that exists and is not a Broadsheet database, without writing to it.
// A missing or empty file, or an SQLite file with no tables at all, is fine: Open makes it ours.
func checkOurs(ctx context.Context, path string, opt options) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("store: opening %s: %w", path, err)
	}
	head := make([]byte, 100) // the database header
	n, err := io.ReadFull(f, head)
	var size int64
	if fi, serr := f.Stat(); serr == nil {
		size = fi.Size()
	}
	f.Close()
	if n == 0 && (err == io.EOF || err == nil) {
		return nil // empty file
	}
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("store: reading %s: %w", path, err)
	}
	if n < len(sqliteHeader) || !bytes.Equal(head[:len(sqliteHeader)], sqliteHeader) {
		return fmt.Errorf("%w: %s is not an SQLite database; Broadsheet left it as it was", ErrNotOurs, path)
	}
	if n < len(head) {
		return fmt.Errorf("%w: %s is cut short: it holds %d bytes, less than an SQLite header; Broadsheet left it as it was",
			ErrDamaged, path, size)
	}
	if want := headerSize(head[:n]); want > size {
		return fmt.Errorf("%w: %s is cut short: it holds %d bytes of the %d its header gives; Broadsheet left it as it was",
			ErrDamaged, path, size, want)
	}

	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", opt.busyTimeout.Milliseconds()))
	q.Set("mode", "ro")
	tables, marker, raw := readSchema(ctx, path, q)
	if raw != nil {
		err := wrapErr("reading "+path, raw)
		if errors.Is(err, ErrLocked) {
			return err
		}
		if isCorrupt(raw) {
			return fmt.Errorf("%w: %s could not be read (%w); Broadsheet left it as it was", ErrDamaged, path, err)
		}
		if !cannotWrite(err) {
			return fmt.Errorf("%w: %s could not be read as a database (%w); Broadsheet left it as it was", ErrNotOurs, path, err)
		}
		// Reading a database in WAL mode needs its shared-memory file, which a read-only file or
		// folder may not allow. Read it again as a file nothing changes, without that file, to tell
		// a read-only Broadsheet database from another program's.
		iq := url.Values{}
		iq.Set("immutable", "1")
		var ierr error
		tables, marker, ierr = readSchema(ctx, path, iq)
		if ierr != nil {
			return fmt.Errorf("%w: %s could not be read as a database (%w); Broadsheet left it as it was", ErrNotOurs, path, err)
		}
		if tables == 0 || marker > 0 {
			return fmt.Errorf("%w: %s, or its folder, cannot be written (%w); Broadsheet left it as it was", ErrReadOnly, path, raw)
		}
	}
	if tables > 0 && marker == 0 {
		return fmt.Errorf("%w: %s is an SQLite database of another program; Broadsheet left it as it was", ErrNotOurs, path)
	}
	return nil
}

// headerSize returns the size of the database file its header gives (page size times page count),
// or 0 when the header does not say (a short header, or a count older writers left stale).
func headerSize(head []byte) int64 {
	if len(head) < 100 {
		return 0
	}
	pageSize := int64(binary.BigEndian.Uint16(head[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	pages := int64(binary.BigEndian.Uint32(head[28:32]))
	// The count is valid only when the change counter matches the version it was written with.
	if !bytes.Equal(head[24:28], head[92:96]) {
		return 0
	}
	return pageSize * pages
}

// isCorrupt reports whether err is SQLite's "database disk image is malformed".
func isCorrupt(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_CORRUPT
}

// readSchema counts the tables of the database at path, opened with the URI parameters q, and
// whether Broadsheet's marker table is among them.
func readSchema(ctx context.Context, path string, q url.Values) (tables, marker int, err error) {
	db, err := sql.Open("sqlite", dsn(path, q))
	if err != nil {
		return 0, 0, err
	}
	defer db.Close()
	err = db.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE name = 'broadsheet_meta')
		FROM sqlite_schema WHERE type = 'table'`).Scan(&tables, &marker)
	return tables, marker, err
}

// cannotWrite reports whether err, from reading a file that exists and could be read, says SQLite
// could not write beside it: the file or its folder is read-only (SQLITE_READONLY), or the
// shared-memory file of its write-ahead log could not be made (SQLITE_CANTOPEN).
func cannotWrite(err error) bool {
	if errors.Is(err, ErrReadOnly) {
		return true
	}
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_CANTOPEN
}

// wrapErr turns an SQLite error into the store's words, keeping the cause.
func wrapErr(what string, err error) error {
	if err == nil {
		return nil
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("%w (%s; close the other program using it and try again): %w", ErrLocked, what, err)
		case sqlite3.SQLITE_FULL:
			return fmt.Errorf("%w (%s; nothing of this change was written): %w", ErrDiskFull, what, err)
		case sqlite3.SQLITE_READONLY:
			return fmt.Errorf("%w (%s; the file or its folder cannot be written): %w", ErrReadOnly, what, err)
		case sqlite3.SQLITE_NOTADB:
			return fmt.Errorf("%w (%s): %w", ErrNotOurs, what, err)
		case sqlite3.SQLITE_CORRUPT:
			return fmt.Errorf("%w (%s; Broadsheet left it as it was): %w", ErrDamaged, what, err)
		}
	}
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w (%s)", ErrNotFound, what)
	}
	return fmt.Errorf("store: %s: %w", what, err)
}

// write runs fn in one write transaction: all of it is committed or none of it.
func (s *Store) write(ctx context.Context, what string, fn func(tx *sql.Tx) error) error {
	return writeTx(ctx, s.w.BeginTx, what, fn)
}

// writeTx runs fn in one write transaction that begin starts: all of it is committed or none of it.
func writeTx(ctx context.Context, begin func(context.Context, *sql.TxOptions) (*sql.Tx, error), what string, fn func(tx *sql.Tx) error) error {
	tx, err := begin(ctx, nil)
	if err != nil {
		return wrapErr(what, err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		if isStoreErr(err) {
			return err
		}
		return wrapErr(what, err)
	}
	if err := tx.Commit(); err != nil {
		tx.Rollback()
		return wrapErr(what, err)
	}
	return nil
}

// isStoreErr reports whether err already carries the store's words.
func isStoreErr(err error) bool {
	for _, e := range []error{ErrNotFound, ErrNotOurs, ErrLocked, ErrDiskFull, ErrReadOnly, ErrTooNew, ErrDamaged, ErrTaken, errInvalid} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// errInvalid marks bad arguments.
var errInvalid = errors.New("store: invalid argument")

// The times Unix nanoseconds can hold, from 1677-09-21 to 2262-04-11. toDB keeps every stored time
// within them: UnixNano of a time outside wraps around, and a wait into year 9999 became one that
// had ended before 1970.
var (
	earliestStored = time.Unix(0, math.MinInt64+1)
	latestStored   = time.Unix(0, math.MaxInt64)
)

// toDB stores a time as Unix nanoseconds, 0 for the zero time; a time before 1678 or after 2262 is
// stored as the nearest time that Unix nanoseconds can hold, never wrapped.
func toDB(t time.Time) int64 {
	switch {
	case t.IsZero():
		return 0
	case t.Before(earliestStored):
		return earliestStored.UnixNano()
	case t.After(latestStored):
		return latestStored.UnixNano()
	}
	return t.UnixNano()
}

// fromDB reads a time stored by toDB.
func fromDB(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n)
}

// boolInt stores a bool as 0 or 1.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
