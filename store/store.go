// Package store keeps everything Broadsheet remembers in one SQLite file (modernc.org/sqlite, no cgo):
// followed sources, headlines, per-host robots.txt copies, per-site request logs and settings. Every SQL
// statement of the program lives in this package. It knows nothing of HTTP, of discovery, of the app's
// use cases or of the window.
package store

import (
	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)
