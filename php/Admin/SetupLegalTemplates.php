<?php
/**
 * The German starting texts of the legal pages the set-up creates as drafts.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Block markup for each legal page. The texts are German on purpose and not
 * translated: they are starting points under German law (DDG, DSGVO, BGB,
 * BFSG), which an English or other translation would not fit. Every
 * placeholder is in square brackets for the owner to replace, and each page
 * opens with a reminder to have it checked.
 */
final class SetupLegalTemplates {

	/**
	 * The page's content as blocks.
	 *
	 * @param string $key Key of LegalPages::definitions().
	 */
	public static function content( string $key ): string {
		$parts = self::parts()[ $key ] ?? array();
		array_unshift( $parts, array( 'p', '<strong>Entwurf von Kiosk:</strong> Ersetzen Sie alle Angaben in eckigen Klammern, lassen Sie den Text rechtlich prüfen und veröffentlichen Sie die Seite erst dann. Löschen Sie danach diesen Absatz.' ) );
		$blocks = array();
		foreach ( $parts as list( $tag, $html ) ) {
			if ( 'h2' === $tag ) {
				$blocks[] = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . $html . "</h2>\n<!-- /wp:heading -->";
			} else {
				$blocks[] = "<!-- wp:paragraph -->\n<p>" . $html . "</p>\n<!-- /wp:paragraph -->";
			}
		}
		return implode( "\n\n", $blocks );
	}

