<!DOCTYPE html>
<html lang="id">
<head>
	<title>BeritaSatu.com | Informasi Kelas Satu</title>
	<meta name="viewport" content="width=device-width, initial-scale=1">
  	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<meta property="fb:pages" content="245209868865316" />
	<meta name = "format-detection" content = "telephone=no">
		<meta content="900" http-equiv="refresh"/>
	  		<meta name="keywords" content="beritasatu.com,beritasatu,hiburan,politik,jakarta,tajuk,figur,fokus,debat,polling,video,ekonomi,pasar modal,sepakbola,saujana,sains,pemilu" />
	<meta name="description" content="Beritasatu.com menyajikan informasi kelas satu dari sudut pandang berbaik sangka dan terverifikasi, yaitu konten yang diracik dari hasil pemilihan nara sumber yang tepat, peliputan yang akurat, dan penulisan yang benar." />
  		<link rel="icon" type="image/png" href="http://www.beritasatu.com/assets/img/favicon.jpeg">
	<link rel="stylesheet" type="text/css" href="http://www.beritasatu.com/assets/style.css">
	<link rel="stylesheet" type="text/css" href="http://www.beritasatu.com/assets/css/bootstrap.css">
 	<link rel="stylesheet" type="text/css" href="http://www.beritasatu.com/assets/css/bootstrap-theme.css">
	<link rel="stylesheet" type="text/css" href="http://www.beritasatu.com/assets/css/font-awesome.min.css">
	<link rel="stylesheet" type="text/css" href="http://www.beritasatu.com/assets/css/custom.css">
	<link rel="stylesheet" type="text/css" href="http://www.beritasatu.com/assets/css/responsive.css">
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/jquery.v2.1.3.js"></script>
	<script src="https://cdn.jsdelivr.net/npm/lazyload@2.0.0-beta.2/lazyload.js"></script>
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/jquery.waypoints.min.js"></script>
	<script type="text/javascript">
		var	pcat='home';
	</script>
	<!-- Global site tag (gtag.js) - Google Analytics -->
	<script async src="https://www.googletagmanager.com/gtag/js?id=UA-25717008-1"></script>
	<script>
	  window.dataLayer = window.dataLayer || [];
	  function gtag(){dataLayer.push(arguments);}
	  gtag('js', new Date());

	  gtag('config', 'UA-25717008-1');
	</script>

	<!-- Start Alexa Certify Javascript -->
	<script type="text/javascript">
	_atrk_opts = { atrk_acct:"DlWxq1ah9W20em", domain:"beritasatu.com",dynamic: true};
	(function() { var as = document.createElement('script'); as.type = 'text/javascript'; as.async = true; as.src = "https://certify-js.alexametrics.com/atrk.js"; var s = document.getElementsByTagName('script')[0];s.parentNode.insertBefore(as, s); })();
	</script>
	<noscript><img src="https://certify.alexametrics.com/atrk.gif?account=DlWxq1ah9W20em" style="display:none" height="1" width="1" alt="" /></noscript>
	<!-- End Alexa Certify Javascript -->  
	</head><body> 
	<div class="all_content news_layout container">
		<div class="row" id="home">
			<div class="menu-header">
				<div class="main_header">
					<div class="container c-ads">
						<div class="logo_ads">
			              <div class="ads_block" style="text-align: center">
			               <script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=107");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=ab36cd27&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=107&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=ab36cd27' border='0' alt='' /></a></noscript>
			              </div>
			              <div class="logo">
			                <a href="http://www.beritasatu.com/">
			                	<img src="http://www.beritasatu.com/assets/img/news/news_logo.png" class="hz_appear" alt="Logo berita satu"></a>
			              </div>
			              <div style="float: right">
			              	<div class="row" style="margin-right: 0px">
			              		<div class="top_nav" style="float: right">
			              								              	<ul>
					              		<li class="fr"><a href="http://www.beritasatu.com/member/register">REGISTER</a></li>
					              		<li>|</li>
					              		<li class="fr"><a style="padding-right:0px" href="http://www.beritasatu.com/member/login">LOGIN</a></li>
					              	</ul>
					              					             </div>
			              	</div>
			              	<div id="top_search_toggle" style="display: block ">
								<div id="search_toggle_top" >
									<input class="i-search-header" id="key" type="text" name="key" placeholder="Search..."  />
									<button id="topsearch" onclick="goSearch()" type="button" style="background-color: transparent;padding:0 5px; position: absolute; margin-top: -5px; margin-left: -25px; display: inline-block; float: right;">
										<i class="fa fa-search" ></i></button>
								</div>
							</div>
			              </div>
			            </div>
					</div>

					<div id="sticky-anchor"></div>
			          <div id="sticky" class="all_nav container" style="border:none"><!-- all_nav -->
			              <div class="nav_bar"><!-- nav_bar -->
			              <nav id="primary_nav_wrap"><!-- Start primary_nav_wrap -->
			                <ul class="menu-header mt5">
			                  <li id="b1logo" style="display:none;">
			                    <a href="http://www.beritasatu.com/" style="border-bottom: none">
			                    	<img alt="logo berita satu" class="hz_appear" src="http://www.beritasatu.com/assets/img/news/news_logo.png" style="width: 110px">
			                    </a>
			                  </li>
			               									  								  		<li class="current-menu-item active ">
					                	<a class="menu-header" href="http://www.beritasatu.com/">HOME</a>
					                </li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/satu">SATU</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/politik">POLITIK</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/saujana">SAUJANA</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/sains">SAINS</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/fokus">FOKUS</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/newsindex/tajuk">TAJUK</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/newsindex/opini">OPINI</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/multimedia">MULTIMEDIA</a>
					                  	</li>
					                					                  	<li class="current-menu-item">
					                  		<a class="menu-header" href="http://www.beritasatu.com/beritasatutv">B1.TV</a>
					                  	</li>
					                							  				                </ul>
			              </nav>
			              </div><!-- // nav_bar -->
			              <!-- Social media icon -->
							 <div id="social" class="social_icon f-right" style="margin-top: 4px;"><!-- Start social_icon -->
								<span>
									<a class="fb" target="blank" href="https://www.facebook.com/beritasatu">
										<i class="fa fa-facebook pt8"></i>
									</a>
								</span>
								<span>
									<a class="tw" target="blank" href="https://twitter.com/beritasatu">
										<i class="fa fa-twitter pt8"></i>
									</a>
								</span>
								<span>
									<a class="ig" target="blank" href="https://www.instagram.com/beritasatu/">
										<i class="fa fa-instagram pt8"></i>
									</a>
								</span>
								<span>
									<a class="email" target="blank" href="https://www.youtube.com/user/BeritaSatu">
										<i class="fa fa-youtube pt8"></i>
									</a>
								</span>
							</div>
							<div id="top_search_toggle" style="display: block">
								<div id="search_toggle" style="display: none;margin-top:3px;">
									<input class="i-search" id="tkey" type="text" name="tkey" placeholder="Search.."  />
									<button id="topsearch" onclick="tgoSearch()" class="bg-transparent" type="button" style="padding:0 5px;">
										<i class="fa fa-search" ></i></button>
								</div>
							</div>
							<div id="top_search_toggle" style="display: block">
<div id="search_toggle" style="display: none">
<input style="height:30px;width:170px;" id="tkey" type="text" name="tkey" placeholder="Search..."  />									
<button id="topsearch" onclick="tgoSearch()" type="button" style="background-color: transparent;padding:0 5px;">
<i class="fa fa-search" ></i></button>
</div>
</div>		
<div class="hz_responsive"><!--button for responsive menu-->
<nav class="navbar navbar-default navbar-fixed-top custom-blogmasterhead hidden-lg hidden-md z-iabsolute">
<div class="container">
<div class="navbar-header">
<div class="row row-navbar">
	<div class="col-md-3 col-navtop">
		<span style="font-size:27px;cursor:pointer" onclick="openNav()">&#9776;</span>
	</div>
	<div class="col-md-6 col-brand">
		<a class="navbar-brand custom-navbar-brand" href="http://www.beritasatu.com/">
			<img class="img-responsive mobile-logo hz_appear" src="http://www.beritasatu.com/assets/img/news/news_logo.png" />
		</a>
	</div>
	<div class="col-md-3 col-search">
		<button type="button" class="navbar-toggle collapsed navbarsearch" data-toggle="collapse" data-target="#searchbar" aria-expanded="false" aria-controls="navbar">				            		
		</button>
	</div>
