/** @jest-environment node */
import {
	API,
	ADDRESS,
	BILLING,
	openDb,
	startHost,
	type TestHost,
} from './helpers';

let host: TestHost;
beforeAll( async () => {
	host = await startHost();
} );
afterAll( () => host.close() );

/** A small deterministic PRNG (mulberry32). */
function random( seed: number ) {
	return () => {
		seed = ( seed + 0x6d2b79f5 ) | 0;
		let t = Math.imul( seed ^ ( seed >>> 15 ), 1 | seed );
		t = ( t + Math.imul( t ^ ( t >>> 7 ), 61 | t ) ) ^ t;
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
}

const JUNK: unknown[] = [
	null,
	true,
	false,
	-1,
	0,
	1.5,
	-99999,
	1e21,
	Number.MAX_SAFE_INTEGER,
	'',
	' ',
	'1',
	'NaN',
	'<script>',
	'ä'.repeat( 5000 ),
	[],
	[ 1 ],
	{},
	{ $gt: '' },
	{ __proto__: { x: 1 } },
	[ [ [ [] ] ] ],
];

it( 'answers 2,000+ malformed requests with 4xx and never changes a cart, an order or stock', async () => {
	const rnd = random( 20261121 );
	const pick = < T >( list: readonly T[] ): T =>
		list[ Math.floor( rnd() * list.length ) ];
	const first = await host.app.inject( {
		method: 'GET',
		url: `${ API }/cart`,
	} );
	const token = String( first.headers[ 'cart-token' ] );
	const add = await host.app.inject( {
		method: 'POST',
		url: `${ API }/cart/add-item`,
		headers: { 'cart-token': token },
		payload: { id: 6, quantity: 2 },
	} );
	const key = add.json().items[ 0 ].key;
	const db = openDb( host );
	const snapshot = () =>
		JSON.stringify( [
			db
				.prepare(
					'SELECT cart_key, data FROM shop_carts ORDER BY cart_key'
				)
				.all(),
			db
				.prepare(
					'SELECT id, status, data FROM shop_orders ORDER BY id'
				)
				.all(),
			db
				.prepare( 'SELECT id, stock FROM shop_products ORDER BY id' )
				.all(),
		] );
	const before = snapshot();

	// Each generator returns a body that must be refused.
	const bodies: Record< string, () => unknown > = {
		'/cart/add-item': () =>
			pick( [
				{
					id: pick(
						JUNK.filter(
							( value ) =>
								! Number.isInteger( value ) ||
								( value as number ) < 1
						)
					),
				},
				{ id: 1000 + Math.floor( rnd() * 1e6 ) },
				{
					id: 1,
					quantity: pick( [ -1, 0, 10000, 1.5, '2', null, 1e21 ] ),
				},
				{ id: 1, variation: pick( JUNK ) },
				{ id: 1, [ `x${ Math.floor( rnd() * 100 ) }` ]: pick( JUNK ) },
				{ id: 11 },
				{ id: 5, quantity: 4 },
				{ id: 8, quantity: 3 },
				{ id: 7 },
				pick( JUNK ),
			] ),
		'/cart/remove-item': () =>
			pick( [
				{ key: pick( JUNK ) },
				{ key: 'f'.repeat( 32 ) },
				{},
				{ key, extra: 1 },
				pick( JUNK ),
			] ),
		'/cart/update-item': () =>
			pick( [
				{ key, quantity: pick( [ -1, 100, 1.5, '3', null, 1e9 ] ) },
				{ key: 'nope', quantity: 1 },
				{ key },
				{ quantity: 1 },
				{ key, quantity: 1, more: true },
			] ),
		'/cart/apply-coupon': () =>
			pick( [
				{ code: pick( JUNK ) },
				{ code: `X${ Math.floor( rnd() * 1e6 ) }` },
				{ code: 'winter2023' },
				{ code: 'leser15' },
				{ code: 'fix5', x: 1 },
				{},
			] ),
		'/cart/remove-coupon': () =>
			pick( [ { code: pick( JUNK ) }, { code: 'sommer10' }, {} ] ),
		'/cart/select-shipping-rate': () =>
			pick( [
				{ rate_id: pick( JUNK ) },
				{ rate_id: 'flat_rate:9' },
				{ package_id: 5, rate_id: 'flat_rate:1' },
				{ package_id: pick( [ -1, [], {} ] ), rate_id: 'flat_rate:1' },
				{},
			] ),
		'/cart/update-customer': () =>
			pick( [
				{
					billing_address: pick(
						JUNK.filter(
							( value ) => JSON.stringify( value ) !== '{}'
						)
					),
				},
				{
					shipping_address: {
						country: pick( [ 'de', 'XX', 'DEU', 1 ] ),
					},
				},
				{
					shipping_address: {
						country: 'DE',
						postcode: pick( [ '1', 'ABCDE', '123456' ] ),
					},
				},
				{
					billing_address: {
						email: pick( [ 'x', 'a@', '@b.de', 5 ] ),
					},
				},
				{ billing_address: { hack: 'x' } },
				{ foo: 1 },
			] ),
		'/cart/extensions': () =>
			pick( [
				{ namespace: pick( JUNK ) },
				{ namespace: 'fremd', data: {} },
				{
					namespace: 'kiosk-demo',
					data: { gift_wrap: pick( [ 'ja', 1, null ] ) },
				},
				{ namespace: 'kiosk-demo', data: pick( [ [], 'x', 1 ] ) },
				{},
			] ),
		'/checkout': () =>
			pick( [
				{ billing_address: pick( JUNK ) },
				{
					billing_address: {
						...BILLING,
						postcode: pick( [ '1', 'ABCDE' ] ),
					},
					shipping_address: ADDRESS,
					payment_method: 'bacs',
				},
				{
					billing_address: { ...BILLING, email: 'kaputt' },
					shipping_address: ADDRESS,
					payment_method: 'bacs',
				},
				{
					billing_address: BILLING,
					shipping_address: ADDRESS,
					payment_method: pick( [ 'paypal', 5, null ] ),
				},
				{
					billing_address: BILLING,
					shipping_address: ADDRESS,
					payment_method: 'bacs',
					payment_data: pick( [ 'x', [ 1 ], [ { key: 1 } ] ] ),
				},
				{
					billing_address: BILLING,
					shipping_address: ADDRESS,
					payment_method: 'bacs',
					unknown_key: true,
				},
				{
					billing_address: BILLING,
					shipping_address: {
						...ADDRESS,
						country: 'US',
						postcode: '10001',
					},
					payment_method: 'bacs',
				},
				{
					billing_address: BILLING,
					shipping_address: ADDRESS,
					create_account: 'yes',
				},
				{
					billing_address: BILLING,
					shipping_address: ADDRESS,
					payment_method: 'kiosk_card_demo',
				},
				{},
			] ),
		'/batch': () =>
			pick( [
				{ requests: pick( JUNK ) },
				{
					requests: Array.from( { length: 26 }, () => ( {
						path: '/wc/store/v1/cart',
					} ) ),
				},
				{ requests: [ { path: '/wp/v2/users', method: 'GET' } ] },
				{
					requests: [
						{
							path: '/wc/store/v1/cart/add-item',
							method: 'POST',
							body: { id: -1 },
						},
					],
				},
				{},
			] ),
	};
	const routes = Object.keys( bodies );
	const raw = [
		'{',
		'{"id":',
		'null',
		'[]',
		'"text"',
		'{"id":1,}',
		'\u0000',
		'{"id":1}'.repeat( 3 ),
	];
	let count = 0;
	const statuses = new Map< number, number >();
	for ( let round = 0; round < 2100; round++ ) {
		const route = pick( routes );
		const mode = rnd();
		let response: Awaited< ReturnType< typeof host.app.inject > > & {
			sent?: string;
		};
		if ( mode < 0.1 ) {
			response = await host.app.inject( {
				method: 'POST',
				url: `${ API }${ route }`,
				headers: {
					'cart-token': token,
					'content-type': 'application/json',
				},
				payload: pick( raw ),
			} );
		} else if ( mode < 0.15 ) {
			response = await host.app.inject( {
				method: 'POST',
				url: `${ API }${ route }`,
				headers: {
					'content-type': 'application/json',
					nonce: pick( [ '', 'deadbeef00', 'x'.repeat( 300 ) ] ),
					'cart-token': pick( [ '', 'a.b.c', `${ token }x` ] ),
				},
				payload: JSON.stringify( { id: 1 } ),
			} );
		} else if ( mode < 0.2 ) {
			response = await host.app.inject( {
				method: pick( [ 'PUT', 'DELETE', 'PATCH' ] as const ),
				url: `${ API }${ route === '/checkout' ? '/cart' : route }`,
				headers: { 'cart-token': token },
				payload: { id: 1 },
			} );
		} else if ( mode < 0.25 ) {
			response = await host.app.inject( {
				method: 'POST',
				url: `${ API }${ route }`,
				headers: {
					'cart-token': token,
					'content-type': pick( [
						'text/plain',
						'application/x-www-form-urlencoded',
						'application/xml',
					] ),
				},
				payload: 'id=1&quantity=2',
			} );
		} else {
			response = await host.app.inject( {
				method: 'POST',
				url: `${ API }${ route }`,
				headers: {
					'cart-token': token,
					'content-type': 'application/json',
				},
				payload: JSON.stringify( bodies[ route ]() ),
			} );
		}
		count++;
		statuses.set(
			response.statusCode,
			( statuses.get( response.statusCode ) || 0 ) + 1
		);
		if (
			response.statusCode >= 500 ||
			( route !== '/batch' && response.statusCode < 400 )
		) {
			throw new Error(
				`${ route } answered ${ response.statusCode }: ${ response.body.slice( 0, 300 ) }`
			);
		}
		if ( route === '/batch' && response.statusCode === 207 ) {
			for ( const sub of response.json().responses ) {
				expect( sub.status ).toBeGreaterThanOrEqual( 400 );
				expect( sub.status ).toBeLessThan( 500 );
			}
		}
		if ( response.statusCode !== 207 ) {
			expect( response.json() ).toEqual(
				expect.objectContaining( {
					code: expect.any( String ),
					message: expect.any( String ),
					data: expect.objectContaining( {
						status: response.statusCode,
					} ),
				} )
			);
		}
	}
	expect( count ).toBeGreaterThanOrEqual( 2000 );
	expect( snapshot() ).toBe( before );
	db.close();
} );
