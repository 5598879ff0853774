/**
 * What the checkout's processing reads from and writes to the other
 * `@wordpress/data` stores, by key (the store descriptors would import each
 * other's modules).
 */
export interface ThunkRegistry {
	select: ( key: string ) => any;
	dispatch: ( key: string ) => any;
}

export interface ProcessThunkArgs {
	dispatch: any;
	select: any;
	registry: ThunkRegistry;
}

export const CART = 'kiosk/cart';
export const PAYMENT = 'kiosk/payment';
export const NOTICES = 'kiosk/notices';
export const VALIDATION = 'kiosk/validation';
