/**
 * The checkout view, shared by the front end and the editor. Every named
 * inner area is its own component, with extension blocks after it.
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { getApi } from '@kiosk/api';
import { innerBlockAreas } from '@kiosk/registry';
import { type Cart, cartStore, checkoutStore, offersPickup } from '@kiosk/data';
import {
	CartErrorNotices,
	CartLoadError,
	StoreNotices,
	cartLoadError,
} from '../../components/notices';
import { useContainerWidthClass } from '../../components/container-width';
import { CheckoutContext, useCheckoutContext } from './context';
import { createEventBus, noticeContexts } from '../../shared/checkout/emitter';
import { checkoutSettings } from './settings';
import { useSubmit } from './hooks/use-submit';
import { useCustomerDataSync } from './hooks/use-addresses';
import { usePaymentMethodAvailability } from './hooks/use-payment-methods';
import { useCheckout } from './hooks/use-checkout-state';
import { ContactInformation } from './inner-blocks/contact-information';
import { BillingAddress, ShippingAddress } from './inner-blocks/address-step';
import { ShippingMethods } from './inner-blocks/shipping-methods';
import { DeliveryMethod, PickupOptions } from './inner-blocks/pickup-options';
import { PaymentMethods } from './inner-blocks/payment-methods';
import { ExpressPayment } from './inner-blocks/express-payment';
import { OrderSummary } from './inner-blocks/order-summary';
import { MobileSummary } from './inner-blocks/mobile-summary';
import { OrderNotes } from './inner-blocks/order-notes';
import { Terms } from './inner-blocks/terms';
import { Actions } from './inner-blocks/actions';
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
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSubmit();
			} }
		>
			<StoreNotices context="kiosk/checkout" />
			<CartErrorNotices errors={ cart.errors } context="kiosk/checkout" />
			<ExpressPayment />
			<ContactInformation />
			<RegisteredBlocks area={ innerBlockAreas.CONTACT_INFORMATION } />
			{ cart.needsShipping && hasPickup && <DeliveryMethod /> }
			{ cart.needsShipping && ! pickup && (
				<>
					<ShippingAddress />
					<RegisteredBlocks
						area={ innerBlockAreas.SHIPPING_ADDRESS }
					/>
				</>
			) }
			{ ( ! cart.needsShipping || pickup || ! state.same ) && (
				<>
					<BillingAddress focusOnMount={ billingFocus } />
					<RegisteredBlocks
						area={ innerBlockAreas.BILLING_ADDRESS }
					/>
				</>
			) }
			{ cart.needsShipping &&
				( pickup ? <PickupOptions /> : <ShippingMethods /> ) }
			<RegisteredBlocks
				area={
					pickup
						? innerBlockAreas.PICKUP_LOCATION
						: innerBlockAreas.SHIPPING_METHODS
				}
			/>
			{ cart.needsPayment && <PaymentMethods /> }
			<RegisteredBlocks area={ innerBlockAreas.PAYMENT_METHODS } />
			<OrderNotes />
			<RegisteredBlocks area={ innerBlockAreas.CHECKOUT_FIELDS } />
			<Terms />
			<Actions />
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
	const {
		restoreCustomerDataDirty,
		restoreDraftOrder,
		__internalSetCustomerId,
		initAddresses,
	} = useDispatch( checkoutStore );
	const hasAddresses = useSelect(
		( select ) => select( checkoutStore ).hasAddresses(),
		[]
	);
	useEffect( () => {
		restoreCustomerDataDirty();
	}, [ restoreCustomerDataDirty ] );
	// After the cart answered, so the session exists before GET /checkout
	// (two first requests in parallel could each start a session).
	const canRestore = loaded && ! isEditor && cart.items.length > 0;
	useEffect( () => {
		if ( ! canRestore ) {
			return;
		}
		const controller = new AbortController();
		restoreDraftOrder( controller.signal );
		return () => controller.abort();
	}, [ canRestore, restoreDraftOrder ] );
	const userId = loaded && ! isEditor ? getApi().storeApi.get().userId : 0;
	useEffect( () => {
		__internalSetCustomerId( userId );
	}, [ userId, __internalSetCustomerId ] );
	useEffect( () => {
		if ( loaded ) {
			initAddresses( cart.billingAddress, cart.shippingAddress );
		}
		// Seeded once, from the first cart.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ loaded, initAddresses ] );
	const isLoggedIn = userId > 0;
	const value = useMemo(
		() => ( { settings, bus, isEditor, isLoggedIn } ),
		[ settings, bus, isEditor, isLoggedIn ]
	);
	if ( loadError && ! isEditor ) {
		return (
			<div className="kiosk-checkout kiosk-checkout--error">
				<CartLoadError
					message={ loadError }
					context={ noticeContexts.CHECKOUT }
				/>
			</div>
		);
	}
	if ( ! loaded || ! hasAddresses ) {
		return (
			<div
				className="kiosk-checkout kiosk-checkout--loading"
				aria-busy="true"
			>
				<div className="kiosk-skeleton" />
				<span className="screen-reader-text">
					{ __( 'Loading…', 'kiosk' ) }
				</span>
			</div>
		);
	}
	if ( ! cart.items.length ) {
		return (
			<div className="kiosk-checkout kiosk-checkout--empty">
				<p>{ __( 'Your cart is currently empty!', 'kiosk' ) }</p>
				<a className="kiosk-button" href={ settings.pages.shop }>
					{ __( 'Browse store', 'kiosk' ) }
				</a>
			</div>
		);
	}
	return (
		<CheckoutContext.Provider value={ value }>
			<div
				ref={ setElement }
				className={ `kiosk-checkout ${ width }${
					isEditor ? ' is-editor' : ''
				}` }
				{ ...( ( isEditor ? { inert: '' } : {} ) as object ) }
			>
				<div className="kiosk-checkout__main">
					<MobileSummary />
					<CheckoutForm cart={ cart } />
				</div>
				<aside className="kiosk-checkout__sidebar">
					<OrderSummary />
					<RegisteredBlocks
						area={ innerBlockAreas.CHECKOUT_ORDER_SUMMARY }
					/>
				</aside>
			</div>
		</CheckoutContext.Provider>
	);
}
