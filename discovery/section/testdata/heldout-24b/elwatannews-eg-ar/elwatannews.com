<!DOCTYPE html>
<html>
<head>
<meta charset="UTF-8" />
<title>الوطن</title>
<meta name="description" content="الوطن أوسع الصحف المصرية انتشارا" />
<meta name="keywords" content="نشرة أخبار,الوطن,وطن,جريدة الوطن,جرنان الوطن,جرنال الوطن,بوابة الوطن,الوطن اون لاين,موقع الوطن,خدمات الوطن,شاشة الوطن,فيديو الوطن,ملفات تفاعلية الوطن,نشرة أخبار,نشرة 6,نشرة 9,موجز أخبار,بث حي,بث مباشر,بث حي الوطن,بث مباشر الوطن,الوطن مجدي الجلاد,مجدي الجلاد,استفتاء,استطلاع رأي,استطلاع آراء,watan,watan news,watannews,اخبار مبارك,مبارك,محاكمة مبارك,يوميات مبارك في الحبس,اخبار الاهلى,وظائف,نتيجة الاعدادية,نتائج الثانوية العامة,نتيجة الثانوية,اخبار الانتخابات ,نتائج انتخابات الرئاسة,الاخوان,محمد مرسي,أحمد شفيق,اخر الاخبار اليوم, الاخبار المصرية, اهم الاخبار,الاخبار العاجلة,اخبار مصر الان ,اخبار مصر مباشر" />
<meta property="og:title" content="الوطن" />
<meta property="og:description" content="بوابة الوطن" />
<meta property="og:type" content="article" />
<script src="/cdn-cgi/apps/head/PHqpMcTuRynRhv1ItToq1SxqK_Q.js"></script><link rel="canonical" href="https://www.elwatannews.com//" />
<meta property="og:url" content="https://www.elwatannews.com//" />
<meta property="og:image" content="https://watanimg.elwatannews.com/image_archive/original/18914676601451489314.jpg" />

<meta property="fb:app_id" content="1512977362254000" />

<meta property="fb:pages" content="355842901125723" />
<meta name="viewport" content="width=device-width,initial-scale=1.0,maximum-scale=1.0" />
<link rel='shortcut icon' type='image/x-icon' href='https://www.elwatannews.com/assets/img/favicon.ico' />
<link rel="stylesheet" href="https://www.elwatannews.com/assets/css/style-main.css?fdfggr" type="text/css" />
<link rel="stylesheet" href="https://www.elwatannews.com/assets/css/bootstrap.css?sd12" type="text/css" />
<link rel="stylesheet" href="https://www.elwatannews.com/assets/css/jquery.datetimepicker.css" type="text/css" />
<link rel="stylesheet" href="https://www.elwatannews.com/assets/css/flexslider.css" type="text/css" />
<link rel="stylesheet" href="https://www.elwatannews.com/assets/css/rating_star.css" type="text/css" />
<link rel="stylesheet" href="https://www.elwatannews.com/assets/css/quizzes_style.css" type="text/css" />
<script type="text/javascript" src="https://www.elwatannews.com/assets/js/jquery-1.11.0.min.js"></script>
<script src="https://www.elwatannews.com/assets/js/jquery-ui-1.9.0.custom.min.js?dfsafd"></script>
<script src="https://www.elwatannews.com/assets/js/jquery-ui-tabs-rotate.js"></script>
<script src="https://www.elwatannews.com/assets/js/modernizr-2.6.2-respond-1.1.0.min.js"></script>
<script src="https://www.elwatannews.com/assets/js/menu-active.js"></script>
<script src="https://www.elwatannews.com/assets/js/js.cookie.js"></script>
<script src="https://www.elwatannews.com/assets/js/rating_star.js"></script>
<script type="text/javascript" src="https://www.elwatannews.com/assets/js/video.js"></script>
<link rel="stylesheet" type="text/css" media="screen" href="https://www.elwatannews.com/assets/css/video.css">
<link rel="stylesheet" type="text/css" media="screen" href="https://www.elwatannews.com/assets/css/video_slider.css">

<script data-cfasync="false" type="text/javascript" src="https://www.elwatannews.com/assets/js/jquery.flexslider.js"></script>

<script>
            (function (i, s, o, g, r, a, m) {
                i['GoogleAnalyticsObject'] = r;
                i[r] = i[r] || function () {
                    (i[r].q = i[r].q || []).push(arguments)
                }, i[r].l = 1 * new Date();
                a = s.createElement(o),
                        m = s.getElementsByTagName(o)[0];
                a.async = 1;
                a.src = g;
                m.parentNode.insertBefore(a, m)
            })(window, document, 'script', '//www.google-analytics.com/analytics.js', 'ga');

            ga('create', 'UA-101483010-1', 'auto');
            ga('require', 'GTM-MPPP6NK');
            ga('send', 'pageview', {'page': location.pathname + location.search  + location.hash});
        </script>
<style>.async-hide { opacity: 0 !important} </style>
<script>(function(a,s,y,n,c,h,i,d,e){s.className+=' '+y;h.start=1*new Date;
h.end=i=function(){s.className=s.className.replace(RegExp(' ?'+y),'')};
(a[n]=a[n]||[]).hide=h;setTimeout(function(){i();h.end=null},c);h.timeout=c;
})(window,document.documentElement,'async-hide','dataLayer',4000,
{'GTM-MPPP6NK':true});</script>

<script type="text/javascript">
            _atrk_opts = {atrk_acct: "MtQbj1a8Dy000O", domain: "elwatannews.com", dynamic: true};
            (function () {
                var as = document.createElement('script');
                as.type = 'text/javascript';
                as.async = true;
                as.src = "https://d31qbv1cthcecs.cloudfront.net/atrk.js";
                var s = document.getElementsByTagName('script')[0];
                s.parentNode.insertBefore(as, s);
            })();
        </script>
<noscript><img src="https://d5nxst8fruw4z.cloudfront.net/atrk.gif?account=MtQbj1a8Dy000O" style="display:none" height="1" width="1" alt="" /></noscript>

<script>
        window.fbAsyncInit = function () {
            FB.init({
                appId: '1512977362254000',
                xfbml: true,
                version: 'v2.4'
            });
        };

        (function (d, s, id) {
            var js, fjs = d.getElementsByTagName(s)[0];
            if (d.getElementById(id)) {
                return;
            }
            js = d.createElement(s);
            js.id = id;
            js.src = "//connect.facebook.net/ar_AR/sdk.js";
            fjs.parentNode.insertBefore(js, fjs);
        }(document, 'script', 'facebook-jssdk'));
    </script>
<script type='text/javascript'>
        var googletag = googletag || {};
        googletag.cmd = googletag.cmd || [];
        (function () {
            var gads = document.createElement('script');
            gads.async = true;
            gads.type = 'text/javascript';
            var useSSL = 'https:' == document.location.protocol;
            gads.src = (useSSL ? 'https:' : 'http:') +
                    '//www.googletagservices.com/tag/js/gpt.js';
            var node = document.getElementsByTagName('script')[0];
            node.parentNode.insertBefore(gads, node);
        })();
    </script>
<script>
        (function (h, e, a, t, m, p) {
            m = e.createElement(a);
            m.async = !0;
            m.src = t;
            p = e.getElementsByTagName(a)[0];
            p.parentNode.insertBefore(m, p);
        })(window, document, 'script', 'https://u.heatmap.it/log.js');
    </script>



<script type="text/javascript" src="//s7.addthis.com/js/300/addthis_widget.js#pubid=ra-50748c6a17da3b77"></script>
<script>
        $(function () {
            var sticky_navigation_offset_top = $('#sticky_navigation').offset().top;
            var sticky_navigation = function () {
                var scroll_top = $(window).scrollTop();
                if (scroll_top > sticky_navigation_offset_top) {
                    $('#sticky_navigation').css({
                        'position': 'fixed',
                        'top': 0,
                        'z-index': '9999'
                    });
                } else {
                    $('#sticky_navigation').css({
                        'position': 'absolute',
                        'top': 0,
                        'z-index': '0'
                    });
                }
            };
            sticky_navigation();
            $(window).scroll(function () {
                sticky_navigation();
            });
            $('a[href="#"]').click(function (event) {
                event.preventDefault();
            });
        });
    </script>
</head>
<body>
<div class="wrapper">

<header>
<div class="icons-up-head">
<div class="icons-up-head-content">
<ul class="icons-li-head">
<li>
<a id="elwatan-small" href="https://www.elwatannews.com/">
<span id="down-arrow-in"></span>
</a>
</li>
<li><a id="tv-small" href="https://tv.elwatannews.com" target="_blank"></a></li>
<li><a id="sport-small" href="https://sport.elwatannews.com" target="_blank"></a></li>
<li><a id="ay5edma-small" href="https://ay5edma.elwatannews.com" target="_blank"></a></li>
<li><a id="cairolens-small" href="https://www.cairolens.com" target="_blank"></a></li>

<li><a id="alwan" href="https://alwan.elwatannews.com" target="_blank"></a></li>
<li><a id="honna" href="https://honna.elwatannews.com" target="_blank"></a></li>
</ul>
</div>
</div>
<div class="up-header">
<div class="up-header-content">
<div class="right-up">
<div class="user-area">
<i class='symbol-one icon-login-up'>&#xe027;</i>
<a href="https://www.elwatannews.com/login/fblogin" class="st-rel">تسجيل الدخول</a>
</div>
</div>
<div class="widget400">
<div class="widget400-in">



<div id='div-gpt-ad-1510138893480-0' style='height:60px; width:430px;'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1510138893480-0'); });
</script>
</div>




