/**
 * Fills `[data-kiosk-profile]` with the current user's profile from
 * `wp/v2/users/me`. Uses the WP nonce, so a stale nonce (a cached page)
 * goes through the refresh-and-retry path.
 */
import { __, sprintf } from '@wordpress/i18n';
import { request, isApiError } from '@kiosk/api';

interface Me {
	id: number;
	name: string;
}

/** Loads the profile into every profile box under `root`. */
export function init( root: ParentNode ): () => void {
	const boxes = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-kiosk-profile]' )
	);
	let alive = true;
	if ( boxes.length ) {
		const render = ( text: string, state: string ) =>
			boxes.forEach( ( box ) => {
				box.textContent = text;
				box.dataset.state = state;
			} );
		request< Me >( { path: '/wp/v2/users/me' } ).then(
			( me ) =>
				alive &&
				render(
					/* translators: %s: the user's display name. */
					sprintf( __( 'Profile loaded: %s', 'kiosk' ), me.name ),
					'loaded'
				),
			( error: unknown ) =>
				alive &&
				render(
					isApiError( error )
						? error.message
						: __( 'An unknown error occurred.', 'kiosk' ),
					'error'
				)
		);
	}
	return () => {
		alive = false;
	};
}
