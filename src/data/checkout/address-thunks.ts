/**
 * Thunks of `kiosk/checkout` for the addresses being edited.
 */
import { initialAddresses } from './addresses';
import type { ThunkArgs } from './thunk-args';

/**
 * Seeds the addresses from the cart's customer addresses, once: later cart
 * answers never overwrite what the shopper typed.
 */
export const initAddresses =
	( billing: unknown, shipping: unknown ) =>
	( { dispatch, select }: Pick< ThunkArgs, 'dispatch' | 'select' > ) => {
		if ( select.hasAddresses() ) {
			return;
		}
		const addresses = initialAddresses( billing, shipping );
		dispatch.__internalInitAddresses(
			addresses.billing,
			addresses.shipping
		);
	};
