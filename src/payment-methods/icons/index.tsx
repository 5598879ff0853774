/**
 * Payment icons of SPEC section 3 as inline SVG components (no icon font).
 * Brand marks are simple, accessible badges: a coloured card with the name.
 */
import type { ReactElement } from 'react';

const BRANDS: Record< string, [ string, string ] > = {
	alipay: [ 'Alipay', '#1677ff' ],
	amex: [ 'AMEX', '#2e77bc' ],
	bancontact: [ 'Bancontact', '#005498' ],
	diners: [ 'Diners', '#0079be' ],
	discover: [ 'Discover', '#ff6000' ],
	eps: [ 'eps', '#c8036f' ],
	giropay: [ 'giropay', '#000268' ],
	ideal: [ 'iDEAL', '#cc0066' ],
	jcb: [ 'JCB', '#0e4c96' ],
	laser: [ 'Laser', '#00558c' ],
	maestro: [ 'Maestro', '#cc0000' ],
	mastercard: [ 'Mastercard', '#eb001b' ],
	multibanco: [ 'Multibanco', '#1d5f9c' ],
	p24: [ 'P24', '#d13239' ],
	sepa: [ 'SEPA', '#10298e' ],
	sofort: [ 'SOFORT', '#ef809f' ],
	unionpay: [ 'UnionPay', '#e21836' ],
	visa: [ 'VISA', '#1a1f71' ],
	wechat: [ 'WeChat', '#09bb07' ],
};

/** The names of the payment method icons. */
export const PAYMENT_ICON_NAMES = /* #__PURE__ */ Object.keys( BRANDS );

/** A brand badge (e.g. `<PaymentIcon name="visa" />`). */
export function PaymentIcon( { name }: { name: string } ): ReactElement | null {
	const brand = BRANDS[ name ];
	if ( ! brand ) {
		return null;
	}
	return (
		<svg
			className={ `kiosk-payment-icon kiosk-payment-icon--${ name }` }
			width="40"
			height="24"
			viewBox="0 0 40 24"
			role="img"
			aria-label={ brand[ 0 ] }
		>
			<rect width="40" height="24" rx="3" fill={ brand[ 1 ] } />
			<text
				x="20"
				y="15.5"
				fill="#fff"
				fontSize={ brand[ 0 ].length > 6 ? 6 : 8 }
				fontFamily="sans-serif"
				fontWeight="700"
				textAnchor="middle"
			>
				{ brand[ 0 ] }
			</text>
		</svg>
	);
}

const LABEL_PATHS: Record< string, string > = {
	bank: 'M12 2 2 7v2h20V7L12 2zm-7 9v7h2v-7H5zm6 0v7h2v-7h-2zm6 0v7h2v-7h-2zM2 20v2h20v-2H2z',
	bill: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2zm3 5v2h6V7H9zm0 4v2h6v-2H9z',
	card: 'M2 5h20v14H2V5zm0 3v3h20V8H2zm3 7v2h5v-2H5z',
	checkPayment:
		'M2 6h20v12H2V6zm3 3v2h8V9H5zm0 4v2h5v-2H5zm10 1 2 2 4-4-1-1-3 3-1-1-1 1z',
};

/** The names of the label icons. */
export const LABEL_ICON_NAMES = /* #__PURE__ */ Object.keys( LABEL_PATHS );

/** A payment label icon (bank, bill, card, checkPayment); decorative. */
export function PaymentLabelIcon( {
	name,
}: {
	name: string;
} ): ReactElement | null {
	const d = LABEL_PATHS[ name ];
	return d ? (
		<svg
			className="kiosk-payment-label-icon"
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ d } fill="currentColor" />
		</svg>
	) : null;
}
