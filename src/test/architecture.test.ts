/**
 * @jest-environment node
 *
 * Architecture rules: no block imports from another block (what they share
 * lives in src/components, src/data or src/shared), and no import cycles in
 * src (the same check as `npx madge --circular --extensions ts,tsx src`),
 * no `any` type in the stores (src/data, tests included): a thunk's
 * `dispatch`, `select` and `registry` are typed from its store's modules,
 * and layers that point one way (docs/DEVELOPING.md, "Layers"): a
 * component never imports a block, src/types imports nothing outside
 * src/types (packages' types, such as React's, are not src), src/shared
 * holds pure pieces below the stores (no React, no store, no component,
 * no registry) and src/shared-ui the shared UI pieces above them and
 * the components, which no store, API, registry or component imports.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import {
	SRC,
	findCycles,
	importsOf,
	packagesOf,
	sourceFiles,
} from './import-graph';

const BLOCKS = path.join( SRC, 'blocks' );
const COMPONENTS = path.join( SRC, 'components' );
const TYPES = path.join( SRC, 'types' );
const SHARED = path.join( SRC, 'shared' );
const SHARED_UI = path.join( SRC, 'shared-ui' );
const DATA = path.join( SRC, 'data' );
const API = path.join( SRC, 'api' );
const REGISTRY = path.join( SRC, 'registry' );

/**
 * The one UI piece still in src/shared: the cart's and mini cart's reader
 * of extension blocks, left there while it may merge with the checkout's
 * (src/blocks/checkout/registered-blocks.tsx, issue 42); one reader for
 * both was measured twice and makes the checkout's bundle larger
 * (docs/DEVELOPING.md, "Layers").
 */
const SHARED_EXCEPTIONS = [ path.join( SHARED, 'registered-blocks.tsx' ) ];

/** The packages that make a piece UI or tie it to a store: pure shared code imports none. */
const UI_PACKAGES =
	/^(react|react-dom|@wordpress\/(element|data|components|block-editor|blocks|compose)|@kiosk\/(data|checkout-data|registry|api))(\/|$)/;

/** The pure shared files (src/shared, tests and the one exception aside). */
const pureShared = () =>
	sourceFiles( SHARED ).filter(
		( file ) =>
			! SHARED_EXCEPTIONS.includes( file ) &&
			! file.split( path.sep ).includes( 'test' )
	);

/** `a -> b` for every import of a file under `from` that `allowed` refuses. */
function importsLeaving(
	from: string,
	allowed: ( target: string, file: string ) => boolean
) {
	return sourceFiles( from ).flatMap( ( file ) =>
		importsOf( file )
			.filter( ( target ) => ! allowed( target, file ) )
			.map(
				( target ) =>
					`${ path.relative( SRC, file ) } -> ${ path.relative(
						SRC,
						target
					) }`
			)
	);
}

const inside = ( folder: string ) => ( target: string ) =>
	! path.relative( folder, target ).startsWith( '..' );

/** `cart` for src/blocks/cart/…, null outside a block folder. */
function blockOf( file: string ): string | null {
	const relative = path.relative( BLOCKS, file );
	if ( relative.startsWith( '..' ) ) {
		return null;
	}
	const [ block, ...rest ] = relative.split( path.sep );
	return rest.length > 0 && block !== 'test' ? block : null;
}

