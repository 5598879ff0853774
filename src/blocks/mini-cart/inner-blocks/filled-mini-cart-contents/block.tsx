/**
 * The filled mini cart: title, items and footer (the areas inside, where
 * the owner saved them).
 */
import type { ReactNode } from 'react';

export function FilledMiniCart( { children }: { children?: ReactNode } ) {
	return <div className="kiosk-filled-mini-cart">{ children }</div>;
}
