/**
 * Renders the blocks extensions registered for an inner area.
 */
import { Suspense } from '@wordpress/element';
import { getRegisteredBlocks } from '@kiosk/registry';
import { BlockErrorBoundary } from '../../components/block-error';

/** The extension blocks of one area. */
export function RegisteredBlocks( { area }: { area: string } ) {
	const blocks = getRegisteredBlocks( area );
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
