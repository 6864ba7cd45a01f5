#!/bin/sh
# mkdeb.sh BINARY OUTDIR builds OUTDIR/broadsheet_VERSION_amd64.deb from the binary, the files beside
# this script and FyneApp.toml (VERSION), with dpkg-deb alone. `make deb` runs it.
#
# The package is reproducible: every file is owned by root and dated SOURCE_DATE_EPOCH (the last
# commit's time when unset), so the same binary gives the same .deb byte for byte.
#
# Depends is what dpkg-shlibdeps finds the binary linked against, plus the libraries GLFW opens itself
# at run time (dlopen, which dpkg-shlibdeps cannot see; checked against the binary below). The fonts
# are Recommends: the binary draws Latin text with Fyne's own font and its command line needs none, but
# the window draws Japanese and Chinese (fonts-noto-cjk), Hindi (fonts-noto-core) and emoji
# (fonts-noto-color-emoji) with the system's fonts. apt installs Recommends unless told not to, and a
# machine that only runs `broadsheet refresh --watch` may leave the ~100 MB of fonts out.
set -eu

bin=$1
mkdir -p "$2"
out=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
id=app.broadsheet.reader

version=$(sed -n 's/^Version *= *"\([^"]*\)".*/\1/p' "$top/FyneApp.toml")
[ -n "$version" ] || { echo "mkdeb: no Version in FyneApp.toml" >&2; exit 1; }
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
	SOURCE_DATE_EPOCH=$(git -C "$top" log -1 --format=%ct)
fi
export SOURCE_DATE_EPOCH

deb=$out/broadsheet_${version}_amd64.deb
root=$out/debroot/broadsheet_${version}_amd64
rm -rf "$out/debroot"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/metainfo" \
	"$root/usr/share/doc/broadsheet" "$root/usr/share/icons/hicolor/scalable/apps"

install -m 0755 "$bin" "$root/usr/bin/broadsheet"
install -m 0644 "$here/$id.desktop" "$root/usr/share/applications/$id.desktop"
install -m 0644 "$here/$id.metainfo.xml" "$root/usr/share/metainfo/$id.metainfo.xml"
install -m 0644 "$here/icons/$id.svg" "$root/usr/share/icons/hicolor/scalable/apps/$id.svg"
for size in 16 22 24 32 48 64 128 256 512; do
	case $size in
	128) png=$top/assets/icon-128.png ;;
	512) png=$top/assets/icon.png ;;
	*) png=$here/icons/icon-$size.png ;;
	esac
	mkdir -p "$root/usr/share/icons/hicolor/${size}x$size/apps"
	install -m 0644 "$png" "$root/usr/share/icons/hicolor/${size}x$size/apps/$id.png"
done
install -m 0644 "$here/copyright" "$root/usr/share/doc/broadsheet/copyright"
date=$(date -u -R -d "@$SOURCE_DATE_EPOCH")
cat >"$root/usr/share/doc/broadsheet/changelog.gz.txt" <<CHANGES
broadsheet ($version) unstable; urgency=medium

  * Built from Broadsheet's source; see its git history for the changes.

 -- Broadsheet maintainers <broadsheet@users.noreply.github.com>  $date
CHANGES
gzip -9n <"$root/usr/share/doc/broadsheet/changelog.gz.txt" >"$root/usr/share/doc/broadsheet/changelog.gz"
rm "$root/usr/share/doc/broadsheet/changelog.gz.txt"
chmod 0644 "$root/usr/share/doc/broadsheet/changelog.gz"

desktop-file-validate "$root/usr/share/applications/$id.desktop"
appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/$id.metainfo.xml" >/dev/null

# Depends: the libraries the binary is linked against (dpkg-shlibdeps reads debian/control, so it runs
# in a scratch folder holding a minimal one) ...
scratch=$out/debroot/shlibdeps
mkdir -p "$scratch/debian"
printf 'Source: broadsheet\n\nPackage: broadsheet\nArchitecture: amd64\n' >"$scratch/debian/control"
linked=$(cd "$scratch" && dpkg-shlibdeps -O -e "$root/usr/bin/broadsheet" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$linked" ] || { echo "mkdeb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
rm -rf "$scratch"
# ... and those GLFW opens itself for the X11 window: cursors, input, monitors. Every library name the
# binary carries must be linked, opened here, or one GLFW only tries (other GL flavours, Vulkan, gamma).
opened="libXcursor.so.1:libxcursor1 libXi.so.6:libxi6 libXinerama.so.1:libxinerama1 libXrandr.so.2:libxrandr2 libXrender.so.1:libxrender1 libX11-xcb.so.1:libx11-xcb1"
optional="libEGL.so.1 libGL.so libGLES_CM.so.1 libGLESv1_CM.so.1 libGLESv2.so.2 libOSMesa.so.6 libOSMesa.so.8 libOpenGL.so.0 libvulkan.so.1 libXxf86vm.so.1 libGL.so.1 libGLX.so.0 libX11.so.6 libc.so.6 libm.so.6"
extra=""
for name in $(strings "$bin" | grep -E '^lib[A-Za-z0-9_+-]+\.so(\.[0-9]+)*$' | sort -u); do
	found=""
	for pair in $opened; do
		if [ "${pair%%:*}" = "$name" ]; then found=${pair#*:}; fi
	done
	if [ -n "$found" ]; then
		extra="$extra, $found"
	elif ! echo " $optional " | grep -q " $name "; then
		echo "mkdeb: the binary names $name, which neither Depends nor the list of optional libraries covers" >&2
		exit 1
	fi
done

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: broadsheet
Version: $version
Architecture: amd64
Maintainer: Broadsheet maintainers <broadsheet@users.noreply.github.com>
Installed-Size: $size
Depends: $linked$extra
Recommends: fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji
Section: news
Priority: optional
Homepage: https://github.com/broadsheet/broadsheet
Description: feed reader for news sites, with or without RSS
 Broadsheet finds, locally and politely, the best thing to follow on a news
 site: a feed if the site announces or hides one, a Google News sitemap, or
 the site's section pages, picked from a checklist. It keeps what is followed
 in SQLite, refreshes it in the background and shows the headlines to read,
 star and open in the browser. It honours robots.txt and never works around a
 site's refusal. The same binary runs headless from the command line.
CONTROL
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 0755 {} +
find "$root" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
