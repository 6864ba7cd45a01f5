                                <!--2018-03-21 06:12:14-->
<!DOCTYPE html>
<html lang="en">
<head>
<title>NETRALNEWS.COM - Cermin Bangsa</title> 
 
<meta HTTP-EQUIV="Cache-Control" CONTENT="private, max-age=5400, pre-check=5400">

<meta HTTP-EQUIV="Expires" CONTENT="Thu, 22 Mar 18 06:12:14 +0700">  
<link rel="shortcut icon" href="http://www.netralnews.com/faicons.png" />   
 <meta http-equiv="refresh" content="900" />
 
<meta charset="utf-8"> 
<meta name="description" content="NETRALNEWS.COM : situs berita nasional yang menyajikan informasi bisnis, keuangan, gaya hidup, hiburan, olahraga, dan teknologi secara berimbang dan f... ">
<meta name="googlebot-news" content="index,follow"  /> 
<meta name="googlebot"  content="index,follow" /> 
<meta name="robots" content="index,follow" />  
<meta name="language" content="id" /> 
<meta name="author" content="Netralnews.Com">
<meta name="alexaVerifyID" content="p7WJvB_a1O-p1hqyqxyA6aRfGik"/>
<meta name="keywords" content="bisnis,ekonomi,industri, netral,netralnews.com" />  
<meta name="news" content="bisnis,ekonomi,industri, netral,netralnews.com" />  
<!-- S:fb meta -->
<meta property="fb:app_id" content="638989669550760" /> 
<meta property="og:type" content="article" />
<meta property="og:image" content="http://www.netralnews.com/images/ficon.png" />
<meta property="og:title" content="Netralnews.com - NETRALNEWS.COM - Cermin Bangsa" />
<meta property="og:url" content="http://www.netralnews.com/" />
<meta property="og:site_name" content="netralnews.com" />
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="641">
<meta property="og:image:height" content="452">
<meta property="og:description" content="NETRALNEWS.COM : situs berita nasional yang menyajikan informasi bisnis, keuangan, gaya hidup, hiburan, olahraga, dan teknologi secara berimbang dan faktual" />  
<!-- e:fb meta --> 
<meta name="google-site-verification" content="r9UYxIQKZmwWgI9pB1s-7oq5DolH35CUxz9gIxJZKWM" />
<meta content="id" name="language" />
<meta content="id" name="geo.country" />
<meta http-equiv="content-language" content="In-Id" />
<meta content="Indonesia" name="geo.placename" />
<!-- S:tweeter card -->
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:site" content="@netralnews" />
<meta name="twitter:creator" content="@netralnews">
<meta name="twitter:title" content="Netralnews.com - NETRALNEWS.COM - Cermin Bangsa" />
<meta name="twitter:description" content="NETRALNEWS.COM : situs berita nasional yang menyajikan informasi bisnis, keuangan, gaya hidup, hiburan, olahraga, dan teknologi secara berimbang dan faktual" />
<meta name="twitter:image" content="http://www.netralnews.com/images/ficon.png" />
<!-- E:tweeter card -->
 
<!-- Start Alexa Certify Javascript -->
<script type="text/javascript">
_atrk_opts = { atrk_acct:"FG9+m1aMp4Z3bm", domain:"netralnews.com",dynamic: true};
(function() { var as = document.createElement('script'); as.type = 'text/javascript'; as.async = true; as.src = "https://d31qbv1cthcecs.cloudfront.net/atrk.js"; var s = document.getElementsByTagName('script')[0];s.parentNode.insertBefore(as, s); })();
</script>
<noscript><img src="https://d5nxst8fruw4z.cloudfront.net/atrk.gif?account=FG9+m1aMp4Z3bm" style="display:none" height="1" width="1" alt="" /></noscript>
<!-- End Alexa Certify Javascript -->


<!-- Facebook Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '191397138030754'); // Insert your pixel ID here.
fbq('track', 'PageView');

</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=191397138030754&ev=PageView&noscript=1"
/></noscript>


<!-- DO NOT MODIFY -->
<!-- End Facebook Pixel Code --> 
<link type="text/css" rel="stylesheet" href="http://www.netralnews.com/theme/css/netralnews.css">
<link type="text/css" rel="stylesheet" href="http://www.netralnews.com/theme/css/style_new.css">
<link rel="stylesheet" type="text/css" href="http://www.netralnews.com/theme/css/font.css">

	    <script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
		<script async='async' src='https://www.googletagservices.com/tag/js/gpt.js'></script>
<script>
  var googletag = googletag || {};
  googletag.cmd = googletag.cmd || [];
</script>
<script>
  googletag.cmd.push(function() {
    googletag.defineSlot('/21622890900/id_netralnews.com_pc_cate_right_300x600', [300, 600], 'div-gpt-ad-1511175670242-0').addService(googletag.pubads());
    googletag.pubads().enableSingleRequest();
    googletag.enableServices();
  });
</script>

 <style>
    ul.nav__sub.nav__sub--ekonomi {
    padding-left: 260px;
}
</style>

	<script src="http://www.netralnews.com/js/jquery.min.js" type="text/javascript"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-74234540-1"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'UA-74234540-1'); 
</script>
<script>
    $( document ).ready(function() {
         $("#playerId").width(650);
    // Focus auto-focus fields 
 

// Initialize auto-hint fields 
$('#search').focus(function() {
    if ($(this).val() == $(this).attr('title')) {
        $(this).val('');
        $(this).removeClass('auto-hint');
    }
});

$('#search').blur(function() {
    if ($(this).val() == '' && $(this).attr('title') != '') {
        $(this).val($(this).attr('title'));
        $(this).addClass('auto-hint');
    }
});

$('#search').each(function() {
    if ($(this).attr('title') == '') {
        return;
    }
    if ($(this).val() == '') {
        $(this).val($(this).attr('title'));
    }
    else {
        $(this).removeClass('auto-hint');
    }
}); });
</script>
</head>
<body>
<div class="htop">
    <ul class="htop__row">
	     
		   <li class="htop__item"><a class="htop__link" href="http://www.netralnews.com/quiz" target="_blank" style="color:#e5252a">Netral Quiz</a></li>
       
        <li class="htop__item"><a class="htop__link" href="http://www.en.netralnews.com/" target="_blank" style="color:#e5252a">Netral English</a></li>
		<li class="htop__item"><a class="htop__link" href="http://www.ch.netralnews.com/" target="_blank" style="color:#e5252a">Netral Mandarin</a></li>
		 <li class="htop__item"><a class="htop__link" href="http://voice.netralnews.com" target="_blank" style="color:#e5252a">Netral Voice</a></li> 
         <!-- <li class="htop__item"><a class="htop__link" href="http://www.jurnalisme.netralnews.com" target="_blank" style="color:#e5252a">jurnalisme warga</a></li> -->
       
    </ul>
