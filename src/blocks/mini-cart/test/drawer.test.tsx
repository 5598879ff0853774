/**
 * The drawer is named after its heading: the owner's saved title label with
 * the item count, the default heading without one, "Cart" while loading.
 */
import { render, screen } from '@testing-library/react';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import type { CartView } from '../../../shared-ui/cart/cart-view';
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import { view } from './view';

const mockCart = { state: {} as CartView[ 'state' ] };
jest.mock( '../../../shared-ui/cart/use-store-cart', () => ( {
	useStoreCart: () => mockCart.state,
	useCartActions: () => ( {} ),
} ) );

import { MiniCartDrawer } from '../drawer/mini-cart-drawer';

register( noticesStore );

const node = (
	name: string,
	innerBlocks: LayoutNode[] = [],
	attributes: Record< string, unknown > = {}
): LayoutNode => ( { name, attributes, innerBlocks } );

const withLabel = ( label: string ): LayoutNode[] => [
	node( 'kiosk/mini-cart-contents', [
		node( 'kiosk/filled-mini-cart-contents-block', [
			node( 'kiosk/mini-cart-title-block', [], { label } ),
			node( 'kiosk/mini-cart-items-block' ),
		] ),
	] ),
];

describe( 'the mini cart drawer’s name', () => {
	it( 'is the default heading without a saved label', () => {
		mockCart.state = view().state;
		const count = mockCart.state.cart.itemsCount;
		render( <MiniCartDrawer isOpen onClose={ () => undefined } /> );
		expect(
			screen.getByRole( 'dialog', {
				name: `Your cart (${ count } item${ count === 1 ? '' : 's' })`,
			} )
		).toBeInTheDocument();
	} );

	it( 'is the saved label with the item count, as the heading shows', () => {
		mockCart.state = view().state;
		const count = mockCart.state.cart.itemsCount;
		const name = `Mein Einkauf (${ count } item${ count === 1 ? '' : 's' })`;
		render(
			<MiniCartDrawer
				isOpen
				onClose={ () => undefined }
				tree={ withLabel( ' Mein Einkauf ' ) }
			/>
		);
		expect( screen.getByRole( 'dialog', { name } ) ).toBeInTheDocument();
		expect( screen.getByRole( 'heading', { name } ) ).toBeInTheDocument();
	} );

	it( 'is "Cart" while the cart loads', () => {
		mockCart.state = view( {}, { isLoading: true } ).state;
		render(
			<MiniCartDrawer
				isOpen
				onClose={ () => undefined }
				tree={ withLabel( 'Mein Einkauf' ) }
			/>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Cart' } )
		).toBeInTheDocument();
	} );
} );

describe( 'a crash inside the drawer', () => {
	it( 'shows the block error placeholder in the open dialog', () => {
		const broken = view().state;
		mockCart.state = {
			...broken,
			cart: {
				...broken.cart,
				// An item without prices or images (a broken extension's).
				items: [
					{
						...broken.cart.items[ 0 ],
						prices: undefined,
						images: undefined,
					} as never,
				],
			},
		};
		jest.spyOn( console, 'error' ).mockImplementation( () => {} );
		render( <MiniCartDrawer isOpen onClose={ () => undefined } /> );
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog ).toHaveTextContent( 'Oops!' );
		expect( dialog ).toHaveTextContent(
			'There was an error loading the content.'
		);
		( console.error as jest.Mock ).mockRestore();
	} );
} );
