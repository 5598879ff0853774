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
	return (
		<div
			className={ `kiosk-radio-control__option${
				checked ? ' is-checked' : ''
			}` }
		>
			<label htmlFor={ id }>
				<input
					id={ id }
					type="radio"
					name="payment-method"
					checked={ checked }
					onChange={ onSelect }
				/>
				{ savedTokenLabel( token, type ) }
			</label>
			{ checked && method?.savedTokenComponent && (
				<PaymentMethodErrorBoundary isAdmin={ isAdmin }>
					{ cloneElement( method.savedTokenComponent, {
						...props,
						token: String( token.tokenId ),
					} ) }
				</PaymentMethodErrorBoundary>
			) }
		</div>
	);
}
