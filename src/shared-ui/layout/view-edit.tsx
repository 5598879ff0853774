/**
 * The edit components of a cart view's areas in the block editor, the
 * cart's and the mini cart's (one shape; the shared pieces:
 * area-edit.tsx):
 * - `ViewContext`: the sample cart's view the family's edit component
 *   provides (an inert preview over previewView());
 * - `EditedViewContext`: which of the two states the owner is editing
 *   (filled or empty, as WooCommerce's view switcher has it);
 * - `columnEdit`: a column (the filled view, the cart's items and totals)
 *   whose areas are its inner blocks, laid out by the family's own styles;
 * - `areaEdit`: an area's frontend component as an inert preview over the
 *   sample cart, then its own inner blocks (extension blocks whose `parent`
 *   names the area, forced ones added when missing).
 * Editor only: each family's editor bundle has its own copy, so the
 * contexts are the family's own.
 */
import { createContext, useContext } from '@wordpress/element';
import type { ComponentType } from 'react';
import type { CartView } from '../cart/cart-view';
import { AreaEdit, useColumnProps, type AreaEditProps } from './area-edit';
import type { EditedView } from './view-switcher';

export type { EditedView };

export const ViewContext = createContext< CartView | null >( null );

export const EditedViewContext = createContext< EditedView >( 'filled' );

/**
 * Hides a state's block while the owner edits the other state (a style:
 * the block's grid or flex display would win over `hidden`).
 */
function useHidden( shownIn?: EditedView ): { style?: object } {
	const edited = useContext( EditedViewContext );
	return shownIn && shownIn !== edited ? { style: { display: 'none' } } : {};
}

/** The edit component of a column with the given class (`shownIn`: of that state only). */
export function columnEdit( className: string, shownIn?: EditedView ) {
	return function Edit( props: AreaEditProps ) {
		const hidden = useHidden( shownIn );
		return <div { ...useColumnProps( props, { className, ...hidden } ) } />;
	};
}

/** The edit component of an area with the given frontend component (`shownIn`: of that state only). */
export function areaEdit(
	Frontend: ComponentType< { view: CartView } > | null,
	shownIn?: EditedView
) {
	return function Edit( props: AreaEditProps ) {
		const view = useContext( ViewContext );
		return (
			<AreaEdit
				{ ...props }
				wrapper={ useHidden( shownIn ) }
				preview={ view && Frontend && <Frontend view={ view } /> }
			/>
		);
	};
}
