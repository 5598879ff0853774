/**
 * The filled cart: items beside totals.
 */
import { __ } from '@wordpress/i18n';
import { CartItems } from '../cart-items/cart-items';
import { CartTotals } from '../cart-totals/cart-totals';
import type { CartView } from '../../cart-view';
import { RegisteredBlocks } from '../../../../shared/registered-blocks';

export function FilledCart( { view }: { view: CartView } ) {
	return (
		<div className="kiosk-filled-cart">
			<h2 className="screen-reader-text">{ __( 'Cart', 'kiosk' ) }</h2>
			<CartItems view={ view } />
			<CartTotals view={ view } />
			<RegisteredBlocks area="kiosk/filled-cart-block" />
		</div>
	);
}
