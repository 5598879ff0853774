/**
 * What the cart's inner blocks are given.
 */
import type {
	useStoreCart,
	CartActions,
} from '../../shared/cart/use-store-cart';
import type { CartSettings } from '../../shared/cart/settings';

export interface CartView {
	state: ReturnType< typeof useStoreCart >;
	actions: CartActions;
	settings: CartSettings;
}
