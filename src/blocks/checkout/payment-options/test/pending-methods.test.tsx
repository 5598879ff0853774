/**
 * The payment step's placeholder while the methods' scripts load: the rows
 * the options will show, laid out as theirs; and the failure with its retry.
 */
import { render, screen, fireEvent } from '@testing-library/react';
import { PendingMethods } from '../pending-methods';
import { paymentScripts } from '../../payment-scripts';

jest.mock( '../../payment-scripts', () => {
	const load = jest.fn( () => Promise.resolve( true ) );
	return { paymentScripts: () => ( { load } ) };
} );

describe( 'PendingMethods', () => {
	const METHODS = [
		{
			title: 'Überweisung &amp; Vorkasse',
			description: '<b>Zahlen</b> Sie per Überweisung.',
		},
		{ title: 'Nachnahme', description: 'Bar bei Lieferung.' },
	];
	const rowsOf = ( container: HTMLElement ) =>
		container.querySelectorAll(
			'.kiosk-payment-options--pending > .kiosk-radio-control__option'
		);

	it( "holds a row per method with its title (entities decoded), the first one's description open below it as the checked method's content", () => {
		const { container } = render(
			<PendingMethods tokens={ 0 } methods={ METHODS } failed={ false } />
		);
		const rows = rowsOf( container );
		expect( rows ).toHaveLength( 2 );
		expect( rows[ 0 ].textContent ).toBe(
			'Überweisung & VorkasseZahlen Sie per Überweisung.'
		);
		expect(
			rows[ 0 ].querySelector( '.kiosk-payment-method__content' )
				?.textContent
		).toBe( 'Zahlen Sie per Überweisung.' );
		expect( rows[ 1 ].textContent ).toBe( 'Nachnahme' );
		expect(
			container.querySelector( '.kiosk-payment-options--pending' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		expect(
			screen.getByText( 'Loading payment options…' )
		).toBeInTheDocument();
	} );

	it( 'holds a row per saved token before the methods, and then no description open (the token is checked first)', () => {
		const { container } = render(
			<PendingMethods tokens={ 1 } methods={ METHODS } failed={ false } />
		);
		const rows = rowsOf( container );
		expect( rows ).toHaveLength( 3 );
		expect( rows[ 0 ].textContent ).toBe( '' );
		expect( rows[ 1 ].textContent ).toBe( 'Überweisung & Vorkasse' );
		expect(
			container.querySelector( '.kiosk-payment-method__content' )
		).toBeNull();
	} );

	it( 'after a failed load says so and loads again on „Try again“', () => {
		render( <PendingMethods tokens={ 0 } methods={ [] } failed /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The payment options could not be loaded. Please check your connection.'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( paymentScripts().load ).toHaveBeenCalledTimes( 1 );
	} );
} );