</div>
</div>
<div class="left-up">
<ul>
<li class='symbol'><a href="https://www.facebook.com/ElWatanNews" target="_blank" class="flaticon-facebook1"></a></li>
<li class='symbol'><a href="https://twitter.com/elwatannews" target="_blank" class="flaticon3-socialnetwork189"></a></li>
<li class='symbol'><a href="https://plus.google.com/+ElwatannewsGate/posts" target="_blank" class="flaticon2-googleplus1"></a></li>
 <li class='symbol'><a href="https://www.youtube.com/user/ElWatanNews" target="_blank" class="flaticon4-youtube25"></a></li>
<li class='symbol'><a href="https://www.elwatannews.com/home/rssfeeds" target="_blank" class="flaticon5-web-feed1"></a></li>

</ul>
</div>
<div class="clear"></div>
</div>
</div>
<div class="leader-board">
<div class="leader-board-content">

<h1 class="logo">


<a href="https://www.elwatannews.com/"><img src="https://www.elwatannews.com/assets/img/logo-2.png?sdf" width="127" height="80" alt="الوطن" style="margin-top: 9px;" /></a>
</h1>
<div class="new-menu">
<div class="first-menu">
<ul>
<li class="sections-li" id="home-icons">
<a class="sections-lia" href="https://www.elwatannews.com/"></a>
</li>
<li class="sections-li">
<a class="sections-lia" href="https://www.elwatannews.com/section/208">الانتخابات</a>
</li>
<li class="sections-li">
<a class="sections-lia" href="https://www.elwatannews.com/section/115">سياسة</a>
</li>
<li class="sections-li mohafzat-section">
<a class="sections-lia" href="https://www.elwatannews.com/section/147">
محافظات
</a>
<ul class="ul-subsection">
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/148">أسوان</a>
 </li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/149">قنا</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/151">سوهاج</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/152">أسيوط</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/153">المنيا</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/154">بني سويف</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/155">الفيوم</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/156">القليوبية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/157">الدقهلية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/158">كفر الشيخ</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/159">البحيرة</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/160">الغربية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/161">الشرقية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/162">دمياط</a>
</li>
 <li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/163">السويس</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/164">الإسماعيلية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/165">بورسعيد</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/166">جنوب سيناء</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/167">شمال سيناء</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/168">الإسكندرية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/169">مرسى مطروح</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/171">البحر الأحمر</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/172">الأقصر</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/173">المنوفية</a>
</li>
<li class="ul-li-subsection">
<a href="https://www.elwatannews.com/subsection/198">الوادي الجديد</a>
</li>
<li id="all-of-mohafzat"><a href="https://www.elwatannews.com/section/147">كل أخبار المحافظات</a></li>
<div class="clear"></div>
</ul>
</li>
<li class="sections-li">
<a class="sections-lia" href="https://www.elwatannews.com/section/116">الدولة</a>
</li>
<li class="sections-li">
<a class="sections-lia" href="https://www.elwatannews.com/section/39">العرب و العالم</a>
</li>
<li class="sections-li">
<a class="sections-lia" href="https://www.elwatannews.com/section/102">حوادث</a>
</li>
<li class="sections-li"><a class="sections-lia" href="https://sport.elwatannews.com?sp" target="_blank">رياضة</a></li>
<li class="sections-li mohafzat-section">
<a class="sections-lia" href="#">المزيد +</a>
<ul class="ul-subsection-more">
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/52">منوعات</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/190">البرلمان</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/60">فن وثقافة</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/77">اقتصاد</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/19">تحقيقات وملفات</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/6">سيارات</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/section/193">مجتمع</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/hotfile">الملفات التفاعلية</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/albums">ألبومات الصور</a></li>
<li class="ul-li-subsection"><a href="https://www.elwatannews.com/blog_writers">حكاوينا</a></li>
<div class="clear"></div>
</ul>
</li>
<div class="clear"></div>
</ul>
</div>
<div class="second-menu">
<ul>
<li class="options-li" id="pdf-bg">
<a href="https://www.elwatannews.com/paper_version">
<i class="i-coun-p1"></i>
<p>النسخة الورقية</p>
</a>
</li>
<li class="options-li" id="HazakLink">
<a href="https://www.elwatannews.com/horoscopes">
<i class="i-coun-p1"></i>
<p>حظك اليوم</p>
</a>
</li>
<li class="options-li" id="salahLink">
<a href="https://www.elwatannews.com/pray">
<i class="i-coun-p1"></i>
<p>مواقيت الصلاة</p>
</a>
</li>
<li class="options-li" id="WeatherLink">
<a href="https://www.elwatannews.com/weather">
<i class="i-coun-p1"></i>
<p>حالة الطقس</p>
</a>
</li>
</ul>
<div class="left-up-menu">
<form name="search_articles" action="" method="post" class="searchform" id="searchform">
<input type="text" placeholder="ابحث فى الوطن" maxlength="255" size="10" value="" class="input-search">
<input type="submit" name="submit" value="" class="icon-search">
</form>
</div>
</div>
</div>
<div class="clear"></div>
</div>
</div>
</header>
<script>
            //-- search code
            $(function () {
                $('body').on('keydown', '#searchform', function (e) {
                    console.log(this.value);
                    if (e.which === 32 && e.target.selectionStart === 0) {
                        return false;
                    }
                });
            });

            $(".searchform").submit(function (e) {
                e.preventDefault();
            });

            $(".icon-search").click(function () {
                if ($('.input-search').val() != '')
                {
                    var query = encodeURI($('.input-search').val());
                    window.location.href = "https://www.elwatannews.com/search/index/" + query;
                }

            });
            /*
             */

            $.post("https://graph.facebook.com", {id: "https://www.elwatannews.com/", scrape: true}, function (data) {
                console.log(data);
            });
        </script>
<style>
            .modal2 .close2 {
                  position: relative;
                  z-index: 9999;
                  background-color: red;
                  color: white;
                  border: unset;
            }

        </style>
<script src='https://www.googletagservices.com/tag/js/gpt.js'></script>
<script type='text/javascript'>
            var googletag = googletag || {};
            googletag.cmd = googletag.cmd || [];
        </script>
<script>
            googletag.cmd.push(function () {

                          googletag.defineSlot('/113139570/300x250_Top_HP_Elwatannews', [300, 250], 'div-gpt-ad-1489051211900-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/300x250_Middle_HP_Elwatannews', [300, 250], 'div-gpt-ad-1513167255161-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/300x250-bottom_HP_Elwatannews', [300, 250], 'div-gpt-ad-1513013757237-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/728x90_Top_HP_Elwatannews', [728, 90], 'div-gpt-ad-1517926676479-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/728x90_middle_HP_Elwatannews', [728, 90], 'div-gpt-ad-1513166504349-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/AAIB_Code', [430, 60], 'div-gpt-ad-1510138893480-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/160x600_right_HP_Elwatannews', [160, 600], 'div-gpt-ad-1513256218888-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/160x600_Left_Innerpages_Elwatannews', [160, 600], 'div-gpt-ad-1489053324348-0').addService(googletag.pubads());
            googletag.defineSlot('/113139570/OTP-elwatan', [728, 90], 'div-gpt-ad-1513522308794-0').addService(googletag.pubads());
            
            googletag.pubads().enableSingleRequest();
            googletag.pubads().collapseEmptyDivs();
            googletag.enableServices();
            });
        </script>
<div class="modal2" style="position: absolute;right: 22%;">
<button class="btn close2" style="display: block;">×</button>
<div id="em">

<div id='div-gpt-ad-1513522308794-0' style='z-index: 999;position: absolute;right: 27%;top:0'>
<script>
    googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513522308794-0'); });
    </script>
</div>
</div>
</div>



<script>


$(".close2").click(function(){

$(this).hide();
$(".modal2").hide();

});

/*the time of  the otp will take to be closed */
setTimeout(function(){ $('.modal2').fadeOut() }, 30000);

</script>
<script>

if( $('#em').html()== 0 ) {
$(".close2").css("display","none")

}
else {
$(".close2").css("display","block")
}
</script>
<script type="text/javascript">
/*time to start the modal*/
startmodal(35000,70000);
</script>
<style>
    #timer {
        text-align: center;
        color: #ffffff;
        /*font-weight: bold;*/
        font-family: font_Bold;
        background-image: url("../image/bg.png");
        background-repeat: no-repeat;
        background-position: center;
        position: relative;
        top: -25px;
        font-size: 18px;
        width: 100px;
        margin-right: 400px;
    }

    #timer div {
        display: inline-block;
        text-align: center;
        font-size: 30px;
    }

    #timer div span {
        position: absolute;
        font-size: 16px !important;
        color: #000 !important;
    }

</style>
<div class="middle-view">
<div class="min-news" style="margin-bottom:  15px;">
<a href="https://www.elwatannews.com/election" target="_blank">
<img src="https://www.elwatannews.com/assets/img/home-bg.jpg">
</a>
</div>
<script>
        // Timer Counter
        function makeTimer() {

            var endTime = new Date("15 March 2018 22:00:00 GMT+01:00");
            endTime = (Date.parse(endTime) / 1000);

            var now = new Date();
            now = (Date.parse(now) / 1000);

            var timeLeft = endTime - now;

            var days = Math.floor(timeLeft / 86400);
            var hours = Math.floor((timeLeft - (days * 86400)) / 3600);
            var minutes = Math.floor((timeLeft - (days * 86400) - (hours * 3600)) / 60);
            var seconds = Math.floor((timeLeft - (days * 86400) - (hours * 3600) - (minutes * 60)));

            if (hours < "10") {
                hours = "0" + hours;
            }
            if (minutes < "10") {
                minutes = "0" + minutes;
            }
            if (seconds < "10") {
                seconds = "0" + seconds;
            }

            // $("#days").html(days + " :" + "<span style='display: block;'>يوم</span>");
            $("#hours").html(hours + "<span style='display: block; top: 50px;'>ساعة</span>");
            $("#minutes").html(minutes + " :" + "<span style='display: block; top: 50px;'>دقيقه</span>");
            // $("#seconds").html(seconds + "<span>Seconds</span>");

        }

        setInterval(function () {
            makeTimer();
        }, 1000);
    </script>

