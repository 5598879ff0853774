/**
 * Thunks of `kiosk/validation`.
 */
import type { ValidationState } from './default-state';

interface ThunkArgs {
	select: {
		hasValidationErrors: () => boolean;
		getValidationErrors: () => ValidationState[ 'validationErrors' ];
	};
	dispatch: { showAllValidationErrors: () => void };
}

/**
 * Shows every error and reports whether there were any, so a submit can
 * stop and the shopper sees why.
 */
export const revealValidationErrors =
	() =>
	( { select, dispatch }: ThunkArgs ): boolean => {
		const has = select.hasValidationErrors();
		if ( has ) {
			dispatch.showAllValidationErrors();
		}
		return has;
	};
