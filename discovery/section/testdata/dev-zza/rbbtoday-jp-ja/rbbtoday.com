<!doctype html>
<html lang="ja" prefix="og: http://ogp.me/ns#">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=1170">
<meta property="fb:app_id" content="213710028647386">
<link rel="stylesheet" href="/base/css/a.2018031605.css">
<script type="text/javascript">
(function(w,k,v,k2,v2) {
  w[k]=v; w[k2]=v2;
  var val={}; val[k]=v; val[k2]=v2;
  (w.dataLayer=w.dataLayer||[]).push(val);
})(window, 'tpl_name', 'pages/top', 'tpl_page', 'top');
</script>
<!--[if lt IE 9]>
<script src="/base/scripts/html5shiv.min.js"></script>
<script src="https://ajax.googleapis.com/ajax/libs/jquery/1.11.2/jquery.min.js"></script>
<script>window.jQuery || document.write('\x3Cscript src="/base/scripts/jquery-1.11.2.min.js">\x3C/script>');</script>
<![endif]-->
<!--[if gte IE 9]><!-->
<script src="https://ajax.googleapis.com/ajax/libs/jquery/2.1.3/jquery.min.js"></script>
<script>window.jQuery || document.write('\x3Cscript src="/base/scripts/jquery-2.1.3.min.js">\x3C/script>');</script>
<!--<![endif]-->
<script type="text/javascript" async src="/base/scripts/a.min.2018031605.js"></script>




<!-- Facebook Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1665201680438262');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=1665201680438262&ev=PageView&noscript=1"
/></noscript>
<!-- DO NOT MODIFY -->
<!-- End Facebook Pixel Code -->



        
            <title>RBB TODAY | ブロードバンド情報サイト</title>
    <meta name="keywords" content="IT・デジタル,ビジネス,エンタメ,ライフ,ショッピング,SPEED TEST,イベント/セミナー">
    <meta name="description" content="『RBB TODAY』は、ブロードバンドへのエントリーから活用までをカバーした日本最大のブロードバンド情報サイト。その他、エンタメや芸能、ＩＴ関連情報など幅広いジャンルを配信する総合ニュースサイトです。">

        <meta property="og:title" content="RBB TODAY | ブロードバンド情報サイト">
    <meta property="og:description" content="『RBB TODAY』は、ブロードバンドへのエントリーから活用までをカバーした日本最大のブロードバンド情報サイト。その他、エンタメや芸能、ＩＴ関連情報など幅広いジャンルを配信する総合ニュースサイトです。">
    
    
    <meta property="og:type" content="website">
  <meta property="og:site_name" content="RBB TODAY">
  <meta property="og:url" content="https://www.rbbtoday.com/">
  <meta property="og:image" content="https://www.rbbtoday.com/base/images/img_ogp.png">

<link rel="apple-touch-icon" sizes="76x76" href="/base/images/touch-icon-76.png">
<link rel="apple-touch-icon" sizes="120x120" href="/base/images/touch-icon-120.png">
<link rel="apple-touch-icon" sizes="152x152" href="/base/images/touch-icon-152.png">
<link rel="apple-touch-icon" sizes="180x180" href="/base/images/touch-icon-180.png">
<script async src='https://www.googletagservices.com/tag/js/gpt.js'></script>
<script>
  var googletag = googletag || {};
  googletag.cmd = googletag.cmd || [];
  var cX = cX || {}; cX.callQueue = cX.callQueue || [];
  cX.callQueue.push(['invoke', function() {
  googletag.cmd.push(function() {
    var adsng = '0';
    var category = 'null';
    var ref = document.referrer;
    ref = ref !== '' ? encodeURI(ref.split('/')[2]) : 'null';
    var segments = cX.getUserSegmentIds({persistedQueryId:'103c35db41bdb997c80835fa7c8343832c9821e5'});
    var tpl = 'pages/top';
    var pr = '0';
    googletag.defineSlot('/2261101/rbb_pc:com_header_970x250_1', [[1,1], [728,90], [970,90], [970,250]], 'div-gpt-ad-1479963047859-0').addService(googletag.pubads()).setCollapseEmptyDiv(true);
    googletag.defineSlot('/2261101/rbb_pc:com_right_300x250_1', [300,250], 'div-gpt-ad-1481018702545-0').addService(googletag.pubads()).setCollapseEmptyDiv(true);
    googletag.pubads().setTargeting('adsng', adsng);
    googletag.pubads().setTargeting('category', category);
    googletag.pubads().setTargeting('pr', pr);
    googletag.pubads().setTargeting('referrer', ref);
    googletag.pubads().setTargeting("CxSegments", segments);
    googletag.pubads().setTargeting('tpl', tpl);
    googletag.pubads().enableSingleRequest();
    googletag.enableServices();
    });
  }]);
  (function(d,s,e,t){e=d.createElement(s);e.type='text/java'+s;e.async='async';
  e.src='http'+('https:'===location.protocol?'s://s':'://')+'cdn.cxense.com/cx.js';
  t=d.getElementsByTagName(s)[0];t.parentNode.insertBefore(e,t);})(document,'script');
</script><script type="text/javascript" src="/feature/cxense/js/cx-scrolldepth.js" async></script>

<meta name="cXenseParse:pageclass" content="frontpage" />
<meta name="cXenseParse:iid-page-type" content="トップページ" />
<meta name="cXenseParse:iid-page-name" content="top" />


<link rel="canonical" href="https://www.rbbtoday.com/">
<link rel="alternate" media="only screen and (max-width: 640px)" href="https://s.rbbtoday.com/">
<link rel="alternate" type="application/rss+xml" title="RSS" href="https://www.rbbtoday.com/rss/index.rdf">
<link rel="next" href="https://www.rbbtoday.com/article/?page=2">
</head>

<body class="thm-page-index" data-nav="home">
<noscript><iframe src="//www.googletagmanager.com/ns.html?id=GTM-W379ZD"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<script>
(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'//www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-W379ZD');
</script>

<header class="thm-header">
  <div class="header-wrapper cf">
<h1 class="header-logo">
  <a class="link" href="https://www.rbbtoday.com/" data-sub-title=""><img class="logo" src="/base/images/header-logo.png" alt="RBB TODAY | ブロードバンド情報サイト"></a>
</h1><div id="iidid-button-area">
  <img src="/base/images/logo-iid-id.png" alt="iid ID" class="iidid-logo">
  <div class="iidid-login">
    <a target="_blank" href="https://id.iid.jp/users/add?acl_code=xrflso3z" class="item">新規登録</a>
    <a target="_blank" href="https://id.iid.jp/users?acl_code=xrflso3z" class="item">マイページ</a>
  </div>
</div>
  </div>
