/**
 * The checkout view, shared by the front end and the editor. Every named
 * inner area is its own component, with extension blocks after it.
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { getApi } from '@kiosk/api';
import { innerBlockAreas } from '@kiosk/registry';
import { type Cart, cartStore, checkoutStore, paymentStore } from '@kiosk/data';
import {
	CartErrorNotices,
	CartLoadError,
	StoreNotices,
	cartLoadError,
} from '../../components/notices';
import { useContainerWidthClass } from '../../components/container-width';
import { createAddressStore } from '../../components/checkout/address-form/address-store';
import { CheckoutContext, useCheckoutContext } from './context';
import { createEventBus, noticeContexts } from '../../shared/checkout/emitter';
import { checkoutSettings } from './settings';
import { submitCheckout } from './processor/submit';
import { useCustomerDataSync } from './hooks/use-addresses';
import { usePaymentMethodAvailability } from './hooks/use-payment-methods';
import { useCheckout } from './hooks/use-checkout-state';
import { OrderSummary } from './inner-blocks/order-summary/block';
import { MobileSummary } from './inner-blocks/mobile-summary';
import { CheckoutFields } from './inner-blocks/checkout-fields/frontend';
import { RegisteredBlocks } from './registered-blocks';
import type {
	BillingAddress as BillingValues,
	ShippingAddress as ShippingValues,
} from '../../types/store-api';

function CheckoutForm( { cart }: { cart: Cart } ) {
	const registry = useRegistry();
	const { settings, bus, addresses, isLoggedIn } = useCheckoutContext();
	const state = useCheckout( ( c ) => ( {
		same: c.getUseShippingAsBilling() as boolean,
		pickup: c.prefersCollection() as boolean,
		status: c.getCheckoutStatus() as string,
		hasError: c.hasError() as boolean,
		calculating: c.isCalculating() as boolean,
	} ) );
	useCustomerDataSync( state.same );
	usePaymentMethodAvailability();
	const { syncWithCheckout } = useDispatch( paymentStore );
	useEffect( () => {
		syncWithCheckout( {
			status: state.status,
			hasError: state.hasError,
			isCalculating: state.calculating,
		} );
	}, [ state.status, state.hasError, state.calculating, syncWithCheckout ] );
	const hasPickup =
		settings.localPickupEnabled &&
		cart.shippingRates.some( ( pkg ) =>
			pkg.shipping_rates.some(
				( r ) => r.method_id === 'pickup_location'
			)
		);
	const pickup = hasPickup && state.pickup;
	const wasSame = useRef( state.same );
	const billingFocus = wasSame.current && ! state.same;
	wasSame.current = state.same;

	const onSubmit = useCallback( () => {
		submitCheckout( {
			registry,
			bus,
			isLoggedIn: () => isLoggedIn || getApi().storeApi.get().userId > 0,
			input: () => {
				const current = registry.select( cartStore );
				const data: Cart = current.getCartData();
				const same =
					registry
						.select( checkoutStore )
						.getUseShippingAsBilling() && ! pickup;
				return {
					billing: addresses.get(
						'billing'
					) as unknown as BillingValues,
					shipping: addresses.get(
						'shipping'
					) as unknown as ShippingValues,
					useShippingAsBilling: same,
					needsShipping: data.needsShipping,
					needsPayment: data.needsPayment,
				};
			},
			hasShippingRate: () => {
				const data: Cart = registry.select( cartStore ).getCartData();
				return (
					data.shippingRates.length > 0 &&
					data.shippingRates.every( ( pkg ) =>
						pkg.shipping_rates.some( ( r ) => r.selected )
					)
				);
			},
			extraExtensionData: () => {
				const attribution = window.kioskOrderAttribution;
				return attribution
					? { [ attribution.namespace ]: attribution.values() }
					: {};
			},
		} );
	}, [ registry, bus, addresses, isLoggedIn, pickup ] );

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
			<CheckoutFields
				form={ {
					cart,
					hasPickup,
					pickup,
					same: state.same,
					billingFocus,
					onSubmit,
				} }
			/>
		</form>
	);
}

const emptyAddress = ( country = 'DE' ): Record< string, string > => ( {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country,
	phone: '',
} );

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
	const addressesRef = useRef< ReturnType<
		typeof createAddressStore
	> | null >( null );
	const {
		restoreCustomerDataDirty,
		restoreDraftOrder,
		__internalSetCustomerId,
	} = useDispatch( checkoutStore );
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
	if ( loaded && ! addressesRef.current ) {
		const billing: Record< string, string > = {
			...emptyAddress(),
			email: '',
			...( cart.billingAddress as unknown as Record< string, string > ),
		};
		const shipping: Record< string, string > = {
			...emptyAddress(),
			...( cart.shippingAddress as unknown as Record< string, string > ),
		};
		billing.country ||= 'DE';
		shipping.country ||= 'DE';
		addressesRef.current = createAddressStore( { billing, shipping } );
	}
	const value = useMemo(
		() =>
			addressesRef.current
				? {
						settings,
						bus,
						addresses: addressesRef.current,
						isEditor,
						isLoggedIn: userId > 0,
					}
				: null,
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ settings, bus, addressesRef.current, isEditor, userId ]
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
	if ( ! loaded || ! value ) {
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