</div>

</div>
<div id="searchbar" class="navbar-collapse collapse">
<div class="form-group">
		<span style="display:flex">
			<input style="width:77%" id="keys" type="text" name="keys" placeholder="Search..."  />									
		<button id="topsearch" class="btn-searchs" onclick="mgoSearch()" type="button" style="" id="headsearchbtn">Search</button>
		</span>
  	
</div>
</div><!--/.nav-collapse -->
<style type="text/css">
.btnlogin{border: 1px solid #fff;padding: 5px;float: left;width: 45%;margin: 5px;padding: 10px;text-align: center;}
.mobilemenu-title {width: 100% !important;}
.sub{background-color: #333;}
.half{width: 30%;float: left;}
.mobilemenu-title a{color: #FFF;}
</style>
<div id="mySidenav" class="sidenav">
<a href="http://www.beritasatu.com/" class="mobilemenu-logo text-center"><img src="http://www.beritasatu.com/assets/img/news/news_logo.png" class="hz_appear" alt="Logo"></a>
<a href="javascript:void(0)" class="closebtn" onclick="closeNav()">&times;</a>
<div id="MainMenu">
<div class="list-group panel">
   	<ul class="text-left">
   		    	<li class="mobilemenu-title"><a href="http://www.beritasatu.com/satu">SATU</a><div class="sub"><a href="http://www.beritasatu.com/newsindex/nasional" class="half">Nasional</a><a href="http://www.beritasatu.com/newsindex/megalopolis" class="half">Megalopolis</a><a href="http://www.beritasatu.com/newsindex/ekonomi" class="half">Ekonomi</a><a href="http://www.beritasatu.com/newsindex/dunia" class="half">Dunia</a><a href="http://www.beritasatu.com/newsindex/olahraga" class="half">Olahraga</a><a href="http://www.beritasatu.com/newsindex/hiburan" class="half">Hiburan</a><div style="clear:both;"></div></div></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/politik">POLITIK</a></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/saujana">SAUJANA</a><div class="sub"><a href="http://www.beritasatu.com/newsindex/kultur" class="half">Kultur</a><a href="http://www.beritasatu.com/newsindex/histori" class="half">Histori</a><a href="http://www.beritasatu.com/newsindex/figur" class="half">Figur</a><a href="http://www.beritasatu.com/newsindex/rehat" class="half">Rehat</a><a href="http://www.beritasatu.com/newsindex/rasa" class="half">Rasa</a><div style="clear:both;"></div></div></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/sains">SAINS</a><div class="sub"><a href="http://www.beritasatu.com/newsindex/geo" class="half">Geo</a><a href="http://www.beritasatu.com/newsindex/teknologi" class="half">Teknologi</a><a href="http://www.beritasatu.com/newsindex/gawai" class="half">Gawai</a><a href="http://www.beritasatu.com/newsindex/oto" class="half">Oto</a><div style="clear:both;"></div></div></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/fokus">FOKUS</a></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/newsindex/tajuk">TAJUK</a></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/newsindex/opini">OPINI</a></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/multimedia">MULTIMEDIA</a><div class="sub"><a href="http://www.beritasatu.com/newsindex/video-berita" class="half">Video</a><a href="http://www.beritasatu.com/newsindex/foto" class="half">Galeri Foto</a><div style="clear:both;"></div></div></li><li class="mobilemenu-title"><a href="http://www.beritasatu.com/beritasatutv">B1.TV</a></li>            	<li class="mobilemenu-title">
			<a href="http://www.beritasatu.com/member/login" class="btnlogin">LOGIN</a>
			<a href="http://www.beritasatu.com/member/register" class="btnlogin">REGISTER</a>
			<a style="clear:both;"></a>
		</li>
			</ul>
</div>
</div>
</div>
<script>
function openNav() {
document.getElementById("mySidenav").style.width = "100%";
document.getElementById("main").style.marginLeft = "250px";
}

function closeNav() {
document.getElementById("mySidenav").style.width = "0";
document.getElementById("main").style.marginLeft= "0";
}
</script>
</div>
</nav>
</div><!--End button for responsive menu-->
					</div><!-- // all_nav -->
				</div><!-- // main_header -->
			</div><!-- End header -->
			<script type="text/javascript">
				function goSearch() {
					var keyword = $('#key').val();
					window.location="http://www.beritasatu.com/search/?key="+keyword+"&type=article&page=1";
				}
				$( "#key" ).keypress(function( event ) {
			  		if ( event.which == 13 ) {
				     	event.preventDefault();
				     	var keyword = $(this).val();
						window.location="http://www.beritasatu.com/search/?key="+keyword+"&type=article&page=1";
				  	}
				});
				function tgoSearch() {
					var keyword = $('#tkey').val();
					window.location="http://www.beritasatu.com/search/?key="+keyword+"&type=article&page=1";
				}
				$( "#tkey" ).keypress(function( event ) {
			  		if ( event.which == 13 ) {
				     	event.preventDefault();
				     	var keyword = $(this).val();
						window.location="http://www.beritasatu.com/search/?key="+keyword+"&type=article&page=1";
				  	}
				});
				function mgoSearch() {
					var keyword = $('#keys').val();
					window.location="http://www.beritasatu.com/search/?key="+keyword+"&type=article&page=1";
				}
				$( "#keys" ).keypress(function( event ) {
			  		if ( event.which == 13 ) {
				     	event.preventDefault();
				     	var keyword = $(this).val();
						window.location="http://www.beritasatu.com/search/?key="+keyword+"&type=article&page=1";
				  	}
				});
				 
				function sticky_relocate() {
				    var window_top = $(window).scrollTop();
				    var div_top = $('#sticky-anchor').offset().top;
				    if (window_top > div_top) {
				        $('#sticky').addClass('nav-top');
				        $('#sticky-anchor').height($('#sticky').outerHeight());
				        $('#social').addClass('dn');
				        $('#search_toggle').addClass('fright');
				        $('#search_toggle_top').addClass('dn');
				        $('#b1logo').addClass('db');
				        $('#skyscrapper-left').addClass('tsky');
				        $('#skyscrapper-right').addClass('tsky');
				    } else {
				        $('#sticky').removeClass('nav-top');
				        $('#social').removeClass('dn');
				        $('#sticky-anchor').height(0);
				        $('#search_toggle').removeClass('fright');
				        $('#search_toggle_top').removeClass('dn');
				        $('#b1logo').removeClass('db');
				        $('#skyscrapper-left').removeClass('tsky');
				        $('#skyscrapper-right').removeClass('tsky');
				    }
				}
				
				$(function() {
				    $(window).scroll(sticky_relocate);
				    sticky_relocate();
				});
							</script>
		 
          <div class="main_content container">
			<div id="skyscrapper-left" class="sky-left">
				<script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=109");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=a3144824&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=109&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=a3144824' border='0' alt='' /></a></noscript>
			</div>
			<div id="skyscrapper-right" class="sky-right">
				<script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=110");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=a6d3260a&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=110&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=a6d3260a' border='0' alt='' /></a></noscript>
			</div>
					
<style>
@media only screen and (max-width:991px){
	#big-slid-post{
		margin-top:60px;
	}
}

@media only screen and (max-width:768px){
	#big-slid-post{
		margin-top:10px;
	}
}
@media only screen and (max-width:480){
		.frame{
			max-height:100px;
		}
	}
</style>
	<div  class="mian_slider clearfix mt10">
		<div  class="big_silder col-md-8 w70">
			<div class="row">
				<ul id="big-slid-post" class="a-post-box">
										<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/olahraga/483717-singkirkan-ganda-denmark-kevinmarcus-tembus-final.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1491568504.jpg" alt="Singkirkan Ganda Denmark, Kevin/Marcus Tembus Final">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange">All England 2018</h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/olahraga/483717-singkirkan-ganda-denmark-kevinmarcus-tembus-final.html">
											<h1 class="headline-p big-headline">Singkirkan Ganda Denmark, Kevin/Marcus Tembus Final</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Kevin/Marcus mengalahkan Mads Conrad-Petersen/Mads Pieler Kolding 21-11, 21-19.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Hasil ini memperlebar dominasi kemenangan Kevin/Marcus terhadap Conrad/Kolding menjadi 5-2.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/nasional/483709-494656-warga-ntt-terancam-kehilangan-hak-suara.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1489325810.jpg" alt="494.656 Warga NTT Terancam Kehilangan Hak Suara">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/nasional/483709-494656-warga-ntt-terancam-kehilangan-hak-suara.html">
											<h1 class="headline-p big-headline">494.656 Warga NTT Terancam Kehilangan Hak Suara</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">494.656 warga NTT belum memiliki kartu tanda penduduk elektronik. </p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Jumlah tersebut terdiri dari 250.218 pemilih perempuan dan 244.438 pemilih laki-laki.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/megalopolis/483698-aji-kecam-demo-fpi-di-kantor-tempo.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1521204963.jpg" alt="AJI Kecam Demo FPI di Kantor Tempo">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/megalopolis/483698-aji-kecam-demo-fpi-di-kantor-tempo.html">
											<h1 class="headline-p big-headline">AJI Kecam Demo FPI di Kantor Tempo</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Demo FPI di kantor majalah Tempo telah mengancam kebebasan pers.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Keberatan dapat disampaikan melalui hak jawab, hak koreksi, atau pengaduan ke Dewan Pers, seperti yang diatur dalam Undang-Undang Pers.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/olahraga/483710-messi-ungkap-kunci-ketajamannya-musim-ini.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1519167470.jpg" alt="Messi Ungkap Kunci Ketajamannya Musim Ini">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/olahraga/483710-messi-ungkap-kunci-ketajamannya-musim-ini.html">
											<h1 class="headline-p big-headline">Messi Ungkap Kunci Ketajamannya Musim Ini</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Messi sedang bersinar musim ini dengan torehan 34 gol di semua kompetisi.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Dia mengaku kini lebih mementingkan kerja sama tim dalam bermain.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/megalopolis/483684-sindikat-skimming-beroperasi-keliling-indonesia.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/711445594512.jpg" alt="Sindikat &lt;i&gt;Skimming&lt;/i&gt; Beroperasi Keliling Indonesia">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/megalopolis/483684-sindikat-skimming-beroperasi-keliling-indonesia.html">
											<h1 class="headline-p big-headline">Sindikat <i>Skimming</i> Beroperasi Keliling Indonesia</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Sindikat ini sudah menjalankan aksinya sejak Oktober 2017.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Modus para pelaku adalah memasang alat skimming di ATM untuk mendapatkan data-data nasabah.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/hiburan/483685-katy-perry-akan-konser-di-indonesia-ini-harga-tiketnya.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1516870774.jpg" alt="Katy Perry Akan Konser di Indonesia, Ini Harga Tiketnya">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/hiburan/483685-katy-perry-akan-konser-di-indonesia-ini-harga-tiketnya.html">
											<h1 class="headline-p big-headline">Katy Perry Akan Konser di Indonesia, Ini Harga Tiketnya</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Konser kali ini memiliki konsep yang lebih modern dan dewasa.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Harga tiket mulai dari Rp 900.000 hingga Rp 5 juta.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/nasional/483663-masyarakat-bisa-terlibat-dalam-uji-uu-md3.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1521267000.jpg" alt="Masyarakat Bisa Terlibat dalam Uji UU MD3">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/nasional/483663-masyarakat-bisa-terlibat-dalam-uji-uu-md3.html">
											<h1 class="headline-p big-headline">Masyarakat Bisa Terlibat dalam Uji UU MD3</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">"Karena kalau hanya opini-opini di luar sidang, MK sudah pasti tidak akan mempertimbangkan," kata Fajar Laksono.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Dengan melibatkan diri sebagai pihak pemohon atau pihak terkait, maka suara atau pendapat masyarakat dapat dipertimbangkan oleh MK.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/ekonomi/483657-hingga-februari-dominasi-astra-di-pasar-otomotif-masih-kuat.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/551461040940.jpg" alt="Hingga Februari, Dominasi Astra di Pasar Otomotif Masih Kuat">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/ekonomi/483657-hingga-februari-dominasi-astra-di-pasar-otomotif-masih-kuat.html">
											<h1 class="headline-p big-headline">Hingga Februari, Dominasi Astra di Pasar Otomotif Masih Kuat</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">total penjualan kendaraan roda empat di Indonesia selama Januari-Februari 2018 sebanyak 190.236 unit.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Penjualan tertinggi masih ditopang oleh Toyota yang terjual 53.194 unit, disusul oleh Daihatsu 34.448 unit, Isuzu 3.357 unit, dan Peugeot 1 unit.</p>
								</div>
																		</li>
									<li>
						<div class="feat-item img-section h-auto">
							<div class="item">
							  	<div class="img_post">
							  		<a data-title="Headline" class="custom-headline red frr small-headline" href="http://www.beritasatu.com/dunia/483670-setelah-70-tahun-toys-r-us-akan-ditutup.html">
							  			<img class="lazyOwl" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1521261898.jpg" alt="Setelah 70 Tahun, Toys &quot;R&quot; Us Akan Ditutup">
							  		</a>
							  	</div>
							  	<i class="the-outer-span"></i>
							  	<div class="inner_big_post headline">
							  		<div>
							  			<h3 class="small-headline ml15 mb0 orange"></h3>
							  		</div>
									<div class="title_post headline-border" >
										<a href="http://www.beritasatu.com/dunia/483670-setelah-70-tahun-toys-r-us-akan-ditutup.html">
											<h1 class="headline-p big-headline">Setelah 70 Tahun, Toys "R" Us Akan Ditutup</h1>
										</a>
									</div>
								</div>
							</div>
						</div>
																					<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">Toys "R" Us  pailit karena tidak mampu bayar utang US$ 5 miliar.</p>
								</div>
																												<div class="col-md-12 col-sm-12 col-lg-12 pt15">
									<p class="p-related-arrow frr">33.000 karyawan kehilangan pekerjaan.</p>
								</div>
																		</li>
				
				</ul>
			</div>
		</div>
				<div class="sidebar customf-sidebar col-xs-12 col-md-4 w30 ads-desktop" style="display:block !important">
			<div class="row">
				<div class="inner_sidebar">
						<div class="widget mb20 text-center">
							<div class="">
								<script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=105");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=a658c20f&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=105&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=a658c20f' border='0' alt='' /></a></noscript>
							</div>
						</div>
						<div class="widget mb0 text-center">
							<div class="">
								<script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=106");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=a1a83a9f&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=106&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=a1a83a9f' border='0' alt='' /></a></noscript>
							</div>
						</div>
									</div>
			</div>
		</div>
			</div>
	<p class="terkini-c"></p>
	<p class="header-kanal terkini-text" >
		<a href="#baru">TERKINI</a>
	</p>
	<p class="medium-headline terkini-text frt mt-20">
		<a href="#baru"><i class="fa fa-angle-down" aria-hidden="true"></i></a>
	</p>
	<!-- <p class="line-terbaru medium-headline frr"><a href="#baru">TERKINI</a></p> -->
	<div  class="featured_slider mt20">
		<div>
			 <a class="header-kanal black" href="http://www.beritasatu.com/trending">TRENDING NEWS</a>
		</div>
		<div  class="featured_posts_slider"><span id="baru"></span>
			<div id="featured_post">
								<div  class="item">
				  	<div class="img_post">
				  		<a href="http://www.beritasatu.com/trending/kisruh-ijazah-saragih">
				  			<img width="266" class="lazyOwl" data-src="http://img.beritasatu.com/beritasatu/tag/kisruh-ijazah-saragih1521271839.jpg" alt="Kisruh Ijazah Saragih">
				  		</a>
				  	</div>
				  	<div class="inner_big_post trending-headline"></div>
				</div>
								<div  class="item">
				  	<div class="img_post">
				  		<a href="http://www.beritasatu.com/trending/nyepi">
				  			<img width="266" class="lazyOwl" data-src="http://img.beritasatu.com/beritasatu/tag/nyepi1521260409.jpg" alt="Nyepi">
				  		</a>
				  	</div>
				  	<div class="inner_big_post trending-headline"></div>
				</div>
								<div  class="item">
				  	<div class="img_post">
				  		<a href="http://www.beritasatu.com/trending/rapimnas-demokrat">
				  			<img width="266" class="lazyOwl" data-src="http://img.beritasatu.com/beritasatu/tag/rapimnas-demokrat1520738198.jpg" alt="Rapimnas Demokrat">
				  		</a>
				  	</div>
				  	<div class="inner_big_post trending-headline"></div>
				</div>
								<div  class="item">
				  	<div class="img_post">
				  		<a href="http://www.beritasatu.com/trending/wajah-baru-sudirmanthamrin">
				  			<img width="266" class="lazyOwl" data-src="http://img.beritasatu.com/beritasatu/tag/wajah-baru-sudirmanthamrin1520655292.jpg" alt="Wajah Baru Sudirman-Thamrin">
				  		</a>
				  	</div>
				  	<div class="inner_big_post trending-headline"></div>
				</div>
								<div  class="item">
				  	<div class="img_post">
				  		<a href="http://www.beritasatu.com/trending/kpu-diuji">
				  			<img width="266" class="lazyOwl" data-src="http://img.beritasatu.com/beritasatu/tag/kpu-diuji1520226428.jpg" alt="KPU Diuji">
				  		</a>
				  	</div>
				  	<div class="inner_big_post trending-headline"></div>
				</div>
							</div>
		</div>
	</div>

	<div  class="posts_sidebar clearfix" >
		<div class="posts_areaa col-md-12">
			<div class="row">
				<div class="block_posts block_1 p0">
					<div class="block_inner row">
						<div class="small_list_post col-lg-6 col-md-6 col-sm-12 col-xs-6 pr15">
							<ul  class="nav nav-pills home-tabs-pills">
								<li class="li-tabs active w50">
							        <a class="header-kanal text-center" href="#terbaru" data-toggle="tab">TERKINI</a>
								</li>
								<li class="li-tabs w50">
									<a class="header-kanal text-center" href="#terpopuler" data-toggle="tab">TERPOPULER</a>
								</li>
							</ul>
							<div class="tab-content clearfix">
							  <div class="tab-pane active" id="terbaru">
							  		<ul>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483738-bmkg-yogyakarta-masuki-musim-pancaroba.html">
											<div class="d-terpopuler">
												<p class="frr">21:25</p>
											</div>
											<div class="d-title">
												<p class="frr black">BMKG: Yogyakarta Masuki Musim Pancaroba												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/olahraga/483735-spurs-ke-semifinal-usai-permalukan-swansea.html">
											<div class="d-terpopuler">
												<p class="frr">21:21</p>
											</div>
											<div class="d-title">
												<p class="frr black">Spurs ke Semifinal Usai Permalukan Swansea												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483736-bnp2tki-kawal-proses-hukum-kasus-kematian-santi-simbolon.html">
											<div class="d-terpopuler">
												<p class="frr">21:20</p>
											</div>
											<div class="d-title">
												<p class="frr black">BNP2TKI Kawal Proses Hukum Kasus Kematian Santi Simbolon												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/olahraga/483734-lolos-ke-final-kevinmarcus-tak-ingin-cepat-puas.html">
											<div class="d-terpopuler">
												<p class="frr">21:06</p>
											</div>
											<div class="d-title">
												<p class="frr black">Lolos ke Final, Kevin/Marcus Tak Ingin Cepat Puas												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483733-ntt-diguncang-tiga-gempa.html">
											<div class="d-terpopuler">
												<p class="frr">20:58</p>
											</div>
											<div class="d-title">
												<p class="frr black">NTT Diguncang Tiga Gempa												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/politik/483730-182387-warga-garut-belum-miliki-ektp.html">
											<div class="d-terpopuler">
												<p class="frr">20:33</p>
											</div>
											<div class="d-title">
												<p class="frr black">182.387 Warga Garut Belum Miliki E-KTP												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483732-migrant-care-protes-atas-vonis-ringan-penganiaya-tki-di-malaysia.html">
											<div class="d-terpopuler">
												<p class="frr">20:32</p>
											</div>
											<div class="d-title">
												<p class="frr black">Migrant Care Protes Atas Vonis Ringan Penganiaya TKI di Malaysia												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483729-gejala-kerusakan-saraf-tepi-bisa-diobati.html">
											<div class="d-terpopuler">
												<p class="frr">20:23</p>
											</div>
											<div class="d-title">
												<p class="frr black">Gejala Kerusakan Saraf Tepi Bisa Diobati												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/olahraga/483727-ini-pemain-persib-di-liga-1-2018.html">
											<div class="d-terpopuler">
												<p class="frr">20:18</p>
											</div>
											<div class="d-title">
												<p class="frr black">Ini Pemain Persib di Liga 1 2018												</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/olahraga/483724-soal-rumor-akan-latih-timnas-italia-ini-jawaban-ancelotti.html">
											<div class="d-terpopuler">
												<p class="frr">19:59</p>
											</div>
											<div class="d-title">
												<p class="frr black">Soal Rumor Akan Latih Timnas Italia, Ini Jawaban Ancelotti												</p>
											</div>
										</a>
										</li>
																			</ul>
								</div>
								<div class="tab-pane pr5" id="terpopuler">
				          			<ul>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/dunia/483670-setelah-70-tahun-toys-r-us-akan-ditutup.html">
											<div class="d-terpopuler">
												<p class="frr">1</p>
											</div>
											<div class="d-title">
												<p class="frr black">Setelah 70 Tahun, Toys "R" Us Akan Ditutup</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/megalopolis/483679-begini-cara-sindikat-skimming-jalankan-aksinya.html">
											<div class="d-terpopuler">
												<p class="frr">2</p>
											</div>
											<div class="d-title">
												<p class="frr black">Begini Cara Sindikat <i>Skimming</i> Jalankan Aksinya</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/olahraga/483717-singkirkan-ganda-denmark-kevinmarcus-tembus-final.html">
											<div class="d-terpopuler">
												<p class="frr">3</p>
											</div>
											<div class="d-title">
												<p class="frr black">Singkirkan Ganda Denmark, Kevin/Marcus Tembus Final</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483630-relawan-gus-ipulputi-jamin-keaslian-lukisan-affandi-yang-dilelang.html">
											<div class="d-terpopuler">
												<p class="frr">4</p>
											</div>
											<div class="d-title">
												<p class="frr black">Relawan Gus Ipul-Puti Jamin Keaslian Lukisan Affandi yang Dilelang</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/dunia/483702-presiden-jokowi-kelas-menengah-jadi-kekuatan-asean.html">
											<div class="d-terpopuler">
												<p class="frr">5</p>
											</div>
											<div class="d-title">
												<p class="frr black">Presiden Jokowi: Kelas Menengah Jadi Kekuatan ASEAN</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/megalopolis/483606-mobil-seruduk-2-motor-di-arteri-tb-simatupang-3-orang-terluka.html">
											<div class="d-terpopuler">
												<p class="frr">6</p>
											</div>
											<div class="d-title">
												<p class="frr black">Mobil Seruduk 2 Motor di Arteri TB Simatupang, 3 Orang Terluka</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/hiburan/483686-dituduh-culik-amadine-tyas-mirasih-rugi-besar.html">
											<div class="d-terpopuler">
												<p class="frr">7</p>
											</div>
											<div class="d-title">
												<p class="frr black">Dituduh Culik Amadine, Tyas Mirasih Rugi Besar</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/megalopolis/483716-dps-pilkada-dan-pilgub-bekasi-1338-juta.html">
											<div class="d-terpopuler">
												<p class="frr">8</p>
											</div>
											<div class="d-title">
												<p class="frr black">DPS Pilkada dan Pilgub Bekasi 1,338 Juta</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/video-berita/483604-kpk-tetapkan-cagub-maluku-utara-tersangka-korupsi-lahan-bandara.html">
											<div class="d-terpopuler">
												<p class="frr">9</p>
											</div>
											<div class="d-title">
												<p class="frr black">KPK Tetapkan Cagub Maluku Utara Tersangka Korupsi Lahan Bandara</p>
											</div>
										</a>
										</li>
																				<li class="small_post clearfix">
										<a href="http://www.beritasatu.com/nasional/483636-jokowi-boleh-gunakan-protokoler-selama-pilpres-2019.html">
											<div class="d-terpopuler">
												<p class="frr">10</p>
											</div>
											<div class="d-title">
												<p class="frr black">Jokowi Boleh Gunakan Protokoler Selama Pilpres 2019</p>
											</div>
										</a>
										</li>
																			</ul>
								</div>
							</div>
							<div class="row p10">
	                			<div class="col-md-12 text-center">
	                				<a href="http://www.beritasatu.com/newsindex" class="btn btn-green">
				                        <span>Selengkapnya</span>
				               		</a>
	                			</div>
	                		</div>
													</div>

						<div class="big_post col-lg-6 col-md-6 col-sm-12 col-xs-6 fokus-home mb20" >
							<div class="featured-fokus" >
								<a class="header-kanal text-uppercase" href="http://www.beritasatu.com//newsindex/fokus">FOKUS</a>
							</div>
							<div class="block_img_post p-relative">
								<i class="the-outer-span"></i>
								<a href="http://www.beritasatu.com/fokus/benarkah-sbh-kelompok-kriminal">
									<img width="640" src="http://www.beritasatu.com/assets/images/img_place_b1.png" data-src="http://img.beritasatu.com/cache/beritasatu/640x441-2/fokus-1521140281-benarkah-sbh-kelompok-kriminal.jpg" class="lazyload hz_appear" alt="Benarkah SBH Kelompok Kriminal?">
								</a>
							</div>
							<div class="inner_big_post">
								<div class="p-absolute mb30 ml15 b15">
									<h4 class="xsmall-headline m0 orange"></h4>
								</div>
								<div class="title_post fokus-headline frr">
									<a href="http://www.beritasatu.com/fokus/benarkah-sbh-kelompok-kriminal">
										<p class="medium-headline m0">Benarkah SBH Kelompok Kriminal?</p>
									</a>
								</div>
							</div>
						</div>
						<div class="big_post col-lg-6 col-md-6 col-sm-12 col-xs-6 subscribe-home mt0">
							<div class="widget widget_newsletter customf-widget-newsletter mb20">
								<div class="header-newsletter">SUBSCRIBE NEWSLETTER</div>
				                <div class="inner-newsletter">
				                	<div class="newsletter-summary">
				                		<div class="row">
				                			<div class="col-md-12 col-sm-12 col-xs-12 text-center" style="display: table;">
				                				<span style="vertical-align: middle; line-height:1px; display:table-cell" class="newsletter-text">
				                					<i style="font-size:18px;padding: 10px" class="fa fa-envelope" aria-hidden="true"></i>Subscribe untuk berita terbaru.</span>
				                			</div>
				                		</div>
				                	</div>
				                	<div class="mt10"></div>
				                	<div class="row p10">
			                			<div class="col-md-12 text-center">
			                				<a href="http://www.beritasatu.com/member/subscribe"><button class="btn btn-daftardisini" type="submit">
						                        <span>KLIK</span>
						                   </button>
						               		</a>
			                			</div>
			                		</div>
				                </div>
							</div>
														 <div class="frame widget_recent_post mb10">
								<iframe src="http://www.beritasatu.com/widget/id" width="100%" frameborder="0" scrolling="no" id="idwidget" onload="idframeLoaded()"></iframe>
<script>
function idframeLoaded() {
  var iframeid = document.getElementById("idwidget");
  var id = iframeid.contentWindow.document.getElementsByTagName("img")[0];
  iframeid.height="";
  iframeid.height = id.height + "px";
}
</script>							</div>
							<div class="frame widget_recent_post mb-10">
								<iframe src="http://www.beritasatu.com/widget/sp" width="100%" frameborder="0" scrolling="no" id="spwidget" onload="spframeLoaded()">></iframe>
<script>
function spframeLoaded() {
  var iframesp = document.getElementById("spwidget");
  var sp = iframesp.contentWindow.document.getElementsByTagName("img")[0];
  console.log(sp.height);
  iframesp.height="";
  iframesp.height = sp.height + "px";
}
</script>							</div>
						</div>
					</div>
				</div>
				<div class="ads_in_block">
					<div class="ads-leaderboard">
<script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=108");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=a30b5891&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=108&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=a30b5891' border='0' alt='' /></a></noscript>
</div>				</div>
			</div>
		</div>

		<div class="posts_areaa customf-post-area col-md-8 w70">
			<div class="row mb20">
				<div class="block_posts block_4">
					<div class="block_inner row customf-block_inner">
						<div class="saujana-outer big_post col-lg-6 col-md-6 col-sm-6 col-xs-6 customf-kanal-list padding-left-0 padding-right-10">
							<div id="saujanahead-homepage">
								<a class="header-kanal text-center text-uppercase" href="http://www.beritasatu.com/saujana">Saujana</a>
							</div>
							<a href="http://www.beritasatu.com/saujana/483712-maluku-tenggara-bertekad-majukan-pariwisata.html">
								<i class="the-outer-span"></i>
								<figure class="latest-img">
									<img src="http://www.beritasatu.com/assets/images/img_place_b1.png" data-src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521283513.jpg" alt="Maluku Tenggara Bertekad Majukan Pariwisata" class="lazyload latest-cover">
								</figure>
							</a>
							<div class="latest-overlay"></div>
							<div class="latest-txt pl0">
								<div>
									<h4 class="xsmall-headline orange pl10"></h4>
								</div>
								<div class="syellow">
									<h2 class="latest-title medium-headline pl10 m0">
										<a href="http://www.beritasatu.com/saujana/483712-maluku-tenggara-bertekad-majukan-pariwisata.html">Maluku Tenggara Bertekad Majukan Pariwisata</a>
									</h2>
								</div>
							</div>
						</div>
						<div class="sains-outer big_post col-lg-6 col-md-6 col-sm-6 col-xs-6 customf-kanal-list padding-left-10 padding-right-0">
							<div id="sainshead-homepage">
								<a class="header-kanal text-center text-uppercase" href="http://www.beritasatu.com/sains">Sains</a>
							</div>
							<a href="http://www.beritasatu.com/sains/483676-v9-seri-selfie-pertama-vivo-dengan-kamera-belakang-ganda.html">
								<i class="the-outer-span"></i>
								<figure class="latest-img">
									<img src="http://www.beritasatu.com/assets/images/img_place_b1.png" data-src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521265198.jpg" class="lazyload latest-cover" alt="V9, Seri Selfie Pertama Vivo dengan Kamera Belakang Ganda">
								</figure>
							</a>
							<div class="latest-overlay"></div>
							<div class="latest-txt pl0">
								<div>
									<h4 class="xsmall-headline orange pl10"></h4>
								</div>
								<div class="sainsblue">
									<h2 class="latest-title medium-headline pl10 m0">
										<a href="http://www.beritasatu.com/sains/483676-v9-seri-selfie-pertama-vivo-dengan-kamera-belakang-ganda.html">V9, Seri Selfie Pertama Vivo dengan Kamera Belakang Ganda</a>
									</h2>
								</div>
							</div>
						</div>
						<div class="bhinneka-outer big_post col-lg-6 col-md-6 col-sm-6 col-xs-6 customf-kanal-list padding-left-0 padding-right-10">
							<div id="bhinnekahead-homepage">
								<a class="header-kanal text-center text-uppercase" href="http://www.beritasatu.com/newsindex/hiburan">Hiburan</a>
							</div>
							<a href="http://www.beritasatu.com/hiburan/483685-katy-perry-akan-konser-di-indonesia-ini-harga-tiketnya.html">
								<i class="the-outer-span"></i>
								<figure class="latest-img"><img src="http://www.beritasatu.com/assets/images/img_place_b1.png" data-src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1516870774.jpg" class="lazyload latest-cover" alt="Katy Perry Akan Konser di Indonesia, Ini Harga Tiketnya"></figure>
							</a>
							<div class="latest-overlay"></div>
							<div class="latest-txt pl0">
								<div>
									<h4 class="xsmall-headline orange pl10"></h4>
								</div>
								<div class="redbhinneka">
									<h2 class="latest-title medium-headline pl10 m0">
										<a href="http://www.beritasatu.com/hiburan/483685-katy-perry-akan-konser-di-indonesia-ini-harga-tiketnya.html">Katy Perry Akan Konser di Indonesia, Ini Harga Tiketnya</a>
									</h2>
								</div>
							</div>
						</div>
						<div class="kampus-outer big_post col-lg-6 col-md-6 col-sm-6 col-xs-6 customf-kanal-list padding-left-10 padding-right-0">
							<div id="kampushead-homepage">
								<a class="header-kanal text-center text-uppercase" href="http://www.beritasatu.com/newsindex/olahraga">Olahraga</a>
							</div>
							<a href="http://www.beritasatu.com/olahraga/483735-spurs-ke-semifinal-usai-permalukan-swansea.html">
								<i class="the-outer-span"></i>
								<figure class="latest-img">
									<img src="http://www.beritasatu.com/assets/images/img_place_b1.png" data-src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521296694.jpg" alt="Spurs ke Semifinal Usai Permalukan Swansea" class="lazyload latest-cover">
								</figure>
							</a>
							<div class="latest-overlay"></div>
							<div class="latest-txt pl0">
								<div>
									<h4 class="xsmall-headline orange pl10">Piala FA</h4>
								</div>
								<div class="darkbluecampus">
									<h2 class="latest-title medium-headline pl10 m0">
										<a href="http://www.beritasatu.com/olahraga/483735-spurs-ke-semifinal-usai-permalukan-swansea.html">Spurs ke Semifinal Usai Permalukan Swansea</a>
									</h2>
								</div>
							</div>
						</div>
					</div>
				</div>
				<div class="block_posts block_3 block_multimedia">
					<div id="multimediahead-homepage">
						<a class="header-kanal text-center text-uppercase" href="http://www.beritasatu.com/multimedia">Multimedia</a>
					</div>
					<div class="row mrl0">
						<div class="col-lg-12 col-md-12 col-sm-12 col-xs-12 col-multimedia-big-img">
							<a href="http://www.beritasatu.com/galeri-foto/8585-pengamanan-pecalang-nyepi-di-bali.html" class="biglink">
								<img class="lazyload" src="http://www.beritasatu.com/assets/images/img_place_b1.png" data-src="http://img.beritasatu.com/cache/beritasatu/910x580-2/1521267742.jpg" alt="Pengamanan "Pecalang" Nyepi di Bali">
							</a>
							<i class="the-outer-span"></i>
							<div class="inner_big_post headline">
								<div class="title_post multimedia-border">
									<a href="http://www.beritasatu.com/galeri-foto/8585-pengamanan-pecalang-nyepi-di-bali.html">
										<h2 class="medium-headline mb0">Pengamanan "Pecalang" Nyepi di Bali</h2>
									</a>
								</div>
							</div>

						</div>
					</div>
					<div class="block_inner small-multimedia-img">
						<div class="featured_cat_slider">
							<div id="featured_cat_post">
																																											<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8584-pawai-ogohogoh-jelang-nyepi.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521205449.jpg" alt="Pawai Ogoh-ogoh Jelang Nyepi">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8584-pawai-ogohogoh-jelang-nyepi.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Pawai Ogoh-ogoh Jelang Nyepi</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8583-presiden-jokowi-bertemu-pimpinan-bank-umum.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521113845.jpg" alt="Presiden Jokowi Bertemu Pimpinan Bank Umum ">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8583-presiden-jokowi-bertemu-pimpinan-bank-umum.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Presiden Jokowi Bertemu Pimpinan Bank Umum </h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8582-penyelesaian-proyek-underpass-mampang.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521112965.jpg" alt="Penyelesaian Proyek Underpass Mampang">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8582-penyelesaian-proyek-underpass-mampang.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Penyelesaian Proyek Underpass Mampang</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8581-gabungan-mahasiswa-serbu-mk-tolak-uu-md3.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521045529.jpg" alt="Gabungan Mahasiswa Serbu MK Tolak UU MD3">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8581-gabungan-mahasiswa-serbu-mk-tolak-uu-md3.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Gabungan Mahasiswa Serbu MK Tolak UU MD3</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8580-trotoar-senayan-berbenah-sambut-asian-games-2018.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521044862.jpg" alt="Trotoar Senayan Berbenah Sambut Asian Games 2018">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8580-trotoar-senayan-berbenah-sambut-asian-games-2018.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Trotoar Senayan Berbenah Sambut Asian Games 2018</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8579-polda-metro-jaya-rilis-tindak-pidana-perjudian-rumah-kosong.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521043934.jpg" alt="Polda Metro Jaya Rilis Tindak Pidana Perjudian Rumah Kosong">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8579-polda-metro-jaya-rilis-tindak-pidana-perjudian-rumah-kosong.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Polda Metro Jaya Rilis Tindak Pidana Perjudian Rumah Kosong</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8578-prosesi-upacara-melasti-di-petitenget-bali.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1521013084.jpg" alt="Prosesi Upacara Melasti di Petitenget Bali">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8578-prosesi-upacara-melasti-di-petitenget-bali.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Prosesi Upacara Melasti di Petitenget Bali</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8577-proyek-jalan-tol-depokantasari.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1520852196.jpg" alt="Proyek Jalan Tol Depok-Antasari">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8577-proyek-jalan-tol-depokantasari.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Proyek Jalan Tol Depok-Antasari</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																																			<div class="item">
									  	<div class="img_post">
									  		<a href="http://www.beritasatu.com/galeri-foto/8576-permintaan-gula-rafinasi-meningkat.html">
									  			<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/1520851238.jpg" alt="Permintaan Gula Rafinasi Meningkat">
									  		</a>
									  	</div>
									  	<i class="the-outer-span"></i>
									  	<div class="featured_title_post">
						                	<div class="caption_inner">
						                  		<a href="http://www.beritasatu.com/galeri-foto/8576-permintaan-gula-rafinasi-meningkat.html">
						                  			<h2 class="title_post medium-headline" style="margin:0px">Permintaan Gula Rafinasi Meningkat</h2>
						                  		</a>
						                	</div>
						            	</div>

									</div>
																								</div>
						</div>
					</div>
				</div>
			</div>
			<div class="row">
				<div class="col-md-6 prl0">
					<div class="widget widget_recent_post tajuk">
						<div class="header-ustory"><a class="white" href="http://www.beritasatu.com/newsindex/tajuk">TAJUK</a></div>
						<ul class="recent_post">
																					<li>
								<div class="widget_post_info">
									<div class="post_meta mt0" style="margin-top: 0;">
																					<img src="http://www.beritasatu.com/assets/img/ID-logo.jpg" alt="Logo ID">
																				<span class="title_meta">
											<a class="medium-headline" href="http://www.beritasatu.com/tajuk/5816-rupiah-ke-15000.html.html">Rupiah ke 15.000?</a>
										</span>
									</div>
								</div>
							</li>
																					<li>
								<div class="widget_post_info">
									<div class="post_meta mt0" style="margin-top: 0;">
																					<img src="http://www.beritasatu.com/assets/img/sp-logo.jpg" alt="Logo SP" >
																				<span class="title_meta">
											<a class="medium-headline" href="http://www.beritasatu.com/tajuk/5817-kpk-tak-berpolitik.html.html">KPK Tak Berpolitik</a>
										</span>
									</div>
								</div>
							</li>
													</ul>
					</div>
				</div>
				<div class="col-md-6 prl0">
					<div class="widget widget_recent_post">
						<div class="header-ustory"><a class="white" href="http://www.beritasatu.com/newsindex/opini">OPINI</a></div>
						<ul class="recent_post">
																		<li>
							<figure class="widget_post_thumbnail">
								<a href="http://www.beritasatu.com/opini/5795-populisme-bagi-rakyat-kecil-antara-janji-dan-realita.html">
									<img src="http://img.beritasatu.com/beritasatu/blogpict/rian-ernest-t-1520230824.jpg" alt="Populisme bagi Rakyat Kecil, Antara Janji dan Realita">Rian Ernest T								</a>
							</figure>
							<div class="widget_post_info">
								<div class="ustory-author fr">Rian Ernest T</div>
								<div class="post_meta mt0">
									<span class="title_meta"><a href="http://www.beritasatu.com/opini/5795-populisme-bagi-rakyat-kecil-antara-janji-dan-realita.html.html">Populisme bagi Rakyat Kecil, Antara Janji dan Realita</a></span>
								</div>
															</div>
						</li>
																		<li>
							<figure class="widget_post_thumbnail">
								<a href="http://www.beritasatu.com/opini/5774-pilkada-bersih-politik-uang.html">
									<img src="http://img.beritasatu.com/beritasatu/blogpict/hendardi-1519010920.jpg" alt="Pilkada Bersih Politik Uang?">Hendardi								</a>
							</figure>
							<div class="widget_post_info">
								<div class="ustory-author fr">Hendardi</div>
								<div class="post_meta mt0">
									<span class="title_meta"><a href="http://www.beritasatu.com/opini/5774-pilkada-bersih-politik-uang.html.html">Pilkada Bersih Politik Uang?</a></span>
								</div>
															</div>
						</li>
												</ul>
					</div>
				</div>
				<div class="col-md-12 prl0 mb20">
					<div class="widget widget_recent_post">
						<div class="header-ustory"><a class="white" href="http://www.beritasatu.com/newsindex/figur">FIGUR</a></div>
																			<div class="col-md-6 col-sm-6 pt10 mb20 list-figure ">
								<figure class="widget_post_thumbnail">
									<a href="http://www.beritasatu.com/figur/482802-jadilah-yang-pertama-bukan-hanya-yang-terbesar.html">
										<img src="http://img.beritasatu.com/cache/beritasatu/92x92-2/1520837118.jpg" alt="Jackson Tandiono">Jackson Tandiono									</a>
								</figure>
								<div class="widget_post_info">
									<div class="ustory-author fr">Jackson Tandiono</div>
									<div class="post_meta mt0">
										<span class="title_meta"><a href="http://www.beritasatu.com/figur/482802-jadilah-yang-pertama-bukan-hanya-yang-terbesar.html.html">"Jadilah yang Pertama, Bukan Hanya yang Terbesar"</a></span>
									</div>
																	</div>
						</div>
																			<div class="col-md-6 col-sm-6 pt10 mb20 list-figure last">
								<figure class="widget_post_thumbnail">
									<a href="http://www.beritasatu.com/figur/481041-tak-mau-gegabah.html">
										<img src="http://img.beritasatu.com/cache/beritasatu/92x92-2/1519652173.jpg" alt="Agus Harimurti Yudhoyono">Agus Harimurti Yudhoyono									</a>
								</figure>
								<div class="widget_post_info">
									<div class="ustory-author fr">Agus Harimurti Yudhoyono</div>
									<div class="post_meta mt0">
										<span class="title_meta"><a href="http://www.beritasatu.com/figur/481041-tak-mau-gegabah.html.html">Tak Mau Gegabah</a></span>
									</div>
																	</div>
						</div>
											</div>
				</div>
							</div>
					</div>
		<div class="sidebar customf-sidebar col-md-4 w30">
			<div class="row">
				<div class="inner_sidebar">
					<div class="widget widget_recent_post mb20">
						<div class="header-ustory">
	<a style="color:#fff" href="http://www.beritasatu.com/newsindex/berita-grafik">Berita Grafik</a>
</div>
<div>
	<a href="http://www.beritasatu.com/berita-grafik/483522-motogp-2018.html">
		<img src="http://img.beritasatu.com/cache/beritasatu/300x0-3/1521188119.jpg" style="width:100%"/>
	</a>
	
</div>
					</div>
					<div class="widget widget_recent_post mb20">
						<div class="header-ustory">
	<a style="color:#fff" href="">E-Commerce</a>
</div>
<div>
	<img src="http://img.beritasatu.com/cache/beritasatu/320x220-2/GFX_1503_RUL_ECOMMERCE_2130.jpg" alt="GFX_1503_RUL_ECOMMERCE_2130.jpg" title="GFX_1503_RUL_ECOMMERCE_2130.jpg" style="width:100%"/>
</div>
					</div>
															<div class=" mb15 widget widget_recent_post text-center">
	<script type="text/javascript" src="http://jakartaglobe.id/assets/jg_widget.js"></script>
	<iframe id="jg-widget" src="http://jakartaglobe.id/widget/latest_news/" frameborder="0" style="margin:0; border:none; overflow:hidden;" scrolling="no"></iframe>
</div>
<div class="widget widget_recent_post mb15 text-center">
	<iframe src="http://globeasia.com/globeasia/widget/" width="300" height="278" frameborder="0"></iframe>	
</div>
<div class="widget widget_recent_post mb15 text-center">
	<iframe src="http://thepeakmagazine.id/the_peak/widget/" width="300" height="278" frameborder="0"></iframe>
</div>
<div class="widget widget_recent_post mb15 text-center">
	<iframe src="http://www.1health.id/id/widget/single" scrolling="no" style="overflow: scroll;" height="150" frameborder="0" width="100%"></iframe>
</div>					<div class="widget widget_advertisement customf-mr">
						<div class="ads_wid">
							<script type='text/javascript'><!--//<![CDATA[
   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
   var m3_r = Math.floor(Math.random()*99999999999);
   if (!document.MAX_used) document.MAX_used = ',';
   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
   document.write ("?zoneid=112");
   document.write ('&amp;cb=' + pcat);
   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
   document.write ("&amp;loc=" + escape(window.location));
   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
   if (document.context) document.write ("&context=" + escape(document.context));
   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
   document.write ("'><\/scr"+"ipt>");
//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=adc46e3f&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=112&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=adc46e3f' border='0' alt='' /></a></noscript>


					</div>
				</div>
			</div>
		</div>
	</div>
</div>

<a href="http://www.beritasatu.com/" class="fix-home z-i9"></a>
<a href="#home" id="back-to-top" class="back-to-top z-i9"></a>

<div id="footer" class="footer container-fulid">
	<footer class="main_footer">
		<div class="container">
			<div class="row hidden-xs hidden-sm">
				<div class="col-md-8">
					<div class="footer_nav_bar">
<nav id="footer_nav_wrap" class="mt10">
<ul>
  <li>
    <ul>
    	<li><a href="http://www.beritasatu.com/satu" class="fr">SATU</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/nasional">Nasional</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/jakarta">Megalopolis</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/ekonomi">Ekonomi</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/dunia">Dunia</a></li>
    </ul>
  </li>
  
  <li>
  	<ul>
    	<li><br></li>
    	<li><a href="http://www.beritasatu.com/newsindex/olahraga">Olahraga</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/hiburan">Hiburan</a></li>
    	
  	</ul>
  </li>
  
  <li>
    <ul>
    	<li><a href="http://www.beritasatu.com/saujana" class="fr">SAUJANA</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/kultur">Kultur</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/histori">Histori</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/figur">Figur</a></li>
    </ul>
  </li> 
  
  <li>
    <ul>
    	<li><br></li>
    	<li><a href="http://www.beritasatu.com/newsindex/rehat">Rehat</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/rasa">Rasa</a></li>
    </ul>
  </li>
  
  <li>
    <ul>
    	<li><a href="http://www.beritasatu.com/sains" class="fr">SAINS</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/geo">Geo</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/teknologi">Teknologi</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/gawai">Gawai</a></li>
    	<li><a href="http://www.beritasatu.com/newsindex/oto">Oto</a></li>
    </ul>
  </li>
  
  <li>
  	<ul>
    	<li><a href="http://www.beritasatu.com/politik" class="fr">POLITIK</a></li>
    	<li><a href="http://www.beritasatu.com/fokus" class="fr">FOKUS</a></li>
  		<li><a href="http://www.beritasatu.com/newsindex/tajuk" class="fr">TAJUK</a></li>
  		<li><a href="http://www.beritasatu.com/newsindex/opini" class="fr">OPINI</a></li>
  	</ul>
  </li> 
  
  <li>
  	<ul>
  		<li><a href="http://www.beritasatu.com/beritasatutv" class="fr">B1.TV</a></li>
  		<li><a href="http://www.beritasatu.com/multimedia" class="fr">MULTIMEDIA</a></li>
  		  	</ul>
  </li>
</ul>
</nav>
</div>				</div>
				<div class="col-md-4 text-center">
					<div class="db w100 ml-10">
						<!-- weather widget start -->
						<a target="_blank" href="http://www.booked.net/weather/jakarta-18977">
							<img src="https://w.bookcdn.com/weather/picture/32_18977_1_1_34495e_250_2c3e50_ffffff_ffffff_1_2071c9_ffffff_0_6.png?scode=124&domid=w209&anc_id=59543"  alt="booked.net"/>
						</a>
						<!-- weather widget end -->
					</div>
				</div>
			</div>
			<div class="row mr0">
				<div class="col-md-8">
					<div class="row">
						<div class="col-md-12 hidden-md hidden-lg linkmobile">
							<ul class="footer-statik-menu">
								<li>
									<a href="http://www.beritasatu.com/tentang-kami">Tentang Kami</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/redaksi">Redaksi</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/assets/misc/Jurnalisme-Positif.pdf" target="_blank">Jurnalisme Positif</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/info-iklan">Info Iklan</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/ketentuan-khusus">Ketentuan Khusus</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/karir">Karir</a>
								</li>
							</ul>
						</div>
						<div class="col-md-3 col-xs-12 col-sm-12 outer-footer-logo-b1">
							<div class="inner-footer-logo-b1">
								<img class="footer-logo hz_appear" src="http://www.beritasatu.com/assets/img/news/news_logo.png">
							</div>
						</div>
						<div class="col-md-3 col-xs-12 col-sm-12 media-partner-outer">
							<img class="footer-logo amsi hz_appear" src="http://www.beritasatu.com/assets/images/amsi_cropped.jpg">
						</div>
						<div class="col-md-12 hidden-xs hidden-sm">
							<ul class="footer-statik-menu">
								<li>
									<a href="http://www.beritasatu.com/tentang-kami">Tentang Kami</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/redaksi">Redaksi</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/jurnalisme-positif" target="_blank">Jurnalisme Positif</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/info-iklan">Info Iklan</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/ketentuan-khusus">Ketentuan Khusus</a>
								</li>
								<li>
									<a href="http://www.beritasatu.com/karir">Karir</a>
								</li>
							</ul>
						</div>
					</div>
					<p class="footer-address hidden-xs hidden-sm mt10">
						Berita Satu Plaza, Lantai 11 Kav. 35-36,
						Jl. Jend. Gatot Subroto, Jakarta Selatan, Jakarta 12950
						Telp: +62 21 2995 7500
						Fax: +62 21 5277975
						BeritaSatu Media Holdings
					</p>
				</div>
				<div class="col-md-4 text-center">
			   		<div class="row hidden-xs hidden-sm">
				   		<div class="social_icon">
							<span><a class="footer-socmed fb" target="blank" href="https://www.facebook.com/beritasatu">
								<i alt="facebook" class="fa fa-facebook"></i></a></span>
							<span><a class="footer-socmed tw" target="blank" href="https://twitter.com/beritasatu">
								<i alt="twitter" class="fa fa-twitter"></i></a></span>
							<span><a class="footer-socmed ig" target="blank" href="https://www.instagram.com/beritasatu/">
								<i alt="instagram" class="fa fa-instagram"></i></a></span>
							<span><a class="footer-socmed email" target="blank" href="https://www.youtube.com/user/BeritaSatu">
								<i alt="youtube" class="fa fa-youtube"></i></a></span>
						</div>
					</div>
					<div class="row">
				   		<a href="http://brt.st/ios" target="_blank">
				   			<img class="hz_appear w100p" alt="ios" src="http://www.beritasatu.com/assets/img/app-download-buttons_ios.png">
				   		</a>
				   		<a href="http://brt.st/android" target="_blank">
				   		<img class="hz_appear w100p" alt="android" src="http://www.beritasatu.com/assets/img/app-download-buttons_android.png" >
				   		</a><br />
				   		<p class="footer-copy">Copyright @ 2018 BeritaSatu <br />Allright Reserved</p>
			   		</div>
				</div>
			</div>
		</div>
	</footer>
</div> </div> </div>

			<!-- Popup Large -->
<style>
	.custom-modal-lg {
		width: 785px;
		height: 440px;
	}
	.close-ads{
	    background: #000;
	    padding: 3px 10px;
	    border: 0;
	    border-radius: 0;
	    padding-left: 35px;
	    display: inline-block;
	    color: #fff;
	    font: 11px/16px Helvetica,Arial,sans-serif;
	    text-transform: uppercase;
	    cursor: pointer;
	    position: relative;
	    /* margin-bottom: -30px; */
	}
	.close-ads:before{
		position: absolute;
		top: 0;
		left: 0;
		content: 'x';
		padding: 3px 8px;
		background: #A51820;
	}
	.close-ads:hover{
		background: #C41B22;
		color: #fff;
	}
</style>

<div id="b1-popup-large" class="modal fade" tabindex="-1" role="dialog">
    <div class="modal-dialog custom-modal-lg" role="document">
    	<div style="width:100%; margin:0; text-align: right;"> 
			<span class="btn btn-default close-ads" data-dismiss="modal">Close</span>
        </div>
        <div class="modal-content">
            	<script type='text/javascript'><!--//<![CDATA[
			   var m3_u = (location.protocol=='https:'?'https://ad.beritasatumedia.com/ads/www/delivery/ajs.php':'http://ad.beritasatumedia.com/ads/www/delivery/ajs.php');
			   var m3_r = Math.floor(Math.random()*99999999999);
			   if (!document.MAX_used) document.MAX_used = ',';
			   document.write ("<scr"+"ipt type='text/javascript' src='"+m3_u);
			   document.write ("?zoneid=25");
			   document.write ('&amp;cb=' + pcat);
			   if (document.MAX_used != ',') document.write ("&amp;exclude=" + document.MAX_used);
			   document.write (document.charset ? '&amp;charset='+document.charset : (document.characterSet ? '&amp;charset='+document.characterSet : ''));
			   document.write ("&amp;loc=" + escape(window.location));
			   if (document.referrer) document.write ("&amp;referer=" + escape(document.referrer));
			   if (document.context) document.write ("&context=" + escape(document.context));
			   if (document.mmm_fo) document.write ("&amp;mmm_fo=1");
			   document.write ("'><\/scr"+"ipt>");
			//]]>--></script><noscript><a href='http://ad.beritasatumedia.com/ads/www/delivery/ck.php?n=ae3b8c38&amp;cb=INSERT_RANDOM_NUMBER_HERE' target='_blank'><img src='http://ad.beritasatumedia.com/ads/www/delivery/avw.php?zoneid=25&amp;cb=INSERT_RANDOM_NUMBER_HERE&amp;n=ae3b8c38' border='0' alt='' /></a></noscript>
        </div>
        <!-- /.modal-content -->
    </div>
    <!-- /.modal-dialog -->
</div>

<script type="text/javascript">
$(document).ready(function() {
	
	//var winds = $(document);
	var windH = window.innerHeight;
	var screenImage = $(".modal-content a img");
	var theImage = new Image();
	theImage.src = screenImage.attr("src");
	
	var imageWidth = theImage.width;
	var imageHeight = theImage.height;
	
	$('#b1-popup-large').css('top', function() {
		return (windH-440) / 2;
	});
	
	if( (imageWidth > 0 && imageHeight > 0) || $('#b1-popup-large iframe').length > 0) {
		$('#b1-popup-large').modal('show');
		$('#b1-popup-mobile-portrait').modal('hide');
	} else {
		//$('#b1-popup-large').modal('hide');
		//$('#b1-popup-large').attr('style', 'display: none !important');
		$('.modal-backdrop').attr('style', 'display: none !important');
		$('#b1-popup-large').modal('hide');
		$('#b1-popup-mobile-portrait').modal('hide');
	}	
	
	//$('#b1-popup-large').modal('show');
	
	//$('#b1-popup-mobile').modal('hide');
	
	// $.get("http://ad.beritasatumedia.com/ads/www/delivery/ajs.php?zoneid=25&cb=bisnis", function(data) {
		// console.log(data);
	// });	
});
</script>		<link rel="stylesheet" href="http://www.beritasatu.com/assets/css/bootstrap-datepicker3.min.css" />
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/bootstrap.min.js"></script>
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/moment.js"></script>
	<script src="https://cdnjs.cloudflare.com/ajax/libs/bootstrap-datepicker/1.3.0/js/bootstrap-datepicker.js"></script>
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/owl.carousel.js"></script>
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/jquery.bxslider.min.js"></script>
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/isotope.js"></script>
	<script type="text/javascript" src="https://s7.addthis.com/js/300/addthis_widget.js"></script>
	<script type="text/javascript" src="http://www.beritasatu.com/assets/js/hamzh.js"></script>
	<script src="http://www.beritasatu.com/assets/js/sticky-kit.js"></script>
	 
	<script type="text/javascript">
		var hcontent = $('.left-area').height();
		var hright	 = $('.right-area').height();

		if((hcontent-hright) > 0) {
			$('.landing-mr-last').attr('style', 'height:'+(hcontent-hright)+'px');
		}

		if (window.matchMedia('screen and (min-width: 992px)').matches) {
			$('.fixed-sosmed-article').stick_in_parent({
									offset_top: 32
							});
		} else if(window.matchMedia('screen and (max-width: 991px)').matches) {
			$('.fixed-sosmed-article').stick_in_parent({
				offset_top: 50
			});
		} else {

		}
	</script>
		
	<script>
		lazyload();
	</script>
</body>
</html>