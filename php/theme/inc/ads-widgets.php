<?php
/**
 * Widgets of the sidebar and the footer: an ad slot of a standard IAB size
 * marked "Anzeige", the most-read list and the newsletter sign-up (a
 * Contact Form 7 form); the widget areas for the masthead's leaderboard and
 * the footer's three columns.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The IAB sizes an ad slot can have: key => array( width, height, label ).
 *
 * @return array<string,array{0:int,1:int,2:string}>
 */
function kiosk_theme_ad_sizes() {
	return array(
		'728x90'  => array( 728, 90, __( 'Leaderboard (728×90)', 'kiosk' ) ),
		'300x250' => array( 300, 250, __( 'Medium rectangle (300×250)', 'kiosk' ) ),
	);
}

/**
 * An ad slot: the advertiser's picture, linked, in its reserved size, marked "Anzeige".
 */
class Kiosk_Theme_Ad_Widget extends WP_Widget {

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( 'kiosk_ad', __( 'Kiosk: Ad slot', 'kiosk' ), array( 'description' => __( 'An advertisement of a standard size, marked as such.', 'kiosk' ) ) );
	}

	/**
	 * Output.
	 *
	 * @param array $args     Sidebar args.
	 * @param array $instance Settings.
	 */
	public function widget( $args, $instance ) {
		$sizes = kiosk_theme_ad_sizes();
		$size  = isset( $instance['size'], $sizes[ $instance['size'] ] ) ? $instance['size'] : '300x250';
		list( $width, $height ) = $sizes[ $size ];
		$image = ! empty( $instance['image'] ) ? wp_get_attachment_image(
			(int) $instance['image'],
			'full',
			false,
			array(
				'class'   => 'kiosk-ad__image',
				'alt'     => isset( $instance['alt'] ) ? $instance['alt'] : '',
				'width'   => $width,
				'height'  => $height,
				'loading' => 'lazy',
				'sizes'   => $width . 'px',
			)
		) : '';
		if ( '' === $image ) {
			return;
		}
		$url   = isset( $instance['url'] ) ? $instance['url'] : '';
		$inner = '' !== $url ? '<a href="' . esc_url( $url ) . '" rel="sponsored noopener" target="_blank">' . $image . '</a>' : $image;
		echo $args['before_widget'] . '<div class="kiosk-ad kiosk-ad--' . esc_attr( $size ) . '"><p class="kiosk-ad__label">' . esc_html__( 'Advertisement', 'kiosk' ) . '</p>' . $inner . '</div>' . $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- sidebar and core image markup.
	}

	/**
	 * Settings form.
	 *
	 * @param array $instance Settings.
	 */
	public function form( $instance ) {
		$values = wp_parse_args(
			$instance,
			array(
				'size'  => '300x250',
				'image' => 0,
				'url'   => '',
				'alt'   => '',
			)
		);
		echo '<p><label for="' . esc_attr( $this->get_field_id( 'size' ) ) . '">' . esc_html__( 'Size', 'kiosk' ) . '</label> <select class="widefat" id="' . esc_attr( $this->get_field_id( 'size' ) ) . '" name="' . esc_attr( $this->get_field_name( 'size' ) ) . '">';
		foreach ( kiosk_theme_ad_sizes() as $key => $size ) {
			echo '<option value="' . esc_attr( $key ) . '"' . selected( $values['size'], $key, false ) . '>' . esc_html( $size[2] ) . '</option>';
		}
		echo '</select></p>';
		foreach ( array(
			'image' => __( 'Picture (media library ID, in the slot\'s size)', 'kiosk' ),
			'url'   => __( 'Advertiser\'s address', 'kiosk' ),
			'alt'   => __( 'Text alternative of the picture', 'kiosk' ),
		) as $field => $label ) {
			echo '<p><label for="' . esc_attr( $this->get_field_id( $field ) ) . '">' . esc_html( $label ) . '</label><input class="widefat" type="' . ( 'image' === $field ? 'number' : 'text' ) . '" id="' . esc_attr( $this->get_field_id( $field ) ) . '" name="' . esc_attr( $this->get_field_name( $field ) ) . '" value="' . esc_attr( $values[ $field ] ) . '"></p>';
		}
	}

	/**
	 * Sanitises the settings.
	 *
	 * @param array $new_instance New.
	 * @param array $old_instance Old.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		$sizes = kiosk_theme_ad_sizes();
		return array(
			'size'  => isset( $new_instance['size'], $sizes[ $new_instance['size'] ] ) ? $new_instance['size'] : '300x250',
			'image' => absint( isset( $new_instance['image'] ) ? $new_instance['image'] : 0 ),
			'url'   => esc_url_raw( isset( $new_instance['url'] ) ? $new_instance['url'] : '' ),
			'alt'   => sanitize_text_field( isset( $new_instance['alt'] ) ? $new_instance['alt'] : '' ),
		);
	}
}

/**
 * The most-read articles (post meta `kiosk_views`, which a view counter fills; the demo sets it).
 */