</div>

 
<div class="container">
	
	<!-- header -->
	<div class="header">
		<div class="header__top clearfix mbt10">
			 <div class="header__col2"> 
			 	<h2 class="logo"> 
					<a href="http://www.netralnews.com">
						<img src="http://www.netralnews.com/theme_news/images/logo_nnc.png" alt="netralnews.com"> 
					</a>
				</h2>
				
				
			</div>
			  				 

			
			<div class="header__col" style="float:right;"> 
				<div class="new_search">
				<form  method="POST"   action="http://www.netralnews.com/news/landingsearch"  >
	 
					<input type="text" name="q" title="Cari.."  class="text auto-hint" id="search"/>
					<input type="submit" class="btn_s" value="">
				</form>
				</div> 
				<div class="clearfix"></div>
				
			</div>
			<div class="header__calendar">	 
				Rabu, 21 Maret 2018 | 06:12 WIB	
				 </div>
		</div>
 

 
	<div class="header__bottom">
			<ul class="nav clearfix" ><li class="nav__item"><a class="nav__link active" href="http://www.netralnews.com/" >Home</a><li class="nav__item " ><a class="nav__link " href="http://www.netralnews.com/news/nasional" style="margin-left:-2px;">Nasional</a><ul class="nav__sub nav__sub--eko"><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/politik">Politik</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/hukum">Hukum</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/nusantara">Nusantara</a></li>  <li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/hankam">Hankam</a></li> 
			</ul></li><li class="nav__item "><a class="nav__link  " href="http://netralnews.com/news/internasional" style="margin-left:-2px;">Internasional</a>   </li>
			 
			<li class="nav__item ">
			<a class="nav__link  " href="#" style="margin-left:-2px;">Ekonomi</a>
			<ul class="nav__sub nav__sub--ekonomi"> 
				<li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/ekonomi">Makro</a></li>
				<li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/ekonomimikro">Mikro</a></li>
				<li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/otomotif">Otomotif</a></li>
				</ul></li> 
			
			<li class="nav__item   "><a class="nav__link  " href="http://www.netralnews.com/news/megapolitan" style="margin-left:-2px;">Megapolitan</a></li><li class="nav__item "><a class="nav__link   " href="http://www.netralnews.com/news/olahraga" style="margin-left:-2px;">Olahraga</a> </li><li class="nav__item "><a class="nav__link " href="http://www.netralnews.com/news/bola" style="margin-left:-2px;">Bola</a> </li><li class="nav__item "><a class="nav__link " href="http://www.netralnews.com/news/kesra" style="margin-left:-2px;">Kesra</a><ul class="nav__sub nav__sub--female"><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/kesehatan">Kesehatan</a><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/religi">Religi</a><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/pendidikan">Pendidikan</a><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/lingkungan" >Lingkungan</a><a class="nav__sublink" href="http://www.netralnews.com/news/sains" >Sains</a> </ul></li><li class="nav__item "><a class="nav__link " href="http://www.netralnews.com/news/opini" style="margin-left:-2px;">Opini</a> </li>
			
			<li class="nav__item "><a class="nav__link " href="http://www.netralnews.com/news/gayahidup" style="margin-left:-2px;">Gaya Hidup</a>
			<ul class="nav__sub nav__sub--travel"><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/hiburan">Hiburan</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/ritel">Ritel</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/wisata">Wisata</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/tekno">Tekno</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/kuliner">Kuliner</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/healthy_life">Healthy Life</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/cantik_gaya">Cantik & Gaya</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/romansa" >Romansa</a></li></ul></li>
			
			<li class="nav__item "><a class="nav__link  " href="#" style="margin-left:-2px;">Multimedia</a><ul class="nav__sub nav__sub--foto"><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/gallery">Foto</a></li><li class="nav__subitem" ><a class="nav__sublink" href="http://www.netralnews.com/news/video">Video</a></li></ul></li>
			<li class="nav__item "><a class="nav__link  " href="http://www.netralnews.com/news/persona" style="margin-left:-2px;">PERSONA</a>            </li>
			<li class="nav__item "><a class="nav__link  " href="http://www.netralnews.com/news/rsn" style="margin-left:-2px;">RSN</a>            </li>
			<li class="nav__item "><a class="nav__link  " href="http://www.netralnews.com/news/rebranding" style="margin-left:-2px;">Rebranding</a>   </li>
			</ul>		</div>
		 
	</div> 
 
  

 <!-- main -->
 <div class="col-offset-fluid mt2 clearfix">
<!--<div class="col-md-16 col-lg-16" style="  margin-right:10px; margin-top:-5px; margin-bottom:5px; margin-left:10px;">
    <a href="http://sahabatpegadaian.com/pegadaian-berburu-seru/?utm_source=netralnews&utm_medium= banner&utm_campaign=berburu_seru" target="_blank"><img  class="img-responsive" src="http://www.netralnews.com/ads/banner-pegadaian-rev.jpg" style="width:100%;" /></a>

 </div>-->
 
 
 
 <br> 

 	
		<div class="col-70">
			
			<!-- headline -->
<div class="hl clearfix" style="margin-top:-10px;">
    <div class="flexslider hl__big js-hl" id="hl-gallery">
       <ul class="slides hl__bigwrap clearfix">
             <li class="hl__item hl__item--big">
<div class="hl__category"> Headline </div>
<img src="http://www.netralnews.com/foto/2018/03/21/675-wakil_ketua_badan_legislasi_dpr_ri_firman_subagyo-718x452.jpg" alt="Di Indonesia Beredar 71 Jenis Narkoba"/>
<div class="hl__gradient">
<div class="hl__title">
	<h2><a class="hl__link"  href="http://www.netralnews.com/news/hukum/read/133328/di.indonesia.beredar.71.jenis.narkoba">Di Indonesia Beredar 71 Jenis Narkoba</a></h2>
</div>
</div>
</li>
															
 
 <li class="hl__item hl__item--big">
<div class="hl__category"> Headline </div>
<img src="http://www.netralnews.com/foto/2018/03/21/228-_kolonel_pnb_mj_hanafie-718x452.jpg" alt="TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie "/>
<div class="hl__gradient">
<div class="hl__title">
	<h2><a class="hl__link"  href="http://www.netralnews.com/news/nasional/read/133330/tni.au.berduka.atas.meninggalnya..kolone">TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie </a></h2>
</div>
</div>
</li>
															
 
 <li class="hl__item hl__item--big">
<div class="hl__category"> Headline </div>
<img src="http://www.netralnews.com/foto/2018/03/21/531-kevin_sanjaya_sukamuljomarcus_fernaldi_gideon_menjadi_juara_all_england_2018-718x452.jpg" alt="Usai All England, Kevin/Marcus Target Medali Emas Asian Games"/>
<div class="hl__gradient">
<div class="hl__title">
	<h2><a class="hl__link"  href="http://www.netralnews.com/news/olahraga/read/133329/usai.all.england..kevin.marcus.target.me">Usai All England, Kevin/Marcus Target Medali Emas Asian Games</a></h2>
</div>
</div>
</li>
															
 
 <li class="hl__item hl__item--big">
