/**
 * An express method's payment setup observers answer only in its own flow:
 * a wallet that authorised once adds nothing to a later regular order.
 */
import { createEventBus, EVENTS } from '../../../../shared/checkout/emitter';
import { expressEventRegistration } from '../express-registration';

const walletData = {
	type: 'success',
	meta: { paymentMethodData: { kiosk_express_demo_authorised: '1' } },
};

describe( 'expressEventRegistration', () => {
	it( 'passes the payment setup without the wallet data while its flow is not running', async () => {
		const bus = createEventBus();
		let active = false;
		const registration = expressEventRegistration( bus, () => active );
		const observer = jest.fn( () => walletData );
		registration.onPaymentSetup( observer );
		expect( await bus.emitWithAbort( EVENTS.PAYMENT_SETUP ) ).toEqual( [
			true,
		] );
		expect( observer ).not.toHaveBeenCalled();
		active = true;
		expect( await bus.emitWithAbort( EVENTS.PAYMENT_SETUP ) ).toEqual( [
			walletData,
		] );
	} );

	it( 'scopes the older name onPaymentProcessing too and leaves other events alone', async () => {
		const bus = createEventBus();
		const registration = expressEventRegistration( bus, () => false );
		registration.onPaymentProcessing( () => walletData );
		registration.onCheckoutValidation( () => 'validated' );
		expect( await bus.emit( EVENTS.PAYMENT_SETUP ) ).toEqual( [ true ] );
		expect( await bus.emit( EVENTS.CHECKOUT_VALIDATION ) ).toEqual( [
			'validated',
		] );
	} );
} );
