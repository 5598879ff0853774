import { render, screen } from '@testing-library/react';
import { PriceNote } from '..';

describe( 'PriceNote', () => {
	it( 'says incl. VAT plus shipping, with shipping linked to the shipping page', () => {
		render(
			<PriceNote
				taxesEnabled
				includingTax
				shippingUrl="https://shop.test/versand/"
			/>
		);
		expect( screen.getByRole( 'paragraph' ) ).toHaveTextContent(
			'incl. VAT, plus shipping'
		);
		expect(
			screen.getByRole( 'link', { name: 'shipping' } )
		).toHaveAttribute( 'href', 'https://shop.test/versand/' );
	} );

	it( 'says excl. VAT for net prices, and links nothing without a shipping page', () => {
		render(
			<PriceNote taxesEnabled includingTax={ false } shippingUrl="" />
		);
		expect( screen.getByRole( 'paragraph' ) ).toHaveTextContent(
			'excl. VAT, plus shipping'
		);
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'names no VAT when taxes are off', () => {
		render(
			<PriceNote taxesEnabled={ false } includingTax shippingUrl="" />
		);
		expect( screen.getByRole( 'paragraph' ) ).toHaveTextContent(
			/^plus shipping$/
		);
	} );
} );
