/**
 * Entry for `kiosk-mini-cart`, on every page: no React and no dependencies.
 * It keeps the server-rendered header button's count current and, on the
 * first open, loads the drawer's scripts (`kiosk-mini-cart-drawer` and its
 * dependencies, listed by the server at the address
 * `kioskSettings.miniCart.list`, asked for once the reader's pointer or
 * focus reaches the button) and opens the drawer.
 */
import { loadScripts } from '../../components/script-loader/load-script';
import { fetchList } from '../../components/script-loader/fetch-list';
import { preloadScripts } from '../../components/script-loader/preload';

interface CartCount {
	items_count?: unknown;
}

const COUNT_KEY = 'kiosk-mini-cart-count';
/** Blocks whose script loads the cart through the `kiosk/cart` store. */
const STORE_BLOCKS = '.wp-block-kiosk-cart, .wp-block-kiosk-checkout';
const w = window;

function render( count: number ) {
	document
		.querySelectorAll< HTMLElement >( '[data-kiosk-mini-cart]' )
		.forEach( ( button ) => {
			const badge = button.querySelector< HTMLElement >(
				'.kiosk-mini-cart__badge'
			);
			if ( badge ) {
				badge.textContent = String( count );
				badge.hidden = count < 1;
			}
			const template =
				button.dataset[ count === 1 ? 'labelOne' : 'labelMany' ];
			if ( template ) {
				button.setAttribute(
					'aria-label',
					template.replace( '%d', String( count ) )
				);
			}
		} );
	try {
		localStorage.setItem( COUNT_KEY, String( count ) );
	} catch {}
}

let opening: Promise< void > | null = null;
/** Whether a cart update arrived after the header's request started. */
let updatedSince = false;

/** The drawer's scripts, once the drawer has not loaded yet. */
const drawerScripts = () => {
	const list = w.kiosk?.miniCart ? '' : w.kioskSettings?.miniCart?.list;
	return list ? fetchList( list ) : Promise.resolve( [] );
};

async function open() {
	if ( ! w.kiosk?.miniCart ) {
		const entries = await drawerScripts();
		preloadScripts( entries );
		await loadScripts( entries );
	}
	await w.kiosk?.miniCart?.open();
}

function init() {
	const buttons = document.querySelectorAll< HTMLElement >(
		'[data-kiosk-mini-cart]'
	);
	if ( ! buttons.length ) {
		return;
	}
	// The server's count where it prints one (the order-received and
	// order-pay pages, after the order emptied the cart), else the count
	// kept from an earlier page.
	const known = buttons[ 0 ].dataset.count;
	let cached = 0;
	try {
		cached = Number( localStorage.getItem( COUNT_KEY ) ) || 0;
	} catch {}
	render( known !== undefined ? Number( known ) || 0 : cached );
	document.body.addEventListener( 'kiosk-cart-updated', ( event ) => {
		updatedSince = true;
		render(
			( event as CustomEvent< { itemsCount: number } > ).detail.itemsCount
		);
	} );
	const warm = () => drawerScripts().catch( () => undefined );
	buttons.forEach( ( button ) => {
		button.addEventListener( 'pointerenter', warm );
		button.addEventListener( 'focus', warm );
		button.addEventListener( 'click', ( event ) => {
			// Without the script the button goes to the cart page (its form).
			event.preventDefault();
			opening ||= open().finally( () => ( opening = null ) );
		} );
	} );
	// Where the cart or checkout block runs, the `kiosk/cart` store loads the
	// cart anyway and reports the count (kiosk-cart-updated): one request.
	if ( ! document.querySelector( STORE_BLOCKS ) ) {
		loadCount();
	}
}

/**
 * The header's one cart request. Where the page has `kiosk-api` (shop and
 * product pages), it goes through it, so its session keeps the Nonce and
 * Cart-Token the answer carries and the first add to cart needs no second
 * cart request; elsewhere a plain fetch (no dependencies).
 */
function loadCount() {
	const api = w.kiosk?.api;
	updatedSince = false;
	const cart: Promise< CartCount | null > = api
		? api.request< CartCount >( {
				path: '/wc/store/v1/cart',
				method: 'GET',
				cache: 'no-store',
			} )
		: fetch(
				`${ w.kioskSettings?.restRoot || '/wp-json/' }wc/store/v1/cart`,
				{
					credentials: 'same-origin',
					headers: { Accept: 'application/json' },
				}
			).then( ( response ) => ( response.ok ? response.json() : null ) );
	const done = cart
		.then( ( value ) => {
			// A write answered meanwhile knows the newer count.
			if (
				! updatedSince &&
				value &&
				typeof value.items_count === 'number'
			) {
				render( value.items_count );
			}
		} )
		.catch( () => undefined )
		.finally( () => {
			if ( w.kiosk?.headerCart === done ) {
				delete w.kiosk.headerCart;
			}
		} );
	if ( api && w.kiosk ) {
		w.kiosk.headerCart = done;
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
