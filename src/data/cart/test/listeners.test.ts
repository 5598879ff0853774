import { attachCartListeners } from '../listeners';

describe( 'cart listeners', () => {
	it( 'refresh on added_to_cart, removed_from_cart and a persisted pageshow, and detach', () => {
		const refresh = jest.fn();
		const detach = attachCartListeners( refresh );
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		document.body.dispatchEvent( new CustomEvent( 'removed_from_cart' ) );
		const pageshow = new Event( 'pageshow' ) as PageTransitionEvent;
		Object.defineProperty( pageshow, 'persisted', { value: true } );
		window.dispatchEvent( pageshow );
		window.dispatchEvent( new Event( 'pageshow' ) );
		expect( refresh ).toHaveBeenCalledTimes( 3 );
		detach();
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		expect( refresh ).toHaveBeenCalledTimes( 3 );
	} );
} );
