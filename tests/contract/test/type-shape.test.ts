/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShapeChecker } from '../type-shape';

const file = join(
	mkdtempSync( join( tmpdir(), 'kiosk-shape-' ) ),
	'types.ts'
);
writeFileSync(
	file,
	`export interface Money { currency_code: string; currency_minor_unit: number }
export interface Line extends Money { id: number; status: 'pending' | 'complete'; note?: string; meta: Record< string, boolean >; tags: string[]; parent: number | null }`
);
const checker = createShapeChecker( file );
const good = {
	id: 1,
	status: 'pending',
	meta: { a: true },
	tags: [ 'x' ],
	parent: null,
	currency_code: 'EUR',
	currency_minor_unit: 2,
	extra: 'allowed',
};

describe( 'shape checker', () => {
	it( 'accepts a value of the type, with extra properties and inherited ones', () => {
		expect( checker.check( 'Line', good ) ).toEqual( [] );
		expect( checker.check( 'Line', { ...good, note: 'n' } ) ).toEqual( [] );
	} );

	it( 'names a missing property, a wrong primitive and an inherited one', () => {
		const { id, currency_code: code, ...rest } = good;
		expect( id && code ).toBeTruthy();
		expect( checker.check( 'Line', rest ) ).toEqual( [
			'Line.id: missing',
			'Line.currency_code: missing',
		] );
		expect( checker.check( 'Line', { ...good, id: '1' } ) ).toEqual( [
			'Line.id: expected a number, got "1"',
		] );
	} );

	it( 'rejects a value outside a literal union, and checks arrays and index signatures', () => {
		expect( checker.check( 'Line', { ...good, status: 'done' } ) ).toEqual(
			[ 'Line.status: "done" is not "pending" | "complete"' ]
		);
		expect( checker.check( 'Line', { ...good, tags: [ 1 ] } ) ).toEqual( [
			'Line.tags[0]: expected a string, got 1',
		] );
		expect(
			checker.check( 'Line', { ...good, meta: { a: 'yes' } } )
		).toEqual( [ 'Line.meta.a: "yes" is not boolean' ] );
	} );
} );
