<?php
/**
 * The owner's design settings in the Customizer (Appearance → Customize →
 * Kiosk design): the site colour, the tagline in the masthead, the top bar's
 * breaking news and the social profiles; category colours on the category
 * screen (term meta `kiosk_color`), printed as CSS custom properties.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The social networks of the top bar: slug => label.
 *
 * @return array<string,string>
 */
function kiosk_theme_social_networks() {
	return array(
		'facebook'  => 'Facebook',
		'instagram' => 'Instagram',
		'x'         => 'X',
		'youtube'   => 'YouTube',
	);
}

/**
 * A theme mod with its default.
 *
 * @param string $name Setting (without the `kiosk_` prefix).
 * @return mixed
 */
function kiosk_theme_mod( $name ) {
	$defaults = array(
		'accent'        => '#0b57a4',
		'show_tagline'  => true,
		'show_breaking' => true,
	);
	return get_theme_mod( 'kiosk_' . $name, isset( $defaults[ $name ] ) ? $defaults[ $name ] : '' );
}

/**
 * Registers the section and its settings.
 *
 * @param WP_Customize_Manager $customize Manager.
 */
function kiosk_theme_customize_register( $customize ) {
	$customize->add_section(
		'kiosk_design',
		array(
			'title'    => __( 'Kiosk design', 'kiosk' ),
			'priority' => 30,
		)
	);
	$customize->add_setting(
		'kiosk_accent',
		array(
			'default'           => '#0b57a4',
			'sanitize_callback' => 'sanitize_hex_color',
		)
	);
	$customize->add_control(
		new WP_Customize_Color_Control(
			$customize,
			'kiosk_accent',
			array(
				'label'       => __( 'Site colour (menu bar, links, buttons)', 'kiosk' ),
				'description' => __( 'White text must stay readable on it: choose a dark colour.', 'kiosk' ),
				'section'     => 'kiosk_design',
			)
		)
	);
	foreach ( array(
		'show_tagline'  => __( 'Show the tagline under the name', 'kiosk' ),
		'show_breaking' => __( 'Show the newest sticky post as breaking news in the top bar', 'kiosk' ),
	) as $name => $label ) {
		$customize->add_setting(
			'kiosk_' . $name,
			array(
				'default'           => true,
				'sanitize_callback' => 'wp_validate_boolean',
			)
		);
		$customize->add_control(
			'kiosk_' . $name,
			array(
				'type'    => 'checkbox',
				'label'   => $label,
				'section' => 'kiosk_design',
			)
		);
	}
	foreach ( kiosk_theme_social_networks() as $slug => $label ) {
		$customize->add_setting(
			'kiosk_social_' . $slug,
			array(
				'default'           => '',
				'sanitize_callback' => 'esc_url_raw',
			)
		);
		$customize->add_control(
			'kiosk_social_' . $slug,
			array(
				'type'    => 'url',
				/* translators: %s: social network. */
				'label'   => sprintf( __( '%s profile (address)', 'kiosk' ), $label ),
				'section' => 'kiosk_design',
			)
		);
	}
}
add_action( 'customize_register', 'kiosk_theme_customize_register' );

/**
 * A category's colour (term meta `kiosk_color`), or '' when none is set.
 *
 * @param WP_Term|int $term Category.
 */
function kiosk_theme_category_color( $term ) {
	$id    = is_object( $term ) ? (int) $term->term_id : (int) $term;
	$color = sanitize_hex_color( (string) get_term_meta( $id, 'kiosk_color', true ) );
	return $color ? $color : '';
}

/**
 * The site colour and one `.kiosk-cat-{id}` rule per coloured category, in the head.
 */
function kiosk_theme_colors_css() {
	$css    = '';
	$accent = sanitize_hex_color( (string) kiosk_theme_mod( 'accent' ) );
	if ( $accent && '#0b57a4' !== strtolower( $accent ) ) {
		$css .= ':root{--kiosk-accent:' . $accent . ';--kiosk-accent-dark:' . $accent . '}';
	}
	foreach ( get_terms(
		array(
			'taxonomy'   => 'category',
			'hide_empty' => false,
			'meta_key'   => 'kiosk_color', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a handful of categories.
		)
	) as $term ) {
		$color = kiosk_theme_category_color( $term );
		if ( $color ) {
			$css .= '.kiosk-cat-' . (int) $term->term_id . '{--kiosk-cat:' . $color . '}';
		}
	}
	if ( '' !== $css ) {
		echo '<style id="kiosk-colors">' . $css . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- hex colours and integers only.
	}
}
add_action( 'wp_head', 'kiosk_theme_colors_css', 8 );

/**
 * The colour field on the category edit screen.
 *
 * @param WP_Term $term Category.
 */
function kiosk_theme_category_color_field( $term ) {
	?>
	<tr class="form-field">
		<th scope="row"><label for="kiosk-category-color"><?php esc_html_e( 'Colour', 'kiosk' ); ?></label></th>
		<td><input type="color" id="kiosk-category-color" name="kiosk_color" value="<?php echo esc_attr( kiosk_theme_category_color( $term ) ? kiosk_theme_category_color( $term ) : '#0b57a4' ); ?>">
		<p class="description"><?php esc_html_e( 'Marks the category in the menu bar, on cards and in section titles. Choose a dark colour: text is drawn in it on white.', 'kiosk' ); ?></p></td>
	</tr>
	<?php
}
add_action( 'category_edit_form_fields', 'kiosk_theme_category_color_field' );

/**
 * Saves the colour (core checked the screen's nonce; the capability is checked again).
 *
 * @param int $term_id Category.
 */
function kiosk_theme_save_category_color( $term_id ) {
	if ( ! isset( $_POST['kiosk_color'] ) || ! current_user_can( 'edit_term', $term_id ) ) {
		return;
	}
	check_admin_referer( 'update-tag_' . $term_id );
	$color = sanitize_hex_color( wp_unslash( $_POST['kiosk_color'] ) );
	if ( $color ) {
		update_term_meta( $term_id, 'kiosk_color', $color );
	}
}
add_action( 'edited_category', 'kiosk_theme_save_category_color' );

/**
 * `kiosk-cat-{id}` for a category (or '' without one).
 *
 * @param WP_Term|null $term Category.
 */
function kiosk_theme_cat_class( $term ) {
	return $term ? ' kiosk-cat-' . (int) $term->term_id : '';
}
