/**
 * The checkout view, shared by the front end and the editor. Every named
 * inner area is its own component, with extension blocks after it.
 */
import { useMemo, useRef, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { innerBlockAreas } from '@kiosk/registry';
import { type Cart, cartStore, offersPickup } from '@kiosk/data';
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
