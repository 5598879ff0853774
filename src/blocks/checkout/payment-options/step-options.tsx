/**
 * The payment step's options once the regular methods are known: to an
 * administrator the active gateways it cannot offer, saved tokens (the
 * default one picked), then the methods, the save-payment
 * checkbox where allowed, and the notice when none can be chosen. In the
 * chunk the methods' scripts load with (../payment-scripts/run.ts), so the
 * checkout's first paint carries none of it; the step shows its
 * placeholder (./pending-methods.tsx) until it is there.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { getPaymentMethods } from '@kiosk/registry';
import {
	canSavePaymentMethod,
	type SavedPaymentMethod,
	checkoutStore,
	paymentStore,
} from '@kiosk/checkout-data';
import { useCheckoutContext } from '../context';
import { useCheckout, usePayment } from '../hooks/use-checkout-state';
import { usePaymentMethodProps } from '../hooks/use-payment-props';
import { useNoPaymentMethodsNotice } from '../hooks/use-payment-notice';
import { markPaymentOptionsShown } from '../payment-scripts';
import { SavedTokenOption } from './saved-token-option';
import { UnsupportedMethodsNotice } from './unsupported-methods-notice';
import { PaymentMethodOption } from './payment-method-option';

/** The options. */
export default function StepOptions() {
	const { settings, isLoggedIn } = useCheckoutContext();
	const payment = usePayment( ( p ) => ( {
		active: p.getActivePaymentMethod() as string,
		token: p.getActiveSavedToken() as string,
		available: p.getAvailablePaymentMethods() as Record<
			string,
			{ name: string }
		>,
		express: p.getAvailableExpressPaymentMethods() as Record<
			string,
			{ name: string }
		>,
		saved: p.getSavedPaymentMethods() as Record<
			string,
			SavedPaymentMethod[]
		>,
		shouldSave: p.getShouldSavePaymentMethod() as boolean,
		chosen: p.hasShopperChosenPaymentMethod() as boolean,
	} ) );
	const checkout = useCheckout( ( c ) => ( {
		customerId: c.getCustomerId() as number,
		createAccount: c.getShouldCreateAccount() as boolean,
	} ) );
	const actions = useDispatch( paymentStore );
	const { updateDraftOrder } = useDispatch( checkoutStore );
	const props = usePaymentMethodProps();
	const registered = getPaymentMethods();
	const names = Object.keys( payment.available ).filter(
		( name ) => registered[ name ]
	);
	const customerId = checkout.customerId || ( isLoggedIn ? 1 : 0 );
	const notice = useNoPaymentMethodsNotice(
		true,
		names.length > 0,
		Object.keys( payment.express ).length > 0
	);

	useEffect( () => {
		actions.enforceSavePaymentRule( customerId, checkout.createAccount );
	}, [ customerId, checkout.createAccount, actions ] );

	const saved = Object.entries( payment.saved ).flatMap(
		( [ type, tokens ] ) =>
			tokens
				.filter(
					( token ) =>
						registered[ token.method.gateway ] &&
						payment.available[ token.method.gateway ]
				)
				.map( ( token ) => ( { type, token } ) )
	);
	// The default saved token is picked first, unless the shopper already
	// picked a method (or it was restored from their draft order); then the
	// place-order button may send (../hooks/use-submit.ts waits for this).
	useEffect( () => {
		const first =
			saved.find( ( entry ) => entry.token.is_default ) || saved[ 0 ];
		if ( first && ! payment.token && ! payment.chosen ) {
			actions.selectSavedToken(
				first.token.method.gateway,
				first.token.tokenId,
				false
			);
		}
		markPaymentOptionsShown();
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ saved.length ] );

	const choose = ( name: string ) => {
		actions.selectPaymentMethod( name );
		updateDraftOrder( { payment_method: name } );
	};
	const activeMethod = ! payment.token ? registered[ payment.active ] : null;
	return (
		<>
			{ settings.isAdmin && (
				<UnsupportedMethodsNotice
					methods={ settings.paymentMethodsWithoutBlocks }
				/>
			) }
			{ notice === '' && (
				<div
					className="kiosk-radio-control kiosk-payment-options"
					role="radiogroup"
					aria-label={ __( 'Payment options', 'kiosk' ) }
				>
					{ saved.map( ( { type, token } ) => (
						<SavedTokenOption
							key={ `token-${ token.tokenId }` }
							token={ token }
							type={ type }
							checked={
								payment.token === String( token.tokenId )
							}
							method={ registered[ token.method.gateway ] }
							props={ props }
							isAdmin={ settings.isAdmin }
							onSelect={ () =>
								actions.selectSavedToken(
									token.method.gateway,
									token.tokenId
								)
							}
						/>
					) ) }
					{ names.map( ( name ) => (
						<PaymentMethodOption
							key={ name }
							name={ name }
							method={ registered[ name ] }
							checked={
								! payment.token && payment.active === name
							}
							props={ props }
							isAdmin={ settings.isAdmin }
							onSelect={ () => choose( name ) }
						/>
					) ) }
				</div>
			) }
			{ activeMethod?.supports.showSaveOption &&
				canSavePaymentMethod( customerId, checkout.createAccount ) && (
					<div className="kiosk-checkbox">
						<input
							id="save-payment-method"
							type="checkbox"
							checked={ payment.shouldSave }
							onChange={ ( e ) =>
								actions.__internalSetShouldSavePaymentMethod(
									e.target.checked
								)
							}
						/>
						<label htmlFor="save-payment-method">
							{ __(
								'Save payment information to my account for future purchases.',
								'kiosk'
							) }
						</label>
					</div>
				) }
		</>
	);
}
