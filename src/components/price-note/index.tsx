/**
 * German shop law beside a price total: "inkl. MwSt., zzgl. Versandkosten"
 * ("zzgl. MwSt." when prices show net), with "Versandkosten" linked to the
 * shop's shipping costs page when it has one.
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface PriceNoteProps {
	/** Whether taxes apply at all. */
	taxesEnabled: boolean;
	/** Whether prices show with tax. */
	includingTax: boolean;
	/** The shipping costs page ('' for none). */
	shippingUrl: string;
	className?: string;
}

export function PriceNote( {
	taxesEnabled,
	includingTax,
	shippingUrl,
	className = 'kiosk-price-note',
}: PriceNoteProps ) {
	let text: string = __( 'plus <a>shipping</a>', 'kiosk' );
	if ( taxesEnabled ) {
		text = includingTax
			? __( 'incl. VAT, plus <a>shipping</a>', 'kiosk' )
			: __( 'excl. VAT, plus <a>shipping</a>', 'kiosk' );
	}
	return (
		<p className={ className }>
			{ createInterpolateElement( text, {
				// eslint-disable-next-line jsx-a11y/anchor-has-content -- the text comes from the translation.
				a: shippingUrl ? <a href={ shippingUrl } /> : <span />,
			} ) }
		</p>
	);
}
