/**
 * The two magazine handles: `kiosk-magazine-header` (the frame) and
 * `kiosk-magazine` (every behaviour). A behaviour module missing from the
 * full list would never run; one listed twice would run twice.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { HEADER_BEHAVIOURS } from '../header';
import { LAZY_MODULES, MAGAZINE_BEHAVIOURS } from '../behaviours';
import { initBehaviours } from '../start';
import { themeMarkup } from './theme-markup';

const DIR = join( __dirname, '..' );

/** Every module of src/magazine that exports a behaviour's `init( root )`. */
function behaviourModules(): string[] {
	return readdirSync( DIR ).filter(
		( file ) =>
			file.endsWith( '.ts' ) &&
			/export function init\( root: ParentNode \)/.test(
				readFileSync( join( DIR, file ), 'utf8' )
			)
	);
}

describe( 'magazine behaviour sets', () => {
	it( 'lists every behaviour module once in the full handle, and the frame behaviours in both', () => {
		const modules = behaviourModules();
		expect( modules.length ).toBeGreaterThanOrEqual( 13 );
		// The lazy modules are behaviour modules, listed through a loader
		// (when-present.ts) instead of their own init.
		expect( modules ).toEqual( expect.arrayContaining( LAZY_MODULES ) );
		const inits = modules
			.filter( ( file ) => ! LAZY_MODULES.includes( file ) )
			.map( ( file ) => require( join( DIR, file ) ).init );
		expect( new Set( MAGAZINE_BEHAVIOURS ).size ).toBe(
			MAGAZINE_BEHAVIOURS.length
		);
		expect( MAGAZINE_BEHAVIOURS ).toHaveLength(
			inits.length + LAZY_MODULES.length
		);
		expect( MAGAZINE_BEHAVIOURS ).toEqual(
			expect.arrayContaining( inits )
		);
		// No lazy module is bundled eagerly.
		const source = readFileSync( join( DIR, 'behaviours.ts' ), 'utf8' );
		for ( const file of LAZY_MODULES ) {
			const name = file.replace( /\.ts$/, '' );
			expect( source ).not.toContain( `from './${ name }'` );
			expect( source ).toContain(
				`import( /* webpackChunkName: "magazine-`
			);
			expect( source ).toMatch(
				new RegExp(
					`import\\( /\\* webpackChunkName: "magazine-[a-z]+" \\*/ './${ name }' \\)`
				)
			);
		}
		const frame = [
			'sticky-header.ts',
			'search.ts',
			'menu.ts',
			'scroll-up.ts',
		];
		expect( HEADER_BEHAVIOURS ).toEqual(
			frame.map( ( file ) => require( join( DIR, file ) ).init )
		);
	} );

	it( 'the frame list opens the header search but leaves the tabs alone, which the full list enhances', () => {
		themeMarkup( `<div class="kiosk-search" data-kiosk-search>
<button class="kiosk-search__toggle" type="button" aria-expanded="false" aria-controls="f">Suche öffnen</button>
<form class="kiosk-search__form" id="f"><input class="kiosk-search__input"></form></div>
<section data-kiosk-tabs><div role="tablist">
<button role="tab" id="t1" aria-controls="p1" aria-selected="true">Beliebt</button>
<button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">Neu</button></div>
<div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2" hidden>2</div></section>` );
		const teardown = initBehaviours( HEADER_BEHAVIOURS );
		const toggle = document.querySelector< HTMLElement >(
			'.kiosk-search__toggle'
		)!;
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		document.getElementById( 't2' )!.click();
		expect(
			document.getElementById( 't2' )!.getAttribute( 'aria-selected' )
		).toBe( 'false' );
		teardown();
		// The full handle's list does select it.
		const full = initBehaviours( MAGAZINE_BEHAVIOURS );
		document.getElementById( 't2' )!.click();
		expect(
			document.getElementById( 't2' )!.getAttribute( 'aria-selected' )
		).toBe( 'true' );
		full();
	} );
} );
