/**
 * Renders the blocks extensions registered for an inner area, following
 * registrations made after the checkout mounted.
 */
import { useEffect, useState } from '@wordpress/element';
import {
	getRegisteredBlocks,
	subscribeToCheckoutBlocks,
} from '@kiosk/registry';
import { ExtensionBlocks } from '../../components/extension-blocks/extension-blocks';

/** The extension blocks of one area. */
export function RegisteredBlocks( { area }: { area: string } ) {
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
	return <ExtensionBlocks blocks={ blocks } />;
}
