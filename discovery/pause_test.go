package discovery

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

	"github.com/broadsheet/broadsheet/discovery/fetch"
)

func TestPauseKeeper(t *testing.T) {
	const pause = 2 * time.Second
	tests := []struct {
		name   string
		noted  []string      // URLs of requests that end one after another, 500 ms apart
		pause  time.Duration // the pause to wait out
		cancel bool          // ctx is cancelled before the wait, as by an interrupt
		want   time.Duration // how long WaitOutPause waits after the last request
	}{
		{name: "nothing sent", pause: pause, want: 0},
		{name: "one host", noted: []string{"https://example.com/robots.txt", "https://example.com/"}, pause: pause, want: pause},
		{name: "the latest of several hosts", noted: []string{"https://a.example/", "https://b.example/", "https://a.example/x"}, pause: pause, want: pause},
		{name: "no pause", noted: []string{"https://example.com/"}, pause: 0, want: 0},
		{name: "interrupted", noted: []string{"https://example.com/"}, pause: pause, cancel: true, want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				// Inside the bubble the clock is fake: it moves only when every goroutine waits, so
				// the wait is measured exactly, with no real sleeping.
				var k PauseKeeper
				for i, u := range tt.noted {
					if i > 0 {
						time.Sleep(500 * time.Millisecond)
					}
					k.Note(fetch.Event{URL: u})
				}
				ctx, cancel := context.WithCancel(t.Context())
				defer cancel()
				if tt.cancel {
					cancel()
				}
				start := time.Now()
				k.WaitOutPause(ctx, tt.pause)
				if got := time.Since(start); got != tt.want {
					t.Errorf("waited %v, want %v", got, tt.want)
				}
			})
		})
	}
}

func TestPauseKeeperCancelledDuringTheWait(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var k PauseKeeper
		k.Note(fetch.Event{URL: "https://example.com/"})
		ctx, cancel := context.WithCancel(t.Context())
		time.AfterFunc(300*time.Millisecond, cancel)
		start := time.Now()
		k.WaitOutPause(ctx, 2*time.Second)
		if got, want := time.Since(start), 300*time.Millisecond; got != want {
			t.Errorf("waited %v, want %v: an interrupt ends the wait", got, want)
		}
	})
}
