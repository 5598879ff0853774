/**
 * A real WordPress for block-editor tests, one per test file: the build
 * prepared by scripts/setup-wordpress-editor.mjs (WordPress 6.7-alpha with
 * the SQLite database integration) copied to a throw-away folder, Kiosk
 * installed from the zip `npm run package` makes, installed in German
 * (de_DE) with Debian's PHP and served by `php -S` on a free loopback port.
 * Offline: PHP's outbound HTTP and mail are refused, the block directory and
 * avatars are off. `dispose()` ends the server's whole process group (its
 * workers too) and removes the folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
	closeSync,
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	openSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort } from './host';

/** The unpacked WordPress build (scripts/setup-wordpress-editor.mjs). */
export const WORDPRESS_BUILD = join( ROOT, '.cache', 'wordpress-editor', 'wp' );
const SETUP_ERROR = join( ROOT, '.cache', 'wordpress-editor.error' );

/** The administrator the site is installed with. */
export const ADMIN = { user: 'admin', password: 'Admin2026!' } as const;

/** A running test site. */
export interface WordPress {
	/** Base URL, `http://127.0.0.1:<port>`. */
	url: string;
	/** WordPress's version string (`6.7-alpha-58716`). */
	version: string;
	/** PHP errors, warnings and notices logged so far (WP_DEBUG_LOG). */
	phpErrors: () => string[];
	/** Stops the server and its workers, removes the site. */
	dispose: () => Promise< void >;
}

/**
 * The parts of the block editor's globals the tests read, typed. Use as
 * `( window as unknown as EditorWindow ).wp` inside `page.evaluate()`.
 */
export interface EditorWindow extends Window {
	wp: {
		blocks: {
			getBlockType: ( name: string ) => { title: string } | undefined;
		};
		data: {
			select: ( ( store: 'core/block-editor' ) => BlockEditorSelectors ) &
				( ( store: 'core/editor' ) => EditorSelectors );
			dispatch: ( store: 'core/editor' ) => EditorActions;
		};
	};
}

interface EditorBlock {
	name: string;
	isValid: boolean;
}

interface BlockEditorSelectors {
	getBlockOrder: ( rootClientId?: string ) => string[];
	getBlock: ( clientId: string ) => EditorBlock | null;
	canRemoveBlock: ( clientId: string ) => boolean;
	canMoveBlock: ( clientId: string ) => boolean;
}

interface EditorSelectors {
	getCurrentPostId: () => number;
	isSavingPost: () => boolean;
	isEditedPostDirty: () => boolean;
	isEditedPostNew: () => boolean;
}

interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
	savePost: () => Promise< void >;
}

const WORKERS = 4;
/** Upper bound on a server's life, in case a test run dies before dispose(). */
const SERVER_LIFETIME_SECONDS = 600;

function php( args: string[], what: string ): string {
	const result = spawnSync( 'php', args, { encoding: 'utf8' } );
	if ( result.error || result.status !== 0 ) {
		throw new Error(
			`${ what } failed (${ result.error?.message ?? result.status }):\n${ result.stderr }${ result.stdout }`
		);
	}
	return result.stdout;
}

function preconditions(): void {
	if ( ! existsSync( join( WORDPRESS_BUILD, 'wp-settings.php' ) ) ) {
		const reason = existsSync( SETUP_ERROR )
			? `\nThe last set-up failed: ${ readFileSync( SETUP_ERROR, 'utf8' ).trim() }`
			: '';
		throw new Error(
			`No WordPress for the block-editor tests at ${ WORDPRESS_BUILD }: run 'node scripts/setup-wordpress-editor.mjs' (npm test's pretest does; it needs the npm registry).${ reason }`
		);
	}
	const sqlite = spawnSync(
		'php',
		[ '-r', "exit(extension_loaded('pdo_sqlite') ? 0 : 1);" ],
		{ encoding: 'utf8' }
	);
	if ( sqlite.error || sqlite.status !== 0 ) {
		throw new Error(
			"PHP with pdo_sqlite is needed for the block-editor tests: run 'bash scripts/setup-php.sh' (apt-get install php-cli php-sqlite3)."
		);
	}
	if ( ! existsSync( join( ROOT, 'build', 'cart-editor.asset.php' ) ) ) {
		throw new Error( "No build/: run 'npm run build' first." );
	}
}

