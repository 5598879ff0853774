/**
 * The site owner's set-up step in wp-admin, on the real stack: from a site
 * whose cart and checkout hold WooCommerce's own blocks (as WooCommerce's
 * installer writes them), with no legal notice and no primary menu, the
 * administrator runs the set-up from the notice, reads what changed, the
 * shopper gets Kiosk's cart, and one click puts WooCommerce's blocks back
 * byte for byte. A shop manager is refused.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, logIn, newPage } from '../support/browser';
import { checkoutWithItem } from '../checkout/helpers';

let host: Host;
let browser: Browser;
/** WooCommerce's own content of the cart and checkout pages. */
let woo: { cart: string; checkout: string };
/** Whether the demo site, as seeded, still asked for the set-up. */
let demoPending: string;

/** The cart and checkout pages' content, read in the site. */
function shopPages(): { cart: string; checkout: string } {
	return JSON.parse(
		host.php(
			`echo wp_json_encode( array(
				'cart'     => get_post_field( 'post_content', wc_get_page_id( 'cart' ), 'raw' ),
				'checkout' => get_post_field( 'post_content', wc_get_page_id( 'checkout' ), 'raw' ),
			) );`
		)
	);
}

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	demoPending = host.php( `echo (int) Kiosk\\Admin\\SetupState::pending();` );
	// As the admin (unfiltered HTML), so the markup is stored exactly as WooCommerce writes it.
	host.php( `
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		foreach ( array( 'cart', 'checkout' ) as $key ) {
			$method = new ReflectionMethod( 'WC_Install', "get_{$key}_block_content" );
			$method->setAccessible( true );
			wp_update_post( wp_slash( array( 'ID' => wc_get_page_id( $key ), 'post_content' => $method->invoke( null ) ) ) );
		}
		$impressum = get_page_by_path( 'impressum' );
		if ( $impressum ) {
			wp_delete_post( $impressum->ID, true );
		}
		$locations = get_nav_menu_locations();
		unset( $locations['primary'] );
		set_theme_mod( 'nav_menu_locations', $locations );
		wp_delete_nav_menu( 'Hauptmenü' );
		delete_option( 'kiosk_setup' );
		wp_insert_user( array( 'user_login' => 'laden', 'user_pass' => 'Laden2026!', 'user_email' => 'laden@example.test', 'role' => 'shop_manager' ) );
	` );
	woo = shopPages();
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/** The set-up's report after a run. */
const report = ( page: Page ) => page.locator( '.kiosk-setup__report' );

test( 'the demo site, already set up by its seeder, shows no set-up notice', () => {
	expect( demoPending ).toBe( '0' );
} );

test( 'starts from WooCommerce’s own cart and checkout blocks', () => {
	expect( woo.cart ).toContain( '<!-- wp:woocommerce/cart -->' );
	expect( woo.checkout ).toContain( '<!-- wp:woocommerce/checkout -->' );
} );

test( 'the administrator runs the set-up from the notice, the shopper gets Kiosk’s cart, and undo restores WooCommerce exactly', async () => {
	const admin = await newPage( browser );
	await logIn( admin, host.url, 'admin' );
	await admin.goto( `${ host.url }/wp-admin/` );
	await admin
		.locator( '.kiosk-setup-notice' )
		.getByRole( 'link', { name: 'Kiosk einrichten' } )
		.click();
	await admin
		.getByRole( 'heading', { level: 1, name: 'Kiosk einrichten' } )
		.waitFor();
	await admin
		.getByText( 'Abholung vor Ort, die Seite „Bestellung erhalten“', {
			exact: false,
		} )
		.waitFor();
	await admin
		.getByRole( 'button', { name: 'Einrichtung ausführen' } )
		.click();

	await report( admin ).waitFor();
	const text = await report( admin ).innerText();
	expect( text ).toContain( 'Das hat Kiosk geändert' );
	expect( text ).toContain(
		'Warenkorb-Seite nutzt jetzt den Kiosk-Warenkorb'
	);
	expect( text ).toContain( 'Kassenseite nutzt jetzt die Kiosk-Kasse' );
	expect( text ).toContain(
		'Entwurf „Impressum“ angelegt – bitte prüfen und veröffentlichen'
	);
	expect( text ).toContain( 'Menü „Hauptmenü“ angelegt' );
	expect( text ).toContain( 'Das ist für Sie noch zu tun' );
	const edit = await report( admin )
		.getByRole( 'listitem' )
		.filter( { hasText: 'Entwurf „Impressum“' } )
		.getByRole( 'link', { name: 'Bearbeiten' } )
		.getAttribute( 'href' );
	expect( edit ).toMatch( /post\.php\?post=\d+&action=edit/ );

	expect( shopPages() ).toEqual( {
		cart: '<!-- wp:kiosk/cart /-->',
		checkout: '<!-- wp:kiosk/checkout /-->',
	} );
	expect(
		host.php(
			`$p = get_page_by_path( 'impressum' ); echo $p->post_status, ' ', (int) ( $p->ID === (int) get_option( 'kiosk_settings' )['legal_notice_page'] );`
		)
	).toBe( 'draft 1' );

	// The notice is gone once the set-up ran.
	await admin.goto( `${ host.url }/wp-admin/` );
	expect( await admin.locator( '.kiosk-setup-notice' ).count() ).toBe( 0 );

	const shopper = await newPage( browser );
	await shopper.goto( `${ host.url }/warenkorb/` );
	await shopper.locator( '.wp-block-kiosk-cart' ).waitFor();
	expect(
		await shopper.locator( '.wp-block-woocommerce-cart' ).count()
	).toBe( 0 );
	await shopper
		.getByRole( 'navigation', { name: 'Hauptmenü' } )
		.getByRole( 'link', { name: 'Warenkorb' } )
		.waitFor();

	// One click puts WooCommerce's blocks back.
	await admin.goto(
		`${ host.url }/wp-admin/options-general.php?page=kiosk-setup`
	);
	await admin.getByRole( 'button', { name: 'Rückgängig machen' } ).click();
	await report( admin ).waitFor();
	expect( await report( admin ).innerText() ).toContain(
		'Warenkorb-Seite zeigt wieder ihren früheren Inhalt'
	);
	expect( shopPages() ).toEqual( woo );
	expect(
		await admin.getByRole( 'button', { name: 'Rückgängig machen' } ).count()
	).toBe( 0 );

	await shopper.goto( `${ host.url }/warenkorb/` );
	await shopper.locator( '.wp-block-woocommerce-cart' ).first().waitFor();
	expect( await shopper.locator( '.wp-block-kiosk-cart' ).count() ).toBe( 0 );
	await admin.context().close();
	await shopper.context().close();
} );

