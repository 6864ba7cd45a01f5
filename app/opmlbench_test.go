package app

import (
	"bytes"
	"fmt"
	"testing"
)

// opmlOf returns an OPML file of n feeds, ten to a site, as another reader exports them.
func opmlOf(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<opml version="2.0"><head><title>big</title></head><body>` + "\n")
	for i := range n {
		fmt.Fprintf(&b, `<outline text="Feed %d" xmlUrl="https://s%d.example/f/%d"/>`+"\n", i, i/10, i)
	}
	b.WriteString("</body></opml>\n")
	return b.Bytes()
}

// BenchmarkImportOPML imports 200,000 outlines (the most a file may hold) into a new database.
func BenchmarkImportOPML(b *testing.B) {
	doc := opmlOf(maxOutlines)
	b.SetBytes(int64(len(doc)))
	for b.Loop() {
		b.StopTimer()
		a := openTestApp(b, nil)
		b.StartTimer()
		im, err := a.ImportOPML(b.Context(), bytes.NewReader(doc), ImportOptions{})
		if err != nil || im.Added != maxOutlines {
			b.Fatalf("ImportOPML = %+v, %v; want %d added", im, err, maxOutlines)
		}
	}
}
