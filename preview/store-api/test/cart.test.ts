/** @jest-environment node */
import {
	API,
	BILLING,
	ADDRESS,
	expectError,
	expectStoreHeaders,
	shopper,
	startHost,
	type TestHost,
} from './helpers';

let host: TestHost;
beforeAll( async () => {
	host = await startHost();
} );
afterAll( () => host.close() );

async function withItem( id = 1, quantity = 1 ) {
	const shop = shopper( host.app );
	await shop.get( '/cart' );
	const added = await shop.post( '/cart/add-item', { id, quantity } );
	expect( added.statusCode ).toBe( 201 );
	return { shop, cart: added.json() };
}

describe( 'products', () => {
	it( 'lists products with EUR prices in minor units and paging headers', async () => {
		const response = await shopper( host.app ).get(
			'/products?per_page=20'
		);
		expect( response.statusCode ).toBe( 200 );
		expectStoreHeaders( response );
		expect( response.headers[ 'x-wp-total' ] ).toBe( '11' );
		const products = response.json();
		expect( products.length ).toBeGreaterThanOrEqual( 10 );
		const sale = products.find(
			( product: any ) => product.slug === 'kochen-mit-kiosk'
		);
		expect( sale ).toMatchObject( {
			on_sale: true,
			prices: {
				price: '2490',
				regular_price: '2990',
				currency_code: 'EUR',
				currency_minor_unit: 2,
				currency_suffix: ' €',
				currency_decimal_separator: ',',
				currency_thousand_separator: '.',
			},
		} );
		expect(
			products.find(
				( product: any ) => product.slug === 'kiosk-t-shirt'
			)
		).toMatchObject( { type: 'variable', has_options: true } );
	} );

	it( 'finds a product by slug and by id, and 404s an unknown id', async () => {
		const shop = shopper( host.app );
		expect(
			( await shop.get( '/products?slug=postkarten-set' ) ).json()[ 0 ]
		).toMatchObject( {
			id: 8,
			add_to_cart: { minimum: 2, maximum: 10, multiple_of: 2 },
		} );
		expect( ( await shop.get( '/products/5' ) ).json() ).toMatchObject( {
			low_stock_remaining: 3,
			images: [
				{
					src: '/wp-content/uploads/products/sonderheft-architektur.svg',
				},
			],
		} );
		expectError(
			await shop.get( '/products/999' ),
			404,
			'woocommerce_rest_product_invalid_id'
		);
		expectError(
			await shop.get( '/products?per_page=0' ),
			400,
			'rest_invalid_param'
		);
	} );
} );

describe( 'headers and nonces', () => {
	it( 'sends Nonce, Nonce-Timestamp, User-ID 0, Cart-Token and Cart-Hash, and an HttpOnly session cookie', async () => {
		const response = await shopper( host.app ).get( '/cart' );
		expectStoreHeaders( response );
		expect( response.headers[ 'user-id' ] ).toBe( '0' );
		expect( String( response.headers[ 'set-cookie' ] ) ).toMatch(
			/wp_woocommerce_session_kiosk=.*HttpOnly/
		);
	} );

	it( 'refuses a write without a nonce (401) and with a bad one (403), with a fresh nonce', async () => {
		const shop = shopper( host.app );
		await shop.get( '/cart' );
		const missing = await shop.post(
			'/cart/add-item',
			{ id: 1 },
			{ nonce: '' }
		);
		expectError( missing, 401, 'woocommerce_rest_missing_nonce' );
		expectStoreHeaders( missing );
		const bad = await shop.post(
			'/cart/add-item',
			{ id: 1 },
			{ nonce: 'abcdef0123' }
		);
		expectError( bad, 403, 'woocommerce_rest_invalid_nonce' );
		expectStoreHeaders( bad );
		expect( ( await shop.get( '/cart' ) ).json().items ).toHaveLength( 0 );
	} );

	it( 'accepts a Cart-Token instead of a nonce and keeps the cart with it', async () => {
		const first = await host.app.inject( {
			method: 'GET',
			url: `${ API }/cart`,
		} );
		const token = String( first.headers[ 'cart-token' ] );
		const added = await host.app.inject( {
			method: 'POST',
			url: `${ API }/cart/add-item`,
			headers: { 'cart-token': token },
			payload: { id: 6, quantity: 2 },
		} );
		expect( added.statusCode ).toBe( 201 );
		expect( added.headers[ 'cart-hash' ] ).not.toBe( '' );
		const again = await host.app.inject( {
			method: 'GET',
			url: `${ API }/cart`,
			headers: { 'cart-token': token },
		} );
		expect( again.json().items[ 0 ] ).toMatchObject( {
			id: 6,
			quantity: 2,
		} );
	} );
} );

