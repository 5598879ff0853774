<?php
/**
 * An article's comments (README: Article): the approved comments, then
 * WordPress's comment form, in the site's words ("Sie") and styles.
 * single.php calls it when comments are open or the article has some.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
	return;
}

$kiosk_count = (int) get_comments(
	array(
		'post_id' => get_the_ID(),
		'status'  => 'approve',
		'type'    => 'comment',
		'count'   => true,
	)
);
?>
<section class="kiosk-comments" id="comments" aria-labelledby="kiosk-comments-title">
	<h2 class="kiosk-comments__title" id="kiosk-comments-title">
		<?php
		echo esc_html(
			$kiosk_count
				/* translators: %s: number of comments. */
				? sprintf( _n( '%s comment', '%s comments', $kiosk_count, 'kiosk' ), number_format_i18n( $kiosk_count ) )
				: __( 'Comments', 'kiosk' )
		);
		?>
	</h2>
	<?php if ( have_comments() ) : ?>
		<ol class="kiosk-comments__list">
			<?php
			wp_list_comments(
				array(
					'style'       => 'ol',
					'short_ping'  => true,
					// No Gravatar: it would send every reader's visit to another server.
					'avatar_size' => 0,
					'reply_text'  => __( 'Reply', 'kiosk' ),
					/* translators: %s: the comment's author. The link's name starts with its visible text („Antworten“). */
					'reply_to_text' => _x( 'Reply to %s', 'comment reply link', 'kiosk' ),
				)
			);
			?>
		</ol>
		<?php
		the_comments_navigation(
			array(
				'prev_text' => __( 'Older comments', 'kiosk' ),
				'next_text' => __( 'Newer comments', 'kiosk' ),
			)
		);
	elseif ( comments_open() ) :
		?>
		<p class="kiosk-comments__empty"><?php esc_html_e( 'No comments yet. Be the first to comment.', 'kiosk' ); ?></p>
		<?php
	endif;

	if ( comments_open() ) {
		$kiosk_required = ' <span class="required" aria-hidden="true">*</span>';
		comment_form(
			array(
				'class_container'      => 'kiosk-comments__respond comment-respond',
				'class_submit'         => 'kiosk-button',
				'title_reply'          => __( 'Write a comment', 'kiosk' ),
				/* translators: %s: the name of the person replied to. */
				'title_reply_to'       => __( 'Reply to %s', 'kiosk' ),
				'cancel_reply_link'    => __( 'Cancel reply', 'kiosk' ),
				'label_submit'         => __( 'Post comment', 'kiosk' ),
				'comment_notes_before' => '<p class="comment-notes">' . esc_html__( 'Your email address will not be published. Required fields are marked *.', 'kiosk' ) . '</p>',
				'comment_field'        => '<p class="comment-form-comment"><label for="comment">' . esc_html__( 'Comment', 'kiosk' ) . $kiosk_required . '</label><textarea id="comment" name="comment" rows="6" maxlength="65525" required></textarea></p>',
				'fields'               => array(
					'author'  => '<p class="comment-form-author"><label for="author">' . esc_html__( 'Name', 'kiosk' ) . $kiosk_required . '</label><input id="author" name="author" type="text" autocomplete="name" maxlength="245" required></p>',
					'email'   => '<p class="comment-form-email"><label for="email">' . esc_html__( 'Email', 'kiosk' ) . $kiosk_required . '</label><input id="email" name="email" type="email" autocomplete="email" maxlength="100" required></p>',
					'url'     => '<p class="comment-form-url"><label for="url">' . esc_html__( 'Website', 'kiosk' ) . '</label><input id="url" name="url" type="url" autocomplete="url" maxlength="200"></p>',
					'cookies' => '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label for="wp-comment-cookies-consent">' . esc_html__( 'Save my name, email and website in this browser for my next comment.', 'kiosk' ) . '</label></p>',
				),
				/* translators: %s: the logged-in user's display name. */
				'logged_in_as'         => '<p class="logged-in-as">' . esc_html( sprintf( __( 'Logged in as %s.', 'kiosk' ), wp_get_current_user()->display_name ) ) . '</p>',
				'must_log_in'          => '<p class="must-log-in"><a href="' . esc_url( wp_login_url( get_permalink() ) ) . '">' . esc_html__( 'Log in to write a comment.', 'kiosk' ) . '</a></p>',
			)
		);
	} elseif ( $kiosk_count ) {
		echo '<p class="kiosk-comments__closed">' . esc_html__( 'Comments are closed.', 'kiosk' ) . '</p>';
	}
	?>
</section>
