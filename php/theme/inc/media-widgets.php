<?php
/**
 * The video playlist and gallery slider (README: "Video playlist", "Sliders"),
 * as classic widgets for the `sidebar` area (Appearance → Widgets).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * A video's page and embed URL. YouTube watch, short and embed links become
 * privacy-enhanced youtube-nocookie embeds; any other https URL is embedded as given.
 *
 * @param string $url The URL the site owner entered.
 * @return array{page: string, embed: string}|null
 */
function kiosk_theme_video_urls( $url ) {
	$url = trim( (string) $url );
	if ( preg_match( '~^https?://(?:www\.|m\.)?(?:youtube\.com/watch\?(?:.*&)?v=|youtu\.be/|youtube(?:-nocookie)?\.com/embed/)([A-Za-z0-9_-]{6,20})~', $url, $match ) ) {
		return array(
			'page'  => 'https://www.youtube.com/watch?v=' . $match[1],
			'embed' => 'https://www.youtube-nocookie.com/embed/' . $match[1],
		);
	}
	if ( 0 === strpos( $url, 'https://' ) && wp_http_validate_url( $url ) ) {
		return array(
			'page'  => $url,
			'embed' => $url,
		);
	}
	return null;
}

/**
 * The consent gate's texts for a third-party embed (`data-consent-*`, read by
 * src/magazine/consent.ts): nothing loads from `$host` before the reader
 * clicks the button.
 *
 * @param string $load Button label ("Karte laden", "Video laden").
 * @param string $host The third party's host name.
 */
function kiosk_theme_consent_attributes( $load, $host ) {
	return sprintf(
		'data-consent-load="%1$s" data-consent-note="%2$s" data-consent-remember="%3$s"',
		esc_attr( $load ),
		/* translators: %s: host name of the third party, e.g. www.youtube-nocookie.com. */
		esc_attr( sprintf( __( 'Loading it sends data such as your IP address to %s. Nothing is loaded before you click.', 'kiosk' ), $host ) ),
		esc_attr__( 'Always load maps and videos on this device', 'kiosk' )
	);
}

/**
 * A unique heading id per widget on the page: the first keeps the README id.
 *
 * @param string $base README id.
 */
function kiosk_theme_widget_heading_id( $base ) {
	static $seen = array();
	$seen[ $base ] = isset( $seen[ $base ] ) ? $seen[ $base ] + 1 : 1;
	return 1 === $seen[ $base ] ? $base : $base . '-' . $seen[ $base ];
}

/**
 * The video playlist: the first video in an iframe of height 434, the list swaps it.
 *
 * @param array<int, array{url: string, title: string}> $videos Videos.
 * @param string                                        $title  Widget title.
 */
function kiosk_theme_video_playlist( $videos, $title = '' ) {
	kiosk_theme_uses_behaviours();
	$items = '';
	$first = null;
	foreach ( $videos as $video ) {
		$urls = kiosk_theme_video_urls( $video['url'] );
		if ( ! $urls || '' === trim( $video['title'] ) ) {
			continue;
		}
		/* translators: %s: video title. */
		$frame_title = sprintf( __( 'Video: %s', 'kiosk' ), $video['title'] );
		$first       = $first ? $first : array( $urls['embed'], $frame_title, $urls['page'] );
		$items      .= sprintf(
			'<li><a class="kiosk-video-playlist__item" href="%1$s" data-kiosk-video-src="%2$s" data-kiosk-video-title="%3$s"%4$s>%5$s</a></li>',
			esc_url( $urls['page'] ),
			esc_url( $urls['embed'] ),
			esc_attr( $frame_title ),
			'' === $items ? ' aria-current="true"' : '',
			esc_html( $video['title'] )
		);
	}
	if ( ! $first ) {
		return '';
	}
	$id   = kiosk_theme_widget_heading_id( 'kiosk-video-title' );
	$host = (string) wp_parse_url( $first[0], PHP_URL_HOST );
	// No embed in the page: it loads after the reader asks (privacy by design).
	return sprintf(
		'<section class="kiosk-widget kiosk-video-playlist" data-kiosk-video-playlist' . kiosk_theme_mark_attribute() . ' aria-labelledby="%1$s"><h2 class="kiosk-widget__title" id="%1$s">%2$s</h2><div class="kiosk-video-playlist__player" data-kiosk-video-src="%3$s" data-kiosk-video-title="%4$s" %5$s><a class="kiosk-video-playlist__fallback" href="%6$s">%7$s</a></div><ol class="kiosk-video-playlist__list">%8$s</ol></section>',
		esc_attr( $id ),
		esc_html( '' !== $title ? $title : __( 'Videos', 'kiosk' ) ),
		esc_url( $first[0] ),
		esc_attr( $first[1] ),
		kiosk_theme_consent_attributes( __( 'Load video', 'kiosk' ), $host ),
		esc_url( $first[2] ),
		esc_html__( 'Watch the video on its page', 'kiosk' ),
		$items
	);
}