describe( 'cart items', () => {
	it( 'adds an item (201) and returns the whole cart with 7 % tax lines', async () => {
		const { cart } = await withItem( 1, 2 );
		expect( cart.items[ 0 ] ).toMatchObject( {
			id: 1,
			quantity: 2,
			quantity_limits: {
				minimum: 1,
				maximum: 99,
				multiple_of: 1,
				editable: true,
			},
			prices: { price: '2200' },
			totals: { line_subtotal: '4112', line_subtotal_tax: '288' },
		} );
		expect( cart.totals.tax_lines ).toContainEqual( {
			name: 'MwSt. 7 %',
			price: '288',
			rate: '7',
		} );
		expect( cart.items_count ).toBe( 2 );
		expect(
			cart.cross_sells.map( ( product: any ) => product.id )
		).toEqual( [ 2, 5 ] );
		expect( cart.needs_shipping ).toBe( true );
	} );

	it( 'adds a T-shirt size by variation attributes', async () => {
		const shop = shopper( host.app );
		await shop.get( '/cart' );
		const cart = (
			await shop.post( '/cart/add-item', {
				id: 7,
				quantity: 1,
				variation: [ { attribute: 'pa_groesse', value: 'L' } ],
			} )
		).json();
		expect( cart.items[ 0 ] ).toMatchObject( {
			id: 22,
			variation: [ { attribute: 'Größe', value: 'L' } ],
		} );
		expect( cart.totals.tax_lines ).toContainEqual(
			expect.objectContaining( { rate: '19' } )
		);
		expectError(
			await shop.post( '/cart/add-item', { id: 7, quantity: 1 } ),
			400,
			'woocommerce_rest_missing_variation_data'
		);
	} );

	it( 'enforces quantity limits, stock and sold-individually on the server', async () => {
		const shop = shopper( host.app );
		await shop.get( '/cart' );
		expectError(
			await shop.post( '/cart/add-item', { id: 8, quantity: 3 } ),
			400,
			'woocommerce_rest_cart_invalid_quantity'
		);
		expectError(
			await shop.post( '/cart/add-item', { id: 8, quantity: 12 } ),
			400,
			'woocommerce_rest_cart_invalid_quantity'
		);
		expect(
			( await shop.post( '/cart/add-item', { id: 8, quantity: 4 } ) )
				.statusCode
		).toBe( 201 );
		expectError(
			await shop.post( '/cart/add-item', { id: 5, quantity: 4 } ),
			400,
			'woocommerce_rest_product_partially_out_of_stock'
		);
		expectError(
			await shop.post( '/cart/add-item', { id: 11 } ),
			400,
			'woocommerce_rest_product_out_of_stock'
		);
		expect(
			( await shop.post( '/cart/add-item', { id: 3, quantity: 5 } ) )
				.json()
				.items.find( ( item: any ) => item.id === 3 ).quantity
		).toBe( 1 );
		expectError(
			await shop.post( '/cart/add-item', { id: 3 } ),
			400,
			'woocommerce_rest_product_sold_individually'
		);
		const body = expectError(
			await shop.post( '/cart/add-item', { id: 424242 } ),
			400,
			'woocommerce_rest_cart_invalid_product'
		);
		expect( body.data.cart.items ).toHaveLength( 2 );
	} );

	it( 'updates and removes items by key; unknown keys give 409', async () => {
		const { shop, cart } = await withItem( 6, 1 );
		const key = cart.items[ 0 ].key;
		expect(
			(
				await shop.post( '/cart/update-item', { key, quantity: 3 } )
			).json().items[ 0 ].quantity
		).toBe( 3 );
		expectError(
			await shop.post( '/cart/update-item', {
				key: 'nope',
				quantity: 1,
			} ),
			409,
			'woocommerce_rest_cart_invalid_key'
		);
		expectError(
			await shop.post( '/cart/update-item', { key, quantity: 100 } ),
			400,
			'woocommerce_rest_cart_invalid_quantity'
		);
		expectError(
			await shop.post( '/cart/remove-item', { key: 'nope' } ),
			409,
			'woocommerce_rest_cart_invalid_key'
		);
		const removed = await shop.post( '/cart/remove-item', { key } );
		expect( removed.statusCode ).toBe( 200 );
		expect( removed.json().items ).toHaveLength( 0 );
		expect( removed.headers[ 'cart-hash' ] ).toBe( '' );
	} );
} );