class Kiosk_Theme_Most_Read_Widget extends WP_Widget {

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( 'kiosk_most_read', __( 'Kiosk: Most read', 'kiosk' ), array( 'description' => __( 'The most-read articles.', 'kiosk' ) ) );
	}

	/**
	 * Output.
	 *
	 * @param array $args     Sidebar args.
	 * @param array $instance Settings.
	 */
	public function widget( $args, $instance ) {
		$posts = get_posts(
			array(
				'posts_per_page'      => isset( $instance['number'] ) ? max( 1, min( 10, (int) $instance['number'] ) ) : 5,
				'meta_key'            => 'kiosk_views', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- indexed meta key, a few rows.
				'orderby'             => 'meta_value_num',
				'order'               => 'DESC',
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
			)
		);
		if ( ! $posts ) {
			return;
		}
		$title = ! empty( $instance['title'] ) ? $instance['title'] : __( 'Most read', 'kiosk' );
		echo $args['before_widget'] . $args['before_title'] . esc_html( $title ) . $args['after_title']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- sidebar markup.
		echo '<ol class="kiosk-most-read">';
		foreach ( $posts as $post ) {
			echo '<li class="kiosk-most-read__item"><a href="' . esc_url( get_permalink( $post ) ) . '">' . esc_html( get_the_title( $post ) ) . '</a></li>';
		}
		echo '</ol>' . $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- sidebar markup.
	}

	/**
	 * Settings form.
	 *
	 * @param array $instance Settings.
	 */
	public function form( $instance ) {
		$title  = isset( $instance['title'] ) ? $instance['title'] : '';
		$number = isset( $instance['number'] ) ? (int) $instance['number'] : 5;
		echo '<p><label for="' . esc_attr( $this->get_field_id( 'title' ) ) . '">' . esc_html__( 'Title', 'kiosk' ) . '</label><input class="widefat" id="' . esc_attr( $this->get_field_id( 'title' ) ) . '" name="' . esc_attr( $this->get_field_name( 'title' ) ) . '" value="' . esc_attr( $title ) . '"></p>';
		echo '<p><label for="' . esc_attr( $this->get_field_id( 'number' ) ) . '">' . esc_html__( 'Number of articles', 'kiosk' ) . '</label><input class="tiny-text" type="number" min="1" max="10" id="' . esc_attr( $this->get_field_id( 'number' ) ) . '" name="' . esc_attr( $this->get_field_name( 'number' ) ) . '" value="' . esc_attr( (string) $number ) . '"></p>';
	}

	/**
	 * Sanitises the settings.
	 *
	 * @param array $new_instance New.
	 * @param array $old_instance Old.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		return array(
			'title'  => sanitize_text_field( isset( $new_instance['title'] ) ? $new_instance['title'] : '' ),
			'number' => max( 1, min( 10, absint( isset( $new_instance['number'] ) ? $new_instance['number'] : 5 ) ) ),
		);
	}
}

/**
 * The newsletter sign-up: a Contact Form 7 form the owner chooses. It posts
 * without a script (CF7 answers on the reloaded page), so it adds nothing
 * to the page's JavaScript at first load; on pages with the full magazine
 * script, Kiosk's contact-form script loads once the reader reaches for it
 * and enhances it (php/Integrations/ContactForm.php,
 * src/magazine/newsletter.ts).
 */
