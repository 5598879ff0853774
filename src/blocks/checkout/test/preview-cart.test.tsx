/**
 * The checkout's editor preview: the sample cart is in the registry's cart
 * store before the checkout renders, so the editor asks the Store API
 * nothing, and each registry (editor) is seeded once.
 */
import { act, render } from '@testing-library/react';
import { RegistryProvider, createRegistry, useSelect } from '@wordpress/data';
import { request } from '@kiosk/api';
import { cartStore } from '@kiosk/data';
import { cartFromResponse } from '../../../data/cart/map-cart';
import { cartResponse } from '../../../data/cart/test/fixtures';
import { usePreviewCart } from '../hooks/use-preview-cart';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

/** Stands in for the checkout: selects the cart once the preview is in. */
function Checkout() {
	const names = useSelect( ( select ) =>
		select( cartStore )
			.getCartData()
			.items.map( ( item ) => item.name )
			.join( ', ' )
	);
	return <p>{ names }</p>;
}

function Edit() {
	return usePreviewCart() ? <Checkout /> : null;
}

function editor() {
	const registry = createRegistry();
	registry.register( cartStore );
	const open = () =>
		render(
			<RegistryProvider value={ registry }>
				<Edit />
			</RegistryProvider>
		);
	return { registry, open };
}

/** Lets a resolver the render may have started run. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'the checkout preview cart', () => {
	it( 'is in the store when the checkout first renders, and nothing asks the Store API', async () => {
		const { open } = editor();
		const { container } = open();
		expect( container ).toHaveTextContent(
			'Sample product 1, Sample product 2'
		);
		await settle();
		expect( request ).not.toHaveBeenCalled();
	} );

	it( 'holds the shop’s own product where the server names one, not products the shop does not sell', () => {
		(
			window as unknown as { kioskSettings?: Record< string, unknown > }
		 ).kioskSettings = {
			editorPreview: {
				gateways: [],
				product: {
					name: 'Notizbuch Stadtansichten',
					price: 1290,
					image: '',
				},
			},
		};
		try {
			const { container } = editor().open();
			expect( container.textContent ).toBe( 'Notizbuch Stadtansichten' );
		} finally {
			delete ( window as unknown as { kioskSettings?: unknown } )
				.kioskSettings;
		}
	} );

	it( 'is seeded once per registry: a second checkout keeps the cart, another editor gets its own', () => {
		const first = editor();
		first.open();
		act( () => {
			void first.registry
				.dispatch( cartStore )
				.setCartData( cartFromResponse( cartResponse() ) );
		} );
		const { container } = first.open();
		expect( container ).toHaveTextContent( 'Jahresabo' );
		expect( container ).not.toHaveTextContent( 'Sample product' );
		const second = editor();
		expect( second.open().container ).toHaveTextContent(
			'Sample product 1'
		);
	} );
} );
