/**
 * In the block editor: the sample cart's view, for the areas' edit
 * components, and which of the two views the owner is editing (filled or
 * empty, as WooCommerce's mini-cart contents switch them).
 */
import { createContext } from '@wordpress/element';
import type { CartView } from '../../../shared/cart/cart-view';
import type { EditedView } from '../../../shared/layout/view-switcher';

export const MiniCartViewContext = createContext< CartView | null >( null );

/** The view being edited. */
export type { EditedView };

export const EditedViewContext = createContext< EditedView >( 'filled' );
