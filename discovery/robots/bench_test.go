package robots

import (
	"bytes"
	"fmt"
	"testing"
)

// bigRobots returns a robots.txt of at most size bytes, filled with groups that alternate between
// the product token broadsheet (so its merged rule set grows with the file) and other agents.
func bigRobots(size int) []byte {
	var b bytes.Buffer
	b.WriteString("User-agent: *\nDisallow: /\n\n")
	for i := 0; ; i++ {
		agent := "broadsheet"
		if i%2 == 1 {
			agent = fmt.Sprintf("bot%d", i)
		}
		block := fmt.Sprintf("User-agent: %s\nDisallow: /section-%d/private/\nAllow: /section-%d/private/*.html$\nDisallow: /*?session=%d&\n# group %d\n\n",
			agent, i, i, i, i)
		if b.Len()+len(block) > size {
			return b.Bytes()
		}
		b.WriteString(block)
	}
}

const benchTarget = "https://example.com/section-778/private/page.html"

// BenchmarkParseAndTest parses a 500 KiB robots.txt and answers one question, the work of one
// fresh robots.txt.
func BenchmarkParseAndTest(b *testing.B) {
	body := bigRobots(MaxBytes)
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	for b.Loop() {
		if d := Parse(body).Test("broadsheet", benchTarget); !d.Allowed {
			b.Fatalf("Test(%q) = %+v, want allowed", benchTarget, d)
		}
	}
}

// BenchmarkTest answers one question against an already parsed 500 KiB robots.txt, the work of
// every later request to the same host.
func BenchmarkTest(b *testing.B) {
	r := Parse(bigRobots(MaxBytes))
	b.ReportAllocs()
	for b.Loop() {
		if d := r.Test("broadsheet", benchTarget); !d.Allowed {
			b.Fatalf("Test(%q) = %+v, want allowed", benchTarget, d)
		}
	}
}
