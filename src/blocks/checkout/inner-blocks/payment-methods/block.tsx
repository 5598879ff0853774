/**
 * Payment options: saved methods first, then the radio list with each
 * method's content in an accordion, and the save-payment checkbox where
 * allowed.
 */
import { cloneElement, useEffect, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { getPaymentMethods } from '@kiosk/registry';
import {
	canSavePaymentMethod,
	type SavedPaymentMethod,
	checkoutStore,
	paymentStore,
	noticesStore,
} from '@kiosk/data';
import { StoreNotices } from '../../../../components/notices';
import { savedTokenLabel } from '../../../../components/checkout/saved-token-label';
import { useCheckoutContext } from '../../context';
import { useCheckout, usePayment } from '../../hooks/use-checkout-state';
import { usePaymentMethodProps } from '../../hooks/use-payment-props';
import { noticeContexts } from '../../../../shared/checkout/emitter';
import { PaymentMethodErrorBoundary } from '../payment-method-boundary';
import { StepHeading } from '../step-heading';

/**
 * The customer's saved methods, as the server printed them with the
 * checkout (WooCommerce's own list of the enabled gateways' tokens).
 */
function useSavedMethods( isLoggedIn: boolean ) {
	const { __internalSetSavedPaymentMethods } = useDispatch( paymentStore );
	useEffect( () => {
		const saved = window.kioskSettings?.customerPaymentMethods;
		if ( isLoggedIn && saved ) {
			__internalSetSavedPaymentMethods( saved );
		}
	}, [ isLoggedIn, __internalSetSavedPaymentMethods ] );
}

/**
 * The notice shown when no regular payment method can be chosen: an info
 * pointing to express methods when there are some, otherwise an error.
 */
function noPaymentMethodsMessage(
	hasRegular: boolean,
	hasExpress: boolean
): string {
	if ( hasRegular ) {
		return '';
	}
	if ( hasExpress ) {
		return __(
			'Only express payment methods are available for this order. Please select one to continue.',
			'kiosk'
		);
	}
	return __(
		'There are no payment methods available. Please contact us for help placing your order.',
		'kiosk'
	);
}

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
	const notices = useDispatch( noticesStore );
	const { updateDraftOrder } = useDispatch( checkoutStore );
	const props = usePaymentMethodProps();
	const registered = getPaymentMethods();
	const names = Object.keys( payment.available ).filter(
		( name ) => registered[ name ]
	);
	const customerId = checkout.customerId || ( isLoggedIn ? 1 : 0 );
	const hasRegular = names.length > 0;
	const hasExpress = Object.keys( payment.express ).length > 0;
	const [ notice, setNotice ] = useState( '' );

	useEffect( () => {
		actions.enforceSavePaymentRule( customerId, checkout.createAccount );
	}, [ customerId, checkout.createAccount, actions ] );

	useEffect( () => {
		if ( ! payment.initialised ) {
			return;
		}
		const message = noPaymentMethodsMessage( hasRegular, hasExpress );
		setNotice( message );
		notices.removeNotice(
			'kiosk-no-payment-methods',
			noticeContexts.PAYMENTS
		);
		if ( message ) {
			notices[ hasExpress ? 'createInfoNotice' : 'createErrorNotice' ](
				message,
				{
					id: 'kiosk-no-payment-methods',
					context: noticeContexts.PAYMENTS,
					isDismissible: false,
				}
			);
		}
	}, [ payment.initialised, hasRegular, hasExpress, notices ] );

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
			{ ! payment.initialised && (
				<div className="kiosk-skeleton" aria-hidden="true" />
			) }
			{ notice === '' && (
				<div
					className="kiosk-radio-control kiosk-payment-options"
					role="radiogroup"
					aria-label={ __( 'Payment options', 'kiosk' ) }
				>
					{ savedEntries.map( ( { type, token } ) => {
						const checked =
							payment.token === String( token.tokenId );
						const method = registered[ token.method.gateway ];
						return (
							<div
								key={ `token-${ token.tokenId }` }
								className={ `kiosk-radio-control__option${ checked ? ' is-checked' : '' }` }
							>
								<label
									htmlFor={ `kiosk-saved-token-${ token.tokenId }` }
								>
									<input
										id={ `kiosk-saved-token-${ token.tokenId }` }
										type="radio"
										name="payment-method"
										checked={ checked }
										onChange={ () =>
											actions.selectSavedToken(
												token.method.gateway,
												token.tokenId
											)
										}
									/>
									{ savedTokenLabel( token, type ) }
								</label>
								{ checked && method?.savedTokenComponent && (
									<PaymentMethodErrorBoundary
										isAdmin={ settings.isAdmin }
									>
										{ cloneElement(
											method.savedTokenComponent,
											{
												...props,
												token: String( token.tokenId ),
											}
										) }
									</PaymentMethodErrorBoundary>
								) }
							</div>
						);
					} ) }
					{ names.map( ( name ) => {
						const method = registered[ name ];
						const checked =
							! payment.token && payment.active === name;
						const id = `radio-control-wc-payment-method-options-${ name }`;
						return (
							<div
								key={ name }
								className={ `kiosk-radio-control__option kiosk-payment-method${ checked ? ' is-checked' : '' }` }
							>
								<input
									id={ id }
									type="radio"
									name="payment-method"
									value={ name }
									checked={ checked }
									aria-controls={
										checked && method.content
											? `${ id }__content`
											: undefined
									}
									onChange={ () => choose( name ) }
								/>
								<label
									htmlFor={ id }
									aria-label={ method.ariaLabel }
								>
									{ method.label }
								</label>
								{ checked && method.content && (
									<div
										id={ `${ id }__content` }
										className="kiosk-payment-method__content"
									>
										<PaymentMethodErrorBoundary
											isAdmin={ settings.isAdmin }
										>
											{ cloneElement(
												method.content,
												props
											) }
										</PaymentMethodErrorBoundary>
									</div>
								) }
							</div>
						);
					} ) }
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
