# Broadsheet. `make run` opens the app, `make test` runs every check CI runs.
# Both install the Debian packages Fyne needs to compile (as root), or say which ones to install.

GO      ?= go
BIN     := bin/broadsheet
# TAGS are Go build tags for the app. no_emoji leaves out Fyne's own colour emoji font, which Fyne
# parses for each text style it draws (about 14 MB resident): emoji are drawn with the system's emoji
# font, as other desktop programs draw them. `make build TAGS=` bundles Fyne's font (docs/DESIGN.md).
TAGS    ?= no_emoji
# Fyne's OpenGL driver compiles against the first two; the CJK font draws Japanese, Chinese and Korean
# headlines and the window's Japanese (and the window tests measure text drawn with it); Noto Sans
# Devanagari, in fonts-noto-core, draws the window's Hindi; the emoji font draws headlines' emoji.
DEB_PKGS := libgl1-mesa-dev xorg-dev fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji

.PHONY: all build run test vet race deps screenshots package bench bench-window fmt clean

all: build

# STATICCHECK_VERSION is the staticcheck `make test` runs (2026.2.2); deps installs it with go install
# when it is missing, into GOBIN, else the first GOPATH's bin, which need not be on PATH.
STATICCHECK_VERSION := v0.8.2
STATICCHECK_BIN = b=$$($(GO) env GOBIN); [ -n "$$b" ] || b=$$($(GO) env GOPATH | cut -d: -f1)/bin; staticcheck="$$b/staticcheck"

# deps makes sure the C headers Fyne's OpenGL driver compiles against, a CJK font, and staticcheck are
# present.
deps:
	@if ! command -v $(GO) >/dev/null 2>&1; then \
		echo "broadsheet: Go 1.26 or newer is needed (https://go.dev/dl/); put it on PATH and retry." >&2; exit 1; fi
	@$(STATICCHECK_BIN); \
	if ! "$$staticcheck" -version 2>/dev/null | grep -q "($(STATICCHECK_VERSION:v%=%))"; then \
		echo "broadsheet: installing staticcheck $(STATICCHECK_VERSION) into $$b"; \
		GOBIN="$$b" $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) || exit 1; \
	fi
	@missing=""; for p in $(DEB_PKGS); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			echo "broadsheet: installing$$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null || exit 1; \
		else \
			echo "broadsheet: missing Debian packages:$$missing" >&2; \
			echo "            install them with: sudo apt-get install$$missing" >&2; exit 1; \
		fi; \
	fi

build: deps
	$(GO) build -tags "$(TAGS)" -o $(BIN) ./cmd/broadsheet

run: build
	./$(BIN)

vet: deps
	$(GO) vet ./...

# The race detector runs on every package, the window's (ui) and the command's (cmd/...) included,
# so that the window's work off the UI goroutine is checked too: on 2 cores shared with other work,
# `go test -race ./ui/ ./cmd/...` took about 8 minutes and the whole target 9 (docs/BENCHMARKS.md).
race: deps
	$(GO) test -race -count=1 ./...

test: deps vet
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed on: $$unformatted" >&2; exit 1; fi
	@$(STATICCHECK_BIN); echo "$$staticcheck ./..."; "$$staticcheck" ./...
	$(GO) test -count=1 ./...
	$(MAKE) --no-print-directory race

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./...

# bench-window measures the real window (GLFW on Mesa llvmpipe under Xvfb, driven by xdotool) on a
# million generated headlines kept in .cache/windowbench/; it installs xvfb, xdotool and Mesa as root.
bench-window: deps
	TAGS="$(TAGS)" ui/testdata/windowbench.sh

# screenshots renders the main screens to docs/screenshots/, and the main window, the section
# picker and a refusal in each language the window speaks to docs/screenshots/LANG/.
screenshots: deps
	$(GO) test ./ui -run '^(TestScreenshots|TestScreenshotsInLanguages|TestSwitchInSiteDetails|TestReaderScreenshot)$$' -count=1 -args -screenshots=$(CURDIR)/docs/screenshots

# package builds bin/Broadsheet.tar.xz, a desktop package (binary, icon, .desktop file, Makefile to
# install it). The fyne tool reads cmd/broadsheet/FyneApp.toml: name, app ID, version, icon, and the
# fyneDo migration.
package: deps
	mkdir -p bin
	# The fyne tool reads FyneApp.toml beside the main package: cmd/broadsheet/FyneApp.toml links to the
	# top-level one, whose icon path is relative to the top level, hence -icon.
	cd cmd/broadsheet && $(GO) run fyne.io/tools/cmd/fyne@v1.7.4 package -os linux -release -icon ../../assets/icon.png --tags "$(TAGS)"
	mv cmd/broadsheet/Broadsheet.tar.xz bin/Broadsheet.tar.xz
	@echo "broadsheet: bin/Broadsheet.tar.xz (install: tar -xJf bin/Broadsheet.tar.xz && sudo make install)"

# Installable builds beside the tarball (README, "Installing"). Each target installs the Debian tools it
# needs as root, as deps does, and none is part of `make test`.
.PHONY: deb deb-test windows windows-test
comma := ,
VERSION := $(shell sed -n 's/^Version *= *"\([^"]*\)".*/\1/p' FyneApp.toml)

# deb builds bin/broadsheet_VERSION_amd64.deb with dpkg-deb (assets/linux/mkdeb.sh): the binary, the
# .desktop file, the icons and the AppStream metainfo; Depends from dpkg-shlibdeps, fonts as Recommends.
deb: deps
	assets/ensure-debs.sh dpkg-dev binutils xz-utils desktop-file-utils appstream
	mkdir -p bin/deb
	$(GO) build -trimpath -buildmode=pie -ldflags "-s -w" -tags "$(TAGS)" -o bin/deb/broadsheet ./cmd/broadsheet
	assets/linux/mkdeb.sh bin/deb/broadsheet bin

# deb-test installs the package on this machine with apt, checks it and removes it (as root).
deb-test: deb
	assets/ensure-debs.sh lintian
	assets/linux/testdeb.sh bin/broadsheet_$(VERSION)_amd64.deb

# windows cross-compiles bin/broadsheet.exe with Debian's mingw-w64: a GUI program (no console window
# opens with it) whose subcommands print to the console they were typed in. windres makes the icon and
# version details of assets/windows/ a .syso, which go build links while it is beside the main package.
SYSO := cmd/broadsheet/rsrc_windows_amd64.syso
windows:
	assets/ensure-debs.sh gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64
	mkdir -p bin
	x86_64-w64-mingw32-windres -DVERSION_STR='\"$(VERSION)\"' -DVERSION_NUM=$(subst .,$(comma),$(VERSION)),0 \
		-O coff -i assets/windows/broadsheet.rc -o $(SYSO)
	CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc GOOS=windows GOARCH=amd64 \
		$(GO) build -ldflags "-H=windowsgui -s -w" -tags "$(TAGS)" -o bin/broadsheet.exe ./cmd/broadsheet; \
		status=$$?; rm -f $(SYSO); exit $$status

# windows-test runs bin/broadsheet.exe under Wine: --help, and discover --json on loopback fixture sites.
# Its Wine folder, .cache/wine (about 700 MB), is kept for the next run; rm -rf .cache/wine removes it.
windows-test: deps windows
	assets/ensure-debs.sh wine wine64
	mkdir -p .cache/wine
	WINEPREFIX=$(CURDIR)/.cache/wine BROADSHEET_EXE=$(CURDIR)/bin/broadsheet.exe $(GO) test -tags wine -count=1 -run '^TestWindowsBuild' ./cmd/broadsheet

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf bin
