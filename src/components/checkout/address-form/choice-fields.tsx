/**
 * The address form's select and checkbox fields. They render inside the
 * form's memoised field (./index.tsx, its own store subscription), so a
 * value written in a text field does not render them (the country select
 * holds every allowed country).
 */
import { flushSync } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useFieldValidation } from '../validation/use-validation-error';
import { flushDrafts } from '../validated-text-input/draft';

/**
 * Sets a choice on the latest values: what is still typed in a text field
 * goes to the store first, so a new country clears a postcode typed just
 * before it, and the choice spreads values that hold what was typed.
 */
function choose(
	onField: ( key: string, value: string ) => void,
	key: string,
	value: string
): void {
	flushDrafts( flushSync );
	onField( key, value );
}

/** A select's option. */
export interface Option {
	value: string;
	label: string;
}

interface SelectProps {
	id: string;
	fieldKey: string;
	label: string;
	value: string;
	required: boolean;
	/** Stable (memoised by the form). */
	options: Option[];
	/** The field's message for the current values ('' when valid). */
	message: string;
	/** Stable: sets one field on the latest values. */
	onField: ( key: string, value: string ) => void;
}

/** A select with its label and error, registered in `kiosk/validation`. */
export function ValidatedSelect( props: SelectProps ) {
	const { id, label, value, required, options, fieldKey, onField } = props;
	const { shown: error, show } = useFieldValidation( id, props.message );
	return (
		<div className={ `kiosk-select${ error ? ' has-error' : '' }` }>
			<label htmlFor={ id }>{ label }</label>
			<select
				id={ id }
				value={ value }
				required={ required }
				aria-invalid={ error ? 'true' : 'false' }
				aria-describedby={
					error ? `validate-error-${ id }` : undefined
				}
				onChange={ ( event ) =>
					choose( onField, fieldKey, event.target.value )
				}
				onBlur={ show }
			>
				<option value="" disabled={ required }>
					{ sprintf(
						/* translators: %s: field label */
						__( 'Select a %s', 'kiosk' ),
						label
					) }
				</option>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			{ error && (
				<p
					className="kiosk-validation-error"
					id={ `validate-error-${ id }` }
					role="alert"
				>
					{ error }
				</p>
			) }
		</div>
	);
}

/** A checkbox field ('true' when checked, '' when not). */
export function CheckboxField( {
	id,
	fieldKey,
	label,
	checked,
	message,
	onField,
}: {
	id: string;
	fieldKey: string;
	label: string;
	checked: boolean;
	message: string;
	onField: ( key: string, value: string ) => void;
} ) {
	const { shown, show } = useFieldValidation( id, message );
	return (
		<div className="kiosk-checkbox">
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				aria-invalid={ shown ? 'true' : 'false' }
				onChange={ ( e ) =>
					choose( onField, fieldKey, e.target.checked ? 'true' : '' )
				}
				onBlur={ show }
			/>
			<label htmlFor={ id }>{ label }</label>
			{ shown && (
				<p className="kiosk-validation-error" role="alert">
					{ shown }
				</p>
			) }
		</div>
	);
}
