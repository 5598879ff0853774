/**
 * The cart's express buttons (a lazy chunk, loaded after first paint): loads
 * the registry and payment-method scripts, keeps the methods that can pay,
 * and gives each the express props of WooCommerce Blocks (onClick, onClose,
 * onSubmit, setExpressPaymentError, eventRegistration, …). Hidden when none
 * is registered or none can pay; divider 'Or'. The flow's stores load when
 * the shopper reaches for a button (./checkout-stores.ts).
 */
import {
	cloneElement,
	isValidElement,
	useCallback,
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import { useRegistry, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { Cart } from '../../../../data/cart/types';
import type { ScriptEntry } from '../../../../components/script-loader/load-script';
import {
	createEventBus,
	emitResponse,
	eventRegistration,
} from '../../../../shared/checkout/emitter';
import { cartConnectionLostMessage } from '../../../../shared/connection-lost';
// A pure helper: importing it does not load the checkout's stores.
import { isExpressDisabled } from '../../../../data/payment/transitions';
import { loadOnce, usableMethods, type ExpressMethod } from './express-methods';
import {
	CHECKOUT,
	PAYMENT,
	checkoutStoresLoaded,
	loadCheckoutStores,
} from './checkout-stores';
import { EXPRESS_BUTTON_STYLE } from '../../../../shared/checkout/express-button-style';

/** Runs an action of the flow's stores once they are on the page. */
type WithStores = (
	run: ( stores: { payment: any; checkout: any } ) => unknown
) => Promise< unknown >;

/** One express method's button; its flow runs in `kiosk/payment` and `kiosk/checkout`. */
function CartExpressMethod( {
	method,
	cart,
	disabled,
	withStores,
}: {
	method: ExpressMethod;
	cart: Cart;
	disabled: boolean;
	withStores: WithStores;
} ) {
	const bus = useMemo( createEventBus, [] );
	const props = useMemo(
		() => ( {
			activePaymentMethod: method.name,
			isExpress: true,
			cart,
			billing: {
				billingAddress: cart.billingAddress,
				cartTotal: cart.totals,
			},
			shippingData: {
				shippingAddress: cart.shippingAddress,
				shippingRates: cart.shippingRates,
				needsShipping: cart.needsShipping,
			},
			eventRegistration: eventRegistration( bus ),
			emitResponse,
			disabled,
			buttonAttributes: EXPRESS_BUTTON_STYLE,
			onClick: () =>
				withStores( ( { payment } ) =>
					payment.startExpressPayment( method.name )
				),
			onClose: () =>
				withStores( ( { payment } ) => payment.closeExpressPayment() ),
			setExpressPaymentError: ( message: string ) =>
				withStores( ( { payment } ) =>
					payment.failExpressPayment( message )
				),
			onSubmit: () =>
				withStores( ( { checkout } ) =>
					checkout.processExpressCheckout( { bus, cart } )
				),
		} ),
		[ bus, cart, disabled, method.name, withStores ]
	);
	return (
		<li>
			{ isValidElement( method.content )
				? cloneElement(
						method.content as React.ReactElement<
							Record< string, unknown >
						>,
						props
					)
				: null }
		</li>
	);
}

export default function ExpressArea( {
	cart,
	scripts,
	skeletons,
}: {
	cart: Cart;
	scripts: ScriptEntry[];
	skeletons: JSX.Element;
} ) {
	const [ loaded, setLoaded ] = useState( false );
	const [ usable, setUsable ] = useState< ExpressMethod[] | null >( null );
	const [ stores, setStores ] = useState( checkoutStoresLoaded );
	const [ loadError, setLoadError ] = useState( false );
	const registry = useRegistry();
	const { disabled, error } = useSelect(
		( select ) => {
			if ( ! stores ) {
				return { disabled: false, error: '' };
			}
			const checkout = select( CHECKOUT ) as any;
			const payment = select( PAYMENT ) as any;
			return {
				disabled: isExpressDisabled(
					{
						status: checkout.getCheckoutStatus(),
						hasError: checkout.hasError(),
					},
					payment.isExpressPaymentMethodActive()
				),
				error: payment.getExpressPaymentError() as string,
			};
		},
		[ stores ]
	);
	// Starts the stores' download; the shopper's first move towards a button.
	const warm = useCallback(
		() =>
			loadCheckoutStores().then( () => {
				setStores( true );
				setLoadError( false );
			} ),
		[]
	);
	const reach = useCallback( () => {
		warm().catch( () => {} );
	}, [ warm ] );
	const withStores: WithStores = useCallback(
		( run ) =>
			warm().then(
				() =>
					run( {
						payment: registry.dispatch( PAYMENT ),
						checkout: registry.dispatch( CHECKOUT ),
					} ),
				// The flow cannot start: the connection message, nothing lost.
				() => setLoadError( true )
			),
		[ warm, registry ]
	);
	useEffect( () => {
		let live = true;
		loadOnce( scripts ).then(
			() => live && setLoaded( true ),
			() => live && setUsable( [] )
		);
		return () => {
			live = false;
		};
	}, [ scripts ] );
	useEffect( () => {
		if ( ! loaded ) {
			return;
		}
		let live = true;
		usableMethods( cart ).then( ( list ) => live && setUsable( list ) );
		return () => {
			live = false;
		};
	}, [ loaded, cart ] );
	if ( usable === null ) {
		return skeletons;
	}
	if ( ! usable.length ) {
		return null;
	}
	return (
		<div
			className="kiosk-cart-express"
			aria-busy={ disabled }
			onPointerEnter={ reach }
			onPointerDown={ reach }
			onFocusCapture={ reach }
		>
			{ ( error || loadError ) && (
				<div className="kiosk-notice kiosk-notice--error" role="alert">
					{ error || cartConnectionLostMessage() }
				</div>
			) }
			<ul className="kiosk-cart-express__methods">
				{ usable.map( ( m ) => (
					<CartExpressMethod
						key={ m.name }
						method={ m }
						cart={ cart }
						disabled={ disabled }
						withStores={ withStores }
					/>
				) ) }
			</ul>
			<p className="kiosk-cart-express__divider">
				<span>{ __( 'Or', 'kiosk' ) }</span>
			</p>
		</div>
	);
}
