/**
 * The one `RegisteredBlocks` component, over the hook that reads an area's
 * registered blocks: the checkout reads them from `@kiosk/registry`, which
 * its bundle imports (src/blocks/checkout/registered-blocks.tsx); the cart
 * and the mini cart through the page's registry, which their bundles do
 * not include (src/shared/registered-blocks.tsx).
 */
import type { RegisteredBlock } from '../../registry/checkout-blocks';
import { ExtensionBlocks } from '../../components/extension-blocks/extension-blocks';
import { blocksToRender } from './forced';
import type { ExtensionBlocksComponent } from './area-tree';

/**
 * The extension blocks of one inner area, as `useBlocks` reads them: all
 * of them (the default layout); with `only`, the one saved there under that
 * name; with `saved` (the names a saved tree has in the area), the forced
 * ones it lacks.
 */
export function registeredBlocksOf(
	useBlocks: ( area: string ) => RegisteredBlock[]
): ExtensionBlocksComponent {
	return function RegisteredBlocks( { area, only, saved } ) {
		return (
			<ExtensionBlocks
				blocks={ blocksToRender( useBlocks( area ), { only, saved } ) }
			/>
		);
	};
}
