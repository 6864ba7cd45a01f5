// Package assets holds Broadsheet's bundled resources: the application icon. It holds bytes only and
// must not import a GUI toolkit or any other Broadsheet package.
package assets

import _ "embed"

// Icon is Broadsheet's application icon, a 512x512 PNG: a folded newspaper page with a "B" masthead.
// It is drawn by drawIcon in icon_test.go; run `go test ./assets -run TestIcon -update` to redraw it.
//
//go:embed icon.png
var Icon []byte
