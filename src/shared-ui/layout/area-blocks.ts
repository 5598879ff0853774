/**
 * Editor helpers for the areas of the cart and the checkout: which blocks an
 * area allows (those whose `parent` names it, WooCommerce's names included),
 * and the blocks an extension locks into an area
 * (`attributes.lock.default.remove`), added when missing, as WooCommerce's
 * forced layout does.
 */
import { useEffect } from '@wordpress/element';
import { createBlock, getBlockTypes } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';

interface BlockType {
	name: string;
	parent?: string[];
	attributes?: { lock?: { default?: { remove?: boolean } } };
}

/** Whether a block type names the area (or WooCommerce's name of it) as its parent. */
function childOf( type: BlockType, name: string ): boolean {
	const woo = name.replace( /^kiosk\//, 'woocommerce/' );
	return !! ( type.parent?.includes( name ) || type.parent?.includes( woo ) );
}

/** The block types allowed in an area: those whose `parent` names it. */
export function allowedIn( name: string ): string[] {
	return ( getBlockTypes() as unknown as BlockType[] )
		.filter( ( type ) => childOf( type, name ) )
		.map( ( type ) => type.name );
}

/** Adds the forced extension blocks an area lacks. */
export function useForcedBlocks( name: string, clientId: string ): void {
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
		( getBlockTypes() as unknown as BlockType[] )
			.filter(
				( type ) =>
					! type.name.startsWith( 'kiosk/' ) &&
					childOf( type, name ) &&
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
