<?php
/**
 * BlockPageView on real WordPress: while Kiosk asks WooCommerce's payment
 * method integrations whether they are active, Kiosk's checkout (cart)
 * page counts as holding WooCommerce's checkout (cart) block, as
 * Germanized's invoice asks with `has_block( 'woocommerce/checkout' )`;
 * afterwards, also when the question throws, the page's own post is the
 * global post again.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Integrations\WooCommerce\BlockPageView;

/**
 * The page as WooCommerce's block page, for one call.
 */
final class BlockPageViewTest extends TestCase {

	/**
	 * What a callback sees of the page: WooCommerce's and Kiosk's blocks,
	 * as an integration's `is_active()` asks (has_block() on the global post).
	 *
	 * @return array<string, bool>
	 */
	public static function seen(): array {
		return array(
			'woocommerce/checkout' => has_block( 'woocommerce/checkout' ),
			'woocommerce/cart'     => has_block( 'woocommerce/cart' ),
			'kiosk/checkout'       => has_block( 'kiosk/checkout' ),
			'kiosk/cart'           => has_block( 'kiosk/cart' ),
		);
	}

	public function test_kiosks_checkout_holds_woocommerces_checkout_block_while_asked_and_not_after(): void {
		$id = $this->visit_page( "<!-- wp:kiosk/checkout /-->\n<!-- wp:paragraph --><p>Kasse</p><!-- /wp:paragraph -->" );
		$page = $GLOBALS['post'];

		$inside = BlockPageView::run( array( self::class, 'seen' ) );

		$this->assertSame(
			array(
				'woocommerce/checkout' => true,
				'woocommerce/cart'     => false,
				'kiosk/checkout'       => true,
				'kiosk/cart'           => false,
			),
			$inside
		);
		$this->assertSame( $page, $GLOBALS['post'], 'the page’s own post object is back' );
		$this->assertSame( $id, get_the_ID() );
		$this->assertFalse( has_block( 'woocommerce/checkout' ) );
		$this->assertStringNotContainsString( 'woocommerce/checkout', $page->post_content, 'the page’s post is not changed' );
		$this->assertStringNotContainsString( 'woocommerce/checkout', get_post( $id )->post_content, 'nothing is saved' );
	}

	public function test_kiosks_cart_holds_woocommerces_cart_block_while_asked(): void {
		$this->visit_page( '<!-- wp:kiosk/cart /-->' );
		$page = $GLOBALS['post'];

		$inside = BlockPageView::run( array( self::class, 'seen' ) );

		$this->assertTrue( $inside['woocommerce/cart'] );
		$this->assertFalse( $inside['woocommerce/checkout'] );
		$this->assertSame( $page, $GLOBALS['post'] );
		$this->assertFalse( has_block( 'woocommerce/cart' ) );
	}

	public function test_the_callbacks_answer_is_returned(): void {
		$this->visit_page( '<!-- wp:kiosk/checkout /-->' );
		$this->assertSame(
			array( 'direct-debit' => true ),
			BlockPageView::run(
				static function () {
					return array( 'direct-debit' => has_block( 'woocommerce/checkout' ) );
				}
			)
		);
	}

	public function test_the_page_is_restored_when_the_callback_throws(): void {
		$this->visit_page( '<!-- wp:kiosk/checkout /-->' );
		$page   = $GLOBALS['post'];
		$thrown = null;
		$inside = null;
		try {
			BlockPageView::run(
				static function () use ( &$inside ) {
					$inside = has_block( 'woocommerce/checkout' );
					throw new \RuntimeException( 'an integration failed' );
				}
			);
		} catch ( \RuntimeException $e ) {
			$thrown = $e->getMessage();
		}
		$this->assertSame( 'an integration failed', $thrown, 'the exception reaches the caller' );
		$this->assertTrue( $inside );
		$this->assertSame( $page, $GLOBALS['post'] );
		$this->assertFalse( has_block( 'woocommerce/checkout' ) );
	}

	public function test_a_page_with_woocommerces_block_or_without_kiosks_is_left_as_it_is(): void {
		foreach ( array( '<!-- wp:woocommerce/checkout /-->', '<!-- wp:paragraph --><p>Impressum</p><!-- /wp:paragraph -->' ) as $content ) {
			$this->visit_page( $content );
			$page = $GLOBALS['post'];
			$seen = BlockPageView::run(
				static function () {
					return $GLOBALS['post'];
				}
			);
			$this->assertSame( $page, $seen, "the callback sees the page’s own post: $content" );
		}
		// Kiosk's block beside WooCommerce's own: no second comment.
		$this->visit_page( "<!-- wp:woocommerce/checkout /-->\n<!-- wp:kiosk/checkout /-->" );
		$this->assertSame( '', BlockPageView::woocommerce_blocks_for( $GLOBALS['post'] ) );
	}

	public function test_without_a_global_post_the_callback_runs_as_it_is(): void {
		$this->visit_page( '<!-- wp:kiosk/checkout /-->' );
		$GLOBALS['post'] = null;
		$this->assertFalse( BlockPageView::run( static fn() => has_block( 'woocommerce/checkout' ) ) );
		$this->assertNull( $GLOBALS['post'] );
	}
}
