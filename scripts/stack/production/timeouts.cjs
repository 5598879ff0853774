'use strict';
/**
 * How long each layer of the stack waits, in seconds, in one place so that
 * they fit together: the layer nearer the client always waits longer than
 * the one behind it, so a request PHP may still finish is never answered
 * with an error first (a shopper told "failed" for an order that was
 * placed, its stock gone).
 *
 *   PHP-FPM request_terminate_timeout   PHP_LIMIT     a running request's wall-clock limit (PHP ends it)
 *   node nginx fastcgi_read_timeout     NODE_READ     PHP_LIMIT plus time queued for a free worker
 *   balancer proxy_read_timeout         BALANCER_READ NODE_READ plus a margin: the node answers first
 *
 * A client's own limit must be longer still (Node's fetch waits 300 s for
 * the headers; browsers longer). Kiosk's checkout waits at most 30 s for
 * its stock lock (CheckoutLock::TIMEOUT), well inside PHP_LIMIT.
 */
const PHP_LIMIT = 60;
const NODE_READ = 240;
const BALANCER_READ = 250;

module.exports = { PHP_LIMIT, NODE_READ, BALANCER_READ };
