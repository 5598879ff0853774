/**
 * German demo content for the magazine: categories, articles, videos.
 * Images live under preview/assets/uploads/magazine/ (made by tools/make-images.ts).
 */

export interface CategorySeed {
	slug: string;
	name: string;
	description: string;
	color: string;
}

export interface ArticleSeed {
	slug: string;
	title: string;
	excerpt: string;
	category: string;
	author: string;
	/** Days before the seed date. */
	age: number;
	views: number;
	comments: number;
}

export const CATEGORIES: CategorySeed[] = [
	{
		slug: 'politik',
		name: 'Politik',
		description:
			'Landespolitik, Bundestag und Europa – verständlich eingeordnet.',
		color: '#1d4e89',
	},
	{
		slug: 'wirtschaft',
		name: 'Wirtschaft',
		description: 'Unternehmen, Arbeit und Verbraucher in der Region.',
		color: '#1f6f50',
	},
	{
		slug: 'kultur',
		name: 'Kultur',
		description: 'Theater, Musik, Bücher und Ausstellungen.',
		color: '#8a2c4a',
	},
	{
		slug: 'sport',
		name: 'Sport',
		description: 'Vereinssport, Bundesliga und Breitensport.',
		color: '#a3470f',
	},
	{
		slug: 'wissen',
		name: 'Wissen',
		description: 'Forschung, Technik und Umwelt.',
		color: '#4b3a8c',
	},
];

