/**
 * In the block editor: the sample cart's view, for the areas' edit
 * components (the cart's InnerBlocks render inside the cart's preview).
 */
import { createContext } from '@wordpress/element';
import type { CartView } from '../cart-view';

export const CartViewContext = createContext< CartView | null >( null );
