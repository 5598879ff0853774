/**
 * Reducer of `kiosk/validation`.
 */
import { DEFAULT_STATE, type ValidationState } from './default-state';
import type { ValidationAction } from './actions';

/** Errors by field id; unchanged state is returned as the same object. */
export function reducer(
	state: ValidationState = DEFAULT_STATE,
	action: ValidationAction
): ValidationState {
	switch ( action.type ) {
		case 'SET_VALIDATION_ERRORS': {
			const changed = Object.entries( action.errors ).some(
				( [ id, error ] ) => {
					const current = state.validationErrors[ id ];
					return (
						! current ||
						current.message !== error.message ||
						current.hidden !== error.hidden
					);
				}
			);
			return changed
				? {
						validationErrors: {
							...state.validationErrors,
							...action.errors,
						},
					}
				: state;
		}
		case 'CLEAR_VALIDATION_ERRORS': {
			if ( ! action.ids ) {
				return Object.keys( state.validationErrors ).length
					? { validationErrors: {} }
					: state;
			}
			const ids = action.ids.filter(
				( id ) => id in state.validationErrors
			);
			if ( ! ids.length ) {
				return state;
			}
			const next = { ...state.validationErrors };
			ids.forEach( ( id ) => delete next[ id ] );
			return { validationErrors: next };
		}
		case 'SET_HIDDEN': {
			const ids = action.ids || Object.keys( state.validationErrors );
			let changed = false;
			const next = { ...state.validationErrors };
			ids.forEach( ( id ) => {
				const error = next[ id ];
				if ( error && error.hidden !== action.hidden ) {
					next[ id ] = { ...error, hidden: action.hidden };
					changed = true;
				}
			} );
			return changed ? { validationErrors: next } : state;
		}
	}
	return state;
}
