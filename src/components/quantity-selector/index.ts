export { QuantitySelector, TYPED_DEBOUNCE } from './quantity-selector';
export type { QuantitySelectorProps } from './quantity-selector';
export {
	normalizeQuantity,
	parseQuantity,
	effectiveBounds,
	DEFAULT_BOUNDS,
} from './rules';
