export { FormattedPrice } from './formatted-price';
export { formatPrice, applyPriceFormat, PRICE_PLACEHOLDER } from './format';
export type { Currency } from './format';
