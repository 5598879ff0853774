/**
 * The takeover of the server cart's quantities (takeover.ts): what the
 * recorder stepped or the shopper typed into a server line's field goes
 * through the store as one change per line, within the field's bounds;
 * untouched, empty or half-typed fields and lines without a field send
 * nothing of their own.
 */
import { dispatch, select } from '@wordpress/data';
import { takeOverQuantities } from '../takeover';

jest.mock( '@wordpress/data', () => ( {
	select: jest.fn(),
	dispatch: jest.fn(),
} ) );
jest.mock( '@kiosk/data', () => ( { CART_STORE_KEY: 'kiosk/cart' } ) );

/** A server line: its field as the server printed it (php/Blocks/CartMarkup/QuantitySelector.php), then its value now. */
function line(
	field: { value: number; min?: number; max?: number; step?: number } | null,
	now?: string
): string {
	if ( ! field ) {
		return '<tr class="kiosk-cart-item"><td></td></tr>';
	}
	const { value, min = 1, max = 99, step = 1 } = field;
	return `<tr class="kiosk-cart-item"><td><div class="kiosk-quantity-selector"><input class="kiosk-quantity-selector__input" type="number" min="${ min }" max="${ max }" step="${ step }" value="${ value }" data-now="${
		now ?? 'unchanged'
	}"><button class="kiosk-quantity-selector__button--minus"></button><button class="kiosk-quantity-selector__button--plus"></button></div></td></tr>`;
}

function serverCart( lines: string[], serverClass = 'kiosk-cart--server' ) {
	const container = document.createElement( 'div' );
	container.innerHTML = `<div class="kiosk-cart ${ serverClass }"><table><tbody>${ lines.join(
		''
	) }</tbody></table></div>`;
	container
		.querySelectorAll< HTMLInputElement >( 'input[data-now]' )
		.forEach( ( input ) => {
			if ( input.dataset.now !== 'unchanged' ) {
				input.value = input.dataset.now!;
			}
		} );
	return container;
}

describe( 'takeOverQuantities', () => {
	let change: jest.Mock;

	beforeEach( () => {
		change = jest.fn( () => Promise.resolve() );
		( dispatch as jest.Mock ).mockReturnValue( {
			changeCartItemQuantity: change,
		} );
		( select as jest.Mock ).mockReturnValue( {
			getCartData: () => ( {
				items: [ 'a', 'b', 'c', 'd', 'e' ].map( ( key ) => ( {
					key,
				} ) ),
			} ),
		} );
	} );

	it( 'sends each line’s quantity by the line’s place in the cart, the store leaving unchanged ones alone', () => {
		takeOverQuantities(
			serverCart( [
				line( { value: 2 }, '3' ),
				line( { value: 1 } ),
				line( null ),
				line( { value: 2, min: 2, max: 10, step: 2 }, '6' ),
			] )
		)();
		expect( change.mock.calls ).toEqual( [
			[ 'a', 3 ],
			[ 'b', 1 ],
			[ 'd', 6 ],
		] );
	} );

	it( 'keeps a typed quantity within the field’s bounds and step, and sends nothing for an empty field', () => {
		takeOverQuantities(
			serverCart( [
				line( { value: 1, max: 3 }, '50' ),
				line( { value: 2, min: 2, max: 10, step: 2 }, '5' ),
				line( { value: 2, min: 2, max: 10, step: 2 }, '1' ),
				line( { value: 4 }, '' ),
			] )
		)();
		expect( change.mock.calls ).toEqual( [
			[ 'a', 3 ],
			[ 'b', 6 ],
			[ 'c', 2 ],
		] );
	} );

	it( 'takes nothing from a cart the client rendered, or lines the cart no longer has', () => {
		takeOverQuantities(
			serverCart( [ line( { value: 2 }, '3' ) ], 'is-mobile' )
		)();
		( select as jest.Mock ).mockReturnValue( {
			getCartData: () => ( { items: [] } ),
		} );
		takeOverQuantities( serverCart( [ line( { value: 2 }, '3' ) ] ) )();
		expect( change ).not.toHaveBeenCalled();
	} );

	it( 'reads the server’s copy when called and sends what it read when its function runs, in the commit, after the server’s copy is gone', () => {
		const container = serverCart( [
			line( { value: 1 } ),
			line( { value: 2 }, '3' ),
		] );
		const take = takeOverQuantities( container );
		expect( change ).not.toHaveBeenCalled();
		// The commit replaces the server's copy with the client's.
		container.innerHTML = serverCart(
			[ line( { value: 1 } ), line( { value: 3 } ) ],
			'is-mobile'
		).innerHTML;
		take();
		expect( change.mock.calls ).toEqual( [
			[ 'a', 1 ],
			[ 'b', 3 ],
		] );
	} );
} );
