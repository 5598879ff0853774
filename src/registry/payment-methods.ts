/**
 * The payment method registry: `registerPaymentMethod`,
 * `registerExpressPaymentMethod` and their getters.
 */
import type {
	ExpressPaymentMethodConfig,
	ExpressPaymentMethodOptions,
	PaymentMethodConfig,
	PaymentMethodOptions,
} from './payment-method-types';
import {
	assertValidExpressPaymentMethod,
	assertValidPaymentMethod,
} from './payment-method-validation';

export { EXPRESS_BUTTON_STYLE } from '../shared/checkout/express-button-style';

const regular = new Map< string, PaymentMethodConfig >();
const express = new Map< string, ExpressPaymentMethodConfig >();
const listeners = new Set< () => void >();
const notify = () => listeners.forEach( ( listener ) => listener() );

/** Registers a regular payment method (WooCommerce Blocks' config shape). */
export function registerPaymentMethod( options: PaymentMethodOptions ): void {
	assertValidPaymentMethod( options );
	regular.set( options.name, {
		...options,
		paymentMethodId: options.paymentMethodId || options.name,
		savedTokenComponent: options.savedTokenComponent ?? null,
		supports: {
			features: [ 'products' ],
			showSavedCards: false,
			showSaveOption: false,
			...options.supports,
		},
		isExpress: false,
	} );
	notify();
}

/** Registers an express payment method. */
export function registerExpressPaymentMethod(
	options: ExpressPaymentMethodOptions
): void {
	assertValidExpressPaymentMethod( options );
	express.set( options.name, {
		...options,
		title: options.title ?? options.name,
		description: options.description ?? '',
		gatewayId: options.gatewayId ?? '',
		paymentMethodId: options.paymentMethodId || options.name,
		supports: { features: [ 'products' ], style: [], ...options.supports },
		isExpress: true,
	} );
	notify();
}

/** The registered regular methods by name. */
export function getPaymentMethods(): Record< string, PaymentMethodConfig > {
	return Object.fromEntries( regular );
}

/** The registered express methods by name. */
export function getExpressPaymentMethods(): Record<
	string,
	ExpressPaymentMethodConfig
> {
	return Object.fromEntries( express );
}

/** Calls `listener` after every registration (the checkout re-checks availability). */
export function subscribeToPaymentMethods( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/** Empties the registry (tests). */
export function __resetPaymentMethods(): void {
	regular.clear();
	express.clear();
}
