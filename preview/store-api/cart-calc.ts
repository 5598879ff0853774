/**
 * Computes the Store API cart from the stored cart document: line prices
 * and taxes, coupons, fees, shipping packages and rates, totals, errors,
 * cross-sells and available payment methods.
 */
import type {
	Cart,
	CartCoupon,
	CartError,
	CartFee,
	CartItem,
	ShippingPackage,
	ShippingRate,
} from '../../src/types/store-api';
import type { CartDoc } from './cart-doc';
import type { Catalogue } from './products';
import type { ProductRecord } from './catalogue';
import { findCoupon } from './coupons';
import { GATEWAYS, GIFT_WRAP_FEE, type GatewayId } from './config';
import { CURRENCY, amount, includedTax, TAX_RATES, taxLines } from './money';
import { ratesFor, shipsTo } from './shipping';

export interface CalcOptions {
	includeTax: boolean;
	userId: number;
	now: number;
}

/** One computed line (for orders and stock). */
export interface ComputedLine {
	key: string;
	id: number;
	record: ProductRecord;
	quantity: number;
	gross: number;
	discount: number;
}

/** The cart with what checkout needs besides it. */
export interface ComputedCart {
	cart: Cart;
	lines: ComputedLine[];
	selectedRates: ShippingRate[];
	/** Whether every package has a selected rate (or none is needed). */
	shippingOk: boolean;
	itemsGross: number;
	totalGross: number;
}

const limitsOf = ( record: ProductRecord ) =>
	record.soldIndividually ? { ...record.limits, maximum: 1 } : record.limits;

/** Discount per line (cents incl. VAT) of each coupon, fixed-cart spread by value. */
function discounts(
	doc: CartDoc,
	grossByLine: number[],
	now: number
): { perLine: number[]; perCoupon: number[][] } {
	const perLine = grossByLine.map( () => 0 );
	const total = grossByLine.reduce( ( sum, value ) => sum + value, 0 );
	const perCoupon = doc.coupons.map( ( code ) => {
		const coupon = findCoupon( code );
		const shares = grossByLine.map( () => 0 );
		if (
			! coupon ||
			( coupon.expires && now >= Date.parse( coupon.expires ) ) ||
			total === 0
		) {
			return shares;
		}
		if ( coupon.type === 'percent' ) {
			grossByLine.forEach( ( gross, index ) => {
				shares[ index ] = Math.round( ( gross * coupon.amount ) / 100 );
			} );
		} else {
			let left = Math.min( coupon.amount, total );
			grossByLine.forEach( ( gross, index ) => {
				const share =
					index === grossByLine.length - 1
						? left
						: Math.min(
								left,
								Math.round( ( coupon.amount * gross ) / total )
							);
				shares[ index ] = share;
				left -= share;
			} );
		}
		shares.forEach( ( share, index ) => {
			const room = grossByLine[ index ] - perLine[ index ];
			shares[ index ] = Math.max( 0, Math.min( share, room ) );
			perLine[ index ] += shares[ index ];
		} );
		return shares;
	} );
	return { perLine, perCoupon };
}

