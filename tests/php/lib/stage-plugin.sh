#!/usr/bin/env bash
# Copies the plugin and the theme from the working tree the way the zips lay
# them out (see scripts/package.mjs): plugin = kiosk.php, php/ minus the
# theme, build/ minus the preview host's vendor copies, languages/, block.json,
# readme.txt; theme = php/theme.
set -euo pipefail
ROOT="$1"
PLUGIN="$2"
THEME="$3"
mkdir -p "$PLUGIN" "$THEME"
cp "$ROOT/kiosk.php" "$PLUGIN/"
for f in block.json readme.txt; do [ -f "$ROOT/$f" ] && cp "$ROOT/$f" "$PLUGIN/"; done
mkdir -p "$PLUGIN/php"
(cd "$ROOT/php" && find . -path ./theme -prune -o -type f -print | while read -r f; do
	mkdir -p "$PLUGIN/php/$(dirname "$f")"; cp "$f" "$PLUGIN/php/$f"; done)
if [ -d "$ROOT/build" ]; then
	mkdir -p "$PLUGIN/build"
	(cd "$ROOT/build" && find . -path ./vendor -prune -o -type f ! -name "*.br" ! -name "*.gz" ! -name "*.map" -print | while read -r f; do
		mkdir -p "$PLUGIN/build/$(dirname "$f")"; cp "$f" "$PLUGIN/build/$f"; done)
fi
if [ -d "$ROOT/languages" ]; then
	mkdir -p "$PLUGIN/languages"
	find "$ROOT/languages" -maxdepth 1 -type f \( -name '*.mo' -o -name '*.json' -o -name '*.pot' -o -name '*.po' \) -exec cp {} "$PLUGIN/languages/" \;
fi
if [ -d "$ROOT/php/theme" ]; then cp -R "$ROOT/php/theme/." "$THEME/"; fi
# No compiled catalogue, or one older than the German fragments (npm run i18n
# not run since): compile the fragments with WordPress's POMO classes.
stale=""
if [ -d "$ROOT/languages/de_DE" ]; then
	if [ ! -f "$PLUGIN/languages/kiosk-de_DE.mo" ] || [ -n "$(find "$ROOT/languages/de_DE" -name '*.po' -newer "$ROOT/languages/kiosk-de_DE.mo" 2>/dev/null | head -1)" ]; then stale=1; fi
fi
if [ -n "$stale" ]; then
	mkdir -p "$PLUGIN/languages"
	php "$ROOT/tests/php/lib/compile-mo.php" "${KIOSK_WP_DIR:?KIOSK_WP_DIR names the WordPress core (run tests/php/run.sh)}" "$ROOT/languages/de_DE" "$PLUGIN/languages/kiosk-de_DE.mo"
fi
