/**
 * @jest-environment node
 *
 * The Store API types (src/types/store-api.ts) against responses recorded
 * from the real stack (WooCommerce 10.0.2 with the demo shop): every field
 * the client's types declare is in WooCommerce's answer, with the declared
 * type. Re-record with `node scripts/record-store-api.mjs`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createShapeChecker } from '../type-shape';

interface Fixture {
	type: string;
	request: string;
	status: number;
	body: unknown;
}

const DIR = join( __dirname, '..', 'fixtures', 'store-api' );
const fixtures: [ string, Fixture ][] = readdirSync( DIR )
	.filter( ( file ) => file.endsWith( '.json' ) )
	.sort()
	.map( ( file ) => [
		file,
		JSON.parse( readFileSync( join( DIR, file ), 'utf8' ) ) as Fixture,
	] );
const checker = createShapeChecker(
	join( __dirname, '..', '..', '..', 'src', 'types', 'store-api.ts' )
);

describe( 'Store API types against recorded WooCommerce responses', () => {
	it( 'has recordings of every shape the client reads', () => {
		const types = new Set( fixtures.map( ( [ , f ] ) => f.type ) );
		for ( const type of [
			'CartResponse',
			'Product[]',
			'CheckoutResponse',
			'StoreApiError',
		] ) {
			expect( types ).toContain( type );
		}
	} );

	it.each( fixtures )( '%s fits its type', ( _file, fixture ) => {
		const list = fixture.type.endsWith( '[]' );
		const type = list ? fixture.type.slice( 0, -2 ) : fixture.type;
		const values = list ? ( fixture.body as unknown[] ) : [ fixture.body ];
		expect( values.length ).toBeGreaterThan( 0 );
		expect(
			values.flatMap( ( value ) => checker.check( type, value ) )
		).toEqual( [] );
	} );
} );
