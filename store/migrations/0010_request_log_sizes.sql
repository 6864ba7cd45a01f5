-- request_log_sizes counts the rows the request log keeps of each site, so that keeping the log of a
-- site at its bound (store.RequestLogLimit) costs the update of one row rather than a walk over the
-- site's rows at every request logged. store.LogRequests keeps it equal to the rows of requests.
CREATE TABLE request_log_sizes (
	site TEXT    PRIMARY KEY,
	kept INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO request_log_sizes (site, kept) SELECT site, count(*) FROM requests GROUP BY site;