export const ARTICLES: ArticleSeed[] = [
	{
		slug: 'landtag-beschliesst-neues-schulgesetz',
		title: 'Landtag beschließt neues Schulgesetz',
		excerpt:
			'Mehr Ganztagsplätze und kleinere Klassen: Nach langer Debatte hat der Landtag das Schulgesetz verabschiedet.',
		category: 'politik',
		author: 'Anna Becker',
		age: 0,
		views: 5400,
		comments: 42,
	},
	{
		slug: 'buergerhaushalt-stadt-fragt-nach-ideen',
		title: 'Bürgerhaushalt: Die Stadt fragt nach Ideen',
		excerpt:
			'Bis Ende Mai können alle Einwohnerinnen und Einwohner Vorschläge für 500.000 Euro einreichen.',
		category: 'politik',
		author: 'Jonas Wolf',
		age: 2,
		views: 2100,
		comments: 17,
	},
	{
		slug: 'europawahl-was-sie-wissen-muessen',
		title: 'Europawahl: Was Sie jetzt wissen müssen',
		excerpt:
			'Briefwahl, Wahllokale und Fristen – der Überblick für Erst- und Wechselwähler.',
		category: 'politik',
		author: 'Anna Becker',
		age: 5,
		views: 8800,
		comments: 64,
	},
	{
		slug: 'rathaus-digitalisierung-verzoegert-sich',
		title: 'Digitales Rathaus verzögert sich',
		excerpt:
			'Online-Anträge für Meldebescheinigungen kommen später als geplant. Die Verwaltung nennt Gründe.',
		category: 'politik',
		author: 'Mehmet Yılmaz',
		age: 9,
		views: 1300,
		comments: 8,
	},
	{
		slug: 'neue-radwege-am-ring',
		title: 'Neue Radwege am Ring genehmigt',
		excerpt:
			'Der Bauausschuss stimmt für geschützte Radstreifen. Die Arbeiten beginnen im Herbst.',
		category: 'politik',
		author: 'Jonas Wolf',
		age: 12,
		views: 3100,
		comments: 55,
	},
	{
		slug: 'mittelstand-sucht-fachkraefte',
		title: 'Mittelstand sucht händeringend Fachkräfte',
		excerpt:
			'Jeder dritte Betrieb in der Region kann offene Stellen nicht besetzen. Eine Umfrage zeigt, wo es hakt.',
		category: 'wirtschaft',
		author: 'Laura Schmidt',
		age: 1,
		views: 2900,
		comments: 21,
	},
	{
		slug: 'wochenmarkt-feiert-jubilaeum',
		title: 'Der Wochenmarkt feiert 100. Geburtstag',
		excerpt:
			'Seit einem Jahrhundert bieten Händler auf dem Marktplatz ihre Waren an. Ein Rundgang.',
		category: 'wirtschaft',
		author: 'Paul Richter',
		age: 4,
		views: 1800,
		comments: 12,
	},
	{
		slug: 'energiepreise-was-verbraucher-tun-koennen',
		title: 'Energiepreise: Was Verbraucher jetzt tun können',
		excerpt:
			'Tarife vergleichen, Abschläge prüfen, Geräte tauschen – sieben Tipps der Verbraucherzentrale.',
		category: 'wirtschaft',
		author: 'Laura Schmidt',
		age: 7,
		views: 7600,
		comments: 38,
	},
	{
		slug: 'start-up-aus-der-altstadt-expandiert',
		title: 'Start-up aus der Altstadt expandiert nach Wien',
		excerpt:
			'Die Gründerinnen von „Kiezkiste“ liefern regionale Lebensmittel bald auch in Österreich.',
		category: 'wirtschaft',
		author: 'Paul Richter',
		age: 11,
		views: 950,
		comments: 4,
	},
	{
		slug: 'hafen-meldet-rekordumschlag',
		title: 'Hafen meldet Rekordumschlag',
		excerpt:
			'Mehr Container als je zuvor: Der Binnenhafen profitiert von der Verlagerung auf die Schiene.',
		category: 'wirtschaft',
		author: 'Mehmet Yılmaz',
		age: 15,
		views: 1100,
		comments: 3,
	},
	{
		slug: 'theater-eroeffnet-spielzeit-mit-faust',
		title: 'Stadttheater eröffnet die Spielzeit mit „Faust“',
		excerpt:
			'Die neue Intendantin setzt zum Auftakt auf einen Klassiker – und eine überraschende Besetzung.',
		category: 'kultur',
		author: 'Sophie Neumann',
		age: 1,
		views: 2500,
		comments: 19,
	},
	{
		slug: 'jazzfestival-im-schlosspark',
		title: 'Jazzfestival im Schlosspark: Das Programm',
		excerpt:
			'Drei Tage, zwölf Bands und ein Familienkonzert: Alles zum Festival im Juli.',
		category: 'kultur',
		author: 'Lukas Hoffmann',
		age: 3,
		views: 3300,
		comments: 11,
	},
	{
		slug: 'stadtbibliothek-verlaengert-oeffnungszeiten',
		title: 'Stadtbibliothek öffnet jetzt auch sonntags',
		excerpt:
			'Ab Juni ist die Zentralbibliothek an Sonntagen von 11 bis 17 Uhr geöffnet.',
		category: 'kultur',
		author: 'Sophie Neumann',
		age: 8,
		views: 1600,
		comments: 9,
	},
	{
		slug: 'ausstellung-fotografie-der-zwanziger',
		title: 'Ausstellung: Fotografie der Zwanzigerjahre',
		excerpt:
			'Das Stadtmuseum zeigt 200 Aufnahmen aus einer bewegten Zeit – viele zum ersten Mal.',
		category: 'kultur',
		author: 'Lukas Hoffmann',
		age: 13,
		views: 1200,
		comments: 6,
	},
	{
		slug: 'poetry-slam-im-jugendzentrum',
		title: 'Poetry-Slam: Junge Stimmen im Jugendzentrum',
		excerpt:
			'Beim ersten Slam des Jahres traten 14 Talente an. Gewonnen hat eine 17-Jährige.',
		category: 'kultur',
		author: 'Sophie Neumann',
		age: 18,
		views: 700,
		comments: 5,
	},
	{
		slug: 'aufstieg-perfekt-fc-jubelt',
		title: 'Aufstieg perfekt: Der FC jubelt',
		excerpt:
			'Mit einem 3:1 am letzten Spieltag sichert sich die Mannschaft den Sprung in die Regionalliga.',
		category: 'sport',
		author: 'Tim Krüger',
		age: 0,
		views: 9900,
		comments: 120,
	},
	{
		slug: 'stadtlauf-mit-teilnehmerrekord',
		title: 'Stadtlauf mit Teilnehmerrekord',
		excerpt:
			'Über 6.000 Läuferinnen und Läufer gingen an den Start – trotz Regen.',
		category: 'sport',
		author: 'Tim Krüger',
		age: 6,
		views: 2700,
		comments: 14,
	},
	{
		slug: 'schwimmbad-wird-saniert',
		title: 'Hallenbad wird saniert: Was Vereine jetzt tun',
		excerpt:
			'Für 18 Monate schließt das Hallenbad. Schwimmvereine weichen in Nachbarorte aus.',
		category: 'sport',
		author: 'Nina Braun',
		age: 10,
		views: 1900,
		comments: 23,
	},
	{
		slug: 'handball-damen-im-pokalfinale',
		title: 'Handball-Damen stehen im Pokalfinale',
		excerpt:
			'Nach einem Krimi in der Verlängerung wartet im Finale der Titelverteidiger.',
		category: 'sport',
		author: 'Nina Braun',
		age: 14,
		views: 2300,
		comments: 18,
	},
	{
		slug: 'schach-jugend-holt-meistertitel',
		title: 'Schachjugend holt den Landesmeistertitel',
		excerpt:
			'Die U16 des Schachclubs gewinnt souverän – und qualifiziert sich für die Deutsche Meisterschaft.',
		category: 'sport',
		author: 'Tim Krüger',
		age: 20,
		views: 600,
		comments: 2,
	},
	{
		slug: 'hochschule-forscht-an-gruenem-wasserstoff',
		title: 'Hochschule forscht an grünem Wasserstoff',
		excerpt:
			'Ein neues Labor soll klären, wie Elektrolyseure günstiger und langlebiger werden.',
		category: 'wissen',
		author: 'Dr. Eva Lang',
		age: 2,
		views: 2000,
		comments: 15,
	},
	{
		slug: 'sternwarte-laedt-zur-mondnacht',
		title: 'Sternwarte lädt zur langen Mondnacht',
		excerpt:
			'Am Samstag können Besucher durch das große Teleskop schauen – bei klarem Himmel.',
		category: 'wissen',
		author: 'Dr. Eva Lang',
		age: 4,
		views: 1400,
		comments: 7,
	},
	{
		slug: 'stadtbaeume-leiden-unter-trockenheit',
		title: 'Stadtbäume leiden unter der Trockenheit',
		excerpt:
			'Das Grünflächenamt bittet um Mithilfe: So gießen Sie Straßenbäume richtig.',
		category: 'wissen',
		author: 'Mehmet Yılmaz',
		age: 8,
		views: 4100,
		comments: 33,
	},
	{
		slug: 'kuenstliche-intelligenz-im-klassenzimmer',
		title: 'Künstliche Intelligenz im Klassenzimmer',
		excerpt:
			'Drei Schulen testen KI-Assistenten im Unterricht. Lehrkräfte ziehen eine erste Bilanz.',
		category: 'wissen',
		author: 'Laura Schmidt',
		age: 12,
		views: 5100,
		comments: 47,
	},
	{
		slug: 'wildbienen-zaehlen-mitmachaktion',
		title: 'Mitmachaktion: Wildbienen zählen',
		excerpt:
			'Naturschützer rufen dazu auf, eine Stunde lang Bienen im Garten oder auf dem Balkon zu zählen.',
		category: 'wissen',
		author: 'Dr. Eva Lang',
		age: 16,
		views: 800,
		comments: 6,
	},
];

