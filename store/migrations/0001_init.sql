-- Broadsheet's first schema. Times are Unix nanoseconds, 0 when unknown; durations are nanoseconds.

-- The marker that says this file is Broadsheet's.
CREATE TABLE broadsheet_meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO broadsheet_meta (key, value) VALUES ('application', 'broadsheet');

CREATE TABLE sources (
	id              INTEGER PRIMARY KEY,
	kind            TEXT    NOT NULL CHECK (kind IN ('feed', 'news-sitemap', 'article-sitemap', 'section')),
	url             TEXT    NOT NULL,
	site            TEXT    NOT NULL,
	title           TEXT    NOT NULL DEFAULT '',
	interval_ns     INTEGER NOT NULL DEFAULT 0,
	etag            TEXT    NOT NULL DEFAULT '',
	last_modified   TEXT    NOT NULL DEFAULT '',
	next_due        INTEGER NOT NULL DEFAULT 0,
	failures        INTEGER NOT NULL DEFAULT 0,
	last_status     INTEGER NOT NULL DEFAULT 0,
	last_error      TEXT    NOT NULL DEFAULT '',
	state           TEXT    NOT NULL DEFAULT 'active',
	refusal         TEXT    NOT NULL DEFAULT '',
	retry_until     INTEGER NOT NULL DEFAULT 0,
	sitemap_lastmod INTEGER NOT NULL DEFAULT 0,
	created         INTEGER NOT NULL DEFAULT 0,
	last_refreshed  INTEGER NOT NULL DEFAULT 0,
	-- unread counts this source's unread items; ingest (new provenance rows) and the triggers below
	-- (deleted provenance rows, items read or unread) keep it true.
	unread          INTEGER NOT NULL DEFAULT 0,
	UNIQUE (kind, url)
);
CREATE INDEX sources_due ON sources (next_due) WHERE state = 'active';
CREATE INDEX sources_site ON sources (site, title);

CREATE TABLE items (
	id            INTEGER PRIMARY KEY,
	url           TEXT    NOT NULL UNIQUE,
	title         TEXT    NOT NULL DEFAULT '',
	-- title_quality: 0 no title, 1 made from the URL, 2 given by the source.
	title_quality INTEGER NOT NULL DEFAULT 0,
	summary       TEXT    NOT NULL DEFAULT '',
	published     INTEGER NOT NULL DEFAULT 0,
	first_seen    INTEGER NOT NULL,
	-- sort_time is published when known, else first_seen, in whole seconds within [1970, 2106):
	-- the listing order, newest first. The search index row of an item has the rowid
	-- (sort_time in seconds) << 31 | id, so that the index lists matches in the same order.
	sort_time     INTEGER NOT NULL,
	read          INTEGER NOT NULL DEFAULT 0,
	starred       INTEGER NOT NULL DEFAULT 0,
	-- source_id is the first source that brought the item.
	source_id     INTEGER REFERENCES sources (id) ON DELETE SET NULL
);
CREATE INDEX items_sort ON items (sort_time DESC, id DESC);
CREATE INDEX items_unread ON items (sort_time DESC, id DESC) WHERE read = 0;
CREATE INDEX items_starred ON items (sort_time DESC, id DESC) WHERE starred = 1;
CREATE INDEX items_first_source ON items (source_id);

-- item_sources records every source an item came through (its provenance). Keyed by item first:
-- new items have the highest IDs, so their rows go at the end of the table, and the key serves the
-- lookups by item (deletes, re-dating, the unread counters); item_sources_page serves the lookups by
-- source. One index fewer to write per row than a key by source with an index by item.
CREATE TABLE item_sources (
	item_id    INTEGER NOT NULL REFERENCES items (id) ON DELETE CASCADE,
	source_id  INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
	sort_time  INTEGER NOT NULL,
	first_seen INTEGER NOT NULL,
	PRIMARY KEY (item_id, source_id)
) WITHOUT ROWID;
CREATE INDEX item_sources_page ON item_sources (source_id, sort_time DESC, item_id DESC);

-- unread_total counts the unread items, and site_unread the unread items that came through at least
-- one source of each site: an item reached through two sections of one site counts once for the site
-- and once in all, where the sources' counters count it once each. A row of site_unread is made with
-- the site's first source.
CREATE TABLE unread_total (
	id     INTEGER PRIMARY KEY CHECK (id = 1),
	unread INTEGER NOT NULL DEFAULT 0
);
INSERT INTO unread_total (id, unread) VALUES (1, 0);

