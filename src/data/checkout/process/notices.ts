/**
 * Checkout notices: the observers' messages and the sequence's own.
 */
import {
	isErrorResponse,
	isFailResponse,
	noticeContexts,
	type ObserverResponse,
} from '../../../shared/checkout/emitter';
import { NOTICES, type ThunkRegistry } from './stores';

/** Shows an error notice (one per message and context). */
export function notice(
	registry: ThunkRegistry,
	message: string,
	context: string = noticeContexts.CHECKOUT
) {
	registry
		.dispatch( NOTICES )
		.createErrorNotice( message, { context, id: `checkout-${ message }` } );
}

/** Whether an observer answer stops the sequence. */
export const isFailure = ( response: unknown ) =>
	response === false ||
	isErrorResponse( response ) ||
	isFailResponse( response );

/** Shows the messages of failed observer answers. */
export function noticeFromResponses(
	registry: ThunkRegistry,
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
