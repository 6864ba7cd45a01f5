<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8" />
<meta http-equiv="x-ua-compatible" content="ie=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>Poskota News : Media Independen Online</title>
<link rel="icon" href="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/favicon.png">

<!-- This site is optimized with the Yoast SEO plugin v2.3.4 - https://yoast.com/wordpress/plugins/seo/ -->
<link rel="canonical" href="http://poskotanews.com/" />
<meta property="og:locale" content="id_ID" />
<meta property="og:type" content="website" />
<meta property="og:title" content="Homepage - Poskota News" />
<meta property="og:url" content="http://poskotanews.com/" />
<meta property="og:site_name" content="Poskota News" />
<script type='application/ld+json'>{"@context":"http:\/\/schema.org","@type":"WebSite","url":"http:\/\/poskotanews.com\/","name":"Poskota News","potentialAction":{"@type":"SearchAction","target":"http:\/\/poskotanews.com\/?s={search_term_string}","query-input":"required name=search_term_string"}}</script>
<meta name="alexaVerifyID" content="qqI-30MH-kzazgiQJkB3YQnXes8" />
<meta name="yandex-verification" content="638e2de9c8f3e86f" />
<!-- / Yoast SEO plugin. -->

<link rel="alternate" type="application/rss+xml" title="Poskota News &raquo; Homepage Umpan Komentar" href="http://poskotanews.com/homepage/feed/" />
		<script type="text/javascript">
			window._wpemojiSettings = {"baseUrl":"http:\/\/s.w.org\/images\/core\/emoji\/72x72\/","ext":".png","source":{"concatemoji":"http:\/\/poskotanews.com\/cms\/wp-includes\/js\/wp-emoji-release.min.js?ver=4.3.1"}};
			!function(a,b,c){function d(a){var c=b.createElement("canvas"),d=c.getContext&&c.getContext("2d");return d&&d.fillText?(d.textBaseline="top",d.font="600 32px Arial","flag"===a?(d.fillText(String.fromCharCode(55356,56812,55356,56807),0,0),c.toDataURL().length>3e3):(d.fillText(String.fromCharCode(55357,56835),0,0),0!==d.getImageData(16,16,1,1).data[0])):!1}function e(a){var c=b.createElement("script");c.src=a,c.type="text/javascript",b.getElementsByTagName("head")[0].appendChild(c)}var f,g;c.supports={simple:d("simple"),flag:d("flag")},c.DOMReady=!1,c.readyCallback=function(){c.DOMReady=!0},c.supports.simple&&c.supports.flag||(g=function(){c.readyCallback()},b.addEventListener?(b.addEventListener("DOMContentLoaded",g,!1),a.addEventListener("load",g,!1)):(a.attachEvent("onload",g),b.attachEvent("onreadystatechange",function(){"complete"===b.readyState&&c.readyCallback()})),f=c.source||{},f.concatemoji?e(f.concatemoji):f.wpemoji&&f.twemoji&&(e(f.twemoji),e(f.wpemoji)))}(window,document,window._wpemojiSettings);
		</script>
		<style type="text/css">
img.wp-smiley,
img.emoji {
	display: inline !important;
	border: none !important;
	box-shadow: none !important;
	height: 1em !important;
	width: 1em !important;
	margin: 0 .07em !important;
	vertical-align: -0.1em !important;
	background: none !important;
	padding: 0 !important;
}
</style>
<link rel='stylesheet' id='yarppWidgetCss-css'  href='http://poskotanews.com/cms/wp-content/plugins/yet-another-related-posts-plugin/style/widget.css?ver=4.3.1' type='text/css' media='all' />
<link rel='stylesheet' id='foundation-css'  href='http://poskotanews.com/cms/wp-content/themes/poskota2016/css/foundation.min.css?ver=4.3.1' type='text/css' media='all' />
<link rel='stylesheet' id='video-js-style-css'  href='http://vjs.zencdn.net/5.8.8/video-js.css?ver=4.3.1' type='text/css' media='all' />
<link rel='stylesheet' id='pkstyle-css'  href='http://poskotanews.com/cms/wp-content/themes/poskota2016/css/app.css?ver=4.3.1' type='text/css' media='all' />
<link rel='stylesheet' id='owl-style-css'  href='http://poskotanews.com/cms/wp-content/themes/poskota2016/css/third/owl.carousel.css?ver=4.3.1' type='text/css' media='all' />
<link rel='stylesheet' id='fdatepicker-style-css'  href='http://poskotanews.com/cms/wp-content/themes/poskota2016/datepicker/foundation-datepicker.css?ver=4.3.1' type='text/css' media='all' />
<link rel='stylesheet' id='font-awesome-css'  href='https://maxcdn.bootstrapcdn.com/font-awesome/4.5.0/css/font-awesome.min.css?ver=4.5.0' type='text/css' media='all' />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="http://poskotanews.com/cms/xmlrpc.php?rsd" />
<link rel="wlwmanifest" type="application/wlwmanifest+xml" href="http://poskotanews.com/cms/wp-includes/wlwmanifest.xml" /> 

<link rel='shortlink' href='http://poskotanews.com/' />
<link rel='https://github.com/WP-API/WP-API' href='http://poskotanews.com/wp-json/' />

<script type="text/javascript" src="http://cdn.innity.net/admanager.js"></script>

<script>
	(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
	(i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
	m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
	})(window,document,'script','//www.google-analytics.com/analytics.js','ga');

	ga('create', 'UA-28245186-1', 'auto');
	ga('send', 'pageview');
</script>

</head>
<body>

<!-- Off canvas -->
<div class="off-canvas-wrapper">
<div class="off-canvas-wrapper-inner" data-off-canvas-wrapper>

<div class="off-canvas position-left" id="offCanvasLeft" data-off-canvas>
	<h3>Kanal</h3>
	 <ul class="off-canvas-list"><li id="menu-item-370256" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370256"><a href="http://poskotanews.com/kanal/kriminal/">Kriminal</a></li>
