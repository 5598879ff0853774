/**
 * The frame of a production-stack e2e file: its own production-shaped stack
 * (scripts/stack/production/: two nginx + PHP-FPM nodes behind an nginx
 * balancer with the full-page cache, Redis as the object cache) on the run's
 * MariaDB, a site cloned from the run's template, and a Chromium; started
 * before the file's tests, removed after them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';

const { connectMariaDb } = require( '../../../../scripts/stack/mariadb.cjs' );
const {
	startProductionStack,
} = require( '../../../../scripts/stack/production/stack.cjs' );
const { wpCli } = require( '../../../../scripts/stack/site.cjs' );

export interface ProductionNode {
	name: string;
	port: number;
	/** The node's own folder (its wp-content). */
	dir: string;
	/** The node's site environment (what its PHP-FPM gets). */
	env: Record< string, string >;
}

export interface ProductionSite {
	/** The balancer's address: the site's URL. */
	url: string;
	nodes: ProductionNode[];
	/** The page cache's folder (nginx proxy_cache files). */
	pageCache: string;
	/** The folder the nodes share (uploads, salts, mail). */
	shared: string;
	/** Runs PHP in the site (WordPress loaded, with the Redis object cache); returns what it printed. */
	php: ( code: string ) => string;
	/** Runs PHP as node `node` does (its wp-content), `env` added to its environment. */
	nodePhp: (
		node: ProductionNode,
		code: string,
		env?: Record< string, string >
	) => string;
	browser: Browser;
}

interface Stack {
	url: string;
	nodes: ProductionNode[];
	env: Record< string, string >;
	pageCache: string;
	shared: string;
	stop: () => Promise< void >;
}

/** Registers the file's `beforeAll` and `afterAll`; the fields fill in before the first test. */
export function productionSiteForThisFile(
	options: { env?: Record< string, string > } = {}
): ProductionSite {
	const site = {} as ProductionSite;
	let stack: Stack | null = null;
	let dir = '';
	let db = '';
	beforeAll( async () => {
		const socket = process.env.KIOSK_E2E_DB_SOCKET;
		if ( ! socket ) {
			throw new Error(
				'KIOSK_E2E_DB_SOCKET is not set: run e2e tests through jest.e2e.config.js'
			);
		}
		dir = mkdtempSync( join( tmpdir(), 'kiosk-production-' ) );
		db = `production_${ process.pid }_${ Date.now() % 100000 }`;
		let browser: Browser;
		[ stack, browser ] = await Promise.all( [
			startProductionStack( {
				dir,
				mariadb: connectMariaDb( socket ),
				db,
				create: true,
				env: options.env || {},
			} ) as Promise< Stack >,
			launchBrowser(),
		] );
		const env = stack.env;
		let counter = 0;
		const phpFile = ( code: string ) => {
			const file = join( dir, `eval-${ ++counter }.php` );
			writeFileSync( file, `<?php\n${ code }\n` );
			return file;
		};
		Object.assign( site, {
			url: stack.url,
			nodes: stack.nodes,
			pageCache: stack.pageCache,
			shared: stack.shared,
			browser,
			php( code: string ): string {
				return wpCli( env, phpFile( code ) );
			},
			nodePhp(
				node: ProductionNode,
				code: string,
				extraEnv: Record< string, string > = {}
			): string {
				return wpCli( node.env, phpFile( code ), [], extraEnv );
			},
		} );
	} );
	afterAll( async () => {
		await site.browser?.close();
		await stack?.stop();
		if ( db ) {
			const socket = process.env.KIOSK_E2E_DB_SOCKET;
			connectMariaDb( socket ).query( `DROP DATABASE IF EXISTS ${ db }` );
		}
		if ( dir ) {
			rmSync( dir, { recursive: true, force: true } );
		}
	} );
	return site;
}
