/**
 * Keyboard-only helpers: where focus is, whether a person can see it, and
 * Tab until it reaches what they are looking for.
 */
import type { Page } from 'playwright-core';

/** What has focus, and whether its focus indicator is visible. */
export interface Focus {
	tag: string;
	text: string;
	href: string;
	id: string;
	type: string;
	autocomplete: string;
	value: string;
	invalid: boolean;
	inDialog: boolean;
	/** An outline or box-shadow on the element (or, for a styled radio/checkbox, its label). */
	indicator: boolean;
	/** Inside the viewport. */
	inView: boolean;
}

/** The focused element, described. */
export function focus( page: Page ): Promise< Focus > {
	return page.evaluate( () => {
		const el = document.activeElement as HTMLElement | null;
		const shows = ( node: Element | null ) => {
			if ( ! node ) {
				return false;
			}
			const style = getComputedStyle( node );
			return (
				( style.outlineStyle !== 'none' &&
					parseFloat( style.outlineWidth ) > 0 ) ||
				( !! style.boxShadow && style.boxShadow !== 'none' )
			);
		};
		if ( ! el || el === document.body ) {
			return {
				tag: 'body',
				text: '',
				href: '',
				id: '',
				type: '',
				autocomplete: '',
				value: '',
				invalid: false,
				inDialog: false,
				indicator: false,
				inView: false,
			};
		}
		const input = el as HTMLInputElement;
		const labels = input.labels ? [ ...input.labels ] : [];
		const rect = el.getBoundingClientRect();
		return {
			tag: el.tagName.toLowerCase(),
			text: (
				el.getAttribute( 'aria-label' ) ||
				el.textContent ||
				labels.map( ( l ) => l.textContent ).join( ' ' ) ||
				''
			)
				.trim()
				.replace( /\s+/g, ' ' )
				.slice( 0, 80 ),
			href: el.getAttribute( 'href' ) || '',
			id: el.id,
			type: input.type || '',
			autocomplete: input.autocomplete || '',
			value: typeof input.value === 'string' ? input.value : '',
			invalid: el.getAttribute( 'aria-invalid' ) === 'true',
			inDialog: !! el.closest( '[role="dialog"], dialog' ),
			indicator:
				shows( el ) ||
				( [ 'radio', 'checkbox' ].includes( input.type ) &&
					labels.some( shows ) ),
			inView:
				rect.width > 0 &&
				rect.height > 0 &&
				rect.bottom > 0 &&
				rect.top < window.innerHeight,
		};
	} );
}

/** Focus that a person could not see, collected over a journey. */
export const invisible: string[] = [];

function describe( f: Focus ): string {
	return `${ f.tag }${ f.id ? `#${ f.id }` : '' } "${ f.text }"${ f.href ? ` → ${ f.href }` : '' }`;
}

/** Presses a key and records whether the new focus is visible. */
export async function press( page: Page, key: string ): Promise< Focus > {
	await page.keyboard.press( key );
	const f = await focus( page );
	if ( f.tag !== 'body' && ( ! f.indicator || ! f.inView ) ) {
		invisible.push(
			`${ page.url().replace( /^https?:\/\/[^/]+/, '' ) }: ${ describe( f ) } (${ f.indicator ? '' : 'no outline/box-shadow ' }${ f.inView ? '' : 'out of view' })`
		);
	}
	return f;
}

/** Tabs until `match` holds (at most `max` presses); returns the focus or throws naming what was passed. */
export async function tabTo(
	page: Page,
	what: string,
	match: ( f: Focus ) => boolean,
	max = 150,
	onEach?: ( f: Focus ) => Promise< void >
): Promise< Focus > {
	const seen: string[] = [];
	for ( let i = 0; i < max; i++ ) {
		const f = await press( page, 'Tab' );
		if ( match( f ) ) {
			return f;
		}
		seen.push( describe( f ) );
		await onEach?.( f );
	}
	throw new Error(
		`Tab never reached ${ what } on ${ page.url() } in ${ max } presses; passed: ${ seen.slice( 0, 40 ).join( ', ' ) }`
	);
}
