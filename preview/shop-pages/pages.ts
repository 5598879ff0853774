/**
 * Markup of the shop grid, the product page and the cart page.
 * Every value is escaped; prices come from the Store API's catalogue.
 */
import { esc } from '../wp/page';
import type { Catalogue } from '../store-api/products';
import type { ProductRecord } from '../store-api/catalogue';
import { formatPrice } from '../store-api/money';

function priceHtml( catalogue: Catalogue, record: ProductRecord ): string {
	const price = catalogue.unitPrice( record );
	if ( record.salePrice !== null && record.salePrice < record.regularPrice ) {
		return `<p class="kiosk-product__price"><del><span class="screen-reader-text">Ursprünglicher Preis: </span>${ esc( formatPrice( record.regularPrice ) ) }</del> <ins><span class="screen-reader-text">Aktueller Preis: </span>${ esc( formatPrice( price ) ) }</ins></p>`;
	}
	return `<p class="kiosk-product__price">${ esc( formatPrice( price ) ) }</p>`;
}

function addButton( record: ProductRecord ): string {
	return `<button type="button" class="kiosk-button kiosk-add-to-cart" data-kiosk-add-to-cart data-product-id="${ record.id }" data-product-name="${ esc( record.name ) }" data-quantity="${ record.limits.minimum }" aria-label="„${ esc( record.name ) }“ in den Warenkorb legen">In den Warenkorb</button><p class="kiosk-add-to-cart-status screen-reader-text" role="status"></p>`;
}

function action( catalogue: Catalogue, record: ProductRecord ): string {
	const stock = catalogue.stock( record.id );
	if ( stock !== null && stock <= 0 ) {
		return '<p class="kiosk-product__stock">Ausverkauft</p>';
	}
	if ( record.type === 'variable' ) {
		return `<a class="kiosk-button" href="${ esc( catalogue.permalink( record ) ) }" aria-label="Ausführung wählen: ${ esc( record.name ) }">Ausführung wählen</a>`;
	}
	return addButton( record );
}

/** The product grid of /shop/. */
export function shopGrid( catalogue: Catalogue ): string {
	const cards = catalogue
		.all()
		.filter( ( record ) => record.parent === 0 )
		.map( ( record ) => {
			const image = catalogue.image( record );
			return `<li class="kiosk-product-card" data-kiosk-product>
<a href="${ esc( catalogue.permalink( record ) ) }"><img src="${ esc( image.src ) }" alt="" width="240" height="240" loading="lazy"><h2 class="kiosk-product-card__title">${ esc( record.name ) }</h2></a>
${ priceHtml( catalogue, record ) }
${ action( catalogue, record ) }
</li>`;
		} )
		.join( '\n' );
	return `<h1>Shop</h1><p>Bücher, Abos und Schönes rund ums Kiosk Magazin.</p><ul class="kiosk-product-grid">${ cards }</ul>`;
}

/** The product page of /produkt/{slug}/. */
export function productPage(
	catalogue: Catalogue,
	record: ProductRecord
): string {
	const image = catalogue.image( record );
	const stock = catalogue.stock( record.id );
	let buy = action( catalogue, record );
	if ( record.type === 'variable' ) {
		const options = catalogue
			.variations( record.id )
			.map(
				( v ) =>
					`<option value="${ v.id }">${ esc( v.variationValue || v.name ) }</option>`
			)
			.join( '' );
		buy = `<label for="kiosk-variation">Größe</label> <select id="kiosk-variation" name="variation_id">${ options }</select> ${ addButton( record ) }`;
	} else if ( ! record.soldIndividually && ( stock === null || stock > 0 ) ) {
		const { minimum, maximum, multiple_of: step } = record.limits;
		buy = `<label for="kiosk-quantity">Anzahl</label> <input id="kiosk-quantity" name="quantity" type="number" inputmode="numeric" value="${ minimum }" min="${ minimum }" max="${ Math.min( maximum, stock ?? maximum ) }" step="${ step }"> ${ buy }`;
	}
	return `<article class="kiosk-product" data-kiosk-product>
<img src="${ esc( image.src ) }" alt="${ esc( image.alt ) }" width="480" height="480">
<div class="kiosk-product__summary">
<h1>${ esc( record.name ) }</h1>
${ priceHtml( catalogue, record ) }
<p>${ esc( record.shortDescription ) }</p>
${ stock !== null && stock > 0 && stock <= 5 ? `<p class="kiosk-product__stock">Nur noch ${ stock } vorrätig</p>` : '' }
<form class="kiosk-product__form" onsubmit="return false">${ buy }</form>
<p>${ esc( record.description || '' ) }</p>
<p><a href="/shop/">Zurück zum Shop</a></p>
</div>
</article>`;
}

/** The cart page: the cart block's server-rendered container. */
export function cartPage(): string {
	return `<h1>Warenkorb</h1><div class="wp-block-kiosk-cart alignwide" data-block-name="kiosk/cart"><noscript><p>Bitte aktivieren Sie JavaScript, um Ihren Warenkorb zu sehen.</p></noscript></div>`;
}
