-- Sources that heal themselves: where a followed source moved, what was proposed in place of one that
-- stopped working, and what healing keeps between refreshes. Times are Unix nanoseconds, 0 when unknown.

-- source_moves records each change of a source's address, newest last: the site moved it for good
-- (every redirect 301 or 308), the site named its replacement (a feed its homepage or section page
-- announces, a sitemap its robots.txt lists), or the person accepted a proposed replacement.
CREATE TABLE source_moves (
	id        INTEGER PRIMARY KEY,
	source_id INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
	from_kind TEXT    NOT NULL,
	from_url  TEXT    NOT NULL,
	to_kind   TEXT    NOT NULL,
	to_url    TEXT    NOT NULL,
	how       TEXT    NOT NULL CHECK (how IN ('redirect', 'named', 'accepted')),
	-- why says in words how the new address was found: "the homepage announces it".
	why       TEXT    NOT NULL DEFAULT '',
	moved     INTEGER NOT NULL
);
CREATE INDEX source_moves_source ON source_moves (source_id, moved);

-- source_proposals keeps the replacements found for sources that stopped working: the one waiting for
-- the person (dismissed = 0; at most one per source) and those the person turned down, which are not
-- proposed again.
CREATE TABLE source_proposals (
	source_id INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
	url       TEXT    NOT NULL,
	kind      TEXT    NOT NULL CHECK (kind IN ('feed', 'news-sitemap', 'article-sitemap', 'section')),
	title     TEXT    NOT NULL DEFAULT '',
	why       TEXT    NOT NULL DEFAULT '',
	proposed  INTEGER NOT NULL,
	dismissed INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (source_id, url)
) WITHOUT ROWID;
CREATE INDEX source_proposals_waiting ON source_proposals (source_id) WHERE dismissed = 0;

-- source_healing keeps, per source, how many refreshes in a row failed in a way a new discovery of
-- the site may answer (a 404 or 410, a section page with no article links), when the site was last
-- discovered again for the source, and what that found, in words.
CREATE TABLE source_healing (
	source_id INTEGER PRIMARY KEY REFERENCES sources (id) ON DELETE CASCADE,
	misses    INTEGER NOT NULL DEFAULT 0,
	checked   INTEGER NOT NULL DEFAULT 0,
	note      TEXT    NOT NULL DEFAULT ''
);
