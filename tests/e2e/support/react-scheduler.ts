/**
 * Holds React's scheduler in a page, so a test can catch a time-sliced
 * render half done, whatever the machine's speed (issue 43: the cart's and
 * the checkout's first renders are transitions). React's scheduler runs
 * each slice as a MessageChannel message; held here, a slice runs only when
 * the test says.
 */
import type { Page } from 'playwright-core';

interface Held {
	__hold: boolean;
	__held: Array< () => void >;
}

/** The page's scheduler, held from its first script on. */
export interface HeldScheduler {
	/** Runs one held slice and lets its task end; false if none was held. */
	slice: () => Promise< boolean >;
	/** How many slices are waiting. */
	waiting: () => Promise< number >;
	/** Lets every waiting slice and all later ones run. */
	release: () => Promise< void >;
}

/** Holds React's scheduler in every document `page` loads from now on. */
export async function holdReactScheduler(
	page: Page
): Promise< HeldScheduler > {
	await page.addInitScript( () => {
		const w = window as unknown as Held;
		const Native = window.MessageChannel;
		w.__hold = true;
		w.__held = [];
		window.MessageChannel = class extends Native {
			constructor() {
				super();
				const port = this.port2;
				const post = port.postMessage.bind( port );
				port.postMessage = ( message: unknown ) =>
					w.__hold
						? w.__held.push( () => post( message ) )
						: post( message );
			}
		} as typeof MessageChannel;
	} );
	return {
		slice: () =>
			page.evaluate( () => {
				const next = ( window as unknown as Held ).__held.shift();
				next?.();
				// A slice's message comes back as a task: let it run.
				return new Promise< boolean >( ( resolve ) =>
					setTimeout( () => resolve( !! next ), 0 )
				);
			} ),
		waiting: () =>
			page.evaluate( () => ( window as unknown as Held ).__held.length ),
		release: () =>
			page.evaluate( () => {
				const w = window as unknown as Held;
				w.__hold = false;
				w.__held.splice( 0 ).forEach( ( post ) => post() );
			} ),
	};
}
