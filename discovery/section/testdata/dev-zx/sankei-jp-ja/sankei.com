<!DOCTYPE HTML>
<!--[if lt IE 7]>      <html prefix="og: http://ogp.me/ns#" class="no-js lt-ie10 lt-ie9 lt-ie8 lt-ie7"> <![endif]-->
<!--[if IE 7]>         <html prefix="og: http://ogp.me/ns#" class="no-js lt-ie10 lt-ie9 lt-ie8"> <![endif]-->
<!--[if IE 8]>         <html prefix="og: http://ogp.me/ns#" class="no-js lt-ie10 lt-ie9"> <![endif]-->
<!--[if IE 9]>         <html prefix="og: http://ogp.me/ns#" class="no-js lt-ie10"> <![endif]-->
<!--[if (gt IE 9)|!(IE)]><!--> <html lang="ja" prefix="og: http://ogp.me/ns#" class="no-js" > <!--<![endif]-->
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1" >
<meta charset="UTF-8" >
<script type="text/javascript" src="//www.sankei.com/smp/apr_common/js/redirect/rd.js" data-redirect="true" data-redirect-pattern="1"></script>
<!-- chartbeat start element -->
<script async src="//smp.sankei.co.jp/js/chartbeat/start.js"></script>
<title>産経ニュース</title>
<meta name="description" content="産経ニュースは産経デジタルが運営する産経新聞のニュースサイトです。社会、政治、経済、国際、スポーツ、エンタメなどの最新ニュースをお届けします。" >
<meta name="keywords" content="産経新聞,産経,サンケイ,新聞,ニュース,速報,政治,経済,社会,国際,スポーツ,エンタメ" >
<meta name="author" content="SANKEI DIGITAL INC." >
<meta name="copyright" content="Copyright 2018 SANKEI DIGITAL INC. All rights reserved." >
<meta property="og:title" content="トップページ" >
<meta property="og:type" content="article" >
<meta property="og:image" content="http://www.sankei.com/apr_news/images/v1/basic/news_ogp.jpg" >
<meta property="og:url" content="http://www.sankei.com/" >
<meta property="og:locale" content="ja_JP" >
<meta property="og:site_name" content="産経ニュース" >
<meta property="og:description" content="産経ニュースは産経デジタルが運営する産経新聞のニュースサイトです。社会、政治、経済、国際、スポーツ、エンタメなどの最新ニュースをお届けします。" >
<link rel="canonical" href="http://www.sankei.com/">
<meta name="dcterms.type" content="none">
<meta name="viewport" content="width=device-width">
<link rel="shortcut icon" href="/favicon.ico" type="image/vnd.microsoft.icon" > 
<link rel="stylesheet" href="//www.sankei.com/apr_news/css/v1/common/style.min.css">
<script src="//www.sankei.com/apr_common/js/v1/common/modernizr.custom.20140130.js"></script>
<script src="//www.sankei.com/apr_common/js/v1/common/jquery-1.11.1.min.js"></script>
<script src="//www.sankei.com/apr_common/js/v1/common/idangerous.swiper.min.js"></script>
<script src="//www.sankei.com/apr_common/js/v1/common/skd.min.js"></script>
<script id="analysis" src="//smp.sankei.co.jp/js/analytics/skd.Analysis.js" data-analysis-section="pc"></script>
<script src="//www.sankei.com/apr_news/js/v1/common/skn.min.js"></script>
<script async type="text/javascript" src="//smp.sankei.co.jp/js/analytics/www.sankei.com/ga.js"></script>
<script src='https://www.googletagservices.com/tag/js/gpt.js'></script>
<script>
 var gpt_slot1, gpt_slot2, gpt_slot3, gpt_slot4, gpt_slot5, gpt_slot6, gpt_slot7;
 googletag.cmd.push(function() {
  gpt_slot1 = googletag.defineSlot('/6974/SankeiNews/Bottom', [[640, 360], [336, 280], [300, 250]], 'div-gpt-ad-Bottom').addService(googletag.pubads());
  gpt_slot2 = googletag.defineSlot('/6974/SankeiNews/Rec_1st', [[300, 250], [300, 600]], 'div-gpt-ad-Rec_1st').addService(googletag.pubads());
  gpt_slot3 = googletag.defineSlot('/6974/SankeiNews/Rec_2nd', [[300, 250], [300, 600]], 'div-gpt-ad-Rec_2nd').addService(googletag.pubads());
  gpt_slot4 = googletag.defineSlot('/6974/SankeiNews/Rec_3rd', [[300, 250]], 'div-gpt-ad-Rec_3rd').addService(googletag.pubads());
  gpt_slot5 = googletag.defineSlot('/6974/SankeiNews/Rec_Article', [[300, 250]], 'div-gpt-ad-Rec_Article').addService(googletag.pubads());
  gpt_slot6 = googletag.defineSlot('/6974/SankeiNews/Rec_Center_L', [[300, 250]], 'div-gpt-ad-Rec_Center_L').addService(googletag.pubads());
  gpt_slot7 = googletag.defineSlot('/6974/SankeiNews/Rec_Center_R', [[300, 250]], 'div-gpt-ad-Rec_Center_R').addService(googletag.pubads());
  googletag.pubads().setTargeting("device", []).setTargeting("category-A", ["homepage"]).setTargeting("category-B", ["homepage"]).setTargeting("category-C", []).setTargeting("article_id", []).setTargeting("url", ["//www.sankei.com/"]);
  googletag.pubads().disableInitialLoad();
  googletag.pubads().enableSingleRequest();
  googletag.pubads().collapseEmptyDivs();
  googletag.enableServices();
 });
 
 /* apstag */
 !function(a9,a,p,s,t,A,g){if(a[a9])return;function q(c,r){a[a9]._Q.push([c,r])}a[a9]={init:function(){q("i",arguments)},fetchBids:function()
 {q("f",arguments)},setDisplayBids:function(){},_Q:[]};A=p.createElement(s);A.async=!0;A.src=t;g=p.getElementsByTagName(s)[0];g.parentNode.insertBefore(
 A,g)}("apstag",window,document,"script","//c.amazon-adsystem.com/aax2/apstag.js");
 
 apstag.init({
  pubID: '3623',
  adServer: 'googletag',
  bidTimeout: 2e3
 });
 
 apstag.fetchBids(
  {
   slots: [
    { slotID: 'div-gpt-ad-Bottom', slotName: '/6974/SankeiNews/Bottom', sizes: [[640, 360], [336, 280], [300, 250]] },
    { slotID: 'div-gpt-ad-Rec_1st', slotName: '/6974/SankeiNews/Rec_1st', sizes: [[300, 250], [300, 600]] },
    { slotID: 'div-gpt-ad-Rec_2nd', slotName: '/6974/SankeiNews/Rec_2nd', sizes: [[300, 250], [300, 600]] },
    { slotID: 'div-gpt-ad-Rec_3rd', slotName: '/6974/SankeiNews/Rec_3rd', sizes: [[300, 250]] },
    { slotID: 'div-gpt-ad-Rec_Article', slotName: '/6974/SankeiNews/Rec_Article', sizes: [[300, 250]] },
    { slotID: 'div-gpt-ad-Rec_Center_L', slotName: '/6974/SankeiNews/Rec_Center_L', sizes: [[300, 250]] },
    { slotID: 'div-gpt-ad-Rec_Center_R', slotName: '/6974/SankeiNews/Rec_Center_R', sizes: [[300, 250]] }
   ]
  },
  function(bids) {
   googletag.cmd.push(function() {
    apstag.setDisplayBids();
    googletag.pubads().refresh([gpt_slot1, gpt_slot2, gpt_slot3, gpt_slot4, gpt_slot5, gpt_slot6, gpt_slot7]);
   });
  }
 );
