/**
 * Renders the blocks extensions registered (`registerCheckoutBlock`) for an
 * inner area, following registrations made after the checkout mounted:
 * - `RegisteredBlocks`: every block of an area (the default layout);
 * - `SavedBlock`: one block where the owner saved it in the editor;
 * - `ForcedBlocks`: the blocks an extension locks into an area
 *   (`attributes.lock.default.remove`) that the saved tree lacks, as
 *   WooCommerce's forced layout adds them.
 */
import { useEffect, useState } from '@wordpress/element';
import {
	getRegisteredBlocks,
	subscribeToCheckoutBlocks,
} from '@kiosk/registry';
import type { RegisteredBlock } from '../../registry/checkout-blocks';
import { ExtensionBlocks } from '../../components/extension-blocks/extension-blocks';
import { isForced } from '../../shared/layout/forced';

/** The blocks registered for an area, re-read after every registration. */
export function useRegisteredBlocks( area: string ): RegisteredBlock[] {
	const [ , rerender ] = useState( 0 );
	const blocks = getRegisteredBlocks( area );
	const shown = blocks.length;
	useEffect( () => {
		const update = () => rerender( ( n ) => n + 1 );
		// A block registered between this render and the subscription.
		if ( getRegisteredBlocks( area ).length !== shown ) {
			update();
		}
		return subscribeToCheckoutBlocks( update );
	}, [ area, shown ] );
	return blocks;
}

/** The extension blocks of one area. */
export function RegisteredBlocks( { area }: { area: string } ) {
	return <ExtensionBlocks blocks={ useRegisteredBlocks( area ) } />;
}

/** A saved extension block, if an extension registered it for this area. */
export function SavedBlock( { area, name }: { area: string; name: string } ) {
	const blocks = useRegisteredBlocks( area ).filter(
		( block ) => block.blockName === name
	);
	return <ExtensionBlocks blocks={ blocks } />;
}

/** The forced blocks of an area that are not among the saved ones. */
export function ForcedBlocks( {
	area,
	saved,
}: {
	area: string;
	saved: string[];
} ) {
	const blocks = useRegisteredBlocks( area ).filter(
		( block ) => isForced( block ) && ! saved.includes( block.blockName )
	);
	return <ExtensionBlocks blocks={ blocks } />;
}
