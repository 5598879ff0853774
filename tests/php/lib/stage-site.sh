#!/usr/bin/env bash
# Creates an empty wp-content for a test site: plugins, themes, uploads and
# WordPress's own German translations (linked from the Debian package).
set -euo pipefail
CONTENT="$1"
WP_DIR="$2"
mkdir -p "$CONTENT/plugins" "$CONTENT/themes" "$CONTENT/uploads" "$CONTENT/mu-plugins"
for dir in "$WP_DIR/wp-content/languages" /usr/share/wordpress/wp-content/languages; do
	if [ -d "$dir" ]; then ln -s "$(readlink -f "$dir")" "$CONTENT/languages"; break; fi
done
