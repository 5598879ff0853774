<?php
/**
 * The test-mode express gateway: a wallet dialog on the client hands back
 * an address and an authorisation; the payment succeeds only with it.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * Express payments in test mode.
 */
final class Kiosk_Demo_Express_Gateway extends Kiosk_Demo_Gateway {

	const ID = 'kiosk_express_demo';

	/**
	 * Sets the gateway up.
	 */
	public function __construct() {
		$this->setup( self::ID, 'Express-Zahlung (Testmodus)' );
		$this->supports = array( 'products' );
	}

	/**
	 * Pays when the wallet authorised the payment.
	 *
	 * @param int $order_id Order id.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- The Store API checked its nonce; this is its payment data.
		$authorised = isset( $_POST['kiosk_express_demo_authorised'] ) && '1' === sanitize_text_field( wp_unslash( $_POST['kiosk_express_demo_authorised'] ) );
		if ( ! $order instanceof WC_Order || ! $authorised ) {
			return $this->fail( 'Die Express-Zahlung wurde nicht autorisiert.' );
		}
		return $this->complete( $order, 'Testmodus: per Express-Zahlung bezahlt (nichts abgebucht).' );
	}

	/**
	 * Client data: the express flag and the wallet dialog's German texts.
	 *
	 * @return array<string, mixed>
	 */
	public function client_data(): array {
		return array_merge(
			parent::client_data(),
			array(
				'express' => true,
				'labels'  => array(
					'button'   => 'Express bezahlen (Testmodus)',
					'heading'  => 'Test-Wallet',
					'intro'    => 'Diese Test-Wallet bucht nichts ab.',
					'pay'      => 'Jetzt bezahlen',
					'cancel'   => 'Abbrechen',
					'simulate' => 'Fehlschlag simulieren',
					'declined' => 'Die Express-Zahlung wurde abgelehnt.',
				),
			)
		);
	}
}