/**
 * The gallery slider (fade, 1500 / 3000) of media library images.
 *
 * @param int[]  $ids   Attachment ids, in order.
 * @param string $title Widget title.
 */
function kiosk_theme_gallery_slider( $ids, $title = '' ) {
	$slides = '';
	foreach ( $ids as $id ) {
		$image = wp_get_attachment_image_src( (int) $id, 'large' );
		if ( ! $image ) {
			continue;
		}
		$alt     = trim( (string) get_post_meta( (int) $id, '_wp_attachment_image_alt', true ) );
		$caption = trim( (string) wp_get_attachment_caption( (int) $id ) );
		$slides .= sprintf(
			'<div class="kiosk-slider__slide swiper-slide"><figure class="kiosk-slider__figure"><img src="%1$s" alt="%2$s" width="%3$d" height="%4$d" loading="lazy">%5$s</figure></div>',
			esc_url( $image[0] ),
			esc_attr( $alt ),
			(int) $image[1],
			(int) $image[2],
			'' !== $caption || '' !== $alt ? '<figcaption>' . esc_html( '' !== $caption ? $caption : $alt ) . '</figcaption>' : ''
		);
	}
	if ( '' === $slides ) {
		return '';
	}
	$title = '' !== $title ? $title : __( 'Pictures of the week', 'kiosk' );
	$id    = kiosk_theme_widget_heading_id( 'kiosk-gallery-widget-title' );
	return sprintf(
		'<section class="kiosk-widget kiosk-widget--gallery" aria-labelledby="%1$s"><h2 class="kiosk-widget__title" id="%1$s">%2$s</h2><div class="kiosk-slider kiosk-slider--gallery swiper" data-kiosk-slider="gallery"' . kiosk_theme_mark_attribute() . ' role="region" aria-roledescription="%3$s" aria-label="%2$s" %4$s><div class="kiosk-slider__track swiper-wrapper">%5$s</div>%6$s</div></section>',
		esc_attr( $id ),
		esc_html( $title ),
		esc_attr__( 'carousel', 'kiosk' ),
		kiosk_theme_slider_labels(),
		$slides,
		kiosk_theme_slider_buttons()
	);
}

/**
 * Appearance → Widgets: "Video playlist" (one `URL | title` per line).
 */
class Kiosk_Theme_Video_Playlist_Widget extends WP_Widget {

	/** Registers the widget type. */
	public function __construct() {
		parent::__construct( 'kiosk_video_playlist', __( 'Kiosk: Video playlist', 'kiosk' ), array( 'description' => __( 'Videos in one player with a playlist.', 'kiosk' ) ) );
	}

	/**
	 * The parsed videos of an instance.
	 *
	 * @param array $instance Settings.
	 * @return array<int, array{url: string, title: string}>
	 */
	public static function videos( $instance ) {
		$videos = array();
		foreach ( preg_split( '/\R/', (string) ( $instance['videos'] ?? '' ) ) as $line ) {
			$parts = array_map( 'trim', explode( '|', $line, 2 ) );
			if ( 2 === count( $parts ) && '' !== $parts[0] && '' !== $parts[1] ) {
				$videos[] = array(
					'url'   => $parts[0],
					'title' => $parts[1],
				);
			}
		}
		return $videos;
	}

