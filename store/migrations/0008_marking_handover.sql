-- The kept marking's items in a table of exactly the shape of unread, so that marking everything
-- read hands the unread table over whole: the two tables swap names (store/markread.go), and the
-- million rows stay where they are, where copying them into the kept marking took about a second.
-- Undoing such a marking swaps them back. The marking's ID is kept in markings alone, which holds
-- one marking at most; the items of a marking kept by the schema before are carried over.

ALTER TABLE marking_items RENAME TO marking_items_0007;

CREATE TABLE marking_items (
	sort_time INTEGER NOT NULL, -- the item's sort_time, kept equal to it
	item_id   INTEGER NOT NULL,
	PRIMARY KEY (sort_time, item_id)
) WITHOUT ROWID;
INSERT INTO marking_items (sort_time, item_id)
	SELECT sort_time, item_id FROM marking_items_0007 WHERE marking_id = (SELECT max(id) FROM markings)
	ORDER BY sort_time, item_id;

DROP TABLE marking_items_0007;
