/**
 * The magazine's page bodies: home, article, category, search, static
 * page and the ticker popup fragment (README: Article, Search results…).
 */
import { esc } from '../../wp/page';
import { icon } from '../../theme/icons';
import { searchForm } from '../../theme/layout';
import type { Category, MagazineStore, Paged, Post } from '../store';
import {
	card,
	GALLERY_HEIGHT,
	GALLERY_WIDTH,
	germanDate,
	IMAGE_HEIGHT,
	IMAGE_WIDTH,
	imageUrl,
	isoDate,
	pagination,
	time,
} from './format';
import {
	gallerySlider,
	headerSlider,
	mapWidget,
	sidebar,
	tabs,
	ticker,
	videoPlaylist,
} from './widgets';

const LIGHTBOX_LABELS =
	'data-label-close="Schließen" data-label-prev="Vorheriges Bild" data-label-next="Nächstes Bild" data-label-zoom="Zoomen" data-label-error="Das Bild konnte nicht geladen werden."';

function withSidebar( content: string, widgets: string[] ): string {
	return `<div class="kiosk-layout"><div class="kiosk-content">${ content }</div>${ sidebar( widgets ) }</div>`;
}

/** The home page. */
export function homeMain( store: MagazineStore, tileUrl: string ): string {
	const blocks = store
		.categories()
		.map( ( category ) => {
			const posts = store.inCategory( category, 1, 3 ).posts;
			return `<section class="kiosk-category-block" aria-labelledby="cat-${ esc( category.slug ) }"><h2 class="kiosk-category-block__title" id="cat-${ esc( category.slug ) }"><a href="/kategorie/${ esc( category.slug ) }/">${ esc( category.name ) }</a></h2><div class="kiosk-category-block__grid">${ posts.map( ( post ) => card( post ) ).join( '' ) }</div></section>`;
		} )
		.join( '' );
	const content = `<h1 class="screen-reader-text">Kiosk Magazin – Nachrichten aus der Region</h1>${ headerSlider( store.latest( 5 ) ) }${ ticker( store.latest( 6 ) ) }${ blocks }`;
	return withSidebar( content, [
		tabs( store ),
		videoPlaylist(),
		gallerySlider(),
		mapWidget( tileUrl ),
	] );
}

function shareLinks( url: string, post: Post, origin: string ): string {
	const u = encodeURIComponent( url );
	const t = encodeURIComponent( post.title );
	const media = encodeURIComponent( origin + imageUrl( post.image ) );
	const links = [
		{
			net: 'facebook',
			href: `https://www.facebook.com/sharer/sharer.php?u=${ u }`,
			label: 'Auf Facebook teilen',
			text: 'Facebook',
		},
		{
			net: 'twitter',
			href: `https://twitter.com/intent/tweet?url=${ u }&text=${ t }`,
			label: 'Auf X (Twitter) teilen',
			text: 'X',
		},
		{
			net: 'pinterest',
			href: `https://pinterest.com/pin/create/button/?url=${ u }&description=${ t }&media=${ media }`,
			label: 'Auf Pinterest merken',
			text: 'Pinterest',
		},
	];
	return `<ul class="kiosk-share" aria-label="Beitrag teilen">${ links
		.map(
			( link ) =>
				`<li><a class="kiosk-share__link kiosk-share__link--${ link.net }" data-kiosk-share="${ link.net }" href="${ esc( link.href ) }" target="_blank" rel="noopener noreferrer">${ icon( 'share' ) }<span aria-hidden="true">${ link.text }</span><span class="screen-reader-text">${ link.label }</span></a></li>`
		)
		.join( '' ) }</ul>`;
}

/** The article page's main content. */
export function articleMain(
	store: MagazineStore,
	post: Post,
	origin: string
): string {
	const url = `${ origin }/${ post.slug }/`;
	const gallery = post.gallery.length
		? `<figure class="kiosk-gallery" data-kiosk-gallery ${ LIGHTBOX_LABELS }><ul class="kiosk-gallery__list">${ post.gallery
				.map(
					( image ) =>
						`<li><a class="kiosk-gallery__item" href="${ imageUrl( image.file ) }" data-pswp-width="${ GALLERY_WIDTH }" data-pswp-height="${ GALLERY_HEIGHT }"><img src="${ imageUrl( image.file ) }" alt="${ esc( image.alt ) }" width="${ GALLERY_WIDTH }" height="${ GALLERY_HEIGHT }" loading="lazy"></a></li>`
				)
				.join(
					''
				) }</ul><figcaption>Bildergalerie: Eindrücke aus der Stadt</figcaption></figure>`
		: '';
	const related = store.related( post, 3 );
	const article = `<article class="kiosk-article" aria-labelledby="kiosk-article-title">
<header class="kiosk-article__header">
<p class="kiosk-article__category"><a href="/kategorie/${ esc( post.categorySlug ) }/">${ esc( post.categoryName ) }</a></p>
<h1 class="kiosk-article__title" id="kiosk-article-title">${ esc( post.title ) }</h1>
<p class="kiosk-article__meta">Von <span class="kiosk-article__author">${ esc( post.author ) }</span> · ${ time( post ) }</p>
</header>
<figure class="kiosk-article__figure"><a class="kiosk-lightbox" href="${ imageUrl( post.image ) }" data-kiosk-lightbox data-pswp-width="${ IMAGE_WIDTH }" data-pswp-height="${ IMAGE_HEIGHT }" ${ LIGHTBOX_LABELS }><img src="${ imageUrl( post.image ) }" alt="${ esc( post.imageAlt ) }" width="${ IMAGE_WIDTH }" height="${ IMAGE_HEIGHT }" fetchpriority="high"><span class="screen-reader-text">Bild vergrößern</span></a><figcaption>${ esc( post.imageAlt ) } (Illustration: Kiosk Magazin)</figcaption></figure>
<div class="kiosk-article__content">${ post.content }</div>
${ gallery }
${ shareLinks( url, post, origin ) }
${ related.length ? `<section class="kiosk-related" aria-labelledby="kiosk-related-title"><h2 id="kiosk-related-title">Das könnte Sie auch interessieren</h2><div class="kiosk-related__grid">${ related.map( ( p ) => card( p, { excerpt: false } ) ).join( '' ) }</div></section>` : '' }
</article>`;
	return withSidebar( article, [ tabs( store ) ] );
}

