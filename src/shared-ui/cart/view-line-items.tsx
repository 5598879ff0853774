/**
 * The line-item table of a cart view, wired to its actions: the one item
 * list the cart's line-items area and the mini cart's items area render
 * (each in its own wrapper, with the blocks saved inside the area after it).
 */
import { LineItems } from './line-items';
import type { CartView } from './cart-view';

/** The view's items with quantity and remove controls. */
export function ViewLineItems( { view }: { view: CartView } ) {
	const { state, actions, settings } = view;
	return (
		<LineItems
			items={ state.cart.items }
			pendingQuantity={ state.pendingQuantity }
			pendingDelete={ state.pendingDelete }
			includeTax={ settings.displayCartPricesIncludingTax }
			onQuantity={ ( key, q ) =>
				actions
					.changeCartItemQuantity( key, q )
					.catch( () => undefined )
			}
			onRemove={ ( key ) =>
				actions.removeItemFromCart( key ).then(
					() => true,
					() => false
				)
			}
		/>
	);
}
