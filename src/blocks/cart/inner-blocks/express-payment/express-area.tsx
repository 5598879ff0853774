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
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { checkoutStore, isExpressDisabled, paymentStore } from '@kiosk/data';
import type { Cart } from '../../../../data/cart/types';
import type { ScriptEntry } from '../../../../components/script-loader/load-script';
import {
	createEventBus,
	emitResponse,
	eventRegistration,
} from '../../../../shared/checkout/emitter';
import { loadOnce, usableMethods, type ExpressMethod } from './express-methods';
import { EXPRESS_BUTTON_STYLE } from '../../../../shared/checkout/express-button-style';

/** One express method's button; its flow runs in `kiosk/payment` and `kiosk/checkout`. */
function CartExpressMethod( {
	method,
	cart,
	disabled,
}: {
	method: ExpressMethod;
	cart: Cart;
	disabled: boolean;
} ) {
	const bus = useMemo( createEventBus, [] );
	const { startExpressPayment, closeExpressPayment, failExpressPayment } =
		useDispatch( paymentStore );
	const { processExpressCheckout } = useDispatch( checkoutStore );
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
			onClick: () => startExpressPayment( method.name ),
			onClose: () => closeExpressPayment(),
			setExpressPaymentError: ( message: string ) =>
				failExpressPayment( message ),
			onSubmit: () => processExpressCheckout( { bus, cart } ),
		} ),
		[
			bus,
			cart,
			disabled,
			method.name,
			startExpressPayment,
			closeExpressPayment,
			failExpressPayment,
			processExpressCheckout,
		]
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
	const { disabled, error } = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		const payment = select( paymentStore );
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
	}, [] );
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
		<div className="kiosk-cart-express" aria-busy={ disabled }>
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
						disabled={ disabled }
					/>
				) ) }
			</ul>
			<p className="kiosk-cart-express__divider">
				<span>{ __( 'Or', 'kiosk' ) }</span>
			</p>
		</div>
	);
}
