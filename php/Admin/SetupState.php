<?php
/**
 * Whether the set-up ran or was dismissed (per site), and the last report (per user).
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The set-up's state in the `kiosk_setup` option and a short-lived transient.
 */
final class SetupState {

	const OPTION = 'kiosk_setup';

	/**
	 * The stored state.
	 *
	 * @return array{done: bool, dismissed: bool}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'done'      => ! empty( $stored['done'] ),
			'dismissed' => ! empty( $stored['dismissed'] ),
		);
	}

	/**
	 * Sets one flag.
	 *
	 * @param string $flag `done` or `dismissed`.
	 */
	public static function mark( string $flag ): void {
		$state          = self::get();
		$state[ $flag ] = true;
		update_option( self::OPTION, $state, false );
	}

	/**
	 * Whether the notice still asks for the set-up.
	 */
	public static function pending(): bool {
		$state = self::get();
		return ! $state['done'] && ! $state['dismissed'];
	}

	/**
	 * Keeps a report for the current user's next view of the page.
	 *
	 * @param array<int, array{type: string, text: string, url: string}> $report Report lines.
	 */
	public static function save_report( array $report ): void {
		set_transient( 'kiosk_setup_report_' . get_current_user_id(), $report, 10 * MINUTE_IN_SECONDS );
	}

	/**
	 * The current user's last report (read once).
	 *
	 * @return array<int, array{type: string, text: string, url: string}>
	 */
	public static function take_report(): array {
		$key    = 'kiosk_setup_report_' . get_current_user_id();
		$report = get_transient( $key );
		delete_transient( $key );
		return is_array( $report ) ? $report : array();
	}
}
