/**
 * What the cart's inner blocks are given.
 */
import type { ReactNode } from 'react';
import type { CartView } from '../../shared-ui/cart/cart-view';

export type { CartView };

/** Props of an area's frontend component: the cart, and the blocks saved inside the area. */
export interface CartAreaProps {
	view: CartView;
	children?: ReactNode;
}
