#!/usr/bin/env bash
# Installs the PHP test stack from Debian when any part is absent:
# PHP (cli, mysql, sqlite3, xml, mbstring, zip), MariaDB, PHPUnit,
# Composer, zip/unzip. Idempotent: does nothing when all are present.
# WordPress itself is not a Debian package here: tests/php/run.sh uses the
# stack's WordPress 7.0.4 (scripts/stack/core.cjs unpacks it into .data/stack/).
# pdo_sqlite (php-sqlite3) is for the block-editor e2e tests' WordPress
# (SQLite database integration, scripts/setup-wordpress-editor.mjs).
set -euo pipefail

need=()
has() { command -v "$1" >/dev/null 2>&1; }
php_ext() { has php && php -r "exit(extension_loaded('$1') ? 0 : 1);" 2>/dev/null; }

has php || need+=(php-cli)
php_ext mysqli || need+=(php-mysql)
php_ext pdo_sqlite || need+=(php-sqlite3)
php_ext dom || need+=(php-xml)
php_ext mbstring || need+=(php-mbstring)
php_ext zip || need+=(php-zip)
{ has mariadbd || has mysqld || [ -x /usr/sbin/mariadbd ] || [ -x /usr/sbin/mysqld ]; } || need+=(mariadb-server)
{ has mariadb-install-db || has mysql_install_db; } || need+=(mariadb-server)
has phpunit || need+=(phpunit)
has composer || need+=(composer)
has zip || need+=(zip)
has unzip || need+=(unzip)

if [ "${#need[@]}" -eq 0 ]; then
	exit 0
fi
# shellcheck disable=SC2207
need=($(printf '%s\n' "${need[@]}" | sort -u))
echo "setup-php: installing ${need[*]}"
SUDO=""
if [ "$(id -u)" != "0" ]; then
	if has sudo; then SUDO="sudo"; else echo "setup-php: need root (or sudo) for apt-get" >&2; exit 1; fi
fi
if ! has apt-get; then
	echo "setup-php: missing ${need[*]} and no apt-get to install them" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# The package's maintainer scripts may try to start MariaDB; that is not needed.
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
