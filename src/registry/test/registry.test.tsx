import { lazy } from 'react';
import * as pageRegistry from '../index';
import {
	createPaymentMethodRegistry,
	type PaymentMethodRegistry,
} from '../payment-methods';
import {
	createCheckoutBlockRegistry,
	type CheckoutBlockRegistry,
} from '../checkout-blocks';

const { innerBlockAreas } = pageRegistry;

const valid = () => ( {
	name: 'bacs',
	label: <span>Überweisung</span>,
	ariaLabel: 'Überweisung',
	content: <div />,
	edit: <div />,
	canMakePayment: () => true,
} );
const Block = () => null;

// Each test registers into registries of its own.
let registerPaymentMethod: PaymentMethodRegistry[ 'registerPaymentMethod' ];
let registerExpressPaymentMethod: PaymentMethodRegistry[ 'registerExpressPaymentMethod' ];
let getPaymentMethods: PaymentMethodRegistry[ 'getPaymentMethods' ];
let getExpressPaymentMethods: PaymentMethodRegistry[ 'getExpressPaymentMethods' ];
let registerCheckoutBlock: CheckoutBlockRegistry[ 'registerCheckoutBlock' ];
let getRegisteredBlocks: CheckoutBlockRegistry[ 'getRegisteredBlocks' ];
let subscribeToCheckoutBlocks: CheckoutBlockRegistry[ 'subscribeToCheckoutBlocks' ];

beforeEach( () => {
	( {
		registerPaymentMethod,
		registerExpressPaymentMethod,
		getPaymentMethods,
		getExpressPaymentMethods,
	} = createPaymentMethodRegistry() );
	( {
		registerCheckoutBlock,
		getRegisteredBlocks,
		subscribeToCheckoutBlocks,
	} = createCheckoutBlockRegistry() );
} );

describe( "the page's registry", () => {
	it( 'holds what extensions register through it, apart from any other registry', () => {
		const listener = jest.fn();
		const unsubscribe = pageRegistry.subscribeToPaymentMethods( listener );
		pageRegistry.registerPaymentMethod( valid() );
		pageRegistry.registerCheckoutBlock( {
			metadata: { name: 'acme/page', parent: 'kiosk/cart-totals-block' },
			component: Block,
		} );
		unsubscribe();
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( Object.keys( pageRegistry.getPaymentMethods() ) ).toEqual( [
			'bacs',
		] );
		expect(
			pageRegistry
				.getRegisteredBlocks( innerBlockAreas.CART_TOTALS )
				.map( ( b ) => b.blockName )
		).toEqual( [ 'acme/page' ] );
		// This test's own registries saw none of it.
		expect( getPaymentMethods() ).toEqual( {} );
		expect( getRegisteredBlocks( innerBlockAreas.CART_TOTALS ) ).toEqual(
			[]
		);
	} );
} );

describe( 'registerPaymentMethod', () => {
	it( 'registers with defaults', () => {
		registerPaymentMethod( valid() );
		const method = getPaymentMethods().bacs;
		expect( method.paymentMethodId ).toBe( 'bacs' );
		expect( method.supports ).toEqual( {
			features: [ 'products' ],
			showSavedCards: false,
			showSaveOption: false,
		} );
		expect( method.savedTokenComponent ).toBeNull();
	} );
	it( 'lists missing properties', () => {
		expect( () => registerPaymentMethod( { name: 'x' } as never ) ).toThrow(
			'The payment method configuration object is missing the following properties: label, ariaLabel, content, edit, canMakePayment'
		);
	} );
	it.each( [
		[
			{ content: 'text' },
			'The content property for the payment method must be a React element or null.',
		],
		[
			{ edit: 5 },
			'The edit property for the payment method must be a React element or null.',
		],
		[
			{ canMakePayment: true },
			'The canMakePayment property for the payment method must be a function.',
		],
		[
			{ paymentMethodId: 5 },
			'The paymentMethodId property for the payment method must be a string or undefined',
		],
		[
			{ ariaLabel: 5 },
			'The ariaLabel property for the payment method must be a string.',
		],
		[
			{ placeOrderButtonLabel: 5 },
			'The placeOrderButtonLabel property for the payment method must be a string.',
		],
		[
			{ savedTokenComponent: 'x' },
			'The savedTokenComponent property for the payment method must be a React element or null.',
		],
		[
			{ supports: { showSavedCards: 'yes' } },
			'If the payment method includes the `supports.showSavedCards` property, it must be a boolean.',
		],
		[
			{ supports: { features: 'products' } },
			'The features property for the payment method must be an array of strings or undefined.',
		],
		[
			{ name: '' },
			'The name property for the payment method must be a non-empty string.',
		],
	] )( 'throws for %p', ( override, message ) => {
		expect( () =>
			registerPaymentMethod( { ...valid(), ...override } as never )
		).toThrow( message );
	} );
} );

describe( 'registerExpressPaymentMethod', () => {
	it( 'registers with title, description, gatewayId and style support', () => {
		registerExpressPaymentMethod( {
			name: 'demo',
			title: 'Demo',
			description: 'd',
			gatewayId: 'demo',
			content: <div />,
			edit: <div />,
			canMakePayment: () => true,
			supports: { style: [ 'height', 'borderRadius' ] },
		} );
		expect( getExpressPaymentMethods().demo ).toMatchObject( {
			title: 'Demo',
			gatewayId: 'demo',
			isExpress: true,
			supports: { style: [ 'height', 'borderRadius' ] },
		} );
	} );
	it( 'throws for a bad style or title', () => {
		const base = {
			name: 'demo',
			content: <div />,
			edit: <div />,
			canMakePayment: () => true,
		};
		expect( () =>
			registerExpressPaymentMethod( {
				...base,
				supports: { style: 'height' },
			} as never )
		).toThrow(
			'The style property for the express payment method must be an array of strings.'
		);
		expect( () =>
			registerExpressPaymentMethod( { ...base, title: 4 } as never )
		).toThrow(
			'The title property for the express payment method must be a string.'
		);
		expect( () =>
			registerExpressPaymentMethod( { name: 'demo' } as never )
		).toThrow(
			'missing the following properties: content, edit, canMakePayment'
		);
	} );
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
