<?php
/**
 * One field of the RSVP's attendee form (name, email, number of guests):
 * Event Tickets' markup and classes, Kiosk's words, the value typed when
 * Kiosk sent a form back, and its error at the field (the ID Kiosk's script
 * uses for its own field errors, `{field id}-error`).
 *
 * @package Kiosk
 *
 * @var array $args {
 *     @type string $id          The control's ID.
 *     @type string $name        The control's name.
 *     @type string $type        text, email or number.
 *     @type string $class       The control's own class.
 *     @type string $label       The label.
 *     @type string $value       The value.
 *     @type string $placeholder The placeholder ('' for none).
 *     @type string $error       The field's error ('' for none).
 *     @type string $autocomplete The autocomplete token ('' for none).
 *     @type array  $attributes  More attributes (min, max).
 * }
 */

defined( 'ABSPATH' ) || exit;

$kiosk_error = (string) ( $args['error'] ?? '' );
$kiosk_id    = (string) $args['id'];
?>
<div class="tribe-common-b1 tribe-common-b2--min-medium tribe-tickets__form-field tribe-tickets__form-field--required">
	<label class="tribe-tickets__form-field-label" for="<?php echo esc_attr( $kiosk_id ); ?>">
		<?php echo esc_html( (string) $args['label'] ); ?><span class="screen-reader-text"><?php echo esc_html_x( 'required', 'form field', 'kiosk' ); ?></span>
		<span class="tribe-required" aria-hidden="true" role="presentation">*</span>
	</label>
	<input
		type="<?php echo esc_attr( (string) $args['type'] ); ?>"
		class="tribe-common-form-control-text__input tribe-tickets__form-field-input <?php echo esc_attr( (string) $args['class'] ); ?>"
		name="<?php echo esc_attr( (string) $args['name'] ); ?>"
		id="<?php echo esc_attr( $kiosk_id ); ?>"
		value="<?php echo esc_attr( (string) $args['value'] ); ?>"
		required
		<?php if ( ! empty( $args['placeholder'] ) ) : ?>
			placeholder="<?php echo esc_attr( (string) $args['placeholder'] ); ?>"
		<?php endif; ?>
		<?php if ( ! empty( $args['autocomplete'] ) ) : ?>
			autocomplete="<?php echo esc_attr( (string) $args['autocomplete'] ); ?>"
		<?php endif; ?>
		<?php foreach ( (array) ( $args['attributes'] ?? array() ) as $kiosk_attribute => $kiosk_value ) : ?>
			<?php echo esc_attr( (string) $kiosk_attribute ); ?>="<?php echo esc_attr( (string) $kiosk_value ); ?>"
		<?php endforeach; ?>
		<?php if ( '' !== $kiosk_error ) : ?>
			aria-invalid="true"
			aria-describedby="<?php echo esc_attr( $kiosk_id . '-error' ); ?>"
		<?php endif; ?>
	>
	<?php if ( '' !== $kiosk_error ) : ?>
		<p id="<?php echo esc_attr( $kiosk_id . '-error' ); ?>" class="tribe-tickets__form-field-error kiosk-rsvp-field-error"><?php echo esc_html( $kiosk_error ); ?></p>
	<?php endif; ?>
</div>
