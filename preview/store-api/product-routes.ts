/**
 * GET /products and /products/{id} (enough for cross-sells, the shop grid
 * and the product page's add-to-cart button).
 */
import type { FastifyInstance } from 'fastify';
import type { Shop } from './shop';
import { restError } from '../wp/rest';

const INVALID_ID = 'Ungültige Produkt-ID.';

/** Registers the product routes (inside the Store API prefix). */
export function registerProductRoutes(
	app: FastifyInstance,
	shop: Shop
): void {
	const { catalogue } = shop;
	const includeTax = () => shop.options().displayCartPricesIncludingTax;

	app.get( '/products', async ( request, reply ) => {
		const query = request.query as Record< string, unknown >;
		const perPage = Number( query.per_page ?? 10 );
		if ( ! Number.isInteger( perPage ) || perPage < 1 || perPage > 100 ) {
			return restError(
				reply,
				400,
				'rest_invalid_param',
				'Ungültige(r) Parameter: per_page',
				{
					params: {
						per_page: 'per_page muss zwischen 1 und 100 liegen.',
					},
				}
			);
		}
		const page = Number( query.page ?? 1 );
		if ( ! Number.isInteger( page ) || page < 1 ) {
			return restError(
				reply,
				400,
				'rest_invalid_param',
				'Ungültige(r) Parameter: page',
				{ params: { page: 'page muss größer oder gleich 1 sein.' } }
			);
		}
		let records = catalogue.all();
		if ( typeof query.slug === 'string' && query.slug ) {
			const slugs = query.slug.split( ',' );
			records = records.filter( ( record ) =>
				slugs.includes( record.slug )
			);
		}
		if ( typeof query.include === 'string' && query.include ) {
			const ids = query.include.split( ',' ).map( Number );
			records = records.filter( ( record ) => ids.includes( record.id ) );
		}
		if ( typeof query.category === 'string' && query.category ) {
			records = records.filter(
				( record ) =>
					record.category.slug === query.category ||
					String( record.category.id ) === query.category
			);
		}
		if ( typeof query.search === 'string' && query.search ) {
			const needle = query.search.toLowerCase();
			records = records.filter( ( record ) =>
				record.name.toLowerCase().includes( needle )
			);
		}
		const total = records.length;
		const slice = records.slice( ( page - 1 ) * perPage, page * perPage );
		reply.header( 'X-WP-Total', String( total ) );
		reply.header(
			'X-WP-TotalPages',
			String( Math.max( 1, Math.ceil( total / perPage ) ) )
		);
		return reply.send(
			slice.map( ( record ) =>
				catalogue.toProduct( record, includeTax() )
			)
		);
	} );

	app.get( '/products/:id', async ( request, reply ) => {
		const { id } = request.params as { id: string };
		const record = /^\d{1,9}$/.test( id )
			? catalogue.get( Number( id ) )
			: undefined;
		if ( ! record ) {
			return restError(
				reply,
				404,
				'woocommerce_rest_product_invalid_id',
				INVALID_ID
			);
		}
		return reply.send( catalogue.toProduct( record, includeTax() ) );
	} );
}