</script>
<script type="text/javascript">
  window._taboola = window._taboola || [];
  _taboola.push({home:'auto'});
  !function (e, f, u, i) {
    if (!document.getElementById(i)){
      e.async = 1;
      e.src = u;
      e.id = i;
      f.parentNode.insertBefore(e, f);
    }
  }(document.createElement('script'),
  document.getElementsByTagName('script')[0],
  '//cdn.taboola.com/libtrc/sankeidigital-sankei/loader.js',
  'tb_loader_script');
</script>
<!-- Facebook Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1446123758739355'); // Insert your pixel ID here.
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=1446123758739355&ev=PageView&noscript=1"
/></noscript>
<!-- DO NOT MODIFY -->
<!-- End Facebook Pixel Code -->
<meta property="fb:app_id" content="1701942480094762" />
<meta property="article:publisher" content="https://www.facebook.com/SankeiShimbun/" />
<link rel="stylesheet" href="//www.sankei.com/apr_news/css/v1/common/pyeongchang2018_all.min.css">
</head>
<body class="bodyMenu2" data-app-type="article">
<h1 class="speech">産経ニュース</h1>
<ul class="speech">
<li><a href="#primary">このページのメインコンテンツへジャンプ</a></li>
<li><a href="http://www.sankei.com/flash/newslist/flash-n1.html#primary">速報ニュース一覧へジャンプ</a></li>
<li><a href="http://www.sankei.com/module/design/footerSubarea.html">メニュー一覧へジャンプ</a></li>
</ul>
<!--chgview tag-->
<div id="chgview"></div>
<script src="//www.sankei.com/smp/apr_common/js/redirect/b.js" type="text/javascript"></script>
<!--chgview tag-->
<!-- part contentsContainer -->
<div id="contentsContainer">
<section class="contentBox">
<!-- part header -->
<div class="headerWrap">
<header class="clearfix">
<h1 class="speech">トップページ</h1>
<div id="headerMod" class="clearfix">
<p id="logo"><a href="./" title="サイトトップへ戻る"><img src="//www.sankei.com/apr_news/images/v1/basic/logo_header_news.png" alt="産経ニュース"></a></p>
<!-- 天気予報モジュール -->
<aside id="modWeather">
</aside>
<script src="//www.sankei.com/apr_news/js/v1/widget/weatherForecast.js"></script>
<ul class="modRelatedservice">
<li class="siteWest"><a href="./west/west.html">産経WEST</a></li>
<li class="siteDiscussion"><a href="http://ironna.jp/" target="_blank">オピニオン</a></li>
<li class="sitePhoto"><a href="./photo/">フォト</a></li>
</ul>
<!-- searchbox -->
<div class="modSearchBox">
<form action="//www.sankei.com/search/">
<input type="text" id="popin_query" name="q" title="Search for" value=""><input type="submit" id="searchbutton" value="検索">
</form>
</div>
<!-- searchbox -->
<div class="modSocialbtn">
<ul>
<li class="fb"><a href="https://www.facebook.com/SankeiShimbun" target="_blank"><span class="speech"></span></a></li>
<li class="tw"><a href="https://twitter.com/Sankei_news"><span class="speech"></span></a></li>
<li class="messenger"><a href="/info/fbm/"><span class="speech"></span></a></li>
</ul>
</div>
</div>
<div id="headerNav">
<nav class="clearfix">
<h1 class="speech">Site Navigation</h1>
<div class="navMaingenre">
<ul>
<li><a href="./" class="navHome current"><span>ホーム</span></a></li><!--
--><li><a href="./flash/newslist/flash-n1.html" class="navFlash"><span>速報</span></a></li><!--
--><li><a href="./sports/sports.html" class="navSports"><span>スポーツ</span></a></li><!--
--><li><a href="./sports/parasports.html" class="navParasports"><span>パラスポーツ</span></a></li><!--
--><li><a href="./entertainments/entertainments.html" class="navEntertainment"><span>エンタメ</span></a></li><!--
--><li><a href="./life/life.html" class="navLife"><span>ライフ</span></a></li><!--
--><li><a href="./region/region.html" class="navRegion"><span>地方</span></a></li><!--
--><li><a href="//www.sankei.com/life/topics/life-34490-t1.html" class="navAge"><span>100歳時代</span></a></li><!--
--><li><a href="http://www.dronetimes.jp" target="_blank" class="navDonetimes"><span>ドローン</span></a></li><!--
--><li><a href="./feature/okawara-ten/" class="navOkawara"><span>大河原邦男展</span></a></li><!--
--><li><a href="https://japan-forward.com/" class="navEng" target="_blank"><span>JAPAN Forward</span></a></li><!--
--><li id="adAlliance"></li>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/design/alliance/alliance_news.html","#adAlliance");
// --></script>
</ul>
</div>
<div class="navSubgenre"><ul>
<li><a href="./pyeongchang2018/pyeongchang2018.html" class="navOrinpics2018"><span>平昌パラ</span></a></li>
<li><a href="./affairs/affairs.html" class="navAffairs"><span>社会</span></a></li>
<li><a href="./politics/politics.html" class="navPolitics"><span>政治</span></a></li>
<li><a href="./world/world.html" class="navWorld"><span>国際</span></a></li>
<li><a href="./economy/economy.html" class="navEconomy"><span>経済</span></a></li>
<li><a href="./column/column.html" class="navColumn"><span>コラム</span></a></li>
<li><a href="./tokyo2020/tokyo2020.html" class="navTokyo2020"><span>東京五輪</span></a></li>
<li><a href="./gqjapan/newslist/gqjapan-n1.html" class="navGqjapan"><span>GQ</span></a></li>
<li><a href="./wired/newslist/wired-n1.html" class="navWired"><span>WIRED</span></a></li>
<li><a href="./main/topicslist/main-t1.html" class="navTopics"><span>特集</span></a></li>
<li><a href="./main/photolist/main-p1.html" class="navPhoto"><span>写真</span></a></li>
<li><a href="./main/ranking/main-r.html" class="navRanking"><span>ランキング</span></a></li>
<li id="navColumn">
<p class="navShuchou"><a href="./column/newslist/editorial-n1.html"><span class="speech">主張</span></a></p>
<p class="navSankeisho"><a href="./column/newslist/sankeisyo-n1.html"><span class="speech">産経抄</span></a></p>
</li>
</ul></div>
</nav>
</div>
<!-- header_navigation -->
</header>
</div>
<!-- part header -->
<!-- part content -->
<div class="contentWrap">
<div id="notificationWrap">
<div id='div-gpt-ad-Billboard'>
<script>
googletag.pubads().definePassback('/6974/SankeiNews/Billboard', [[728, 90], [1, 1], [970, 250]]).setTargeting("category-A", ["homepage"]).setTargeting("category-B", ["homepage"]).setTargeting("category-C", []).setTargeting("article_id", []).setTargeting("url", ["//www.sankei.com/"]).display();
</script>
</div> 
<!-- area additional full width-->
<div id="additional"></div>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/sys/news/alert.html","#additional");
// --></script>
<!-- area additional full width-->
</div>
<!-- area notificationWrap -->
<!-- area left -->
<div id="primary">
<div class="topMain clearfix">
<!-- module top news -->
<section class="modToppick clearfix">
<h1 class="speech">トップニュース</h1>
<div class="daiji">
<span>産経新聞</span>
<time>03月18日</time>
</div>
<article>
<span class="addition">
<time>23:36</time><span class="speech">更新</span>
</span>
<h1><a href="./politics/news/180317/plt1803170018-n1.html">「米に注射を」河野太郎外相が訪米を決行した理由</a></h1>
<p>　１５日（米東部時間）に米ワシントン入りした河野太郎外相は約２日間で６人の米政権要人との会談に臨むなど精力的に動いた。訪…<a href="./politics/news/180317/plt1803170018-n1.html">【続きを読む】</a></p>
</article>
</section>
<!-- module top news -->
<!-- ad Txt Premium -->
<aside id="adTxtpremium" class="clearfix">
<h1 class="speech">PR</h1>
<!-- begin ad sn.all.premium.text tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.premium.text&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.premium.text tag -->
</aside>
<!-- ad Txt Premium -->
<!-- module premium -->
<section class="modToplist">
<h1 class="speech">ピックアップニュース</h1>
<ul>
<li>
<a href="./affairs/news/180317/afr1803170024-n1.html">「被害は今も続いている」地下鉄サリン事件から２３年を前に被害者らが集会</a>
</li>
<li>
<a href="./world/news/180317/wor1803170029-n1.html">年金「満額」目前で…ＦＢＩ前副長官を免職　米政権との確執が原因か</a>
</li>
<li>
<a href="./world/news/180317/wor1803170027-n1.html">中国、米の「台湾旅行法」に「強い不満と断固とした反対」　</a>
</li>
<li>
<a href="./world/news/180317/wor1803170025-n1.html">歴史認識で日本に“強敵”　中国国家副主席に選出された王岐山氏</a>
</li>
<li>
<a href="./politics/news/180317/plt1803170015-n1.html">安倍昭恵首相夫人が対談会に参加　多くの報道陣詰めかける</a>
</li>
<li>
<a href="./economy/news/180317/ecn1803170032-n1.html">ソニー　２９年ぶりにアナログレコードを自社生産　２タイトルを２１日発売</a>
</li>
<li>
<a href="./life/news/180317/lif1803170009-n1.html">「世界の歴史はウソばかり」フランス・中国・韓国・ロシア…各国の暗黒史を暴露する</a>
</li>
<li>
<a href="./premium/news/180317/prm1803170024-n1.html">公開中の米映画が「ウルトラＱ」そっくり　ヒロイン演じた桜井浩子さんもびっくり</a>
</li>
<li>
<a href="./premium/news/180317/prm1803170008-n1.html">常勝・吉祥寺は３位に後退　「住みたい街」東京勢抑え１位に躍り出たのは…その理由とは</a>
</li>
</ul>
<span class="more clearfix"><a href="./flash/newslist/flash-n1.html">もっと見る</a></span>
<!-- ad Txt 2line -->
<aside id="adTxt2line" class="clearfix">
<h1 class="speech">PR</h1>
<!-- begin ad sn.all.text.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.text.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.text.01 tag -->
<!-- begin ad sn.all.text.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.text.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.text.02 tag -->
</aside>
<!-- ad Txt 2line -->
<!-- ad top Induction -->
<aside class="adTopInduction">
<h1 class="speech">PR</h1>
<p><a href="http://www.sankei.com/pyeongchang2018/pyeongchang2018.html"><img src="http://www.sankei.com/apr_news/images/v1/banner/bnr_20180307_paralympics2018_380x63.png" alt="banner"></a></p>
</aside>
<!-- ad top Induction -->
</section>
<!-- module premium -->
<div class="topModuleWrap">
<!-- module top slider -->
<section id="topPhotoSlider" class="modTopslider">
<h1 class="speech">ピックアップフォト</h1>
<div class="device">
<a class="arrow-left" href="#"></a>
<a class="arrow-right" href="#"></a>
<div class="swiper-container">
<div class="swiper-wrapper">
<div class="swiper-slide">
<a href="./sports/photos/180317/spo1803170054-p1.html">
<img src="./images/news/top/top_001.jpg?10627" onContextmenu="return false">
<p>
<span class="title">女子追い抜き日本優勝　Ｗ杯最終戦</span>
</p>
</a>
</div>
<div class="swiper-slide">
<a href="./economy/photos/180317/ecn1803170032-p1.html">
<img src="./images/news/top/top_002.jpg?10627" onContextmenu="return false">
<p>
<span class="title">アナログレコード人気再燃</span>
</p>
</a>
</div>
<div class="swiper-slide">
<a href="./premium/photos/180316/prm1803160012-p1.html">
<img src="./images/news/top/top_003.jpg?10627" onContextmenu="return false">
<p>
<span class="title">「オシャレ」で世界から注目、年金暮らしの日本人夫婦</span>
</p>
</a>
</div>
<div class="swiper-slide">
<a href="./west/photos/180317/wst1803170071-p1.html">
<img src="./images/news/top/top_004.jpg?10627" onContextmenu="return false">
<p>
<span class="title">「信徒発見」から１５３年</span>
</p>
</a>
</div>
<div class="swiper-slide">
<a href="./photo/daily/news/180317/dly1803170004-n1.html">
<img src="./images/news/top/top_005.jpg?10627" onContextmenu="return false">
<p>
<span class="title">制御不能　中国「宇宙実験室」落下迫る</span>
</p>
</a>
</div>
<div class="swiper-slide">
<a href="./photo/daily/news/180317/dly1803170017-n1.html">
<img src="./images/news/top/top_006.jpg?10627" onContextmenu="return false">
<p>
<span class="title">小型機墜落、１０人死亡　マニラ近郊</span>
</p>
</a>
</div>
</div>
</div>
<div class="pagination"></div>
</div>
</section>
<!-- module top slider -->
<section id="topMovie">
<h1>動画ニュース</h1>
<div class="modYoutube">
<iframe width="560" height="315" src="https://www.youtube.com/embed/5cQ2UUzH2W0" frameborder="0" allowfullscreen></iframe>
</div>
</section>
</div>
</div>
<!-- module site info -->
<section id="modSiteinfo" class="clearfix">
<h1 class="speech">PR</h1>
<p><span>囲碁</span><a href="./life/news/180306/lif1803060002-n1.html">十段戦第３局を間近で観戦</a></p>

