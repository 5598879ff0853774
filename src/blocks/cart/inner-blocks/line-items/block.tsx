/**
 * The cart's line items: the item table with quantity and remove controls
 * (the one item list, shared with the mini cart:
 * src/shared-ui/cart/view-line-items.tsx).
 */
import { ViewLineItems } from '../../../../shared-ui/cart/view-line-items';
import type { CartAreaProps } from '../../cart-view';

/** The item table, then the blocks saved inside the area. */
export function CartLineItems( { view, children }: CartAreaProps ) {
	return (
		<>
			<ViewLineItems view={ view } />
			{ children }
		</>
	);
}
