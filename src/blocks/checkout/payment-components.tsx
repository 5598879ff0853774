/**
 * The `components` prop of payment methods.
 */
import type { ReactNode } from 'react';
import { lazy, Suspense } from '@wordpress/element';

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

/** The brand badges, from the payment chunk (they show with the methods). */
const Icons = lazy(
	() =>
		import(
			/* webpackChunkName: "payment-scripts" */ './payment-method-icons'
		)
);

function PaymentMethodIcons( props: {
	icons?: Array< string | { id: string } >;
} ) {
	return (
		<Suspense fallback={ null }>
			<Icons { ...props } />
		</Suspense>
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
