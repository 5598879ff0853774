/**
 * Express payment: 'Express Checkout', one button per available express
 * method (skeletons while loading), 'Or continue below'.
 */
import { cloneElement, useCallback, useMemo } from '@wordpress/element';
import { useDispatch, useRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	getExpressPaymentMethods,
	EXPRESS_BUTTON_STYLE,
} from '@kiosk/registry';
import {
	isExpressDisabled,
	expressSkeletonCount,
	showExpressSkeletons,
	paymentStore,
} from '@kiosk/checkout-data';
import { StoreNotices } from '../../../../components/notices';
import { useCheckoutContext } from '../../context';
import { useSubmit } from '../../hooks/use-submit';
import { useCheckout, usePayment } from '../../hooks/use-checkout-state';
import { usePaymentMethodProps } from '../../hooks/use-payment-props';
import { noticeContexts } from '../../../../shared/checkout/emitter';
import { PaymentMethodErrorBoundary } from '../payment-method-boundary';
import { expressEventRegistration } from '../../hooks/express-registration';

function ExpressMethod( {
	name,
	disabled,
	onSubmit,
}: {
	name: string;
	disabled: boolean;
	onSubmit: () => void;
} ) {
	const { settings, bus } = useCheckoutContext();
	const registry = useRegistry();
	const { startExpressPayment, closeExpressPayment, failExpressPayment } =
		useDispatch( paymentStore );
	const onClick = useCallback(
		() => startExpressPayment( name ),
		[ startExpressPayment, name ]
	);
	const onClose = useCallback(
		() => closeExpressPayment(),
		[ closeExpressPayment ]
	);
	const setExpressPaymentError = useCallback(
		( message: string ) => failExpressPayment( message ),
		[ failExpressPayment ]
	);
	// Its payment setup answers only in its own flow (no wallet data in a
	// later regular order).
	const registration = useMemo(
		() =>
			expressEventRegistration( bus, () => {
				const payment = registry.select( paymentStore );
				return (
					payment.isExpressPaymentMethodActive() &&
					payment.getActivePaymentMethod() === name
				);
			} ),
		[ bus, registry, name ]
	);
	const extra = useMemo(
		() => ( {
			eventRegistration: registration,
			onClick,
			onClose,
			onSubmit,
			setExpressPaymentError,
			disabled,
			buttonAttributes: EXPRESS_BUTTON_STYLE,
		} ),
		[
			registration,
			onClick,
			onClose,
			onSubmit,
			setExpressPaymentError,
			disabled,
		]
	);
	const props = usePaymentMethodProps( extra );
	const method = getExpressPaymentMethods()[ name ];
	if ( ! method?.content ) {
		return null;
	}
	return (
		<li className="kiosk-express-payment__method">
			<PaymentMethodErrorBoundary isAdmin={ settings.isAdmin }>
				{ cloneElement( method.content, props ) }
			</PaymentMethodErrorBoundary>
		</li>
	);
}

/** The express area (hidden when no express method is available). */
export function ExpressPayment() {
	const onSubmit = useSubmit();
	const { settings } = useCheckoutContext();
	const payment = usePayment( ( p ) => ( {
		available: Object.keys( p.getAvailableExpressPaymentMethods() ).join(
			','
		),
		initialised: p.expressPaymentMethodsInitialized() as boolean,
		active: p.isExpressPaymentMethodActive() as boolean,
	} ) );
	const checkout = useCheckout( ( c ) => ( {
		status: c.getCheckoutStatus() as string,
		hasError: c.hasError() as boolean,
		calculating: c.isCalculating() as boolean,
	} ) );
	const names = payment.available ? payment.available.split( ',' ) : [];
	const registered = Object.keys( getExpressPaymentMethods() ).length;
	if ( payment.initialised && ! names.length ) {
		return settings.isAdmin && ! registered ? (
			<div className="kiosk-express-payment kiosk-express-payment--empty">
				<p>{ __( 'No registered Payment Methods', 'kiosk' ) }</p>
			</div>
		) : null;
	}
	const disabled = isExpressDisabled(
		{ status: checkout.status, hasError: checkout.hasError },
		payment.active
	);
	const skeletons = showExpressSkeletons(
		payment.initialised,
		checkout.calculating && ! payment.active
	);
	return (
		<>
			<section
				className="kiosk-express-payment"
				aria-labelledby="kiosk-express-payment-title"
				aria-busy={ disabled }
			>
				<h2
					id="kiosk-express-payment-title"
					className="kiosk-express-payment__title"
				>
					{ __( 'Express Checkout', 'kiosk' ) }
				</h2>
				<StoreNotices context={ noticeContexts.EXPRESS_PAYMENTS } />
				<ul className="kiosk-express-payment__methods">
					{ skeletons
						? Array.from(
								{
									length: expressSkeletonCount(
										names.length
									),
								},
								( _, i ) => (
									<li
										key={ i }
										className="kiosk-express-payment__skeleton"
										aria-hidden="true"
									/>
								)
							)
						: names.map( ( name ) => (
								<ExpressMethod
									key={ name }
									name={ name }
									disabled={ disabled }
									onSubmit={ onSubmit }
								/>
							) ) }
				</ul>
			</section>
			<div className="kiosk-express-payment__divider">
				<span>{ __( 'Or continue below', 'kiosk' ) }</span>
			</div>
		</>
	);
}
