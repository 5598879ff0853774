/**
 * A saved card's row is laid out like a regular method's: the radio in the
 * row's first column beside its label (not inside it), the gateway's note
 * in the content area below.
 */
import { render, screen } from '@testing-library/react';
import { SavedTokenOption } from '../saved-token-option';
import { PaymentMethodOption } from '../payment-method-option';

jest.mock( '@kiosk/registry', () => ( {} ) );

const token = {
	method: { gateway: 'kiosk_card_demo', brand: 'Visa', last4: '4242' },
	expires: '12/28',
	is_default: true,
	tokenId: 1,
};

describe( 'SavedTokenOption', () => {
	it( 'puts its radio and label side by side in the option row, as a regular method does, and the note below', () => {
		render(
			<div>
				<SavedTokenOption
					token={ token }
					type="cc"
					checked
					method={
						{
							savedTokenComponent: (
								<span className="note">Testkarte</span>
							),
						} as never
					}
					props={ {} }
					isAdmin={ false }
					onSelect={ () => undefined }
				/>
				<PaymentMethodOption
					name="cheque"
					method={ { label: <span>Scheck</span> } as never }
					checked={ false }
					props={ {} }
					isAdmin={ false }
					onSelect={ () => undefined }
				/>
			</div>
		);
		const [ saved, cheque ] = screen.getAllByRole( 'radio' );
		const row = saved.parentElement as HTMLElement;
		expect( row.className ).toBe(
			`${ ( cheque.parentElement as HTMLElement ).className } kiosk-saved-token is-checked`
		);
		expect( saved.nextElementSibling?.tagName ).toBe( 'LABEL' );
		expect( saved.nextElementSibling?.textContent ).toMatch( /4242/ );
		expect(
			row.querySelector( '.kiosk-payment-method__content .note' )
		).not.toBeNull();
	} );
} );
