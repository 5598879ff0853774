/**
 * A real site for a test file: WordPress 7.0.4 with WooCommerce, CF7, Event
 * Tickets, Kiosk (from its zips) and the German demo content, cloned from the
 * run's template into its own folder and database, served by `php -S` on a
 * free loopback port. `stop()`/`restart()` end and start the web server on
 * the same port and data (to test "server down" paths).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { trackServer } from './diagnostics';

export const ROOT = resolve( __dirname, '..', '..', '..' );

const { connectMariaDb } = require( '../../../scripts/stack/mariadb.cjs' );
const {
	createSite,
	createOwnerSite,
} = require( '../../../scripts/stack/template.cjs' );
const {
	startServer,
	freePort: stackFreePort,
} = require( '../../../scripts/stack/server.cjs' );
const { wpCli } = require( '../../../scripts/stack/site.cjs' );

interface Server {
	stop: () => Promise< void >;
	output: () => string;
}

export interface Host {
	url: string;
	port: number;
	/** The site's folder (wp-content, debug.log, mail/). */
	dataDir: string;
	/** Where the demo plugin writes each mail the site sends. */
	mailDir: string;
	/** Runs PHP inside the site (WordPress loaded); returns what it printed. */
	php: ( code: string ) => string;
	/** The ID of the post (a product by default) with this slug; throws when there is none. */
	postId: ( slug: string, postType?: string ) => number;
	/** Stops the web server (the data stays until `dispose`). */
	stop: () => Promise< void >;
	/** Starts it again on the same port and data. */
	restart: () => Promise< void >;
	/** Stops it and removes the site and its database. */
	dispose: () => Promise< void >;
}

export interface HostStartOptions {
	/** Extra environment for PHP, e.g. `KIOSK_NONCE_LIFETIME`. */
	env?: Record< string, string >;
	/**
	 * A site as a shop owner has it before Kiosk (WordPress, WooCommerce, CF7,
	 * Event Tickets, the default theme; no Kiosk, no demo content) instead of
	 * a copy of the demo template.
	 */
	owner?: boolean;
}

/** A free TCP port on 127.0.0.1. */
export const freePort = (): Promise< number > => stackFreePort();

/** Starts a site of its own for a test file. */
export async function startHost(
	options: HostStartOptions = {}
): Promise< Host > {
	const socket = process.env.KIOSK_E2E_DB_SOCKET;
	if ( ! socket ) {
		throw new Error(
			'KIOSK_E2E_DB_SOCKET is not set: run e2e tests through jest.e2e.config.js (its globalSetup assembles the stack)'
		);
	}
	const mariadb = connectMariaDb( socket );
	const port = await freePort();
	const dir = mkdtempSync( join( tmpdir(), 'kiosk-site-' ) );
	const db = `site_${ port }`;
	const url = `http://localhost:${ port }`;
	const env = {
		...( options.owner
			? await createOwnerSite( mariadb, { dir, db, url } )
			: createSite( mariadb, { dir, db, url } ) ),
		...( options.env || {} ),
	};
	// The token that lets `php()` below run its file in the server (eval.php).
	const evalToken = randomBytes( 16 ).toString( 'hex' );
	// Six PHP workers. With three, twice in CI an admin page of a fresh
	// WooCommerce site never reached its load event in 120 s. Suspected:
	// WP-Cron and Action Scheduler's async runner start there as loopback
	// requests that hold workers for seconds, and the page's ~60 script
	// requests queue behind them.
	const start = (): Promise< Server > =>
		startServer( {
			env: { ...env, KIOSK_EVAL_TOKEN: evalToken },
			port,
			workers: 6,
		} );
	let server: Server | null = await start();
	// A failed test reports the server's last log lines (support/environment.cjs).
	trackServer( () => server?.output() ?? '' );
	let counter = 0;
	const php = ( code: string ): string => {
		const file = join( dir, `eval-${ ++counter }.php` );
		writeFileSync( file, `<?php\n${ code }\n` );
		if ( ! server || process.env.KIOSK_E2E_PHP === 'cli' ) {
			// The web server is stopped (a test of "server down"), or the
			// old way was asked for (to compare): a CLI process.
			return wpCli( env, file );
		}
		// In one of the server's workers (scripts/stack/php/eval.php): what
		// `php cli.php` does, for a fifth of its CPU (0.16 s a call against
		// 0.83 s, measured). Synchronous, as wpCli() is.
		// A child Node process does the request (curl may be missing on a
		// fresh machine; Node is always there): it prints the body, then the
		// status on a line of its own.
		const answer = spawnSync(
			process.execPath,
			[
				'-e',
				`fetch( process.argv[ 1 ], { headers: { 'x-kiosk-eval': process.argv[ 2 ] }, signal: AbortSignal.timeout( 600000 ) } )
	.then( async ( r ) => process.stdout.write( ( await r.text() ) + '\\n' + r.status ) )
	.catch( ( e ) => { process.stderr.write( String( e ) ); process.exit( 1 ); } );`,
				`http://127.0.0.1:${ port }/__kiosk-eval?file=${ encodeURIComponent( file ) }`,
				evalToken,
			],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		);
		const out = answer.stdout || '';
		const cut = out.lastIndexOf( '\n' );
		const status = out.slice( cut + 1 );
		const body = out.slice( 0, Math.max( cut, 0 ) );
		if ( answer.status !== 0 || status !== '200' ) {
			throw new Error(
				`php (in the site's server) failed (exit ${ answer.status ?? answer.error }, HTTP ${ status }):\n${ body }\n${ answer.stderr }\nthe server's last output:\n${ server.output().slice( -4000 ) }`
			);
		}
		return body;
	};
	return {
		url,
		port,
		dataDir: dir,
		mailDir: env.KIOSK_MAIL_DIR,
		php,
		postId( slug, postType = 'product' ) {
			const id = Number(
				php(
					`$post = get_page_by_path( ${ JSON.stringify( slug ) }, OBJECT, ${ JSON.stringify( postType ) } ); echo $post ? $post->ID : 0;`
				).trim()
			);
			if ( ! id ) {
				throw new Error( `no ${ postType } with the slug ${ slug }` );
			}
			return id;
		},
		async stop() {
			await server?.stop();
			server = null;
		},
		async restart() {
			await server?.stop();
			server = await start();
		},
		async dispose() {
			await server?.stop();
			server = null;
			mariadb.query( `DROP DATABASE IF EXISTS ${ db }` );
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}