class Kiosk_Theme_Newsletter_Widget extends WP_Widget {

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( 'kiosk_newsletter', __( 'Kiosk: Newsletter', 'kiosk' ), array( 'description' => __( 'A Contact Form 7 form for the newsletter sign-up.', 'kiosk' ) ) );
	}

	/**
	 * Output.
	 *
	 * @param array $args     Sidebar args.
	 * @param array $instance Settings.
	 */
	public function widget( $args, $instance ) {
		$form = isset( $instance['form'] ) ? absint( $instance['form'] ) : 0;
		if ( ! $form || ! shortcode_exists( 'contact-form-7' ) ) {
			return;
		}
		$title = ! empty( $instance['title'] ) ? $instance['title'] : __( 'Newsletter', 'kiosk' );
		// The form's accessible name is the widget's title, not CF7's
		// "Contact form" (English where CF7's language pack is missing).
		$name = static function () use ( $title ) {
			return $title;
		};
		add_filter( 'kiosk_contact_form_script', '__return_false' );
		add_filter( 'wpcf7_form_title_attr', $name );
		$html = do_shortcode( '[contact-form-7 id="' . $form . '" html_class="kiosk-newsletter__form"]' );
		remove_filter( 'wpcf7_form_title_attr', $name );
		remove_filter( 'kiosk_contact_form_script', '__return_false' );
		echo $args['before_widget'] . $args['before_title'] . esc_html( $title ) . $args['after_title']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- sidebar markup.
		if ( ! empty( $instance['text'] ) ) {
			echo '<p class="kiosk-newsletter__text">' . esc_html( $instance['text'] ) . '</p>';
		}
		echo $html . $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CF7's form markup.
	}

	/**
	 * Settings form.
	 *
	 * @param array $instance Settings.
	 */
	public function form( $instance ) {
		foreach ( array(
			'title' => __( 'Title', 'kiosk' ),
			'text'  => __( 'Text', 'kiosk' ),
			'form'  => __( 'Contact Form 7 form (ID)', 'kiosk' ),
		) as $field => $label ) {
			echo '<p><label for="' . esc_attr( $this->get_field_id( $field ) ) . '">' . esc_html( $label ) . '</label><input class="widefat" id="' . esc_attr( $this->get_field_id( $field ) ) . '" name="' . esc_attr( $this->get_field_name( $field ) ) . '" value="' . esc_attr( isset( $instance[ $field ] ) ? (string) $instance[ $field ] : '' ) . '"></p>';
		}
	}

	/**
	 * Sanitises the settings.
	 *
	 * @param array $new_instance New.
	 * @param array $old_instance Old.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		return array(
			'title' => sanitize_text_field( isset( $new_instance['title'] ) ? $new_instance['title'] : '' ),
			'text'  => sanitize_text_field( isset( $new_instance['text'] ) ? $new_instance['text'] : '' ),
			'form'  => absint( isset( $new_instance['form'] ) ? $new_instance['form'] : 0 ),
		);
	}
}

/**
 * Registers the widgets and the leaderboard and footer areas.
 */
function kiosk_theme_register_design_widgets() {
	register_widget( 'Kiosk_Theme_Ad_Widget' );
	register_widget( 'Kiosk_Theme_Most_Read_Widget' );
	register_widget( 'Kiosk_Theme_Newsletter_Widget' );
	register_sidebar(
		array(
			'id'            => 'leaderboard',
			'name'          => __( 'Masthead ad', 'kiosk' ),
			'description'   => __( 'Beside the name on wide screens: a 728×90 ad slot.', 'kiosk' ),
			'before_widget' => '<div id="%1$s" class="kiosk-masthead__ad %2$s">',
			'after_widget'  => '</div>',
			'before_title'  => '<h2 class="screen-reader-text">',
			'after_title'   => '</h2>',
		)
	);
	foreach ( array( 1, 2, 3 ) as $column ) {
		register_sidebar(
			array(
				'id'            => 'footer-' . $column,
				/* translators: %d: column number. */
				'name'          => sprintf( __( 'Footer, column %d', 'kiosk' ), $column ),
				'before_widget' => '<section id="%1$s" class="kiosk-footer__widget %2$s">',
				'after_widget'  => '</section>',
				'before_title'  => '<h2 class="kiosk-footer__title">',
				'after_title'   => '</h2>',
			)
		);
	}
}
add_action( 'widgets_init', 'kiosk_theme_register_design_widgets' );
