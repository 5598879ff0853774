/**
 * The payment step: its heading, notices and, once the regular methods'
 * scripts ran (../../payment-scripts), its options: to an administrator the
 * active gateways it cannot offer, saved methods first, then the radio list
 * with each method's content in an accordion, and the save-payment checkbox
 * where allowed (../../payment-options/step-options, loaded with those
 * scripts). Until then a placeholder holds their place.
 */
import { lazy, Suspense, useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { paymentStore } from '@kiosk/checkout-data';
import { StoreNotices } from '../../../../components/notices';
import { useCartPart, useCheckoutContext } from '../../context';
import { usePayment } from '../../hooks/use-checkout-state';
import { noticeContexts } from '../../../../shared/checkout/emitter';
import { PendingMethods } from '../../payment-options/pending-methods';
import { usePaymentScriptsStatus } from '../../payment-scripts';
import { sortMethods } from '../../hooks/payment-availability';
import { StepHeading } from '../step-heading';

const StepOptions = lazy(
	() =>
		import(
			/* webpackChunkName: "payment-scripts" */ '../../payment-options/step-options'
		)
);

/** The payment step. */
export function PaymentMethods() {
	const { settings, isLoggedIn } = useCheckoutContext();
	const payment = usePayment( ( p ) => ( {
		express: p.getAvailableExpressPaymentMethods() as Record<
			string,
			{ name: string }
		>,
		initialised: p.paymentMethodsInitialized() as boolean,
		expressActive: p.isExpressPaymentMethodActive() as boolean,
	} ) );
	// The customer's saved methods (WooCommerce's list of the enabled
	// gateways' tokens, printed with the checkout) are in the store before
	// the options render, so the default one is picked with their first render.
	const { __internalSetSavedPaymentMethods } = useDispatch( paymentStore );
	useEffect( () => {
		const saved = window.kioskSettings?.customerPaymentMethods;
		if ( isLoggedIn && saved ) {
			__internalSetSavedPaymentMethods( saved );
		}
	}, [ isLoggedIn, __internalSetSavedPaymentMethods ] );
	const scriptsStatus = usePaymentScriptsStatus();
	const offered = useCartPart( ( c ) => c.paymentMethods );

	if ( payment.expressActive ) {
		return null;
	}
	// While they load: a row for each saved token and each method the cart
	// offers that is not express, in the order they will show.
	const methods = sortMethods(
		Object.fromEntries(
			offered
				.filter( ( name ) => ! payment.express[ name ] )
				.map( ( name ) => [
					name,
					settings.paymentMethodData?.[ name ] || {},
				] )
		),
		settings.paymentMethodSortOrder || []
	);
	const pending = (
		<PendingMethods
			tokens={
				isLoggedIn
					? Object.values(
							window.kioskSettings?.customerPaymentMethods || {}
						)
							.flat()
							.filter(
								( token ) => methods[ token.method.gateway ]
							).length
					: 0
			}
			methods={ Object.values( methods ) }
			failed={ scriptsStatus === 'failed' }
		/>
	);
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__payment-methods">
			<StepHeading title={ __( 'Payment options', 'kiosk' ) } />
			<StoreNotices context={ noticeContexts.PAYMENTS } />
			{ payment.initialised ? (
				<Suspense fallback={ pending }>
					<StepOptions />
				</Suspense>
			) : (
				pending
			) }
		</fieldset>
	);
}
