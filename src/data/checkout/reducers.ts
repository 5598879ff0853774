/**
 * Reducer of `kiosk/checkout`: the status transitions of SPEC section 4.
 */
import { DEFAULT_STATE, type CheckoutState } from './default-state';
import type { CheckoutAction } from './action-types';

const BUSY = [ 'before-processing', 'processing', 'after-processing' ];

/** The checkout reducer. */
export function reducer(
	state: CheckoutState = DEFAULT_STATE,
	action: CheckoutAction
): CheckoutState {
	switch ( action.type ) {
		case 'SET_STATUS':
			return state.status === action.status
				? state
				: { ...state, status: action.status };
		case 'SET_BEFORE_PROCESSING':
			return { ...state, status: 'before-processing', hasError: false };
		case 'SET_COMPLETE':
			return {
				...state,
				status: 'complete',
				redirectUrl: action.redirectUrl || state.redirectUrl,
				customerDataIsDirty: false,
			};
		case 'SET_HAS_ERROR': {
			if ( ! action.hasError ) {
				return state.hasError ? { ...state, hasError: false } : state;
			}
			// Back to a non-processing status so the shopper can retry.
			const status = BUSY.includes( state.status )
				? 'idle'
				: state.status;
			return { ...state, hasError: true, status };
		}
		case 'INCREMENT_CALCULATING':
			return {
				...state,
				calculatingCount: state.calculatingCount + 1,
				status: state.status === 'idle' ? 'calculating' : state.status,
			};
		case 'DECREMENT_CALCULATING': {
			const calculatingCount = Math.max( 0, state.calculatingCount - 1 );
			return {
				...state,
				calculatingCount,
				status:
					calculatingCount === 0 && state.status === 'calculating'
						? 'idle'
						: state.status,
			};
		}
		case 'SET_FIELDS': {
			const fields = action.fields as Partial< CheckoutState >;
			const changed = (
				Object.keys( fields ) as Array< keyof CheckoutState >
			 ).some( ( key ) => state[ key ] !== fields[ key ] );
			return changed ? { ...state, ...fields } : state;
		}
		case 'SET_ADDITIONAL_FIELDS':
			return {
				...state,
				additionalFields: {
					...state.additionalFields,
					...action.additionalFields,
				},
			};
		case 'SET_EXTENSION_DATA':
			return {
				...state,
				extensionData: {
					...state.extensionData,
					[ action.namespace ]: action.replace
						? action.data
						: {
								...state.extensionData[ action.namespace ],
								...action.data,
							},
				},
			};
	}
	return state;
}
