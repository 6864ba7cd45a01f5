<!DOCTYPE html>
<html lang="ru"><head>
<title>Интерфакс: новости</title>
<link rel="shortcut icon" href="http://www.interfax.ru/favicon.ico" type="image/x-icon">
<link rel="icon" sizes="120x120" href="http://www.interfax.ru/touch-icon-iphone-retina.png" />
<link rel="apple-touch-icon" href="http://www.interfax.ru/touch-icon-iphone.png">
<link rel="apple-touch-icon" sizes="76x76" href="http://www.interfax.ru/touch-icon-ipad.png">
<link rel="apple-touch-icon" sizes="120x120" href="http://www.interfax.ru/touch-icon-iphone-retina.png">
<link rel="apple-touch-icon" sizes="152x152" href="http://www.interfax.ru/touch-icon-ipad-retina.png">
<link rel="manifest" href="/manifest.json">
<meta name="application-name" content="Интерфакс" />
<meta name="msapplication-tooltip" content="Интерфакс Новости" />
<meta name="msapplication-navbutton-color" content="#009B80" />
<meta name="msapplication-starturl" content="./" />
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251" />
<meta name="msapplication-config" content="browserconfig.xml" />
<meta name="description" content="Новости информационного агентства Интерфакс: Отравление Сергея Скрипаля, Президентская кампания-2018, Война санкций, Кокаиновый скандал, ЧМ-2018" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<meta http-equiv="refresh" content="300" />
<style type="text/css">.dNewsOne > .text > div > a img {width: 150px;height:100px} .dNewsOne > .photo > div > a img {width: 315px;height:168px;}</style>
<link rel="stylesheet" href="/css/style.css?v16.5.9" type="text/css"> 
<link rel="search" href="/opensearch.xml" title="Интерфакс" type="application/opensearchdescription+xml">
<link rel="alternate" type="application/rss+xml" title="Интерфакс новости" href="http://www.interfax.ru/rss.asp">
<meta property="og:url" content="http://www.interfax.ru" />
<meta property="og:description" content="Новости информационного агентства Интерфакс: Отравление Сергея Скрипаля, Президентская кампания-2018, Война санкций, Кокаиновый скандал, ЧМ-2018" />
<meta property="og:site_name" content="Interfax.ru" />
<meta property="og:locale" content="ru_RU" />
<meta property="og:title" content="Интерфакс: новости"/>
<meta property="og:image" content="http://www.interfax.ru/img/interfax_icon_300.png" />
<script>document.createElement('time');</script></head>
<body>

<script type="text/javascript">
	var cntimg = document.createElement("IMG");
	cntimg.src = "/cnt/" + cntParseReferer();
	function cntParseReferer() {
	     var re = new RegExp("(http(s)?\\:\\/\\/)?([\\.\\-_0-9A-Za-z]{1,})(.*)");
	     var m = re.exec(document.referrer);
	     if (!m) return "";
	     return encodeURI(m[3]).replace(/'/g, "%27") + "?" + encodeURI(m[4]).replace(/'/g, "%27");
	}
</script>
<div data-type="pl_ban" style="margin: 0px auto; width: 100%;">

<div id="pl11_ban778"><style>
#mob_ban_up yatag {min-width:auto!important; }
</style>

<div class="mgrNo">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Перетяжка смартфоны-->
<!--Категория: <не задана>-->
<!--Тип баннера: Перетяжка 100%-->
<div id="adfox_149554739652698740"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'mob_ban_up',
        params: {
            p1: 'bxfbn',
            p2: 'y',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['phone'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: true
  }]);
})(window, 'adfoxAsyncParamsAdaptive');

</script>
</div>


<div class="mgrNo">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Перетяжка планшеты-->
<!--Категория: <не задана>-->
<!--Тип баннера: Перетяжка 100%-->
<div id="adfox_14955474452483425"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_14955474452483425',
        params: {
            p1: 'bxfbo',
            p2: 'y',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['tablet'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: true
  }]);
})(window, 'adfoxAsyncParamsAdaptive');

</script>
</div>


<div class="mgrNo"   style="margin: 0px auto;oveflow:hidden; max-width:1200px;">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Перетяжка_декстоп-->
<!--Категория: <не задана>-->
<!--Тип баннера: Перетяжка 100%-->
<div id="adfox_149554734831531540"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_149554734831531540',
        params: {
            p1: 'bzagp',
            p2: 'y',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: true
  }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div>
</div>

