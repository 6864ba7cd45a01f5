package section

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/broadsheet/broadsheet/discovery/page"
)

// copyHost is where TestSectionPagesAsCopies serves each page: an address, as a copy of a page kept on
// one's own machine, or a set of saved pages served on loopback, is.
const copyHost = "127.0.0.1:8080"

// copyLoss is how much lower precision or recall may be on pages served at copyHost than on the same
// pages at their own addresses.
const copyLoss = 0.02

// TestSectionPagesAsCopies measures the reader on every labelled page (the sample, the development
// and the held-out pages) twice: at the page's own address, and served at copyHost with its path,
// where links written with the page's own host lead elsewhere. The page then says where it lives by
// its canonical link, its og:url or its <base href>, or by where most of its links lead (see
// Articles). A link written relative to the copy is the page's own link, and is scored as such. It
// fails when the copies lose more than copyLoss of precision or recall.
func TestSectionPagesAsCopies(t *testing.T) {
	sets := []struct {
		name, pattern string
	}{{"sample", pagesDir}, {"development", devPattern}, {"held out", heldOutPattern}}
	var table strings.Builder
	fmt.Fprintf(&table, "%-12s %6s %9s %7s %11s %11s\n", "pages", "cases", "precision", "recall", "copy prec.", "copy recall")
	var own, copies pooled
	for _, set := range sets {
		dirs, err := setDirs(set.pattern)
		if err != nil {
			t.Fatal(err)
		}
		var o, c pooled
		n := 0
		for _, dir := range dirs {
			for _, pc := range loadPageCases(t, dir) {
				n++
				body := readCaseFile(t, dir, pc)
				o.add(scoreAt(t, pc, body, pc.URL))
				c.add(scoreAt(t, pc, body, copyAddress(t, pc.URL)))
			}
		}
		own.merge(o)
		copies.merge(c)
		fmt.Fprintf(&table, "%-12s %6d %9.2f %7.2f %11.2f %11.2f\n", set.name, n,
			o.precision(), o.recall(), c.precision(), c.recall())
	}
	op, or := own.precision(), own.recall()
	cp, cr := copies.precision(), copies.recall()
	fmt.Fprintf(&table, "%-12s %6s %9.2f %7.2f %11.2f %11.2f\n", "all", "", op, or, cp, cr)
	t.Logf("section reader at each page's own address and as a copy at %s:\n%s", copyHost, table.String())
	if cp < op-copyLoss || cr < or-copyLoss {
		t.Errorf("as copies: precision %.3f, recall %.3f; at their own addresses %.3f, %.3f", cp, cr, op, or)
	}
}

// copyAddress is pageURL served at copyHost: the same path and query, over http.
func copyAddress(t *testing.T, pageURL string) string {
	u, err := url.Parse(pageURL)
	if err != nil {
		t.Fatal(err)
	}
	u.Scheme, u.Host = "http", copyHost
	return u.String()
}

// scoreAt scores the reader on a case's page served at servedAt. The articles it picks on the copy's
// host are the page's own links, written relative to where it was served: they are scored at the
// case's address.
func scoreAt(t *testing.T, c pageCase, body []byte, servedAt string) pageScore {
	p, err := page.Parse(bytes.NewReader(body), servedAt, "")
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	articles := Articles(p, nil, time.Now())
	if servedAt != c.URL {
		own, err := url.Parse(c.URL)
		if err != nil {
			t.Fatal(err)
		}
		for i, a := range articles {
			if u, err := url.Parse(a.URL); err == nil && u.Host == copyHost {
				u.Scheme, u.Host = own.Scheme, own.Host
				articles[i].URL = u.String()
			}
		}
	}
	return scorePage(c, articles)
}
