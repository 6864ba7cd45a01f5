// Package app holds Broadsheet's use cases: discovering what to follow on a site, following it,
// refreshing followed sources on a polite schedule, reading and marking headlines, OPML import and
// export. It maps between the nouns of discovery and store, and imports no GUI toolkit.
package app
