/**
 * The cart's express buttons (a lazy chunk, loaded after first paint): loads
 * the registry and payment-method scripts, keeps the methods that can pay,
 * and gives each the express props of WooCommerce Blocks (onClick, onClose,
 * onSubmit, setExpressPaymentError, eventRegistration, …). Hidden when none
 * is registered or none can pay; divider 'Or'.
 */
import {
	cloneElement,
	isValidElement,
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { CART_STORE_KEY, checkoutStore } from '@kiosk/data';
import type { Cart } from '../../../../data/cart/types';
import {
	loadScripts,
	type ScriptEntry,
} from '../../../../components/script-loader/load-script';
import {
	createEventBus,
	emitResponse,
	eventRegistration,
} from '../../../../shared/checkout/emitter';
import { pageRegistry } from '../../../../shared/page-registry';
import { placeExpressOrder } from './express-order';

interface ExpressMethod {
	name: string;
	content: unknown;
	canMakePayment: (
		args: unknown
	) => boolean | Promise< boolean | { error?: unknown } >;
}

/** WooCommerce's express button style when the registry does not say. */
const BUTTON_STYLE = { height: 48, borderRadius: 4 };

let loading: Promise< void > | null = null;

/** Loads the listed scripts once per page. */
function loadOnce( scripts: ScriptEntry[] ): Promise< void > {
	loading ||= loadScripts( scripts ).catch( ( error ) => {
		loading = null;
		throw error;
	} );
	return loading;
}

function registeredMethods(): ExpressMethod[] {
	return Object.values(
		( pageRegistry()?.getExpressPaymentMethods?.() || {} ) as Record<
			string,
			ExpressMethod
		>
	);
}

async function usableMethods( cart: Cart ): Promise< ExpressMethod[] > {
	const list = await Promise.all(
		registeredMethods().map( async ( m ) => {
			try {
				const ok = await m.canMakePayment( {
					cart,
					cartTotals: cart.totals,
					cartNeedsShipping: cart.needsShipping,
					billingAddress: cart.billingAddress,
					shippingAddress: cart.shippingAddress,
					paymentMethods: cart.paymentMethods,
				} );
				return ok === true ||
					( typeof ok === 'object' && ok !== null && ! ok.error )
					? m
					: null;
			} catch {
				return null;
			}
		} )
	);
	return list.filter( Boolean ) as ExpressMethod[];
}

type Status = 'idle' | 'started' | 'processing';

/** One express method's button with the cart's express flow. */
function CartExpressMethod( {
	method,
	cart,
	disabled,
	onStatus,
	onError,
}: {
	method: ExpressMethod;
	cart: Cart;
	disabled: boolean;
	onStatus: ( status: Status ) => void;
	onError: ( message: string ) => void;
} ) {
	const bus = useMemo( createEventBus, [] );
	const { receiveCart } = useDispatch( CART_STORE_KEY ) as unknown as {
		receiveCart: ( cart: unknown ) => void;
	};
	const { __internalSetRedirectUrl, completeCheckout } =
		useDispatch( checkoutStore );
	const props = useMemo( () => {
		const genericError = __(
			'Something went wrong. Please contact us to get assistance.',
			'kiosk'
		);
		return {
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
			buttonAttributes: BUTTON_STYLE,
			onClick: () => {
				onError( '' );
				onStatus( 'started' );
			},
			onClose: () => onStatus( 'idle' ),
			setExpressPaymentError: ( message: string ) => {
				onStatus( 'idle' );
				onError( message );
			},
			onSubmit: async () => {
				onStatus( 'processing' );
				const attribution = window.kioskOrderAttribution;
				const result = await placeExpressOrder( {
					bus,
					cart,
					paymentMethod: method.name,
					extensionData: attribution
						? { [ attribution.namespace ]: attribution.values() }
						: {},
					genericError,
				} );
				if ( result.redirectUrl !== undefined ) {
					// The order is placed: the checkout completes (its saved
					// flags go) and the browser follows the redirect.
					__internalSetRedirectUrl( result.redirectUrl || '/' );
					completeCheckout();
					return;
				}
				if ( result.cart ) {
					receiveCart( result.cart );
				}
				onStatus( 'idle' );
				onError( result.error || genericError );
			},
		};
	}, [
		bus,
		cart,
		disabled,
		method.name,
		onError,
		onStatus,
		receiveCart,
		__internalSetRedirectUrl,
		completeCheckout,
	] );
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
	const [ status, setStatus ] = useState< Status >( 'idle' );
	const [ error, setError ] = useState( '' );
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
		<div className="kiosk-cart-express" aria-busy={ status !== 'idle' }>
			{ error && (
				<div className="kiosk-notice kiosk-notice--error" role="alert">
					{ error }
				</div>
			) }
			<ul className="kiosk-cart-express__methods">
				{ usable.map( ( m ) => (
					<CartExpressMethod
						key={ m.name }
						method={ m }
						cart={ cart }
						disabled={ status !== 'idle' }
						onStatus={ setStatus }
						onError={ setError }
					/>
				) ) }
			</ul>
			<p className="kiosk-cart-express__divider">
				<span>{ __( 'Or', 'kiosk' ) }</span>
			</p>
		</div>
	);
}
