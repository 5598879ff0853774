/**
 * Checks a payment method registration and throws a clear error for each
 * problem (the messages WooCommerce Blocks gives).
 */
import { isValidElement } from 'react';
import type {
	ExpressPaymentMethodOptions,
	PaymentMethodOptions,
} from './payment-method-types';

const isElementOrNull = ( value: unknown ) =>
	value === null || isValidElement( value );

/** Throws when required properties are missing. */
export function assertConfigHasProperties(
	config: object,
	properties: string[]
): void {
	const missing = properties.filter(
		( key ) =>
			! ( key in config ) ||
			( config as Record< string, unknown > )[ key ] === undefined
	);
	if ( missing.length ) {
		throw new TypeError(
			'The payment method configuration object is missing the following properties: ' +
				missing.join( ', ' )
		);
	}
}

function assertElement( value: unknown, property: string ): void {
	if ( ! isElementOrNull( value ) ) {
		throw new TypeError(
			`The ${ property } property for the payment method must be a React element or null.`
		);
	}
}

function assertCommon(
	config: PaymentMethodOptions | ExpressPaymentMethodOptions
): void {
	if ( typeof config.name !== 'string' || ! config.name ) {
		throw new TypeError(
			'The name property for the payment method must be a non-empty string.'
		);
	}
	if (
		config.paymentMethodId !== undefined &&
		typeof config.paymentMethodId !== 'string'
	) {
		throw new TypeError(
			'The paymentMethodId property for the payment method must be a string or undefined (in which case it will be the value of the name property).'
		);
	}
	assertElement( config.content, 'content' );
	assertElement( config.edit, 'edit' );
	if ( typeof config.canMakePayment !== 'function' ) {
		throw new TypeError(
			'The canMakePayment property for the payment method must be a function.'
		);
	}
	const features = config.supports?.features;
	if (
		features !== undefined &&
		( ! Array.isArray( features ) ||
			features.some( ( f ) => typeof f !== 'string' ) )
	) {
		throw new TypeError(
			'The features property for the payment method must be an array of strings or undefined.'
		);
	}
}

/** Validates a regular payment method. */
export function assertValidPaymentMethod( config: PaymentMethodOptions ): void {
	assertConfigHasProperties( config, [
		'name',
		'label',
		'ariaLabel',
		'content',
		'edit',
		'canMakePayment',
	] );
	assertCommon( config );
	if (
		! isValidElement( config.label ) &&
		typeof config.label !== 'string' &&
		config.label !== null
	) {
		throw new TypeError(
			'The label property for the payment method must be a React element, a string or null.'
		);
	}
	if ( typeof config.ariaLabel !== 'string' ) {
		throw new TypeError(
			'The ariaLabel property for the payment method must be a string.'
		);
	}
	if (
		config.placeOrderButtonLabel !== undefined &&
		typeof config.placeOrderButtonLabel !== 'string'
	) {
		throw new TypeError(
			'The placeOrderButtonLabel property for the payment method must be a string.'
		);
	}
	if ( config.savedTokenComponent !== undefined ) {
		assertElement( config.savedTokenComponent, 'savedTokenComponent' );
	}
	for ( const flag of [ 'showSavedCards', 'showSaveOption' ] as const ) {
		const value = config.supports?.[ flag ];
		if ( value !== undefined && typeof value !== 'boolean' ) {
			throw new TypeError(
				`If the payment method includes the \`supports.${ flag }\` property, it must be a boolean.`
			);
		}
	}
}

/** Validates an express payment method. */
export function assertValidExpressPaymentMethod(
	config: ExpressPaymentMethodOptions
): void {
	assertConfigHasProperties( config, [
		'name',
		'content',
		'edit',
		'canMakePayment',
	] );
	assertCommon( config );
	for ( const key of [ 'title', 'description', 'gatewayId' ] as const ) {
		if (
			config[ key ] !== undefined &&
			typeof config[ key ] !== 'string'
		) {
			throw new TypeError(
				`The ${ key } property for the express payment method must be a string.`
			);
		}
	}
	const style = config.supports?.style;
	if (
		style !== undefined &&
		( ! Array.isArray( style ) ||
			style.some( ( s ) => typeof s !== 'string' ) )
	) {
		throw new TypeError(
			'The style property for the express payment method must be an array of strings.'
		);
	}
}
