/**
 * An address form built from field definitions: required/hidden per
 * country, country → state select or text, changing country clears state
 * and postcode, postcode trimmed and upper-cased, address line 2 as an
 * 'add' link until needed.
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addressFieldId, addressFieldsFor } from '../address/fields';
import { normalizePostcode } from '../../../shared/rules/postcode';
import {
	changeCountry,
	countryStates,
	validateAddressField,
	type AddressContext,
} from '../../../data/checkout/address-rules';
import { CheckboxField, ValidatedSelect, type Option } from './choice-fields';
import { TextField } from './text-field';
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
	/** Field keys left out (e.g. email, shown in contact information); stable. */
	exclude?: string[];
	/** Focus the first field 300 ms after mounting. */
	focusOnMount?: boolean;
}

/** The delay before focusing a newly shown address form (SPEC section 9). */
export const ADDRESS_FOCUS_DELAY = 300;

/** Options of a select field without any. */
const NONE: Option[] = [];

/** Input types of the text fields that are not plain text. */
const INPUT_TYPES: Record< string, string > = { email: 'email', phone: 'tel' };

/** The form. A keystroke re-renders it, but only the field typed in (and any whose message changed) below it. */
export function AddressForm( props: AddressFormProps ) {
	const { type, values, onChange, countries, allowedCountries } = props;
	const country = values.country || '';
	const { exclude } = props;
	const fields = useMemo(
		() =>
			addressFieldsFor(
				props.definitions,
				props.locale,
				country,
				type
			).filter(
				( field ) => ! exclude?.includes( field.key ) && ! field.hidden
			),
		[ props.definitions, props.locale, country, type, exclude ]
	);
	const context: AddressContext = { type, countries, allowedCountries };
	const countryOptions = useMemo(
		() =>
			allowedCountries
				.filter( ( code ) => countries[ code ] )
				.map( ( code ) => ( {
					value: code,
					label: countries[ code ].name,
				} ) ),
		[ allowedCountries, countries ]
	);
	const stateOptions = useMemo( (): Option[] | null => {
		const states = countryStates( countries, country );
		return states
			? Object.entries( states ).map( ( [ code, name ] ) => ( {
					value: code,
					label: name,
				} ) )
			: null;
	}, [ countries, country ] );

	const [ showLine2, setShowLine2 ] = useState( false );
	const first = useRef< HTMLInputElement | null >( null );
	// `focusOnMount` may be true for one render only (the checkbox was just
	// unticked): a render in between, e.g. for a cart update, must not
	// cancel the focus; only unmounting does.
	const focusTimer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => {
		if ( props.focusOnMount ) {
			clearTimeout( focusTimer.current );
			focusTimer.current = setTimeout(
				() => first.current?.focus(),
				ADDRESS_FOCUS_DELAY
			);
		}
	}, [ props.focusOnMount ] );
	useEffect( () => () => clearTimeout( focusTimer.current ), [] );

	// The first field is focused on mount; address line 2 takes focus when
	// its 'add' link opens it. Both callbacks are stable (see TextField).
	const firstRef = useCallback( ( node: HTMLInputElement | null ) => {
		first.current = node;
	}, [] );
	// Only the click that reveals line 2 moves focus there, once.
	const revealingLine2 = useRef( false );
	const focusRef = useCallback( ( node: HTMLInputElement | null ) => {
		if ( node && revealingLine2.current ) {
			revealingLine2.current = false;
			node.focus();
		}
	}, [] );
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
				const id = addressFieldId( type, field.key );
				const value = values[ field.key ] ?? '';
				const message = validateAddressField( field, values, context );
				const options =
					( field.key === 'country' && countryOptions ) ||
					( field.key === 'state' && stateOptions ) ||
					( field.type === 'select' && ( field.options || NONE ) );
				if ( options ) {
					return (
						<ValidatedSelect
							// A new country's states are a new select.
							key={
								field.key === 'state'
									? `state-${ country }`
									: field.key
							}
							id={ id }
							fieldKey={ field.key }
							label={ field.label }
							value={ value }
							required={ !! field.required }
							options={ options }
							onField={ set }
							message={ message }
						/>
					);
				}
				if ( field.type === 'checkbox' ) {
					return (
						<CheckboxField
							key={ field.key }
							id={ id }
							fieldKey={ field.key }
							label={ field.label }
							checked={ value === 'true' }
							message={ message }
							onField={ set }
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
							onClick={ () => {
								revealingLine2.current = true;
								setShowLine2( true );
							} }
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