<div class="hl__category"> Headline </div>
<img src="http://www.netralnews.com/foto/2018/03/21/199-bos_facebook_mark_zuckerberg-718x452.jpg" alt="Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook"/>
<div class="hl__gradient">
<div class="hl__title">
	<h2><a class="hl__link"  href="http://www.netralnews.com/news/internasional/read/133326/parlemen.eropa.minta.mark.zuckerberg.jel">Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook</a></h2>
</div>
</div>
</li>
															
 
 <li class="hl__item hl__item--big">
<div class="hl__category"> Headline </div>
<img src="http://www.netralnews.com/foto/2018/03/21/867-ketum_umum_dpp_pkb__muhaimin_iskandar_cak_imin-718x452.jpg" alt="Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik "/>
<div class="hl__gradient">
<div class="hl__title">
	<h2><a class="hl__link"  href="http://www.netralnews.com/news/politik/read/133325/jadi.pimpinan.mpr..cak.imin.akan.segera.">Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik </a></h2>
</div>
</div>
</li>
															
 
                                        
                         
 
                       
        </ul>
    </div>
    <div class="flexslider loading hl__thumb js-hlcarousel">
        <ul class="slides hl__thumbwrap clearfix">

<li class="hl__item">
                            <div class="hl__img">
                                <img src="http://www.netralnews.com/foto/2018/03/21/675-wakil_ketua_badan_legislasi_dpr_ri_firman_subagyo-218x150.jpg" alt="Di Indonesia Beredar 71 Jenis Narkoba"/>
                            </div>
                            <div class="hl__title">
                                <a onClick="goTo('http://www.netralnews.com/news/hukum/read/133328/di.indonesia.beredar.71.jenis.narkoba')">Di Indonesia Beredar 71 Jenis Narkoba</a>
                            </div>
            </li> 
			
<li class="hl__item">
                            <div class="hl__img">
                                <img src="http://www.netralnews.com/foto/2018/03/21/228-_kolonel_pnb_mj_hanafie-218x150.jpg" alt="TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie "/>
                            </div>
                            <div class="hl__title">
                                <a onClick="goTo('http://www.netralnews.com/news/nasional/read/133330/tni.au.berduka.atas.meninggalnya..kolone')">TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie </a>
                            </div>
            </li> 
			
<li class="hl__item">
                            <div class="hl__img">
                                <img src="http://www.netralnews.com/foto/2018/03/21/531-kevin_sanjaya_sukamuljomarcus_fernaldi_gideon_menjadi_juara_all_england_2018-218x150.jpg" alt="Usai All England, Kevin/Marcus Target Medali Emas Asian Games"/>
                            </div>
                            <div class="hl__title">
                                <a onClick="goTo('http://www.netralnews.com/news/olahraga/read/133329/usai.all.england..kevin.marcus.target.me')">Usai All England, Kevin/Marcus Target Medali Emas Asian Games</a>
                            </div>
            </li> 
			
<li class="hl__item">
                            <div class="hl__img">
                                <img src="http://www.netralnews.com/foto/2018/03/21/199-bos_facebook_mark_zuckerberg-218x150.jpg" alt="Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook"/>
                            </div>
                            <div class="hl__title">
                                <a onClick="goTo('http://www.netralnews.com/news/internasional/read/133326/parlemen.eropa.minta.mark.zuckerberg.jel')">Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook</a>
                            </div>
            </li> 
			
<li class="hl__item">
                            <div class="hl__img">
                                <img src="http://www.netralnews.com/foto/2018/03/21/867-ketum_umum_dpp_pkb__muhaimin_iskandar_cak_imin-218x150.jpg" alt="Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik "/>
                            </div>
                            <div class="hl__title">
                                <a onClick="goTo('http://www.netralnews.com/news/politik/read/133325/jadi.pimpinan.mpr..cak.imin.akan.segera.')">Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik </a>
                            </div>
            </li> 
			        </ul>
    </div>
</div>




 

<div style="clear:both;"></div>





          
 

			
			<!-- leftside -->
			<div class="col-offset-fluid clearfix">
			
			
	 
			
			

	

<hr class="line-one">


   
    
			 
				 
   
   



				<div class="col-20">
					<div class="leftside clearfix">
		
  
  
		 
 
 					
					<div id="js-ls-wrap">
				<!--	<div class="most mt2"  >
					<a href="http://www.pangkep33.com/" target="_blank"><img src="http://www.netralnews.com/ads/Pangkep-33.jpg" style="width:100%;" /></a>
					</div>-->
					
				<!-- terpopuler / terkomentari -->
<div class="most mt2"  >
	<h3 class="populer">  POPULER </h3>

    <!-- s: terpopuler -->
    <div id="populer" class="most__row " style="margin-top:2px;">
    	
<ul class="most__wrap clearfix">

  		
					<li class="most__item">
                        <div class="most__num">1</div>
                        <div class="most__title">
                        	<a title="Dituding Amien Rais, Luhut: Apanya yang Pro PKI? Saya yang Menumpas PKI" href="http://www.netralnews.com/news/nasional/read/133135/dituding.amien.rais..luhut.apanya.yang.p"  >Dituding Amien Rais, Luhut: Apanya yang Pro PKI? Saya yang Menumpas PKI</a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">2</div>
                        <div class="most__title">
                        	<a title="Hanya Ini yang Bisa Hentikan Prabowo Maju di Pilpres 2019" href="http://www.netralnews.com/news/nasional/read/133199/hanya.ini.yang.bisa.hentikan.prabowo.maj"  >Hanya Ini yang Bisa Hentikan Prabowo Maju di Pilpres 2019</a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">3</div>
                        <div class="most__title">
                        	<a title="Pengakuan Anak TKI: Abah Dipaksa Mengaku hingga Istri Siri yang Hilang " href="http://www.netralnews.com/news/hukum/read/133157/pengakuan.anak.tki.abah.dipaksa.mengaku."  >Pengakuan Anak TKI: Abah Dipaksa Mengaku hingga Istri Siri yang Hilang </a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">4</div>
                        <div class="most__title">
                        	<a title="Pilpres 2019, Politisi Gerindra: Anies Salah Satu Putra Terbaik Bangsa Saat Ini" href="http://www.netralnews.com/news/politik/read/133185/pilpres.2019..politisi.gerindra.anies.sa"  >Pilpres 2019, Politisi Gerindra: Anies Salah Satu Putra Terbaik Bangsa Saat Ini</a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">5</div>
                        <div class="most__title">
                        	<a title="Lontarkan Kritik soal Sertifikat Tanah, Pengamat: Amien Rais Lebih Baik Ngurus Cucu Saja!" href="http://www.netralnews.com/news/politik/read/133153/lontarkan.kritik.soal..sertifikat.tanah."  >Lontarkan Kritik soal Sertifikat Tanah, Pengamat: Amien Rais Lebih Baik Ngurus Cucu Saja!</a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">6</div>
                        <div class="most__title">
                        	<a title="FBI Rilis Tanda Zodiak Paling Jahat dan Berbahaya, Anda Termasuk?" href="http://www.netralnews.com/news/gayahidup/read/133175/fbi.rilis.tanda.zodiak.paling.jahat.dan."  >FBI Rilis Tanda Zodiak Paling Jahat dan Berbahaya, Anda Termasuk?</a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">7</div>
                        <div class="most__title">
                        	<a title="Tak Hanya Istri Kedua, Opick Juga Punya Istri Ketiga?  " href="http://www.netralnews.com/news/hiburan/read/133248/tak.hanya.istri.kedua..opick.juga.punya."  >Tak Hanya Istri Kedua, Opick Juga Punya Istri Ketiga?  </a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">8</div>
                        <div class="most__title">
                        	<a title="Bahas Polemik Masji Al Aqsa Papua, Sejumlah Tokoh Agama Bertemu" href="http://www.netralnews.com/news/religi/read/133181/bahas.polemik.masji.al.aqsa.papua..sejum"  >Bahas Polemik Masji Al Aqsa Papua, Sejumlah Tokoh Agama Bertemu</a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">9</div>
                        <div class="most__title">
                        	<a title="Rezim Jokowi Dituding Amien Rais soal Isu PKI, Ini Kata Luhut Panjaitan " href="http://www.netralnews.com/news/nasional/read/133137/rezim.jokowi.dituding.amien.rais.soal.is"  >Rezim Jokowi Dituding Amien Rais soal Isu PKI, Ini Kata Luhut Panjaitan </a>
                        </div>
                    </li>
 		
					<li class="most__item">
                        <div class="most__num">10</div>
                        <div class="most__title">
                        	<a title="Sebut Jokowi Tukang <i>Ngibul</i>, Istana: Komentar Amien Rais Kadang Tidak Jelas" href="http://www.netralnews.com/news/politik/read/133223/sebut.jokowi.tukang..i.ngibul..i...istan"  >Sebut Jokowi Tukang <i>Ngibul</i>, Istana: Komentar Amien Rais Kadang Tidak Jelas</a>
                        </div>
                    </li>
         
  </ul>
    </div> 
