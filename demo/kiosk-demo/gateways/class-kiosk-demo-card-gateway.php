<?php
/**
 * The test-mode card gateway: pays only with a card the customer saved
 * (the demo customer has a Visa ending in 4242). New cards cannot be
 * entered: there is no card form in test mode.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * Saved-card payments in test mode.
 */
final class Kiosk_Demo_Card_Gateway extends Kiosk_Demo_Gateway {

	const ID = 'kiosk_card_demo';

	/**
	 * Sets the gateway up.
	 */
	public function __construct() {
		$this->setup( self::ID, 'Kreditkarte (Testmodus)' );
		$this->supports = array( 'products', 'tokenization' );
	}

	/**
	 * Only for logged-in customers, who may have a saved card.
	 */
	public function is_available() {
		return parent::is_available() && is_user_logged_in();
	}

	/**
	 * Pays with the chosen saved card, when it belongs to the customer.
	 *
	 * @param int $order_id Order id.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		$key   = 'wc-' . self::ID . '-payment-token';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- The Store API checked its nonce; this is its payment data.
		$token_id = isset( $_POST[ $key ] ) ? absint( wp_unslash( $_POST[ $key ] ) ) : 0;
		$token    = $token_id ? WC_Payment_Tokens::get( $token_id ) : null;
		if ( ! $order instanceof WC_Order || ! $token || self::ID !== $token->get_gateway_id() || (int) $token->get_user_id() !== get_current_user_id() ) {
			return $this->fail( 'Bitte wählen Sie eine gespeicherte Karte.' );
		}
		$order->add_payment_token( $token );
		return $this->complete( $order, sprintf( 'Testmodus: mit gespeicherter Karte %s bezahlt (nichts abgebucht).', $token->get_display_name() ) );
	}

	/**
	 * Client data: saved tokens only.
	 *
	 * @return array<string, mixed>
	 */
	public function client_data(): array {
		return array_merge(
			parent::client_data(),
			array(
				'supportsTokens' => true,
				'note'           => 'Testmodus: Es wird nichts abgebucht.',
			)
		);
	}
}
