/**
 * The edit components of the checkout's areas in the block editor (the
 * shared shape: src/shared-ui/layout/area-edit.tsx):
 * - `areaEdit`: a fields column area, its frontend component as an inert
 *   preview over the sample cart, then its own inner blocks;
 * - `sidebarEdit`: a sidebar area, its frontend component over the sample
 *   cart with its inner blocks inside it, as on the front end (the sidebar's
 *   previews hold no controls).
 */
import { useContext } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import type { ComponentType, ReactNode } from 'react';
import {
	AreaEdit,
	useAreaInnerBlocks,
	type AreaEditProps,
} from '../../../shared-ui/layout/area-edit';
import { FormStateContext, type AreaProps } from './form-state';

/** The edit component for a fields area with the given frontend component. */
export function areaEdit( Frontend: ComponentType< AreaProps > | null ) {
	return function Edit( props: AreaEditProps ) {
		const form = useContext( FormStateContext );
		return (
			<AreaEdit
				{ ...props }
				preview={ form && Frontend && <Frontend form={ form } /> }
			/>
		);
	};
}

/** The edit component for a sidebar area with the given frontend component. */
export function sidebarEdit(
	Frontend: ComponentType< { children?: ReactNode } >
) {
	return function Edit( props: AreaEditProps ) {
		const inner = useAreaInnerBlocks( props );
		return (
			<div { ...useBlockProps() }>
				<Frontend>{ inner }</Frontend>
			</div>
		);
	};
}
