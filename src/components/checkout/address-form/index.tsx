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
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { useRegistry, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { addressFieldId, addressFieldsFor } from '../address/fields';
import { normalizePostcode } from '../../../shared/rules/postcode';
import {
	changeCountry,
	countryStates,
	validateAddressField,
	type AddressContext,
} from '../../../data/checkout/address-rules';
import { checkoutStore } from '@kiosk/checkout-data';
import { ValidatedTextInput } from '../validated-text-input';
import { CheckboxField, ValidatedSelect, type Option } from './choice-fields';
import type {
	AddressFieldDefinition,
	AddressType,
	AddressValues,
	CountrySettings,
} from '../address/types';

export interface AddressFormProps {
	/** Whose address: read from and written to `kiosk/checkout`. */
	type: AddressType;
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

/** The selector and the action of one address in `kiosk/checkout`. */
export function addressStore( type: AddressType ) {
	return type === 'billing'
		? ( [ 'getBillingAddress', 'setBillingAddress' ] as const )
		: ( [ 'getShippingAddress', 'setShippingAddress' ] as const );
}

interface FieldProps {
	field: AddressFieldDefinition;
	context: AddressContext;
	/** The select's options, when the field is one. */
	options: Option[] | false | null;
	/** Whether address line 2 was opened by its 'add' link. */
	line2: boolean;
	/** Stable: sets one field on the latest address in the store. */
	onField: ( key: string, value: string ) => void;
	onAddLine2: () => void;
	inputRef?: ( node: HTMLInputElement | null ) => void;
}

/**
 * One field with its own subscription: its value and its message, read
 * from the address in the store. Writing one field's value renders that
 * field (and any whose message changed), not the form or the others.
 */
const Field = memo( function AddressField( props: FieldProps ) {
	const { field, context, options, onField } = props;
	const { key } = field;
	const [ value, message ] = useSelect(
		( select ) => {
			const values: AddressValues =
				select( checkoutStore )[ addressStore( context.type )[ 0 ] ]();
			return [
				values[ field.key ] ?? '',
				validateAddressField( field, values, context ),
			];
		},
		[ field, context ]
	);
	const id = addressFieldId( context.type, key );
	if ( options ) {
		return (
			<ValidatedSelect
				id={ id }
				fieldKey={ key }
				label={ field.label }
				value={ value }
				required={ !! field.required }
				options={ options }
				onField={ onField }
				message={ message }
			/>
		);
	}
	if ( field.type === 'checkbox' ) {
		return (
			<CheckboxField
				id={ id }
				fieldKey={ key }
				label={ field.label }
				checked={ value === 'true' }
				message={ message }
				onField={ onField }
			/>
		);
	}
	if ( key === 'address_2' && ! field.required && ! value && ! props.line2 ) {
		return (
			<button
				type="button"
				className="kiosk-address-form__add-line kiosk-link-button"
				onClick={ props.onAddLine2 }
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
		<ValidatedTextInput
			id={ id }
			className={ `kiosk-address-form__${ key }` }
			label={ field.label }
			optionalLabel={ field.optionalLabel }
			value={ value }
			required={ !! field.required }
			type={ INPUT_TYPES[ key ] || 'text' }
			autoComplete={ field.autocomplete }
			autoCapitalize={ field.autocapitalize }
			inputRef={ props.inputRef }
			customValidation={ () => message }
			onChange={ ( v ) => onField( key, v ) }
		/>
	);
} );

/**
 * The form: the fields of the address's country. It renders again when the
 * country changes (other fields, other states) or line 2 is opened, not
 * for a field's value: each field reads its own (Field).
 */
export function AddressForm( props: AddressFormProps ) {
	const { type, countries, allowedCountries, exclude } = props;
	const [ read, write ] = addressStore( type );
	const country: string = useSelect(
		( select ) => select( checkoutStore )[ read ]().country || '',
		[ read ]
	);
	const registry = useRegistry();
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
	const context: AddressContext = useMemo(
		() => ( { type, countries, allowedCountries } ),
		[ type, countries, allowedCountries ]
	);
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
	// its 'add' link opens it. Both callbacks are stable (see Field).
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
	const addLine2 = useCallback( () => {
		revealingLine2.current = true;
		setShowLine2( true );
	}, [] );

	// Sets one field on the latest address in the store, not on a copy
	// rendered here: the form does not follow the fields' values.
	const set = useCallback(
		( key: string, value: string ) => {
			const current: AddressValues = registry
				.select( checkoutStore )
				[ read ]();
			registry.dispatch( checkoutStore )[ write ](
				key === 'country'
					? changeCountry( current, value )
					: {
							...current,
							[ key ]:
								key === 'postcode'
									? normalizePostcode( value )
									: value,
						}
			);
		},
		[ registry, read, write ]
	);

	return (
		<div className={ `kiosk-address-form kiosk-address-form--${ type }` }>
			{ fields.map( ( field, index ) => (
				<Field
					// A new country's states are a new select.
					key={
						field.key === 'state' ? `state-${ country }` : field.key
					}
					field={ field }
					context={ context }
					options={
						( field.key === 'country' && countryOptions ) ||
						( field.key === 'state' && stateOptions ) ||
						( field.type === 'select' && ( field.options || NONE ) )
					}
					line2={ showLine2 }
					onField={ set }
					onAddLine2={ addLine2 }
					inputRef={
						index === 0
							? firstRef
							: ( field.key === 'address_2' &&
									showLine2 &&
									focusRef ) ||
								undefined
					}
				/>
			) ) }
		</div>
	);
}
