package discovery

import (
	"bytes"
	"container/heap"
	"io"
	"sort"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
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
	// withUserInfo counts the entries left out, neither judged nor kept, because their address
	// carries a user name or password.
	withUserInfo int
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
		if fetch.HasUserInfo(e.Loc) {
			s.withUserInfo++
			return nil
		}
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
	sections []kept[sitemap.Entry]
	others   newestKept[sitemap.Entry]
}

func (k *entryKeeper) add(e sitemap.Entry, section bool, when time.Time) {
	if !section {
		k.others.add(e, when, maxKeptOthers)
		return
	}
	if len(k.sections) < maxKeptSections {
		// Numbered on the same count as the others, so that the two merge in the document's order.
		k.sections = append(k.sections, kept[sitemap.Entry]{v: e, i: k.others.n, when: when})
	}
	k.others.n++
}

// entries returns the entries kept, in the document's order.
func (k *entryKeeper) entries() []sitemap.Entry {
	all := append(append([]kept[sitemap.Entry](nil), k.sections...), k.others.h...)
	sort.Slice(all, func(a, b int) bool { return all[a].i < all[b].i })
	out := make([]sitemap.Entry, len(all))
	for i, ke := range all {
		out[i] = ke.v
	}
	return out
}

// kept is a value kept, with its place among those offered and its date.
type kept[T any] struct {
	v    T
	i    int
	when time.Time
}

// newestKept keeps the newest of the values offered to it, up to a limit: of values of one date the
// first offered, and undated values (zero) only when too few dated ones came, as a stable sort by
// date, newest first, cut at the limit would keep. Its memory is the limit's, however many come.
type newestKept[T any] struct {
	n int // values offered
	h keptHeap[T]
}

// add offers v, dated when, to a keeper of at most limit values.
func (k *newestKept[T]) add(v T, when time.Time, limit int) {
	kv := kept[T]{v: v, i: k.n, when: when}
	k.n++
	switch {
	case len(k.h) < limit:
		heap.Push(&k.h, kv)
	case kv.when.After(k.h[0].when):
		// Newer than the oldest kept: it takes that one's place.
		k.h[0] = kv
		heap.Fix(&k.h, 0)
	}
}

// values returns the values kept, in the order they were offered.
func (k *newestKept[T]) values() []T {
	all := append([]kept[T](nil), k.h...)
	sort.Slice(all, func(a, b int) bool { return all[a].i < all[b].i })
	out := make([]T, len(all))
	for i, kv := range all {
		out[i] = kv.v
	}
	return out
}

// keptHeap is a min-heap of kept values, the oldest at the root; of values of one date, the last
// offered is the root, the first to go.
type keptHeap[T any] []kept[T]

func (h keptHeap[T]) Len() int { return len(h) }
func (h keptHeap[T]) Less(a, b int) bool {
	if !h[a].when.Equal(h[b].when) {
		return h[a].when.Before(h[b].when)
	}
	return h[a].i > h[b].i
}
func (h keptHeap[T]) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *keptHeap[T]) Push(x any)   { *h = append(*h, x.(kept[T])) }
func (h *keptHeap[T]) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
