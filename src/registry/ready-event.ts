/**
 * The event `kiosk-registry` dispatches on `document` once it has run, with
 * the registry as `detail`: a page part that read no registry at first
 * paint (the cart, whose first load does not include the handle) learns of
 * one loaded later. A plain string, so importing it pulls no registry code in.
 */
export const REGISTRY_READY_EVENT = 'kiosk-registry-ready';