<nav class="thm-nav global-nav js-global-nav"><ul class="nav-main-menu js-main-menu"><li class="item js-nav-home nav-home"><a class="link" href="/">ホーム</a><ul class="nav-sub-menu js-sub-menu"></ul><!-- /.nav-sub-menu --></li><li class="item js-nav-digital nav-digital"><a class="link" href="/category/digital/">IT・デジタル</a><ul class="nav-sub-menu js-sub-menu"><li class="sub-item"><a class="link" href="/category/digital/mobilebiz/latest/">モバイル</a></li><li class="sub-item"><a class="link" href="/category/digital/infra/latest/">回線・ブロードバンド</a></li><li class="sub-item"><a class="link" href="/category/digital/enterprise/latest/">エンタープライズ</a></li><li class="sub-item"><a class="link" href="/category/digital/hardware/latest/">ハードウェア</a></li><li class="sub-item"><a class="link" href="/category/digital/software/latest/">ソフトウェア・サービス</a></li><li class="sub-item"><a class="link" href="/category/digital/security/latest/">セキュリティ</a></li><li class="sub-item"><a class="link" href="/category/digital/science/latest/">科学・宇宙</a></li><li class="sub-item"><a class="link" href="/category/digital/others/latest/">その他</a></li></ul><!-- /.nav-sub-menu --></li><!-- /.item --><li class="item js-nav-business nav-business"><a class="link" href="/category/business/">ビジネス</a><ul class="nav-sub-menu js-sub-menu"><li class="sub-item"><a class="link" href="/category/business/company/latest/">企業</a></li><li class="sub-item"><a class="link" href="/category/business/management/latest/">経営</a></li><li class="sub-item"><a class="link" href="/category/business/career/latest/">人材・キャリア</a></li><li class="sub-item"><a class="link" href="/category/business/market/latest/">マーケット</a></li><li class="sub-item"><a class="link" href="/category/business/overseas/latest/">グローバル</a></li><li class="sub-item"><a class="link" href="/category/business/others/latest/">その他</a></li></ul><!-- /.nav-sub-menu --></li><!-- /.item --><li class="item js-nav-entertainment nav-entertainment"><a class="link" href="/category/entertainment/">エンタメ</a><ul class="nav-sub-menu js-sub-menu"><li class="sub-item"><a class="link" href="/category/entertainment/movie/latest/">映画・ドラマ</a></li><li class="sub-item"><a class="link" href="/category/entertainment/music/latest/">音楽</a></li><li class="sub-item"><a class="link" href="/category/entertainment/sports/latest/">スポーツ</a></li><li class="sub-item"><a class="link" href="/category/entertainment/gravure/latest/">グラビア</a></li><li class="sub-item"><a class="link" href="/category/entertainment/blog/latest/">ブログ</a></li><li class="sub-item"><a class="link" href="/category/entertainment/research/latest/">調査</a></li><li class="sub-item"><a class="link" href="/category/entertainment/photo-report/latest/">フォトレポート</a></li><li class="sub-item"><a class="link" href="/category/entertainment/overseas/latest/">海外エンタメ</a></li><li class="sub-item"><a class="link" href="/category/entertainment/others/latest/">その他</a></li></ul><!-- /.nav-sub-menu --></li><!-- /.item --><li class="item js-nav-life nav-life"><a class="link" href="/category/life/">ライフ</a><ul class="nav-sub-menu js-sub-menu"><li class="sub-item"><a class="link" href="/category/life/gourmet/latest/">グルメ・食品</a></li><li class="sub-item"><a class="link" href="/category/life/fashion/latest/">ファッション</a></li><li class="sub-item"><a class="link" href="/category/life/health/latest/">美容・健康</a></li><li class="sub-item"><a class="link" href="/category/life/others/latest/">その他</a></li></ul><!-- /.nav-sub-menu --></li><!-- /.item --><li class="item js-nav-shopping nav-shopping"><a class="link" href="/category/shopping/">ショッピング</a><ul class="nav-sub-menu js-sub-menu"><li class="sub-item"><a class="link" href="/category/shopping/amazon/latest/">Amazonセール情報</a></li><li class="sub-item"><a class="link" href="/category/shopping/shopping/latest/">ショッピング</a></li></ul><!-- /.nav-sub-menu --></li><!-- /.item --><li class="item js-nav-speed nav-speed"><a class="link" href="http://speed.rbbtoday.com/" target="_blank">SPEED TEST</a></li><!-- /.item --><li class="item js-nav-event nav-event"><a class="link" href="http://expotoday.com/" target="_blank">イベント/セミナー</a></li><!-- /.item --></ul><!-- /.nav-main-menu --></nav><!-- /.thm-nav -->
<dl class="nav-giga cf ">
 <dt class="heading">注目の話題</dt>
 <dd class="keyword">
  <ul>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4478/recent"  target="_blank">CES 2018</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4469/recent/"  target="_blank">クラウドファンディング</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4459/recent/"  target="_blank">iPhone 8/8Plus/X</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4154/recent/%E6%A0%BC%E5%AE%89%E3%82%B9%E3%83%9E%E3%83%9B"  target="_blank">格安スマホ</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4474/recent/"  target="_blank">デジージョ</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/2497/recent/AI%E3%80%81%E4%BA%BA%E5%B7%A5%E7%9F%A5%E8%83%BD"  target="_blank">AI（人工知能）</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4170/recent/%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2%E5%A5%B3%E5%AD%90"  target="_blank">エンジニア女子</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/3728/recent/%E3%83%90%E3%83%BC%E3%83%81%E3%83%A3%E3%83%AB%E3%83%AA%E3%82%A2%E3%83%AA%E3%83%86%E3%82%A3%EF%BC%88VR%EF%BC%89"  target="_blank">VR（バーチャルリアリティ）</a></li>
      <li class="item"><a class="link" href="https://www.rbbtoday.com/special/4481/recent/Mobile+World+Congress+2018%EF%BC%88MWC+2018%EF%BC%89" >MWC 2018</a></li>
  </ul>
 </dd>
</dl>

<div class="main-ad">

<!-- /2261101/rbb_pc:com_header_970x250_1 -->
<div id='div-gpt-ad-1479963047859-0'>
<script>
cX.callQueue.push(['invoke', function() {
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1479963047859-0'); });
}]);
</script>
</div>

</div>

<!-- global_nav -->
</header>

<div class="thm-body cf">
  <main class="thm-main">
<div class="cx-top-news">
      <h2 class="cx-top-news-title">トピックス</h2>
    </div>
    <script type="text/javascript" src="/base/scripts/jquery-cx-relation-article.js"></script>



    <script>
    cX.callQueue.push(['invoke', function() {
    $('.thm-body').cxRelatedArticle({
      widgetConfig:{
        widgetId: '9a73dba08ed10a08a676411b69d34724f5a8e468',
        userId: cX.getUserId(),
        url: '',
        categories: {"taxonomy":"holiday"}
      },
      positions: [{ selector: '.cx-top-news-title', pos: 'after' }],
      templateHtml: '<% articles.forEach(function(article, index) { if(index == 0){ %><section class="cx-top"><% } else if (index <=3){ %><section class="cx-top-news-list-right"><% } else { %><section class="cx-top-news-list"><% } %><a data-click-url="<%- article.click_url %>" class="link" href="<%- article.url %>"><article class="cx-top-content"><% var image = article.image.replace("http:",""); var width = 0; var height = 0; if(index == 0){ width = 612; height = 408; } else if(index <= 3) { image = image.replace("/std_huge/","/std_middle/"); width = 207; height = 136; } else { image = image.replace("/std_huge/","/std_large/"); width = 268; height = 178; } %><img class="cx-top-content-img" width=<%- width %> height=<%- height %> src="<%- image %>"><h3 class="cx-top-content-title"><% var title = article.title.split("|")[0]; if(0 < index && index <=3 ){ title = title.substr(0,30) + "..."; } %><%- title %></h3></article></a></section><% }); %>',
      thumbnail: 'std_huge',
      dateFormat: ''
    });
    }]);
    </script>


<div class="news-title-wrapper">
  <h2 class="news-title">最新ニュース</h2>
  <a class="title-more" href="/article/?page=2">最新ニュースをもっと見る</a>
</div>
<section class="main-news">
  <div class="news-list">
<section class="item item--highlight item--cate-digital item--cate-digital-infra item--subcate-infra">
  <a class="link" href="/article/2018/03/16/159029.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593872.jpg" alt="IoTの普及を加速させるか？フランス発の通信技術「Sigfox」とは……活用事例も続々 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-16T21:56:57+09:00">2018.3.16 Fri 21:56</time>
      <h3 class="title">IoTの普及を加速させるか？フランス発の通信技術「Sigfox」とは……活用事例も続々</h3>
      <p class="summary">京セラコミュニケーションシステムが日本国内で専属契約を結ぶSigfox（シグフォックス）のIoT向けソリューションを紹介するセミナー形式のイベント「KCCS IoT Conference 2018」を開催した。</p>
    </div>
  </a>
</section><section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/16/159022.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593848.jpg" alt="ナンジャタウンでHoloLens「パックマンで追いかけっこした午後」 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-16T17:54:02+09:00">2018.3.16 Fri 17:54</time>
      <h3 class="title">ナンジャタウンでHoloLens「パックマンで追いかけっこした午後」</h3>
      <p class="summary">HoloLensはマイクロソフトが作り上げたMRゴーグル。先日、このHoloLensを使ったアトラクションを遊びに、池袋のナンジャタウンに行ってきた。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2018/03/16/159003.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593780.jpg" alt="ドローンが不審者を追い詰める！SF映画さながらのワンシーンが実現へ 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-16T09:38:56+09:00">2018.3.16 Fri 9:38</time>
      <h3 class="title">ドローンが不審者を追い詰める！SF映画さながらのワンシーンが実現へ</h3>
      <p class="summary">　ドローンが敷地内に不審者を見つけ、ただちに立ち去るようにスピーカーで警告し、逃げる不審者を追跡して、どちらの方向に逃げたかまで確認する―――。近未来を描いたSF映画のこんなワンシーンが、近いうちに実現しそうだ。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/15/158991.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593745.jpg" alt="Apple Watchとフィットネスマシンの連携はじまる！アップル「GymKit」を体験した 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-15T22:18:01+09:00">2018.3.15 Thu 22:18</time>
      <h3 class="title">Apple Watchとフィットネスマシンの連携はじまる！アップル「GymKit」を体験した</h3>
      <p class="summary">Apple Watchとジムのフィットネスマシンが連携する、アップルの「GymKit」が3月15日から日本でも楽しめるようになった。ANYTIME FITNESS 恵比寿店でいち早くその魅力を体験してきた。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/15/158981.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593677.jpg" alt="日本初のASUSオフィシャルストア「ASUS Store Akasaka」に行ってみた 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-15T18:00:03+09:00">2018.3.15 Thu 18:00</time>
      <h3 class="title">日本初のASUSオフィシャルストア「ASUS Store Akasaka」に行ってみた</h3>
      <p class="summary">ASUSが赤坂に日本初の来店型店舗「ASUSストア」を作り、3月2日にオープンした。ASUS製品の販売だけでなく、修理の相談やバッテリーの交換、充電サービス、ノートPCへの英語キーボード換装サービスまで、さまざまなサービスを受けることができる。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-software item--subcate-software">
  <a class="link" href="/article/2018/03/15/158970.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593581.jpg" alt="「疾患リスクの予測」「“あまおう”のブランド力向上」成果が見え始めたAI、IoT活用 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-15T12:18:31+09:00">2018.3.15 Thu 12:18</time>
      <h3 class="title">「疾患リスクの予測」「“あまおう”のブランド力向上」成果が見え始めたAI、IoT活用</h3>
      <p class="summary">東京・お台場で国内のロボティクスに関連する最先端の研究成果が集まるイベントが開催された。PSソリューションズが開発する農業用IoTサービス「e-kakashi」など会場で見つけた展示を振り返ってみよう。</p>
    </div>
  </a>
