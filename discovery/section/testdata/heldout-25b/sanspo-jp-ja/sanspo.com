<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja-JP" lang="ja-JP">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>スポーツニュースならSANSPO.COM（サンスポ）</title>
<script type="text/javascript" src="http://www.sanspo.com/smp/js/redirect_v20110902/rd.js" charset="UTF-8"></script>
<script type="text/javascript">
	var _sf_async_config = _sf_async_config || {};
	/** CONFIGURATION START **/
	_sf_async_config.uid = 19212; /** CHANGE TO YOUR CHARTBEAT ACCOUNT ID **/
	_sf_async_config.domain = "sanspo.com"; /** CHANGE THIS **/
	/** CONFIGURATION END **/
	var _sf_startpt = (new Date()).getTime();
</script>
<script src="//static.chartbeat.com/js/chartbeat_mab.js"></script>
<meta name="robots" content="nocache,noarchive" />
<meta name="keywords" content="スポーツニュース,ニュース,サンスポ,サンケイスポーツ,sanspo" />
<meta name="description" content="スポーツニュースならサンケイスポーツの公式サイト、サンスポ・コム（SANSPO.COM）。野球、サッカー、ラグビー、芸能の最新ニュースをはじめ、注目試合・イベントの日程、結果などデータも満載です。" />
<link rel="canonical" href="http://www.sanspo.com/" />
<link rel="alternate" media="only screen and (max-width: 640px)" href="http://www.sanspo.com/smp/" />
<meta property="og:title" content="スポーツニュースならSANSPO.COM（サンスポ）">
<meta property="og:type" content="website">
<meta property="og:url" content="http://www.sanspo.com/">
<meta property="og:image" content="http://www.sanspo.com/images/sanspo.jpg">
<meta property="og:description" content="スポーツニュースならサンケイスポーツの公式サイト、サンスポ・コム（SANSPO.COM）。野球、サッカー、ラグビー、芸能の最新ニュースをはじめ、注目試合・イベントの日程、結果などデータも満載です。">
<meta property="og:site_name" content="SANSPO.COM（サンスポ）">
<meta property="twitter:card" content="summary_large_image">
<meta property="twitter:site" content="@SANSPOCOM">
<meta property="twitter:title" content="スポーツニュースならSANSPO.COM（サンスポ）">
<meta property="twitter:description" content="スポーツニュースならサンケイスポーツの公式サイト、サンスポ・コム（SANSPO.COM）。野球、サッカー、ラグビー、芸能の最新ニュースをはじめ、注目試合・イベントの日程、結果などデータも満載です。">
<link href="http://www.sanspo.com/common/css/20120301/SetTop.css" rel="stylesheet" type="text/css" />
<link href="http://www.sanspo.com/common/css/20120301/smp_button.css" rel="stylesheet" type="text/css" />
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/jquery-1.11.1.min.js"></script>
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/modernizr.sp.js"></script>
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/skd.min.js"></script>
<script id="analysis" src="//smp.sankei.co.jp/js/analytics/skd.Analysis.js" data-analysis-section="pc"></script>
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/splib.js"></script>
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/ad/adGpt.js"></script>
<script type="text/javascript" async="async" src="//widgets.outbrain.com/outbrain.js"></script>
<!-- Facebook Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1936244633270201'); // Insert your pixel ID here.
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1936244633270201&ev=PageView&noscript=1" /></noscript>
<!-- DO NOT MODIFY -->
<!-- End Facebook Pixel Code -->
<meta property="fb:app_id" content="347218825673309" />
<script type="text/javascript" src="//smp.sankei.co.jp/js/analytics/www.sanspo.com/ga.js"></script>
<script id="scmsFlashModule" src="http://www.sanspo.com/common/js/20150401/flashModule.js?&c=board&g=baseball"></script>
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/idangerous.swiper.min.js"></script>
<script type="text/javascript" src="http://www.sanspo.com/common/js/20150401/top.js"></script>
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「スポーツ」総合ニュース" href="http://www.sanspo.com/rss/chumoku/news/allsports-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「社会・芸能」総合ニュース" href="http://www.sanspo.com/rss/chumoku/news/allentertainments-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「野球」最新ニュース" href="http://www.sanspo.com/rss/baseball/news/baseball-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「サッカー」最新ニュース" href="http://www.sanspo.com/rss/soccer/news/soccer-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「ラグビー」最新ニュース" href="http://www.sanspo.com/rss/rugby/news/rugby-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「ゴルフ」最新ニュース" href="http://www.sanspo.com/rss/golf/news/golf-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「競馬・公営」最新ニュース" href="http://race.sanspo.com/rss/news/keibanews.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「芸能社会」最新ニュース" href="http://www.sanspo.com/rss/geino/news/geino-n.xml" />
<link rel="alternate" type="application/rss+xml" title="SANSPO.COM「スポーツ」最新ニュース" href="http://www.sanspo.com/rss/sports/news/sports-n.xml" />
</head>
<body><a name="pagetop" id="pagetop"><!-- ページトップ --></a>
<div id="chgview"></div>
<script src="http://www.sanspo.com/smp/js/redirect_v20110902/b.js" type="text/javascript"></script>
<!-- ***********Header start*********** -->
<div id="Header">
<p class="HeaderKeyword">最新のスポーツニュースならサンスポ・コム！</p>
<!-- TitleSection start -->
<div id="TitleSection">
<h1 class="HeaderLogo-02">
<a href="http://www.sanspo.com/"><img src="http://www.sanspo.com/common/images/20120301/logo_sanspo_001.gif" alt="サンスポ SANSPO.COM" /></a>
</h1>
<div id="HeaderLogoSidePic"></div>
<script type="text/javascript"><!--
loaderHTML("http://www.sanspo.com/module/all/HeaderLogoSide.html","#HeaderLogoSidePic");
// --></script>
<div class="HeaderLink">
<ul class="SNSButton">
<li><a href="http://www.facebook.com/sanspocom"><img src="http://www.sanspo.com/common/images/20120301/icon_facebook_002.gif" alt="Facebook" /></a></li>
<li><a href="https://twitter.com/#!/SANSPOCOM"><img src="http://www.sanspo.com/common/images/20120301/icon_twitter_002.gif" alt="Twitter" /></a></li>
<li><a href="http://www.sanspo.com/module/redirect/line.html"><img src="http://www.sanspo.com/common/images/20120301/icon_line_001.gif" alt="LINE" /></a></li>
</ul>
</div>
</div>
<!-- TitleSection end -->
<!-- AllianceNavigationSection start -->
<div id="AllianceNavigationSection"></div>
<script type="text/javascript"><!--
loaderHTML("http://www.sanspo.com/module/ad/alliance_navi.html","#AllianceNavigationSection");
// --></script>
<!-- AllianceNavigationSection end -->
<!-- GlovalNavigationSection start -->
<div id="GlovalNavigationSection-02">
<ul class="navigation">
<li class="menu01"><a href="http://www.sanspo.com/top.html" class="active">ホーム</a></li>
<li class="menu02"><a href="http://www.sanspo.com/flash/newslists/flash-n1.html">速報</a></li>
<li class="menu03"><a href="http://www.sanspo.com/baseball/baseball.html">野球</a></li>
<li class="menu04"><a href="http://www.sanspo.com/soccer/soccer.html">サッカー</a></li>
<li class="menu05"><a href="http://www.sanspo.com/rugby/rugby.html">ラグビー</a></li>
<li class="menu06"><a href="http://www.sanspo.com/golf/golf.html">ゴルフ</a></li>
<li class="menu08"><a href="http://www.sanspo.com/geino/geino.html">芸能・社会</a></li>
<li class="menu07"><a href="http://race.sanspo.com/" target="_blank">競馬</a></li>
<li class="menu09"><a href="http://www.sanspo.com/flash/photolists/flash-p1.html">フォト</a></li>
<li class="menu10"><a href="http://www.sanspo.com/movie/movie.html">動画</a></li>
</ul>
</div>
<!-- GlovalNavigationSection end -->
<div id="SelectBox01">
<div class="GenreSelectOff">
<div class="SelectButton"><a href="#" title="スポーツ一覧を開く"><img src="http://www.sanspo.com/common/images/20120301/button_select_006.gif" alt="スポーツ" width="200" height="24" /></a></div>
</div>
</div>
</div>
<!-- ***********Header end*********** -->
<div id="adTopPRBanner01">
<!-- begin ad ss.top.premiere.head tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.premiere.head&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.premiere.head tag -->
</div>
<div id="Container">
<!-- ***********Contents start*********** -->
<div id="Contents">
<div id="TopNewsSection">
<h2 class="speech">ピックアップニュース</h2>
<div class="TopNews">
<h3><a href="./sports/news/20180318/ten18031805040001-n1.html">ツアー初Ｖ王手！大坂、世界１位を６４分倒／テニス</a></h3>
</div>
<div class="NewsflashArea">
<table>
<tr>
<th>速報！</th>
<td>
<ul class="NewsList">
<li><a href="http://www.sanspo.com/soccer/bundes/game/live.html">ブンデスリーガ　各試合</a></li>
<li><a href="http://www.sanspo.com/soccer/premier/game/live.html">プレミアリーグ　各試合</a></li>
<li><a href="http://www.sanspo.com/golf/game/?sj_PageID=sp_2018_round_11_1664_3">松山英樹出場　アーノルド・パーマー招待</a></li>
<li><a href="http://www.sanspo.com/golf/game/?sj_PageID=sp_2018_round_13_1767_3">上原彩子出場　米女子</a></li>
</ul>
</td>
</tr>
</table>
</div><div class="TopNewsListArea02">
<div class="PhotoArea">
<div id="topPhotoChanger" class="MainPhoto loading">
<div class="swiper-container">
<ul class="swiper-wrapper">
<li class="swiper-slide"><a href="./geino/news/20180317/geo18031720530031-n1.html"><img src="./images/news/top/pickup-001top.jpg?32195" alt="" title="永島聖羅、好きなカットは雨にぬれたシーンのページ"><span>永島聖羅、好きなカットは雨にぬれたシー…</span></a></li>
<li class="swiper-slide"><a href="./geino/news/20180317/gra18031711300001-n1.html"><img src="./images/news/top/pickup-002top.jpg?32195" alt="" title="Ｇカップ完璧ボディーで魅了する大型新人グラドル、小日向みのり"><span>Ｇカップ完璧ボディーで魅了する大型新人…</span></a></li>
<li class="swiper-slide"><a href="./sports/news/20180317/ten18031714200001-n1.html"><img src="./images/news/top/pickup-003top.jpg?32195" alt="" title="【試合詳細】大坂、世界１位ハレプ撃破！ツアー初優勝目指し決勝で１９位のカサトキナと対戦／テニス"><span>【試合詳細】大坂、世界１位ハレプ撃破！…</span></a></li>
<li class="swiper-slide"><a href="./geino/news/20180317/geo18031713170019-n1.html"><img src="./images/news/top/pickup-004top.jpg?32195" alt="" title="稲村亜美、始球式騒動後初のイベント「当時はびっくりしましたが、今は全然大丈夫です」"><span>稲村亜美、始球式騒動後初のイベント「当…</span></a></li>
<li class="swiper-slide"><a href="./baseball/news/20180317/mlb18031710390013-n1.html"><img src="./images/news/top/pickup-005top.jpg?32195" alt="" title="イチロー「ボールが飛んでこないことをひたすら祈りました」　右脚の状態明かす"><span>イチロー「ボールが飛んでこないことをひ…</span></a></li>
<li class="swiper-slide"><a href="./baseball/news/20180317/tig18031717150013-n1.html"><img src="./images/news/top/pickup-006top.jpg?32195" alt="" title="阪神・岩貞は６回５失点、中日に大敗も光…糸井＆ロサリオが２者連続アーチ"><span>阪神・岩貞は６回５失点、中日に大敗も光…</span></a></li>
<li class="swiper-slide"><a href="./geino/news/20180317/geo18031713220020-n1.html"><img src="./images/news/top/pickup-007top.jpg?32195" alt="" title="広瀬すず、「ちはやふる」に感謝「みなさんと本当の仲間になれた」"><span>広瀬すず、「ちはやふる」に感謝「みなさ…</span></a></li>
<li class="swiper-slide"><a href="./sports/news/20180317/spo18031710430005-n1.html"><img src="./images/news/top/pickup-008top.jpg?32195" alt="" title="藤沢・山口組が６戦全勝で予選突破！　カーリング混合ダブルス"><span>藤沢・山口組が６戦全勝で予選突破！　カ…</span></a></li>
<li class="swiper-slide"><a href="./geino/news/20180317/sot18031716240010-n1.html"><img src="./images/news/top/pickup-009top.jpg?32195" alt="" title="東京都心で桜が開花　平年より９日早く"><span>東京都心で桜が開花　平年より９日早く</span></a></li>
</ul>
<div class="swiper-controller">
<div class="swiper-button-next"></div>
<div class="swiper-button-prev"></div>
</div>
</div>
</div>
<div class="ThumbnailPhoto">
<ul>
<li><a href="./geino/photos/20180317/geo18031720530031-p1.html"><img src="./images/news/top/pickup-001top.jpg?32195" title="永島聖羅、好きなカットは雨にぬれたシーンのページ" alt="" /></a></li>
<li><a href="./geino/photos/20180317/gra18031711300001-p1.html"><img src="./images/news/top/pickup-002top.jpg?32195" title="Ｇカップ完璧ボディーで魅了する大型新人グラドル、小日向みのり" alt="" /></a></li>
<li><a href="./sports/photos/20180317/ten18031714200001-p1.html"><img src="./images/news/top/pickup-003top.jpg?32195" title="【試合詳細】大坂、世界１位ハレプ撃破！ツアー初優勝目指し決勝で１９位のカサトキナと対戦／テニス" alt="" /></a></li>
<li><a href="./geino/photos/20180317/geo18031713170019-p1.html"><img src="./images/news/top/pickup-004top.jpg?32195" title="稲村亜美、始球式騒動後初のイベント「当時はびっくりしましたが、今は全然大丈夫です」" alt="" /></a></li>
<li><a href="./baseball/photos/20180317/mlb18031710390013-p1.html"><img src="./images/news/top/pickup-005top.jpg?32195" title="イチロー「ボールが飛んでこないことをひたすら祈りました」　右脚の状態明かす" alt="" /></a></li>
<li><a href="./baseball/photos/20180317/tig18031717150013-p1.html"><img src="./images/news/top/pickup-006top.jpg?32195" title="阪神・岩貞は６回５失点、中日に大敗も光…糸井＆ロサリオが２者連続アーチ" alt="" /></a></li>
<li><a href="./geino/photos/20180317/geo18031713220020-p1.html"><img src="./images/news/top/pickup-007top.jpg?32195" title="広瀬すず、「ちはやふる」に感謝「みなさんと本当の仲間になれた」" alt="" /></a></li>
<li><a href="./sports/photos/20180317/spo18031710430005-p1.html"><img src="./images/news/top/pickup-008top.jpg?32195" title="藤沢・山口組が６戦全勝で予選突破！　カーリング混合ダブルス" alt="" /></a></li>
<li><a href="./geino/photos/20180317/sot18031716240010-p1.html"><img src="./images/news/top/pickup-009top.jpg?32195" title="東京都心で桜が開花　平年より９日早く" alt="" /></a></li>
</ul>
</div>
<div class="adPRtext01">
<!-- begin ad ss.top.textad.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.textad.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.textad.01 tag -->
</div>
<div class="adPRtextTop02">
<p><a href="http://www.sanspo.com/geino/news/20180201/sot18020114560007-n1.html">サンスポ電子版　いまなら２００円！</a></p>
</div>
<div class="adPRtextTop02">
<p><a href="http://www.sanspo.com/geino/news/20180222/geo18022208000003-n1.html">サンスポＧｏＧｏクイーン・オーディション</a></p>
</div>
<div class="adPRtextTop02">
<p><a href="http://www.sanspo.com/sports/news/20180310/spo18031010400010-n1.html">「大学生対抗ＺＢＡＴトーナメント」開催！</a></p>
</div></div>
<div class="NewsListArea">
<div class="ContentsTitle03">
<h3>スポーツニュース</h3>
</div>
<ul class="NewsList">
<li><a href="./sports/news/20180317/ski18031723280009-n1.html" title="暁斗、３位で今季１１度目の表彰台　次戦で総合Ｖも／複合">暁斗、３位で今季１１度目の表彰台　次戦…</a></li>
<li><a href="./sports/news/20180317/spo18031718580008-n1.html" title="準決勝でカー娘が激突！吉田知・清水組が滑り込み４強、藤沢・山口組と対戦へ">準決勝でカー娘が激突！吉田知・清水組が…</a></li>
<li><a href="./sports/news/20180317/spo18031723390016-n1.html" title="渡辺、東野組が決勝進出　混合ダブルスで日本勢初／バドミントン">渡辺、東野組が決勝進出　混合ダブルスで…</a></li>
<li><a href="./sports/news/20180317/sum18031720510016-n1.html" title="鶴竜の白星に山科審判長「親指が出ているけれど…」／春場所">鶴竜の白星に山科審判長「親指が出ている…</a></li>
<li><a href="./sports/news/20180317/ten18031717120003-n1.html" title="ハレプ「言い訳が見つからない」　４度目の対戦で大坂に初黒星／テニス">ハレプ「言い訳が見つからない」　４度目…</a></li>
<li><a href="./baseball/news/20180317/tig18031719160015-n1.html" title="阪神・岩貞、先発枠入りに暗雲　金本監督「ちょっときついな」">阪神・岩貞、先発枠入りに暗雲　金本監督…</a></li>
<li><a href="./sports/news/20180317/gym18031723280001-n1.html" title="内村、復帰戦へ意気込み「試合勘を取り戻したい」／体操">内村、復帰戦へ意気込み「試合勘を取り戻…</a></li>
</ul>
<div class="ContentsTitle03">
<h3>芸能・社会ニュース</h3>
</div>
<ul class="NewsList">
<li><a href="./geino/news/20180317/tro18031712280003-n1.html" title="ＡＶ女優、麻生希が覚醒剤所持疑い　コカインや大麻も、密売か">ＡＶ女優、麻生希が覚醒剤所持疑い　コカ…</a></li>
<li><a href="./geino/news/20180317/geo18031722110034-n1.html" title="たけし、新事務所に安住アナ勧誘「ＴＢＳの３倍払う」">たけし、新事務所に安住アナ勧誘「ＴＢＳ…</a></li>
<li><a href="./geino/news/20180317/geo18031713470022-n1.html" title="森口博子、プロポーズ断っていた「自由にならないんだったら結婚できない！」">森口博子、プロポーズ断っていた「自由に…</a></li>
<li><a href="./geino/news/20180317/owa18031716460001-n1.html" title="クロちゃん、教育入院から退院「４１歳でこんな気持ちになるとは…」">クロちゃん、教育入院から退院「４１歳で…</a></li>
<li><a href="./geino/news/20180317/geo18031717430027-n1.html" title="川口春奈、アフリカロケで危機一髪！？「チーターに襲われそうに…」">川口春奈、アフリカロケで危機一髪！？「…</a></li>
<li><a href="./geino/news/20180317/geo18031721100033-n1.html" title="漫画家の蛭子、本業よりテレビ？「とにかく楽、テレビの方が」">漫画家の蛭子、本業よりテレビ？「とにか…</a></li>
<li><a href="./geino/news/20180317/gra18031711300001-n1.html" title="Ｇカップ完璧ボディーで魅了する大型新人グラドル、小日向みのり">Ｇカップ完璧ボディーで魅了する大型新人…</a></li>
</ul>
<div class="button-flash">
<a href="http://www.sanspo.com/flash/newslists/flash-n1.html">試合・ニュース速報</a>
</div>

