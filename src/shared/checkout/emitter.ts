/**
 * Checkout events with observers by priority (WooCommerce Blocks'
 * contract): a lower priority runs first; the default is 10, shipping
 * validation uses 0.
 */

export const EVENTS = {
	CHECKOUT_VALIDATION: 'checkout_validation',
	PAYMENT_SETUP: 'payment_setup',
	CHECKOUT_SUCCESS: 'checkout_success',
	CHECKOUT_FAIL: 'checkout_fail',
	SHIPPING_RATES_SUCCESS: 'shipping_rates_success',
	SHIPPING_RATES_FAIL: 'shipping_rates_fail',
	SHIPPING_RATE_SELECT_SUCCESS: 'shipping_rate_select_success',
	SHIPPING_RATE_SELECT_FAIL: 'shipping_rate_select_fail',
} as const;

export type EventName = ( typeof EVENTS )[ keyof typeof EVENTS ];
export type Observer = ( data?: unknown ) => unknown;

export const DEFAULT_PRIORITY = 10;
export const SHIPPING_VALIDATION_PRIORITY = 0;

/** Response types an observer may answer with. */
export const responseTypes = {
	SUCCESS: 'success',
	FAIL: 'failure',
	ERROR: 'error',
} as const;

/** Where observers' messages go. */
export const noticeContexts = {
	CHECKOUT: 'kiosk/checkout',
	PAYMENTS: 'wc/checkout/payments',
	EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
	CONTACT_INFORMATION: 'wc/checkout/contact-information',
	SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
	BILLING_ADDRESS: 'wc/checkout/billing-address',
	SHIPPING_METHODS: 'wc/checkout/shipping-methods',
} as const;

export interface ObserverResponse {
	type?: string;
	message?: string;
	messageContext?: string;
	retry?: boolean;
	meta?: {
		paymentMethodData?: Record< string, unknown >;
		billingAddress?: Record< string, string >;
		shippingAddress?: Record< string, string >;
	};
	[ key: string ]: unknown;
}

const typeOf = ( response: unknown ) =>
	response && typeof response === 'object'
		? ( response as ObserverResponse ).type
		: undefined;
export const isSuccessResponse = ( response: unknown ) =>
	typeOf( response ) === responseTypes.SUCCESS;
export const isErrorResponse = ( response: unknown ) =>
	typeOf( response ) === responseTypes.ERROR;
export const isFailResponse = ( response: unknown ) =>
	typeOf( response ) === responseTypes.FAIL;
export const shouldRetry = ( response: unknown ) =>
	! response ||
	typeof response !== 'object' ||
	( response as ObserverResponse ).retry !== false;

/** The `emitResponse` prop of payment methods. */
export const emitResponse = {
	responseTypes,
	noticeContexts,
	isSuccessResponse,
	isErrorResponse,
	isFailResponse,
	shouldRetry,
};

/** An observer registry. */
export function createEventBus() {
	let id = 0;
	const observers = new Map<
		EventName,
		Map< number, { callback: Observer; priority: number } >
	>();
	const sorted = ( event: EventName ) =>
		[ ...( observers.get( event )?.values() || [] ) ]
			.sort( ( a, b ) => a.priority - b.priority )
			.map( ( o ) => o.callback );
	return {
		subscribe(
			event: EventName,
			callback: Observer,
			priority = DEFAULT_PRIORITY
		): () => void {
			const key = ++id;
			if ( ! observers.has( event ) ) {
				observers.set( event, new Map() );
			}
			observers.get( event )!.set( key, { callback, priority } );
			return () => observers.get( event )?.delete( key );
		},
		/** Runs every observer; returns all responses. */
		async emit( event: EventName, data?: unknown ): Promise< unknown[] > {
			const responses: unknown[] = [];
			for ( const callback of sorted( event ) ) {
				try {
					responses.push( await callback( data ) );
				} catch ( error ) {
					console.error( error );
					responses.push( { type: responseTypes.ERROR } );
				}
			}
			return responses;
		},
		/** Runs observers until one answers with an error or failure (or false); returns all responses. */
		async emitWithAbort(
			event: EventName,
			data?: unknown
		): Promise< unknown[] > {
			const responses: unknown[] = [];
			for ( const callback of sorted( event ) ) {
				let response: unknown;
				try {
					response = await callback( data );
				} catch ( error ) {
					console.error( error );
					response = { type: responseTypes.ERROR };
				}
				responses.push( response );
				if (
					response === false ||
					isErrorResponse( response ) ||
					isFailResponse( response )
				) {
					break;
				}
			}
			return responses;
		},
	};
}

export type EventBus = ReturnType< typeof createEventBus >;

/** The `eventRegistration` prop of payment methods. */
export function eventRegistration( bus: EventBus ) {
	const on =
		( event: EventName ) => ( callback: Observer, priority?: number ) =>
			bus.subscribe( event, callback, priority );
	return {
		onCheckoutValidation: on( EVENTS.CHECKOUT_VALIDATION ),
		onPaymentSetup: on( EVENTS.PAYMENT_SETUP ),
		onCheckoutSuccess: on( EVENTS.CHECKOUT_SUCCESS ),
		onCheckoutFail: on( EVENTS.CHECKOUT_FAIL ),
		onShippingRateSuccess: on( EVENTS.SHIPPING_RATES_SUCCESS ),
		onShippingRateFail: on( EVENTS.SHIPPING_RATES_FAIL ),
		onShippingRateSelectSuccess: on( EVENTS.SHIPPING_RATE_SELECT_SUCCESS ),
		onShippingRateSelectFail: on( EVENTS.SHIPPING_RATE_SELECT_FAIL ),
		// Older names WooCommerce still accepts.
		onCheckoutBeforeProcessing: on( EVENTS.CHECKOUT_VALIDATION ),
		onPaymentProcessing: on( EVENTS.PAYMENT_SETUP ),
		onCheckoutAfterProcessingWithSuccess: on( EVENTS.CHECKOUT_SUCCESS ),
		onCheckoutAfterProcessingWithError: on( EVENTS.CHECKOUT_FAIL ),
	};
}