/** Where a file writes the type `any` (`line:column`), read by the compiler's parser, so comments and strings do not count. */
function anyTypesIn( file: string ): string[] {
	const source = ts.createSourceFile(
		file,
		fs.readFileSync( file, 'utf8' ),
		ts.ScriptTarget.Latest,
		true
	);
	const found: string[] = [];
	const visit = ( node: ts.Node ) => {
		if ( node.kind === ts.SyntaxKind.AnyKeyword ) {
			const { line, character } = source.getLineAndCharacterOfPosition(
				node.getStart()
			);
			found.push(
				`${ path.relative( SRC, file ) }:${ line + 1 }:${
					character + 1
				}`
			);
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return found;
}

describe( 'architecture', () => {
	it( 'finds imports (the reader works)', () => {
		const checkout = path.join( BLOCKS, 'checkout/frontend.tsx' );
		expect( importsOf( checkout ).length ).toBeGreaterThan( 0 );
		expect( blockOf( checkout ) ).toBe( 'checkout' );
		expect( blockOf( path.join( SRC, 'data/index.ts' ) ) ).toBeNull();
	} );

	it( 'no file in src/blocks/<a> imports from src/blocks/<b>', () => {
		const crossings = importsLeaving( BLOCKS, ( target, file ) => {
			const own = blockOf( file );
			const other = blockOf( target );
			return ! ( own && other && other !== own );
		} );
		expect( crossings ).toEqual( [] );
	} );

	it( 'the any-finder sees a written any and ignores one in a comment', () => {
		const probe = path.join( __dirname, 'fixtures', 'any-probe.ts' );
		expect( anyTypesIn( probe ) ).toEqual( [
			'test/fixtures/any-probe.ts:5:21',
		] );
	} );

	it( 'no file in src/data writes the type any', () => {
		expect(
			sourceFiles( path.join( SRC, 'data' ) ).flatMap( anyTypesIn )
		).toEqual( [] );
	} );

	it( 'no file in src/components imports from src/blocks', () => {
		expect(
			importsLeaving(
				COMPONENTS,
				( target ) => ! inside( BLOCKS )( target )
			)
		).toEqual( [] );
	} );

	it( 'src/types imports nothing outside src/types', () => {
		expect( importsLeaving( TYPES, inside( TYPES ) ) ).toEqual( [] );
	} );

	it( 'pure shared code imports only src/types and itself', () => {
		const crossings = pureShared().flatMap( ( file ) =>
			importsOf( file )
				.filter(
					( target ) =>
						! inside( SHARED )( target ) &&
						! inside( TYPES )( target )
				)
				.map(
					( target ) =>
						`${ path.relative( SRC, file ) } -> ${ path.relative(
							SRC,
							target
						) }`
				)
		);
		expect( crossings ).toEqual( [] );
	} );

	it( 'pure shared code imports no React, no store and no registry', () => {
		const found = pureShared().flatMap( ( file ) =>
			packagesOf( file )
				.filter( ( name ) => UI_PACKAGES.test( name ) )
				.map(
					( name ) => `${ path.relative( SRC, file ) } -> ${ name }`
				)
		);
		expect( found ).toEqual( [] );
	} );

	it( 'the package check sees React and the stores', () => {
		expect( UI_PACKAGES.test( '@wordpress/element' ) ).toBe( true );
		expect( UI_PACKAGES.test( '@kiosk/data' ) ).toBe( true );
		expect( UI_PACKAGES.test( '@wordpress/i18n' ) ).toBe( false );
		expect(
			packagesOf( path.join( SHARED_UI, 'layout/tree.ts' ) )
		).toContain( '@wordpress/element' );
	} );

	it( 'the stores, the API, the registry and the components never import the shared UI', () => {
		expect(
			[ DATA, API, REGISTRY, COMPONENTS ].flatMap( ( folder ) =>
				importsLeaving(
					folder,
					( target ) => ! inside( SHARED_UI )( target )
				)
			)
		).toEqual( [] );
	} );

	it( 'no file in src/shared or src/shared-ui imports from src/blocks', () => {
		expect(
			[ SHARED, SHARED_UI ].flatMap( ( folder ) =>
				importsLeaving(
					folder,
					( target ) => ! inside( BLOCKS )( target )
				)
			)
		).toEqual( [] );
	} );

	it( 'the cart and the mini cart render their areas and items through the one shared area and item list', () => {
		const area = path.join( SHARED_UI, 'cart/view-area.tsx' );
		const items = path.join( SHARED_UI, 'cart/view-line-items.tsx' );
		const uses = ( file: string, shared: string ) =>
			importsOf( path.join( BLOCKS, file ) ).includes( shared );
		expect( {
			cartAreas: uses( 'cart/layout/cart-areas.tsx', area ),
			miniCartAreas: uses( 'mini-cart/layout/mini-cart-areas.tsx', area ),
			cartItems: uses( 'cart/inner-blocks/line-items/block.tsx', items ),
			miniCartItems: uses(
				'mini-cart/inner-blocks/mini-cart-items/block.tsx',
				items
			),
		} ).toEqual( {
			cartAreas: true,
			miniCartAreas: true,
			cartItems: true,
			miniCartItems: true,
		} );
	} );

	it( 'src has no import cycle', () => {
		expect( findCycles( sourceFiles() ) ).toEqual( [] );
	} );
} );