<div class="button-flash">
<a href="http://www.sanspo.com/pyeongchang2018/pyeongchang2018.html">平昌冬季パラリンピック</a>
</div>
</div>
</div>
</div>
<!-- ***********Contents end*********** -->
<!-- TopicsSection01 -->
<div id="TopicsSection01">
<div class="ContentsTitle01"><h2>特集</h2></div>
<!-- begin ad ss.n.top.event.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.n.top.event.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.n.top.event.01 tag -->
<!-- begin ad ss.n.top.event.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.n.top.event.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.n.top.event.02 tag -->

<!-- TopicsSection01 end -->
</div>
<div id="TopicsSection02">
<div class="TopicsArea01">
<ul class="TopicsList">
<li>
<div class="photo"><a href="./baseball/tokushu/baseball-t27266.html"><img src="http://www.sanspo.com/images/topics/baseball/icon_27266.gif" title="[球界]ここだけの話" alt="[球界]ここだけの話" onContextmenu="return false" /></a></div>
<div class="TextArea">
<p class="title"><a href="./baseball/tokushu/baseball-t27266.html">[球界]ここだけの話</a></p>
<ul class="NewsList">
<li><a href="./baseball/news/20180317/buf18031713000002-n1.html">オリックス・アルバース、マリナーズ復帰のイチロ…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./baseball/news/20180316/npb18031614420004-n1.html">昨季最下位のロッテ、金森＆島田コーチの指導で打…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./baseball/news/20180315/gia18031513000008-n1.html">吉川尚、田中俊…巨人の若手二塁手争いが熱い、定…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
</ul>
</div>
</li>
<li>
<div class="photo"><a href="./baseball/tokushu/baseball-t32849.html"><img src="http://www.sanspo.com/images/topics/baseball/icon_32849.gif" title="大谷翔平" alt="大谷翔平" onContextmenu="return false" /></a></div>
<div class="TextArea">
<p class="title"><a href="./baseball/tokushu/baseball-t32849.html">大谷翔平</a></p>
<ul class="NewsList">
<li><a href="./baseball/news/20180317/mlb18031712220016-n1.html">大谷、開幕ロースター漏れの可能性に「今の段階で…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./baseball/news/20180317/mlb18031709020008-n1.html">大谷、７失点で黒星「一回一回が勉強かなと思って…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./baseball/news/20180317/mlb18031706350005-n1.html">エンゼルス・大谷は１回１／３を７安打７失点ＫＯ…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
</ul>
</div>
</li>
<li>
<div class="photo"><a href="./geino/tokushu/geino-t26504.html"><img src="http://www.sanspo.com/images/topics/geino/icon_26504.gif" title="グラビア通信" alt="グラビア通信" onContextmenu="return false" /></a></div>
<div class="TextArea">
<p class="title"><a href="./geino/tokushu/geino-t26504.html">グラビア通信</a></p>
<ul class="NewsList">
<li><a href="./geino/news/20180317/gra18031711300001-n1.html">Ｇカップ完璧ボディーで魅了する大型新人グラドル…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./geino/news/20180316/gra18031611300001-n1.html">「ベストボディ・ジャパン２０１７さいたま大会」…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./geino/news/20180315/gra18031511300001-n1.html">“下乳天使”の異名を取るＧカップグラドル、片岡…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
</ul>
</div>
</li>
<li>
<div class="photo"><a href="./geino/tokushu/geino-t28805.html"><img src="http://www.sanspo.com/images/topics/geino/icon_28805.gif" title="芸能ショナイ業務話" alt="芸能ショナイ業務話" onContextmenu="return false" /></a></div>
<div class="TextArea">
<p class="title"><a href="./geino/tokushu/geino-t28805.html">芸能ショナイ業務話</a></p>
<ul class="NewsList">
<li><a href="./geino/news/20180317/geo18031711300017-n1.html">母校・立大相撲部の名誉監督に就任した周防正行監…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./geino/news/20180316/geo18031611500023-n1.html">“７１歳の青年”ビートたけし、独立して流浪の青…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
<li><a href="./geino/news/20180312/geo18031210000001-n1.html">日曜芸能面を刷新！　月１ペースで掲載するバラエ…</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /></li>
</ul>
</div>
</li>
</ul>
</div>
<div class="TopicsArea02">
<ul class="TopicsList">
<li><a href="./baseball/tokushu/baseball-t35488.html">2018センバツ高校野球</a></li>
<li><a href="./geino/tokushu/geino-t34385.html">週末エンタメ</a></li>
<li><a href="./baseball/tokushu/baseball-t17292.html">イチロー</a></li>
<li><a href="./sports/tokushu/sports-t23844.html">羽生結弦</a></li>
<li><a href="./baseball/tokushu/baseball-t35170.html">2018新人情報</a></li>
<li><a href="./baseball/tokushu/baseball-t17291.html">ダルビッシュ有</a></li>
<li><a href="./baseball/tokushu/baseball-t34664.html">清宮幸太郎</a></li>
<li><a href="./sports/tokushu/sports-t35350.html">貴乃花親方</a></li>
<li><a href="./geino/tokushu/geino-t33479.html">３６５日グラドル日記</a></li>
</ul>
<p class="TopicsTitle">球団</p>
<dl class="TopicsList">
<dt>セ・リーグ</dt>
<dd class="left"><a href="http://www.sanspo.com/baseball/pro/tokushu/carp.html">広島</a></dd>
<dd class="right"><a href="http://www.sanspo.com/baseball/pro/tokushu/giants.html">巨人</a></dd>
<dd class="left"><a href="http://www.sanspo.com/baseball/pro/tokushu/dena.html">ＤｅＮＡ</a></dd>
<dd class="right"><a href="http://www.sanspo.com/baseball/pro/tokushu/tigers.html">阪神</a></dd>
<dd class="left"><a href="http://www.sanspo.com/baseball/pro/tokushu/swallows.html">ヤクルト</a></dd>
<dd class="right"><a href="http://www.sanspo.com/baseball/pro/tokushu/dragons.html">中日</a></dd>
</dl>
<dl class="TopicsList">
<dt>パ・リーグ</dt>
<dd class="left"><a href="http://www.sanspo.com/baseball/pro/tokushu/fighters.html">日本ハム</a></dd>
<dd class="right"><a href="http://www.sanspo.com/baseball/pro/tokushu/hawks.html">ソフトバンク</a></dd>
<dd class="left"><a href="http://www.sanspo.com/baseball/pro/tokushu/marines.html">ロッテ</a></dd>
<dd class="right"><a href="http://www.sanspo.com/baseball/pro/tokushu/lions.html">西武</a></dd>
<dd class="left"><a href="http://www.sanspo.com/baseball/pro/tokushu/goldeneagles.html">楽天</a></dd>
<dd class="right"><a href="http://www.sanspo.com/baseball/pro/tokushu/buffaloes.html">オリックス</a></dd>
</dl>
</div>
</div>
<!-- adRectangleBox-->
<!-- begin ad ss.top.box tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.box&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.box tag -->
<!-- MovieSection -->
<div id="MovieSection">
<div class="wrapper">
<h2><a href="./movie/movie.html">プレミアム動画</a></h2>
<ul>
<li>
<div class="thumbnail">
<div class="photo"><img src="./sports/images/20180317/spm18031722040001-m1.jpg" /></div>
<div class="button"><a href="./sports/news/20180317/spm18031722040001-n1.html"><img src="http://www.sanspo.com/common/images/20120301/button_movie_001.png" /></a></div>
</div>
<p class="title"><a href="./sports/news/20180317/spm18031722040001-n1.html">大坂なおみがツアー初優勝に王手！世界１…</a></p>
</li>
<li>
<div class="thumbnail">
<div class="photo"><img src="./baseball/images/20180315/bbm18031515520002-m1.jpg" /></div>
<div class="button"><a href="./baseball/news/20180315/bbm18031515520002-n1.html"><img src="http://www.sanspo.com/common/images/20120301/button_movie_001.png" /></a></div>
</div>
<p class="title"><a href="./baseball/news/20180315/bbm18031515520002-n1.html">【ハイライト】中日－西武</a></p>
</li>
<li>
<div class="thumbnail">
<div class="photo"><img src="./baseball/images/20180308/bbm18030812370001-m1.jpg" /></div>
<div class="button"><a href="./baseball/news/20180308/bbm18030812370001-n1.html"><img src="http://www.sanspo.com/common/images/20120301/button_movie_001.png" /></a></div>
</div>
<p class="title"><a href="./baseball/news/20180308/bbm18030812370001-n1.html">イチロー、現役は「“最低”５０歳まで」</a></p>
</li>
<li>
<div class="thumbnail">
<div class="photo"><img src="./soccer/images/20180311/scm18031115280001-m1.jpg" /></div>
<div class="button"><a href="./soccer/news/20180311/scm18031115280001-n1.html"><img src="http://www.sanspo.com/common/images/20120301/button_movie_001.png" /></a></div>
</div>
<p class="title"><a href="./soccer/news/20180311/scm18031115280001-n1.html">酒井宏がマルセイユで日本食レストランを…</a></p>
</li>
</ul>
</div>
<p class="more"><a href="./movie/movie.html" rel="nofollow">もっと見る</a></p>
</div>
<!-- TopNewsListSection-->
<div id="TopNewsListSection">
<div class="ContentsTitle01">
<h2><a href="./baseball/baseball.html">野球</a></h2>
<ul class="navigation">
<li class="menu"><a href="./baseball/pro/pro.html">プロ野球</a></li>
<li class="menu"><a href="./baseball/mlb/mlb.html">MLB</a></li>
<li class="menu"><a href="./baseball/high/high.html">高校</a></li>
<li class="menu"><a href="./baseball/univ/univ.html">大学</a></li>
<li class="menu"><a href="./baseball/ama/ama.html">アマ</a></li>
<li class="menu"><a href="./baseball/others/others.html">その他</a></li>
<li class="more"><a href="./baseball/baseball.html" rel="nofollow">もっと見る</a></li></ul>
</div>
<div class="NewsListArea01">
<div class="photo"><a href="./baseball/photos/20180318/swa18031805060001-p1.html"><img src="./baseball/images/20180318/swa18031805060001-s1.jpg" onContextmenu="return false" /></a></div>
<ul class="NewsList">
<li><a href="./baseball/news/20180318/swa18031805060001-n1.html">ヤクルト・山田哲、神宮で出た開花弾！３・３０開幕へ上昇ムード</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:06</span></li>
<li><a href="./baseball/news/20180318/den18031805050001-n1.html">石田は大丈夫！ＤｅＮＡ・ラミ監督託した２年連続開幕投手</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:05</span></li>
<li><a href="./baseball/news/20180318/tig18031805040010-n1.html">阪神・ロサリオ、豪快ＯＰ戦１号！糸井とアベック連弾</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:04</span></li>
<li><a href="./baseball/news/20180318/gia18031805040005-n1.html">巨人、４連勝で“吉兆”オープン戦首位！坂本勇が２安打</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:04</span></li>
<li><a href="./baseball/news/20180318/tig18031805030003-n1.html">開幕へ万全！阪神・糸井、超振１号＆二塁打「しっかり振れた」</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:03</span></li>
</ul>
</div>
<div class="ContentsTitle01">
<h2><a href="./soccer/soccer.html">サッカー</a></h2>
<ul class="navigation">
<li class="menu"><a href="./soccer/japan/japan.html">日本代表</a></li>
<li class="menu"><a href="./soccer/jleague/jleague.html">Jリーグ</a></li>
<li class="menu"><a href="./soccer/bundes/bundes.html">ブンデス</a></li>
<li class="menu"><a href="./soccer/serie_a/serie_a.html">セリエＡ</a></li>
<li class="menu"><a href="./soccer/premier/premier.html">プレミア</a></li>
<li class="menu"><a href="./soccer/spain/spain.html">スペイン</a></li>
<li class="menu"><a href="./soccer/world/world.html">海外代表</a></li>
<li class="more"><a href="./soccer/soccer.html" rel="nofollow">もっと見る</a></li></ul>
</div>
<div class="NewsListArea01">
<div class="photo"><a href="./soccer/photos/20180318/jle18031805020005-p1.html"><img src="./soccer/images/20180318/jle18031805020005-s1.jpg" onContextmenu="return false" /></a></div>
<ul class="NewsList">
<li><a href="./soccer/news/20180318/jle18031805020005-n1.html">川崎・車屋、倒すんだジョー！元ブラジル代表ＦＷ相手に代表予行演習</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:02</span></li>
<li><a href="./soccer/news/20180318/sci18031805010001-n1.html">中島、絶妙クロスでアシスト！代表で「良いプレーをしたい」</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:01</span></li>
<li><a href="./soccer/news/20180318/bun18031802120002-n1.html">伊藤＆酒井高が先発のＨＳＶ、逆転負けで１４戦未勝利　史上初の降格に現実味</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><span class="timestamp">03.18 02:12</span></li>
<li><a href="./soccer/news/20180318/bun18031802070001-n1.html">長谷部、フル出場のフランクフルト、マインツに３発快勝で暫定４位浮上　武藤は途中出場</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><span class="timestamp">03.18 02:07</span></li>
<li><a href="./soccer/news/20180318/spa18031800500001-n1.html">スペイン国家検察局、シャビ・アロンソ氏に懲役８年求刑　レアル在籍時の脱税疑惑で</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><span class="timestamp">03.18 00:50</span></li>
</ul>
</div>
<div class="ContentsTitle01">
<h2><a href="./geino/geino.html">芸能社会</a></h2>
<ul class="navigation">
<li class="menu"><a href="./geino/geinonews/geinonews.html">芸能</a></li>
<li class="menu"><a href="./geino/shakai/shakai.html">社会</a></li>
<li class="more"><a href="./geino/geino.html" rel="nofollow">もっと見る</a></li></ul>
</div>
<div class="NewsListArea01">
<div class="photo"><a href="./geino/photos/20180318/geo18031805030013-p1.html"><img src="./geino/images/20180318/geo18031805030013-s1.jpg" onContextmenu="return false" /></a></div>
<ul class="NewsList">
<li><a href="./geino/news/20180318/geo18031802390011-n1.html">ビートたけし、『独立』初言及！「退職金３億はもらえた」仕事は現状維持</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:05</span></li>
<li><a href="./geino/news/20180318/geo18031805030013-n1.html">『科捜研の女』最終回に沢口靖子手応え「演じていて痛快でした」</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:03</span></li>
<li><a href="./geino/news/20180318/joh18031805030001-n1.html">松本潤が“開かずの扉”に挑む！「９９・９－」で笑福亭鶴瓶演じる裁判官と決戦</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:03</span></li>
<li><a href="./geino/news/20180318/geo18031805030018-n1.html">広瀬すず「１０代卒業したくない」完結『ちはやふる』共演陣は「家族と同じよう」</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:03</span></li>
<li><a href="./geino/news/20180318/tro18031805020001-n1.html">覚醒剤所持容疑でＡＶ女優逮捕　「麻生希」自宅に大量５６グラム＝１９００回分</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:02</span></li>
</ul>
</div>
<div class="ContentsTitle01">
<h2><a href="./rugby/rugby.html">ラグビー</a></h2>
<ul class="navigation">
<li class="menu"><a href="./rugby/japan/japan.html">日本代表</a></li>
<li class="menu"><a href="./rugby/topleague/topleague.html">トップ</a></li>
<li class="menu"><a href="./rugby/univ/univ.html">大学</a></li>
<li class="menu"><a href="./rugby/high/high.html">高校</a></li>
<li class="menu"><a href="./rugby/world/world.html">海外</a></li>
<li class="menu"><a href="./rugby/others/others.html">その他</a></li>
<li class="more"><a href="./rugby/rugby.html" rel="nofollow">もっと見る</a></li></ul>
</div>
<div class="NewsListArea01">
<div class="photo"><a href="./rugby/photos/20180317/uni18031705000001-p1.html"><img src="./rugby/images/20180317/uni18031705000001-s1.jpg" onContextmenu="return false" /></a></div>
<ul class="NewsList">
<li><a href="./rugby/news/20180318/uni18031805010001-n1.html">明大、１００対０圧勝　実力差あり過ぎ試合時間短縮</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:01</span></li>
<li><a href="./rugby/news/20180318/jpr18031805000001-n1.html">ジュニア・ジャパン、サモアＡに逆転勝ちで２位</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:00</span></li>
<li><a href="./rugby/news/20180317/uni18031705000001-n1.html">【新主将に聞く】慶大・ＳＯ古田京、１９季ぶり日本一へ「勝ち切る」</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><span class="timestamp">03.17 05:00</span></li>
<li><a href="./rugby/news/20180316/jpr18031615010003-n1.html">日本代表戦の企画チケットを今年も手に入れろ！　今月２４日から発売開始</a><span class="timestamp">03.16 15:01</span></li>
<li><a href="./rugby/news/20180316/jpr18031605000002-n1.html">“雑草男”吉良、初代表へ「自分に足りないもの学べた」</a><span class="timestamp">03.16 05:00</span></li>
</ul>
</div>
<div class="ContentsTitle01">
<h2><a href="./golf/golf.html">ゴルフ</a></h2>
<ul class="navigation">
<li class="menu"><a href="./golf/jgto/jgto.html">国内男子</a></li>
<li class="menu"><a href="./golf/jlpga/jlpga.html">国内女子</a></li>
<li class="menu"><a href="./golf/pga/pga.html">米男子</a></li>
<li class="menu"><a href="./golf/lpga/lpga.html">米女子</a></li>
<li class="menu"><a href="./golf/domoth/domoth.html">国内他</a></li>
<li class="menu"><a href="./golf/intoth/intoth.html">海外他</a></li>
<li class="more"><a href="./golf/golf.html" rel="nofollow">もっと見る</a></li></ul>
</div>
<div class="NewsListArea01">
<div class="photo"><a href="./golf/photos/20180318/jlp18031805030001-p1.html"><img src="./golf/images/20180318/jlp18031805030001-s1.jpg" onContextmenu="return false" /></a></div>
<ul class="NewsList">
<li><a href="./golf/news/20180318/jlp18031805030001-n1.html">三浦桃香、３位発進！“もぐもぐタイム”は母の手作り牛タン弁当／国内女子</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:03</span></li>
<li><a href="./golf/news/20180318/pga18031805020002-n1.html">松山、決勝Ｒ進出も…伸ばせず３１位後退／米男子</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:02</span></li>
<li><a href="./golf/news/20180318/pga18031805000001-n1.html">ウッズ、ショット乱れるも粘った１７位／米男子</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:00</span></li>
<li><a href="./golf/news/20180318/lpg18031805000001-n1.html">上原、２９位浮上　奈紗は予選落ち／米女子</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:00</span></li>
<li><a href="./golf/news/20180317/jlp18031719460004-n1.html">酒井、２位発進に手応え「落ち着いてプレーできた」／国内女子</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><span class="timestamp">03.17 19:46</span></li>
</ul>
</div>
<div class="ContentsTitle01">
<h2><a href="http://race.sanspo.com/">競馬・公営</a></h2>
<ul class="navigation">
<li class="menu"><a href="http://race.sanspo.com/keiba/keiba.html">中央競馬</a></li>
<li class="menu"><a href="http://race.sanspo.com/nationalracing/nationalracing.html">地方競馬</a></li>
<li class="menu"><a href="http://race.sanspo.com/boatrace/boatrace.html">ボート</a></li>
<li class="menu"><a href="http://race.sanspo.com/keirin/keirin.html">競輪</a></li>
<li class="menu"><a href="http://race.sanspo.com/autorace/autorace.html">オート</a></li>
<li class="more"><a href="http://race.sanspo.com/" rel="nofollow">もっと見る</a></li></ul>
</div>
<div class="NewsListArea01">
<div class="photo"><a href="http://race.sanspo.com/keiba/news/20180318/pog18031805060009-p1.html"><img src="http://race.sanspo.com/keiba/images/20180318/pog18031805060009-s1.jpg" onContextmenu="return false" /></a></div>
<ul class="NewsList">
<li><a href="http://race.sanspo.com/keiba/news/20180318/pog18031805060009-n1.html">【フラワーＣ】素質開花カンタービレＶ！</a><img src="http://www.sanspo.com/common/images/20120301/icon_camera_001.gif" width="12" height="10" /><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:06</span></li>
<li><a href="http://race.sanspo.com/keiba/news/20180318/pog18031805050008-n1.html">【フラワーＣ】ロック最下位…のどを検査へ</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:05</span></li>
<li><a href="http://race.sanspo.com/keiba/news/20180318/pog18031805050007-n1.html">【フラワーＣ】レースを終えて…関係者談話</a><img src="http://www.sanspo.com/common/images/20120301/icon_new_001.gif" alt="NEW" /><span class="timestamp">03.18 05:05</span></li>
</ul>
</div>
<div class="column-2">
	<div id="GeneratSelectNews1" class="LeftArea"></div>
	<div id="GeneratSelectNews2" class="RightArea"></div>
