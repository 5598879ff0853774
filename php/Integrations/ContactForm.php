<?php
/**
 * Contact Form 7: Kiosk's contact-form script where a form renders,
 * instead of CF7's own.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\Scripts;

/**
 * Replaces CF7's front-end script.
 */
final class ContactForm {

	const HANDLE = 'kiosk-contact-form';

	/**
	 * Scripts.
	 *
	 * @var Scripts
	 */
	private $scripts;

	/**
	 * Constructor.
	 *
	 * @param Scripts $scripts Scripts.
	 */
	public function __construct( Scripts $scripts ) {
		$this->scripts = $scripts;
	}

	/**
	 * Hooks (harmless when CF7 is absent: its filters never run).
	 */
	public function hook(): void {
		add_filter( 'wpcf7_load_js', array( $this, 'load_cf7_js' ), 20 );
		add_filter( 'wpcf7_load_css', array( $this, 'load_cf7_js' ), 20 );
		add_filter( 'wpcf7_form_elements', array( $this, 'on_form' ), 20 );
		add_filter( 'do_shortcode_tag', array( $this, 'on_shortcode' ), 20, 2 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_cf7' ), 0 );
	}

	/**
	 * CF7 loads no script and no stylesheet of its own (on every page) when
	 * Kiosk's are built: Kiosk's stylesheet styles CF7's markup where a form
	 * renders.
	 *
	 * @param mixed $load CF7's value.
	 * @return mixed
	 */
	public function load_cf7_js( $load ) {
		return $this->scripts->has( self::HANDLE ) ? false : $load;
	}

	/**
	 * A CF7 form renders: enqueue Kiosk's script.
	 *
	 * @param string $html Form elements.
	 */
	public function on_form( $html ) {
		$this->enqueue();
		return $html;
	}

	/**
	 * The `[contact-form-7]` shortcode renders.
	 *
	 * @param string $output Output.
	 * @param string $tag    Shortcode tag.
	 */
	public function on_shortcode( $output, $tag ) {
		if ( 'contact-form-7' === $tag || 'contact-form' === $tag ) {
			$this->enqueue();
		}
		return $output;
	}

	/**
	 * Enqueues Kiosk's script and dequeues CF7's.
	 */
	public function enqueue(): void {
		/**
		 * Whether a rendering form brings Kiosk's script. The theme's
		 * newsletter widget says no: its form posts without a script, so
		 * every page keeps its budget.
		 *
		 * @param bool $load Load the script.
		 */
		if ( ! apply_filters( 'kiosk_contact_form_script', true ) ) {
			return;
		}
		if ( $this->scripts->enqueue( self::HANDLE ) ) {
			wp_dequeue_script( 'contact-form-7' );
		}
	}

	/**
	 * Last chance before the footer prints: CF7's script stays out when ours is in.
	 */
	public function dequeue_cf7(): void {
		if ( wp_script_is( self::HANDLE, 'enqueued' ) ) {
			wp_dequeue_script( 'contact-form-7' );
		}
	}
}
