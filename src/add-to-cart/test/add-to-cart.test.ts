import { ADD_TO_CART_SELECTOR, init } from '../add-to-cart';

/** WooCommerce's shop grid item for product 12. */
function setup() {
	document.body.innerHTML = `<ul class="products"><li class="product"><a href="?add-to-cart=12" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="12" aria-label="„Abo“ in den Warenkorb legen">In den Warenkorb</a></li></ul>`;
	return document.querySelector( 'a' ) as HTMLAnchorElement;
}

/** A Store API cart holding product 12 (its name with an entity, as WooCommerce sends it). */
const cart = ( count: number ) => ( {
	items_count: count,
	items: [ { id: 12, name: 'Abo &#8211; Print' } ],
} );

describe( 'add to cart', () => {
	it( 'adds the product, fires added_to_cart and updates the mini cart count', async () => {
		const button = setup();
		const request = jest.fn().mockResolvedValue( cart( 3 ) );
		const added = jest.fn();
		const updated = jest.fn();
		document.body.addEventListener( 'added_to_cart', added );
		document.body.addEventListener( 'kiosk-cart-updated', ( e ) =>
			updated( ( e as CustomEvent ).detail )
		);
		const teardown = init( document, request );
		button.click();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( request ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart/add-item',
				data: { id: 12, quantity: 1 },
			} )
		);
		expect( added ).toHaveBeenCalled();
		expect( updated ).toHaveBeenCalledWith( { itemsCount: 3 } );
		// Kept for the mini cart's drawer, which shows it on its first open.
		expect( window.kiosk?.lastCart ).toEqual( cart( 3 ) );
		expect( button ).not.toHaveAttribute( 'aria-busy' );
		// The confirmation, as text, in a status region beside the link.
		const status = document.querySelector( 'li [role="status"]' );
		expect( status ).toHaveTextContent(
			'“Abo – Print” has been added to your cart.'
		);
		expect( status?.querySelector( '*' ) ).toBeNull();
		teardown();
	} );

	it( 'renders a product name with markup as text, never as markup', async () => {
		const button = setup();
		const request = jest.fn().mockResolvedValue( {
			items_count: 1,
			items: [ { id: 12, name: '<img src=x onerror=alert(1)>Abo' } ],
		} );
		const teardown = init( document, request );
		button.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( document.querySelector( 'img' ) ).toBeNull();
		expect( document.querySelector( '[role="status"]' ) ).toHaveTextContent(
			'“Abo” has been added to your cart.'
		);
		teardown();
	} );

	it( 'fetches the cart first when it has no Store API nonce yet', async () => {
		const button = setup();
		const request = jest.fn().mockResolvedValue( cart( 1 ) );
		const teardown = init( document, request, () => false );
		button.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( request.mock.calls.map( ( c ) => c[ 0 ].path ) ).toEqual( [
			'/wc/store/v1/cart',
			'/wc/store/v1/cart/add-item',
		] );
		teardown();
	} );

	it( 'waits for an asynchronous nonce check and then adds without a cart request', async () => {
		const button = setup();
		const request = jest.fn().mockResolvedValue( cart( 1 ) );
		let settle: ( value: boolean ) => void = () => undefined;
		const teardown = init(
			document,
			request,
			() => new Promise< boolean >( ( r ) => ( settle = r ) )
		);
		button.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( request ).not.toHaveBeenCalled();
		settle( true );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( request.mock.calls.map( ( c ) => c[ 0 ].path ) ).toEqual( [
			'/wc/store/v1/cart/add-item',
		] );
		teardown();
	} );

	it( 'shows a dismissible error notice on failure', async () => {
		const button = setup();
		const teardown = init(
			document,
			jest
				.fn()
				.mockRejectedValue( { code: 'x', message: 'Nicht vorrätig' } )
		);
		button.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		const alert = document.querySelector( '[role="alert"]' ) as HTMLElement;
		expect( alert ).toHaveTextContent( 'Nicht vorrätig' );
		( alert.querySelector( 'button' ) as HTMLButtonElement ).click();
		expect( document.querySelector( '[role="alert"]' ) ).toBeNull();
		teardown();
	} );

	it( 'says the connection was lost and the cart is kept when the add gets no answer', async () => {
		const button = setup();
		const teardown = init(
			document,
			jest.fn().mockRejectedValue( {
				code: 'fetch_error',
				message: 'You are probably offline.',
			} )
		);
		button.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		const alert = document.querySelector( '[role="alert"]' ) as HTMLElement;
		expect( alert ).toHaveTextContent(
			'The connection to the shop was lost. Nothing in your cart was lost: please try again in a moment.'
		);
		expect( alert ).not.toHaveTextContent( 'offline' );
		teardown();
	} );

	it( "adds from WooCommerce's shop grid link, without following it", async () => {
		document.body.innerHTML = `<ul class="products"><li class="product"><a href="?add-to-cart=31" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="31">In den Warenkorb</a></li></ul>`;
		const link = document.querySelector( 'a' ) as HTMLAnchorElement;
		const request = jest.fn().mockResolvedValue( cart( 1 ) );
		const teardown = init( document, request );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( request ).toHaveBeenCalledWith(
			expect.objectContaining( { data: { id: 31, quantity: 1 } } )
		);
		teardown();
	} );

	it( "adds a simple product from WooCommerce's product form with its quantity, and leaves variable product forms alone", async () => {
		document.body.innerHTML = `<form class="cart" method="post"><div class="quantity"><input type="number" name="quantity" class="qty" value="3"></div><button type="submit" name="add-to-cart" value="44" class="single_add_to_cart_button button">In den Warenkorb</button></form>
<form class="variations_form cart" method="post"><button type="submit" name="add-to-cart" value="45" class="single_add_to_cart_button button">In den Warenkorb</button></form>`;
		const [ simple, variable ] = Array.from(
			document.querySelectorAll( 'button' )
		);
		const request = jest.fn().mockResolvedValue( cart( 3 ) );
		const teardown = init( document, request );
		simple.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( request ).toHaveBeenCalledWith(
			expect.objectContaining( { data: { id: 44, quantity: 3 } } )
		);
		expect( variable.matches( ADD_TO_CART_SELECTOR ) ).toBe( false );
		teardown();
	} );
} );