<li id="menu-item-370257" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370257"><a href="http://poskotanews.com/kanal/megapolitan/">Megapolitan</a></li>
<li id="menu-item-370268" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370268"><a href="http://poskotanews.com/kanal/nasional/">Nasional</a></li>
<li id="menu-item-370269" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370269"><a href="http://poskotanews.com/kanal/nusantara/">Nusantara</a></li>
<li id="menu-item-370271" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370271"><a href="http://poskotanews.com/kanal/selebritis/">Entertainment</a></li>
<li id="menu-item-370270" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370270"><a href="http://poskotanews.com/kanal/sport/">Sport</a></li>
<li id="menu-item-370272" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370272"><a href="http://poskotanews.com/kanal/gaya-hidup/">Gaya Hidup</a></li>
<li id="menu-item-370273" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370273"><a href="http://poskotanews.com/kanal/wisata/">Wisata</a></li>
<li id="menu-item-370274" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370274"><a href="http://poskotanews.com/kanal/komunitas/">Komunitas</a></li>
<li id="menu-item-371298" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-371298"><a href="http://poskotanews.com/kanal/otomotif/">Otomotif</a></li>
<li id="menu-item-370275" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370275"><a href="http://poskotanews.com/kanal/internasional/">Internasional</a></li>
<li id="menu-item-370276" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370276"><a href="http://poskotanews.com/kanal/opini/">Opini</a></li>
<li id="menu-item-371299" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-371299"><a href="http://poskotanews.com/kanal/sental-sentil/">Sental-Sentil</a></li>
<li id="menu-item-370277" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370277"><a href="http://poskotanews.com/kanal/nah-ini-dia/">Nah Ini Dia</a></li>
<li id="menu-item-256549" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-256549"><a href="http://poskotanews.com/video/"><i class="fa fa-play-circle"></i>Poskota TV</a></li>
<li id="menu-item-256550" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-256550"><a href="http://poskotanews.com/gallery/"><i class="fa fa-camera-retro"></i>Poskota Foto</a></li>
<li id="menu-item-255622" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-255622"><a href="http://iklanbaris.poskotanews.com/">Iklan Baris</a></li>
<li id="menu-item-255623" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-255623"><a href="http://kios.poskotanews.com/">ePaper</a></li>
<li id="menu-item-331895" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-331895"><a href="http://poskartun.poskotanews.com">Anti Stress</a></li>
<li id="menu-item-458680" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-458680"><a href="http://poskotanews.com/kanal/ramadhan/">Ramadhan</a></li>
<li id="menu-item-370286" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370286"><a href="http://poskotanews.com/pamor/">Posmo</a></li>
<li id="menu-item-261571" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-261571"><a href="http://poskotanews.com/indeks-berita/">Indeks</a></li>
<li id="menu-item-370618" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370618"><a href="http://poskotanews.com/sekilas/"><i class="fa fa-eye"></i>Sekilas</a></li>
<li id="menu-item-371302" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-371302"><a href="http://poskotanews.com/kontak-kami/"><i class="fa fa-building"></i>Hubungi Kami</a></li>
</ul></div>		
		
<div class="off-canvas-content" data-off-canvas-content>
<!-- Off canvas -->

<div class="topmenu show-for-large" data-sticky-container>
	<nav class="row column" data-sticky data-options="marginTop:0;">
		<div class="title-bar utama">
			<div class="title-bar-left utama">
				<ul class="dropdown menu" data-dropdown-menu>
					<li class="logo-circle"><a href="http://poskotanews.com"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/favicon_menu.png" alt=""></a></li>
					<li id="menu-item-370250" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370250"><a href="http://poskotanews.com/kanal/kriminal/">Kriminal</a></li>
<li id="menu-item-370255" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370255"><a href="http://poskotanews.com/kanal/megapolitan/">Megapolitan</a></li>
<li id="menu-item-370251" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370251"><a href="http://poskotanews.com/kanal/selebritis/">Entertainment</a></li>
<li id="menu-item-370252" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370252"><a href="http://poskotanews.com/kanal/sport/">Sport</a></li>
<li id="menu-item-370253" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370253"><a href="http://poskotanews.com/kanal/nah-ini-dia/">Nah Ini Dia</a></li>
<li id="menu-item-522896" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-522896"><a href="http://poskotanews.com/kanal/gaya-hidup/">Gaya Hidup</a></li>
<li id="menu-item-385122" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-385122"><a href="http://poskotanews.com/karirpad/">Karirpad</a></li>
	
					<li>
						<a href="#">Menu</a>
						<ul class="menu">
							<li id="menu-item-370279" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370279"><a href="http://poskotanews.com/kanal/nasional/">Nasional</a></li>
<li id="menu-item-370284" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370284"><a href="http://poskotanews.com/kanal/internasional/">Internasional</a></li>
<li id="menu-item-370280" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370280"><a href="http://poskotanews.com/kanal/nusantara/">Nusantara</a></li>
<li id="menu-item-371296" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-371296"><a href="http://poskotanews.com/kanal/otomotif/">Otomotif</a></li>
<li id="menu-item-370285" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-370285"><a href="http://poskotanews.com/kanal/opini/">Opini</a></li>
<li id="menu-item-371297" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-371297"><a href="http://poskotanews.com/kanal/sental-sentil/">Sental-Sentil</a></li>
<li id="menu-item-370287" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370287"><a href="http://poskotanews.com/video/"><i class="fa fa-play-circle"></i>Poskota TV</a></li>
<li id="menu-item-370288" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370288"><a href="http://poskotanews.com/gallery/"><i class="fa fa-camera-retro"></i>Poskota Foto</a></li>
<li id="menu-item-370289" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370289"><a href="http://kios.poskotanews.com/">ePaper</a></li>
<li id="menu-item-370290" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370290"><a href="http://poskartun.poskotanews.com">Anti Stress</a></li>
<li id="menu-item-370291" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-370291"><a href="http://poskotanews.com/pamor/">Posmo</a></li>
<li id="menu-item-382375" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-382375"><a href="http://poskotanews.com/kanal/wisata/">Wisata</a></li>
<li id="menu-item-458679" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-458679"><a href="http://poskotanews.com/kanal/ramadhan/">Ramadhan</a></li>
<li id="menu-item-522895" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-522895"><a href="http://iklanbaris.poskotanews.com/">Iklan Baris</a></li>
	
						</ul>
					</li>
				</ul>
			</div>
			<div class="title-bar-right utama">
				<form action="http://poskotanews.com">
					<ul class="menu">
						<li><a href="http://poskotanews.com/indeks-berita/">Index</a></li>
						<li><input type="search" placeholder="Search" name="s"></li>
						<li><button type="submit" class="secondary button"><i class="fa fa-search"></i></button></li>
					</ul>
				</form>
			</div>
		</div>
	</div>
</div>


<div class="title-bar pk-offcanvas hide-for-large" data-sticky-container>
	<div class="title-bar-left" data-sticky data-sticky-on="small" data-options="marginTop:0;">
		<button class="menu-icon" type="button" data-open="offCanvasLeft"></button>
		<span class="title-bar-title text-right"><a href="http://poskotanews.com"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/off-logo.png" alt=""></a></span>
	</div>
</div>

<div class="hide-for-large">
	<form action="http://poskotanews.com" class="input-group">

			<input type="search" placeholder="Search" name="s">
			<div class="input-group-button search-off">
				<button type="submit" class="secondary button">Search</button>
			</div>

	</form>
</div>

<header class="show-for-large">
	<div class="row">	
		<div class="large-3 columns show-for-large">
						<h6 class="top-date">Saturday, 24 March 2018</h6>
		</div>
		<div class="large-6 columns">
			<div class="logo text-center">
				<a href="http://poskotanews.com"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/poskotanews_logo.png"></a>
			</div>
		</div>
		<div class="large-3 columns">		
		</div>
	</div>
	<div class="row">
		<div class="large-5 columns large-centered">
				
		</div>
	</div>
</header>

<div class="large-leaderboard">
	<a href="https://play.google.com/store/apps/details?id=com.mingholdings.karirpad"><img src="http://poskotanews.com/cms/assets/jobfair.jpg"></a>