</div>	   
  <div class="col-md-16 col-lg-16" style=" border-top:solid 1px #ebeaea; margin-top:10px;">
                <div class="row">
				<img  class="img-responsive" src="http://www.netralnews.com/ads/cingku.jpg" style="width:100%;" />
				</div>
			</div>		   

<!-- berita pilihan -->
				<div class="choices mt2">
<h2>  <span class="red bdrblue">PILIHAN</span> </h2>
	<ul class="choices__wrap topic__wrap mt1 mpilih clearfix"> 
		 		 
		 <li class="choices__item">
							<!--<span class="choices__type">Nasional</span>-->
							<a href="http://www.netralnews.com/news/nasional/read/133135/dituding.amien.rais..luhut.apanya.yang.p">
								
																				<div class="choices__img">
												<img alt="Dituding Amien Rais, Luhut: Apanya yang Pro PKI? Saya yang Menumpas PKI" src="http://www.netralnews.com/foto/2018/03/20/507-menteri_koorditor_bidang_kemaritiman_luhut_binsar_pandjaitan-218x150.jpg" border="0" alt="Dituding Amien Rais, Luhut: Apanya yang Pro PKI? Saya yang Menumpas PKI" />
											</div>
																	
								<div class="choices__title cs-one" style=" font-size:12px;">Dituding Amien Rais, Luhut: Apanya yang Pro PKI? Saya yang Menumpas PKI</div>
							</a>
						</li>
						
						
						 		 
		 <li class="choices__item">
							<!--<span class="choices__type">Hukum</span>-->
							<a href="http://www.netralnews.com/news/hukum/read/133157/pengakuan.anak.tki.abah.dipaksa.mengaku.">
								
																				<div class="choices__img">
												<img alt="Pengakuan Anak TKI: Abah Dipaksa Mengaku hingga Istri Siri yang Hilang " src="http://www.netralnews.com/foto/2018/03/20/867-ilustrasi_tki-218x150.jpg" border="0" alt="Pengakuan Anak TKI: Abah Dipaksa Mengaku hingga Istri Siri yang Hilang " />
											</div>
																	
								<div class="choices__title cs-one" style=" font-size:12px;">Pengakuan Anak TKI: Abah Dipaksa Mengaku hingga Istri Siri yang Hilang </div>
							</a>
						</li>
						
						
						 		 
		 <li class="choices__item">
							<!--<span class="choices__type">Politik</span>-->
							<a href="http://www.netralnews.com/news/politik/read/133185/pilpres.2019..politisi.gerindra.anies.sa">
								
																				<div class="choices__img">
												<img alt="Pilpres 2019, Politisi Gerindra: Anies Salah Satu Putra Terbaik Bangsa Saat Ini" src="http://www.netralnews.com/foto/2018/03/20/466-gubernur_dki_jakarta_anies_baswedan-218x150.jpg" border="0" alt="Pilpres 2019, Politisi Gerindra: Anies Salah Satu Putra Terbaik Bangsa Saat Ini" />
											</div>
																	
								<div class="choices__title cs-one" style=" font-size:12px;">Pilpres 2019, Politisi Gerindra: Anies Salah Satu Putra Terbaik Bangsa Saat Ini</div>
							</a>
						</li>
						
						
						 		 
		 <li class="choices__item">
							<!--<span class="choices__type">Gaya Hidup</span>-->
							<a href="http://www.netralnews.com/news/gayahidup/read/133175/fbi.rilis.tanda.zodiak.paling.jahat.dan.">
								
																				<div class="choices__img">
												<img alt="FBI Rilis Tanda Zodiak Paling Jahat dan Berbahaya, Anda Termasuk?" src="http://www.netralnews.com/foto/2018/03/20/507-ilustrasi_tahanan-218x150.jpg" border="0" alt="FBI Rilis Tanda Zodiak Paling Jahat dan Berbahaya, Anda Termasuk?" />
											</div>
																	
								<div class="choices__title cs-one" style=" font-size:12px;">FBI Rilis Tanda Zodiak Paling Jahat dan Berbahaya, Anda Termasuk?</div>
							</a>
						</li>
						
						
						      
						 
			</ul>
</div>	 





  






