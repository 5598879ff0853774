/**
 * The ticker popup's modal dialog, loaded on the first click on a popup
 * link (ticker-popup.ts): it shows the fragment's HTML, cut by DOMPurify to
 * the fragment's tags and attributes (src/magazine/README.md), or the
 * German error from the ticker's `data-label-*` attributes.
 */
import DOMPurify from 'dompurify';

/** What a fragment may hold (the theme's kiosk_theme_ticker_fragment()). */
export const FRAGMENT_TAGS = [ 'article', 'h2', 'p', 'a', 'time', 'img' ];
export const FRAGMENT_ATTR = [
	'class',
	'id',
	'href',
	'datetime',
	'src',
	'srcset',
	'sizes',
	'alt',
	'width',
	'height',
	'loading',
	'decoding',
];

/** The fragment's HTML as nodes, sanitised. */
export function fragmentNodes( html: string ): DocumentFragment {
	return DOMPurify.sanitize( html, {
		ALLOWED_TAGS: FRAGMENT_TAGS,
		ALLOWED_ATTR: FRAGMENT_ATTR,
		ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|#)/i,
		RETURN_DOM_FRAGMENT: true,
	} );
}

export interface Labels {
	close: string;
	errorTitle: string;
	error: string;
}

export interface Popup {
	/** Opens the dialog for `link` and fills it when `html` settles. */
	open: (
		link: HTMLAnchorElement,
		html: Promise< string >,
		signal: AbortSignal
	) => void;
	/** Removes the dialog. */
	dispose: () => void;
}

function showError( body: HTMLElement, labels: Labels ) {
	const title = document.createElement( 'h2' );
	title.id = 'kiosk-popup-title';
	title.textContent = labels.errorTitle;
	const text = document.createElement( 'p' );
	text.textContent = labels.error;
	body.replaceChildren( title, text );
}

/** Creates the (closed) dialog in the document. */
export function createPopup( labels: Labels ): Popup {
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
	return {
		open( link, html, signal ) {
			body.replaceChildren();
			body.setAttribute( 'aria-busy', 'true' );
			dialog.addEventListener( 'close', () => link.focus(), {
				once: true,
			} );
			if ( typeof dialog.showModal === 'function' ) {
				dialog.showModal();
			} else {
				dialog.setAttribute( 'open', '' );
			}
			html.then( ( text ) => {
				if ( ! signal.aborted ) {
					// The theme's fragment from this site, and sanitised all
					// the same.
					body.replaceChildren( fragmentNodes( text ) );
				}
			} )
				.catch( () => ! signal.aborted && showError( body, labels ) )
				.finally( () => body.removeAttribute( 'aria-busy' ) );
		},
		dispose: () => dialog.remove(),
	};
}
