<?php
/**
 * A web node's deploy step (run by scripts/stack/production/stack.cjs on
 * every node through the stack's cli.php, as an operator runs
 * `wp eval` on each node after deploying the code): puts Kiosk's German
 * database-error page (wp-content/db-error.php) into this node's
 * wp-content. Kiosk writes it on activation only on the node that handled
 * the activation; a node's files are thrown away with the node. Prints
 * whether the drop-in is in place.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'Kiosk\DropIns\DbErrorPage' ) ) {
	echo "kiosk inactive\n";
	return;
}
echo ( new Kiosk\DropIns\DbErrorPage() )->install() ? "db-error.php installed\n" : "db-error.php not installed\n";
