<!DOCTYPE html><html
lang="id-ID"><head><link
rel='stylesheet' href='http://www.solopos.com/elements/plugins/wp-minify/min/?f=elements/themes/2016/css/fontawesome.css&amp;m=1419249330' type='text/css' media='screen' /><meta
charset="UTF-8"><meta
name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1"><meta
http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta
name="msvalidate.01" content="F83BE089602A2A94470A8F79293C65BF" /><META
name="y_key" content="7e3d11dd952e690d" /><meta
name="google-site-verification" content="AA4UjbZywyFmhoSKLELl4RA451drENKllt5Sbq9uINw" /><meta
property="fb:pages" content="395076396062" /><meta
name="robots" content="index,follow,noodp,noydir" /><meta
name="Bingbot" content="index, follow"><meta
name="author" content="Solopos Digital Media"><meta
property="og:url" content="http://www.solopos.com" /><meta
property="og:type" content="article" /><meta
property="og:title" content="SOLOPOS.COM - Simple Smart Strong" /><meta
property="og:image" content="http://www.solopos.com/elements/themes/terbaru/images/logo.png" /><meta
property="og:site_name" content="SOLOPOS.com" /><meta
property="og:description" content="" /><meta
property="og:keywords" content="berita terbaru, berita solo, solo, kreatif, ekonomi, hukum, kriminal, olahraga, otomotif, pendidikan, hiburan, lifestyle, sepak bola, teknologi, daerah, nasional, internasional, mancanegara, budaya, wisata, gaya hidup" /><meta
property="fb:app_id" content="1355220097834306" /><meta
name="description" content="Jaringan informasi kreatif. Berita, bisnis dan gaya hidup" /><meta
name="keywords" content="berita terbaru, berita solo, solo, kreatif, ekonomi, hukum, kriminal, olahraga, otomotif, pendidikan, hiburan, lifestyle, sepak bola, teknologi, daerah, nasional, internasional, mancanegara, budaya, wisata, gaya hidup" /><title> Solopos.com - Berita Hari Ini | Berita Terbaru - Creative Information Network</title><link
rel='dns-prefetch' href='//ajax.googleapis.com' /><link
rel='dns-prefetch' href='//www.solopos.com' /><link
rel='dns-prefetch' href='//s.w.org' /> <script type="text/javascript">window._wpemojiSettings = {"baseUrl":"https:\/\/s.w.org\/images\/core\/emoji\/2.3\/72x72\/","ext":".png","svgUrl":"https:\/\/s.w.org\/images\/core\/emoji\/2.3\/svg\/","svgExt":".svg","source":{"concatemoji":"http:\/\/www.solopos.com\/wp-includes\/js\/wp-emoji-release.min.js"}};
			!function(a,b,c){function d(a){var b,c,d,e,f=String.fromCharCode;if(!k||!k.fillText)return!1;switch(k.clearRect(0,0,j.width,j.height),k.textBaseline="top",k.font="600 32px Arial",a){case"flag":return k.fillText(f(55356,56826,55356,56819),0,0),b=j.toDataURL(),k.clearRect(0,0,j.width,j.height),k.fillText(f(55356,56826,8203,55356,56819),0,0),c=j.toDataURL(),b!==c&&(k.clearRect(0,0,j.width,j.height),k.fillText(f(55356,57332,56128,56423,56128,56418,56128,56421,56128,56430,56128,56423,56128,56447),0,0),b=j.toDataURL(),k.clearRect(0,0,j.width,j.height),k.fillText(f(55356,57332,8203,56128,56423,8203,56128,56418,8203,56128,56421,8203,56128,56430,8203,56128,56423,8203,56128,56447),0,0),c=j.toDataURL(),b!==c);case"emoji4":return k.fillText(f(55358,56794,8205,9794,65039),0,0),d=j.toDataURL(),k.clearRect(0,0,j.width,j.height),k.fillText(f(55358,56794,8203,9794,65039),0,0),e=j.toDataURL(),d!==e}return!1}function e(a){var c=b.createElement("script");c.src=a,c.defer=c.type="text/javascript",b.getElementsByTagName("head")[0].appendChild(c)}var f,g,h,i,j=b.createElement("canvas"),k=j.getContext&&j.getContext("2d");for(i=Array("flag","emoji4"),c.supports={everything:!0,everythingExceptFlag:!0},h=0;h<i.length;h++)c.supports[i[h]]=d(i[h]),c.supports.everything=c.supports.everything&&c.supports[i[h]],"flag"!==i[h]&&(c.supports.everythingExceptFlag=c.supports.everythingExceptFlag&&c.supports[i[h]]);c.supports.everythingExceptFlag=c.supports.everythingExceptFlag&&!c.supports.flag,c.DOMReady=!1,c.readyCallback=function(){c.DOMReady=!0},c.supports.everything||(g=function(){c.readyCallback()},b.addEventListener?(b.addEventListener("DOMContentLoaded",g,!1),a.addEventListener("load",g,!1)):(a.attachEvent("onload",g),b.attachEvent("onreadystatechange",function(){"complete"===b.readyState&&c.readyCallback()})),f=c.source||{},f.concatemoji?e(f.concatemoji):f.wpemoji&&f.twemoji&&(e(f.twemoji),e(f.wpemoji)))}(window,document,window._wpemojiSettings);</script> <style type="text/css">img.wp-smiley,
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
}</style> <script type='text/javascript' src='http://ajax.googleapis.com/ajax/libs/jquery/1.11.1/jquery.min.js'></script> <link
rel='https://api.w.org/' href='http://www.solopos.com/wp-json/' /><meta
property="fb:pages" content="395076396062" /><meta
property="ia:markup_url" content="http://www.solopos.com/2018/03/17/pilkada-2018-begini-sudirman-said-bedah-angka-angka-di-masa-kepemimpinan-ganjar-pranowo-903605?ia_markup=1" /><link
rel="alternate" media="only screen and (max-width: 640px)" href="http://m.solopos.com/" ><link
rel="icon" href="http://www.solopos.com/favicon.ico" type="image/x-ico"/><link
rel="stylesheet" type="text/css"  href="http://assets.solopos.com/elements/themes/2016/css/colors.css"><link
rel="stylesheet" type="text/css"  href="http://assets.solopos.com/elements/themes/2016/css/typography.css"><link
rel="stylesheet" type="text/css"  href="http://assets.solopos.com/elements/themes/2016/style.css"><link
href='http://fonts.googleapis.com/css?family=Titillium+Web:300,300italic,400,400italic,700,700italic' rel='stylesheet' type='text/css'>  <script type="text/javascript">_atrk_opts = { atrk_acct:"edHqf1awOT00oJ", domain:"solopos.com",dynamic: true};
        (function() { var as = document.createElement('script'); as.type = 'text/javascript'; as.async = true; as.src = "https://d31qbv1cthcecs.cloudfront.net/atrk.js"; var s = document.getElementsByTagName('script')[0];s.parentNode.insertBefore(as, s); })();</script> <noscript><img
