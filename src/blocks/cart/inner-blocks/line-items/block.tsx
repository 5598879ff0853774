/**
 * The cart's line items: the item table with quantity and remove controls
 * (shared with the mini cart, src/shared/cart/line-items.tsx).
 */
import { LineItems } from '../../../../shared/cart/line-items';
import type { CartAreaProps } from '../../cart-view';

/** The item table, then the blocks saved inside the area. */
export function CartLineItems( { view, children }: CartAreaProps ) {
	const { state, actions, settings } = view;
	return (
		<>
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
			{ children }
		</>
	);
}
