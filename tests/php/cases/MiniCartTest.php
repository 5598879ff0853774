<?php
/**
 * The header's mini cart on real WordPress: it carries the drawer's saved
 * contents (the `mini-cart` template part the owner edited) as
 * `data-kiosk-blocks`, the same for every visitor, and nothing when no
 * edited template part exists (the drawer's default layout).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\CurrentPage;
use Kiosk\Blocks\MiniCart;

/**
 * The mini cart's saved contents.
 */
final class MiniCartTest extends TestCase {

	/**
	 * The template part posts this test created.
	 *
	 * @var int[]
	 */
	private $parts = array();

	protected function tearDown(): void {
		foreach ( $this->parts as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/** The wrapper div of the rendered button (rendered as the block is). */
	private function wrapper(): \DOMElement {
		$html = $this->render_as_block( new MiniCart( CurrentPage::shared() ) );
		$divs = $this->assertHtmlHas( $html, '//div[contains(concat(" ",@class," ")," kiosk-mini-cart ")]' );
		return $divs->item( 0 );
	}

	/**
	 * Saves the active theme's `mini-cart` template part, as the site editor does.
	 *
	 * @param string $content Block markup.
	 */
	private function save_part( string $content ): void {
		$id = wp_insert_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => 'mini-cart',
				'post_title'   => 'Mini-Cart',
				'post_status'  => 'publish',
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		wp_set_post_terms( $id, array( get_stylesheet() ), 'wp_theme' );
		$this->parts[] = $id;
	}

	public function test_without_an_edited_template_part_the_header_carries_no_tree(): void {
		$this->assertSame( array(), MiniCart::saved_contents() );
		$this->assertFalse( $this->wrapper()->hasAttribute( 'data-kiosk-blocks' ), 'the drawer uses its default layout' );
	}

	public function test_an_edited_template_part_is_printed_as_the_drawers_tree(): void {
		$this->save_part( '<!-- wp:kiosk/mini-cart-contents --><!-- wp:kiosk/filled-mini-cart-contents-block --><!-- wp:kiosk/mini-cart-title-block {"label":"Mein Einkauf"} /--><!-- wp:kiosk/mini-cart-items-block /--><!-- wp:kiosk/mini-cart-footer-block /--><!-- /wp:kiosk/filled-mini-cart-contents-block -->' . "\n\n" . '<!-- wp:kiosk/empty-mini-cart-contents-block /--><!-- /wp:kiosk/mini-cart-contents -->' );
		$tree = json_decode( $this->wrapper()->getAttribute( 'data-kiosk-blocks' ), true );
		$this->assertSame( array( 'kiosk/mini-cart-contents' ), array_column( $tree, 'name' ) );
		$this->assertSame(
			array( 'kiosk/filled-mini-cart-contents-block', 'kiosk/empty-mini-cart-contents-block' ),
			array_column( $tree[0]['innerBlocks'], 'name' ),
			'the views, without the whitespace between them'
		);
		$this->assertSame( array( 'label' => 'Mein Einkauf' ), $tree[0]['innerBlocks'][0]['innerBlocks'][0]['attributes'] );
	}

	public function test_elsewhere_the_button_works_and_loads_its_script(): void {
		wp_dequeue_script( 'kiosk-mini-cart' );
		$button = $this->wrapper()->getElementsByTagName( 'button' )->item( 0 );
		$this->assertFalse( $button->hasAttribute( 'disabled' ) );
		$this->assertTrue( $button->hasAttribute( 'data-kiosk-mini-cart' ) );
		// Rendered as a block (the header's template part, the theme's
		// kiosk_header_cart): the asset side (AssetPlan) enqueues its script.
		do_blocks( '<!-- wp:kiosk/mini-cart /-->' );
		$this->assertTrue( wp_script_is( 'kiosk-mini-cart', 'enqueued' ) );
	}

	public function test_the_button_goes_to_the_cart_page_until_its_script_runs_with_a_plain_permalink_kept(): void {
		$cart = home_url( '/warenkorb/' );
		$this->filter(
			'kiosk_mini_cart_url',
			static function () use ( &$cart ) {
				return $cart;
			}
		);
		$forms = $this->wrapper()->getElementsByTagName( 'form' );
		$this->assertSame( 1, $forms->length, 'one form around the button' );
		$form   = $forms->item( 0 );
		$button = $form->getElementsByTagName( 'button' )->item( 0 );
		$this->assertSame( 'submit', $button->getAttribute( 'type' ) );
		$this->assertSame( 'get', $form->getAttribute( 'method' ) );
		$this->assertSame( $cart, $form->getAttribute( 'action' ) );
		$this->assertSame( 0, $form->getElementsByTagName( 'input' )->length );
		// Without JavaScript the count is unknown: the name says "Cart" until the script counts.
		$this->assertSame( 'Warenkorb', $button->getAttribute( 'aria-label' ) );

		$cart   = home_url( '/?page_id=7&lang=de#inhalt' );
		$form   = $this->wrapper()->getElementsByTagName( 'form' )->item( 0 );
		$fields = array();
		foreach ( $form->getElementsByTagName( 'input' ) as $input ) {
			$this->assertSame( 'hidden', $input->getAttribute( 'type' ) );
			$fields[ $input->getAttribute( 'name' ) ] = $input->getAttribute( 'value' );
		}
		$this->assertSame( home_url( '/' ), $form->getAttribute( 'action' ) );
		$this->assertSame( array( 'page_id' => '7', 'lang' => 'de' ), $fields, "a GET form drops its action's query" );

		$cart   = '';
		$button = $this->wrapper()->getElementsByTagName( 'button' )->item( 0 );
		$this->assertSame( 0, $this->wrapper()->getElementsByTagName( 'form' )->length, 'no cart page, no form' );
		$this->assertSame( 'button', $button->getAttribute( 'type' ) );
	}

	public function test_the_button_asks_the_page_context_it_was_given(): void {
		$this->visit_page( '<!-- wp:paragraph --><p>Impressum</p><!-- /wp:paragraph -->' );
		$own = new MiniCart( new CurrentPage( new \Kiosk\Assets\WooPages() ) );
		$this->assertFalse( $own->hidden_here(), 'shown on a page without the cart' );
		$this->filter( 'kiosk_mini_cart_hidden', '__return_true' );
		$this->assertTrue( $own->hidden_here(), 'its context answers through the public filter' );
		$this->assertStringContainsString( 'visibility:hidden', $this->render_as_block( $own ) );
	}

	/**
	 * A button's markup, rendered as the block is.
	 *
	 * @param MiniCart $button The button.
	 */
	private function render_as_block( MiniCart $button ): string {
		$previous                           = \WP_Block_Supports::$block_to_render;
		\WP_Block_Supports::$block_to_render = array(
			'blockName' => 'kiosk/mini-cart',
			'attrs'     => array(),
		);
		$html                               = $button->render();
		\WP_Block_Supports::$block_to_render = $previous;
		return $html;
	}

	public function test_on_the_cart_and_checkout_pages_the_button_keeps_its_place_hidden_and_disabled_with_no_script(): void {
		foreach ( array( 'kiosk/cart', 'kiosk/checkout' ) as $block ) {
			wp_dequeue_script( 'kiosk-mini-cart' );
			$this->visit_page( '<!-- wp:' . $block . ' /-->' );
			$this->assertTrue( ( new MiniCart( CurrentPage::shared() ) )->hidden_here(), $block );
			$wrapper = $this->wrapper();
			$this->assertSame( 'true', $wrapper->getAttribute( 'aria-hidden' ) );
			$this->assertStringContainsString( 'visibility:hidden', $wrapper->getAttribute( 'style' ) );
			$button = $wrapper->getElementsByTagName( 'button' )->item( 0 );
			$this->assertTrue( $button->hasAttribute( 'disabled' ) );
			$this->assertFalse( $button->hasAttribute( 'data-kiosk-mini-cart' ), 'nothing opens the drawer' );
			$this->assertFalse( wp_script_is( 'kiosk-mini-cart', 'enqueued' ), $block );
			// Rendered as a block: WordPress enqueues no view script for it either.
			do_blocks( '<!-- wp:kiosk/mini-cart /-->' );
			$this->assertFalse( wp_script_is( 'kiosk-mini-cart', 'enqueued' ), "$block, as a block" );
		}
	}
}