<p><span>告知</span><a href="./etc/news/180201/etc1802010001-n1.html">いまなら月額２００円！産経電子版</a></p>

<p><span>告知</span><a href="./life/news/180123/lif1801230001-n1.html">キムタク表紙「Ｋｉｉｔｅ！」発売</a></p>

<p><span>告知</span><a href="./etc/news/180126/etc1801260001-n1.html">クオカード当たる囲碁アンケート</a></p>

</section>
<!-- module site info -->
<!-- module premium -->
<section id="modPremium" class="clearfix" data-swiper-loop="true">
<h2>プレミアム</h2>
<div class="swiper-container">
<ul class="swiper-wrapper clearfix">
<li class="swiper-slide">
<div class="swiper-item">
<span><a href="./premium/news/180317/prm1803170023-n1.html"><img src="./images/news/180317/prm1803170023-g1.jpg"></a></span>
<a href="./premium/news/180317/prm1803170023-n1.html">米国の“裏庭”でベテラン外交官が続々辞職　国務長官も解任で喜ぶのは中国？</a>
</div>
</li>
<li class="swiper-slide">
<div class="swiper-item">
<span><a href="./premium/news/180317/prm1803170019-n1.html"><img src="./images/news/180317/prm1803170019-g1.jpg"></a></span>
<a href="./premium/news/180317/prm1803170019-n1.html">女子高生が通行人に胸触らせ撮影…過激投稿、ユーチューバーに潜む罠と危険</a>
</div>
</li>
<li class="swiper-slide">
<div class="swiper-item">
<span><a href="./world/news/180316/wor1803160062-n1.html"><img src="./images/news/180316/wor1803160062-g1.jpg"></a></span>
<a href="./world/news/180316/wor1803160062-n1.html">エジプトの学校に日本式教育　掃除や日直…「公共意識」育て</a>
</div>
</li>
<li class="swiper-slide">
<div class="swiper-item">
<span><a href="./premium/news/180317/prm1803170021-n1.html"><img src="./images/news/180317/prm1803170021-g8.jpg"></a></span>
<a href="./premium/news/180317/prm1803170021-n1.html">１０日～１６日　両陛下、復興支援コンサートへ　客席で唱歌「故郷」口ずさまれる</a>
</div>
</li>
<li class="swiper-slide">
<div class="swiper-item">
<span><a href="./premium/news/180317/prm1803170017-n1.html"><img src="./images/news/180317/prm1803170017-g1.jpg"></a></span>
<a href="./premium/news/180317/prm1803170017-n1.html">一度乗ったら欲しくなる？　速い＋楽しい＋安い＝スズキ・スイフトスポーツ（前編）</a>
</div>
</li>
<li class="swiper-slide">
<div class="swiper-item">
<span><a href="./premium/news/180317/prm1803170018-n1.html"><img src="./images/news/180317/prm1803170018-g2.jpg"></a></span>
<a href="./premium/news/180317/prm1803170018-n1.html">小池知事定例会見録「一言で申し上げると、私は脇が甘かった」</a>
</div>
</li>
</ul>
</div>
<div class="pagination"></div>
<div class="modPremiumNav">
<div class="prev arrow"></div>
<div class="next arrow"></div>
</div>
<span class="more clearfix"><a href="./premium/newslist/premium-n1.html">もっと見る</a></span>
</section>
<!-- module premium -->
<div class="inductionWrap clearfix">
<aside class="contentInductions">
<h2 class="speech"></h2>
<a href="http://www.sankei.com/main/topics/main-33342-t.html"><img src="http://www.sankei.com/apr_news/images/v1/banner/banner_20180312_northKorea_325x50.png" alt="激動朝鮮半島"></a>
</aside>
<aside class="contentInductions">
<h2 class="speech"></h2>
<a href="http://www.sankei.com/main/topics/main-33413-t.html"><img src="http://www.sankei.com/apr_news/images/v1/banner/banner_20170517_megumiLetter_325x50.png
" alt="めぐみへの手紙"></a></aside></div>
<div class="inductionWrap clearfix">
<aside class="contentInductions">
<h2 class="speech"></h2>
<a href="http://www.sankei.com/feature/rachi2014/"><img src="http://www.sankei.com/apr_news/images/v1/banner/banner_20170517_abduction_325x50.png" alt="拉致被害者データファイル"></a>
</aside>
<aside class="contentInductions">
<h2 class="speech"></h2>
<a href="http://www.sankei.com/premium/topics/premium-26525-t1.html"><img src="http://www.sankei.com/apr_news/images/v1/banner/banner_20171228_inside_325x50.png" alt="経済インサイド"></a>
</aside>
</div>
<!-- module feature -->
<section id="modFeature">
<h2>特集</h2>
<div class="clearfix photoL">
<span class="photo"><a href="./main/topics/main-35491-t.html"><img src="./images/news/180317/plt1803170016-n1.jpg"></a></span>
<span class="text">
<p class="title"><a href="./main/topics/main-35491-t.html">森友文書問題</a></p>
<p class="lead">　学校法人「森友学園」への国有地売却問題をめぐり、財務省が決裁文書に書き換えがあったと認める方針…</p>
<ul>
<li><a href="./politics/news/180317/plt1803170016-n1.html">野党、安倍昭恵首相夫人付職員の喚問求める</a></li>
<li><a href="./west/news/180317/wst1803170019-n1.html" title="森友文書改竄　桜吹雪はすべてお見通しだ（３月１７日）">森友文書改竄　桜吹雪はすべてお見通しだ（３月１７日…</a></li>
<li><a href="./affairs/news/180317/afr1803170006-n1.html">高松市の男性が佐川宣寿氏らを告発</a></li>
<li><a href="./politics/news/180317/plt1803170006-n1.html" title="「朝日も信用できるところはある。時々当たる」　麻生太郎財務相、改竄疑惑を報じた朝日新聞を見直した？">「朝日も信用できるところはある。時々当たる」　麻生…</a></li>
</ul>
</span>
</div>
<div class="photoS">
<div class="clearfix">
<span class="photo"><a href="./main/topics/main-35505-t.html"><img src="./images/news/180317/afr1803170025-s1.jpg"></a></span>
<p class="title"><a href="./main/topics/main-35505-t.html">オウム死刑囚</a></p>
</div>
<p class="lead">オウム真理教による一連の事件で、東京拘置所に収容されていた死刑囚１３人について、法務省は、麻原彰…</p>
<ul>
<li><a href="./affairs/news/180317/afr1803170025-n1.html" title="オウム被害、進まぬ賠償　支援機構「一刻も早い配当を」　地下鉄サリン事件、２０日で２３年">オウム被害、進まぬ賠償　支援機…</a></li>
</ul>
</div>
<div class="photoS">
<div class="clearfix">
<span class="photo"><a href="./main/topics/main-35506-t.html"><img src="./images/news/180316/ecn1803160028-s1.jpg"></a></span>
<p class="title"><a href="./main/topics/main-35506-t.html">春闘</a></p>
</div>
<p class="lead">安倍首相が経済界に要請した「３％賃上げ」の実現が最大の焦点となる平成３０年の春闘。自動車や電機な…</p>
<ul>
<li><a href="./economy/news/180316/ecn1803160047-n1.html" title="賃上げ率、前年上回る２・１６％　連合第１回集計">賃上げ率、前年上回る２・１６％…</a></li>
</ul>
</div>
<aside class="adSponsored">
<h1 class="speech">スポンサード枠</h1>
<div class="clearfix">
<i class="tag-sp" title="Sponsored"></i><span class="photo"><a href="./life/news/180309/lif1803090002-n1.html"><img src="./images/news/180309/lif1803090002-s4.jpg"></a></span>
<p class="title"><a href="./life/news/180309/lif1803090002-n1.html">３６０度の世界は、もっと自由になっていく</a></p>
</div>
<p class="lead">　リコーの全天球型カメラ「ＲＩＣＯＨ ＴＨＥＴＡ（リコー・シータ）」（以下　ＴＨＥＴＡ）は、カメ…</p>
</aside>
<aside class="adSponsored">
<h1 class="speech">スポンサード枠</h1>
<div class="clearfix">
<i class="tag-sp" title="Sponsored"></i><span class="photo"><a href="./life/news/180307/lif1803070001-n1.html"><img src="./images/news/180307/lif1803070001-s1.jpg"></a></span>
<p class="title"><a href="./life/news/180307/lif1803070001-n1.html">１００歳時代の課題解決に挑む太陽生命保険　保険とサービスを一体的に提供　認知症への備え促す</a></p>
</div>
<p class="lead">　誰もが１００歳まで生きることが当たり前となる１００歳時代に備え、太陽生命保険が、超高齢社会の課…</p>
</aside>
<aside class="adSponsored">
<h1 class="speech">スポンサード枠</h1>
<div class="clearfix">
<i class="tag-sp" title="Sponsored"></i><span class="photo"><a href="./life/news/180219/lif1802190001-n1.html"><img src="./images/news/180219/lif1802190001-s1.jpg"></a></span>
<p class="title"><a href="./life/news/180219/lif1802190001-n1.html">2019年運転開始へ　クリーンな国産エネルギーに期待高まる　Jパワー参画「山葵沢地熱発電所」の建設着々！</a></p>
</div>
<p class="lead">　天候や昼夜に関係なく安定的に発電する純国産のクリーンエネルギーとして注目されている「地熱」。国…</p>
</aside>
<div class="photoS">
<div class="clearfix">
<span class="photo"><a href="./main/topics/main-35177-t.html"><img src="./images/news/180307/afr1803070043-s1.jpg"></a></span>
<p class="title"><a href="./main/topics/main-35177-t.html">リニア入札談合</a></p>
</div>
<p class="lead">「リニア中央新幹線」に関連する建設工事の入札に不正があった疑いがあるとして、東京地検特捜部が偽計…</p>
<ul>
<li><a href="./affairs/news/180307/afr1803070043-n1.html" title="「極めて残念と受け止めている」　ＪＲ東海社長">「極めて残念と受け止めている」…</a></li>
</ul>
</div>
<div class="photoS">
<div class="clearfix">
<span class="photo"><a href="./main/topics/main-35483-t.html"><img src="./images/news/180317/wor1803170025-s1.jpg"></a></span>
<p class="title"><a href="./main/topics/main-35483-t.html">中国全人代</a></p>
</div>
<p class="lead">中国の第１３期全国人民代表大会（全人代）第１回会議が北京で開幕。</p>
<ul>
<li><a href="./world/news/180317/wor1803170025-n1.html" title="歴史認識で日本に“強敵”　中国国家副主席に選出された王岐山氏">歴史認識で日本に“強敵”　中国…</a></li>
</ul>
</div>
<div class="photoS">
<div class="clearfix">
<span class="photo"><a href="./entertainments/topics/entertainments-35404-t1.html"><img src="./images/news/180308/wst1803080033-s1.jpg"></a></span>
<p class="title"><a href="./entertainments/topics/entertainments-35404-t1.html">大杉漣さん死去</a></p>
</div>
<p class="lead">名脇役として数多くの映画やドラマで活躍した俳優の大杉漣さんが、急性心不全で亡くなったことが分かっ…</p>
<ul>
<li><a href="./west/news/180308/wst1803080033-n1.html" title="「かかし」に宿る大杉漣さん　製作した職人、同年代の急逝しのぶ">「かかし」に宿る大杉漣さん　製…</a></li>
</ul>
</div>
<div class="ownmediaWrap clearfix">
<!-- begin ad ec.sn.box.l.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=120&keyword=ec.sn.box.l.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ec.sn.box.l.01 tag -->
<!-- begin ad ts.sankeinews.special.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=133&keyword=ts.sankeinews.special.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ts.sankeinews.special.01 tag -->
</div>
<div class="featureMore clearfix">
<h3>人気特集いろいろ</h3>
<ul><!--
--><li><a href="./premium/topics/premium-26405-t1.html">衝撃事件の核心</a></li><!--
--><li><a href="./premium/topics/premium-32189-t1.html">野口裕之の軍事情勢</a></li><!--
--><li><a href="./life/topics/life-31026-t1.html">話の肖像画</a></li><!--
--><li><a href="./premium/topics/premium-32753-t1.html">ソウルから　倭人の眼</a></li><!--
--><li><a href="./premium/topics/premium-32749-t1.html">杉田水脈のなでしこリポート</a></li><!--
--><li><a href="./premium/topics/premium-32739-t1.html">スポーツ異聞</a></li><!--
--><li><a href="./premium/topics/premium-32754-t1.html">ＴＶクリップ</a></li><!--
--><li><a href="./premium/topics/premium-32738-t1.html">朝鮮半島ウオッチ</a></li><!--
--><li><a href="./premium/topics/premium-32740-t1.html">ビジネス解読</a></li><!--
--></ul>
</div>
<span class="more clearfix"><a href="./main/topicslist/main-t1.html">もっと見る</a></span>
</section>
<!-- module feature -->
<div id="taboola-mid-main-column-thumbnails"></div>
<script type="text/javascript">
  window._taboola = window._taboola || [];
  _taboola.push({
    mode: 'text-links-a',
    container: 'taboola-mid-main-column-thumbnails',
    placement: 'Mid Main Column Thumbnails',
    target_type: 'mix'
  });