<div id="sticky_navigation">
<div class="TOLeft">




<div id='div-gpt-ad-1513256098552-0' style='height:600px; width:160px;'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513256098552-0'); });
</script>
</div>
</div>
<div class="TORight">




<div id='div-gpt-ad-1513256218888-0' style='height:600px; width:160px;'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513256218888-0'); });
</script>
</div>
</div></div>
<div class="up-main" style="background: #f8f8f8;  padding: 14px 0 0px 0">
<div class="HLB-par">
<div class="HLB">
<div class="bg-layer">


<div id='div-gpt-ad-1517926676479-0' style='height:90px; width:728px;'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1517926676479-0'); });
</script>
</div>
</div>
</div>
</div>
<div class="new-tic">
<a href="https://www.elwatannews.com/tickers" target="_blank">
<img src="https://www.elwatannews.com/assets/img/24_03.gif" />
</a>
</div>
<div class="clear"></div>

<div class="clear"></div>

<div id="AdContainer">

</div>
</div>
 
<div class="main">
<div class="main-view">
<div id="video-new" class="royalSlider videoNew rsDefault">
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3183068#hpslider">
<div class="rsTmb">
<h5>&quot;الصحة&quot;: إصابة 22 في حادث انقلاب أتوبيس بمرسى علم </h5>
</div>
<p class="info-title">&quot;الصحة&quot;: إصابة 22 في حادث انقلاب أتوبيس بمرسى علم</p>
<p class="info-desc">أعلنت وزارة الصحة والسكان، منذ قليل، إصابة 22 مواطنا إثر إنقلاب إتوبيس بطريق مرسى علم إدفو الكيلو 120 إتجاه إدفو، البحر الأحمر.</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/9626862311511292116.jpg" alt="&quot;الصحة&quot;: إصابة 22 في حادث انقلاب أتوبيس بمرسى علم" title="&quot;الصحة&quot;: إصابة 22 في حادث انقلاب أتوبيس بمرسى علم" class="img-slider-neew">
</div>
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3183059#hpslider">
<div class="rsTmb">
<h5>مصر للطيران تعلن عن الطائرة الناقلة لمنتخب مصر بكأس العالم </h5>
</div>
<p class="info-title">مصر للطيران تعلن عن الطائرة الناقلة لمنتخب مصر بكأس العالم</p>
<p class="info-desc">قال صفوت مسلم رئيس الشركة القابضة لمصر للطيران، إن الشركة ستعلن، اليوم، عن الطائرة الجديدة لها التي ستقل المنتخب المصرى إلى روسيا، لافتًا إلى توقيع الشركة بروتو</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/15117858701484837132.jpg" alt="مصر للطيران تعلن عن الطائرة الناقلة لمنتخب مصر بكأس العالم" title="مصر للطيران تعلن عن الطائرة الناقلة لمنتخب مصر بكأس العالم" class="img-slider-neew">
</div>
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3183074#hpslider">
<div class="rsTmb">
<h5>بدء محاكمة ريهام سعيد و7 متهمين في قضية &quot;خطف الأطفال&quot; </h5>
</div>
<p class="info-title">بدء محاكمة ريهام سعيد و7 متهمين في قضية &quot;خطف الأطفال&quot;</p>
<p class="info-desc">بدأت محكمة جنايات الجيزة المنقعدة بمحكمة القاهرة الجديدة بالتجمع الخامس، منذ قليل، أولى جلسات محاكمة ريهام سعيد مقدمة برنامج &quot;صبايا الخير&quot;،</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/8532601121517289439.jpg" alt="بدء محاكمة ريهام سعيد و7 متهمين في قضية &quot;خطف الأطفال&quot;" title="بدء محاكمة ريهام سعيد و7 متهمين في قضية &quot;خطف الأطفال&quot;" class="img-slider-neew">
</div>
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3183023#hpslider">
<div class="rsTmb">
<h5>سامح شكري يلتقي وفد &quot;الصندوق اليهودي&quot; من الولايات المتحدة الأمريكية </h5>
</div>
<p class="info-title">سامح شكري يلتقي وفد &quot;الصندوق اليهودي&quot; من الولايات المتحدة الأمريكية</p>
<p class="info-desc">التقى سامح شكري وزير الخارجية، صباح اليوم، وفد الصندوق اليهودي المتحد من الولايات المتحدة الأمريكية، وهي منظمة غير حكومة</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/20840691141521453505.jpg" alt="سامح شكري يلتقي وفد &quot;الصندوق اليهودي&quot; من الولايات المتحدة الأمريكية" title="سامح شكري يلتقي وفد &quot;الصندوق اليهودي&quot; من الولايات المتحدة الأمريكية" class="img-slider-neew">
</div>
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3182945#hpslider">
<div class="rsTmb">
<h5>بالأرقام| نسب تصويت المرشحين بالانتخابات الروسية: بوتين يكستح بـ76.66% </h5>
</div>
<p class="info-title">بالأرقام| نسب تصويت المرشحين بالانتخابات الروسية: بوتين يكستح بـ76.66%</p>
<p class="info-desc">فاز فلاديمير بوتين في الانتخابات الرئاسية، حيث أعلنت لجنة الانتخابات المركزية الروسية حصوله على 76.66% من أصوات الناخبين بعد فرز 99.84% من أوراق الاقتراع</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/5309087571520076370.jpg" alt="بالأرقام| نسب تصويت المرشحين بالانتخابات الروسية: بوتين يكستح بـ76.66%" title="بالأرقام| نسب تصويت المرشحين بالانتخابات الروسية: بوتين يكستح بـ76.66%" class="img-slider-neew">
</div>
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3182849#hpslider">
<div class="rsTmb">
<h5>موسى مصطفى موسى: سأتخذ إجراءات قانونية ضد كل المغرضين من أعداء الوطن </h5>
</div>
<p class="info-title">موسى مصطفى موسى: سأتخذ إجراءات قانونية ضد كل المغرضين من أعداء الوطن</p>
<p class="info-desc">قال المرشح الرئاسي موسى مصطفى موسى رئيس حزب الغد، إنه ظهر في الآونة الأخيرة بعض المغرضين من أعداء الوطن في الداخل ممن يتلقون تمويلات خارجية</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/4607405011519073257.jpg" alt="موسى مصطفى موسى: سأتخذ إجراءات قانونية ضد كل المغرضين من أعداء الوطن" title="موسى مصطفى موسى: سأتخذ إجراءات قانونية ضد كل المغرضين من أعداء الوطن" class="img-slider-neew">
</div>
<div>
<a class="info" href="https://www.elwatannews.com/news/details/3182870#hpslider">
<div class="rsTmb">
<h5>&quot;الإدارية العليا&quot; تنظر طعن الحكومة على وقف استيراد القمح الروسي </h5>
</div>
<p class="info-title">&quot;الإدارية العليا&quot; تنظر طعن الحكومة على وقف استيراد القمح الروسي</p>
<p class="info-desc">تنظر الدائرة الأولى فحص بالمحكمة الإدارية العليا، برئاسة المستشار سعيد قصير نائب رئيس مجلس الدولة، اليوم، الطعن المقام من هيئة قضايا الدولة بالإنابة عن رئيس الج</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/19467349451472404911.jpg" alt="&quot;الإدارية العليا&quot; تنظر طعن الحكومة على وقف استيراد القمح الروسي" title="&quot;الإدارية العليا&quot; تنظر طعن الحكومة على وقف استيراد القمح الروسي" class="img-slider-neew">
</div>
 <div>
<a class="info" href="https://www.elwatannews.com/news/details/3182687#hpslider">
<div class="rsTmb">
<h5>&quot;الداخلية&quot;: اختيار حجاج القرعة بالحاسب الآلي لضمان الشفافية </h5>
</div>
<p class="info-title">&quot;الداخلية&quot;: اختيار حجاج القرعة بالحاسب الآلي لضمان الشفافية</p>
<p class="info-desc">قال اللواء خالد عبد العال مساعد الوزير لأمن القاهرة إنه هناك 21 ألف و716 طلب لأداء الفريضة مقدمة لمديرية أمن القاهرة موضحا إن الحصة المقررة لمديرة أمن القاهرة</p>
</a>
<img src="https://watanimg.elwatannews.com/image_archive/417x248/12633456121504712171.jpg" alt="&quot;الداخلية&quot;: اختيار حجاج القرعة بالحاسب الآلي لضمان الشفافية" title="&quot;الداخلية&quot;: اختيار حجاج القرعة بالحاسب الآلي لضمان الشفافية" class="img-slider-neew">
</div>
</div>
</div>
<div class="banners-area-left">
<div class="home_sticker">
<a href="https://www.elwatannews.com/news/details/3153650" target="_blank">
<img src="https://watanimg.elwatannews.com/banners/banner1_1520784241.jpg" width="300" height="85" alt="«الوطن» تطلق مبادرة «شوفها على حقيقتها»" title="«الوطن» تطلق مبادرة «شوفها على حقيقتها»" />
</a>
</div>
<div class="PM-ROS-MPU">
<div class="bg-layer2">


