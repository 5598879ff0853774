<?php
/**
 * Contact Form 7: Kiosk's contact-form script where a form renders,
 * instead of CF7's own.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\LazyScripts;
use Kiosk\Assets\Scripts;
use Kiosk\Assets\Settings;

/**
 * Replaces CF7's front-end script.
 */
final class ContactForm {

	const HANDLE = 'kiosk-contact-form';

	/** The script that loads Kiosk's contact-form script later (src/magazine/newsletter.ts). */
	const LATER_HANDLE = 'kiosk-magazine';

	/**
	 * Scripts.
	 *
	 * @var Scripts
	 */
	private $scripts;

	/**
	 * The lazy script lists (LazyScripts::contact_form()).
	 *
	 * @var LazyScripts
	 */
	private $lazy_scripts;

	/**
	 * Whether a form rendered in this request without Kiosk's script
	 * (`kiosk_contact_form_script` said no).
	 *
	 * @var bool
	 */
	private $declined = false;

	/**
	 * Constructor.
	 *
	 * @param Scripts     $scripts      Scripts.
	 * @param LazyScripts $lazy_scripts This request's lazy script lists (the contact form's).
	 */
	public function __construct( Scripts $scripts, LazyScripts $lazy_scripts ) {
		$this->scripts      = $scripts;
		$this->lazy_scripts = $lazy_scripts;
	}

	/**
	 * Hooks (harmless when CF7 is absent: its filters never run).
	 */
	public function hook(): void {
		add_filter( 'wpcf7_load_js', array( $this, 'load_cf7_js' ), 20 );
		add_filter( 'wpcf7_load_css', array( $this, 'load_cf7_js' ), 20 );
		add_filter( 'wpcf7_form_elements', array( $this, 'on_form' ), 20 );
		add_filter( 'wpcf7_form_tag', array( $this, 'keep_consent' ), 10, 2 );
		add_filter( 'do_shortcode_tag', array( $this, 'on_shortcode' ), 20, 2 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_cf7' ), 0 );
		add_action( 'wp_print_footer_scripts', array( $this, 'list_for_later' ), 1 );
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
	 * A form that comes back from a refused post without JavaScript keeps
	 * its consent boxes as the visitor left them. CF7 keeps every other
	 * field's value on that round trip, but renders an acceptance box from
	 * its tag's default, so a ticked box came back unticked (and an unticked
	 * `default:on` box ticked).
	 *
	 * @param mixed $tag     The scanned tag (an array).
	 * @param bool  $replace Whether the tag is being rendered.
	 * @return mixed
	 */
	public function keep_consent( $tag, $replace = false ) {
		if (
			! $replace
			|| ! is_array( $tag )
			|| 'acceptance' !== ( $tag['basetype'] ?? '' )
			|| empty( $tag['name'] )
			|| ! function_exists( 'wpcf7_is_posted' )
			|| ! wpcf7_is_posted()
		) {
			return $tag;
		}
		$submission = \WPCF7_Submission::get_instance();
		if ( ! $submission || $submission->is( 'mail_sent' ) ) {
			return $tag;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- CF7 checked the post; this only echoes whether a box was ticked.
		$ticked = ! empty( $_POST[ $tag['name'] ] );
		$options = array_values(
			array_filter(
				(array) ( $tag['options'] ?? array() ),
				static function ( $option ) {
					return 'default:on' !== $option;
				}
			)
		);
		if ( $ticked ) {
			$options[] = 'default:on';
		}
		$tag['options'] = $options;
		return $tag;
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
			$this->declined = true;
			return;
		}
		if ( $this->scripts->enqueue( self::HANDLE ) ) {
			wp_dequeue_script( 'contact-form-7' );
		}
	}

	/**
	 * Where a form rendered without Kiosk's script, the script is not on the
	 * page, and the full magazine script (`kiosk-magazine`, whose newsletter
	 * behaviour loads it when the reader reaches for such a form) prints:
	 * what to load goes out with that script, as `kioskSettings.contactForm`
	 * (LazyScripts::contact_form()). Pages with only the frame's script
	 * carry nothing for it; their forms post without a script.
	 */
	public function list_for_later(): void {
		if ( ! $this->declined || wp_script_is( self::HANDLE, 'enqueued' ) || ! wp_script_is( self::LATER_HANDLE, 'enqueued' ) ) {
			return;
		}
		$this->declined = false;
		$list           = $this->lazy_scripts->contact_form();
		if ( $list ) {
			wp_add_inline_script( self::LATER_HANDLE, 'Object.assign( window.kioskSettings = window.kioskSettings || {}, ' . Settings::json( array( 'contactForm' => $list ) ) . ' );', 'before' );
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
