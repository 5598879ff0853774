/**
 * Runs a block's idempotent `mount` as soon as its script runs, and once
 * more when the document is parsed.
 *
 * WordPress prints a block's script in the footer, after the block's
 * container, so the container is already in the document when the script
 * runs. Waiting for `DOMContentLoaded` would also wait for every deferred
 * script of the page (the magazine, order attribution, the mini cart) and
 * put them before the block's first render. The second call picks up a
 * container parsed after the script, when a theme prints scripts early.
 */
export function mountEarly( mount: () => void, doc: Document = document ) {
	mount();
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', mount, { once: true } );
	}
}
