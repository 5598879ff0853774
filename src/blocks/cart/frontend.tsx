/**
 * Entry for `kiosk-cart`: mounts the cart block into its server-rendered
 * containers, with the inner-block tree the server printed on each
 * (`data-kiosk-blocks`). The mini cart's drawer is its own handle
 * (`kiosk-mini-cart-drawer`, src/blocks/mini-cart/drawer/entry.ts).
 *
 * A filled cart's container already holds the server's copy of this first
 * render (php/Blocks/CartMarkup, its controls inert but the quantities,
 * which its recorder steps); the quantities changed there go through the
 * store in the first commit (takeover.ts).
 *
 * The first render is a transition (issue 43), as the checkout's: React
 * renders it in slices of about 5 ms, so the page's longest task is no
 * longer the whole mount, while the server's copy stays on screen and its
 * quantities keep stepping. The tree's last leaf (`TakeOver`) reads the
 * server's copy right before the commit (they share a task); in the
 * commit it sends what changed there through the store, and its state
 * update renders that, with the first commit's effects, before the browser
 * paints: no frame shows anything between.
 */
import {
	createRoot,
	startTransition,
	useLayoutEffect,
	useState,
} from '@wordpress/element';
import { initCart } from '@kiosk/data';
import { CartBlock } from './block';
import {
	ContainerWidthContext,
	containerWidthClass,
} from '../../components/container-width';
import { LayoutContext, parseLayout } from '../../shared-ui/layout/tree';
import { mountEarly } from '../../shared/mount-early';
import { takeOverQuantities } from './takeover';

/** Reads the server's copy last; takes it over in the first commit. */
function TakeOver( { container }: { container: HTMLElement } ) {
	const [ , setTaken ] = useState( 0 );
	const take = takeOverQuantities( container );
	useLayoutEffect( () => {
		take();
		setTaken( 1 );
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps
	return null;
}

/** Mounts every cart block on the page. */
export function mountCartBlocks( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLElement >(
		'.wp-block-kiosk-cart:not([data-mounted])'
	).forEach( ( element ) => {
		element.dataset.mounted = 'true';
		const reactRoot = createRoot( element );
		startTransition( () =>
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
						<TakeOver container={ element } />
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
