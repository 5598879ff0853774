/**
 * Thunks of `kiosk/validation`.
 */
import type { ActionsOf, SelectorsOf } from '../thunk-types';
import type * as actions from './actions';
import type * as selectors from './selectors';
import type { ValidationState } from './default-state';

/** What @wordpress/data hands a validation thunk (typed from the store's modules). */
interface ThunkArgs {
	select: SelectorsOf< ValidationState, typeof selectors >;
	dispatch: ActionsOf< typeof actions >;
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
