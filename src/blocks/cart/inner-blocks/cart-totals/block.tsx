/**
 * The cart totals column: order summary, express payment, proceed to
 * checkout (the areas inside, where the owner saved them).
 */
import type { ReactNode } from 'react';

export function CartTotals( { children }: { children?: ReactNode } ) {
	return <div className="kiosk-cart__totals">{ children }</div>;
}