<div id='div-gpt-ad-1489051211900-0' style='height:250px;width:300px;direction:ltr;'>
<script>
        googletag.cmd.push(function () {
            googletag.display('div-gpt-ad-1489051211900-0');
        });
    </script>
</div>

</div>
</div> </div>
<div class="clear"></div>
</div>
<div class="clear"></div>
</div>
<script>
                                jQuery(document).ready(function ($) {
                                    $('#video-new').royalSlider({
                                        arrowsNav: false,
                                        fadeinLoadedSlide: false,
                                        controlNavigationSpacing: 0,
                                        controlNavigation: 'thumbnails',
                                        thumbs: {
                                            autoCenter: true,
                                            fitInViewport: true,
                                            orientation: 'vertical',
                                            spacing: 3,
                                            paddingBottom: 0
                                        },
                                        transitionType: 'fade',
                                        transitionSpeed: 50,
                                        keyboardNavEnabled: false,
                                        imageScaleMode: 'fill',
                                        imageAlignCenter: true,
                                        slidesSpacing: 0,
                                        loop: true,
                                        loopRewind: true,
                                        numImagesToPreload: 4,
                                        video: {
                                            autoHideArrows: true,
                                            autoHideControlNav: false,
                                            autoHideBlocks: true
                                        },
                                        autoPlay:
                                                {
                                                    enabled: true,
                                                    pauseOnHover: false,
                                                    stopAtAction: false,
                                                    delay: 5000
                                                },
                                        autoScaleSlider: true,
                                        autoScaleSliderWidth: 960,
                                        autoScaleSliderHeight: 515,
                                        imgWidth: 200,
                                        imgHeight: 360

                                    });
                                });
                            </script>
<style>
                                .rsThumbsArrow{display: none !important;}
                            </style>
<script>
                                $(document).ready(function () {
                                    $(".img-slider-neew").click(function () {
                                        return false;
                                    });
                                    $(".info-desc").click(function () {
                                        return false;
                                    });
                                });
                            </script>
<script>
                                // $.ajax({
                                //     type: "POST",
                                //     url: "https://www.elwatannews.com/home/home_json",
                                //     success: function (response) {
                                //         // nothing
                                //     }
                                // });
                            </script>
<div class="home_page_main">


<div class="full-under-slider">
<div class="under-slider">
<div class="repeated_section">
<a href="https://www.elwatannews.com/news/details/3182213#hpchoice" class="repeated_a" />
<span class="span_img">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/11029108491521408026.jpg" alt="الدم بقى ميّه: هرب من السجن وورط أخوه" title="الدم بقى ميّه: هرب من السجن وورط أخوه" class="hidden-width">
</span>
<div class="h3-and-timing">
<h3 class="h3-shadow"> الدم بقى ميّه: هرب من السجن وورط أخوه</h3>

</div>
</a>
</div>
<div class="repeated_section">
<a href="https://www.elwatannews.com/news/details/3182198#hpchoice" class="repeated_a" />
<span class="span_img">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/1121942581521408027.jpg" alt="بشرى للنباتيين: «برجر وشاورما وبيكاتا» من خلاصة القمح" title="بشرى للنباتيين: «برجر وشاورما وبيكاتا» من خلاصة القمح" class="hidden-width">
</span>
<div class="h3-and-timing">
<h3 class="h3-shadow"> بشرى للنباتيين: «برجر وشاورما وبيكاتا» من خلاصة القمح</h3>

</div>
</a>
</div>
<div class="repeated_section">
<a href="https://www.elwatannews.com/news/details/3182201#hpchoice" class="repeated_a" />
<span class="span_img">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/15333908541521408029.jpg" alt="«سارة» رسمت بورتريه لـ«محمد صلاح» فى 15 ساعة.. يستاهل" title="«سارة» رسمت بورتريه لـ«محمد صلاح» فى 15 ساعة.. يستاهل" class="hidden-width">
</span>
<div class="h3-and-timing">
<h3 class="h3-shadow"> «سارة» رسمت بورتريه لـ«محمد صلاح» فى 15 ساعة.. يستاهل</h3>

 </div>
</a>
</div>
<div class="repeated_section">
<a href="https://www.elwatannews.com/news/details/3182195#hpchoice" class="repeated_a" />
<span class="span_img">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/4823904751521408033.jpg" alt="عروض للركب على ملازم «عين شمس»: اشترى واحدة.. تاخد التانية هدية" title="عروض للركب على ملازم «عين شمس»: اشترى واحدة.. تاخد التانية هدية" class="hidden-width">
</span>
<div class="h3-and-timing">
<h3 class="h3-shadow"> عروض للركب على ملازم «عين شمس»: اشترى واحدة.. تاخد التانية هدية</h3>

</div>
</a>
</div>
<div class="clear"></div>
</div>
<div class="top-to-bottom">
<h3>اختيارات الوطن</h3>
</div>
<div class="clear"></div>
</div>

<div class="up-main" style="padding-bottom: 40px;">
<div class="HLB">
<div class="bg-layer">





<div id='div-gpt-ad-1513166504349-0' style='height:90px; width:728px;'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513166504349-0'); });
</script>
</div>
</div>
</div>
<div class="clear"></div>
</div> <div class="twice">

<div class="first-right">

<div class="political-section">
<div class="section-title">
<div class="Blindness">
<h3 class="section-title-name">سياسة</h3>
</div>
<a href="https://www.elwatannews.com/section/115" class="more-than">
<span>المزيد</span>
<i></i>
</a>
</div>
<div class="political">
<div class="political-area">
<a href="https://www.elwatannews.com/news/details/3182822#hppolitic">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/14062121911516381226.jpg" alt="&quot;عابد&quot; عن رفع بدل &quot;مرافق الكفيف&quot; لـ100 جنيه: &quot;جمعة&quot; وزير خارج المنافسة" title="&quot;عابد&quot; عن رفع بدل &quot;مرافق الكفيف&quot; لـ100 جنيه: &quot;جمعة&quot; وزير خارج المنافسة" class="political-img">

<h3 class="political-h3">&quot;عابد&quot; عن رفع بدل &quot;مرافق الكفيف&quot; لـ100 جنيه: &quot;جمعة&quot; وزير خارج المنافسة</h3>
</a>
</div>
<div class="political-area">
<a href="https://www.elwatannews.com/news/details/3182834#hppolitic">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/4172854111485965375.jpg" alt="نائب يتقدم بطلب إحاطة حول وجود مخالفات بمسابقة إعداد القادة" title="نائب يتقدم بطلب إحاطة حول وجود مخالفات بمسابقة إعداد القادة" class="political-img">
<h3 class="political-h3">نائب يتقدم بطلب إحاطة حول وجود مخالفات بمسابقة إعداد القادة</h3>
</a>
</div>
<div class="political-area">
<a href="https://www.elwatannews.com/news/details/3181796#hppolitic">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/13441318421439994707.jpg" alt="الصيادلة: 9 أعضاء بمجلس النقابة يطالبون بتأجيل «عمومية» اليوم" title="الصيادلة: 9 أعضاء بمجلس النقابة يطالبون بتأجيل «عمومية» اليوم" class="political-img">
<h3 class="political-h3">الصيادلة: 9 أعضاء بمجلس النقابة يطالبون بتأجيل «عمومية» اليوم</h3>
</a>
</div>
<div class="political-area">
<a href="https://www.elwatannews.com/news/details/3182399#hppolitic">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/11948191291520360931.jpg" alt="رئيس شعبة الأدوية: بعض الصيدليات تبيع المخدرات" title="رئيس شعبة الأدوية: بعض الصيدليات تبيع المخدرات" class="political-img">
<h3 class="political-h3">رئيس شعبة الأدوية: بعض الصيدليات تبيع المخدرات</h3>
</a>
</div>
<div class="political-area">
<a href="https://www.elwatannews.com/news/details/3182321#hppolitic">
 <img src="https://watanimg.elwatannews.com/image_archive/312x224/2848318481513540773.jpg" alt="برلماني: المواطنون البسطاء يدركون مدى خطورة الفترة الانتقالية بمصر" title="برلماني: المواطنون البسطاء يدركون مدى خطورة الفترة الانتقالية بمصر" class="political-img">
<h3 class="political-h3">برلماني: المواطنون البسطاء يدركون مدى خطورة الفترة الانتقالية بمصر</h3>
</a>
</div>
<div class="political-area">
<a href="https://www.elwatannews.com/news/details/3182219#hppolitic">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/7063847641521408498.jpg" alt="الحناوي: السيسي منح &quot;أسلسكا&quot;وضعا قانونيا كجامعة أجنبية لإدارة الأعمال" title="الحناوي: السيسي منح &quot;أسلسكا&quot;وضعا قانونيا كجامعة أجنبية لإدارة الأعمال" class="political-img">
<h3 class="political-h3">الحناوي: السيسي منح &quot;أسلسكا&quot;وضعا قانونيا كجامعة أجنبية لإدارة الأعمال</h3>
</a>
</div>
<div class="clear"></div>
</div>
</div>

