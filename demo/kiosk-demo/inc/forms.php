<?php
/**
 * The contact form (Contact Form 7, with its German messages) on /kontakt/.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_contact_form', 40 );

/** The form's title: it finds the form again. */
const KIOSK_DEMO_FORM_TITLE = 'Kontaktformular';

/**
 * Creates the contact form once and puts it on the contact page.
 */
function kiosk_demo_seed_contact_form(): void {
	if ( ! class_exists( 'WPCF7_ContactForm' ) ) {
		return;
	}
	$existing = get_posts(
		array(
			'post_type'   => 'wpcf7_contact_form',
			'title'       => KIOSK_DEMO_FORM_TITLE,
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	if ( $existing ) {
		$form = WPCF7_ContactForm::get_instance( $existing[0] );
	} else {
		$form = WPCF7_ContactForm::get_template(
			array(
				'title'  => KIOSK_DEMO_FORM_TITLE,
				'locale' => 'de_DE',
			)
		);
		$form->set_properties(
			array(
				'form'     => kiosk_demo_contact_form_markup(),
				'mail'     => array(
					'active'             => true,
					'subject'            => '[_site_title] „[your-subject]“',
					'sender'             => '[_site_title] <wordpress@kiosk.test>',
					'recipient'          => '[_site_admin_email]',
					'body'               => "Von: [your-name] <[your-email]>\nBetreff: [your-subject]\nThema: [topic]\nTelefon: [your-phone]\nWebsite: [your-website]\n\n[your-message]\n\n-- \nDiese Nachricht wurde über das Kontaktformular von [_site_title] ([_site_url]) gesendet.",
					'additional_headers' => 'Reply-To: [your-name] <[your-email]>',
					'attachments'        => '',
					'use_html'           => false,
					'exclude_blank'      => false,
				),
				'messages' => kiosk_demo_contact_form_messages(),
			)
		);
		$form->save();
	}
	$page = get_page_by_path( 'kontakt' );
	if ( $page && ! has_shortcode( $page->post_content, 'contact-form-7' ) ) {
		wp_update_post(
			array(
				'ID'           => $page->ID,
				'post_content' => $page->post_content . "\n\n" . sprintf( '[contact-form-7 id="%d" title="%s"]', $form->id(), KIOSK_DEMO_FORM_TITLE ),
			)
		);
	}
}

/**
 * The form's tags: name, email, subject, phone, website, topic, message
 * with a counter, consent and a quiz.
 */
function kiosk_demo_contact_form_markup(): string {
	return implode(
		"\n\n",
		array(
			"<label> Ihr Name\n    [text* your-name autocomplete:name maxlength:400] </label>",
			"<label> Ihre E-Mail-Adresse\n    [email* your-email autocomplete:email maxlength:400] </label>",
			"<label> Betreff\n    [text* your-subject maxlength:200] </label>",
			"<label> Telefon (optional)\n    [tel your-phone autocomplete:tel maxlength:40] </label>",
			"<label> Website (optional)\n    [url your-website autocomplete:url maxlength:400] </label>",
			"<fieldset><legend>Worum geht es?</legend>\n    [checkbox* topic exclusive use_label_element \"Leserbrief\" \"Abo und Shop\" \"Veranstaltungen\" \"Anderes Thema\"]</fieldset>",
			"<label> Ihre Nachricht (20 bis 2000 Zeichen)\n    [textarea* your-message minlength:20 maxlength:2000] </label>\n<span class=\"kiosk-count\">[count your-message] von 2000 Zeichen</span>",
			'[acceptance consent] Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden (siehe Datenschutzerklärung). [/acceptance]',
			"<label> Sicherheitsfrage\n    [quiz quiz-math \"Wie viel ist 3 plus 4?|7\" \"Wie viel ist 2 plus 5?|7\" \"Wie viel ist 6 plus 2?|8\"] </label>",
			'[submit "Nachricht senden"]',
		)
	);
}

/**
 * Contact Form 7's messages, in German.
 *
 * @return array<string, string>
 */
function kiosk_demo_contact_form_messages(): array {
	return array(
		'mail_sent_ok'            => 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.',
		'mail_sent_ng'            => 'Beim Versuch, Ihre Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
		'validation_error'        => 'Ein oder mehrere Felder haben einen Fehler. Bitte überprüfen Sie sie und versuchen Sie es erneut.',
		'spam'                    => 'Beim Versuch, Ihre Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
		'accept_terms'            => 'Sie müssen den Bedingungen zustimmen, bevor Sie Ihre Nachricht senden.',
		'invalid_required'        => 'Bitte füllen Sie dieses Feld aus.',
		'invalid_too_long'        => 'Dieses Feld hat eine zu lange Eingabe.',
		'invalid_too_short'       => 'Dieses Feld hat eine zu kurze Eingabe.',
		'upload_failed'           => 'Beim Hochladen der Datei ist ein unbekannter Fehler aufgetreten.',
		'invalid_email'           => 'Bitte geben Sie eine E-Mail-Adresse ein.',
		'invalid_url'             => 'Bitte geben Sie eine URL ein.',
		'invalid_tel'             => 'Bitte geben Sie eine Telefonnummer ein.',
		'quiz_answer_not_correct' => 'Die Antwort auf das Quiz ist nicht korrekt.',
	);
}
