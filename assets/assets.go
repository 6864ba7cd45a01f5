// Package assets holds Broadsheet's bundled resources: the application icon, at two sizes. It holds bytes only and
// must not import a GUI toolkit or any other Broadsheet package.
package assets

import _ "embed"

// Icon is Broadsheet's application icon, a 512x512 PNG: a folded newspaper page with a "B" masthead.
// It is drawn by drawIcon in icon_test.go; run `go test ./assets -run TestIcon -update` to redraw it.
//
//go:embed icon.png
var Icon []byte

// WindowIcon is the same drawing at 128x128, for the window itself (drawIcon too).
//
//go:embed icon-128.png
var WindowIcon []byte
