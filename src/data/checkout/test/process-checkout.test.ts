/**
 * `processCheckout` called as a plain function over a real registry of
 * Kiosk's stores, transition by transition of SPEC section 4.
 */
import { createRegistry } from '@wordpress/data';
import { request } from '@kiosk/api';
import { cartStore } from '../../cart';
import { noticesStore } from '../../notices';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { checkoutStore } from '../index';
import { processCheckout } from '../process/process-checkout';
import {
	createEventBus,
	EVENTS,
	noticeContexts,
} from '../../../shared/checkout/emitter';

jest.mock( '@kiosk/api', () => ( {
	request: jest.fn(),
	getApi: () => ( { storeApi: { get: () => ( { userId: 0 } ) } } ),
	isApiError: ( value: { code?: unknown; message?: unknown } ) =>
		typeof value?.code === 'string' && typeof value?.message === 'string',
} ) );

const mockRequest = request as jest.MockedFunction< typeof request >;

const address = {
	first_name: 'Max',
	last_name: 'Muster',
	address_1: 'Hauptstr. 1',
	postcode: '10115',
	city: 'Berlin',
	country: 'DE',
	email: 'gast@example.com',
};

const rates = ( selected: boolean ) => [
	{
		package_id: 0,
		shipping_rates: [
			{ rate_id: 'flat_rate:1', method_id: 'flat_rate', selected },
		],
	},
];

function setUp( cart: Record< string, unknown > = {} ) {
	const registry = createRegistry();
	[
		cartStore,
		checkoutStore,
		paymentStore,
		noticesStore,
		validationStore,
	].forEach( ( store ) => registry.register( store ) );
	const cartActions = registry.dispatch( cartStore ) as any;
	cartActions.finishResolution( 'getCartData', [] );
	cartActions.setCartData( {
		...registry.select( cartStore ).getCartData(),
		needsShipping: true,
		needsPayment: true,
		shippingRates: rates( true ),
		...cart,
	} );
	registry.dispatch( checkoutStore ).initAddresses( address, address );
	registry
		.dispatch( checkoutStore )
		.__internalSetOrderNotes( 'Bitte klingeln' );
	registry
		.dispatch( paymentStore )
		.__internalSetActivePaymentMethod( 'cheque' );
	const checkout = () => registry.select( checkoutStore );
	const payment = () => registry.select( paymentStore );
	const statuses = [ checkout().getCheckoutStatus() as string ];
	const paymentStatuses = [ payment().getPaymentStatus() as string ];
	registry.subscribe( () => {
		const status = checkout().getCheckoutStatus();
		if ( statuses[ statuses.length - 1 ] !== status ) {
			statuses.push( status );
		}
		const paymentStatus = payment().getPaymentStatus();
		if ( paymentStatuses[ paymentStatuses.length - 1 ] !== paymentStatus ) {
			paymentStatuses.push( paymentStatus );
		}
	} );
	const bus = createEventBus();
	const navigate = jest.fn();
	const run = () =>
		processCheckout( { bus, navigate } )( {
			dispatch: registry.dispatch( checkoutStore ),
			select: registry.select( checkoutStore ),
			registry,
		} );
	const notices = ( context: string ) =>
		( registry.select( noticesStore ) as any )
			.getNotices( context )
			.map( ( n: { content: string } ) => n.content );
	return {
		registry,
		bus,
		navigate,
		run,
		statuses,
		paymentStatuses,
		checkout,
		payment,
		notices,
	};
}

beforeEach( () => {
	mockRequest.mockReset();
	window.localStorage.clear();
} );

