/**
 * The payment step's notice when no regular method can be chosen (shown
 * by ../payment-options/step-options.tsx, in the lazy payment chunk).
 */
import { useEffect, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { noticesStore } from '@kiosk/data';
import { noticeContexts } from '../../../shared/checkout/emitter';

/**
 * The notice shown when no regular payment method can be chosen: an info
 * pointing to express methods when there are some, otherwise an error.
 */
export function noPaymentMethodsMessage(
	hasRegular: boolean,
	hasExpress: boolean
): string {
	if ( hasRegular ) {
		return '';
	}
	if ( hasExpress ) {
		return __(
			'Only express payment methods are available for this order. Please select one to continue.',
			'kiosk'
		);
	}
	return __(
		'There are no payment methods available. Please contact us for help placing your order.',
		'kiosk'
	);
}

/** Shows that notice once the methods are checked; returns its text ('' for none). */
export function useNoPaymentMethodsNotice(
	initialised: boolean,
	hasRegular: boolean,
	hasExpress: boolean
): string {
	const notices = useDispatch( noticesStore );
	const [ notice, setNotice ] = useState( '' );
	useEffect( () => {
		if ( ! initialised ) {
			return;
		}
		const message = noPaymentMethodsMessage( hasRegular, hasExpress );
		setNotice( message );
		notices.removeNotice(
			'kiosk-no-payment-methods',
			noticeContexts.PAYMENTS
		);
		if ( message ) {
			notices[ hasExpress ? 'createInfoNotice' : 'createErrorNotice' ](
				message,
				{
					id: 'kiosk-no-payment-methods',
					context: noticeContexts.PAYMENTS,
					isDismissible: false,
				}
			);
		}
	}, [ initialised, hasRegular, hasExpress, notices ] );
	return notice;
}
