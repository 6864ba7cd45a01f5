package main

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/broadsheet/broadsheet/discovery/robots"
)

func init() {
	register(command{
		name:    "robots",
		usage:   "--agent TOKEN --robots FILE [--status CODE] URL...",
		summary: "say whether a robots.txt file lets an agent fetch each URL, and which line decided",
		run:     runRobots,
	})
}

// runRobots answers, for each URL, whether the robots.txt in --robots lets --agent fetch it. With a
// --status other than 2xx the file is not read: the status alone decides, as it does when the
// fetcher gets that answer for robots.txt.
func runRobots(_ context.Context, e *env, args []string) error {
	fs := newFlagSet("robots", e)
	agent := fs.String("agent", "", "the crawler's product token, e.g. broadsheet")
	file := fs.String("robots", "", "the robots.txt file to read")
	status := fs.String("status", "200", "the HTTP status the robots.txt request got; other than 2xx, the file is not read")
	// Flags may also follow the URLs: parse, take the next URL, parse what follows it.
	var urls []string
	for rest := args; ; {
		if err := parseFlags(fs, rest); err != nil {
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		urls = append(urls, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if *agent == "" {
		return usagef("--agent is required")
	}
	code, err := strconv.Atoi(*status)
	if err != nil || code < 100 || code > 599 {
		return usagef("--status %q is not an HTTP status code (100-599)", *status)
	}
	if len(urls) == 0 {
		return usagef("no URL to check")
	}
	var rules *robots.Robots
	if code >= 200 && code <= 299 {
		if *file == "" {
			return usagef("--robots is required unless --status is other than 2xx")
		}
		body, err := os.ReadFile(*file)
		if err != nil {
			return usageError{fmt.Sprintf("cannot read the robots.txt file: %v", err)}
		}
		rules = robots.Parse(body)
	} else {
		rules = robots.ForStatus(code)
	}
	for _, u := range urls {
		d := rules.Test(*agent, u)
		verdict := "disallow"
		if d.Allowed {
			verdict = "allow"
		}
		if d.Rule != "" {
			fmt.Fprintf(e.stdout, "%s %s %s\n", verdict, u, d.Rule)
		} else {
			fmt.Fprintf(e.stdout, "%s %s\n", verdict, u)
		}
	}
	return nil
}
