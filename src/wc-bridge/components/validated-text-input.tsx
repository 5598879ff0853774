/**
 * `ValidatedTextInput` of `wc.blocksCheckout` with WooCommerce's props,
 * rendered by Kiosk's own validated input (its error in `kiosk/validation`,
 * which `wc/store/validation` answers, under `errorId` or `id`):
 *
 * - `customValidation( input )` gets an input-like object and reports a
 *   problem as WooCommerce's does, through `setCustomValidity( message )`
 *   and returning `false`;
 * - `customFormatter( value )` shapes what reaches `onChange`;
 * - `onChange( value )`, `label`, `required`, `className`, `autoComplete`,
 *   `autoCapitalize`, `type` as WooCommerce's.
 */
import { __ } from '@wordpress/i18n';
import { ValidatedTextInput as KioskInput } from '../../components/checkout/validated-text-input';

interface InputLike {
	value: string;
	setCustomValidity: ( message: string ) => void;
}

export interface WcValidatedTextInputProps {
	id?: string;
	errorId?: string;
	label?: string;
	value?: string;
	onChange: ( value: string ) => unknown;
	type?: string;
	required?: boolean;
	className?: string;
	autoComplete?: string;
	autoCapitalize?: string;
	customValidation?: ( input: InputLike ) => boolean;
	customFormatter?: ( value: string ) => string;
	errorMessage?: string;
	[ prop: string ]: unknown;
}

/** The message `customValidation` gives a value ('' when it passes). */
export function customMessage(
	check: WcValidatedTextInputProps[ 'customValidation' ],
	value: string
): string {
	if ( ! check ) {
		return '';
	}
	let message = '';
	const input: InputLike = {
		value,
		setCustomValidity: ( text ) => {
			message = text;
		},
	};
	const valid = check( input );
	if ( valid !== false && ! message ) {
		return '';
	}
	return message || __( 'Please enter a valid value.', 'kiosk' );
}

export function ValidatedTextInput( props: WcValidatedTextInputProps ) {
	const {
		id,
		errorId,
		label = '',
		value = '',
		onChange,
		customFormatter,
		customValidation,
	} = props;
	return (
		<KioskInput
			id={ errorId || id || label }
			label={ label }
			value={ value }
			type={ props.type }
			required={ props.required }
			autoComplete={ props.autoComplete }
			autoCapitalize={ props.autoCapitalize }
			className={ props.className }
			customValidityMessage={ props.errorMessage || undefined }
			customValidation={ ( typed ) =>
				customMessage( customValidation, typed )
			}
			onChange={ ( typed ) => {
				onChange( customFormatter ? customFormatter( typed ) : typed );
			} }
		/>
	);
}
