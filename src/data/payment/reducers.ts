/**
 * Reducer of `kiosk/payment`: every transition of SPEC section 4
 * (payment status) that is a pure state change.
 */
import { DEFAULT_STATE, type PaymentState } from './default-state';
import type { PaymentAction } from './action-types';

type Methods = PaymentState[ 'availablePaymentMethods' ];

/**
 * `previous` when `next` lists the same methods in the same order: the
 * checkout checks the methods again for every cart the server sends, and
 * an unchanged answer should not render the payment step again.
 */
function sameMethods( previous: Methods, next: Methods ): Methods {
	const before = Object.keys( previous );
	const after = Object.keys( next );
	return before.length === after.length &&
		after.every(
			( name, index ) =>
				before[ index ] === name &&
				previous[ name ]?.name === next[ name ]?.name
		)
		? previous
		: next;
}

/** `state` itself when `changes` would change none of its values. */
function withChanges(
	state: PaymentState,
	changes: Partial< PaymentState >
): PaymentState {
	return ( Object.keys( changes ) as Array< keyof PaymentState > ).every(
		( key ) => state[ key ] === changes[ key ]
	)
		? state
		: { ...state, ...changes };
}

/** The payment reducer. */
export function reducer(
	state: PaymentState = DEFAULT_STATE,
	action: PaymentAction
): PaymentState {
	switch ( action.type ) {
		case 'SET_PAYMENT_STATUS':
			return {
				...state,
				status: action.status,
				paymentMethodData:
					action.paymentMethodData ?? state.paymentMethodData,
				// An express flow ends when payment goes back to idle. A
				// payment error keeps it running until the checkout ends it
				// (close or fail), which restores the previous method.
				isExpressPaymentMethodActive:
					action.status === 'started' ||
					( state.isExpressPaymentMethodActive &&
						action.status !== 'idle' ),
			};
		case 'SET_ACTIVE_PAYMENT_METHOD': {
			const token = action.paymentMethodData.isSavedToken
				? String( action.paymentMethodData.token ?? '' )
				: '';
			return {
				...state,
				activePaymentMethod: action.activePaymentMethod,
				activeSavedToken: token,
				paymentMethodData: action.paymentMethodData,
			};
		}
		case 'SET_SHOPPER_CHOSE_PAYMENT_METHOD':
			return state.shopperChosePaymentMethod === action.chosen
				? state
				: { ...state, shopperChosePaymentMethod: action.chosen };
		case 'SET_PAYMENT_METHOD_DATA':
			return { ...state, paymentMethodData: action.paymentMethodData };
		case 'SET_PAYMENT_RESULT':
			return { ...state, paymentResult: action.result };
		case 'SET_AVAILABLE_PAYMENT_METHODS': {
			const first = Object.keys( action.methods )[ 0 ] || '';
			const availablePaymentMethods = sameMethods(
				state.availablePaymentMethods,
				action.methods
			);
			// An express payment under way keeps its method: the regular
			// list (re-checked after each cart update) never holds it. The
			// method it goes back to follows the list instead.
			if ( state.isExpressPaymentMethodActive ) {
				const previous = state.previousActivePaymentMethod;
				const keepPrevious =
					action.methods[ previous ] ||
					state.previousPaymentMethodData.isSavedToken;
				return keepPrevious
					? withChanges( state, {
							availablePaymentMethods,
							previousActivePaymentMethod: previous,
						} )
					: withChanges( state, {
							availablePaymentMethods,
							previousActivePaymentMethod: first,
							previousPaymentMethodData:
								DEFAULT_STATE.previousPaymentMethodData,
						} );
			}
			// Keep the active method while it is still available; a method
			// taken in its place starts without the old one's data.
			const stillThere =
				action.methods[ state.activePaymentMethod ] ||
				state.activeSavedToken;
			return stillThere
				? withChanges( state, { availablePaymentMethods } )
				: withChanges( state, {
						availablePaymentMethods,
						activePaymentMethod: first,
						paymentMethodData: DEFAULT_STATE.paymentMethodData,
					} );
		}
		case 'SET_AVAILABLE_EXPRESS_PAYMENT_METHODS':
			return withChanges( state, {
				availableExpressPaymentMethods: sameMethods(
					state.availableExpressPaymentMethods,
					action.methods
				),
			} );
		case 'SET_PAYMENT_METHODS_INITIALIZED':
			return withChanges( state, {
				paymentMethodsInitialized: action.initialized,
			} );
		case 'SET_EXPRESS_PAYMENT_METHODS_INITIALIZED':
			return withChanges( state, {
				expressPaymentMethodsInitialized: action.initialized,
			} );
		case 'SET_SAVED_PAYMENT_METHODS':
			return { ...state, savedPaymentMethods: action.methods };
		case 'SET_SHOULD_SAVE_PAYMENT_METHOD':
			return { ...state, shouldSavePaymentMethod: action.shouldSave };
		case 'START_EXPRESS_PAYMENT':
			return {
				...state,
				previousActivePaymentMethod: state.activePaymentMethod,
				previousPaymentMethodData: state.paymentMethodData,
				activePaymentMethod: action.name,
				activeSavedToken: '',
				paymentMethodData: {},
				status: 'started',
				isExpressPaymentMethodActive: true,
				expressPaymentError: '',
			};
		case 'CLOSE_EXPRESS_PAYMENT':
			return restorePrevious( { ...state, status: 'idle' } );
		case 'FAIL_EXPRESS_PAYMENT':
			return restorePrevious( {
				...state,
				status: 'idle',
				expressPaymentError: action.message,
			} );
		case 'CLEAR_EXPRESS_PAYMENT_ERROR':
			return state.expressPaymentError
				? { ...state, expressPaymentError: '' }
				: state;
	}
	return state;
}

function restorePrevious( state: PaymentState ): PaymentState {
	if ( ! state.isExpressPaymentMethodActive ) {
		return state;
	}
	const data = state.previousPaymentMethodData;
	return {
		...state,
		activePaymentMethod: state.previousActivePaymentMethod,
		paymentMethodData: data,
		activeSavedToken: data.isSavedToken ? String( data.token ?? '' ) : '',
		isExpressPaymentMethodActive: false,
		previousActivePaymentMethod: '',
		previousPaymentMethodData: {},
	};
}
