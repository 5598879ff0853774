/**
 * The shop's pages in the preview host: /shop/ (product grid),
 * /produkt/{slug}/ (product page) and /warenkorb/ (the cart block), plus the
 * mini cart on every page and the list of scripts its drawer loads.
 */
import { join } from 'node:path';
import type { HostModule } from '../host-module';
import { createScriptRegistry } from '../wp/scripts';
import { createCatalogue } from '../store-api/products';
import { cartPage, productPage, shopGrid } from './pages';

const html = 'text/html; charset=utf-8';
const CART_PATH = '/warenkorb/';

const shopPages: HostModule = {
	name: 'shop-pages',
	register( app, context ) {
		const registry = createScriptRegistry( join( context.buildDir, '..' ) );
		context.addGlobalScripts( [ 'kiosk-mini-cart' ] );
		const scriptList = ( handles: string[] ) =>
			registry.resolve( handles ).scripts.map( ( s ) => ( {
				handle: s.handle,
				src: s.src,
				...( s.translations
					? { translations: s.translations.trim() }
					: {} ),
				...( s.style ? { style: s.style } : {} ),
			} ) );
		context.addSettings( () => ( {
			miniCart: { scripts: scriptList( [ 'kiosk-cart' ] ) },
		} ) );
		// The cart page's express area loads these after first paint.
		context.addSettings( ( request ) =>
			request.url.split( '?' )[ 0 ] === CART_PATH
				? {
						cartExpress: {
							scripts: scriptList( [
								'kiosk-registry',
								'kiosk-payment-methods',
							] ),
						},
					}
				: {}
		);
		let catalogue: ReturnType< typeof createCatalogue > | null = null;
		const products = () => ( catalogue ||= createCatalogue( context.db ) );

		app.get( '/shop/', async ( request, reply ) =>
			reply.type( html ).send(
				context.renderPage( request, {
					title: 'Shop',
					description:
						'Bücher, Abos und Merchandise des Kiosk Magazins.',
					main: shopGrid( products() ),
					scripts: [ 'kiosk-add-to-cart' ],
					bodyClass: 'kiosk-shop',
					canonical: '/shop/',
				} )
			)
		);

		app.get< { Params: { slug: string } } >(
			'/produkt/:slug/',
			async ( request, reply ) => {
				const record = products().bySlug( request.params.slug );
				if ( ! record || record.parent !== 0 ) {
					return reply
						.code( 404 )
						.type( html )
						.send(
							context.renderPage( request, {
								title: 'Seite nicht gefunden',
								main: '<h1>Seite nicht gefunden</h1><p><a href="/shop/">Zum Shop</a></p>',
								noindex: true,
							} )
						);
				}
				return reply.type( html ).send(
					context.renderPage( request, {
						title: record.name,
						description: record.shortDescription,
						main: productPage( products(), record ),
						scripts: [ 'kiosk-add-to-cart' ],
						bodyClass: 'kiosk-shop',
						canonical: `/produkt/${ record.slug }/`,
					} )
				);
			}
		);

		app.get( CART_PATH, async ( request, reply ) =>
			reply
				.header( 'Cache-Control', 'no-store' )
				.type( html )
				.send(
					context.renderPage( request, {
						title: 'Warenkorb',
						description: 'Ihr Warenkorb im Kiosk-Shop.',
						main: cartPage(),
						scripts: [ 'kiosk-cart' ],
						bodyClass: 'kiosk-shop kiosk-cart-page',
						noindex: true,
					} )
				)
		);
	},
};

export default shopPages;