</div> 
<section class="seeme">
				
	<div class="headline">
		<div class="carousel">
				
			<div class="carousel-prev" data-hash="1">
				<a href="http://poskotanews.com/2018/03/25/mau-nikmati-jengkol-mampirlah-ke-republik-jengkol-ini/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/republikjengkol.jpg" class="attachment-featured_main wp-post-image" alt="Restoran Republik Jengkol di kawasan Kramat Jati" /></a>
				<div class="carousel-text">
										<h4><a href="http://poskotanews.com/2018/03/25/mau-nikmati-jengkol-mampirlah-ke-republik-jengkol-ini/">Mau Nikmati Jengkol Mampirlah ke Republik Jengkol Ini</a></h4>
				</div>
			</div>
				
			<div class="carousel-prev" data-hash="1">
				<a href="http://poskotanews.com/2018/03/25/kenangan-hj-ra-soegiarti-perlakukan-karyawan-seperti-anak/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bugiarti.jpg" class="attachment-featured_main wp-post-image" alt="Hj. RA Soegiarti pada perayaan HUT Pos Kota" /></a>
				<div class="carousel-text">
										<h4><a href="http://poskotanews.com/2018/03/25/kenangan-hj-ra-soegiarti-perlakukan-karyawan-seperti-anak/">Kenangan Hj. RA Soegiarti  Perlakukan Karyawan Seperti Anak</a></h4>
				</div>
			</div>
				
			<div class="carousel-prev" data-hash="1">
				<a href="http://poskotanews.com/2018/03/24/anies-resmikan-kampung-warna-warni/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/sunterwarmi.jpg" class="attachment-featured_main wp-post-image" alt="Kawasan Danau Sunter, Jakarta makin cantik dengan pengecatan menjadi Kampung Warna-warni (tog)" /></a>
				<div class="carousel-text">
										<h4><a href="http://poskotanews.com/2018/03/24/anies-resmikan-kampung-warna-warni/">Anies Resmikan Kampung Warna Warni</a></h4>
				</div>
			</div>
				
			<div class="carousel-prev" data-hash="1">
				<a href="http://poskotanews.com/2018/03/24/ini-dia-bus-jaman-old-yang-pernah-mondar-mandir-di-jalan-raya/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/busold.jpg" class="attachment-featured_main wp-post-image" alt="busold" /></a>
				<div class="carousel-text">
										<h4><a href="http://poskotanews.com/2018/03/24/ini-dia-bus-jaman-old-yang-pernah-mondar-mandir-di-jalan-raya/">Ini Dia Bus Jaman Old yang Pernah Mondar-mandir di Jalan Raya</a></h4>
				</div>
			</div>
					</div>			
	</div>					
		
</section>
<div class="row collapse">

	<!-- Left -->
