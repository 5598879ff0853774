/**
 * The edit components of the cart's areas in the block editor (the shared
 * shape: src/shared/layout/area-edit.tsx):
 * - `columnEdit`: a column (filled cart, items, totals) whose areas are its
 *   inner blocks, laid out by the cart's own styles;
 * - `areaEdit`: an area's frontend component as an inert preview over the
 *   sample cart, then its own inner blocks.
 */
import { useContext } from '@wordpress/element';
import type { ComponentType } from 'react';
import {
	AreaEdit,
	useColumnProps,
	type AreaEditProps,
} from '../../../shared/layout/area-edit';
import type { CartAreaProps } from '../cart-view';
import {
	CartViewContext,
	EditedCartContext,
	type EditedCart,
} from './view-context';

/**
 * Hides a state's block while the owner edits the other state (a style:
 * the filled cart's grid display would win over `hidden`).
 */
function useHidden( shownIn?: EditedCart ): { style?: object } {
	const edited = useContext( EditedCartContext );
	return shownIn && shownIn !== edited ? { style: { display: 'none' } } : {};
}

/** The edit component of a column with the given class (`shownIn`: of that cart state only). */
export function columnEdit( className: string, shownIn?: EditedCart ) {
	return function Edit( props: AreaEditProps ) {
		const hidden = useHidden( shownIn );
		return <div { ...useColumnProps( props, { className, ...hidden } ) } />;
	};
}

/** The edit component of an area with the given frontend component (`shownIn`: of that cart state only). */
export function areaEdit(
	Frontend: ComponentType< CartAreaProps > | null,
	shownIn?: EditedCart
) {
	return function Edit( props: AreaEditProps ) {
		const view = useContext( CartViewContext );
		return (
			<AreaEdit
				{ ...props }
				wrapper={ useHidden( shownIn ) }
				preview={ view && Frontend && <Frontend view={ view } /> }
			/>
		);
	};
}
