#!/usr/bin/env bash
# windowbench.sh measures Broadsheet's real window (GLFW, Mesa llvmpipe under Xvfb) on a database of
# a million generated headlines from 200 sources: the first frame and the first headlines after
# launch, the idle CPU, resident memory while scrolling 2,000 wheel notches, a search, Mark All Read
# and its Undo.
# Timings come from the window itself (BROADSHEET_TRACE: a line at the frame drawn after each event);
# memory from /proc. `make bench-window` runs it from the top of the repository.
#
# Environment: ITEMS (1000000), SOURCES (200), NOTCHES (2000), SCROLL_DELAY (8 ms between notches), PAUSES
# (idle seconds before each `j`: "0.5 3 8"), IDLE (10 s), TAGS (go build tags), BINARY (a
# binary to measure instead of building this tree's), and GOGC,
# GOMEMLIMIT and the like, passed on to Broadsheet. The seeded database is kept in
# .cache/windowbench/ (ignored by git); each run works on a copy of it.
set -euo pipefail

ITEMS=${ITEMS:-1000000}
SOURCES=${SOURCES:-200}
NOTCHES=${NOTCHES:-2000}
TAGS=${TAGS:-}
CACHE=${CACHE:-.cache/windowbench}
RUN=$CACHE/run
SEED=$CACHE/seed-$ITEMS-$SOURCES.db

if [ "${1:-}" != "--inside" ]; then
	# Outside Xvfb: install what is missing, build, seed, then run this script again in Xvfb.
	missing=""
	command -v xvfb-run >/dev/null 2>&1 || missing="$missing xvfb xauth"
	command -v xdotool >/dev/null 2>&1 || missing="$missing xdotool"
	dpkg-query -W -f='${Status}' libgl1-mesa-dri 2>/dev/null | grep -q "install ok installed" || missing="$missing libgl1-mesa-dri"
	if [ -n "$missing" ]; then
		if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
			echo "windowbench: installing$missing"
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
		else
			echo "windowbench: missing Debian packages:$missing (sudo apt-get install$missing)" >&2
			exit 1
		fi
	fi
	mkdir -p "$CACHE"
	if [ -n "${BINARY:-}" ]; then
		cp "$BINARY" "$CACHE/broadsheet" # another build to compare with
	else
		go build -tags "$TAGS" -o "$CACHE/broadsheet" ./cmd/broadsheet
	fi
	if [ ! -f "$SEED" ]; then
		echo "windowbench: seeding $ITEMS headlines from $SOURCES sources into $SEED (once; a few minutes)"
		go run ./ui/testdata/windowbench/seed -db "$SEED" -items "$ITEMS" -sources "$SOURCES"
	fi
	rm -rf "$RUN"
	mkdir -p "$RUN/config/fyne/app.broadsheet.reader"
	cp "$SEED" "$RUN/config/fyne/app.broadsheet.reader/broadsheet.db"
	exec xvfb-run -a -s '-screen 0 1280x800x24' bash "$0" --inside
fi

# Inside Xvfb.
export XDG_CONFIG_HOME=$PWD/$RUN/config LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=llvmpipe
unset DBUS_SESSION_BUS_ADDRESS # no tray: closing quits
TRACE=$PWD/$RUN/trace.tsv
OUT=$RUN/summary.txt
: >"$OUT"

say() { echo "$*" | tee -a "$OUT"; }
now_ms() { date +%s%3N; }
mem() { awk '/^VmRSS/ {r=$2} /^VmHWM/ {h=$2} END {printf "%d %d", r/1024, h/1024}' /proc/$PID/status; }

# col LINE N: field N of a trace line, or n/a when the event never came.
col() { if [ -n "$1" ]; then cut -f"$2" <<<"$1"; else echo n/a; fi; }

# wait_event NAME: waits (at most 120 s) for a trace line holding NAME and prints it; it prints
# nothing when the event does not come.
wait_event() {
	local deadline=$(($(date +%s) + 120)) line
	while :; do
		line=$(grep -F -m1 "$1" "$TRACE" 2>/dev/null || true)
		if [ -n "$line" ]; then
			echo "$line"
			return 0
		fi
		if [ "$(date +%s)" -ge "$deadline" ] || ! kill -0 "$PID" 2>/dev/null; then
			echo "windowbench: no '$1' in the trace" >&2
			return 0
		fi
		sleep 0.02
	done
}

START=$(now_ms)
BROADSHEET_TRACE=$TRACE "$CACHE/broadsheet" 2>"$RUN/stderr.txt" &
PID=$!
trap 'kill $PID 2>/dev/null || true' EXIT

first=$(wait_event "first frame")
heads=$(wait_event "first headlines")
say "items=$ITEMS sources=$SOURCES tags='$TAGS' GOGC=${GOGC:-} GOMEMLIMIT=${GOMEMLIMIT:-}"
opened=$(wait_event "database open")
if [ -n "$opened" ]; then
	say "database open:    $(($(col "$opened" 2) - START)) ms after launch (Go started $(($(col "$opened" 2) - $(col "$opened" 3) - START)) ms after launch)"