src="https://d5nxst8fruw4z.cloudfront.net/atrk.gif?account=edHqf1awOT00oJ" style="display:none" height="1" width="1" alt="" /></noscript>  <script type="text/javascript">var _gaq = _gaq || [];
          _gaq.push(['_setAccount', 'UA-7051417-1']);
          _gaq.push(['_setDomainName', 'solopos.com']);
          _gaq.push(['_setAllowLinker', true]);
          _gaq.push(['_trackPageview']);
          (function() {
            var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
            ga.src = ('https:' == document.location.protocol ? 'https://' : 'http://') + 'stats.g.doubleclick.net/dc.js';
            var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
          })();</script>  <script async='async' src='https://www.googletagservices.com/tag/js/gpt.js'></script> <script>var googletag = googletag || {};
  googletag.cmd = googletag.cmd || [];</script> <script>googletag.cmd.push(function() {
    googletag.defineSlot('/54058497/Speedy1000', [1000, 50], 'div-gpt-ad-1477725097423-0').addService(googletag.pubads());
    googletag.pubads().enableSingleRequest();
    googletag.enableServices();
  });</script> <script>googletag.cmd.push(function() {
    googletag.defineSlot('/54058497/djarum-la-bold970x90', [970, 90], 'div-gpt-ad-1486912657672-0').addService(googletag.pubads());
    googletag.pubads().enableSingleRequest();
    googletag.enableServices();
  });</script> <style type="text/css">nav.site_navigation ul.menu > li > a {
    font-size: 16px;
    font-weight: 800;
    padding: 5px 8px !important;
    display: block;
    text-transform: uppercase;
}</style> <script type="text/javascript" src="//cpxi-asia.com/src/ads-11912297.js"></script> <script type="text/javascript" src="//cpxi-asia.com/src/video_ads/solopos_12730736.js"></script> <script type="text/javascript" src="http://cdn.innity.net/admanager.js"></script> </head><body
id="-clr"><div
id="wrapper" class="boxed"> <header
id="header"><div
class="container alpha omega"><div
class="col col_3_of_12"><div
class="infoL"><div
class="left-a"> <a
href="http://epaper.solopos.com" target="_blank">e-Paper</a> | <a
href="http://www.solopos.tv" target="_blank">Solopos TV</a> | <a
href="https://www.youtube.com/channel/UCy6hNNvL6cVlc3kntlaMbyA" target="_blank">Solopos Kids</a> | <a
href="http://www.tokosolopos.com" target="_blank">Toko Solopos</a></div><div
class="left-b"> <span>Find us on:</span> <a
href="http://www.twitter.com/soloposcom"><i
class="fa fa-twitter"></i></a> <a
href="http://www.facebook.com/soloposdotcom"><i
class="fa fa-facebook"></i></a> <a
href="https://plus.google.com/+soloposdotcom/"><i
class="fa fa-google-plus"></i></a> <a
href="https://instagram.com/soloposdotcom/"><i
class="fa fa-instagram"></i></a> <a
href="http://www.solopos.com/rss"><i
class="fa fa-rss"></i></a> <a
href="https://play.google.com/store/apps/details?id=com.solopos.mobile"><i
class="fa fa-android"></i></a></div></div></div><div
class="col col_6_of_12"><div
class="logo"> <a
href="http://www.solopos.com" > <img
src="http://www.solopos.com/elements/themes/2016/images/logo.png"> </a> <span>Sabtu, 17 Maret 2018 06:55</span></div></div><div
class="col col_3_of_12"><div
class="infoR"><div
class="tb_widget_search"><form
action="http://www.solopos.com" method="get"> <input
type="search" name="s" size="50"> <input
type="submit" value="Search"></form></div></div></div></div><div
id="header_main" class="sticky header_main"><div
class="container alpha omega"> <nav
class="site_navigation"><ul
class="menu"><li
class="homeicon"><a
href="http://www.solopos.com" title="Halaman Depan SOLOPOS"><img
src="http://solopos.com/icon.png" /></a></li><li
class="cat-item cat-item-13"><a
href="http://www.solopos.com/nasional">News</a></li><li
class="cat-item cat-item-94686"><a
href="http://www.solopos.com/soloraya">Soloraya</a></li><li
class="cat-item cat-item-5342"><a
href="http://www.solopos.com/sepak-bola">Sepak Bola</a></li><li
class="cat-item cat-item-83"><a
href="http://www.solopos.com/olahraga">Sport</a></li><li
class="cat-item cat-item-15783"><a
href="http://www.solopos.com/tekno">Tekno</a></li><li
class="cat-item cat-item-8467"><a
href="http://www.solopos.com/lifestyle">Lifestyle</a></li><li
class="cat-item cat-item-152076"><a
href="http://www.solopos.com/hiburan">Hiburan</a></li><li
class="cat-item cat-item-76212"><a
href="http://www.solopos.com/otomotif">Otomotif</a></li><li
class="cat-item cat-item-11091"><a
href="http://www.solopos.com/loker">Loker</a></li><li
class="soloensis"><a
href="http://www.rumah190.com/" title="Informasi dan Konsultasi Rumah" target="_blank">Rumah</a></li><li
class="soloensis"><a
href="http://young.solopos.com/" title="Rubrik Muda" target="_blank">The Young</a></li><li
class="brasil2014"><a
href="https://solopos.profeedr.com/" title="Belanja Online" target="_blank">Shopping</a></li><li><a
href="http://www.solopos.com/arsip">INDEX</a></li></ul> </nav></div></div> </header><div
align="center"> <script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>  <ins
class="adsbygoogle"
style="display:inline-block;width:970px;height:90px"
data-ad-client="ca-pub-4969077794908710"
data-ad-slot="8415795364"></ins> <script>(adsbygoogle = window.adsbygoogle || []).push({});</script> </div><div
class="clear"></div> <section><div
class="container alpha omega"><div
class="row"><div
class="col col_8_of_12"><div
class="wide_slider"><ul><li> <a
href="http://www.solopos.com/2018/03/17/kumpulan-foto-solo-serasa-ibukota-903556"><img
width="360" height="240" src="http://images.solopos.com/2018/03/Solo-Macet-2.jpg" class="attachment-360x260 size-360x260 wp-post-image" alt="Kendaraan terjebak kemacetan di Jl. S. Parman, Gilingan, Banjarsari, Solo, Jumat (16/3/2018) malam. (Nicolous Irawan/JIBI/Solopos)" srcset="http://images.solopos.com/2018/03/Solo-Macet-2.jpg 640w, http://images.solopos.com/2018/03/Solo-Macet-2-370x247.jpg 370w" sizes="(max-width: 360px) 100vw, 360px" /></a><div
class="slider_caption"><div
class="thumb_link"><h3><a
href="http://www.solopos.com/2018/03/17/kumpulan-foto-solo-serasa-ibukota-903556">Kumpulan Foto Solo Serasa Ibukota</a></h3></div></div></li><li> <a
href="http://www.solopos.com/2018/03/17/catatan-peristiwa-dunia-hari-ini-17-maret-1757-perjanjian-salatiga-diteken-903541"><img
width="360" height="206" src="http://images.solopos.com/2018/03/Gedung-Pakuwon-di-tepi-lapangan-Pancasila-Kota-Salatiga-sekarang-adalah-saksi-bisu-Perjanjian-Salatiga.-Salatigakota.go_.id_.jpg" class="attachment-360x260 size-360x260 wp-post-image" alt="Gedung Pakuwon di tepi lapangan Pancasila, Kota Salatiga sekarang adalah saksi bisu Perjanjian Salatiga. (Salatigakota.go.id)" srcset="http://images.solopos.com/2018/03/Gedung-Pakuwon-di-tepi-lapangan-Pancasila-Kota-Salatiga-sekarang-adalah-saksi-bisu-Perjanjian-Salatiga.-Salatigakota.go_.id_.jpg 640w, http://images.solopos.com/2018/03/Gedung-Pakuwon-di-tepi-lapangan-Pancasila-Kota-Salatiga-sekarang-adalah-saksi-bisu-Perjanjian-Salatiga.-Salatigakota.go_.id_-370x212.jpg 370w" sizes="(max-width: 360px) 100vw, 360px" /></a><div
class="slider_caption"><div
class="thumb_link"><h3><a
href="http://www.solopos.com/2018/03/17/catatan-peristiwa-dunia-hari-ini-17-maret-1757-perjanjian-salatiga-diteken-903541"><small>CATATAN PERISTIWA DUNIA HARI INI </small><br
/> 17 Maret 1757, Perjanjian Salatiga Diteken</a></h3></div></div></li><li> <a
href="http://www.solopos.com/2018/03/16/soal-kartun-pria-bersorban-majalah-tempo-akan-terbitkan-hak-jawab-903488"><img
width="360" height="240" src="http://images.solopos.com/2018/03/fpi-demo-tempo.jpg" class="attachment-360x260 size-360x260 wp-post-image" alt="" srcset="http://images.solopos.com/2018/03/fpi-demo-tempo.jpg 600w, http://images.solopos.com/2018/03/fpi-demo-tempo-370x247.jpg 370w" sizes="(max-width: 360px) 100vw, 360px" /></a><div
class="slider_caption"><div
class="thumb_link"><h3><a
href="http://www.solopos.com/2018/03/16/soal-kartun-pria-bersorban-majalah-tempo-akan-terbitkan-hak-jawab-903488">Soal Kartun "Pria Bersorban", Majalah Tempo akan Terbitkan Hak Jawab</a></h3></div></div></li><li> <a
href="http://www.solopos.com/2018/03/16/liga-champions-hasil-undian-8-besar-liverpool-vs-city-juventus-kontra-madrid-903481"><img
width="360" height="235" src="http://images.solopos.com/2018/03/Liga-Champions.jpg" class="attachment-360x260 size-360x260 wp-post-image" alt="" srcset="http://images.solopos.com/2018/03/Liga-Champions.jpg 640w, http://images.solopos.com/2018/03/Liga-Champions-370x242.jpg 370w" sizes="(max-width: 360px) 100vw, 360px" /></a><div
class="slider_caption"><div
class="thumb_link"><h3><a
href="http://www.solopos.com/2018/03/16/liga-champions-hasil-undian-8-besar-liverpool-vs-city-juventus-kontra-madrid-903481"><small>LIGA CHAMPIONS </small><br
/> Hasil Undian 8 Besar: Liverpool Vs City, Juventus Kontra Madrid</a></h3></div></div></li></ul><div
id="wide_slider_pager"> <a
data-slide-index="0" class="box" href=""><div
class="inner"><h5>Kumpulan Foto Solo Serasa Ibukota</h5><div
class="item_meta clearfix"> <span
class="meta_date">17 Maret 18 07:00 </span></div></div> </a> <a
data-slide-index="1" class="box" href=""><div
class="inner"><h5>CATATAN PERISTIWA DUNIA HARI INI : 17 Maret 1757, Perjanjian Salatiga Diteken</h5><div
class="item_meta clearfix"> <span
class="meta_date">17 Maret 18 00:50 </span></div></div> </a> <a
data-slide-index="2" class="box" href=""><div
class="inner"><h5>Soal Kartun &#8220;Pria Bersorban&#8221;, Majalah Tempo akan Terbitkan Hak Jawab</h5><div
class="item_meta clearfix"> <span
class="meta_date">16 Maret 18 19:48 </span></div></div> </a> <a
data-slide-index="3" class="box" href=""><div
class="inner"><h5>LIGA CHAMPIONS : Hasil Undian 8 Besar: Liverpool Vs City, Juventus Kontra Madrid</h5><div
class="item_meta clearfix"> <span
class="meta_date">16 Maret 18 18:35 </span></div></div> </a></div></div><div
class="iklan"> <script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>  <ins
class="adsbygoogle"
style="display:inline-block;width:728px;height:90px"
data-ad-client="ca-pub-4969077794908710"
data-ad-slot="9190605831"></ins> <script>(adsbygoogle = window.adsbygoogle || []).push({});</script> </div><div
class="clear"></div><div
class="row"><div
class="col col_4_of_12" id="l_sidebar"><div
class="widget"><div
class="widget_title"><h3><a
href="http://www.solopos.com/grafis" title="Info Grafis Espospedia"> Info Grafis #ESPOSPEDIA </a></h3></div><div
class="tb_widget_posts_big clearfix"><div
class="layout_post_1"><style type="text/css">.item_thumb_grafis img {width: 100% !important; height: auto !important;}</style><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/16/espospedia-hati-hati-bawa-power-bank-di-pesawat-903498" jQuery><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/16/espospedia-hati-hati-bawa-power-bank-di-pesawat-903498"><div
class="item_thumb_grafis"> <img
src="http://images.solopos.com/2018/03/160318_POWER_HEADER-370x185.jpg"></div> </a></div><div
class="thumb_meta"> <span
class="category" jQuery><a
href="#">Grafis</a></span> <span
class="comments"><a
href="#">16 Maret 2018</a></span></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/espospedia-hati-hati-bawa-power-bank-di-pesawat-903498"><small>#ESPOSPEDIA </small><br
/> Hati-Hati Bawa Power Bank di Pesawat</a></h2></div></div><div
class="layout_post_1"><style type="text/css">.item_thumb_grafis img {width: 100% !important; height: auto !important;}</style><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/16/espospedia-5-fakta-unik-stephen-hawking-kamu-perlu-tahu-903452" jQuery><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/16/espospedia-5-fakta-unik-stephen-hawking-kamu-perlu-tahu-903452"><div
class="item_thumb_grafis"> <img
src="http://images.solopos.com/2018/03/140318_HAWKING-HEADER-370x185.jpg"></div> </a></div><div
class="thumb_meta"> <span
class="category" jQuery><a
href="#">Grafis</a></span> <span
class="comments"><a
href="#">16 Maret 2018</a></span></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/espospedia-5-fakta-unik-stephen-hawking-kamu-perlu-tahu-903452"><small>#ESPOSPEDIA </small><br
/> 5 Fakta Unik Stephen Hawking, Kamu Perlu Tahu</a></h2></div></div></div></div><div
class="widget"><div
class="widget_title"><h3>Timeline Pilkada 2018</h3></div><div
class="tb_widget_timeline clearfix"> <article> <span
class="date">17/3/18</span> <span
class="time">13:50</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-begini-sudirman-said-bedah-angka-angka-di-masa-kepemimpinan-ganjar-pranowo-903605"><small>PILKADA 2018 </small><br
/> Begini Sudirman Said Bedah Angka-Angka di Masa Kepemimpinan Ganjar Pranowo…</a></h3></div> </article> <article> <span
class="date">17/3/18</span> <span
class="time">11:50</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-di-masa-kampanye-ganjar-pamer-progres-perbaikan-jatidiri-903471"><small>PILKADA 2018 </small><br
/> Di Masa Kampanye, Ganjar Pamer Progres Perbaikan Jatidiri</a></h3></div> </article> <article> <span
class="date">17/3/18</span> <span
class="time">09:50</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-sudirman-said-ajak-pendaki-rawat-bukit-sikunir-903460"><small>PILKADA 2018 </small><br
/> Sudirman Said Ajak Pendaki Rawat Bukit Sikunir</a></h3></div> </article> <article> <span
class="date">17/3/18</span> <span
class="time">07:50</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-ulama-suriah-dorong-taj-yasin-jadi-pemersatu-903442"><small>PILKADA 2018 </small><br
/> Ulama Suriah Dorong Taj Yasin jadi Pemersatu</a></h3></div> </article> <article> <span
class="date">17/3/18</span> <span
class="time">01:35</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-kpu-karanganyar-tetapkan-daftar-pemilih-sementara-ini-jumlahnya-903526"><small>PILKADA 2018 </small><br
/> KPU Karanganyar Tetapkan Daftar Pemilih Sementara, Ini Jumlahnya</a></h3></div> </article> <article> <span
class="date">16/3/18</span> <span
class="time">22:00</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/16/kpk-tetapkan-cagub-maluku-utara-ahm-jadi-tersangka-korupsi-903515">KPK Tetapkan Cagub Maluku Utara AHM Jadi Tersangka Korupsi</a></h3></div> </article> <article> <span
class="date">16/3/18</span> <span
class="time">20:50</span><div
class="timeline_content"> <i
class="fa fa-clock-o" jQuery></i><h3><a
href="http://www.solopos.com/2018/03/16/pilkada-2018-sudirman-ida-ungguli-ganjar-yasin-setelah-kandidat-bicara-di-metro-tv-903459"><small>PILKADA 2018 </small><br
/> Sudirman-Ida Ungguli Ganjar-Yasin setelah Kandidat Bicara di Metro TV</a></h3></div> </article></div></div><div
class="clear"></div><div
id="div-pilihan" class="widget pilihan"><div
class="widget_title"><h3>Pilihan Redaksi</h3></div><div
class="tb_widget_pilihan clearfix"><div
id="scrollpilihan"><div
class="scrollbar"><div
class="track"><div
class="thumb"><div
class="end"></div></div></div></div><div
class="viewport"><div
class="overview"><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/17/korupsi-solo-mkks-smk-kesulitan-lacak-penerima-pip-2016-yang-sudah-lulus-903532"><small>KORUPSI SOLO </small><br
/> MKKS SMK Kesulitan Lacak Penerima PIP 2016 yang Sudah Lulus</a></h4></div><div
class="order">1</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/17/diwarnai-pengadangan-pt-rum-bantah-biayai-pengobatan-gratis-903533">Diwarnai Pengadangan, PT RUM Bantah Biayai Pengobatan Gratis</a></h4></div><div
class="order">2</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/17/di-masjid-jalan-solo-semarang-ini-pengunjung-bisa-makan-ngopi-dan-internetan-gratis-903540">Di Masjid Jalan Solo-Semarang Ini, Pengunjung Bisa Makan, Ngopi, dan Internetan Gratis</a></h4></div><div
class="order">3</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/17/bupati-madiun-imbau-masyarakat-kurangi-makan-nasi-kenapa-903531">Bupati Madiun Imbau Masyarakat Kurangi Makan Nasi, Kenapa?</a></h4></div><div
class="order">4</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-kpu-karanganyar-tetapkan-daftar-pemilih-sementara-ini-jumlahnya-903526"><small>PILKADA 2018 </small><br
/> KPU Karanganyar Tetapkan Daftar Pemilih Sementara, Ini Jumlahnya</a></h4></div><div
class="order">5</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/17/penganiayaan-sragen-polisi-temukan-sejumlah-kejanggalan-terkait-penyerangan-santri-di-tanon-903519"><small>PENGANIAYAAN SRAGEN </small><br
/> Polisi Temukan Sejumlah Kejanggalan terkait Penyerangan Santri di Tanon</a></h4></div><div
class="order">6</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/dibatasi-ini-power-bank-yang-boleh-dibawa-ke-pesawat-di-bandara-solo-903513">Dibatasi, Ini Power Bank yang Boleh Dibawa ke Pesawat di Bandara Solo</a></h4></div><div
class="order">7</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/mikroplastik-di-kemasan-air-minum-berbahaya-ini-penjelasannya-903527">Mikroplastik di Kemasan Air Minum Berbahaya? Ini Penjelasannya</a></h4></div><div
class="order">8</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/korupsi-solo-eks-teller-bri-tilap-bantuan-siswa-miskin-demi-gaya-hidup-mewah-903190"><small>KORUPSI SOLO </small><br
/> Eks Teller BRI Tilap Bantuan Siswa Miskin demi Gaya Hidup Mewah</a></h4></div><div
class="order">9</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/selama-nyepi-umat-hindu-madiun-raya-matikan-internet-dan-medsos-903506">Selama Nyepi, Umat Hindu Madiun Raya Matikan Internet dan Medsos</a></h4></div><div
class="order">10</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/kpk-tetapkan-cagub-maluku-utara-ahm-jadi-tersangka-korupsi-903515">KPK Tetapkan Cagub Maluku Utara AHM Jadi Tersangka Korupsi</a></h4></div><div
class="order">11</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/psisra-tak-masuk-liga-3-suporter-geruduk-koni-sragen-903492">PSISra Tak Masuk Liga 3, Suporter Geruduk KONI Sragen</a></h4></div><div
class="order">12</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/pencurian-sukoharjo-giliran-plt-kepala-dinsos-jadi-korban-pencurian-bermodus-pecah-kaca-mobil-903499"><small>PENCURIAN SUKOHARJO </small><br
/> Giliran Plt. Kepala Dinsos Jadi Korban Pencurian Bermodus Pecah Kaca Mobil</a></h4></div><div
class="order">13</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/ancam-kebebasan-pers-aksi-fpi-di-kantor-tempo-dikecam-aji-jakarta-903505">Ancam Kebebasan Pers, Aksi FPI di Kantor Tempo Dikecam AJI Jakarta</a></h4></div><div
class="order">14</div></div><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/16/kecelakaan-wonogiri-pikap-vs-bus-di-purwantoro-1-orang-meninggal-903495"><small>KECELAKAAN WONOGIRI </small><br
/> Pikap Vs. Bus di Purwantoro, 1 Orang Meninggal</a></h4></div><div
class="order">15</div></div></div></div></div></div></div></div><div
id="middle" class="col col_8_of_12"><div
class="panel_title title_float"><div><h4><a
href="http://www.solopos.com/arsip">Berita Terbaru</a></h4></div></div><div
id="autocontent" class="list_posts"><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-begini-sudirman-said-bedah-angka-angka-di-masa-kepemimpinan-ganjar-pranowo-903605"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-begini-sudirman-said-bedah-angka-angka-di-masa-kepemimpinan-ganjar-pranowo-903605" title="PILKADA 2018 : Begini Sudirman Said Bedah Angka-Angka di Masa Kepemimpinan Ganjar Pranowo…"> <img
src="http://images.solopos.com/2018/03/kb1-80x80.jpg" width="75" height="75"> </a></div></div><div
class="item_content"><h1><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-begini-sudirman-said-bedah-angka-angka-di-masa-kepemimpinan-ganjar-pranowo-903605"><small>PILKADA 2018 </small><br
/> Begini Sudirman Said Bedah Angka-Angka di Masa Kepemimpinan Ganjar Pranowo…</a></h1></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/09/harmoni-indaco-cara-mudah-dinding-dan-lantai-rumah-berefek-kayu-dengan-belazo-woodgrano-901250" title="HARMONI INDACO : Cara Mudah Dinding dan Lantai Rumah Berefek Kayu dengan Belazo Woodgrano"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/09/harmoni-indaco-cara-mudah-dinding-dan-lantai-rumah-berefek-kayu-dengan-belazo-woodgrano-901250" title="HARMONI INDACO : Cara Mudah Dinding dan Lantai Rumah Berefek Kayu dengan Belazo Woodgrano"> <img
src="http://images.solopos.com/2018/03/BELAZO-WOODGRANO-2-80x80.jpg" title="HARMONI INDACO : Cara Mudah Dinding dan Lantai Rumah Berefek Kayu dengan Belazo Woodgrano" alt="HARMONI INDACO : Cara Mudah Dinding dan Lantai Rumah Berefek Kayu dengan Belazo Woodgrano" class="visible animated"> </a></div></div><div
class="item_content"><h1><a
href="http://www.solopos.com/2018/03/09/harmoni-indaco-cara-mudah-dinding-dan-lantai-rumah-berefek-kayu-dengan-belazo-woodgrano-901250" title="HARMONI INDACO : Cara Mudah Dinding dan Lantai Rumah Berefek Kayu dengan Belazo Woodgrano"><small>HARMONI INDACO </small><br> Cara Mudah Dinding dan Lantai Rumah Berefek Kayu dengan Belazo Woodgrano</a></h1></div></div><div
class="post clearfix"><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/15/bank-bjb-harus-jadi-penggerak-ekonomi-jawa-barat-903051" title="Bank BJB Harus Jadi Penggerak Ekonomi Jawa Barat"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/15/bank-bjb-harus-jadi-penggerak-ekonomi-jawa-barat-903051" title="Bank BJB Harus Jadi Penggerak Ekonomi Jawa Barat"> <img
src="http://images.solopos.com/2018/03/rups1-80x80.jpg" title="Bank BJB Harus Jadi Penggerak Ekonomi Jawa Barat" alt="Bank BJB Harus Jadi Penggerak Ekonomi Jawa Barat" class="visible animated"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/15/bank-bjb-harus-jadi-penggerak-ekonomi-jawa-barat-903051" title="Bank BJB Harus Jadi Penggerak Ekonomi Jawa Barat">Bank BJB Harus Jadi Penggerak Ekonomi Jawa Barat</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">15-Mar-2018 09:41 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/nasional/ekonomi" rel="category tag">Ekonomi</a></span></div></div></div> <script async='async' src='https://www.googletagservices.com/tag/js/gpt.js'></script> <script>var googletag = googletag || {};
                                                googletag.cmd = googletag.cmd || [];</script> <script>googletag.cmd.push(function() {
                                                    googletag.defineSlot('/54058497/canon-468x60', [468, 60], 'div-gpt-ad-1520917220402-0').addService(googletag.pubads());
                                                    googletag.pubads().enableSingleRequest();
                                                    googletag.enableServices();
                                                });</script> <div