<div class="art-section">
<div class="section-title">
<div class="Blindness">
<h3 class="section-title-name">فن</h3>
</div>
<a href="https://www.elwatannews.com/section/60" class="more-than">
<span>المزيد</span>
<i></i>
</a>
</div>
<div class="art">
<div class="art-area">
<a href="https://www.elwatannews.com/news/details/3182984#hpart">
<img src="https://watanimg.elwatannews.com/image_archive/312x381/12717598341521452897.jpg" alt="بالصور| نادر حمدي في عمل فني مع &quot;الهضبة&quot;: &quot;ترقبوا&quot;" title="بالصور| نادر حمدي في عمل فني مع &quot;الهضبة&quot;: &quot;ترقبوا&quot;" class="art-img">
<h3 class="art-h3">بالصور| نادر حمدي في عمل فني مع &quot;الهضبة&quot;: &quot;ترقبوا&quot;</h3>
</a>
</div>
<div class="art-area">
<a href="https://www.elwatannews.com/news/details/3182891#hpart">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/12274284981497008079.jpg" alt="مخرجة كليب &quot;مساء الخير&quot;: الكليب تطوعي.. واستغرق يومين فقط" title="مخرجة كليب &quot;مساء الخير&quot;: الكليب تطوعي.. واستغرق يومين فقط" class="art-img">
<h3 class="art-h3">مخرجة كليب &quot;مساء الخير&quot;: الكليب تطوعي.. واستغرق يومين فقط</h3>
</a>
 </div>
<div class="art-area">
<a href="https://www.elwatannews.com/news/details/3182705#hpart">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/5257390211520830755.jpg" alt="أحمد بدير: حب مصر في دمنا.. ولن يستطيع أحد أن يقهرنا" title="أحمد بدير: حب مصر في دمنا.. ولن يستطيع أحد أن يقهرنا" class="art-img">
<h3 class="art-h3">أحمد بدير: حب مصر في دمنا.. ولن يستطيع أحد أن يقهرنا</h3>
</a>
</div>
<div class="art-area">
<a href="https://www.elwatannews.com/news/details/3182843#hpart">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/19797155431521451570.jpg" alt="ريم البارودي تتضامن مع ريهام سعيد في محاكمتها بالتحريض على خطف الأطفال" title="ريم البارودي تتضامن مع ريهام سعيد في محاكمتها بالتحريض على خطف الأطفال" class="art-img">
<h3 class="art-h3">ريم البارودي تتضامن مع ريهام سعيد في محاكمتها بالتحريض على خطف الأطفال</h3>
</a>
</div>
<div class="cinema-services" hidden="">
<a href="http://ay5edma.elwatannews.com/Movies/Index" class="h-ser-new-ho">
<i id="cinema-icon"></i>
<span class="cinema-show">يعرض الأن بدار السينما</span>
</a>
<a href="http://ay5edma.elwatannews.com/Cinemas/Index" class="h-ser-new-ho">
<i id="cinema-icon2"></i>
<span class="cinema-show">أماكن دار السينما</span>
</a>
</div>
<div class="clear"></div>
</div>
</div>

<iframe src="https://tv.elwatannews.com/widget/new_widget" style="margin-top:36px" id="iframe1" height="580" class="iframe-width100"></iframe>
<div class="writers-section" id="writers-section-none">
<div class="section-title">
<div class="Blindness">
<h3 class="section-title-name">
<a href="https://www.elwatannews.com/articles" style="color: #fff;">
اَراء الكُتاب
</a>
</h3>
</div>
</div>
<div class="writers">
<div class="flexslider carousel">
<ul class="slides">
<li>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/long/172_1030659.jpg" alt="عماد الدين أديب" title="عماد الدين أديب" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/172" class="name-wr-title_1">عماد الدين أديب</a>
<a href="https://www.elwatannews.com/news/details/3181301#hpopinion" class="name-wr-title_2">فوضى جديدة فى المنطقة!</a>
<span class="name-wr-title_3">كان الهدف النهائى هو إحداث فوضى فى المنطقة، من أجل التدخُّل الدولى المباشر بهدف إعادة تقسيمها!</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/30_محمود-خليل.jpg" alt="د. محمود خليل" title="د. محمود خليل" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/30" class="name-wr-title_1">د. محمود خليل</a>
<a href="https://www.elwatannews.com/news/details/3181307#hpopinion" class="name-wr-title_2">«فى بضع سنين»</a>
<span class="name-wr-title_3">درس بليغ بإمكانك أن تستخلصه من تأمُّل الآيات الثلاث الأولى من سورة الروم. يقول الله تعالى: «ألم * غُلِبَتِ الرُّومُ</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/228_1976313.jpg" alt="نشوى الحوفى" title="نشوى الحوفى" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/228" class="name-wr-title_1">نشوى الحوفى</a>
<a href="https://www.elwatannews.com/news/details/3181223#hpopinion" class="name-wr-title_2">وللاستبداد بين الناس مذاهب</a>
<span class="name-wr-title_3">أتعجّب من استبداد البشر وقد حصروا تعريف الاستبداد فى سلطة الحاكم وتناسوا استبداد الرعية حين يستبد بها الجهل وسلطان المال وغياب الضمير وتسلط النفس</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/197_1500078.jpg" alt="د. ياسر عبدالعزيز" title="د. ياسر عبدالعزيز" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/197" class="name-wr-title_1">د. ياسر عبدالعزيز</a>
<a href="https://www.elwatannews.com/news/details/3181220#hpopinion" class="name-wr-title_2">الحراك الجديد فى الشرق الأوسط</a>
<span class="name-wr-title_3">قبل أيام صدرت النسخة الجديدة من «مؤشر السعادة العالمى»، عن العام 2017، وهو مؤشر يكتسب قدراً كافياً من المصداقية، ليس فقط لكونه يصدر عن إحدى وكالات الأ</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/184_1293802.jpg" alt="سحر الجعارة" title="سحر الجعارة" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/184" class="name-wr-title_1">سحر الجعارة</a>
<a href="https://www.elwatannews.com/news/details/3181229#hpopinion" class="name-wr-title_2">حاكموا «جان» بتهمة الخيانة العظمى</a>
<span class="name-wr-title_3">«وحدى» أشعر بالصدمة والدهشة والغرابة من الحفاوة التى قوبل بها «الخائن العائد رامى جان»، وحدى أتعجّب من الاحتضان الإعلامى والتسامح مع «عميل»</span>
</div>
</li>
<li>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/long/431_8344494.jpg" alt="أحمد إبراهيم" title="أحمد إبراهيم" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/431" class="name-wr-title_1">أحمد إبراهيم</a>
<a href="https://www.elwatannews.com/news/details/3181241#hpopinion" class="name-wr-title_2">معاناة البحث عن مدرسة</a>
<span class="name-wr-title_3">أنا وصديقى د. محمد المهدى، أستاذ الطب النفسى الشهير، منذ شهرين نبحث عن «واسطة» تساعدنا فى إلحاق حفيده «زياد» بمرحلة رياض الأطفال (KG1) بإحدى مدارس الل</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/29_خالد-منتصر.jpg" alt="خالد منتصر" title="خالد منتصر" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/29" class="name-wr-title_1">خالد منتصر</a>
<a href="https://www.elwatannews.com/news/details/3177479#hpopinion" class="name-wr-title_2">النوم والموبايل والبدانة وألزهايمر</a>
<span class="name-wr-title_3">احتفالاً باليوم العالمى للنوم، هذا بعض ما كُتب فى المجلات العلمية من دراسات حديثة عن اضطرابات النوم:
■ شاشات الأجهزة الرقمية تسبب اضطراباً فى النوم</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/238_2152682.jpg" alt="د. سعيد اللاوندى" title="د. سعيد اللاوندى" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/238" class="name-wr-title_1">د. سعيد اللاوندى</a>
<a href="https://www.elwatannews.com/news/details/3177410#hpopinion" class="name-wr-title_2">أزمة قطر ليست بريئة من الإطاحة بـ«تيلرسون»</a>
<span class="name-wr-title_3">لا يخفى على أحد أن العلاقات بين الرئيس ترامب ووزير خارجيته السابق «تيلرسون» لم تكن عسلاً ولبناً مصفى، كانت هناك خلافات أشارت إليها الصحافة الأمريكية</span>
</div>
<div class="writers-area">
 <img src="https://watanimg.elwatannews.com/writer_photos/square/1451327510.jpg" alt="أحمد عبد الظاهر" title="أحمد عبد الظاهر" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/583" class="name-wr-title_1">أحمد عبد الظاهر</a>
<a href="https://www.elwatannews.com/news/details/3177392#hpopinion" class="name-wr-title_2">حكومة المستقبل السيادة الفضائية</a>
<span class="name-wr-title_3">فى محاضرات مادة «النظم السياسية والقانون الدستورى»، المقررة على طلبة الفرقة الأولى بكليات الحقوق، وفى محاضرات مادة «القانون الدولى العام»</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/1462738320.jpg" alt="وائل لطفى" title="وائل لطفى" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/749" class="name-wr-title_1">وائل لطفى</a>
<a href="https://www.elwatannews.com/news/details/3177389#hpopinion" class="name-wr-title_2">شعب يعرف «الكفت»!</a>
<span class="name-wr-title_3">«شعب مالهوش كتالوج».. كانت هذه هى العبارة الأكثر شيوعاً على وسائل التواصل الاجتماعى أمس، العبارة كانت تعليقاً على الإقبال الكبير للمصريين فى الخارج</span>
</div>
</li>
<li>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/long/367_6384133.jpg" alt="رجائى عطية" title="رجائى عطية" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/367" class="name-wr-title_1">رجائى عطية</a>
<a href="https://www.elwatannews.com/news/details/3177386#hpopinion" class="name-wr-title_2">الوطن وكتائب الأعمال الوطنية</a>
<span class="name-wr-title_3">عرفنا منذ نحو نصف قرن كتائب الأعمال الوطنية، ونشأت فكرتها لتكون بديلاً عن الحرس الوطنى، وجناحاً موازياً للقوات المسلحة، ولكنه معنى بالإصلاح والتعمير</span>
</div>
 <div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/29_خالد-منتصر.jpg" alt="خالد منتصر" title="خالد منتصر" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/29" class="name-wr-title_1">خالد منتصر</a>
