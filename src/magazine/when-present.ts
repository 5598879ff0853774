/**
 * A behaviour whose module loads only on a page that holds its markup: the
 * full handle carries a few bytes for it, and a page without the markup
 * (an article without the ticker or a map) none of its code.
 */
import type { Init, Teardown } from './dom';
import { themeRoot } from './mark';

/**
 * `load`'s `init` runs on `root` once loaded, if `selector` matches markup
 * the theme rendered inside it (mark.ts).
 */
export function whenPresent(
	selector: string,
	load: () => Promise< { init: Init } >
): Init {
	return ( root ) => {
		if ( ! themeRoot( root, selector ) ) {
			return () => {};
		}
		let teardown: Teardown | undefined;
		let gone = false;
		load().then(
			( { init } ) => {
				if ( ! gone ) {
					teardown = init( root );
				}
			},
			// A chunk that cannot load leaves the server's markup as it is.
			() => undefined
		);
		return () => {
			gone = true;
			teardown?.();
		};
	};
}
