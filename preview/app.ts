/**
 * The preview host: Kiosk's stand-in for WordPress with WooCommerce,
 * Contact Form 7 and Event Tickets, on SQLite.
 */
import { randomBytes } from 'node:crypto';
import {
	createServer,
	type IncomingMessage,
	type ServerResponse,
} from 'node:http';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, {
	type FastifyError,
	type FastifyInstance,
	type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { openDatabase } from './db';
import { createOptions, migrateOptions } from './wp/options';
import { createNonceService } from './wp/nonces';
import {
	AUTH_COOKIE,
	createUsers,
	migrateUsers,
	seedUsers,
	type User,
} from './wp/users';
import {
	createScriptRegistry,
	printScripts,
	PLUGIN_URL,
	CORE_URL,
} from './wp/scripts';
import { styleTags, type PageSpec } from './wp/page';
import { isRestPath, restError } from './wp/rest';
import { registerCoreRoutes } from './wp/core-routes';
import { layout, THEME_URL } from './theme/layout';
import type { AjaxAction, HostContext, HostModule } from './host-module';
import { MODULES } from './modules';

export interface HostOptions {
	/** Where the SQLite database and outbox live. */
	dataDir: string;
	/** The project root (with build/, languages/, php/). */
	rootDir?: string;
	/** Nonce lifetime in seconds (WordPress: one day). */
	nonceLifetime?: number;
	/** Clock, for tests. */
	now?: () => number;
	/** Modules to load (default: all). */
	modules?: HostModule[];
	logger?: boolean;
}

declare module 'fastify' {
	interface FastifyRequest {
		kioskUser: User | null;
	}
}

const REST_NONCE_EXEMPT = /^\/wp-json\/contact-form-7\//;

/** Lets `X-HTTP-Method-Override` turn a POST into PUT/PATCH/DELETE on REST routes, as WordPress does. */
function methodOverrideServer(
	handler: ( req: IncomingMessage, res: ServerResponse ) => void
) {
	return createServer( ( req, res ) => {
		const override = req.headers[ 'x-http-method-override' ];
		if (
			req.method === 'POST' &&
			typeof override === 'string' &&
			isRestPath( req.url || '' ) &&
			/^(PUT|PATCH|DELETE)$/i.test( override )
		) {
			req.method = override.toUpperCase();
		}
		handler( req, res );
	} );
}

/** Creates the host (not yet listening). */
export async function createHost(
	options: HostOptions
): Promise< FastifyInstance > {
	const rootDir = resolve( options.rootDir || join( __dirname, '..' ) );
	const now = options.now || Date.now;
	const modules = options.modules || MODULES;
	const app = Fastify( {
		logger: options.logger ?? false,
		serverFactory: methodOverrideServer,
		bodyLimit: 2 * 1024 * 1024,
		trustProxy: false,
	} );

	const db = openDatabase( options.dataDir );
	migrateOptions( db );
	migrateUsers( db );
	modules.forEach( ( module ) => module.migrate?.( db ) );
	const siteOptions = createOptions( db );
	let secret = siteOptions.get< string >( 'auth_secret', '' );
	if ( ! secret ) {
		secret = randomBytes( 32 ).toString( 'hex' );
		siteOptions.set( 'auth_secret', secret );
	}
	const nonces = createNonceService(
		secret,
		options.nonceLifetime || 86400,
		now
	);
	const users = createUsers( db, now );
	const registry = createScriptRegistry( rootDir );
	const ajax = new Map< string, AjaxAction >();
	const globalScripts: string[] = [];
	const settingsProviders: Array<
		( request: FastifyRequest ) => Record< string, unknown >
	> = [];

	const context: HostContext = {
		db,
		dataDir: options.dataDir,
		buildDir: join( rootDir, 'build' ),
		options: siteOptions,
		nonces,
		now,
		currentUser: ( request ) => request.kioskUser ?? null,
		addAjaxAction: ( action, handler ) => ajax.set( action, handler ),
		addSettings: ( provider ) => settingsProviders.push( provider ),
		addGlobalScripts: ( handles ) => globalScripts.push( ...handles ),
		renderPage( request, page: PageSpec ) {
			const { scripts, missing } = registry.resolve( [
				...globalScripts,
				...( page.scripts || [] ),
			] );
			if ( missing.length ) {
				request.log.warn( { missing }, 'unknown script handles' );
			}
			const settings = Object.assign(
				{},
				...settingsProviders.map( ( provide ) => provide( request ) )
			);
			const user = request.kioskUser;
			return layout( {
				page,
				styles: styleTags( scripts, page.styles ),
				scripts: printScripts( scripts, settings ),
				path: request.url.split( '?' )[ 0 ],
				origin: `${ request.protocol }://${ request.headers.host || 'localhost' }`,
				user: user
					? {
							displayName: user.displayName,
							isAdmin: user.role === 'administrator',
						}
					: null,
			} );
		},
	};

	context.addSettings( ( request ) => {
		const user = request.kioskUser;
		return {
			restRoot: '/wp-json/',
			ajaxUrl: '/wp-admin/admin-ajax.php',
			nonce: nonces.create( 'wp_rest', user?.id ?? 0, user?.token ?? '' ),
			locale: 'de_DE',
			isAdmin: user?.role === 'administrator',
			pluginUrl: PLUGIN_URL,
		};
	} );

	if ( siteOptions.get( 'seeded', false ) === false ) {
		db.transaction( () => {
			seedUsers( users );
			modules.forEach( ( module ) => module.seed?.( db, context ) );
			siteOptions.set( 'seeded', true );
		} )();
	}

	await app.register( cookie );
	await app.register( formbody );

	app.decorateRequest( 'kioskUser', null );
	app.addHook( 'onRequest', async ( request, reply ) => {
		const token = request.cookies[ AUTH_COOKIE ];
		const user = users.fromToken( token );
		request.kioskUser = user;
		if (
			! user ||
			! isRestPath( request.url ) ||
			REST_NONCE_EXEMPT.test( request.url )
		) {
			return;
		}
		// WordPress's rest_cookie_check_errors: without a nonce the request is a guest's;
		// with a bad one it is refused.
		const query = request.query as Record< string, unknown >;
		const nonce =
			( request.headers[ 'x-wp-nonce' ] as string ) ||
			( typeof query?._wpnonce === 'string' ? query._wpnonce : '' );
		if ( ! nonce ) {
			request.kioskUser = null;
			return;
		}
		if ( ! nonces.verify( nonce, 'wp_rest', user.id, user.token ) ) {
			return restError(
				reply,
				403,
				'rest_cookie_invalid_nonce',
				'Cookie check failed',
				{}
			);
		}
	} );

	app.addHook( 'onSend', async ( request, reply, payload ) => {
		if ( ! reply.hasHeader( 'X-Content-Type-Options' ) ) {
			reply.header( 'X-Content-Type-Options', 'nosniff' );
		}
		if (
			isRestPath( request.url ) &&
			! reply.hasHeader( 'Cache-Control' )
		) {
			reply.header(
				'Cache-Control',
				'no-cache, must-revalidate, max-age=0, no-store, private'
			);
		}
		return payload;
	} );

	const staticOptions = {
		decorateReply: false,
		preCompressed: true,
		maxAge: '365d',
		immutable: false,
	};
	await app.register( fastifyStatic, {
		root: join( rootDir, 'build' ),
		prefix: `${ PLUGIN_URL }/build/`,
		...staticOptions,
		decorateReply: true,
	} );
	await app.register( fastifyStatic, {
		root: join( rootDir, 'build', 'vendor' ),
		prefix: `${ CORE_URL }/`,
		...staticOptions,
	} );
	const themeDir = join( rootDir, 'php', 'theme' );
	if ( existsSync( themeDir ) ) {
		await app.register( fastifyStatic, {
			root: themeDir,
			prefix: `${ THEME_URL }/`,
			...staticOptions,
			maxAge: '1h',
			allowedPath: ( path ) => ! path.endsWith( '.php' ),
		} );
	}
	const uploads = join( rootDir, 'preview', 'assets', 'uploads' );
	mkdirSync( uploads, { recursive: true } );
	await app.register( fastifyStatic, {
		root: uploads,
		prefix: '/wp-content/uploads/',
		...staticOptions,
		maxAge: '30d',
	} );

	app.setErrorHandler( ( thrown, request, reply ) => {
		const error = thrown as FastifyError;
		const status =
			error.statusCode &&
			error.statusCode >= 400 &&
			error.statusCode < 500
				? error.statusCode
				: 500;
		if ( status === 500 ) {
			request.log.error( error );
		}
		if ( isRestPath( request.url ) ) {
			if (
				error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
				error instanceof SyntaxError
			) {
				return restError(
					reply,
					400,
					'rest_invalid_json',
					'Invalid JSON body passed.'
				);
			}
			if ( status === 413 ) {
				return restError(
					reply,
					413,
					'rest_request_too_large',
					'Die Anfrage ist zu groß.'
				);
			}
			if ( status === 415 ) {
				return restError(
					reply,
					415,
					'rest_unsupported_media_type',
					'Der Inhaltstyp der Anfrage wird nicht unterstützt.'
				);
			}
			if ( status < 500 ) {
				return restError(
					reply,
					status,
					'rest_invalid_request',
					error.message
				);
			}
			return restError(
				reply,
				500,
				'internal_server_error',
				'Es gab einen kritischen Fehler auf dieser Website.'
			);
		}
		return reply
			.code( status )
			.type( 'text/plain; charset=utf-8' )
			.send(
				status === 500
					? 'Es gab einen kritischen Fehler auf dieser Website.'
					: error.message
			);
	} );

	app.setNotFoundHandler( ( request, reply ) => {
		if ( isRestPath( request.url ) ) {
			return restError(
				reply,
				404,
				'rest_no_route',
				'Es wurde keine Route gefunden, die mit der URL und der Request-Methode identisch ist.'
			);
		}
		const html = context.renderPage( request, {
			title: 'Seite nicht gefunden',
			main: '<section class="kiosk-404"><h1>Seite nicht gefunden</h1><p>Die gesuchte Seite gibt es nicht (mehr). Versuchen Sie die Suche oder kehren Sie zur <a href="/">Startseite</a> zurück.</p></section>',
			noindex: true,
			scripts: [],
		} );
		return reply
			.code( 404 )
			.type( 'text/html; charset=utf-8' )
			.send( html );
	} );

	registerCoreRoutes( app, context, users, ajax );
	for ( const module of modules ) {
		await module.register( app, context );
	}
	app.addHook( 'onClose', async () => db.close() );
	return app;
}
