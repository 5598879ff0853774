/**
 * Entry for `kiosk-checkout`: mounts the checkout into its container, with
 * the inner-block tree the server printed on it (`data-kiosk-blocks`).
 *
 * With a filled cart the container already holds the server's first step
 * (php/Blocks/CheckoutMarkup), its text fields typeable: what was typed
 * there is read before the first render and kept (./server-takeover.ts).
 *
 * The first render is a transition (issue 43): React renders it in slices
 * of about 5 ms, so the page's longest task is no longer the whole mount
 * (about 0.6 s at 4× CPU), while the server's step stays on screen and
 * typeable. Its commit replaces the server's markup, and everything that
 * made the synchronous mount's one frame happens in the commit's task
 * (`TakeOver`): the first commit's effects (a deferred effect painted the
 * payment area's placeholder first), what was typed while React rendered
 * (read again by the tree's last component, right before the commit), the
 * fields' validation entries in one write, the focus put back.
 */
import {
	createRoot,
	startTransition,
	useEffect,
	useLayoutEffect,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';
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
import { batchValidation } from '../../components/checkout/validation/use-validation-error';
import { checkPaymentMethodsBeforeMount } from './hooks/use-payment-methods';
import { checkoutSettings } from './settings';
import {
	afterTakeover,
	readServerStep,
	seedTyped,
	type ServerStep,
} from './server-takeover';
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

/**
 * Reads the server's step as the last thing the first render does: nothing
 * runs between it and the commit, so whatever the shopper typed while
 * React rendered is in it.
 */
function ReadLast( { read }: { read: () => void } ) {
	read();
	return null;
}

/**
 * The root's wrapper. Its layout effect runs in the first commit (`commit`)
 * and sets state: a synchronous update, which React renders in the same
 * task after running the first commit's effects; the effect of that render
 * then calls `done`, after every field's effect, still before the browser
 * paints.
 */
function TakeOver( {
	children,
	commit,
	done,
}: {
	children: ReactNode;
	commit: () => void;
	done: () => void;
} ) {
	const [ taken, setTaken ] = useState( false );
	useLayoutEffect( () => {
		commit();
		setTaken( true );
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps
	useEffect( () => {
		if ( taken ) {
			done();
		}
	}, [ taken ] ); // eslint-disable-line react-hooks/exhaustive-deps
	return children;
}

function mount() {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-kiosk-checkout' )
		.forEach( ( container ) => {
			if ( container.dataset.kioskMounted ) {
				return;
			}
			container.dataset.kioskMounted = '1';
			// What was typed into the server's first step, read before the
			// render and again at its end.
			const keys = checkoutSettings().addressFields.map(
				( field ) => field.key
			);
			let step: ServerStep | null = readServerStep( container, keys );
			registerCheckoutStores();
			initCart();
			seedFromCart();
			if ( step ) {
				seedTyped( step );
			}
			const root = createRoot( container );
			// The fields' validation entries, written together after the
			// first commit's effects.
			const writeValidation = batchValidation();
			const done = () => {
				writeValidation();
				if ( step ) {
					afterTakeover( step );
				}
				// The regular payment methods' scripts load once the shopper
				// starts on the checkout (at once where the focus already is in it).
				paymentScripts().watch( container );
			};
			let late: ServerStep | null = null;
			const readLate = () => {
				late = step && readServerStep( container, keys, step );
			};
			// Typed while React rendered: into the store in the commit (the
			// fields render it in the commit's task).
			const commit = () => {
				if ( late ) {
					seedTyped( late );
					step = late;
				}
			};
			startTransition( () =>
				root.render(
					<TakeOver commit={ commit } done={ done }>
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
						<ReadLast read={ readLate } />
					</TakeOver>
				)
			);
		} );
}

mountEarly( mount );
