<?php
/**
 * The checkout's form controls as React's first render prints them
 * (src/components/checkout/validated-text-input, address-form's
 * choice-fields.tsx): no error shown, nothing focused.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CheckoutMarkup;

defined( 'ABSPATH' ) || exit;

use Kiosk\Blocks\CartMarkup\Html;

/**
 * Text inputs, selects and checkboxes.
 */
final class Fields {

	/**
	 * `<ValidatedTextInput>`: its label, its input in its own box. Typing
	 * works at once; the client reads what was typed when it takes over.
	 *
	 * @param array{id: string, label: string, value: string, type?: string, required?: bool, autocomplete?: string, autocapitalize?: string, class?: string, optional?: string} $field The field.
	 */
	public static function text( array $field ): string {
		$value    = $field['value'];
		$required = ! empty( $field['required'] );
		$label    = ! $required && ! empty( $field['optional'] ) ? $field['optional'] : $field['label'];
		$attrs    = ' id="' . Html::attr( $field['id'] ) . '" type="' . Html::attr( $field['type'] ?? 'text' ) . '"'
			. ( $required ? ' required=""' : '' )
			. ( ! empty( $field['autocomplete'] ) ? ' autocomplete="' . Html::attr( $field['autocomplete'] ) . '"' : '' )
			. ( ! empty( $field['autocapitalize'] ) ? ' autocapitalize="' . Html::attr( $field['autocapitalize'] ) . '"' : '' )
			. ' aria-invalid="false" value="' . Html::attr( $value ) . '"';
		return '<div class="' . Html::attr( 'kiosk-text-input' . ( '' !== $value ? ' is-active' : '' ) . ' ' . ( $field['class'] ?? '' ) ) . '">'
			. '<label for="' . Html::attr( $field['id'] ) . '">' . Html::text( $label ) . '</label>'
			. '<div class="kiosk-text-input__control"><input' . $attrs . '></div></div>';
	}

	/**
	 * `<ValidatedSelect>` with its options, the value chosen.
	 *
	 * @param string                $id       The element id.
	 * @param string                $label    The label.
	 * @param string                $value    The value chosen.
	 * @param bool                  $required Whether required.
	 * @param array<string, string> $options  Value => label.
	 */
	public static function select( string $id, string $label, string $value, bool $required, array $options ): string {
		/* translators: %s: field label */
		$none = sprintf( __( 'Select a %s', 'kiosk' ), $label );
		$list = '<option value=""' . ( $required ? ' disabled=""' : '' ) . ( '' === $value ? ' selected=""' : '' ) . '>' . Html::text( $none ) . '</option>';
		foreach ( $options as $code => $name ) {
			$code  = (string) $code;
			$list .= '<option value="' . Html::attr( $code ) . '"' . ( $code === $value ? ' selected=""' : '' ) . '>' . Html::text( (string) $name ) . '</option>';
		}
		return '<div class="kiosk-select"><label for="' . Html::attr( $id ) . '">' . Html::text( $label ) . '</label>'
			. '<select id="' . Html::attr( $id ) . '"' . ( $required ? ' required=""' : '' ) . ' aria-invalid="false">' . $list . '</select></div>';
	}

	/**
	 * A checkbox with its label (`kiosk-checkbox`).
	 *
	 * @param string $id      The element id.
	 * @param string $label   The label.
	 * @param bool   $checked Whether ticked.
	 * @param bool   $invalid Whether it carries aria-invalid (an address form's checkbox field).
	 */
	public static function checkbox( string $id, string $label, bool $checked, bool $invalid = false ): string {
		return '<div class="kiosk-checkbox"><input id="' . Html::attr( $id ) . '" type="checkbox"' . ( $checked ? ' checked=""' : '' )
			. ( $invalid ? ' aria-invalid="false"' : '' ) . '>'
			. '<label for="' . Html::attr( $id ) . '">' . Html::text( $label ) . '</label></div>';
	}

	/**
	 * A step's heading (`<StepHeading>`): the legend, the visible title, the description.
	 *
	 * @param string $title       The title.
	 * @param string $description The description ('' for none).
	 */
	public static function heading( string $title, string $description = '' ): string {
		return '<legend class="screen-reader-text">' . Html::text( $title ) . '</legend>'
			. '<h2 class="kiosk-checkout-step__title" aria-hidden="true">' . Html::text( $title ) . '</h2>'
			. ( '' !== $description ? '<p class="kiosk-checkout-step__description">' . Html::text( $description ) . '</p>' : '' );
	}
}
