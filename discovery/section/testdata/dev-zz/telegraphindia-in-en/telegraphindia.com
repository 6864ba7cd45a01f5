<!doctype html>
<html lang="en">
 <head> 
  <meta charset="UTF-8"> 
  <meta http-equiv="X-UA-Compatible" content="IE=edge"> 
  <meta name="viewport" content="width=device-width, initial-scale=1"> 
  <!-- The above 3 meta tags *must* come first in the head; any other head content must come *after* these tags --> 
  <title>Latest News, Breaking News Headlines, India News &amp; Live Updates - Telegraph India</title> 
  <meta name="msvalidate.01" content="16C1B4A8FD9A29E3D5AFC3EF251C77A8"> 
  <base href="https://www.telegraphindia.com/"> 
  <link rel="canonical" href="https://www.telegraphindia.com"> 
  <script>
	dataLayer = [{
		"pagetype" : "homepage"
	}];
	</script> 
  <!-- Bootstrap --> 
  <link href="/css/bootstrap1.css" rel="stylesheet"> 
  <link href="/css/custom-style.css?1.1.22" rel="stylesheet"> 
  <!-- HTML5 shim and Respond.js for IE8 support of HTML5 elements and media queries --> 
  <!-- WARNING: Respond.js doesn't work if you view the page via file:// --> 
  <!--[if lt IE 9]>
      <script src="https://oss.maxcdn.com/html5shiv/3.7.3/html5shiv.min.js"></script>
      <script src="https://oss.maxcdn.com/respond/1.4.2/respond.min.js"></script>
    <![endif]--> 
  <meta name="description" content="Find the Latest India News with Live Breaking Updates on Politics, Business, Sports, Bollywood, Technology and Science on The Telegraph India. Stay with us!"> 
  <meta name="keywords" content=""> 
  <meta property="og:title" content="Latest News, Breaking News Headlines, India News &amp; Live Updates - Telegraph India"> 
  <meta property="og:description" content="Find the Latest India News with Live Breaking Updates on Politics, Business, Sports, Bollywood, Technology and Science on The Telegraph India. Stay with us!"> 
  <meta property="og:type" content="article"> 
  <meta property="og:url" content="https://www.telegraphindia.com"> 
  <meta property="og:image" content="//www.telegraphindia.com/images/logo_200x200.png"> 
  <meta property="og:site_name" content="The Telegraph"> 
  <meta property="fb:app_id" content="183517054997260"> 
  <!-- Google Tag Manager --> 
  <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-T9HRQZR');</script> 
  <!-- End Google Tag Manager --> 
  <!-- DFP start --> 
  <script async src="https://www.googletagservices.com/tag/js/gpt.js"></script> 
  <script>
  var googletag = googletag || {};
  googletag.cmd = googletag.cmd || [];
</script> 
  <script>
    window.m2hb = window.m2hb || {};
	window.m2hb.kvps = {'Homepage' : 'Homepage'};
</script> 
  <script>
