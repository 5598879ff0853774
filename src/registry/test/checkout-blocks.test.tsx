import { lazy } from 'react';
import {
	createCheckoutBlockRegistry,
	type CheckoutBlockRegistry,
} from '../checkout-blocks';
import { innerBlockAreas } from '../inner-block-areas';

const Block = () => null;

// Each test registers into a registry of its own.
let registerCheckoutBlock: CheckoutBlockRegistry[ 'registerCheckoutBlock' ];
let getRegisteredBlocks: CheckoutBlockRegistry[ 'getRegisteredBlocks' ];
let subscribeToCheckoutBlocks: CheckoutBlockRegistry[ 'subscribeToCheckoutBlocks' ];

beforeEach( () => {
	( {
		registerCheckoutBlock,
		getRegisteredBlocks,
		subscribeToCheckoutBlocks,
	} = createCheckoutBlockRegistry() );
} );

describe( 'registerCheckoutBlock', () => {
	it( 'registers a component for an inner area, WooCommerce names included', () => {
		registerCheckoutBlock( {
			metadata: {
				name: 'acme/gift',
				parent: [ 'woocommerce/checkout-fields-block' ],
			},
			component: Block,
		} );
		registerCheckoutBlock( {
			metadata: {
				name: 'acme/lazy',
				parent: innerBlockAreas.CHECKOUT_TOTALS,
			},
			component: lazy( async () => ( { default: Block } ) ),
		} );
		expect(
			getRegisteredBlocks( innerBlockAreas.CHECKOUT_FIELDS ).map(
				( b ) => b.blockName
			)
		).toEqual( [ 'acme/gift' ] );
		expect(
			getRegisteredBlocks( 'kiosk/checkout-totals-block' )
		).toHaveLength( 1 );
	} );
	it( 'tells subscribers about each registration until they unsubscribe, and not about a refused one', () => {
		const listener = jest.fn();
		const unsubscribe = subscribeToCheckoutBlocks( listener );
		registerCheckoutBlock( {
			metadata: { name: 'acme/one', parent: 'kiosk/cart-totals-block' },
			component: Block,
		} );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( () =>
			registerCheckoutBlock( {
				metadata: { name: 'acme/bad', parent: 'kiosk/nowhere' },
				component: Block,
			} )
		).toThrow();
		expect( listener ).toHaveBeenCalledTimes( 1 );
		unsubscribe();
		registerCheckoutBlock( {
			metadata: { name: 'acme/two', parent: 'kiosk/cart-totals-block' },
			component: Block,
		} );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect(
			getRegisteredBlocks( innerBlockAreas.CART_TOTALS ).map(
				( b ) => b.blockName
			)
		).toEqual( [ 'acme/one', 'acme/two' ] );
	} );
	it.each( [
		[
			undefined,
			'Incorrect value for the options argument when registering a checkout block. It was a undefined, but must be a object.',
		],
		[
			{ component: Block },
			'Incorrect value for the metadata argument when registering a checkout block. It was a undefined, but must be a object.',
		],
		[
			{
				metadata: { name: 5, parent: 'kiosk/checkout' },
				component: Block,
			},
			'Incorrect value for the blockName argument when registering a checkout block. It was a number, but must be a string.',
		],
		[
			{
				metadata: { name: '', parent: 'kiosk/checkout' },
				component: Block,
			},
			'Value for the blockName argument must not be empty.',
		],
		[
			{ metadata: { name: 'a/b', parent: 5 }, component: Block },
			'Value for the parent argument must be a string or array of strings.',
		],
		[
			{
				metadata: { name: 'a/b', parent: 'kiosk/nowhere' },
				component: Block,
			},
			'Value for the parent argument must be a valid inner block area.',
		],
		[
			{
				metadata: { name: 'a/b', parent: 'kiosk/checkout' },
				component: 'div',
			},
			'Incorrect value for the component argument when registering a checkout block. Component must be a valid React Element or Lazy callback.',
		],
	] )( 'throws for %p', ( options, message ) => {
		expect( () => registerCheckoutBlock( options as never ) ).toThrow(
			message
		);
	} );
} );
