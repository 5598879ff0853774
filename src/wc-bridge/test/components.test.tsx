/**
 * `CheckboxControl` and `ValidatedTextInput` of `wc.blocksCheckout` with
 * the props Germanized's checkboxes and direct debit pass.
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';
import { validationStore } from '../../data/validation';
import { CheckboxControl } from '../components/checkbox-control';
import {
	ValidatedTextInput,
	customMessage,
} from '../components/validated-text-input';

describe( 'CheckboxControl', () => {
	it( 'is a labelled checkbox reporting its new state, invalid when hasError', () => {
		const onChange = jest.fn();
		render(
			<CheckboxControl
				id="checkbox-terms"
				checked={ false }
				hasError
				onChange={ onChange }
			>
				<span>Ich akzeptiere die AGB</span>
			</CheckboxControl>
		);
		const box = screen.getByRole( 'checkbox', {
			name: 'Ich akzeptiere die AGB',
		} );
		expect( box.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		fireEvent.click( box );
		expect( onChange ).toHaveBeenCalledWith( true );
	} );
} );

describe( 'ValidatedTextInput', () => {
	const iban = ( input: {
		value: string;
		setCustomValidity: ( m: string ) => void;
	} ) => {
		if ( ! input.value.startsWith( 'DE' ) ) {
			input.setCustomValidity( 'Bitte eine gültige IBAN eingeben' );
			return false;
		}
		return true;
	};

	it( "turns WooCommerce's customValidation( input ) into a message", () => {
		expect( customMessage( iban, 'XX00' ) ).toBe(
			'Bitte eine gültige IBAN eingeben'
		);
		expect( customMessage( iban, 'DE89370400440532013000' ) ).toBe( '' );
		expect( customMessage( undefined, 'x' ) ).toBe( '' );
	} );

	it( 'registers its error in the validation store under its errorId and formats what reaches onChange', () => {
		const registry = createRegistry() as any;
		registry.register( validationStore );
		const onChange = jest.fn();
		render(
			<RegistryProvider value={ registry }>
				<ValidatedTextInput
					id="direct_debit_account_iban"
					errorId="direct_debit_account_iban"
					label="IBAN"
					value="XX00"
					required
					onChange={ onChange }
					customFormatter={ ( value: string ) => value.toUpperCase() }
					customValidation={ iban }
				/>
			</RegistryProvider>
		);
		expect(
			registry
				.select( 'kiosk/validation' )
				.getValidationError( 'direct_debit_account_iban' )?.message
		).toBe( 'Bitte eine gültige IBAN eingeben' );
		const input = screen.getByLabelText( 'IBAN' );
		fireEvent.change( input, { target: { value: 'de89' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenLastCalledWith( 'DE89' );
	} );
} );
