/**
 * Ticker popup links: load the article fragment by AJAX (admin-ajax
 * `kiosk_ticker_popup`) into a modal dialog. Texts come from the ticker's
 * `data-label-*` attributes.
 */
import { combine, each, listen, type Teardown } from './dom';

interface Labels {
	close: string;
	errorTitle: string;
	error: string;
}

function createDialog( labels: Labels ): {
	dialog: HTMLDialogElement;
	body: HTMLElement;
} {
	const dialog = document.createElement( 'dialog' );
	dialog.className = 'kiosk-popup';
	dialog.setAttribute( 'aria-labelledby', 'kiosk-popup-title' );
	const close = document.createElement( 'button' );
	close.type = 'button';
	close.className =
		'kiosk-button kiosk-button--secondary kiosk-button--small kiosk-popup__close';
	close.textContent = labels.close;
	close.addEventListener( 'click', () => dialog.close() );
	const body = document.createElement( 'div' );
	body.className = 'kiosk-popup__body';
	dialog.append( close, body );
	// A click on the backdrop lands on the dialog itself.
	dialog.addEventListener(
		'click',
		( event ) => event.target === dialog && dialog.close()
	);
	document.body.append( dialog );
	return { dialog, body };
}

function showError( body: HTMLElement, labels: Labels ) {
	const title = document.createElement( 'h2' );
	title.id = 'kiosk-popup-title';
	title.textContent = labels.errorTitle;
	const text = document.createElement( 'p' );
	text.textContent = labels.error;
	body.replaceChildren( title, text );
}

/** Loads a fragment's HTML (same origin). */
export async function loadFragment(
	url: string,
	signal?: AbortSignal
): Promise< string > {
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
	let parts: ReturnType< typeof createDialog > | null = null;
	let controller: AbortController | null = null;
	const open = ( link: HTMLAnchorElement ) => {
		parts = parts || createDialog( labels );
		const { dialog, body } = parts;
		controller?.abort();
		controller = new AbortController();
		body.replaceChildren();
		body.setAttribute( 'aria-busy', 'true' );
		dialog.addEventListener( 'close', () => link.focus(), { once: true } );
		if ( typeof dialog.showModal === 'function' ) {
			dialog.showModal();
		} else {
			dialog.setAttribute( 'open', '' );
		}
		const signal = controller.signal;
		loadFragment( link.dataset.kioskFragment || '', signal )
			.then( ( html ) => {
				// Same-origin HTML rendered by the theme (escaped server-side).
				body.innerHTML = html;
			} )
			.catch( () => ! signal.aborted && showError( body, labels ) )
			.finally( () => body.removeAttribute( 'aria-busy' ) );
	};
	return combine( [
		listen( ticker, 'click', ( event ) => {
			const link = (
				event.target as Element
			 ).closest< HTMLAnchorElement >( 'a[data-kiosk-fragment]' );
			if ( link ) {
				event.preventDefault();
				open( link );
			}
		} ),
		() => {
			controller?.abort();
			parts?.dialog.remove();
		},
	] );
}

/** Enhances the popup links of every `[data-kiosk-ticker]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-ticker]', initPopups );
}
