#!/usr/bin/env bash
# Creates an empty wp-content for a test site: plugins, themes, uploads and
# WordPress's own German strings, as on the stack's sites: the stand-in core
# language pack scripts/stack/languages/de_DE.po compiled with core's POMO
# classes (scripts/stack/php/compile-mo.php).
#
#   bash stage-site.sh <wp-content dir> <WordPress core dir>
set -euo pipefail
CONTENT="$1"
WP_DIR="$2"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
mkdir -p "$CONTENT/plugins" "$CONTENT/themes" "$CONTENT/uploads" "$CONTENT/mu-plugins" "$CONTENT/languages"
if [ -f "$ROOT/scripts/stack/languages/de_DE.po" ]; then
	php "$ROOT/scripts/stack/php/compile-mo.php" "$WP_DIR" "$ROOT/scripts/stack/languages/de_DE.po" "$CONTENT/languages/de_DE.mo"
fi
