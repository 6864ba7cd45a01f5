-- Read state as a narrow table of the unread items, and markings that can be undone.
--
-- Marking a million headlines read rewrote a million wide rows of items, three indexes of each and,
-- through a trigger per row, the counters of every source and site the item came through: 44 to 53
-- seconds. An item is now unread while it has a row in unread, keyed as the list is sorted, so that
-- the unread view reads it in order; marking everything read is one DELETE of narrow rows and one
-- write of each counter. The store keeps the counters true in its own statements (items.go,
-- markread.go); the triggers left keep them true when provenance rows and items are deleted.

CREATE TABLE unread (
	sort_time INTEGER NOT NULL, -- the item's sort_time, kept equal to it
	item_id   INTEGER NOT NULL,
	PRIMARY KEY (sort_time, item_id)
) WITHOUT ROWID;
INSERT INTO unread (sort_time, item_id) SELECT sort_time, id FROM items WHERE read = 0 ORDER BY sort_time, id;

DROP TRIGGER item_sources_unread_delete;
DROP TRIGGER items_unread_delete;
DROP TRIGGER items_unread_update;
DROP INDEX items_unread;
ALTER TABLE items DROP COLUMN read;

CREATE TRIGGER item_sources_unread_delete AFTER DELETE ON item_sources
	WHEN EXISTS (SELECT 1 FROM unread WHERE sort_time = old.sort_time AND item_id = old.item_id)
BEGIN
	UPDATE sources SET unread = unread - 1 WHERE id = old.source_id;
	UPDATE site_unread SET unread = unread - 1
	WHERE site = (SELECT site FROM sources WHERE id = old.source_id)
		AND NOT EXISTS (SELECT 1 FROM item_sources p JOIN sources s ON s.id = p.source_id
			WHERE p.item_id = old.item_id AND s.site = site_unread.site);
END;

CREATE TRIGGER items_unread_delete AFTER DELETE ON items
	WHEN EXISTS (SELECT 1 FROM unread WHERE sort_time = old.sort_time AND item_id = old.id)
BEGIN
	UPDATE unread_total SET unread = unread - 1;
	DELETE FROM unread WHERE sort_time = old.sort_time AND item_id = old.id;
END;

-- markings keeps the last marking of many items read, so that it can be undone: the items it marked
-- (marking_items, in the order of unread) and what it took off each counter (marking_sources,
-- marking_sites; items is what it took off the total). stale says that provenance rows of items
-- read have come or gone since, so that what it took off no longer tells what to give back. The
-- tables hold one marking at most and are emptied whole, without a WHERE clause: SQLite then frees
-- their pages instead of deleting a million rows one by one, which a foreign key would prevent.
CREATE TABLE markings (
	id    INTEGER PRIMARY KEY AUTOINCREMENT, -- never used again, so that an old ID undoes nothing
	made  INTEGER NOT NULL,
	items INTEGER NOT NULL,
	stale INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE marking_items (
	marking_id INTEGER NOT NULL,
	sort_time  INTEGER NOT NULL,
	item_id    INTEGER NOT NULL,
	PRIMARY KEY (marking_id, sort_time, item_id)
) WITHOUT ROWID;

CREATE TABLE marking_sources (
	marking_id INTEGER NOT NULL,
	source_id  INTEGER NOT NULL,
	unread     INTEGER NOT NULL,
	PRIMARY KEY (marking_id, source_id)
) WITHOUT ROWID;

CREATE TABLE marking_sites (
	marking_id INTEGER NOT NULL,
	site       TEXT    NOT NULL,
	unread     INTEGER NOT NULL,
	PRIMARY KEY (marking_id, site)
) WITHOUT ROWID;
