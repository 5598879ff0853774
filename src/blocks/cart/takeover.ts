/**
 * What the shopper changed on the server's copy of the cart before this
 * script's first render committed: the recorder printed before it
 * (php/Blocks/CartMarkup/Recorder.php) steps a line's quantity field at
 * once, and a quantity may have been typed there. Each server line's field
 * is read and a changed quantity goes through the cart store, as the
 * quantity selector's own change does: shown at once, sent once after the
 * store's quiet time, the final quantity of each line. The server prints
 * the lines in the order of the cart the page carries, which the store
 * holds.
 */
import { dispatch, select } from '@wordpress/data';
import { CART_STORE_KEY } from '@kiosk/data';
import {
	normalizeQuantity,
	parseQuantity,
} from '../../components/quantity-selector';
import type { CartItem } from '../../data/cart/types';
import type { CartActions } from '../../shared-ui/cart/use-store-cart';

/**
 * Reads the server's copy inside `container` (the first render reads it
 * last, right before its commit replaces it); the function returned sends
 * the quantities changed there through the cart store.
 */
export function takeOverQuantities( container: HTMLElement ): () => void {
	const items: CartItem[] = select( CART_STORE_KEY ).getCartData().items;
	const changes: Array< [ string, number ] > = [];
	container
		.querySelectorAll( '.kiosk-cart--server .kiosk-cart-item' )
		.forEach( ( row, index ) => {
			const field = row.querySelector< HTMLInputElement >(
				'.kiosk-quantity-selector__input'
			);
			const value = field && parseQuantity( field.value );
			if ( items[ index ] && value !== null ) {
				// Within the bounds the server printed on the field; the
				// store leaves an unchanged quantity alone.
				changes.push( [
					items[ index ].key,
					normalizeQuantity( value, {
						minimum: +field!.min,
						maximum: +field!.max,
						step: +field!.step,
					} ),
				] );
			}
		} );
	return () => {
		changes.forEach( ( [ key, quantity ] ) =>
			( dispatch( CART_STORE_KEY ) as unknown as CartActions )
				.changeCartItemQuantity( key, quantity )
				.catch( () => {} )
		);
	};
}
