-- typed is the address the person typed (or confirmed, for an OPML entry) when the source was
-- followed: a loopback or private address is reached, at every refresh, only on that address's host.
-- Empty means public addresses only.
ALTER TABLE sources ADD COLUMN typed TEXT NOT NULL DEFAULT '';

-- Sources followed before this column existed were followed by typing their site: a source on the
-- site's own host keeps its own address as the typed one (scheme, host and port are what count);
-- one on another host (a feed announced elsewhere) has only its site's host.
UPDATE sources SET typed = CASE
	WHEN substr(url, instr(url, '://') + 3, length(site) + 1) IN (site || '/', site || ':') THEN url
	ELSE 'https://' || site || '/'
END;
