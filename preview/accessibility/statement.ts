/**
 * The accessibility statement (Erklärung zur Barrierefreiheit) in German,
 * as § 14 BFSG and Annex 3 of the BFSGV ask of a shop: the standard, the
 * state of conformity, how it was checked, known limitations, feedback and
 * the enforcement body.
 */

/** The statement's last review (the date the checks were set up). */
export const REVIEWED = { iso: '2026-03-01', label: '1. März 2026' };

/** The statement's title. */
export const TITLE = 'Erklärung zur Barrierefreiheit';

/** The meta description. */
export const DESCRIPTION =
	'Wie barrierefrei das Kiosk Magazin und sein Shop sind, wie wir das prüfen, welche Einschränkungen bekannt sind und wie Sie uns Barrieren melden.';

/** The content of `<article class="kiosk-page">`'s `.kiosk-page__content`. */
export const CONTENT = `
<p>Die Kiosk Medien GmbH möchte ihr Online-Angebot – das Kiosk Magazin und den Shop unter dieser Adresse – für alle Menschen zugänglich machen, unabhängig von Behinderungen, Alter oder eingesetzter Technik. Diese Erklärung gilt für alle Seiten dieser Website einschließlich Warenkorb, Kasse, Kontaktformular und Veranstaltungsanmeldung.</p>

<h2>Rechtsgrundlage und Standard</h2>
<p>Grundlage ist das Barrierefreiheitsstärkungsgesetz (BFSG) mit der zugehörigen Verordnung (BFSGV). Maßstab sind die Web Content Accessibility Guidelines (WCAG) 2.1 in der Konformitätsstufe AA, die der harmonisierten europäischen Norm EN 301 549 zugrunde liegen.</p>

<h2>Stand der Vereinbarkeit</h2>
<p>Diese Website ist nach unseren Prüfungen weitgehend mit WCAG 2.1 AA vereinbar. Die unten genannten Einschränkungen sind bekannt; wir arbeiten daran, sie zu beheben.</p>

<h2>Wie wir prüfen</h2>
<p>Barrierefreiheit ist bei uns Teil der automatischen Tests, die vor jeder Änderung laufen. Eine Änderung, die eine der folgenden Prüfungen nicht besteht, wird nicht veröffentlicht.</p>
<ul>
<li><strong>Automatische Prüfung mit axe:</strong> Auf jedem Seitentyp (Startseite, Artikel, Kategorie, Suche, Kontakt, Veranstaltung, Shop, Produkt, Warenkorb, Kasse, Bestellbestätigung, Rechtstexte) und in jedem geöffneten Dialog (mobiles Menü, Eilmeldungs-Vorschau, Bildergalerie, Mini-Warenkorb, Express-Zahlung) prüft die Software axe-core alle Regeln der WCAG 2.1 A und AA. Erwartet werden null Verstöße.</li>
<li><strong>Einkauf nur mit der Tastatur:</strong> Ein automatischer Test kauft von der Startseite bis zur Bestellbestätigung ausschließlich mit der Tastatur ein. Er prüft bei jedem Schritt, dass der Fokus sichtbar ist und dort landet, wo man ihn erwartet: Dialoge halten den Fokus und geben ihn beim Schließen zurück, Fehler im Formular werden angesagt oder erhalten den Fokus.</li>
<li><strong>Kleine Bildschirme und Vergrößerung:</strong> Alle Seiten werden bei 320 Pixel Breite geprüft (das entspricht 400 % Vergrößerung auf einem Desktop-Bildschirm): ohne waagerechtes Scrollen, und jede Funktion bleibt bedienbar.</li>
<li><strong>Reduzierte Bewegung:</strong> Wenn Ihr System „Bewegung reduzieren“ meldet, stehen Bildkarussells und der Eilmeldungs-Ticker still, und die Seite scrollt ohne Animation. Auch das prüft ein automatischer Test.</li>
<li><strong>Lighthouse:</strong> Mit Google Lighthouse messen wir auf jedem Seitentyp Barrierefreiheit, Geschwindigkeit, bewährte Verfahren und Suchmaschinenfreundlichkeit in der mobilen Ansicht; unser Ziel ist 100 Punkte bei der Barrierefreiheit.</li>
<li><strong>Statusmeldungen:</strong> Meldungen, die Sehende auf dem Bildschirm sehen – etwa „Artikel wurde in den Warenkorb gelegt“, geänderte Summen oder das Ergebnis eines Formulars – werden Screenreadern über Live-Regionen angesagt.</li>
</ul>
<p>Automatische Prüfungen finden nicht jede Barriere. Sie ersetzen nicht die Prüfung durch Menschen, die assistive Technik täglich nutzen; eine solche Prüfung planen wir.</p>

<h2>Bekannte Einschränkungen</h2>
<ul>
<li><strong>Eingebettete Videos:</strong> Die Videos in der Seitenleiste stammen von einem externen Anbieter. Untertitel und Audiodeskription liegen nicht für alle Videos vor; der Player selbst liegt außerhalb unseres Einflusses.</li>
<li><strong>Karte:</strong> Die interaktive Karte ist mit Screenreadern nur eingeschränkt nutzbar. Die Adresse steht immer auch als Text mit einem Link zur Kartenansicht daneben.</li>
<li><strong>Ältere Artikel und Bilder:</strong> Bei Beiträgen aus unserem Archiv fehlen teilweise aussagekräftige Alternativtexte für Bilder.</li>
<li><strong>PDF-Dokumente:</strong> Ältere PDF-Ausgaben des Magazins sind nicht barrierefrei. Auf Anfrage senden wir Ihnen die Inhalte in einem zugänglichen Format.</li>
<li><strong>Leichte Sprache und Gebärdensprache:</strong> Informationen in Leichter Sprache und in Deutscher Gebärdensprache bieten wir derzeit nicht an.</li>
</ul>

<h2>Barrieren melden und Feedback</h2>
<p>Ist Ihnen eine Barriere aufgefallen, oder benötigen Sie Inhalte in einer anderen Form? Schreiben Sie uns über unser <a href="/kontakt/">Kontaktformular</a>, per E-Mail an <a href="mailto:barrierefreiheit@kiosk.example">barrierefreiheit@kiosk.example</a> oder per Post an Kiosk Medien GmbH, Musterstraße 1, 10115 Berlin. Wir antworten innerhalb von zwei Wochen.</p>

<h2>Durchsetzungsverfahren</h2>
<p>Wenn Sie meinen, dass diese Website die Anforderungen an die Barrierefreiheit nicht erfüllt, und wir Ihr Anliegen nicht zufriedenstellend lösen, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:</p>
<p>Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)<br>Anstalt des öffentlichen Rechts<br>Sachsen-Anhalt, Magdeburg<br>Website: <a href="https://www.mlbf-barrierefrei.de/">www.mlbf-barrierefrei.de</a></p>
<p>Verbraucherverbände und anerkannte Verbände von Menschen mit Behinderungen können nach § 32 BFSG ein Verfahren in Ihrem Namen beantragen.</p>

<h2>Erstellung dieser Erklärung</h2>
<p>Diese Erklärung wurde am <time datetime="${ REVIEWED.iso }">${ REVIEWED.label }</time> erstellt und beruht auf den oben beschriebenen Prüfungen. Sie wird bei jeder wesentlichen Änderung der Website überprüft.</p>
`;
