/**
 * Selectors of `kiosk/validation`.
 */
import type { FieldValidationError, ValidationState } from './default-state';

/** One field's error, or undefined. */
export function getValidationError(
	state: ValidationState,
	id: string
): FieldValidationError | undefined {
	return state.validationErrors[ id ];
}

/** The id of the element that describes a field's error (`aria-describedby`). */
export function getValidationErrorId(
	state: ValidationState,
	id: string
): string {
	return state.validationErrors[ id ] && ! state.validationErrors[ id ].hidden
		? `validate-error-${ id }`
		: '';
}

/** Whether any field has an error. */
export function hasValidationErrors( state: ValidationState ): boolean {
	return Object.keys( state.validationErrors ).length > 0;
}

/** All errors by id. */
export function getValidationErrors(
	state: ValidationState
): Record< string, FieldValidationError > {
	return state.validationErrors;
}