</div>
<div class="column-2">
	<div id="GeneratSelectNews3" class="LeftArea"></div>
	<div id="GeneratSelectNews4" class="RightArea"></div>
</div>
<div class="column-2">
	<div id="GeneratSelectNews5" class="LeftArea"></div>
	<div id="GeneratSelectNews6" class="RightArea"></div>
</div>

</div>
<!-- NewsListSection-->
<div id="NewsListPressrelease"></div>
<script type="text/javascript"><!--
loaderHTML("http://www.sanspo.com/module/geino/news/pressrelease-top.html","#NewsListPressrelease");
// --></script>
<!-- adMegaBanner-->
<div class="adMegaBanner">
<!-- begin ad ss.top.bottom.banner tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.bottom.banner&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.bottom.banner tag -->
</div>
</div>
<!-- ***********Contents end*********** -->
<!-- ***********Sidebar start*********** -->
<div id="Sidebar">
<div class="search">
<form action="http://www.sanspo.com/search/" method="get">
<input type="text" name="q" id="popin_query" size="20" maxlength="40" class="text" />
<input type="image" src="http://www.sanspo.com/common/images/20120301/button_search_001.gif" name="web" alt="検索" class="submit" />
<a href="http://www.popin.cc/" target="_blank"><img src="http://images.popin.cc/custom/powered_by_popin_v2.png" width="66" height="18" /></a>
</form>
</div>
<!-- AD Rectangle1 start -->
<div class="adRectangleBanner">
<!-- begin ad ss.top.300x250.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.300x250.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.300x250.01 tag -->
<script type="text/javascript" src="//static.criteo.net/js/ld/publishertag.js"></script>
<div id="717074" style="width:300px;height:600px;"></div>
<script type="text/javascript">
Criteo.DisplayAcceptableAdIfAdblocked({
    "zoneid": 717074,
    "containerid": "717074"});