<div id="pl1_ban624"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Брендирование-->
<!--Категория: <не задана>-->
<!--Тип баннера: BackGround-->
<div id="adfox_14948457086196039"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_14948457086196039',
        params: {
            p1: 'bscqd',
            p2: 'epdp',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['desktop'], {
        tabletWidth: 1279,
        phoneWidth: 639,
        isAutoReloads: true
  }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div>

<div id="pl12_ban652"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Интерфакс_адаптив_1*1-->
<!--Категория: <не задана>-->
<!--Тип баннера: 1*1 pix-->
<div id="adfox_149017618997111706"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_149017618997111706',
        params: {
            p1: 'bwvor',
            p2: 'fbss',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
})(window, 'adfoxAsyncParams');
</script>

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Фулл_мобильные-->
<!--Категория: <не задана>-->
<!--Тип баннера: Fullscreen мобильные-->
<div id="adfox_149018851283239860"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_149018851283239860',
        params: {
            p1: 'bscqp',
            p2: 'fdho',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['tablet', 'phone'], {
        tabletWidth: 1024,
        phoneWidth: 780,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Фулл_десктоп-->
<!--Категория: <не задана>-->
<!--Тип баннера: FullScreen-->
<div id="adfox_149018844016517580"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_149018844016517580',
        params: {
            p1: 'bscqh',
            p2: 'enli',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['desktop'], {
        tabletWidth: 1024,
        phoneWidth: 780,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script></div>

</div>

<!-- Блок верхнего меню -->
<div class="extBlock headLowBlue">
	<div class="midBlockBlue bBlue midRight">
		<div class="intBlock bBlue headerMenu">
			<nav>
				<div onclick="smartMenu()" id="smartMenuLink" class="hbut__menu"><span></span></div>
				<a href="/search/" class="hbut__search"><img src="/img/search_menu.png" alt=""></a>
				<div class="more_640 menu__smart_on">
					<div class="mob"><!--noindex--><a rel="nofollow" href="http://m.interfax.ru/">Мобильная версия</a><!--/noindex--></div>
					<div class="menu__smart">
						<div class="sep__1"></div>
						<a class="menu__smart_gray" href="/">Главная</a>
						<div class="sep__2"></div>
						<a href="/russia/">В России</a>
						<a href="/world/">В мире</a>
						<a href="/business/">Экономика</a>
						<a href="/sport/">Спорт</a>
						<a href="/culture/">Культура</a>
						<a href="/moscow/">Москва</a>
						<div class="sep__3"></div>
						<a href="/news/">Все новости</a>
						<a href="/story/">Все сюжеты</a>
						<a href="/photo/">Все фотогалереи</a>
						<div class="sep__5"></div>
					</div>
					<div class="more_640_sub">
						<div><!--noindex--><a rel="nofollow" href="http://group.interfax.ru/" target="_blank">Об "Интерфаксе"</a><!--/noindex--></div>
						<div><!--noindex--><a rel="nofollow" href="http://www.interfax.com/" target="_blank">Interfax.com</a><!--/noindex--></div>
						<div><!--noindex--><a rel="nofollow" href="http://www.interfax-russia.ru/" target="_blank">Интерфакс-Россия</a><!--/noindex--></div>
						<div class="more_768"><span ontouchend="ios__sm()" data-type="subMenu"></span>
							<div class="more_768_sub">
								<div><!--noindex--><a rel="nofollow" href="http://www.finmarket.ru/" target="_blank">Финмаркет</a><!--/noindex--></div>
								<div><!--noindex--><a rel="nofollow" href="http://tourism.interfax.ru/" target="_blank">Туризм</a><!--/noindex--></div>
								<div class="more_1024"><span ontouchend="ios__sm()" data-type="subMenu"></span>
									<div class="more_1024_sub">
										<div><!--noindex--><a rel="nofollow" href="http://realty.interfax.ru/" target="_blank">Недвижимость</a><!--/noindex--></div>
										<div><!--noindex--><a rel="nofollow" href="http://www.interfax-religion.ru/" target="_blank">Религия</a><!--/noindex--></div>
										<div><a href="/events/">Конференции</a></div>
										<!-- <div><a href="http://www.spark-marketing.ru/" target="_blank">СПАРК-Маркетинг</a></div>
										<div><a href="http://www.ideal.ru/" target="_blank">ЭФИР</a></div>
										<div><a href="http://www.dnb.ru/" target="_blank">DNB</a></div>-->
									</div>
								</div>
							</div>
						</div>
					</div>
				</div>
				<a href="/" class="logo__top"><img src="/img/logow.svg" width="118" height="34" alt="Интерфакс"></a>
				<!--noindex--><a rel="nofollow" href="http://www.ifax.ru/" class="ssEnter"><span>Вход <span>для подписчиков</span></span></a><!--/noindex-->
			</nav>
		</div>
	</div>
</div>



<div class="extBlock">
	<div class="midBlock bWhite">
		<div class="intBlock bWhite">
			<div class="header__ban_mob" id="mob_ban_up"></div>
			<img src="/img/logoall.png" class="printLogo" alt="Новости Интерфакс" title="Новости Интерфакс" style="display: none;">
			<div class="bLogo">
				<h1 class="logo"><a href="/" title="Новости Интерфакс">Интерфакс</a></h1>
				<div class="bLogoLine">
					<a href="http://www.finmarket.ru/currency/USD/" target="_blank" rel="nofollow"><span class="curr_name">Доллар США</span><span>USD на</span> 17.03<span class="big">57,49</span><span class="p">+0,48</span></a><a href="http://www.finmarket.ru/currency/EUR/" target="_blank" rel="nofollow"><span class="curr_name">ЕВРО</span><span>EUR на</span> 17.03<span class="big">70,81</span><span class="p">+0,29</span></a><a href="http://www.finmarket.ru/database/fintool/TotalQuotes.asp?id=131663" target="_blank" rel="nofollow"><span class="curr_name">Нефть</span><span>BR_1804 на</span> 16.03<span class="big">65,14</span><span class="p">+0,06</span></a>
					<div class="headSpecBan">
<div id="pl191_ban644"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / брендирование курса валют_верх_ в  меню сайта-->
<!--Категория: <не задана>-->
<!--Тип баннера: Брендирование курсов ФМ-->
<div id="adfox_1489417953639284"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417953639284',
        params: {
            p1: 'bsnxj',
            p2: 'evnn',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
})(window, 'adfoxAsyncParams');
</script></div>
</div>
					<div class="inIco">
						<!--noindex--><a href="https://t.me/interfaxonline" target="_blank" rel="nofollow" class="i8" title="Интерфакс в Telegram"></a><!--/noindex-->  <!--noindex--><a href="http://twitter.com/interfax_news" target="_blank" rel="nofollow" class="i1" title="Интерфакс в Twitter"></a><!--/noindex-->  <!--noindex--><a href="https://www.facebook.com/interfaxonline" target="_blank" rel="nofollow" class="i2" title="Интерфакс в Facebook"></a><!--/noindex-->  <!--noindex--><a href="http://vkontakte.ru/interfaxru" target="_blank" rel="nofollow" class="i3" title="Интерфакс в ВКонтакте"></a><!--/noindex-->  <!--noindex--><a href="https://plus.google.com/114163657708906472293/?prsrc=3" target="_blank" rel="nofollow" class="i4" title="Интерфакс в Google+"></a><!--/noindex--> <!--noindex--><a href="http://ok.ru/interfax" target="_blank" rel="nofollow" class="i7" title="Интерфакс в Одноклассниках"></a><!--/noindex-->  <a href="//www.interfax.ru/rss.asp" class="i6" title="RSS поток Интерфакс.ру"></a>
					</div>
				</div>
			</div>
			<div class="bMenu">
				<div class="lnk">
					<h2 class="activeg"><a href="/" title="Главные новости">Главное</a></h2>
					<div class="searchSmall" onclick="this.className='search';setTimeout('document.search.sw.focus()',300)"  >
						<form name="search" action="/search/">
							<input type="text" name="sw" value="" autocomplete="off" onclick="if(document.getElementById('searchText').className == 'sTextShow')document.getElementById('searchText').className = 'sTextHide'" onkeydown="if(document.getElementById('searchText').className == 'sTextShow')document.getElementById('searchText').className = 'sTextHide'" onblur="if(this.value=='')document.getElementById('searchText').className = 'sTextShow';setTimeout('document.querySelector(\'.search\').className=\'searchSmall\'',300)">
							<input type="submit" value="" onclick="if(document.getElementsByClassName('search').length > 0)document.search.submit();return false;">
							<span id="searchText" class="sTextShow">Поиск</span>
						</form>
					</div>
				</div>
				<div class="v31__topnews"><div class="v31__psBlock"><div><div><a href="/world/603971?utm_source=topmain" class="topnews__img"><img src="/ftproot/textphotos/2018/03/17/gudau160.jpg" alt="Состояние всех пострадавших на горнолыжном курорте Гудаури стабильно" title="Состояние всех пострадавших на горнолыжном курорте Гудаури стабильно"></a><a href="/world/603971?utm_source=topmain" class="topnews__sec">В мире</a><a href="/world/603971?utm_source=topmain" class="topnews__lnk"><h3>Состояние всех пострадавших на горнолыжном курорте Гудаури <span class="green">стабильно</span></h3></a></div><div><a href="/world/603979?utm_source=topmain" class="topnews__img"><img src="/ftproot/textphotos/2018/03/17/xi160.jpg" alt="Си Цзиньпин переизбран председателем КНР и Центрального военного совета" title="Си Цзиньпин переизбран председателем КНР и Центрального военного совета"></a><a href="/world/603979?utm_source=topmain" class="topnews__sec">В мире</a><a href="/world/603979?utm_source=topmain" class="topnews__lnk"><h3><span class="green">Си Цзиньпин переизбран</span> председателем КНР и Центрального военного совета</h3></a></div><div><a href="/business/603968?utm_source=topmain" class="topnews__img"><img src="/ftproot/textphotos/2018/03/17/kinzhal160.jpg" alt="Россия не будет увеличивать расходы на оборону" title="Россия не будет увеличивать расходы на оборону"></a><a href="/business/603968?utm_source=topmain" class="topnews__sec">Экономика</a><a href="/business/603968?utm_source=topmain" class="topnews__lnk"><h3>Россия не будет увеличивать <span class="green">расходы на оборону</span></h3></a></div><div class="desktop_only"><a href="/world/603943?utm_source=topmain" class="topnews__img"><img src="/ftproot/textphotos/2018/03/16/av160.jpg" alt="Аваков пообещал не дать россиянам проголосовать 18 марта на территории Украины" title="Аваков пообещал не дать россиянам проголосовать 18 марта на территории Украины"></a><a href="/world/603943?utm_source=topmain" class="topnews__sec">В мире</a><a href="/world/603943?utm_source=topmain" class="topnews__lnk"><h3>Аваков пообещал не дать россиянам проголосовать 18 марта <span class="green">на территории Украины</span></h3></a></div><div class="desktop_only"><a href="/world/603953?utm_source=topmain" class="topnews__img"><img src="/ftproot/textphotos/2018/03/16/1_glu160.jpg" alt="Скотланд-Ярд признал смерть Николая Глушкова убийством" title="Скотланд-Ярд признал смерть Николая Глушкова убийством"></a><a href="/world/603953?utm_source=topmain" class="topnews__sec">В мире</a><a href="/world/603953?utm_source=topmain" class="topnews__lnk"><h3>Скотланд-Ярд признал смерть Николая Глушкова <span class="green">убийством</span></h3></a></div><div class="desktop_only"><a href="/russia/603930?utm_source=topmain" class="topnews__img"><img src="/ftproot/textphotos/2018/03/03/skr160.jpg" alt="СКР возбудил дела&amp;nbsp;о покушении на Юлию Скрипаль и убийстве Глушкова" title="СКР возбудил дела&amp;nbsp;о покушении на Юлию Скрипаль и убийстве Глушкова"></a><a href="/russia/603930?utm_source=topmain" class="topnews__sec">В России</a><a href="/russia/603930?utm_source=topmain" class="topnews__lnk"><h3>СКР возбудил дела<span class="green">&nbsp;о покушении на Юлию Скрипаль и убийстве Глушкова</span></h3></a></div></div></div><span onclick="topnewsMove('left','v31__topnews')" class="psArLeft"></span><span onclick="topnewsMove('right','v31__topnews')" class="psArRight"></span></div>
				<div class="allLinks">
					<h2><a href="/russia/" title="Новости в России">В России</a></h2>
					<h2><a href="/world/" title="Новости в мире">В мире</a></h2>
					<h2><a href="/business/" title="Новости экономики">Экономика</a></h2>
					<h2><a href="/sport/" title="Новости спорта">Спорт</a></h2>
					<h2><a href="/culture/" title="Новости культуры">Культура</a></h2>
					<h2><a href="/moscow/" title="Новости Москвы">Москва</a></h2>
					<h2><a href="/news/" title="Все новости Интерфакс">Все новости</a></h2>
					<h2><a href="/story/" title="Новостные сюжеты">Сюжеты</a></h2>
					<h2><a href="/photo/">Фото</a></h2>
				</div>
                

			</div>
			
		</div>
	</div>
</div>

<!-- Основное содержимое -->
<div class="extBlock">
	<div class="midBlock bWhite">
		<div class="intBlock bWhite">
			<!-- Левая колонка на странице -->
			<div class="nLeft">
				<!-- Картина дня -->
				<div class="dNewsTitle"><h2>Новости дня</h2></div>
				<div class="ads__tgb_v1 ads__tgb_v1_timeline"  style="display:none">
<div id="pl270_ban808"><script>
// Функция добавления баннерного места
// ban_id - ID места баннера
// ban_class - имя классов баннерного места
// after_which - после какого элемента необходимо добавить баннер
function createBanPlace(ban_id, ban_class, after_which) {
  var ban_div = document.createElement("div");
  ban_div.setAttribute("id",ban_id);
  ban_div.className = ban_class;
  var pblock = after_which.parentNode;
  var nblock = after_which.nextSibling;

  if (nblock) {
    return pblock.insertBefore(ban_div, nblock);
  }
  else {
    return pblock.appendChild(ban_div);
  }
}

load_ban_mobile_flag = false; // мобильный баннер не добавлен
load_ban_timer_flag = true; // флаг таймера
function load_ban_mobile(e) {
  var size_check_el = document.querySelectorAll(".intBlock"); // элемент каркаса верстки - есть всегда и везде
  var afterwhich = { // после какого элемента добавлять код баннера для разных устройств
    'mobile': 7,
  };

	if (size_check_el[2].offsetWidth < 400 && load_ban_mobile_flag == false && load_ban_timer_flag == true) { // если мобильная версия
		load_ban_timer_flag = false;

		if (document.querySelectorAll(".dNewsOne > .enhNews").length > 0) {

      var afterchild_mob = document.querySelector(".dNewsOne>div:nth-child("+afterwhich['mobile']+")");
      createBanPlace('news_list_ban','ads__tgb_v1 ads__tgb_v1_timeline  ya__full_tl',afterchild_mob);


(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'news_list_ban',
        params: {
            p1: 'byrdr',
            p2: 'emwl',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['phone'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');

	load_ban_mobile_flag = true;
	}
		else {
			setTimeout(function() {
				load_ban_timer_flag = true;
				load_ban_mobile(e);
			},1000)
		}
	}
}

</script>

<script>
load_ban_mobile();
window.addEventListener("resize", function () {load_ban_mobile('resize')});
</script></div>
</div>
				
				<div class="dNewsCont bSpace v31__tl">
					<div class="dNewsOne" data-count="40"><div data-time="201803170906" class="text big"><time datetime="2018-03-17T09:06">09:06</time><H3><a href="/world/603985">Что случилось этой ночью: суббота, 17 марта</a></H3><span><a href="/world/603985">"День тишины", новый срок Си Цзиньпина, новые покупатели российских евробондов</a> <a href="/world/603985">Подробнее</a></span></div>
<div data-time="201803170831" class="text"><time datetime="2018-03-17T08:31">08:31</time><H3><a href="/sport/603984">Российский горнолыжник Редкозубов стал бронзовым призером Паралимпиады</a></H3><span><a href="/sport/603984">Он стал третьим в слаломе в соревновании спортсменов с нарушением зрения</a> <a href="/sport/603984">Подробнее</a></span></div>
<div data-time="201803170740" class="text"><time datetime="2018-03-17T07:40">07:40</time><H3><a href="/sport/603983">Россиянка Зайнуллина завоевала бронзу Паралимпиады среди лыжниц в классе "сидя"</a></H3></div>
<div data-time="201803170708" class="text"><time datetime="2018-03-17T07:08">07:08</time><H3><a href="/world/603982">Российские военные сообщили о риске эпидемии в сирийской Ракке</a></H3></div>
<div data-time="201803170653" class="text"><time datetime="2018-03-17T06:53">06:53</time><H3><a href="/sport/603981">Россиянка Лысова завоевала серебро Паралимпиады в лыжной гонке среди слабовидящих</a></H3><a href="/sport/603981" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/17/lysova160.jpg" alt="Россиянка Лысова завоевала серебро Паралимпиады в лыжной гонке среди слабовидящих" title="Россиянка Лысова завоевала серебро Паралимпиады в лыжной гонке среди слабовидящих" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmplhkhmkmojglgmckophklllldmcnklgoaome"></a><span><a href="/sport/603981">В ее карьере теперь 17 паралимпийских медалей, включая шесть золотых; в Пхенчхане она выиграла шесть наград, включая две золотые</a> <a href="/sport/603981">Подробнее</a></span></div>
<div data-time="201803170639" class="text"><time datetime="2018-03-17T06:39">06:39</time><H3><a href="/sport/603980">Россиянка Румянцева завоевала серебро Паралимпиады в лыжной гонке в классе "стоя"</a></H3><span><a href="/sport/603980">Для нее это пятая медаль Игр-2018</a> <a href="/sport/603980">Подробнее</a></span></div>
<div data-time="201803170545" class="text big"><time datetime="2018-03-17T05:45">05:45</time><H3><a href="/world/603979">Си Цзиньпин переизбран председателем КНР и Центрального военного совета</a></H3><a href="/world/603979" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/17/xi160.jpg" alt="Си Цзиньпин переизбран председателем КНР и Центрального военного совета" title="Си Цзиньпин переизбран председателем КНР и Центрального военного совета" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmplhkhmkjonhklllldmcnklgoanah"></a><span><a href="/world/603979">Переизбрание прошло в рамках 1-й сессии ВСНП 13 созыва</a> <a href="/world/603979">Подробнее</a></span></div>
<div data-time="201803170436" class="text"><time datetime="2018-03-17T04:36">04:36</time><H3><a href="/world/603977">Китайские депутаты одобрили образование новых министерств</a></H3><a href="/world/603977" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/17/china160.jpg" alt="Китайские депутаты одобрили образование новых министерств" title="Китайские депутаты одобрили образование новых министерств" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmplhkhmgpknoncmophklllldmcnklgoaocj"></a><span><a href="/world/603977">Сессия Всекитайского собрания народных представителей приняла проект реформы государственной структуры</a> <a href="/world/603977">Подробнее</a></span></div>
<div data-time="201803170322" class="text"><time datetime="2018-03-17T03:22">03:22</time><H3><a href="/world/603976">Канада выделит Украине $4,6 млн на Вооруженные силы</a></H3></div>
<div data-time="201803170232" class="text"><time datetime="2018-03-17T02:32">02:32</time><H3><a href="/business/603975">Россельхознадзор запретил поставки продукции еще с одного предприятия Белоруссии</a></H3></div>
<div class="mlbBanner">
<div id="pl9_ban757"><div class="i_desktop_only">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / * / *-->
<!--Тип баннера: 100%х240 середина-->
<!--Расположение: <верх страницы>-->
<div id="desktop_news_list_ban"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'desktop_news_list_ban',
        params: {
            pp: 'g',
            ps: 'cafj',
            p2: 'etsw',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['desktop', 'tablet'], {
        tabletWidth: 1023,
        phoneWidth: 640,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsScroll');
</script>
</div></div>
</div><div data-time="201803170142" class="text"><time datetime="2018-03-17T01:42">01:42</time><H3><a href="/russia/603974">В канун президентских выборов в России объявлен "день тишины"</a></H3></div>
<div data-time="201803170052" class="text"><time datetime="2018-03-17T00:52">00:52</time><H3><a href="/world/603972">Более 5 тысяч человек покинули Восточную Гуту через второй гуманитарный коридор</a></H3><a href="/world/603972" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/17/guta160.jpg" alt="Более 5 тысяч человек покинули Восточную Гуту через второй гуманитарный коридор" title="Более 5 тысяч человек покинули Восточную Гуту через второй гуманитарный коридор" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmplhkhmgookkkophklllldmcnklgoannh"></a><span><a href="/world/603972">Всего более 17 тысяч мирных жителей смогли покинуть регион с начала действия гуманитарных пауз</a> <a href="/world/603972">Подробнее</a></span></div>
<div data-time="201803170001" class="text"><time datetime="2018-03-17T00:01">00:01</time><H3><a href="/world/603971">Состояние всех пострадавших на горнолыжном курорте Гудаури стабильно</a></H3><a href="/world/603971" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/17/gudau160.jpg" alt="Состояние всех пострадавших на горнолыжном курорте Гудаури стабильно" title="Состояние всех пострадавших на горнолыжном курорте Гудаури стабильно" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmplhkhmgookkoopokhklllldmcnklgoaodm"></a><span><a href="/world/603971">Их жизни опасность не угрожает</a> <a href="/world/603971">Подробнее</a></span></div>
<div data-time="201803162338" class="text"><time datetime="2018-03-16T23:38">23:38</time><H3><a href="/business/603970">Инвесторы из Великобритании и США стали основными покупателями евробондов "Россия-29" и "Россия-47"</a></H3></div>
<div data-time="201803162322" class="text"><time datetime="2018-03-16T23:22">23:22</time><H3><a href="/world/603969">В Эстонии при сотрудничестве с США задержан опасный киберпреступник</a></H3></div>
<div data-time="201803162252" class="text"><time datetime="2018-03-16T22:52">22:52</time><H3><a href="/business/603968">Россия не будет увеличивать расходы на оборону</a></H3><a href="/business/603968" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/17/kinzhal160.jpg" alt="Россия не будет увеличивать расходы на оборону" title="Россия не будет увеличивать расходы на оборону" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmplhkhmgnoncmcjknopkmhklllldmcnklgoapbh"></a><span><a href="/business/603968">Расходы на новое российское оружие спланированы и учтены</a> <a href="/business/603968">Подробнее</a></span></div>
<div data-time="201803162232" class="text"><time datetime="2018-03-16T22:32">22:32</time><H3><a href="/business/603967">Минфин РФ направит $3,2 млрд от размещения евробондов на выкуп "России-2030"</a></H3></div>
<div data-time="201803162207" class="text"><time datetime="2018-03-16T22:07">22:07</time><H3><a href="/world/603966">Стратегический беспилотник США 11 часов летал у границ РФ в регионе Балтики</a></H3><span><a href="/world/603966">У границ Ленинградской и Псковской областей также совершил многочасовой разведывательный полет натовский самолет AWACS</a> <a href="/world/603966">Подробнее</a></span></div>
<div data-time="201803162139" class="text"><time datetime="2018-03-16T21:39">21:39</time><H3><a href="/world/603964">Против диалога с Москвой в ПАСЕ высказались лишь Лондон, Киев и страны Балтии</a></H3></div>
<div data-time="201803162122" class="text"><time datetime="2018-03-16T21:22">21:22</time><H3><a href="/world/603965">Макрон указал на российскую причастность к нападению на Скрипаля</a></H3></div>
<div data-time="201803162031" class="text big"><time datetime="2018-03-16T20:31">20:31</time><H3><a href="/russia/603956">Что произошло за день: пятница, 16 марта</a></H3><span><a href="/russia/603956">Планы Авакова помешать голосованию в диппредставительствах РФ на Украине и авария на горнолыжном курорте в Грузии</a> <a href="/russia/603956">Подробнее</a></span></div>
<div data-time="201803161953" class="text"><time datetime="2018-03-16T19:53">19:53</time><H3><a href="/world/603955">На заводе по утилизации боеприпасов в Германии произошел взрыв</a></H3></div>
<div data-time="201803161934" class="text"><time datetime="2018-03-16T19:34">19:34</time><H3><a href="/world/603953">Скотланд-Ярд признал смерть Николая Глушкова убийством</a></H3><a href="/world/603953" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/16/1_glu160.jpg" alt="Скотланд-Ярд признал смерть Николая Глушкова убийством" title="Скотланд-Ярд признал смерть Николая Глушкова убийством" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmpldkhmgokmokhklllldmcnklgoangn"></a><span><a href="/world/603953">По версии британского следствия, соратник Березовского скончался в результате "сдавливания шеи"</a> <a href="/world/603953">Подробнее</a></span></div>
<div data-time="201803161922" class="photo"><time datetime="2018-03-16T19:22">19:22</time><H3><a href="/photo/3789">Фотохроника 16 марта</a></H3><a href="/photo/3789"><img src="/ftproot/photos/photostory/2018/03/16/foto315.jpg" alt="Фотохроника 16 марта" title="Фотохроника 16 марта"><span><span>6 фото</span></span></a></div>
<div data-time="201803161915" class="text"><time datetime="2018-03-16T19:15">19:15</time><H3><a href="/world/603950">Высылаемые российские дипломаты покинут Великобританию 20 марта</a></H3></div>
<div data-time="201803161908" class="text"><time datetime="2018-03-16T19:08">19:08</time><H3><a href="/world/603949">Автомобиль въехал в пешеходов на Западном берегу реки Иордан</a></H3></div>
<div data-time="201803161849" class="text"><time datetime="2018-03-16T18:49">18:49</time><H3><a href="/world/603947">Великобритания по настоянию России обратилась в ОЗХО по "делу Скрипаля"</a></H3></div>
<div data-time="201803161835" class="text big"><time datetime="2018-03-16T18:35">18:35</time><H3><a href="/russia/603945">ЦИК РФ напомнил Киеву об обязательствах по обеспечению проведения выборов в посольствах</a></H3></div>
<div data-time="201803161808" class="text big"><time datetime="2018-03-16T18:08">18:08</time><H3><a href="/world/603943">Аваков пообещал не дать россиянам проголосовать 18 марта на территории Украины</a></H3><a href="/world/603943" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/16/av160.jpg" alt="Аваков пообещал не дать россиянам проголосовать 18 марта на территории Украины" title="Аваков пообещал не дать россиянам проголосовать 18 марта на территории Украины" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmpldkhmopckhklllldmcnklgoampm"></a><span><a href="/world/603943">Глава МВД Украины заявил, что в день выборов президента России на территорию представительств будут допущены только лица с дипломатическим статусом</a> <a href="/world/603943">Подробнее</a></span></div>
<div data-time="201803161749" class="text"><time datetime="2018-03-16T17:49">17:49</time><H3><a href="/russia/603940">В Подмосковье арестован грузинский криминальный авторитет Гога Потийский</a></H3></div>
<div data-time="201803161717" class="photo"><time datetime="2018-03-16T17:17">17:17</time><H3><a href="/photo/3790">Лучшие фото недели</a></H3><a href="/photo/3790"><img src="/ftproot/photos/photostory/2018/03/16/week315.jpg" alt="Лучшие фото недели" title="Лучшие фото недели"><span><span>10 фото</span></span></a></div>
<div data-time="201803161713" class="text"><time datetime="2018-03-16T17:13">17:13</time><H3><a href="/moscow/603931">Мемориальная табличка памяти Немцова открыта в Москве</a></H3></div>
<div data-time="201803161706" class="text big"><time datetime="2018-03-16T17:06">17:06</time><H3><a href="/russia/603930">СКР возбудил уголовное дело о покушении на Юлию Скрипаль</a></H3><a href="/russia/603930" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/03/skr160.jpg" alt="СКР возбудил уголовное дело о покушении на Юлию Скрипаль" title="СКР возбудил уголовное дело о покушении на Юлию Скрипаль" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmllhlhmglgnclhklllldmcnklgoanhb"></a><span><a href="/russia/603930">Также заведено дело об убийстве соратника Березовского Николая Глушкова</a> <a href="/russia/603930">Подробнее</a></span></div>
<div data-time="201803161654" class="text"><time datetime="2018-03-16T16:54">16:54</time><H3><a href="/world/603926">Меркель исключила бойкот ЧМ по футболу в России странами ЕС</a></H3><a href="/world/603926" class="v31__tl-photo"><img src="/ftproot/textphotos/2018/03/03/merkel160.jpg" alt="Меркель исключила бойкот ЧМ по футболу в России странами ЕС" title="Меркель исключила бойкот ЧМ по футболу в России странами ЕС" data-timeline-src="hmcokkklclgmgmkkhmkkookjkkklkngmkkgmglhmdlllplljhmllhlhmllhlhmomooclgnookmhklllldmcnklgoaokb"></a><span><a href="/world/603926">Канцлер Германии заявила, что Евросоюз должен продолжать контакты с РФ, несмотря на происшествие со Скрипалем</a> <a href="/world/603926">Подробнее</a></span></div>
<div data-time="201803161648" class="text"><time datetime="2018-03-16T16:48">16:48</time><H3><a href="/business/603923">В ЦБ обвинили Росстат в занижении динамики реальных доходов населения РФ</a></H3></div>
</div>
					<div class="dNewsTwo"><div data-time="201803170529" class="smProp enhNews text"><time datetime="2018-03-17T05:29">05:29</time><H3><a href="/russia/603978">Тигрица в реабилитационном центре в Приморье ранила известного эколога</a></H3></div>
<div data-time="201803170140" class="smProp enhNews text"><time datetime="2018-03-17T01:40">01:40</time><H3><a href="/sport/603973">Травма поставила под угрозу участие игрока "Зенита" Кокорина в чемпионате мира</a></H3></div>
<div data-time="201803162132" class="smProp enhNews text"><time datetime="2018-03-16T21:32">21:32</time><H3><a href="/world/603962">Самую дорогую в мире конфету представили на фестивале шоколада в Португалии</a></H3></div>
<div data-time="201803162126" class="smProp enhNews text"><time datetime="2018-03-16T21:26">21:26</time><H3><a href="/russia/603963">Ребенок утонул во время рыбалки в Башкирии</a></H3></div>
<div class="ttBanMain smProp">
<div id="pl193_ban647"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Брендирование курсов валют-->
<!--Категория: <не задана>-->
<!--Тип баннера: Брендирование курсов валют-->
<div id="adfox_1489417724547712"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417724547712',
        params: {
            p1: 'btdsx',
            p2: 'ffst',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
})(window, 'adfoxAsyncParams');
</script></div>
<!--noindex--><a class="nal" rel="nofollow" href="http://www.finmarket.ru/currency/exchange/" target="_blank" onClick="window.open('http://www.finmarket.ru/currency/exchange/');return false;"><table><tr class="title"><th colspan="4"><span>Наличная валюта - лучшие курсы</span></th></tr><tr class="head"><th></th><th>покупка</th><th>продажа</th><th>дата</th></tr><tr><td>EUR</td><td>70,86</td><td>71,00</td><td>16.03</td></tr><tr><td>USD</td><td>57,46</td><td>57,50</td><td>16.03</td></tr></table></a><!--/noindex-->
<div id="pl194_ban648"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Брендирование курсов валют_низ-->
<!--Категория: <не задана>-->
<!--Тип баннера: Брендирование курсов валют_низ-->
<div id="adfox_1489417790808870"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417790808870',
        params: {
            p1: 'btdtc',
            p2: 'ffsv',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
})(window, 'adfoxAsyncParams');
</script></div>
</div><div data-time="201803162111" class="smProp enhNews text"><time datetime="2018-03-16T21:11">21:11</time><H3><a href="/russia/603961">Сенцов в письме к сестре написал о медленной потере здоровья в заключении</a></H3></div>
<div data-time="201803162054" class="smProp enhNews text"><time datetime="2018-03-16T20:54">20:54</time><H3><a href="/business/603960">"Газпром" приобретет оборудование Siemens для Грозненской ТЭС</a></H3></div>
<div data-time="201803162040" class="smProp enhNews text"><time datetime="2018-03-16T20:40">20:40</time><H3><a href="/world/603959">Встреча Трампа и Ким Чен Ына состоится до конца мая</a></H3></div>
<div data-time="201803162032" class="smProp enhNews text"><time datetime="2018-03-16T20:32">20:32</time><H3><a href="/world/603958">Ученые заявили об отсутствии влияния игры GTA V на агрессивность пользователей</a></H3></div>
<div data-time="201803161955" class="smProp enhNews text"><time datetime="2018-03-16T19:55">19:55</time><H3><a href="/world/603957">Лондонский дом художника Джона Констэбля выставлен на продажу за $5,6 млн</a></H3></div>
<div data-time="201803161940" class="smProp enhNews text"><time datetime="2018-03-16T19:40">19:40</time><H3><a href="/russia/603954">СКР не подтвердил причастность педагогов к насилию над детьми в челябинском детдоме</a></H3></div>
<div class="smProp">
<div id="pl5_ban650"><div class="mgrBot specProSmall ">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ_спец_ИФ-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ_спец_ИФ-->
<div id="adfox_1489416720817258"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489416720817258',
        params: {
            p1: 'bsqtf',
            p2: 'fcln',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
})(window, 'adfoxAsyncParams');
</script>
</div></div>
</div><div data-time="201803161930" class="smProp enhNews text"><time datetime="2018-03-16T19:30">19:30</time><H3><a href="/business/603951">Сбербанк увеличил чистую прибыль по РСБУ за 2017 год после СПОД до 653,6 млрд руб.</a></H3></div>
<div data-time="201803161900" class="smProp enhNews text"><time datetime="2018-03-16T19:00">19:00</time><H3><a href="/business/603948">Мировой автопром начал усиленно инвестировать в США и Германии</a></H3></div>
<div data-time="201803161843" class="smProp enhNews text"><time datetime="2018-03-16T18:43">18:43</time><H3><a href="/business/603946">Россия разместит 11-летние евробонды на $1,5 млрд под 4,625%</a></H3></div>
<div data-time="201803161829" class="smProp enhNews text"><time datetime="2018-03-16T18:29">18:29</time><H3><a href="/russia/603944">Начальник столичного главка СКР Дрыманов придет в суд на допрос 19 марта</a></H3></div>
<div data-time="201803161803" class="smProp enhNews text"><time datetime="2018-03-16T18:03">18:03</time><H3><a href="/russia/603941">Мурманский суд арестовал троих участников январской акции сторонников Навального</a></H3></div>
<div data-time="201803161757" class="smProp enhNews text"><time datetime="2018-03-16T17:57">17:57</time><H3><a href="/sport/603942">Футболист Сергей Еременко отказался выступать за финскую сборную ради российской</a></H3></div>
<div data-time="201803161753" class="smProp enhNews text"><time datetime="2018-03-16T17:53">17:53</time><H3><a href="/world/603903">Число пострадавших на канатной дороге курорта в Грузии возросло до 11</a></H3></div>
<div data-time="201803161733" class="smProp enhNews text"><time datetime="2018-03-16T17:33">17:33</time><H3><a href="/world/603937">На Украине назначен командующий объединенными силами в Донбассе</a></H3></div>
<div data-time="201803161732" class="smProp enhNews text"><time datetime="2018-03-16T17:32">17:32</time><H3><a href="/russia/603936">Источник сообщил о продлении на два года испытаний тяжелой ракеты "Ангара"</a></H3></div>
<div data-time="201803161727" class="smProp enhNews text"><time datetime="2018-03-16T17:27">17:27</time><H3><a href="/culture/603935">Переживший падение с высоты акробат цирка Мстислава Запашного вышел из комы</a></H3></div>
<div data-time="201803161713" class="smProp enhNews text"><time datetime="2018-03-16T17:13">17:13</time><H3><a href="/russia/603932">Путин подчеркнул необходимость разъяснительной работы с родителями о вакцинации</a></H3></div>
<div data-time="201803161656" class="smProp enhNews text"><time datetime="2018-03-16T16:56">16:56</time><H3><a href="/russia/603929">Мосгорсуд 12 апреля рассмотрит жалобу на приговор Улюкаеву</a></H3></div>
<div data-time="201803161655" class="smProp enhNews text"><time datetime="2018-03-16T16:55">16:55</time><H3><a href="/culture/603928">Режиссера Квинихидзе похоронили на Шушарском кладбище в Петербурге</a></H3></div>
<div data-time="201803161653" class="smProp enhNews text"><time datetime="2018-03-16T16:53">16:53</time><H3><a href="/world/603927">В МИД РФ осудили шествие эсэсовских легионеров в Риге</a></H3></div>
<div data-time="201803161641" class="smProp enhNews text"><time datetime="2018-03-16T16:41">16:41</time><H3><a href="/moscow/603925">Провал грунта произошел на Краснохолмской набережной в Москве</a></H3></div>
<div data-time="201803161636" class="smProp enhNews text"><time datetime="2018-03-16T16:36">16:36</time><H3><a href="/business/603917">Структура Ротенберга не смогла оспорить решение думы Асбеста по сурьмяному заводу</a></H3></div>
<div data-time="201803161634" class="smProp enhNews text"><time datetime="2018-03-16T16:34">16:34</time><H3><a href="/world/603922">Порошенко побывал в двух селах на линии соприкосновения в Донбассе</a></H3></div>
<div data-time="201803161623" class="smProp enhNews text"><time datetime="2018-03-16T16:23">16:23</time><H3><a href="/culture/603919">Умер режиссер Александр Павловский</a></H3></div>
<div data-time="201803161622" class="smProp enhNews text"><time datetime="2018-03-16T16:22">16:22</time><H3><a href="/russia/603921">Саратовский завод стройматериалов задолжал работникам более 11 млн рублей</a></H3></div>
<div data-time="201803161619" class="smProp enhNews text"><time datetime="2018-03-16T16:19">16:19</time><H3><a href="/moscow/603920">Суд отложил рассмотрение жалобы на приговор националисту Поткину на 28 марта</a></H3></div>
<div data-time="201803161604" class="smProp enhNews text"><time datetime="2018-03-16T16:04">16:04</time><H3><a href="/world/603916">В Мадриде в ночных беспорядках из-за смерти мигранта пострадали десятки людей</a></H3></div>
<div data-time="201803161552" class="smProp enhNews text"><time datetime="2018-03-16T15:52">15:52</time><H3><a href="/russia/603914">В Курске на двухлетнего ребенка упала глыба льда</a></H3></div>
<div data-time="201803161538" class="smProp enhNews text"><time datetime="2018-03-16T15:38">15:38</time><H3><a href="/business/603911">Экспорт "Газпрома" за половину марта вырос на 29% из-за весенних холодов в Европе</a></H3></div>
<div data-time="201803161537" class="smProp enhNews text"><time datetime="2018-03-16T15:37">15:37</time><H3><a href="/culture/603913">В России решили снять "духоподъёмный фильм" в формате 3D</a></H3></div>
<div data-time="201803161522" class="smProp enhNews text"><time datetime="2018-03-16T15:22">15:22</time><H3><a href="/world/603909">Автобус с российскими туристами врезался в дерево в Таиланде</a></H3></div>
<div data-time="201803161516" class="smProp enhNews text"><time datetime="2018-03-16T15:16">15:16</time><H3><a href="/world/603907">Японский антимонопольный регулятор обыскал офис Amazon в Токио</a></H3></div>
<div data-time="201803161515" class="smProp enhNews text"><time datetime="2018-03-16T15:15">15:15</time><H3><a href="/russia/603905">Помощник президента РФ пообещал сокращение расходов на оборону</a></H3></div>
<div data-time="201803161508" class="smProp enhNews text"><time datetime="2018-03-16T15:08">15:08</time><H3><a href="/business/603904">Топ-менеджер Nike уволился из-за жалоб на неподобающее поведение</a></H3></div>
<div data-time="201803161503" class="smProp enhNews text"><time datetime="2018-03-16T15:03">15:03</time><H3><a href="/culture/603901">Студия Роднянского собралась снять вариацию "Приключений Электроника" для взрослых</a></H3></div>
<div data-time="201803161454" class="smProp enhNews text"><time datetime="2018-03-16T14:54">14:54</time><H3><a href="/russia/603902">В Сочи за убийство пятилетней девочки арестован ее отчим</a></H3></div>
<div data-time="201803161452" class="smProp enhNews text"><time datetime="2018-03-16T14:52">14:52</time><H3><a href="/world/603878">Ученые узнали о двукратном наследовании генов денисовцев людьми современного типа</a></H3></div>
<div data-time="201803161449" class="smProp enhNews text"><time datetime="2018-03-16T14:49">14:49</time><H3><a href="/culture/603899">Стали известны некоторые номинанты на премию "Большая книга"</a></H3></div>
<div data-time="201803161438" class="smProp enhNews text"><time datetime="2018-03-16T14:38">14:38</time><H3><a href="/world/603897">Боевики пока не дали жителям Арбила в Восточной Гуте покинуть район</a></H3></div>
<div data-time="201803161435" class="smProp enhNews text"><time datetime="2018-03-16T14:35">14:35</time><H3><a href="/russia/603895">EgyptAir возобновит рейсы из Каира в Москву 12 апреля</a></H3></div>
<div data-time="201803161429" class="smProp enhNews text"><time datetime="2018-03-16T14:29">14:29</time><H3><a href="/moscow/603896">Число избирателей в Москве за счет прикрепленных иногородних увеличится на 2%</a></H3></div>
<div data-time="201803161421" class="smProp enhNews text"><time datetime="2018-03-16T14:21">14:21</time><H3><a href="/russia/603893">Испания заинтересовалась проектом высокоскоростной магистрали Москва-Казань</a></H3></div>
<div data-time="201803161417" class="smProp enhNews text"><time datetime="2018-03-16T14:17">14:17</time><H3><a href="/russia/603891">Памфилова потребовала разобраться с жалобой на принуждение к голосованию бюджетников в Ленобласти</a></H3></div>
<div data-time="201803161402" class="smProp enhNews text"><time datetime="2018-03-16T14:02">14:02</time><H3><a href="/russia/603890">Онищенко усомнился в версии о "Новичке" в багаже дочери Скрипаля</a></H3></div>
<div data-time="201803161401" class="smProp enhNews text"><time datetime="2018-03-16T14:01">14:01</time><H3><a href="/business/603889">Самый богатый человек Гонконга Ли Кашин решил отойти от дел</a></H3></div>
<div data-time="201803161356" class="smProp enhNews text"><time datetime="2018-03-16T13:56">13:56</time><H3><a href="/business/603886">Евро превысил 71 рубль впервые с 14 февраля</a></H3></div>
<div data-time="201803161351" class="smProp enhNews text"><time datetime="2018-03-16T13:51">13:51</time><H3><a href="/world/603887">Постпред РФ при ОЗХО заявил об отказе Британии сотрудничать даже через посредников</a></H3></div>
<div data-time="201803161334" class="smProp enhNews text"><time datetime="2018-03-16T13:34">13:34</time><H3><a href="/russia/603883">Бывший начальник МУРа Трутнев переведен под домашний арест</a></H3></div>
<div data-time="201803161331" class="smProp enhNews text"><time datetime="2018-03-16T13:31">13:31</time><H3><a href="/russia/603882">Глава Крыма пригрозил чиновникам увольнениями за призывы бойкотировать выборы</a></H3></div>
<div data-time="201803161329" class="smProp enhNews text"><time datetime="2018-03-16T13:29">13:29</time><H3><a href="/russia/603881">Кремль удивили обвинения со стороны Лондона с формулировкой "скорее всего"</a></H3></div>
<div data-time="201803161322" class="smProp enhNews text"><time datetime="2018-03-16T13:22">13:22</time><H3><a href="/world/603880">Снайперы боевиков были уничтожены при попытке сорвать вывод населения из Восточной Гуты</a></H3></div>
<div data-time="201803161258" class="smProp enhNews text"><time datetime="2018-03-16T12:58">12:58</time><H3><a href="/russia/603877">Полковник внутренних войск МВД осужден на три года за кражу авиадеталей</a></H3></div>
<div data-time="201803161242" class="smProp enhNews text"><time datetime="2018-03-16T12:42">12:42</time><H3><a href="/business/603876">Аналитики ЦБ сообщили о снижении краткосрочных рисков инфляции</a></H3></div>
<div data-time="201803161216" class="smProp enhNews text"><time datetime="2018-03-16T12:16">12:16</time><H3><a href="/russia/603872">Сайт Кубанского казачьего войска подвергся кибератаке перед выборами</a></H3></div>
<div data-time="201803161204" class="smProp enhNews text"><time datetime="2018-03-16T12:04">12:04</time><H3><a href="/russia/603870">Источник сообщил об отравлении школьников в Петербурге феназепамом</a></H3></div>
<div data-time="201803161202" class="smProp enhNews text"><time datetime="2018-03-16T12:02">12:02</time><H3><a href="/world/603871">43 человека пострадали при столкновении пассажирских поездов в Кельне</a></H3></div>
</div>
				</div>
				<!-- Кнопки все новости и выбор даты -->
				<div class="bAll nIndexDate">
					<a href="/news/" class="newButton" title="Читать все новости Интерфакс"><span>Все новости</span></a>
					<a href="#" class="bDate" onclick="openCalendar(0,445,'history');return false"><img src="/img/date.png" alt="Дата"> <span class="v320">Дата</span><span class="h320">Выбрать дату</span></a><div id="dp_cal"></div>
				</div>
													
			</div>
			
			<!--// Левая колонка на странице -->
			<!-- Правая колонка на странице -->
			<div class="nRight">
				<ul class="rMenu"><li><h2><a href="/story/">Сюжеты</a></h2></li><li class="back"><h3><a href="/story/291">Отравление Сергея Скрипаля</a></h3></li><li><h3><a href="/story/287">Президентская кампания-2018</a></h3></li><li><h3><a href="/story/111">Война санкций</a></h3></li><li><h3><a href="/story/292">Кокаиновый скандал</a></h3></li><li><h3><a href="/story/173">ЧМ-2018</a></h3></li><li><a href="/story/">Все сюжеты</a></li></ul>
<div id="pl3_ban629"><div class="mgrBot">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / 240x400 / 240x400_Главная-->
<!--Категория: <не задана>-->
<!--Тип баннера: 240x400js-->
<div id="adfox_149546223983858258"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_149546223983858258',
        params: {
            p1: 'bwvwo',
            p2: 'emwl',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div></div>
<div class="rcMR"><h2>Самое читаемое</h2>
<div><div><a href="/world/">В мире</a><a href="/world/603350?utm_source=mst_rd"><h3>Разработчик "Новичка" исключил возможность выздоровления Скрипаля в случае отравления этим веществом</h3></a></div><div class="pc">&nbsp;</div></div>
<div><div><a href="/russia/">В России</a><a href="/russia/603345?utm_source=mst_rd"><h3>Москва отказалась отвечать на ультиматум Лондона по "делу Скрипаля"</h3></a></div><div class="pc">&nbsp;</div></div>
<div><div><a href="/russia/">В России</a><a href="/russia/603676?utm_source=mst_rd"><h3>Путин лично приказал начать штурм захваченного театрального центра на Дубровке</h3></a></div><div class="pc">&nbsp;</div></div>
<div><div><a href="/world/">В мире</a><a href="/world/603758?utm_source=mst_rd"><h3>Лондон, Вашингтон, Берлин и Париж выпустили заявление по делу Скрипаля</h3></a></div><div class="pc">&nbsp;</div></div>
<div><div><a href="/russia/">В России</a><a href="/russia/603292?utm_source=mst_rd"><h3>В российском НИИ отказались комментировать сообщения СМИ о создании им газа "Новичок"</h3></a></div><div class="pc">&nbsp;</div></div>
</div>
<div id="pl4_ban670"><div class="mgrBot">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ справа-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 2-->
<div id="adfox_1489415915792018"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_1489415915792018',
        params: {
            p1: 'bscqi',
            p2: 'emxu',
            puid1: '',
            puid2: '',
            puid3: ''
        }
   }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 759,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');

</script>
</div>

<div class="mgrBot">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ справа-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 2-->
<div id="adfox_1489415915609802"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_1489415915609802',
        params: {
            p1: 'bscqi',
            p2: 'emxu',
            puid1: '',
            puid2: '',
            puid3: ''
        }
   }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 759,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div>

<div class="mgrBot">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ справа-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 2-->
<div id="adfox_148941591578761"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_148941591578761',
        params: {
            p1: 'bscqi',
            p2: 'emxu',
            puid1: '',
            puid2: '',
            puid3: ''
        }
   }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 759,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div>

<div class="mgrBot">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ справа-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 2-->
<div id="adfox_1489415915380437"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_1489415915380437',
        params: {
            p1: 'bscqi',
            p2: 'emxu',
            puid1: '',
            puid2: '',
            puid3: ''
        }
   }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 759,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div>

<div class="mgrBot">
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ справа-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 2-->
<div id="adfox_1489415915744478"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_1489415915744478',
        params: {
            p1: 'bscqi',
            p2: 'emxu',
            puid1: '',
            puid2: '',
            puid3: ''
        }
   }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 759,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>
</div></div>
<div class="rPhotoMain">
<div class="rPhoto"><span class="titlePhoto"><a href="/photo/">Фотогалереи</a></span><div class="rPhoto1"><a href="/photo/3789?utm_source=ph" title="Фотохроника 16 марта"><img src="/ftproot/photos/photostory/2018/03/16/foto315.jpg" alt="Фотохроника 16 марта"><span><span>6 фото</span></span></a><div>16 марта</div><span><a href="/photo/3789?utm_source=ph ">Фотохроника 16 марта</a></span></div><div class="rPhoto2"><a href="/photo/3790?utm_source=ph" title="Лучшие фото недели"><img src="/ftproot/photos/photostory/2018/03/16/week315.jpg" alt="Лучшие фото недели"><span><span>10 фото</span></span></a><div>16 марта</div><span><a href="/photo/3790?utm_source=ph ">Лучшие фото недели</a></span></div><div class="rPhoto3"><a href="/photo/3787?utm_source=ph" title="Прощание с Олегом Табаковым"><img src="/ftproot/textphotos/2018/03/15/p315.jpg" alt="Прощание с Олегом Табаковым"><span><span>10 фото</span></span></a><div>15 марта</div><span><a href="/photo/3787?utm_source=ph ">Прощание с Олегом Табаковым</a></span></div><a class="rPhotoLink" href="/photo/">Все фотогалереи</a></div>
</div>
<div id="pl6_ban639"><script type="text/javascript" src="//vk.com/js/api/openapi.js?146"></script>
<div id="vk_groups"></div>
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / 240x60-->
<!--Категория: <не задана>-->
<!--Тип баннера: 240х80_ИФ-->
<div id="adfox_14894172016569"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_14894172016569',
        params: {
            p1: 'btjxl',
            p2: 'euzp',
            puid1: '',
            puid2: '',
            puid3: ''
        },
		onStub: function()
 		{ //  VK Widget 
		VK.Widgets.Group("vk_groups", {mode: 3, width: "240",}, 24228287);
		}
    });
})(window, 'adfoxAsyncParams');


