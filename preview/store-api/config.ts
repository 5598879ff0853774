/**
 * Shop configuration: coupons, shipping zones and methods, local pickup,
 * payment gateways and the options a shop owner would set.
 */
import type { MetaData } from '../../src/types/store-api';

/** A coupon definition. */
export interface CouponDefinition {
	code: string;
	type: 'percent' | 'fixed_cart';
	/** Percent, or cents for fixed_cart. */
	amount: number;
	/** Expiry as ISO date (exclusive), if any. */
	expires?: string;
	/** Minimum spend in cents incl. VAT. */
	minimumAmount?: number;
}

export const COUPONS: CouponDefinition[] = [
	{ code: 'sommer10', type: 'percent', amount: 10 },
	{ code: 'fix5', type: 'fixed_cart', amount: 500 },
	{ code: 'winter2023', type: 'percent', amount: 20, expires: '2024-01-01' },
	{ code: 'leser15', type: 'percent', amount: 15, minimumAmount: 5000 },
];

/** A shipping method instance of a zone. */
export interface ShippingMethodDefinition {
	rateId: string;
	methodId: 'flat_rate' | 'free_shipping';
	instanceId: number;
	name: string;
	/** Cost in cents incl. VAT. */
	cost: number;
	/** free_shipping: minimum order amount (cents incl. VAT, after discounts). */
	minAmount?: number;
	deliveryTime: string;
}

export interface ShippingZone {
	name: string;
	countries: string[];
	methods: ShippingMethodDefinition[];
}

export const SHIPPING_ZONES: ShippingZone[] = [
	{
		name: 'Deutschland',
		countries: [ 'DE' ],
		methods: [
			{
				rateId: 'flat_rate:1',
				methodId: 'flat_rate',
				instanceId: 1,
				name: 'Standardversand',
				cost: 500,
				deliveryTime: '2–3 Werktage',
			},
			{
				rateId: 'free_shipping:2',
				methodId: 'free_shipping',
				instanceId: 2,
				name: 'Kostenloser Versand',
				cost: 0,
				minAmount: 5000,
				deliveryTime: '2–3 Werktage',
			},
		],
	},
	{
		name: 'Österreich und Schweiz',
		countries: [ 'AT', 'CH' ],
		methods: [
			{
				rateId: 'flat_rate:3',
				methodId: 'flat_rate',
				instanceId: 3,
				name: 'Versand ins Ausland',
				cost: 1200,
				deliveryTime: '4–6 Werktage',
			},
		],
	},
];

export const SHIPPING_TAX_RATE = 19;

/** Local pickup settings (WooCommerce's `pickup_location` method). */
export const LOCAL_PICKUP = {
	enabled: true,
	/** WooCommerce's default label is 'Local pickup'; this German site calls it: */
	label: 'Abholung vor Ort',
	cost: 0,
	locations: [
		{
			name: 'Redaktion Berlin',
			address: 'Torstraße 1, 10119 Berlin, DE',
			details: 'Mo–Fr 10–18 Uhr, Empfang im Erdgeschoss.',
		},
		{
			name: 'Kiosk am Hafen',
			address: 'Große Elbstraße 12, 22767 Hamburg, DE',
			details: 'Di–Sa 9–14 Uhr.',
		},
	],
};

/** Meta data of a pickup rate. */
export function pickupMeta( index: number ): MetaData[] {
	const location = LOCAL_PICKUP.locations[ index ];
	return [
		{ key: 'pickup_location', value: location.name },
		{ key: 'pickup_address', value: location.address },
		{ key: 'pickup_details', value: location.details },
	];
}

/** Gift wrapping via the demo cart extension (`kiosk-demo` namespace). */
export const GIFT_WRAP_FEE = {
	key: 'geschenkverpackung',
	name: 'Geschenkverpackung',
	cost: 250,
	taxRate: 19,
};
export const EXTENSION_NAMESPACES = [ 'kiosk-demo' ];

/** Payment gateways. */
export const GATEWAYS = {
	bacs: {
		title: 'Direkte Banküberweisung',
		description:
			'Überweisen Sie den Betrag direkt auf unser Konto. Bitte geben Sie die Bestellnummer als Verwendungszweck an. Ihre Bestellung wird erst nach Zahlungseingang versandt.',
		status: 'on-hold',
	},
	cheque: {
		title: 'Scheckzahlung',
		description:
			'Bitte senden Sie Ihren Scheck an: Kiosk Magazin GmbH, Torstraße 1, 10119 Berlin.',
		status: 'on-hold',
	},
	cod: {
		title: 'Nachnahme',
		description: 'Bezahlen Sie bar bei Lieferung.',
		status: 'processing',
		enableForShippingMethods: [ 'flat_rate', 'free_shipping' ],
	},
	kiosk_card_demo: {
		title: 'Kreditkarte (Demo)',
		description:
			'Demo-Kartenzahlung mit gespeicherter Karte. Es wird nichts abgebucht.',
		status: 'processing',
	},
	kiosk_express_demo: {
		title: 'Express-Zahlung (Demo)',
		description: 'Demo für den Express-Checkout. Es wird nichts abgebucht.',
		status: 'processing',
	},
} as const;

export type GatewayId = keyof typeof GATEWAYS;

/** Shop options and their defaults (stored in site options under `kiosk_shop_*`). */
export const SHOP_DEFAULTS = {
	guestCheckout: true,
	accountCreation: true,
	displayCartPricesIncludingTax: true,
	displayItemizedTaxes: false,
	taxesEnabled: true,
};
