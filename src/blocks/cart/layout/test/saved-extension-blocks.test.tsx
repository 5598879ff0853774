/**
 * Extension blocks in a saved cart render where they were saved, forced
 * ones where their lock puts them, unsaved optional ones only in the
 * default layout.
 */
import {
	ALL_ITEMS,
	ALL_TOTALS,
	items,
	node,
	order,
	renderCart,
	totals,
	tree,
} from './layouts';
import { setUpPageRegistry } from '../../test/page-registry';

const registry = setUpPageRegistry( true );

describe( 'extension blocks in a saved cart', () => {
	const extension = ( name: string, parent: string, forced = false ) =>
		registry().registerCheckoutBlock( {
			metadata: {
				name: `demo/${ name }`,
				parent: [ parent ],
				...( forced
					? { attributes: { lock: { default: { remove: true } } } }
					: {} ),
			},
			component: () => <p className={ `demo-${ name }` }>{ name }</p>,
		} );

	it( 'renders a saved block where it was saved, a forced one in its area, an unsaved optional one nowhere', () => {
		extension( 'gift', 'woocommerce/cart-totals-block' );
		extension( 'age', 'kiosk/cart-items-block', true );
		extension( 'unsaved', 'kiosk/cart-totals-block' );
		const saved = totals( ...ALL_TOTALS );
		saved.innerBlocks.splice( 1, 0, node( 'demo/gift' ) );
		renderCart( tree( [ items( ...ALL_ITEMS ), saved ] ) );
		const [ summary, gift, proceed, age, column ] = order( [
			'.kiosk-order-summary',
			'.demo-gift',
			'.kiosk-proceed-to-checkout',
			'.demo-age',
			'.kiosk-cart__items',
		] );
		expect( summary ).toBeLessThan( gift );
		expect( gift ).toBeLessThan( proceed );
		expect( column ).toBeLessThan( age );
		expect( document.querySelector( '.demo-unsaved' ) ).toBeNull();
	} );

	it( 'renders every registered block of an area in the default layout', () => {
		extension( 'gift', 'woocommerce/cart-totals-block' );
		extension( 'unsaved', 'kiosk/cart-totals-block' );
		renderCart( null );
		expect( document.querySelector( '.demo-gift' ) ).not.toBeNull();
		expect( document.querySelector( '.demo-unsaved' ) ).not.toBeNull();
	} );

	it( 'does not render a saved block in an area it is not registered for', () => {
		extension( 'gift', 'kiosk/cart-items-block' );
		const saved = totals( ...ALL_TOTALS );
		saved.innerBlocks.push( node( 'demo/gift' ) );
		renderCart( tree( [ items( ...ALL_ITEMS ), saved ] ) );
		expect( document.querySelector( '.demo-gift' ) ).toBeNull();
	} );
} );
