'use strict';
/**
 * A site of the stack: a folder with its own wp-content (plugins linked to
 * the unpacked releases, Kiosk's plugin and theme as installed from the zips,
 * uploads, mail), salts, and a database on a MariaDB of the stack's.
 */
const { randomBytes } = require( 'node:crypto' );
const { spawnSync } = require( 'node:child_process' );
const {
	existsSync,
	lstatSync,
	mkdirSync,
	readFileSync,
	readlinkSync,
	renameSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} = require( 'node:fs' );
const { join } = require( 'node:path' );
const {
	CORE,
	DEMO_PLUGIN,
	KIOSK_INSTALL,
	PHP_DIR,
	PLUGINS,
	ROOT,
} = require( './paths.cjs' );
const { installLanguagePacks } = require( './languages.cjs' );

/**
 * The unpacked plugins every site links (active or not): Germanized is
 * there to be activated by a test on its own site, never in the template.
 */
const LINKED_PLUGINS = [
	'woocommerce',
	'contact-form-7',
	'event-tickets',
	'woocommerce-germanized',
];

/** Plugin files in activation order. */
const PLUGIN_FILES = [
	'woocommerce/woocommerce.php',
	'contact-form-7/wp-contact-form-7.php',
	'event-tickets/event-tickets.php',
	'kiosk/kiosk.php',
	'kiosk-demo/kiosk-demo.php',
];

function link( target, path ) {
	try {
		const stat = lstatSync( path );
		if ( stat.isSymbolicLink() && readlinkSync( path ) === target ) {
			return;
		}
		rmSync( path, { recursive: true, force: true } );
	} catch {}
	symlinkSync( target, path );
}

/**
 * Where Kiosk's plugin and theme come from: `zip` (default) unpacked from
 * dist/kiosk.zip and dist/kiosk-theme.zip, as an owner installs them; `link`
 * the working tree itself, so PHP edits show at once (KIOSK_INSTALL=link).
 */
function kioskSource( mode = process.env.KIOSK_INSTALL || 'zip' ) {
	return mode === 'link'
		? { plugin: ROOT, theme: join( ROOT, 'php', 'theme' ) }
		: {
				plugin: join( KIOSK_INSTALL, 'plugin', 'kiosk' ),
				theme: join( KIOSK_INSTALL, 'theme', 'kiosk' ),
			};
}

/**
 * Creates or refreshes a site folder. `withKiosk: false, withDemo: false` is
 * a site as a shop owner has it before installing Kiosk: the three plugins
 * and WordPress's default theme.
 */
function prepareSite(
	dir,
	{ kiosk = kioskSource(), withKiosk = true, withDemo = true } = {}
) {
	const content = join( dir, 'wp-content' );
	for ( const sub of [
		'plugins',
		'themes',
		'uploads',
		'mu-plugins',
		'upgrade',
	] ) {
		mkdirSync( join( content, sub ), { recursive: true } );
	}
	mkdirSync( join( dir, 'mail' ), { recursive: true } );
	if ( ! existsSync( join( dir, 'salts.php' ) ) ) {
		const keys = [
			'AUTH_KEY',
			'SECURE_AUTH_KEY',
			'LOGGED_IN_KEY',
			'NONCE_KEY',
			'AUTH_SALT',
			'SECURE_AUTH_SALT',
			'LOGGED_IN_SALT',
			'NONCE_SALT',
		];
		writeFileSync(
			join( dir, 'salts.php' ),
			`<?php\n${ keys
				.map(
					( k ) =>
						`define( '${ k }', '${ randomBytes( 32 ).toString( 'hex' ) }' );`
				)
				.join( '\n' ) }\n`
		);
	}
	for ( const name of LINKED_PLUGINS ) {
		link( join( PLUGINS, name ), join( content, 'plugins', name ) );
	}
	if ( withDemo ) {
		link( DEMO_PLUGIN, join( content, 'plugins', 'kiosk-demo' ) );
	}
	link(
		join( PHP_DIR, 'mu-plugins', 'kiosk-stack.php' ),
		join( content, 'mu-plugins', 'kiosk-stack.php' )
	);
	if ( withKiosk ) {
		link( kiosk.plugin, join( content, 'plugins', 'kiosk' ) );
		link( kiosk.theme, join( content, 'themes', 'kiosk' ) );
	}
	if ( ! withKiosk ) {
		link(
			join( CORE, 'wp-content', 'themes', 'twentytwentyfive' ),
			join( content, 'themes', 'twentytwentyfive' )
		);
	}
	installLanguagePacks( content );
	installConfig();
}

