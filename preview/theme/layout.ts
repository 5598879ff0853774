/**
 * The theme's layout in the preview host. The markup follows the contract
 * in src/magazine/README.md, which the PHP theme renders too.
 */
import { esc, type Layout } from '../wp/page';
import { icon } from './icons';
import { miniCartButton } from '../shop-pages/mini-cart-button';
import { faviconDataUri } from './favicon';

export const SITE_NAME = 'Kiosk Magazin';
export const THEME_URL = '/wp-content/themes/kiosk';

interface MenuItem {
	href: string;
	label: string;
	children?: MenuItem[];
}

/** The primary menu (the PHP theme's `primary` menu location). */
export const MENU: MenuItem[] = [
	{ href: '/', label: 'Startseite' },
	{
		href: '/kategorie/politik/',
		label: 'Ressorts',
		children: [
			{ href: '/kategorie/politik/', label: 'Politik' },
			{ href: '/kategorie/wirtschaft/', label: 'Wirtschaft' },
			{ href: '/kategorie/kultur/', label: 'Kultur' },
			{ href: '/kategorie/sport/', label: 'Sport' },
			{ href: '/kategorie/wissen/', label: 'Wissen' },
		],
	},
	{ href: '/veranstaltungen/', label: 'Veranstaltungen' },
	{ href: '/shop/', label: 'Shop' },
	{ href: '/kontakt/', label: 'Kontakt' },
];

const LEGAL = [
	{ href: '/impressum/', label: 'Impressum' },
	{ href: '/datenschutz/', label: 'Datenschutz' },
	{ href: '/agb/', label: 'AGB' },
	{ href: '/widerrufsbelehrung/', label: 'Widerrufsbelehrung' },
	{ href: '/barrierefreiheit/', label: 'Barrierefreiheit' },
];

const NO_JS =
	"var d=document.documentElement;d.className=d.className.replace('kiosk-no-js','kiosk-js');try{if(localStorage.getItem('kiosk-mini-cart-count')>0)d.className+=' kiosk-has-cart'}catch(e){}";

function menuItems(
	items: MenuItem[],
	path: string,
	counter: { n: number }
): string {
	return items
		.map( ( item ) => {
			const current = item.href === path ? ' aria-current="page"' : '';
			const link = `<a class="kiosk-menu__link" href="${ esc( item.href ) }"${ current }>${ esc( item.label ) }</a>`;
			if ( ! item.children ) {
				return `<li class="kiosk-menu__item">${ link }</li>`;
			}
			const id = `kiosk-submenu-${ ++counter.n }`;
			return `<li class="kiosk-menu__item kiosk-menu__item--has-children" data-kiosk-submenu-parent>${ link }<button class="kiosk-menu__submenu-toggle" type="button" aria-expanded="false" aria-controls="${ id }"><span class="screen-reader-text">Untermenü ${ esc( item.label ) }</span>${ icon( 'chevron' ) }</button><ul class="kiosk-menu__submenu" id="${ id }">${ menuItems( item.children, path, counter ) }</ul></li>`;
		} )
		.join( '' );
}

/** The header search form (also used on the search results page). */
export function searchForm( query = '' ): string {
	return `<form class="kiosk-search__form" id="kiosk-search-form" role="search" method="get" action="/"><label class="screen-reader-text" for="kiosk-search-input">Suche nach:</label><input class="kiosk-search__input" id="kiosk-search-input" type="search" name="s" value="${ esc( query ) }"><button class="kiosk-button kiosk-search__submit" type="submit">Suchen</button></form>`;
}

/** The default layout: header, main, footer. */
/** Makes a site path absolute (Lighthouse and search engines want absolute canonicals). */
function absolute( url: string, origin: string ): string {
	return url.startsWith( '/' ) ? `${ origin }${ url }` : url;
}

export const layout: Layout = ( { page, styles, scripts, path, origin } ) => {
	const menu = menuItems( MENU, path, { n: 0 } );
	const legal = LEGAL.map(
		( item ) =>
			`<li><a href="${ esc( item.href ) }">${ esc( item.label ) }</a></li>`
	).join( '' );
	return `<!DOCTYPE html>
<html lang="de-DE" class="kiosk-no-js">
<head>
<meta charset="utf-8">
<script>${ NO_JS }</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ esc( page.title ) } – ${ SITE_NAME }</title>
${ page.description ? `<meta name="description" content="${ esc( page.description ) }">` : '' }
${ page.noindex ? '<meta name="robots" content="noindex">' : '' }
${ page.canonical ? `<link rel="canonical" href="${ esc( absolute( page.canonical, origin ) ) }">` : '' }
<link rel="icon" href="${ esc( faviconDataUri() ) }" type="image/svg+xml">
<link rel="stylesheet" href="${ THEME_URL }/style.css">
${ styles }
${ page.head || '' }
</head>
<body class="kiosk-body ${ esc( page.bodyClass || '' ) }">
<div id="kiosk-top"><a class="kiosk-skip-link screen-reader-text" href="#kiosk-main">Zum Inhalt springen</a></div>
<header class="kiosk-header" data-kiosk-sticky-header>
<div class="kiosk-header__inner">
<p class="kiosk-header__brand"><a href="/" rel="home">${ SITE_NAME }</a></p>
<button class="kiosk-menu-toggle" type="button" aria-expanded="false" aria-controls="kiosk-primary-menu" data-kiosk-menu-toggle>${ icon( 'menu' ) }<span class="kiosk-menu-toggle__label">Menü</span></button>
<nav class="kiosk-menu" id="kiosk-primary-menu" aria-label="Hauptmenü" data-kiosk-menu><ul class="kiosk-menu__list">${ menu }</ul></nav>
<div class="kiosk-search" data-kiosk-search><button class="kiosk-search__toggle" type="button" aria-expanded="false" aria-controls="kiosk-search-form">${ icon( 'search' ) }<span class="screen-reader-text">Suche öffnen</span></button>${ searchForm() }</div>
${ miniCartButton() }
<a class="kiosk-header__account" href="/mein-konto/">Mein Konto</a>
</div>
</header>
<main id="kiosk-main" class="kiosk-main" tabindex="-1">
${ page.main }
</main>
<footer class="kiosk-footer">
<div class="kiosk-footer__inner">
<nav class="kiosk-footer__nav" aria-label="Rechtliches"><ul class="kiosk-footer__legal">${ legal }</ul></nav>
<p class="kiosk-footer__copy">© 2026 ${ SITE_NAME }</p>
</div>
</footer>
<a class="kiosk-scroll-up" href="#kiosk-top" data-kiosk-scroll-up>${ icon( 'up' ) }<span class="screen-reader-text">Nach oben</span></a>
${ scripts }
</body>
</html>`;
};