</section>
<section class="item item--special">
  <a class="link" href="https://www.rbbtoday.com/special/4481/recent/Mobile+World+Congress+2018%EF%BC%88MWC+2018%EF%BC%89">
    <img class="figure" src="/imgs/p/X8AIdxTucVz9i_J4-UELZE1OSkHtQ0JFREdG/591751.jpg" alt="【MWC 2018】世界最大！IT・モバイルの展示会、MWCが今年も開幕！ 画像">
    <div class="figcaption">
      <span class="group">特集</span>
      <h3 class="title">【MWC 2018】世界最大！IT・モバイルの展示会、MWCが今年も開幕！</h3>
      <p class="summary"></p>
    </div>
  </a>
</section>
<section class="item item--special">
  <a class="link" href="https://www.rbbtoday.com/special/4458/recent/%E6%9C%80%E6%96%B0iPhone%E3%82%92%E4%BD%BF%E3%81%84%E3%81%93%E3%81%AA%E3%81%99">
    <img class="figure" src="/imgs/p/X8AIdxTucVz9i_J4-UELZE1OSkHtQ0JFREdG/577026.jpg" alt="【連載・最新iPhoneを使いこなす】最新iPhoneやiOS、周辺グッズも絡めた使いこなしをお届け 画像">
    <div class="figcaption">
      <span class="group">特集</span>
      <h3 class="title">【連載・最新iPhoneを使いこなす】最新iPhoneやiOS、周辺グッズも絡めた使いこなしをお届け</h3>
      <p class="summary"></p>
    </div>
  </a>
</section>
<section class="item item--special">
  <a class="link" href="/special/4170/recent/今週のエンジニア女子">
    <img class="figure" src="/imgs/p/X8AIdxTucVz9i_J4-UELZE1OSkHtQ0JFREdG/586578.jpg" alt="【連載・エンジニア女子】様々な企業で活躍する女性エンジニアのやり甲斐・夢をレポート 画像">
    <div class="figcaption">
      <span class="group">特集</span>
      <h3 class="title">【連載・エンジニア女子】様々な企業で活躍する女性エンジニアのやり甲斐・夢をレポート</h3>
      <p class="summary"></p>
    </div>
  </a>
</section>
<section class="item item--highlight item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/14/158941.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593520.jpg" alt="Apple IDの変更方法と事前準備　バックアップからパスワード管理まで一挙紹介 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-14T17:03:24+09:00">2018.3.14 Wed 17:03</time>
      <h3 class="title">Apple IDの変更方法と事前準備　バックアップからパスワード管理まで一挙紹介</h3>
      <p class="summary">たとえば、「使わなくなったiPadを子どもに使わせたい」「Apple IDとして登録していたメールアドレスが、卒業や転職で変更しなくてはいけなくなった」「なぜかログインができなくなった」など、Apple IDを変更したいシチュエーションが時々ある。</p>
    </div>
  </a>
</section><section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/14/158936.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593488.jpg" alt="Apple、「WWDC 2018」をサンノゼで開催！注目の新製品は...？ 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-14T11:32:51+09:00">2018.3.14 Wed 11:32</time>
      <h3 class="title">Apple、「WWDC 2018」をサンノゼで開催！注目の新製品は...？</h3>
      <p class="summary">米Appleは現地時間6月4日より開発者向けカンファレンス「WWDC 2018」を開催する。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2018/03/14/158934.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593452.jpg" alt="【デジージョ レビュー】旅行に持っていきたい！ボトル付きの卓上加湿器で砂漠の中のホテルもバッチリ！ 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-14T11:15:03+09:00">2018.3.14 Wed 11:15</time>
      <h3 class="title">【デジージョ レビュー】旅行に持っていきたい！ボトル付きの卓上加湿器で砂漠の中のホテルもバッチリ！</h3>
      <p class="summary">　ホテルに宿泊すると、かならずエアコンによる乾燥に悩みませんか？ 喉が乾燥しすぎて眠れないなんてこともありますよね。一泊ならなんとかなっても、連泊では常にある程度の湿度は欲しくなります。そんなとき便利なのが持ち運びやすい卓上加湿器です。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/14/158922.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593316.jpg" alt="【デジージョ 座談会】どんなトレンドが見えてきた？あらためて振り返る「CES 2018」 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-14T07:00:02+09:00">2018.3.14 Wed 7:00</time>
      <h3 class="title">【デジージョ 座談会】どんなトレンドが見えてきた？あらためて振り返る「CES 2018」</h3>
      <p class="summary">参加したデジージョの面々で今年のCESを振り返る座談会を開催。会期終了から少し間は空いてしまいましたが、来年のCESを占う意味も込めて、それぞれが感じたCES、そして気になる製品についてお届けしましょう。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2018/03/13/158915.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593418.jpg" alt="脳の電気信号でサイバー義肢を動かせ！国際競技大会「サイバスロン」の提唱者に聞く 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-13T16:25:14+09:00">2018.3.13 Tue 16:25</time>
      <h3 class="title">脳の電気信号でサイバー義肢を動かせ！国際競技大会「サイバスロン」の提唱者に聞く</h3>
      <p class="summary">　最新のテクノロジーにより「義手」や「義足」の可能性が飛躍的に拡大しつつある。スイス・チューリッヒでは、手術で腕や脚を失った障害者たちによる国際競技大会「サイバスロン（CYBATHLON）」が開催された。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/13/158903.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593362.jpg" alt="【デジージョ レポート】あらゆる電子書籍を自動で“点字”に変換する「BraiBook」がすごい！ 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-13T09:30:02+09:00">2018.3.13 Tue 9:30</time>
      <h3 class="title">【デジージョ レポート】あらゆる電子書籍を自動で“点字”に変換する「BraiBook」がすごい！</h3>
      <p class="summary">ITジャーナリスト富永彩乃によるガジェットレポート！今回は、スペイン・バルセロナでMWC 2018と併催された展示会「4YFN（4 Years From Now）」の会場から、画期的な“点字”電子書籍リーダーを紹介します。</p>
    </div>
  </a>
</section>
<section class="item item--special">
  <a class="link" href="https://www.rbbtoday.com/special/4457/recent">
    <img class="figure" src="/imgs/p/X8AIdxTucVz9i_J4-UELZE1OSkHtQ0JFREdG/574953.jpg" alt="【連載・格安スマホの料金明細】本当に安いの？実際の料金明細を紹介！ 画像">
    <div class="figcaption">
      <span class="group">特集</span>
      <h3 class="title">【連載・格安スマホの料金明細】本当に安いの？実際の料金明細を紹介！</h3>
      <p class="summary"></p>
    </div>
  </a>
</section>
<section class="item item--special">
  <a class="link" href="/article/2017/01/20/148714.html">
    <img class="figure" src="/imgs/p/X8AIdxTucVz9i_J4-UELZE1OSkHtQ0JFREdG/511143.jpg" alt="【ライター募集】 画像">
    <div class="figcaption">
      <span class="group">特集</span>
      <h3 class="title">【ライター募集】</h3>
      <p class="summary"></p>
    </div>
  </a>
</section>
<section class="item item--special">
  <a class="link" href="https://www.rbbtoday.com/category/entertainment/">
    <img class="figure" src="/imgs/p/X8AIdxTucVz9i_J4-UELZE1OSkHtQ0JFREdG/565593.jpg" alt="エンタメ・芸能ニュース 画像">
    <div class="figcaption">
      <span class="group">特集</span>
      <h3 class="title">エンタメ・芸能ニュース</h3>
      <p class="summary"></p>
    </div>
  </a>
</section>
<section class="item item--highlight item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/13/158902.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593359.jpg" alt="【注目ニュースPickUp！】広がるAIタクシー／ヤフーがシェアサイクル 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-13T07:00:02+09:00">2018.3.13 Tue 7:00</time>
      <h3 class="title">【注目ニュースPickUp！】広がるAIタクシー／ヤフーがシェアサイクル</h3>
      <p class="summary">先週（3月5日週）の注目ニュースを振り返る。</p>
    </div>
  </a>