/**
 * Puts the stack's wp-config.php into the shared core. Every site and every
 * `php cli.php` of a running test reads that file, so it is written only when
 * it differs, and then atomically: copying over it truncated it first, and a
 * run that booted in that moment loaded an empty config and died on
 * `get_locale()` (seen in fresh-clone runs while a test prepared its site).
 */
function installConfig() {
	const source = readFileSync( join( PHP_DIR, 'wp-config.php' ) );
	const target = join( CORE, 'wp-config.php' );
	if ( existsSync( target ) && readFileSync( target ).equals( source ) ) {
		return;
	}
	const temporary = `${ target }.${ process.pid }.tmp`;
	writeFileSync( temporary, source );
	renameSync( temporary, target );
}

/** The environment that names a site to wp-config.php. */
function siteEnv( { dir, url, db, dbHost } ) {
	return {
		KIOSK_SITE_DIR: dir,
		KIOSK_SITE_URL: url,
		KIOSK_DB_NAME: db,
		KIOSK_DB_HOST: dbHost,
		KIOSK_CORE_DIR: CORE,
		KIOSK_MAIL_DIR: join( dir, 'mail' ),
	};
}

/** PHP's flags for the stack: opcache on, enough memory. */
const PHP_FLAGS = [
	'-d',
	'opcache.enable_cli=1',
	'-d',
	'opcache.jit=off',
	'-d',
	'memory_limit=512M',
	'-d',
	'max_execution_time=120',
	'-d',
	'upload_max_filesize=64M',
	'-d',
	'post_max_size=64M',
	'-d',
	'display_errors=stderr',
	'-d',
	'error_reporting=E_ALL & ~E_DEPRECATED',
];

/**
 * Opcache for a `php cli.php` run. Each run is a new process, so its shared
 * memory would start empty: off, unless KIOSK_CLI_OPCACHE_DIR names a
 * folder for opcache's file cache (the e2e run sets one in its scratch
 * folder, support/global-setup.cjs). Then every run after the first loads
 * WordPress's and the plugins' compiled scripts from there: a `host.php()`
 * of a test costs about 1.2 s of CPU instead of 2 s. Timestamps are still
 * checked, so a changed file is compiled again. KIOSK_CLI_OPCACHE=off turns
 * it off (to compare).
 */
function cliOpcacheFlags() {
	const dir = process.env.KIOSK_CLI_OPCACHE_DIR;
	return dir && process.env.KIOSK_CLI_OPCACHE !== 'off'
		? [
				'-d',
				'opcache.enable_cli=1',
				'-d',
				`opcache.file_cache=${ dir }`,
				'-d',
				'opcache.file_cache_only=1',
			]
		: [ '-d', 'opcache.enable_cli=0' ];
}

/** Runs scripts/stack/php/<file> (or a path) in the site; returns stdout. */
function wpCli( env, file, args = [], extraEnv = {} ) {
	const path = file.includes( '/' ) ? file : join( PHP_DIR, file );
	const result = spawnSync(
		'php',
		[
			...PHP_FLAGS,
			...cliOpcacheFlags(),
			join( PHP_DIR, 'cli.php' ),
			path,
			...args,
		],
		{
			encoding: 'utf8',
			env: { ...process.env, ...env, ...extraEnv },
			maxBuffer: 64 * 1024 * 1024,
		}
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`php cli.php ${ file } ${ args.join( ' ' ) } failed (${ result.status }):\n${ result.stdout }\n${ result.stderr }`
		);
	}
	return result.stdout;
}

module.exports = {
	PLUGIN_FILES,
	kioskSource,
	prepareSite,
	installConfig,
	siteEnv,
	PHP_FLAGS,
	wpCli,
};
