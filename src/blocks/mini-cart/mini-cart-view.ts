/**
 * What the mini cart's inner blocks are given.
 */
import type { ReactNode } from 'react';
import type { CartView } from '../../shared-ui/cart/cart-view';

/** Props of an area's frontend component: the cart, the area's saved attributes, the blocks saved inside it. */
export interface MiniCartAreaProps {
	view: CartView;
	attributes?: Record< string, unknown >;
	children?: ReactNode;
}