CREATE TABLE site_unread (
	site   TEXT PRIMARY KEY,
	unread INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TRIGGER sources_site_unread AFTER INSERT ON sources
BEGIN
	INSERT INTO site_unread (site) VALUES (new.site) ON CONFLICT DO NOTHING;
END;

-- New items and new provenance rows add to the counters in ingest (items.go), once per batch, where
-- a trigger would rewrite the same rows once per item. These triggers keep the counters true when
-- provenance rows go, when items go and when items are read or unread. The store removes an item's
-- provenance rows before the item (DeleteSource), so that each site the item leaves is known.
CREATE TRIGGER item_sources_unread_delete AFTER DELETE ON item_sources
	WHEN (SELECT read FROM items WHERE id = old.item_id) = 0
BEGIN
	UPDATE sources SET unread = unread - 1 WHERE id = old.source_id;
	UPDATE site_unread SET unread = unread - 1
	WHERE site = (SELECT site FROM sources WHERE id = old.source_id)
		AND NOT EXISTS (SELECT 1 FROM item_sources p JOIN sources s ON s.id = p.source_id
			WHERE p.item_id = old.item_id AND s.site = site_unread.site);
END;

CREATE TRIGGER items_unread_delete AFTER DELETE ON items WHEN old.read = 0
BEGIN
	UPDATE unread_total SET unread = unread - 1;
END;

CREATE TRIGGER items_unread_update AFTER UPDATE OF read ON items WHEN old.read <> new.read
BEGIN
	UPDATE sources SET unread = unread + (CASE WHEN new.read = 0 THEN 1 ELSE -1 END)
	WHERE id IN (SELECT source_id FROM item_sources WHERE item_id = new.id);
	UPDATE site_unread SET unread = unread + (CASE WHEN new.read = 0 THEN 1 ELSE -1 END)
	WHERE site IN (SELECT s.site FROM item_sources p JOIN sources s ON s.id = p.source_id WHERE p.item_id = new.id);
	UPDATE unread_total SET unread = unread + (CASE WHEN new.read = 0 THEN 1 ELSE -1 END);
END;

-- items_fts indexes titles and summaries. It is contentless: the store writes the text itself,
-- with runs of Chinese, Japanese and Korean characters cut into overlapping pairs, so that words
-- written without spaces can be found (see search.go).
CREATE VIRTUAL TABLE items_fts USING fts5 (
	title, summary,
	content = '', contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2'
);

-- items_fts_terms lists every occurrence of every word in the search index, in word order: the
-- store finds the words a typed prefix stands for in it (see search.go).
CREATE VIRTUAL TABLE items_fts_terms USING fts5vocab (items_fts, instance);

-- Merge index segments eight at a time rather than four: every posting is rewritten about half as
-- many times as the index grows (on a million headlines, ingest spent a fifth of its time merging),
-- while a lookup still visits few enough segments (sixteen at a time made a search within one
-- source, which asks the index about each of its items, twice as slow).
INSERT INTO items_fts (items_fts, rank) VALUES ('automerge', 8);

CREATE TRIGGER items_fts_delete AFTER DELETE ON items
BEGIN
	DELETE FROM items_fts WHERE rowid = ((old.sort_time / 1000000000) << 31) | old.id;
END;

-- robots keeps the robots.txt last fetched per origin.
CREATE TABLE robots (
	origin        TEXT PRIMARY KEY,
	status        INTEGER NOT NULL,
	body          BLOB    NOT NULL,
	etag          TEXT    NOT NULL DEFAULT '',
	last_modified TEXT    NOT NULL DEFAULT '',
	fetched       INTEGER NOT NULL,
	fresh_until   INTEGER NOT NULL
) WITHOUT ROWID;

-- sites keeps what was learnt per site: whether its sitemap lastmod can be trusted.
CREATE TABLE sites (
	site            TEXT PRIMARY KEY,
	lastmod_trusted INTEGER NOT NULL DEFAULT 0,
	reason          TEXT    NOT NULL DEFAULT '',
	checked         INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- requests is the bounded log of requests sent to each site.
CREATE TABLE requests (
	id          INTEGER PRIMARY KEY,
	site        TEXT    NOT NULL,
	time        INTEGER NOT NULL,
	step        TEXT    NOT NULL DEFAULT '',
	url         TEXT    NOT NULL DEFAULT '',
	status      INTEGER NOT NULL DEFAULT 0,
	bytes       INTEGER NOT NULL DEFAULT 0,
	duration_ns INTEGER NOT NULL DEFAULT 0,
	err         TEXT    NOT NULL DEFAULT '',
	source_id   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX requests_site ON requests (site, id);
CREATE INDEX requests_site_time ON requests (site, time);

CREATE TABLE settings (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;