<div class="topic mt2" style="margin-top:5px;">
<h2><a href="http://www.netralnews.com/news/singkapsejarah" title="Singkap Sejarah"> <span class="blue2 bdrblue">SINGKAP</span> <span class="red">SEJARAH</span></a> </h2>
	 
				<div class="gate-topic">
				    <div class="box-nine"> 
				
			  <a target="_parent"  href="http://www.netralnews.com/news/singkapsejarah/read/132754/adakah.pasar.selasa..pasar.kamis..dan.pa"> 
				        	<img class="img-topic" src="http://www.netralnews.com/foto/2018/03/17/863-pasar_senen_tempo_dulu-324x160.jpg" alt="Adakah Pasar Selasa, Pasar Kamis, dan Pasar Sabtu di Jakarta?">
				        					        </a>
				        					        </div>
						        <ul class="topic__wrap clearfix">
		            
												<li class="topic__item">
				                <a title="Adakah Pasar Selasa, Pasar Kamis, dan Pasar Sabtu di Jakarta?" class="topic__link" href="http://www.netralnews.com/news/singkapsejarah/read/132754/adakah.pasar.selasa..pasar.kamis..dan.pa">
				                    Adakah Pasar Selasa, Pasar Kamis, dan Pasar Sabtu di Jakarta? 
				                </a>
				            </li> 	            
		        </ul>
				
				       
				
		    </div> 	
			</div>
					</div>
		            <!-- s: fixed left sidebar -->
		            <div id="js-ls-holder"></div>
		            <div id="js-ls"></div>
					</div>
				</div> 
		 		

		 		
















 <div class="col-40 col-offset-0">
 
 
 
 
 
 
 
 
 
 
 
 
 