</script>
</div>
<!-- AD Rectangle1 end -->
<!-- adTopics-->
<!-- begin ad ss.top.topics tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.topics&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.topics tag -->
<div id="RankingSection">
<div id="__ranking__">
<div class="SideberTitle01">
<h2>「総合」ランキング</h2>
</div>
<div class="Ranking">
<div id="rankingWidget" data-rank-genre="all">
<div class="rankingBody">
<div class="chartbeatBody" data-limit="6">
<div class="js-holder"></div>
</div>
</div>
<div class="more"><a href="http://www.sanspo.com/ranking/news/all-r.html">もっと見る</a></div>
<script src="http://www.sanspo.com/common/js/20150401/rankingWidget.src.js"></script>
</div>
</div>
</div>
<script src="http://www.sanspo.com/common/js/20150401/ranking/__ranking__.js" type="text/javascript"></script>
</div>
<!-- TopScoreBoard start-->
<div id="SidebarScoreBoardSection"></div>
<!-- TopScoreBoard end-->
<!-- Side NewsList & TopicsList start-->
<div id="adSidebarSpecial">
<div class="sanspoSpecial">
<div class="special">
<h2>Sanspoスペシャル</h2>
<!-- begin ad ss.all.special.280x120 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.280x120&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.280x120 tag -->
<!-- begin ad ss.all.special.txt.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.01 tag -->
<!-- begin ad ss.all.special.txt.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.02 tag -->
<!-- begin ad ss.all.special.txt.03 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.03&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.03 tag -->
<!-- begin ad ss.all.special.txt.04 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.04&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.04 tag -->
<!-- begin ad ss.all.special.txt.05 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.05&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.05 tag -->
<!-- begin ad ss.all.special.txt.06 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.06&isJS=true&encoding=Shift_JIS&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.06 tag -->
<!-- begin ad ss.all.special.txt.07 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.07&isJS=true&encoding=Shift_JIS&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.07 tag -->
<!-- begin ad ss.all.special.txt.08 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.all.special.txt.08&isJS=true&encoding=Shift_JIS&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.all.special.txt.08 tag -->
</div>
</div>
</div>
<div id="DailyNewsSection">
<div class="SideberTitle01">
<h2>毎日チェック</h2>
</div>
<div class="News">
<div class="photo"><a href="http://www.sanspo.com/sports/news/20180317/spo18031705060002-n1.html"><img src="http://www.sanspo.com/images/mainichi.jpg" width="100" height="100" /></a></div><ul class="NewsList">
<li><a href="./etc/amakara/amakara.html">今日の甘口辛口</a></li>
<li><a href="./today/spoyotei.html">今日のスポーツ</a></li>
<li><a href="./weather/">今日の天気</a></li>
<li><a href="./today/uranai.html">今日の占い</a></li>
</ul>
</div>
</div>
<!-- AD Rectangle2 start -->
<div class="adRectangleBanner">
<!-- begin ad ss.top.300x250.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.300x250.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.300x250.02 tag -->
</div>
<!-- AD Rectangle2 end -->
<!-- adPlanningSpecial-->
<div class="SideberTitle01">
<h2>企画特集<span class="PR">PR</span></h2>
</div>
<div class="adTopics">
<ul>
<!-- begin ad ss.top.tokusyu.01 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.tokusyu.01&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.tokusyu.01 tag -->

