/**
 * Reading what was typed into the server's first step (server-takeover.ts):
 * once before the first render, and again right before its commit.
 */
import { readServerStep } from '../server-takeover';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

/** A container holding the server's step: email, first name and city, as printed. */
function serverStep(): HTMLElement {
	const container = document.createElement( 'div' );
	container.innerHTML = `<div class="kiosk-checkout--server">
		<input id="email" type="email" value="">
		<input id="shipping-first_name" value="">
		<input id="shipping-city" value="Köln">
		<input id="shipping-postcode" value="">
		<input id="shipping-kiosk-gift" value="">
	</div>`;
	document.body.append( container );
	return container;
}

const input = ( container: HTMLElement, id: string ) =>
	container.querySelector( `#${ id }` ) as HTMLInputElement;

const KEYS = [ 'first_name', 'city', 'postcode', 'kiosk/gift' ];

afterEach( () => {
	document.body.innerHTML = '';
} );

it( 'reads only the fields the shopper changed, the email as billing’s, the postcode normalised', () => {
	const container = serverStep();
	input( container, 'email' ).value = 'gast@example.com';
	input( container, 'shipping-postcode' ).value = ' 10115';
	input( container, 'shipping-kiosk-gift' ).value = 'Ja';
	expect( readServerStep( container, KEYS )?.typed ).toEqual( {
		billing: { email: 'gast@example.com' },
		shipping: { postcode: '10115', 'kiosk/gift': 'Ja' },
	} );
} );

it( 'reads a field typed before the render and set back to the server’s value during it, given the first reading', () => {
	const container = serverStep();
	input( container, 'shipping-first_name' ).value = 'Max';
	input( container, 'shipping-city' ).value = 'Berlin';
	const first = readServerStep( container, KEYS );
	expect( first?.typed.shipping ).toEqual( {
		first_name: 'Max',
		city: 'Berlin',
	} );
	// While React renders, the shopper empties the name and puts the city back.
	input( container, 'shipping-first_name' ).value = '';
	input( container, 'shipping-city' ).value = 'Köln';
	expect( readServerStep( container, KEYS, first )?.typed.shipping ).toEqual(
		{ first_name: '', city: 'Köln' }
	);
	// Without the first reading, nothing reads as typed.
	expect( readServerStep( container, KEYS )?.typed.shipping ).toEqual( {} );
} );

it( 'finds no step in a container the server printed none into', () => {
	const container = document.createElement( 'div' );
	expect( readServerStep( container, KEYS ) ).toBeNull();
} );