<style>
.title__idx{font-size:12px; color:#EBEDED; background:#CC0000; pading:5px;margin-right:10px;font-weight:400;margin-top:5px;}
</style>				
				<div class="latest mt2">
						<h3 class="terkini">TERKINI <a href="http://www.netralnews.com/news/indeks" class="title__idx">index</a></h3>
		                <ul id="container" class="latest__wrap clearfix">
		                    	 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Edisi 2017 dan 2018 Sudah, Kevin/Marcus Diharapkan Menangi Lagi All England 2019" title="Edisi 2017 dan 2018 Sudah, Kevin/Marcus Diharapkan Menangi Lagi All England 2019" src="http://www.netralnews.com/foto/2018/03/21/769-kevin_sanjaya_sukamuljomarcus_fernaldi_gideon-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Edisi 2017 dan 2018 Sudah, Kevin/Marcus Diharapkan Menangi Lagi All England 2019" href="http://www.netralnews.com/news/olahraga/read/133331/edisi.2017.dan.2018.sudah..kevin.marcus."   >Edisi 2017 dan 2018 Sudah, Kevin/Marcus Diharapkan Menangi Lagi All England 2019</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 06:05 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Di Indonesia Beredar 71 Jenis Narkoba" title="Di Indonesia Beredar 71 Jenis Narkoba" src="http://www.netralnews.com/foto/2018/03/21/675-wakil_ketua_badan_legislasi_dpr_ri_firman_subagyo-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Di Indonesia Beredar 71 Jenis Narkoba" href="http://www.netralnews.com/news/hukum/read/133328/di.indonesia.beredar.71.jenis.narkoba"   >Di Indonesia Beredar 71 Jenis Narkoba</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:59 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie " title="TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie " src="http://www.netralnews.com/foto/2018/03/21/228-_kolonel_pnb_mj_hanafie-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie " href="http://www.netralnews.com/news/nasional/read/133330/tni.au.berduka.atas.meninggalnya..kolone"   >TNI AU Berduka atas Meninggalnya  Kolonel Pnb MJ Hanafie </a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:47 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Usai All England, Kevin/Marcus Target Medali Emas Asian Games" title="Usai All England, Kevin/Marcus Target Medali Emas Asian Games" src="http://www.netralnews.com/foto/2018/03/21/531-kevin_sanjaya_sukamuljomarcus_fernaldi_gideon_menjadi_juara_all_england_2018-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Usai All England, Kevin/Marcus Target Medali Emas Asian Games" href="http://www.netralnews.com/news/olahraga/read/133329/usai.all.england..kevin.marcus.target.me"   >Usai All England, Kevin/Marcus Target Medali Emas Asian Games</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:42 WIB  </span>
</li> 
 <!--<li style="padding-top:5px;padding-bottom:5px;background:#13265b;"><a href="http://www.netralnews.com/news/tag/christour" target="_blank"><img src="http://www.netralnews.com/ads/cristour700300.jpg" style="width:100%;" /></a>
            </li>--><li class="latest__item" style="width:100%;">
			<a title="Merekahkan Kembali Hidup dengan Kaki Palsu" href="http://www.netralnews.com/news/video/read/132639/merekahkan.kembali.hidup.dengan.kaki.pal"> 
				<iframe src="https://www.youtube.com/embed/BnWWyshlse4" style="width:450px;height:200px;"></iframe>
					 
				<div class="video__title" style="color:#284a9a;">
				<span style="color:#4F4F52; font-size:12px;">16 Maret 2018</span><br />
				Merekahkan Kembali Hidup dengan Kaki Palsu</div>
			
			</a>
		</li><ins class="adsbygoogle"
     style="display:block"
     data-ad-client="ca-pub-7519311570335487"
     data-ad-slot="1936124066"
     data-ad-format="auto"></ins>
<script>
(adsbygoogle = window.adsbygoogle || []).push({});
</script>	<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Proyek Pembangunan Rusun Pasar Rumput Dihentikan Sementara" title="Proyek Pembangunan Rusun Pasar Rumput Dihentikan Sementara" src="http://www.netralnews.com/foto/gallery/m/m-1455352455-rusun_pasar_rumput1.jpg"></div>		
<div class="latest__title">

<div class="box-eleven">
<div class="box-teen" style="font-size:12px;color:#dde1ff;font-weight:400;">Gallery Foto</div>
</div>
		    	<a  title="Proyek Pembangunan Rusun Pasar Rumput Dihentikan Sementara" href="http://www.netralnews.com/gallery/read/589/proyek.pembangunan.rusun.pasar.rumput.di" >Proyek Pembangunan Rusun Pasar Rumput Dihentikan Sementara</a>
</div>
<span class="latest__group">Selasa, 20 Maret 2018 | 23:08 WIB  </span>
</li> 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="BNN Bakal Bangun Lapas Khusus Napi Narkoba" title="BNN Bakal Bangun Lapas Khusus Napi Narkoba" src="http://www.netralnews.com/foto/2018/03/21/877-_kepala_badan_narkotika_nasional_bnn_irjen_polisi_heru_winarko_bersama_buwas-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="BNN Bakal Bangun Lapas Khusus Napi Narkoba" href="http://www.netralnews.com/news/hukum/read/133327/bnn.bakal.bangun.lapas.khusus.napi.narko"   >BNN Bakal Bangun Lapas Khusus Napi Narkoba</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:28 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook" title="Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook" src="http://www.netralnews.com/foto/2018/03/21/199-bos_facebook_mark_zuckerberg-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook" href="http://www.netralnews.com/news/internasional/read/133326/parlemen.eropa.minta.mark.zuckerberg.jel"   >Parlemen Eropa Minta Mark Zuckerberg Jelaskan Penggunaan Data Facebook</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:27 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik " title="Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik " src="http://www.netralnews.com/foto/2018/03/21/867-ketum_umum_dpp_pkb__muhaimin_iskandar_cak_imin-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik " href="http://www.netralnews.com/news/politik/read/133325/jadi.pimpinan.mpr..cak.imin.akan.segera."   >Jadi Pimpinan MPR, Cak Imin Akan Segera Dilantik </a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:23 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Kasus Edward Seky Soeryadjaya Segera Memasuki Persidangan" title="Kasus Edward Seky Soeryadjaya Segera Memasuki Persidangan" src="http://www.netralnews.com/foto/2018/03/21/184-_edward_seky_soeryadjaya_direktur_ortus_holding_ltd_tersangka_dugaan_korupsi_dana_pensiun_pt_perta-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Kasus Edward Seky Soeryadjaya Segera Memasuki Persidangan" href="http://www.netralnews.com/news/hukum/read/133324/kasus.edward.seky.soeryadjaya.segera.mem"   >Kasus Edward Seky Soeryadjaya Segera Memasuki Persidangan</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:16 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Tersangka Kasus Koruspi Dana Pensiun Pertamina Segera Disidangkan" title="Tersangka Kasus Koruspi Dana Pensiun Pertamina Segera Disidangkan" src="http://www.netralnews.com/foto/2018/03/21/642-edward_seky_soeryadjaya_direktur_ortus_holding_ltd_tersangka_dugaan_korupsi_dana_pensiun_pt_pertam-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Tersangka Kasus Koruspi Dana Pensiun Pertamina Segera Disidangkan" href="http://www.netralnews.com/news/hukum/read/133323/tersangka.kasus.koruspi.dana.pensiun.per"   >Tersangka Kasus Koruspi Dana Pensiun Pertamina Segera Disidangkan</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:06 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Hari Ini Fenomena  "Hari Tanpa Bayangan", Simak Waktu Puncaknya" title="Hari Ini Fenomena  "Hari Tanpa Bayangan", Simak Waktu Puncaknya" src="http://www.netralnews.com/foto/2018/03/21/409-fenomena_hari_tanpa_bayangan_akan_terjadi_di_kota_pontianak_kalimantan_barat_hari_ini_rabu_21-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Hari Ini Fenomena  "Hari Tanpa Bayangan", Simak Waktu Puncaknya" href="http://www.netralnews.com/news/nasional/read/133317/hari.ini.fenomena...hari.tanpa.bayangan."   >Hari Ini Fenomena  "Hari Tanpa Bayangan", Simak Waktu Puncaknya</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 05:00 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Antara Amien Rais dan Jokowi, Ruhut: Bau Kencur Lawan Wangi Semerbak" title="Antara Amien Rais dan Jokowi, Ruhut: Bau Kencur Lawan Wangi Semerbak" src="http://www.netralnews.com/foto/2018/03/21/417-mantan_anggota_dpr_ruhut_sitompul-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Antara Amien Rais dan Jokowi, Ruhut: Bau Kencur Lawan Wangi Semerbak" href="http://www.netralnews.com/news/nasional/read/133322/antara.amien.rais.dan.jokowi..ruhut.bau."   >Antara Amien Rais dan Jokowi, Ruhut: Bau Kencur Lawan Wangi Semerbak</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 04:42 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Ini Resep Tradisional Aneka Ragam Jenis Bubur di Daerah" title="Ini Resep Tradisional Aneka Ragam Jenis Bubur di Daerah" src="http://www.netralnews.com/foto/2018/03/21/478-bubur_sayur_manado-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Ini Resep Tradisional Aneka Ragam Jenis Bubur di Daerah" href="http://www.netralnews.com/news/kuliner/read/133321/ini.resep.tradisional.aneka.ragam.jenis."   >Ini Resep Tradisional Aneka Ragam Jenis Bubur di Daerah</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 04:17 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Komentari Amien Rais, Ruhut: Kasihan, Kakek-kakek Cari Perhatian" title="Komentari Amien Rais, Ruhut: Kasihan, Kakek-kakek Cari Perhatian" src="http://www.netralnews.com/foto/2018/03/21/516-mantan_anggota_dpr_ruhut_sitompul-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Komentari Amien Rais, Ruhut: Kasihan, Kakek-kakek Cari Perhatian" href="http://www.netralnews.com/news/nasional/read/133320/komentari.amien.rais..ruhut.kasihan..kak"   >Komentari Amien Rais, Ruhut: Kasihan, Kakek-kakek Cari Perhatian</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 03:25 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Politisi Gerindra Ini Sebut Kemenangan Prabowo Sudah di Ambang Mata" title="Politisi Gerindra Ini Sebut Kemenangan Prabowo Sudah di Ambang Mata" src="http://www.netralnews.com/foto/2018/03/21/260-ketua_umum_partai_gerindra_prabowo_subianto-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Politisi Gerindra Ini Sebut Kemenangan Prabowo Sudah di Ambang Mata" href="http://www.netralnews.com/news/politik/read/133319/politisi.gerindra.ini.sebut.kemenangan.p"   >Politisi Gerindra Ini Sebut Kemenangan Prabowo Sudah di Ambang Mata</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 03:01 WIB  </span>
</li> 
 		
<li class="latest__item cs-tr">
<div class="latest__img"><img alt="Lieus Sebut Ahok Lebih Cocok Jadi Penceramah Ketimbang Berpolitik" title="Lieus Sebut Ahok Lebih Cocok Jadi Penceramah Ketimbang Berpolitik" src="http://www.netralnews.com/foto/2018/03/21/682-koordinator_komunitas_tionghoa_anti_korupsi_komtak_lieus_sungkharisma-70x65.jpg"></div>		
<div class="latest__title">
		    	<a  title="Lieus Sebut Ahok Lebih Cocok Jadi Penceramah Ketimbang Berpolitik" href="http://www.netralnews.com/news/politik/read/133318/lieus.sebut.ahok.lebih.cocok.jadi.pencer"   >Lieus Sebut Ahok Lebih Cocok Jadi Penceramah Ketimbang Berpolitik</a>
</div>
<span class="latest__group">Rabu, 21 Maret 2018 | 02:17 WIB  </span>
</li> 
          
  </ul>
						 
	 <div  id="ajax_table"></div>
<div class="col-sm-16 "  style="text-align: center">
              

 <div id="nav_pages"><center>
 <a  class="buttons" style="color:#fff;"  href="http://www.netralnews.com/news/indeks" title="Indeks Berita Hari Ini">Indeks</a>
  </center></div> 
  
  <style>
  .subscribe form .btn_s {
    background-color: #d80d0d;
    border: 0;  
    width: 100px;
    height: 33px;
    background-size: 20px;color:#fff;
    cursor: pointer;margin-left:0px;
}
 

  .subscribe form .text {
    float: left;
    width: 370px;
    padding: 0 14px;
    font-size: 13px;
    font-family: helvetica,arial;
    color: #2e2e2e;
    border: 1px solid #284a9a;
    top: 0;
    margin: 0; 
    height: 33px;
    background: #fff;
    border-right: 0;
}
.alert{text-align:center;padding:10px;margin-top:10px;}
.alert-sukses{
	background:#b0f7af;
}
 .alert-error{
	background:#ff5656;
}
 
  </style>
  
  			<div class="subscribe" style="margin-top:20px;">
			
				<form  method="POST"  action="javascript:void(0);"   onsubmit="subscribe();"  >
	 
					<input type="text" name="txtmail" class="text" id="txtmail"  placeholder="Isi email anda" />
					 <button  action="javascript:void(0);"   onsubmit="subscribe();" class="btn_s" id="load_more" data-val = "0"><span id="teks">Subcribe</span> </button>   
					 
				</form>
				
				</div> 

 <center> <div id="alert_id"></div> <img style="display: none" id="loader" src="http://www.netralnews.com/img/preloader2.gif"></center>
 
	 
  
 <script>
		 function subscribe(){
			    jQuery("#loader").show();
				  jQuery(".subscribe").hide(); 
			 var va_email=document.getElementById("txtmail").value;  
			 
		$.ajax({
                url: 'http://www.netralnews.com/oauth/postsubcribe',
                type: 'POST',
                data: {str_email: va_email}, 
                success: function (data) { 
			if(data==1){
				 document.getElementById('alert_id').innerHTML='<div class="alert alert-sukses"> Terimakasih telah berlangganan... </div>'; 
			}
				else{
					 document.getElementById('alert_id').innerHTML='<div class="alert alert-error"> '+data+'. </div>'; 
				}		  
					 
					
  jQuery("#loader").hide();
jQuery(".subscribe").show(); 					

    }
            }); 
		 }
		</script>
		
 </div>
 </div>
	 </div>
		 </div>
 </div> 
 
  <style>
 
 #backTop{    display: block;
    margin-top: 20px;
    width: 100%;
    padding: 20px 20px;
    background: #666666;
    color: #fff;position:relative;
    border-bottom: 5px solid red;
    padding-left:40px;
}
.topic  h2{padding:0px}</style>
<div class="col-30">
			<div class="rightside clearfix">
			<div id="js-rs-wrap"> 
			
			<div class="banner-rights">
			
			
			
		<div class="col-md-16 col-lg-16 hidden-xs" style=" border-top:solid 1px #ebeaea; margin:2px; margin-top:-10px;">
  <div class="row">
				<a href="http://www.netralnews.com/microsite/mercure" target="_blank"   title="MERCURE"  ><img  class="img-responsive" src="http://www.netralnews.com/ads/banner-300-x-250.jpg" style="width:100%;" alt="MERCURE" title="MERCURE"/></a>
				</div>
			</div>	<br>	
			
			
			
 	
			
 	
 