<!-- begin ad ss.top.tokusyu.02 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.tokusyu.02&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.tokusyu.02 tag -->
</ul>
</div>
<!-- adPlanningSpecial-->
<div id="SanspoAppSection">
<div class="SideberTitle01">
<h2>サンスポ電子版１周年キャンペーン中</h2>
</div>
<div class="App">
<p>おかげさまでサンスポ電子版が１周年を迎えました！今なら月額200円（税別）で4月末まで購読できるキャンペーン中です！</p>
<div class="shimen">
<div class="pic"><img src="/ichimen/top.jpg" /></div>
<p class="title">今日の一面</p>
</div>
<div class="logo">
<div class="pic"><img src="http://www.sanspo.com/common/images/20120301/sanspo130x25logo.gif" /></div>
<div class="pic"><a href="http://denshi.sankei.co.jp/application/sanspo.html" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/to_denshi_sankei130.png" /></a></div>
</div>
</div>
</div>
<div class="OUTBRAIN" data-src="http://www.sanspo.com/" data-widget-id="SB_6"></div>
<!-- cyclistModule -->
<div id="cyclistModule"></div>
<script type="text/javascript"><!--
loaderHTML("http://www.sanspo.com/module/cyclist/cyclistmodule.html","#cyclistModule");
// --></script>
<!-- cyclistModule -->
<div id="SanspoNewsSection">
<div class="SideberTitle01">
<h2>インフォメーション</h2>
</div>
<div class="News">
<ul class="NewsList-03">
<li><a href="http://www.sanspo.com/baseball/news/20180219/tig18021916500014-n1.html">八木裕氏と行く必勝祈願バスツアー</a></li>
<li><a href="http://www.sanspo.com/geino/news/20180312/geo18031205020006-n1.html">塩地美澄、２１日バスツアー</a></li>
<li><a href="http://www.sanspo.com/sports/news/20180312/spo18031216300003-n1.html">週刊ギャロップ写真班　派遣スタッフ募集！</a></li>
<li><a href="http://www.sanspo-kansai.com/">関西イベント情報</a></li>
<li><a href="http://www.sanspo.com/geino/news/20180314/gra18031405030002-n1.html">葉加瀬マイに酔う♪日帰りバスツアー</a></li>
</ul>

