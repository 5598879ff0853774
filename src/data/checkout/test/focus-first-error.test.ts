/**
 * A submit with invalid fields focuses and scrolls to the first one once
 * its error has rendered (React renders after the store changed).
 */
import { validationStore } from '../../validation';
import { validate } from '../process/stages';
import { createEventBus } from '../../../shared/checkout/emitter';
import { setUp } from './process-setup';

jest.mock( '@kiosk/api', () => jest.requireActual( './api-mock' ).mockedApi() );

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = `<form class="kiosk-checkout">
		<input id="email" aria-invalid="false" />
		<input id="billing-first_name" aria-invalid="false" />
	</form>`;
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'validate', () => {
	it( 'focuses and scrolls to the first invalid field after its error has rendered, not before', async () => {
		const t = setUp();
		const scrolled: unknown[] = [];
		HTMLElement.prototype.scrollIntoView = function ( options ) {
			scrolled.push( [ this.id, options ] );
		};
		const validation = t.registry.dispatch( validationStore );
		validation.setValidationErrors( {
			email: { message: 'Please enter a valid email address' },
			'billing-first_name': { message: 'Please enter a valid name' },
		} );
		// Like React: the inputs are marked invalid in a later task.
		t.registry.subscribe( () => {
			if (
				! t.registry
					.select( validationStore )
					.getValidationError( 'email' )?.hidden
			) {
				setTimeout( () =>
					document
						.querySelectorAll( 'input' )
						.forEach( ( input ) =>
							input.setAttribute( 'aria-invalid', 'true' )
						)
				);
			}
		} );
		expect( await validate( t.registry, createEventBus(), false ) ).toBe(
			true
		);
		expect( document.activeElement ).toBe( document.body );
		jest.runAllTimers();
		expect( document.activeElement?.id ).toBe( 'email' );
		expect( scrolled ).toEqual( [
			[ 'email', expect.objectContaining( { block: 'center' } ) ],
		] );
	} );
} );
