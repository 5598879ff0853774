<?php
/**
 * What the two test-mode gateways share: German settings fields, payment
 * completion and the cart emptied, as WooCommerce's own offline gateways do.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * A test-mode gateway: it never charges anything.
 */
abstract class Kiosk_Demo_Gateway extends WC_Payment_Gateway {

	/**
	 * Sets up the id, titles and settings.
	 *
	 * @param string $id    Gateway id.
	 * @param string $title Title in the admin.
	 */
	protected function setup( string $id, string $title ): void {
		$this->id                 = $id;
		$this->method_title       = $title;
		$this->method_description = 'Testmodus der Demo-Seite: Es wird nichts abgebucht.';
		$this->init_form_fields();
		$this->init_settings();
		$this->title       = (string) $this->get_option( 'title' );
		$this->description = (string) $this->get_option( 'description' );
		$this->enabled     = (string) $this->get_option( 'enabled' );
	}

	/**
	 * The admin settings: enabled, title, description.
	 */
	public function init_form_fields() {
		$this->form_fields = array(
			'enabled'     => array(
				'title'   => 'Aktivieren',
				'type'    => 'checkbox',
				'label'   => $this->method_title,
				'default' => 'no',
			),
			'title'       => array(
				'title'   => 'Titel',
				'type'    => 'text',
				'default' => $this->method_title,
			),
			'description' => array(
				'title'   => 'Beschreibung',
				'type'    => 'textarea',
				'default' => $this->method_description,
			),
		);
	}

	/**
	 * A failed payment: the notice the Store API turns into its error.
	 *
	 * @param string $message German message.
	 * @return array{result: string, message: string}
	 */
	protected function fail( string $message ): array {
		return array(
			'result'  => 'failure',
			'message' => $message,
		);
	}

	/**
	 * Marks the order paid (test mode) and empties the cart.
	 *
	 * @param WC_Order $order Order.
	 * @param string   $note  Order note.
	 * @return array{result: string, redirect: string}
	 */
	protected function complete( WC_Order $order, string $note ): array {
		$order->add_order_note( $note );
		$order->payment_complete( 'test-' . wp_generate_password( 10, false ) );
		if ( WC()->cart ) {
			WC()->cart->empty_cart();
		}
		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}

	/**
	 * The data Kiosk's checkout prints for the client registration.
	 *
	 * @return array<string, mixed>
	 */
	public function client_data(): array {
		return array(
			'title'       => wp_strip_all_tags( (string) $this->get_title() ),
			'description' => wp_strip_all_tags( (string) $this->get_description() ),
			'testMode'    => true,
		);
	}
}