</div>
</div>


<!--
<li><a href="http://www.sanspo.com/baseball/news/20180219/tig18021916500014-n1.html">八木裕氏と行く必勝祈願バスツアー</a></li>
<li><a href="http://www.sanspo.com/info/171113.pdf">産直プレゼント２０日締め切り</a></li>
<li><a href="http://www.sanspo.com/sports/news/20171225/spo17122515290005-n1.html">「重賞年鑑２０１７」発売中</a></li>
<li><a href="http://www.sanspo.com/sports/news/20170911/spo17091118090005-n1.html">ＺＢＡＴ×楽天競馬の『勝利への方程式』</a></li>
<li><a href="http://www.sanspo.com/geino/news/20180201/sot18020114560007-n1.html">サンスポ電子版　いまなら２００円！</a></li>
<li><a href="http://www.sanspo.com/baseball/news/20170714/gol17071419290002-n1.html">サンスポ特別版「楽天Ｖ進撃」</a></li>
<li><a href="http://www.sanspo.com/etc/news/20170721/fis17072113470002-n1.html">「釣りズバッと関西」第２号、発売中</a></li>
<li><a href="http://www.sanspo.com/sports/news/20170916/spo17091613250003-n1.html">「２１世紀の名馬・ハーツクライ」発売</a></li>
-->