googletag.cmd.push(function() {

	var mapping3 = googletag.sizeMapping().
			addSize([1, 1 ], [1, 1]). // Mobile
			addSize([780, 200 ], []).
			build();

	var mapping7 = googletag.sizeMapping().
			addSize([780, 200 ], [1, 1]). // Desktop
			addSize([0, 0 ], []).
			build();
			
	var mapping8 = googletag.sizeMapping().
		addSize([810, 200 ], ['fluid']). // Desktop
		addSize([0, 0 ], []).
		build();

	var mapping9 = googletag.sizeMapping().
		addSize([1, 1 ], ['fluid']). // Mobile
		addSize([810, 200 ], []).
		addSize([600, 500 ], []).
		build();

	googletag.defineOutOfPageSlot('/'+'1088475/TT_HM_1x1', 'div-gpt-ad-1482732860121-5').defineSizeMapping(mapping7).addService(googletag.pubads());
	googletag.defineOutOfPageSlot('/'+'1088475/TT_HM_Slider_1x1', 'div-gpt-ad-1482732860121-6').defineSizeMapping(mapping7).addService(googletag.pubads());
	googletag.defineSlot('/'+'1088475/TT_HM_Native_1', ['fluid'], 'div-gpt-ad-1505124171085-0').defineSizeMapping(mapping8).addService(googletag.pubads());
	googletag.defineSlot('/'+'1088475/TT_HM_Native_2', ['fluid'], 'div-gpt-ad-1513062052533-0').defineSizeMapping(mapping8).addService(googletag.pubads());		
	googletag.defineOutOfPageSlot('/'+'1088475/TT_HM_1x1_1_Mob', 'div-gpt-ad-1513935178112-12').defineSizeMapping(mapping3).addService(googletag.pubads());
	googletag.defineOutOfPageSlot('/'+'1088475/TT_HM_1x1_Mob', 'div-gpt-ad-1513935178112-13').defineSizeMapping(mapping3).addService(googletag.pubads());
	googletag.defineSlot('/'+'1088475/TT_HM_Native_1_Mob', ['fluid'], 'div-gpt-ad-1513936418882-0').defineSizeMapping(mapping9).addService(googletag.pubads());  
	googletag.defineSlot('/'+'1088475/TT_HM_Native_2_Mob', ['fluid'], 'div-gpt-ad-1515567641116-0').defineSizeMapping(mapping9).addService(googletag.pubads());
	googletag.pubads().set("page_url", "https://www.telegraphindia.com");
    googletag.pubads().setTargeting("url", "https://www.telegraphindia.com");		
	googletag.pubads().setTargeting("Homepage", "Homepage");    
	googletag.pubads().enableSingleRequest();
	googletag.pubads().collapseEmptyDivs();    
	googletag.enableServices();
});
</script> 
  <!-- DFP end --> 
  <script src="//m2d.m2.ai/pghb.telegraphindia.com.homepage.js" async></script>
  <!-- DFP end --> 
  <link rel="apple-touch-icon" sizes="57x57" href="/images/icons/apple-icon-57x57.png"> 
  <link rel="apple-touch-icon" sizes="60x60" href="/images/icons/apple-icon-60x60.png"> 
  <link rel="apple-touch-icon" sizes="72x72" href="/images/icons/apple-icon-72x72.png"> 
  <link rel="apple-touch-icon" sizes="76x76" href="/images/icons/apple-icon-76x76.png"> 
  <link rel="apple-touch-icon" sizes="114x114" href="/images/icons/apple-icon-114x114.png"> 
  <link rel="apple-touch-icon" sizes="120x120" href="/images/icons/apple-icon-120x120.png"> 
  <link rel="apple-touch-icon" sizes="144x144" href="/images/icons/apple-icon-144x144.png"> 
  <link rel="apple-touch-icon" sizes="152x152" href="/images/icons/apple-icon-152x152.png"> 
  <link rel="apple-touch-icon" sizes="180x180" href="/images/icons/apple-icon-180x180.png"> 
  <link rel="icon" type="image/png" sizes="192x192" href="/images/icons/android-icon-192x192.png"> 
  <link rel="icon" type="image/png" sizes="32x32" href="/images/icons/favicon-32x32.png"> 
  <link rel="icon" type="image/png" sizes="96x96" href="/images/icons/favicon-96x96.png"> 
  <link rel="icon" type="image/png" sizes="16x16" href="/images/icons/favicon-16x16.png"> 
  <link rel="manifest" href="/images/icons/manifest.json"> 
  <meta name="msapplication-TileColor" content="#ffffff"> 
  <meta name="msapplication-TileImage" content="/images/icons/ms-icon-144x144.png"> 
  <meta name="theme-color" content="#ffffff"> 
  <style>
		td.gsc-clear-button  { display: none !important; }
		.gsc-control-cse {padding:0 !important;}
		form.gsc-search-box {margin:0 !important;}
		table.gsc-search-box {margin:0 !important;}
		.vtn_widget {
			background-color: #e5e5e5 !important;
			padding: 10px !important;
		}
		.left-section ul li a,
        .left-section ul li a:hover {
            color: #000;
            text-decoration: none;
            display: block;
        }
	</style> 
  <!-- 