<div class="col-md-16 col-lg-16 hidden-xs" style=" border-top:solid 1px #ebeaea; margin:2px; margin-top:-5px;">
  <div class="row">
				<a href="http://www.bpkpenaburjakarta.or.id/" target="_blank"   title="bpk"  ><img  class="img-responsive" src="http://www.netralnews.com/ads/netralnews jubileum.jpg" style="width:100%;" alt="bpk" title="bpk"/></a>
				</div>
			</div>	
  
 <br>
 
 
 
 <div class="col-md-16 col-lg-16 hidden-xs" style=" border-top:solid 1px #ebeaea; margin:2px; margin-top:-5px;">
  <div class="row">
				<a href="http://www.netralnews.com/news/tag/universitas%20kristen%20indonesia" target="_blank"   title="UKI"  ><img  class="img-responsive" src="http://www.netralnews.com/ads/Uki-300x125.jpg" style="width:100%;" alt="UKI" title="UKI"/></a>
				</div>
			</div>	
  
 <br>
 


 
<!-- 
			    
 -->
		  </div>

	
	 
	
	
	
	
  <div style="clear:both;"></div>  
			 <div class="topic mt2" style="margin-top:5px;"> 
	
				<div class="gate-topic" style="margin-top:-11px;">
					<a href="http://www.netralnews.com/news/corner">	<img src="http://www.netralnews.com/img/cornertop.jpg" /></a>
							

								        <a   href="http://www.netralnews.com/news/corner/read/114456/menyoroti.etika.dan.moralitas.pejabat.pu"> 
				        	<img class="img-topic" src="http://www.netralnews.com/foto/2017/11/18/225-ilustrasi_meme_praktik_korupsi_-324x160.jpg" alt="Menyoroti Etika dan Moralitas Pejabat Publik Negara ">
				        					        </a>
						        <ul class="topic__wrap clearfix">
		            
												<li class="topic__item">
				                <a target="_parent" class="topic__link" href="http://www.netralnews.com/news/corner/read/114456/menyoroti.etika.dan.moralitas.pejabat.pu"  >
				                    Menyoroti Etika dan Moralitas Pejabat Publik Negara 				                </a>
				            </li>
												
							            
		        </ul>
				
				       
				
		    </div>
						
			</div>	
	 
			
  	
	
	
	
 			
<div class="topic mt2">
<h2>  <span class="red bdrblue">OPINI</span> </h2>
	
				<div class="gate-topic">
				<div class="box-nine"> 
							

								        <a   href="http://www.netralnews.com/news/opini/read/133167/waspadai.kembalinya.pemimpin....daur.ula"> 
				        	<img class="img-topic" src="http://www.netralnews.com/foto/2018/03/20/87-petrus_selestinus-324x160.jpg" alt="Waspadai Kembalinya Pemimpin “Daur Ulang” dalam Pilkada NTT 2018">
				        					        </a>
				        					        </div>
						        <ul class="topic__wrap clearfix">
		            
												<li class="topic__item">
				                <a target="_parent" class="topic__link" href="http://www.netralnews.com/news/opini/read/133167/waspadai.kembalinya.pemimpin....daur.ula"  >
				                    Waspadai Kembalinya Pemimpin “Daur Ulang” dalam Pilkada NTT 2018				                </a>
				            </li>
												
							            
		        </ul>
				
				       
				
		    </div> 
						
			</div>	


	
	
	
	
	
	
<div style="clear:both;"></div>  
<div class="topic mt2" style="margin-top:5px;">
<h2><a href="http://www.netralnews.com/news/rebranding"> <span class="red bdrblue">REBRANDING</span> <span class="red"></span></a> </h2>
 
				<div class="topic__wrap mt1">
				    <div class="box-nine"> 
				
							

								        <a target="_parent"  href="http://www.netralnews.com/news/rebranding/read/102891/yunani.menggali.jauh.ke.dalam.dna.budaya"> 
				        	<img class="img-topic" src="http://www.netralnews.com/foto/2017/09/19/421-salah_satu_pemandangan_kota_yunani_-324x160.jpg" alt="Yunani Menggali Jauh ke Dalam DNA Budayanya">
				        					        </a>
				        					        </div>
						        <ul class="topic__wrap clearfix">
		            
												<li class="topic__item">
				                <a target="_parent" class="topic__link" href="http://www.netralnews.com/news/rebranding/read/102891/yunani.menggali.jauh.ke.dalam.dna.budaya" >
				                    Yunani Menggali Jauh ke Dalam DNA Budayanya 
				                </a>
				            </li>
												
							            
		        </ul>
				
				       
				
		    </div>
						
			</div>	
			
	
	
	
	
	
	
	
	
	
	
	
	
 

 <div class="topic mt2" style="margin-top:5px;">
