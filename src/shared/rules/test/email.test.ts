import { isEmail } from '../email';

describe( 'the one email rule', () => {
	it.each( [ 'erika@example.de', 'e.mustermann+kasse@mail.example.com' ] )(
		'accepts %s',
		( value ) => expect( isEmail( value ) ).toBe( true )
	);

	it.each( [
		[ 'no at sign', 'erika.example.de' ],
		[ 'two at signs', 'erika@@example.de' ],
		[ 'no dot in the domain', 'erika@localhost' ],
		[ 'shorter than is_email() allows', 'a@b.c' ],
		[ 'a space', 'erika @example.de' ],
		[ 'two dots in the domain', 'erika@example..de' ],
		[ 'a label starting with a hyphen', 'erika@-example.de' ],
	] )( 'refuses %s', ( _, value ) =>
		expect( isEmail( value ) ).toBe( false )
	);
} );