describe( 'coupons', () => {
	it( 'applies SOMMER10 and FIX5 and removes them', async () => {
		const { shop } = await withItem( 1, 1 );
		const percent = (
			await shop.post( '/cart/apply-coupon', { code: 'SOMMER10' } )
		).json();
		expect( percent.coupons[ 0 ] ).toMatchObject( {
			code: 'sommer10',
			discount_type: 'percent',
		} );
		expect(
			Number( percent.totals.total_discount ) +
				Number( percent.totals.total_discount_tax )
		).toBe( 220 );
		const fixed = (
			await shop.post( '/cart/apply-coupon', { code: 'fix5' } )
		).json();
		expect( fixed.coupons ).toHaveLength( 2 );
		expect(
			Number( fixed.totals.total_discount ) +
				Number( fixed.totals.total_discount_tax )
		).toBe( 720 );
		expect(
			(
				await shop.post( '/cart/remove-coupon', { code: 'FIX5' } )
			).json().coupons
		).toHaveLength( 1 );
	} );

	it( 'gives woocommerce_rest_cart_coupon_error with German messages for bad, expired, duplicate and unmet coupons', async () => {
		const { shop } = await withItem( 10, 1 );
		expect(
			expectError(
				await shop.post( '/cart/apply-coupon', { code: 'GIBTSNICHT' } ),
				400,
				'woocommerce_rest_cart_coupon_error'
			).message
		).toContain( 'existiert nicht' );
		expect(
			expectError(
				await shop.post( '/cart/apply-coupon', { code: 'WINTER2023' } ),
				400,
				'woocommerce_rest_cart_coupon_error'
			).message
		).toContain( 'abgelaufen' );
		expect(
			expectError(
				await shop.post( '/cart/apply-coupon', { code: 'LESER15' } ),
				400,
				'woocommerce_rest_cart_coupon_error'
			).message
		).toContain( 'Mindestbestellwert' );
		await shop.post( '/cart/apply-coupon', { code: 'sommer10' } );
		expect(
			expectError(
				await shop.post( '/cart/apply-coupon', { code: 'sommer10' } ),
				400,
				'woocommerce_rest_cart_coupon_error'
			).message
		).toContain( 'bereits' );
		expectError(
			await shop.post( '/cart/remove-coupon', { code: 'fix5' } ),
			404,
			'woocommerce_rest_cart_coupon_invalid_code'
		);
	} );
} );

describe( 'shipping', () => {
	it( 'offers flat rate 5,00 €, local pickup and, above 50 €, free shipping first', async () => {
		const { shop, cart } = await withItem( 1, 1 );
		const rates = cart.shipping_rates[ 0 ].shipping_rates;
		expect( cart.has_calculated_shipping ).toBe( true );
		expect( rates[ 0 ] ).toMatchObject( {
			rate_id: 'flat_rate:1',
			method_id: 'flat_rate',
			price: '420',
			taxes: '80',
			selected: true,
		} );
		const pickup = rates.find(
			( rate: any ) => rate.rate_id === 'pickup_location:0'
		);
		expect( pickup ).toMatchObject( {
			method_id: 'pickup_location',
			name: 'Abholung vor Ort (Redaktion Berlin)',
		} );
		expect( pickup.meta_data.map( ( meta: any ) => meta.key ) ).toEqual( [
			'pickup_location',
			'pickup_address',
			'pickup_details',
		] );
		const big = (
			await shop.post( '/cart/update-item', {
				key: cart.items[ 0 ].key,
				quantity: 3,
			} )
		).json();
		expect( big.shipping_rates[ 0 ].shipping_rates[ 0 ] ).toMatchObject( {
			rate_id: 'free_shipping:2',
			selected: true,
		} );
	} );

	it( 'selects a rate, refuses unknown rates and packages', async () => {
		const { shop } = await withItem( 1, 1 );
		const picked = (
			await shop.post( '/cart/select-shipping-rate', {
				package_id: 0,
				rate_id: 'pickup_location:1',
			} )
		).json();
		expect(
			picked.shipping_rates[ 0 ].shipping_rates.find(
				( rate: any ) => rate.selected
			).rate_id
		).toBe( 'pickup_location:1' );
		expect( picked.payment_methods ).not.toContain( 'cod' );
		expect(
			(
				await shop.post( '/cart/select-shipping-rate', {
					package_id: null,
					rate_id: 'flat_rate:1',
				} )
			).json().payment_methods
		).toContain( 'cod' );
		expectError(
			await shop.post( '/cart/select-shipping-rate', {
				package_id: 0,
				rate_id: 'flat_rate:99',
			} ),
			400,
			'woocommerce_rest_cart_invalid_rate'
		);
		expectError(
			await shop.post( '/cart/select-shipping-rate', {
				package_id: 7,
				rate_id: 'flat_rate:1',
			} ),
			400,
			'woocommerce_rest_cart_invalid_package'
		);
	} );

	it( 'needs no shipping for the e-paper alone', async () => {
		const { shop, cart } = await withItem( 4, 1 );
		expect( cart ).toMatchObject( {
			needs_shipping: false,
			shipping_rates: [],
		} );
		expectError(
			await shop.post( '/cart/select-shipping-rate', {
				rate_id: 'flat_rate:1',
			} ),
			400,
			'woocommerce_rest_cart_shipping_not_needed'
		);
	} );

	it( 'updates the customer; AT gets its own rate; a country outside the zones is a cart error', async () => {
		const { shop } = await withItem( 1, 1 );
		const austria = (
			await shop.post( '/cart/update-customer', {
				billing_address: {
					...BILLING,
					country: 'AT',
					postcode: '1010',
				},
				shipping_address: {
					...ADDRESS,
					country: 'AT',
					postcode: '1010',
				},
			} )
		).json();
		expect( austria.billing_address ).toMatchObject( {
			country: 'AT',
			email: 'erika@example.com',
		} );
		expect( austria.shipping_rates[ 0 ].shipping_rates[ 0 ].rate_id ).toBe(
			'flat_rate:3'
		);
		const france = (
			await shop.post( '/cart/update-customer', {
				shipping_address: {
					...ADDRESS,
					country: 'FR',
					postcode: '75001',
				},
			} )
		).json();
		expect( france.errors ).toContainEqual(
			expect.objectContaining( {
				code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
			} )
		);
		expect( france.shipping_rates[ 0 ].shipping_rates ).toEqual( [] );
		const bad = expectError(
			await shop.post( '/cart/update-customer', {
				shipping_address: { country: 'DE', postcode: '123' },
			} ),
			400,
			'rest_invalid_param'
		);
		expect( bad.data.params ).toHaveProperty( 'shipping_address' );
		expectError(
			await shop.post( '/cart/update-customer', {
				billing_address: { email: 'kein-at' },
			} ),
			400,
			'rest_invalid_param'
		);
	} );
} );

