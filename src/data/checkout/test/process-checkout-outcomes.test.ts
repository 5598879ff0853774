/**
 * `processCheckout` called as a plain function over a real registry of
 * Kiosk's stores (SPEC section 4): payment setup, an order without payment,
 * the server's answers (refused, none, not JSON) and the success observers.
 */
import type { CheckoutRequest } from '../../../types/store-api';
import { request } from '@kiosk/api';
import { cartStore } from '../../cart';
import { paymentStore } from '../../payment';
import { checkoutStore } from '../index';
import { EVENTS, noticeContexts } from '../../../shared/checkout/emitter';
import { rates, setUp } from './process-setup';

jest.mock( '@kiosk/api', () => jest.requireActual( './api-mock' ).mockedApi() );

const mockRequest = request as jest.MockedFunction< typeof request >;

beforeEach( () => {
	mockRequest.mockReset();
	window.localStorage.clear();
} );

describe( 'processCheckout: payment, the answer and after', () => {
	it( "payment setup merges the method's payment data into the order; a failed setup stops with the method's message", async () => {
		const t = setUp();
		const unsubscribe = t.bus.subscribe( EVENTS.PAYMENT_SETUP, () => ( {
			type: 'success',
			meta: { paymentMethodData: { iban: 'DE89370400440532013000' } },
		} ) );
		mockRequest.mockResolvedValueOnce( {
			order_id: 8,
			payment_result: null,
		} );
		expect( await t.run() ).toBe( true );
		const body = mockRequest.mock.calls[ 0 ][ 0 ].data as CheckoutRequest;
		expect( body.payment_data ).toEqual(
			expect.arrayContaining( [
				{ key: 'iban', value: 'DE89370400440532013000' },
				{ key: 'wc-cheque-new-payment-method', value: false },
			] )
		);

		const u = setUp();
		unsubscribe();
		u.bus.subscribe( EVENTS.PAYMENT_SETUP, () => ( {
			type: 'failure',
			message: 'Karte abgelehnt.',
		} ) );
		expect( await u.run() ).toBe( false );
		expect( u.paymentStatuses ).toEqual( [
			'idle',
			'processing',
			'error',
			'idle',
		] );
		expect( u.notices( noticeContexts.PAYMENTS ) ).toEqual( [
			'Karte abgelehnt.',
		] );
		expect( u.statuses ).toEqual( [ 'idle', 'before-processing', 'idle' ] );
	} );

	it( 'a cart that needs no payment is posted without a payment method', async () => {
		const t = setUp( { needsPayment: false } );
		t.registry
			.dispatch( paymentStore )
			.__internalSetActivePaymentMethod( '' );
		mockRequest.mockResolvedValueOnce( {
			order_id: 9,
			payment_result: null,
		} );
		expect( await t.run() ).toBe( true );
		expect( mockRequest.mock.calls[ 0 ][ 0 ].data ).not.toHaveProperty(
			'payment_method'
		);
	} );

	it( 'a refused order takes in the cart, shows the message, sets the error flag and payment idle; the retry goes out', async () => {
		const t = setUp();
		const failed = jest.fn();
		t.bus.subscribe( EVENTS.CHECKOUT_FAIL, failed );
		const cart = {
			items: [],
			coupons: [],
			fees: [],
			totals: {},
			shipping_rates: [],
			errors: [],
		};
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_product_out_of_stock',
			message: 'Nicht mehr vorrätig.',
			data: { status: 409, cart },
		} );
		expect( await t.run() ).toBe( false );
		expect( t.statuses ).toEqual( [
			'idle',
			'before-processing',
			'processing',
			'idle',
		] );
		expect( t.checkout().hasError() ).toBe( true );
		expect( t.payment().getPaymentStatus() ).toBe( 'idle' );
		expect( t.notices( noticeContexts.CHECKOUT ) ).toEqual( [
			'Nicht mehr vorrätig.',
		] );
		expect( failed ).toHaveBeenCalled();
		expect( t.checkout().getBillingAddress().city ).toBe( 'Berlin' );

		t.registry.dispatch( cartStore ).setCartData( {
			...t.registry.select( cartStore ).getCartData(),
			shippingRates: rates( true ),
		} );
		mockRequest.mockResolvedValueOnce( {
			order_id: 7,
			payment_result: null,
		} );
		expect( await t.run() ).toBe( true );
		expect( mockRequest ).toHaveBeenCalledTimes( 2 );
		expect( t.checkout().hasError() ).toBe( false );
	} );

	it( "an order that got no answer says 'You are probably offline.' (SPEC 8) and that the details are kept", async () => {
		const t = setUp();
		mockRequest.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		expect( await t.run() ).toBe( false );
		expect( t.notices( noticeContexts.CHECKOUT ) ).toEqual( [
			'You are probably offline. Your details are kept. Please try again in a moment. If you have already received an order confirmation by email, the order went through.',
		] );
	} );

	it( 'a non-JSON answer gives the order-updates message, worded for guests and for customers', async () => {
		const guest = setUp();
		mockRequest.mockRejectedValue( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		} );
		await guest.run();
		expect( guest.notices( noticeContexts.CHECKOUT )[ 0 ] ).toBe(
			'Something went wrong when placing the order. Check your email for order updates before retrying.'
		);
		const customer = setUp();
		customer.registry
			.dispatch( checkoutStore )
			.__internalSetCustomerId( 3 );
		await customer.run();
		expect( customer.notices( noticeContexts.CHECKOUT )[ 0 ] ).toMatch(
			/Check your account's order history/
		);
	} );

	it( 'a failing success observer sets the error flag and stays on the page', async () => {
		const t = setUp();
		t.bus.subscribe( EVENTS.CHECKOUT_SUCCESS, () => ( {
			type: 'error',
			message: '3-D-Secure fehlgeschlagen.',
		} ) );
		mockRequest.mockResolvedValueOnce( {
			order_id: 7,
			payment_result: {
				payment_status: 'success',
				payment_details: [],
				redirect_url: '/danke/',
			},
		} );
		expect( await t.run() ).toBe( false );
		expect( t.checkout().hasError() ).toBe( true );
		expect( t.checkout().getCheckoutStatus() ).toBe( 'idle' );
		expect( t.navigate ).not.toHaveBeenCalled();
		expect( t.notices( noticeContexts.CHECKOUT ) ).toEqual( [
			'3-D-Secure fehlgeschlagen.',
		] );
	} );
} );
