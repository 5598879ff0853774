/**
 * `processCheckout` called as a plain function over a real registry of
 * Kiosk's stores, transition by transition of SPEC section 4: the happy
 * path, and what stops an order before payment setup.
 */
import { request } from '@kiosk/api';
import { cartStore } from '../../cart';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { EVENTS, noticeContexts } from '../../../shared/checkout/emitter';
import { rates, setUp } from './process-setup';

jest.mock( '@kiosk/api', () => jest.requireActual( './api-mock' ).mockedApi() );

const mockRequest = request as jest.MockedFunction< typeof request >;

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

	it( 'posts the order only after a cart update already sent has answered (WooCommerce writes its default method into the draft on each one)', async () => {
		const t = setUp();
		const calls: string[] = [];
		let answerUpdate: ( value: unknown ) => void = () => undefined;
		mockRequest.mockImplementation( ( options ) => {
			const { path } = options as { path: string };
			calls.push( path );
			if ( path.includes( '/cart/extensions' ) ) {
				return new Promise( ( resolve ) => {
					answerUpdate = resolve;
				} );
			}
			return Promise.resolve( { order_id: 7, payment_result: null } );
		} );
		// An extension's update (Germanized's checkbox), still on its way.
		const update = t.registry
			.dispatch( cartStore )
			.applyExtensionCartUpdate( {
				namespace: 'woocommerce-germanized-checkboxes',
				data: { checkboxes: [ 'privacy' ] },
			} )
			.catch( () => undefined );
		const order = t.run();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( calls.filter( ( p ) => p.includes( '/checkout' ) ) ).toEqual(
			[]
		);
		expect( t.checkout().getCheckoutStatus() ).toBe( 'processing' );
		answerUpdate( {} );
		await update;
		expect( await order ).toBe( true );
		expect( calls.map( ( p ) => p.replace( /\?.*$/, '' ) ) ).toEqual( [
			'/wc/store/v1/cart/extensions',
			'/wc/store/v1/checkout',
		] );
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
} );
