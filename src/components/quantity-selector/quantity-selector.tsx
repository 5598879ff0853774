/**
 * Quantity selector (SPEC section 5): typed values are sent after 600 ms,
 * blur commits, ArrowUp/ArrowDown step, Enter blurs, minus/plus disable at
 * the bounds. Items sold individually show none; a non-editable quantity
 * is read-only.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	DEFAULT_BOUNDS,
	effectiveBounds,
	normalizeQuantity,
	parseQuantity,
} from './rules';
import './style.css';

/** Typed changes are committed after this many ms. */
export const TYPED_DEBOUNCE = 600;

export interface QuantitySelectorProps {
	quantity: number;
	onChange: ( quantity: number ) => void;
	/** The product name, for the labels. */
	itemName: string;
	minimum?: number;
	maximum?: number;
	step?: number;
	editable?: boolean;
	soldIndividually?: boolean;
	disabled?: boolean;
}

/** The quantity selector. */
export function QuantitySelector( {
	quantity,
	onChange,
	itemName,
	minimum = DEFAULT_BOUNDS.minimum,
	maximum = DEFAULT_BOUNDS.maximum,
	step = DEFAULT_BOUNDS.step,
	editable = true,
	soldIndividually = false,
	disabled = false,
}: QuantitySelectorProps ) {
	const [ text, setText ] = useState( String( quantity ) );
	const timer = useRef< ReturnType< typeof setTimeout > | null >( null );
	const bounds = { minimum, maximum, step };
	const { min, max } = effectiveBounds( bounds );

	useEffect( () => setText( String( quantity ) ), [ quantity ] );
	useEffect(
		() => () => {
			if ( timer.current ) {
				clearTimeout( timer.current );
			}
		},
		[]
	);

	if ( soldIndividually ) {
		return null;
	}
	const label = sprintf(
		/* translators: %s: product name */
		__( 'Quantity of %s in your cart.', 'kiosk' ),
		itemName
	);
	if ( ! editable ) {
		return (
			<div className="kiosk-quantity-selector kiosk-quantity-selector--readonly">
				<input
					className="kiosk-quantity-selector__input"
					type="number"
					value={ quantity }
					readOnly
					aria-label={ label }
				/>
			</div>
		);
	}

	const commit = ( value: number ) => {
		if ( timer.current ) {
			clearTimeout( timer.current );
			timer.current = null;
		}
		const next = normalizeQuantity( value, bounds );
		setText( String( next ) );
		if ( next !== quantity ) {
			onChange( next );
		}
	};

	return (
		<div className="kiosk-quantity-selector">
			<input
				className="kiosk-quantity-selector__input"
				type="number"
				inputMode="numeric"
				min={ min }
				max={ max }
				step={ step }
				value={ text }
				disabled={ disabled }
				aria-label={ label }
				onChange={ ( event ) => {
					// The field may be empty or half typed meanwhile: only a
					// number is scheduled, and nothing is sent for the rest.
					setText( event.target.value );
					if ( timer.current ) {
						clearTimeout( timer.current );
						timer.current = null;
					}
					const value = parseQuantity( event.target.value );
					if ( value !== null ) {
						timer.current = setTimeout(
							() => commit( value ),
							TYPED_DEBOUNCE
						);
					}
				} }
				onBlur={ () => {
					// Empty or not a number: back to the last valid quantity.
					const value = parseQuantity( text );
					commit( value === null ? quantity : value );
				} }
				onKeyDown={ ( event ) => {
					const current = parseQuantity( text ) ?? quantity;
					if (
						event.key === 'ArrowUp' ||
						event.key === 'ArrowDown'
					) {
						event.preventDefault();
						commit(
							current + ( event.key === 'ArrowUp' ? step : -step )
						);
					} else if ( event.key === 'Enter' ) {
						event.currentTarget.blur();
					}
				} }
			/>
			<button
				type="button"
				className="kiosk-quantity-selector__button kiosk-quantity-selector__button--minus"
				aria-label={ sprintf(
					/* translators: %s: product name */
					__( 'Reduce quantity of %s', 'kiosk' ),
					itemName
				) }
				disabled={ disabled || quantity <= min }
				onClick={ () => commit( quantity - step ) }
			>
				−
			</button>
			<button
				type="button"
				className="kiosk-quantity-selector__button kiosk-quantity-selector__button--plus"
				aria-label={ sprintf(
					/* translators: %s: product name */
					__( 'Increase quantity of %s', 'kiosk' ),
					itemName
				) }
				disabled={ disabled || quantity >= max }
				onClick={ () => commit( quantity + step ) }
			>
				+
			</button>
		</div>
	);
}
