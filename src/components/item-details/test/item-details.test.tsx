/**
 * <ItemDetails> prints what the server's copy of the cart prints for the
 * same item (php/Blocks/CartMarkup/ItemDetails.php; the same markup is
 * expected in tests/php/cases/CartMarkupItemDetailsTest.php::test_html).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ItemDetails } from '..';

/** The HTML React renders (adjacent text nodes read as one, as in the browser's serialisation). */
const html = ( element: ReactElement ): string =>
	render( element ).container.innerHTML;

describe( 'ItemDetails', () => {
	it( 'prints the markup the server prints', () => {
		expect(
			html(
				<ItemDetails
					className="kiosk-cart-item__details"
					variation={ [ { attribute: 'Größe', value: 'M' } ] }
					itemData={ [ { name: '', value: 'Geschenk <3' } ] }
				/>
			)
		).toBe(
			'<ul class="kiosk-cart-item__details wc-block-components-product-details">' +
				'<li class="wc-block-components-product-details__gr-e"><span class="wc-block-components-product-details__name">Größe:</span> <span class="wc-block-components-product-details__value">M</span></li>' +
				'<li><span class="wc-block-components-product-details__value">Geschenk &lt;3</span></li>' +
				'</ul>'
		);
	} );

	it( 'prints nothing for an item without details', () => {
		expect(
			html(
				<ItemDetails
					className="x"
					itemData={ [ { key: 'gzd-unit_price', value: '' } ] }
				/>
			)
		).toBe( '' );
	} );
} );
