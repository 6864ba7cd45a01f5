// Command hello is a bare Fyne window with one label, to time the first frame of Fyne alone and to
// measure its resident memory (written to standard error 3 s after the first frame, then it quits).
package main

import (
	"fmt"
	"image"
	"os"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

var start = time.Now()

func main() {
	var once sync.Once
	a := fyneapp.NewWithID("test.hello")
	w := a.NewWindow("Hello")
	probe := canvas.NewRaster(func(w, h int) image.Image {
		once.Do(func() {
			fmt.Fprintf(os.Stdout, "first frame %d\n", time.Now().UnixMilli())
			go func() {
				time.Sleep(3 * time.Second)
				if status, err := os.ReadFile("/proc/self/status"); err == nil {
					for _, line := range strings.Split(string(status), "\n") {
						if strings.HasPrefix(line, "VmHWM:") {
							fmt.Fprintf(os.Stderr, "peak resident 3 s after the first frame: %s\n", strings.TrimSpace(strings.TrimPrefix(line, "VmHWM:")))
						}
					}
				}
				fyne.Do(a.Quit)
			}()
		})
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	})
	w.SetContent(container.NewBorder(nil, container.NewGridWrap(fyne.NewSize(1, 1), probe), nil, nil, widget.NewLabel("Hello")))
	w.Resize(fyne.NewSize(1100, 700))
	w.ShowAndRun()
}
