/**
 * Every SWV rule type of Contact Form 7's schema format.
 */
import { checkRule, mapSource, validate } from '../swv/validate';
import type { FieldValue, SwvRule } from '../swv/types';

const passes = (
	rule: Omit< SwvRule, 'field' | 'error' >,
	value: FieldValue | FieldValue[] | undefined
) =>
	checkRule(
		{ field: 'f', error: 'bad', ...rule } as SwvRule,
		mapSource( { f: value } )
	) === null;

const file = ( name: string, size: number, type: string ) => ( {
	name,
	size,
	type,
} );

test( 'required needs a non-blank value', () => {
	expect( passes( { rule: 'required' }, 'x' ) ).toBe( true );
	expect( passes( { rule: 'required' }, '  ' ) ).toBe( false );
	expect( passes( { rule: 'required' }, undefined ) ).toBe( false );
} );

test( 'requiredfile needs a file', () => {
	expect(
		passes(
			{ rule: 'requiredfile' },
			file( 'a.pdf', 10, 'application/pdf' )
		)
	).toBe( true );
	expect( passes( { rule: 'requiredfile' }, '' ) ).toBe( false );
	expect( passes( { rule: 'requiredfile' }, file( '', 0, '' ) ) ).toBe(
		false
	);
} );

test.each( [
	[ 'email', 'erika@example.de', 'erika@example' ],
	[ 'url', 'https://example.de/a?b', 'example.de' ],
	[ 'tel', '+49 (30) 123-456', '030 abc' ],
	[ 'number', '-1.5e3', '1,5' ],
	[ 'date', '2024-02-29', '2023-02-29' ],
	[ 'time', '23:59:59', '24:00' ],
] )(
	'%s accepts a valid value, refuses an invalid one and passes when empty',
	( rule, good, bad ) => {
		expect( passes( { rule }, good ) ).toBe( true );
		expect( passes( { rule }, bad ) ).toBe( false );
		expect( passes( { rule }, '' ) ).toBe( true );
	}
);

test( 'file checks the accepted types by extension and MIME pattern', () => {
	const rule = { rule: 'file', accept: [ '.pdf', 'image/*' ] };
	expect( passes( rule, file( 'brief.PDF', 5, '' ) ) ).toBe( true );
	expect( passes( rule, file( 'foto.jpg', 5, 'image/jpeg' ) ) ).toBe( true );
	expect(
		passes( rule, file( 'x.exe', 5, 'application/x-msdownload' ) )
	).toBe( false );
} );

test( 'enum accepts only listed values', () => {
	expect(
		passes( { rule: 'enum', accept: [ 'a', 'b' ] }, [ 'a', 'b' ] )
	).toBe( true );
	expect(
		passes( { rule: 'enum', accept: [ 'a', 'b' ] }, [ 'a', 'c' ] )
	).toBe( false );
} );

test( 'minlength and maxlength count all values; an empty value passes minlength', () => {
	expect( passes( { rule: 'minlength', threshold: '3' }, 'ab' ) ).toBe(
		false
	);
	expect( passes( { rule: 'minlength', threshold: '3' }, '' ) ).toBe( true );
	expect(
		passes( { rule: 'maxlength', threshold: '3' }, [ 'ab', 'cd' ] )
	).toBe( false );
	expect(
		passes( { rule: 'maxlength', threshold: '4' }, [ 'ab', 'cd' ] )
	).toBe( true );
} );

test( 'minnumber, maxnumber and stepnumber', () => {
	expect( passes( { rule: 'minnumber', threshold: '2' }, '1.9' ) ).toBe(
		false
	);
	expect( passes( { rule: 'maxnumber', threshold: '2' }, '2' ) ).toBe( true );
	expect(
		passes( { rule: 'stepnumber', base: '1', interval: '0.5' }, '2.5' )
	).toBe( true );
	expect(
		passes( { rule: 'stepnumber', base: '1', interval: '0.5' }, '2.25' )
	).toBe( false );
} );

