import { render } from '@testing-library/react';
import { register, select, subscribe } from '@wordpress/data';
import { registerPaymentMethod } from '@kiosk/registry';
import { paymentStore } from '../../../../data/payment';
import { cartFromResponse } from '../../../../data/cart/map-cart';
import { cartResponse } from '../../../../data/cart/test/fixtures';
import { validPaymentMethod } from '../../../../registry/test/fixtures';
import {
	checkPaymentMethodsBeforeMount,
	usePaymentMethodAvailability,
} from '../use-payment-methods';

register( paymentStore );

const settings = { isAdmin: false, paymentMethodSortOrder: [ 'cod', 'bacs' ] };
let mockCart = cartFromResponse(
	cartResponse( { payment_methods: [ 'bacs', 'cod' ] } )
);
jest.mock( '../../context', () => ( {
	useCart: () => mockCart,
	useCheckoutContext: () => ( { settings } ),
} ) );

const bacs = jest.fn( () => true );
let codAnswer: () => boolean | Promise< boolean > = () => true;
const cod = jest.fn( () => codAnswer() );
registerPaymentMethod( { ...validPaymentMethod(), canMakePayment: bacs } );
registerPaymentMethod( {
	...validPaymentMethod(),
	name: 'cod',
	ariaLabel: 'Nachnahme',
	canMakePayment: cod,
} );

function Probe() {
	usePaymentMethodAvailability();
	return null;
}

const available = () =>
	Object.keys(
		(
			select( paymentStore ) as unknown as {
				getAvailablePaymentMethods: () => object;
			}
		 ).getAvailablePaymentMethods()
	);

beforeEach( () => {
	bacs.mockClear();
	cod.mockClear();
} );

it( 'checks before the first render when every method answers at once, and the mount neither asks again nor writes again', async () => {
	checkPaymentMethodsBeforeMount( mockCart, settings );
	expect( available() ).toEqual( [ 'cod', 'bacs' ] );
	expect( bacs ).toHaveBeenCalledTimes( 1 );
	let writes = 0;
	const unsubscribe = subscribe( () => writes++, paymentStore );
	render( <Probe /> );
	await Promise.resolve();
	unsubscribe();
	expect( bacs ).toHaveBeenCalledTimes( 1 );
	expect( writes ).toBe( 0 );
} );

it( 'leaves a method whose check is a promise to the mount, which writes its answer', async () => {
	mockCart = cartFromResponse(
		cartResponse( { payment_methods: [ 'bacs', 'cod' ] } )
	);
	codAnswer = () => Promise.resolve( false );
	checkPaymentMethodsBeforeMount( mockCart, settings );
	// Nothing written for this cart: the store still holds the last answer.
	expect( available() ).toEqual( [ 'cod', 'bacs' ] );
	render( <Probe /> );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	expect( bacs ).toHaveBeenCalledTimes( 2 );
	expect( available() ).toEqual( [ 'bacs' ] );
} );
