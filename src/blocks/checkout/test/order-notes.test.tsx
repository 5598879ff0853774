import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { OrderNotes } from '../inner-blocks/order-note/block';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

function renderNotes() {
	const registry = createRegistry();
	registry.register( checkoutStore );
	render(
		<RegistryProvider value={ registry }>
			<OrderNotes />
		</RegistryProvider>
	);
	return registry;
}

const toggle = () =>
	screen.getByRole( 'checkbox', { name: 'Add a note to your order' } );

describe( 'order notes', () => {
	it( 'opens with the note when one is restored after mount', () => {
		const registry = renderNotes();
		expect( toggle() ).not.toBeChecked();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		act( () => {
			registry
				.dispatch( checkoutStore )
				.__internalSetOrderNotes( 'Bitte klingeln' );
		} );
		expect( toggle() ).toBeChecked();
		expect( screen.getByRole( 'textbox' ) ).toHaveValue( 'Bitte klingeln' );
	} );

	it( 'closing the notes clears the note and keeps them closed', () => {
		const registry = renderNotes();
		act( () => {
			registry
				.dispatch( checkoutStore )
				.__internalSetOrderNotes( 'Bitte klingeln' );
		} );
		fireEvent.click( toggle() );
		expect( toggle() ).not.toBeChecked();
		expect( registry.select( checkoutStore ).getOrderNotes() ).toBe( '' );
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
	} );
} );
