/**
 * Renders the blocks extensions registered for an inner area
 * (`registerCheckoutBlock`), each in its own error boundary: a crashing
 * extension shows the block error placeholder, the rest of the page stays.
 */
import { Suspense } from '@wordpress/element';
import type { RegisteredBlock } from '../../registry/checkout-blocks';
import { BlockErrorBoundary } from '../block-error';

/** The given extension blocks (nothing when there are none). */
export function ExtensionBlocks( { blocks }: { blocks: RegisteredBlock[] } ) {
	if ( ! blocks.length ) {
		return null;
	}
	return (
		<>
			{ blocks.map( ( { blockName, component: Component } ) => (
				<BlockErrorBoundary key={ blockName }>
					<Suspense fallback={ null }>
						<Component />
					</Suspense>
				</BlockErrorBoundary>
			) ) }
		</>
	);
}
