/**
 * What the cart's inner blocks are given.
 */
import type { ReactNode } from 'react';
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

/** Props of an area's frontend component: the cart, and the blocks saved inside the area. */
export interface CartAreaProps {
	view: CartView;
	children?: ReactNode;
}
