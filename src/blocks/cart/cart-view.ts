/**
 * What the cart's inner blocks are given.
 */
import type { useStoreCart, CartActions } from './use-store-cart';
import type { ShopSettings } from './settings';

export interface CartView {
	state: ReturnType< typeof useStoreCart >;
	actions: CartActions;
	settings: ShopSettings;
}
