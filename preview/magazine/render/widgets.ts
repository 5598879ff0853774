/**
 * The magazine's widgets (README: sliders, ticker, tabs, video playlist,
 * maps widget, sidebar).
 */
import { esc } from '../../wp/page';
import { icon } from '../../theme/icons';
import type { MagazineStore, Post } from '../store';
import { GALLERY, OFFICE, VIDEOS } from '../content';
import {
	card,
	germanDate,
	GALLERY_HEIGHT,
	GALLERY_WIDTH,
	imageUrl,
	postList,
} from './format';

const SLIDER_LABELS =
	'data-label-prev="Vorherige Folie" data-label-next="Nächste Folie" data-label-slide="Folie {index} von {count}"';

/** The pause / play button of a moving widget (README: Pause / play); hidden until it moves. */
export function autoplayToggle( block: 'slider' | 'ticker' ): string {
	return `<button class="kiosk-autoplay-toggle kiosk-${ block }__autoplay" type="button" data-kiosk-autoplay-toggle data-label-pause="Pause" data-label-play="Abspielen" hidden><span class="kiosk-autoplay-toggle__pause">${ icon( 'pause' ) }</span><span class="kiosk-autoplay-toggle__play">${ icon( 'play' ) }</span><span class="kiosk-autoplay-toggle__label screen-reader-text">Pause</span></button>`;
}

function sliderButtons(): string {
	return `<button class="kiosk-slider__prev" type="button">${ icon( 'left' ) }<span class="screen-reader-text">Vorherige Folie</span></button><button class="kiosk-slider__next" type="button">${ icon( 'right' ) }<span class="screen-reader-text">Nächste Folie</span></button>${ autoplayToggle( 'slider' ) }`;
}

/** The featured-post slider at the top of the home page. */
export function headerSlider( posts: Post[] ): string {
	const slides = posts
		.map(
			( post, index ) =>
				`<div class="kiosk-slider__slide swiper-slide">${ card( post, { large: true, eager: index === 0, heading: 'h2' } ) }</div>`
		)
		.join( '' );
	return `<div class="kiosk-slider kiosk-slider--header swiper" data-kiosk-slider="header" role="region" aria-roledescription="Karussell" aria-label="Top-Themen" ${ SLIDER_LABELS }><div class="kiosk-slider__track swiper-wrapper">${ slides }</div>${ sliderButtons() }</div>`;
}

/** The gallery slider widget (fade). */
export function gallerySlider(): string {
	const slides = GALLERY.map(
		( image ) =>
			`<div class="kiosk-slider__slide swiper-slide"><figure class="kiosk-slider__figure"><img src="${ imageUrl( image.file ) }" alt="${ esc( image.alt ) }" width="${ GALLERY_WIDTH }" height="${ GALLERY_HEIGHT }" loading="lazy"><figcaption>${ esc( image.alt ) }</figcaption></figure></div>`
	).join( '' );
	return `<section class="kiosk-widget kiosk-widget--gallery" aria-labelledby="kiosk-gallery-widget-title"><h2 class="kiosk-widget__title" id="kiosk-gallery-widget-title">Bilder der Woche</h2><div class="kiosk-slider kiosk-slider--gallery swiper" data-kiosk-slider="gallery" role="region" aria-roledescription="Karussell" aria-label="Bilder der Woche" ${ SLIDER_LABELS }><div class="kiosk-slider__track swiper-wrapper">${ slides }</div>${ sliderButtons() }</div></section>`;
}

/** The news ticker with popup links. */
export function ticker( posts: Post[] ): string {
	const items = posts
		.map(
			( post ) =>
				`<li class="kiosk-ticker__item"><a class="kiosk-ticker__link" href="/${ esc( post.slug ) }/">${ esc( post.title ) }</a> <a class="kiosk-ticker__popup" href="/${ esc( post.slug ) }/" data-kiosk-fragment="/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&amp;post=${ post.id }">${ icon( 'popup' ) }<span class="screen-reader-text">Vorschau: ${ esc( post.title ) }</span></a></li>`
		)
		.join( '' );
	return `<section class="kiosk-ticker" aria-labelledby="kiosk-ticker-title" data-kiosk-ticker data-label-close="Schließen" data-label-error-title="Hoppla!" data-label-error="Beim Laden des Inhalts ist ein Fehler aufgetreten."><h2 class="kiosk-ticker__title" id="kiosk-ticker-title">Eilmeldungen</h2><div class="kiosk-ticker__viewport"><ul class="kiosk-ticker__list">${ items }</ul></div>${ autoplayToggle( 'ticker' ) }</section>`;
}

