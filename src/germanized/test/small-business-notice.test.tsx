import { render, screen } from '@testing-library/react';
import { registerPlugin } from '@wordpress/plugins';
import { init, SmallBusinessNotice } from '../small-business-notice';

// Not npm packages here: WordPress's and WooCommerce's globals on the page.
jest.mock( '@wordpress/plugins', () => ( { registerPlugin: jest.fn() } ), {
	virtual: true,
} );
jest.mock(
	'@woocommerce/blocks-checkout',
	() => ( {
		ExperimentalOrderMeta: ( { children }: { children: unknown } ) =>
			children,
	} ),
	{ virtual: true }
);

const NOTE =
	'Umsatzsteuer wird nicht ausgewiesen, da Kleinunternehmer gemäß §19 (1) UStG.';

describe( "Germanized's small-business note", () => {
	beforeEach( () => jest.mocked( registerPlugin ).mockClear() );

	it( 'shows the text as text, in Germanized’s markup', () => {
		const { container } = render(
			<SmallBusinessNotice text={ '<b>' + NOTE + '</b>' } />
		);
		expect(
			container.querySelector(
				'.wc-gzd-small-business-info .small-business-info'
			)?.textContent
		).toBe( '<b>' + NOTE + '</b>' );
		expect( container.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'fills the order meta slot of the checkout’s scope with it', () => {
		init( NOTE );
		expect( registerPlugin ).toHaveBeenCalledTimes( 1 );
		const [ name, settings ] = jest.mocked( registerPlugin ).mock
			.calls[ 0 ] as [
			string,
			{ render: () => JSX.Element; scope: string },
		];
		expect( name ).toBe( 'kiosk-germanized-small-business' );
		expect( settings.scope ).toBe( 'woocommerce-checkout' );
		const Render = settings.render;
		render( <Render /> );
		expect( screen.getByText( NOTE ) ).toBeTruthy();
	} );

	it( 'registers nothing without a text', () => {
		init( undefined );
		init( '' );
		expect( registerPlugin ).not.toHaveBeenCalled();
	} );
} );
