/**
 * Entry for `kiosk-checkout`: mounts the checkout into its container, with
 * the inner-block tree the server printed on it (`data-kiosk-blocks`).
 */
import { createRoot } from '@wordpress/element';
import { initCart } from '@kiosk/data';
import { BlockErrorBoundary } from '../../components/block-error';
import { Checkout } from './block';
import { LayoutContext, parseLayout } from './layout/tree';
import './style.css';

function mount() {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-kiosk-checkout' )
		.forEach( ( container ) => {
			if ( container.dataset.kioskMounted ) {
				return;
			}
			container.dataset.kioskMounted = '1';
			initCart();
			createRoot( container ).render(
				<BlockErrorBoundary>
					<LayoutContext.Provider
						value={ parseLayout( container.dataset.kioskBlocks ) }
					>
						<Checkout />
					</LayoutContext.Provider>
				</BlockErrorBoundary>
			);
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount, { once: true } );
} else {
	mount();
}
