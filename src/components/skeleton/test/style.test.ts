import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync( join( __dirname, '..', 'style.css' ), 'utf8' );

/** The declarations of every keyframe of `name`. */
function keyframes( name: string ): string {
	const start = css.indexOf( `@keyframes ${ name }{` );
	expect( start ).toBeGreaterThan( -1 );
	let depth = 0;
	for ( let i = css.indexOf( '{', start ); i < css.length; i++ ) {
		depth += css[ i ] === '{' ? 1 : 0;
		depth -= css[ i ] === '}' ? 1 : 0;
		if ( depth === 0 ) {
			return css.slice( start, i + 1 );
		}
	}
	throw new Error( `unclosed @keyframes ${ name }` );
}

describe( 'the skeleton shimmer', () => {
	it( 'animates only transform, which the compositor runs without a paint per frame', () => {
		const frames = keyframes( 'kiosk-shimmer' );
		const properties = [ ...frames.matchAll( /([a-z-]+)\s*:/g ) ].map(
			( match ) => match[ 1 ]
		);
		expect( properties.length ).toBeGreaterThan( 0 );
		expect( new Set( properties ) ).toEqual( new Set( [ 'transform' ] ) );
		expect( css ).not.toMatch( /background-position/ );
	} );

	it( 'clips the moving highlight to the line and stops it for reduced motion', () => {
		expect( css ).toMatch(
			/\.kiosk-skeleton__line\{[^}]*position:relative[^}]*overflow:hidden/
		);
		expect( css ).toMatch(
			/prefers-reduced-motion:reduce\)\{\.kiosk-skeleton__line::after\{[^}]*animation:none/
		);
	} );
} );