</script>
</div>

<div id="pl7_ban623"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / 240х400_Низ_десктоп-->
<!--Категория: <не задана>-->
<!--Тип баннера: 240x400_низ_новый иф-->
<div id="adfox_1488815358779443"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1488815358779443',
        params: {
            p1: 'bscql',
            p2: 'eruc',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
})(window, 'adfoxAsyncParams');
</script></div>

<div id="pl8_ban649"><div style="border:1px solid #E8C186;;width:240px;" >
<div style="background-color:#E8C186; color:#524734; height: 24px;  padding:  5px; text-align: center; font-size: 16px; font-family:robotolight;">Недвижимость</div>

<div class="test" >
			
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Блок недвижимость-->
<!--Категория: <не задана>-->
<!--Тип баннера: тгб_realty_Блок "Недвижимость"-->
<div id="adfox_1489417311947170"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417311947170',
        params: {
            p1: 'bscqj',
            p2: 'eppg',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
	})(window, 'adfoxAsyncParams');
</script>
<!--AdFox END-->
			
<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Блок недвижимость-->
<!--Категория: <не задана>-->
<!--Тип баннера: тгб_realty_Блок "Недвижимость"-->
<div id="adfox_1489417311108001"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417311108001',
        params: {
            p1: 'bscqj',
            p2: 'eppg',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
	})(window, 'adfoxAsyncParams');