id='div-gpt-ad-1520917220402-0' style='height:60px; width:468px;'> <script>googletag.cmd.push(function() { googletag.display('div-gpt-ad-1520917220402-0'); });</script> </div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/ditinggal-panen-durian-rumah-ngatinah-digasak-kenalan-di-facebook-903637"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/ditinggal-panen-durian-rumah-ngatinah-digasak-kenalan-di-facebook-903637"> <img
src="http://images.solopos.com/2013/09/perampokan-pencurian2-150x100.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/ditinggal-panen-durian-rumah-ngatinah-digasak-kenalan-di-facebook-903637">Ditinggal Panen Durian, Rumah Ngatinah Digasak Kenalan di Facebook</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 13:20 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/jogjapolitan/kulonprogo" rel="category tag">Kulon Progo</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/iklancespleng/cat/lowongan/"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/iklancespleng/cat/lowongan/" title="Cari Lowongan Kerja Soloraya disini tempatnya"> <img
src="http://www.solopos.com/elements/themes/2016/images/lowongan-cespleng.jpg" title="Cari Lowongan Kerja Soloraya disini tempatnya" alt="Cari Lowongan Kerja Soloraya disini tempatnya" class="visible animated"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/iklancespleng/cat/lowongan/" title="Cari Lowongan Kerja Soloraya disini tempatnya">Cari Lowongan Kerja Soloraya disini tempatnya</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">07-Jan-2017 17:52 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/iklancespleng/cat/lowongan/" rel="category tag">Lowongan Kerja</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/iklancespleng/cat/mobil/"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/iklancespleng/cat/mobil/" title="Cari mobil wilayah Soloraya disini tempatnya"> <img
src="http://www.solopos.com/elements/themes/2016/images/iklancespleng.jpg" title="Cari mobil wilayah Soloraya disini tempatnya" alt="Cari mobil wilayah Soloraya disini tempatnya" class="visible animated"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/iklancespleng/cat/mobil/" title="Cari mobil wilayah Soloraya disini tempatnya">Cari mobil wilayah Soloraya disini tempatnya</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">28-Jul-2017 17:52 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/iklancespleng/cat/mobil/" rel="category tag">Mobil dijual</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/psis-semarang-begini-ekspresi-pemain-setelah-subangkit-dipecat-903530"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/psis-semarang-begini-ekspresi-pemain-setelah-subangkit-dipecat-903530"> <img
src="http://images.solopos.com/2018/03/subangkit11-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/psis-semarang-begini-ekspresi-pemain-setelah-subangkit-dipecat-903530"><small>PSIS SEMARANG </small><br
/> Begini Ekspresi Pemain Setelah Subangkit Dipecat</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 12:50 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/k-pop-seungri-big-bang-ngaku-naksir-tamu-wanita-di-pernikahan-taeyang-903619"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/k-pop-seungri-big-bang-ngaku-naksir-tamu-wanita-di-pernikahan-taeyang-903619"> <img
src="http://images.solopos.com/2013/12/Bigbang-Seungri-allkpop.com_-150x100.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/k-pop-seungri-big-bang-ngaku-naksir-tamu-wanita-di-pernikahan-taeyang-903619"><small>K-POP </small><br
/> Seungri Big Bang Ngaku Naksir Tamu Wanita di Pernikahan Taeyang</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 12:30 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/hiburan/pergelaran" rel="category tag">Issue</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/sesosok-mayat-ditemukan-di-nglipar-diyakini-warga-yang-dikabarkan-menghilang-903630"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/sesosok-mayat-ditemukan-di-nglipar-diyakini-warga-yang-dikabarkan-menghilang-903630"> <img
src="http://images.solopos.com/2018/03/IMG-20180317-WA0006-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/sesosok-mayat-ditemukan-di-nglipar-diyakini-warga-yang-dikabarkan-menghilang-903630">Sesosok Mayat Ditemukan di Alas Jati Nglipar</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 12:20 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/jogjapolitan/gunungkidul2" rel="category tag">Gunung Kidul</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/berita-terpopuler-polisi-tilang-kuntilanak-hingga-kpi-jatuhi-sanksi-ke-pesbuker-903627"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/berita-terpopuler-polisi-tilang-kuntilanak-hingga-kpi-jatuhi-sanksi-ke-pesbuker-903627"> <img
src="http://images.solopos.com/2018/03/Anggota-Polres-Bogor-saat-menilang-kuntilanak-Instagram-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/berita-terpopuler-polisi-tilang-kuntilanak-hingga-kpi-jatuhi-sanksi-ke-pesbuker-903627"><small>BERITA TERPOPULER </small><br
/> Polisi Tilang Kuntilanak hingga KPI Jatuhi Sanksi ke Pesbuker</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 12:00 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/nasional/peristiwa" rel="category tag">Peristiwa</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-di-masa-kampanye-ganjar-pamer-progres-perbaikan-jatidiri-903471"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-di-masa-kampanye-ganjar-pamer-progres-perbaikan-jatidiri-903471"> <img
src="http://images.solopos.com/2018/03/ganjar1-43-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-di-masa-kampanye-ganjar-pamer-progres-perbaikan-jatidiri-903471"><small>PILKADA 2018 </small><br
/> Di Masa Kampanye, Ganjar Pamer Progres Perbaikan Jatidiri</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 11:50 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/nyepi-2018-presiden-jokowi-semoga-keheningan-nyepi-membawa-kedamaian-903622"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/nyepi-2018-presiden-jokowi-semoga-keheningan-nyepi-membawa-kedamaian-903622"> <img
src="http://images.solopos.com/2017/10/jokowi-2-150x150.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/nyepi-2018-presiden-jokowi-semoga-keheningan-nyepi-membawa-kedamaian-903622"><small>NYEPI 2018 </small><br
/> Presiden Jokowi: Semoga Keheningan Nyepi Membawa Kedamaian</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 11:30 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/nasional/peristiwa" rel="category tag">Peristiwa</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pil-sapi-senilai-rp450-juta-disita-polisi-903624"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pil-sapi-senilai-rp450-juta-disita-polisi-903624"> <img
src="http://images.solopos.com/2018/03/WhatsApp-Image-2018-03-16-at-18.36.23-80x80.jpeg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pil-sapi-senilai-rp450-juta-disita-polisi-903624">Pil Sapi Senilai Rp450 Juta Disita Polisi</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 11:20 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/jogjapolitan/sleman2" rel="category tag">Sleman</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pesan-perdamaian-saat-prosesi-nyepi-di-magetan-903617"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pesan-perdamaian-saat-prosesi-nyepi-di-magetan-903617"> <img
src="http://images.solopos.com/2018/03/Nyepi-2018-di-Magetan-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pesan-perdamaian-saat-prosesi-nyepi-di-magetan-903617">Pesan Perdamaian Saat Prosesi Nyepi di Magetan</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 11:00 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/madiun" rel="category tag">Madiun</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/berdialog-dengan-pedagang-di-pasar-tradisional-bupati-kendal-beri-sanjungan-903477"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/berdialog-dengan-pedagang-di-pasar-tradisional-bupati-kendal-beri-sanjungan-903477"> <img
src="http://images.solopos.com/2018/03/mirna-3-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/berdialog-dengan-pedagang-di-pasar-tradisional-bupati-kendal-beri-sanjungan-903477">Berdialog dengan Pedagang di Pasar Tradisional, Bupati Kendal Beri Sanjungan</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 10:50 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/hasil-penelitian-terbaru-radiasi-ponsel-tidak-berbahaya-bagi-tubuh-903612"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/hasil-penelitian-terbaru-radiasi-ponsel-tidak-berbahaya-bagi-tubuh-903612"> <img
src="http://images.solopos.com/2018/03/Ilustrasi-pemakaian-smartphone-Pictagram--80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/hasil-penelitian-terbaru-radiasi-ponsel-tidak-berbahaya-bagi-tubuh-903612"><small>HASIL PENELITIAN TERBARU </small><br
/> Radiasi Ponsel Tidak Berbahaya Bagi Tubuh</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 10:30 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/tekno/sains" rel="category tag">Sains</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/jalan-kokap-rusak-di-beberapa-titik-903432"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/jalan-kokap-rusak-di-beberapa-titik-903432"> <img
src="http://images.solopos.com/2012/08/JALAN-RUSAK_ilustrasi-burhan-aris-150x100.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/jalan-kokap-rusak-di-beberapa-titik-903432">Jalan Kokap Rusak di Beberapa Titik</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 10:20 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/jogjapolitan/kulonprogo" rel="category tag">Kulon Progo</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pesbuker-ditegur-kpi-ely-sugigi-minta-maaf-903616"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pesbuker-ditegur-kpi-ely-sugigi-minta-maaf-903616"> <img
src="http://images.solopos.com/2018/03/Ely-Sugigi-Instagram-@elysugigi_real_1-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pesbuker-ditegur-kpi-ely-sugigi-minta-maaf-903616">Pesbuker Antv Ditegur KPI, Ely Sugigi Minta Maaf</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 10:00 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/hiburan/tv-plus" rel="category tag">TV Plus</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-sudirman-said-ajak-pendaki-rawat-bukit-sikunir-903460"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-sudirman-said-ajak-pendaki-rawat-bukit-sikunir-903460"> <img
src="http://images.solopos.com/2018/03/sudirman-5-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-sudirman-said-ajak-pendaki-rawat-bukit-sikunir-903460"><small>PILKADA 2018 </small><br
/> Sudirman Said Ajak Pendaki Rawat Bukit Sikunir</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 09:50 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pesbuker-antv-pindah-jam-tayang-jadi-dini-hari-karena-sanksi-kpi-903615"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pesbuker-antv-pindah-jam-tayang-jadi-dini-hari-karena-sanksi-kpi-903615"> <img
src="http://images.solopos.com/2018/03/teguran-KPI-untuk-Pesbukers-ANTV-Instagram-@kpipusat--80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pesbuker-antv-pindah-jam-tayang-jadi-dini-hari-karena-sanksi-kpi-903615">Pesbuker Antv Pindah Jam Tayang Jadi Dini Hari, Karena Sanksi KPI?</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 09:30 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/hiburan/tv-plus" rel="category tag">TV Plus</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/32-jalan-kabupaten-di-kulonprogo-rusak-903431"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/32-jalan-kabupaten-di-kulonprogo-rusak-903431"> <img
src="http://images.solopos.com/2014/03/jalan-rusak3-solo-100314-Ardiansyah-Indra-Kumala-SOLOPOS-150x100.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/32-jalan-kabupaten-di-kulonprogo-rusak-903431">32% Jalan Kabupaten di Kulonprogo Rusak</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 09:20 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/jogjapolitan/kulonprogo" rel="category tag">Kulon Progo</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/ini-target-kiper-psis-semarang-di-liga-1-903338"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/ini-target-kiper-psis-semarang-di-liga-1-903338"> <img
src="http://images.solopos.com/2018/03/jandia-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/ini-target-kiper-psis-semarang-di-liga-1-903338">Ini Target Kiper PSIS Semarang di Liga 1</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 08:50 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/nyepi-2018-umat-hindu-jalani-catur-brata-penyepian-903613"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/nyepi-2018-umat-hindu-jalani-catur-brata-penyepian-903613"> <img
src="http://images.solopos.com/2018/03/Tawur-Kesanga-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/nyepi-2018-umat-hindu-jalani-catur-brata-penyepian-903613"><small>NYEPI 2018 </small><br
/> Umat Hindu Jalani Catur Brata Penyepian</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 08:30 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/hiburan/pergelaran" rel="category tag">Issue</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/peningkatan-kualitas-koperasi-merupakan-keharusan-903421"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/peningkatan-kualitas-koperasi-merupakan-keharusan-903421"> <img
src="http://images.solopos.com/2013/09/Logo-koperasi-150x100.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/peningkatan-kualitas-koperasi-merupakan-keharusan-903421">Peningkatan Kualitas Koperasi Merupakan Keharusan</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 08:20 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/jogjapolitan/sleman2" rel="category tag">Sleman</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/mattel-jadikan-17-wanita-instpiratif-ini-sebagai-model-barbie-903610"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/mattel-jadikan-17-wanita-instpiratif-ini-sebagai-model-barbie-903610"> <img
src="http://images.solopos.com/2018/03/Barbie-Ibtihaj-Muhammad-Mattel.com--80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/mattel-jadikan-17-wanita-instpiratif-ini-sebagai-model-barbie-903610">Mattel Jadikan 17 Wanita Instpiratif Ini sebagai Model Barbie</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 08:00 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/lifestyle/fokus" rel="category tag">Fokus</a></span></div></div></div><div
class="post clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-ulama-suriah-dorong-taj-yasin-jadi-pemersatu-903442"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/pilkada-2018-ulama-suriah-dorong-taj-yasin-jadi-pemersatu-903442"> <img
src="http://images.solopos.com/2018/03/Yasin-dan-ulama-suriah-80x80.jpg"  width="75" height="75"> </a></div></div><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/17/pilkada-2018-ulama-suriah-dorong-taj-yasin-jadi-pemersatu-903442"><small>PILKADA 2018 </small><br
/> Ulama Suriah Dorong Taj Yasin jadi Pemersatu</a></h2><div
class="item_meta clearfix"> <span
class="meta_date">17-Mar-2018 07:50 WIB</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div></div><div
class="navigation" id="navigation"><div
class="alignleft" id="prevpostnav"></div><div
class="alignright" id="nextpostnav"> <a
href="http://www.solopos.com/page/2" >Berikutnya &raquo;</a></div></div></div></div></div></div><div
class="col col_4_of_12" id="r_sidebar" ><style type="text/css">.ahm-widget {
		background: #fff;
		width: 336px;
		height: auto;
		padding: 0;
		margin-bottom: 20px;
		/*-webkit-box-shadow: 0px 1px 1px 1px rgba(230,230,230,1);
		-moz-box-shadow: 0px 1px 1px 1px rgba(230,230,230,1);
		box-shadow: 0px 1px 1px 1px rgba(230,230,230,1);*/
	}
	.ahm-widget h3 {
		font-size: 18px;
		font-weight: bold;
		text-transform: uppercase;
		margin-bottom: 0;
		margin-top: 0;
		font-family: arial;
	}
	.powered {
		font-size: x-small;
		color: #666;
	}
	.ahm-widget ul {
		list-style: none;
		margin: 0;
		padding: 0;
		border: dashed 1px #ee1b2e;
	}
	.ahm-widget ul li {
		list-style: none;
		/*margin-bottom: 10px;*/
		display: block;
		color: #007a3d;
		font-weight: bold;
		font-family: arial;
		border-bottom: dashed 1px #ee1b2e;
		padding: 10px;
	}
	.ahm-widget ul li:last-child {
		border: none;
	}
	.ahm-widget ul li a {
		text-decoration: none;
		color: #444;
	}
	.ahm-widget ul li a:hover {
		text-decoration: none;
		color: #ee1b2e;
	}
	.ahm-widget ul li img {
		width: 80px;
		height: 60px;
		float: left;
		margin-right: 10px;
		vertical-align: center;
	}
	.ahm-widget ul {
		max-height: 250px;
		overflow-y: scroll;
		overflow-x: hidden;
	}
	.ahm-widget-title {
		height: 60px;
		background: #ee1b2e;
	}
	.ahm-widget-title img {
		height: 50px;
		padding: 5px 20px;
		float: left;
	}
	.ahm-copy {
		border: dashed 1px #ee1b2e;
		border-top: none;
	}</style><div
