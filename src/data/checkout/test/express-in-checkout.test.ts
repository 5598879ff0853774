/**
 * An express payment paid through the checkout's own submit (SPEC section
 * 4, payment status): when the checkout cannot complete it, the express
 * flow ends as if closed or failed — the previous method and its data come
 * back, the express buttons and the regular list return — and invalid
 * fields are named in the express area.
 */
import { request } from '@kiosk/api';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { EVENTS, noticeContexts } from '../../../shared/checkout/emitter';
import { setUp } from './process-setup';

jest.mock( '@kiosk/api', () => jest.requireActual( './api-mock' ).mockedApi() );

const mockRequest = request as jest.MockedFunction< typeof request >;

beforeEach( () => {
	mockRequest.mockReset();
	window.localStorage.clear();
} );

/** A checkout with cheque chosen (with data) and the express flow started. */
function startedExpress() {
	const t = setUp();
	const payment = t.registry.dispatch( paymentStore );
	payment.__internalSetActivePaymentMethod( 'cheque', { note: 'x' } );
	payment.startExpressPayment( 'kiosk_express_demo' );
	return t;
}

describe( 'processCheckout during an express payment', () => {
	it( 'invalid fields end the express flow: cheque and its data are back, payment idle, and the express area names the fields', async () => {
		const t = startedExpress();
		t.registry.dispatch( validationStore ).setValidationErrors( {
			email: { message: 'Please enter a valid email address' },
			'billing-first_name': {
				message: 'Please enter a valid first name',
			},
			'billing-last_name': { message: 'Please enter a valid first name' },
		} );
		expect( await t.run() ).toBe( false );
		expect( t.payment().isExpressPaymentMethodActive() ).toBe( false );
		expect( t.payment().getPaymentStatus() ).toBe( 'idle' );
		expect( t.payment().getActivePaymentMethod() ).toBe( 'cheque' );
		expect( t.payment().getPaymentMethodData() ).toEqual( { note: 'x' } );
		expect( t.notices( noticeContexts.EXPRESS_PAYMENTS ) ).toEqual( [
			'Please enter a valid email address',
			'Please enter a valid first name',
		] );
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

	it( 'a failed payment setup ends the express flow with the previous method (not the express one)', async () => {
		const t = startedExpress();
		t.bus.subscribe( EVENTS.PAYMENT_SETUP, () => ( {
			type: 'failure',
			message: 'Wallet abgelehnt.',
		} ) );
		expect( await t.run() ).toBe( false );
		expect( t.payment().isExpressPaymentMethodActive() ).toBe( false );
		expect( t.payment().getActivePaymentMethod() ).toBe( 'cheque' );
		expect( t.payment().getPaymentMethodData() ).toEqual( { note: 'x' } );
	} );

	it( 'a refused order ends the express flow with the previous method', async () => {
		const t = startedExpress();
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_checkout_process_payment_error',
			message: 'Zahlung abgelehnt.',
			data: { status: 400 },
		} );
		expect( await t.run() ).toBe( false );
		expect( t.payment().isExpressPaymentMethodActive() ).toBe( false );
		expect( t.payment().getActivePaymentMethod() ).toBe( 'cheque' );
		expect( t.payment().getPaymentStatus() ).toBe( 'idle' );
	} );
} );
