/**
 * The checkout view, shared by the front end and the editor. Every named
 * inner area is its own component, with extension blocks after it.
 */
import { useMemo, useRef, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { innerBlockAreas } from '@kiosk/registry';
import {
	type Cart,
	cartStore,
	offersPickup,
	preloadOrderThunks,
} from '@kiosk/data';
import {
	CartErrorNotices,
	StoreNotices,
	cartLoadError,
} from '../../components/notices';
import { useContainerWidthClass } from '../../components/container-width';
import { CheckoutContext, useCheckoutContext } from './context';
import { createEventBus } from '../../shared/checkout/emitter';
import { checkoutSettings } from './settings';
import { useSubmit } from './hooks/use-submit';
import { useCheckoutSetup } from './hooks/use-checkout-setup';
import { CheckoutPlaceholder } from './checkout-placeholder';
import { useCustomerDataSync } from './hooks/use-addresses';
import { usePaymentMethodAvailability } from './hooks/use-payment-methods';
import { useCheckout } from './hooks/use-checkout-state';
import { OrderSummary } from './inner-blocks/order-summary/block';
import { MobileSummary } from './inner-blocks/mobile-summary';
import { CheckoutFields } from './inner-blocks/checkout-fields/frontend';
import { RegisteredBlocks } from './registered-blocks';

function CheckoutForm( { cart }: { cart: Cart } ) {
	const { settings } = useCheckoutContext();
	const state = useCheckout( ( c ) => ( {
		same: c.getUseShippingAsBilling() as boolean,
		pickup: c.prefersCollection() as boolean,
	} ) );
	useCustomerDataSync( state.same );
	usePaymentMethodAvailability();
	const hasPickup = offersPickup( cart, settings.localPickupEnabled );
	const pickup = hasPickup && state.pickup;
	const wasSame = useRef( state.same );
	const billingFocus = wasSame.current && ! state.same;
	wasSame.current = state.same;

	const onSubmit = useSubmit();

	return (
		<form
			className="kiosk-checkout__form"
			noValidate
			// Place order's code loads while the shopper types.
			onFocus={ () => void preloadOrderThunks().catch( () => undefined ) }
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSubmit();
			} }
		>
			<StoreNotices context="kiosk/checkout" />
			<CartErrorNotices errors={ cart.errors } context="kiosk/checkout" />
			<CheckoutFields
				form={ {
					cart,
					hasPickup,
					pickup,
					same: state.same,
					billingFocus,
				} }
			/>
		</form>
	);
}

/** The whole checkout. `isEditor` renders it inert for the block editor preview. */
export function Checkout( { isEditor = false }: { isEditor?: boolean } ) {
	const { cart, loaded, loadError } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData() as Cart,
			loaded: store.hasCartLoaded() as boolean,
			loadError: cartLoadError( store.getCartErrors() ),
		};
	}, [] );
	const [ element, setElement ] = useState< HTMLDivElement | null >( null );
	const width = useContainerWidthClass( element );
	const settings = useMemo( checkoutSettings, [] );
	const bus = useMemo( createEventBus, [] );
	const { userId, hasAddresses } = useCheckoutSetup( cart, loaded, isEditor );
	const isLoggedIn = userId > 0;
	const value = useMemo(
		() => ( { settings, bus, isEditor, isLoggedIn } ),
		[ settings, bus, isEditor, isLoggedIn ]
	);
	const error = isEditor ? '' : loadError;
	if ( error || ! loaded || ! hasAddresses || ! cart.items.length ) {
		return (
			<CheckoutPlaceholder
				loadError={ error }
				loading={ ! loaded || ! hasAddresses }
				shopUrl={ settings.pages.shop }
			/>
		);
	}
	// In the editor the areas are blocks the owner selects; the previews are inert.
	const inert = ( isEditor ? { inert: '' } : {} ) as object;
	return (
		<CheckoutContext.Provider value={ value }>
			<div
				ref={ setElement }
				className={ `kiosk-checkout ${ width }${
					isEditor ? ' is-editor' : ''
				}` }
			>
				<div className="kiosk-checkout__main">
					{ isEditor ? (
						<div { ...inert }>
							<MobileSummary />
						</div>
					) : (
						<MobileSummary />
					) }
					<CheckoutForm cart={ cart } />
				</div>
				<aside className="kiosk-checkout__sidebar" { ...inert }>
					<OrderSummary />
					<RegisteredBlocks
						area={ innerBlockAreas.CHECKOUT_ORDER_SUMMARY }
					/>
				</aside>
			</div>
		</CheckoutContext.Provider>
	);
}
