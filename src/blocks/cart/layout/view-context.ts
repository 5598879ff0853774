/**
 * In the block editor: the sample cart's view, for the areas' edit
 * components (the cart's InnerBlocks render inside the cart's preview), and
 * which of the cart's two states the owner is editing (filled or empty, as
 * WooCommerce's view switcher has it).
 */
import { createContext } from '@wordpress/element';
import type { CartView } from '../cart-view';
import type { EditedView } from '../../../shared/layout/view-switcher';

export const CartViewContext = createContext< CartView | null >( null );

/** The cart state being edited. */
export type EditedCart = EditedView;

export const EditedCartContext = createContext< EditedCart >( 'filled' );
