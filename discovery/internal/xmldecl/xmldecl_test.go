package xmldecl

import (
	"strings"
	"testing"
)

func TestEncoding(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want string
	}{
		{"double quotes", `<?xml version="1.0" encoding="ISO-8859-1"?><rss/>`, "ISO-8859-1"},
		{"single quotes", `<?xml version='1.0' encoding='windows-1251'?><rss/>`, "windows-1251"},
		{"spaces around equals", "<?xml version=\"1.0\" encoding \t=\r\n 'koi8-r' ?><urlset/>", "koi8-r"},
		{"kept as written", `<?xml version="1.0" encoding=" Shift_JIS "?>`, " Shift_JIS "},
		{"no encoding", `<?xml version="1.0"?><rss/>`, ""},
		{"no declaration", `<rss version="2.0"/>`, ""},
		{"white space first", ` <?xml version="1.0" encoding="gbk"?>`, ""},
		{"unquoted", `<?xml version="1.0" encoding=gbk?>`, ""},
		{"no equals", `<?xml version="1.0" encoding "gbk"?>`, ""},
		{"unterminated quote", `<?xml version="1.0" encoding="gbk?>`, ""},
		{"unterminated declaration", `<?xml version="1.0" encoding="gbk"`, ""},
		{"encoding after the declaration", `<?xml version="1.0"?><x encoding="gbk"/>`, ""},
		{"declaration ends at 1024", `<?xml encoding="gbk"` + strings.Repeat(" ", 1024-20) + `?>`, "gbk"},
		{"declaration ends after 1024", `<?xml encoding="gbk"` + strings.Repeat(" ", 1025-20) + `?>`, ""},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Encoding([]byte(tt.doc)); got != tt.want {
				t.Errorf("Encoding(%q) = %q, want %q", tt.doc, got, tt.want)
			}
		})
	}
}