class="ahm-widget"><h3 class="ahm-widget-title"><a
href="https://www.astramotor-md.co.id" style="display: inline-block; width: 100%;"><img
src="http://www.solopos.com/elements/themes/2016/images/logo-ahm.png"></a></h3><ul><li><a
href="http://www.solopos.com/2018/03/11/astra-honda-motor-semarang-evaluasi-kks-di-smk-muh-2-cepu-hasilnya-mengejutkan-901973" title="Astra Honda Motor Semarang Evaluasi KKS di SMK Muh 2 Cepu, Hasilnya Mengejutkan!"><img
src="http://images.solopos.com/2018/03/SR-Honda-Cepu-80x80.jpg"> Astra Honda Motor Semarang Evaluasi KKS di SMK Muh 2 Cepu, Hasilnya Mengejutkan!</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/03/11/keren-santri-smk-azzahro-kendal-khusyuk-modifikasi-sepeda-motor-901965" title="Keren! Santri SMK Azzahro Kendal Khusyuk Modifikasi Sepeda Motor"><img
src="http://images.solopos.com/2018/03/Kampanye-safety-riding-Astra-Honda-Motor-di-SMK-Azzahro-Kendal-Sabtu-3-3-2018-Facebook-Smk-Azzahro-80x80.jpg"> Keren! Santri SMK Azzahro Kendal Khusyuk Modifikasi Sepeda Motor</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/03/10/gaya-lucu-bocah-bocah-tk-belajar-keselamatan-jalan-901578" title="Gaya Lucu Bocah-Bocah TK Belajar Keselamatan Jalan"><img
src="http://images.solopos.com/2018/03/SR-Honda-TK-80x80.jpg"> Gaya Lucu Bocah-Bocah TK Belajar Keselamatan Jalan</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/02/28/motor-bebek-vs-matik-mana-yang-terbaik-898824" title="Motor Bebek vs Matik, Mana yang Terbaik?"><img
src="http://images.solopos.com/2018/02/Honda-New-Vario-150-cc-Astra-Honda-Motor-80x80.jpg"> Motor Bebek vs Matik, Mana yang Terbaik?</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/02/16/valentines-day-begini-cara-astra-motor-jateng-rayakan-hari-kasih-sayang-895163" title="VALENTINE’S DAY : Begini Cara Astra Motor Jateng Rayakan Hari Kasih Sayang&#8230;"><img
src="http://images.solopos.com/2018/02/Valentine-Bersama-Astra-Motor_2-80x80.jpg"> VALENTINE’S DAY : Begini Cara Astra Motor Jateng Rayakan Hari Kasih Sayang&#8230;</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/02/16/astra-motor-jateng-rayakan-valentine-dengan-kampanyekan-safety-riding-895150" title="Astra Motor Jateng Rayakan Valentine dengan Kampanyekan Safety Riding"><img
src="http://images.solopos.com/2018/02/Astra-Motor-berikan-kejutan-pada-konsumen-setia-AHASS-dengan-mendatangi-konsumen-untuk-memberikan-coklat-dan-AHASS-Smart-Card-Astra-Motor-Jateng-80x80.jpeg"> Astra Motor Jateng Rayakan Valentine dengan Kampanyekan Safety Riding</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/02/12/keseruan-saat-pak-pos-di-solo-belajar-berkendara-yang-baik-893880" title="Keseruan Saat Pak Pos di Solo Belajar Berkendara yang Baik"><img
src="http://images.solopos.com/2018/02/Honda-3-80x80.jpg"> Keseruan Saat Pak Pos di Solo Belajar Berkendara yang Baik</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/02/05/begini-cara-aman-naik-sepeda-motor-saat-hujan-deras-891439" title="Begini Cara Aman Naik Sepeda Motor Saat Hujan Deras"><img
src="http://images.solopos.com/2016/01/Ilustrasi-kecelakaan-akibat-rel-kereta-api-menyilang-di-jalan.-Fikri-Yusuf-150x100.jpg"> Begini Cara Aman Naik Sepeda Motor Saat Hujan Deras</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/02/04/begini-cara-honda-astra-motor-kampanyekan-safety-riding-891214" title="Begini Cara Honda Astra Motor Kampanyekan Safety Riding"><img
src="http://images.solopos.com/2018/02/Honda-2-80x80.jpg"> Begini Cara Honda Astra Motor Kampanyekan Safety Riding</a><div
style="clear:both;"></div></li><li><a
href="http://www.solopos.com/2018/01/10/ini-tampilan-baru-new-honda-beat-883635" title="Ini Tampilan Baru New Honda Beat"><img
src="http://images.solopos.com/2018/01/AHM_New-Honda-BeAT-eSP-3-80x80.jpg"> Ini Tampilan Baru New Honda Beat</a><div
style="clear:both;"></div></li></ul><div
class="ahm-copy"><a
href="https://www.astramotor-md.co.id"><img
src="http://www.solopos.com/elements/themes/2016/images/logo-ahm-bottom.png"></a></div></div>  <script async='async' src='https://www.googletagservices.com/tag/js/gpt.js'></script>  <SCRIPT SRC="http://ib.adnxs.com/ttj?id=11297929&size=300x250" TYPE="text/javascript"></script> <div
class="widget"><div
class="widget_title"><a
href="http://www.solopos.tv/" target="_blank" title="SOLOPOS TV"><h3>Solopos TV</h3></div> <iframe
width="300" height="190" src="http://www.youtube.com/embed?max-results=1&controls=0&showinfo=0&rel=0&listType=user_uploads&list=SoloposTV" frameborder="0" allowfullscreen></iframe></div>  <script async='async' src='https://www.googletagservices.com/tag/js/gpt.js'></script> <script>var googletag = googletag || {};
                                googletag.cmd = googletag.cmd || [];</script> <script>googletag.cmd.push(function() {
                                googletag.defineSlot('/54058497/indihome-300x250', [300, 250], 'div-gpt-ad-1478063975920-0').addService(googletag.pubads());
    				googletag.defineSlot('/54058497/store300x250', [300, 250], 'div-gpt-ad-1507543858300-0').addService(googletag.pubads());
                                googletag.pubads().enableSingleRequest();
                                googletag.enableServices();
                                });</script> <div