</section><section class="item item--normal item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2018/03/12/158893.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593272.jpg" alt="花粉症の人に朗報!? 部屋を浮遊して花粉やPM2.5を吸い込む「空気清浄ドローン」現る 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-12T19:32:48+09:00">2018.3.12 Mon 19:32</time>
      <h3 class="title">花粉症の人に朗報!? 部屋を浮遊して花粉やPM2.5を吸い込む「空気清浄ドローン」現る</h3>
      <p class="summary">くしゃみ、鼻のムズムズ、目のかゆみ。春先は花粉症に悩む人が多いシーズンだ。マスクやメガネ、服薬などさまざまな対策方法があるが、今回紹介するのは部屋の中を浮遊して、花粉やホコリをきれいにしてしまう空気清浄ドローンだ。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2018/03/12/158880.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593202.jpg" alt="【デジージョ レビュー】セルフィーから商品撮影まで、幅広く使える照明器具「ビューティーライト」 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-12T09:45:02+09:00">2018.3.12 Mon 9:45</time>
      <h3 class="title">【デジージョ レビュー】セルフィーから商品撮影まで、幅広く使える照明器具「ビューティーライト」</h3>
      <p class="summary">　仕事柄、自宅で製品を撮影する機会も多いもの。そのとき欠かせないのがライトです。そのうちの1灯を面白いライトに変えてみました。それがプロ機材ドットコムの「ビューティーライト」です。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/12/158877.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593086.jpg" alt="ジンバル・高性能ディスプレイ・レタッチPC、周辺製品が広がるカメラ市場で何を買う？ 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-12T08:45:35+09:00">2018.3.12 Mon 8:45</time>
      <h3 class="title">ジンバル・高性能ディスプレイ・レタッチPC、周辺製品が広がるカメラ市場で何を買う？</h3>
      <p class="summary">今年もカメラの祭典「CP+」が横浜パシフィコで開催され、僕も足を運んでみた。前回の記事に引き続き、CP+レポートのPART2をお送りする。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/11/158862.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593141.jpg" alt="春はApple Watchでカラダを鍛える！モデル・UNAのオススメ活用術 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-11T08:00:02+09:00">2018.3.11 Sun 8:00</time>
      <h3 class="title">春はApple Watchでカラダを鍛える！モデル・UNAのオススメ活用術</h3>
      <p class="summary">アップルのスマートウォッチ「Apple Watch Series 3」には毎日のアクティビティ習慣をサポートしてくれる頼もしい機能が揃っている。モデルのUNAにその実践テクニックをインタビューした。</p>
    </div>
  </a>
</section>
<section class="item item--normal item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/09/158827.html">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593014.jpg" alt="東日本大震災から7年……KDDIの"災害対策"はどう変わったのか？ 画像">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-09T17:16:47+09:00">2018.3.9 Fri 17:16</time>
      <h3 class="title">東日本大震災から7年……KDDIの"災害対策"はどう変わったのか？</h3>
      <p class="summary">　KDDIが3月に宮城県仙台市にて実施した「災害対策公開訓練」は、起こりうる様々なシチュエーションが考慮された意欲的なものだった。自衛隊や民間企業との連携、ドローンや5Gといった先進技術の活用が盛り込まれた、その訓練の一部始終を本稿でお伝えする。</p>
    </div>
  </a>
</section>
  </div>
  <p class="more"><a class="link" href="/article/?page=2">
    <span class="inner">最新ニュースをもっと見る</span>
  </a></p>
</section>
<section class="main-topics main-topics--detail">
<div class="topics-title-wrapper">
  <h2 class="topics-title">iPhone X／8／8 Plus</h2>
  <a class="title-more" href="/special/4459/recent/iPhone+X%EF%BC%8F8%EF%BC%8F8+Plus">もっと見る</a>
</div>
  <ul class="topics-list">
<li class="item item--main item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/11/158862.html"><article class="topics-content">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593141.jpg" alt="春はApple Watchでカラダを鍛える！モデル・UNAのオススメ活用術">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-11T08:00:02+09:00">2018.3.11 Sun 8:00</time>
      <h3 class="title">春はApple Watchでカラダを鍛える！モデル・UNAのオススメ活用術</h3>
      <p class="summary">アップルのスマートウォッチ「Apple Watch Series 3」には毎日のアクティビティ習慣をサポートしてくれる頼もしい機能が揃っている。モデルのUNAにその実践テクニックをインタビューした。</p>
    </div>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/05/158696.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/592149.jpg" alt="フルディスプレイ／2眼カメラ／強力内蔵スピーカー……MWCの展示に見る「2018年スマホの売れ筋」【MWC 2018】 画像">
    <h3 class="title">フルディスプレイ／2眼カメラ／強力内蔵スピーカー……MWCの展示に見る「2018年スマホの売れ筋」【MWC 2018】</h3>
    <time class="date" datetime="2018-03-05T07:36:33+09:00">2018.3.5 Mon 7:36</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/01/158613.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/592114.jpg" alt="【デジージョ レポート】コスパこそがZenFoneらしさ？新「ZenFone 5」シリーズの詳細レポート 画像">
    <h3 class="title">【デジージョ レポート】コスパこそがZenFoneらしさ？新「ZenFone 5」シリーズの詳細レポート</h3>
    <time class="date" datetime="2018-03-01T19:58:48+09:00">2018.3.1 Thu 19:58</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/28/158579.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/591940.jpg" alt="iPhone Xの新機能「アニ文字」使ってみた……メッセージやLINEに送る手順と仕組みを解説 画像">
    <h3 class="title">iPhone Xの新機能「アニ文字」使ってみた……メッセージやLINEに送る手順と仕組みを解説</h3>
    <time class="date" datetime="2018-02-28T18:17:17+09:00">2018.2.28 Wed 18:17</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/28/158556.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/591802.jpg" alt="【デジージョ レポート】シチュエーションに応じて使い分け！カメラレンズ搭載のiPhoneケース 画像">
    <h3 class="title">【デジージョ レポート】シチュエーションに応じて使い分け！カメラレンズ搭載のiPhoneケース</h3>
    <time class="date" datetime="2018-02-28T07:00:10+09:00">2018.2.28 Wed 7:00</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/20/158346.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/590918.jpg" alt="今春アップデート予告の「iOS 11.3」……iPhoneによるAR体験はどう変わる？【最新iPhoneを使いこなす】 画像">
    <h3 class="title">今春アップデート予告の「iOS 11.3」……iPhoneによるAR体験はどう変わる？【最新iPhoneを使いこなす】</h3>
    <time class="date" datetime="2018-02-20T19:24:51+09:00">2018.2.20 Tue 19:24</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/20/158330.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/590843.jpg" alt="緊急時に役立つ！ iPhone「緊急SOS」と「メディカルID」の使い方と設定方法 画像">
    <h3 class="title">緊急時に役立つ！ iPhone「緊急SOS」と「メディカルID」の使い方と設定方法</h3>
    <time class="date" datetime="2018-02-20T12:19:30+09:00">2018.2.20 Tue 12:19</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/06/157974.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/589330.jpg" alt="Lightning接続の外付けマイクでクリアな音を録る！【最新iPhoneを使いこなす】 画像">
    <h3 class="title">Lightning接続の外付けマイクでクリアな音を録る！【最新iPhoneを使いこなす】</h3>
    <time class="date" datetime="2018-02-06T12:18:24+09:00">2018.2.6 Tue 12:18</time>
  </article></a>
</li>
  </ul>
  <p class="more"><a class="link" href="/special/4459/recent/iPhone+X%EF%BC%8F8%EF%BC%8F8+Plus">
    <span class="inner">iPhone X／8／8 Plus特集をもっと見る</span>
  </a></p>
</section>

<section class="main-topics main-topics--detail">
<div class="topics-title-wrapper">
  <h2 class="topics-title">格安スマホ</h2>
  <a class="title-more" href="/special/4154/recent/%E6%A0%BC%E5%AE%89%E3%82%B9%E3%83%9E%E3%83%9B">もっと見る</a>
</div>
  <ul class="topics-list">
<li class="item item--main item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/07/158755.html"><article class="topics-content">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/592703.jpg" alt="【格安スマホ明細 実際どう？ 】「周りは8割が格安スマホへ変更」！節約金額は5000円に！">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-07T15:33:32+09:00">2018.3.7 Wed 15:33</time>
      <h3 class="title">【格安スマホ明細 実際どう？ 】「周りは8割が格安スマホへ変更」！節約金額は5000円に！</h3>
      <p class="summary">今回はLINEモバイルユーザーの佐藤さん（仮名）に明細を見せてもらった。佐藤さんはLINEモバイル歴6ヵ月の20代、女性、フリーランスで、趣味は旅行。LINEモバイルはメインで利用している。</p>
    </div>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/19/158313.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/590746.jpg" alt="3キャリア＋格安2社を徹底比較！2018年の学割がラストスパートでさらにお得！ 画像">
    <h3 class="title">3キャリア＋格安2社を徹底比較！2018年の学割がラストスパートでさらにお得！</h3>
    <time class="date" datetime="2018-02-19T19:10:29+09:00">2018.2.19 Mon 19:10</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/19/158306.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/590415.jpg" alt="1日12時間インターネット！Wi-Fi活用で格安に……友人の勧めでDMMモバイルに乗り換え 画像">
    <h3 class="title">1日12時間インターネット！Wi-Fi活用で格安に……友人の勧めでDMMモバイルに乗り換え</h3>
    <time class="date" datetime="2018-02-19T13:05:49+09:00">2018.2.19 Mon 13:05</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/10/158110.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/589977.jpg" alt="「今年はeSIMスマホ元年」夏にはSIM差し替え不要のスマホがFREETELから 画像">
    <h3 class="title">「今年はeSIMスマホ元年」夏にはSIM差し替え不要のスマホがFREETELから</h3>
    <time class="date" datetime="2018-02-10T18:45:44+09:00">2018.2.10 Sat 18:45</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/07/158009.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/589534.jpg" alt="安心感で選択！価格メリットはそれほどでも？J:COM MOBLIEユーザーに話を聞いた 画像">
    <h3 class="title">安心感で選択！価格メリットはそれほどでも？J:COM MOBLIEユーザーに話を聞いた</h3>
    <time class="date" datetime="2018-02-07T14:39:10+09:00">2018.2.7 Wed 14:39</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/01/157856.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/588816.jpg" alt="格安スマホ2台持ち！SIMの二刀流で音声・データ通信を賢く使い分ける！ 画像">
    <h3 class="title">格安スマホ2台持ち！SIMの二刀流で音声・データ通信を賢く使い分ける！</h3>
    <time class="date" datetime="2018-02-01T14:43:25+09:00">2018.2.1 Thu 14:43</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/01/31/157824.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/588831.jpg" alt="ソフトバンク、LINEモバイルの運営に参加 画像">
    <h3 class="title">ソフトバンク、LINEモバイルの運営に参加</h3>
    <time class="date" datetime="2018-01-31T17:34:48+09:00">2018.1.31 Wed 17:34</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/01/26/157712.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/588429.jpg" alt="SIMフリーでHUAWEI、富士通が人気……中古スマホランキング【2017年12月】 画像">
    <h3 class="title">SIMフリーでHUAWEI、富士通が人気……中古スマホランキング【2017年12月】</h3>
    <time class="date" datetime="2018-01-26T08:42:32+09:00">2018.1.26 Fri 8:42</time>
  </article></a>
