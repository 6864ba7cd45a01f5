package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
)

// A refresh writes the same few statements for every source it refreshes: its requests, its new
// schedule, its claim, its host's turn and its headlines. SQLite parsed each anew at every call, an
// eighth of the CPU of a pass of 304s; these are prepared once on the writer connection when the
// store opens and run through tx.StmtContext, which reuses the prepared statement on that connection.
// A statement prepared before the schema changes (the unread tables swap names) is prepared again by
// SQLite by its text, so it names the tables as they are then.
var preparedWrites = []string{
	insertRequestSQL,
	countRequestsSQL,
	trimRequestsSQL,
	keptRequestsSQL,
	updateSourceSQL,
	sourceExistsSQL,
	claimSourcesSQL,
	claimedRefreshedSQL,
	releaseClaimsSQL,
	renewClaimsSQL,
	takeTurnSQL,
	endTurnSQL,
	knownItemsSQL,
	insertItemsSQL,
	insertProvenanceSQL,
	creditSourceSQL,
	creditSiteSQL,
	addUnreadTotalSQL,
	insertUnreadSQL,
	insertIndexSQL,
	deleteShapesSQL,
	saveShapeSQL,
}

// prepareWrites prepares preparedWrites on the writer connection. It runs once, after the
// migrations, before any transaction.
func (s *Store) prepareWrites(ctx context.Context) error {
	s.prepared = make(map[string]*sql.Stmt, len(preparedWrites))
	for _, q := range preparedWrites {
		st, err := s.w.PrepareContext(ctx, q)
		if err != nil {
			s.closePrepared()
			return wrapErr("preparing the statements of a refresh", fmt.Errorf("%w (%.60s...)", err, q))
		}
		s.prepared[q] = st
	}
	return nil
}

// closePrepared closes the statements prepareWrites prepared. The map stays as it is, for calls
// running while the store closes: a closed statement's transaction fails as the closed database's.
func (s *Store) closePrepared() error {
	var first error
	for _, st := range s.prepared {
		if err := st.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// stmt returns query as a statement of tx: the one prepared when the store opened when it is among
// preparedWrites, else nil.
func (s *Store) stmt(ctx context.Context, tx *sql.Tx, query string) *sql.Stmt {
	if st := s.prepared[query]; st != nil {
		return tx.StmtContext(ctx, st)
	}
	return nil
}

// exec runs query in tx, through its prepared statement when it has one.
func (s *Store) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if st := s.stmt(ctx, tx, query); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, query, args...)
}

// query runs query in tx, through its prepared statement when it has one.
func (s *Store) query(ctx context.Context, tx *sql.Tx, query string, args ...any) (*sql.Rows, error) {
	if st := s.stmt(ctx, tx, query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return tx.QueryContext(ctx, query, args...)
}

// queryRow runs query in tx for one row, through its prepared statement when it has one.
func (s *Store) queryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	if st := s.stmt(ctx, tx, query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, query, args...)
}

// writeJournalInMemory runs fn in one write transaction as write does, with the statement journals
// of its statements kept in memory. A statement of a transaction that may fail halfway (an insert of
// many rows, the search index's) keeps a copy of each page it changes, so that it can be undone
// alone; past 64 KiB SQLite writes that copy to a temporary file, a system call for each page, which
// in the first refresh of a feed was a tenth of the CPU. Only a write whose statements change a
// bounded number of pages runs here (an ingest of one refresh's headlines, at most the few thousand
// a refresh keeps): a statement that changes a big part of the file (deleting a source of 100,000
// headlines) keeps its copy in a file, as the connection does by default, so that it costs no
// memory. The writer connection is held from the pragma to the end of the transaction, so that no
// other write runs with the journal in memory; one whose setting cannot be put back is closed.
func (s *Store) writeJournalInMemory(ctx context.Context, what string, fn func(tx *sql.Tx) error) error {
	conn, err := s.w.Conn(ctx)
	if err != nil {
		return wrapErr(what, err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "PRAGMA temp_store = MEMORY"); err != nil {
		return wrapErr(what, err)
	}
	err = writeTx(ctx, conn.BeginTx, what, fn)
	if _, rerr := conn.ExecContext(context.WithoutCancel(ctx), "PRAGMA temp_store = DEFAULT"); rerr != nil {
		// driver.ErrBadConn makes database/sql close the connection instead of keeping it; the
		// next write opens another, with the default setting, and prepares its statements again.
		if cerr := conn.Raw(func(any) error { return driver.ErrBadConn }); cerr != nil && !errors.Is(cerr, driver.ErrBadConn) {
			return errors.Join(err, wrapErr(what, cerr))
		}
	}
	return err
}
