/**
 * Renders the blocks extensions registered (`registerCheckoutBlock`) for an
 * inner area, following registrations made after the checkout mounted:
 * every block of an area (the default layout), one block where the owner
 * saved it in the editor, or the blocks an extension locks into an area
 * (`attributes.lock.default.remove`) that the saved tree lacks, as
 * WooCommerce's forced layout adds them.
 */
import { useEffect, useState } from '@wordpress/element';
import {
	getRegisteredBlocks,
	subscribeToCheckoutBlocks,
} from '@kiosk/registry';
import type { RegisteredBlock } from '../../registry/checkout-blocks';
import { registeredBlocksOf } from '../../shared-ui/layout/registered-blocks-of';

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

/** The extension blocks of one inner area (see registered-blocks-of.tsx). */
export const RegisteredBlocks = registeredBlocksOf( useRegisteredBlocks );