</li>
  </ul>
  <p class="more"><a class="link" href="/special/4154/recent/%E6%A0%BC%E5%AE%89%E3%82%B9%E3%83%9E%E3%83%9B">
    <span class="inner">格安スマホ特集をもっと見る</span>
  </a></p>
</section>

<section class="main-topics main-topics--detail">
<div class="topics-title-wrapper">
  <h2 class="topics-title">レビュー</h2>
  <a class="title-more" href="/special/3762/recent/%E3%83%AC%E3%83%93%E3%83%A5%E3%83%BC">もっと見る</a>
</div>
  <ul class="topics-list">
<li class="item item--main item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2018/03/14/158934.html"><article class="topics-content">
    <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/593452.jpg" alt="【デジージョ レビュー】旅行に持っていきたい！ボトル付きの卓上加湿器で砂漠の中のホテルもバッチリ！">
    <div class="figcaption">
      <span class="group">IT・デジタル</span>
      <time class="date" datetime="2018-03-14T11:15:03+09:00">2018.3.14 Wed 11:15</time>
      <h3 class="title">【デジージョ レビュー】旅行に持っていきたい！ボトル付きの卓上加湿器で砂漠の中のホテルもバッチリ！</h3>
      <p class="summary">　ホテルに宿泊すると、かならずエアコンによる乾燥に悩みませんか？ 喉が乾燥しすぎて眠れないなんてこともありますよね。一泊ならなんとかなっても、連泊では常にある程度の湿度は欲しくなります。そんなとき便利なのが持ち運びやすい卓上加湿器です。</p>
    </div>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/03/09/158810.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/592932.jpg" alt="海外旅行・出張の強い味方！Wi-Ho!のルーター「スペインワイホー 4G」体験記 画像">
    <h3 class="title">海外旅行・出張の強い味方！Wi-Ho!のルーター「スペインワイホー 4G」体験記</h3>
    <time class="date" datetime="2018-03-09T09:20:39+09:00">2018.3.9 Fri 9:20</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/02/16/158248.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/590535.jpg" alt="【デジージョ レビュー】女子向け地図アプリ『恋するマップ』は実用的で楽しく使えるものだった 画像">
    <h3 class="title">【デジージョ レビュー】女子向け地図アプリ『恋するマップ』は実用的で楽しく使えるものだった</h3>
    <time class="date" datetime="2018-02-16T19:18:33+09:00">2018.2.16 Fri 19:18</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2018/01/22/157620.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/588055.jpg" alt="眠っていたiPhoneが高画質コンデジに……Lightning接続の外付けカメラ「DxO One」を試す 画像">
    <h3 class="title">眠っていたiPhoneが高画質コンデジに……Lightning接続の外付けカメラ「DxO One」を試す</h3>
    <time class="date" datetime="2018-01-22T15:30:59+09:00">2018.1.22 Mon 15:30</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2017/12/29/157088.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/585687.jpg" alt="ソニーのワイヤレスヘッドホン「WH-1000XM2」を購入！ノイキャン機能へのこだわりがすごい 画像">
    <h3 class="title">ソニーのワイヤレスヘッドホン「WH-1000XM2」を購入！ノイキャン機能へのこだわりがすごい</h3>
    <time class="date" datetime="2017-12-29T12:30:02+09:00">2017.12.29 Fri 12:30</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2017/12/26/157022.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/585543.jpg" alt="【デジージョ レビュー】冬のAirPods、イヤーフックと一緒に携帯して紛失の危険を減らそう 画像">
    <h3 class="title">【デジージョ レビュー】冬のAirPods、イヤーフックと一緒に携帯して紛失の危険を減らそう</h3>
    <time class="date" datetime="2017-12-26T14:26:00+09:00">2017.12.26 Tue 14:26</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-mobilebiz item--subcate-mobilebiz">
  <a class="link" href="/article/2017/12/25/156993.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/585380.jpg" alt="VR度アップ！より現実に近づいた「Gear VR×Note8」 画像">
    <h3 class="title">VR度アップ！より現実に近づいた「Gear VR×Note8」</h3>
    <time class="date" datetime="2017-12-25T12:41:09+09:00">2017.12.25 Mon 12:41</time>
  </article></a>
</li>
<li class="item item--sub item--cate-digital item--cate-digital-others item--subcate-others">
  <a class="link" href="/article/2017/12/19/156847.html"><article class="topics-content">
    <img class="image" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/584925.jpg" alt="【デジージョ レビュー】ほんとに悪臭だけを消してくれる！ 東芝 小型消臭器「エアリオン・スリム デオドライザー DC-230」 画像">
    <h3 class="title">【デジージョ レビュー】ほんとに悪臭だけを消してくれる！ 東芝 小型消臭器「エアリオン・スリム デオドライザー DC-230」</h3>
    <time class="date" datetime="2017-12-19T18:00:08+09:00">2017.12.19 Tue 18:00</time>
  </article></a>
</li>
  </ul>
  <p class="more"><a class="link" href="/special/3762/recent/%E3%83%AC%E3%83%93%E3%83%A5%E3%83%BC">
    <span class="inner">レビュー特集をもっと見る</span>
  </a></p>
</section>

<section class="main-feature linkbox">
  <div class="feature-group">
  <h2 class="caption">編集部おすすめ</h2>
  <ul class="feature-list cf">

      <li class="item item--sub"><a class="link" href="https://www.rbbtoday.com/special/1766/recent/"  target="_blank" >
        <article class="feature-content">
          <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/525439.jpg" alt="【特集】インタビュー">
          <span class="figcaption">
            <span class="title">【特集】インタビュー</span>
           </span>
        </article>
      </a></li>
      <li class="item item--sub"><a class="link" href="/special/4170/recent/%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2%E5%A5%B3%E5%AD%90"  target="_blank" >
        <article class="feature-content">
          <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/511972.jpg" alt="連載・今週のエンジニア女子">
          <span class="figcaption">
            <span class="title">連載・今週のエンジニア女子</span>
           </span>
        </article>
      </a></li>
      <li class="item item--sub"><a class="link" href="/special/4264/recent/%E8%BF%91%E6%9C%AA%E6%9D%A5%EF%BC%81%E3%82%B9%E3%83%9E%E3%83%BC%E3%83%88%E3%83%AD%E3%83%83%E3%82%AF%E3%81%AE%E4%B8%96%E7%95%8C"  target="_blank" >
        <article class="feature-content">
          <img class="figure" src="/imgs/p/80QnbhSu7Qc8HqNqhlkEqilOSkHtQ0JFREdG/515384.jpg" alt="【特集】近未来！スマートロックの世界">
          <span class="figcaption">
            <span class="title">【特集】近未来！スマートロックの世界</span>
           </span>
        </article>
      </a></li>
  </ul>
  </div>
</section>



  </main>
  <aside class="thm-aside">

<div class="sidebox sidebox-ad">
<script src="https://deliver.ads2.iid.jp/ads/?js=1;position=68;"></script>
</div>
<section class="sidebox sidebox-ranking">
  <h2 class="caption"><span class="inner">総合ニュースランキング</span></h2>
  <ol class="ranking-list">
