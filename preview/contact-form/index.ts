/**
 * Contact Form 7 in the preview host: its REST routes, the 'Kontakt' page
 * and the messages list.
 */
import type { HostModule } from '../host-module';
import { migrateMessages } from './outbox';
import { registerRoutes } from './routes';
import { registerPages } from './pages';

const contactForm: HostModule = {
	name: 'contact-form',
	migrate: migrateMessages,
	async register( app, context ) {
		const secret = () =>
			context.options.get< string >( 'auth_secret', 'kiosk' );
		await registerRoutes( app, context, secret );
		registerPages( app, context, secret );
	},
};

export default contactForm;
