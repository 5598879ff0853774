import { init } from '../ticker';
import { TICKER } from '../constants';
import { themeMarkup } from './theme-markup';

const TOGGLE =
	'<button type="button" data-kiosk-autoplay-toggle data-label-pause="Pause" data-label-play="Abspielen" hidden><span class="kiosk-autoplay-toggle__label">Pause</span></button>';
const toggle = () =>
	document.querySelector< HTMLButtonElement >(
		'[data-kiosk-autoplay-toggle]'
	)!;

function markup() {
	themeMarkup(
		`<section data-kiosk-ticker><ul class="kiosk-ticker__list"><li><a href="/a/">A</a></li><li><a href="/b/">B</a></li><li><a href="/c/">C</a></li></ul>${ TOGGLE }</section>`
	);
	return {
		ticker: document.querySelector( 'section' )!,
		list: document.querySelector< HTMLElement >( 'ul' )!,
	};
}
const first = () => document.querySelector( 'li' )!.textContent;

describe( 'news ticker', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: false,
		} ) as unknown as typeof window.matchMedia;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'uses row height 20, 1 row, speed 1000, interval 4000, direction down', () => {
		expect( TICKER ).toEqual( {
			rowHeight: 20,
			rows: 1,
			speed: 1000,
			interval: 4000,
			direction: 'down',
		} );
	} );

	it( 'moves down one row every 4000 ms over 1000 ms', () => {
		const { list } = markup();
		const teardown = init( document );
		jest.advanceTimersByTime( 3999 );
		expect( first() ).toBe( 'A' );
		jest.advanceTimersByTime( 1 );
		expect( first() ).toBe( 'C' );
		expect( list.style.transition ).toBe( 'transform 1000ms ease-in-out' );
		expect( list.style.transform ).toBe( 'translateY(0)' );
		jest.advanceTimersByTime( 4000 );
		expect( first() ).toBe( 'B' );
		teardown();
	} );

	it( 'pauses on hover and resumes afterwards', () => {
		const { ticker } = markup();
		const teardown = init( document );
		ticker.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( ticker ).toHaveClass( 'is-paused' );
		jest.advanceTimersByTime( 12000 );
		expect( first() ).toBe( 'A' );
		ticker.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		jest.advanceTimersByTime( 4000 );
		expect( first() ).toBe( 'C' );
		teardown();
	} );

	it( 'starts paused under a pointer or focus already on it (it starts after the first behaviours)', () => {
		const { ticker } = markup();
		const hover = jest
			.spyOn( ticker, 'matches' )
			.mockImplementation( ( selector ) => selector === ':hover' );
		const hovered = init( document );
		expect( ticker ).toHaveClass( 'is-paused' );
		jest.advanceTimersByTime( 8000 );
		expect( first() ).toBe( 'A' );
		hovered();
		hover.mockRestore();
		document.querySelector< HTMLElement >( 'a' )!.focus();
		const focused = init( document );
		jest.advanceTimersByTime( 8000 );
		expect( first() ).toBe( 'A' );
		focused();
	} );

	it( 'pauses while focus is inside', () => {
		markup();
		const teardown = init( document );
		document.querySelector< HTMLElement >( 'a' )!.focus();
		jest.advanceTimersByTime( 8000 );
		expect( first() ).toBe( 'A' );
		teardown();
	} );

	it( 'the pause button stops it until pressed again, naming its action', () => {
		const { ticker } = markup();
		const teardown = init( document );
		const button = toggle();
		expect( button.hidden ).toBe( false );
		expect( button ).toHaveAccessibleName( 'Pause' );
		button.focus();
		button.click();
		expect( button ).toHaveAccessibleName( 'Abspielen' );
		expect( button ).toHaveClass( 'is-paused' );
		expect( ticker ).toHaveClass( 'is-paused' );
		jest.advanceTimersByTime( 12000 );
		expect( first() ).toBe( 'A' );
		button.blur();
		jest.advanceTimersByTime( 12000 );
		expect( first() ).toBe( 'A' );
		button.focus();
		button.click();
		expect( button ).toHaveAccessibleName( 'Pause' );
		// Focus on the button itself does not pause: "Abspielen" plays at once.
		jest.advanceTimersByTime( 4000 );
		expect( first() ).toBe( 'C' );
		teardown();
		expect( button.hidden ).toBe( true );
	} );

	it( 'does not move under reduced motion', () => {
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: true,
		} ) as unknown as typeof window.matchMedia;
		markup();
		const teardown = init( document );
		jest.advanceTimersByTime( 8000 );
		expect( first() ).toBe( 'A' );
		expect( toggle().hidden ).toBe( true );
		teardown();
	} );

	it( 'stops on teardown', () => {
		markup();
		init( document )();
		jest.advanceTimersByTime( 8000 );
		expect( first() ).toBe( 'A' );
	} );
} );
