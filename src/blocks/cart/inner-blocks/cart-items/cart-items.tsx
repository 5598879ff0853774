/**
 * The cart items area: the line-item table and the cross-sells.
 */
import { createElement, lazy, Suspense } from '@wordpress/element';
import { LineItems } from '../line-items/line-items';
import type { CartView } from '../../cart-view';
import { RegisteredBlocks } from '../../registered-blocks';

type CrossSellsModule = typeof import( '../cross-sells/cross-sells' );

let crossSells: Promise< CrossSellsModule > | null = null;
let loaded: CrossSellsModule | null = null;

/**
 * Loads the cross-sells chunk (once). The cart starts it while its skeleton
 * shows, so the section renders together with the items instead of popping
 * in a moment later and pushing the totals down (layout shift).
 */
export function loadCrossSells(): Promise< CrossSellsModule > {
	crossSells ||= import(
		/* webpackChunkName: "cart-cross-sells" */ '../cross-sells/cross-sells'
	).then(
		( module ) => ( loaded = module ),
		( error ) => {
			crossSells = null;
			throw error;
		}
	);
	return crossSells;
}

/** Whether the cross-sells chunk has arrived. */
export const crossSellsLoaded = (): boolean => loaded !== null;

const LazyCrossSells = lazy( loadCrossSells );

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
					{ createElement( loaded ? loaded.default : LazyCrossSells, {
						products: state.cart.crossSells,
						actions,
						pending: state.pendingAdd,
					} ) }
				</Suspense>
			) }
			<RegisteredBlocks area="kiosk/cart-items-block" />
		</div>
	);
}
