/** @jest-environment node */
import {
	ADDRESS,
	BILLING,
	openDb,
	expectError,
	expectStoreHeaders,
	shopper,
	startHost,
	type TestHost,
} from './helpers';
import { getOrderForReceipt } from '..';

let host: TestHost;
beforeAll( async () => {
	host = await startHost();
} );
afterAll( () => host.close() );

async function cartWith( items: Array< [ number, number ] > ) {
	const shop = shopper( host.app );
	await shop.get( '/cart' );
	for ( const [ id, quantity ] of items ) {
		expect(
			( await shop.post( '/cart/add-item', { id, quantity } ) ).statusCode
		).toBe( 201 );
	}
	return shop;
}

const payload = ( extra: Record< string, unknown > = {} ) => ( {
	billing_address: BILLING,
	shipping_address: ADDRESS,
	customer_note: 'Bitte beim Nachbarn abgeben.',
	create_account: false,
	payment_method: 'bacs',
	payment_data: [ { key: 'wc-bacs-new-payment-method', value: false } ],
	extensions: {
		'woocommerce/order-attribution': {
			source_type: 'organic',
			utm_source: 'google',
			session_pages: '3',
		},
	},
	additional_fields: {},
	...extra,
} );

async function login( username: string, password: string ) {
	const response = await host.app.inject( {
		method: 'POST',
		url: '/mein-konto/',
		payload: { action: 'login', log: username, pwd: password },
	} );
	const cookie = (
		response.cookies as Array< { name: string; value: string } >
	 ).find( ( entry ) => entry.name === 'wordpress_logged_in_kiosk' );
	// The nonce the client would fetch (independent of built scripts on a page).
	const refresh = await host.app.inject( {
		method: 'GET',
		url: '/wp-admin/admin-ajax.php?action=rest-nonce',
		headers: { cookie: `wordpress_logged_in_kiosk=${ cookie?.value }` },
	} );
	const restNonce = refresh.body.trim();
	return {
		cookie: `wordpress_logged_in_kiosk=${ cookie?.value }`,
		restNonce,
	};
}

describe( 'GET and PUT /checkout', () => {
	it( 'returns the draft order of the cart and updates notes and payment method', async () => {
		const shop = await cartWith( [ [ 1, 1 ] ] );
		const draft = await shop.get( '/checkout' );
		expectStoreHeaders( draft );
		expect( draft.json() ).toMatchObject( {
			order_id: expect.any( Number ),
			status: 'checkout-draft',
			payment_result: null,
		} );
		const put = await shop.send( 'PUT', '/checkout', {
			customer_note: 'Klingeln!',
			payment_method: 'cheque',
			additional_fields: { 'kiosk/newsletter': true },
		} );
		expect( put.json() ).toMatchObject( {
			order_id: draft.json().order_id,
			customer_note: 'Klingeln!',
			payment_method: 'cheque',
			additional_fields: { 'kiosk/newsletter': true },
		} );
		expectError(
			await shop.send( 'PUT', '/checkout', { payment_method: 'paypal' } ),
			400,
			'woocommerce_rest_checkout_payment_method_disabled'
		);
		expectError(
			await shop.send( 'PUT', '/checkout', { bogus: 1 } ),
			400,
			'rest_invalid_param'
		);
	} );
} );

