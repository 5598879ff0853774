/**
 * The shapes of payment method registrations, as WooCommerce Blocks'
 * `registerPaymentMethod` / `registerExpressPaymentMethod` take them, so a
 * gateway's integration ports by changing its import.
 */
import type { ReactElement, ReactNode } from 'react';

/** What `canMakePayment` receives. */
export interface CanMakePaymentArgument {
	cart: unknown;
	cartTotals: unknown;
	cartNeedsShipping: boolean;
	billingAddress: Record< string, string >;
	shippingAddress: Record< string, string >;
	billingData: Record< string, string >;
	selectedShippingMethods: Record< string, string >;
	paymentRequirements: string[];
	paymentMethods: string[];
}

export type CanMakePaymentReturn = boolean | { error: { message: string } };
export type CanMakePayment = (
	argument: CanMakePaymentArgument
) => CanMakePaymentReturn | Promise< CanMakePaymentReturn >;

export interface PaymentMethodSupports {
	features?: string[];
	showSavedCards?: boolean;
	showSaveOption?: boolean;
	/** Express button style keys the method honours (e.g. ['height', 'borderRadius']). */
	style?: string[];
}

/** A regular payment method's registration. */
export interface PaymentMethodOptions {
	name: string;
	label: ReactNode;
	ariaLabel: string;
	content: ReactElement | null;
	edit: ReactElement | null;
	canMakePayment: CanMakePayment;
	paymentMethodId?: string;
	supports?: PaymentMethodSupports;
	savedTokenComponent?: ReactElement | null;
	placeOrderButtonLabel?: string;
	icons?: unknown[] | null;
}

/** An express payment method's registration. */
export interface ExpressPaymentMethodOptions {
	name: string;
	title?: string;
	description?: string;
	gatewayId?: string;
	content: ReactElement | null;
	edit: ReactElement | null;
	canMakePayment: CanMakePayment;
	paymentMethodId?: string;
	supports?: PaymentMethodSupports;
}

/** A validated regular method. */
export interface PaymentMethodConfig extends PaymentMethodOptions {
	paymentMethodId: string;
	supports: Required<
		Pick<
			PaymentMethodSupports,
			'features' | 'showSavedCards' | 'showSaveOption'
		>
	> &
		PaymentMethodSupports;
	savedTokenComponent: ReactElement | null;
	isExpress: false;
}

/** A validated express method. */
export interface ExpressPaymentMethodConfig extends ExpressPaymentMethodOptions {
	title: string;
	description: string;
	gatewayId: string;
	paymentMethodId: string;
	supports: Required< Pick< PaymentMethodSupports, 'features' | 'style' > > &
		PaymentMethodSupports;
	isExpress: true;
}
