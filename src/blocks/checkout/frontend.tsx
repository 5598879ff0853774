/**
 * Entry for `kiosk-checkout`: mounts the checkout into its container, with
 * the inner-block tree the server printed on it (`data-kiosk-blocks`).
 *
 * With a filled cart the container already holds the server's first step
 * (php/Blocks/CheckoutMarkup), its text fields typeable: what was typed
 * there is read once and kept (./server-takeover.ts), and the root's first
 * commit replaces the server's markup in the same task.
 */
import { createRoot, flushSync } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';
import { type Cart, cartStore, initCart } from '@kiosk/data';
import { checkoutStore, registerCheckoutStores } from '@kiosk/checkout-data';
import { BlockErrorBoundary } from '../../components/block-error';
import { Checkout } from './block';
import {
	ContainerWidthContext,
	containerWidthClass,
} from '../../components/container-width';
import { LayoutContext, parseLayout } from '../../shared-ui/layout/tree';
import { mountEarly } from '../../shared/mount-early';
import { withBatchedValidation } from '../../components/checkout/validation/use-validation-error';
import { checkPaymentMethodsBeforeMount } from './hooks/use-payment-methods';
import { checkoutSettings } from './settings';
import { afterTakeover, readServerStep, seedTyped } from './server-takeover';
import { paymentScripts } from './payment-scripts';
import './style.css';

/**
 * With the cart preloaded into the page (src/data/entry.ts), the addresses
 * are seeded and the payment methods checked before the first render, so no
 * skeleton shows and the checkout renders once; without it the checkout
 * does both once the cart has answered (useCheckoutSetup and
 * usePaymentMethodAvailability).
 */
function seedFromCart() {
	const cart = select( cartStore );
	if ( cart.hasCartLoaded() ) {
		const data = cart.getCartData() as Cart;
		dispatch( checkoutStore ).initAddresses(
			data.billingAddress,
			data.shippingAddress
		);
		checkPaymentMethodsBeforeMount( data, checkoutSettings() );
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
			// What was typed into the server's first step, read once.
			const step = readServerStep(
				container,
				checkoutSettings().addressFields.map( ( field ) => field.key )
			);
			registerCheckoutStores();
			initCart();
			seedFromCart();
			if ( step ) {
				seedTyped( step );
			}
			const root = createRoot( container );
			// Rendered at once, with its effects: a deferred render painted the
			// checkout's payment placeholder first. The fields' validation
			// entries are written together after it.
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
			if ( step ) {
				afterTakeover( step );
			}
			// The regular payment methods' scripts load once the shopper
			// starts on the checkout (at once where the focus already is in it).
			paymentScripts().watch( container );
		} );
}

mountEarly( mount );
