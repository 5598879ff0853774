/**
 * The regular payment methods' scripts load when the checkout needs them:
 * at the shopper's first focus, input or pointer in it, or when the
 * payment step comes near the screen, once; a failed load can be tried
 * again.
 */
import { createPaymentScripts, PAYMENT_STEP_MARGIN } from '../controller';

const LIST = [ { handle: 'wc-payment-method-bacs', src: '/bacs.js' } ];

function deferred() {
	let resolve = () => {};
	let reject: ( error: Error ) => void = () => {};
	const promise = new Promise< void >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

function checkout() {
	document.body.innerHTML =
		'<div class="wp-block-kiosk-checkout"><input id="email" /><fieldset id="payment" class="kiosk-checkout__payment-methods"></fieldset></div><a id="outside" href="#">x</a>';
	return document.querySelector( '.wp-block-kiosk-checkout' ) as HTMLElement;
}

/** An IntersectionObserver the test drives. */
let observers: Array< {
	callback: IntersectionObserverCallback;
	options?: IntersectionObserverInit;
	disconnected: boolean;
	observed: Element[];
} > = [];
beforeEach( () => {
	observers = [];
	( window as unknown as Record< string, unknown > ).IntersectionObserver =
		class {
			record: ( typeof observers )[ number ];
			constructor(
				callback: IntersectionObserverCallback,
				options?: IntersectionObserverInit
			) {
				this.record = {
					callback,
					options,
					disconnected: false,
					observed: [],
				};
				observers.push( this.record );
			}
			observe( element: Element ) {
				this.record.observed.push( element );
			}
			disconnect() {
				this.record.disconnected = true;
			}
		};
} );

describe( 'payment scripts loaded when the checkout needs them', () => {
	it( 'has nothing to wait for without a list', async () => {
		const run = jest.fn();
		const scripts = createPaymentScripts( undefined, run );
		expect( scripts.status() ).toBe( 'none' );
		await expect( scripts.load() ).resolves.toBe( true );
		expect( run ).not.toHaveBeenCalled();
	} );

	it( 'loads nothing at first, then once at the first focus in the checkout', async () => {
		const container = checkout();
		const run = jest.fn( () => Promise.resolve() );
		const scripts = createPaymentScripts( LIST, run );
		const statuses: string[] = [];
		scripts.subscribe( () => statuses.push( scripts.status() ) );
		scripts.watch( container );
		document.getElementById( 'outside' )?.focus();
		expect( run ).not.toHaveBeenCalled();
		expect( scripts.status() ).toBe( 'waiting' );

		( document.getElementById( 'email' ) as HTMLInputElement ).focus();
		(
			document.getElementById( 'email' ) as HTMLInputElement
		 ).dispatchEvent( new Event( 'input', { bubbles: true } ) );
		container.dispatchEvent( new Event( 'pointerdown' ) );
		expect( run ).toHaveBeenCalledTimes( 1 );
		expect( run ).toHaveBeenCalledWith( LIST );
		expect( scripts.status() ).toBe( 'loading' );
		await expect( scripts.load() ).resolves.toBe( true );
		expect( statuses ).toEqual( [ 'loading', 'ready' ] );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads at once when the checkout already holds the focus (typed into before the script ran)', () => {
		const container = checkout();
		( document.getElementById( 'email' ) as HTMLInputElement ).focus();
		const run = jest.fn( () => new Promise< void >( () => {} ) );
		createPaymentScripts( LIST, run ).watch( container );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads when the payment step comes within a screen of the viewport', () => {
		const container = checkout();
		const run = jest.fn( () => new Promise< void >( () => {} ) );
		const scripts = createPaymentScripts( LIST, run );
		const step = document.getElementById( 'payment' ) as Element;
		scripts.watch( container );
		expect( observers ).toHaveLength( 1 );
		expect( observers[ 0 ].options?.rootMargin ).toBe(
			PAYMENT_STEP_MARGIN
		);
		expect( observers[ 0 ].observed ).toEqual( [ step ] );
		const see = ( isIntersecting: boolean ) =>
			observers[ 0 ].callback(
				[ { isIntersecting } as IntersectionObserverEntry ],
				{} as IntersectionObserver
			);
		see( false );
		expect( run ).not.toHaveBeenCalled();
		see( true );
		expect( run ).toHaveBeenCalledTimes( 1 );
		expect( observers[ 0 ].disconnected ).toBe( true );
	} );

	it( 'stops listening and observing when torn down', () => {
		const container = checkout();
		const run = jest.fn( () => Promise.resolve() );
		const scripts = createPaymentScripts( LIST, run );
		scripts.watch( container )();
		( document.getElementById( 'email' ) as HTMLInputElement ).focus();
		expect( run ).not.toHaveBeenCalled();
		expect( observers[ 0 ].disconnected ).toBe( true );
	} );

	it( 'reports a failed load, and loads again when asked to retry', async () => {
		checkout();
		const first = deferred();
		const second = deferred();
		const run = jest
			.fn()
			.mockReturnValueOnce( first.promise )
			.mockReturnValueOnce( second.promise );
		const scripts = createPaymentScripts( LIST, run );
		const loading = scripts.load();
		first.reject( new Error( 'offline' ) );
		await expect( loading ).resolves.toBe( false );
		expect( scripts.status() ).toBe( 'failed' );

		const retry = scripts.load();
		expect( scripts.status() ).toBe( 'loading' );
		second.resolve();
		await expect( retry ).resolves.toBe( true );
		expect( scripts.status() ).toBe( 'ready' );
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );
} );
