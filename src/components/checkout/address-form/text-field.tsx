/**
 * The address form's text field.
 */
import { memo } from '@wordpress/element';
import { ValidatedTextInput } from '../validated-text-input';

export interface TextFieldProps {
	id: string;
	fieldKey: string;
	label: string;
	optionalLabel?: string;
	value: string;
	required: boolean;
	type: string;
	autoComplete?: string;
	autoCapitalize?: string;
	/** The field's message for the current values ('' when valid). */
	message: string;
	/** Stable: sets one field on the latest values. */
	onField: ( key: string, value: string ) => void;
	inputRef?: ( node: HTMLInputElement | null ) => void;
}

/**
 * A text field that re-renders only when its own props change: a keystroke
 * renders the field typed in (and any whose message changed), not the whole
 * form. `onField` and `inputRef` are stable, so the shallow compare holds.
 */
export const TextField = memo( function AddressTextField(
	props: TextFieldProps
) {
	const { fieldKey, message, onField } = props;
	return (
		<ValidatedTextInput
			id={ props.id }
			className={ `kiosk-address-form__${ fieldKey }` }
			label={ props.label }
			optionalLabel={ props.optionalLabel }
			value={ props.value }
			required={ props.required }
			type={ props.type }
			autoComplete={ props.autoComplete }
			autoCapitalize={ props.autoCapitalize }
			inputRef={ props.inputRef }
			customValidation={ () => message }
			onChange={ ( v ) => onField( fieldKey, v ) }
		/>
	);
} );
