/**
 * Legal pages (placeholder texts of a German demo site). Stored as pages
 * in SQLite by the seed; /barrierefreiheit/ is written elsewhere.
 */
export interface PageSeed {
	slug: string;
	title: string;
	description: string;
	content: string;
}

const NOTE =
	'<div class="kiosk-notice kiosk-notice--warning"><p>Platzhaltertext einer Demo-Website – keine Rechtsberatung. Vor dem Livegang durch geprüfte Texte ersetzen.</p></div>';

export const PAGES: PageSeed[] = [
	{
		slug: 'impressum',
		title: 'Impressum',
		description:
			'Impressum des Kiosk Magazins: Anbieter, Kontakt und redaktionelle Verantwortung.',
		content: `${ NOTE }
<h2>Angaben gemäß § 5 DDG</h2>
<p>Kiosk Medien GmbH<br>Musterstraße 1<br>10115 Berlin</p>
<p>Handelsregister: HRB 000000, Amtsgericht Berlin-Charlottenburg<br>Vertreten durch die Geschäftsführerin: Erika Mustermann</p>
<h2>Kontakt</h2>
<p>Telefon: +49 30 000000-0<br>E-Mail: redaktion@kiosk.example</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000</p>
<h2>Redaktionell verantwortlich gemäß § 18 Abs. 2 MStV</h2>
<p>Anna Becker, Musterstraße 1, 10115 Berlin</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
	},
	{
		slug: 'datenschutz',
		title: 'Datenschutzerklärung',
		description:
			'Wie das Kiosk Magazin personenbezogene Daten verarbeitet und welche Rechte Sie haben.',
		content: `${ NOTE }
<h2>1. Verantwortliche Stelle</h2>
<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Kiosk Medien GmbH, Musterstraße 1, 10115 Berlin, E-Mail: datenschutz@kiosk.example.</p>
<h2>2. Server-Logfiles</h2>
<p>Beim Aufruf der Website verarbeiten wir technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browser) auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO. Die Daten werden nach sieben Tagen gelöscht.</p>
<h2>3. Cookies und Herkunftsanalyse</h2>
<p>Der Shop speichert in Cookies, über welchen Weg Sie uns erreicht haben (Quelle, Medium, Kampagne), um Bestellungen zuzuordnen. Die Cookies werden nach sechs Monaten gelöscht.</p>
<h2>4. Eingebettete Videos und Karten</h2>
<p>Videos binden wir im erweiterten Datenschutzmodus ein. Kartenkacheln werden erst geladen, wenn die Karte sichtbar wird; dabei wird Ihre IP-Adresse an den Kartendienst übermittelt.</p>
<h2>5. Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde.</p>`,
	},
	{
		slug: 'agb',
		title: 'Allgemeine Geschäftsbedingungen',
		description:
			'Allgemeine Geschäftsbedingungen für Bestellungen im Shop des Kiosk Magazins.',
		content: `${ NOTE }
<h2>§ 1 Geltungsbereich</h2>
<p>Diese Geschäftsbedingungen gelten für alle Bestellungen von Verbraucherinnen und Verbrauchern im Online-Shop der Kiosk Medien GmbH.</p>
<h2>§ 2 Vertragsschluss</h2>
<p>Die Darstellung der Produkte ist kein rechtlich bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt mit unserer Auftragsbestätigung zustande.</p>
<h2>§ 3 Preise und Versand</h2>
<p>Alle Preise enthalten die gesetzliche Umsatzsteuer. Versandkosten werden vor Abschluss der Bestellung angezeigt.</p>
<h2>§ 4 Zahlung</h2>
<p>Sie können per Vorkasse (Überweisung), Scheck oder Nachnahme bezahlen.</p>
<h2>§ 5 Eigentumsvorbehalt</h2>
<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>`,
	},
	{
		slug: 'widerrufsbelehrung',
		title: 'Widerrufsbelehrung',
		description:
			'Ihr Widerrufsrecht bei Bestellungen im Shop des Kiosk Magazins und das Muster-Widerrufsformular.',
		content: `${ NOTE }
<h2>Widerrufsrecht</h2>
<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die Waren in Besitz genommen haben.</p>
<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Kiosk Medien GmbH, Musterstraße 1, 10115 Berlin, E-Mail: shop@kiosk.example) mittels einer eindeutigen Erklärung über Ihren Entschluss informieren.</p>
<h2>Folgen des Widerrufs</h2>
<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen zurückzuzahlen.</p>
<h2>Muster-Widerrufsformular</h2>
<p>An Kiosk Medien GmbH, Musterstraße 1, 10115 Berlin: Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren …</p>`,
	},
];
