package main

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// pauseValue is the --pause flag of every subcommand that sends requests (discover, section, add,
// refresh): the least time between two requests to one host, as plain seconds ("0.3", "2") or as a
// Go duration ("300ms", "1m"). It is never negative.
type pauseValue time.Duration

// pauseVar defines a --pause flag on fs with the default def and returns where its value is kept.
func pauseVar(fs *flag.FlagSet, def time.Duration, usage string) *time.Duration {
	p := pauseValue(def)
	fs.Var(&p, "pause", usage+": `D` as seconds (0.3, 2) or as a duration (300ms)")
	return (*time.Duration)(&p)
}

// parsePause reads a pause as plain seconds or as a duration.
func parsePause(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("is empty: give seconds (0.3, 2) or a duration (300ms)")
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		secs, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil || math.IsNaN(secs) || math.IsInf(secs, 0) {
			return 0, fmt.Errorf("%q is neither seconds (0.3, 2) nor a duration (300ms, 1m)", s)
		}
		if secs > float64(math.MaxInt64)/float64(time.Second) {
			return 0, fmt.Errorf("%q is too long a pause", s)
		}
		d = time.Duration(math.Round(secs * float64(time.Second)))
	}
	if d < 0 {
		return 0, errors.New("cannot be negative")
	}
	return d, nil
}

// Set reads the flag's value.
func (p *pauseValue) Set(s string) error {
	d, err := parsePause(s)
	if err != nil {
		return err
	}
	*p = pauseValue(d)
	return nil
}

// String returns the pause as a duration, for --help.
func (p *pauseValue) String() string {
	if p == nil {
		return "0s"
	}
	return time.Duration(*p).String()
}
