/**
 * The mini cart's items: the item table with quantity and remove controls
 * (the one item list, shared with the cart:
 * src/shared-ui/cart/view-line-items.tsx), then the blocks saved inside the
 * area.
 */
import { ViewLineItems } from '../../../../shared-ui/cart/view-line-items';
import type { MiniCartAreaProps } from '../../mini-cart-view';

export function MiniCartItems( { view, children }: MiniCartAreaProps ) {
	return (
		<div className="kiosk-mini-cart__items kiosk-cart is-mobile">
			<ViewLineItems view={ view } />
			{ children }
		</div>
	);
}
