/**
 * The express flow in the stores, called as plain functions over a real
 * registry: click, close, failure and the express order (SPEC section 4).
 */
import type { CheckoutRequest } from '../../../types/store-api';
import { createRegistry } from '@wordpress/data';
import { fakeThunkArgs } from '../../test/fake-thunk-args';
import { request } from '@kiosk/api';
import { cartStore } from '../../cart';
import { noticesStore } from '../../notices';
import { paymentStore } from '../../payment';
import { checkoutStore } from '../index';
import { processExpressCheckout } from '../process/express-checkout';
import { createEventBus, EVENTS } from '../../../shared/checkout/emitter';
import type { Cart } from '../../cart/types';

jest.mock( '@kiosk/api', () => ( {
	request: jest.fn(),
	isApiError: ( value: { code?: unknown; message?: unknown } ) =>
		typeof value?.code === 'string' && typeof value?.message === 'string',
} ) );

const mockRequest = request as jest.MockedFunction< typeof request >;

const wallet = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	address_1: 'Heidestraße 17',
	city: 'Köln',
	postcode: '51147',
	country: 'DE',
	email: 'erika.mustermann@example.com',
};

function setUp() {
	const registry = createRegistry();
	[ cartStore, checkoutStore, paymentStore, noticesStore ].forEach(
		( store ) => registry.register( store )
	);
	registry.dispatch( cartStore ).finishResolution( 'getCartData', [] );
	const payment = registry.dispatch( paymentStore );
	payment.__internalSetActivePaymentMethod( 'bacs' );
	const cart = {
		...registry.select( cartStore ).getCartData(),
		needsShipping: true,
		needsPayment: true,
		billingAddress: { country: 'DE', email: '' },
		shippingAddress: { country: 'DE' },
	} as unknown as Cart;
	const bus = createEventBus();
	const navigate = jest.fn();
	const run = () =>
		processExpressCheckout( { bus, cart, navigate } )(
			fakeThunkArgs( {
				dispatch: registry.dispatch( checkoutStore ),
				select: registry.select( checkoutStore ),
				registry,
			} )
		);
	return {
		registry,
		payment,
		bus,
		navigate,
		run,
		paying: () => registry.select( paymentStore ),
		checkout: () => registry.select( checkoutStore ),
	};
}

beforeEach( () => mockRequest.mockReset() );

describe( 'express payment in the stores', () => {
	it( 'a click starts the express method; closing restores the previous method', () => {
		const t = setUp();
		t.payment.startExpressPayment( 'kiosk_express_demo' );
		expect( t.paying().getPaymentStatus() ).toBe( 'started' );
		expect( t.paying().getActivePaymentMethod() ).toBe(
			'kiosk_express_demo'
		);
		t.payment.closeExpressPayment();
		expect( t.paying().getPaymentStatus() ).toBe( 'idle' );
		expect( t.paying().getActivePaymentMethod() ).toBe( 'bacs' );
	} );

	it( 'an express error keeps the message, shows it as an express notice and restores the method; the next click clears it', () => {
		const t = setUp();
		t.payment.startExpressPayment( 'kiosk_express_demo' );
		t.payment.failExpressPayment( 'Die Express-Zahlung wurde abgelehnt.' );
		expect( t.paying().getExpressPaymentError() ).toBe(
			'Die Express-Zahlung wurde abgelehnt.'
		);
		expect( t.paying().getActivePaymentMethod() ).toBe( 'bacs' );
		const notices = () =>
			t.registry
				.select( noticesStore )
				.getNotices( 'wc/checkout/express-payments' );
		expect( notices() ).toHaveLength( 1 );
		t.payment.startExpressPayment( 'kiosk_express_demo' );
		expect( t.paying().getExpressPaymentError() ).toBe( '' );
		expect( notices() ).toHaveLength( 0 );
	} );

	it( "places the order with the wallet's addresses when the cart's are incomplete, then completes and redirects", async () => {
		const t = setUp();
		t.payment.startExpressPayment( 'kiosk_express_demo' );
		t.bus.subscribe( EVENTS.PAYMENT_SETUP, () => ( {
			type: 'success',
			meta: {
				paymentMethodData: { wallet_token: 'tok_1' },
				billingAddress: wallet,
				shippingAddress: wallet,
			},
		} ) );
		let paymentWhilePosting = '';
		mockRequest.mockImplementationOnce( async () => {
			paymentWhilePosting = t.paying().getPaymentStatus();
			return {
				order_id: 12,
				payment_result: {
					payment_status: 'success',
					payment_details: [],
					redirect_url: '/kasse/bestellung-erhalten/12/?key=k',
				},
			};
		} );
		expect( await t.run() ).toBe( true );
		const body = mockRequest.mock.calls[ 0 ][ 0 ].data as CheckoutRequest;
		expect( body.payment_method ).toBe( 'kiosk_express_demo' );
		expect( body.billing_address.email ).toBe(
			'erika.mustermann@example.com'
		);
		expect( body.shipping_address?.city ).toBe( 'Köln' );
		expect( body.payment_data ).toContainEqual( {
			key: 'wallet_token',
			value: 'tok_1',
		} );
		expect( paymentWhilePosting ).toBe( 'processing' );
		expect( t.checkout().isComplete() ).toBe( true );
		expect( t.navigate ).toHaveBeenCalledWith(
			'/kasse/bestellung-erhalten/12/?key=k'
		);
	} );

	it( 'a refused express order takes in the cart and becomes an express error with the previous method back', async () => {
		const t = setUp();
		t.payment.startExpressPayment( 'kiosk_express_demo' );
		const cart = {
			items: [],
			coupons: [],
			fees: [],
			totals: {},
			shipping_rates: [],
			errors: [],
		};
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_invalid_address',
			message: 'Adresse ungültig.',
			data: { cart },
		} );
		expect( await t.run() ).toBe( false );
		expect( t.paying().getExpressPaymentError() ).toBe(
			'Adresse ungültig.'
		);
		expect( t.paying().getActivePaymentMethod() ).toBe( 'bacs' );
		expect( t.paying().isExpressPaymentMethodActive() ).toBe( false );
		expect( t.checkout().hasError() ).toBe( true );
		expect( t.checkout().isBusy() ).toBe( false );
		expect( t.navigate ).not.toHaveBeenCalled();
	} );
} );
