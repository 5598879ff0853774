/**
 * The cart items column: the line items and the cross-sells (the areas
 * inside, where the owner saved them).
 */
import type { ReactNode } from 'react';

export function CartItems( { children }: { children?: ReactNode } ) {
	return <div className="kiosk-cart__items">{ children }</div>;
}