<script>
var eventMethod = window.addEventListener ? "addEventListener" : "attachEvent";
var eventer = window[eventMethod];
var messageEvent = eventMethod == "attachEvent" ? "onmessage" : "message";
eventer(messageEvent, function(e) {
console.log(typeof(e.data));
var data = e.data;
//alert(e.data + "\n" + e.origin);
// Do whatever you want to do with the data got from IFrame in Parent form.
var story = document.getElementById(data.storyId);
if (story !== undefined) {
story.style.display = 'none';
}
var image = document.getElementById(data.imageId);
if (image !== undefined) {
image.style.display = 'none';
}
}, false);
</script>
--> 
 </head> 
 <body> 
  <noscript>
   <iframe src="https://www.googletagmanager.com/ns.html?id=GTM-T9HRQZR" height="0" width="0" style="display:none;visibility:hidden"></iframe>
  </noscript> 
  <div class="container main-widget"> 
   <div class="row mar-tb10"> 
    <div class="col-md-12 col-xs-12 text-center"> 
     <!-- /1088475/TT_HM_Header_728x90 --> 
     <div id="TT_HM_Header_728x90"></div> 
    </div> 
   </div> 
   <!--top ad 728 x 90 end here--> 
   <div class="row"> 
    <div class="col-md-12 col-xs-12 text-center telegraph-logo"> 
     <a href="/?ref=hm-brand-logo"> <img src="/img/logo-telegraph.jpg" alt="The Telegraph Logo" class="img-reponsive d-inline-block"> </a> 
     <span class="date-info">Saturday, March 17, 2018</span> 
    </div> 
    <div class="col-xs-12 text-center visible-xs"> 
     <!-- /1088475/TT_HM_Header_300x250_Mob --> 
     <div id="TT_HM_Header_300x250_Mob"></div> 
    </div> 
    <div id="vartmenuId" class="vertmenu"> 
     <div id="show"> 
      <span></span> 
      <span></span> 
      <span></span> 
     </div> 
    </div> 
    <div id="vartmenuId1" class="vertmenu1"> 
     <div id="show1">
       X 
     </div> 
    </div> 
   </div> 
   <!--logo and date section end here--> 
   <div class="row mar-tb10 search-social-section"> 
    <div class="col-md-6 col-xs-5 social-share"> 
     <span>Follow us:</span> 
     <a href="https://www.facebook.com/pages/The-Telegraph-Calcutta/111614355546372" target="_blank"><img src="/img/fb-icon.png" alt="Facebook" class="d-inline-block"> </a> 
     <a href="https://twitter.com/ttindia"><img src="/img/twitter-icon.png" alt="Twitter" class="d-inline-block"> </a> 
    </div> 
    <div class="col-md-6 col-xs-7 search-box"> 
     <div id="gsearch"></div> 
     <script>
				   var gcseDiv = document.getElementById("gsearch");
				   gcseDiv.innerHTML = "<gcse:search></gcse:search>";
				   
				  (function() {
					var cx = '012193392037117680410:h6rbkoktrig';
					var gcse = document.createElement('script');
					gcse.type = 'text/javascript';
					gcse.async = true;
					gcse.src = (document.location.protocol == 'https:' ? 'https:' : 'http:') +
						'//www.google.com/cse/cse.js?cx=' + cx;
					var s = document.getElementsByTagName('script')[0];
					s.parentNode.insertBefore(gcse, s);
				  })();
				</script> 
    </div> 
   </div> 
   <div class="row"> 
    <div class="left-section"> 
     <h3>IN TODAY'S PAPER</h3> 
     <ul> 
      <li><a href="/?ref=hm-sectionlist">Home</a></li> 
      <li><a href="/india?ref=hm-sectionlist">India</a></li> 
      <li><a href="/calcutta?ref=hm-sectionlist">Calcutta</a></li> 
      <li><a href="/world?ref=hm-sectionlist">World</a></li> 
      <li><a href="/opinion?ref=hm-sectionlist">Opinion</a></li> 
      <li><a href="/business?ref=hm-sectionlist">Business</a></li> 
      <li><a href="/sports?ref=hm-sectionlist">Sports</a></li> 
      <li><a href="/sports/horse-racing?ref=hm-sectionlist">Horse Racing</a></li> 
      <li><a href="/entertainment?ref=hm-sectionlist">Entertainment</a></li> 
      <li><a href="/lifestyle?ref=hm-sectionlist">Lifestyle</a></li> 
      <li><a href="/travel?ref=hm-sectionlist">Travel</a></li> 
      <li><a href="/health?ref=hm-sectionlist">Health</a></li> 
      <li><a href="/science?ref=hm-sectionlist">Science</a></li> 
      <li><a href="/technology?ref=hm-sectionlist">Technology</a></li> 
      <li><a href="/auto?ref=hm-sectionlist">Auto</a></li> 
      <li><a href="/photo-gallery?ref=hm-sectionlist">Photo Gallery</a></li> 
     </ul> 
     <h3 class="e-paper">EPAPER</h3> 
     <ul class="e-paper-items"> 
      <li><a href="https://epaper.telegraphindia.com/calcutta.php?ref=hm-epaper" style="color: white;" target="_blank">Calcutta</a></li> 
      <li><a href="https://epaper.telegraphindia.com/northbangal.php?ref=hm-epaper" style="color: white;" target="_blank">North Bengal</a></li> 
      <li><a href="https://epaper.telegraphindia.com/southbangal.php?ref=hm-epaper" style="color: white;" target="_blank">South Bengal</a></li> 
      <li><a href="https://epaper.telegraphindia.com/jamshedpur.php?ref=hm-epaper" style="color: white;" target="_blank">Jamshedpur</a></li> 
      <li><a href="https://epaper.telegraphindia.com/ranchi.php?ref=hm-epaper" style="color: white;" target="_blank">Ranchi</a></li> 
      <li><a href="https://epaper.telegraphindia.com/patna.php?ref=hm-epaper" style="color: white;" target="_blank">Patna</a></li> 
      <li><a href="https://epaper.telegraphindia.com/guwahati.php?ref=hm-epaper" style="color: white;" target="_blank">Guwahati</a></li> 
      <li><a href="https://epaper.telegraphindia.com/bhubaneswar.php?ref=hm-epaper" style="color: white;" target="_blank">Bhubaneswar</a></li> 
     </ul> 
     <h3>States</h3> 
     <ul> 
      <li><a href="/states/west-bengal?ref=hm-states-menu">West Bengal</a></li> 
      <li><a href="/states/north-east?ref=hm-states-menu">Northeast</a></li> 
      <li><a href="/states/jharkhand?ref=hm-states-menu">Jharkhand</a></li> 
      <li><a href="/states/bihar?ref=hm-states-menu">Bihar</a></li> 
      <li><a href="/states/odisha?ref=hm-states-menu">Odisha</a></li> 
     </ul> 
     <h3>Leisure</h3> 
     <ul> 
      <li><a href="/leisure/sudoku?ref=hm-leisure">Sudoku</a></li> 
      <li><a href="/leisure/crossword?ref=hm-leisure">Crossword</a></li> 
      <li><a href="/leisure/jumble?ref=hm-leisure">Jumble</a></li> 
     </ul> 
     <h3>The Telegraph</h3> 
     <ul> 
      <li><a href="/archives/?ref=hm-ttinfo">Archives</a></li> 
      <li><a href="/about-us?ref=hm-ttinfo">About Us</a></li> 
      <li><a href="/advertise?ref=hm-ttinfo">Advertise</a></li> 
      <li><a href="/feedback?ref=hm-ttinfo">Feedback</a></li> 
      <li><a href="/contact-us?ref=hm-ttinfo">Contact Us</a></li> 
     </ul> 
     <div class="text-center hidden-xs"> 
      <!-- /1088475/TT_HM_LHS_160x600 --> 
      <div id="TT_HM_LHS_160x600"></div> 
     </div> 
    </div> 
    <!--left panel end here--> 
    <div class="story-section"> 
     <div class="story-lead-img"> 
      <span class="hm-lead-img"><a href="/world/russia-expels-23-british-diplomats-in-spy-poisoning-response-dgtl-216405?ref=hm-ft-stry-1" alt=""> <img src="https://www.telegraphindia.com/media/images/2018/03/17/british-minister.jpg" alt="" class="img-responsive"> </a></span> 
      <a class="section-tag" href="/world?ref=hm-sec-click-world">World</a> 
      <h1><a href="/world/russia-expels-23-british-diplomats-in-spy-poisoning-response-dgtl-216405?ref=hm-ft-stry-1">Russia expels 23 British diplomats in spy-poisoning response</a></h1> 
     </div> 
     <div class="hidden-xs-down"> 
      <!-- /1088475/TT_HM_Native_1 --> 
      <div id="div-gpt-ad-1505124171085-0" style="border: 1px solid #717171; margin-top: 10px;"> 
       <script>
								googletag.cmd.push(function() { googletag.display('div-gpt-ad-1505124171085-0'); });
							</script> 
      </div> 
     </div> 
     <div class="mob-ad-homepage col-xs-12 visible-xs"> 
      <!-- /1088475/TT_HM_Native_1_Mob --> 
      <div id="div-gpt-ad-1513936418882-0"> 
       <script>
						googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513936418882-0'); });
						</script> 
      </div> 
      <div style="margin-top:10px;margin-bottom:5px;"> 
       <a href="https://www.telegraphindia.com/events/international-womens-day-2018/?ref=hm-mktg-banner-1"><img src="https://www.telegraphindia.com/media/images/banners/womensday_300x183_tt_withbtn.jpg" alt="Women's Day"></a> 
      </div> 
     </div> 
     <div class="hightlighted-story"> 
      <ul> 
       <li> <span id="col1-top-image"><a href="/india/bjp-spreading-anger-and-hatred-rahul-says-at-congress-plenary-session-dgtl-216398?ref=hm-ft-stry-2" alt=""><img src="https://www.telegraphindia.com/media/images/2018/03/17/cong.jpg" alt="The Telegraph" class="img-responsive"></a></span> 
        <div class="story-with-inline-tags"> 
         <div class="btm-bor" id="col1-story-1"> 
          <a class="section-tag" href="/india?ref=hm-sec-click-india">India</a> 
          <h3> <a href="/india/bjp-spreading-anger-and-hatred-rahul-says-at-congress-plenary-session-dgtl-216398?ref=hm-ft-stry-2">BJP spreading anger and hatred, Rahul says at Congress Plenary session</a> </h3> 
         </div> 
         <div class="btm-bor" id="col1-story-2"> 
          <a class="section-tag" href="/india?ref=hm-sec-click-india">India</a> 
          <h3> <a href="/india/desam-no-trust-turns-into-opposition-glue-216375?ref=hm-ft-stry-3">Desam no-trust turns into Opposition glue</a> </h3> 
         </div> 
         <div class="btm-bor" id="col1-story-3"> 
          <a class="section-tag" href="/states/north-east?ref=hm-sec-click-states/north-east">North East</a> 
          <h3> <a href="/states/north-east/reach-the-unreached-pm-216365?ref=hm-ft-stry-4">Reach the unreached: PM</a> </h3> 
         </div> 
        </div> </li> 
       <li> <span id="col1-top-image"><a href="/india/india-s-science-minister-claims-stephen-hawking-had-said-vedic-theory-was-216376?ref=hm-ft-stry-5" alt=""><img src="https://www.telegraphindia.com/media/images/2018/03/17/17harshvardhan.jpg" alt="The Telegraph" class="img-responsive"></a></span> 
        <div class="story-with-inline-tags"> 
         <div class="btm-bor" id="col1-story-4"> 
          <a class="section-tag" href="/india?ref=hm-sec-click-india">India</a> 
          <h3> <a href="/india/india-s-science-minister-claims-stephen-hawking-had-said-vedic-theory-was-216376?ref=hm-ft-stry-5">India's science minister claims Stephen Hawking had said Vedic theory was superior to E=mc<sup>2</sup></a> </h3> 
         </div> 
         <div class="btm-bor" id="col1-story-5"> 
          <a class="section-tag" href="/states/north-east?ref=hm-sec-click-states/north-east">North East</a> 
          <h3> <a href="/states/north-east/gogoi-tweet-sparks-row-216366?ref=hm-ft-stry-6">Gogoi tweet sparks row</a> </h3> 
         </div> 
         <div class="btm-bor" id="col1-story-6"> 
          <a class="section-tag" href="/states/jharkhand?ref=hm-sec-click-states/jharkhand">Jharkhand</a> 
          <h3> <a href="/states/jharkhand/11-of-lynch-mob-guilty-216283?ref=hm-ft-stry-7">11 of lynch mob guilty</a> </h3> 
         </div> 
        </div> </li> 
       <div class="hidden-xs-down"> 
        <!-- /1088475/TT_HM_Native_2 --> 
        <div id="div-gpt-ad-1513062052533-0" style="border: 1px solid #717171; margin-bottom: 20px;"> 
         <script>
										googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513062052533-0'); });
									</script> 
        </div> 
       </div> 
       <div class="mob-ad-homepage col-xs-12 visible-xs"> 
        <!-- /1088475/TT_HM_Middle_300x250_Mob --> 
        <div id="TT_HM_Middle_300x250_Mob"></div> 
       </div> 
       <div class="mob-ad-homepage col-xs-12 visible-xs"> 
        <!-- /1088475/TT_HM_Native_2_Mob --> 
        <div id="div-gpt-ad-1515567641116-0"> 
         <script>
									googletag.cmd.push(function() { googletag.display('div-gpt-ad-1515567641116-0'); });
									</script> 
        </div> 
       </div> 
       <!-- India stories start --> 
       <li> <span><a href="/india/scam-status-govt-aghast-216373?ref=hm-new-stry" alt=""><img src="https://www.telegraphindia.com/media/images/2018/03/16/11-Sumreme-Court-5-(1).jpg" alt="The Telegraph" class="img-responsive"></a></span> <a class="tab-section" href="/india?ref=hm-sec-click-india">India</a> 
        <div class="story-with-abs-tag"> 
         <div class="btm-bor"> 
          <h3><a href="/india/scam-status-govt-aghast-216373?ref=hm-new-stry">Scam status? Govt aghast</a></h3> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/india/plenary-grassroots-focus-runs-into-a-wall-216343?ref=hm-new-stry">Plenary 'grassroots' focus runs into a wall</a> </h4> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/india/sena-no-trust-jab-at-bjp-216348?ref=hm-new-stry">Sena no-trust jab at BJP</a> </h4> 
         </div> 
        </div> </li> 
       <!-- India stories end --> 
       <!-- World stories start --> 
       <li class="pull-right"> <span><a href="/world/xi-reappointed-as-china-s-president-with-no-term-limits-dgtl-216404?ref=hm-new-stry" alt=""><img src="https://www.telegraphindia.com/media/images/2018/03/17/china1.jpg" alt="The Telegraph" class="img-responsive"></a></span> <a class="tab-section" href="/world?ref=hm-sec-click-world">World</a> 
        <div class="story-with-abs-tag"> 
         <div class="btm-bor"> 
          <h3><a href="/world/xi-reappointed-as-china-s-president-with-no-term-limits-dgtl-216404?ref=hm-new-stry">Xi reappointed as China's president with no term limits</a></h3> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/world/jeff-sessions-fires-former-fbi-deputy-director-mccabe-2-days-before-his-dgtl-216403?ref=hm-new-stry">Jeff Sessions fires former FBI deputy director McCabe, 2 days before his retirement</a> </h4> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/world/johnson-blames-putin-for-attack-216301?ref=hm-new-stry">Johnson blames Putin for attack</a> </h4> 
         </div> 
        </div> </li> 
       <!-- World stories end --> 
       <!-- Sports stories start --> 
       <li> <span><a href="/sports/amitabh-retaliates-with-a-vengeance-and-with-facts-216378?ref=hm-new-stry" alt=""><img src="https://www.telegraphindia.com/media/images/2018/03/17/17spoamitabh.jpg" alt="The Telegraph" class="img-responsive"></a></span> <a class="tab-section" href="/sports?ref=hm-sec-click-sports">Sports</a> 
        <div class="story-with-abs-tag"> 
         <div class="btm-bor"> 
          <h3><a href="/sports/amitabh-retaliates-with-a-vengeance-and-with-facts-216378?ref=hm-new-stry">Amitabh retaliates with a vengeance and with facts</a></h3> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/sports/tempers-flare-in-bangla-victory-216377?ref=hm-new-stry">Tempers flare in Bangla victory</a> </h4> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="${st.url}?ref=hm-new-stry">Federer, Venus in last four</a> </h4> 
         </div> 
        </div> </li> 
       <!-- Sports stories end --> 
       <!-- Technology stories start --> 
       <li class="pull-right"> <span><a href="/technology/virtual-215133?ref=hm-new-stry" alt=""><img src="https://www.telegraphindia.com/media/images/2018/03/12/ama3.jpg" alt="The Telegraph" class="img-responsive"></a></span> <a class="tab-section" href="/technology?ref=hm-sec-click-technology">Technology</a> 
        <div class="story-with-abs-tag"> 
         <div class="btm-bor"> 
          <h3><a href="/technology/virtual-215133?ref=hm-new-stry">Virtual</a></h3> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/technology/alexa-s-world-214869?ref=hm-new-stry">Alexa's world</a> </h4> 
         </div> 
         <div class="btm-bor"> 
          <h4> <a href="/technology/step-into-the-world-of-vr-214870?ref=hm-new-stry">Step into the world of VR</a> </h4> 
         </div> 
        </div> </li> 
       <!-- Technology stories end --> 
      </ul> 
     </div> 
     <div class="mob-ad-homepage col-xs-12 visible-xs"> 
      <!-- /1088475/TT_HM_Middle_1_300x250_Mob --> 
      <div id="TT_HM_Middle_1_300x250_Mob"></div> 
     </div> 
     <!-- Entertainment stories start --> 
     <div class="entertainment-stories"> 
      <h2><a href="/entertainment?ref=hm-sec-click-entertainment">Entertainment</a></h2> 
      <ul> 
       <li> <span><a href="/entertainment/the-name-s-boyle-216399?ref=hmstory-stry-dtl"><img src="https://www.telegraphindia.com/media/images/2018/03/17/17Queen.jpg" alt="" class="img-responsive"></a></span> <h3><a href="/entertainment/the-name-s-boyle-216399?ref=hm-new-stry">The Name's Boyle</a></h3> </li> 
       <li class="pull-right"> <h4> <a href="/entertainment/hate-story-4-going-steady-216401?ref=hm-new-stry">Hate Story 4 going steady</a> </h4> <h4> <a href="/entertainment/freeze-frame-216402?ref=hm-new-stry">Freeze Frame</a> </h4> <h4> <a href="/entertainment/the-bounty-hunter-216152?ref=hm-new-stry">The bounty hunter</a> </h4> <h4> <a href="/entertainment/nasty-caper-comedy-216154?ref=hm-new-stry">Nasty caper comedy</a> </h4> </li> 
      </ul> 
     </div> 
     <!-- Entertainment stories end --> 
     <div class="games-section"> 
      <h2><a href="/leisure?ref=hm-sec-click-leisure">Leisure</a></h2> 
      <ul> 
       <li> <a href="/leisure/sudoku?ref=hm-sec-click-sudoku"> <i class="icon-sudoku"> </i> Sudoku</a> </li> 
       <li> <a href="/leisure/crossword?ref=hm-sec-click-crossword"> <i class="icon-crossword"> </i> Crossword</a> </li> 
       <li> <a href="/leisure/jumble?ref=hm-sec-click-jumble"> <i class="icon-jumble"> </i> Jumble</a> </li> 
      </ul> 
     </div> 
     <div class="quotes">  
      <p class=" person"><b><i>Bhai</i>, please don't get swayed in the flow of power and more power</b></p> 
      <p>PRAVIN TOGADIA</p> 
      <p class=" person"><b>VHP leader</b></p> 
      <p class=" context"><i>to Narendra Modi</i></p>  
     </div> 
     <!-- Opinion stories start --> 
     <div class="trending-story mar-tb10 pull-left visible-xs"> 
      <h3>Opinion</h3> 
      <ul> 
       <li><a href="/opinion/the-price-of-dogma-216170?ref=hm-opinion">The price of dogma</a><br><span class="small text-muted">Politics and Play<br> Ramachandra Guha</span></li> 
       <li><a href="/opinion/enclosed-thinking-215927?ref=hm-opinion">Enclosed thinking</a><br><span class="small text-muted">Prabhat Patnaik</span></li> 
       <li><a href="/opinion/the-man-of-steel-215922?ref=hm-opinion">The man of steel</a><br><span class="small text-muted">Uddalak Mukherjee</span></li> 
       <li><a href="/opinion/planning-for-surprises-215686?ref=hm-opinion">Planning for surprises</a><br><span class="small text-muted">Bhaskar Dutta</span></li> 
       <li><a href="/opinion/a-culture-to-be-built-on-prejudices-215687?ref=hm-opinion">A culture to be built on prejudices</a><br><span class="small text-muted">Vasundhara Sirnate Drennan</span></li> 
      </ul> 
     </div> 
     <!-- Opinion stories end --> 
     <div class="mob-ad-homepage col-xs-12 visible-xs"> 
      <!-- /1088475/TT_HM_Middle_2_300x250_Mob --> 
      <div id="TT_HM_Middle_2_300x250_Mob"></div> 
     </div> 
     <!-- More trending stories start --> 
     <div class="more-top-story"> 
      <h2>More Top Stories</h2> 
      <ul> 
       <li> <span> <a href="/india?ref=hm-more-stry">India</a> </span> <a href="/india/iit-professor-sees-bias-in-pm-fellowship-211474#at_pco=cfd-1.0?ref=hm-more-stry" title="IIT professor sees 'bias' in PM fellowship" class="multiline-ellipsis">IIT professor sees 'bias' in PM fellowship</a> </li> 
       <li> <span> <a href="/calcutta?ref=hm-more-stry">Calcutta</a> </span> <a href="/calcutta/rajarhat-the-new-motown-of-calcutta-214777#at_pco=cfd-1.0?ref=hm-more-stry" title="Rajarhat, the new motown of Calcutta" class="multiline-ellipsis">Rajarhat, the new motown of Calcutta</a> </li> 
       <li> <span> <a href="/states/north-east?ref=hm-more-stry">North East</a> </span> <a href="/states/north-east/rabha-festival-caught-on-film-214995#at_pco=cfd-1.0?ref=hm-more-stry" title="Rabha festival caught on film" class="multiline-ellipsis">Rabha festival caught on film</a> </li> 
       <li> <span> <a href="/india?ref=hm-more-stry">India</a> </span> <a href="/india/congress-spooked-by-bjp-s-last-minute-gambit-in-election-for-rajya-sabha-215332#at_pco=cfd-1.0?ref=hm-more-stry" title="Congress spooked by BJP's last-minute gambit in election for Rajya Sabha seats from Maharashtra" class="multiline-ellipsis">Congress spooked by BJP's last-minute gambit in election for Rajya Sabha seats from Maharashtra</a> </li> 
       <li> <span> <a href="/states/west-bengal?ref=hm-more-stry">West Bengal</a> </span> <a href="/states/west-bengal/king-of-makaibari-to-shed-crown-216313#at_pco=cfd-1.0?ref=hm-more-stry" title="'King' of Makaibari to shed crown" class="multiline-ellipsis">'King' of Makaibari to shed crown</a> </li> 
       <li> <span> <a href="/calcutta?ref=hm-more-stry">Calcutta</a> </span> <a href="/calcutta/start-by-learning-to-change-tyres-215897#at_pco=cfd-1.0?ref=hm-more-stry" title="‘Start by learning to change tyres’" class="multiline-ellipsis">‘Start by learning to change tyres’</a> </li> 
      </ul> 
     </div> 
     <!-- More trending stories end --> 
     <!-- Ventuno start --> 
     <div class="ad-videos-section pull-left"> 
      <div id="vt-editorial-player"></div> 
      <script>
					window.__ventunoplayer = window.__ventunoplayer||[];
					window.__ventunoplayer.push({publisher_key : '58a596f3c99e8', slot_id : '695', holder_id : 'vt-editorial-player', player_type: 'ep'});
					</script> 
      <script src="https://pl.ventunotech.com/plugins/cntplayer/ventunoSmartPlayer.js"></script> 
      <div id="vt_widget"></div> 
      <script>
					window.__ventunowidget = window.__ventunowidget||[];
					window.__ventunowidget.push({ publisher_code:'58a596f3c99e8',widget_code:'936',holder_id:'vt_widget' });
					window.__ventunowidget.push({ flush:true });
					</script> 
      <script src="https://pl.ventunotech.com/plugins/widgets/ventuno_widget.js"></script> 
     </div> 
     <!-- Ventuno end --> 
    </div> 
    <!--Story Section end here--> 
    <div class="right-section hidden-sm hidden-xs"> 
     <div class="ad-google pull-left text-center hidden-xs"> 
      <!-- /1088475/TT_HM_RHS_160x600 --> 
      <div id="TT_HM_RHS_160x600"></div> 
      <div style="margin-top:10px;margin-bottom:5px;"> 
       <a href="https://www.telegraphindia.com/events/international-womens-day-2018/?ref=hm-mktg-banner-1"><img src="https://www.telegraphindia.com/media/images/banners/womensday_300x183_tt_withbtn.jpg" alt="Women's Day"></a> 
      </div> 
     </div> 
     <!-- Trending stories - right col start --> 
     <div class="trending-story mar-tb10 pull-left"> 
      <h3>Trending Stories</h3> 
      <ul> 
       <li><a href="/india/rbi-chief-urjit-patel-strikes-back-says-govt-meddling-in-state-owned-215875#at_pco=cfd-1.0?ref=hm-rhs-trendingstory">RBI chief Urjit Patel strikes back, says govt meddling in state-owned banks allows NiMo-type scams</a></li> 
       <li><a href="/india/ha-ha-ha-rs-11-400cr-scam-in-73-words-all-clear-mitron-read-the-211016#at_pco=cfd-1.0?ref=hm-rhs-trendingstory">Ha, ha, ha, Rs 11,400cr scam in 73 words.&nbsp;All clear? Mitron, read the kid's face</a></li> 
       <li><a href="/states/jharkhand/ias-officer-slush-assets-in-net-210090#at_pco=cfd-1.0?ref=hm-rhs-trendingstory">IAS officer slush assets in net</a></li> 
       <li><a href="/india/6-indian-women-who-made-history-dgtl-214656#at_pco=cfd-1.0?ref=hm-rhs-trendingstory">6 Indian women who made history</a></li> 
       <li><a href="/states/bihar/rlsp-in-talks-for-switch-birendra-215960#at_pco=cfd-1.0?ref=hm-rhs-trendingstory">RLSP in talks for switch: Birendra</a></li> 
      </ul> 
     </div> 
     <!-- Trending stories - right col end --> 
     <div class="ad-google pull-left text-center"> 
      <!-- /1088475/TT_HM_RHS_1_160x600 --> 
      <div id="TT_HM_RHS_1_160x600"></div> 
     </div> 
     <!-- Opinion stories start --> 
     <div class="trending-story mar-tb10 pull-left"> 
      <h3>Opinion</h3> 
      <ul> 
       <li><a href="/opinion/the-price-of-dogma-216170?ref=hm-opinion">The price of dogma</a><br><span class="small text-muted">Politics and Play<br> Ramachandra Guha</span></li> 
       <li><a href="/opinion/enclosed-thinking-215927?ref=hm-opinion">Enclosed thinking</a><br><span class="small text-muted">Prabhat Patnaik</span></li> 
       <li><a href="/opinion/the-man-of-steel-215922?ref=hm-opinion">The man of steel</a><br><span class="small text-muted">Uddalak Mukherjee</span></li> 
       <li><a href="/opinion/planning-for-surprises-215686?ref=hm-opinion">Planning for surprises</a><br><span class="small text-muted">Bhaskar Dutta</span></li> 
       <li><a href="/opinion/a-culture-to-be-built-on-prejudices-215687?ref=hm-opinion">A culture to be built on prejudices</a><br><span class="small text-muted">Vasundhara Sirnate Drennan</span></li> 
      </ul> 
     </div> 
     <!-- Opinion stories end --> 
     <div class="ad-google pull-left text-center hidden-xs"> 
      <!-- /1088475/TT_HM_300x250 --> 
      <div id="TT_HM_300x250"></div> 
     </div> 
    </div> 
    <!--right section end here--> 
   </div> 
   <!--main row end here--> 
   <div class="row"> 
    <div class="col-md-12 col-xs-12 footer-section"> 
     <h3>Our other websites:</h3> 
     <ul> 
      <li><a href="http://www.fortuneindia.com?ref=hm-footer" target="_blank">Fortune India</a></li> 
      <li><a href="http://www.anandabazar.com?ref=hm-footer" target="_blank">Anandabazar Patrika</a></li> 
      <li><a href="http://ebela.in?ref=hm-footer" target="_blank">Ebela</a></li> 
      <li><a href="http://t2online.com?ref=hm-footer" target="_blank">T2 Online</a></li> 
      <li><a href="http://www.abpweddings.com?ref=hm-footer" target="_blank">ABP Weddings</a></li> 
     </ul> 
    </div> 
   </div> 
   <div class="row copyright"> 
    <div class="col-md-7 col-sm-6 col-xs-12"> 
     <h4>Copyright © 2018 The Telegraph. All rights reserved.</h4> 
    </div> 
    <div class="col-md-5 col-sm-6 col-xs-12"> 
    </div> 
    <ul> 
     <li> <a href="/disclaimer?ref=hm-footer"> Disclaimer</a></li> 
     <li> <a href="/privacy-policy?ref=hm-footer"> Privacy Policy</a></li> 
     <li> <a href="/contact-us?ref=hm-footer"> Contact us</a></li> 
    </ul> 
   </div> 
  </div> 
  <a href="#" class="back-to-top" title="Back to Top"><img src="/img/back-top-top.png" alt="Back to top icon" width="39" height="39"></a> 
  <!-- /1088475/TT_HM_1x1 --> 
  <div id="div-gpt-ad-1482732860121-5"> 
   <script>
		googletag.cmd.push(function() { googletag.display('div-gpt-ad-1482732860121-5'); });
		</script> 
  </div> 
  <!-- /1088475/TT_HM_Slider_1x1 --> 
  <div id="div-gpt-ad-1482732860121-6"> 
   <script>
		googletag.cmd.push(function() { googletag.display('div-gpt-ad-1482732860121-6'); });
		</script> 
  </div> 
  <!-- /1088475/TT_HM_1x1_1_Mob --> 
  <div id="div-gpt-ad-1513935178112-12"> 
   <script>
		googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513935178112-12'); });
		</script> 
  </div> 
  <!-- /1088475/TT_HM_1x1_Mob --> 
  <div id="div-gpt-ad-1513935178112-13"> 
   <script>
		googletag.cmd.push(function() { googletag.display('div-gpt-ad-1513935178112-13'); });
		</script> 
  </div> 
  <!--container end here--> 
  <!-- jQuery (necessary for Bootstrap's JavaScript plugins) --> 
  <script src="https://ajax.googleapis.com/ajax/libs/jquery/2.0.0/jquery.min.js"></script> 
  <script>
    $(document).ready(function() {
        $("#hide").click(function() {
            $(".left-section").hide();
        });
        $("#show").click(function() {
            $(".vertmenu").hide();
            $(".left-section").fadeIn();
            $("#show1").show();
            $(".web_top30").fadeToggle();
            $(".footer_main_container").fadeToggle();
        });
        $("#show1").click(function() {
            $(".left-section").fadeOut();
            $(window).scrollTop(0);
            $(".vertmenu").show();
            $(this).hide();
            $(".web_top30").fadeIn();
            $(".footer_main_container").fadeIn();
        });
    });
    </script> 
  <!-- Include all compiled plugins (below), or include individual files as needed --> 
  <script src="/js/bootstrap.js"></script>  
  <script>
		jQuery(document).ready(function() {
			var offset = 220;
			var duration = 500;
			jQuery(window).scroll(function() {
				if (jQuery(this).scrollTop() > offset) {
					jQuery('.back-to-top').fadeIn(duration);
				} else {
					jQuery('.back-to-top').fadeOut(duration);
				}
			});
			jQuery('.back-to-top').click(function(event) {
				event.preventDefault();
				jQuery('html, body').animate({scrollTop: 0}, duration);
				return false;
			});
		});
	</script>  
 </body>
</html>