/**
 * What the processCheckout tests share: a real registry of Kiosk's stores
 * with a cart that needs shipping and payment, an address, the notes, and a
 * payment method; the checkout's and the payment's statuses as they change;
 * and a run of the thunk with its event bus and navigation.
 */
import { createRegistry } from '@wordpress/data';
import type { Cart } from '../../cart/types';
import { fakeThunkArgs } from '../../test/fake-thunk-args';
import { cartStore } from '../../cart';
import { noticesStore } from '../../notices';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { checkoutStore } from '../index';
import { processCheckout } from '../process/process-checkout';
import { createEventBus } from '../../../shared/checkout/emitter';

/** The shopper's address, billing and shipping. */
export const address = {
	first_name: 'Max',
	last_name: 'Muster',
	address_1: 'Hauptstr. 1',
	postcode: '10115',
	city: 'Berlin',
	country: 'DE',
	email: 'gast@example.com',
};

/** One package's flat rate, selected or not (only the fields the checkout reads). */
export const rates = ( selected: boolean ): Cart[ 'shippingRates' ] =>
	[
		{
			package_id: 0,
			shipping_rates: [
				{ rate_id: 'flat_rate:1', method_id: 'flat_rate', selected },
			],
		},
	] as unknown as Cart[ 'shippingRates' ];

/** The registry and what the tests read of it. */
export function setUp( cart: Record< string, unknown > = {} ) {
	const registry = createRegistry();
	[
		cartStore,
		checkoutStore,
		paymentStore,
		noticesStore,
		validationStore,
	].forEach( ( store ) => registry.register( store ) );
	const cartActions = registry.dispatch( cartStore );
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
		processCheckout( { bus, navigate } )(
			fakeThunkArgs( {
				dispatch: registry.dispatch( checkoutStore ),
				select: registry.select( checkoutStore ),
				registry,
			} )
		);
	const notices = ( context: string ) =>
		registry
			.select( noticesStore )
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