<a href="https://www.elwatannews.com/news/details/3173771#hpopinion" class="name-wr-title_2">متى نغنى «المصريات أسعد الكائنات»؟</a>
<span class="name-wr-title_3">أترك مساحتى فى يوم المرأة العالمى لصديقى المستنير د. حامد عبدالله، الأستاذ بقصر العينى وأبوالبنات.</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/166_882818.jpg" alt="نهاد أبو القمصان" title="نهاد أبو القمصان" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/166" class="name-wr-title_1">نهاد أبو القمصان</a>
<a href="https://www.elwatannews.com/news/details/3173804#hpopinion" class="name-wr-title_2">16 مارس يوم المرأة المصرية</a>
<span class="name-wr-title_3">يُعد 16 مارس من كل عام يوم المرأة المصرية، وهو اليوم الذى نحيى فيه نضال المصريات من أجل تحرير الوطن وتحريرهن أيضاً، حيث يخلد هذا اليوم ذكرى خروج المصر</span>
</div>
<div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/393_7498273.jpg" alt="أمينة خيرى " title="أمينة خيرى " class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/393" class="name-wr-title_1">أمينة خيرى </a>
<a href="https://www.elwatannews.com/news/details/3173795#hpopinion" class="name-wr-title_2">إن شاء الله بكرة معلش</a>
<span class="name-wr-title_3">بعد كثير من المراجعات الذاتية والتصحيحات الفكرية، توصلت لنتيجة مفادها أننا جميعاً محبوسون فى دائرة مفرغة، فالفوضى الشارعية التى تشكو منها الأقلية</span>
</div>
 <div class="writers-area">
<img src="https://watanimg.elwatannews.com/writer_photos/square/133_190052.jpg" alt="حازم منير" title="حازم منير" class="writers-img">
<a href="https://www.elwatannews.com/articles/writer/133" class="name-wr-title_1">حازم منير</a>
<a href="https://www.elwatannews.com/news/details/3173792#hpopinion" class="name-wr-title_2">عنصرية أوروبية</a>
<span class="name-wr-title_3">الفارق فى تعامل بريطانيا مع قضية اتهام روسيا بتسميم «الجاسوس المزدوج» وتعاملها مع حادثة مقتل الطفلة المصرية مريم هو التعبير الملائم عن روح عنصرية مقيت</span>
</div>
</li>
</ul>
</div>
</div>
</div>
</div>


<div class="first-left">
<div class="banners-left">
<div class="banner-social-area">
<div class="banner-social">
<a href="https://www.elwatannews.com/news/details/3182189">
<img src="https://watanimg.elwatannews.com/banners/banner2_1521448403.jpg" width="300" height="200" alt="مستشار الرئيس الفلسطينى: مصر عنوان المصالحة" title="مستشار الرئيس الفلسطينى: مصر عنوان المصالحة" />
</a>
</div>

<div class="PM-ROS-MPU">
<div class="bg-layer2">



<div id='div-gpt-ad-1513167255161-0' style='height:250px; width:300px;'>
<script>
googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513167255161-0'); });
</script>
</div>



</div>
</div>
<div class="banner-social">
<a href="https://www.elwatannews.com/news/details/3182159">
<img src="https://watanimg.elwatannews.com/banners/banner3_1521448403.jpg" width="300" height="200" alt="رئيس " الطب الوقائي": قضينا على "دماء الفيل" في 11 محافظة" title="رئيس " الطب الوقائي": قضينا على "دماء الفيل" في 11 محافظة" />
</a>
</div>
<div class="banner-social">
<a href="https://www.elwatannews.com/news/details/3181403">
<img src="https://watanimg.elwatannews.com/banners/banner4_1521448403.jpg" width="300" height="200" alt="جميل راتب: التكريم أجمل لحظات حياتى" title="جميل راتب: التكريم أجمل لحظات حياتى" />
</a>
</div>
<div class="banner-social">
<a href="https://sport.elwatannews.com/ar/1/1/387581">
<img src="https://watanimg.elwatannews.com/banners/banner5_1521448403.jpg" width="300" height="200" alt="«جلال» يربط مصيره مع الزمالك بدورى الأبطال" title="«جلال» يربط مصيره مع الزمالك بدورى الأبطال" />
</a>
</div>

</div>

<div class="most-top-mar4">
<div class="section-title-small">
<div class="Blindness">
<h3 class="section-title-name-s">الأكثر قراءة</h3>
</div>
</div>
<div class="most-read-section">
<div class="most-read-slider">
<ul class="slides most-read-slides">
<li>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3181940#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/4859635191517439329.jpg" alt="أديب عن استقالة رئيس الزمالك: &quot;أوعى ترجع تاني.. استريح في البيت&quot;" title="أديب عن استقالة رئيس الزمالك: &quot;أوعى ترجع تاني.. استريح في البيت&quot;" class="img-in-mostread">
<div class="h_list">
<h3>أديب عن استقالة رئيس الزمالك: &quot;أوعى ترجع تاني.. استريح في البيت&quot;</h3>
</div>
</a>
</div>
 <div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182294#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/2582473671520610717.jpg" alt="مرتضى منصور: لم أقدم استقالتي.. سأستمر استجابة لأعضاء النادي" title="مرتضى منصور: لم أقدم استقالتي.. سأستمر استجابة لأعضاء النادي" class="img-in-mostread">
<div class="h_list">
<h3>مرتضى منصور: لم أقدم استقالتي.. سأستمر استجابة لأعضاء النادي</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3181958#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/9153873721521383487.jpg" alt="محمد صلاح: المنتخب قد يصل لمرحلة جيدة بكأس العالم.. &quot;كل شيء وارد&quot;" title="محمد صلاح: المنتخب قد يصل لمرحلة جيدة بكأس العالم.. &quot;كل شيء وارد&quot;" class="img-in-mostread">
<div class="h_list">
<h3>محمد صلاح: المنتخب قد يصل لمرحلة جيدة بكأس العالم.. &quot;كل شيء وارد&quot;</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182216#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/2966994151518377658.jpg" alt="عمرو أديب: &quot;بعد 5 سنين القرار هيتاخد من بكين مش واشنطن&quot;" title="عمرو أديب: &quot;بعد 5 سنين القرار هيتاخد من بكين مش واشنطن&quot;" class="img-in-mostread">
<div class="h_list">
<h3>عمرو أديب: &quot;بعد 5 سنين القرار هيتاخد من بكين مش واشنطن&quot;</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182435#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/14988133371499801832.jpg" alt="&quot;التعليم&quot;: لا توجد إجازة للمدارس في الانتخابات إلا في حالة واحدة" title="&quot;التعليم&quot;: لا توجد إجازة للمدارس في الانتخابات إلا في حالة واحدة" class="img-in-mostread">
<div class="h_list">
<h3>&quot;التعليم&quot;: لا توجد إجازة للمدارس في الانتخابات إلا في حالة واحدة</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182453#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/7824009571521427884.jpg" alt="بالفيديو| القرموطي مرتديا فانلة الزمالك ويهاجم مرتضى: &quot;النادي في خطر&quot;" title="بالفيديو| القرموطي مرتديا فانلة الزمالك ويهاجم مرتضى: &quot;النادي في خطر&quot;" class="img-in-mostread">
<div class="h_list">
<h3>بالفيديو| القرموطي مرتديا فانلة الزمالك ويهاجم مرتضى: &quot;النادي في خطر&quot;</h3>
</div>
</a>
</div>
</li>
<li>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182366#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/2582473671520610717.jpg" alt="بالفيديو| مرتضى متطاولا على وزير الرياضة: &quot;قارفنا ليه إحنا مش طراطير&quot;" title="بالفيديو| مرتضى متطاولا على وزير الرياضة: &quot;قارفنا ليه إحنا مش طراطير&quot;" class="img-in-mostread">
<div class="h_list">
<h3>بالفيديو| مرتضى متطاولا على وزير الرياضة: &quot;قارفنا ليه إحنا مش طراطير&quot;</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182432#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/10024603761504804695.jpg" alt="&quot;التعليم&quot;: تطبيق النظام الجديد للثانوية العامة هذا العام" title="&quot;التعليم&quot;: تطبيق النظام الجديد للثانوية العامة هذا العام" class="img-in-mostread">
<div class="h_list">
<h3>&quot;التعليم&quot;: تطبيق النظام الجديد للثانوية العامة هذا العام</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182015#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/2582473671520610717.jpg" alt="مرتضى منصور يكشف تفاصيل اجتماعه مع تركي آل الشيخ " title="مرتضى منصور يكشف تفاصيل اجتماعه مع تركي آل الشيخ " class="img-in-mostread">
<div class="h_list">
<h3>مرتضى منصور يكشف تفاصيل اجتماعه مع تركي آل الشيخ </h3>
</div>
</a>
</div>
 <div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3181973#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/14249607171521402954.jpg" alt="&quot;فول وطعمية&quot; لطوابير الناخبين بالسويد في حب مصر" title="&quot;فول وطعمية&quot; لطوابير الناخبين بالسويد في حب مصر" class="img-in-mostread">
