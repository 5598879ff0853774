/**
 * The checks on every URL a behaviour loads or opens: `https:` on any
 * host, or `http:` on this page's own origin (a local site). Nothing
 * else: no `javascript:`, `data:`, `blob:` or plain-`http:` address of
 * another host, and no user name or password in it.
 */

/** The parsed URL when it may be loaded, else null. */
export function safeUrl(
	value: string | undefined | null,
	base: string = window.location.href
): URL | null {
	try {
		const url = new URL( value || 'x:', base );
		return ! url.username &&
			! url.password &&
			( url.protocol === 'https:' ||
				( url.protocol === 'http:' &&
					url.origin === new URL( base ).origin ) )
			? url
			: null;
	} catch {
		return null;
	}
}

/** The URL when it is this page's own origin, else null. */
export function sameOriginUrl(
	value: string | undefined | null,
	base: string = window.location.href
): URL | null {
	const url = safeUrl( value, base );
	return url?.origin === new URL( base ).origin ? url : null;
}
