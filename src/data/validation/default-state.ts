/**
 * The validation store's state: errors by field id.
 */

/** One field's error. `hidden` until blur or an explicit show. */
export interface FieldValidationError {
	message: string;
	hidden: boolean;
}

export interface ValidationState {
	validationErrors: Record< string, FieldValidationError >;
}

export const DEFAULT_STATE: ValidationState = {
	validationErrors: {},
};
