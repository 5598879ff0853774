/**
 * The draft order's thunks of `kiosk/checkout`: what the shopper changes
 * goes to the draft order (PUT /checkout), and comes back from it after a
 * reload (GET /checkout) when this browser's draft hint says there is one.
 */
import { request } from '@kiosk/api';
import type {
	AdditionalFieldValues,
	CheckoutResponse as StoreCheckoutResponse,
	CheckoutUpdateRequest,
} from '../../types/store-api';
import { readDraftHint, removeDraftHint, writeDraftHint } from './storage';
import type { ThunkArgs } from './thunk-args';

const PAYMENT_STORE = 'kiosk/payment';

/**
 * Pushes draft changes (order note, payment method) to the draft order
 * with PUT /checkout. WooCommerce sets the draft's note from
 * `customer_note` on every PUT (a PUT without it empties the note), so the
 * current note always goes along. Failures are not shown: the final POST
 * sends all.
 */
export const updateDraftOrder =
	( data: CheckoutUpdateRequest ) =>
	async ( { select }: Pick< ThunkArgs, 'select' > ) => {
		try {
			await request( {
				path: '/wc/store/v1/checkout?__experimental_calc_totals=false',
				method: 'PUT',
				data: { customer_note: select.getOrderNotes(), ...data },
				cache: 'no-store',
			} );
			writeDraftHint();
		} catch {
			// The draft is a convenience; the order POST carries everything.
		}
	};

/** The parts of GET /checkout (the draft order) the restore reads. */
export type DraftOrder = Pick<
	StoreCheckoutResponse,
	'order_id' | 'customer_note' | 'payment_method' | 'additional_fields'
>;

/**
 * Resolves true once `kiosk/payment` has checked which methods can pay,
 * false when `signal` aborts first (the checkout unmounted).
 */
function paymentMethodsInitialised(
	registry: NonNullable< ThunkArgs[ 'registry' ] >,
	signal?: AbortSignal
): Promise< boolean > {
	const ready = (): boolean =>
		registry.select( PAYMENT_STORE ).paymentMethodsInitialized();
	if ( ready() || ! registry.subscribe ) {
		return Promise.resolve( ready() );
	}
	const subscribe = registry.subscribe;
	return new Promise( ( resolve ) => {
		let unsubscribe = () => {};
		const done = ( value: boolean ) => {
			unsubscribe();
			signal?.removeEventListener( 'abort', onAbort );
			resolve( value );
		};
		const onAbort = () => done( false );
		unsubscribe = subscribe( () => {
			if ( ready() ) {
				done( true );
			}
		} );
		signal?.addEventListener( 'abort', onAbort );
	} );
}

/**
 * Restores what this browser pushed to the draft order (order note,
 * additional fields, payment method) after a reload, from GET /checkout.
 *
 * Only runs when the draft hint says there is a draft, so a first-time
 * visitor's checkout makes no extra request. A note or field the shopper
 * changed while the request ran is kept. The payment method is restored
 * once the methods are initialised, when it can pay and the shopper has
 * not picked one meanwhile (it replaces a default, saved tokens included).
 * A failed request changes nothing.
 */
export const restoreDraftOrder =
	( signal?: AbortSignal ) =>
	async ( { dispatch, select, registry }: ThunkArgs ) => {
		if ( ! readDraftHint() ) {
			return;
		}
		// What the shopper had before the request: a value changed meanwhile is kept.
		const before: {
			notes: string;
			fields: AdditionalFieldValues;
		} = {
			notes: select.getOrderNotes(),
			fields: select.getAdditionalFields(),
		};
		let draft: DraftOrder;
		try {
			draft = await request< DraftOrder >( {
				path: '/wc/store/v1/checkout',
				method: 'GET',
				cache: 'no-store',
				signal,
			} );
		} catch {
			return;
		}
		if ( signal?.aborted ) {
			return;
		}
		if ( ! draft.order_id ) {
			// No draft on the server (the cart was emptied or ordered elsewhere).
			removeDraftHint();
			return;
		}
		if ( ! select.getOrderId() ) {
			dispatch.__internalSetOrderId( draft.order_id );
		}
		const notes: string = select.getOrderNotes();
		if ( draft.customer_note && notes === before.notes ) {
			dispatch.__internalSetOrderNotes( draft.customer_note );
		}
		const fields: AdditionalFieldValues = select.getAdditionalFields();
		const untouched = Object.fromEntries(
			Object.entries( draft.additional_fields || {} ).filter(
				( [ key ] ) => fields[ key ] === before.fields[ key ]
			)
		);
		if ( Object.keys( untouched ).length ) {
			dispatch.setAdditionalFields( untouched );
		}
		const method = draft.payment_method;
		if (
			! method ||
			! registry ||
			! ( await paymentMethodsInitialised( registry, signal ) )
		) {
			return;
		}
		const payment = registry.select( PAYMENT_STORE );
		if (
			! payment.hasShopperChosenPaymentMethod() &&
			! payment.isExpressPaymentMethodActive() &&
			payment.getAvailablePaymentMethods()[ method ]
		) {
			registry.dispatch( PAYMENT_STORE ).selectPaymentMethod( method );
		}
	};