<div class="large-3 medium-3 columns">	
	<div class="column-wrapper left">

		<div class="home-ads in-left">
			<script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
			<!-- Pos Med Coklat -->
			<ins class="adsbygoogle"
				 style="display:inline-block;width:300px;height:250px"
				 data-ad-client="ca-pub-9900980211479898"
				 data-ad-slot="8678206152"></ins>
			<script>
			(adsbygoogle = window.adsbygoogle || []).push({});
			</script> 
		</div> 
		  
		<div class="latest">
		
			<h3>Terbaru</h3>
			 
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/kiper-top-kiritik-kualitas-bola-yang-digunakan-di-piala-dunia/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bola-pialadunia.jpg" class="attachment-video-thumb wp-post-image" alt="Ini bola yang akan digunakan di Piala Dunia Rusia nanti (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 6:27 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/kiper-top-kiritik-kualitas-bola-yang-digunakan-di-piala-dunia/">Kiper  Top  Kiritik Kualitas Bola yang Digunakan di Piala Dunia</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/mau-nikmati-jengkol-mampirlah-ke-republik-jengkol-ini/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/republikjengkol.jpg" class="attachment-video-thumb wp-post-image" alt="Restoran Republik Jengkol di kawasan Kramat Jati" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 5:56 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/mau-nikmati-jengkol-mampirlah-ke-republik-jengkol-ini/">Mau Nikmati Jengkol Mampirlah ke Republik Jengkol Ini</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/hanya-beberapa-jam-tiket-juventus-vs-madrid-sudah-ludes/"><img src="http://poskotanews.com/cms/wp-content/uploads/2017/12/juventussss.jpg" class="attachment-video-thumb wp-post-image" alt="Juventus (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 5:27 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/hanya-beberapa-jam-tiket-juventus-vs-madrid-sudah-ludes/">Hanya Beberapa Jam Tiket Juventus vs Madrid Sudah Ludes</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/karen-mcdougal-meminta-maaf-pada-melania-trump-atas-dugaan-perselingkuhan/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/keren-mcdoland.jpg" class="attachment-video-thumb wp-post-image" alt="Karen McDougal mengatakan dia ditipu agar tidak mengungkapkan dugaan perselingkuhan" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 5:14 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/karen-mcdougal-meminta-maaf-pada-melania-trump-atas-dugaan-perselingkuhan/">Karen McDougal Meminta Maaf Pada Melania Trump Atas Dugaan Perselingkuhan</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/bubar-sebelum-tahun-2030-akibat-digoda-pacar-lama/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/cinra.jpg" class="attachment-video-thumb wp-post-image" alt="cinra" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 4:59 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/bubar-sebelum-tahun-2030-akibat-digoda-pacar-lama/">Bubar Sebelum Tahun 2030 Akibat Digoda Pacar Lama</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/harga-kol-bakal-naik-terus/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/kolnaik.jpg" class="attachment-video-thumb wp-post-image" alt="Akibat cuaca yang kurang baik harga kol diperkirakan bakal terus naik" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 1:20 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/harga-kol-bakal-naik-terus/">Harga Kol Bakal Naik Terus</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/leader-dari-bts-bakal-luncurkan-mixtape-terbarunya/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/rm.jpg" class="attachment-video-thumb wp-post-image" alt="Sumber Foto : soompi" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:55 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/leader-dari-bts-bakal-luncurkan-mixtape-terbarunya/">Leader dari BTS Bakal Luncurkan Mixtape Terbarunya</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/kenangan-hj-ra-soegiarti-perlakukan-karyawan-seperti-anak/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bugiarti.jpg" class="attachment-video-thumb wp-post-image" alt="Hj. RA Soegiarti pada perayaan HUT Pos Kota" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:31 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/kenangan-hj-ra-soegiarti-perlakukan-karyawan-seperti-anak/">Kenangan Hj. RA Soegiarti  Perlakukan Karyawan Seperti Anak</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/lewis-hamilton-pole-position/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/640x640.jpg" class="attachment-video-thumb wp-post-image" alt="Lewis Hamilton (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:13 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/lewis-hamilton-pole-position/">Lewis Hamilton Pole Position</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/program-jakarta-gelap-anies-klaim-hemat-rp-250-juta/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/anies-gelap.jpg" class="attachment-video-thumb wp-post-image" alt="Anies klaim kampanye Earth Hour mampu hemat listrik" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:00 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/program-jakarta-gelap-anies-klaim-hemat-rp-250-juta/">Program Jakarta Gelap, Anies Klaim Hemat Rp 250 Juta</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/anies-resmikan-kampung-warna-warni/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/sunterwarmi.jpg" class="attachment-video-thumb wp-post-image" alt="Kawasan Danau Sunter, Jakarta makin cantik dengan pengecatan menjadi Kampung Warna-warni (tog)" /></a> 
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 23:34 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/anies-resmikan-kampung-warna-warni/">Anies Resmikan Kampung Warna Warni</a></h6> 
					</div>
				</div>
			</div>
			<div data-advs-adspot-id="MDYwOjUwNjk" style="display:none"></div>
			<div class="home-ads in-loop"> 
				<a href="http://poskotanews.com"><img src="http://poskotanews.com/cms/wp-content/uploads/2017/03/revisi-banner-pasang-iklan-300x250.jpg"/></a>				
			</div> 
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/destinasi-digital-besutan-genpi-makin-diminati-untuk-co-branding/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/genpi1.jpg" class="attachment-video-thumb wp-post-image" alt="genpi" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 23:09 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/destinasi-digital-besutan-genpi-makin-diminati-untuk-co-branding/">Destinasi Digital Besutan GenPI Makin Diminati untuk Co-Branding</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/800-orang-di-kebayoran-baru-bakal-dijadikan-pengusaha/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/okoce1.jpg" class="attachment-video-thumb wp-post-image" alt="Usai mengikuti pelatihan kewirasaudahaan calon pengusaha baru foto bersama. (wandi)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 23:03 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/800-orang-di-kebayoran-baru-bakal-dijadikan-pengusaha/">800 Orang di Kebayoran Baru Bakal Dijadikan Pengusaha</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/ini-dia-bus-jaman-old-yang-pernah-mondar-mandir-di-jalan-raya/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/busold.jpg" class="attachment-video-thumb wp-post-image" alt="busold" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 22:25 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/ini-dia-bus-jaman-old-yang-pernah-mondar-mandir-di-jalan-raya/">Ini Dia Bus Jaman Old yang Pernah Mondar-mandir di Jalan Raya</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/prasetyo-tidak-adak-kompromi-bagi-jaksa-nakal/"><img src="http://poskotanews.com/cms/wp-content/uploads/2017/06/prasetyo35.jpg" class="attachment-video-thumb wp-post-image" alt="Jaksa Agung M Prasetyo" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 21:57 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/prasetyo-tidak-adak-kompromi-bagi-jaksa-nakal/">Prasetyo : Tidak Adak Kompromi Bagi Jaksa Nakal</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/moeldoko-dilantik-jadi-wakil-ketua-pembina-masyarakat-ekonomi-syariah/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/moeldoko10.jpg" class="attachment-video-thumb wp-post-image" alt="Jend. (Purn ) Moeldoko usai dilantik. (dok.biro media)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 21:49 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/moeldoko-dilantik-jadi-wakil-ketua-pembina-masyarakat-ekonomi-syariah/">Moeldoko Dilantik Jadi Wakil Ketua Pembina Masyarakat Ekonomi Syariah</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/12-tim-sepak-bola-perebutkan-piala-satria-eundeur/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/ialabocah.jpg" class="attachment-video-thumb wp-post-image" alt="Pembukaan kompetisi sepakbola Satria Eundeur Cup di Sukabumi." /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 21:44 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/12-tim-sepak-bola-perebutkan-piala-satria-eundeur/">12 Tim Sepak Bola  Perebutkan Piala Satria Eundeur</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/ketika-jakarta-gelap-gulita-ini-penampakan-monas/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/monas2.jpg" class="attachment-video-thumb wp-post-image" alt="monas" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 21:38 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/ketika-jakarta-gelap-gulita-ini-penampakan-monas/">Ketika Jakarta Gelap Gulita Ini Penampakan Monas</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/ada-yang-lucu-saat-anies-memulai-acara-jakarta-gelap-gulita/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/gelap-anis.jpg" class="attachment-video-thumb wp-post-image" alt="Ketika Anies lakukan kick off pematian lampu di beberapa titik di Jakarta" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 21:08 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/ada-yang-lucu-saat-anies-memulai-acara-jakarta-gelap-gulita/">Ada yang Lucu Saat Anies Memulai Acara Jakarta Gelap Gulita</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/bisnis-ekstasi-di-lapas-way-gelang-kota-agung-lampung/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/eklstasi.jpg" class="attachment-video-thumb wp-post-image" alt="Petugas menunjukkan ekstasi yang gagal diperjual-belikan di lapas" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:56 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/bisnis-ekstasi-di-lapas-way-gelang-kota-agung-lampung/">Bisnis Ekstasi di Lapas Way Gelang Kota Agung Lampung</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/pertama-ikut-siswa-kelas-1-sd-ini-juarai-lomba-taekwondo/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/jakbar-taekwondo-cw5.jpg" class="attachment-video-thumb wp-post-image" alt="Ardan (Kiri), Rizki (Kanan) (cw5)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:54 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/pertama-ikut-siswa-kelas-1-sd-ini-juarai-lomba-taekwondo/">Pertama Ikut, Siswa Kelas 1 SD Ini Juarai Lomba Taekwondo</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/festival-jengkol-berharap-dapat-perhatian-pemerintah/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/festivaljengko-1-aditya1.jpg" class="attachment-video-thumb wp-post-image" alt="festivaljengko-1 (aditya)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:37 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/festival-jengkol-berharap-dapat-perhatian-pemerintah/">Festival Jengkol Berharap Dapat Perhatian Pemerintah</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/pilkada-kota-tangerang-pps-lawan-baju-koko-ya-anteng-aja/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/tangerang-porisgaga-kudus.jpg" class="attachment-video-thumb wp-post-image" alt="Kantor kelurahan Poris Gaga. (Kudus)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:31 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/pilkada-kota-tangerang-pps-lawan-baju-koko-ya-anteng-aja/">Pilkada Kota Tangerang, PPS: Lawan Baju Koko, ya Anteng Aja</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/serunya-warga-komunitas-busmania-dari-touring-hingga-gathering/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/jakpus-busmania-c2.jpg" class="attachment-video-thumb wp-post-image" alt="Pengurus dan anggota bismania.com dengan replika bus koleksi mereka. (cw2)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:16 WIB</div>
													<div class="sub"> Acara Incubus</div>
												<h6><a href="http://poskotanews.com/2018/03/24/serunya-warga-komunitas-busmania-dari-touring-hingga-gathering/">Serunya Warga Komunitas Busmania, dari Touring Hingga Gathering</a></h6>
					</div>
				</div>
			</div>
						
			
			
			<!--
                        <div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg"></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Jumat, 05/01/2018 &mdash; 21:37 WIB</div>											
						<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
					</div>
				</div>
			</div>         
            			-->
 
						<div class="latest-prev">					
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/bisa-live-streaming-genpi-bangga-punya-platform-baru/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/menteri-pari.jpg" class="attachment-video-thumb wp-post-image" alt="Menteri Pariwisata Aried Yahya. (dok. Kemenpar)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:12 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/bisa-live-streaming-genpi-bangga-punya-platform-baru/">Bisa Live Streaming, GenPi Bangga Punya Platform Baru</a></h6>
					</div>
				</div>
			</div>
						
			
					
			
			
		</div>
		
	</div>			
</div>
<!-- /Left -->	<!-- Center -->
<div class="large-5 medium-5 columns">

			

	<div class="column-wrapper center">
		
		<div class="home-ads">
		 	<img src="http://poskotanews.com/cms/wp-content/uploads/2017/08/banner-halo-haloin.jpg" />
		</div>
						
		<div class="function">
			<h3>Kriminal</h3>
			
			
						
						<div class="function-prev in-center">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/03/24/bisnis-ekstasi-di-lapas-way-gelang-kota-agung-lampung/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/eklstasi.jpg" class="attachment-video-screenshot wp-post-image" alt="Petugas menunjukkan ekstasi yang gagal diperjual-belikan di lapas" /></a>
					<div class="function-text">
						<div class="time">Sabtu, 24/03/2018 &mdash; 20:56 WIB</div>
												<h4><a href="http://poskotanews.com/2018/03/24/bisnis-ekstasi-di-lapas-way-gelang-kota-agung-lampung/">Bisnis Ekstasi di Lapas Way Gelang Kota Agung Lampung</a></h4>
											</div>
				</div>
			</div>					
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/korban-tabrakan-beruntun-di-tanjakan-tarahan-dapat-santunan/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/truk-ringsek.jpg" class="attachment-video-thumb wp-post-image" alt="Begini kondisi truk yang menggilas Honda Jazz" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 19:50 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/24/korban-tabrakan-beruntun-di-tanjakan-tarahan-dapat-santunan/">Korban Tabrakan Beruntun di Tanjakan Tarahan Dapat Santunan</a></h5>
					</div>
				</div>
			</div>
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/cemburu-pria-ini-bunuh-suami-siri-istri/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bunuh.jpg" class="attachment-video-thumb wp-post-image" alt="Ilustrasi" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 18:58 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/24/cemburu-pria-ini-bunuh-suami-siri-istri/">Cemburu,  Pria Ini Bunuh Suami Siri Istri</a></h5>
					</div>
				</div>
			</div>
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/saat-dioperasikan-alat-berat-di-pelabuhan-terbakar/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/jakut-alatberat2-yahya.jpg" class="attachment-video-thumb wp-post-image" alt="Alat berat yang terbakar di Pelabuhan Tanjungpriok, Sabtu (24/3).
(yahya)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 18:51 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/24/saat-dioperasikan-alat-berat-di-pelabuhan-terbakar/">Saat Dioperasikan, Alat Berat  di Pelabuhan Terbakar</a></h5>
					</div>
				</div>
			</div>
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/amir-korban-terlindas-truk-tinggalkan-warisan-di-terminal-poris-pelawat/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/tangerang-amir-korban-cw4.jpg" class="attachment-video-thumb wp-post-image" alt="Almarhum Amir yang menjadi korban terlindas truk di Lampung meninggalkan warisan Aqua di Terminal Poris, Tangerang. (cw4)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 16:28 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/24/amir-korban-terlindas-truk-tinggalkan-warisan-di-terminal-poris-pelawat/">Amir, Korban Terlindas Truk, Tinggalkan Warisan di Terminal Poris Pelawat</a></h5>
					</div>
				</div>
			</div>
						
						
		</div>	
		
		<!-- Popular -->
		
		<div class="popular">
	<h3>Populer</h3>
	
			
	<div class="popular-prev">
		<div class="row">
			<div class="small-2 columns">
				<h1>1</h1>
			</div>
			<div class="small-10 columns">
								<h5><a href="http://poskotanews.com/2018/03/24/sani-tidak-enak-hati-menekel-ismed-sofyan/">Sani Tidak Enak Hati Menekel Ismed Sofyan</a></h5>
			</div>
		</div>
	</div>
	
			
	<div class="popular-prev">
		<div class="row">
			<div class="small-2 columns">
				<h1>2</h1>
			</div>
			<div class="small-10 columns">
								<h5><a href="http://poskotanews.com/2018/03/24/kemenangan-mesir-atas-portugal-dibuyarkan-dua-gol-ronaldo/">Kemenangan Mesir atas Portugal Dibuyarkan Dua Gol Ronaldo</a></h5>
			</div>
		</div>
	</div>
	
			
	<div class="popular-prev">
		<div class="row">
			<div class="small-2 columns">
				<h1>3</h1>
			</div>
			<div class="small-10 columns">
								<h5><a href="http://poskotanews.com/2018/03/24/ditahan-imbang-1-1-spanyol-kirim-sinyal-peringatan-ke-jerman/">Ditahan Imbang  1-1 Spanyol Kirim Sinyal Peringatan ke Jerman</a></h5>
			</div>
		</div>
	</div>
	
			
	<div class="popular-prev">
		<div class="row">
			<div class="small-2 columns">
				<h1>4</h1>
			</div>
			<div class="small-10 columns">
								<h5><a href="http://poskotanews.com/2018/03/24/tidak-tampil-saat-argentina-kalahkan-italia-ini-alasan-messi/">Tidak Tampil Saat Argentina Kalahkan Italia, Ini Alasan Messi</a></h5>
			</div>
		</div>
	</div>
	
			
	<div class="popular-prev">
		<div class="row">
			<div class="small-2 columns">
				<h1>5</h1>
			</div>
			<div class="small-10 columns">
								<h5><a href="http://poskotanews.com/2018/03/24/anies-janji-nonton-setiap-persija-tampil-ini-syaratnya/">Anies Janji Nonton Setiap Persija Tampil, Ini Syaratnya</a></h5>
			</div>
		</div>
	</div>
	
			
	<div class="popular-prev">
		<div class="row">
			<div class="small-2 columns">
				<h1>6</h1>
			</div>
			<div class="small-10 columns">
								<h5><a href="http://poskotanews.com/2018/03/24/setya-novanto-kembalikan-rp-5-miliar-kpk-tidak-tahu-tujuannya/">Setya Novanto Kembalikan Rp 5 Miliar KPK Tidak Tahu Tujuannya</a></h5>
			</div>
		</div>
	</div>
	
		
</div>		
		<!-- /Popular -->
		
		<div class="function">
			<h3>Megapolitan</h3>
			 
			
						
						<div class="function-prev in-center">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/03/25/mau-nikmati-jengkol-mampirlah-ke-republik-jengkol-ini/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/republikjengkol.jpg" class="attachment-video-screenshot wp-post-image" alt="Restoran Republik Jengkol di kawasan Kramat Jati" /></a>
					<div class="function-text">
						<div class="time">Minggu, 25/03/2018 &mdash; 5:56 WIB</div>
												<h4><a href="http://poskotanews.com/2018/03/25/mau-nikmati-jengkol-mampirlah-ke-republik-jengkol-ini/">Mau Nikmati Jengkol Mampirlah ke Republik Jengkol Ini</a></h4>
											</div>
				</div>
			</div>					
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/harga-kol-bakal-naik-terus/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/kolnaik.jpg" class="attachment-video-thumb wp-post-image" alt="Akibat cuaca yang kurang baik harga kol diperkirakan bakal terus naik" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 1:20 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/25/harga-kol-bakal-naik-terus/">Harga Kol Bakal Naik Terus</a></h5>
					</div>
				</div>
			</div>
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/kenangan-hj-ra-soegiarti-perlakukan-karyawan-seperti-anak/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bugiarti.jpg" class="attachment-video-thumb wp-post-image" alt="Hj. RA Soegiarti pada perayaan HUT Pos Kota" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:31 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/25/kenangan-hj-ra-soegiarti-perlakukan-karyawan-seperti-anak/">Kenangan Hj. RA Soegiarti  Perlakukan Karyawan Seperti Anak</a></h5>
					</div>
				</div>
			</div>
						
						
						
			<div class="function-prev">
				<div class="row">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/program-jakarta-gelap-anies-klaim-hemat-rp-250-juta/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/anies-gelap.jpg" class="attachment-video-thumb wp-post-image" alt="Anies klaim kampanye Earth Hour mampu hemat listrik" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:00 WIB</div>
												<h5><a href="http://poskotanews.com/2018/03/25/program-jakarta-gelap-anies-klaim-hemat-rp-250-juta/">Program Jakarta Gelap, Anies Klaim Hemat Rp 250 Juta</a></h5>
					</div>
				</div>
			</div>
						
						
		</div>
		<!--
		<div class="function">
			<h3>Advertorial</h3>
			
			
						
						<div class="function-prev in-center">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg" class="attachment-video-screenshot wp-post-image" alt="&quot;Jika teori The Irfan Model diuji atau digunakan oleh berbagai negara di dunia. Lalu berdampak sama positifnya (seperti bank bjb) maka bukan tidak mungkin, Ahmad Irfan berkesempatan meraih Nobel Prize,&quot; ujar Ketua Ikatan Sarjana Ekonomi Indonesia (ISEI) Jawa Barat, Aldrin Herwany saat peluncuran buku The Irfan Model di Kantor Pusat bank bjb, Senin (18/12)." /></a>
					<div class="function-text">
						<div class="time">Jumat, 5/01/2018 &mdash; 21:31 WIB</div>
												<h4><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h4>
											</div>
				</div>
			</div>					
						
						
		</div>
		-->
		
		
	</div>
	
	
	<div class="pamor-wrapper">										
		
		<h3>Poskota TV</h3>
		<div id="pamor-init">
						<div class="pamor-row">
				<a href="http://poskotanews.com/video/bus-klasik-hadir-di-pameran-incubus/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bus-antik-firdha.jpg" class="attachment-video-screenshot wp-post-image" alt="bus antik (firdha)" /></a>
				<div class="pamor-play">
					<i class="fa fa-youtube-play"></i>
				</div>
				<h4>Bus Klasik Hadir di Pameran InCUBUS</h4>										
								<a href="http://poskotanews.com/video/bus-klasik-hadir-di-pameran-incubus/" class="medium hollow expanded button">More <i class="fa fa-angle-right"></i></a>						
			</div>
						<div class="pamor-row">
				<a href="http://poskotanews.com/video/novanto-sebut-puan-dan-pramono-terima-dana-e-ktp/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/setnov.jpg" class="attachment-video-screenshot wp-post-image" alt="Terdakwa kasus korupsi pengadaan KTP-el, Setya Novanto (julian)" /></a>
				<div class="pamor-play">
					<i class="fa fa-youtube-play"></i>
				</div>
				<h4>Novanto Sebut Puan dan Pramono Terima Dana E-KTP</h4>										
								<a href="http://poskotanews.com/video/novanto-sebut-puan-dan-pramono-terima-dana-e-ktp/" class="medium hollow expanded button">More <i class="fa fa-angle-right"></i></a>						
			</div>
						<div class="pamor-row">
				<a href="http://poskotanews.com/video/ada-dugaan-keberpihakan-kuasa-hukum-lyra-virna-ancam-laporkan-penyidik-ke-propam/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/virna.jpg" class="attachment-video-screenshot wp-post-image" alt="Lyra Virna memenuhi panggilan penyidik Direktorat Reserse Kriminal Khusus (Ditkrimsus) (yendhi)" /></a>
				<div class="pamor-play">
					<i class="fa fa-youtube-play"></i>
				</div>
				<h4>Ada Dugaan Keberpihakan, Kuasa Hukum Lyra Virna Ancam Laporkan Penyidik ke Propam</h4>										
								<a href="http://poskotanews.com/video/ada-dugaan-keberpihakan-kuasa-hukum-lyra-virna-ancam-laporkan-penyidik-ke-propam/" class="medium hollow expanded button">More <i class="fa fa-angle-right"></i></a>						
			</div>
						<div class="pamor-row">
				<a href="http://poskotanews.com/video/protes-swastanisasi-air-warga-ramai-ramai-mandi-di-balai-kota/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/warga-ramai-ramai-mandi-di-balaikota.jpg" class="attachment-video-screenshot wp-post-image" alt="Warga ramai-ramai mandi di Balaikota" /></a>
				<div class="pamor-play">
					<i class="fa fa-youtube-play"></i>
				</div>
				<h4>Protes Swastanisasi Air, Warga Ramai-ramai Mandi di Balai Kota</h4>										
								<a href="http://poskotanews.com/video/protes-swastanisasi-air-warga-ramai-ramai-mandi-di-balai-kota/" class="medium hollow expanded button">More <i class="fa fa-angle-right"></i></a>						
			</div>
					</div>
	
	</div>	
	
</div>
<!-- /Center -->	<!-- Right -->
<div class="large-4 medium-4 columns">
	<div class="column-wrapper right">
		
		<div class="home-ads">
			<<a href="http://www.indonesialogistics-expo.com/" target="_blank"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/02/ind-logistic.jpg"></a>  
		</div> 
        <!-- <div class="function">
			<h3>Advertorial</h3>
			 
						
						<div class="function-prev in-right">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/01/irfan-model.jpg" class="attachment-video-screenshot wp-post-image" alt="&quot;Jika teori The Irfan Model diuji atau digunakan oleh berbagai negara di dunia. Lalu berdampak sama positifnya (seperti bank bjb) maka bukan tidak mungkin, Ahmad Irfan berkesempatan meraih Nobel Prize,&quot; ujar Ketua Ikatan Sarjana Ekonomi Indonesia (ISEI) Jawa Barat, Aldrin Herwany saat peluncuran buku The Irfan Model di Kantor Pusat bank bjb, Senin (18/12)." /></a>
					<div class="function-text">
						<div class="time">Jumat, 5/01/2018 &mdash; 21:31 WIB</div>
												<h6><a href="http://poskotanews.com/2018/01/05/peluncuran-buku-dirut-bank-jabar-banten-bjb-syariah-the-irfan-model/">Peluncuran Buku Dirut bank bjb: Menguji Teori The Irfan Model</a></h6>
											</div>
				</div>
			</div>
						
						
		</div> --> 
		
								 
		<div class="function">
			<h3>Entertainment</h3>
			
						
						<div class="function-prev in-right">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/03/25/karen-mcdougal-meminta-maaf-pada-melania-trump-atas-dugaan-perselingkuhan/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/keren-mcdoland.jpg" class="attachment-video-screenshot wp-post-image" alt="Karen McDougal mengatakan dia ditipu agar tidak mengungkapkan dugaan perselingkuhan" /></a>
					<div class="function-text">
						<div class="time">Minggu, 25/03/2018 &mdash; 5:14 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/karen-mcdougal-meminta-maaf-pada-melania-trump-atas-dugaan-perselingkuhan/">Karen McDougal Meminta Maaf Pada Melania Trump Atas Dugaan Perselingkuhan</a></h6>
											</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/leader-dari-bts-bakal-luncurkan-mixtape-terbarunya/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/rm.jpg" class="attachment-video-thumb wp-post-image" alt="Sumber Foto : soompi" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:55 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/leader-dari-bts-bakal-luncurkan-mixtape-terbarunya/">Leader dari BTS Bakal Luncurkan Mixtape Terbarunya</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/donald-trump-ditinggal-isteri-pasca-pengakuan-mantan-model-playboy/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/melania-trump1.jpg" class="attachment-video-thumb wp-post-image" alt="Melania Trump. (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 14:59 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/donald-trump-ditinggal-isteri-pasca-pengakuan-mantan-model-playboy/">Donald Trump Ditinggal Isteri Pasca Pengakuan Mantan Model Playboy</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/ups-cincin-tunangan-rp28-miliar-paris-hilton-hilang/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/paris-hilton-dpt-cicncin.jpg" class="attachment-video-thumb wp-post-image" alt="Paris Hilton panik saat cincin tunangan seharga Rp28 miliar miliknya hilang. (instagram)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 13:27 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/ups-cincin-tunangan-rp28-miliar-paris-hilton-hilang/">Ups! Cincin Tunangan Rp28 Miliar Paris Hilton Hilang</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/panitia-festival-film-cannes-tahun-ini-larang-swafoto-di-karpet-merah/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/cannes-selfie2.jpg" class="attachment-video-thumb wp-post-image" alt="model seksi Victoria Bonya dan sosialita Hofit Golan berswafoto di karpet merah Festival Film Cannes ke 67. (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 11:38 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/panitia-festival-film-cannes-tahun-ini-larang-swafoto-di-karpet-merah/">Panitia Festival Film Cannes Tahun Ini Larang Swafoto di Karpet Merah</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/spice-girls-akan-muncul-dalam-bentuk-animasi-superhero/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/spice-girls.jpg" class="attachment-video-thumb wp-post-image" alt="Spice Girls. (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 9:35 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/spice-girls-akan-muncul-dalam-bentuk-animasi-superhero/">Spice Girls Akan Muncul Dalam Bentuk Animasi <em>Superhero</em></a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/resmi-menikah-petra-sihombing-dan-firrina-sinatrya-bulan-madu-ke-nepal/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/petra-nikah.jpg" class="attachment-video-thumb wp-post-image" alt="Petra Sihombing - Firrina Sinatrya. (instagram)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 9:07 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/resmi-menikah-petra-sihombing-dan-firrina-sinatrya-bulan-madu-ke-nepal/">Resmi Menikah, Petra Sihombing dan Firrina Sinatrya Bulan Madu ke Nepal</a></h6>
					</div>
				</div>
			</div>
						
						
		</div>		
		
		<div class="home-ads in-right">
			 
		</div>
		
		<div class="function">
			<h3>Sports</h3>
			
						
						<div class="function-prev in-right">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/03/25/kiper-top-kiritik-kualitas-bola-yang-digunakan-di-piala-dunia/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/bola-pialadunia.jpg" class="attachment-video-screenshot wp-post-image" alt="Ini bola yang akan digunakan di Piala Dunia Rusia nanti (reuters)" /></a>
					<div class="function-text">
						<div class="time">Minggu, 25/03/2018 &mdash; 6:27 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/kiper-top-kiritik-kualitas-bola-yang-digunakan-di-piala-dunia/">Kiper  Top  Kiritik Kualitas Bola yang Digunakan di Piala Dunia</a></h6>
											</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/hanya-beberapa-jam-tiket-juventus-vs-madrid-sudah-ludes/"><img src="http://poskotanews.com/cms/wp-content/uploads/2017/12/juventussss.jpg" class="attachment-video-thumb wp-post-image" alt="Juventus (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 5:27 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/hanya-beberapa-jam-tiket-juventus-vs-madrid-sudah-ludes/">Hanya Beberapa Jam Tiket Juventus vs Madrid Sudah Ludes</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/25/lewis-hamilton-pole-position/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/640x640.jpg" class="attachment-video-thumb wp-post-image" alt="Lewis Hamilton (reuters)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Minggu, 25/03/2018 &mdash; 0:13 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/lewis-hamilton-pole-position/">Lewis Hamilton Pole Position</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/12-tim-sepak-bola-perebutkan-piala-satria-eundeur/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/ialabocah.jpg" class="attachment-video-thumb wp-post-image" alt="Pembukaan kompetisi sepakbola Satria Eundeur Cup di Sukabumi." /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 21:44 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/12-tim-sepak-bola-perebutkan-piala-satria-eundeur/">12 Tim Sepak Bola  Perebutkan Piala Satria Eundeur</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/rayakan-hut-kota-bekasi-wartawan-gelar-turnamen-futsal/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/saban.jpg" class="attachment-video-thumb wp-post-image" alt="Pjs Walikota Bekasi Ruddy Gandakusumah menyerahkan piala bergilir turnamen futsal antar wartawan." /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 19:13 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/rayakan-hut-kota-bekasi-wartawan-gelar-turnamen-futsal/">Rayakan HUT Kota Bekasi Wartawan Gelar Turnamen Futsal</a></h6>
					</div>
				</div>
			</div>
						
						
						<div class="latest-prev not-for-latest">
				<div class="row collapse">
					<div class="small-4 columns">
						<a href="http://poskotanews.com/2018/03/24/hadapi-jepang-besok-timnas-u-19-berlatih-hadapi-tekanan/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/timnas-u19-latihan-cw5.jpg" class="attachment-video-thumb wp-post-image" alt="Timnas U-19 lataihan untuk hadapi Jepang, besok (25/3). (pssi)" /></a>
					</div>
					<div class="small-8 columns">
						<div class="time">Sabtu, 24/03/2018 &mdash; 18:45 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/24/hadapi-jepang-besok-timnas-u-19-berlatih-hadapi-tekanan/">Hadapi Jepang Besok, Timnas U-19 Berlatih Hadapi Tekanan</a></h6>
					</div>
				</div>
			</div>
						
						
		</div>	
		 
		<div class="home-ads">
			<script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
			<!-- Responsive Ads -->
			<ins class="adsbygoogle"
				 style="display:block"
				 data-ad-client="ca-pub-7115976099790422"
				 data-ad-slot="3186395233"
				 data-ad-format="auto"></ins>
			<script>
			(adsbygoogle = window.adsbygoogle || []).push({});
			</script>
		</div>
		
		<div class="function">
			<h3>Nah Ini Dia</h3>
			
						
			<div class="function-prev in-right">
				<div class="function-content">
					<a href="http://poskotanews.com/2018/03/25/bubar-sebelum-tahun-2030-akibat-digoda-pacar-lama/"><img src="http://poskotanews.com/cms/wp-content/uploads/2018/03/cinra.jpg" class="attachment-video-screenshot wp-post-image" alt="cinra" /></a>
					<div class="function-text">
						<div class="time">Minggu, 25/03/2018 &mdash; 4:59 WIB</div>
												<h6><a href="http://poskotanews.com/2018/03/25/bubar-sebelum-tahun-2030-akibat-digoda-pacar-lama/">Bubar Sebelum Tahun 2030 Akibat Digoda Pacar Lama</a></h6>
											</div>
				</div>
			</div>
			
						
		</div>
		
	</div>
		
</div>
<!-- /Right -->
</div>

<footer class="stack-top">
	<div class="row">
		<div class="large-6 columns social-wrapper">
			<ul class="socials">
				<a href="https://www.facebook.com/poskotanewscom" target="_blank"><li class="facebook"></li></a>
				<a href="http://twitter.com/poskotanews" target="_blank"><li class="twitter"></li></a>
				<a href="http://plus.google.com/+Poskotanews" target="_blank"><li class="gplus"></li></a>
				<a href="https://www.youtube.com/user/poskotaTV" target="_blank"><li class="youtube"></li></a>
			</ul>					
		</div>
		<div class="large-6 columns hide-for-small hide-for-medium">
			<form action="http://poskotanews.com" method="GET" class="footer-search">
				<div class="row collapse">
					<div class="small-9 columns">
						<input type="text" placeholder="Telusuri..." name="s">
					</div>
					<div class="small-3 columns">
						<button type="submit" class="button postfix">Telusuri</button>
					</div>
				</div>
			</form>
		</div>
	</div>
</footer>

<footer>

	<div class="row">
		<div class="large-2 columns">
			<div class="footer-wrapper text-center">
				<img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/favicon_footer.png" alt="">
				<p><strong>Poskota, Poskotanews, Poskota Online</strong> adalah merk dagang milik PT Media Antarkota Jaya. Poskota diterbitkan oleh PT Media Antarkota Jaya sejak 15 April 1970 di Jakarta.</p>				
			</div>
		</div>
		<div class="large-5 columns">
			<div class="footer-wrapper with-border">
				<h4><i class="fa fa-industry"></i> Lowongan <span class="differ">Kerja</span></h4>
				<ul>
						
					<li class="lowongan"><a href="" target="_blank"><strong>Butuh staf</strong> adm SMU/SMK, max 35th, P/W bisa komputer (word, excel, scan), pengalaman. Harapan Indah 2 Ruko Aralia Blok HY 43-20 Bekasi Barat 085100789063</a></li>
						
					<li class="lowongan"><a href="" target="_blank"><strong>Butuh pegawai</strong> <strong> </strong>toko pria bagian packing untuk toko online max 38th, minimal SMU/SMK, domisili Kalideres Jakarta Barat. Hub: 081803059159</a></li>
						
					<li class="lowongan"><a href="" target="_blank"><strong>Dicari: tenaga</strong> M. E/D3 listrik, bisa buat panel dan instalasi kabel/CCTV/dll, 2.Pasang instalasi pipa-2 air untuk hotel pengalaman 3th, hub: 08881184322</a></li>
						
					<li class="lowongan"><a href="" target="_blank"><strong>Dicari tukang</strong> cat forklip, usia max.35th berpengalaman. Kirim lamaran ke Jl.Enggano Raya No.75 Tanjung Priok Jakarta Utara

<strong> </strong></a></li>
									</ul>
			</div>
		</div>
		<div class="large-5 columns">
			<div class="footer-wrapper with-border">
				<h4><i class="fa fa-comment-o"></i> Opini</h4>
				<div class="row large-up-4 medium-up-2 small-up-2">
					<div class="column">
						<div class="hopini-holder">
							<a href="http://poskotanews.com/kanal/opini/induk/"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/opini/induk_poskota.jpg" alt="" width="100px" height="100px"></a>
							<h6><a href="http://poskotanews.com/kanal/opini/induk/">Induk Poskota</a></h6>
						</div>				
					</div>
					<div class="column">
						<div class="hopini-holder">
							<a href="http://poskotanews.com/kanal/opini/kopi-pagi/"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/opini/kopi_pagi.jpg" alt="" width="100px" height="100px"></a>
							<h6><a href="http://poskotanews.com/kanal/opini/kopi-pagi/">Kopi Pagi</a></h6>
						</div>				
					</div>
					<div class="column">
						<div class="hopini-holder">
							<a href="http://poskotanews.com/kanal/opini/kota-kita/"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/opini/bang_oji.jpg" alt="" width="100px" height="100px"></a>
							<h6><a href="http://poskotanews.com/kanal/opini/kota-kita/">Ngoceh Sendiri</a></h6>
						</div>				
					</div>
					<div class="column">
						<div class="hopini-holder">
							<a href="http://poskotanews.com/kanal/opini/dul-karung/"><img src="http://poskotanews.com/cms/wp-content/themes/poskota2016/img/opini/dul_karung.jpg" alt="" width="100px" height="100px"></a>
							<h6><a href="http://poskotanews.com/kanal/opini/dul-karung/">Dul Karung</a></h6>
						</div>				
					</div>
				</div> 
			</div>
		</div>
	</div>

</footer>

<footer class="stack-bottom show-for-large">
	<div class="row">
		<div class="large-8 columns">
			<ul class="menu footer-bottom">
				<li>
					<h6>
						<a href="#">
							<span class="thicker">Poskota</span><span class="thin-yellow">news</span>
						</a>
					</h6>
				</li>
				<li><a href="http://poskotanews.com/sekilas/">Sekilas</a></li>
				<li><a href="http://poskotanews.com/pedoman-media-siber/">Pedoman Media Siber</a></li>
				<li><a href="http://poskotanews.com/kebijakan-privasi/">Kebijakan Privasi</a></li>
				<li><a href="http://poskotanews.com/kontak-kami/">Hubungi Kami</a></li>
			</ul>
		</div>
		<div class="large-4 columns">
			<ul class="menu top-bar-right footer-bottom">
				<li><a href="#">&copy; 2009 &mdash; 2018 Poskotanews</a></li>
			</ul>
		</div>
	</div>
</footer>

</div> <!-- off canvas content -->
</div> <!-- off canvas wrapper inner -->
</div> <!-- off canvas wrapper -->

        <script type="text/javascript">
        // <![CDATA[
        var disqus_shortname = 'poskotanews';
        (function () {
            var nodes = document.getElementsByTagName('span');
            for (var i = 0, url; i < nodes.length; i++) {
                if (nodes[i].className.indexOf('dsq-postid') != -1) {
                    nodes[i].parentNode.setAttribute('data-disqus-identifier', nodes[i].getAttribute('data-dsqidentifier'));
                    url = nodes[i].parentNode.href.split('#', 1);
                    if (url.length == 1) { url = url[0]; }
                    else { url = url[1]; }
                    nodes[i].parentNode.href = url + '#disqus_thread';
                }
            }
            var s = document.createElement('script'); 
            s.async = true;
            s.type = 'text/javascript';
            s.src = '//' + disqus_shortname + '.disqus.com/count.js';
            (document.getElementsByTagName('HEAD')[0] || document.getElementsByTagName('BODY')[0]).appendChild(s);
        }());
        // ]]>
        </script>
        <script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/js/vendor/jquery.min.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/js/vendor/what-input.min.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/js/foundation.min.js?ver=4.3.1'></script>
<script type='text/javascript' src='//vjs.zencdn.net/5.8.8/video.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/js/third/owl.carousel.min.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/js/app.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/js/sharecount.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/datepicker/foundation-datepicker.js?ver=4.3.1'></script>
<script type='text/javascript' src='http://poskotanews.com/cms/wp-content/themes/poskota2016/datepicker/foundation-datepicker-init.js?ver=4.3.1'></script>
<script src="http://js.mtburn.com/advs-instream.js"></script>
<script type="text/javascript">MTBADVS.InStream.Default.run({"immediately":true})</script>
</body>
</html>
<!--
	generated 98 seconds ago
	generated in 0.441 seconds
	served from batcache in 0.001 seconds
	expires in 202 seconds
-->