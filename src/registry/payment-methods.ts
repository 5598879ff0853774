/**
 * The payment method registry: `registerPaymentMethod`,
 * `registerExpressPaymentMethod` and their getters. The page's functions
 * are those of one registry built by `createPaymentMethodRegistry()`.
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

/** One registry of payment methods; the page has one (below), tests make their own. */
export interface PaymentMethodRegistry {
	registerPaymentMethod: ( options: PaymentMethodOptions ) => void;
	registerExpressPaymentMethod: (
		options: ExpressPaymentMethodOptions
	) => void;
	getPaymentMethods: () => Record< string, PaymentMethodConfig >;
	getExpressPaymentMethods: () => Record<
		string,
		ExpressPaymentMethodConfig
	>;
	subscribeToPaymentMethods: ( listener: () => void ) => () => void;
}

/** An empty payment method registry. */
export function createPaymentMethodRegistry(): PaymentMethodRegistry {
	const regular = new Map< string, PaymentMethodConfig >();
	const express = new Map< string, ExpressPaymentMethodConfig >();
	const listeners = new Set< () => void >();
	const notify = () => listeners.forEach( ( listener ) => listener() );
	return {
		registerPaymentMethod( options ) {
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
		},
		registerExpressPaymentMethod( options ) {
			assertValidExpressPaymentMethod( options );
			express.set( options.name, {
				...options,
				title: options.title ?? options.name,
				description: options.description ?? '',
				gatewayId: options.gatewayId ?? '',
				paymentMethodId: options.paymentMethodId || options.name,
				supports: {
					features: [ 'products' ],
					style: [],
					...options.supports,
				},
				isExpress: true,
			} );
			notify();
		},
		getPaymentMethods: () => Object.fromEntries( regular ),
		getExpressPaymentMethods: () => Object.fromEntries( express ),
		subscribeToPaymentMethods( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}

/** The page's registry (`window.kiosk.registry` hands out its functions). */
const page = createPaymentMethodRegistry();

/** Registers a regular payment method (WooCommerce Blocks' config shape). */
export const registerPaymentMethod = page.registerPaymentMethod;

/** Registers an express payment method. */
export const registerExpressPaymentMethod = page.registerExpressPaymentMethod;

/** The registered regular methods by name. */
export const getPaymentMethods = page.getPaymentMethods;

/** The registered express methods by name. */
export const getExpressPaymentMethods = page.getExpressPaymentMethods;

/** Calls `listener` after every registration (the checkout re-checks availability); returns the unsubscribe. */
export const subscribeToPaymentMethods = page.subscribeToPaymentMethods;
