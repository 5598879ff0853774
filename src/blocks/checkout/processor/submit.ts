/**
 * The submit sequence of SPEC section 4: before-processing and
 * validation, payment setup, processing (POST /checkout), after-processing,
 * then complete and redirect, or the error flag and back to idle with every
 * typed value kept.
 */
import { __ } from '@wordpress/i18n';
import type { ActionCreatorsOf, CurriedSelectorsOf } from '@wordpress/data';
import { request, isApiError } from '@kiosk/api';
import {
	canProcess,
	cartStore,
	checkoutStore,
	noticesStore,
	paymentStore,
	validationStore,
} from '@kiosk/data';
import type { CheckoutResponse, StoreApiError } from '../../../types/store-api';
import {
	EVENTS,
	isErrorResponse,
	isFailResponse,
	isSuccessResponse,
	noticeContexts,
	type EventBus,
	type ObserverResponse,
} from '../../../shared/checkout/emitter';
import {
	checkoutPayload,
	type PayloadInput,
} from '../../../shared/checkout/payload';
import {
	connectionLostMessage,
	paymentOptionProblem,
	requiresShippingOption,
	unknownErrorMessage,
} from './messages';

/** The stores the submit sequence reads. */
type ReadStore =
	typeof checkoutStore | typeof paymentStore | typeof validationStore;

/** The stores the submit sequence dispatches to. */
type WriteStore = ReadStore | typeof cartStore | typeof noticesStore;

/**
 * The part of a `@wordpress/data` registry the submit sequence uses, typed
 * through the store descriptors (a `DataRegistry` fits).
 */
export interface Registry {
	select: < S extends ReadStore >( store: S ) => CurriedSelectorsOf< S >;
	dispatch: < S extends WriteStore >( store: S ) => ActionCreatorsOf< S >;
}

export interface SubmitDeps {
	registry: Registry;
	bus: EventBus;
	/** The current form values (read at submit time). */
	input: () => Omit<
		PayloadInput,
		| 'paymentMethod'
		| 'paymentMethodData'
		| 'shouldSavePayment'
		| 'orderNotes'
		| 'shouldCreateAccount'
		| 'customerPassword'
		| 'additionalFields'
		| 'extensionData'
	>;
	/** Whether a shipping rate is selected for every package. */
	hasShippingRate: () => boolean;
	isLoggedIn: () => boolean;
	/** Extra extension data (order attribution). */
	extraExtensionData?: () => Record< string, Record< string, unknown > >;
	navigate?: ( url: string ) => void;
}

let inFlight = false;

function notice(
	registry: Registry,
	message: string,
	context: string = noticeContexts.CHECKOUT
) {
	registry
		.dispatch( noticesStore )
		.createErrorNotice( message, { context, id: `checkout-${ message }` } );
}

function noticeFromResponses(
	registry: Registry,
	responses: unknown[],
	fallbackContext: string
) {
	responses.forEach( ( response ) => {
		if (
			( isErrorResponse( response ) || isFailResponse( response ) ) &&
			( response as ObserverResponse ).message
		) {
			const r = response as ObserverResponse;
			notice(
				registry,
				r.message as string,
				r.messageContext || fallbackContext
			);
		}
	} );
}

/** POST /checkout; an expired Store API nonce is retried by the API layer. */
function post( body: unknown ): Promise< CheckoutResponse > {
	return request< CheckoutResponse >( {
		path: '/wc/store/v1/checkout',
		method: 'POST',
		data: body,
		cache: 'no-store',
	} );
}

/** Runs the whole sequence. Concurrent calls (a double click) are ignored. */
export async function submitCheckout( deps: SubmitDeps ): Promise< boolean > {
	const checkout = deps.registry.select( checkoutStore );
	if ( inFlight || checkout.isBusy() ) {
		return false;
	}
	inFlight = true;
	try {
		return await run( deps );
	} finally {
		inFlight = false;
	}
}

