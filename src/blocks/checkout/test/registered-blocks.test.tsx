import { act, render, screen } from '@testing-library/react';
import {
	freshCheckoutBlocks,
	mockCheckoutBlocks,
} from '../../../registry/test/page-registry-mock';
import { innerBlockAreas } from '../../../registry/inner-block-areas';
import { RegisteredBlocks } from '../registered-blocks';

// The checkout reads blocks through `@kiosk/registry`: in these tests, from
// a registry of each test's own.
jest.mock( '@kiosk/registry', () =>
	jest
		.requireActual( '../../../registry/test/page-registry-mock' )
		.mockedRegistryModule()
);

beforeEach( () => {
	freshCheckoutBlocks();
} );

const register = ( name: string, component: () => JSX.Element ) =>
	mockCheckoutBlocks.registry.registerCheckoutBlock( {
		metadata: {
			name,
			parent: [ innerBlockAreas.CONTACT_INFORMATION ],
		},
		component,
	} );

describe( 'checkout extension blocks', () => {
	it( 'renders a block registered before mount and one registered after', () => {
		register( 'acme/newsletter', () => <p>Newsletter abonnieren</p> );
		render(
			<RegisteredBlocks area={ innerBlockAreas.CONTACT_INFORMATION } />
		);
		expect( screen.getByText( 'Newsletter abonnieren' ) ).toBeTruthy();
		act( () =>
			register( 'acme/gift', () => <p>Als Geschenk verpacken</p> )
		);
		expect( screen.getByText( 'Als Geschenk verpacken' ) ).toBeTruthy();
	} );

	it( 'shows the block error placeholder for a crashing block and keeps the others', () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		register( 'acme/broken', () => {
			throw new Error( 'kaputt' );
		} );
		register( 'acme/fine', () => <p>Funktioniert</p> );
		render(
			<RegisteredBlocks area={ innerBlockAreas.CONTACT_INFORMATION } />
		);
		expect( screen.getByText( 'Funktioniert' ) ).toBeTruthy();
		expect( screen.getByText( 'Oops!' ) ).toBeTruthy();
		error.mockRestore();
	} );
} );
