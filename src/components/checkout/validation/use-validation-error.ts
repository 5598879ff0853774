/**
 * A field's entry in the `kiosk/validation` store, with the actions that
 * change it: the one typed way for form fields to read and report errors.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { VALIDATION_STORE_KEY } from '@kiosk/data';

/** A field's validation error. */
export interface FieldError {
	message: string;
	hidden: boolean;
}

interface ValidationSelectors {
	getValidationError: ( id: string ) => FieldError | undefined;
}

/** The validation store's actions a field uses. */
export interface ValidationActions {
	setValidationErrors: (
		errors: Record< string, { message: string; hidden?: boolean } >
	) => void;
	clearValidationError: ( id: string ) => void;
	showValidationError: ( id: string ) => void;
}

/** The current error of field `id` and the actions to set, show and clear it. */
export function useValidationError(
	id: string
): { error: FieldError | undefined } & ValidationActions {
	const error = useSelect(
		( select ) =>
			(
				select( VALIDATION_STORE_KEY ) as ValidationSelectors
			 ).getValidationError( id ),
		[ id ]
	);
	const actions = useDispatch(
		VALIDATION_STORE_KEY
	) as unknown as ValidationActions;
	return { error, ...actions };
}
