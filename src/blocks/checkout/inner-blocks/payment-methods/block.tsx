/**
 * Payment options: saved methods first, then the radio list with each
 * method's content in an accordion, and the save-payment checkbox where
 * allowed.
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
import { StoreNotices } from '../../../../components/notices';
import { useCheckoutContext } from '../../context';
import { useCheckout, usePayment } from '../../hooks/use-checkout-state';
import { usePaymentMethodProps } from '../../hooks/use-payment-props';
import { noticeContexts } from '../../../../shared/checkout/emitter';
import {
	useNoPaymentMethodsNotice,
	useSavedMethods,
} from '../../hooks/use-payment-notice';
import { SavedTokenOption } from '../../payment-options/saved-token-option';
import { PaymentMethodOption } from '../../payment-options/payment-method-option';
import { UnsupportedMethodsNotice } from '../../payment-options/unsupported-methods-notice';
import { StepHeading } from '../step-heading';

/** The payment step. */
export function PaymentMethods() {
	const { settings, isLoggedIn } = useCheckoutContext();
	useSavedMethods( isLoggedIn );
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
		initialised: p.paymentMethodsInitialized() as boolean,
		saved: p.getSavedPaymentMethods() as Record<
			string,
			SavedPaymentMethod[]
		>,
		shouldSave: p.getShouldSavePaymentMethod() as boolean,
		chosen: p.hasShopperChosenPaymentMethod() as boolean,
		expressActive: p.isExpressPaymentMethodActive() as boolean,
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
	const hasRegular = names.length > 0;
	const hasExpress = Object.keys( payment.express ).length > 0;
	const notice = useNoPaymentMethodsNotice(
		payment.initialised,
		hasRegular,
		hasExpress
	);

	useEffect( () => {
		actions.enforceSavePaymentRule( customerId, checkout.createAccount );
	}, [ customerId, checkout.createAccount, actions ] );

	const savedEntries = Object.entries( payment.saved ).flatMap(
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
	// picked a method (or it was restored from their draft order).
	useEffect( () => {
		const first =
			savedEntries.find( ( entry ) => entry.token.is_default ) ||
			savedEntries[ 0 ];
		if ( first && ! payment.token && ! payment.chosen ) {
			actions.selectSavedToken(
				first.token.method.gateway,
				first.token.tokenId,
				false
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ savedEntries.length ] );

	if ( payment.expressActive ) {
		return null;
	}
	const choose = ( name: string ) => {
		actions.selectPaymentMethod( name );
		updateDraftOrder( { payment_method: name } );
	};
	const activeMethod = ! payment.token ? registered[ payment.active ] : null;
	const canSave = canSavePaymentMethod( customerId, checkout.createAccount );
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__payment-methods">
			<StepHeading title={ __( 'Payment options', 'kiosk' ) } />
			<StoreNotices context={ noticeContexts.PAYMENTS } />
			{ settings.isAdmin && (
				<UnsupportedMethodsNotice
					methods={ settings.paymentMethodsWithoutBlocks }
				/>
			) }
			{ ! payment.initialised && (
				<div className="kiosk-skeleton" aria-hidden="true" />
			) }
			{ notice === '' && (
				<div
					className="kiosk-radio-control kiosk-payment-options"
					role="radiogroup"
					aria-label={ __( 'Payment options', 'kiosk' ) }
				>
					{ savedEntries.map( ( { type, token } ) => (
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
			{ activeMethod?.supports.showSaveOption && canSave && (
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
		</fieldset>
	);
}
