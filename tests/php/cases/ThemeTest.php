<?php
/**
 * The theme's templates render the markup contract of src/magazine/README.md,
 * in German, with every printed value escaped.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

/**
 * Theme template tests (rendered through WordPress's template loader).
 */
final class ThemeTest extends TestCase {

	/**
	 * Rendered pages by path.
	 *
	 * @var array<string, array>
	 */
	private static $pages = array();

	/**
	 * Created content.
	 *
	 * @var array<string, array>
	 */
	private static $content = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$make = static function ( array $args ) {
			$report = self::cli( array_merge( array( 'post' ), $args ) );
			if ( $report['errors'] || empty( $report['result']['id'] ) ) {
				throw new \RuntimeException( 'creating content failed: ' . $report['raw'] );
			}
			return $report['result'];
		};
		self::$content['article'] = $make( array( 'post', 'Stadtrat beschließt Haushalt & "Sparpaket"', '<p>Der Stadtrat hat getagt.</p>', 'stadtrat-haushalt', 'Politik' ) );
		self::$content['second']  = $make( array( 'post', 'Neue Radwege für die Innenstadt', '<p>Mehr Platz fürs Rad.</p>', 'radwege', 'Politik' ) );
		self::$content['imprint'] = $make( array( 'page', 'Impressum', '<p>Kiosk Magazin GmbH</p>', 'impressum' ) );
		foreach ( array( array( 'markt.jpg', 'Wochenmarkt am Rathaus', '960', '640', '' ), array( 'hafen.jpg', 'Hafen "bei Nacht"', '960', '640', 'Der Hafen <em>bei Nacht</em>' ) ) as $image ) {
			$report = self::cli( array_merge( array( 'attachment' ), $image ) );
			if ( $report['errors'] || empty( $report['result']['id'] ) ) {
				throw new \RuntimeException( 'creating an attachment failed: ' . $report['raw'] );
			}
			self::$content['images'][] = $report['result']['id'];
		}
		$widgets = array(
			'widget_kiosk_video_playlist' => array(
				2              => array(
					'title'  => '',
					'videos' => "https://www.youtube.com/watch?v=abcDEF12345 | Stadtrat \"live\" <b>\njavascript:alert(1) | Kaputt\nhttps://youtu.be/XyZ987654ab | Radwege im Test",
				),
				'_multiwidget' => 1,
			),
			'widget_kiosk_gallery_slider' => array(
				2              => array(
					'title' => '',
					'ids'   => implode( ',', self::$content['images'] ) . ',999999',
				),
				'_multiwidget' => 1,
			),
			'sidebars_widgets'            => array(
				'wp_inactive_widgets' => array(),
				'sidebar'             => array( 'kiosk_video_playlist-2', 'kiosk_gallery_slider-2' ),
				'array_version'       => 3,
			),
		);
		foreach ( $widgets as $name => $value ) {
			$report = self::cli( array( 'option', $name, json_encode( $value ) ) );
			if ( $report['errors'] ) {
				throw new \RuntimeException( "setting $name failed: " . $report['raw'] );
			}
		}
		self::$content['cart']    = $make( array( 'page', 'Warenkorb', '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart">Warenkorb wird geladen…</div><!-- /wp:kiosk/cart -->', 'warenkorb' ) );
	}

	/**
	 * Renders a path once per class.
	 *
	 * @param string $path Path.
	 */
	private function page( string $path ): array {
		if ( ! isset( self::$pages[ $path ] ) ) {
			self::$pages[ $path ] = self::cli( array( 'render', $path ) );
			$this->assertCleanRun( self::$pages[ $path ], "render $path" );
			$this->assertNotSame( "", self::$pages[ $path ]["output"], "render $path: " . substr( self::$pages[ $path ]["raw"], 0, 3000 ) );
		}
		return self::$pages[ $path ];
	}

	/**
	 * Asserts the site-wide frame of README (header, main, footer).
	 *
	 * @param string $html HTML.
	 */
	private function assertFrame( string $html, bool $style_inline = false ): void {
		$this->assertMatchesRegularExpression( '/<html lang="de-DE"[^>]* class="kiosk-no-js"/', $html );
		$this->assertMatchesRegularExpression( '#<head>\s*<meta charset="UTF-8">\s*<meta name="viewport"[^>]*>\s*<script>var d=document\.documentElement;d\.className=d\.className\.replace\(\'kiosk-no-js\',\'kiosk-js\'\);try\{if\(localStorage\.getItem\(\'kiosk-mini-cart-count\'\)>0\)d\.className\+=\' kiosk-has-cart\'\}catch\(e\)\{\}</script>#', $html, 'the no-js swap (and the has-cart hint) comes first in <head>' );
		$this->assertHtmlHas( $html, '//body[contains(concat(" ", @class, " "), " kiosk-body ")]' );
		$this->assertHtmlHas( $html, '//div[@id="kiosk-top"]/a[@class="kiosk-skip-link screen-reader-text" and @href="#kiosk-main" and .="Zum Inhalt springen"]' );
		$this->assertHtmlHas( $html, '//header[@class="kiosk-header" and @data-kiosk-sticky-header]/div[@class="kiosk-header__inner"]/p[@class="kiosk-header__brand"]/a[@rel="home" and .="Kiosk Magazin"]' );
		$this->assertHtmlHas( $html, '//button[@class="kiosk-menu-toggle" and @aria-expanded="false" and @aria-controls="kiosk-primary-menu" and @data-kiosk-menu-toggle]/span[.="Menü"]' );
		$this->assertHtmlHas( $html, '//nav[@class="kiosk-menu" and @id="kiosk-primary-menu" and @aria-label="Hauptmenü" and @data-kiosk-menu]/ul[@class="kiosk-menu__list"]/li[@class="kiosk-menu__item"]/a[@class="kiosk-menu__link"]' );
		$this->assertHtmlHas( $html, '//div[@class="kiosk-search" and @data-kiosk-search]/button[@class="kiosk-search__toggle" and @aria-controls="kiosk-search-form"]/span[.="Suche öffnen"]' );
		$this->assertHtmlHas( $html, '//form[@class="kiosk-search__form" and @id="kiosk-search-form" and @role="search" and @method="get"]/input[@id="kiosk-search-input" and @name="s" and @type="search"]' );
		$this->assertHtmlHas( $html, '//label[@for="kiosk-search-input" and .="Suche nach:"]' );
		$this->assertHtmlHas( $html, '//button[@class="kiosk-button kiosk-search__submit" and .="Suchen"]' );
		$this->assertHtmlHas( $html, '//a[@class="kiosk-header__account" and .="Mein Konto"]' );
		$this->assertHtmlHas( $html, '//link[@rel="icon" and @type="image/svg+xml" and starts-with(@href, "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22")]' );
		$this->assertHtmlHas( $html, '//main[@id="kiosk-main" and @class="kiosk-main" and @tabindex="-1"]' );
		$this->assertHtmlHas( $html, '//head/link[@rel="expect" and @href="#kiosk-header" and @blocking="render"]' );
		$this->assertHtmlHas( $html, '//header[@id="kiosk-header"]' );
		$this->assertHtmlHas( $html, '//footer[@class="kiosk-footer"]/div[@class="kiosk-footer__inner"]/nav[@class="kiosk-footer__nav" and @aria-label="Rechtliches"]/ul[@class="kiosk-footer__legal"]/li/a[.="Impressum"]' );
		$this->assertHtmlHas( $html, '//p[@class="kiosk-footer__copy" and contains(., "Kiosk Magazin")]' );
		$this->assertHtmlHas( $html, '//a[@class="kiosk-scroll-up" and @href="#kiosk-top" and @data-kiosk-scroll-up]/span[.="Nach oben"]' );
		$font = '/themes/kiosk/fonts/source-serif-4-latin-700-normal.woff2';
		if ( $style_inline ) {
			// The cart page prints the theme's stylesheet inline (AssetPlan::inline_on_cart_page()), its font's address made absolute.
			$this->assertHtmlHas( $html, '//head/style[@id="kiosk-theme-css" and contains(., "url(") and contains(., "' . $font . '")]' );
			$this->assertStringNotContainsString( '/themes/kiosk/style.css', $html );
			$stylesheet = strpos( $html, 'id="kiosk-theme-css"' );
		} else {
			$this->assertHtmlHas( $html, '//link[@rel="stylesheet" and contains(@href, "/themes/kiosk/style.css")]' );
			$stylesheet = strpos( $html, '/themes/kiosk/style.css' );
		}
		$this->assertHtmlHas( $html, '//link[@rel="preload" and @as="font" and @type="font/woff2" and @crossorigin and contains(@href, "' . $font . '")]' );
		$this->assertFileExists( getenv( 'KIOSK_ROOT' ) . '/php/theme/fonts/source-serif-4-latin-700-normal.woff2' );
		$this->assertStringContainsString( 'url(fonts/source-serif-4-latin-700-normal.woff2)', (string) file_get_contents( getenv( 'KIOSK_ROOT' ) . '/php/theme/style.css' ), 'the preloaded file is the one the stylesheet uses' );
		$this->assertIsInt( $stylesheet );
		$this->assertLessThan( $stylesheet, strpos( $html, $font ), 'the font is asked for before the stylesheet' );
		foreach ( $this->assertHtmlHas( $html, '//svg[contains(@class, "kiosk-icon")]' ) as $svg ) {
			$this->assertSame( 'true', $svg->getAttribute( 'aria-hidden' ) );
			$this->assertSame( 'false', $svg->getAttribute( 'focusable' ) );
		}
	}

	public function test_the_home_page_of_a_site_with_few_posts_shows_each_once_and_adds_nothing_of_its_own(): void {
		$html = $this->page( '/' )['output'];
		$this->assertFrame( $html );
		$this->assertHtmlHas( $html, '//div[@class="kiosk-layout"]/aside[@class="kiosk-sidebar" and @aria-label="Seitenleiste" and @data-kiosk-sticky-sidebar]' );
		$this->assertHtmlHas( $html, '//section[contains(concat(" ", @class, " "), " kiosk-lead ")]//article//a[contains(., "Stadtrat beschließt Haushalt")]' );
		// Each post once in the main column: the lead holds both, so no category block, no carousel and no ticker repeat them.
		foreach ( array( 'Stadtrat beschließt Haushalt', 'Neue Radwege für die Innenstadt' ) as $title ) {
			$this->assertSame( 1, $this->xpath( $html )->query( '//main//*[self::h2 or self::h3][contains(., "' . $title . '")]' )->length, $title );
		}
		$this->assertSame( 0, $this->xpath( $html )->query( '//section[contains(concat(" ", @class, " "), " kiosk-category-block ")]' )->length, 'no category block of the lead\'s stories' );
		$this->assertSame( 0, $this->xpath( $html )->query( '//div[@data-kiosk-slider="header"]' )->length, 'no carousel of the lead\'s stories' );
		$this->assertSame( 0, $this->xpath( $html )->query( '//section[@data-kiosk-ticker]' )->length, 'no ticker of the lead\'s stories' );
		// The map only where the owner turned it on.
		$this->assertSame( 0, $this->xpath( $html )->query( '//div[@data-kiosk-map]' )->length, 'no map the owner did not add' );
		$this->assertHtmlHas( $html, '//section[contains(@class,"kiosk-tabs") and @data-kiosk-tabs]/div[@role="tablist"]/button[@role="tab" and @aria-selected="true" and .="Beliebt"]' );
		$this->assertHtmlHas( $html, '//div[@role="tabpanel" and @id="kiosk-tabpanel-neu" and @hidden]' );
	}

	public function test_the_home_pages_carousel_ticker_category_block_and_map_keep_their_markup(): void {
		$post   = get_post( (int) self::$content['article']['id'] );
		$slider = kiosk_theme_header_slider( array( $post ) );
		$this->assertHtmlHas( $slider, '//div[contains(@class,"kiosk-slider--header") and @data-kiosk-slider="header" and @role="region" and @aria-roledescription and @aria-label and @data-label-prev]/div[contains(@class,"kiosk-slider__track")]/div[contains(@class,"kiosk-slider__slide")]/article[contains(@class,"kiosk-card--large")]' );
		$toggle = '/button[@type="button" and @data-kiosk-autoplay-toggle and @hidden and @data-label-pause and @data-label-play]/span[contains(@class,"kiosk-autoplay-toggle__label")]';
		$this->assertHtmlHas( $slider, '//div[@data-kiosk-slider="header"]' . str_replace( '/button[', '/button[@class="kiosk-autoplay-toggle kiosk-slider__autoplay" and ', $toggle ) );
		$ticker = kiosk_theme_ticker();
		$this->assertHtmlHas( $ticker, '//section[@class="kiosk-ticker" and @data-kiosk-ticker and @data-label-error-title and @data-label-error]/h2' );
		$this->assertHtmlHas( $ticker, '//li[@class="kiosk-ticker__item"]/a[@class="kiosk-ticker__popup" and contains(@data-kiosk-fragment, "action=kiosk_ticker_popup")]' );
		$this->assertHtmlHas( $ticker, '//section[@data-kiosk-ticker]' . str_replace( '/button[', '/button[@class="kiosk-autoplay-toggle kiosk-ticker__autoplay" and ', $toggle ) );
		$this->assertSame( '', kiosk_theme_ticker( get_posts( array( 'posts_per_page' => -1, 'fields' => 'ids' ) ) ), 'the latest posts leave out the given ones' );
		$this->assertHtmlHas( kiosk_theme_home_sections(), '//section[contains(concat(" ", @class, " "), " kiosk-category-block ") and @aria-labelledby="cat-politik"]/h2[@id="cat-politik"]/a[.="Politik"]' );
		$this->assertHtmlHas( kiosk_theme_map_widget(), '//div[@class="kiosk-map" and @data-kiosk-map and @data-latitude="52.5200" and @data-longitude="13.4050"]/a[@class="kiosk-map__fallback"]' );
	}

	public function test_an_article_renders_the_article_markup_share_links_and_json_ld_with_escaped_values(): void {
		$html = $this->page( '/stadtrat-haushalt/' )['output'];
		$this->assertFrame( $html );
		$title = $this->assertHtmlHas( $html, '//article[contains(concat(" ", @class, " "), " kiosk-article ") and @aria-labelledby="kiosk-article-title"]/header[@class="kiosk-article__header"]/h1[@id="kiosk-article-title"]' );
		$this->assertSame( 'Stadtrat beschließt Haushalt & “Sparpaket”', $title->item( 0 )->textContent );
		$this->assertMatchesRegularExpression( '/Haushalt &(amp|#038);/', $html, 'the ampersand is escaped' );
		$this->assertHtmlHas( $html, '//p[@class="kiosk-article__category"]/a[.="Politik"]' );
		$this->assertHtmlHas( $html, '//p[@class="kiosk-article__meta"]/span[@class="kiosk-article__author"]' );
		$this->assertHtmlHas( $html, '//div[@class="kiosk-article__content"]/p[.="Der Stadtrat hat getagt."]' );
		$share = self::$content['article']['permalink'];
		$this->assertHtmlHas( $html, '//ul[@class="kiosk-share" and @aria-label="Beitrag teilen"]/li/a[@data-kiosk-share="facebook" and @target="_blank" and @href="https://www.facebook.com/sharer/sharer.php?u=' . rawurlencode( $share ) . '"]/span[@class="screen-reader-text" and .="Auf Facebook teilen"]' );
		$this->assertHtmlHas( $html, '//a[@data-kiosk-share="twitter" and contains(@href, "&text=")]' );
		$this->assertHtmlHas( $html, '//a[@data-kiosk-share="pinterest"]' );
		// Only SPEC 7's three targets, each a popup share link.
		$this->assertSame( 3, $this->assertHtmlHas( $html, '//ul[@class="kiosk-share"]/li/a' )->length );
		$this->assertSame( 3, $this->assertHtmlHas( $html, '//ul[@class="kiosk-share"]/li/a[@data-kiosk-share and @target="_blank"]' )->length );
		$this->assertHtmlHas( $html, '//p[@class="kiosk-article__meta"]/span[@class="kiosk-article__reading-time" and contains(., "Min. Lesezeit")]' );
		$this->assertHtmlHas( $html, '//section[@class="kiosk-author"]//a[contains(., "Alle Artikel von")]' );
		$this->assertHtmlHas( $html, '//section[@class="kiosk-related"]/h2[@id="kiosk-related-title"]' );
		$json = $this->assertHtmlHas( $html, '//script[@type="application/ld+json"]' )->item( 0 )->textContent;
		$this->assertStringNotContainsString( '<', $json );
		$data = json_decode( $json, true );
		$this->assertSame( 'NewsArticle', $data['@type'] );
		$this->assertSame( 'Stadtrat beschließt Haushalt & “Sparpaket”', $data['headline'] );
		$this->assertSame( 'de-DE', $data['inLanguage'] );
		$this->assertHtmlHas( $html, '//meta[@name="description"]' );
		$this->assertHtmlHas( $html, '//link[@rel="canonical"]' );
	}

	public function test_every_behaviour_root_carries_the_renders_mark_that_html_carries(): void {
		$first = $this->page( '/' )['output'];
		$this->assertSame( 1, preg_match( '#<html [^>]*data-kiosk-mark="([0-9a-f]{32})"#', $first, $html ) );
		preg_match_all( '#<[a-z]+ [^>]*\bdata-kiosk-(sticky-header|menu|menu-toggle|search|scroll-up|slider|ticker|tabs|map)\b[^>]*>#', $first, $roots );
		// The header's five, the sidebar's tabs, the ticker and the slider (the
		// map shows only where the owner turned it on in Settings → Kiosk).
		$this->assertGreaterThanOrEqual( 7, count( $roots[0] ) );
		foreach ( $roots[0] as $root ) {
			$this->assertStringContainsString( 'data-kiosk-mark="' . $html[1] . '"', $root );
		}
		// A new render, a new mark: an author cannot know the next one.
		$second = self::cli( array( 'render', '/' ) );
		$this->assertCleanRun( $second, 'render / again' );
		$this->assertSame( 1, preg_match( '#<html [^>]*data-kiosk-mark="([0-9a-f]{32})"#', $second['output'], $again ) );
		$this->assertNotSame( $html[1], $again[1] );
	}

	public function test_the_header_holds_no_per_visitor_data_for_a_logged_in_customer(): void {
		$guest    = $this->page( '/' )['output'];
		$customer = self::cli( array( 'render', '/', 'kunde' ) );
		$this->assertCleanRun( $customer, 'render / as kunde' );
		// The render's mark (random, the same for every visitor of a cached page) aside.
		$header = static function ( string $html ): string {
			return preg_match( '#<header class="kiosk-header".*?</header>#s', $html, $m ) ? (string) preg_replace( '#data-kiosk-mark="[0-9a-f]{32}"#', 'data-kiosk-mark=""', $m[0] ) : '';
		};
		$this->assertNotSame( '', $header( $customer['output'] ) );
		$this->assertSame( $header( $guest ), $header( $customer['output'] ), 'the header is the same for a guest and a logged-in customer' );
		$this->assertHtmlHas( $customer['output'], '//a[@class="kiosk-header__account" and .="Mein Konto"]' );
		$this->assertStringNotContainsString( 'kunde', $header( $customer['output'] ) );
	}

	public function test_the_video_playlist_widget_renders_the_contract_with_escaped_titles_and_only_usable_urls(): void {
		$html = $this->page( '/' )['output'];
		$this->assertHtmlHas( $html, '//aside[@data-kiosk-sticky-sidebar]/section[@class="kiosk-widget kiosk-video-playlist" and @data-kiosk-video-playlist and @aria-labelledby="kiosk-video-title"]/h2[@class="kiosk-widget__title" and @id="kiosk-video-title" and .="Videos"]' );
		// No embed before the reader asks: the player names the video and links to its page.
		$this->assertHtmlHas( $html, '//div[@class="kiosk-video-playlist__player" and @data-kiosk-video-src="https://www.youtube-nocookie.com/embed/abcDEF12345" and @data-kiosk-video-title=\'Video: Stadtrat "live" <b>\' and @data-consent-load="Video laden" and contains(@data-consent-note, "www.youtube-nocookie.com")]/a[@href="https://www.youtube.com/watch?v=abcDEF12345"]' );
		$this->assertStringNotContainsString( '<iframe', $html );
		$items = $this->assertHtmlHas( $html, '//ol[@class="kiosk-video-playlist__list"]/li/a[@class="kiosk-video-playlist__item"]' );
		$this->assertCount( 2, $items, 'the line without a usable URL is left out' );
		$this->assertSame( 'https://www.youtube.com/watch?v=abcDEF12345', $items->item( 0 )->getAttribute( 'href' ) );
		$this->assertSame( 'true', $items->item( 0 )->getAttribute( 'aria-current' ) );
		$this->assertSame( 'Stadtrat "live" <b>', $items->item( 0 )->textContent );
		$this->assertSame( 'https://www.youtube-nocookie.com/embed/XyZ987654ab', $items->item( 1 )->getAttribute( 'data-kiosk-video-src' ) );
		$this->assertSame( 'Video: Radwege im Test', $items->item( 1 )->getAttribute( 'data-kiosk-video-title' ) );
		$this->assertFalse( $items->item( 1 )->hasAttribute( 'aria-current' ) );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_the_gallery_slider_widget_renders_the_contract_with_a_pause_button(): void {
		$html = $this->page( '/' )['output'];
		$slider = '//section[@class="kiosk-widget kiosk-widget--gallery" and @aria-labelledby="kiosk-gallery-widget-title"]/div[@class="kiosk-slider kiosk-slider--gallery swiper" and @data-kiosk-slider="gallery" and @role="region" and @aria-roledescription="Karussell" and @aria-label="Bilder der Woche" and @data-label-prev="Vorherige Folie" and @data-label-next="Nächste Folie" and @data-label-slide="Folie {index} von {count}"]';
		$this->assertHtmlHas( $html, '//h2[@class="kiosk-widget__title" and @id="kiosk-gallery-widget-title" and .="Bilder der Woche"]' );
		$images = $this->assertHtmlHas( $html, $slider . '/div[@class="kiosk-slider__track swiper-wrapper"]/div[@class="kiosk-slider__slide swiper-slide"]/figure[@class="kiosk-slider__figure"]/img' );
		$this->assertCount( 2, $images, 'an unknown attachment id is left out' );
		$this->assertStringEndsWith( '/kiosk/markt.jpg', $images->item( 0 )->getAttribute( 'src' ) );
		$this->assertSame( 'Wochenmarkt am Rathaus', $images->item( 0 )->getAttribute( 'alt' ) );
		$this->assertSame( '960', $images->item( 0 )->getAttribute( 'width' ) );
		$this->assertSame( '640', $images->item( 0 )->getAttribute( 'height' ) );
		$this->assertSame( 'lazy', $images->item( 0 )->getAttribute( 'loading' ) );
		$this->assertSame( 'Hafen "bei Nacht"', $images->item( 1 )->getAttribute( 'alt' ) );
		$this->assertHtmlHas( $html, $slider . '//figcaption[.="Der Hafen <em>bei Nacht</em>"]' );
		$this->assertHtmlHas( $html, $slider . '/button[@class="kiosk-slider__prev"]/span[.="Vorherige Folie"]' );
		$this->assertHtmlHas( $html, $slider . '/button[@class="kiosk-autoplay-toggle kiosk-slider__autoplay" and @hidden and @data-label-play="Abspielen"]' );
	}

	public function test_the_theme_declares_the_core_it_needs_and_this_core_accepts_it(): void {
		$style = (string) file_get_contents( getenv( 'KIOSK_ROOT' ) . '/php/theme/style.css' );
		$this->assertMatchesRegularExpression( '/^Requires at least: 5\.5$/m', $style, 'html5 navigation-widgets support (5.5) is the newest core API the theme uses' );
		$switched = self::cli( array( 'theme', 'kiosk' ) );
		$this->assertCleanRun( $switched, 'switch theme' );
		$this->assertSame( 'kiosk', $switched['result']['stylesheet'] ?? null, $switched['raw'] );
	}

	public function test_a_category_archive_has_the_german_title_and_cards(): void {
		$html = $this->page( '/kategorie/politik/' )['output'];
		$this->assertFrame( $html );
		$this->assertHtmlHas( $html, '//h1[@class="kiosk-archive__title" and .="Kategorie: Politik"]' );
		$this->assertHtmlHas( $html, '//article[contains(concat(" ", @class, " "), " kiosk-card ")]/h2[@class="kiosk-card__title"]/a[.="Neue Radwege für die Innenstadt"]' );
		$this->assertHtmlHas( $html, '//article[contains(concat(" ", @class, " "), " kiosk-card ")]/p[@class="kiosk-card__meta"]/time[@datetime]' );
	}

	public function test_only_the_first_pictures_load_at_once_and_only_the_largest_asks_for_priority(): void {
		$ids = array( (int) self::$content['article']['id'], (int) self::$content['second']['id'] );
		foreach ( $ids as $n => $id ) {
			set_post_thumbnail( $id, self::$content['images'][ $n ] );
		}
		try {
			// The home page's lead: its own picture eager with priority, the ones beside it eager without.
			$lead   = $this->xpath( kiosk_theme_home_lead( array_map( 'get_post', $ids ) ) )->query( '//img' );
			$this->assertSame( 2, $lead->length );
			$this->assertSame( 'high', $lead->item( 0 )->getAttribute( 'fetchpriority' ) );
			$this->assertFalse( $lead->item( 0 )->hasAttribute( 'loading' ) );
			$this->assertFalse( $lead->item( 1 )->hasAttribute( 'fetchpriority' ), 'one picture per page asks for priority' );
			$this->assertFalse( $lead->item( 1 )->hasAttribute( 'loading' ), 'beside the lead: above the fold' );
			// A list (category, search): the first card's picture eager with priority, the rest lazy.
			$query             = $GLOBALS['wp_query'] ?? null;
			$GLOBALS['wp_query'] = new \WP_Query(
				array(
					'post__in' => $ids,
					'orderby'  => 'post__in',
				)
			);
			ob_start();
			require getenv( 'KIOSK_ROOT' ) . '/php/theme/template-parts/list.php';
			$html                = (string) ob_get_clean();
			$GLOBALS['wp_query'] = $query;
			wp_reset_postdata();
			$images = $this->xpath( $html )->query( '//div[@class="kiosk-archive__grid"]//img' );
			$this->assertSame( 2, $images->length, $html );
			$this->assertSame( 'high', $images->item( 0 )->getAttribute( 'fetchpriority' ) );
			$this->assertFalse( $images->item( 0 )->hasAttribute( 'loading' ) );
			$this->assertSame( 'lazy', $images->item( 1 )->getAttribute( 'loading' ) );
			$this->assertFalse( $images->item( 1 )->hasAttribute( 'fetchpriority' ) );
		} finally {
			foreach ( $ids as $id ) {
				delete_post_thumbnail( $id );
			}
		}
	}

	public function test_the_home_page_preloads_its_lead_picture_from_the_head_with_the_cards_sources(): void {
		$ids = array( (int) self::$content['article']['id'], (int) self::$content['second']['id'] );
		global $wpdb;
		foreach ( $ids as $n => $id ) {
			set_post_thumbnail( $id, self::$content['images'][ $n ] );
		}
		// The render runs in a process of its own: it sees committed rows only.
		$wpdb->query( 'COMMIT' );
		try {
			$home = self::cli( array( 'render', '/' ) );
			$this->assertCleanRun( $home, 'render /' );
			$xpath    = $this->xpath( $home['output'] );
			$preloads = $xpath->query( '//head/link[@rel="preload" and @as="image"]' );
			$this->assertSame( 1, $preloads->length, 'one picture preloaded: the lead\'s' );
			$lead = $xpath->query( '//div[@class="kiosk-lead__main"]//img' )->item( 0 );
			$this->assertNotNull( $lead );
			$link = $preloads->item( 0 );
			$this->assertSame( 'high', $link->getAttribute( 'fetchpriority' ) );
			$this->assertSame( $lead->getAttribute( 'src' ), $link->getAttribute( 'href' ) );
			// The same sources (none but `src` for a picture without smaller sizes), so the browser takes the preloaded file.
			$this->assertSame( $lead->getAttribute( 'srcset' ), $link->getAttribute( 'imagesrcset' ) );
			$this->assertSame( $lead->hasAttribute( 'srcset' ) ? $lead->getAttribute( 'sizes' ) : '', $link->getAttribute( 'imagesizes' ) );
			// An article has its own picture, found early in its markup: no preload of the home's.
			$article = self::cli( array( 'render', wp_make_link_relative( get_permalink( $ids[1] ) ) ) );
			$this->assertSame( 0, $this->xpath( $article['output'] )->query( '//head/link[@rel="preload" and @as="image"]' )->length );
		} finally {
			foreach ( $ids as $id ) {
				delete_post_thumbnail( $id );
			}
			$wpdb->query( 'COMMIT' );
		}
		// Without a picture on the lead, nothing is preloaded.
		$bare = self::cli( array( 'render', '/' ) );
		$this->assertSame( 0, $this->xpath( $bare['output'] )->query( '//head/link[@rel="preload" and @as="image"]' )->length );
	}

	public function test_an_article_with_a_featured_picture_loads_its_contents_pictures_lazily_others_keep_wordpresss_threshold(): void {
		$images  = self::$content['images'];
		$content = '';
		foreach ( array( $images[0], $images[1], $images[0] ) as $n => $image ) {
			$content .= '<p>Absatz ' . $n . '</p><figure class="wp-block-image"><img src="/wp-content/uploads/kiosk/markt.jpg" alt="Bild ' . $n . '" width="960" height="640" class="wp-image-' . (int) $image . '"></figure>';
		}
		$featured = self::cli( array( 'post', 'post', 'Galerie vom Stadtfest', $content, 'galerie-stadtfest', 'Politik', (string) $images[1] ) );
		$plain    = self::cli( array( 'post', 'post', 'Galerie ohne Titelbild', $content, 'galerie-ohne-titelbild', 'Politik' ) );
		$this->assertNotEmpty( $featured['result']['id'] ?? null, $featured['raw'] );
		$this->assertNotEmpty( $plain['result']['id'] ?? null, $plain['raw'] );
		$html = $this->page( '/galerie-stadtfest/' )['output'];
		$hero = $this->assertHtmlHas( $html, '//figure[@class="kiosk-article__figure"]//img' );
		$this->assertSame( 'high', $hero->item( 0 )->getAttribute( 'fetchpriority' ), 'the featured picture is the page\'s priority' );
		$this->assertFalse( $hero->item( 0 )->hasAttribute( 'loading' ) );
		$inside = $this->assertHtmlHas( $html, '//div[@class="kiosk-article__content"]//img' );
		$this->assertCount( 3, $inside );
		foreach ( $inside as $img ) {
			$this->assertSame( 'lazy', $img->getAttribute( 'loading' ), 'below the featured picture: lazy' );
			$this->assertFalse( $img->hasAttribute( 'fetchpriority' ) );
		}
		// Without a featured picture WordPress's threshold stays: the content's first pictures load at once.
		$html   = $this->page( '/galerie-ohne-titelbild/' )['output'];
		$inside = $this->assertHtmlHas( $html, '//div[@class="kiosk-article__content"]//img' );
		$this->assertCount( 3, $inside );
		$this->assertFalse( $inside->item( 0 )->hasAttribute( 'loading' ), 'WordPress keeps the first content picture eager' );
		$this->assertFalse( $inside->item( 1 )->hasAttribute( 'loading' ) );
	}

	public function test_search_results_and_the_no_results_notice(): void {
		$html = $this->page( '/?s=Radwege' )['output'];
		$this->assertFrame( $html );
		$this->assertHtmlHas( $html, '//h1[@class="kiosk-archive__title" and .="Suchergebnisse für „Radwege“"]' );
		$this->assertHtmlHas( $html, '//h2[@class="kiosk-card__title"]/a[.="Neue Radwege für die Innenstadt"]' );

		$none = $this->page( '/?s=%3Cscript%3Ealert(1)%3C/script%3E' )['output'];
		$this->assertHtmlHas( $none, '//div[@class="kiosk-notice kiosk-notice--info"]/p[.="Leider ergab Ihre Suche keine Treffer. Bitte versuchen Sie es mit anderen Suchbegriffen."]' );
		$this->assertHtmlHas( $none, '//form[@class="kiosk-search-form" and @role="search"]' );
		$this->assertStringNotContainsString( '<script>alert(1)', $none, 'the query is escaped' );
		// Core's robots tag says noindex, and it is the only one.
		$this->assertHtmlHas( $none, '//meta[@name="robots" and contains(@content, "noindex")]' );
		$this->assertSame( 1, substr_count( $none, 'name="robots"' ) + substr_count( $none, "name='robots'" ), 'one robots tag' );

		// Entities the reader typed come back as typed, in the heading and the field: never decoded.
		$typed = $this->page( '/?s=' . rawurlencode( '&lt;b&gt; &amp; x' ) )['output'];
		$this->assertHtmlHas( $typed, '//h1[@class="kiosk-archive__title" and .="Suchergebnisse für „&lt;b&gt; &amp; x“"]' );
		$this->assertHtmlHas( $typed, '//input[@name="s" and @value="&lt;b&gt; &amp; x"]' );
		$this->assertStringContainsString( 'value="&amp;lt;b&amp;gt; &amp;amp; x"', $typed );
	}

	public function test_a_static_page_and_the_404_page(): void {
		$html = $this->page( '/impressum/' )['output'];
		$this->assertFrame( $html );
		$this->assertHtmlHas( $html, '//article[@class="kiosk-page"]/h1[@class="kiosk-page__title" and .="Impressum"]/following-sibling::div[@class="kiosk-page__content"]/p[.="Kiosk Magazin GmbH"]' );

		$missing = $this->page( '/gibt-es-nicht/' );
		$this->assertSame( 404, $missing['result']['status'] );
		$this->assertHtmlHas( $missing['output'], '//h1[@class="kiosk-page__title" and .="Seite nicht gefunden"]' );
		$this->assertHtmlHas( $missing['output'], '//meta[@name="robots" and contains(@content, "noindex") and contains(@content, "follow")]' );
		$this->assertSame( 1, substr_count( $missing['output'], 'name="robots"' ) + substr_count( $missing['output'], "name='robots'" ), 'one robots tag' );

		// A page is indexed.
		$this->assertStringNotContainsString( 'noindex', $html );
	}

	public function test_the_cart_page_renders_the_cart_container(): void {
		$html = $this->page( '/warenkorb/' )['output'];
		$this->assertFrame( $html, true );
		$this->assertHtmlHas( $html, '//div[@class="kiosk-page__content"]/div[@class="wp-block-kiosk-cart"]' );
	}

	public function test_the_cart_page_renders_without_errors_while_the_blocks_are_off_on_an_older_core(): void {
		$page = self::cli( array( 'render', '/warenkorb/' ), array( 'KIOSK_REPORT_WP_VERSION' => '6.5.5' ) );
		$this->assertCleanRun( $page, 'cart page on a 6.5.5 core' );
		$html = $page['output'];
		$this->assertFrame( $html );
		$this->assertHtmlHas( $html, '//div[@class="kiosk-page__content"]/div[@class="wp-block-kiosk-cart"]' );
		$this->assertStringNotContainsString( '/plugins/kiosk/build/', $html );
	}

	public function test_pages_without_widget_markup_load_only_the_frames_magazine_script(): void {
		if ( ! is_file( getenv( 'KIOSK_ROOT' ) . '/build/magazine-header.js' ) ) {
			$this->markTestSkipped( 'no build/ (run npm run build)' );
		}
		$scripts = static function ( string $html ): array {
			// Deferred, as every magazine script (Scripts::DEFERRED).
			preg_match_all( '/<script\\b(?=[^>]*\\sdefer\\b)[^>]* id="(kiosk-magazine(?:-header)?-js)"/', $html, $found );
			return $found[1];
		};
		// The cart and a static page carry only the frame (header, search, menu, scroll-up).
		foreach ( array( '/warenkorb/', '/impressum/' ) as $path ) {
			$this->assertSame( array( 'kiosk-magazine-header-js' ), $scripts( $this->page( $path )['output'] ), $path );
		}
		// The home page (slider, ticker, tabs, sidebar) and an article (share links, sidebar) need every behaviour.
		foreach ( array( '/', '/stadtrat-haushalt/' ) as $path ) {
			$this->assertSame( array( 'kiosk-magazine-js' ), $scripts( $this->page( $path )['output'] ), $path );
		}
	}

	public function test_every_widget_and_article_markup_asks_for_the_full_magazine_script(): void {
		$post    = get_post( (int) self::$content['article']['id'] );
		$gallery = array(
			'blockName' => 'core/gallery',
			'attrs'     => array( 'linkTo' => 'media' ),
		);
		$markup  = array(
			'header slider'  => static fn() => kiosk_theme_header_slider( array( $post ) ),
			'ticker'         => static fn() => kiosk_theme_ticker(),
			'tabs'           => static fn() => kiosk_theme_tabs_widget(),
			'map'            => static fn() => kiosk_theme_map_widget(),
			'video playlist' => static fn() => kiosk_theme_video_playlist( array( array( 'url' => 'https://youtu.be/XyZ987654ab', 'title' => 'Radwege' ) ) ),
			'gallery slider' => static fn() => kiosk_theme_gallery_slider( self::$content['images'] ),
			'share links'    => static fn() => kiosk_theme_share_links( $post ),
			'lightbox'       => static fn() => kiosk_theme_lightbox_labels(),
			'core gallery'   => static fn() => kiosk_theme_gallery_lightbox( '<figure class="wp-block-gallery"><a href="/a.jpg"><img src="/a.jpg" alt=""></a></figure>', $gallery ),
			'sidebar'        => fn() => $this->capture( static fn() => get_sidebar() ),
		);
		foreach ( $markup as $name => $render ) {
			$before = did_action( 'kiosk_theme_behaviour_markup' );
			$html   = (string) $render();
			$this->assertStringContainsString( 'data-', $html, $name );
			$this->assertGreaterThan( $before, did_action( 'kiosk_theme_behaviour_markup' ), "$name asks for kiosk-magazine" );
		}
		// The frame itself does not.
		$before = did_action( 'kiosk_theme_behaviour_markup' );
		$this->capture( static fn() => kiosk_theme_the_search_form( 'header' ) );
		$this->assertSame( $before, did_action( 'kiosk_theme_behaviour_markup' ) );
	}

	public function test_the_ticker_popup_fragment(): void {
		$id       = (int) self::$content['article']['id'];
		$fragment = self::cli( array( 'render', '/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&post=' . $id ) );
		// The template loader is not admin-ajax: call the handler through the CLI's front end instead.
		$this->assertIsArray( $fragment );
		$this->assertTrue( has_action( 'wp_ajax_nopriv_kiosk_ticker_popup' ) !== false );
		$_GET['post'] = (string) $id;
		$this->filter( 'wp_die_handler', static fn() => static function () {} );
		$html = $this->capture( static fn() => kiosk_theme_ticker_popup() );
		unset( $_GET['post'] );
		$this->assertHtmlHas( $html, '//article[@class="kiosk-fragment"]/h2[@id="kiosk-popup-title"]/a' );
		$this->assertHtmlHas( $html, '//a[@class="kiosk-button" and starts-with(., "Weiterlesen")]' );
	}
}
