package cleantext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

var cases = []struct {
	name, in, line, text string
}{
	{"clean", "Tokyo stocks rise 2%", "Tokyo stocks rise 2%", "Tokyo stocks rise 2%"},
	{"escape sequence", "Title\x1b[2J\x1b]0;pwned\x07 here", "Title[2J]0;pwned here", "Title[2J]0;pwned here"},
	{"NUL and BEL", "a\x00b\x07c", "abc", "abc"},
	{"DEL and C1", "a\x7fb\u009bc\u0085d", "abc d", "abc\nd"},
	{"direction override", "invoice\u202Efdp.exe", "invoicefdp.exe", "invoicefdp.exe"},
	{"isolates and embeddings", "\u2066a\u2069 \u202Ab\u202C", "a b", "a b"},
	{"marks kept", "\u200Fعربي\u200E", "\u200Fعربي\u200E", "\u200Fعربي\u200E"},
	{"lines", "one\r\ntwo\rthree\nfour\u2028five", "one  two three four five", "one\ntwo\nthree\nfour\nfive"},
	{"tabs", "a\tb\vc\fd", "a b c d", "a\tb c d"},
	{"invalid UTF-8", "caf\xe9 \xff", "caf\uFFFD \uFFFD", "caf\uFFFD \uFFFD"},
	{"CJK kept", "日経平均、反発", "日経平均、反発", "日経平均、反発"},
}

func TestLineAndText(t *testing.T) {
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			if got := Line(tt.in); got != tt.line {
				t.Errorf("Line(%q) = %q, want %q", tt.in, got, tt.line)
			}
			if got := Text(tt.in); got != tt.text {
				t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.text)
			}
		})
	}
}

func TestCleanTextIsNotCopied(t *testing.T) {
	s := "Tokyo stocks rise"
	if n := testing.AllocsPerRun(100, func() { _ = Line(s) }); n != 0 {
		t.Errorf("Line of clean text allocates %v times, want 0", n)
	}
}

func FuzzClean(f *testing.F) {
	for _, tt := range cases {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for name, fn := range map[string]func(string) string{"Line": Line, "Text": Text} {
			got := fn(s)
			if !utf8.ValidString(got) {
				t.Fatalf("%s(%q) = %q, not valid UTF-8", name, s, got)
			}
			for _, r := range got {
				if Drops(r) || (name == "Line" && unsafe(r)) {
					t.Fatalf("%s(%q) = %q keeps %U", name, s, got, r)
				}
				if name == "Text" && unsafe(r) && r != '\n' && r != '\t' {
					t.Fatalf("Text(%q) = %q keeps %U", s, got, r)
				}
			}
			if again := fn(got); again != got {
				t.Fatalf("%s is not idempotent: %q, then %q", name, got, again)
			}
			if name == "Text" && strings.Count(got, "\n") > strings.Count(s, "\n")+strings.Count(s, "\r")+strings.Count(s, "\u0085")+strings.Count(s, "\u2028")+strings.Count(s, "\u2029") {
				t.Fatalf("Text(%q) = %q makes lines out of nothing", s, got)
			}
		}
		if words, appended := Words(s), string(AppendWords(nil, []byte(s))); appended != words {
			t.Fatalf("AppendWords(%q) = %q, Words gives %q", s, appended, words)
		}
	})
}

func TestWords(t *testing.T) {
	for in, want := range map[string]string{
		"  Harbour\t\x1bnews \u202E today\r\n": "Harbour news today",
		"\u2028one\u00a0 two\x00":              "one two",
		"":                                     "",
		"plain":                                "plain",
		"bad \xff byte":                        "bad \uFFFD byte",
	} {
		if got := Words(in); got != want {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestIsWords checks that IsWords agrees with Words on every case here and on the shapes of a
// link's block (runs of spaces, a no-break space, controls, invalid UTF-8), and tells other words,
// fewer or more, apart.
func TestIsWords(t *testing.T) {
	ins := []string{
		"  Harbour\t\x1bnews \u202E today\r\n", "\u2028one\u00a0 two\x00", "", "   ", "plain",
		"bad \xff byte", "  Storm  hits\n the\u00a0coast ", "小星系，大黑洞", "Stormhits",
	}
	for _, c := range cases {
		ins = append(ins, c.in)
	}
	for _, in := range ins {
		words := Words(in)
		if !IsWords([]byte(in), words) {
			t.Errorf("IsWords(%q, %q) = false, want true", in, words)
		}
		for _, other := range []string{words + " more", words + "x", strings.TrimSuffix(words, words[max(0, len(words)-1):]), " " + words} {
			if other != words && IsWords([]byte(in), other) {
				t.Errorf("IsWords(%q, %q) = true, want false", in, other)
			}
		}
	}
}

// TestAppendWords checks that AppendWords gives what Words gives, on every case here and on the
// shapes of a link's text (runs of spaces, a no-break space, controls, invalid UTF-8, a line
// separator), after what dst holds.
func TestAppendWords(t *testing.T) {
	ins := []string{
		"  Harbour\t\x1bnews \u202E today\r\n", "\u2028one\u00a0 two\x00", "", "   ", "plain",
		"bad \xff byte", "  Storm  hits\n the\u00a0coast ", "小星系，大黑洞", "\xe2\x80 cut \xf0\x9f",
		"\u0085next\u3000line\u200b", "Nation Down To Last Hundred Grown-Ups \n  05.19.11",
	}
	for _, c := range cases {
		ins = append(ins, c.in)
	}
	for _, in := range ins {
		want := Words(in)
		if got := string(AppendWords(nil, []byte(in))); got != want {
			t.Errorf("AppendWords(nil, %q) = %q, want %q", in, got, want)
		}
		if got := string(AppendWords([]byte("x:"), []byte(in))); got != "x:"+want {
			t.Errorf("AppendWords(\"x:\", %q) = %q, want %q", in, got, "x:"+want)
		}
	}
}

// TestAppendLowerASCII checks that ASCII capitals are lowered, other bytes kept, from a string and
// from bytes alike, appended after what dst holds.
func TestAppendLowerASCII(t *testing.T) {
	for in, want := range map[string]string{
		"Compare": "compare", "teaser__Title": "teaser__title", "ÜBER": "Über", "सभी": "सभी", "": "",
	} {
		if got := string(AppendLowerASCII(nil, in)); got != want {
			t.Errorf("AppendLowerASCII(nil, %q) = %q, want %q", in, got, want)
		}
		if got := string(AppendLowerASCII([]byte("x:"), []byte(in))); got != "x:"+want {
			t.Errorf("AppendLowerASCII(\"x:\", []byte(%q)) = %q, want %q", in, got, "x:"+want)
		}
	}
}
