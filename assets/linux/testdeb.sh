#!/bin/sh
# testdeb.sh DEB installs the package on this machine with apt, checks what it installed, and removes
# it again; `make deb-test` runs it as root. lintian's verdict is printed, not judged: its tags are
# for the Debian archive, and some (no manual page) are known and left.
set -eu

deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
id=app.broadsheet.reader
fail() { echo "testdeb: $*" >&2; exit 1; }

if command -v lintian >/dev/null 2>&1; then
	echo "== lintian"
	lintian "$deb" 2>&1 | grep -v 'running with root privileges' || true
fi

if dpkg-query -W -f='${Status}' broadsheet 2>/dev/null | grep -q "install ok installed"; then
	fail "broadsheet is installed already; remove it first (apt remove broadsheet)"
fi
echo "== apt install $deb"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
trap 'echo "== apt remove broadsheet"; DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq broadsheet >/dev/null' EXIT

[ "$(command -v broadsheet)" = /usr/bin/broadsheet ] || fail "broadsheet is not /usr/bin/broadsheet on PATH"
/usr/bin/broadsheet --help >"${TMPDIR:-/tmp}/broadsheet-help.txt" || fail "broadsheet --help failed"
grep -q "discover" "${TMPDIR:-/tmp}/broadsheet-help.txt" || fail "broadsheet --help does not list discover"
echo "broadsheet --help: ok ($(wc -l <"${TMPDIR:-/tmp}/broadsheet-help.txt") lines)"

desktop=/usr/share/applications/$id.desktop
desktop-file-validate "$desktop" || fail "$desktop does not validate"
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ "$icon" = "$id" ] || fail "$desktop names icon $icon, want $id"
for size in 16 22 24 32 48 64 128 256 512; do
	[ -f "/usr/share/icons/hicolor/${size}x$size/apps/$icon.png" ] || fail "no ${size}x$size icon $icon"
done
[ -f "/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "no scalable icon $icon"
echo "desktop file: valid, icon $icon at 9 sizes and scalable"

appstreamcli validate --no-net --pedantic "/usr/share/metainfo/$id.metainfo.xml" || fail "metainfo does not validate"
