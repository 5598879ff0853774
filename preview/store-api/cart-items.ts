/**
 * Adding and changing cart items: variation lookup, quantity limits and
 * stock, with WooCommerce's error codes (German messages).
 */
import type { CartItemVariation } from '../../src/types/store-api';
import type { ProductRecord } from './catalogue';
import type { Catalogue } from './products';

export interface ItemProblem {
	status: number;
	code: string;
	message: string;
}

const problem = (
	status: number,
	code: string,
	message: string
): ItemProblem => ( { status, code, message } );

/** Finds the purchasable record and its variation attributes for an add-item request. */
export function resolveProduct(
	catalogue: Catalogue,
	id: number,
	variation: Array< { attribute: string; value: string } > | undefined
): { record: ProductRecord; variation: CartItemVariation[] } | ItemProblem {
	const record = catalogue.get( id );
	if ( ! record ) {
		return problem(
			400,
			'woocommerce_rest_cart_invalid_product',
			'Dieses Produkt kann nicht in den Warenkorb gelegt werden.'
		);
	}
	const parent =
		record.type === 'variation' ? catalogue.get( record.parent ) : record;
	if ( record.type === 'variable' ) {
		const wanted = ( variation || [] ).find( ( entry ) =>
			/gr(ö|oe)(ss|ß)e$/i.test(
				entry.attribute.replace( /^attribute_(pa_)?|^pa_/, '' )
			)
		);
		const match =
			wanted &&
			catalogue
				.variations( record.id )
				.find(
					( child ) =>
						child.variationValue?.toLowerCase() ===
						wanted.value.toLowerCase()
				);
		if ( ! match ) {
			return problem(
				400,
				'woocommerce_rest_missing_variation_data',
				`Bitte wählen Sie eine Größe für „${ record.name }“.`
			);
		}
		return { record: match, variation: describe( match, parent ) };
	}
	if ( variation && variation.length && record.type !== 'variation' ) {
		return problem(
			400,
			'woocommerce_rest_invalid_variation_data',
			`„${ record.name }“ hat keine Varianten.`
		);
	}
	return { record, variation: describe( record, parent ) };
}

function describe(
	record: ProductRecord,
	parent: ProductRecord | undefined
): CartItemVariation[] {
	if (
		record.type !== 'variation' ||
		! parent?.attribute ||
		! record.variationValue
	) {
		return [];
	}
	return [
		{
			raw_attribute: `attribute_${ parent.attribute.taxonomy }`,
			attribute: parent.attribute.name,
			value: record.variationValue,
		},
	];
}

/** Checks a new quantity of a record against its limits and stock. */
export function quantityProblem(
	catalogue: Catalogue,
	record: ProductRecord,
	quantity: number
): ItemProblem | null {
	const limits = record.soldIndividually
		? { ...record.limits, maximum: 1 }
		: record.limits;
	const stock = catalogue.stock( record.id );
	if ( stock !== null && stock <= 0 ) {
		return problem(
			400,
			'woocommerce_rest_product_out_of_stock',
			`„${ record.name }“ ist nicht vorrätig und kann nicht in den Warenkorb gelegt werden.`
		);
	}
	if ( quantity < limits.minimum ) {
		return problem(
			400,
			'woocommerce_rest_cart_invalid_quantity',
			`Die Mindestmenge von „${ record.name }“ im Warenkorb ist ${ limits.minimum }.`
		);
	}
	if ( quantity > limits.maximum ) {
		return problem(
			400,
			'woocommerce_rest_cart_invalid_quantity',
			`Die Höchstmenge von „${ record.name }“ im Warenkorb ist ${ limits.maximum }.`
		);
	}
	if ( quantity % limits.multiple_of !== 0 ) {
		return problem(
			400,
			'woocommerce_rest_cart_invalid_quantity',
			`Die Menge von „${ record.name }“ muss ein Vielfaches von ${ limits.multiple_of } sein.`
		);
	}
	if ( stock !== null && quantity > stock ) {
		return problem(
			400,
			'woocommerce_rest_product_partially_out_of_stock',
			`Sie können diese Menge von „${ record.name }“ nicht in den Warenkorb legen, da nicht genügend vorrätig ist (${ stock } verfügbar).`
		);
	}
	return null;
}
