import {
	createPaymentMethodRegistry,
	type PaymentMethodRegistry,
} from '../payment-methods';
import { validPaymentMethod } from './fixtures';

const valid = validPaymentMethod;

// Each test registers into a registry of its own.
let registerPaymentMethod: PaymentMethodRegistry[ 'registerPaymentMethod' ];
let registerExpressPaymentMethod: PaymentMethodRegistry[ 'registerExpressPaymentMethod' ];
let getPaymentMethods: PaymentMethodRegistry[ 'getPaymentMethods' ];
let getExpressPaymentMethods: PaymentMethodRegistry[ 'getExpressPaymentMethods' ];

beforeEach( () => {
	( {
		registerPaymentMethod,
		registerExpressPaymentMethod,
		getPaymentMethods,
		getExpressPaymentMethods,
	} = createPaymentMethodRegistry() );
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
