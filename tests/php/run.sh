#!/usr/bin/env bash
# Runs the PHP suite against the stack's WordPress core (7.0.4, the release
# the product targets: scripts/stack/core.cjs unpacks it into
# $KIOSK_DATA_DIR/stack/wordpress, default .data/stack/wordpress) with a
# throw-away MariaDB on a unix socket in a temp dir, removed afterwards.
# The suite brings its own configuration (tests/php/lib/config.php) and loads
# wp-settings.php directly: the stack's wp-config.php in that core is never read.
#
#   bash tests/php/run.sh [phpunit args]
#
# Env: KIOSK_PHP_JUNIT (JUnit XML path, default test-results/php.xml),
#      KIOSK_WP_DIR (a WordPress core to use instead of the stack's),
#      KIOSK_DATA_DIR (where the stack lives, default .data), KIOSK_KEEP_TMP=1 keeps the temp dir.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [ -n "${KIOSK_WP_DIR:-}" ]; then
	WP_DIR="$KIOSK_WP_DIR"
elif command -v node >/dev/null; then
	# The last line is the core directory (apt-get, when it runs, may print before it).
	WP_DIR="$(node "$ROOT/scripts/stack/core.cjs" | tail -n 1)" || { echo "tests/php: the stack's WordPress core is not available (see above)" >&2; exit 1; }
else
	echo "tests/php: node is needed to unpack the stack's WordPress core (scripts/stack/core.cjs)" >&2
	exit 1
