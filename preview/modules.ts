/**
 * The preview host's feature modules, in load order.
 */
import type { HostModule } from './host-module';
import magazine from './magazine';

export const MODULES: HostModule[] = [ magazine ];
