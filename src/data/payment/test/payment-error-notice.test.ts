/**
 * Selecting a regular method clears the payment error notice (SPEC section
 * 4), whatever id the failure gave it; 'no payment methods' stays.
 */
import { createRegistry } from '@wordpress/data';
import { noticesStore } from '../../notices';
import { paymentStore } from '..';
import { PAYMENT_NOTICE_CONTEXT } from '../thunks';

describe( 'selectPaymentMethod', () => {
	it( "clears a refused payment's notice from the payments area, but not the not-dismissible 'no methods' notice", () => {
		const registry = createRegistry();
		registry.register( paymentStore );
		registry.register( noticesStore );
		const notices = registry.dispatch( noticesStore );
		notices.createErrorNotice( 'Zahlung abgelehnt (Test).', {
			id: 'checkout-Zahlung abgelehnt (Test).',
			context: PAYMENT_NOTICE_CONTEXT,
		} );
		notices.createErrorNotice( 'Keine Zahlungsarten.', {
			id: 'kiosk-no-payment-methods',
			context: PAYMENT_NOTICE_CONTEXT,
			isDismissible: false,
		} );
		registry.dispatch( paymentStore ).selectPaymentMethod( 'cheque' );
		expect(
			registry
				.select( noticesStore )
				.getNotices( PAYMENT_NOTICE_CONTEXT )
				.map( ( n: { id: string } ) => n.id )
		).toEqual( [ 'kiosk-no-payment-methods' ] );
	} );
} );
