/**
 * The edit component of a checkout area in the block editor: the area's
 * frontend component as an inert preview over the sample cart, then its own
 * inner blocks (extension blocks whose `parent` names the area). Blocks an
 * extension locks into the area (`attributes.lock.default.remove`) are
 * added when missing, as WooCommerce's forced layout does.
 */
import { useContext, useEffect } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, getBlockTypes } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';
import { InnerBlocks } from '../../../shared/inner-blocks-component';
import { FormStateContext, type AreaProps } from './form-state';

interface BlockType {
	name: string;
	parent?: string[];
	attributes?: { lock?: { default?: { remove?: boolean } } };
}

/** The block types allowed in an area: those whose `parent` names it. */
export function allowedIn( name: string ): string[] {
	const woo = name.replace( /^kiosk\//, 'woocommerce/' );
	return ( getBlockTypes() as unknown as BlockType[] )
		.filter(
			( type ) =>
				type.parent?.includes( name ) || type.parent?.includes( woo )
		)
		.map( ( type ) => type.name );
}

/** Adds the forced extension blocks an area lacks. */
function useForcedBlocks( name: string, clientId: string ) {
	const children = useSelect(
		( select ) =>
			(
				select( 'core/block-editor' ) as unknown as {
					getBlocks: ( id: string ) => Array< { name: string } >;
				}
			 )
				.getBlocks( clientId )
				.map( ( block ) => block.name )
				.join( ',' ),
		[ clientId ]
	);
	const { insertBlock } = useDispatch( 'core/block-editor' ) as unknown as {
		insertBlock: (
			block: unknown,
			index: number | undefined,
			rootClientId: string,
			updateSelection: boolean
		) => void;
	};
	useEffect( () => {
		const present = children.split( ',' );
		const woo = name.replace( /^kiosk\//, 'woocommerce/' );
		( getBlockTypes() as unknown as BlockType[] )
			.filter(
				( type ) =>
					! type.name.startsWith( 'kiosk/' ) &&
					( type.parent?.includes( name ) ||
						type.parent?.includes( woo ) ) &&
					type.attributes?.lock?.default?.remove &&
					! present.includes( type.name )
			)
			.forEach( ( type ) =>
				insertBlock(
					createBlock( type.name ),
					undefined,
					clientId,
					false
				)
			);
	}, [ children, name, clientId, insertBlock ] );
}

/** The edit component for an area with the given frontend component. */
export function areaEdit( Frontend: ComponentType< AreaProps > | null ) {
	return function Edit( {
		name,
		clientId,
	}: {
		name: string;
		clientId: string;
	} ) {
		const form = useContext( FormStateContext );
		useForcedBlocks( name, clientId );
		return (
			<div { ...useBlockProps() }>
				{ form && Frontend && (
					<div { ...( { inert: '' } as object ) }>
						<Frontend form={ form } />
					</div>
				) }
				<InnerBlocks
					allowedBlocks={ allowedIn( name ) }
					templateLock={ false }
					renderAppender={ false }
				/>
			</div>
		);
	};
}
