/**
 * The catalogue as the Store API shows it: product records from SQLite
 * (read once; they do not change) and live stock.
 */
import type { Database, Statement } from 'better-sqlite3';
import type {
	Product,
	ProductPrices,
	StoreApiImage,
} from '../../src/types/store-api';
import type { ProductRecord } from './catalogue';
import { CURRENCY, amount, formatPrice, includedTax, TAX_RATES } from './money';

export const LOW_STOCK_THRESHOLD = 5;

/** Catalogue access. */
export interface Catalogue {
	get: ( id: number ) => ProductRecord | undefined;
	bySlug: ( slug: string ) => ProductRecord | undefined;
	all: () => ProductRecord[];
	variations: ( parent: number ) => ProductRecord[];
	/** Live stock (null = not managed). */
	stock: ( id: number ) => number | null;
	/** Unit price in cents incl. VAT. */
	unitPrice: ( record: ProductRecord ) => number;
	toProduct: ( record: ProductRecord, includeTax: boolean ) => Product;
	image: ( record: ProductRecord ) => StoreApiImage;
	permalink: ( record: ProductRecord ) => string;
}

/** The add-to-cart button text WooCommerce shows for a product. */
function addToCartText( variable: boolean, available: boolean ): string {
	if ( variable ) {
		return 'Ausführung wählen';
	}
	return available ? 'In den Warenkorb' : 'Weiterlesen';
}

/** Creates catalogue access on the database. */
export function createCatalogue( db: Database ): Catalogue {
	const rows = db
		.prepare( 'SELECT data FROM shop_products ORDER BY id' )
		.all() as Array< { data: string } >;
	const records = rows.map(
		( row ) => JSON.parse( row.data ) as ProductRecord
	);
	const byId = new Map( records.map( ( record ) => [ record.id, record ] ) );
	const stockQuery: Statement = db.prepare(
		'SELECT stock FROM shop_products WHERE id = ?'
	);

	const unitPrice = ( record: ProductRecord ) =>
		record.salePrice ?? record.regularPrice;
	const display = (
		cents: number,
		record: ProductRecord,
		includeTax: boolean
	) =>
		includeTax
			? cents
			: cents - includedTax( cents, TAX_RATES[ record.taxClass ] );
	const permalink = ( record: ProductRecord ) => `/produkt/${ record.slug }/`;
	const image = ( record: ProductRecord ): StoreApiImage => {
		const src = `/wp-content/uploads/products/${ record.image }`;
		return {
			id: 1000 + ( record.parent || record.id ),
			src,
			thumbnail: src,
			srcset: '',
			sizes: '',
			name: record.image,
			alt: record.imageAlt,
		};
	};
	const stock = ( id: number ): number | null => {
		const row = stockQuery.get( id ) as
			{ stock: number | null } | undefined;
		return row ? row.stock : null;
	};
	const variations = ( parent: number ) =>
		records.filter( ( record ) => record.parent === parent );

	function prices(
		record: ProductRecord,
		includeTax: boolean
	): ProductPrices {
		const children =
			record.type === 'variable' ? variations( record.id ) : [];
		const price = display( unitPrice( record ), record, includeTax );
		let range = null;
		if ( children.length ) {
			const values = children.map( ( child ) =>
				display( unitPrice( child ), child, includeTax )
			);
			range = {
				min_amount: amount( Math.min( ...values ) ),
				max_amount: amount( Math.max( ...values ) ),
			};
		}
		return {
			...CURRENCY,
			price: amount( price ),
			regular_price: amount(
				display( record.regularPrice, record, includeTax )
			),
			sale_price: amount(
				display( unitPrice( record ), record, includeTax )
			),
			price_range: range,
		};
	}

	function inStock( record: ProductRecord ): {
		inStock: boolean;
		remaining: number | null;
	} {
		if ( record.type === 'variable' ) {
			const children = variations( record.id ).map( ( child ) =>
				stock( child.id )
			);
			return {
				inStock: children.some(
					( value ) => value === null || value > 0
				),
				remaining: null,
			};
		}
		const value = stock( record.id );
		return {
			inStock: value === null || value > 0,
			remaining:
				value !== null && value <= LOW_STOCK_THRESHOLD ? value : null,
		};
	}

	function toProduct( record: ProductRecord, includeTax: boolean ): Product {
		const { inStock: available, remaining } = inStock( record );
		const variable = record.type === 'variable';
		const price = prices( record, includeTax );
		const children = variations( record.id );
		const limits = record.soldIndividually
			? { ...record.limits, maximum: 1 }
			: record.limits;
		return {
			id: record.id,
			name: record.name,
			slug: record.slug,
			parent: record.parent,
			type: record.type,
			variation: record.variationValue
				? `${ record.attribute?.name ?? 'Größe' }: ${ record.variationValue }`
				: '',
			permalink: permalink( record ),
			sku: record.sku,
			short_description: `<p>${ record.shortDescription }</p>`,
			description: `<p>${ record.description }</p>`,
			on_sale: record.salePrice !== null,
			prices: price,
			price_html:
				record.salePrice !== null
					? `<del>${ formatPrice( record.regularPrice ) }</del> <ins>${ formatPrice( record.salePrice ) }</ins>`
					: formatPrice( unitPrice( record ) ),
			average_rating: '0',
			review_count: 0,
			images: [ image( record ) ],
			categories: [
				{
					...record.category,
					link: `/shop/?kategorie=${ record.category.slug }`,
				},
			],
			tags: [],
			attributes: record.attribute
				? [
						{
							id: 1,
							name: record.attribute.name,
							taxonomy: record.attribute.taxonomy,
							has_variations: true,
							terms: record.attribute.terms.map(
								( term, index ) => ( {
									id: 100 + index,
									name: term,
									slug: term.toLowerCase(),
									default: false,
								} )
							),
						},
					]
				: [],
			variations: children.map( ( child ) => ( {
				id: child.id,
				attributes: [
					{
						name: child.variationValue ? 'Größe' : '',
						value: ( child.variationValue || '' ).toLowerCase(),
					},
				],
			} ) ),
			has_options: variable,
			is_purchasable: true,
			is_in_stock: available,
			is_on_backorder: false,
			low_stock_remaining: remaining,
			stock_availability: available
				? {
						text:
							remaining !== null
								? `Nur noch ${ remaining } vorrätig`
								: '',
						class: 'in-stock',
					}
				: { text: 'Nicht vorrätig', class: 'out-of-stock' },
			sold_individually: record.soldIndividually,
			add_to_cart: {
				text: addToCartText( variable, available ),
				description: variable
					? `Wählen Sie die Optionen für „${ record.name }“`
					: `In den Warenkorb legen: „${ record.name }“`,
				url:
					variable || ! available
						? permalink( record )
						: `?add-to-cart=${ record.id }`,
				single_text: variable ? 'In den Warenkorb' : undefined,
				minimum: limits.minimum,
				maximum: limits.maximum,
				multiple_of: limits.multiple_of,
			},
			extensions: {},
		};
	}

	return {
		get: ( id ) => byId.get( id ),
		bySlug: ( slug ) =>
			records.find(
				( record ) =>
					record.slug === slug && record.type !== 'variation'
			),
		all: () => records.filter( ( record ) => record.type !== 'variation' ),
		variations,
		stock,
		unitPrice,
		toProduct,
		image,
		permalink,
	};
}
