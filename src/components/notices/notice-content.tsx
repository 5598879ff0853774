/**
 * Renders notice content: text as text, markup only after sanitising.
 */
import { useEffect, useState } from '@wordpress/element';
import { decodeEntities, hasMarkup, sanitizeHtml } from './sanitize';

/** Notice text or sanitised server HTML. */
export function NoticeContent( { content }: { content: string } ) {
	const markup = hasMarkup( content );
	const [ html, setHtml ] = useState< string | null >( null );
	useEffect( () => {
		let live = true;
		if ( markup ) {
			sanitizeHtml( content ).then(
				( clean ) => live && setHtml( clean )
			);
		}
		return () => {
			live = false;
		};
	}, [ content, markup ] );
	if ( ! markup ) {
		return <>{ decodeEntities( content ) }</>;
	}
	// Until DOMPurify arrives, show the text only (parsing does not run scripts).
	return html === null ? (
		<>{ decodeEntities( content.replace( /<[^>]*>/g, ' ' ) ) }</>
	) : (
		<span dangerouslySetInnerHTML={ { __html: html } } />
	);
}