/** Kiosk as it ships: the zip from `npm run package`, unpacked into plugins/. */
function installKiosk( work: string, site: string ): void {
	const dist = join( work, 'dist' );
	const packaged = spawnSync(
		process.execPath,
		[ join( ROOT, 'scripts', 'package.mjs' ), '--no-build', '--out', dist ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	if ( packaged.status !== 0 ) {
		throw new Error(
			`npm run package failed:\n${ packaged.stderr }${ packaged.stdout }`
		);
	}
	const unzipped = spawnSync(
		'unzip',
		[
			'-q',
			join( dist, 'kiosk.zip' ),
			'-d',
			join( site, 'wp-content', 'plugins' ),
		],
		{ encoding: 'utf8' }
	);
	if ( unzipped.status !== 0 ) {
		throw new Error( `unzip kiosk.zip failed:\n${ unzipped.stderr }` );
	}
	rmSync( dist, { recursive: true, force: true } );
}

function wpConfig( databaseDir: string, debugLog: string ): string {
	const salt = () => randomBytes( 32 ).toString( 'hex' );
	const keys = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	]
		.map( ( key ) => `define( '${ key }', '${ salt() }' );` )
		.join( '\n' );
	return `<?php
// Test site: SQLite (wp-content/db.php) in DB_DIR, outside the document
// root; the other DB_* values are unused.
define( 'DB_DIR', ${ JSON.stringify( databaseDir + '/' ) } );
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ keys }
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${ JSON.stringify( debugLog ) } );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

const OFFLINE_PLUGIN = `<?php
/**
 * Plugin Name: Kiosk test site: offline
 * Description: No outbound HTTP or mail, no update checks, no block or pattern directory, no avatars (Gravatar), no pattern chooser.
 */
add_filter( 'pre_http_request', static fn() => new WP_Error( 'offline', 'The test site is offline.' ) );
add_filter( 'pre_wp_mail', '__return_false' );
// The pattern directory's answer (a WP_Error here) would be cached in a
// transient, which the SQLite driver fails to store now and then.
add_filter( 'should_load_remote_block_patterns', '__return_false' );
add_filter( 'pre_option_show_avatars', '__return_zero' );
// wp-admin's update checks would log a warning for each refused request.
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
// A new page opens without the "Choose a pattern" modal, which WordPress
// shows when the theme has page patterns (those for core/post-content).
add_action(
	'init',
	static function () {
		$registry = WP_Block_Patterns_Registry::get_instance();
		foreach ( $registry->get_all_registered() as $pattern ) {
			if ( in_array( 'core/post-content', $pattern['blockTypes'] ?? array(), true ) ) {
				$registry->unregister( $pattern['name'] );
			}
		}
	},
	20
);
`;

// Site language German (WPLANG). WordPress's own German files are not
// available offline, so core (wp-login.php, the editor's chrome) stays
// English; Kiosk's strings load from its languages/ folder.
const INSTALL = `<?php
[ , $site, $url, $user, $password ] = $argv;
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_install( 'Kiosk', $user, 'admin@example.com', false, '', wp_slash( $password ) );
update_option( 'siteurl', $url );
update_option( 'home', $url );
// sanitize_option() accepts only installed languages (core's de_DE.mo is
// not available offline), so the option is written as a German site has it.
$wpdb->delete( $wpdb->options, array( 'option_name' => 'WPLANG' ) );
$wpdb->insert( $wpdb->options, array( 'option_name' => 'WPLANG', 'option_value' => 'de_DE', 'autoload' => 'yes' ) );
wp_cache_delete( 'alloptions', 'options' );
wp_cache_delete( 'WPLANG', 'options' );
// No welcome guide or pattern chooser over a new page.
update_user_meta( 1, 'wp_persisted_preferences', array(
	'core/edit-post' => array( 'welcomeGuide' => false ),
	'core'           => array( 'enableChoosePatternModal' => false ),
	'_modified'      => gmdate( 'c' ),
) );
$activated = activate_plugin( 'kiosk/kiosk.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'Kiosk did not activate: ' . $activated->get_error_message() . "\\n" );
	exit( 1 );
}
if ( ! is_plugin_active( 'kiosk/kiosk.php' ) ) {
	fwrite( STDERR, "Kiosk is not active after activation\\n" );
	exit( 1 );
}
echo json_encode( array( 'version' => get_bloginfo( 'version' ), 'locale' => get_option( 'WPLANG' ) ) );
`;

function waitForExit( child: ChildProcess, ms: number ): Promise< boolean > {
	if ( child.exitCode !== null || child.signalCode !== null ) {
		return Promise.resolve( true );
	}
	return new Promise( ( resolve ) => {
		const timer = setTimeout( () => resolve( false ), ms );
		child.once( 'exit', () => {
			clearTimeout( timer );
			resolve( true );
		} );
	} );
}

/** Signals a process group; false when no process is left in it. */
function signalGroup( pgid: number, signal: NodeJS.Signals ): boolean {
	try {
		process.kill( -pgid, signal );
		return true;
	} catch {
		return false;
	}
}

/**
 * Whether a process of the group is still running. Ended workers stay in
 * the group as zombies until init reaps them, so `kill( -pgid, 0 )` would
 * still find them; /proc tells their state.
 */
function groupRunning( pgid: number ): boolean {
	let pids: string[];
	try {
		pids = readdirSync( '/proc' ).filter( ( name ) =>
			/^\d+$/.test( name )
		);
	} catch {
		return false;
	}
	return pids.some( ( pid ) => {
		try {
			const stat = readFileSync( `/proc/${ pid }/stat`, 'utf8' );
			// pid (comm) state ppid pgrp …; comm may hold spaces.
			const [ state, , pgrp ] = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			return Number( pgrp ) === pgid && state !== 'Z';
		} catch {
			return false;
		}
	} );
}

async function stopGroup( child: ChildProcess ): Promise< void > {
	const pgid = child.pid;
	if ( ! pgid ) {
		return;
	}
	// The workers are in the group too and may outlive the main process.
	signalGroup( pgid, 'SIGTERM' );
	await waitForExit( child, 3000 );
	for ( let i = 0; i < 60 && groupRunning( pgid ); i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	if ( groupRunning( pgid ) ) {
		signalGroup( pgid, 'SIGKILL' );
		await waitForExit( child, 2000 );
	}
}

async function waitForServer(
	url: string,
	child: ChildProcess,
	log: string
): Promise< void > {
	const deadline = Date.now() + 20000;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null || child.signalCode !== null ) {
			break;
		}
		const ok = await fetch( `${ url }/wp-login.php` ).then(
			( response ) => response.ok,
			() => false
		);
		if ( ok ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`php -S did not serve ${ url }/wp-login.php:\n${
			existsSync( log ) ? readFileSync( log, 'utf8' ).slice( -2000 ) : ''
		}`
	);
}

/** Installs and serves a fresh WordPress with Kiosk active. */
export async function startWordPress(): Promise< WordPress > {
	preconditions();
	const work = mkdtempSync( join( tmpdir(), 'kiosk-wp-' ) );
	let server: ChildProcess | null = null;
	try {
		const site = join( work, 'site' );
		const debugLog = join( work, 'debug.log' );
		const serverLog = join( work, 'server.log' );
		cpSync( WORDPRESS_BUILD, site, { recursive: true } );

		const sqlite = join(
			site,
			'wp-content',
			'plugins',
			'sqlite-database-integration'
		);
		writeFileSync(
			join( site, 'wp-content', 'db.php' ),
			readFileSync( join( sqlite, 'db.copy' ), 'utf8' )
				.replace( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite )
				.replace(
					'{SQLITE_PLUGIN}',
					'sqlite-database-integration/load.php'
				)
		);
		const databaseDir = join( work, 'database' );
		mkdirSync( databaseDir );
		writeFileSync(
			join( site, 'wp-config.php' ),
			wpConfig( databaseDir, debugLog )
		);
		mkdirSync( join( site, 'wp-content', 'mu-plugins' ), {
			recursive: true,
		} );
		writeFileSync(
			join( site, 'wp-content', 'mu-plugins', 'kiosk-test-offline.php' ),
			OFFLINE_PLUGIN
		);
		installKiosk( work, site );

		const port = await freePort();
		const url = `http://127.0.0.1:${ port }`;
		const installer = join( work, 'install.php' );
		writeFileSync( installer, INSTALL );
		const installed = JSON.parse(
			php(
				[ installer, site, url, ADMIN.user, ADMIN.password ],
				'WordPress install'
			)
		) as { version: string; locale: string };
		if ( installed.locale !== 'de_DE' ) {
			throw new Error(
				`the site's locale is ${ installed.locale }, not de_DE`
			);
		}

		const out = openSync( serverLog, 'a' );
		// `timeout` bounds the server's life should the test process die
		// before dispose(); it keeps php and its workers in its process group,
		// which `detached` makes a group of its own.
		server = spawn(
			'timeout',
			[
				'--kill-after=5',
				String( SERVER_LIFETIME_SECONDS ),
				'php',
				'-S',
				`127.0.0.1:${ port }`,
				'-t',
				site,
			],
			{
				cwd: site,
				env: {
					...process.env,
					PHP_CLI_SERVER_WORKERS: String( WORKERS ),
				},
				stdio: [ 'ignore', out, out ],
				detached: true,
			}
		);
		closeSync( out );
		await waitForServer( url, server, serverLog );

		const running = server;
		return {
			url,
			version: installed.version,
			phpErrors: () =>
				existsSync( debugLog )
					? readFileSync( debugLog, 'utf8' )
							.split( '\n' )
							.filter( ( line ) => line.trim() )
					: [],
			dispose: async () => {
				await stopGroup( running );
				rmSync( work, { recursive: true, force: true } );
			},
		};
	} catch ( error ) {
		if ( server ) {
			await stopGroup( server );
		}
		rmSync( work, { recursive: true, force: true } );
		throw error;
	}
}
