<?php
/**
 * A page of events lists its upcoming events (`.kiosk-event-list`). An event is
 * a child page with RSVP tickets (Event Tickets); its start and place are
 * the page's custom fields `kiosk_event_start` (site time, `Y-m-d H:i`) and
 * `kiosk_event_place`. The list shows each upcoming event's date, place and
 * free places, soonest first; events without a start come last; past ones
 * are left out.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The upcoming events among a page's children (none without Event Tickets).
 *
 * @param int $page_id The events page.
 * @return array<int, array{post: WP_Post, start: int|null, place: string, places: int|null}>
 */
function kiosk_theme_upcoming_events( $page_id ) {
	if ( ! class_exists( 'Tribe__Tickets__Tickets' ) ) {
		return array();
	}
	$events   = array();
	$children = get_pages(
		array(
			'parent'      => (int) $page_id,
			'post_status' => 'publish',
		)
	);
	foreach ( $children as $child ) {
		$tickets = array_filter(
			(array) Tribe__Tickets__Tickets::get_all_event_tickets( $child->ID ),
			static function ( $ticket ) {
				return is_object( $ticket ) && 'Tribe__Tickets__RSVP' === ( $ticket->provider_class ?? '' );
			}
		);
		if ( ! $tickets ) {
			continue;
		}
		$start = kiosk_theme_event_start( $child->ID );
		if ( null !== $start && $start < time() ) {
			continue;
		}
		$places = 0;
		foreach ( $tickets as $ticket ) {
			$left = method_exists( $ticket, 'available' ) ? (int) $ticket->available() : -1;
			if ( $left < 0 ) {
				$places = null;
				break;
			}
			$places += $left;
		}
		$events[] = array(
			'post'   => $child,
			'start'  => $start,
			'place'  => (string) get_post_meta( $child->ID, 'kiosk_event_place', true ),
			'places' => $places,
		);
	}
	usort(
		$events,
		static function ( $a, $b ) {
			return ( $a['start'] ?? PHP_INT_MAX ) <=> ( $b['start'] ?? PHP_INT_MAX );
		}
	);
	return $events;
}

/**
 * An event's start as a timestamp, or null when it has none.
 *
 * @param int $post_id The event page.
 * @return int|null
 */
function kiosk_theme_event_start( $post_id ) {
	$value = trim( (string) get_post_meta( $post_id, 'kiosk_event_start', true ) );
	$date  = '' === $value ? false : date_create_immutable_from_format( 'Y-m-d H:i', $value, wp_timezone() );
	return $date ? $date->getTimestamp() : null;
}

/**
 * The list of a page's upcoming events ('' when the page has no events).
 *
 * @param int $page_id The page.
 * @return string
 */
function kiosk_theme_event_list( $page_id ) {
	$events = kiosk_theme_upcoming_events( $page_id );
	if ( ! $events ) {
		return '';
	}
	$html = '<ul class="kiosk-event-list" aria-label="' . esc_attr__( 'Upcoming events', 'kiosk' ) . '">';
	foreach ( $events as $event ) {
		$meta = array();
		if ( null !== $event['start'] ) {
			/* translators: date and time format of an event, see https://www.php.net/manual/datetime.format.php */
			$meta[] = '<time datetime="' . esc_attr( wp_date( 'c', $event['start'] ) ) . '">' . esc_html( wp_date( __( 'l, F j, Y \a\t g:i a', 'kiosk' ), $event['start'] ) ) . '</time>';
		}
		if ( '' !== $event['place'] ) {
			$meta[] = esc_html( $event['place'] );
		}
		if ( null === $event['places'] ) {
			$places = __( 'Places free', 'kiosk' );
		} elseif ( $event['places'] > 0 ) {
			/* translators: %d: places left over all of the event's tickets. */
			$places = sprintf( _n( '%d place left', '%d places left', $event['places'], 'kiosk' ), $event['places'] );
		} else {
			$places = __( 'Currently full', 'kiosk' );
		}
		$html .= '<li class="kiosk-event-card"><h2 class="kiosk-event-card__title"><a href="' . esc_url( get_permalink( $event['post'] ) ) . '">' . esc_html( get_the_title( $event['post'] ) ) . '</a></h2>'
			. ( $meta ? '<p class="kiosk-event-card__meta">' . implode( ' · ', $meta ) . '</p>' : '' )
			. '<p class="kiosk-event-card__places' . ( 0 === $event['places'] ? ' is-full' : '' ) . '">' . esc_html( $places ) . '</p></li>';
	}
	return $html . '</ul>';
}