align="center"></div><div
align="center"><div><div><div
class="imgdiv"> <a
href="http://www.tokosolopos.com/catalog/atasan/dress-anjani/1499406" title="olivia" target="_blank"><img
width="300" height="180" src="http://images.solopos.com/2018/03/olivia.jpg" class="attachment-300x250 size-300x250 wp-post-image" alt="" /></a></div></div></div>  <script type="text/javascript" src="http://js.genieessp.com/t/020/475/a1020475.js"></script> </div><div
class="widget"><div
class="widget_title"><h3>Kisah Unik</h3></div><div
class="tb_widget_recent_list clearfix"><div
class="item clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/mattel-jadikan-17-wanita-instpiratif-ini-sebagai-model-barbie-903610"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/mattel-jadikan-17-wanita-instpiratif-ini-sebagai-model-barbie-903610"><img
width="100" height="60" src="http://images.solopos.com/2018/03/Barbie-Ibtihaj-Muhammad-Mattel.com--300x180.jpg" class="attachment-100x60 size-100x60 wp-post-image" alt="Barbie Ibtihaj Muhammad (Mattel.com)" /></a></div></div><div
class="item_content"><h3><a
href="http://www.solopos.com/2018/03/17/mattel-jadikan-17-wanita-instpiratif-ini-sebagai-model-barbie-903610" >Mattel Jadikan 17 Wanita Instpiratif Ini sebagai Model Barbie</a></h3><div
class="item_meta clearfix"> <span
class="meta_date">17-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/lifestyle/fokus" rel="category tag">Fokus</a></span></div></div></div><div
class="item clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/17/viral-bocah-berseragam-berpelukan-tonton-videonya-sampai-habis-903579"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/17/viral-bocah-berseragam-berpelukan-tonton-videonya-sampai-habis-903579"><img
width="100" height="60" src="http://images.solopos.com/2018/03/Dua-bocah-berseragam-bergaya-seperti-orang-pacaran-Instagram-300x180.jpg" class="attachment-100x60 size-100x60 wp-post-image" alt="Dua bocah berseragam bergaya seperti orang pacaran (Instagram)" /></a></div></div><div
class="item_content"><h3><a
href="http://www.solopos.com/2018/03/17/viral-bocah-berseragam-berpelukan-tonton-videonya-sampai-habis-903579" >Viral Bocah Berseragam Berpelukan, Tonton Videonya Sampai Habis!</a></h3><div
class="item_meta clearfix"> <span
class="meta_date">17-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/nasional/peristiwa" rel="category tag">Peristiwa</a></span></div></div></div><div
class="item clearfix"><div
class="item_thumb"><div
class="thumb_icon"> <a
href="http://www.solopos.com/2018/03/16/carikan-istri-kedua-perempuan-ini-malah-kena-sindiran-telak-903298"><i
class="fa fa-copy"></i></a></div><div
class="thumb_hover"> <a
href="http://www.solopos.com/2018/03/16/carikan-istri-kedua-perempuan-ini-malah-kena-sindiran-telak-903298"><img
width="100" height="60" src="http://images.solopos.com/2018/03/Istri-pertama-carikan-istri-untuk-suaminya-Facebook-300x180.jpg" class="attachment-100x60 size-100x60 wp-post-image" alt="Istri pertama carikan istri untuk suaminya (Facebook)" /></a></div></div><div
class="item_content"><h3><a
href="http://www.solopos.com/2018/03/16/carikan-istri-kedua-perempuan-ini-malah-kena-sindiran-telak-903298" >Carikan Istri Kedua, Perempuan Ini Malah Kena Sindiran Telak</a></h3><div
class="item_meta clearfix"> <span
class="meta_date">16-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/nasional/peristiwa" rel="category tag">Peristiwa</a></span></div></div></div></div></div><div
class="iklan"></div><div
class="widget"><div
class="widget_title"><h3>Kolom</h3></div><div
class="tb_widget_posts_big clearfix"><div
class="item clearfix"><div
class="item_content"><h4><a
href="http://www.solopos.com/2018/03/07/gagasan-politikus-masuk-kampus-898492"><small>GAGASAN </small><br
/> Politikus Masuk Kampus</a></h4><p><p>Gagasan ini dimuat Harian Solopos edisi Senin (26/2/2018). Esai ini karya M. Zainal Anwar, dosen dan Direktur Pusat Kajian dan Pengembangan Pesantren Nusantara di Institut Agama Islam Negeri (IAIN) Surakarta. Solopos.com, SOLO&#8211;Hari-hari ini adalah hari-hari politik. Berbagai kegiatan politik makin&#8230;</p></p></div></div></div><div
align="center"> <img
src="http://chart.apis.google.com/chart?cht=qr&chs=275x275&chl=http://www.solopos.com/?p=903605&chld=L|1$choe=UTF-8"/></div><div
class="widget home_ads_r"><div
class="widget_title"><h3>Terpopuler</h3></div><div
class="tb_widget_pilihan clearfix"><div
class="item clearfix"><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/instagram-artis-seksi-berbikini-pevita-pearce-bikin-netizen-berimajinasi-903385"><span><small>INSTAGRAM ARTIS </small><br
/> Seksi Berbikini, Pevita Pearce Bikin Netizen Berimajinasi</span></a></h2><div
class="item_meta clearfix"> <span
class="meta_date">16-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/hiburan/pergelaran" rel="category tag">Issue</a></span></div></div><div
class="order"></div></div><div
class="item clearfix"><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/persis-solo-akhirnya-kontrak-dedi-tri-maulana-903264"><span>Persis Solo Akhirnya Kontrak Dedi Tri Maulana</span></a></h2><div
class="item_meta clearfix"> <span
class="meta_date">16-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/sepak-bola/liga-indonesia" rel="category tag">Indonesia</a></span></div></div><div
class="order"></div></div><div
class="item clearfix"><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/k-pop-xiumin-beberkan-karakter-personel-exo-903377"><span><small>K-POP </small><br
/> Xiumin Beberkan Karakter Personel Exo</span></a></h2><div
class="item_meta clearfix"> <span
class="meta_date">16-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/hiburan/pergelaran" rel="category tag">Issue</a></span></div></div><div
class="order"></div></div><div
class="item clearfix"><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/solopos-hari-ini-sup-sayur-lima-unsur-obati-kanker-hingga-pembatasan-power-bank-di-bandara-903365"><span><small>SOLOPOS HARI INI </small><br
/> Sup Sayur Lima Unsur Obati Kanker hingga Pembatasan Power Bank di Bandara</span></a></h2><div
class="item_meta clearfix"> <span
class="meta_date">16-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/nasional/peristiwa" rel="category tag">Peristiwa</a></span></div></div><div
class="order"></div></div><div
class="item clearfix"><div
class="item_content"><h2><a
href="http://www.solopos.com/2018/03/16/psis-semarang-pecat-subangkit-ini-alasannya-903445"><span>PSIS Semarang Pecat Subangkit, Ini Alasannya…</span></a></h2><div
class="item_meta clearfix"> <span
class="meta_date">16-3-2018</span> <span><i
class="fa fa-folder-open"></i> <a
href="http://www.solopos.com/semarang" rel="category tag">Semarang</a></span></div></div><div
class="order"></div></div></div></div></div><div><div
class="clear"></div></div><div
class="widget iklan"><div
class="fb-like-box" data-href="http://www.facebook.com/soloposcom" data-width="292" data-show-faces="true" data-border-color="#ffffff" data-stream="false" data-header="false"></div><div
class="clear"></div></div></div></div></div> </section> <footer
id="footer"><div
class="container"><div
class="row"><div
class="col col_4_of_12"><div
class="widget"><div
class="widget_title"><h3>Solopos.Com</h3></div><p>Solopos.com merupakan bagian dari Harian Umum Solopos. Website Solopos.com diluncurkan pada 19 September 2007 bertepatan dengan HUT Ke-10 Harian Solopos. Solopos.com tak hanya menghadirkan kabar seputar Soloraya namun informasi nasional dan global.</p></div><div
class="widget"><div
class="widget_title"><h3>Socialize</h3></div><div
class="tb_widget_socialize clearfix"> <a
href="http://www.facebook.com/soloposcom" target="_blank" class="icon facebook"><div
class="symbol"><i
class="fa fa-facebook"></i></div><div
class="text"><p>447,311</p><p>Facebook</p></div> </a> <a
href="https://www.twitter.com/soloposdotcom" target="_blank"  class="icon twitter"><div
class="symbol"><i
class="fa fa-twitter"></i></div><div
class="text"><p>54,809</p><p>Follower</p></div> </a></div></div></div><div
class="col col_2_of_12"><div
class="widget"><div
class="widget_title"><h3>Jaringan JIBI</h3></div><div
class="tb_widget_categories"><ul><li><a
href="http://www.bisnis.com">Bisnis Indonesia</a></li><li><a
href="http://kabar24.com">Kabar24</a></li><li><a
href="#">Harian Jogja</a></li><li><a
href="#">Nikkan Business Line</a></li><li><a
href="http://www.soloposfm.com">Solopos FM</a></li><li><a
href="http://www.starjogja.com">Star Jogja FM</a></li><li><a
href="http://www.madiunpos.com">Madiun Pos</a></li><li><a
href="http://www.semarangpos.com">Semarang Pos</a></li><li><a
href="http://www.rumah190.com">Rumah 190</a></li></ul></div></div></div><div
class="col col_2_of_12"><div
class="widget"><div
class="widget_title"><h3>Kanal</h3></div><div
class="tb_widget_categories"><ul><li><a
href="http://www.solopos.com/nasional">News</a></li><li><a
href="http://www.solopos.com/nasional">Soloraya</a></li><li><a
href="http://www.solopos.com/olahraga">Sport</a></li><li><a
href="http://www.solopos.com/sepak-bola">Sepak Bola</a></li><li><a
href="http://www.solopos.com/tekno">Tekno</a></li><li><a
href="http://www.solopos.com/hiburan">Hiburan</a></li><li><a
href="http://www.solopos.com/lifestyle">Lifestyle</a></li><li><a
href="http://www.solopos.com/loker">Lowongan Kerja</a></li><li><a
href="http://www.solopos.com/otomotif">Otomotif</a></li></ul></div></div></div><div
class="col col_2_of_12"><div
class="widget"><div
class="widget_title"><h3>Multimedia</h3></div><div
class="tb_widget_categories"><ul><li><a
href="http://www.solopos.tv/">Solopos TV</a></li><li><a
href="https://www.youtube.com/channel/UCy6hNNvL6cVlc3kntlaMbyA">Solopos Kids</a></li><li><a
href="#">Solo Pro</a></li><li><a
href="http://www.griya190.com">Jual beli Properti</a></li><li><a
href="http://epaper.solopos.com">Epaper</a></li><li><a
href="http://photo.solopos.com">Bank Foto</a></li><li><a
href="http://www.tokosolopos.com">Toko Solopos</a></li><li><a
href="http://www.solografika.com">Percetakan SGU</a></li><li><a
href="http://www.soloensis.com">Jurnalisme Warga</a></li></ul></div></div></div><div
class="col col_2_of_12"><div
class="widget"><div
class="widget_title"><h3>Internal</h3></div><div
class="tb_widget_categories"><ul><li><a
href="http://www.solopos.com/perihal/tentang-kami">Tentang Kami</a></li><li><a
href="http://www.solopos.com/perihal/copyright">Disclaimer</a></li><li><a
href="http://www.solopos.com/pedoman-media-siber">Pedoman Siber</a></li><li><a
href="http://www.solopos.com/perihal/copyright">Privacy Policy</a></li></ul></div></div></div></div></div> </footer><div
id="copyright" role="contentinfo"><div
class="container"><p>&copy; 2016 Solopos Digital Media. All rights reserved.</p></div></div></div>
 <script type="text/javascript" src="http://ajax.googleapis.com/ajax/libs/jquery/1.10.2/jquery.min.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/jqueryuiscript.min.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/smoothscroll.min.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/bxslider.min.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/viewportchecker.min.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/init.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/lockFix.js"></script> <script type="text/javascript" src="http://assets.solopos.com/elements/themes/2016/js/scrollbar.js"></script> <script type="text/javascript">(function($) {
                                $.lockfixed("#r_sidebar .home_ads_r",{offset: {top: 390, bottom: 740}});
                                $.lockfixed("#r_sidebar .populer",{offset: {top: 41, bottom: 450}});
                                $.lockfixed("#r_sidebar .indihome_ads",{offset: {top: 41, bottom: 270}});
                                $.lockfixed("#l_sidebar .home_ads_l",{offset: {top: 41, bottom: 940}});
                                $.lockfixed("#l_sidebar .pilihan",{offset: {top: 110, bottom: 450}});
                                $.lockfixed("#middle .title_float",{offset: {top: 41, bottom: 750}});
                            })(jQuery);</script> <script>$("#scrollpilihan").tinyscrollbar();
		   $("#scrollpopuler").tinyscrollbar();</script><script type='text/javascript' src='http://www.solopos.com/elements/themes/2016/js/jquery.infinitescroll.min.js'></script>