/** The tabbed widget: Beliebt / Neu / Kommentare. */
export function tabs( store: MagazineStore ): string {
	const panels = [
		{
			key: 'beliebt',
			label: 'Beliebt',
			posts: store.popular( 5 ),
			meta: ( p: Post ) =>
				`${ p.views.toLocaleString( 'de-DE' ) } Aufrufe`,
		},
		{
			key: 'neu',
			label: 'Neu',
			posts: store.latest( 5 ),
			meta: ( p: Post ) => esc( germanDate( p.publishedAt ) ),
		},
		{
			key: 'kommentare',
			label: 'Kommentare',
			posts: store.discussed( 5 ),
			meta: ( p: Post ) => `${ p.comments } Kommentare`,
		},
	];
	const tabList = panels
		.map(
			( panel, index ) =>
				`<button class="kiosk-tabs__tab" type="button" role="tab" id="kiosk-tab-${ panel.key }" aria-controls="kiosk-tabpanel-${ panel.key }" aria-selected="${ index === 0 }"${ index ? ' tabindex="-1"' : '' }>${ panel.label }</button>`
		)
		.join( '' );
	const tabPanels = panels
		.map(
			( panel, index ) =>
				`<div class="kiosk-tabs__panel" role="tabpanel" id="kiosk-tabpanel-${ panel.key }" aria-labelledby="kiosk-tab-${ panel.key }" tabindex="0"${ index ? ' hidden' : '' }><h3 class="kiosk-tabs__heading">${ panel.label }</h3>${ postList( panel.posts, panel.meta ) }</div>`
		)
		.join( '' );
	return `<section class="kiosk-widget kiosk-tabs" data-kiosk-tabs aria-label="Beiträge"><div class="kiosk-tabs__list" role="tablist" aria-label="Beiträge">${ tabList }</div>${ tabPanels }</section>`;
}

/** The local stand-in for a video embed (no external network in the preview). */
export function videoSrc( id: string ): string {
	return `/wp-content/uploads/magazine/video/platzhalter.html?v=${ encodeURIComponent( id ) }`;
}

/** The video playlist widget. */
export function videoPlaylist(): string {
	const first = VIDEOS[ 0 ];
	const items = VIDEOS.map(
		( video, index ) =>
			`<li><a class="kiosk-video-playlist__item" href="${ esc( videoSrc( video.id ) ) }" data-kiosk-video-src="${ esc( videoSrc( video.id ) ) }" data-kiosk-video-title="Video: ${ esc( video.title ) }"${ index === 0 ? ' aria-current="true"' : '' }>${ esc( video.title ) }</a></li>`
	).join( '' );
	return `<section class="kiosk-widget kiosk-video-playlist" data-kiosk-video-playlist aria-labelledby="kiosk-video-title"><h2 class="kiosk-widget__title" id="kiosk-video-title">Videos</h2><div class="kiosk-video-playlist__player"><iframe class="kiosk-video-playlist__frame" src="${ esc( videoSrc( first.id ) ) }" title="Video: ${ esc( first.title ) }" height="434" loading="lazy" allow="fullscreen; picture-in-picture" allowfullscreen></iframe></div><ol class="kiosk-video-playlist__list">${ items }</ol></section>`;
}

/** The maps widget; the tile source is an option (`kiosk_map_tiles`). */
export function mapWidget( tileUrl: string ): string {
	const { latitude: lat, longitude: lon, zoom, height, address } = OFFICE;
	const osm = `https://www.openstreetmap.org/?mlat=${ lat }&mlon=${ lon }#map=${ zoom }/${ lat }/${ lon }`;
	return `<section class="kiosk-widget kiosk-map-widget" aria-labelledby="kiosk-map-title"><h2 class="kiosk-widget__title" id="kiosk-map-title">So finden Sie uns</h2><div class="kiosk-map" data-kiosk-map data-longitude="${ lon }" data-latitude="${ lat }" data-zoom-size="${ zoom }" data-height="${ height }" data-tile-url="${ esc( tileUrl ) }" data-tile-attribution="&amp;copy; OpenStreetMap-Mitwirkende" data-label-map="Karte: ${ esc( address ) }"><a class="kiosk-map__fallback" href="${ esc( osm ) }">${ esc( address ) } – auf der Karte ansehen</a></div></section>`;
}

/** The sticky sidebar. */
export function sidebar( widgets: string[] ): string {
	return `<div class="kiosk-sidebar" data-kiosk-sticky-sidebar>${ widgets.join( '' ) }</div>`;
}
