/**
 * Cart shapes of the store. The Store API shapes come from
 * src/types/store-api.ts; the store keeps the cart's top level camelCase
 * (SPEC section 3), as WooCommerce Blocks does.
 */
import type {
	BillingAddress,
	CartResponse as StoreApiCart,
	CartCoupon,
	CartError as StoreApiCartError,
	CartFee,
	CartItem,
	CartTotals,
	CrossSellProduct,
	ExtensionsData,
	ShippingAddress,
	ShippingPackage,
	StoreApiCurrency,
	QuantityLimits,
} from '../../types/store-api';

export type {
	BillingAddress as CartBillingAddress,
	CartCoupon,
	CartFee,
	CartItem,
	CartTotals,
	CrossSellProduct,
	ShippingPackage,
	QuantityLimits,
};
export type { StoreApiCurrency as CurrencyInfo };
export type {
	ShippingRate,
	TaxLine,
	CartItemPrices,
} from '../../types/store-api';

/** The Store API `/cart` response. */
export type CartResponse = StoreApiCart;
/** A shipping address. */
export type CartAddress = ShippingAddress;

/** An error in a cart response or of a failed request (WordPress REST error shape). */
export interface CartError extends StoreApiCartError {
	data?: Record< string, unknown > | null;
}

/** The cart as the store keeps it (SPEC section 3: camelCase top level). */
export interface Cart {
	coupons: CartCoupon[];
	fees: CartFee[];
	items: CartItem[];
	itemsCount: number;
	itemsWeight: number;
	needsPayment: boolean;
	needsShipping: boolean;
	hasCalculatedShipping: boolean;
	errors: CartError[];
	crossSells: CrossSellProduct[];
	extensions: ExtensionsData;
	paymentMethods: string[];
	paymentRequirements: string[];
	shippingRates: ShippingPackage[];
	billingAddress: BillingAddress;
	shippingAddress: CartAddress;
	totals: CartTotals;
}

/** Flags of the cart's client state. */
export interface CartMeta {
	updatingCustomerData: boolean;
	updatingSelectedRate: boolean;
	isCartDataStale: boolean;
	applyingCoupon: string;
	removingCoupon: string;
	/** Whether the first load finished (successfully or not). */
	hasLoaded: boolean;
}

export interface CartState {
	cartItemsPendingQuantity: string[];
	cartItemsPendingDelete: string[];
	productsPendingAdd: number[];
	cartData: Cart;
	metaData: CartMeta;
	/** The address fields shipping rates were last calculated for. */
	addressFieldsForShippingRates: Partial< CartAddress >;
	errors: CartError[];
}
