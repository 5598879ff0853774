/**
 * Guards the server-printed cart: php/Blocks/CartMarkup/OrderSummary.php
 * must print React's first render of the order summary, and its PHP test
 * compares against the markup recorded in
 * tests/php/fixtures/order-summary-cases.json. This test fails when that
 * recorded markup is no longer what React renders (in German), so a change
 * to the summary cannot leave the server markup silently behind.
 *
 * KIOSK_UPDATE_FIXTURES=1 rewrites the recorded markup instead of checking it.
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocaleData, type LocaleData } from '@wordpress/i18n';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../../../data/notices';
import { cartFromResponse } from '../../../../../data/cart/map-cart';
import { cartSettings } from '../../../../../shared/cart/settings';
import type { CartActions } from '../../../../../shared-ui/cart/use-store-cart';
import { OrderSummary } from '../block';
import {
	buildCase,
	readCases,
	writeCases,
	type OrderSummaryCase,
} from './server-markup-case';

const UPDATE = process.env.KIOSK_UPDATE_FIXTURES === '1';

const HINT =
	"React's order summary changed: run KIOSK_UPDATE_FIXTURES=1 npx wp-scripts test-unit-js src/blocks/cart/inner-blocks/order-summary, then make php/Blocks/CartMarkup match (bash tests/php/run.sh --filter CartMarkup)";

const cases = readCases();
const cleanups: Array< () => void > = [];

const LANGUAGES = path.resolve( __dirname, '../../../../../../languages' );

/**
 * The German strings of the cart script, from the committed script JSON
 * whose `source` is build/cart.js (what WordPress gives the page).
 */
function cartLocaleData(): LocaleData {
	for ( const file of readdirSync( LANGUAGES ) ) {
		if ( ! /^kiosk-de_DE-[0-9a-f]{32}\.json$/.test( file ) ) {
			continue;
		}
		const json = JSON.parse(
			readFileSync( path.join( LANGUAGES, file ), 'utf8' )
		);
		if ( json.source === 'build/cart.js' ) {
			return json.locale_data.kiosk || json.locale_data.messages;
		}
	}
	throw new Error(
		`No German script JSON for build/cart.js in ${ LANGUAGES }`
	);
}

/**
 * A node as comparable lines (as the PHP test reads markup): one per
 * element, with its sorted attributes, and one per run of text, indented
 * by depth. Comments are left out.
 */
function tree( node: Element, depth = 0 ): string[] {
	const pad = '  '.repeat( depth );
	const attrs = Array.from( node.attributes )
		.map( ( a ) => `${ a.name }=${ JSON.stringify( a.value ) }` )
		.sort();
	const lines = [
		`${ pad }<${ node.tagName.toLowerCase() }${
			attrs.length ? ' ' + attrs.join( ' ' ) : ''
		}>`,
	];
	let text: string | null = null;
	const flush = () => {
		if ( text !== null ) {
			lines.push( `${ pad }  ${ JSON.stringify( text ) }` );
			text = null;
		}
	};
	for ( const child of Array.from( node.childNodes ) ) {
		if ( child.nodeType === child.TEXT_NODE ) {
			text = ( text ?? '' ) + child.nodeValue;
		} else if ( child.nodeType === child.ELEMENT_NODE ) {
			flush();
			lines.push( ...tree( child as Element, depth + 1 ) );
		}
	}
	flush();
	return lines;
}

/** The lines of a markup fragment, parsed inside a div. */
function treeOfHtml( html: string ): string {
	const div = document.createElement( 'div' );
	div.innerHTML = html;
	return tree( div ).join( '\n' );
}

/** React's first render of the case, in a fresh root. */
async function renderCase( spec: OrderSummaryCase ): Promise< HTMLElement > {
	const { cart, shop } = buildCase( spec );
	window.kioskSettings = shop;
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	const root = createRoot( container );
	await act( async () => {
		root.render(
			<OrderSummary
				cart={ cartFromResponse( cart ) }
				// The first render calls no action.
				actions={ {} as CartActions }
				settings={ cartSettings() }
				isApplyingCoupon={ false }
				removingCoupon=""
				isBusy={ false }
			/>
		);
	} );
	cleanups.push( () => {
		act( () => root.unmount() );
		container.remove();
	} );
	return container;
}

beforeAll( () => {
	register( noticesStore );
	setLocaleData( cartLocaleData(), 'kiosk' );
	(
		globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	 ).IS_REACT_ACT_ENVIRONMENT = true;
} );

afterEach( () => {
	cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	delete window.kioskSettings;
} );

afterAll( () => {
	if ( UPDATE ) {
		writeCases( cases );
	}
} );

describe( 'the order summary cases the PHP markup is checked against', () => {
	it.each( cases.map( ( spec ) => [ spec.name, spec ] as const ) )(
		'%s renders as recorded',
		async ( _name, spec ) => {
			const container = await renderCase( spec );
			if ( UPDATE ) {
				spec.html = container.innerHTML;
				return;
			}
			try {
				expect( tree( container ).join( '\n' ) ).toBe(
					treeOfHtml( spec.html )
				);
			} catch ( error ) {
				( error as Error ).message = `${ HINT }\n\n${
					( error as Error ).message
				}`;
				throw error;
			}
		}
	);
} );
