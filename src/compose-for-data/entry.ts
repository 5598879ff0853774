/**
 * Entry for the small wp-compose (see index.ts): never enqueued as a handle
 * of its own; the joined core file and the lazy script lists carry it in
 * place of core's `wp-compose`.
 */
import { install } from './index';

install();
