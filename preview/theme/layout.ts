/**
 * The theme's layout in the preview host. The markup follows the contract
 * in src/magazine/README.md, which the PHP theme renders too.
 */
import { esc, type Layout } from '../wp/page';

export const SITE_NAME = 'Kiosk Magazin';
export const THEME_URL = '/wp-content/themes/kiosk';

const MENU = [
	{ href: '/', label: 'Startseite' },
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

/** The default layout: header, main, footer. */
export const layout: Layout = ( { page, styles, scripts, path, user } ) => {
	const menu = MENU.map(
		( item ) =>
			`<li class="kiosk-menu__item"><a href="${ esc( item.href ) }"${ item.href === path ? ' aria-current="page"' : '' }>${ esc( item.label ) }</a></li>`
	).join( '' );
	const legal = LEGAL.map( ( item ) => `<li><a href="${ esc( item.href ) }">${ esc( item.label ) }</a></li>` ).join( '' );
	const account = user ? esc( user.displayName ) : 'Anmelden';
	return `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ esc( page.title ) } – ${ SITE_NAME }</title>
${ page.description ? `<meta name="description" content="${ esc( page.description ) }">` : '' }
${ page.noindex ? '<meta name="robots" content="noindex">' : '' }
${ page.canonical ? `<link rel="canonical" href="${ esc( page.canonical ) }">` : '' }
<link rel="stylesheet" href="${ THEME_URL }/style.css">
${ styles }
${ page.head || '' }
</head>
<body class="${ esc( page.bodyClass || '' ) }">
<a class="kiosk-skip-link" href="#kiosk-main">Zum Inhalt springen</a>
<header class="kiosk-header">
<p class="kiosk-header__brand"><a href="/">${ SITE_NAME }</a></p>
<nav class="kiosk-menu" aria-label="Hauptmenü"><ul class="kiosk-menu__list">${ menu }</ul></nav>
<a class="kiosk-header__account" href="/mein-konto/">${ account }</a>
</header>
<main id="kiosk-main" class="kiosk-main">
${ page.main }
</main>
<footer class="kiosk-footer">
<nav aria-label="Rechtliches"><ul class="kiosk-footer__legal">${ legal }</ul></nav>
<p>© 2026 ${ SITE_NAME }</p>
</footer>
${ scripts }
</body>
</html>`;
};