	/**
	 * Prints the README markup (its own labelled section, not the area's wrapper).
	 *
	 * @param array $args     Area arguments.
	 * @param array $instance Settings.
	 */
	public function widget( $args, $instance ) {
		echo kiosk_theme_video_playlist( self::videos( $instance ), (string) ( $instance['title'] ?? '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	}

	/**
	 * The settings form.
	 *
	 * @param array $instance Settings.
	 */
	public function form( $instance ) {
		printf(
			'<p><label for="%1$s">%2$s</label><input class="widefat" id="%1$s" name="%3$s" type="text" value="%4$s"></p><p><label for="%5$s">%6$s</label><textarea class="widefat" rows="6" id="%5$s" name="%7$s">%8$s</textarea></p>',
			esc_attr( $this->get_field_id( 'title' ) ),
			esc_html__( 'Title:', 'kiosk' ),
			esc_attr( $this->get_field_name( 'title' ) ),
			esc_attr( (string) ( $instance['title'] ?? '' ) ),
			esc_attr( $this->get_field_id( 'videos' ) ),
			esc_html__( 'Videos, one per line: URL | title', 'kiosk' ),
			esc_attr( $this->get_field_name( 'videos' ) ),
			esc_textarea( (string) ( $instance['videos'] ?? '' ) )
		);
	}

	/**
	 * Keeps only lines with a usable URL and a title.
	 *
	 * @param array $new_instance New settings.
	 * @param array $old_instance Old settings.
	 */
	public function update( $new_instance, $old_instance ) {
		$lines = array();
		foreach ( self::videos( $new_instance ) as $video ) {
			if ( kiosk_theme_video_urls( $video['url'] ) ) {
				$lines[] = esc_url_raw( $video['url'] ) . ' | ' . sanitize_text_field( $video['title'] );
			}
		}
		return array(
			'title'  => sanitize_text_field( (string) ( $new_instance['title'] ?? '' ) ),
			'videos' => implode( "\n", $lines ),
		);
	}
}

/**
 * Appearance → Widgets: "Gallery slider" (media library image ids).
 */
class Kiosk_Theme_Gallery_Slider_Widget extends WP_Widget {

	/** Registers the widget type. */
	public function __construct() {
		parent::__construct( 'kiosk_gallery_slider', __( 'Kiosk: Gallery slider', 'kiosk' ), array( 'description' => __( 'Images from the media library, fading one into the next.', 'kiosk' ) ) );
	}

	/**
	 * The attachment ids of an instance.
	 *
	 * @param array $instance Settings.
	 * @return int[]
	 */
	public static function ids( $instance ) {
		return array_values( array_filter( array_map( 'absint', preg_split( '/[\s,]+/', (string) ( $instance['ids'] ?? '' ) ) ) ) );
	}

	/**
	 * Prints the README markup.
	 *
	 * @param array $args     Area arguments.
	 * @param array $instance Settings.
	 */
	public function widget( $args, $instance ) {
		echo kiosk_theme_gallery_slider( self::ids( $instance ), (string) ( $instance['title'] ?? '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	}

	/**
	 * The settings form.
	 *
	 * @param array $instance Settings.
	 */
	public function form( $instance ) {
		printf(
			'<p><label for="%1$s">%2$s</label><input class="widefat" id="%1$s" name="%3$s" type="text" value="%4$s"></p><p><label for="%5$s">%6$s</label><input class="widefat" id="%5$s" name="%7$s" type="text" value="%8$s"></p>',
			esc_attr( $this->get_field_id( 'title' ) ),
			esc_html__( 'Title:', 'kiosk' ),
			esc_attr( $this->get_field_name( 'title' ) ),
			esc_attr( (string) ( $instance['title'] ?? '' ) ),
			esc_attr( $this->get_field_id( 'ids' ) ),
			esc_html__( 'Image IDs from the media library, comma-separated:', 'kiosk' ),
			esc_attr( $this->get_field_name( 'ids' ) ),
			esc_attr( (string) ( $instance['ids'] ?? '' ) )
		);
	}

	/**
	 * Keeps the title as text and the ids as numbers.
	 *
	 * @param array $new_instance New settings.
	 * @param array $old_instance Old settings.
	 */
	public function update( $new_instance, $old_instance ) {
		return array(
			'title' => sanitize_text_field( (string) ( $new_instance['title'] ?? '' ) ),
			'ids'   => implode( ',', self::ids( $new_instance ) ),
		);
	}
}

/**
 * Registers the two widgets.
 */
function kiosk_theme_register_media_widgets() {
	register_widget( 'Kiosk_Theme_Video_Playlist_Widget' );
	register_widget( 'Kiosk_Theme_Gallery_Slider_Widget' );
}
add_action( 'widgets_init', 'kiosk_theme_register_media_widgets' );