</script>
<!-- module Relatedservice -->
<div id="modRelatedservice" class="clearfix">
<section id="modDiscussion"></section>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/sys/ironna/ironna_top.html","#modDiscussion");
// --></script>
<section id="modPhotos" class="clearfix"></section>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/photo/module/sys/pickup/news_top.html","#modPhotos");
// --></script>
<section id="modWest">
<h1>関西版</h1>
<ul>
<li><a href="./west/news/180317/wst1803170081-n1.html">新名神の川西～神戸間が開通　全国有数の渋滞緩和へ</a></li>
<li><a href="./west/news/180317/wst1803170070-n1.html">玄海原発の「火山リスク」どう評価　佐賀地裁、２０日に可否判断</a></li>
<li><a href="./west/news/180317/wst1803170082-n1.html">漫画好き男女が恋活「会話弾み楽しかった」　京都国際マンガミュージアムで街コン</a></li>
</ul>
</section>
</div>
<!-- module Relatedservice -->
<!-- begin ad sn.all.recbox tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.recbox&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.recbox tag -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>社会</h3>
<span class="photo"><a href="./affairs/photos/180317/afr1803170024-p1.html"><img src="./images/news/180317/afr1803170024-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./affairs/news/180317/afr1803170024-n1.html">「被害は今も続いている」地下鉄サリン事件から２３年を前に被害者らが集会</a></li>
<li><a href="./affairs/news/180317/afr1803170025-n1.html">オウム被害、進まぬ賠償　支援機構「一刻も早い配当を」　地下鉄サリン事件、２０日で２３年</a></li>
<li><a href="./affairs/news/180317/afr1803170023-n1.html">出頭した元交際相手の男を逮捕　東京・多摩のマンション女性刺殺　交際トラブルか</a></li>
<li><a href="./affairs/news/180317/afr1803170022-n1.html">男児が池でおぼれ死亡　千葉・茂原、水遊び中か</a></li>
<li><a href="./affairs/news/180317/afr1803170021-n1.html">ＡＶ女優が覚醒剤所持疑い　コカインや大麻も…密売か</a></li>
<li><a href="./affairs/news/180317/afr1803170020-n1.html">障害の姉を放置死　妹夫婦に懲役５年６月判決　前橋地裁</a></li>
</ul>
<span class="more clearfix"><a href="./affairs/newslist/affairs-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>政治</h3>
<span class="photo"><a href="./politics/photos/180317/plt1803170018-p1.html"><img src="./images/news/180317/plt1803170018-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./politics/news/180317/plt1803170018-n1.html">河野太郎外相の訪米　米政権ゴタゴタ中の「注射」の旅　拉致問題など日本の立場浸透図る</a></li>
<li><a href="./politics/news/180317/plt1803170016-n1.html">【森友問題】野党、安倍昭恵首相夫人付職員の喚問求める</a></li>
<li><a href="./politics/news/180317/plt1803170015-n1.html">安倍昭恵首相夫人が対談会に参加　多くの報道陣詰めかける</a></li>
<li><a href="./politics/news/180317/plt1803170014-n1.html">【平昌パラ】安倍晋三首相「ラストスパートは圧巻！」　金メダルの新田佳浩を祝福</a></li>
<li><a href="./politics/news/180317/plt1803170013-n1.html">ブルーインパルス、１８日に横須賀に飛来　防衛大卒業式を祝賀</a></li>
<li><a href="./politics/news/180317/plt1803170012-n1.html">民進党東京都連会長に川合孝典参院議員</a></li>
</ul>
<span class="more clearfix"><a href="./politics/newslist/politics-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>国際</h3>
<span class="photo"><a href="./world/photos/180317/wor1803170037-p1.html"><img src="./images/news/180317/wor1803170037-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./world/news/180317/wor1803170037-n1.html">【トランプ政権】米、イラン核合意見直しめぐり欧州に追加措置要請</a></li>
<li><a href="./world/news/180317/wor1803170034-n1.html">【露大統領選】ロシアで１８日に大統領選　４選確実視されるプーチン氏　「信任の証し」投票率確保に躍起</a></li>
<li><a href="./world/news/180317/wor1803170031-n1.html">【激動・朝鮮半島】韓国外相、米国務副長官と会談　北と在韓米軍の議論せず</a></li>
<li><a href="./world/news/180317/wor1803170030-n1.html">独仏首脳が会談　ＥＵ改革で６月までに行程表</a></li>
<li><a href="./world/news/180317/wor1803170029-n1.html">【トランプ政権】ＦＢＩ前副長官　年金「満額」２日前に免職　米政権との確執原因か</a></li>
<li><a href="./world/news/180317/wor1803170027-n1.html">【トランプ政権】中国「強い不満と断固とした反対」　米「台湾旅行法」に猛反発</a></li>
</ul>
<span class="more clearfix"><a href="./world/newslist/world-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>経済</h3>
<span class="photo"><a href="./economy/photos/180317/ecn1803170032-p1.html"><img src="./images/news/180317/ecn1803170032-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./economy/news/180317/ecn1803170032-n1.html">アナログレコード人気再燃　ソニーが２９年ぶり自社生産　２タイトルを２１日発売</a></li>
<li><a href="./economy/news/180317/ecn1803170031-n1.html">桜シーズン到来　訪日客目当ての花見商戦スタート　写真スポット設置、名所散策宿泊プランなど注力</a></li>
<li><a href="./economy/news/180317/ecn1803170001-n1.html">【スゴ技ニッポン】固定価格買い取り制度終了「２０３２年問題」をどう乗り越えるか</a></li>
<li><a href="./economy/news/180317/ecn1803170030-n1.html">【米輸入制限】適用除外品、審査に９０日間　</a></li>
<li><a href="./economy/news/180317/ecn1803170003-n1.html">【びっくりサイエンス】津波の恐怖、ＶＲで記者がリアルに体験　防災訓練用の運転シミュレーター</a></li>
<li><a href="./economy/news/180317/ecn1803170029-n1.html">【米輸入制限】ＥＵ、対米報復関税リスト公表　３５０品目、８３００億円相当</a></li>
</ul>
<span class="more clearfix"><a href="./economy/newslist/economy-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>コラム</h3>
<span class="photo"><a href="./column/photos/180317/clm1803170006-p1.html"><img src="./images/news/180317/clm1803170006-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./column/news/180317/clm1803170006-n1.html">【ソウルからヨボセヨ】時流に乗ったお手軽改憲（？）になりそうだが…</a></li>
<li><a href="./column/news/180317/clm1803170005-n1.html">【目線～読者から】米朝首脳会談へ「核兵器放棄まで信用してはいけない」（３月７～１４日）</a></li>
<li><a href="./column/news/180317/clm1803170004-n1.html">【一筆多論】米朝会談後の世界考えよ　榊原智</a></li>
<li><a href="./column/news/180317/clm1803170003-n1.html">【産経抄】３月１７日</a></li>
<li><a href="./column/news/180317/clm1803170002-n1.html">【主張】日銀の新体制　「出口」の時機を見誤るな</a></li>
<li><a href="./column/news/180317/clm1803170001-n1.html">【主張】ハーグ条約　子を守るルール周知せよ</a></li>
</ul>
<span class="more clearfix"><a href="./column/newslist/column-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>ライフ</h3>
<span class="photo"><a href="./life/photos/180317/lif1803170024-p4.html"><img src="./images/news/180317/lif1803170024-n4.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./life/news/180317/lif1803170024-n1.html">【囲碁・国際棋戦】山下敬吾九段が勝ち、井山裕太七冠と対戦へ　ワールド碁チャンピオンシップ始まる</a></li>
<li><a href="./life/news/180317/lif1803170023-n1.html">急いで食わネバ！　水戸納豆早食い世界大会に１５８人参戦</a></li>
<li><a href="./life/news/180317/lif1803170004-n1.html">【アメリカを読む】アカデミー賞、男性優位に変化の予感？</a></li>
<li><a href="./life/news/180317/lif1803170022-n1.html">東京で桜の開花宣言　平年より９日早く</a></li>
<li><a href="./life/news/180317/lif1803170021-n1.html">渡良瀬遊水地で“春の風物詩”ヨシ焼き　ヨシ原に炎、黒煙広がる</a></li>
<li><a href="./life/news/180317/lif1803170001-n1.html">インフルエンザ治った証明書「要」「不要」？　なぜ分かれる学校の対応</a></li>
</ul>
<span class="more clearfix"><a href="./life/newslist/life-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>GQ JAPAN</h3>
<span class="photo"><a href="./gqjapan/photos/180317/gqj1803170001-p1.html"><img src="./images/news/180317/gqj1803170001-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./gqjapan/news/180317/gqj1803170001-n1.html">ついにクルマが空を飛ぶ！　アウディ、エアバス、イタルデザインがタッグ　革新的な乗り物を提案</a></li>
<li><a href="./gqjapan/news/180311/gqj1803110001-n1.html">これぞ新ＢＭＷ流モテパターン？　ＢＭＷの新型ＳＡＶ、Ｘ２がやってくる！</a></li>
<li><a href="./gqjapan/news/180310/gqj1803100001-n1.html">進行方向やアラートを路面に投影　メルセデス・ベンツ、画期的なデジタルライトを発表</a></li>
<li><a href="./gqjapan/news/180308/gqj1803080001-n1.html">準備に１年　チャーチル演じた労働階級の”英雄”、ゲイリー・オールドマンの怪演に注目</a></li>
<li><a href="./gqjapan/news/180304/gqj1803040001-n1.html">西海岸から伊リヴィエラ地方の美しい港町“ポルトフィーノ”へ！　フェラーリ最新の２＋２ＧＴクーペ・スパイダー登場</a></li>
<li><a href="./gqjapan/news/180205/gqj1802050001-n1.html">おっ、いいじゃん！　アルファロメオの新型セダン、ジュリアは想像以上の気持ちよさ</a></li>
</ul>
<span class="more clearfix"><a href="./gqjapan/newslist/gqjapan-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section class="modIndexphoto clearfix">
<h3>WIRED</h3>
<span class="photo"><a href="./wired/photos/180315/wir1803150001-p1.html"><img src="./images/news/180315/wir1803150001-n1.jpg"></a></span>
<span class="text">
<ul>
<li><a href="./wired/news/180315/wir1803150001-n1.html">ホーキング博士が「人類の未来」について語っていたこと　「地球に留まることは絶滅の要因」</a></li>
<li><a href="./wired/news/180310/wir1803100001-n1.html">「パイロットも酔う」ほどの暴風が襲った米東海岸　“安全着陸”が至上命題のコックピットでいったい何が？　その技術に迫る</a></li>
<li><a href="./wired/news/180308/wir1803080001-n1.html">平昌五輪の新種目「ビッグエア」支えた美しき巨大建造物　迫力の舞台はこうして作られた</a></li>
<li><a href="./wired/news/180307/wir1803070001-n1.html">電気自動車が普及すると、電力網を「破壊」する？　問題解決のために、いまやるべきこと</a></li>
<li><a href="./wired/news/180304/wir1803040001-n1.html">ＮＡＳＡが密かにテストする、形状記憶合金の「動く翼」　無人機による実験現場に潜入</a></li>
<li><a href="./wired/news/180303/wir1803030001-n1.html">米、「５Ｇネットワーク」構築で中国に遅れ　大容量通信を「贅沢品」…都市も農村も情報格差</a></li>
</ul>
<span class="more clearfix"><a href="./wired/newslist/wired-n1.html">もっと見る</a></span>
</span>
</section>
<!-- module column -->
<!-- module column -->
<section id="modIndexSonae" class="modIndexphoto clearfix"></section>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/sys/sonae/modIndexSonae.html","#modIndexSonae");
// --></script>
<!-- module column -->
<!-- ad adMegafoot left -->
<aside id="adMegafoot" class="clearfix">
<h1 class="speech">PR</h1>
<div id='div-gpt-ad-Bottom'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-Bottom'); });
</script>
</div>
</aside>
<!-- ad adMegafoot left -->
</div>
<!-- area left -->
<!-- area right -->
<div id="secondary">
<div class="sideFixedWrapper">
<!-- adInduction_part -->
<aside id="adInduction" class="clearfix">
<h1 class="speech">PR</h1>
<p>
<!-- begin ad sn.all.300x50 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.300x50&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.300x50 tag -->
</p>
</aside>
<!-- adToprectangle_part -->
<!-- adToprectangle_part -->
<aside id="adToprectangle" class="clearfix">
<h1 class="speech">PR</h1>
<div id='div-gpt-ad-Rec_1st'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-Rec_1st'); });
</script>
</div>
<script type="text/javascript" src="//static.criteo.net/js/ld/publishertag.js"></script>
<div id="717072" style="width:300px;height:600px;"></div>
<script type="text/javascript">
Criteo.DisplayAcceptableAdIfAdblocked({
    "zoneid": 717072,
    "containerid": "717072"});
