/**
 * `ValidationInputError` of `wc.blocksCheckout` with WooCommerce's props:
 * `errorMessage` shown when given; else the error `propertyName` has in
 * the validation store (`kiosk/validation`, which `wc/store/validation`
 * answers), unless it is hidden; `elementId` names the field whose error
 * id the message carries (the id its input's `aria-describedby` points
 * to). Nothing renders without a message. WooCommerce's class names, an
 * alert as WooCommerce's.
 */
import { useSelect } from '@wordpress/data';
import { VALIDATION_STORE_KEY } from '../../data/validation';

export interface ValidationInputErrorProps {
	errorMessage?: string;
	propertyName?: string;
	elementId?: string;
}

interface ValidationSelectors {
	getValidationError: (
		id: string
	) => { message?: string; hidden?: boolean } | undefined;
	getValidationErrorId: ( id: string ) => string;
}

export function ValidationInputError( {
	errorMessage = '',
	propertyName = '',
	elementId = '',
}: ValidationInputErrorProps ) {
	const { stored, errorId } = useSelect(
		( select ) => {
			const store = select(
				VALIDATION_STORE_KEY
			) as unknown as ValidationSelectors;
			return {
				stored: store.getValidationError( propertyName ),
				errorId: store.getValidationErrorId( elementId ),
			};
		},
		[ propertyName, elementId ]
	);
	let message = typeof errorMessage === 'string' ? errorMessage : '';
	if ( ! message && stored?.message && ! stored.hidden ) {
		message = stored.message;
	}
	if ( ! message ) {
		return null;
	}
	return (
		<div className="wc-block-components-validation-error" role="alert">
			<p id={ errorId || undefined } className="kiosk-validation-error">
				{ message }
			</p>
		</div>
	);
}
