/**
 * One saved payment method (token) as a radio option, with the gateway's
 * saved-token component while it is checked.
 */
import { cloneElement } from '@wordpress/element';
import type { SavedPaymentMethod } from '@kiosk/checkout-data';
import type { getPaymentMethods } from '@kiosk/registry';
import { savedTokenLabel } from '../../../components/checkout/saved-token-label';
import { PaymentMethodErrorBoundary } from '../inner-blocks/payment-method-boundary';

type RegisteredMethod = ReturnType< typeof getPaymentMethods >[ string ];

/** The option. */
export function SavedTokenOption( {
	token,
	type,
	checked,
	method,
	props,
	isAdmin,
	onSelect,
}: {
	token: SavedPaymentMethod;
	type: string;
	checked: boolean;
	method: RegisteredMethod | undefined;
	props: Record< string, unknown >;
	isAdmin: boolean;
	onSelect: () => void;
} ) {
	const id = `kiosk-saved-token-${ token.tokenId }`;
	// Laid out as a regular method's row: the radio in the first column,
	// the label beside it, the gateway's note below the label.
	return (
		<div
			className={ `kiosk-radio-control__option kiosk-payment-method kiosk-saved-token${
				checked ? ' is-checked' : ''
			}` }
		>
			<input
				id={ id }
				type="radio"
				name="payment-method"
				checked={ checked }
				onChange={ onSelect }
			/>
			<label htmlFor={ id }>{ savedTokenLabel( token, type ) }</label>
			{ checked && method?.savedTokenComponent && (
				<div className="kiosk-payment-method__content">
					<PaymentMethodErrorBoundary isAdmin={ isAdmin }>
						{ cloneElement( method.savedTokenComponent, {
							...props,
							token: String( token.tokenId ),
						} ) }
					</PaymentMethodErrorBoundary>
				</div>
			) }
		</div>
	);
}
