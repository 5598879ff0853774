/**
 * The WordPress core parts Kiosk relies on: the REST index, `users/me`,
 * admin-ajax with `rest-nonce`, and log in / log out on /mein-konto/.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HostContext } from '../host-module';
import type { Users } from './users';
import { AUTH_COOKIE } from './users';
import { esc } from './page';
import { restError } from './rest';

/** A safe local path to return to after logging in (`?redirect_to=`). */
function localPath( value: unknown ): string {
	return typeof value === 'string' &&
		value.startsWith( '/' ) &&
		! value.startsWith( '//' )
		? value
		: '';
}

function redirectField( request: FastifyRequest ): string {
	const target = localPath(
		( request.query as Record< string, unknown > )?.redirect_to
	);
	return target
		? `<input type="hidden" name="redirect_to" value="${ esc( target ) }">`
		: '';
}

function accountPage(
	context: HostContext,
	request: FastifyRequest,
	message = ''
): string {
	const user = context.currentUser( request );
	const notice = message
		? `<p class="kiosk-notice kiosk-notice--error" role="alert">${ esc( message ) }</p>`
		: '';
	const main = user
		? `<h1>Mein Konto</h1>
<p>Angemeldet als <strong>${ esc( user.displayName ) }</strong> (${ esc( user.login ) }).</p>
<p class="kiosk-profile" data-kiosk-profile aria-live="polite">Profil wird geladen …</p>
<form method="post" action="/mein-konto/">
<input type="hidden" name="action" value="logout">
<input type="hidden" name="_wpnonce" value="${ esc( context.nonces.create( 'log-out', user.id, user.token ) ) }">
<button type="submit" class="kiosk-button">Abmelden</button>
</form>`
		: `<h1>Anmelden</h1>${ notice }
<form method="post" action="/mein-konto/" class="kiosk-login">
<input type="hidden" name="action" value="login">${ redirectField( request ) }
<p><label for="user_login">Benutzername oder E-Mail-Adresse</label>
<input type="text" id="user_login" name="log" autocomplete="username" required></p>
<p><label for="user_pass">Passwort</label>
<input type="password" id="user_pass" name="pwd" autocomplete="current-password" required></p>
<p><button type="submit" class="kiosk-button">Anmelden</button></p>
</form>`;
	return context.renderPage( request, {
		title: user ? 'Mein Konto' : 'Anmelden',
		main,
		noindex: true,
		scripts: user ? [ 'kiosk-account' ] : [],
	} );
}

function setAuthCookie( reply: FastifyReply, value: string, expires: Date ) {
	reply.setCookie( AUTH_COOKIE, value, {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		expires,
	} );
}

/** Registers the core routes. */
export function registerCoreRoutes(
	app: FastifyInstance,
	context: HostContext,
	users: Users,
	ajax: Map< string, import( '../host-module' ).AjaxAction >
) {
	app.get( '/wp-json/', async () => ( {
		name: 'Kiosk Magazin',
		description: 'Vorschau-Host',
		url: '',
		namespaces: [ 'wp/v2', 'wc/store/v1', 'contact-form-7/v1' ],
	} ) );

	app.get( '/wp-json/wp/v2/users/me', async ( request, reply ) => {
		const user = context.currentUser( request );
		if ( ! user ) {
			return restError(
				reply,
				401,
				'rest_not_logged_in',
				'Du bist zurzeit nicht angemeldet.'
			);
		}
		return {
			id: user.id,
			name: user.displayName,
			slug: user.login,
			is_admin: user.role === 'administrator',
		};
	} );

	const dispatch = async ( request: FastifyRequest, reply: FastifyReply ) => {
		const query = request.query as Record< string, unknown >;
		const body = (
			request.body && typeof request.body === 'object' ? request.body : {}
		) as Record< string, unknown >;
		const action = String( body.action ?? query.action ?? '' );
		const handler = ajax.get( action );
		const user = context.currentUser( request );
		if ( ! handler || ( ! user && ! handler.nopriv ) ) {
			// WordPress answers an unknown or not-allowed action with "0" and 400.
			return reply
				.code( 400 )
				.type( 'text/html; charset=UTF-8' )
				.send( '0' );
		}
		return handler.handler( request, reply );
	};
	app.get( '/wp-admin/admin-ajax.php', dispatch );
	app.post( '/wp-admin/admin-ajax.php', dispatch );

	context.addAjaxAction( 'rest-nonce', {
		nopriv: false,
		handler: ( request, reply ) => {
			const user = context.currentUser( request );
			const nonce = user
				? context.nonces.create( 'wp_rest', user.id, user.token )
				: '0';
			return reply
				.header( 'Cache-Control', 'no-store' )
				.type( 'text/html; charset=UTF-8' )
				.send( nonce );
		},
	} );

	app.get( '/mein-konto/', async ( request, reply ) =>
		reply
			.type( 'text/html; charset=utf-8' )
			.send( accountPage( context, request ) )
	);
	app.post( '/mein-konto/', async ( request, reply ) => {
		const body = ( request.body || {} ) as Record< string, unknown >;
		if ( body.action === 'logout' ) {
			const user = context.currentUser( request );
			if (
				user &&
				context.nonces.verify(
					String( body._wpnonce || '' ),
					'log-out',
					user.id,
					user.token
				)
			) {
				users.logOut( user.token );
			}
			reply.clearCookie( AUTH_COOKIE, { path: '/' } );
			return reply.redirect( '/mein-konto/', 303 );
		}
		const login = typeof body.log === 'string' ? body.log.trim() : '';
		const password = typeof body.pwd === 'string' ? body.pwd : '';
		const session =
			login && password ? users.logIn( login, password ) : null;
		if ( ! session ) {
			return reply
				.code( 403 )
				.type( 'text/html; charset=utf-8' )
				.send(
					accountPage(
						context,
						request,
						'Benutzername oder Passwort ist nicht korrekt.'
					)
				);
		}
		setAuthCookie( reply, session.token, new Date( session.expires ) );
		const redirect = localPath( body.redirect_to ) || '/mein-konto/';
		return reply.redirect( redirect, 303 );
	} );
}