</script>
<!--AdFox END-->

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Блок недвижимость-->
<!--Категория: <не задана>-->
<!--Тип баннера: тгб_realty_Блок "Недвижимость"-->
<div id="adfox_1489417311951532"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417311951532',
        params: {
            p1: 'bscqj',
            p2: 'eppg',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
	})(window, 'adfoxAsyncParams');
</script>
<!--AdFox END-->

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / Блок недвижимость-->
<!--Категория: <не задана>-->
<!--Тип баннера: тгб_realty_Блок "Недвижимость"-->
<div id="adfox_1489417311286408"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push({
        ownerId: 173858,
        containerId: 'adfox_1489417311286408',
        params: {
            p1: 'bscqj',
            p2: 'eppg',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    });
	})(window, 'adfoxAsyncParams');
</script>
<!--AdFox END-->

</div>
</div></div>

<div id="pl161_ban840"><div><a href="/goto.asp?id=840" target="_blank"><img src="/ftproot/RCL/pr/2018/070318_840.gif" width="234" height="60"   border="0" /></a></div></div>

<div id="pl162_ban848"><div><a href="/goto.asp?id=848" target="_blank"><img src="/ftproot/RCL/pr/2018/130318_848.gif" width="234" height="60"   border="0" /></a></div></div>

