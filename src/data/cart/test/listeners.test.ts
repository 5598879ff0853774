import { attachCartListeners } from '../listeners';

/** The navigation's timing entry, as `performance` reports it. */
function stubNavigation( type: string ): jest.Mock {
	const entries = jest.fn( () => [ { type } ] );
	Object.defineProperty( performance, 'getEntriesByType', {
		value: entries,
		configurable: true,
		writable: true,
	} );
	return entries;
}

/** A page load by a navigation of `type`: its listeners and first pageshow. */
function loadedBy( type: string ) {
	jest.useFakeTimers();
	const entries = stubNavigation( type );
	const refresh = jest.fn();
	const detach = attachCartListeners( refresh );
	window.dispatchEvent( new Event( 'pageshow' ) );
	return { entries, refresh, detach };
}

describe( 'cart listeners', () => {
	afterEach( () => {
		jest.useRealTimers();
	} );

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

	it( 'after a back/forward load, refreshes once the page is idle, not during the load', () => {
		const { entries, refresh, detach } = loadedBy( 'back_forward' );
		expect( entries ).not.toHaveBeenCalled();
		expect( refresh ).not.toHaveBeenCalled();
		jest.runOnlyPendingTimers();
		expect( refresh ).toHaveBeenCalledTimes( 1 );
		detach();
	} );

	it( 'does not refresh after a plain load, and a teardown cancels the pending check', () => {
		const { entries, refresh, detach } = loadedBy( 'navigate' );
		jest.runOnlyPendingTimers();
		expect( entries ).toHaveBeenCalledTimes( 1 );
		expect( refresh ).not.toHaveBeenCalled();
		// Two more pageshows before idle: one check, not two.
		window.dispatchEvent( new Event( 'pageshow' ) );
		window.dispatchEvent( new Event( 'pageshow' ) );
		jest.runOnlyPendingTimers();
		expect( entries ).toHaveBeenCalledTimes( 2 );
		window.dispatchEvent( new Event( 'pageshow' ) );
		detach();
		jest.runOnlyPendingTimers();
		expect( entries ).toHaveBeenCalledTimes( 2 );
	} );
} );
