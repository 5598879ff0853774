/**
 * Actions of `kiosk/validation`.
 */
import type { FieldValidationError } from './default-state';

/** Adds or replaces errors (a new error is hidden unless said otherwise). */
export function setValidationErrors(
	errors: Record< string, { message: string; hidden?: boolean } >
) {
	const normalised: Record< string, FieldValidationError > = {};
	Object.entries( errors ).forEach( ( [ id, error ] ) => {
		normalised[ id ] = {
			message: error.message,
			hidden: error.hidden ?? true,
		};
	} );
	return { type: 'SET_VALIDATION_ERRORS' as const, errors: normalised };
}

/** Removes one field's error. */
export function clearValidationError( id: string ) {
	return { type: 'CLEAR_VALIDATION_ERRORS' as const, ids: [ id ] };
}

/** Removes the errors of some fields, or all when no ids are given. */
export function clearValidationErrors( ids?: string[] ) {
	return { type: 'CLEAR_VALIDATION_ERRORS' as const, ids };
}

/** Hides one field's error. */
export function hideValidationError( id: string ) {
	return {
		type: 'SET_HIDDEN' as const,
		ids: [ id ] as string[] | undefined,
		hidden: true,
	};
}

/** Shows one field's error. */
export function showValidationError( id: string ) {
	return { type: 'SET_HIDDEN' as const, ids: [ id ], hidden: false };
}

/** Shows every error (e.g. on submit). */
export function showAllValidationErrors() {
	return { type: 'SET_HIDDEN' as const, ids: undefined, hidden: false };
}

export type ValidationAction = ReturnType<
	| typeof setValidationErrors
	| typeof clearValidationErrors
	| typeof hideValidationError
>;