<div id="pl163_ban836"><div><a href="/goto.asp?id=836" target="_blank"><img src="/ftproot/RCL/pr/2018/060318_836.gif" width="234" height="60"   border="0" /></a></div></div>

<div id="pl164_ban842"><div><a href="/goto.asp?id=842" target="_blank"><img src="/ftproot/RCL/pr/2018/070318_842.gif" width="234" height="60"   border="0" /></a></div></div>

<div id="pl169_ban31"><!--noindex--><div class="mgrNo  mrg40 lowBanRem" ><div class="emygr">
<div id="smi2adblock_82269" style="background-color: #FFF;"><a href="http://smi2.net/"  rel="nofollow" target="_blank">Новости СМИ2</a></div>
<script type="text/javascript">
  (function() {
    var sc = document.createElement('script'); sc.type = 'text/javascript'; sc.async = true;
    sc.src = '//news.smi2.ru/data/js/82269.js'; sc.charset = 'utf-8';
    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(sc, s);
  }());
</script>
</div></div><!--/noindex--></div>

<div id="pl170_ban292"><!--noindex--><div class="mgrNo  mrg40 lowBanRem" ><div class="emygr">
<div id="unit_85194"><a href="http://smi2.net/"  rel="nofollow" target="_blank">Новости СМИ2</a></div>
<script type="text/javascript">
 (function() {
    var sc = document.createElement('script'); sc.type = 'text/javascript'; sc.async = true;
    sc.src = '//news.smi2.ru/data/js/85194.js'; sc.charset = 'utf-8';
    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(sc, s);
  }());