<script type='text/javascript' src='http://www.solopos.com/wp-includes/js/wp-embed.min.js'></script>
	<script>
	var infinite_scroll = {
		loading: {
			img: "http://m.solopos.com/elements/themes/mobilev4/images/loader.gif",
			msgText: "",
			finishedMsg: "All posts loaded."
		},
		"nextSelector":"#navigation .alignright a",
		"navSelector":"#navigation",
		"itemSelector":".post, .loopiklan",
		"contentSelector":"#autocontent",
				"maxPage":"5"
		
	};
	jQuery( infinite_scroll.contentSelector ).infinitescroll( infinite_scroll );
	</script>
	 
		
        <div id="fb-root"></div>
        <script>(function(d, s, id) {
          var js, fjs = d.getElementsByTagName(s)[0];
          if (d.getElementById(id)) return;
          js = d.createElement(s); js.id = id;
          js.src = "//connect.facebook.net/en_US/all.js#xfbml=1&appId=355220097834306";
          fjs.parentNode.insertBefore(js, fjs);
        }(document, 'script', 'facebook-jssdk'));</script>

        <script type="text/javascript">
        var _abd = _abd || [];
        /* load placement for account: solopos, site: http://solopos.com, size: 1x1 - pc, zone: popup */
        _abd.push(["1412566798","Popup","1412566833"]);
        </script> 

        <script src="http://static.ambient-platform.com/js/adnetwork.js" type="text/javascript"></script>
        <noscript><a href="http://delivery.ambient-platform.com/247/adServerNs/zid_1412566833/wid_1412566798/" target="_blank"><img src="http://delivery.ambient-platform.com/247/noscript/zid_1412566833/wid_1412566798/" /></a></noscript>

        <!-- iklan binomo add by yeyen 7-8-2017 -->
        <!-- <script type="text/javascript" src="http://a.brand.ad/storage/branding_new.js"></script> -->
      

    </body>
</html>