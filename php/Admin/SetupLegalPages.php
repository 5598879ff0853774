<?php
/**
 * Set-up step 2: the legal pages the site lacks, as drafts to review.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

use Kiosk\Settings\LegalPages;

/**
 * Creates the missing legal pages as drafts and points the settings at them
 * (WordPress's privacy page, WooCommerce's terms page, Kiosk's own for the
 * rest). A page that exists is left as it is.
 */
final class SetupLegalPages {

	/**
	 * The German page titles (translated: the owner's admin language).
	 *
	 * @return array<string, string> Key => title.
	 */
	public static function titles(): array {
		return array(
			'legalNotice'   => __( 'Legal notice', 'kiosk' ),
			'privacy'       => __( 'Privacy policy', 'kiosk' ),
			'terms'         => __( 'Terms and conditions', 'kiosk' ),
			'withdrawal'    => __( 'Cancellation policy', 'kiosk' ),
			'accessibility' => __( 'Accessibility statement', 'kiosk' ),
		);
	}

	/**
	 * The keys of the pages the site lacks.
	 *
	 * @return string[]
	 */
	public static function missing(): array {
		return array_values(
			array_filter(
				array_keys( LegalPages::definitions() ),
				static function ( string $key ): bool {
					return null === LegalPages::find( $key ) || ( 'privacy' === $key && null !== self::english_privacy_draft() );
				}
			)
		);
	}

	/**
	 * WordPress's own privacy page when it is still WordPress's English
	 * template, unpublished (wp_install() writes it in the site's language
	 * only where the language pack has its strings): it is no German
	 * Datenschutzerklärung, so the set-up creates the German draft beside it.
	 */
	public static function english_privacy_draft(): ?\WP_Post {
		$page = LegalPages::find( 'privacy' );
		if ( ! $page || 'publish' === $page->post_status ) {
			return null;
		}
		$english = 'Privacy Policy' === $page->post_title
			|| false !== strpos( $page->post_content, 'Suggested text:' )
			|| false !== strpos( $page->post_content, '>Who we are<' );
		return $english ? $page : null;
	}

	/**
	 * Creates what is missing and assigns the settings.
	 *
	 * @return array<int, array{type: string, text: string, url: string}>
	 */
	public function apply(): array {
		$report = array();
		$drafts = false;
		$titles = self::titles();
		foreach ( LegalPages::definitions() as $key => $definition ) {
			$title   = $titles[ $key ];
			$page    = LegalPages::find( $key );
			$english = 'privacy' === $key ? self::english_privacy_draft() : null;
			if ( $page && ! $english ) {
				$report = array_merge( $report, $this->keep( $key, $page, $title ) );
				continue;
			}
			$id = wp_insert_post(
				wp_slash(
					array(
						'post_type'    => 'page',
						'post_status'  => 'draft',
						'post_title'   => $title,
						'post_name'    => $definition['slug'],
						'post_content' => SetupLegalTemplates::content( $key ),
					)
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				$report[] = array(
					'type' => 'todo',
					'text' => sprintf(
						/* translators: 1: page title, 2: error message. */
						__( 'The draft “%1$s” could not be created: %2$s', 'kiosk' ),
						$title,
						$id->get_error_message()
					),
					'url'  => '',
				);
				continue;
			}
			LegalPages::assign( $key, (int) $id );
			$drafts = true;
			if ( $english ) {
				$report[] = array(
					'type' => 'changed',
					'text' => sprintf(
						/* translators: 1: title of WordPress's English privacy page, 2: title of the German draft. */
						__( 'WordPress\'s privacy page “%1$s” is its English template, not a German privacy policy: the draft “%2$s” with German template text was created beside it and is now the privacy page (Settings → Privacy); the English page is left as it is – please review and publish the German one', 'kiosk' ),
						get_the_title( $english ),
						$title
					),
					'url'  => (string) get_edit_post_link( (int) $id, 'raw' ),
				);
				continue;
			}
			$report[] = array(
				'type' => 'changed',
				'text' => sprintf(
					/* translators: %s: page title. */
					__( 'Draft “%s” created – please review and publish it', 'kiosk' ),
					$title
				),
				'url'  => (string) get_edit_post_link( (int) $id, 'raw' ),
			);
		}
		if ( $drafts ) {
			$report[] = array(
				'type' => 'todo',
				'text' => __( 'Replace every placeholder in [brackets] in the new drafts, have them checked and publish them; the checkout links to them only once they are published', 'kiosk' ),
				'url'  => admin_url( 'edit.php?post_status=draft&post_type=page' ),
			);
		}
		return $report;
	}

	/**
	 * An existing page: assigned where its setting is empty, otherwise untouched.
	 *
	 * @param string   $key   Key.
	 * @param \WP_Post $page  The page.
	 * @param string   $title The page's kind.
	 * @return array<int, array{type: string, text: string, url: string}>
	 */
	private function keep( string $key, \WP_Post $page, string $title ): array {
		$report = array();
		$url    = (string) get_edit_post_link( $page->ID, 'raw' );
		if ( LegalPages::assigned_id( $key ) !== $page->ID ) {
			LegalPages::assign( $key, $page->ID );
			$report[] = array(
				'type' => 'changed',
				'text' => sprintf(
					/* translators: 1: kind of page (e.g. Legal notice), 2: title of the existing page. */
					__( '%1$s: the existing page “%2$s” is now set as this page', 'kiosk' ),
					$title,
					get_the_title( $page )
				),
				'url'  => $url,
			);
		}
		if ( 'publish' !== $page->post_status ) {
			$report[] = array(
				'type' => 'todo',
				'text' => sprintf(
					/* translators: 1: kind of page (e.g. Legal notice), 2: title of the existing page. */
					__( '%1$s: the page “%2$s” is not published yet – please review and publish it', 'kiosk' ),
					$title,
					get_the_title( $page )
				),
				'url'  => $url,
			);
		}
		return $report;
	}
}