test( 'a shop manager is refused the page and the actions', async () => {
	const before = shopPages();
	const manager = await newPage( browser );
	await manager.goto( `${ host.url }/mein-konto/` );
	await manager
		.getByLabel( 'Benutzername oder E-Mail-Adresse' )
		.fill( 'laden' );
	await manager.getByLabel( 'Passwort' ).fill( 'Laden2026!' );
	await manager.getByRole( 'button', { name: 'Anmelden' } ).click();
	await manager.getByRole( 'link', { name: 'Abmelden' } ).first().waitFor();

	const response = await manager.goto(
		`${ host.url }/wp-admin/options-general.php?page=kiosk-setup`
	);
	expect( response?.status() ).toBe( 403 );
	expect(
		await manager
			.getByRole( 'button', { name: 'Einrichtung ausführen' } )
			.count()
	).toBe( 0 );

	await manager.goto( `${ host.url }/wp-admin/` );
	expect( await manager.locator( '.kiosk-setup-notice' ).count() ).toBe( 0 );

	for ( const action of [ 'kiosk_setup_run', 'kiosk_setup_revert' ] ) {
		const post = await manager.request.post(
			`${ host.url }/wp-admin/admin-post.php`,
			{
				form: { action, 'kiosk_setup[shop_pages]': '1' },
				maxRedirects: 0,
			}
		);
		expect( post.status() ).toBe( 403 );
	}
	expect( shopPages() ).toEqual( before );
	await manager.context().close();
} );

test( 'the checkout links the withdrawal page chosen in Settings → Kiosk', async () => {
	host.php( `
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		wp_update_post( array( 'ID' => wc_get_page_id( 'checkout' ), 'post_content' => '<!-- wp:kiosk/checkout /-->' ) );
		wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Widerruf und Rücksendung', 'post_name' => 'widerruf-und-ruecksendung', 'post_content' => '<p>Widerruf</p>' ) );
	` );
	const admin = await newPage( browser );
	await logIn( admin, host.url, 'admin' );
	await admin.goto( `${ host.url }/wp-admin/options-general.php?page=kiosk` );
	await admin
		.getByLabel( 'Seite für die Widerrufsbelehrung' )
		.selectOption( { label: 'Widerruf und Rücksendung' } );
	await Promise.all( [
		admin.waitForURL( /settings-updated=true/ ),
		admin.locator( '#submit' ).click(),
	] );
	await admin.context().close();

	const shopper = await newPage( browser );
	await checkoutWithItem( shopper, host.url );
	const terms = shopper.locator( '.kiosk-checkout__terms' );
	expect(
		await terms
			.getByRole( 'link', { name: 'Widerrufsbelehrung' } )
			.getAttribute( 'href' )
	).toBe( `${ host.url }/widerruf-und-ruecksendung/` );
	expect(
		await terms.getByRole( 'link', { name: 'AGB' } ).getAttribute( 'href' )
	).toBe( `${ host.url }/agb/` );
	await shopper.context().close();
} );