<div class="h_list">
<h3>&quot;فول وطعمية&quot; لطوابير الناخبين بالسويد في حب مصر</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182468#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/10169583861519491973.jpg" alt="البيان الـ16 بشأن سيناء 2018: مقتل 36 تكفيريا خلال تبادل لإطلاق النار" title="البيان الـ16 بشأن سيناء 2018: مقتل 36 تكفيريا خلال تبادل لإطلاق النار" class="img-in-mostread">
<div class="h_list">
<h3>البيان الـ16 بشأن سيناء 2018: مقتل 36 تكفيريا خلال تبادل لإطلاق النار</h3>
</div>
</a>
</div>
<div class="one-most-read">
<a href="https://www.elwatannews.com/news/details/3182333#hpmostread">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/17408859791521414934.jpg" alt="عبد الرحمن أبو زهرة: أمي كان دمها خفيف.. &quot;وأنا طالع لها&quot;" title="عبد الرحمن أبو زهرة: أمي كان دمها خفيف.. &quot;وأنا طالع لها&quot;" class="img-in-mostread">
<div class="h_list">
<h3>عبد الرحمن أبو زهرة: أمي كان دمها خفيف.. &quot;وأنا طالع لها&quot;</h3>
</div>
</a>
</div>
</li>
</ul>
</div>
<div class="clear"></div>
<script type="text/javascript">
                    $(window).load(function () {
                        $('.most-read-slider').flexslider({
                            animation: "slide",
                            controlNav: false,
                            animationLoop: false,
                            slideshow: false,
                            itemWidth: 300
                        });
                    });
                </script>
</div>
<div class="clear"></div>
</div>
<div class="banner-social-area">
<div class="subscribe-news" style="display: none;">
<div class="head-subscribe-news">
<h3>الأخبار العاجلة</h3>
</div>
<div class="height-of-subscribeview">
<h3 id="fi-h3-in-news">
<p class="p-mob-tell" id="p-mob-tell1">لعملاء </p>
<span id="mob-tell"></span>
<p class="p-mob-tell" id="p-mob-tell2">..</p>
<p class="p-mob-tell" id="p-mob-tell3">اشترك الآن</p>
<p class="p-mob-tell">في خدمة</p>
<p class="p-mob-tell" id="p-mob-tell5">الأخبار العاجلة لـ</p>
<span id="span-logo-su"><img src="https://www.elwatannews.com/assets/img/sms-logo-news.png" /></span>
<p class="p-mob-tell"> عبر الرسائل النصية</p>
</h3>

<div class="form-of-subscribeview" id="form-of-subscribeview">
<input type="text" placeholder="ادخل رقم موبيلك" class="input-subscribe" />
<input type="submit" value="ارسل" class="input-submit-subscribe" />
</div>
<span id="subscribe-error"></span>
</div>
</div>
<div class="clear"></div>



</div>

</div>
</div>
<div class="clear"></div>
</div>
<div class="full-width-content" style="padding-bottom: 20px;">
<iframe src="https://sport.elwatannews.com/home/oldiframe" id="iframe1" scrolling="no" width="100%" frameborder="0" height="655"></iframe>

 </div>
<iframe src="https://alwan.elwatannews.com/elwatannews" scrolling="no" style="width: 1008px; height: 455px; border: 0px none;margin-right: -12px;"></iframe>

<div class="full-width-content">
<div class="el-modwana">
<div class="first-right-modwana">
<div class="section-title section-title25">
<div class="Blindness">
<h3 class="section-title-name">حكاوينا</h3>
</div>
<a href="https://www.elwatannews.com/blog_writers/" class="more-than">
<span>المزيد</span>
<i></i>
</a>
</div>
<div class="readers-articles">
<div class="one-rea-art">
<img class="img-one-art" src="https://watanimg.elwatannews.com/image_archive/312x158/8076838001520351296.jpg" alt="" title="" />
<div class="area-has-border">
<div class="img-one-art-img">
<img src="https://watanimg.elwatannews.com/writer_photos/square/1519564010.jpg" />
</div>
<a href="https://www.elwatannews.com/articles/writer/1919"><p class="p-name-of-h">كريم خالد عبدالعزيز</p></a>
<a href="https://www.elwatannews.com/news/details/3180554#hakawina"><h3 class="h-name-of-h3">كله للخير.. مسيرها تنتهي.. ربنا موجود</h3></a>
</div>
</div>
<div class="one-rea-art">
<img class="img-one-art" src="https://watanimg.elwatannews.com/image_archive/312x158/15760709721507195909.jpg" alt="" title="" />
<div class="area-has-border">
<div class="img-one-art-img">
<img src="https://watanimg.elwatannews.com/writer_photos/square/1501501082.jpg" />
</div>
<a href="https://www.elwatannews.com/articles/writer/1511"><p class="p-name-of-h">مها أحمد</p></a>
<a href="https://www.elwatannews.com/news/details/3180416#hakawina"><h3 class="h-name-of-h3">إيه اللى يثبت لك إنى بجد؟!</h3></a>
</div>
</div>
<div class="one-rea-art">
<img class="img-one-art" src="https://watanimg.elwatannews.com/image_archive/312x158/743643421521373963.jpg" alt="" title="" />
<div class="area-has-border">
 <div class="img-one-art-img">
<img src="https://watanimg.elwatannews.com/writer_photos/square/1510147465.jpg" />
</div>
<a href="https://www.elwatannews.com/articles/writer/1731"><p class="p-name-of-h">أسماء راغب نوار</p></a>
<a href="https://www.elwatannews.com/news/details/3179840#hakawina"><h3 class="h-name-of-h3">الناس اللي من بيت</h3></a>
</div>
</div>
</div>
</div>
<div class="first-left">

<div class="left-mkalat" style="margin-top: 0px;">
<div class="title-social-mkalat">
<div class="Blindness">
<h3 class="section-title-name">القصيدة</h3>
</div>
<a href="https://www.elwatannews.com/poetries" class="more-than">
<span>المزيد</span>
<i></i>
</a>
</div>
<div class="area-of-sho3ra2">
<div class="img-area-of-sho3ra2">
<img src="https://watanimg.elwatannews.com/writer_photos/long/1519920041.jpg" title="تامر نصار" width="94" height="122" class="img-wi" />
<a href="https://www.elwatannews.com/articles/poet/1934"> <h3 class="h3-neof-sho3ra2">تامر نصار</h3></a>
</div>
<div class="content-area-of-sho3ra2">
<h3 class="title-of-ma-sh" style="text-align: right;">سيناء لن تنهار</h3>
<p class="p-title-of-ma" style="text-align: right;">بلادي ياللي الحزن فيكي بالقنطار
أحبك ولا العشق ليكي مرار
أحبك ولا الدم مالي الدار</p>
</div>
<a href="https://www.elwatannews.com/news/details/3122315#hppoetry" class="red-more-sho3ra2">المزيد ..</a>
</div>
</div>
</div>
<div class="clear"></div>
</div>

<div class="albums-section">
<div class="section-title-full">
<div class="Blindness">
<h3 class="section-title-name">ألبومات الصور</h3>
</div>
<a href="https://www.elwatannews.com/albums" class="more-than">
<span>المزيد</span>
<i></i>
</a>
</div>
<div class="albums">
<div class="albums-area">
<a href="https://www.elwatannews.com/albums/view/40058#hpalbums
">
<img src="https://watanimg.elwatannews.com/image_archive/480x346/5208136851521410167.jpg" alt="" title="" class="albums-img" />
<h3 class="albums-h3">محمد منير يشعل حماس الجماهير في حفله بـ&quot;الكرنك&quot;</h3>
</a>
</div>
<div class="albums-area">
<a href="https://www.elwatannews.com/albums/view/39992#hpalbums
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/6744788061521369995.jpg" alt="رئيس الوزراء يضع حجر أساس منطقة الأعمال المركزية بالعاصمة الإدارية" title="" class="albums-img" />
<h3 class="albums-h3">رئيس الوزراء يضع حجر أساس منطقة الأعمال المركزية بالعاصمة الإدارية</h3>
</a>
</div>
<div class="albums-area">
<a href="https://www.elwatannews.com/albums/view/40043#hpalbums
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/17341647241521385161.jpg" alt="احتفال سجن القناطر بعيد الأم" title="" class="albums-img" />
<h3 class="albums-h3">احتفال سجن القناطر بعيد الأم</h3>
</a>
</div>
<div class="albums-area">
<a href="https://www.elwatannews.com/albums/view/39965#hpalbums
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/56699011521320822.jpg" alt="محمد صلاح.. سوبر هاتريك وهداف الدوري الإنجليزي" title="" class="albums-img" />
<h3 class="albums-h3">محمد صلاح.. سوبر هاتريك وهداف الدوري الإنجليزي</h3>
</a>
</div>
 <div class="albums-area">
<a href="https://www.elwatannews.com/albums/view/39923#hpalbums
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/18667053101521288037.jpg" alt="" title="تسيير أول رحلة لـ&quot;الأتوبيس بدورين&quot; في شوارع القاهرة بحضور المحافظ" class="albums-img" />
<h3 class="albums-h3">تسيير أول رحلة لـ&quot;الأتوبيس بدورين&quot; في شوارع القاهرة بحضور المحافظ</h3>
</a>
</div>
</div>
<div class="clear"></div>
</div>

<div class="Governorates-section">
<div id="tabs-for-Governorates">
<div class="section-title-full">
<div class="Blindness">
<h3 class="section-title-name">محافظات</h3>
</div>
<ul class="tabs-all-ul" style="float: right;">
<li><a href="https://www.elwatannews.com/subsection/148">أسوان</a></li>
<li><a href="https://www.elwatannews.com/subsection/149">قنا</a></li>
<li><a href="https://www.elwatannews.com/subsection/151">سوهاج</a></li>
<li><a href="https://www.elwatannews.com/subsection/152">أسيوط</a></li>
<li><a href="https://www.elwatannews.com/subsection/153">المنيا</a></li>
<li><a href="https://www.elwatannews.com/subsection/154">بني سويف</a></li>
<li><a href="https://www.elwatannews.com/subsection/155">الفيوم</a></li>
<li><a href="https://www.elwatannews.com/subsection/156">القليوبية</a></li>
</ul>
<a href="https://www.elwatannews.com/section/147" class="more-than">
<span>المزيد</span>
<i></i>
</a>
</div>
</div>
<div class="Governorates">
<div class="Governorates-area">
<a href="https://www.elwatannews.com/news/details/3182549#hpGovern
">
 <img src="https://watanimg.elwatannews.com/image_archive/312x224/19088977871521383869.jpg" alt="السيطرة على حريق نشب بمصنع سيراميك في العاشر من رمضان" title="السيطرة على حريق نشب بمصنع سيراميك في العاشر من رمضان" class="Governorates-img">
