import {
	characterClassLevel,
	fallbackScore,
	passwordScore,
	strengthLabel,
	loadScorer,
} from '../strength';

describe( 'password strength', () => {
	it( 'labels the 0–4 scale', () => {
		expect(
			[ 0, 1, 2, 3, 4 ].map( ( s ) => strengthLabel( s as 0 ) )
		).toEqual( [ 'Too weak', 'Weak', 'Medium', 'Strong', 'Very strong' ] );
	} );
	it( 'uses the fallback thresholds without the library', () => {
		expect( fallbackScore( 'abc' ) ).toBe( 0 );
		expect( fallbackScore( 'abcd' ) ).toBe( 1 );
		expect( fallbackScore( 'abcdefg1' ) ).toBe( 2 );
		expect( fallbackScore( 'abcdefghijk1' ) ).toBe( 2 );
		expect( fallbackScore( 'Abcdefghij1!' ) ).toBe( 3 );
		expect( fallbackScore( 'Abcdefghijklmnopqr1!' ) ).toBe( 4 );
		expect( passwordScore( '' ) ).toBe( 0 );
		expect( passwordScore( 'abcd' ) ).toBe( 1 );
	} );
	it( 'grades four character classes', () => {
		expect( characterClassLevel( 'abc' ) ).toBe( 0 );
		expect( characterClassLevel( 'abcde1' ) ).toBe( 1 );
		expect( characterClassLevel( 'Abcde1!x' ) ).toBe( 2 );
		expect( characterClassLevel( 'Abcdef1!xy' ) ).toBe( 3 );
	} );
	it( 'scores with zxcvbn once loaded', async () => {
		expect( await loadScorer() ).not.toBeNull();
		expect( passwordScore( 'abcd' ) ).toBe( 0 ); // the fallback would say 1
		expect( passwordScore( 'Kx9!vT2#qLm8@Zr5' ) ).toBe( 4 );
	} );
} );