<div id="SanspoNewsSection">
<div class="SideberTitle01">
<h2>サンケイスポーツ・産経新聞グループから</h2>
</div>
<div class="News">

<ul class="NewsList">
<li><a href="https://reader.sankei.co.jp/reader/east/sanspo.html" target="_blank">購読申し込み</a></li>
<li><a href="http://umanity.jp/" target="_blank">予想「ウマニティ」</a></li>
<li><a href="http://www.sanspo-jigyo.com/" target="_blank">ＳＡＮＳＰＯイベント</a></li>
<li><a href="http://8view.sankei.co.jp/" target="_blank">競馬エイト電子版</a></li><li><a href="http://chizai-visual.sankei.co.jp/" target="_blank">産経ビジュアル</a></li>
<li><a href="http://www.sanspo-kansai.com/" target="_blank">サンスポ関西</a></li>
</ul>


</div>
</div>
<div class="adRectangleBanner">
<a href="http://www.sanspo-eshop.com/" target="_blank"><img src="http://www.sanspo.com/images/300x50_eshop.jpg" alt="サンスポe-shop" width="300"></a>
</div>

<div class="adRectangleBanner">
<a href="http://www.sanspo-eshop.com/product/3308/" target="_blank"><img src="//www.sanspo.com/images/20180228_eshop.jpg" alt="平昌五輪総集編" height="90" width="300"></a>
</div>