/** Computes the cart. */
export function computeCart(
	doc: CartDoc,
	catalogue: Catalogue,
	options: CalcOptions
): ComputedCart {
	const errors: CartError[] = [];
	const lines: ComputedLine[] = [];
	for ( const item of doc.items ) {
		const record = catalogue.get( item.id );
		if ( record ) {
			lines.push( {
				key: item.key,
				id: item.id,
				record,
				quantity: item.quantity,
				gross: catalogue.unitPrice( record ) * item.quantity,
				discount: 0,
			} );
		}
	}
	const { perLine, perCoupon } = discounts(
		doc,
		lines.map( ( line ) => line.gross ),
		options.now
	);
	lines.forEach( ( line, index ) => {
		line.discount = perLine[ index ];
	} );

	const taxByRate = new Map< number, number >();
	const addTax = ( rate: number, value: number ) =>
		taxByRate.set( rate, ( taxByRate.get( rate ) || 0 ) + value );
	let totalItems = 0;
	let totalItemsTax = 0;
	let totalDiscount = 0;
	let totalDiscountTax = 0;
	let itemsGross = 0;
	let itemsAfterDiscount = 0;

	const items: CartItem[] = lines.map( ( line, index ) => {
		const item = doc.items.find( ( entry ) => entry.key === line.key )!;
		const { record } = line;
		const rate = TAX_RATES[ record.taxClass ];
		const unit = catalogue.unitPrice( record );
		const subtotalTax = includedTax( line.gross, rate );
		const totalGross = line.gross - line.discount;
		const totalTax = includedTax( totalGross, rate );
		totalItems += line.gross - subtotalTax;
		totalItemsTax += subtotalTax;
		totalDiscount += line.discount - ( subtotalTax - totalTax );
		totalDiscountTax += subtotalTax - totalTax;
		itemsGross += line.gross;
		itemsAfterDiscount += totalGross;
		addTax( rate, totalTax );
		const show = ( cents: number ) =>
			options.includeTax ? cents : cents - includedTax( cents, rate );
		const stock = catalogue.stock( record.id );
		if ( stock !== null && stock < line.quantity ) {
			errors.push(
				stock <= 0
					? {
							code: 'woocommerce_rest_product_out_of_stock',
							message: `„${ record.name }“ ist nicht vorrätig und kann nicht gekauft werden. Bitte entfernen Sie den Artikel aus dem Warenkorb.`,
						}
					: {
							code: 'woocommerce_rest_product_partially_out_of_stock',
							message: `Von „${ record.name }“ sind nicht genügend Exemplare vorrätig (${ stock } verfügbar). Bitte passen Sie die Menge an.`,
						}
			);
		}
		const limits = limitsOf( record );
		const maximum =
			stock !== null
				? Math.max(
						0,
						Math.min(
							limits.maximum,
							stock - ( stock % limits.multiple_of )
						)
					)
				: limits.maximum;
		const precision = 6;
		const scale = 10 ** ( precision - CURRENCY.currency_minor_unit );
		void index;
		return {
			key: line.key,
			id: record.id,
			type: record.type,
			quantity: line.quantity,
			quantity_limits: {
				minimum: limits.minimum,
				maximum: Math.max( maximum, limits.minimum ),
				multiple_of: limits.multiple_of,
				editable: ! record.soldIndividually,
			},
			name: record.name,
			summary: `<p>${ record.shortDescription }</p>`,
			short_description: `<p>${ record.shortDescription }</p>`,
			description: `<p>${ record.description }</p>`,
			sku: record.sku,
			low_stock_remaining: stock !== null && stock <= 5 ? stock : null,
			backorders_allowed: false,
			show_backorder_badge: false,
			sold_individually: record.soldIndividually,
			permalink: catalogue.permalink(
				record.parent
					? ( catalogue.get( record.parent ) ?? record )
					: record
			),
			images: [ catalogue.image( record ) ],
			variation: item.variation,
			item_data: [],
			prices: {
				...CURRENCY,
				price: amount( show( unit ) ),
				regular_price: amount( show( record.regularPrice ) ),
				sale_price: amount( show( unit ) ),
				price_range: null,
				raw_prices: {
					precision,
					price: String( show( unit ) * scale ),
					regular_price: String(
						show( record.regularPrice ) * scale
					),
					sale_price: String( show( unit ) * scale ),
				},
			},
			totals: {
				...CURRENCY,
				line_subtotal: amount( line.gross - subtotalTax ),
				line_subtotal_tax: amount( subtotalTax ),
				line_total: amount( totalGross - totalTax ),
				line_total_tax: amount( totalTax ),
			},
			catalog_visibility: 'visible',
			extensions: {},
		};
	} );

	const coupons: CartCoupon[] = doc.coupons.map( ( code, couponIndex ) => {
		const coupon = findCoupon( code );
		let gross = 0;
		let tax = 0;
		perCoupon[ couponIndex ].forEach( ( share, index ) => {
			gross += share;
			tax += includedTax(
				share,
				TAX_RATES[ lines[ index ].record.taxClass ]
			);
		} );
		return {
			code,
			label: code,
			discount_type: coupon?.type ?? 'percent',
			totals: {
				...CURRENCY,
				total_discount: amount( gross - tax ),
				total_discount_tax: amount( tax ),
			},
		};
	} );

	const fees: CartFee[] = [];
	let feesNet = 0;
	let feesTax = 0;
	if ( doc.extensions[ 'kiosk-demo' ]?.gift_wrap === true && lines.length ) {
		const tax = includedTax( GIFT_WRAP_FEE.cost, GIFT_WRAP_FEE.taxRate );
		feesNet += GIFT_WRAP_FEE.cost - tax;
		feesTax += tax;
		addTax( GIFT_WRAP_FEE.taxRate, tax );
		fees.push( {
			key: GIFT_WRAP_FEE.key,
			id: GIFT_WRAP_FEE.key,
			name: GIFT_WRAP_FEE.name,
			totals: {
				...CURRENCY,
				total: amount( GIFT_WRAP_FEE.cost - tax ),
				total_tax: amount( tax ),
			},
		} );
	}

	// Shipping: one package of the shippable items.
	const shippable = lines.filter( ( line ) => ! line.record.virtual );
	const needsShipping = shippable.length > 0;
	const country = doc.shipping.country;
	const hasCalculatedShipping = needsShipping && country !== '';
	const packages: ShippingPackage[] = [];
	const selectedRates: ShippingRate[] = [];
	let shippingOk = ! needsShipping;
	let shippingNet = 0;
	let shippingTax = 0;
	if ( needsShipping ) {
		const rates = hasCalculatedShipping
			? ratesFor( country, itemsAfterDiscount )
			: [];
		if ( ! country ) {
			errors.push( {
				code: 'woocommerce_rest_cart_shipping_rates_missing_country',
				message:
					'Bitte wählen Sie ein Land, um die Versandkosten zu berechnen.',
			} );
		} else if ( ! shipsTo( country ) ) {
			errors.push( {
				code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
				message:
					'Leider liefern wir nicht in das gewählte Land. Bitte wählen Sie ein anderes Land.',
			} );
		}
		const wanted = doc.selectedRates[ '0' ];
		const chosen =
			rates.find( ( candidate ) => candidate.rate_id === wanted ) ??
			rates[ 0 ];
		if ( chosen ) {
			chosen.selected = true;
			selectedRates.push( chosen );
			shippingNet += Number( chosen.price );
			shippingTax += Number( chosen.taxes );
			addTax( 19, Number( chosen.taxes ) );
			shippingOk = true;
		}
		packages.push( {
			package_id: 0,
			name: 'Versand',
			destination: {
				address_1: doc.shipping.address_1,
				address_2: doc.shipping.address_2,
				city: doc.shipping.city,
				state: doc.shipping.state,
				postcode: doc.shipping.postcode,
				country,
			},
			items: shippable.map( ( line ) => ( {
				key: line.key,
				name: line.record.name,
				quantity: line.quantity,
			} ) ),
			shipping_rates: rates,
		} );
	}

	const totalGross =
		itemsAfterDiscount + feesNet + feesTax + shippingNet + shippingTax;
	const totalTax = [ ...taxByRate.values() ].reduce(
		( sum, value ) => sum + value,
		0
	);
	const needsPayment = totalGross > 0;

	const inCart = new Set(
		lines.map( ( line ) => line.record.parent || line.record.id )
	);
	const crossIds = [
		...new Set(
			lines.flatMap(
				( line ) =>
					catalogue.get( line.record.parent || line.record.id )
						?.crossSells ?? []
			)
		),
	].filter( ( id ) => ! inCart.has( id ) );

	const paymentMethods: GatewayId[] = [ 'bacs', 'cheque' ];
	const codAllowed =
		needsShipping &&
		selectedRates.length > 0 &&
		selectedRates.every( ( selected ) =>
			(
				GATEWAYS.cod.enableForShippingMethods as readonly string[]
			 ).includes( selected.method_id )
		);
	if ( codAllowed ) {
		paymentMethods.push( 'cod' );
	}
	if ( options.userId ) {
		paymentMethods.push( 'kiosk_card_demo' );
	}
	paymentMethods.push( 'kiosk_express_demo' );

	const cart: Cart = {
		items,
		coupons,
		fees,
		totals: {
			...CURRENCY,
			total_items: amount( totalItems ),
			total_items_tax: amount( totalItemsTax ),
			total_fees: amount( feesNet ),
			total_fees_tax: amount( feesTax ),
			total_discount: amount( totalDiscount ),
			total_discount_tax: amount( totalDiscountTax ),
			total_shipping:
				needsShipping && ! hasCalculatedShipping
					? null
					: amount( shippingNet ),
			total_shipping_tax:
				needsShipping && ! hasCalculatedShipping
					? null
					: amount( shippingTax ),
			total_price: amount( totalGross ),
			total_tax: amount( totalTax ),
			tax_lines: taxLines( taxByRate ),
		},
		shipping_address: { ...doc.shipping },
		billing_address: { ...doc.billing },
		needs_payment: needsPayment,
		needs_shipping: needsShipping,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: hasCalculatedShipping,
		shipping_rates: packages,
		items_count: lines.reduce( ( sum, line ) => sum + line.quantity, 0 ),
		items_weight: lines.reduce(
			( sum, line ) => sum + line.record.weight * line.quantity,
			0
		),
		cross_sells: crossIds
			.map( ( id ) => catalogue.get( id ) )
			.filter( ( record ): record is ProductRecord => !! record )
			.map( ( record ) =>
				catalogue.toProduct( record, options.includeTax )
			),
		errors,
		payment_methods: paymentMethods,
		extensions: {},
	};
	return { cart, lines, selectedRates, shippingOk, itemsGross, totalGross };
}
