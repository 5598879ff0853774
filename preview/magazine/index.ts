/**
 * The magazine: home, articles, categories, search, static pages and the
 * ticker popup fragment, with German demo content in SQLite. Markup per
 * src/magazine/README.md; the `kiosk-magazine` handle is on every page
 * (header search, menu, sticky header, scroll-up are site-wide).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HostModule } from '../host-module';
import { migrate, seed, createStore } from './store';
import {
	articleJsonLd,
	articleMain,
	categoryMain,
	fragment,
	homeMain,
	pageMain,
	searchMain,
} from './render/pages';

export const PER_PAGE = 4;
export const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function origin( request: FastifyRequest ): string {
	return `${ request.protocol }://${ request.headers.host || 'localhost' }`;
}

function pageNumber( value: unknown ): number {
	const n = Number( value );
	return Number.isInteger( n ) && n > 0 ? n : 1;
}

function html( reply: FastifyReply, body: string, status = 200 ) {
	return reply.code( status ).type( 'text/html; charset=utf-8' ).send( body );
}

const magazine: HostModule = {
	name: 'magazine',
	migrate,
	seed( db, context ) {
		seed( db, context.now() );
	},
	register( app, context ) {
		const store = createStore( context.db );
		context.addGlobalScripts( [ 'kiosk-magazine' ] );

		app.get( '/', async ( request, reply ) => {
			const query = request.query as Record< string, unknown >;
			if ( typeof query.s === 'string' ) {
				const term = query.s.trim().slice( 0, 100 );
				const page = pageNumber( query.paged );
				const result = store.search( term, page, PER_PAGE );
				return html(
					reply,
					context.renderPage( request, {
						title: `Suchergebnisse für „${ term }“`,
						description: `Suchergebnisse für „${ term }“ im Kiosk Magazin.`,
						main: searchMain( store, term, result, page ),
						noindex: true,
						bodyClass: 'search',
					} )
				);
			}
			const tiles = context.options.get(
				'kiosk_map_tiles',
				DEFAULT_TILES
			);
			return html(
				reply,
				context.renderPage( request, {
					title: 'Startseite',
					description:
						'Kiosk Magazin: Nachrichten, Hintergründe und Reportagen aus Politik, Wirtschaft, Kultur, Sport und Wissen – und ein Shop für Bücher und Abos.',
					main: homeMain( store, tiles ),
					canonical: `${ origin( request ) }/`,
					bodyClass: 'home',
				} )
			);
		} );

		app.get( '/kategorie/:slug/', async ( request, reply ) => {
			const { slug } = request.params as { slug: string };
			const category = store.category( slug );
			if ( ! category ) {
				return reply.callNotFound();
			}
			const page = pageNumber(
				( request.query as Record< string, unknown > ).paged
			);
			const result = store.inCategory( category, page, PER_PAGE );
			if ( page > result.pages ) {
				return reply.callNotFound();
			}
			const base = `${ origin( request ) }/kategorie/${ category.slug }/`;
			return html(
				reply,
				context.renderPage( request, {
					title:
						page > 1
							? `${ category.name } – Seite ${ page }`
							: category.name,
					description: category.description,
					main: categoryMain( store, category, result, page ),
					canonical: page > 1 ? `${ base }?paged=${ page }` : base,
					bodyClass: 'archive category',
				} )
			);
		} );

		app.get( '/:slug/', async ( request, reply ) => {
			const { slug } = request.params as { slug: string };
			const post = store.bySlug( slug );
			if ( ! post ) {
				return reply.callNotFound();
			}
			const canonical = `${ origin( request ) }/${ post.slug }/`;
			if ( post.type === 'page' ) {
				return html(
					reply,
					context.renderPage( request, {
						title: post.title,
						description: post.excerpt,
						main: pageMain( post ),
						canonical,
						bodyClass: 'page',
					} )
				);
			}
			return html(
				reply,
				context.renderPage( request, {
					title: post.title,
					description: post.excerpt,
					main: articleMain( store, post, origin( request ) ),
					head: articleJsonLd( post, origin( request ) ),
					canonical,
					bodyClass: 'single',
				} )
			);
		} );

		context.addAjaxAction( 'kiosk_ticker_popup', {
			nopriv: true,
			handler: ( request, reply ) => {
				const query = request.query as Record< string, unknown >;
				const post = store.byId( Number( query.post ) );
				if ( ! post ) {
					return reply
						.code( 404 )
						.type( 'text/html; charset=UTF-8' )
						.send( '0' );
				}
				return reply
					.header( 'Cache-Control', 'public, max-age=300' )
					.type( 'text/html; charset=UTF-8' )
					.send( fragment( post ) );
			},
		} );
	},
};

export default magazine;
