/**
 * The contract between the preview host's core and its feature modules
 * (shop, contact forms, RSVP, magazine, admin). A module adds tables, seeds
 * demo content on a new database, and registers routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { User } from './wp/users';
import type { PageSpec } from './wp/page';
import type { NonceService } from './wp/nonces';
import type { Options } from './wp/options';

export type { User, PageSpec };

/** An admin-ajax action handler (`wp_ajax_{action}` / `wp_ajax_nopriv_{action}`). */
export interface AjaxAction {
	/** Whether guests may call it (`wp_ajax_nopriv_`). */
	nopriv: boolean;
	handler: ( request: FastifyRequest, reply: FastifyReply ) => unknown;
}

/** What every module receives. */
export interface HostContext {
	db: Database;
	dataDir: string;
	buildDir: string;
	/** Site options (key/value in SQLite). */
	options: Options;
	nonces: NonceService;
	/** The current user of a request (null for a guest). */
	currentUser: ( request: FastifyRequest ) => User | null;
	/** Renders a full HTML page in the theme's layout. */
	renderPage: ( request: FastifyRequest, page: PageSpec ) => string;
	/** Registers an admin-ajax action. */
	addAjaxAction: ( action: string, handler: AjaxAction ) => void;
	/** Adds script handles to every HTML page (e.g. the mini cart, order attribution). */
	addGlobalScripts: ( handles: string[] ) => void;
	/** Adds fields to the inline `window.kioskSettings` of every page. */
	addSettings: (
		provider: ( request: FastifyRequest ) => Record< string, unknown >
	) => void;
	/** Milliseconds since the epoch (overridable in tests). */
	now: () => number;
}

/** A feature module of the preview host. */
export interface HostModule {
	name: string;
	/** Creates its tables (`CREATE TABLE IF NOT EXISTS …`); runs on every start. */
	migrate?: ( db: Database ) => void;
	/** Fills a new database with German demo content; runs once. */
	seed?: ( db: Database, context: HostContext ) => void;
	register: (
		app: FastifyInstance,
		context: HostContext
	) => void | Promise< void >;
}