</script>
</aside>
<!-- adToprectangle_part -->
<section id="modDailynews">
<h1>きょうの動き</h1>
<ul>
<li><a href="./sports/news/180317/spo1803170054-n1.html">女子追い抜き　日本が優勝</a></li>
<li><a href="./pyeongchang2018/news/180317/pye1803170002-n1.html">平昌パラ　新田佳浩が金メダル</a></li>
<li><a href="./sports/news/180317/spo1803170042-n1.html">大坂なおみ、世界１位を破る</a></li>
<li><a href="./sports/news/180317/spo1803170048-n1.html">カーリング藤沢・山口組が４強に</a></li>
<li><a href="./life/news/180317/lif1803170022-n1.html">東京で桜の開花宣言</a></li>
<li><a href="./affairs/news/180317/afr1803170023-n1.html">出頭した元交際相手の男を逮捕</a></li>
<li><a href="./affairs/news/180317/afr1803170017-n1.html">山形新幹線に７０代刃物男</a></li>
<li><a href="./world/news/180317/wor1803170024-n1.html">露が報復で英外交官を国外追放</a></li>
<li><a href="./world/news/180317/wor1803170023-n1.html">中国国家副主席に王岐山氏選出</a></li>
<li><a href="./life/news/180317/trv1803170001-n1.html">新型ロマンスカー出発進行！</a></li>
</ul>
</section>
<!-- module subscribe -->
<aside class="modSubscribe">
<h1 class="speech">ご案内</h1>
<ul class="clearfix">
<li class="subscribeShimbun"><a href="http://reader.sankei.co.jp/reader/" target="_blank">新聞購読のお申し込み</a></li><!--
--><li class="subscribeBooks"><a href="http://sankei.jp/publications/" target="_blank">書籍・雑誌</a></li>
</ul>
</aside>
<!-- module subscribe -->
<!-- module ranking -->
<section id="modRanking" class="clearfix" data-rank-genre="all">
<h1><a href="./main/ranking/all-r.html">「総合」のランキング</a></h1>
<div class="modRankingwrap skduiTabs">
<ul class="tab clearfix">
<li class="current chartbeatTab" data-skdui-tabkey="chartbeat"><a href="#">瞬間</a></li><!--
--><li class="accesscountTab" data-skdui-tabkey="accesscount"><a href="#">アクセス</a></li><!--
--><li class="socialcountTab" data-skdui-tabkey="socialcount"><a href="#">ソーシャル</a></li><!--
--></ul>
<div class="rankingBody">
<section class="chartbeatRankingWidget chartbeatBody" data-limit="10">
<div class="js-holder"></div>
</section>
<section class="accessRankingWidget accesscountBody" data-limit="10" data-rank-term="daily">
<div class="js-holder"></div>
</section>
<section class="socialRankingWidget socialcountBody" data-limit="5">
<div class="js-holder"></div>
</section>
</div>
<span class="more"><a href="./main/ranking/all-r.html">もっと見る</a></span>
</div>
<script src="//www.sankei.com/apr_news/js/v1/widget/rankingWidget.js"></script>
</section>
<!-- module ranking -->
<!-- ad Midrectangle -->
<aside id="adMidrectangle" class="clearfix">
<h1 class="speech">PR</h1>
<div id='div-gpt-ad-Rec_2nd'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-Rec_2nd'); });
</script>
</div>
</aside>
<!-- ad Midrectangle -->
<!-- ad Feature1st -->
<aside id="adFeature1st">
<h1>産経スペシャル</h1>
<!-- begin ad sn.all.special.280x120 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.280x120&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.280x120 tag -->
<!-- begin ad sn.all.special.txt.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.01 tag -->
<!-- begin ad sn.all.special.txt.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.02 tag -->
<!-- begin ad sn.all.special.txt.03 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.03&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.03 tag -->
<!-- begin ad sn.all.special.txt.04 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.04&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.04 tag -->
<!-- begin ad sn.all.special.txt.05 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.05&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.05 tag -->
<!-- begin ad sn.all.special.txt.06 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.06&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.06 tag -->
<!-- begin ad sn.all.special.txt.07 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.07&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.07 tag -->
<!-- begin ad sn.all.special.txt.08 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.special.txt.08&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.special.txt.08 tag -->
</aside>
<!-- ad Feature1st -->
<section id="parts_databox"></section>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/sys/finance/modDataBox.html","#parts_databox");
// --></script>
<!-- ad Feature2nd -->
<aside id="adFeature2nd">
<h1>今週のトピックス<span class="pr">PR</span></h1>
<ul class="clearfix">
<!-- begin ad sn.all.chumoku.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.chumoku.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.chumoku.01 tag -->
<!-- begin ad sn.all.chumoku.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.chumoku.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.chumoku.02 tag -->
<!-- begin ad sn.all.chumoku.03 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.chumoku.03&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.chumoku.03 tag -->
<!-- begin ad sn.all.chumoku.04 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="https://sankei2ad.durasite.net/A-affiliate2/mobile?site=128&keyword=sn.all.chumoku.04&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad sn.all.chumoku.04 tag -->
</ul>
</aside>
<!-- ad Feature2nd -->
<!-- module scoreboard -->
<section id="modScoreboard">
<h1><span>試合速報</span></h1>
<iframe id="scoreboard" frameborder="0" src="http://www.sanspo.com/module/board/_msn_top_b.htm" name="scoreboard"></iframe>
</section>
<!-- module scoreboard -->
<!-- module press release -->
<section class="modPressrelease">
<h1>プレスリリース</h1>
<ul class="clearfix">
<li><a href="./economy/news/180317/prl1803170041-n1.html" title="ヴィーナスフォートがグランドリニューアルオープン！VENUSFORT 2018・SPRING RENEWAL">ヴィーナスフォートがグランドリニ…</a></li>
<li><a href="./economy/news/180317/prl1803170040-n1.html" title="千葉県鴨川市 小中学校の跡地活用を市民が議論 －無作為に選ばれた市民による「100人会議」がスタート">千葉県鴨川市 小中学校の跡地活用…</a></li>
<li><a href="./economy/news/180317/prl1803170039-n1.html" title="“かわいすぎるスポーツキャスター”中川絵美里が、誕生日に「100点満点」の1st写真集を発売!! 「体を鍛えて健康的に筋肉をつけたい」と23歳の抱負も！">“かわいすぎるスポーツキャスター…</a></li>
<li><a href="./economy/news/180317/prl1803170038-n1.html" title="【お知らせ】埼玉の魅力をJ:COMが発信！コンセプトは「埼玉密着(ハート)ご当地密着」「J:COM Saitama Studio」オープニングセレモニーを開催">【お知らせ】埼玉の魅力をJ:CO…</a></li>
<li><a href="./economy/news/180317/prl1803170037-n1.html" title="フランス・ブルターニュで愛された3代続く味と技。ル ビアン関西店舗にて、4/1（日）から「プランタンフェア」を開催致します！">フランス・ブルターニュで愛された…</a></li>
<li><a href="./economy/news/180317/prl1803170036-n1.html" title="4月22日（日）川合麻紀先生とレンズベビーワークショップ（限定10名）">4月22日（日）川合麻紀先生とレ…</a></li>
</ul>
</section>
<!-- module press release -->
<!-- module JapanStyle -->
<section id="modJapanStyle"></section>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/sys/japanstyle/modJapanStyle.html","#modJapanStyle");
// --></script>
<!-- module sankeiinfo -->
<section class="modSankeiinfo">
<h1>産経新聞社から</h1>
<ul class="clearfix">
<li><a href="http://www.sankei.co.jp/saiyo/" target="_blank">平成31年新卒採用エントリーを開始しました。</a></li>
<li><a href="http://www.sankeisquare.com/" target="_blank">営業局の情報サイト「産経スクエア」</a></li>
<li><a href="http://www.eventsankei.jp/" target="_blank">産経新聞のイベントガイド</a></li>
<li><a href="http://www.sankei-shokai.jp/" target="_blank">産経国際書会</a></li>
<li><a href="http://www.sankei.co.jp/wave/" target="_blank">産経ファンクラブ「ウェーブ産経」</a></li>
<li><a href="http://sankei-shougakukai.jp/" target="_blank">産経奨学生募集</a></li>
<li><a href="http://seiron-sankei.com/" target="_blank">雑誌「正論」</a></li>
<li><a href="http://chizai-visual.sankei.co.jp/" target="_blank">産経ビジュアル《写真販売サービス》</a></li>
<li><a href="http://denshi.sankei.co.jp/">産経電子版</a></li>
<li><a href="https://webs.sankei.co.jp/sankei/">産経Web-S/eテキスト</a></li>
</ul>
</section>
<!-- module sankeiinfo -->
<!-- ad adThirdrectangle -->
<aside id="adThirdrectangle" class="clearfix">
<h1 class="speech">PR</h1>
<div id='div-gpt-ad-Rec_3rd'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-Rec_3rd'); });
</script>
</div>
</aside>
<!-- ad adThirdrectangle -->
<aside class="adBnr clearfix">
<h1 class="speech">東京2020</h1>
<a href="./tokyo2020/tokyo2020.html">
<img src="//www.sankei.com/apr_news/images/v1/banner/tokyo2020supporter.png" />
</a>
</aside>
</div>
<!-- area sideFixedWrapper -->
</div>
<!-- area right -->
</div>
<!-- part content -->
<!-- part footer -->
<div class="footerWrap">
<div id="footerSubarea"></div>
<script type="text/javascript"><!--
$SKD.loaderHTML("//www.sankei.com/module/design/footerSubarea.html","#footerSubarea");
// --></script>
<div class="footerMainarea">
<!-- module footer -->
<footer>
<ul>
<li><a href="http://sankei.jp/" target="_blank">産経新聞社</a></li><!--
--><li><address><a href="http://www.sankei-digital.co.jp" target="_blank">運営会社</a></address></li><!--
--><li><a href="http://www.sankei-digital.co.jp/others/kiyaku.html">利用規約</a></li><!--
--><li><a href="http://www.sankei-digital.co.jp/others/privacy.html" target="_blank">プライバシーポリシー</a></li><!--
--><li><a href="http://www.sankei-digital.co.jp/others/iproperty.html" target="_blank">知的財産権ポリシー</a></li><!--
--><li><a href="http://www.sankei-digital.co.jp/advertising/index.html" target="_blank">web広告掲載</a></li><!--
--><li><a href="http://www.sankei.com/frequency/">お問い合わせ</a></li><!--
--><li><a href="http://reader.sankei.co.jp/reader/">新聞購読</a></li>
</ul>
<p class="copyrights">
<small>&copy;2018&nbsp;The Sankei Shimbun & <a href="http://www.sankei-digital.co.jp/" target="_blank">SANKEI DIGITAL</a> All rights reserved.</small>
</p>
</footer>
<!-- module footer -->
</div>
</div>
<!-- part footer -->
</section>
</div>
<!-- part contentsContainer -->
<script defer src="//www.sankei.com/apr_news/js/v1/common/init.js"></script>
<script src="//www.sankei.com/apr_common/js/others/popin.js"></script>
<script type="text/javascript">
  window._taboola = window._taboola || [];
  _taboola.push({flush: true});
</script>
<div id='div-gpt-ad-RichAd'>
<script>
  googletag.pubads().definePassback('/6974/SankeiNews/RichAd', [1, 1]).setTargeting("category-A", ["homepage"]).setTargeting("category-B", ["homepage"]).setTargeting("category-C", []).setTargeting("article_id", []).setTargeting("url", ["//www.sankei.com/"]).display();
</script>
</div>
<!-- chartbeat end element -->
<script async src="//smp.sankei.co.jp/js/chartbeat/end.js"></script>
<script type="text/javascript" src="//cf.eco-tag.jp/asi/asi-pix-sankei_news-min.js"></script>
<noscript>
<img src="http://www.google-analytics.com/collect?v=1&tid=UA-36184830-71&cid=201606010001&t=pageview&dh=www.sankei.com&dp=%2F&dt=TOP201606010001&sc=end" style="display: none; height: 0; width: 0;">
</noscript>
</body>
</html>