<h3 class="Governorates-h3">السيطرة على حريق نشب بمصنع سيراميك في العاشر من رمضان</h3>
</a>
</div>
<div class="Governorates-area">
<a href="https://www.elwatannews.com/news/details/3182570#hpGovern
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/14474726931501491376.jpg" alt="ضبط 110 هاربين من أحكام وتحرير 410 مخالفات مرورية في السويس" title="ضبط 110 هاربين من أحكام وتحرير 410 مخالفات مرورية في السويس" class="Governorates-img">
<h3 class="Governorates-h3">ضبط 110 هاربين من أحكام وتحرير 410 مخالفات مرورية في السويس</h3>
</a>
</div>
<div class="Governorates-area">
<a href="https://www.elwatannews.com/news/details/3182561#hpGovern
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/18978726051507131396.jpg" alt="ضبط سائقين لقيادتهما تحت تأثير المخدرات في الشرقية" title="ضبط سائقين لقيادتهما تحت تأثير المخدرات في الشرقية" class="Governorates-img">
<h3 class="Governorates-h3">ضبط سائقين لقيادتهما تحت تأثير المخدرات في الشرقية</h3>
</a>
</div>
<div class="Governorates-area">
<a href="https://www.elwatannews.com/news/details/3182567#hpGovern
">
<img src="https://watanimg.elwatannews.com/image_archive/312x224/11845314491518993512.jpg" alt="&quot;الآداب&quot; تضبط 11 شخصا بتهمة التحرش بالفتيات في السويس" title="&quot;الآداب&quot; تضبط 11 شخصا بتهمة التحرش بالفتيات في السويس" class="Governorates-img">
<h3 class="Governorates-h3">&quot;الآداب&quot; تضبط 11 شخصا بتهمة التحرش بالفتيات في السويس</h3>
</a>
</div>

<div class="clear"></div>
</div>
</div>
<div class="clear"></div>
</div>
<div class="twice">
<div class="right-section-tabs">
<div id="most-of">
<ul id="tabs-last-section">
<li><a href="#" title="tab5">عرب وعالم</a></li>



</ul>
<div id="tab5" class="tabs-content">
<div class="section-tab">
<div class="section-tab-area">
<a href="https://www.elwatannews.com/news/details/3183017#hparab
">
<img src="https://watanimg.elwatannews.com/image_archive/648x316/8820547021459154318.jpg" alt="&quot;مكافحة الإرهاب&quot; الليبية: القبض على 16 عنصرا بـ&quot;جبهة النصرة&quot;" title="&quot;مكافحة الإرهاب&quot; الليبية: القبض على 16 عنصرا بـ&quot;جبهة النصرة&quot;" class="section-tab-img">
<h3 class="section-tab-h3">&quot;مكافحة الإرهاب&quot; الليبية: القبض على 16 عنصرا بـ&quot;جبهة النصرة&quot;</h3>
</a>
</div>
<div class="section-tab-area">
<a href="https://www.elwatannews.com/news/details/3182966#hparab
">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/12388277281507806192.jpg" alt="&quot;الخارجية الألمانية&quot;: سنبقى &quot;شريكا صعبا&quot; بعد إعادة انتخاب بوتين" title="&quot;الخارجية الألمانية&quot;: سنبقى &quot;شريكا صعبا&quot; بعد إعادة انتخاب بوتين" class="section-tab-img">
<h3 class="section-tab-h3">&quot;الخارجية الألمانية&quot;: سنبقى &quot;شريكا صعبا&quot; بعد إعادة انتخاب بوتين</h3>
</a>
</div>
<div class="section-tab-area">
<a href="https://www.elwatannews.com/news/details/3182957#hparab
">
 <img src="https://watanimg.elwatannews.com/image_archive/312x158/12925634661460721618.jpg" alt="عناصر إرهابية تقتل جنديين ليبيين وتستولي على أسلحة للجيش في &quot;درنة&quot;" title="عناصر إرهابية تقتل جنديين ليبيين وتستولي على أسلحة للجيش في &quot;درنة&quot;" class="section-tab-img">
<h3 class="section-tab-h3">عناصر إرهابية تقتل جنديين ليبيين وتستولي على أسلحة للجيش في &quot;درنة&quot;</h3>
</a>
</div>
<div class="section-tab-area">
<a href="https://www.elwatannews.com/news/details/3182978#hparab
">
<img src="https://watanimg.elwatannews.com/image_archive/312x158/14075110401506595393.jpg" alt="مدير التحقيقات بمكتب النائب العام الليبي ينفي شائعات اختطافه" title="مدير التحقيقات بمكتب النائب العام الليبي ينفي شائعات اختطافه" class="section-tab-img">
<h3 class="section-tab-h3">مدير التحقيقات بمكتب النائب العام الليبي ينفي شائعات اختطافه</h3>
</a>
</div>
<div class="clear"></div>
</div>
<div class="more-than-section-last"><h3><a href="https://www.elwatannews.com/section/39">المزيد +</a></h3></div>
</div>



</div>
</div>
<div class="left-social-plugin" style="margin-bottom: 0;">
<div class="facebook_c" style="margin-bottom: 24px;">
<div class="title-social-plugin">
<div class="Blindness">
<div class="glyph-icon flaticon-facebook1"></div>
<h3 class="section-title-name"> فيسبوك</h3>
</div>
</div>

<iframe src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2FElWatanNews%2F&tabs=timeline&width=340&height=500&small_header=true&adapt_container_width=true&hide_cover=false&show_facepile=true&appId=1512977362254000" width="300" height="210" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowTransparency="true"></iframe>
</div>
<div class="facebook_c">
<div class="title-social-plugin">
<div class="Blindness">
<i class='symbol3'>&#xe086;</i>
<h3 class="section-title-name"> تويتر</h3>
</div>
</div>
<a class="twitter-timeline" style="height: 230px;" href="https://twitter.com/ElwatanNews" data-widget-id="624218323119665153">Tweets by @ElwatanNews</a>
</div>
</div>
</div>

<div class="clear"></div>
</div>
<script type="text/javascript">
                                $(document).ready(function () {
                                    $('.flexslider').flexslider({
                                        animation: "slide",
                                        animationLoop: true,
                                        itemWidth: 648
                                    });
                                });
                            </script>
<div id="breaking-news">
<div class="yellow-area"></div>
<div class="breaking-right-news">
<h3 class="breaking-right-h3">عاجل</h3>
</div>
<div class="breaking-left-news">
<h3><a id="breaking-news-alert" class="breaking-left-h3"></a></h3>
</div>
<span id="close-breaking-news"><img src="https://www.elwatannews.com/assets/img/news_closer.png" alt="" /></span>
<div class="clear"></div>
</div>
<footer>
<ul class="nav_lvl1">
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/" title="الرئيسية">الرئيسية</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/208" title="الانتخابات">الانتخابات</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/115" title="سياسة">سياسة</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/147" title="المحافظات">المحافظات</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/116" title="الدولة">الدولة</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/39" title="العرب و العالم">العرب و العالم</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/102" title="حوادث">حوادث</a></li>
<li class="nav_lvl1-li"><a href="https://www.elwatannews.com/section/52" title="منوعات">منوعات</a></li>
</ul>
<div class="footer-div2">
<div class="links">
<a href="https://www.elwatannews.com/aboutus">من نحن </a>
<a href="https://www.elwatannews.com/protocol">بروتوكول الرأي </a>
<a href="https://www.elwatannews.com/contactus">اتصل بنا</a>
<a>جميع حقوق النشر محفوظة لموقع الوطن
<span style="color: #f37020;"> (إحدى شركات مجموعة المستقبل) </span>
</a>
</div>
<div class="us-footer">
<a target="_blank" href="https://tv.elwatannews.com" id="watan-tv"></a>
<a target="_blank" href="https://www.cairolens.com" id="cairo-lens"></a>
<a target="_blank" href="https://sport.elwatannews.com" id="sport-web"></a>
</div>
</div>

</footer>
</div>

<script type="text/javascript">
    $(document).ready(function () {
        $("#featured").tabs({fx: {show: "toggle"}}).tabs("rotate", 6000, true);
    });
</script>
<script src="https://www.elwatannews.com/assets/js/tabs.js"></script>

<script>!function (d, s, id) {
         var js, fjs = d.getElementsByTagName(s)[0], p = /^http:/.test(d.location) ? 'http' : 'https';
         if (!d.getElementById(id)) {
             js = d.createElement(s);
             js.id = id;
             js.src = p + "://platform.twitter.com/widgets.js";
             fjs.parentNode.insertBefore(js, fjs);
         }
     }(document, "script", "twitter-wjs");</script>


<div id="fb-root"></div>
<script>(function (d, s, id) {
        var js, fjs = d.getElementsByTagName(s)[0];
        if (d.getElementById(id))
            return;
        js = d.createElement(s);
        js.id = id;
        js.src = "//connect.facebook.net/ar_AR/sdk.js#xfbml=1&version=v2.4";
        fjs.parentNode.insertBefore(js, fjs);
    }(document, 'script', 'facebook-jssdk'));
</script>

</body>
</html>