/**
 * The quantity rules of SPEC section 5: round to the step, clamp to the
 * bounds (bounds themselves snapped onto the step grid).
 */

export interface QuantityBounds {
	minimum: number;
	maximum: number;
	/** multiple_of */
	step: number;
}

/** Defaults of SPEC section 9: min 1, max 99, step 1. */
export const DEFAULT_BOUNDS: QuantityBounds = {
	minimum: 1,
	maximum: 99,
	step: 1,
};

/** The lowest and highest quantities that are multiples of the step. */
export function effectiveBounds( { minimum, maximum, step }: QuantityBounds ): {
	min: number;
	max: number;
} {
	const s = step > 0 ? step : 1;
	const min = Math.ceil( minimum / s ) * s;
	const max = Math.max( min, Math.floor( maximum / s ) * s );
	return { min, max };
}

/** Rounds a quantity to the step and clamps it to the bounds. */
export function normalizeQuantity(
	value: number,
	bounds: QuantityBounds = DEFAULT_BOUNDS
): number {
	const s = bounds.step > 0 ? bounds.step : 1;
	const { min, max } = effectiveBounds( bounds );
	const rounded = Math.round( value / s ) * s;
	return Math.min( max, Math.max( min, rounded ) );
}

/** A number as a number field accepts it: sign, decimals, exponent. */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses typed text; null for an empty field or anything that is not a
 * number (ignored). Negative, decimal and exponent numbers ("-3", "2.5",
 * "1e2") are numbers: normalizeQuantity clamps and rounds them.
 */
export function parseQuantity( text: string ): number | null {
	const trimmed = text.trim();
	if ( ! NUMERIC.test( trimmed ) ) {
		return null;
	}
	const value = Number( trimmed );
	return Number.isFinite( value ) ? value : null;
}
