<?php
/**
 * The site owner's set-up step in wp-admin: wires its parts.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the set-up page, its actions and its notice, and the block
 * editor's preview data (admin only).
 */
final class Setup {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		if ( ! is_admin() ) {
			return;
		}
		( new SetupPage() )->hook();
		( new SetupActions() )->hook();
		( new SetupNotice() )->hook();
		( new EditorPreview() )->hook();
	}
}
