//go:build ignore

// gen draws the pictures of the pictures fixture site: `go run gen.go` in this folder. They are
// drawn here, not taken from anywhere.
package main

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"log"
	"math"
	"os"
)

func main() {
	write("img/harbour.jpg", encodeJPEG(harbour(960, 540)))
	write("img/boats.png", encodePNG(boats(640, 300)))
	write("ads/banner.png", encodePNG(banner(728, 90)))
	write("img/dot.gif", encodeGIF())
	write("img/chart.png", bomb())
	write("private/plans.png", encodePNG(banner(200, 100)))
}

func write(name string, b []byte) {
	if err := os.WriteFile(name, b, 0o644); err != nil {
		log.Fatal(err)
	}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

// harbour is a lighthouse on a breakwater at dusk.
func harbour(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	sky1, sky2 := color.RGBA{32, 42, 92, 255}, color.RGBA{246, 160, 96, 255}
	sea1, sea2 := color.RGBA{40, 70, 110, 255}, color.RGBA{12, 24, 48, 255}
	horizon := h * 62 / 100
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var c color.RGBA
			if y < horizon {
				c = mix(sky1, sky2, float64(y)/float64(horizon))
			} else {
				t := float64(y-horizon) / float64(h-horizon)
				c = mix(sea1, sea2, t)
				if int(float64(y)*0.7+8*math.Sin(float64(x)/23))%17 == 0 {
					c = mix(c, sky2, 0.35)
				}
			}
			img.SetRGBA(x, y, c)
		}
	}
	// the sun, low over the sea
	sx, sy, sr := w*70/100, horizon-30, 46
	for y := sy - sr; y < sy+sr; y++ {
		for x := sx - sr; x < sx+sr; x++ {
			if (x-sx)*(x-sx)+(y-sy)*(y-sy) < sr*sr && y < horizon {
				img.SetRGBA(x, y, color.RGBA{255, 214, 140, 255})
			}
		}
	}
	// the breakwater
	for y := horizon - 14; y < horizon+10; y++ {
		for x := 0; x < w*45/100; x++ {
			img.SetRGBA(x, y, color.RGBA{58, 52, 56, 255})
		}
	}
	// the lighthouse, red and white bands, narrowing
	base, top := horizon-14, horizon-250
	cx := w * 22 / 100
	for y := top; y < base; y++ {
		half := 18 + 14*(y-top)/(base-top)
		band := ((y - top) / 34) % 2
		c := color.RGBA{238, 236, 228, 255}
		if band == 1 {
			c = color.RGBA{196, 40, 40, 255}
		}
		for x := cx - half; x < cx+half; x++ {
			img.SetRGBA(x, y, c)
		}
	}
	// its lamp
	for y := top - 30; y < top; y++ {
		for x := cx - 16; x < cx+16; x++ {
			img.SetRGBA(x, y, color.RGBA{255, 240, 170, 255})
		}
	}
	return img
}

// boats are three hulls moored along a quay.
func boats(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := mix(color.RGBA{150, 190, 214, 255}, color.RGBA{60, 100, 140, 255}, float64(y)/float64(h))
			if y > h*2/3 {
				c = color.RGBA{90, 86, 80, 255} // the quay
			}
			img.SetRGBA(x, y, c)
		}
	}
	colours := []color.RGBA{{28, 88, 150, 255}, {210, 120, 30, 255}, {40, 130, 80, 255}}
	for i, c := range colours {
		x0 := 40 + i*200
		for y := h/3 + 20; y < h*2/3; y++ {
			in := (y - h/3 - 20) / 3
			for x := x0 + in; x < x0+170-in; x++ {
				img.SetRGBA(x, y, c)
			}
		}
		for y := h / 8; y < h/3+20; y++ { // the mast
			for x := x0 + 82; x < x0+88; x++ {
				img.SetRGBA(x, y, color.RGBA{240, 240, 236, 255})
			}
		}
	}
	return img
}

// banner is a loud advertisement.
func banner(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{255, 220, 0, 255}
			if (x/20+y/20)%2 == 0 {
				c = color.RGBA{230, 0, 120, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

func encodeJPEG(img image.Image) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 80}); err != nil {
		log.Fatal(err)
	}
	return b.Bytes()
}

func encodePNG(img image.Image) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		log.Fatal(err)
	}
	return b.Bytes()
}

func encodeGIF() []byte {
	var b bytes.Buffer
	img := image.NewPaletted(image.Rect(0, 0, 1, 1), color.Palette{color.Transparent, color.Black})
	if err := gif.Encode(&b, img, nil); err != nil {
		log.Fatal(err)
	}
	return b.Bytes()
}

// bomb is a small PNG whose header says it is 30,000 by 30,000 pixels: decoding it would take
// 3.6 GB.
func bomb() []byte {
	b := encodePNG(image.NewGray(image.Rect(0, 0, 16, 16)))
	// IHDR: 8 signature bytes, 4 length, 4 type, then width and height.
	binary.BigEndian.PutUint32(b[16:], 30000)
	binary.BigEndian.PutUint32(b[20:], 30000)
	binary.BigEndian.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}