/** JSON-LD NewsArticle for an article's `<head>`. */
export function articleJsonLd( post: Post, origin: string ): string {
	const data = {
		'@context': 'https://schema.org',
		'@type': 'NewsArticle',
		headline: post.title,
		description: post.excerpt,
		image: [ origin + imageUrl( post.image ) ],
		datePublished: isoDate( post.publishedAt ),
		dateModified: isoDate( post.modifiedAt ),
		author: [ { '@type': 'Person', name: post.author } ],
		publisher: {
			'@type': 'Organization',
			name: 'Kiosk Magazin',
			url: origin + '/',
		},
		mainEntityOfPage: `${ origin }/${ post.slug }/`,
		articleSection: post.categoryName,
		inLanguage: 'de-DE',
	};
	const json = JSON.stringify( data ).replace( /</g, '\\u003c' );
	return `<script type="application/ld+json">${ json }</script>`;
}

function archive(
	title: string,
	intro: string,
	result: Paged,
	base: string,
	page: number,
	store: MagazineStore
): string {
	const cards = result.posts
		.map( ( post ) => card( post, { heading: 'h2' } ) )
		.join( '' );
	return withSidebar(
		`<header class="kiosk-archive__header"><h1 class="kiosk-archive__title">${ title }</h1>${ intro }</header><div class="kiosk-archive__grid">${ cards }</div>${ pagination( base, page, result.pages ) }`,
		[ tabs( store ) ]
	);
}

/** A category archive. */
export function categoryMain(
	store: MagazineStore,
	category: Category,
	result: Paged,
	page: number
): string {
	return archive(
		`Kategorie: ${ esc( category.name ) }`,
		`<p class="kiosk-archive__description">${ esc( category.description ) }</p>`,
		result,
		`/kategorie/${ category.slug }/`,
		page,
		store
	);
}

/** Search results, or the no-results state. */
export function searchMain(
	store: MagazineStore,
	query: string,
	result: Paged,
	page: number
): string {
	const title = `Suchergebnisse für „${ esc( query ) }“`;
	if ( ! result.total ) {
		return withSidebar(
			`<header class="kiosk-archive__header"><h1 class="kiosk-archive__title">${ title }</h1></header><div class="kiosk-notice kiosk-notice--info"><p>Leider ergab Ihre Suche keine Treffer. Bitte versuchen Sie es mit anderen Suchbegriffen.</p></div>${ searchForm(
				query
			)
				.replace(
					'class="kiosk-search__form" id="kiosk-search-form"',
					'class="kiosk-search-form"'
				)
				.replace( /kiosk-search-input/g, 'kiosk-search-again' ) }`,
			[ tabs( store ) ]
		);
	}
	const count = `<p class="kiosk-archive__description">${ result.total === 1 ? '1 Beitrag gefunden' : `${ result.total } Beiträge gefunden` }</p>`;
	return archive(
		title,
		count,
		result,
		`/?s=${ encodeURIComponent( query ) }`,
		page,
		store
	);
}

/** A static page. */
export function pageMain( post: Post ): string {
	return `<article class="kiosk-page" aria-labelledby="kiosk-page-title"><h1 class="kiosk-page__title" id="kiosk-page-title">${ esc( post.title ) }</h1><div class="kiosk-page__content">${ post.content }</div></article>`;
}

/** The ticker popup fragment (admin-ajax `kiosk_ticker_popup`). */
export function fragment( post: Post ): string {
	return `<article class="kiosk-fragment">
<h2 class="kiosk-fragment__title" id="kiosk-popup-title"><a href="/${ esc( post.slug ) }/">${ esc( post.title ) }</a></h2>
<p class="kiosk-fragment__meta"><time datetime="${ isoDate( post.publishedAt ) }">${ esc( germanDate( post.publishedAt ) ) }</time> · ${ esc( post.categoryName ) }</p>
<img class="kiosk-fragment__image" src="${ imageUrl( post.image ) }" alt="${ esc( post.imageAlt ) }" width="${ IMAGE_WIDTH }" height="${ IMAGE_HEIGHT }">
<p class="kiosk-fragment__excerpt">${ esc( post.excerpt ) }</p>
<p><a class="kiosk-button" href="/${ esc( post.slug ) }/">Weiterlesen<span class="screen-reader-text">: ${ esc( post.title ) }</span></a></p>
</article>`;
}
