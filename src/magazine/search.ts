/**
 * Header search: the icon toggles the form, focus moves in after 200 ms,
 * Escape or a click outside closes it (README: Header).
 */
import { SEARCH_FOCUS_DELAY } from './constants';
import { combine, each, inside, listen, type Teardown } from './dom';

function initSearch( box: HTMLElement ): Teardown {
	const toggle = box.querySelector< HTMLButtonElement >(
		'.kiosk-search__toggle'
	);
	const input = box.querySelector< HTMLInputElement >(
		'.kiosk-search__input'
	);
	if ( ! toggle || ! input ) {
		return () => {};
	}
	let timer: ReturnType< typeof setTimeout > | undefined;
	const isOpen = () => box.classList.contains( 'is-open' );
	const open = () => {
		box.classList.add( 'is-open' );
		toggle.setAttribute( 'aria-expanded', 'true' );
		clearTimeout( timer );
		timer = setTimeout( () => input.focus(), SEARCH_FOCUS_DELAY );
	};
	const close = ( returnFocus: boolean ) => {
		clearTimeout( timer );
		box.classList.remove( 'is-open' );
		toggle.setAttribute( 'aria-expanded', 'false' );
		if ( returnFocus ) {
			toggle.focus();
		}
	};
	return combine( [
		listen( toggle, 'click', () => ( isOpen() ? close( false ) : open() ) ),
		listen( document, 'keydown', ( event ) => {
			if ( event.key === 'Escape' && isOpen() ) {
				close( inside( box, box.ownerDocument.activeElement ) );
			}
		} ),
		listen( document, 'click', ( event ) => {
			if ( isOpen() && ! inside( box, event.target ) ) {
				close( false );
			}
		} ),
		() => clearTimeout( timer ),
	] );
}

/** Enhances every `[data-kiosk-search]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-search]', initSearch );
}
