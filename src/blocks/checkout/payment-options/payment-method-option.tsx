/**
 * One regular payment method as a radio option, with the method's content
 * in an accordion while it is checked.
 */
import { cloneElement, isValidElement } from '@wordpress/element';
import type { getPaymentMethods } from '@kiosk/registry';
import { PaymentMethodErrorBoundary } from '../inner-blocks/payment-method-boundary';

type RegisteredMethod = ReturnType< typeof getPaymentMethods >[ string ];

/** The option. */
export function PaymentMethodOption( {
	name,
	method,
	checked,
	props,
	isAdmin,
	onSelect,
}: {
	name: string;
	method: RegisteredMethod;
	checked: boolean;
	props: Record< string, unknown >;
	isAdmin: boolean;
	onSelect: () => void;
} ) {
	const id = `radio-control-wc-payment-method-options-${ name }`;
	return (
		<div
			className={ `kiosk-radio-control__option kiosk-payment-method${
				checked ? ' is-checked' : ''
			}` }
		>
			<input
				id={ id }
				type="radio"
				name="payment-method"
				value={ name }
				checked={ checked }
				aria-controls={
					checked && method.content ? `${ id }__content` : undefined
				}
				onChange={ onSelect }
			/>
			<label htmlFor={ id } aria-label={ method.ariaLabel }>
				{ isValidElement( method.label )
					? // As WooCommerce's checkout does: a label element gets
						// the payment components (WooCommerce's own offline
						// methods render `components.PaymentMethodLabel`).
						cloneElement( method.label, {
							components: props.components,
						} as Record< string, unknown > )
					: method.label }
			</label>
			{ checked && method.content && (
				<div
					id={ `${ id }__content` }
					className="kiosk-payment-method__content"
				>
					<PaymentMethodErrorBoundary isAdmin={ isAdmin }>
						{ cloneElement( method.content, props ) }
					</PaymentMethodErrorBoundary>
				</div>
			) }
		</div>
	);
}
