/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import {
	API,
	ADDRESS,
	BILLING,
	openDb,
	startHost,
	type TestHost,
} from './helpers';

let host: TestHost;
let base = '';
beforeAll( async () => {
	host = await startHost();
	await host.app.listen( { port: 0, host: '127.0.0.1' } );
	base = `http://127.0.0.1:${ ( host.app.server.address() as AddressInfo ).port }${ API }`;
} );
afterAll( () => host.close() );

async function newCart( productId: number ): Promise< string > {
	const first = await fetch( `${ base }/cart` );
	const token = first.headers.get( 'Cart-Token' )!;
	const added = await fetch( `${ base }/cart/add-item`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Cart-Token': token },
		body: JSON.stringify( { id: productId, quantity: 1 } ),
	} );
	expect( added.status ).toBe( 201 );
	return token;
}

it( 'sells the last 3 copies to exactly 3 of 20 shoppers checking out at once', async () => {
	const tokens = await Promise.all(
		Array.from( { length: 20 }, () => newCart( 5 ) )
	);
	const responses = await Promise.all(
		tokens.map( ( token ) =>
			fetch( `${ base }/checkout`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'Cart-Token': token,
				},
				body: JSON.stringify( {
					billing_address: BILLING,
					shipping_address: ADDRESS,
					payment_method: 'bacs',
					payment_data: [],
				} ),
			} ).then( async ( response ) => ( {
				status: response.status,
				body: await response.json(),
				nonce: response.headers.get( 'Nonce' ),
			} ) )
		)
	);
	const placed = responses.filter( ( response ) => response.status === 200 );
	const refused = responses.filter( ( response ) => response.status !== 200 );
	expect( placed ).toHaveLength( 3 );
	expect(
		new Set( placed.map( ( response ) => response.body.order_id ) ).size
	).toBe( 3 );
	expect( refused ).toHaveLength( 17 );
	for ( const response of refused ) {
		expect( response.status ).toBe( 409 );
		expect( response.body ).toMatchObject( {
			code: 'woocommerce_rest_product_out_of_stock',
			message: expect.any( String ),
			data: { status: 409 },
		} );
		expect( response.nonce ).toBeTruthy();
	}
	const db = openDb( host );
	expect(
		db.prepare( 'SELECT stock FROM shop_products WHERE id = 5' ).get()
	).toEqual( { stock: 0 } );
	expect(
		db
			.prepare(
				"SELECT COUNT(*) AS n FROM shop_orders WHERE status != 'checkout-draft'"
			)
			.get()
	).toEqual( { n: 3 } );
	db.close();
} );

it( 'treats POST with X-HTTP-Method-Override: PUT as PUT /checkout over HTTP', async () => {
	const token = await newCart( 1 );
	const response = await fetch( `${ base }/checkout`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Cart-Token': token,
			'X-HTTP-Method-Override': 'PUT',
		},
		body: JSON.stringify( { payment_method: 'cheque' } ),
	} );
	expect( response.status ).toBe( 200 );
	expect( await response.json() ).toMatchObject( {
		status: 'checkout-draft',
		payment_method: 'cheque',
	} );
} );

it( 'keeps carts, orders and stock across a restart', async () => {
	const token = await newCart( 9 );
	await host.app.close();
	const { createHost } = await import( '../../app' );
	const storeApi = ( await import( '..' ) ).default;
	const again = await createHost( {
		dataDir: host.dir,
		modules: [ storeApi ],
	} );
	const cart = await again.inject( {
		method: 'GET',
		url: `${ API }/cart`,
		headers: { 'cart-token': token },
	} );
	expect( cart.json().items[ 0 ] ).toMatchObject( { id: 9, quantity: 1 } );
	expect(
		(
			await again.inject( { method: 'GET', url: `${ API }/products/5` } )
		).json().is_in_stock
	).toBe( false );
	host.app = again;
} );
