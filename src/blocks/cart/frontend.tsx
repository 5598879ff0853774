/**
 * Entry for `kiosk-cart`: mounts the cart block into its server-rendered
 * containers, with the inner-block tree the server printed on each
 * (`data-kiosk-blocks`). The mini cart's drawer is its own handle
 * (`kiosk-mini-cart-drawer`, src/blocks/mini-cart/drawer/entry.ts).
 *
 * A filled cart's container already holds the server's copy of this first
 * render (php/Blocks/CartMarkup, its controls inert but the quantities,
 * which its recorder steps); the quantities changed there go through the
 * store first (takeover.ts), then the root's first commit replaces it in
 * the same task, so no frame shows anything between.
 */
import { createRoot, flushSync } from '@wordpress/element';
import { initCart } from '@kiosk/data';
import { CartBlock } from './block';
import {
	ContainerWidthContext,
	containerWidthClass,
} from '../../components/container-width';
import { LayoutContext, parseLayout } from '../../shared-ui/layout/tree';
import { mountEarly } from '../../shared/mount-early';
import { takeOverQuantities } from './takeover';

/** Mounts every cart block on the page. */
export function mountCartBlocks( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLElement >(
		'.wp-block-kiosk-cart:not([data-mounted])'
	).forEach( ( element ) => {
		element.dataset.mounted = 'true';
		takeOverQuantities( element );
		const reactRoot = createRoot( element );
		// Rendered at once, with its effects, as the checkout is.
		flushSync( () =>
			reactRoot.render(
				<ContainerWidthContext.Provider
					value={ containerWidthClass(
						element.getBoundingClientRect().width
					) }
				>
					<LayoutContext.Provider
						value={ parseLayout( element.dataset.kioskBlocks ) }
					>
						<CartBlock />
					</LayoutContext.Provider>
				</ContainerWidthContext.Provider>
			)
		);
	} );
}

function start() {
	initCart();
	mountEarly( () => mountCartBlocks() );
}

start();