describe( 'extensions and batch', () => {
	it( 'runs a registered extension update (gift wrap fee) and refuses unknown namespaces', async () => {
		const { shop } = await withItem( 6, 1 );
		const cart = (
			await shop.post( '/cart/extensions', {
				namespace: 'kiosk-demo',
				data: { gift_wrap: true },
			} )
		).json();
		expect( cart.fees[ 0 ] ).toMatchObject( {
			key: 'geschenkverpackung',
			name: 'Geschenkverpackung',
			totals: { total: '210', total_tax: '40' },
		} );
		expectError(
			await shop.post( '/cart/extensions', {
				namespace: 'unbekannt',
				data: {},
			} ),
			400,
			'woocommerce_rest_cart_extensions_error'
		);
	} );

	it( 'runs up to 25 sub-requests with their own status, headers and body; more is 400', async () => {
		const shop = shopper( host.app );
		await shop.get( '/cart' );
		const nonce = shop.nonce;
		const response = await shop.post( '/batch', {
			requests: [
				{
					path: '/wc/store/v1/cart/add-item',
					method: 'POST',
					body: { id: 1, quantity: 1 },
					headers: { Nonce: nonce },
				},
				{
					path: '/wc/store/v1/cart/add-item',
					method: 'POST',
					body: { id: 999 },
					headers: { Nonce: nonce },
				},
				{ path: '/wc/store/v1/cart', method: 'GET' },
			],
		} );
		expect( response.statusCode ).toBe( 207 );
		const { responses } = response.json();
		expect( responses.map( ( entry: any ) => entry.status ) ).toEqual( [
			201, 400, 200,
		] );
		expect( responses[ 0 ].headers ).toHaveProperty( 'Nonce' );
		expect( responses[ 2 ].body.items ).toHaveLength( 1 );
		const many = Array.from( { length: 26 }, () => ( {
			path: '/wc/store/v1/cart',
			method: 'GET',
		} ) );
		expectError(
			await shop.post( '/batch', { requests: many } ),
			400,
			'rest_invalid_param'
		);
	} );
} );

describe( 'validation', () => {
	it( 'answers malformed JSON, wrong types, unknown keys and missing params with 4xx and leaves the cart alone', async () => {
		const { shop } = await withItem( 1, 1 );
		const before = ( await shop.get( '/cart' ) ).body;
		expectError(
			await shop.post( '/cart/add-item', '{"id":' ),
			400,
			'rest_invalid_json'
		);
		expectError(
			await shop.post( '/cart/add-item', { id: '1' } ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await shop.post( '/cart/add-item', { id: 1, quantity: -1 } ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await shop.post( '/cart/add-item', { id: 1, quantity: 1e9 } ),
			400,
			'rest_invalid_param'
		);
		const unknown = expectError(
			await shop.post( '/cart/add-item', { id: 1, hacker: true } ),
			400,
			'rest_invalid_param'
		);
		expect( unknown.data.params ).toHaveProperty( 'hacker' );
		expect(
			expectError(
				await shop.post( '/cart/add-item', {} ),
				400,
				'rest_missing_callback_param'
			).data.params
		).toEqual( [ 'id' ] );
		expect( ( await shop.get( '/cart' ) ).body ).toBe( before );
	} );
} );
