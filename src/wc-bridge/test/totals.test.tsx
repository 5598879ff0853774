/**
 * `TotalsItem` and the other display components of `wc.blocksCheckout`,
 * called as WooCommerce's extensions call them (e.g. a fee or points row
 * in an order-meta fill: `<TotalsItem label value={ cents } currency={
 * getCurrencyFromPriceResponse( cart.cartTotals ) } />`).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createCheckoutBlockRegistry } from '../../registry/checkout-blocks';
import { createCheckoutFilterRegistry } from '../../registry/checkout-filters';
import { blocksCheckout, type KioskRegistry } from '../blocks-checkout';
import { getCurrencyFromPriceResponse } from '../price-format';

const wc = blocksCheckout(
	{
		...createCheckoutBlockRegistry(),
		...createCheckoutFilterRegistry(),
	} as unknown as KioskRegistry,
	() => ( {} ) as any
);

/** The Store API totals of a cart in Swiss francs (not the site's euro). */
const CHF_TOTALS = {
	currency_code: 'CHF',
	currency_symbol: 'CHF',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: "'",
	currency_prefix: 'CHF ',
	currency_suffix: '',
};

describe( 'TotalsItem', () => {
	it( "formats an amount in minor units with the cart's currency, as a row of Kiosk's totals list", () => {
		const { TotalsItem } = wc;
		render(
			<TotalsItem
				className="acme-points"
				label="Treuepunkte"
				value={ -123456 }
				currency={ getCurrencyFromPriceResponse( CHF_TOTALS ) }
				description="100 Punkte eingelöst"
			/>
		);
		const list = screen.getByRole( 'term' ).closest( 'dl' )!;
		expect( list.className ).toContain( 'kiosk-totals' );
		const row = screen.getByText( 'Treuepunkte' ).parentElement!;
		expect( row.className ).toBe(
			'kiosk-totals__row wc-block-components-totals-item acme-points'
		);
		const [ value, description ] =
			within( row ).getAllByRole( 'definition' );
		expect( value.textContent ).toBe( "-CHF 1'234.56" );
		expect( description.textContent ).toBe( '100 Punkte eingelöst' );
	} );

	it( "uses the site's currency where none is given, shows an element as it is and no value for anything else", () => {
		const { TotalsItem } = wc;
		const { rerender } = render(
			<TotalsItem label="Gebühr" value={ 250 } />
		);
		expect( screen.getByRole( 'definition' ).textContent ).toBe( '2,50 €' );
		rerender(
			<TotalsItem label="Gebühr" value={ <strong>gratis</strong> } />
		);
		expect( screen.getByRole( 'definition' ).textContent ).toBe( 'gratis' );
		rerender( <TotalsItem label="Gebühr" value={ 'abc' as never } /> );
		expect( screen.queryByRole( 'definition' ) ).toBeNull();
	} );
} );

describe( 'TotalsWrapper, Label, Panel, StoreNotice', () => {
	it( "group, label, fold and announce with WooCommerce's props", () => {
		const { TotalsWrapper, Label, Panel, StoreNotice } = wc;
		const { container } = render(
			<>
				<TotalsWrapper slotWrapper>
					<Label label="5 €" screenReaderLabel="fünf Euro" />
				</TotalsWrapper>
				<TotalsWrapper />
				<Panel title="Details">
					<p>Versand aus Leipzig</p>
				</Panel>
				<StoreNotice status="error">Gutschein abgelaufen</StoreNotice>
			</>
		);
		expect(
			container.querySelectorAll( '.wc-block-components-totals-wrapper' )
		).toHaveLength( 1 );
		expect(
			container.querySelector( '.slot-wrapper .screen-reader-text' )
				?.textContent
		).toBe( 'fünf Euro' );
		expect( screen.queryByText( 'Versand aus Leipzig' ) ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Details' } ) );
		expect( screen.getByText( 'Versand aus Leipzig' ) ).toBeTruthy();
		expect(
			screen
				.getByRole( 'button', { name: 'Details' } )
				.getAttribute( 'aria-expanded' )
		).toBe( 'true' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Gutschein abgelaufen'
		);
	} );
} );
