-- Claims that let several processes of Broadsheet share one database without doubling their work or
-- their requests: the window and any number of `refresh` commands each refresh a source only while
-- they hold its claim, and send a request to a host only while they hold its turn. Claims and turns
-- are leases on the real clock (Unix nanoseconds): a holder renews its own, and one a process left
-- behind when it died is taken over once it has expired.

-- source_claims holds the sources being refreshed now, by whom (a process's owner name) and until when.
CREATE TABLE source_claims (
	source_id INTEGER PRIMARY KEY REFERENCES sources (id) ON DELETE CASCADE,
	owner     TEXT    NOT NULL,
	expires   INTEGER NOT NULL
);

-- host_turns holds, per host (as the polite client names hosts), who may send the next request there
-- and until when (owner '' and expires 0 when no one holds the turn), and when the last request
-- there ended, so that every process keeps the pause after it.
CREATE TABLE host_turns (
	host     TEXT    PRIMARY KEY,
	owner    TEXT    NOT NULL DEFAULT '',
	expires  INTEGER NOT NULL DEFAULT 0,
	last_end INTEGER NOT NULL DEFAULT 0
);