</script>
</div></div><!--/noindex--></div>

<div id="pl249_ban587"><div><a href="/goto.asp?id=587" target="_blank"><img src="/Rcl/all/220517_587.png" width="234" height="60" border="0" /></a></div></div>
						
			</div>
			<!--// Правая колонка на странице -->
			<!-- Интервью -->
			<div class="interview">
				<h2><a href="/interview/"><span>Интервью</span></a></h2>
				<div>
					<a href="/interview/603836" title="Элис Купер: современные музыканты слишком политкорректны"><img src="/ftproot/textphotos/2018/03/16/int255.jpg" alt="Элис Купер: современные музыканты слишком политкорректны"><h3><span class="iName">Элис Купер:</span><span class="iTitle"> современные музыканты слишком политкорректны</span></h3><div class="iText">Американский "король ужаса" раскрыл секрет успешной работы с Джонни Деппом и Джо Перри в составе группы Hollywood Vampires</div></a><a href="/interview/603735" title="Михаил Кораблев: &quot;ЭРА-ГЛОНАСС&quot; поможет в любой дорожной ситуации"><img src="/ftproot/textphotos/2018/03/15/int160.jpg" alt="Михаил Кораблев: &quot;ЭРА-ГЛОНАСС&quot; поможет в любой дорожной ситуации"><h3><span class="iName">Михаил Кораблев:</span><span class="iTitle"> "ЭРА-ГЛОНАСС" поможет в любой дорожной ситуации</span></h3><div class="iText">Генеральный конструктор - директор по эксплуатации ГАИС "ЭРА-ГЛОНАСС" анонсировал новые услуги, оказываемые системой</div></a><a href="/interview/602885" title="Посол Турции в России: Анкара не чинит препятствий для реализации &quot;Турецкого потока&quot;, все идет по плану"><img src="/ftproot/textphotos/2018/03/08/255ht_Pos.jpg" alt="Посол Турции в России: Анкара не чинит препятствий для реализации &quot;Турецкого потока&quot;, все идет по плану"><h3><span class="iName">Посол Турции в России:</span><span class="iTitle"> Анкара не чинит препятствий для реализации "Турецкого потока", все идет по плану</span></h3><div class="iText">Дипломат рассказал не только о ходе строительства газопровода, но и об отношениях Анкары с Москвой</div></a><a href="/interview/602487" title="Замгендиректора МИД Израиля: надеюсь, открытого противостояния с Ираном в Сирии не будет"><img src="/ftproot/textphotos/2018/03/05/int255.jpg" alt="Замгендиректора МИД Израиля: надеюсь, открытого противостояния с Ираном в Сирии не будет"><h3><span class="iName">Замгендиректора МИД Израиля:</span><span class="iTitle"> надеюсь, открытого противостояния с Ираном в Сирии не будет</span></h3><div class="iText">Алекс Бен-Цви оценил текущую ситуацию в Сирии и перспективы палестино-израильского урегулирования</div></a>
				</div>
						
			</div>
			
