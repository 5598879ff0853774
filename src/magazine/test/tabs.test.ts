import { init } from '../tabs';
import { themeMarkup } from './theme-markup';

function markup() {
	themeMarkup( `<section data-kiosk-tabs><div role="tablist">
<button role="tab" id="t1" aria-controls="p1" aria-selected="true">Beliebt</button>
<button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">Neu</button>
<button role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1">Kommentare</button></div>
<div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2" hidden>2</div><div role="tabpanel" id="p3" hidden>3</div></section>` );
	return [ 't1', 't2', 't3' ].map( ( id ) => document.getElementById( id )! );
}
const key = ( element: Element, k: string ) =>
	element.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key: k,
			bubbles: true,
			cancelable: true,
		} )
	);

describe( 'tabbed widget', () => {
	it( 'selects a tab by click and shows only its panel', () => {
		const [ , neu ] = markup();
		const teardown = init( document );
		neu.click();
		expect( neu ).toHaveAttribute( 'aria-selected', 'true' );
		expect( document.getElementById( 'p2' ) ).toBeVisible();
		expect( document.getElementById( 'p1' ) ).not.toBeVisible();
		expect( neu.tabIndex ).toBe( 0 );
		teardown();
	} );

	it( 'moves with arrow keys (wrapping), Home and End', () => {
		const [ beliebt, neu, kommentare ] = markup();
		const teardown = init( document );
		beliebt.focus();
		key( beliebt, 'ArrowRight' );
		expect( neu ).toHaveFocus();
		expect( neu ).toHaveAttribute( 'aria-selected', 'true' );
		expect( beliebt.tabIndex ).toBe( -1 );
		key( neu, 'End' );
		expect( kommentare ).toHaveFocus();
		key( kommentare, 'ArrowRight' );
		expect( beliebt ).toHaveFocus();
		key( beliebt, 'ArrowLeft' );
		expect( kommentare ).toHaveFocus();
		key( kommentare, 'Home' );
		expect( beliebt ).toHaveFocus();
		expect( document.getElementById( 'p1' ) ).toBeVisible();
		teardown();
	} );
} );
