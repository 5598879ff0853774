/**
 * Video playlist: one player (height 434) and the list. Only an `https:`
 * (or this site's) address is embedded (urls.ts), from a playlist the
 * theme rendered (mark.ts). The embed loads
 * only after the reader asks ("Video laden", see consent.ts), or at once
 * when they agreed before; a click on an item then plays it. Before that,
 * the player holds a link to the video's page.
 */
import { VIDEO_HEIGHT } from './constants';
import { consentLabels, withConsent } from './consent';
import { all, each, listen, prefersReducedMotion, type Teardown } from './dom';
import { safeUrl } from './urls';

interface Video {
	src: string;
	title: string;
}

function initPlaylist( widget: HTMLElement ): Teardown {
	let frame = widget.querySelector< HTMLIFrameElement >(
		'.kiosk-video-playlist__frame'
	);
	const player =
		widget.querySelector< HTMLElement >(
			'.kiosk-video-playlist__player'
		) || frame?.parentElement;
	if ( ! player ) {
		return () => {};
	}
	const labels = consentLabels( player );
	if ( ! frame && ! labels ) {
		// No texts for the gate: nothing is embedded, the links open the
		// videos' pages.
		return () => {};
	}
	let allowed = !! frame;
	let pending: Video | null = null;
	const show = ( video: Video, autoplay: boolean ) => {
		if ( ! safeUrl( video.src ) ) {
			return;
		}
		if ( ! frame ) {
			frame = player.ownerDocument.createElement( 'iframe' );
			frame.className = 'kiosk-video-playlist__frame';
			frame.setAttribute( 'allow', 'fullscreen; picture-in-picture' );
			frame.allowFullscreen = true;
			player.replaceChildren( frame );
		}
		frame.height = String( VIDEO_HEIGHT );
		frame.src =
			autoplay && ! prefersReducedMotion()
				? `${ video.src }${ video.src.includes( '?' ) ? '&' : '?' }autoplay=1`
				: video.src;
		frame.title = video.title;
	};
	if ( frame ) {
		frame.height = String( VIDEO_HEIGHT );
	}
	const gate =
		labels && ! frame
			? withConsent( player, labels, () => {
					allowed = true;
					show(
						pending || {
							src: player.dataset.kioskVideoSrc || '',
							title: player.dataset.kioskVideoTitle || '',
						},
						!! pending
					);
				} )
			: () => {};
	const off = listen( widget, 'click', ( event ) => {
		const item = ( event.target as Element ).closest< HTMLAnchorElement >(
			'.kiosk-video-playlist__item[data-kiosk-video-src]'
		);
		if ( ! item || ! safeUrl( item.dataset.kioskVideoSrc ) ) {
			return;
		}
		event.preventDefault();
		const video = {
			src: item.dataset.kioskVideoSrc || '',
			title: item.dataset.kioskVideoTitle || item.textContent || '',
		};
		all( widget, '.kiosk-video-playlist__item' ).forEach( ( other ) =>
			other.removeAttribute( 'aria-current' )
		);
		item.setAttribute( 'aria-current', 'true' );
		if ( allowed ) {
			show( video, true );
		} else {
			// Chosen, but nothing loads before the reader agrees.
			pending = video;
			player
				.querySelector< HTMLElement >( '.kiosk-consent__load' )
				?.focus();
		}
	} );
	return () => {
		gate();
		off();
	};
}

/** Enhances every `[data-kiosk-video-playlist]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-video-playlist]', initPlaylist );
}
