/**
 * The cart items area: the line-item table and the cross-sells.
 */
import { lazy, Suspense } from '@wordpress/element';
import { LineItems } from '../line-items/line-items';
import type { CartView } from '../../cart-view';
import { RegisteredBlocks } from '../../registered-blocks';

const CrossSells = lazy(
	() =>
		import(
			/* webpackChunkName: "cart-cross-sells" */ '../cross-sells/cross-sells'
		)
);

export function CartItems( { view }: { view: CartView } ) {
	const { state, actions, settings } = view;
	return (
		<div className="kiosk-cart__items">
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
					actions.removeItemFromCart( key ).catch( () => undefined )
				}
			/>
			{ state.cart.crossSells.length > 0 && (
				<Suspense fallback={ null }>
					<CrossSells
						products={ state.cart.crossSells }
						actions={ actions }
						pending={ state.pendingAdd }
					/>
				</Suspense>
			) }
			<RegisteredBlocks area="kiosk/cart-items-block" />
		</div>
	);
}