test( 'mindate, maxdate and dayofweek', () => {
	expect(
		passes( { rule: 'mindate', threshold: '2026-01-01' }, '2025-12-31' )
	).toBe( false );
	expect(
		passes( { rule: 'maxdate', threshold: '2026-01-01' }, '2026-01-01' )
	).toBe( true );
	// 2026-01-05 is a Monday (ISO 1), 2026-01-04 a Sunday (ISO 7).
	expect(
		passes( { rule: 'dayofweek', accept: [ 1, 2, 3, 4, 5 ] }, '2026-01-05' )
	).toBe( true );
	expect(
		passes( { rule: 'dayofweek', accept: [ 1, 2, 3, 4, 5 ] }, '2026-01-04' )
	).toBe( false );
} );

test( 'minfilesize and maxfilesize', () => {
	expect(
		passes( { rule: 'minfilesize', threshold: '10' }, file( 'a', 9, '' ) )
	).toBe( false );
	expect(
		passes( { rule: 'maxfilesize', threshold: '10' }, file( 'a', 11, '' ) )
	).toBe( false );
	expect(
		passes( { rule: 'maxfilesize', threshold: '10' }, file( 'a', 10, '' ) )
	).toBe( true );
} );

test( 'minitems and maxitems count the chosen values', () => {
	expect( passes( { rule: 'minitems', threshold: '2' }, [ 'a' ] ) ).toBe(
		false
	);
	expect( passes( { rule: 'maxitems', threshold: '1' }, [ 'a', 'b' ] ) ).toBe(
		false
	);
	expect( passes( { rule: 'maxitems', threshold: '1' }, [ 'a' ] ) ).toBe(
		true
	);
} );

test( 'all stops at the first failing child, whose field and error win', () => {
	const rule: SwvRule = {
		rule: 'all',
		field: 'f',
		error: 'parent',
		rules: [
			{ rule: 'required', field: 'g', error: 'child' },
			{ rule: 'email', field: 'f', error: 'mail' },
		],
	};
	expect( checkRule( rule, mapSource( { f: 'x' } ) ) ).toEqual( {
		field: 'g',
		error: 'child',
	} );
	expect( checkRule( rule, mapSource( { f: 'x', g: 'y' } ) ) ).toEqual( {
		field: 'f',
		error: 'mail',
	} );
} );

test( 'any passes when one child passes and reports its own error otherwise', () => {
	const rule: SwvRule = {
		rule: 'any',
		field: 'f',
		error: 'one of them',
		rules: [
			{ rule: 'required', field: 'f' },
			{ rule: 'required', field: 'g' },
		],
	};
	expect( checkRule( rule, mapSource( { g: 'y' } ) ) ).toBeNull();
	expect( checkRule( rule, mapSource( {} ) ) ).toEqual( {
		field: 'f',
		error: 'one of them',
	} );
} );

test( 'validate reports the first error per field and can target one field', () => {
	const schema = {
		version: '1',
		locale: 'de_DE',
		rules: [
			{ rule: 'required', field: 'a', error: 'A fehlt' },
			{ rule: 'email', field: 'a', error: 'A keine E-Mail' },
			{ rule: 'required', field: 'b', error: 'B fehlt' },
		],
	};
	expect( [ ...validate( schema, mapSource( {} ) ) ] ).toEqual( [
		[ 'a', 'A fehlt' ],
		[ 'b', 'B fehlt' ],
	] );
	expect( [ ...validate( schema, mapSource( {} ), [ 'b' ] ) ] ).toEqual( [
		[ 'b', 'B fehlt' ],
	] );
	expect(
		validate( schema, mapSource( { 'b[]': 'x', a: 'erika@example.de' } ) )
			.size
	).toBe( 0 );
} );

test( 'unknown rule types pass', () => {
	expect( passes( { rule: 'future-rule' }, '' ) ).toBe( true );
} );
