/**
 * The `components` prop of payment methods.
 */
import type { ReactNode } from 'react';
import { PaymentIcon } from '../../payment-methods/icons';

function PaymentMethodLabel( {
	text,
	icon,
}: {
	text: string;
	icon?: ReactNode;
} ) {
	return (
		<span className="kiosk-payment-label">
			{ icon }
			{ text }
		</span>
	);
}

function PaymentMethodIcons( {
	icons = [],
}: {
	icons?: Array< string | { id: string } >;
} ) {
	return (
		<span className="kiosk-payment-icons">
			{ icons.map( ( icon ) => {
				const id = typeof icon === 'string' ? icon : icon.id;
				return <PaymentIcon key={ id } name={ id } />;
			} ) }
		</span>
	);
}

function ValidationInputError( {
	errorMessage = '',
}: {
	errorMessage?: string;
} ) {
	return errorMessage ? (
		<p className="kiosk-validation-error" role="alert">
			{ errorMessage }
		</p>
	) : null;
}

function LoadingMask( {
	children,
	isLoading,
}: {
	children: ReactNode;
	isLoading: boolean;
} ) {
	return (
		<div
			className={
				isLoading
					? 'kiosk-loading-mask is-loading'
					: 'kiosk-loading-mask'
			}
			aria-busy={ isLoading }
		>
			{ children }
		</div>
	);
}

export const paymentComponents = {
	PaymentMethodLabel,
	PaymentMethodIcons,
	ValidationInputError,
	LoadingMask,
};