	/**
	 * The German texts: key => list of [tag, HTML].
	 *
	 * @return array<string, array<int, array{0: string, 1: string}>>
	 */
	private static function parts(): array {
		$company = '[Name Ihres Unternehmens]';
		$address = '[Straße und Hausnummer]<br>[PLZ Ort]';
		return array(
			'legalNotice'   => array(
				array( 'h2', 'Angaben gemäß § 5 DDG' ),
				array( 'p', $company . '<br>' . $address . '<br>[Rechtsform, z. B. GmbH]' ),
				array( 'p', 'Vertreten durch: [Name der Geschäftsführerin / des Geschäftsführers]' ),
				array( 'h2', 'Kontakt' ),
				array( 'p', 'Telefon: [Telefonnummer]<br>E-Mail: [E-Mail-Adresse]' ),
				array( 'h2', 'Registereintrag' ),
				array( 'p', 'Registergericht: [Amtsgericht]<br>Registernummer: [HRB-Nummer]' ),
				array( 'h2', 'Umsatzsteuer-ID' ),
				array( 'p', 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: [USt-IdNr.]' ),
				array( 'h2', 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' ),
				array( 'p', '[Name]<br>' . $address ),
				array( 'h2', 'Verbraucherstreitbeilegung' ),
				array( 'p', 'Wir sind [nicht bereit und nicht verpflichtet / bereit], an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.' ),
			),
			'privacy'       => array(
				array( 'h2', '1. Verantwortlicher' ),
				array( 'p', 'Verantwortlich für die Datenverarbeitung auf dieser Website ist ' . $company . ', ' . str_replace( '<br>', ', ', $address ) . ', E-Mail: [E-Mail-Adresse].' ),
				array( 'h2', '2. Bestellungen im Shop' ),
				array( 'p', 'Für Ihre Bestellung verarbeiten wir die Angaben, die Sie an der Kasse machen (Name, Anschrift, E-Mail-Adresse, [Telefonnummer], Zahlungsart), um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Wir bewahren sie auf, solange handels- und steuerrechtliche Fristen es verlangen.' ),
				array( 'h2', '3. Zahlungsdienstleister und Versand' ),
				array( 'p', 'Zur Zahlung und Lieferung geben wir die nötigen Daten weiter an: [Zahlungsdienstleister], [Versanddienstleister].' ),
				array( 'h2', '4. Kontaktformular und Veranstaltungsanmeldungen' ),
				array( 'p', 'Wenn Sie uns über das Kontaktformular schreiben oder sich zu einer Veranstaltung anmelden, verarbeiten wir Ihre Angaben, um Ihre Anfrage oder Anmeldung zu bearbeiten.' ),
				array( 'h2', '5. Cookies und Statistik' ),
				array( 'p', 'Der Warenkorb benötigt technisch notwendige Cookies. [Beschreiben Sie hier eingesetzte Statistik- oder Marketing-Dienste und die Einwilligung dazu.]' ),
				array( 'p', 'Herkunft von Bestellungen: Um zu erfahren, über welchen Weg (z. B. eine Suchmaschine, einen Newsletter oder eine andere Website) Bestellungen zu uns finden, speichert der Shop die Herkunft Ihres Besuchs in Cookies (sbjs_*) und überträgt sie mit einer Bestellung. Ist ein Einwilligungs-Werkzeug eingerichtet (WP Consent API), setzt der Shop diese Cookies erst, wenn Sie Marketing-Cookies zugestimmt haben; ohne Ihre Zustimmung wird nichts gespeichert.' ),
				array( 'p', 'Karten und Videos anderer Anbieter werden erst geladen, wenn Sie es wünschen (Klick auf „Karte laden“ bzw. „Video laden“) oder Marketing-Inhalten zugestimmt haben. Vorher wird keine Verbindung zu diesen Anbietern aufgebaut; beim Laden überträgt Ihr Browser Daten wie Ihre IP-Adresse an den Anbieter.' ),
				array( 'h2', '6. Hosting' ),
				array( 'p', 'Diese Website wird gehostet bei: [Name und Anschrift des Hosters].' ),
				array( 'h2', '7. Ihre Rechte' ),
				array( 'p', 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren: [zuständige Datenschutzaufsichtsbehörde].' ),
			),
			'terms'         => array(
				array( 'h2', '§ 1 Geltungsbereich' ),
				array( 'p', 'Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen über den Online-Shop von ' . $company . ', ' . str_replace( '<br>', ', ', $address ) . '.' ),
				array( 'h2', '§ 2 Vertragsschluss' ),
				array( 'p', 'Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Bestellung [per E-Mail bestätigen / die Ware versenden].' ),
				array( 'h2', '§ 3 Preise und Versandkosten' ),
				array( 'p', 'Alle Preise enthalten die gesetzliche Mehrwertsteuer. Hinzu kommen Versandkosten nach [Link zur Seite „Versand und Zahlung“].' ),
				array( 'h2', '§ 4 Zahlung' ),
				array( 'p', 'Sie können bezahlen mit: [Zahlungsarten Ihres Shops].' ),
				array( 'h2', '§ 5 Lieferung' ),
				array( 'p', 'Wir liefern nach [Lieferländer]. Die Lieferzeit beträgt [Lieferzeit], sofern beim Produkt nichts anderes angegeben ist.' ),
				array( 'h2', '§ 6 Widerrufsrecht' ),
				array( 'p', 'Verbrauchern steht ein Widerrufsrecht zu, wie in unserer Widerrufsbelehrung beschrieben.' ),
				array( 'h2', '§ 7 Gewährleistung' ),
				array( 'p', 'Es gilt das gesetzliche Mängelhaftungsrecht.' ),
			),
			'withdrawal'    => array(
				array( 'h2', 'Widerrufsrecht' ),
				array( 'p', 'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.' ),
				array( 'p', 'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (' . $company . ', ' . str_replace( '<br>', ', ', $address ) . ', Telefon: [Telefonnummer], E-Mail: [E-Mail-Adresse]) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.' ),
				array( 'h2', 'Folgen des Widerrufs' ),
				array( 'p', 'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. [Regelung zu den Kosten der Rücksendung: Wer trägt sie?]' ),
				array( 'h2', 'Muster-Widerrufsformular' ),
				array( 'p', 'An ' . $company . ', ' . str_replace( '<br>', ', ', $address ) . ', E-Mail: [E-Mail-Adresse]:<br>Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren: ___<br>Bestellt am ___ / erhalten am ___<br>Name und Anschrift des/der Verbraucher(s): ___<br>Datum, Unterschrift (nur bei Mitteilung auf Papier)' ),
			),
			'accessibility' => array(
				array( 'p', $company . ' ist bemüht, diese Website und den Online-Shop im Einklang mit dem Barrierefreiheitsstärkungsgesetz (BFSG) barrierefrei zugänglich zu machen.' ),
				array( 'h2', 'Stand der Vereinbarkeit' ),
				array( 'p', 'Diese Website ist [vollständig / teilweise] mit den Anforderungen der EN 301 549 und der WCAG 2.1 Stufe AA vereinbar. [Nennen Sie hier bekannte Einschränkungen.]' ),
				array( 'h2', 'Erstellung dieser Erklärung' ),
				array( 'p', 'Diese Erklärung wurde am [Datum] erstellt und zuletzt am [Datum] überprüft.' ),
				array( 'h2', 'Feedback und Kontakt' ),
				array( 'p', 'Barrieren können Sie uns melden: E-Mail: [E-Mail-Adresse], Telefon: [Telefonnummer].' ),
				array( 'h2', 'Marktüberwachungsbehörde' ),
				array( 'p', 'Zuständig ist: [Marktüberwachungsbehörde Ihres Bundeslandes].' ),
			),
		);
	}
}