async function run( deps: SubmitDeps ): Promise< boolean > {
	const { registry, bus } = deps;
	const checkoutActions = registry.dispatch( checkoutStore );
	const paymentActions = registry.dispatch( paymentStore );
	const payment = registry.select( paymentStore );
	const validation = registry.select( validationStore );
	const input = deps.input();
	registry
		.dispatch( noticesStore )
		.removeAllNotices( noticeContexts.CHECKOUT );

	checkoutActions.__internalSetBeforeProcessing();
	const validationResponses = await bus.emitWithAbort(
		EVENTS.CHECKOUT_VALIDATION
	);
	const observersFailed = validationResponses.some(
		( r ) => r === false || isErrorResponse( r ) || isFailResponse( r )
	);
	noticeFromResponses(
		registry,
		validationResponses,
		noticeContexts.CHECKOUT
	);
	const hasValidationErrors =
		validation.hasValidationErrors() || observersFailed;
	if ( validation.hasValidationErrors() ) {
		registry.dispatch( validationStore ).showAllValidationErrors();
		focusFirstError();
	}
	const shippingHasError = input.needsShipping && ! deps.hasShippingRate();
	if ( shippingHasError && ! hasValidationErrors ) {
		notice( registry, requiresShippingOption() );
	}

	// Payment setup: only when the rest is valid and payment is needed.
	let paymentReady = ! input.needsPayment;
	if ( ! hasValidationErrors && ! shippingHasError && input.needsPayment ) {
		if ( ! payment.getActivePaymentMethod() ) {
			notice( registry, paymentOptionProblem(), noticeContexts.PAYMENTS );
			paymentActions.__internalSetPaymentError();
		} else {
			paymentActions.__internalSetPaymentProcessing();
			const responses = await bus.emitWithAbort( EVENTS.PAYMENT_SETUP );
			const failed = responses.find(
				( r ) =>
					r === false || isErrorResponse( r ) || isFailResponse( r )
			);
			if ( failed ) {
				noticeFromResponses(
					registry,
					responses,
					noticeContexts.PAYMENTS
				);
				paymentActions.__internalSetPaymentError();
			} else {
				const data = responses
					.filter( isSuccessResponse )
					.reduce< Record< string, unknown > >(
						( all, r ) => ( {
							...all,
							...( r as ObserverResponse ).meta
								?.paymentMethodData,
						} ),
						{ ...payment.getPaymentMethodData() }
					);
				paymentActions.__internalSetPaymentStatus( 'ready', data );
				paymentReady = true;
			}
		}
	}

	const ok = canProcess( {
		hasValidationErrors,
		paymentHasError: payment.hasPaymentError(),
		shippingHasError,
		paymentReady,
		needsPayment: input.needsPayment,
	} );
	if ( ! ok ) {
		checkoutActions.__internalSetHasError( true );
		return false;
	}

	checkoutActions.__internalSetProcessing();
	const checkout = registry.select( checkoutStore );
	const extensionData = {
		...checkout.getExtensionData(),
		...deps.extraExtensionData?.(),
	};
	const body = checkoutPayload( {
		...input,
		prefersCollection: checkout.prefersCollection(),
		orderNotes: checkout.getOrderNotes(),
		shouldCreateAccount: checkout.getShouldCreateAccount(),
		customerPassword: checkout.getCustomerPassword(),
		additionalFields: checkout.getAdditionalFields(),
		extensionData,
		paymentMethod: payment.getActivePaymentMethod(),
		paymentMethodData: stripInternal( payment.getPaymentMethodData() ),
		shouldSavePayment: payment.getShouldSavePaymentMethod(),
	} );
	try {
		const response = await post( body );
		checkoutActions.__internalSetAfterProcessing();
		checkoutActions.__internalProcessCheckoutResponse( response );
		const after = await bus.emitWithAbort( EVENTS.CHECKOUT_SUCCESS, {
			processingResponse: response,
		} );
		const failure = after.find(
			( r ) => isErrorResponse( r ) || isFailResponse( r )
		);
		if ( failure ) {
			noticeFromResponses( registry, after, noticeContexts.CHECKOUT );
			checkoutActions.__internalSetHasError( true );
			paymentActions.__internalSetPaymentIdle();
			return false;
		}
		checkoutActions.completeCheckout( deps.navigate );
		return true;
	} catch ( error ) {
		await fail( deps, error );
		return false;
	}
}

async function fail( deps: SubmitDeps, error: unknown ) {
	const { registry, bus } = deps;
	const apiError = isApiError( error )
		? ( error as unknown as StoreApiError )
		: null;
	const cart = apiError?.data?.cart;
	if ( cart ) {
		registry.dispatch( cartStore ).receiveCart( cart );
	}
	let message: string;
	if (
		! apiError ||
		apiError.code === 'unknown_error' ||
		apiError.code === 'invalid_json'
	) {
		message = unknownErrorMessage( deps.isLoggedIn() );
	} else if ( apiError.code === 'fetch_error' ) {
		message = connectionLostMessage();
	} else {
		message =
			apiError.message ||
			__(
				'Something went wrong. Please contact us to get assistance.',
				'kiosk'
			);
	}
	const isPaymentError = /payment/.test( apiError?.code || '' );
	notice(
		registry,
		message,
		isPaymentError ? noticeContexts.PAYMENTS : noticeContexts.CHECKOUT
	);
	await bus.emit( EVENTS.CHECKOUT_FAIL, { processingResponse: apiError } );
	registry.dispatch( paymentStore ).__internalSetPaymentIdle();
	registry.dispatch( checkoutStore ).__internalSetHasError( true );
}

function stripInternal(
	data: Record< string, unknown >
): Record< string, unknown > {
	const { isSavedToken, ...rest } = data;
	return isSavedToken ? { ...rest, isSavedToken: true } : rest;
}

function focusFirstError() {
	const field = document.querySelector< HTMLElement >(
		'.kiosk-checkout [aria-invalid="true"]'
	);
	field?.focus();
}

/** Resets the double-submit guard (tests). */
export function __resetSubmitGuard() {
	inFlight = false;
}