describe( 'processCheckout', () => {
	it( 'goes idle → before-processing → processing → after-processing → complete and redirects', async () => {
		const t = setUp();
		let duringValidation = '';
		t.bus.subscribe( EVENTS.CHECKOUT_VALIDATION, () => {
			duringValidation = t.checkout().getCheckoutStatus();
			return true;
		} );
		let paymentWhilePosting = '';
		mockRequest.mockImplementationOnce( async () => {
			paymentWhilePosting = t.payment().getPaymentStatus();
			return {
				order_id: 7,
				payment_result: {
					payment_status: 'success',
					payment_details: [],
					redirect_url: '/kasse/bestellung-erhalten/7/',
				},
			};
		} );
		expect( await t.run() ).toBe( true );
		expect( duringValidation ).toBe( 'before-processing' );
		// The payment status followed the checkout into processing.
		expect( paymentWhilePosting ).toBe( 'processing' );
		expect( t.statuses ).toEqual( [
			'idle',
			'before-processing',
			'processing',
			'after-processing',
			'complete',
		] );
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/checkout',
				method: 'POST',
				cache: 'no-store',
				data: expect.objectContaining( {
					customer_note: 'Bitte klingeln',
					payment_method: 'cheque',
					billing_address: expect.objectContaining( {
						email: 'gast@example.com',
						city: 'Berlin',
					} ),
				} ),
			} )
		);
		expect( t.checkout().getOrderId() ).toBe( 7 );
		expect( t.navigate ).toHaveBeenCalledWith(
			'/kasse/bestellung-erhalten/7/'
		);
	} );

	it( 'ignores a second submit while the first runs (double click)', async () => {
		const t = setUp();
		mockRequest.mockResolvedValue( { order_id: 7, payment_result: null } );
		const [ first, second ] = await Promise.all( [ t.run(), t.run() ] );
		expect( [ first, second ] ).toEqual( [ true, false ] );
		expect( mockRequest ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'with field errors shows them, sets the error flag, returns to idle and posts nothing', async () => {
		const t = setUp();
		t.registry.dispatch( validationStore ).setValidationErrors( {
			email: { message: 'Bitte E-Mail angeben' },
		} );
		expect( await t.run() ).toBe( false );
		expect( t.statuses ).toEqual( [ 'idle', 'before-processing', 'idle' ] );
		expect( t.checkout().hasError() ).toBe( true );
		expect(
			t.registry.select( validationStore ).getValidationError( 'email' )
		).toMatchObject( { hidden: false } );
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

	it( 'a failing validation observer shows its message and stops before payment setup', async () => {
		const t = setUp();
		const setup = jest.fn();
		t.bus.subscribe( EVENTS.CHECKOUT_VALIDATION, () => ( {
			type: 'error',
			message: 'Bitte Geburtsdatum angeben.',
		} ) );
		t.bus.subscribe( EVENTS.PAYMENT_SETUP, setup );
		expect( await t.run() ).toBe( false );
		expect( t.notices( noticeContexts.CHECKOUT ) ).toEqual( [
			'Bitte Geburtsdatum angeben.',
		] );
		expect( setup ).not.toHaveBeenCalled();
		expect( t.checkout().hasError() ).toBe( true );
	} );

	it( 'without a selected shipping rate says the order requires a shipping option', async () => {
		const t = setUp( { shippingRates: rates( false ) } );
		expect( await t.run() ).toBe( false );
		expect( t.notices( noticeContexts.CHECKOUT ) ).toEqual( [
			'Sorry, this order requires a shipping option.',
		] );
		expect( t.payment().getPaymentStatus() ).toBe( 'idle' );
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

	it( 'without an active payment method marks payment in error with the payment notice', async () => {
		const t = setUp();
		t.registry
			.dispatch( paymentStore )
			.__internalSetActivePaymentMethod( '' );
		expect( await t.run() ).toBe( false );
		// Error, then idle again as checkout returns to idle (SPEC section 4).
		expect( t.paymentStatuses ).toEqual( [ 'idle', 'error', 'idle' ] );
		expect( t.notices( noticeContexts.PAYMENTS ) ).toEqual( [
			'There was a problem with your payment option.',
		] );
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

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
		const body = mockRequest.mock.calls[ 0 ][ 0 ].data as any;
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
		} as any );
		mockRequest.mockResolvedValueOnce( {
			order_id: 7,
			payment_result: null,
		} );
		expect( await t.run() ).toBe( true );
		expect( mockRequest ).toHaveBeenCalledTimes( 2 );
		expect( t.checkout().hasError() ).toBe( false );
	} );

	it( 'an order that got no answer says the connection was lost and the details are kept', async () => {
		const t = setUp();
		mockRequest.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		expect( await t.run() ).toBe( false );
		expect( t.notices( noticeContexts.CHECKOUT )[ 0 ] ).toMatch(
			/connection to the shop was lost.*details are kept/
		);
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
