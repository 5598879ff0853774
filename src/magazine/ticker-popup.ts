/**
 * Ticker popup links: load the article fragment by AJAX (admin-ajax
 * `kiosk_ticker_popup`) into a modal dialog. Texts come from the ticker's
 * `data-label-*` attributes. The dialog's code (ticker-popup-dialog.ts)
 * loads on the first click, beside the fragment.
 */
import { combine, each, listen, type Teardown } from './dom';
import { sameOriginUrl } from './urls';
import type { Labels, Popup } from './ticker-popup-dialog';

/** Loads a fragment's HTML; refuses any address but this site's. */
export async function loadFragment(
	url: string,
	signal?: AbortSignal
): Promise< string > {
	if ( ! sameOriginUrl( url ) ) {
		throw new Error( 'fragment: not this site' );
	}
	const response = await fetch( url, {
		credentials: 'same-origin',
		headers: { 'X-Requested-With': 'XMLHttpRequest' },
		signal,
	} );
	const text = await response.text();
	if ( ! response.ok || text.trim() === '0' || text.trim() === '' ) {
		throw new Error( `fragment ${ response.status }` );
	}
	return text;
}

function initPopups( ticker: HTMLElement ): Teardown {
	const labels: Labels = {
		close: ticker.dataset.labelClose || '×',
		errorTitle: ticker.dataset.labelErrorTitle || '',
		error: ticker.dataset.labelError || '',
	};
	let popup: Promise< Popup > | null = null;
	let loaded: Popup | null = null;
	let controller: AbortController | null = null;
	let gone = false;
	const open = ( link: HTMLAnchorElement ) => {
		controller?.abort();
		controller = new AbortController();
		const signal = controller.signal;
		// The fragment and the dialog's code load side by side.
		const html = loadFragment( link.dataset.kioskFragment || '', signal );
		html.catch( () => undefined );
		popup =
			popup ||
			import(
				/* webpackChunkName: "magazine-ticker-popup" */ './ticker-popup-dialog'
			).then( ( { createPopup } ) => {
				loaded = gone ? null : createPopup( labels );
				return loaded as Popup;
			} );
		popup
			.then(
				( parts ) =>
					! gone &&
					! signal.aborted &&
					parts.open( link, html, signal )
			)
			.catch( () => undefined );
	};
	return combine( [
		listen( ticker, 'click', ( event ) => {
			const link = (
				event.target as Element
			 ).closest< HTMLAnchorElement >( 'a[data-kiosk-fragment]' );
			// A link to another site opens as a link; nothing is fetched.
			if ( link && sameOriginUrl( link.dataset.kioskFragment ) ) {
				event.preventDefault();
				open( link );
			}
		} ),
		() => {
			gone = true;
			controller?.abort();
			loaded?.dispose();
		},
	] );
}

/** Enhances the popup links of every `[data-kiosk-ticker]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-ticker]', initPopups );
}
