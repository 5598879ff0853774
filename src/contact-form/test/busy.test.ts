import { addSpinners, setBusy } from '../busy';

describe( 'busy form', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<form><input type="submit" class="has-spinner"><input type="submit" class="other"></form>';
	} );
	const form = () => document.querySelector( 'form' ) as HTMLFormElement;

	it( "adds CF7's spinner after each has-spinner control, once, and takes it away", () => {
		const remove = addSpinners( form() );
		addSpinners( form() );
		const spinners = form().querySelectorAll( '.wpcf7-spinner' );
		expect( spinners ).toHaveLength( 1 );
		expect( spinners[ 0 ].previousElementSibling?.className ).toBe(
			'has-spinner'
		);
		remove();
		expect( form().querySelector( '.wpcf7-spinner' ) ).toBeNull();
	} );

	it( 'marks the form busy and not busy', () => {
		setBusy( form(), true );
		expect( form().getAttribute( 'aria-busy' ) ).toBe( 'true' );
		setBusy( form(), false );
		expect( form().hasAttribute( 'aria-busy' ) ).toBe( false );
	} );
} );