<li class="item">
  <a class="link" href="/article/2016/04/12/141382.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/516868.jpg" alt="自宅Wi-Fi、平均速度はどれくらいなのか？【SPEED TEST】 画像">
    <span class="figcaption">自宅Wi-Fi、平均速度はどれくらいなのか？【SPEED TEST】</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2018/03/16/159029.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/593872.jpg" alt="IoTの普及を加速させるか？フランス発の通信技術「Sigfox」とは……活用事例も続々 画像">
    <span class="figcaption">IoTの普及を加速させるか？フランス発の通信技術「Sigfox」とは……活用事例も続々</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2017/12/08/156611.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/583817.jpg" alt="LTE常時接続がノートパソコンのスタンダードに？5G時代にクアルコムが目論む戦略とは？ 画像">
    <span class="figcaption">LTE常時接続がノートパソコンのスタンダードに？5G時代にクアルコムが目論む戦略とは？</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2016/07/15/143550.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/531948.jpg" alt="決済が超キモチイイ！ ソニーのスマートウォッチ「wena wrist」を使ってみた 画像">
    <span class="figcaption">決済が超キモチイイ！ ソニーのスマートウォッチ「wena wrist」を使ってみた</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2015/09/08/135070.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/484607.jpg" alt="【木暮祐一のモバイルウォッチ】第83回 iPhoneが水没・全損に！ 修理までの道のりは大変だった…… 画像">
    <span class="figcaption">【木暮祐一のモバイルウォッチ】第83回 iPhoneが水没・全損に！ 修理までの道のりは大変だった……</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2018/02/21/158369.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/590907.jpg" alt="みんな“女子高生「りんな」”の電話を待ち焦がれる？AIが会話をリードする時代 画像">
    <span class="figcaption">みんな“女子高生「りんな」”の電話を待ち焦がれる？AIが会話をリードする時代</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2015/03/20/129647.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/456809.jpg" alt="「LINE等を長時間使うと、学習内容が消え、成績が下がる」……東北大ら 画像">
    <span class="figcaption">「LINE等を長時間使うと、学習内容が消え、成績が下がる」……東北大ら</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2013/08/12/110734.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/319368.jpg" alt="まったく新しい概念のコンピュータ「知的ナノ構造体」、実現性高まる……“粘菌”の行動原理がヒント、 画像">
    <span class="figcaption">まったく新しい概念のコンピュータ「知的ナノ構造体」、実現性高まる……“粘菌”の行動原理がヒント、</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2016/07/15/143548.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/531934.jpg" alt="写真撮影のスタイルが変わる？  360度全天球カメラ「Galaxy Gear 360」発売！ 画像">
    <span class="figcaption">写真撮影のスタイルが変わる？  360度全天球カメラ「Galaxy Gear 360」発売！</span>
  </article></a>
</li>
<li class="item">
  <a class="link" href="/article/2015/09/08/135055.html"><article class="side-content">
    <img class="figure" src="/imgs/p/K1b6_Il35dGfahQhrBXkj01PNkE4QkJFREdG/484536.jpg" alt="ALSOK、ガードマンの携行モバイル端末を「タフパッド」にリニューアル 画像">
    <span class="figcaption">ALSOK、ガードマンの携行モバイル端末を「タフパッド」にリニューアル</span>
  </article></a>
</li>
  </ol>
  <a class="more" href="/article/ranking/"><span class="circle-arrow">アクセスランキングをもっと見る</span></a>
</section>


<div class="sidebox sidebox-ad">

<!-- /2261101/rbb_pc:com_right_300x250_1 -->
<div id='div-gpt-ad-1481018702545-0'>
<script>
cX.callQueue.push(['invoke', function() {
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1481018702545-0'); });
}]);
</script>
</div>

</div>
<section class="sidebox sidebox-pickup special">
  <h2 class="caption"><span class="inner">特集・連載</span></h2>
  <ul class="pickup-list">
  <li class="item">
    <a class="link" href="/special/4170/recent/%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2%E5%A5%B3%E5%AD%90"  target="_blank" ><article class="side-content">
        <img class="figure" src="/imgs/p/MpY7t08CC_Ltnb1K5Sea6U1PHkEQQ0JFREdG/586579.jpg" alt="【今週のエンジニア女子】">
      <span class="figcaption">
        <span class="title">【今週のエンジニア女子】</span>
          <p class="caption">毎週さまざまな企業のエンジニア職の素敵な女性を紹介する「今週のエンジニア女子」</p>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="https://www.rbbtoday.com/special/4457/recent/%E6%A0%BC%E5%AE%89%E3%82%B9%E3%83%9E%E3%83%9B%E6%98%8E%E7%B4%B0+%E5%AE%9F%E9%9A%9B%E3%81%A9%E3%81%86%EF%BC%9F"  ><article class="side-content">
        <img class="figure" src="/imgs/p/MpY7t08CC_Ltnb1K5Sea6U1PHkEQQ0JFREdG/574954.jpg" alt="【格安スマホ明細　実際どう？】">
      <span class="figcaption">
        <span class="title">【格安スマホ明細　実際どう？】</span>
          <p class="caption">実際に格安スマホを使用している人の明細を見せて頂き、利用実態を明らかにする</p>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="https://www.rbbtoday.com/special/4458/recent/%E6%9C%80%E6%96%B0iPhone%E3%82%92%E4%BD%BF%E3%81%84%E3%81%93%E3%81%AA%E3%81%99"  ><article class="side-content">
        <img class="figure" src="/imgs/p/MpY7t08CC_Ltnb1K5Sea6U1PHkEQQ0JFREdG/571988.jpg" alt="【連載】最新iPhoneを使いこなす">
      <span class="figcaption">
        <span class="title">【連載】最新iPhoneを使いこなす</span>
          <p class="caption">毎年新モデルが登場するiPhoneシリーズ。端末からOS、アプリや周辺機器まで、最新iPhoneを使いこなすための特集</p>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="https://www.rbbtoday.com/special/4474/recent/"  ><article class="side-content">
        <img class="figure" src="/imgs/p/MpY7t08CC_Ltnb1K5Sea6U1PHkEQQ0JFREdG/587458.jpg" alt="【デジージョ連載】">
      <span class="figcaption">
        <span class="title">【デジージョ連載】</span>
          <p class="caption">デジタルを愛する女性ジャーナリスト集団「デジージョ」による本音満載のレビューやレポート</p>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="https://www.rbbtoday.com/article/2017/01/20/148714.html"  ><article class="side-content">
        <img class="figure" src="/imgs/p/MpY7t08CC_Ltnb1K5Sea6U1PHkEQQ0JFREdG/554147.jpg" alt="【ライター募集】">
      <span class="figcaption">
        <span class="title">【ライター募集】</span>
          <p class="caption">編集部ではライターを急募いたします</p>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="https://www.rbbtoday.com/special/4471/recent/"  ><article class="side-content">
        <img class="figure" src="/imgs/p/MpY7t08CC_Ltnb1K5Sea6U1PHkEQQ0JFREdG/591712.jpg" alt="【機内Wi-Fiを試す】">
      <span class="figcaption">
        <span class="title">【機内Wi-Fiを試す】</span>
          <p class="caption">飛行機の機内Wi-Fiは使えるの？実際に搭乗したライターによるレポート</p>
      </span>
    </article></a>
  </li>
  </ul>
</section>
<!-- ========== SNS ========== -->
	<section class="sidebox side_sns">
		<h2 class="caption"><span class="inner">RBB TODAYの情報をチェック</span></h2>
		<ul class="clearfix">
			<li class="mail"><a href="https://secure.iid.jp/rbbtoday/mail/" target="_blank" rel="nofollow"><i class="icon-mail"></i><p>メールマガジン登録はこちら</p></a></li>
            <li class="fb"><a href="https://www.facebook.com/rbbtodaymobilenews" target="_blank" rel="nofollow"><i class="icon--facebook"></i><p>モバイル関連 Facebook</p></a></li>
			<li class="fb"><a href="https://www.facebook.com/rbbtoday.entertainment" target="_blank" rel="nofollow"><i class="icon--facebook"></i><p>エンタメ Facebook</p></a></li>
            <li class="tw"><a href="https://twitter.com/RBBTODAY" target="_blank" rel="nofollow"><i class="icon--twitter"></i><p>Official Twitter</p></a></li>
            <li class="tw"><a href="https://twitter.com/rbbtoday_IT" target="_blank" rel="nofollow"><i class="icon--twitter"></i><p>IT・デジタル Twitter</p></a></li>
            <li class="youtube"><a href="https://www.youtube.com/user/rbbtodaycom" target="_blank" rel="nofollow"><i class="icon--youtube"></i><p>Official YouTubeチャンネル</p></a></li>
		</ul>
	</section>
<!-- ========== SNS ========== --><!-- ========== ユーザータイムライン ========== -->
<section class="sidebox module-twitter">
<a class="twitter-timeline" data-height="600" data-theme="light" href="https://twitter.com/RBBTODAY">Tweets by RBBTODAY</a>
</section>
<!-- ========== ユーザータイムライン ========== --><section class="sidebox sidebox-pickup ">
  <h2 class="caption"><span class="inner">ユーザーアシスタンス</span></h2>
  <ul class="pickup-list">
  <li class="item">
    <a class="link" href="http://expotoday.com/"  target="_blank" ><article class="side-content">
      <span class="figcaption">
        <span class="title">ビジネスイベント情報</span>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="http://scan.netsecurity.ne.jp/"  target="_blank" ><article class="side-content">
      <span class="figcaption">
        <span class="title">セキュリティ業界ニュース</span>
      </span>
    </article></a>
  </li>
  <li class="item">
    <a class="link" href="http://hanjohanjo.jp/"  target="_blank" ><article class="side-content">
      <span class="figcaption">
        <span class="title">中小企業向けニュース</span>
      </span>
    </article></a>
  </li>
  </ul>
</section>


