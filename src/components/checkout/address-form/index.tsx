/**
 * An address form built from field definitions: required/hidden per
 * country, country → state select or text, changing country clears state
 * and postcode, postcode trimmed and upper-cased, address line 2 as an
 * 'add' link until needed.
 */
import {
	memo,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useFieldValidation } from '../validation/use-validation-error';
import { ValidatedTextInput } from '../validated-text-input';
import { addressFieldsFor } from '../address/fields';
import { normalizePostcode } from '../address/postcode';
import {
	changeCountry,
	countryStates,
	validateAddressField,
	type AddressContext,
} from '../address/rules';
import type {
	AddressFieldDefinition,
	AddressType,
	AddressValues,
	CountrySettings,
} from '../address/types';

export interface AddressFormProps {
	type: AddressType;
	values: AddressValues;
	onChange: ( values: AddressValues ) => void;
	definitions: AddressFieldDefinition[];
	locale: Record<
		string,
		Record< string, Partial< AddressFieldDefinition > >
	>;
	countries: Record< string, CountrySettings >;
	allowedCountries: string[];
	/** Field keys left out (e.g. email, shown in contact information). */
	exclude?: string[];
	/** Focus the first field 300 ms after mounting. */
	focusOnMount?: boolean;
}

/** The delay before focusing a newly shown address form (SPEC section 9). */
export const ADDRESS_FOCUS_DELAY = 300;

/** Input types of the text fields that are not plain text. */
const INPUT_TYPES: Record< string, string > = { email: 'email', phone: 'tel' };

interface SelectProps {
	id: string;
	label: string;
	value: string;
	required: boolean;
	options: Array< { value: string; label: string } >;
	onChange: ( value: string ) => void;
	error: string;
}

function SelectField( props: SelectProps & { show: () => void } ) {
	const { id, label, value, required, options, onChange, error } = props;
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
				onChange={ ( event ) => onChange( event.target.value ) }
				onBlur={ props.show }
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

function ValidatedSelect(
	props: Omit< SelectProps, 'error' > & { message: string }
) {
	const { shown, show } = useFieldValidation( props.id, props.message );
	return <SelectField { ...props } error={ shown } show={ show } />;
}

function CheckboxField( {
	id,
	label,
	checked,
	message,
	onChange,
}: {
	id: string;
	label: string;
	checked: boolean;
	message: string;
	onChange: ( v: boolean ) => void;
} ) {
	const { shown, show } = useFieldValidation( id, message );
	return (
		<div className="kiosk-checkbox">
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				aria-invalid={ shown ? 'true' : 'false' }
				onChange={ ( e ) => onChange( e.target.checked ) }
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

interface TextFieldProps {
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
const TextField = memo( function AddressTextField( props: TextFieldProps ) {
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

/** The form. */
export function AddressForm( props: AddressFormProps ) {
	const { type, values, onChange, countries } = props;
	const country = values.country || '';
	const fields = addressFieldsFor(
		props.definitions,
		props.locale,
		country,
		type
	).filter(
		( field ) => ! props.exclude?.includes( field.key ) && ! field.hidden
	);
	const context: AddressContext = {
		type,
		countries,
		allowedCountries: props.allowedCountries,
	};
	const [ showLine2, setShowLine2 ] = useState( false );
	const first = useRef< HTMLInputElement | null >( null );
	useEffect( () => {
		if ( ! props.focusOnMount ) {
			return;
		}
		const timer = setTimeout(
			() => first.current?.focus(),
			ADDRESS_FOCUS_DELAY
		);
		return () => clearTimeout( timer );
	}, [ props.focusOnMount ] );

	// The first field is focused on mount; address line 2 takes focus when
	// its 'add' link opens it. Both callbacks are stable (see TextField).
	const firstRef = useCallback( ( node: HTMLInputElement | null ) => {
		first.current = node;
	}, [] );
	const focusRef = useCallback(
		( node: HTMLInputElement | null ) => node?.focus(),
		[]
	);
	const fieldRef = (
		index: number,
		key: string
	): ( ( node: HTMLInputElement | null ) => void ) | undefined => {
		if ( index === 0 ) {
			return firstRef;
		}
		if ( key === 'address_2' && showLine2 ) {
			return focusRef;
		}
		return undefined;
	};

	// The latest values and onChange, for the stable per-field setter.
	const latest = useRef( { values, onChange } );
	latest.current = { values, onChange };
	const set = useCallback( ( key: string, value: string ) => {
		const current = latest.current;
		if ( key === 'country' ) {
			current.onChange( changeCountry( current.values, value ) );
			return;
		}
		current.onChange( {
			...current.values,
			[ key ]: key === 'postcode' ? normalizePostcode( value ) : value,
		} );
	}, [] );

	return (
		<div className={ `kiosk-address-form kiosk-address-form--${ type }` }>
			{ fields.map( ( field, index ) => {
				const id = `${ type }-${ field.key.replace( /\//g, '-' ) }`;
				const value = values[ field.key ] ?? '';
				const message = validateAddressField( field, values, context );
				if ( field.key === 'country' ) {
					const options = props.allowedCountries
						.filter( ( code ) => countries[ code ] )
						.map( ( code ) => ( {
							value: code,
							label: countries[ code ].name,
						} ) );
					return (
						<ValidatedSelect
							key={ field.key }
							id={ id }
							label={ field.label }
							value={ value }
							required={ field.required }
							options={ options }
							onChange={ ( v ) => set( 'country', v ) }
							message={ message }
						/>
					);
				}
				if ( field.key === 'state' ) {
					const states = countryStates( countries, country );
					if ( states ) {
						const options = Object.entries( states ).map(
							( [ code, name ] ) => ( {
								value: code,
								label: name,
							} )
						);
						return (
							<ValidatedSelect
								key={ `state-${ country }` }
								id={ id }
								label={ field.label }
								value={ value }
								required={ field.required }
								options={ options }
								onChange={ ( v ) => set( 'state', v ) }
								message={ message }
							/>
						);
					}
				}
				if ( field.type === 'select' ) {
					return (
						<ValidatedSelect
							key={ field.key }
							id={ id }
							label={ field.label }
							value={ value }
							required={ field.required }
							options={ field.options || [] }
							onChange={ ( v ) => set( field.key, v ) }
							message={ message }
						/>
					);
				}
				if ( field.type === 'checkbox' ) {
					return (
						<CheckboxField
							key={ field.key }
							id={ id }
							label={ field.label }
							checked={ value === 'true' }
							message={ message }
							onChange={ ( v ) =>
								set( field.key, v ? 'true' : '' )
							}
						/>
					);
				}
				if (
					field.key === 'address_2' &&
					! field.required &&
					! value &&
					! showLine2
				) {
					return (
						<button
							key={ field.key }
							type="button"
							className="kiosk-address-form__add-line kiosk-link-button"
							onClick={ () => setShowLine2( true ) }
						>
							{ sprintf(
								/* translators: %s: field label, e.g. "Apartment, suite, etc." */
								__( '+ Add %s', 'kiosk' ),
								field.label
							) }
						</button>
					);
				}
				return (
					<TextField
						key={ field.key }
						id={ id }
						fieldKey={ field.key }
						label={ field.label }
						optionalLabel={ field.optionalLabel }
						value={ value }
						required={ !! field.required }
						type={ INPUT_TYPES[ field.key ] || 'text' }
						autoComplete={ field.autocomplete }
						autoCapitalize={ field.autocapitalize }
						inputRef={ fieldRef( index, field.key ) }
						message={ message }
						onField={ set }
					/>
				);
			} ) }
		</div>
	);
}
