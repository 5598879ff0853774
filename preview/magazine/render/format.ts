/**
 * Small rendering helpers shared by the magazine pages: dates, image URLs,
 * post cards and pagination.
 */
import { esc } from '../../wp/page';
import type { Post } from '../store';

export const UPLOADS = '/wp-content/uploads/magazine';
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 675;
export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;

const DATE = new Intl.DateTimeFormat( 'de-DE', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'Europe/Berlin',
} );

/** "1. März 2026" */
export function germanDate( timestamp: number ): string {
	return DATE.format( new Date( timestamp ) );
}

/** ISO 8601 with offset, as WordPress prints it in `datetime`. */
export function isoDate( timestamp: number ): string {
	return new Date( timestamp ).toISOString().replace( /\.\d{3}Z$/, '+00:00' );
}

/** The URL of an uploaded image by its file stem. */
export function imageUrl( file: string ): string {
	return `${ UPLOADS }/${ file }.svg`;
}

/** The `<time>` of a post's publication date. */
export function time( post: Post ): string {
	return `<time datetime="${ isoDate( post.publishedAt ) }">${ esc( germanDate( post.publishedAt ) ) }</time>`;
}

export interface CardOptions {
	large?: boolean;
	/** The first image above the fold: eager with high priority. */
	eager?: boolean;
	heading?: 'h2' | 'h3';
	excerpt?: boolean;
}

/** A post card (README: Post cards). */
export function card( post: Post, options: CardOptions = {} ): string {
	const heading = options.heading || 'h3';
	const url = `/${ esc( post.slug ) }/`;
	const loading = options.eager ? 'fetchpriority="high"' : 'loading="lazy"';
	return `<article class="kiosk-card${ options.large ? ' kiosk-card--large' : '' }">
<a class="kiosk-card__image-link" href="${ url }" tabindex="-1" aria-hidden="true"><img class="kiosk-card__image" src="${ imageUrl( post.image ) }" alt="" width="${ IMAGE_WIDTH }" height="${ IMAGE_HEIGHT }" ${ loading }></a>
<p class="kiosk-card__category"><a href="/kategorie/${ esc( post.categorySlug ) }/">${ esc( post.categoryName ) }</a></p>
<${ heading } class="kiosk-card__title"><a href="${ url }">${ esc( post.title ) }</a></${ heading }>
<p class="kiosk-card__meta">${ time( post ) }</p>
${ options.excerpt === false ? '' : `<p class="kiosk-card__excerpt">${ esc( post.excerpt ) }</p>` }
</article>`;
}

/** A compact list of links (tabs widget, related). */
export function postList(
	posts: Post[],
	meta: ( post: Post ) => string
): string {
	return `<ol class="kiosk-post-list">${ posts
		.map(
			( post ) =>
				`<li class="kiosk-post-list__item"><a href="/${ esc( post.slug ) }/">${ esc( post.title ) }</a> <span class="kiosk-post-list__meta">${ meta( post ) }</span></li>`
		)
		.join( '' ) }</ol>`;
}

/** Pagination (README: `kiosk-pagination`); `base` gets `paged=N` appended. */
export function pagination(
	base: string,
	current: number,
	pages: number
): string {
	if ( pages <= 1 ) {
		return '';
	}
	const join = base.includes( '?' ) ? '&' : '?';
	const href = ( n: number ) =>
		esc( n === 1 ? base : `${ base }${ join }paged=${ n }` );
	const items: string[] = [];
	if ( current > 1 ) {
		items.push(
			`<li><a class="kiosk-pagination__link" href="${ href( current - 1 ) }" rel="prev">Zurück</a></li>`
		);
	}
	for ( let n = 1; n <= pages; n++ ) {
		items.push(
			n === current
				? `<li><span class="kiosk-pagination__link" aria-current="page"><span class="screen-reader-text">Seite </span>${ n }</span></li>`
				: `<li><a class="kiosk-pagination__link" href="${ href( n ) }"><span class="screen-reader-text">Seite </span>${ n }</a></li>`
		);
	}
	if ( current < pages ) {
		items.push(
			`<li><a class="kiosk-pagination__link" href="${ href( current + 1 ) }" rel="next">Weiter</a></li>`
		);
	}
	return `<nav class="kiosk-pagination" aria-label="Seitennummerierung"><ul>${ items.join( '' ) }</ul></nav>`;
}
