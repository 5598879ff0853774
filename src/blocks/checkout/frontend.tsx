/**
 * Entry for `kiosk-checkout`: mounts the checkout into its container, with
 * the inner-block tree the server printed on it (`data-kiosk-blocks`).
 */
import { createRoot, flushSync } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';
import { type Cart, cartStore, checkoutStore, initCart } from '@kiosk/data';
import { BlockErrorBoundary } from '../../components/block-error';
import { Checkout } from './block';
import {
	ContainerWidthContext,
	containerWidthClass,
} from '../../components/container-width';
import { LayoutContext, parseLayout } from '../../shared/layout/tree';
import { mountEarly } from '../../shared/mount-early';
import { withBatchedValidation } from '../../components/checkout/validation/use-validation-error';
import './style.css';

/**
 * With the cart preloaded into the page (src/data/entry.ts), the addresses
 * are seeded before the first render, so no skeleton shows; without it the
 * checkout seeds them once the cart has answered (useCheckoutSetup).
 */
function seedAddresses() {
	const cart = select( cartStore );
	if ( cart.hasCartLoaded() ) {
		const data = cart.getCartData() as Cart;
		dispatch( checkoutStore ).initAddresses(
			data.billingAddress,
			data.shippingAddress
		);
	}
}

function mount() {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-kiosk-checkout' )
		.forEach( ( container ) => {
			if ( container.dataset.kioskMounted ) {
				return;
			}
			container.dataset.kioskMounted = '1';
			initCart();
			seedAddresses();
			const root = createRoot( container );
			// Rendered at once, with its effects (the payment methods' checks):
			// a deferred render painted the checkout's payment placeholder first.
			// The fields' validation entries are written together after it.
			withBatchedValidation( () =>
				flushSync( () =>
					root.render(
						<BlockErrorBoundary>
							<ContainerWidthContext.Provider
								value={ containerWidthClass(
									container.getBoundingClientRect().width
								) }
							>
								<LayoutContext.Provider
									value={ parseLayout(
										container.dataset.kioskBlocks
									) }
								>
									<Checkout />
								</LayoutContext.Provider>
							</ContainerWidthContext.Provider>
						</BlockErrorBoundary>
					)
				)
			);
		} );
}

mountEarly( mount );