<div id="pl265_ban822"><script>
if (document.querySelector(".nLeft")) {
var div = document.createElement("div");  
div.setAttribute("id","interviev_ban"); 
div.setAttribute("class", "i_mobile_only  mob_mlbBannerZL ya__fix");
div.setAttribute("style", "margin-top:15px;");
var parent_ban = document.querySelector(".interview");
parent_ban.appendChild(div) 
}
</script>

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / * / *-->
<!--Тип баннера: 100%х240 середина-->
<!--Расположение: <верх страницы>-->
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'interviev_ban',
        params: {
            p1: 'bzakf',
            p2: 'etsw',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['phone'], {
        tabletWidth: 1023,
        phoneWidth: 500,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script></div>
	
			<!-- Пресс-центр и пресс-релизы -->
			<div class="press">
				<div class="pressCen"><h2 class="pressCenTitle"><a href="/presscenter/">Пресс-центр</a></h2>
<div class="pressCenFirst">
<div><span>19 марта 14:00, понедельник</span><div><a href="/presscenter/announce/2394">Пресс-конференция в "Интерфаксе" руководства КПРФ по итогам избирательной кампании и голосования по выборам президента РФ</a></div></div>
</div>
<div class="pressCenSecond">
<div><a href="/presscenter/600366" title="Раздельный сбор мусора и переработка вторсырья позволит на треть сократить объем отходов в Подмосковье"><img src="/ftproot/press/2018/0102/kogan240.jpg	" alt="Раздельный сбор мусора и переработка вторсырья позволит на треть сократить объем отходов в Подмосковье"></a><h3><a href="/presscenter/600366">Раздельный сбор мусора и переработка вторсырья позволит на треть сократить объем отходов в Подмосковье</a></h3><div><a href="/presscenter/600366">До конца года в Московской области около шести тысяч контейнерных площадок будут оборудованы боксами для раздельного сбора мусора, сообщил министр экологии региона</a></div></div><div><a href="/presscenter/600171" title="В Центре политических технологий прогнозируют явку на президентских выборах РФ в 60-65%"><img src="/ftproot/press/2018/0102/Cpt240.jpg	" alt="В Центре политических технологий прогнозируют явку на президентских выборах РФ в 60-65%"></a><h3><a href="/presscenter/600171">В Центре политических технологий прогнозируют явку на президентских выборах РФ в 60-65%</a></h3><div><a href="/presscenter/600171">Ожидаемую активность избирателей политтехнологи связывают с широким и интересным составом участников предвыборной гонки и высокой легитимностью кампании</a></div></div><div><a href="/presscenter/598736" title="Основная цель законопроекта, предусматривающего повышение штрафа за отсутствие ОСАГО – обязать всех без исключения автовладельцев соблюдать закон – депутат Вострецов"><img src="/ftproot/press/2018/0102/osago240.jpg	" alt="Основная цель законопроекта, предусматривающего повышение штрафа за отсутствие ОСАГО – обязать всех без исключения автовладельцев соблюдать закон – депутат Вострецов"></a><h3><a href="/presscenter/598736">Основная цель законопроекта, предусматривающего повышение штрафа за отсутствие ОСАГО – обязать всех без исключения автовладельцев соблюдать закон – депутат Вострецов</a></h3><div><a href="/presscenter/598736">«Законопроект, предусматривающий ужесточение штрафных санкций за отсутствие полиса ОСАГО, не ставит перед собой цель повысить штраф ради штрафа или увеличить поступления в бюджет. Главная цель законопроекта – обязать всех без исключения автовладельцев иметь этот полис», - заявил на прошедшей сегодня пресс-конференции депутат Госдумы Сергей Вострецов</a></div></div></div></div>
<div class="pressRel"><h2 class="pressRelTitle"><a href="/pressreleases/">Пресс-релизы</a></h2><div class="pressRelFirst"><div><a href="/pressreleases/603516" title="UBS Asset Management запускает новую платформу, способную изменить консультационные услуги банков"><img src="/ftproot/Press/pr-rel/BWicon60x60.jpg" alt="UBS Asset Management запускает новую платформу, способную изменить консультационные услуги банков"></a><h3><a href="/pressreleases/f91960"><span>Business Wire</span></a>: <a href="/pressreleases/603516">UBS Asset Management запускает новую платформу, способную изменить консультационные услуги банков</a></h3></div></div><div class="pressRelSecond"><div><h3><a href="/pressreleases/f92016"><span>Аэрофлот</span></a>: <a href="/pressreleases/603853">«Победа» и Пулково призывают пассажиров к здоровому образу жизни</a></h3></div><div><h3><a href="/pressreleases/f92016"><span>Аэрофлот</span></a>: <a href="/pressreleases/603845">Акционеры Аэрофлота выдвинули кандидатов в новый состав Совета директоров</a></h3></div><div><h3><a href="/pressreleases/f92016"><span>Аэрофлот</span></a>: <a href="/pressreleases/603843">Результаты заседания Совета директоров Аэрофлота</a></h3></div><div><h3><a href="/pressreleases/f91960"><span>Business Wire</span></a>: <a href="/pressreleases/603743">Arthur D. Little считает, что предложенная поправка к Газовой директиве ЕС не позволит достичь поставленных целей</a></h3></div></div></div>
<div id="pl271_ban754"><script>
if (document.querySelector(".nLeft")) {
var div = document.createElement("div");  
div.setAttribute("id","pressCen_ban"); 
div.setAttribute("class", "i_mobile_only ads__tgb_v1");

var parent_ban = document.querySelector(".pressCen");
parent_ban.appendChild(div) 
}
</script>

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ под новость мобильные_3-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 3 ИФ под новстью мобильные-->
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'pressCen_ban',
        params: {
            p1: 'byazm',
            p2: 'froi',
            puid1: '',
            puid2: '',
            puid3: ''
       }
    }, ['phone'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / ТГБ под новость мобильные_4-->
<!--Категория: <не задана>-->
<!--Тип баннера: ТГБ 3 ИФ под новстью мобильные-->
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'pressCen_ban',
        params: {
            p1: 'byazm',
            p2: 'froi',
            puid1: '',
            puid2: '',
            puid3: ''
       }
    }, ['phone'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
    }]);
})(window, 'adfoxAsyncParamsAdaptive');
</script>

</div>
	
			</div>
		</div>
	</div>
</div>
<!--// Основное содержимое -->



<!-- Блок подвала -->
<div class="extBlock gBlock "><div class="midBlock"><div class="intBlock gContent"></div></div></div><div class="extBlock"><div class="midBlock footBan"><div style="margin: 0px auto;">

<div id="pl10_ban803"><!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / 100%х300_низ страницы_Смартфон-->
<!--Категория: <не задана>-->
<!--Тип баннера: 100%х300_низ страницы ИФ-->
<div id="adfox_151134928272332232" style="width:290px;overflow:hidden;"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_151134928272332232',
        params: {
            p1: 'byszu',
            p2: 'exmr',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['phone'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
  }]);
})(window, 'adfoxAsyncParamsAdaptive');		
</script>

<style>
.yatag_foot_ban > div >  yatag {margin-bottom:5px !important; max-height:300px;}
.yatag_foot_ban > div >  yatag > yatag {font-size:13px !important; margin-bottom:5px !important;}
</style>

<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / 100%х300_низ страницы_Планшет-->
<!--Категория: <не задана>-->
<!--Тип баннера: 100%х300_низ страницы ИФ-->
<div id="adfox_151134922994893711"  class="yatag_foot_ban"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_151134922994893711',
        params: {
            p1: 'byszt',
            p2: 'exmr',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['tablet'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
  }]);
})(window, 'adfoxAsyncParamsScroll');		
</script>


<!--AdFox START-->
<!--roden-media-->
<!--Площадка: Interfax / Сквозной / 100%х300_низ страницы_Десктоп-->
<!--Категория: <не задана>-->
<!--Тип баннера: 100%х300_низ страницы ИФ-->
<div id="adfox_151134909289778715"  class="yatag_foot_ban"></div>
<script>
(function(w, n) {
    w[n] = w[n] || [];
    w[n].push([{
        ownerId: 173858,
        containerId: 'adfox_151134909289778715',
        params: {
            p1: 'bzagt',
            p2: 'exmr',
            puid1: '',
            puid2: '',
            puid3: ''
        }
    }, ['desktop'], {
        tabletWidth: 1023,
        phoneWidth: 639,
        isAutoReloads: false
  }]);
})(window, 'adfoxAsyncParamsScroll');		
</script></div>


