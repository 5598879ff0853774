/**
 * Event Tickets' RSVP in the preview host: the admin-ajax handler, event
 * pages and the attendee list.
 */
import type { HostModule } from '../host-module';
import { createRsvpStore, migrateRsvp, seedRsvp } from './store';
import { ACTION, createHandler } from './handler';
import { registerPages } from './pages';

const rsvp: HostModule = {
	name: 'rsvp',
	migrate: migrateRsvp,
	register( app, context ) {
		const store = createRsvpStore( context.db );
		// Seeded on first use, also on databases created before this module.
		if ( ! store.ticket( 101 ) ) {
			context.db.transaction( () => seedRsvp( context.db ) )();
		}
		context.addAjaxAction( ACTION, {
			nopriv: true,
			handler: createHandler( context, store ),
		} );
		registerPages( app, context, store );
	},
};

export default rsvp;