/** Body paragraphs per category (the article's own excerpt leads). */
export const BODY: Record< string, string[] > = {
	politik: [
		'Die Entscheidung fiel nach einer mehrstündigen Sitzung, in der Regierung und Opposition ihre Positionen noch einmal ausführlich darlegten. Am Ende stimmte eine deutliche Mehrheit dafür.',
		'Kritik kam vor allem von kommunalen Spitzenverbänden, die zusätzliche Kosten für Städte und Gemeinden befürchten. Die Landesregierung sagte zu, die Umsetzung finanziell zu begleiten.',
		'Wie es weitergeht, soll ein Beirat aus Fachleuten, Verwaltung und Bürgerinnen und Bürgern begleiten. Eine erste Bilanz ist für das kommende Jahr angekündigt.',
	],
	wirtschaft: [
		'Die Industrie- und Handelskammer sieht die Entwicklung mit gemischten Gefühlen. Die Auftragsbücher seien gut gefüllt, doch steigende Kosten drückten auf die Margen.',
		'Viele Betriebe setzen deshalb auf Ausbildung im eigenen Haus und auf flexiblere Arbeitszeitmodelle. Auch die Zusammenarbeit mit der Hochschule wird enger.',
		'Verbraucherinnen und Verbraucher spüren die Folgen vor allem an der Kasse. Experten raten, Angebote zu vergleichen und langfristige Verträge genau zu prüfen.',
	],
	kultur: [
		'Die Vorbereitungen liefen über Monate, und das merkt man: Bühnenbild, Licht und Musik greifen nahtlos ineinander. Das Publikum dankte mit langem Applaus.',
		'Besonders gelobt wurde die Nachwuchsarbeit. Mehrere junge Ensemblemitglieder stehen zum ersten Mal in großen Rollen auf der Bühne.',
		'Karten gibt es an der Theaterkasse und online. Für Schülerinnen, Schüler und Studierende gelten ermäßigte Preise.',
	],
	sport: [
		'Von Beginn an war die Stimmung auf den Rängen hervorragend. Die Mannschaft zeigte sich konzentriert und belohnte sich für eine starke Saison.',
		'Der Trainer lobte vor allem die Geschlossenheit des Teams. Verletzungssorgen hatten die Vorbereitung zwischenzeitlich belastet.',
		'Der Verein plant nun einen Empfang auf dem Marktplatz. Die Termine für die neue Saison werden in den kommenden Wochen veröffentlicht.',
	],
	wissen: [
		'Das Projekt wird vom Land mit mehreren Millionen Euro gefördert und läuft zunächst über drei Jahre. Beteiligt sind auch Partner aus der Industrie.',
		'Erste Messergebnisse sind vielversprechend, betonen die Forschenden. Bis zur breiten Anwendung seien aber noch viele Fragen zu klären.',
		'Interessierte können sich beim Tag der offenen Tür selbst ein Bild machen. Führungen finden stündlich statt.',
	],
};

