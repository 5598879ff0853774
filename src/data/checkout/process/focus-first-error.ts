/**
 * After a submit with invalid fields, focus and scroll to the first field
 * whose error is shown. The errors are shown through the store, so the
 * fields are marked invalid only once React has rendered them: the field
 * is looked for on the next animation frames, not at once.
 */

const SELECTOR = '.kiosk-checkout [aria-invalid="true"]';

/** Frames to wait at most for the errors to render. */
export const FOCUS_FRAMES = 10;

type NextFrame = ( callback: () => void ) => unknown;

/** Focuses `element` and centres it, so its label and message show too. */
function focusAndScroll( element: HTMLElement ) {
	element.focus( { preventScroll: true } );
	element.scrollIntoView?.( { block: 'center' } );
}

/**
 * Focuses the first invalid checkout field once it has rendered (gives up
 * after `FOCUS_FRAMES` frames).
 */
export function focusFirstError(
	doc: Document | undefined = typeof document === 'undefined'
		? undefined
		: document,
	nextFrame: NextFrame = ( callback ) =>
		window.requestAnimationFrame( callback )
): void {
	if ( ! doc ) {
		return;
	}
	let frames = 0;
	const attempt = () => {
		const element = doc.querySelector< HTMLElement >( SELECTOR );
		if ( element ) {
			focusAndScroll( element );
		} else if ( frames++ < FOCUS_FRAMES ) {
			nextFrame( attempt );
		}
	};
	nextFrame( attempt );
}
