-- The pictures of articles read in the reader view, kept with their article so that opening it again
-- sends no request.

-- article_pictures keeps each picture of an article kept in article_texts, by its address as the
-- article's blocks give it: status 'ok' with the file's bytes (JPEG, PNG, GIF or WebP, as format
-- says) and its size in pixels, 'hidden' for a tracking pixel or an advertisement (nothing drawn),
-- or 'failed' with the reason it could not be had ('refused', 'too-large', 'failed'). A picture goes
-- with its article when the store forgets the article; the store also keeps the bytes of all
-- pictures under maxPictureBytes, forgetting those of the articles read longest ago (see
-- pictures.go).
CREATE TABLE article_pictures (
	item_id INTEGER NOT NULL REFERENCES article_texts (item_id) ON DELETE CASCADE,
	url     TEXT    NOT NULL,
	status  TEXT    NOT NULL CHECK (status IN ('ok', 'hidden', 'failed')),
	reason  TEXT    NOT NULL DEFAULT '',
	format  TEXT    NOT NULL DEFAULT '',
	width   INTEGER NOT NULL DEFAULT 0,
	height  INTEGER NOT NULL DEFAULT 0,
	data    BLOB    NOT NULL DEFAULT x'',
	PRIMARY KEY (item_id, url)
) WITHOUT ROWID;