<section class="sidebox sidebox-pickup release ">
  <h2 class="caption">
    <span class="inner">新着リリース一覧</span>
    <img src="/base/images/press_release_provider-prtimes2-today.png" alt="PR TIMES" class="logo">
  </h2>
  <ul class="pickup-list">
    <li class="item">
      <a class="link" href="https://www.rbbtoday.com/release/prtimes2-today/20180317/256326.html"><article class="side-content">
        <img class="figure" alt="“かわいすぎるスポーツキャスター”中川絵美里が、誕生日に「100点満点」の1st写真集を発売!! 「体を鍛えて健康的に筋肉をつけたい」と23歳の抱負も！" src="/release/imgs/list/780059.jpg">
        <span class="figcaption">
          <span class="title">“かわいすぎるスポーツキャスター”中川絵美里が、誕生日に「100点満点」の1st写真集を発売!! 「体を鍛えて健康的に筋肉をつけたい」と23歳の抱負も！</span>
        </span>
      </article></a>
    </li>
  </ul>
  <a class="more" href="/release/prtimes2-today/"><span class="circle-arrow">リリース一覧をもっと見る</span></a>
</section>



  </aside>
</div>
<div class="thm-footer">
<!-- ========== footer navi components ========== -->
  <div class="footer-nav">
    <section class="footer-nav-wrapper inner">
      <h2 class="footer-logo"><a class="link" href="/"><img class="logo" src="/base/images/header-logo.png" alt=""></a></h2>

<!-- ========== footer site map components ========== -->
      <nav class="footer-sitemap">
        <ul class="sitemap-list cf">

          <li class="item item--nav-digital"><a class="link" href="/category/digital/">IT・デジタル</a>
            <ul class="sitemap-sub-list">
              
                              <li class="sub-item"><a class="link" href="/category/digital/mobilebiz/latest/">モバイル</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/infra/latest/">回線・ブロードバンド</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/enterprise/latest/">エンタープライズ</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/hardware/latest/">ハードウェア</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/software/latest/">ソフトウェア・サービス</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/security/latest/">セキュリティ</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/science/latest/">科学・宇宙</a></li>
                              <li class="sub-item"><a class="link" href="/category/digital/others/latest/">その他</a></li>
                          </ul><!-- /.sitemap-sub-list -->
          </li>

          <li class="item item--nav-business"><a class="link" href="/category/business/">ビジネス</a>
            <ul class="sitemap-sub-list">
              
                              <li class="sub-item"><a class="link" href="/category/business/company/latest/">企業</a></li>
                              <li class="sub-item"><a class="link" href="/category/business/management/latest/">経営</a></li>
                              <li class="sub-item"><a class="link" href="/category/business/career/latest/">人材・キャリア</a></li>
                              <li class="sub-item"><a class="link" href="/category/business/market/latest/">マーケット</a></li>
                              <li class="sub-item"><a class="link" href="/category/business/overseas/latest/">グローバル</a></li>
                              <li class="sub-item"><a class="link" href="/category/business/others/latest/">その他</a></li>
                          </ul><!-- /.sitemap-sub-list -->
          </li>
          
          <li class="item item--nav-entertainment"><a class="link" href="/category/entertainment/">エンタメ</a>
            <ul class="sitemap-sub-list">
              
                              <li class="sub-item"><a class="link" href="/category/entertainment/movie/latest/">映画・ドラマ</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/music/latest/">音楽</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/sports/latest/">スポーツ</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/gravure/latest/">グラビア</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/blog/latest/">ブログ</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/research/latest/">調査</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/photo-report/latest/">フォトレポート</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/overseas/latest/">海外エンタメ</a></li>
                              <li class="sub-item"><a class="link" href="/category/entertainment/others/latest/">その他</a></li>
                          </ul><!-- /.sitemap-sub-list -->
          </li>
          
          <li class="item item--nav-life"><a class="link" href="/category/life/">ライフ</a>
            <ul class="sitemap-sub-list">
              
                              <li class="sub-item"><a class="link" href="/category/life/gourmet/latest/">グルメ・食品</a></li>
                              <li class="sub-item"><a class="link" href="/category/life/fashion/latest/">ファッション</a></li>
                              <li class="sub-item"><a class="link" href="/category/life/health/latest/">美容・健康</a></li>
                              <li class="sub-item"><a class="link" href="/category/life/others/latest/">その他</a></li>
                          </ul><!-- /.sitemap-sub-list -->
          </li>

        </ul><!-- /.sitemap-list -->
        
        <ul class="sitemap-list pr cf">
          <li class="item item--nav-s"><a class="link" href="/release/prtimes2-today/">PR TIMES</a></li>
          <li class="item item--nav-s"><a class="link" href="/ad/atpress/">@Press</a></li>
          <li class="item item--nav-s"><a class="link" href="/ad/dreamnews/">DreamNews</a></li>
          <li class="item item--nav-l"><a class="link" href="/release/kyodonews_kokunai/">共同通信PRワイヤー(国内)</a></li>
          <li class="item item--nav-l"><a class="link" href="/release/kyodonews_kaigai/">共同通信PRワイヤー(海外)</a></li>
          <li class="item item--nav-s"><a class="link" href="/release/minnanopr/">みんなのPR</a></li>
        </ul><!-- /.sitemap-list -->
      </nav><!-- /.footer-sitemap -->
<!-- ========== footer site map components ========== -->

<!-- ========== footer control components ========== -->
      <div class="footer-control">
        <ul class="control-list cf">
          <li class="item item--social">
            <a class="link icon icon--header-facebook" href="https://www.facebook.com/rbbtodaymobilenews" target="_blank">モバイル</a>
            <a class="link icon icon--header-facebook" href="https://www.facebook.com/rbbtoday.entertainment" target="_blank">エンタメ</a>
            <a class="link icon icon--header-twitter" href="https://twitter.com/RBBTODAY" target="_blank">Official</a>
            <a class="link icon icon--header-twitter" href="https://twitter.com/rbbtoday_IT" target="_blank">IT•デジタル</a>
            <a class="link icon icon--header-youtube" href="https://www.youtube.com/user/rbbtodaycom" target="_blank">YouTube</a>
            <a class="link icon icon--header-feed" href="https://www.rbbtoday.com/rss/index.rdf" target="_blank">RSS</a>
          </li>
        </ul><!-- /.footer-nav-list -->
      </div>
<!-- ========== footer control components ========== -->

    </section><!-- /.footer-nav-wrapper -->
  </div><!-- /.footer-nav -->
