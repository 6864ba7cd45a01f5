package assets

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"testing"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

var update = flag.Bool("update", false, "redraw the PNG icons")

// Colours of the icon.
var (
	ink       = color.NRGBA{0x1b, 0x26, 0x3b, 0xff} // the tile and the letter
	newsprint = color.NRGBA{0xf6, 0xf1, 0xe6, 0xff} // the page
	fold      = color.NRGBA{0xd8, 0xcf, 0xbc, 0xff} // the folded corner
	rule      = color.NRGBA{0xc8, 0x10, 0x2e, 0xff} // the red rule under the masthead
	column    = color.NRGBA{0xa8, 0xa2, 0x96, 0xff} // lines of text
)

// shape says whether a point (in 512-unit icon coordinates) is inside it.
type shape func(x, y float64) bool

func rect(x0, y0, x1, y1 float64) shape {
	return func(x, y float64) bool { return x >= x0 && x < x1 && y >= y0 && y < y1 }
}

func roundRect(x0, y0, x1, y1, r float64) shape {
	return func(x, y float64) bool {
		if x < x0 || x >= x1 || y < y0 || y >= y1 {
			return false
		}
		cx := math.Max(x0+r, math.Min(x, x1-r))
		cy := math.Max(y0+r, math.Min(y, y1-r))
		return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
	}
}

// bowl is the right-rounded half of a "B": a rectangle from x0 to xc closed by a half ellipse.
func bowl(x0, y0, xc, y1, rx float64) shape {
	ry := (y1 - y0) / 2
	cy := y0 + ry
	return func(x, y float64) bool {
		if y < y0 || y >= y1 || x < x0 {
			return false
		}
		if x < xc {
			return true
		}
		dx, dy := (x-xc)/rx, (y-cy)/ry
		return dx*dx+dy*dy <= 1
	}
}

func union(s ...shape) shape {
	return func(x, y float64) bool {
		for _, f := range s {
			if f(x, y) {
				return true
			}
		}
		return false
	}
}

func minus(a, b shape) shape { return func(x, y float64) bool { return a(x, y) && !b(x, y) } }

// triangle is the triangle with corners a, b and c.
func triangle(ax, ay, bx, by, cx, cy float64) shape {
	side := func(px, py, qx, qy, x, y float64) float64 { return (qx-px)*(y-py) - (qy-py)*(x-px) }
	return func(x, y float64) bool {
		d1 := side(ax, ay, bx, by, x, y)
		d2 := side(bx, by, cx, cy, x, y)
		d3 := side(cx, cy, ax, ay, x, y)
		neg := d1 < 0 || d2 < 0 || d3 < 0
		pos := d1 > 0 || d2 > 0 || d3 > 0
		return !(neg && pos)
	}
}

// letterB is a heavy serif-less "B" in the box (x0,y0)-(x1,y1).
func letterB(x0, y0, x1, y1 float64) shape {
	h := y1 - y0
	mid := y0 + h*0.47
	t := h * 0.20 // stroke
	outer := union(
		bowl(x0, y0, x1-h*0.26, mid+t/2, h*0.24),
		bowl(x0, mid-t/2, x1-h*0.26, y1, h*0.27),
	)
	counters := union(
		bowl(x0+t*1.15, y0+t, x1-h*0.26, mid-t/2, h*0.24-t),
		bowl(x0+t*1.15, mid+t/2, x1-h*0.26, y1-t, h*0.27-t),
	)
	return minus(outer, counters)
}

// layers are painted in order, the last on top.
type layer struct {
	s shape
	c color.NRGBA
}

func iconLayers() []layer {
	page := minus(rect(104, 84, 408, 428), triangle(336, 84, 408, 84, 408, 156))
	return []layer{
		{roundRect(16, 16, 496, 496, 104), ink},
		{page, newsprint},
		{triangle(336, 84, 336, 156, 408, 156), fold},
		{letterB(140, 120, 262, 282), ink},
		{rect(286, 132, 322, 146), column},
		{rect(286, 168, 372, 182), column},
		{rect(286, 204, 372, 218), column},
		{rect(286, 240, 352, 254), column},
		{rect(140, 306, 372, 318), rule},
		{rect(140, 340, 244, 352), column},
		{rect(268, 340, 372, 352), column},
		{rect(140, 366, 244, 378), column},
		{rect(268, 366, 372, 378), column},
		{rect(140, 392, 220, 404), column},
		{rect(268, 392, 348, 404), column},
	}
}

// drawIcon renders the icon at size x size pixels, each pixel averaged over 4x4 samples.
func drawIcon(size int) *image.NRGBA {
	const n = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scale := 512 / float64(size)
	layers := iconLayers()
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/n) * scale
					y := (float64(py) + (float64(sy)+0.5)/n) * scale
					for i := len(layers) - 1; i >= 0; i-- {
						if layers[i].s(x, y) {
							c := layers[i].c
							r += float64(c.R)
							g += float64(c.G)
							b += float64(c.B)
							a += 255
							break
						}
					}
				}
			}
			if a == 0 {
				continue
			}
			// Colour is averaged over covered samples only; coverage becomes alpha.
			k := a / 255
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(r/k + 0.5), G: uint8(g/k + 0.5), B: uint8(b/k + 0.5),
				A: uint8(a/(n*n) + 0.5),
			})
		}
	}
	return img
}

