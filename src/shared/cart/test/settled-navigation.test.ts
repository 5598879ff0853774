/**
 * Links leaving the cart wait for its pending changes, then navigate.
 */
import { navigateWhenSaved, opensElsewhere } from '../settled-navigation';

const click = ( overrides = {} ) => ( {
	button: 0,
	metaKey: false,
	ctrlKey: false,
	shiftKey: false,
	altKey: false,
	...overrides,
} );

describe( 'navigateWhenSaved', () => {
	it( 'navigates only after the pending changes are saved', async () => {
		const order: string[] = [];
		let save!: ( ok: boolean ) => void;
		const went = navigateWhenSaved( {
			flush: () =>
				new Promise( ( resolve ) => {
					order.push( 'flush' );
					save = resolve;
				} ),
			navigate: () => order.push( 'navigate' ),
		} );
		await Promise.resolve();
		expect( order ).toEqual( [ 'flush' ] );
		save( true );
		await expect( went ).resolves.toBe( true );
		expect( order ).toEqual( [ 'flush', 'navigate' ] );
	} );

	it( 'stays when a change could not be saved', async () => {
		const navigate = jest.fn();
		await expect(
			navigateWhenSaved( {
				flush: () => Promise.resolve( false ),
				navigate,
			} )
		).resolves.toBe( false );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'stays when the proceed check says no', async () => {
		const navigate = jest.fn();
		await navigateWhenSaved( {
			flush: () => Promise.resolve( true ),
			proceed: () => false,
			navigate,
		} );
		expect( navigate ).not.toHaveBeenCalled();
	} );
} );

describe( 'opensElsewhere', () => {
	it( 'leaves modified and middle clicks to the browser', () => {
		expect( opensElsewhere( click() ) ).toBe( false );
		expect( opensElsewhere( click( { ctrlKey: true } ) ) ).toBe( true );
		expect( opensElsewhere( click( { metaKey: true } ) ) ).toBe( true );
		expect( opensElsewhere( click( { button: 1 } ) ) ).toBe( true );
	} );
} );