export const AUTHOR_QUOTES = [
	'„Wir haben lange auf diesen Moment hingearbeitet“, sagt eine Sprecherin.',
	'„Das ist ein wichtiges Signal für die ganze Region“, heißt es aus dem Rathaus.',
	'„Jetzt kommt es auf die Umsetzung an“, mahnt ein Vertreter der Verbände.',
];

/** Gallery images shared by the articles (file stem, alt text). */
export const GALLERY = [
	{ file: 'galerie-1', alt: 'Blick über die Dächer der Altstadt am Morgen' },
	{ file: 'galerie-2', alt: 'Der Marktplatz mit Ständen und Besuchern' },
	{ file: 'galerie-3', alt: 'Die Uferpromenade am Fluss im Abendlicht' },
	{ file: 'galerie-4', alt: 'Das Stadttheater mit beleuchteter Fassade' },
	{ file: 'galerie-5', alt: 'Radfahrer auf dem neuen Radweg am Ring' },
	{ file: 'galerie-6', alt: 'Der Schlosspark im Frühling' },
];

export const VIDEOS = [
	{ id: 'stadtrundgang', title: 'Stadtrundgang in drei Minuten' },
	{ id: 'aufstieg', title: 'Die Aufstiegsfeier des FC' },
	{ id: 'sternwarte', title: 'Eine Nacht in der Sternwarte' },
];

/** The editorial office (maps widget). */
export const OFFICE = {
	address: 'Kiosk Magazin, Musterstraße 1, 10115 Berlin',
	latitude: 52.532,
	longitude: 13.3849,
	zoom: 15,
	height: 300,
};