describe( 'POST /checkout', () => {
	it( 'places a guest order with bank transfer, stores attribution and empties the cart', async () => {
		const shop = await cartWith( [
			[ 1, 1 ],
			[ 6, 1 ],
		] );
		const response = await shop.post( '/checkout', payload() );
		expect( response.statusCode ).toBe( 200 );
		expectStoreHeaders( response );
		const order = response.json();
		expect( order ).toMatchObject( {
			status: 'on-hold',
			customer_id: 0,
			payment_method: 'bacs',
			billing_address: BILLING,
			payment_result: {
				payment_status: 'success',
				payment_details: [],
				redirect_url: `/kasse/bestellung-erhalten/${ order.order_id }/?key=${ order.order_key }`,
			},
		} );
		const db = openDb( host );
		const stored = getOrderForReceipt(
			db,
			order.order_id,
			order.order_key
		);
		expect(
			getOrderForReceipt( db, order.order_id, 'wc_order_falsch' )
		).toBeNull();
		db.close();
		expect( stored?.data.extensions ).toMatchObject( {
			'woocommerce/order-attribution': { utm_source: 'google' },
		} );
		expect( stored?.data.items ).toHaveLength( 2 );
		expect( ( await shop.get( '/cart' ) ).json().items ).toHaveLength( 0 );
		// A repeated submit cannot create a second order.
		expectError(
			await shop.post( '/checkout', payload() ),
			400,
			'woocommerce_rest_cart_empty'
		);
	} );

	it( 'validates required fields, postcodes and email per country', async () => {
		const shop = await cartWith( [ [ 1, 1 ] ] );
		const missing = expectError(
			await shop.post(
				'/checkout',
				payload( { billing_address: { ...BILLING, city: '' } } )
			),
			400,
			'rest_invalid_param'
		);
		expect( missing.data.params.billing_address ).toContain(
			'Ort ist ein Pflichtfeld'
		);
		expectError(
			await shop.post(
				'/checkout',
				payload( { billing_address: { ...BILLING, postcode: '1234' } } )
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await shop.post(
				'/checkout',
				payload( { billing_address: { ...BILLING, email: 'erika@' } } )
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await shop.post(
				'/checkout',
				payload( {
					shipping_address: {
						...ADDRESS,
						country: 'NL',
						postcode: '1234 SA',
					},
				} )
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await shop.post(
				'/checkout',
				payload( {
					shipping_address: {
						...ADDRESS,
						country: 'NL',
						postcode: '1234 AB',
					},
				} )
			),
			400,
			'woocommerce_rest_cart_shipping_rates_invalid_country'
		);
		expectError(
			await shop.post(
				'/checkout',
				payload( {
					billing_address: {
						...BILLING,
						country: 'GB',
						postcode: 'BFPO 1234',
					},
					payment_method: 'paypal',
				} )
			),
			400,
			'woocommerce_rest_checkout_payment_method_disabled'
		);
		expectError(
			await shop.post(
				'/checkout',
				payload( { payment_method: undefined } )
			),
			400,
			'woocommerce_rest_checkout_missing_payment_method'
		);
		expect( ( await shop.get( '/cart' ) ).json().items ).toHaveLength( 1 );
	} );

	it( 'offers cod only with a shippable rate and not for the e-paper or pickup', async () => {
		const virtual = await cartWith( [ [ 4, 1 ] ] );
		expectError(
			await virtual.post(
				'/checkout',
				payload( {
					shipping_address: undefined,
					payment_method: 'cod',
				} )
			),
			400,
			'woocommerce_rest_checkout_payment_method_disabled'
		);
		const placed = await virtual.post(
			'/checkout',
			payload( { shipping_address: undefined, payment_method: 'cheque' } )
		);
		expect( placed.json() ).toMatchObject( {
			status: 'on-hold',
			payment_method: 'cheque',
		} );
		const parcel = await cartWith( [ [ 9, 1 ] ] );
		expect(
			(
				await parcel.post(
					'/checkout',
					payload( { payment_method: 'cod' } )
				)
			).json().status
		).toBe( 'processing' );
	} );

	it( 'refuses guests when guest checkout is off, unless they create an account', async () => {
		const shop = await cartWith( [ [ 10, 1 ] ] );
		const db = openDb( host );
		db.prepare(
			'INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)'
		).run(
			'kiosk_shop_options',
			JSON.stringify( { guestCheckout: false } )
		);
		try {
			expectError(
				await shop.post( '/checkout', payload() ),
				403,
				'woocommerce_rest_guest_checkout_disabled'
			);
			expectError(
				await shop.post(
					'/checkout',
					payload( {
						create_account: true,
						customer_password: 'kurz',
					} )
				),
				400,
				'registration-error-invalid-password'
			);
			expectError(
				await shop.post(
					'/checkout',
					payload( {
						create_account: true,
						customer_password: 'Sicher2026!',
						billing_address: {
							...BILLING,
							email: 'kunde@kiosk.example',
						},
					} )
				),
				400,
				'registration-error-email-exists'
			);
			const created = await shop.post(
				'/checkout',
				payload( {
					create_account: true,
					customer_password: 'Sicher2026!',
					billing_address: { ...BILLING, email: 'neu@example.com' },
				} )
			);
			expect( created.statusCode ).toBe( 200 );
			expect( created.json().customer_id ).toBeGreaterThan( 2 );
			expect( created.headers[ 'user-id' ] ).toBe(
				String( created.json().customer_id )
			);
			expect( String( created.headers[ 'set-cookie' ] ) ).toContain(
				'wordpress_logged_in_kiosk='
			);
		} finally {
			db.prepare( 'DELETE FROM options WHERE name = ?' ).run(
				'kiosk_shop_options'
			);
			db.close();
		}
	} );

	it( 'lets the demo customer pay with the saved Visa token and refuses foreign tokens', async () => {
		const { cookie, restNonce } = await login( 'kunde', 'Kunde2026!' );
		const headers = { cookie, 'x-wp-nonce': restNonce };
		const saved = await host.app.inject( {
			method: 'GET',
			url: '/wp-json/kiosk/v1/saved-payment-methods',
			headers,
		} );
		expect( saved.json().cc[ 0 ] ).toMatchObject( {
			method: {
				gateway: 'kiosk_card_demo',
				brand: 'Visa',
				last4: '4242',
			},
			expires: '12/28',
		} );
		expect(
			(
				await host.app.inject( {
					method: 'GET',
					url: '/wp-json/kiosk/v1/saved-payment-methods',
				} )
			).statusCode
		).toBe( 401 );
		const start = await host.app.inject( {
			method: 'GET',
			url: '/wp-json/wc/store/v1/cart',
			headers,
		} );
		expect( start.headers[ 'user-id' ] ).toBe( '2' );
		const nonce = String( start.headers.nonce );
		const post = ( url: string, body: unknown ) =>
			host.app.inject( {
				method: 'POST',
				url: `/wp-json/wc/store/v1${ url }`,
				headers: { ...headers, nonce },
				payload: body as object,
			} );
		expect(
			( await post( '/cart/add-item', { id: 2, quantity: 1 } ) ).json()
				.payment_methods
		).toContain( 'kiosk_card_demo' );
		const tokenId = saved.json().cc[ 0 ].tokenId;
		expectError(
			await post(
				'/checkout',
				payload( {
					payment_method: 'kiosk_card_demo',
					payment_data: [
						{ key: 'token', value: '999' },
						{ key: 'isSavedToken', value: true },
					],
				} )
			),
			400,
			'woocommerce_rest_checkout_invalid_payment_token'
		);
		const paid = await post(
			'/checkout',
			payload( {
				payment_method: 'kiosk_card_demo',
				payment_data: [
					{ key: 'token', value: String( tokenId ) },
					{ key: 'isSavedToken', value: true },
				],
			} )
		);
		expect( paid.json() ).toMatchObject( {
			status: 'processing',
			customer_id: 2,
			payment_method: 'kiosk_card_demo',
		} );
	} );

	it( 'accepts the express demo method', async () => {
		const shop = await cartWith( [ [ 6, 1 ] ] );
		expect(
			(
				await shop.post(
					'/checkout',
					payload( {
						payment_method: 'kiosk_express_demo',
						payment_data: [],
					} )
				)
			).json().status
		).toBe( 'processing' );
	} );

	it( 'refuses the order when stock ran out between cart and checkout', async () => {
		const first = await cartWith( [ [ 23, 5 ] ] );
		const second = await cartWith( [ [ 23, 2 ] ] );
		expect(
			( await first.post( '/checkout', payload() ) ).statusCode
		).toBe( 200 );
		const cart = ( await second.get( '/cart' ) ).json();
		expect( cart.errors[ 0 ].code ).toBe(
			'woocommerce_rest_product_out_of_stock'
		);
		const failed = expectError(
			await second.post( '/checkout', payload() ),
			409,
			'woocommerce_rest_product_out_of_stock'
		);
		expect( failed.data.cart.items ).toHaveLength( 1 );
	} );
} );

describe( 'admin', () => {
	it( 'lists orders for administrators only', async () => {
		const guest = await host.app.inject( {
			method: 'GET',
			url: '/preview-admin/',
		} );
		expect( [ 302, 303, 403 ] ).toContain( guest.statusCode );
		const customer = await login( 'kunde', 'Kunde2026!' );
		expect(
			(
				await host.app.inject( {
					method: 'GET',
					url: '/preview-admin/',
					headers: { cookie: customer.cookie },
				} )
			).statusCode
		).toBe( 403 );
		const admin = await login( 'admin', 'Admin2026!' );
		const page = await host.app.inject( {
			method: 'GET',
			url: '/preview-admin/',
			headers: { cookie: admin.cookie },
		} );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).toContain( 'Bestellungen' );
		expect( page.body ).toContain( 'Erika' );
		expect( page.body ).toContain( 'google' );
		expect( page.body ).toContain( '/preview-admin/nachrichten/' );
	} );
} );
