/**
 * After a cart line is removed, focus goes to the next line's remove
 * button, or to the empty cart's heading; in the drawer it stays inside
 * the open dialog.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { LineItems } from '../../../shared-ui/cart/line-items';
import { focusTarget } from '../focus-after-removal';
import { cartItem, cartResponse } from '../../../data/cart/test/fixtures';
import { cartFromResponse } from '../../../data/cart/map-cart';

const items = cartFromResponse(
	cartResponse( {
		items: [
			cartItem( { key: 'a', name: 'Jahresabo' } ),
			cartItem( { key: 'b', name: 'Sonderheft' } ),
		],
	} )
).items;

function Lines( {
	list,
	onRemove,
}: {
	list: typeof items;
	onRemove: ( key: string ) => Promise< boolean >;
} ) {
	return list.length ? (
		<LineItems
			items={ list }
			pendingQuantity={ [] }
			pendingDelete={ [] }
			includeTax
			onQuantity={ () => undefined }
			onRemove={ onRemove }
		/>
	) : (
		<p className="kiosk-mini-cart__empty">Leer</p>
	);
}

describe( 'focus after removing a cart line', () => {
	it( 'goes to the next line’s remove button', async () => {
		const { rerender } = render(
			<div className="kiosk-cart">
				<Lines list={ items } onRemove={ async () => true } />
			</div>
		);
		const first = screen.getByRole( 'button', {
			name: 'Remove Jahresabo from cart',
		} );
		first.focus();
		fireEvent.click( first );
		rerender(
			<div className="kiosk-cart">
				<Lines list={ [ items[ 1 ] ] } onRemove={ async () => true } />
			</div>
		);
		await waitFor( () =>
			expect( document.activeElement ).toBe(
				screen.getByRole( 'button', {
					name: 'Remove Sonderheft from cart',
				} )
			)
		);
	} );

	it( 'stays inside the open dialog when the last line goes', async () => {
		const one = [ items[ 0 ] ];
		const { rerender } = render(
			<div role="dialog" tabIndex={ -1 }>
				<Lines list={ one } onRemove={ async () => true } />
			</div>
		);
		const button = screen.getByRole( 'button', {
			name: 'Remove Jahresabo from cart',
		} );
		button.focus();
		await act( async () => {
			fireEvent.click( button );
		} );
		rerender(
			<div role="dialog" tabIndex={ -1 }>
				<Lines list={ [] } onRemove={ async () => true } />
			</div>
		);
		await waitFor( () =>
			expect( document.activeElement ).toBe( screen.getByText( 'Leer' ) )
		);
		expect( screen.getByRole( 'dialog' ) ).toContainElement(
			document.activeElement as HTMLElement
		);
	} );

	it( 'stays on the button when the removal failed', async () => {
		render(
			<div className="kiosk-cart">
				<Lines list={ items } onRemove={ async () => false } />
			</div>
		);
		const first = screen.getByRole( 'button', {
			name: 'Remove Jahresabo from cart',
		} );
		first.focus();
		await act( async () => {
			fireEvent.click( first );
		} );
		expect( document.activeElement ).toBe( first );
	} );
} );

describe( 'focusTarget', () => {
	it( 'takes the entry now at the index, the one before, a fallback, then the area', () => {
		document.body.innerHTML =
			'<div id="s"><button class="x">1</button><button class="x">2</button><h2 class="kiosk-cart__heading">Leer</h2></div>';
		const scope = document.getElementById( 's' ) as HTMLElement;
		expect( focusTarget( scope, '.x', 1 ).textContent ).toBe( '2' );
		expect( focusTarget( scope, '.x', 2 ).textContent ).toBe( '2' );
		const heading = focusTarget( scope, '.y', 0 );
		expect( heading.tagName ).toBe( 'H2' );
		expect( heading.tabIndex ).toBe( -1 );
		expect( focusTarget( scope, '.y', 0, '.z' ) ).toBe( scope );
	} );
} );