<div class="KanFun">
<div class="banner"></div>
<ul>
<li><a href="http://www.sanspo.com/geino/news/20150716/geo15071616180020-n1.html">無料メルマガ「サンスポ花子」登録者募集</a></li>
<li><a href="http://www.sanspo.com/geino/news/20150810/geo15081014570016-n1.html">「サンスポ花子」のイケメン５を大公開</a></li>
</ul>
</div>
<div class="adRakutenWidget ">
<!-- begin ad ss.top.300x250.03 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.300x250.03&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.300x250.03 tag -->
</div>
<div id="AdultSection">
<div class="SideberTitle01">
<h2>成人向け［PR］</h2>
<ul class="navigation"><li class="GeneratDisplay"><a href="#">表示</a></li><li class="GeneratNoDisplay">非表示</li></ul>
</div>
<div class="Links">
<div class="photo"><img src="//www.sanspo.com/common/images/20120301/adult/sanspo_20180312.jpg" width="60" height="60" /></div>
<ul class="list">
<li><a href="http://www.adult-sf.com/">今週の激ヤバAV嬢　優月まりな</a></li>
<li><a href="http://www.adult-sf.com/">ADULTサンスポ・フジ</a></li>
<li><a href="http://www.adult-sf.com/otona/">ピンクハート</a></li>
</ul>
<p class="credit">Produced by Mediacraft</p>
</div>
</div>
<!-- AD Rectangle4 start -->
<div class="adRectangleBanner">
<!-- begin ad ss.top.300x250.04 tag -->
<script language="JavaScript" type="text/javascript">
noCacheParam=Math.random()*10000000000;
document.write('<scr'+'ipt type="text/javascript" src="http://sankei2ad.durasite.net/A-affiliate2/mobile?site=102&keyword=ss.top.300x250.04&isJS=true&encoding=UTF-8&amp;ord=' + noCacheParam + '"></scr'+'ipt>');
</script>
<!-- end ad ss.top.300x250.04 tag -->
</div>
<!-- AD Rectangle4 end -->
</div>
<!-- ***********Sidebar end*********** -->
</div>
<!-- ***********Footer start*********** -->
<div id="Footer">
<p class="FooterKeyword">サンスポ・コム（SANSPO.COM）はスポーツニュースをはじめ、今話題の最新情報をお届けします。</p>

<div id="FooterNavigationSection01">
<ul class="navigation">
<li class="menu01"><a href="http://www.sanspo.com/info/mobile.html">モバイル</a></li>
<li class="menu02"><a href="http://www.sanspo.com/rss/rss.html">RSS</a></li>
</ul>
<ul class="sankeiDigital">
<li><a href="http://www.sankei.com/" title="産経ニュース" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_001.gif" alt="産経ニュース" width="92" height="23" /></a></li>
<li><a href="http://www.iza.ne.jp/" title="イザ！" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_002.gif" alt="イザ！" width="41" height="23" /></a></li>
<li><a href="http://www.zakzak.co.jp/" title="ZAKZAK" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_003.gif" alt="ZAKZAK" width="54" height="23" /></a></li>
<li><a href="http://www.sankeibiz.jp/" title="SankeiBiz" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_004.gif" alt="SankeiBiz" width="64" height="23" /></a></li>
<li><a href="http://race.sanspo.com/" title="サンスポZBAT！競馬" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_zbat.gif" alt="サンスポZBAT！競馬" width="46" height="23" /></a></li>
<li><a href="http://cyclist.sanspo.com/" title="cyclist" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_cyclist.gif" alt="cyclist" width="67" height="23" /></a></li>
<li><a href="http://jp.ign.com/" title="IGN JAPAN" target="_blank"><img src="http://www.sanspo.com/common/images/20120301/logo_footer_ign.gif" alt="IGN JAPAN" width="53" height="23" /></a></li>
</ul>
</div>
<div id="FooterNavigationSection02">
<ul class="navigation">
<li class="first"><a href="http://sankei.jp/" target="_blank">産経新聞社</a></li>
<li><a href="http://www.sankei-digital.co.jp/" target="_blank">運営会社</a></li>
<li><a href="http://www.sankei-digital.co.jp/others/kiyaku.html" target="_blank">利用規約</a></li>
<li><a href="http://www.sankei-digital.co.jp/others/privacy.html" target="_blank">プライバシーポリシー</a></li>
<li><a href="http://www.sankei-digital.co.jp/others/iproperty.html" target="_blank">知的財産ポリシー</a></li>
<li><a href="http://www.sankei-digital.co.jp/advertising/index.html" target="_blank">WEB広告掲載</a></li>
<li><a href="http://www.sankei-ad-info.com/" target="_blank">新聞広告掲載</a></li>
<li><a href="https://ssl.sanspo.com/ap/inquiry/">お問い合わせ</a></li>
<li><a href="http://reader.sankei.co.jp/reader/east/sanspo.html" target="_blank">新聞購読</a></li>
</ul>
</div>
<div id="CopyrightSection">
<p class="copyright"><img src="http://www.sanspo.com/common/images/20120301/icon_copyright_001.gif" alt="" width="18" height="19" />Copyright (C) 2018 SANKEI DIGITAL INC. All rights reserved.</p>
<p class="pageTop"><a href="#pagetop">ページ先頭へ</a></p>
</div>

</div>
<!-- ***********Footer end*********** -->
<script src="http://www.sanspo.com/common/js/20150401/popin/loadPopIn.js" type="text/javascript" charset="UTF-8" ></script> 
<!-- chartbeat -->
<script type="text/javascript">
	var _sf_async_config= _sf_async_config || {};

	(function(){
	function loadChartbeat() { window._sf_endpt=(new Date()).getTime();
	var e = document.createElement('script'); e.setAttribute('language', 'javascript');
	e.setAttribute('type', 'text/javascript'); e.setAttribute('src',
	(("https:" == document.location.protocol) ?
	"https://a248.e.akamai.net/chartbeat.download.akamai.com/102508/" :
	"http://static.chartbeat.com/") + "js/chartbeat.js");
	document.body.appendChild(e); }
	var oldonload = window.onload; window.onload = (typeof window.onload != 'function') ?
	loadChartbeat : function() { oldonload(); loadChartbeat(); };
	})();
</script>
<!-- chartbeat end -->
<script type="text/javascript" src="//cf.eco-tag.jp/asi/asi-pix-sanspo-min.js"></script>
</body>
</html>