// linuxIconSizes are the sizes of the icon installed under the desktop's hicolor theme, besides the 128
// and 512 pixel icons above (docs/DESIGN.md, "Installing"); small sizes are drawn, not scaled down.
var linuxIconSizes = []int{16, 22, 24, 32, 48, 64, 256}

func TestIconMatchesDrawing(t *testing.T) {
	type drawn struct {
		file     string
		size     int
		embedded []byte // nil: read the file
	}
	icons := []drawn{
		{"icon.png", 512, Icon},
		{"icon-128.png", 128, WindowIcon},
	}
	for _, size := range linuxIconSizes {
		icons = append(icons, drawn{file: fmt.Sprintf("linux/icons/icon-%d.png", size), size: size})
	}
	for _, c := range icons {
		var buf bytes.Buffer
		if err := png.Encode(&buf, drawIcon(c.size)); err != nil {
			t.Fatal(err)
		}
		if *update {
			if err := os.WriteFile(c.file, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue // the embedded copy is the old one until the next build
		}
		stored := c.embedded
		if stored == nil {
			var err error
			if stored, err = os.ReadFile(c.file); err != nil {
				t.Errorf("%v; run go test ./assets -run TestIcon -update", err)
				continue
			}
		}
		got, err := png.Decode(bytes.NewReader(stored))
		if err != nil {
			t.Fatalf("%s does not decode: %v", c.file, err)
		}
		if b := got.Bounds(); b.Dx() != c.size || b.Dy() != c.size {
			t.Fatalf("%s size = %dx%d, want %dx%d", c.file, b.Dx(), b.Dy(), c.size, c.size)
		}
		if !bytes.Equal(buf.Bytes(), stored) {
			t.Errorf("%s differs from drawIcon; run go test ./assets -run TestIcon -update", c.file)
		}
	}
}

// windowsIconSizes are the images of the Windows program's icon (assets/windows/broadsheet.ico), each
// a PNG, as Windows Vista and later read them.
var windowsIconSizes = []int{16, 24, 32, 48, 64, 256}

// icoFile is an ICO file holding a drawing of the icon at each size.
func icoFile(t *testing.T, sizes []int) []byte {
	t.Helper()
	var images [][]byte
	for _, size := range sizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, drawIcon(size)); err != nil {
			t.Fatal(err)
		}
		images = append(images, buf.Bytes())
	}
	var ico bytes.Buffer
	le := binary.LittleEndian
	ico.Write(le.AppendUint16(le.AppendUint16(le.AppendUint16(nil, 0), 1), uint16(len(sizes)))) // reserved, type 1 (icon), count
	offset := 6 + 16*len(sizes)
	for i, size := range sizes {
		side := byte(size)                                     // 256 is written as 0
		entry := []byte{side, side, 0, 0}                      // width, height, no palette, reserved
		entry = le.AppendUint16(le.AppendUint16(entry, 1), 32) // colour planes, bits per pixel
		entry = le.AppendUint32(le.AppendUint32(entry, uint32(len(images[i]))), uint32(offset))
		ico.Write(entry)
		offset += len(images[i])
	}
	for _, img := range images {
		ico.Write(img)
	}
	return ico.Bytes()
}

func TestWindowsIconMatchesDrawing(t *testing.T) {
	const file = "windows/broadsheet.ico"
	want := icoFile(t, windowsIconSizes)
	if *update {
		if err := os.WriteFile(file, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v; run go test ./assets -run TestWindowsIcon -update", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from drawIcon; run go test ./assets -run TestWindowsIcon -update", file)
	}
}

// TestScalableIconMatchesDrawing rasterises the scalable icon the desktop package installs, written by
// hand from iconLayers, with the SVG renderer Fyne uses, and compares it with drawIcon at 512 pixels:
// the two may differ only in how the edges are smoothed.
func TestScalableIconMatchesDrawing(t *testing.T) {
	const size = 512
	f, err := os.Open("linux/icons/app.broadsheet.reader.svg")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	icon, err := oksvg.ReadIconStream(f, oksvg.StrictErrorMode)
	if err != nil {
		t.Fatalf("reading the SVG: %v", err)
	}
	icon.SetTarget(0, 0, size, size)
	svg := image.NewRGBA(image.Rect(0, 0, size, size))
	icon.Draw(rasterx.NewDasher(size, size, rasterx.NewScannerGV(size, size, svg, svg.Bounds())), 1)

	want := drawIcon(size)
	var sum float64
	far := 0 // pixels where a channel differs by more than a quarter of its range
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			gr, gg, gb, ga := svg.At(x, y).RGBA()
			wr, wg, wb, wa := want.At(x, y).RGBA()
			worst := 0.0
			for _, d := range []float64{
				math.Abs(float64(gr) - float64(wr)), math.Abs(float64(gg) - float64(wg)),
				math.Abs(float64(gb) - float64(wb)), math.Abs(float64(ga) - float64(wa)),
			} {
				sum += d / 0xffff
				worst = math.Max(worst, d/0xffff)
			}
			if worst > 0.25 {
				far++
			}
		}
	}
	mean := sum / (size * size * 4)
	// Anti-aliased edges differ a little; a shape out of place or of another colour differs a lot.
	if mean > 0.002 || far > size*size/1000 {
		t.Errorf("SVG differs from drawIcon: mean channel difference %.4f (want <= 0.002), %d pixels far off (want <= %d)",
			mean, far, size*size/1000)
	}
	t.Logf("mean channel difference %.5f, %d pixels far off", mean, far)
}
