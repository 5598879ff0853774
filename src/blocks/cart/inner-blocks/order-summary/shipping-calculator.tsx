/**
 * The shipping estimate form: country and postcode (loaded on demand). A
 * postcode the country does not use, or a refused update, gets a message
 * under the field; the form stays open with what was typed.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { CartAddress } from '../../../../data/cart/types';
import { isPostcode } from '../../../../shared/rules/postcode';

const postcodeMessage = () => __( 'Please enter a valid postcode', 'kiosk' );

/** The message for a refused update: the server's, unless it refused the postcode. */
export function calculatorErrorMessage( error: unknown ): string {
	const { code, message } = ( error || {} ) as {
		code?: string;
		message?: string;
	};
	if ( code === 'rest_invalid_param' ) {
		return postcodeMessage();
	}
	return (
		message ||
		__(
			'Something went wrong. Please contact us to get assistance.',
			'kiosk'
		)
	);
}

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
	const [ error, setError ] = useState( '' );
	return (
		<form
			className="kiosk-shipping-calculator"
			noValidate
			onSubmit={ ( e ) => {
				e.preventDefault();
				const value = postcode.trim().toUpperCase();
				// No postcode estimates by country, as WooCommerce does.
				if ( value && ! isPostcode( value, country ) ) {
					setError( postcodeMessage() );
					return;
				}
				setError( '' );
				onSubmit( {
					country,
					postcode: value,
					state: '',
					city: '',
				} ).catch( ( reason: unknown ) =>
					setError( calculatorErrorMessage( reason ) )
				);
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
				aria-invalid={ error ? 'true' : 'false' }
				aria-describedby={ error ? 'kiosk-calc-error' : undefined }
				onChange={ ( e ) => setPostcode( e.target.value ) }
			/>
			{ error && (
				<p
					className="kiosk-validation-error"
					id="kiosk-calc-error"
					role="alert"
				>
					{ error }
				</p>
			) }
			<button type="submit">{ __( 'Update', 'kiosk' ) }</button>
		</form>
	);
}
