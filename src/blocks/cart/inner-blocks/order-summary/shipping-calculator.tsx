/**
 * The shipping estimate form: country and postcode (loaded on demand).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { CartAddress } from '../../../../data/cart/types';

const COUNTRIES: Array< [ string, string ] > = [
	[ 'DE', 'Germany' ],
	[ 'AT', 'Austria' ],
	[ 'CH', 'Switzerland' ],
];

export default function ShippingCalculator( {
	address,
	onSubmit,
}: {
	address: CartAddress;
	onSubmit: ( address: Partial< CartAddress > ) => Promise< unknown >;
} ) {
	const [ country, setCountry ] = useState( address.country || 'DE' );
	const [ postcode, setPostcode ] = useState( address.postcode );
	const names: Record< string, string > = {
		DE: __( 'Germany', 'kiosk' ),
		AT: __( 'Austria', 'kiosk' ),
		CH: __( 'Switzerland', 'kiosk' ),
	};
	return (
		<form
			className="kiosk-shipping-calculator"
			onSubmit={ ( e ) => {
				e.preventDefault();
				onSubmit( {
					country,
					postcode: postcode.trim().toUpperCase(),
					state: '',
					city: '',
				} ).catch( () => undefined );
			} }
		>
			<label htmlFor="kiosk-calc-country">
				{ __( 'Country/Region', 'kiosk' ) }
			</label>
			<select
				id="kiosk-calc-country"
				value={ country }
				onChange={ ( e ) => setCountry( e.target.value ) }
			>
				{ COUNTRIES.map( ( [ code ] ) => (
					<option key={ code } value={ code }>
						{ names[ code ] }
					</option>
				) ) }
			</select>
			<label htmlFor="kiosk-calc-postcode">
				{ __( 'Postal code', 'kiosk' ) }
			</label>
			<input
				id="kiosk-calc-postcode"
				type="text"
				autoComplete="postal-code"
				value={ postcode }
				onChange={ ( e ) => setPostcode( e.target.value ) }
			/>
			<button type="submit">{ __( 'Update', 'kiosk' ) }</button>
		</form>
	);
}