</div></div></div>
<div class="extBlock footForBan footLowBlue">
	<div class="midBlockBlue">
		<div class="intBlock bBlue footer">
			<div class="footerMenu"><a href="/contacts.asp" >Контакты</a><!--noindex--><a href="http://www.group.interfax.ru"  rel="nofollow">Об "Интерфаксе"</a><!--/noindex--><!--noindex--><a href="http://www.group.interfax.ru/rbr.asp?rbr=12"  rel="nofollow">Вакансии</a><!--/noindex--><a href="/advert.asp" >Реклама на сайте</a><a href="/events/" >Конференции</a></div>
			<div class="footerLine">&nbsp;</div>
			<div class="fCright"><a href="http://www.interfax.ru"><img src="/img/flogon.png" alt="Interfax News"></a><span>Copyright © 1991&mdash;2018 Interfax. Все права защищены.
			Вся информация, размещенная на данном веб-сайте, предназначена только для персонального пользования и не подлежит дальнейшему воспроизведению и/или распространению в какой-либо форме, иначе как с письменного разрешения Интерфакса.</span></div>
			<div style="clear: both;"></div>
			<div class="f1">
				<h2 class="fHeader"><!--noindex--><a rel="nofollow" href="http://group.interfax.ru" target="_blank">Продукты международной информационной группы "Интерфакс"</a><!--/noindex--></h2>
				<div class="f1_1">
					<div>Информация о компаниях, товарах и людях</div>
					<h3><!--noindex--><a rel="nofollow" href="http://www.spark-interfax.ru/" target="_blank">СПАРК</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://www.spark-marketing.ru/" target="_blank">СПАРК-Маркетинг</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://tp.interfax.ru/" target="_blank">АСТРА</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://www.ispark.ru/" target="_blank">Электронный магазин СПАРК</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://www.dnb.ru/" target="_blank">Interfax Dun&amp;Bradstreet</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://www.e-disclosure.ru/" target="_blank">Центр раскрытия корпоративной информации</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="https://xco.news/" target="_blank">X-Compliance</a><!--/noindex--></h3>
				</div>
				<div class="f1_2">
					<div>Новости и рынки</div>
					<h3><!--noindex--><a rel="nofollow" href="http://www.ifax.ru/" target="_blank">Новости "Интерфакса"</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://www.scan-interfax.ru/" target="_blank">СКАН</a><!--/noindex--></h3>
					<h3><!--noindex--><a rel="nofollow" href="http://www.ideal.ru/" target="_blank">Биржевой терминал ЭФИР</a><!--/noindex--></h3>
					<span>
						<!--noindex--><a href="https://t.me/interfaxonline" target="_blank" rel="nofollow" class="i8" title="Интерфакс в Telegram"></a><!--/noindex-->  <!--noindex--><a href="http://twitter.com/interfax_news" target="_blank" rel="nofollow" class="i1" title="Интерфакс в Twitter"></a><!--/noindex-->  <!--noindex--><a href="https://www.facebook.com/interfaxonline" target="_blank" rel="nofollow" class="i2" title="Интерфакс в Facebook"></a><!--/noindex-->  <!--noindex--><a href="http://vkontakte.ru/interfaxru" target="_blank" rel="nofollow" class="i3" title="Интерфакс в ВКонтакте"></a><!--/noindex-->  <!--noindex--><a href="https://plus.google.com/114163657708906472293/?prsrc=3" target="_blank" rel="nofollow" class="i4" title="Интерфакс в Google+"></a><!--/noindex--> <!--noindex--><a href="http://ok.ru/interfax" target="_blank" rel="nofollow" class="i7" title="Интерфакс в Одноклассниках"></a><!--/noindex-->  <a href="//www.interfax.ru/rss.asp" class="i6" title="RSS поток Интерфакс.ру"></a>
					</span>
				</div>
			</div>
			<div class="f2">
				<div class="f2_1">Обнаружили ошибку на сайте? Выделите фрагмент текста с ошибкой и нажмите <span class="spell">Ctrl + Enter</span>.</div>
				<div class="f2_2">
				<span>&nbsp;&nbsp;</span>
<!--LiveInternet counter--><script type="text/javascript">new Image().src = "//counter.yadro.ru/hit;interfax?r" + escape(document.referrer) + ((typeof (screen) == "undefined") ? "" : ";s" + screen.width + "*" + screen.height + "*" + (screen.colorDepth ? screen.colorDepth : screen.pixelDepth)) + ";u" + escape(document.URL) + ";h" + escape(document.title.substring(0, 80)) + ";" + Math.random();</script><!--/LiveInternet-->
<!--LiveInternet logo--><!--noindex--><a href="http://www.liveinternet.ru/click;interfax"
target="_blank" rel="nofollow"><img src="//counter.yadro.ru/logo;interfax?14.6"
title="LiveInternet: показано число просмотров за 24 часа, посетителей за 24 часа и за сегодня"
alt="" width="88" height="31"/></a><!--/noindex--><!--/LiveInternet-->

<!-- tns-counter.ru -->
<script type="text/javascript">
	var img = new Image();
	img.src = '//www.tns-counter.ru/V13a***R>' + document.referrer.replace(/\*/g, '%2a') + '*finmarket_ru/ru/CP1251/tmsec=interfax_total/';
</script>
<noscript>
	<img src="//www.tns-counter.ru/V13a****finmarket_ru/ru/CP1251/tmsec=interfax_total/" width="1" height="1" alt="" />
</noscript>
<!--/ tns-counter.ru -->

<!-- Yandex.Metrika counter -->
<script type="text/javascript">
	(function(d, w, c) {
		(w[c] = w[c] || []).push(function() {
			try {
				w.yaCounter22006243 = new Ya.Metrika({ id: 22006243,
					webvisor: true,
					clickmap: true,
					trackLinks: true,
					accurateTrackBounce: true
				});
			} catch (e) { }
		});

		var n = d.getElementsByTagName("script")[0],
        s = d.createElement("script"),
        f = function() { n.parentNode.insertBefore(s, n); };
		s.type = "text/javascript";
		s.async = true;
		s.src = (d.location.protocol == "https:" ? "https:" : "http:") + "//mc.yandex.ru/metrika/watch.js";

		if (w.opera == "[object Opera]") {
			d.addEventListener("DOMContentLoaded", f, false);
		} else { f(); }
	})(document, window, "yandex_metrika_callbacks");
</script>
<noscript><div><img src="//mc.yandex.ru/watch/22006243" style="position:absolute; left:-9999px;" alt="" /></div></noscript>
<!-- /Yandex.Metrika counter -->

<script type="text/javascript">

	var _gaq = _gaq || [];
	_gaq.push(['_setAccount', 'UA-30525590-1']);
	_gaq.push(['_setDomainName', 'interfax.ru']);
	_gaq.push(['_trackPageview']);

	(function() {
		var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
		ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js';
		var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
	})();

</script>

<!-- Rating@Mail.ru counter -->
<script type="text/javascript">
var _tmr = window._tmr || (window._tmr = []);
_tmr.push({id: "2934451", type: "pageView", start: (new Date()).getTime()});
(function (d, w, id) {
  if (d.getElementById(id)) return;
  var ts = d.createElement("script"); ts.type = "text/javascript"; ts.async = true; ts.id = id;
  ts.src = (d.location.protocol == "https:" ? "https:" : "http:") + "//top-fwz1.mail.ru/js/code.js";
  var f = function () {var s = d.getElementsByTagName("script")[0]; s.parentNode.insertBefore(ts, s);};
  if (w.opera == "[object Opera]") { d.addEventListener("DOMContentLoaded", f, false); } else { f(); }
})(document, window, "topmailru-code");
</script><noscript><div>
<img src="//top-fwz1.mail.ru/counter?id=2934451;js=na" style="border:0;position:absolute;left:-9999px;" alt="" />
</div></noscript>
<!-- //Rating@Mail.ru counter -->

				  <a href="/static.asp?unique=warningch"><img src="/img/18.gif" width="28" height="28" alt="18+"></a></div>
				<span>
					<span><a href="/lcz.asp">Условия использования информации</a><br>
				<a href="/static.asp?unique=reuters">Информация об ограничениях Reuters</a><br></span>
				<!--noindex--><a rel="nofollow" href="http://www.motka.ru" target="_blank">Дизайн &#8211; Motka.ru</a><!--/noindex--></span>
				</span>
			</div>
		</div>
	</div>
</div>
<!-- // Блок подвала -->


<!--  Блок скриптов -->
<script async src="/js/script.js?v16.5.9" type="text/javascript"></script>
<script type="text/javascript">
// func = функция с отложенным запуском
// timerid = ID таймера,
// itime = время в мс задержки работы интервала, если не указать будет по умолчанию 100 мс

var deferLoadJS_timer = [];
function deferLoadJS(func,timerid,itime) {
	var itime = itime || 100;
	deferLoadJS_timer[timerid] = setInterval(function () {
		if (window.interfax_scriptjs_loaded === true) {
			func();
			clearInterval(deferLoadJS_timer[timerid]);
		}
	},itime)
}
</script>


<script type="text/javascript">
   	//equalCol('');

		deferLoadJS(function () {
			if (getQ() > 700)
		   	{
		   		var setBanMainInt = 0;

		   		function checkMainBanner()
		   		{
		   			var scrollMainBanFlash = $('.mlbBanner embed').length;
		   			var scrollMainBanImg = $('.mlbBanner img').length;
						var scrollMainBanEmygr = $('.mlbBanner .emygr').length;
						var scrollMainBanIframe = $('.mlbBanner iframe').contents().find('body div').length;

		   			if (scrollMainBanFlash > 0 || scrollMainBanImg > 0 || scrollMainBanEmygr > 0 || scrollMainBanIframe > 0)
		   			{
		   				if (setBanMainInt < 5)
		   				{
							SetBanner(2, 'h3');
		   					setBanMainInt++;
		   				}
						else
						{
							clearInterval(window.setBanTimeInt);
						}
		   			}
		   		}
					window.setBanTimeInt = setInterval(checkMainBanner, 300);
		   		setTimeout("clearInterval(setBanTimeInt)", 5000);
	   		}
		},'scrollBar');
</script>

<!-- // Блок скриптов -->


<script type="text/javascript">
	deferLoadJS(function () {
		bindReady();
	},'bindReady');
</script>
<!-- noindex -->
<div class="spellCheck"><div><iframe class="spellCheckFrame"></iframe></div></div>
<div class="printText" style="display:none">
Материал распечатан с сайта "Интерфакса".<br>
Адрес страницы:
<script type="text/javascript">
document.write("http://" + window.location.host + window.location.pathname.replace(/\'|\"/g, ''));
</script>
</div>
<script async src="https://cdn.onthe.io/io.js?BaEp3PoACtTJ"></script>
<!-- /noindex -->

<script src="https://yastatic.net/pcode/adfox/loader.js" crossorigin="anonymous" async></script>
</body></html>
<link rel="stylesheet" href="/css/ads.css?v16.5.9" type="text/css">
<link rel="stylesheet" href="/css/print.css?v16.5.9" type="text/css">
<link href="https://fonts.googleapis.com/css?family=Roboto:300&amp;subset=cyrillic" rel="stylesheet">