<?php
/**
 * The core scripts a page of Kiosk's can go without: three of wp-compose's
 * dependencies (wp-dom, wp-keycodes, wp-undo-manager, about 5 KB of brotli)
 * serve only its focus, keyboard and undo hooks, and wp-data, which is what
 * brings wp-compose to Kiosk's pages, calls none of them (it calls
 * compose(), pure(), createHigherOrderComponent() and
 * useIsomorphicLayoutEffect()). When nothing else among a page's scripts
 * asks for wp-compose or for them, they need not load. wp-compose then runs
 * without them, and its hooks that use them would fail: a script that calls
 * them declares wp-compose, and so keeps them. A script that calls them
 * without declaring it (relying on another's dependency) would fail: the
 * filter `kiosk_leave_out_compose_hooks` (false) keeps them everywhere.
 *
 * Used by the joined core file of the cart and checkout (CoreScripts) and by
 * the lists of scripts loaded later (LazyScripts).
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * wp-compose's dependencies that wp-data never reaches.
 */
final class ComposeHooks {

	/** The handles only wp-compose's focus, keyboard and undo hooks use. */
	const ONLY = array( 'wp-dom', 'wp-keycodes', 'wp-undo-manager' );

	/**
	 * Which of ONLY this page can go without: its scripts (enqueued, waiting
	 * or printed), those it may load later (LazyScripts::later()) and
	 * `$more`. The joined core file and the lazy lists ask this one
	 * question, so they agree: a script loaded later never meets a
	 * wp-compose that ran without what it needs.
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 * @param string[]    $more    Further handles.
	 * @return string[]
	 */
	public static function on_page( \WP_Scripts $scripts, array $more = array() ): array {
		return self::unneeded( $scripts, array_merge( $scripts->queue, $scripts->to_do, $scripts->done, LazyScripts::later(), $more ) );
	}

	/**
	 * Which of ONLY a page holding `$handles` (and all they need) can go
	 * without: held, asked for only by wp-compose, which only wp-data asks
	 * for.
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 * @param string[]    $handles The page's scripts.
	 * @return string[]
	 */
	private static function unneeded( \WP_Scripts $scripts, array $handles ): array {
		/**
		 * Filters whether Kiosk's pages leave out the core scripts only
		 * wp-compose's focus, keyboard and undo hooks need.
		 *
		 * @param bool $leave_out Whether they are left out where unneeded.
		 */
		if ( ! apply_filters( 'kiosk_leave_out_compose_hooks', true ) ) {
			return array();
		}
		$held   = self::closure( $scripts, $handles );
		$askers = array();
		foreach ( array_keys( $held ) as $handle ) {
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dependency ) {
				$askers[ (string) $dependency ][] = $handle;
			}
		}
		if ( array( 'wp-data' ) !== ( $askers['wp-compose'] ?? array() ) ) {
			return array();
		}
		$unneeded = array();
		foreach ( self::ONLY as $handle ) {
			if ( isset( $held[ $handle ] ) && array( 'wp-compose' ) === ( $askers[ $handle ] ?? array() ) ) {
				$unneeded[] = $handle;
			}
		}
		return $unneeded;
	}

	/**
	 * The registered handles and all they depend on.
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 * @param string[]    $handles Handles.
	 * @return array<string, true>
	 */
	private static function closure( \WP_Scripts $scripts, array $handles ): array {
		$held    = array();
		$pending = array_map( 'strval', $handles );
		while ( $pending ) {
			$handle = (string) array_pop( $pending );
			if ( isset( $held[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$held[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dependency ) {
				$pending[] = (string) $dependency;
			}
		}
		return $held;
	}
}
