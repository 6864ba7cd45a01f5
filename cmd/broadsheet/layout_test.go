package main

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// listedPackage is the part of `go list -json` the layout tests read.
type listedPackage struct {
	ImportPath string
	Dir        string
	Name       string
	GoFiles    []string
	Imports    []string
	Deps       []string
}

func listModule(t *testing.T) []listedPackage {
	t.Helper()
	out, err := exec.Command("go", "list", "-json", "github.com/broadsheet/broadsheet/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p listedPackage
		if err := dec.Decode(&p); err != nil {
			t.Fatalf("decoding go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

const module = "github.com/broadsheet/broadsheet"

// TestImportsPointOneWay guards DESIGN.md's layout: ui -> app -> {discovery, store} -> cleantext;
// discovery and store know nothing of each other, of app or of Fyne; only discovery does HTTP, only
// store holds SQL; ui talks to app only; cleantext knows nothing of Broadsheet.
func TestImportsPointOneWay(t *testing.T) {
	rules := []struct {
		tree      string   // a package and everything under it
		forbidden []string // import path prefixes it must not depend on, even indirectly
		direct    []string // import paths it must not import itself
	}{
		{tree: "discovery", forbidden: []string{module + "/store", module + "/app", module + "/ui", "fyne.io/", "database/sql"}},
		{tree: "store", forbidden: []string{module + "/discovery", module + "/app", module + "/ui", "fyne.io/", "net/http"}},
		{tree: "app", forbidden: []string{module + "/ui", "fyne.io/"}, direct: []string{"database/sql", "net/http"}},
		{tree: "ui", direct: []string{module + "/store", module + "/discovery", "net/http", "database/sql"}},
		// cleantext is a leaf that discovery and store both use: it depends on nothing of Broadsheet.
		{tree: "cleantext", forbidden: []string{module + "/", "fyne.io/", "database/sql", "net/http"}},
	}
	pkgs := listModule(t)
	for _, r := range rules {
		t.Run(r.tree, func(t *testing.T) {
			seen := 0
			for _, p := range pkgs {
				if p.ImportPath != module+"/"+r.tree && !strings.HasPrefix(p.ImportPath, module+"/"+r.tree+"/") {
					continue
				}
				// Fixture servers for tests are the one place outside discovery allowed to serve HTTP.
				if strings.HasSuffix(p.ImportPath, "/sitetest") {
					continue
				}
				seen++
				for _, d := range p.Deps {
					for _, f := range r.forbidden {
						if d == f || strings.HasPrefix(d, f) {
							t.Errorf("%s depends on %s", p.ImportPath, d)
						}
					}
				}
				for _, imp := range p.Imports {
					for _, f := range r.direct {
						if imp == f || strings.HasPrefix(imp, f+"/") {
							t.Errorf("%s imports %s", p.ImportPath, imp)
						}
					}
				}
			}
			if seen == 0 {
				t.Fatalf("no package found under %s", r.tree)
			}
		})
	}
}

// TestEveryPackageSaysWhatItIsFor checks that each package of the module has a package comment.
func TestEveryPackageSaysWhatItIsFor(t *testing.T) {
	for _, p := range listModule(t) {
		t.Run(strings.TrimPrefix(p.ImportPath, module+"/"), func(t *testing.T) {
			fset := token.NewFileSet()
			for _, f := range p.GoFiles {
				file, err := parser.ParseFile(fset, filepath.Join(p.Dir, f), nil, parser.PackageClauseOnly|parser.ParseComments)
				if err != nil {
					t.Fatal(err)
				}
				if file.Doc != nil && strings.TrimSpace(file.Doc.Text()) != "" {
					return
				}
			}
			t.Errorf("package %s has no package comment", p.ImportPath)
		})
	}
}
