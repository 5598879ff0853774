/**
 * The shipping estimate form: country and postcode (loaded on demand).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { CartAddress } from '../../../../data/cart/types';

/** The estimate form; `countries` are the shop's shipping countries. */
export default function ShippingCalculator( {
	address,
	countries,
	onSubmit,
}: {
	address: CartAddress;
	countries: Array< { code: string; name: string } >;
	onSubmit: ( address: Partial< CartAddress > ) => Promise< unknown >;
} ) {
	const [ country, setCountry ] = useState(
		address.country || countries[ 0 ]?.code || ''
	);
	const [ postcode, setPostcode ] = useState( address.postcode );
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
				{ countries.map( ( { code, name } ) => (
					<option key={ code } value={ code }>
						{ name }
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