<!-- ========== footer navi components ========== --><div class="footer-company">
  <section class="footer-media inner">
    <span class="title">IID, Inc. GROUP</span>
    <h3 class="head">IIDニュースメディア</h3>

    <ul class="media-list cf">
      <li class="item-group">

        <dl class="item">
          <dt class="caption"><a class="link" href="https://www.rbbtoday.com/" target="_blank">ブロードバンド・モバイルニュース</a></dt>
          <dd class="name">RBB TODAY</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://response.jp/" target="_blank">総合自動車ニュース</a></dt>
          <dd class="name">レスポンス </dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://responsejp.com/" target="_blank">海外向け総合自動車ニュース</a></dt>
          <dd class="name">Responsejp</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://resemom.jp/" target="_blank">教育・受験ニュース</a></dt>
          <dd class="name">リセマム</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://www.inside-games.jp/" target="_blank">総合ゲーム情報</a></dt>
          <dd class="name">インサイド</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://www.gamespark.jp/" target="_blank">最速ゲーム情報（国内・海外）</a></dt>
          <dd class="name">Game*Spark</dd>
        </dl>

      </li>

      <li class="item-group">

        <dl class="item">
          <dt class="caption"><a class="link" href="https://www.gamebusiness.jp/" target="_blank">ゲーム業界専門メディア</a></dt>
          <dd class="name">GameBusiness.jp</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://animeanime.jp/" target="_blank">総合アニメニュース</a></dt>
          <dd class="name">アニメ！アニメ！</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="http://www.animeanime.biz/" target="_blank">アニメビジネス情報専門サイト</a></dt>
          <dd class="name">アニメ！アニメ！ビズ</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="http://www.cinemacafe.net/" target="_blank">「映画/エンタメ/セレブ」×「情報」</a></dt>
          <dd class="name">シネマカフェ</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://cyclestyle.net/" target="_blank">「自転車×情報」「ニュース」「カタログ」</a></dt>
          <dd class="name">CycleStyle</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://www.mycar-life.com/" target="_blank">ハイエンドカーオーディオ情報</a></dt>
          <dd class="name">Push on! Mycar-life</dd>
        </dl>

      </li>

      <li class="item-group">

        <dl class="item">
          <dt class="caption"><a class="link" href="https://scan.netsecurity.ne.jp/" target="_blank">情報セキュリティ専門サイト</a></dt>
          <dd class="name">ScanNetSecurity</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="http://tsuhan-ec.jp/" target="_blank">EC業界特化型ニュースサイト</a></dt>
          <dd class="name">ECサポーター</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://carcareplus.jp/" target="_blank">自動車整備業界ニュース</a></dt>
          <dd class="name">CAR CARE PLUS</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://manetatsu.com/" target="_blank">マネースキル情報</a></dt>
          <dd class="name">マネーの達人</dd>
        </dl>

        <dl class="item">
          <dt class="caption"><a class="link" href="https://coinbusiness.jp/" target="_blank">仮想通貨・ブロックチェーン業界誌</a></dt>
          <dd class="name">仮想通貨ビジネス総研</dd>
        </dl>

      </li>
    </ul>
  </section>
  <section class="footer-service inner">
    <h3 class="head">その他関連サイト・サービス</h3>
    <div class="tab-area js-tab-area">
      <p class="tab tab--first js-tab is-open">その他サイト</p>
      <ul class="service-list cf">
        <li class="item-group">

          <dl class="item">
            <dt class="caption"><a class="link" href="https://e-nenpi.com/" target="_blank">燃費ランキングやガソリン価格、車レビュー情報</a></dt>
            <dd class="name">e燃費</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://speed.rbbtoday.com/" target="_blank">回線速度測定サービス</a></dt>
            <dd class="name">RBB TODAY スピードテスト</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://expotoday.com/" target="_blank">企業イベント展示会・セミナー情報</a></dt>
            <dd class="name">ExpoTODAY</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://beer.30min.jp/" target="_blank">ビアガーデン専門サイト</a></dt>
            <dd class="name">みんなのビアガーデン部</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://mansion.30min.jp/" target="_blank">新築・中古マンション情報検索サイト</a></dt>
            <dd class="name">サンゼロマンション</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://k-entame.jp/" target="_blank">K-POP＆韓流映画やドラマ情報</a></dt>
            <dd class="name">韓流エンターテイメント</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.dekirunavi.net/" target="_blank">みんなでつくる子育て百科</a></dt>
            <dd class="name">できるナビ</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://dietclub.jp/" target="_blank">ダイエットSNS</a></dt>
            <dd class="name">ダイエットクラブ</dd>
          </dl>

        </li>

        <li class="item-group">

          <dl class="item">
            <dt class="caption"><a class="link" href="http://game-lexicon.jp/" target="_blank">ゲーム用語辞典</a></dt>
            <dd class="name">ゲーム大辞典</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://game-blog-ranking.com/" target="_blank">ゲーム攻略ブログ</a></dt>
            <dd class="name">ゲームブログランキング</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://chintai.30min.jp/" target="_blank">賃貸マンション・アパート情報検索サイト</a></dt>
            <dd class="name">サンゼロ賃貸</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://30min.jp/" target="_blank">地域情報サイト</a></dt>
            <dd class="name">サンゼロミニッツ</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.ehonnavi.net/" target="_blank">絵本ためし読み・絵本販売サイト</a></dt>
            <dd class="name">絵本ナビ</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.manabinavi.net/" target="_blank">学習参考書・知育教材販売サイト</a></dt>
            <dd class="name">まなびナビ</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://matome.response.jp/" target="_blank">自動車情報まとめサイト</a></dt>
            <dd class="name">カーナリズム</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://medweb.jp/" target="_blank">病院検索</a></dt>
            <dd class="name">MEDWEB</dd>
          </dl>

        </li>

        <li class="item-group">

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.yakuzaishi-navi.com/" target="_blank">薬剤師転職支援サービス</a></dt>
            <dd class="name">薬剤師ナビ</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.worldfishing.jp/" target="_blank">オンライン釣りゲーム</a></dt>
            <dd class="name">ワールドフィッシング</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://u-site.jp/" target="_blank">UXコンサルティング＆リサーチ</a></dt>
            <dd class="name">U-Site</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://pancake.30min.jp/" target="_blank">パンケーキ専門店サイト</a></dt>
            <dd class="name">みんなのパンケーキ部</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://anshinkuruma.jp/" target="_blank">簡単３ステップの車買取一括査定</a></dt>
            <dd class="name">安心車</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://club.ehonnavi.net/" target="_blank">絵本の定期購読サービス</a></dt>
            <dd class="name">絵本クラブ</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://hoken-teacher.jp/" target="_blank">保険情報サイト</a></dt>
            <dd class="name">保険の先生</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://coin-teacher.jp/" target="_blank">仮想通貨情報サイト</a></dt>
            <dd class="name">仮想通貨の先生</dd>
          </dl>

        </li>
      </ul>
      <p class="tab tab--second js-tab">リサーチサービス</p>
      <ul class="service-list cf">
        <li class="item-group">

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.anpara.com/" target="_blank">アンケートモニター募集</a></dt>
            <dd class="name">あんぱら</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="https://u-site.jp/research/" target="_blank">デザイン＆マーケティングリサーチ</a></dt>
            <dd class="name">IID リサーチ事業</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.interfaceasia.com/" target="_blank">海外マーケティング・リサーチ</a></dt>
            <dd class="name">interfaceAsia</dd>
          </dl>

        </li>
      </ul>
      <p class="tab tab--third js-tab">その他 IID 関連サービス</p>
      <ul class="service-list cf">
        <li class="item-group">

          <dl class="item">
            <dt class="caption"><a class="link" href="http://marble-asp.jp/" target="_blank">EC構築サービス</a></dt>
            <dd class="name">marbleASP</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.iid.co.jp/funboo/index.html" target="_blank">カワイイきせかえサービス（モバイル）</a></dt>
            <dd class="name">IID funboo事業</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://www.justpix.jp/" target="_blank">携帯電話向け画像変換サービス</a></dt>
            <dd class="name">JustPix</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://cynergi.jp/" target="_blank">ネイティブアドネットワーク</a></dt>
            <dd class="name">Cynergi Platform</dd>
          </dl>

        </li>
      </ul>
      <p class="tab tab--fourth js-tab">IID 関連会社</p>
      <ul class="service-list cf">
        <li class="item-group">

          <dl class="item">
            <dt class="caption"><a class="link" href="http://stylestore.jp/" target="_blank">通販</a></dt>
            <dd class="name">スタイルストア</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://cocomo.to/" target="_blank">ギフト</a></dt>
            <dd class="name">COCOMO</dd>
          </dl>

          <dl class="item">
            <dt class="caption"><a class="link" href="http://profile.ne.jp/" target="_blank">専門家相談</a></dt>
            <dd class="name">専門家プロファイル</dd>
          </dl>

        </li>
      </ul>

    </div>
  </section>
</div><!-- ========== iid common footer ========== -->
  <footer class="footer-common-link">

    <nav class="common-link-nav inner">
      <ul class="common-link-list cf">
        <li class="item"><a class="link" href="https://www.iid.co.jp/contact/media_contact.html?recipient=rbb">お問い合わせ</a></li>
        <li class="item"><a class="link" href="https://ad.iid.co.jp/media/rbbtoday" target="_blank">広告掲載のお問い合わせ</a></li>
        <li class="item"><a class="link" href="http://www.iid.co.jp/company/" target="_blank" rel="nofollow">会社概要</a></li>
        <li class="item"><a class="link" href="http://www.iid.co.jp/company/pp.html" target="_blank" rel="nofollow">個人情報保護方針</a></li>
        <li class="item"><a class="link" href="http://www.iid.co.jp/news/" target="_blank" rel="nofollow">イードからのリリース情報</a></li>
        <li class="item"><a class="link" href="http://www.iid.co.jp/recruit/applicant/editassistant.html" target="_blank" rel="nofollow">スタッフ募集</a></li>
        <li class="item item--copyright">当サイトに掲載の記事・見出し・写真・画像の無断転載を禁じます。Copyright &copy; 2018 IID, Inc.</li>
      </ul>
    </nav>

  </footer><!-- /.footer-common-link -->
<!-- ========== iid common footer ========== -->
</div>

<script type="text/javascript" charset="UTF-8">var id = "top";document.write(unescape("%3Cscript src='//img.ak.impact-ad.jp/ut/7600dbfe68b90c3f_1078.js' type='text/javascript' charset='UTF-8' %3E%3C/script%3E"));</script><noscript><iframe src="//nspt.unitag.jp/7600dbfe68b90c3f_1078.php" width="0" height="0" frameborder="0"></iframe></noscript><!-- ========== header control components ========== --><!-- : CSS でヘッダー位置へ表示させます --><!-- : アイコンを表示させる場合は CSS を使います --><div class="header-control"><ul class="control-list"><li class="item item--google-search" id="gcse"><div class="gcse-searchbox-only" data-resultsUrl="/search.html"></div></li><li class="item item--social"><a class="link icon icon--header-facebook" href="https://www.facebook.com/rbbtodaymobilenews" target="_blank">モバイル</a><a class="link icon icon--header-facebook" href="https://www.facebook.com/rbbtoday.entertainment" target="_blank">エンタメ</a><a class="link icon icon--header-twitter" href="https://twitter.com/RBBTODAY" target="_blank">Official</a><a class="link icon icon--header-twitter" href="https://twitter.com/rbbtoday_IT" target="_blank">IT•デジタル</a><a class="link icon icon--header-youtube" href="https://www.youtube.com/user/rbbtodaycom" target="_blank">YouTube</a><a class="link icon icon--header-feed" href="https://www.rbbtoday.com/rss/index.rdf" target="_blank">RSS</a></li></ul></div><!-- /.header-control --><!-- ========== header control components ========== --><!-- ========== scroll top components ========== --><a href="#" class="page-top js-page-top">page top</a><!-- ========== scroll top components ========== -->
<script type="application/ld+json">
{
  "@context": "http://schema.org",
  "@type": "BreadcrumbList",
  "itemListElement": [
    {
      "@type": "ListItem",
      "position": 1,
      "item": {
        "@id": "/",
        "name": "TOP"
      }
    }

  ]
}
</script></body></html>