/**
 * Finds the Contact Form 7 units in a root, replaces misplaced ones (a
 * form inside another form) with the wrong-place message, checks the
 * browser's features, and enhances each form.
 */
import { __ } from '@wordpress/i18n';
import { initForm } from './form';
import { createPointerGuard } from './pointer-guard';
import { createRequests, type Wpcf7Config } from './request';

/** The browser features the client needs; the missing ones by name. */
export function missingFeatures(
	win: Pick< typeof globalThis, 'fetch' | 'FormData' | 'NodeList' > = window,
	strings: object = String.prototype
): string[] {
	const missing: string[] = [];
	if ( typeof win.fetch !== 'function' ) {
		missing.push( 'fetch' );
	}
	if ( typeof win.FormData !== 'function' ) {
		missing.push( 'FormData' );
	}
	if (
		! win.NodeList ||
		typeof win.NodeList.prototype.forEach !== 'function'
	) {
		missing.push( 'NodeList.forEach' );
	}
	if (
		typeof ( strings as { replaceAll?: unknown } ).replaceAll !== 'function'
	) {
		missing.push( 'String.replaceAll' );
	}
	return missing;
}

/** The wrong-place message for a unit inside another form. */
export function wrongPlace( unit: Element ): void {
	const message = document.createElement( 'p' );
	message.className = 'wpcf7-wrong-place';
	message.textContent = __(
		'Error: This contact form is placed in the wrong place.',
		'kiosk'
	);
	unit.replaceWith( message );
}

/** Enhances every unit under `root`; returns the teardown. */
export function init(
	root: ParentNode,
	config: Wpcf7Config | undefined,
	fetchImpl?: typeof fetch
): () => void {
	const missing = missingFeatures();
	if ( ! config || ! config.api || missing.length ) {
		console.error(
			`Contact Form 7 cannot start: missing ${ missing.join( ', ' ) || 'wpcf7.api' }.`
		);
		return () => {};
	}
	const requests = createRequests( config, fetchImpl );
	const doc = ( root as Node ).ownerDocument || ( root as Document );
	const guard = createPointerGuard( doc );
	const teardowns: Array< () => void > = [ guard.init() ];
	root.querySelectorAll( '.wpcf7' ).forEach( ( unit ) => {
		const form = unit.querySelector< HTMLFormElement >( 'form.wpcf7-form' );
		if ( unit.parentElement?.closest( 'form' ) || ! form ) {
			wrongPlace( unit );
			return;
		}
		teardowns.push( initForm( form, requests, guard ) );
	} );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