fi
say "first frame:      $(($(col "$first" 2) - START)) ms after launch"
say "first headlines:  $(($(col "$heads" 2) - START)) ms after launch (RSS $(($(col "$heads" 4) / 1024)) MB, peak $(($(col "$heads" 5) / 1024)) MB)"
sleep 2
read -r rss hwm <<<"$(mem)"
say "settled:          RSS $rss MB, peak $hwm MB"
# Where the resident memory is: the largest mappings by RSS (anonymous memory is the Go heap, Mesa's
# and the driver's own allocations; the rest are libraries' pages in use).
awk '/^[0-9a-f]+-[0-9a-f]+ / {name = (NF >= 6 ? $6 : "[anonymous]")} /^Rss:/ {rss[name] += $2}
	END {for (n in rss) printf "%8d kB  %s\n", rss[n], n}' /proc/$PID/smaps | sort -rn | head -8 | tee -a "$OUT"

# Idle CPU: the window's user and system time over IDLE seconds (10) with nothing happening.
c0=$(awk '{print $14 + $15}' /proc/$PID/stat)
sleep "${IDLE:-10}"
c1=$(awk '{print $14 + $15}' /proc/$PID/stat)
say "idle CPU:         $(((c1 - c0) * 1000 / $(getconf CLK_TCK))) ms over ${IDLE:-10} s"

WID=$(xdotool search --sync --onlyvisible --name '^Broadsheet' | head -1)
xdotool windowfocus --sync "$WID" 2>/dev/null || true
eval "$(xdotool getwindowgeometry --shell "$WID")"
# The headline list: right of the sidebar (a quarter of the width), a third of the rest across.
LX=$((X + WIDTH * 45 / 100))
LY=$((Y + HEIGHT / 2))
xdotool mousemove --sync "$LX" "$LY"

# The next headline (j) after the window has been left alone for a while: the first frame after a
# pause may draw every text again, as Fyne lets textures go that were not drawn for FYNE_CACHE.
xdotool click 1
sleep 1
for pause in ${PAUSES:-0.5 3 8}; do
	sleep "$pause"
	before=$(grep -c -F "key j" "$TRACE" || true)
	xdotool key j
	for _ in $(seq 100); do [ "$(grep -c -F "key j" "$TRACE" || true)" -gt "$before" ] && break; sleep 0.02; done
	say "next headline after ${pause} s idle: $(grep -F "key j" "$TRACE" | tail -1 | cut -f3) ms to its frame"
done

line="scrolling RSS MB:"
done_notches=0
while [ "$done_notches" -lt "$NOTCHES" ]; do
	xdotool click --repeat 200 --delay "${SCROLL_DELAY:-8}" 5
	done_notches=$((done_notches + 200))
	read -r rss hwm <<<"$(mem)"
	line="$line $rss"
done
say "$line (every 200 notches, $NOTCHES in all); peak $hwm MB"
awk '/^[0-9a-f]+-[0-9a-f]+ / {name = (NF >= 6 ? $6 : "[anonymous]")} /^Rss:/ {rss[name] += $2}
	END {for (n in rss) printf "%8d kB  %s\n", rss[n], n}' /proc/$PID/smaps | sort -rn | head -4 | tee -a "$OUT"
xdotool click --repeat 50 --delay 8 4 # back up a little

# A search: Ctrl+F, then a word typed as a person types it.
xdotool key ctrl+f
sleep 0.3
xdotool type --delay 120 election
s=$(wait_event "search: election")
say "search 'election': $(col "$s" 3) ms from the last key to the frame with its results (RSS $(($(col "$s" 4) / 1024)) MB)"
sleep 1
# Back to everything: empty the search box, then leave it for the list.
xdotool key ctrl+a BackSpace
sleep 3
xdotool key Escape
sleep 1

# Mark All Read (Shift+A) and its Undo (Ctrl+Z).
xdotool key shift+a
rows=$(wait_event "mark all read: rows")
[ -n "$rows" ] || echo "windowbench: (this build marks no rows before the store is done)" >&2
done_line=$(wait_event "mark all read: done")
say "mark all read:    rows read in $(col "$rows" 3) ms, done in $(col "$done_line" 3) ms (RSS $(($(col "$done_line" 4) / 1024)) MB)"
sleep 1
xdotool key ctrl+z
u=$(wait_event "undo: done")
say "undo:             done in $(col "$u" 3) ms (RSS $(($(col "$u" 4) / 1024)) MB)"
sleep 1
read -r rss hwm <<<"$(mem)"
say "at the end:       RSS $rss MB, peak $hwm MB"
awk '/^[0-9a-f]+-[0-9a-f]+ / {name = (NF >= 6 ? $6 : "[anonymous]")} /^Rss:/ {rss[name] += $2}
	END {for (n in rss) printf "%8d kB  %s\n", rss[n], n}' /proc/$PID/smaps | sort -rn | head -4 | tee -a "$OUT"

xdotool key ctrl+q || true
for _ in $(seq 50); do kill -0 "$PID" 2>/dev/null || break; sleep 0.1; done
say "trace: $TRACE"