fi
WP_DIR="${WP_DIR%/}"
JUNIT="${KIOSK_PHP_JUNIT:-$ROOT/test-results/php.xml}"
case "$JUNIT" in /*) ;; *) JUNIT="$ROOT/$JUNIT" ;; esac

MARIADBD="$(command -v mariadbd || command -v mysqld || true)"
[ -z "$MARIADBD" ] && [ -x /usr/sbin/mariadbd ] && MARIADBD=/usr/sbin/mariadbd
[ -z "$MARIADBD" ] && [ -x /usr/sbin/mysqld ] && MARIADBD=/usr/sbin/mysqld
INSTALL_DB="$(command -v mariadb-install-db || command -v mysql_install_db || true)"
CLIENT="$(command -v mariadb || command -v mysql || true)"
PHPUNIT="$(command -v phpunit || true)"

missing=()
command -v php >/dev/null || missing+=(php-cli)
[ -n "$MARIADBD" ] && [ -n "$INSTALL_DB" ] && [ -n "$CLIENT" ] || missing+=(mariadb-server)
[ -n "$PHPUNIT" ] || missing+=(phpunit)
[ -f "$WP_DIR/wp-settings.php" ] || { echo "tests/php: no WordPress core in $WP_DIR" >&2; exit 1; }
if command -v php >/dev/null; then
	php -r 'exit(function_exists("mysqli_connect") ? 0 : 1);' || missing+=(php-mysql)
fi
if [ "${#missing[@]}" -gt 0 ]; then
	echo "tests/php: missing ${missing[*]} — run scripts/setup-php.sh" >&2
	exit 1
fi

# The throw-away database lives in memory where the machine allows (as the
# e2e run's does, scripts/stack/scratch.cjs): no test waits on the disk.
SCRATCH="${TMPDIR:-/tmp}"
[ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] && SCRATCH=/dev/shm
TMP="$(mktemp -d "$SCRATCH/kiosk-php.XXXXXX")"
SOCK="$TMP/mysql.sock"
DB_PID=""
cleanup() {
	if [ -n "$DB_PID" ] && kill -0 "$DB_PID" 2>/dev/null; then
		kill "$DB_PID" 2>/dev/null || true
		for _ in $(seq 1 50); do kill -0 "$DB_PID" 2>/dev/null || break; sleep 0.1; done
		kill -9 "$DB_PID" 2>/dev/null || true
	fi
	if [ "${KIOSK_KEEP_TMP:-}" = "1" ]; then echo "tests/php: kept $TMP" >&2; else rm -rf "$TMP"; fi
}
trap cleanup EXIT INT TERM

# --- MariaDB on a socket -----------------------------------------------------
USER_ARGS=()
[ "$(id -u)" = "0" ] && USER_ARGS=(--user=root)
"$INSTALL_DB" --no-defaults --datadir="$TMP/db" "${USER_ARGS[@]}" --auth-root-authentication-method=normal \
	--skip-test-db >"$TMP/install-db.log" 2>&1 || { cat "$TMP/install-db.log" >&2; exit 1; }
"$MARIADBD" --no-defaults --datadir="$TMP/db" --socket="$SOCK" --skip-networking "${USER_ARGS[@]}" \
	--pid-file="$TMP/mysqld.pid" --log-error="$TMP/mysqld.err" --innodb-buffer-pool-size=32M \
	--innodb-log-file-size=16M --skip-log-bin --innodb-flush-log-at-trx-commit=0 >"$TMP/mysqld.out" 2>&1 &
DB_PID=$!
for _ in $(seq 1 150); do
	[ -S "$SOCK" ] && "$CLIENT" --no-defaults -S "$SOCK" -uroot -e 'SELECT 1' >/dev/null 2>&1 && break
	kill -0 "$DB_PID" 2>/dev/null || { cat "$TMP/mysqld.err" >&2; exit 1; }
	sleep 0.2
done
"$CLIENT" --no-defaults -S "$SOCK" -uroot -e 'CREATE DATABASE kiosk_test; CREATE DATABASE kiosk_zip;'

# --- The test site: plugin and theme copied as installed -----------------------
# The stack's site variables (read by its wp-config.php) mean nothing here.
unset KIOSK_SITE_DIR KIOSK_DB_HOST
export KIOSK_ROOT="$ROOT" KIOSK_WP_DIR="$WP_DIR" KIOSK_DB_SOCKET="$SOCK" KIOSK_TMP="$TMP"
export KIOSK_DB_NAME=kiosk_test KIOSK_TABLE_PREFIX=wp_ KIOSK_SITE_URL=http://kiosk.test
export KIOSK_CONTENT_DIR="$TMP/site/wp-content"
bash "$ROOT/tests/php/lib/stage-site.sh" "$KIOSK_CONTENT_DIR" "$WP_DIR"
bash "$ROOT/tests/php/lib/stage-plugin.sh" "$ROOT" "$KIOSK_CONTENT_DIR/plugins/kiosk" "$KIOSK_CONTENT_DIR/themes/kiosk"

wpcli() { php "$ROOT/tests/php/bin/wp.php" "$@"; }
wpcli install >"$TMP/install.json" || { cat "$TMP/install.json" >&2; exit 1; }
wpcli activate kiosk/kiosk.php >"$TMP/activate.json" || { cat "$TMP/activate.json" >&2; exit 1; }
wpcli theme kiosk >"$TMP/theme.json" || { cat "$TMP/theme.json" >&2; exit 1; }
grep -q '"stylesheet":"kiosk"' "$TMP/theme.json" || { echo "tests/php: switching to the Kiosk theme failed:" >&2; head -c 3000 "$TMP/theme.json" >&2; exit 1; }
grep -q '"active":true' "$TMP/activate.json" || { echo "tests/php: activating Kiosk failed:" >&2; cat "$TMP/activate.json" >&2; exit 1; }

# --- The zips, for the install test (packaged from the current build/) --------
if command -v node >/dev/null && [ -f "$ROOT/scripts/package.mjs" ] && command -v zip >/dev/null; then
	if node "$ROOT/scripts/package.mjs" --no-build --out "$TMP/dist" >"$TMP/package.log" 2>&1; then
		export KIOSK_DIST_DIR="$TMP/dist"
	else
		echo "tests/php: packaging failed (the zip install test will fail):" >&2
		cat "$TMP/package.log" >&2
		export KIOSK_DIST_DIR="$TMP/dist-failed"
	fi
fi

mkdir -p "$(dirname "$JUNIT")"
set +e
"$PHPUNIT" -c "$ROOT/tests/php/phpunit.xml.dist" --log-junit "$JUNIT" "$@"
STATUS=$?
set -e
exit "$STATUS"
