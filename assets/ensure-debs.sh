#!/bin/sh
# ensure-debs.sh PACKAGE... installs the Debian packages named that are missing, as `make deps` does:
# with apt-get when run as root, else it names them and fails.
set -eu
missing=""
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "broadsheet: installing$missing"
	apt-get update -qq
	# shellcheck disable=SC2086 # one word per package
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
else
	echo "broadsheet: missing Debian packages:$missing" >&2
	echo "            install them with: sudo apt-get install$missing" >&2
	exit 1
fi
