/**
 * Descriptions collapse to 15 words and at most 3 lines, with read more /
 * read less (SPEC sections 4 and 9). Only a text cut to 15 words is
 * clamped: a shorter one shows whole, as no 'Read more' could open it (on
 * a narrow phone it may take a fourth line).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { plainText } from '../notices/sanitize';
import './style.css';

export const EXCERPT_WORDS = 15;
export const MAX_LINES = 3;

/** Plain text of an HTML fragment (for counting and excerpts). */
export function textOf( html: string ): string {
	// The notices' reading of server text (it trims what it parses).
	return plainText( html ).trim();
}

/** The first `words` words, with an ellipsis when cut. */
export function excerpt( text: string, words = EXCERPT_WORDS ): string {
	const list = text.split( /\s+/ ).filter( Boolean );
	return list.length > words
		? `${ list.slice( 0, words ).join( ' ' ) }…`
		: list.join( ' ' );
}

/** A description that expands and collapses. */
export function ReadMore( {
	html,
	words = EXCERPT_WORDS,
	maxLines = MAX_LINES,
}: {
	html: string;
	words?: number;
	maxLines?: number;
} ) {
	const [ open, setOpen ] = useState( false );
	const text = textOf( html );
	const long = text.split( /\s+/ ).filter( Boolean ).length > words;
	if ( ! text ) {
		return null;
	}
	return (
		<div className="kiosk-read-more">
			<p
				className={
					open || ! long
						? 'kiosk-read-more__text'
						: 'kiosk-read-more__text is-clamped'
				}
				style={ { WebkitLineClamp: maxLines } }
			>
				{ open || ! long ? text : excerpt( text, words ) }
			</p>
			{ long && (
				<button
					type="button"
					className="kiosk-read-more__toggle"
					aria-expanded={ open }
					onClick={ () => setOpen( ! open ) }
				>
					{ open
						? __( 'Read less', 'kiosk' )
						: __( 'Read more', 'kiosk' ) }
				</button>
			) }
		</div>
	);
}
