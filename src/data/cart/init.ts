/**
 * Starts the cart's browser listeners once per page.
 */
import { dispatch } from '@wordpress/data';
import { STORE_KEY } from './constants';
import { attachCartListeners } from './listeners';

let teardown: ( () => void ) | null = null;

/**
 * Attaches added_to_cart, removed_from_cart and pageshow listeners that
 * refresh the cart. Called by the entries that show the cart; idempotent.
 * Returns the teardown.
 */
export function initCart(): () => void {
	if ( ! teardown ) {
		const detach = attachCartListeners( () =>
			(
				dispatch( STORE_KEY ) as unknown as {
					refreshCartData: () => Promise< void >;
				}
			 ).refreshCartData()
		);
		teardown = () => {
			detach();
			teardown = null;
		};
	}
	return teardown;
}
