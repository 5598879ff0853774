/**
 * @jest-environment node
 *
 * Architecture rules: no block imports from another block (what they share
 * lives in src/components, src/data or src/shared), and no import cycles in
 * src (the same check as `npx madge --circular --extensions ts,tsx src`).
 */
import path from 'path';
import { SRC, findCycles, importsOf, sourceFiles } from './import-graph';

const BLOCKS = path.join( SRC, 'blocks' );

/** `cart` for src/blocks/cart/…, null outside a block folder. */
function blockOf( file: string ): string | null {
	const relative = path.relative( BLOCKS, file );
	if ( relative.startsWith( '..' ) ) {
		return null;
	}
	const [ block, ...rest ] = relative.split( path.sep );
	return rest.length > 0 && block !== 'test' ? block : null;
}

describe( 'architecture', () => {
	it( 'finds imports (the reader works)', () => {
		const checkout = path.join( BLOCKS, 'checkout/frontend.tsx' );
		expect( importsOf( checkout ).length ).toBeGreaterThan( 0 );
		expect( blockOf( checkout ) ).toBe( 'checkout' );
		expect( blockOf( path.join( SRC, 'data/index.ts' ) ) ).toBeNull();
	} );

	it( 'no file in src/blocks/<a> imports from src/blocks/<b>', () => {
		const crossings = sourceFiles( BLOCKS ).flatMap( ( file ) => {
			const own = blockOf( file );
			return importsOf( file )
				.filter( ( target ) => {
					const other = blockOf( target );
					return own && other && other !== own;
				} )
				.map(
					( target ) =>
						`${ path.relative( SRC, file ) } -> ${ path.relative(
							SRC,
							target
						) }`
				);
		} );
		expect( crossings ).toEqual( [] );
	} );

	it( 'src has no import cycle', () => {
		expect( findCycles( sourceFiles() ) ).toEqual( [] );
	} );
} );
