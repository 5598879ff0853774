<?php
/**
 * The wp-compose a page of Kiosk's gets. wp-data is what brings wp-compose
 * to Kiosk's pages, and it calls four of its functions: compose(), pure(),
 * createHigherOrderComponent() and useIsomorphicLayoutEffect(). Core's
 * wp-compose is about 10 KB of brotli and brings wp-dom, wp-keycodes and
 * wp-undo-manager (about 5 KB more), which only its focus, keyboard and
 * undo hooks use; running it costs about 16 ms of a phone's main thread at
 * 4× CPU, and its keyboard-shortcut library listens to every keystroke.
 *
 * Where nothing but wp-data asks for wp-compose, among a page's scripts and
 * those it may load later, the page gets Kiosk's small file with those four
 * functions in wp-compose's place (`build/compose-for-data.js`, about 0.5
 * KB; src/compose-for-data), and goes without what only core's wp-compose
 * needed. A script that declares wp-compose keeps core's, whole. A script
 * that calls wp-compose's other functions, or `wp.dom` or `wp.keycodes`,
 * without declaring them (relying on another script's dependency) would
 * fail: the filter `kiosk_leave_out_compose_hooks` (false) keeps core's
 * everywhere.
 *
 * Used by the joined core file of the cart and checkout (CoreScripts) and by
 * the lists of scripts loaded later (LazyScripts).
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * wp-compose, cut to what wp-data calls.
 */
final class ComposeHooks {

	/** The build entry that stands in for wp-compose. */
	const SMALL = 'compose-for-data';

	/**
	 * What this page's wp-compose is: `small`, Kiosk's file (its build
	 * entry: Manifest::entry()) or null for core's; `left_out`, the core scripts the page
	 * then goes without. Counts the page's scripts (enqueued, waiting or
	 * printed) and `$more`: the callers add those it may load later
	 * (LazyScripts::later(): CoreScripts and LazyScripts::resolve() pass them).
	 * The joined core file and the lazy lists ask this one question, so they
	 * agree: a script loaded later never meets a wp-compose that lacks what
	 * it needs.
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 * @param string[]    $more    Further handles (those the page may load later among them).
	 * @return array{small: array{name: string, src: string, file: string, deps: string[], version: string, style: string}|null, left_out: string[]}
	 */
	public static function on_page( \WP_Scripts $scripts, array $more = array() ): array {
		$handles = array_merge( $scripts->queue, $scripts->to_do, $scripts->done, $more );
		$core    = array(
			'small'    => null,
			'left_out' => array(),
		);
		/**
		 * Filters whether Kiosk's pages give wp-data a small wp-compose, and
		 * leave out the core scripts only core's wp-compose needs, where
		 * nothing else asks for wp-compose.
		 *
		 * @param bool $leave_out Whether they do.
		 */
		if ( ! apply_filters( 'kiosk_leave_out_compose_hooks', true ) ) {
			return $core;
		}
		$small = Scripts::manifest()->entry( self::SMALL );
		$held  = self::closure( $scripts, $handles );
		if ( ! $small || ! isset( $held['wp-compose'] ) || array( 'wp-data' ) !== self::askers( $scripts, $held, 'wp-compose' ) ) {
			return $core;
		}
		return array(
			'small'    => $small,
			'left_out' => self::left_out( $scripts, $held, $small['deps'] ),
		);
	}

	/**
	 * The held scripts that only core's wp-compose needed: each is asked for
	 * by wp-compose (and not by the small one) or by scripts left out
	 * already, and by nothing else. A script the page enqueued itself stays.
	 *
	 * @param \WP_Scripts         $scripts The script registry.
	 * @param array<string, true> $held    The page's scripts and all they need.
	 * @param string[]            $small   What the small wp-compose needs.
	 * @return string[]
	 */
	private static function left_out( \WP_Scripts $scripts, array $held, array $small ): array {
		$keep     = array_fill_keys( array_merge( array( 'wp-compose' ), $small, array_map( 'strval', $scripts->queue ) ), true );
		$left_out = array();
		do {
			$grew = false;
			foreach ( array_keys( array_diff_key( $held, $keep, $left_out ) ) as $handle ) {
				$askers = self::askers( $scripts, $held, (string) $handle );
				foreach ( $askers as $asker ) {
					if ( 'wp-compose' !== $asker && ! isset( $left_out[ $asker ] ) ) {
						continue 2;
					}
				}
				if ( $askers ) {
					$left_out[ $handle ] = true;
					$grew                = true;
				}
			}
		} while ( $grew );
		return array_map( 'strval', array_keys( $left_out ) );
	}

	/**
	 * The held scripts that depend on a handle.
	 *
	 * @param \WP_Scripts         $scripts The script registry.
	 * @param array<string, true> $held    Handles.
	 * @param string              $handle  The handle asked for.
	 * @return string[]
	 */
	private static function askers( \WP_Scripts $scripts, array $held, string $handle ): array {
		$askers = array();
		foreach ( array_keys( $held ) as $asker ) {
			if ( in_array( $handle, array_map( 'strval', (array) $scripts->registered[ $asker ]->deps ), true ) ) {
				$askers[] = (string) $asker;
			}
		}
		return $askers;
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
