/**
 * `wc.blocksCheckout` called as Germanized 4.0.9's checkout scripts call it
 * (build/checkout-frontend.js, build/checkout.js and its checkboxes block).
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import { cartStore } from '../../data/cart';
import { checkoutStore } from '../../data/checkout';
import { paymentStore } from '../../data/payment';
import { validationStore } from '../../data/validation';
import { createCheckoutBlockRegistry } from '../../registry/checkout-blocks';
import { createCheckoutFilterRegistry } from '../../registry/checkout-filters';
import { blocksCheckout, type KioskRegistry } from '../blocks-checkout';
import { registerWcStores, type DataRegistry } from '../stores';

/** Germanized's block.json of its legal checkboxes, as its script carries it. */
const CHECKBOXES = {
	apiVersion: 3,
	name: 'woocommerce-germanized/checkout-checkboxes',
	parent: [
		'woocommerce/checkout-fields-block',
		'woocommerce/checkout-totals-block',
	],
	attributes: { className: { type: 'string', default: '' } },
};

function setUp() {
	const data = createRegistry() as any;
	[ cartStore, checkoutStore, paymentStore, validationStore ].forEach(
		( store ) => data.register( store )
	);
	registerWcStores( data as DataRegistry );
	const blocks = createCheckoutBlockRegistry();
	const filters = createCheckoutFilterRegistry();
	const kiosk = { ...blocks, ...filters } as unknown as KioskRegistry;
	return {
		data,
		blocks,
		filters,
		wc: blocksCheckout( kiosk, () => data ),
	};
}

describe( 'wc.blocksCheckout.registerCheckoutBlock', () => {
	it( "puts Germanized's checkboxes into Kiosk's fields area once (its first parent), not also into the totals", () => {
		const { wc, blocks } = setUp();
		wc.registerCheckoutBlock( {
			metadata: CHECKBOXES,
			component: () => null,
		} );
		expect(
			blocks
				.getRegisteredBlocks( 'woocommerce/checkout-fields-block' )
				.map( ( block ) => block.blockName )
		).toEqual( [ 'woocommerce-germanized/checkout-checkboxes' ] );
		expect(
			blocks.getRegisteredBlocks( 'woocommerce/checkout-totals-block' )
		).toEqual( [] );
	} );

	it( "refuses WooCommerce's invalid options with WooCommerce's messages", () => {
		const { wc } = setUp();
		expect( () =>
			wc.registerCheckoutBlock( {
				metadata: { parent: CHECKBOXES.parent },
				component: () => null,
			} )
		).toThrow( 'blockName' );
		expect( () =>
			wc.registerCheckoutBlock( {
				metadata: CHECKBOXES,
				component: 'not a component',
			} )
		).toThrow( 'Component must be a valid React Element or Lazy callback' );
	} );

	it( "gives the block WooCommerce's props: setExtensionData( namespace, key, value ) reaches the checkout's extension data, cart and extensions come from the cart", () => {
		const { wc, blocks, data } = setUp();
		const seen: Record< string, any > = {};
		function Checkboxes( props: Record< string, any > ) {
			Object.assign( seen, props );
			const { setExtensionData } = props.checkoutExtensionData;
			// As Germanized's checkboxes do: in an effect, on their change.
			useEffect( () => {
				setExtensionData( 'woocommerce-germanized', 'checkboxes', [
					{ id: 'terms', checked: true },
				] );
				// eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the checkboxes' state is set once here.
			}, [] );
			return null;
		}
		wc.registerCheckoutBlock( {
			metadata: CHECKBOXES,
			component: Checkboxes,
		} );
		const [ { component: Block } ] = blocks.getRegisteredBlocks(
			'woocommerce/checkout-fields-block'
		);
		act( () => {
			render(
				<RegistryProvider value={ data }>
					<Block className="x" />
				</RegistryProvider>
			);
		} );
		expect( data.select( 'kiosk/checkout' ).getExtensionData() ).toEqual( {
			'woocommerce-germanized': {
				checkboxes: [ { id: 'terms', checked: true } ],
			},
		} );
		expect( seen.className ).toBe( 'x' );
		expect( seen.extensions ).toEqual( {} );
		expect( seen.cart.cartItems ).toEqual( [] );
		expect( seen.cart.billingAddress ).toBe(
			data.select( 'kiosk/cart' ).getCartData().billingAddress
		);
		expect( typeof seen.validation.setValidationErrors ).toBe( 'function' );
	} );
} );

describe( 'wc.blocksCheckout.registerCheckoutFilters', () => {
	it( "applies Germanized's place-order label in Kiosk's filters", () => {
		const { wc, filters } = setUp();
		wc.registerCheckoutFilters( 'woocommerce-germanized', {
			placeOrderButtonLabel: () => 'Zahlungspflichtig bestellen',
		} );
		expect(
			filters.applyCheckoutFilter( {
				filterName: 'placeOrderButtonLabel',
				defaultValue: 'Bestellen',
			} )
		).toBe( 'Zahlungspflichtig bestellen' );
	} );
} );

describe( 'wc.blocksCheckout.extensionCartUpdate', () => {
	it( "posts through Kiosk's cart store (cart/extensions) with the extension's namespace and data", async () => {
		const applyExtensionCartUpdate = jest.fn( () =>
			Promise.resolve( 'the new cart' )
		);
		const data = {
			dispatch: () => ( { applyExtensionCartUpdate } ),
		} as unknown as DataRegistry;
		const wc = blocksCheckout( {} as KioskRegistry, () => data );
		await expect(
			wc.extensionCartUpdate( {
				namespace: 'woocommerce-germanized-checkboxes',
				data: { checkboxes: [ { id: 'terms' } ] },
			} )
		).resolves.toBe( 'the new cart' );
		expect( applyExtensionCartUpdate ).toHaveBeenCalledWith( {
			namespace: 'woocommerce-germanized-checkboxes',
			data: { checkboxes: [ { id: 'terms' } ] },
		} );
	} );

	it( 'rejects where no cart store is on the page', async () => {
		const data = { dispatch: () => undefined } as unknown as DataRegistry;
		const wc = blocksCheckout( {} as KioskRegistry, () => data );
		await expect(
			wc.extensionCartUpdate( { namespace: 'x' } )
		).rejects.toThrow();
	} );
} );