<h2> <span class="red bdrblue"><a href="http://www.netralnews.com/news/sisilain">SISI LAIN</a></span> <div style="float:right;text-align:right;font-size:10px;"></div></h2>
	
				<div class="gate-topic">
				
				<div class="box-nine"> 
							

								        <a   href="http://www.netralnews.com/news/sisilain/read/132774/lima.fakta.makam.keramat.ini.tak.bisa.di"> 
				        	<img class="img-topic" src="http://www.netralnews.com/foto/2018/03/17/159-makam_keramat_di_purwokerto_yang_berada_di_tengah_jalan-324x160.jpg" alt="Lima Fakta Makam Keramat Ini Tak Bisa Dipindahkan Meski Berada di Tengah Jalan">
				        					        </a>
				        					        </div>
						        <ul class="topic__wrap clearfix">
		            
												<li class="topic__item">
				                <a target="_parent" class="topic__link" href="http://www.netralnews.com/news/sisilain/read/132774/lima.fakta.makam.keramat.ini.tak.bisa.di"  >
				                    Lima Fakta Makam Keramat Ini Tak Bisa Dipindahkan Meski Berada di Tengah Jalan				                </a>
				            </li>
												
							            
		        </ul>
				
				       
				
		    </div>
						
			</div>	
	
 <div style="clear:both;"></div> 
  
  
<div class="topic mt2" style="margin-top:5px;">
<h2><a href="http://www.netralnews.com/news/editorsnote"> <span class="blue2 bdrblue">EDITOR'S</span> <span class="red">NOTE</span></a> </h2>
	
				<div class="gate-topic">
				<div class="box-nine"> 
							

								        <a target="_parent"  href="http://www.netralnews.com/news/editorsnote/read/132385/menguak.kisruhnya.alih.fungsi.dan.penutu"> 
				        	<img class="img-topic" src="http://www.netralnews.com/foto/2018/03/14/532-jalan_jatibaru_tanah_abang_yang_diperuntukan_untuk_pkl-324x160.jpg" alt="Menguak Kisruhnya Alih Fungsi dan Penutupan Jalan Jatibaru">
				        					        </a></div>
						        <ul class="topic__wrap clearfix">
		            
												<li class="topic__item">
				                <a target="_parent" class="topic__link" href="http://www.netralnews.com/news/editorsnote/read/132385/menguak.kisruhnya.alih.fungsi.dan.penutu"  >
				                    Menguak Kisruhnya Alih Fungsi dan Penutupan Jalan Jatibaru 
				                </a>
				            </li>
												
							            
		        </ul>
				
				       
				
		    </div>
						
			</div>		
		

 

					   
					   
					   

                      <div class="col-md-16 col-lg-16" style=" border-top:solid 1px #ebeaea; margin:2px;">
                <div class="row">
				<img  class="img-responsive" src="http://netralnews.com/ads/Trilingual-Banner.jpg" style="width:100%;" />
				</div>
			</div>		 
                 
                				<!-- footer -->
				

				<!-- back to top -->
				<a href="#home" class="backtop" id="backTop"> <span class="backtops"></span>TO THE TOP</a>
			</div>
	        <!-- s: fixed right sidebar -->
	        <div id="js-rs-holder"></div>
	        <div id="js-rs"></div>
			</div>
		</div>
	</div>
	

    	 
		 
		 
 
 
    	 
	<!-- main -->
 
 

  
 
 
 
 
 
 
 
 
 
 
 
 
 
 
 
 <!-- footer -->
				<div class="footer mt1" style="margin:0px -20px">
				<ul class="nnc-social-footer clearfix tcenter">
                        <li><a href="https://web.facebook.com/netralnewscom/" target="_blank"><span class="ico-social icon-fb ico-bg bg-fb"></span></a></li>
                        <li><a href="https://www.instagram.com/netralnewsdotcom/" target="_blank"><span class="ico-social icon-ig ico-bg bg-ig"></span></a></li>
                        <li><a href="https://twitter.com/netralnews" target="_blank"><span class="ico-social icon-tw ico-bg bg-tw"></span></a></li>
                       
                    </ul>
					
					<!-- menu footer -->
					<ul class="fmenu clearfix">
						<li class="fmenu__item"><a class="fmenu__link" href="http://www.netralnews.com/site/tentang" target="_blank">Tentang Kita</a></li>
						<li class="fmenu__item"><a class="fmenu__link" href="http://www.netralnews.com/site/pedoman" target="_blank">Pedoman Siber</a></li>
						<li class="fmenu__item"><a class="fmenu__link" href="http://www.netralnews.com/site/struktur" target="_blank">Manajemen & Pengelola</a></li>
						<li class="fmenu__item"><a class="fmenu__link" href="http://www.netralnews.com/direct.php?f=Mediat Kit Netralnews.com 2016.pdf" target="_blank">Media Kit</a></li>
						<li class="fmenu__item"><a class="fmenu__link" href="http://www.netralnews.com/direct.php?f=jobvacancy.pdf" target="_blank">Karir</a></li>
											
					</ul>
 
<div class="footer__copy">© 2016. All Rights Reserved. NETRALNEWS.COM <br /></div>
<link type="text/css" rel="stylesheet" href="http://www.netralnews.com/theme/css/jquery.fancybox.css" media="screen">
<script src="http://www.netralnews.com/theme/js/jquery.js"></script>   
<script src="http://www.netralnews.com/theme/js/jquery.lazyload.mini.js"></script>   
<script src="http://www.netralnews.com/theme/js/news.js"></script>
<script src="http://www.netralnews.com/theme/js/main8e0e.js"></script> 
<script src="http://www.netralnews.com/theme/js/main.js"></script>  
<script src="http://www.netralnews.com/theme/js/jquery.fancybox.pack.js"></script> 
<script src="http://www.netralnews.com/theme/js/jquery.flexslider-min.js"></script>  
 <script type='text/javascript'>
jQuery(".ads--bottom").show(); 

 
 
  $(".email-signup").hide();
$("#signup-box-link").click(function(){
  $(".email-login").fadeOut(100);
  $(".email-signup").delay(100).fadeIn(100);
  $("#login-box-link").removeClass("active");
  $("#signup-box-link").addClass("active");
});
$("#login-box-link").click(function(){
  $(".email-login").delay(100).fadeIn(100);;
  $(".email-signup").fadeOut(100);
  $("#login-box-link").addClass("active");
  $("#signup-box-link").removeClass("active");
});
</script>



 
<!--  ad tags Size: 728x90 ZoneId:1265132-->
<!--
<script type="text/javascript" src="http://js.genieessp.com/t/265/132/a1265132.js"></script>
-->




<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-74234540-1"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'UA-74234540-1');
</script>
 <script type='text/javascript'>
jQuery(".ads--bottom").show(); 
</script>
</body>
</html>