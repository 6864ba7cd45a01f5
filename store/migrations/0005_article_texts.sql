-- The reader view: the text of articles read in Broadsheet, and which sites open theirs by themselves.
-- Times are Unix nanoseconds.

-- article_texts keeps the article read for a headline, so that opening it again costs the site no
-- request: what was found (status 'ok', or 'empty' or 'paywalled' when the page showed too little),
-- its plain text and its blocks as JSON, as package discovery/article made them. The text is also in
-- the headline's search index row (see articles.go). The store keeps the latest maxArticleTexts by
-- when they were read and forgets the oldest.
CREATE TABLE article_texts (
	item_id INTEGER PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
	url     TEXT    NOT NULL,
	status  TEXT    NOT NULL CHECK (status IN ('ok', 'empty', 'paywalled')),
	title   TEXT    NOT NULL DEFAULT '',
	byline  TEXT    NOT NULL DEFAULT '',
	site    TEXT    NOT NULL DEFAULT '',
	lang    TEXT    NOT NULL DEFAULT '',
	text    TEXT    NOT NULL DEFAULT '',
	blocks  TEXT    NOT NULL DEFAULT '[]',
	words   INTEGER NOT NULL DEFAULT 0,
	fetched INTEGER NOT NULL
);
CREATE INDEX article_texts_fetched ON article_texts (fetched, item_id);

-- site_reading keeps, per site (as sources.site names it), whether opening a headline of the site
-- reads its article in the window by itself. A site without a row does not.
CREATE TABLE site_reading (
	site      TEXT PRIMARY KEY,
	auto_read INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
