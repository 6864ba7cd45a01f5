-- site_shapes keeps what each site's article addresses look like: the shapes (discovery.LinkShape,
-- "/story/S", "/Y/M/D/S.html") of the articles read from the site's section pages and sitemaps, with
-- how many times an article of each was found (once per read that found it), so that a refresh of a thin or changed section page still knows which
-- of its links are articles. A site keeps a few shapes, its most seen.
CREATE TABLE site_shapes (
	site      TEXT    NOT NULL,
	shape     TEXT    NOT NULL,
	seen      INTEGER NOT NULL DEFAULT 0,
	last_seen INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (site, shape)
) WITHOUT ROWID;
