/**
 * SPEC section 4: the payment status follows the checkout status inside
 * the stores, whichever code changes the checkout status.
 */
import { createRegistry } from '@wordpress/data';
import { paymentStore } from '../../payment';
import { checkoutStore } from '../index';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

function setUp() {
	const registry = createRegistry();
	registry.register( checkoutStore );
	registry.register( paymentStore );
	return {
		checkout: registry.dispatch( checkoutStore ),
		payment: registry.dispatch( paymentStore ),
		paymentStatus: () =>
			registry.select( paymentStore ).getPaymentStatus() as string,
	};
}

describe( 'payment status follows checkout status', () => {
	it( 'goes to processing when checkout processes without error and not calculating', () => {
		const t = setUp();
		t.checkout.__internalSetBeforeProcessing();
		t.payment.__internalSetPaymentReady();
		t.checkout.__internalSetProcessing();
		expect( t.paymentStatus() ).toBe( 'processing' );
	} );

	it( 'stays while checkout processes but is calculating', () => {
		const t = setUp();
		t.checkout.__internalIncrementCalculating();
		t.payment.__internalSetPaymentReady();
		t.checkout.__internalSetProcessing();
		expect( t.paymentStatus() ).toBe( 'ready' );
	} );

	it( 'returns to idle when checkout has an error and payment is ready', () => {
		const t = setUp();
		t.checkout.__internalSetBeforeProcessing();
		t.payment.__internalSetPaymentReady();
		t.checkout.__internalSetHasError( true );
		expect( t.paymentStatus() ).toBe( 'idle' );
	} );

	it( 'returns to idle when checkout is idle and payment is not ready (an error)', () => {
		const t = setUp();
		t.checkout.__internalSetBeforeProcessing();
		t.payment.__internalSetPaymentError();
		t.checkout.__internalSetIdle();
		expect( t.paymentStatus() ).toBe( 'idle' );
	} );

	it( 'keeps a started express payment when checkout goes idle', () => {
		const t = setUp();
		t.payment.__internalStartExpressPayment( 'wallet' );
		t.checkout.__internalSetIdle();
		expect( t.paymentStatus() ).toBe( 'started' );
	} );
} );
