package discovery

import (
	"bytes"
	"container/heap"
	"io"
	"sort"
	"time"

	"github.com/broadsheet/broadsheet/discovery/sitemap"
)

// What Discover keeps of one sitemap as it streams by. A news sitemap may list 50,000 URLs in 50 MB;
// a person chooses among sections and reads the newest articles, so Discover keeps the first
// maxKeptSections section-shaped entries and the maxKeptOthers newest of the rest, while the
// judgement counts every entry (sitemapTally) and the counts reported stay exact.
const (
	maxKeptSections = 2000
	maxKeptOthers   = 2000
)

// streamedSitemap is a sitemap read as it arrived: its kind, its exact judgement, the entries kept,
// and the parse error if any.
type streamedSitemap struct {
	kind    sitemap.Kind
	j       SitemapJudgement
	entries []sitemap.Entry // kept entries, in the document's order
	err     error           // sitemap.Parse's error
	// head is the body as far as it was read before the first entry, kept while no entry has come so
	// that a body that is no sitemap can be read as a feed; nil once an entry came.
	head *bytes.Buffer
}

// readStreamed parses a sitemap from body as it arrives, tallying every entry and keeping a bounded
// part. With keepHead, the bytes read before the first entry are kept in head.
func readStreamed(body io.Reader, now time.Time, keepHead bool) *streamedSitemap {
	s := &streamedSitemap{}
	tally := newSitemapTally(now)
	var keep entryKeeper
	if keepHead {
		s.head = &bytes.Buffer{}
		body = io.TeeReader(body, headWriter{s})
	}
	s.kind, s.err = sitemap.Parse(body, func(e sitemap.Entry) error {
		s.head = nil
		shape, when := tally.add(e)
		keep.add(e, shape == shapeSection, when)
		return nil
	})
	s.j = tally.judgement()
	s.entries = keep.entries()
	return s
}

// headWriter writes into a streamed sitemap's head while it has one.
type headWriter struct{ s *streamedSitemap }

func (w headWriter) Write(p []byte) (int, error) {
	if w.s.head != nil {
		w.s.head.Write(p)
	}
	return len(p), nil
}

// entryKeeper keeps the first maxKeptSections section entries and the maxKeptOthers newest others.
type entryKeeper struct {
	n        int // entries seen
	sections []keptEntry
	others   keptHeap
}

// keptEntry is an entry kept, with its place in the document and its date.
type keptEntry struct {
	e    sitemap.Entry
	i    int
	when time.Time
}

func (k *entryKeeper) add(e sitemap.Entry, section bool, when time.Time) {
	ke := keptEntry{e: e, i: k.n, when: when}
	k.n++
	switch {
	case section:
		if len(k.sections) < maxKeptSections {
			k.sections = append(k.sections, ke)
		}
	case len(k.others) < maxKeptOthers:
		heap.Push(&k.others, ke)
	case ke.when.After(k.others[0].when):
		// Newer than the oldest kept: it takes that one's place. Of entries of one date, the first
		// ones in the document stay.
		k.others[0] = ke
		heap.Fix(&k.others, 0)
	}
}

// entries returns the entries kept, in the document's order.
func (k *entryKeeper) entries() []sitemap.Entry {
	all := append(append([]keptEntry(nil), k.sections...), k.others...)
	sort.Slice(all, func(a, b int) bool { return all[a].i < all[b].i })
	out := make([]sitemap.Entry, len(all))
	for i, ke := range all {
		out[i] = ke.e
	}
	return out
}

// keptHeap is a min-heap of kept entries, the oldest at the root; of entries of one date, the last in
// the document is the root, the first to go.
type keptHeap []keptEntry

func (h keptHeap) Len() int { return len(h) }
func (h keptHeap) Less(a, b int) bool {
	if !h[a].when.Equal(h[b].when) {
		return h[a].when.Before(h[b].when)
	}
	return h[a].i > h[b].i
}
func (h keptHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *keptHeap) Push(x any)   { *h = append(*h, x.(keptEntry)) }
func (h *keptHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
