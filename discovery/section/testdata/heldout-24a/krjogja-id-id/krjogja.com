<!doctype html>
<html lang="en" class="no-js">
<head>
	<title>KRjogja - Paling Mengerti Jogja</title>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />

	<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
	<!-- Mobile Metas -->
	<meta name="viewport" content="width=device-width, initial-scale=1.0">
	<meta property="fb:admins" content="100001646780919"/>
	<meta property="fb:app_id" content="1558400771137353" />
		<!-- Favicons -->
	<link href="http://www.krjogja.com/new/assets/img/favicon.png" rel="shortcut icon" type="image/x-icon">
	<link href='http://fonts.googleapis.com/css?family=Lato:300,400,700,900,400italic' rel='stylesheet' type='text/css'>
	<meta name="msvalidate.01" content="9BD6E4109C35C3F2C2EAB1C02B574F76" />
	
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/bootstrap.min.css" media="screen">	
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/jquery.bxslider.css" media="screen">
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/font-awesome.css" media="screen">
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/magnific-popup.css" media="screen">	
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/owl.carousel.css" media="screen">
    <link rel="stylesheet" type="text/css" href="/web/theme-web/css/owl.theme.css" media="screen">
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/ticker-style.css"/>
	<link rel="stylesheet" href="/web/theme-web/weather/css/weather-icons.css">
	<link rel="stylesheet" href="/web/theme-web/weather/css/weather-icons-wind.css">
	<link rel="stylesheet" type="text/css" href="/web/theme-web/css/styles.css" media="screen">
	<script type="text/javascript" src="/web/theme-web/js/jquery.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/jquery.migrate.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/jquery.bxslider.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/jquery.magnific-popup.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/bootstrap.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/jquery.ticker.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/jquery.imagesloaded.min.js"></script>
  	<script type="text/javascript" src="/web/theme-web/js/jquery.isotope.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/owl.carousel.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/retina-1.1.0.min.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/plugins-scroll.js"></script>
	<script type="text/javascript" src="/web/theme-web/js/PrayTimesInd.js"></script>
	<script type="text/javascript">

	  var _gaq = _gaq || [];
	  _gaq.push(['_setAccount', 'UA-13042464-2']);
	  _gaq.push(['_trackPageview']);

	  (function() {
	    var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
	    ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js';
	    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
	  })();

	</script>
<!-- Start Alexa Certify Javascript -->
<script type="text/javascript">
_atrk_opts = { atrk_acct:"OhAJp1IWh910N8", domain:"krjogja.com",dynamic: true};
(function() { var as = document.createElement('script'); as.type = 'text/javascript'; as.async = true; as.src = "https://d31qbv1cthcecs.cloudfront.net/atrk.js"; var s = document.getElementsByTagName('script')[0];s.parentNode.insertBefore(as, s); })();
</script>
<noscript><img src="https://d5nxst8fruw4z.cloudfront.net/atrk.gif?account=OhAJp1IWh910N8" style="display:none" height="1" width="1" alt="" /></noscript>
<!-- End Alexa Certify Javascript -->


</head>
<body>
	<div id="fb-root"></div>
	<script>(function(d, s, id) {
	  var js, fjs = d.getElementsByTagName(s)[0];
	  if (d.getElementById(id)) return;
	  js = d.createElement(s); js.id = id;
	  js.src = "//connect.facebook.net/en_US/sdk.js#xfbml=1&version=v2.5&appId=538223309537126";
	  fjs.parentNode.insertBefore(js, fjs);
	}(document, 'script', 'facebook-jssdk'));</script>
	<!-- Container -->
	<div id="container">
		
		<!-- Header
		    ================================================== -->
		<header class="clearfix second-style">
			<!-- Bootstrap navbar -->
			<nav class="navbar navbar-default navbar-static-top" role="navigation">

				<!-- Top line -->
				<div class="top-line">
	<div class="container">
		<div class="row">
			<div class="col-md-9">
				<ul class="top-line-list">
					<!-- <li>
						<span class="city-weather"></span>
												<span class="cel-temperature"></span>
					</li> -->
					<li><span class="time-now">Selasa, 20 Maret  2018  / <span id='jam' class='time-absensi'>06:57</span> WIB</span></li>
					<li><a target="_blank" href="http://epaper.krjogja.com/">E Paper</a></li>
					<li><a target="_blank" href="http://iklan.krjogja.com/">Iklan Cilik</a></li>
				</ul>
			</div>	
			<div class="col-md-3">
				<!-- <ul class="social-icons">
					<li><a class="facebook" href="#"><i class="fa fa-facebook"></i></a></li>
					<li><a class="twitter" href="#"><i class="fa fa-twitter"></i></a></li>
					<li><a class="rss" href="#"><i class="fa fa-rss"></i></a></li>
					<li><a class="google" href="#"><i class="fa fa-google-plus"></i></a></li>
					<li><a class="linkedin" href="#"><i class="fa fa-linkedin"></i></a></li>
					<li><a class="pinterest" href="#"><i class="fa fa-pinterest"></i></a></li>
				</ul> -->
			</div>	
		</div>
	</div>
</div>
<script type="text/javascript">
	window.setTimeout("waktu()", 1000);
	
	function waktu()
	{
		var tanggal = new Date();
		setTimeout("waktu()", 1000);
		
		if(tanggal.getSeconds() < 10)
		{
			var detik = "0"+tanggal.getSeconds();
		}
		else
		{
			var detik = tanggal.getSeconds();
		}
		
		if(tanggal.getMinutes() < 10)
		{
			var menit = "0"+tanggal.getMinutes();
		}
		else
		{
			var menit = tanggal.getMinutes();
		}
		
		if(tanggal.getHours() < 10)
		{
			var jam = "0"+tanggal.getHours();
		}
		else
		{
			var jam = tanggal.getHours();
		}
		
		
		$("#jam").html(jam+":"+menit+":"+detik);
	}
</script>				<!-- End Top line -->

				<!-- Logo & advertisement -->
				<div class="logo-advertisement">
					<div class="container">

						<!-- Brand and toggle get grouped for better mobile display -->
						<div class="navbar-header navbar-mobile-fixed">
							<button type="button" class="navbar-toggle collapsed" onclick="openNav()">
								<span class="sr-only">Toggle navigation</span>
								<span class="icon-bar"></span>
								<span class="icon-bar"></span>
								<span class="icon-bar"></span>
							</button>
							<a class="navbar-brand" href="/web/"><img src="/web/img/web/logo.png" alt=""></a>
						</div>
<!--
						 <div class="advertisement">
							<div class="desktop-advert">
								<span>Advertisement</span> 
								<a target="_blank" href="http://pesona.indonesia.travel/"><img class="img-responsive" src="http://krjogja.com/web/img/ads/festival-kopi.gif" alt=""></a>
							</div>
							<div class="tablet-advert">
								<span>Advertisement</span>
								<a target="_blank" href="http://pesona.indonesia.travel/"><img class="img-responsive" src="http://krjogja.com/web/img/ads/festival-kopi.gif" alt=""></a>
							</div>
						</div> 
					-->	
					</div>
					
				</div>
				<!-- End Logo & advertisement -->

				<!-- navbar list container -->
				<div class="nav-list-container">
	<div class="container">

		<!-- Brand and toggle get grouped for better mobile display -->
		
				<!-- Collect the nav links, forms, and other content for toggling -->
		<div class="collapse navbar-collapse" id="bs-example-navbar-collapse-1">
			<ul class="nav navbar-nav">
							<li class="drop"><a class="home" href="/web/news/kanal/1/DIY">DIY</a>
					<ul class="dropdown home-dropdown">
												<li><a href="/web/news/kategori/1/Yogyakarta">Yogyakarta</a></li>
												<li><a href="/web/news/kategori/2/Sleman">Sleman</a></li>
												<li><a href="/web/news/kategori/3/Bantul">Bantul</a></li>
												<li><a href="/web/news/kategori/4/Gunungkidul">Gunungkidul</a></li>
												<li><a href="/web/news/kategori/5/Kulonprogo">Kulonprogo</a></li>
											</ul>
				</li>
							<li class="drop"><a class="world" href="/web/news/kanal/2/Jateng">Jateng</a>
					<ul class="dropdown world-dropdown">
												<li><a href="/web/news/kategori/6/Klaten">Klaten</a></li>
												<li><a href="/web/news/kategori/7/Solo">Solo</a></li>
												<li><a href="/web/news/kategori/8/Banyumas">Banyumas</a></li>
												<li><a href="/web/news/kategori/9/Pantura">Pantura</a></li>
												<li><a href="/web/news/kategori/10/Semarang">Semarang</a></li>
												<li><a href="/web/news/kategori/11/Kedu">Kedu</a></li>
											</ul>
				</li>
							<li class="drop"><a class="travel" href="/web/news/kanal/3/Peristiwa">Peristiwa</a>
					<ul class="dropdown travel-dropdown">
												<li><a href="/web/news/kategori/12/Internasional">Internasional</a></li>
												<li><a href="/web/news/kategori/13/Nasional">Nasional</a></li>
												<li><a href="/web/news/kategori/14/Kriminal">Kriminal</a></li>
												<li><a href="/web/news/kategori/52/Liputan_Khusus">Liputan Khusus</a></li>
											</ul>
				</li>
							<li class="drop"><a class="tech" href="/web/news/kanal/4/Pendidikan">Pendidikan</a>
					<ul class="dropdown tech-dropdown">
												<li><a href="/web/news/kategori/15/Berita">Berita</a></li>
												<li><a href="/web/news/kategori/16/Sekolah">Sekolah</a></li>
												<li><a href="/web/news/kategori/17/Kampus">Kampus</a></li>
											</ul>
				</li>
							<li class="drop"><a class="fashion" href="/web/news/kanal/5/Ekonomi">Ekonomi</a>
					<ul class="dropdown fashion-dropdown">
												<li><a href="/web/news/kategori/18/Bisnis">Bisnis</a></li>
												<li><a href="/web/news/kategori/19/Properti">Properti</a></li>
												<li><a href="/web/news/kategori/20/Inspirasi">Inspirasi</a></li>
												<li><a href="/web/news/kategori/21/Keuangan">Keuangan</a></li>
											</ul>
				</li>
							<li class="drop"><a class="video" href="/web/news/kanal/6/Ragam">Ragam</a>
					<ul class="dropdown video-dropdown">
												<li><a href="/web/news/kategori/62/Apa_dan_Siapa">Apa dan Siapa</a></li>
												<li><a href="/web/news/kategori/46/Surat_Pembaca">Surat Pembaca</a></li>
												<li><a href="/web/news/kategori/51/Sosok_dan_Pemikirannya">Sosok dan Pemikirannya</a></li>
												<li><a href="/web/news/kategori/60/Historia">Historia</a></li>
											</ul>
				</li>
							<li class="drop"><a class="sport" href="/web/news/kanal/7/Olahraga">Olahraga</a>
					<ul class="dropdown sport-dropdown">
												<li><a href="/web/news/kategori/23/Bola">Bola</a></li>
												<li><a href="/web/news/kategori/57/Balap">Balap</a></li>
												<li><a href="/web/news/kategori/56/Net">Net</a></li>
												<li><a href="/web/news/kategori/29/Sport_Lainnya">Sport Lainnya</a></li>
											</ul>
				</li>
							<li class="drop"><a class="food" href="/web/news/kanal/8/Gaya_Hidup">Gaya Hidup</a>
					<ul class="dropdown food-dropdown">
												<li><a href="/web/news/kategori/54/Karier">Karier</a></li>
												<li><a href="/web/news/kategori/31/Belanja">Belanja</a></li>
												<li><a href="/web/news/kategori/32/Kesehatan_dan_Seksualitas">Kesehatan dan Seksualitas</a></li>
												<li><a href="/web/news/kategori/33/Fashion">Fashion</a></li>
												<li><a href="/web/news/kategori/34/Keluarga">Keluarga</a></li>
												<li><a href="/web/news/kategori/35/Hobi">Hobi</a></li>
												<li><a href="/web/news/kategori/36/Teknologi">Teknologi</a></li>
											</ul>
				</li>
							<li class="drop"><a class="features" href="/web/news/kanal/9/Wisata">Wisata</a>
					<ul class="dropdown features-dropdown">
												<li><a href="/web/news/kategori/53/Info_Hotel">Info Hotel</a></li>
												<li><a href="/web/news/kategori/38/Kuliner">Kuliner</a></li>
												<li><a href="/web/news/kategori/39/Jalan_jalan">Jalan-jalan</a></li>
												<li><a href="/web/news/kategori/40/Pesona_Indonesia">Pesona Indonesia</a></li>
											</ul>
				</li>
							<li class="drop"><a class="home" href="/web/news/kanal/10/Hiburan">Hiburan</a>
					<ul class="dropdown home-dropdown">
												<li><a href="/web/news/kategori/41/Film_dan_Selebrita">Film dan Selebrita</a></li>
												<li><a href="/web/news/kategori/42/Seni_dan_Budaya">Seni dan Budaya</a></li>
												<li><a href="/web/news/kategori/43/Musik">Musik</a></li>
											</ul>
				</li>
							<li class="drop"><a class="world" href="/web/news/kanal/11/Angkringan">Angkringan</a>
					<ul class="dropdown world-dropdown">
												<li><a href="/web/news/kategori/59/Cerita_Lensa">Cerita Lensa</a></li>
												<li><a href="/web/news/kategori/44/KReasi">KReasi</a></li>
												<li><a href="/web/news/kategori/45/Komunitas">Komunitas</a></li>
												<li><a href="/web/news/kategori/47/KR_Forum">KR Forum</a></li>
												<li><a href="/web/news/kategori/48/Agenda_Jogja">Agenda Jogja</a></li>
												<li><a href="/web/news/kategori/50/KR_Muda">KR Muda</a></li>
											</ul>
				</li>
							<li class="drop"><a class="travel" href="/web/news/kanal/15/KOLOM">KOLOM</a>
					<ul class="dropdown travel-dropdown">
												<li><a href="/web/news/kategori/55/Opini">Opini</a></li>
												<li><a href="/web/news/kategori/61/WEDANG_UWUH_CAK_NUN">WEDANG UWUH CAK NUN</a></li>
												<li><a href="/web/news/kategori/63/KompLit">KompLit</a></li>
												<li><a href="/web/news/kategori/64/Hikmah_Ramadan">Hikmah Ramadan</a></li>
												<li><a href="/web/news/kategori/65/Analisis">Analisis</a></li>
												<li><a href="/web/news/kategori/66/Inventora">Inventora</a></li>
											</ul>
				</li>
				
				<!-- <li><a class="travel indeknews" href="/web/news/indeks">Index</a></li> -->
			</ul>
			
		</div>
		<!-- /.navbar-collapse -->
	</div>
</div>

<div id="myNav" class="overlay">
	    <a href="javascript:void(0)" class="closebtn" onclick="closeNav()" style="padding: 10px">×</a>
	    <div class="overlay-content">

	    	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/1/DIY"><strong style="text-transform: uppercase;">DIY</strong></a>
	                						<a href="/web/news/kategori/1/Yogyakarta">Yogyakarta</a>
												<a href="/web/news/kategori/2/Sleman">Sleman</a>
												<a href="/web/news/kategori/3/Bantul">Bantul</a>
												<a href="/web/news/kategori/4/Gunungkidul">Gunungkidul</a>
												<a href="/web/news/kategori/5/Kulonprogo">Kulonprogo</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/2/Jateng"><strong style="text-transform: uppercase;">Jateng</strong></a>
	                						<a href="/web/news/kategori/6/Klaten">Klaten</a>
												<a href="/web/news/kategori/7/Solo">Solo</a>
												<a href="/web/news/kategori/8/Banyumas">Banyumas</a>
												<a href="/web/news/kategori/9/Pantura">Pantura</a>
												<a href="/web/news/kategori/10/Semarang">Semarang</a>
												<a href="/web/news/kategori/11/Kedu">Kedu</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/3/Peristiwa"><strong style="text-transform: uppercase;">Peristiwa</strong></a>
	                						<a href="/web/news/kategori/12/Internasional">Internasional</a>
												<a href="/web/news/kategori/13/Nasional">Nasional</a>
												<a href="/web/news/kategori/14/Kriminal">Kriminal</a>
												<a href="/web/news/kategori/52/Liputan_Khusus">Liputan Khusus</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/4/Pendidikan"><strong style="text-transform: uppercase;">Pendidikan</strong></a>
	                						<a href="/web/news/kategori/15/Berita">Berita</a>
												<a href="/web/news/kategori/16/Sekolah">Sekolah</a>
												<a href="/web/news/kategori/17/Kampus">Kampus</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/5/Ekonomi"><strong style="text-transform: uppercase;">Ekonomi</strong></a>
	                						<a href="/web/news/kategori/18/Bisnis">Bisnis</a>
												<a href="/web/news/kategori/19/Properti">Properti</a>
												<a href="/web/news/kategori/20/Inspirasi">Inspirasi</a>
												<a href="/web/news/kategori/21/Keuangan">Keuangan</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/6/Ragam"><strong style="text-transform: uppercase;">Ragam</strong></a>
	                						<a href="/web/news/kategori/62/Apa_dan_Siapa">Apa dan Siapa</a>
												<a href="/web/news/kategori/46/Surat_Pembaca">Surat Pembaca</a>
												<a href="/web/news/kategori/51/Sosok_dan_Pemikirannya">Sosok dan Pemikirannya</a>
												<a href="/web/news/kategori/60/Historia">Historia</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/7/Olahraga"><strong style="text-transform: uppercase;">Olahraga</strong></a>
	                						<a href="/web/news/kategori/23/Bola">Bola</a>
												<a href="/web/news/kategori/57/Balap">Balap</a>
												<a href="/web/news/kategori/56/Net">Net</a>
												<a href="/web/news/kategori/29/Sport_Lainnya">Sport Lainnya</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/8/Gaya_Hidup"><strong style="text-transform: uppercase;">Gaya Hidup</strong></a>
	                						<a href="/web/news/kategori/54/Karier">Karier</a>
												<a href="/web/news/kategori/31/Belanja">Belanja</a>
												<a href="/web/news/kategori/32/Kesehatan_dan_Seksualitas">Kesehatan dan Seksualitas</a>
												<a href="/web/news/kategori/33/Fashion">Fashion</a>
												<a href="/web/news/kategori/34/Keluarga">Keluarga</a>
												<a href="/web/news/kategori/35/Hobi">Hobi</a>
												<a href="/web/news/kategori/36/Teknologi">Teknologi</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/9/Wisata"><strong style="text-transform: uppercase;">Wisata</strong></a>
	                						<a href="/web/news/kategori/53/Info_Hotel">Info Hotel</a>
												<a href="/web/news/kategori/38/Kuliner">Kuliner</a>
												<a href="/web/news/kategori/39/Jalan_jalan">Jalan-jalan</a>
												<a href="/web/news/kategori/40/Pesona_Indonesia">Pesona Indonesia</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/10/Hiburan"><strong style="text-transform: uppercase;">Hiburan</strong></a>
	                						<a href="/web/news/kategori/41/Film_dan_Selebrita">Film dan Selebrita</a>
												<a href="/web/news/kategori/42/Seni_dan_Budaya">Seni dan Budaya</a>
												<a href="/web/news/kategori/43/Musik">Musik</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/11/Angkringan"><strong style="text-transform: uppercase;">Angkringan</strong></a>
	                						<a href="/web/news/kategori/59/Cerita_Lensa">Cerita Lensa</a>
												<a href="/web/news/kategori/44/KReasi">KReasi</a>
												<a href="/web/news/kategori/45/Komunitas">Komunitas</a>
												<a href="/web/news/kategori/47/KR_Forum">KR Forum</a>
												<a href="/web/news/kategori/48/Agenda_Jogja">Agenda Jogja</a>
												<a href="/web/news/kategori/50/KR_Muda">KR Muda</a>
						
	         	</div>
	        
	    
	     	    	

	           <div class="col-xs-4 col-md-4" style="min-height: 300px">

	                <a href="/web/news/kanal/15/KOLOM"><strong style="text-transform: uppercase;">KOLOM</strong></a>
	                						<a href="/web/news/kategori/55/Opini">Opini</a>
												<a href="/web/news/kategori/61/WEDANG_UWUH_CAK_NUN">WEDANG UWUH CAK NUN</a>
												<a href="/web/news/kategori/63/KompLit">KompLit</a>
												<a href="/web/news/kategori/64/Hikmah_Ramadan">Hikmah Ramadan</a>
												<a href="/web/news/kategori/65/Analisis">Analisis</a>
												<a href="/web/news/kategori/66/Inventora">Inventora</a>
						
	         	</div>
	        
	    
	     



	</div>
</div>
<style type="text/css">
	.overlay {
	    height: 100%;
	    width: 0;
	    position: fixed;
	    z-index: 500;
	    top: 0;
	    left: 0;
	    background-color: rgba(0,0,0,.9);
	    overflow-x: hidden;
	    -webkit-transition: 0.5s;
	    -o-transition: 0.5s;
	    transition: 0.5s;
	}
	.overlay .closebtn {
    position: absolute;
    top: 0;
    right: 0;
    font-size: 40px;
}
.overlay a {
    padding: 4px;
    text-decoration: none;
    color: #fafafa;
    display: block;
    -webkit-transition: 0.3s;
    -o-transition: 0.3s;
    transition: 0.3s;
    text-align: left;
}
.overlay-content {
    position: relative;
    top: 10%;
    width: 100%;
    text-align: left;
    margin-top: 15px;
}
</style>
<script type="text/javascript">
	/* Open when someone clicks on the span element */
function openNav() {
    document.getElementById("myNav").style.width = "100%";
}

/* Close when someone clicks on the "x" symbol inside the overlay */
function closeNav() {
    document.getElementById("myNav").style.width = "0%";
}
</script>				<!-- End navbar list container -->

			</nav>
			<!-- End Bootstrap navbar -->

		</header>
		<!-- End Header -->

		<!-- block-wrapper-section
			================================================== -->
		 <section class="block-wrapper">
	<div class="container">
		<div class="row">
			<div class="col-sm-8">

				<!-- block content -->
				<div class="block-content">
					<div class="advertisement" style="padding:0;margin-bottom:0;">
	<div class="mobile-advert" style="padding:7px 0 10px;margin-bottom:10px;">
		<div class="widget search-widget">
			<form action="/web/news/search" role="search" class="search-form" id="SearchSearchForm" method="get" accept-charset="utf-8">				<input type="text" id="search" name="search" placeholder="Cari Berita">
				<button type="submit" id="search-submit"><i class="fa fa-search"></i></button>
			</form>		</div>
	</div>
<!--	
	<div class="mobile-advert" style="padding:7px 0 10px;margin-bottom:10px;">
			<span>Advertisement</span>
			<a target="_blank" href="http://pesona.indonesia.travel/"><img class="img-responsive" src="http://krjogja.com/web/img/ads/festival-kopi.gif" alt=""></a>
	</div>

	<div class="mobile-advert" style="padding:7px 0 10px;margin-bottom:10px;">
			<span>Advertisement</span>
			<a target="_blank" href="http://almadinahtour.com/umroh-murah-2/paket-umroh-berkah-murah-7-jan-8-maret-2017"><img class="img-responsive" src="http://krjogja.com/web/img/ads/al-madinah2.jpg" alt=""></a>
	</div> 
-->	
</div>
					<!-- grid box -->
					<div class="">
						<div class="image-slider">
							<ul class="bxslider">
								<!-- <li>
									<div class="news-post image-post">
																			<img src="http://krjogja.com/kr-admin//files/news/image/41141/sedang_batik ganjur.jpg" alt="">
										<div class="hover-box">
											<span class="top-stories kanal-mobile">Gaya Hidup</span>
											<div class="inner-hover">
												<a href="/web/news/read/41141/Menjadi_Warisan_Leluhur_Kreasi_Batik_Indonesia_Semakin_Berkembang" class="category-post fashion" href="#">Fashion</a>
												<h2><a href="/web/news/read/41141/Menjadi_Warisan_Leluhur_Kreasi_Batik_Indonesia_Semakin_Berkembang">
																										<small style="color:red;">ADVERTORIAL</small><br>
																										Menjadi Warisan Leluhur, Kreasi Batik Indonesia Semakin Berkembang </a></h2>
												<ul class="post-tags">
													<li><i class="fa fa-clock-o"></i>Aug 15th</li>
													
												</ul>
											</div>
										</div>
									</div>
								</li> -->
																								<li>
									<div class="news-post image-post">
																			<img src="http://krjogja.com/kr-admin//files/news/image/60941/sedang_Polisi pur 8.jpg" alt="">
										<div class="hover-box">
											<span class="top-stories kanal-mobile">Jateng</span>
											<div class="inner-hover">
												<a href="/web/news/read/60941/Guntur_Laksono_Anak_Buruh_Tani_Sukses_Jadi_Polisi" class="category-post world" href="#">Kedu</a>
												<h2><a href="/web/news/read/60941/Guntur_Laksono_Anak_Buruh_Tani_Sukses_Jadi_Polisi">
																										Guntur Laksono, Anak Buruh Tani Sukses Jadi Polisi </a></h2>
												<ul class="post-tags">
													<li><i class="fa fa-clock-o"></i>5 jam lalu</li>
													
												</ul>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post">
																			<img src="http://krjogja.com/kr-admin//files/news/image/60939/sedang_Hadi Tjah.jpg" alt="">
										<div class="hover-box">
											<span class="top-stories kanal-mobile">DIY</span>
											<div class="inner-hover">
												<a href="/web/news/read/60939/Senior_Maju_Nyalon_Panglima_TNI_Minta_Anak_Buah_Tetap_Netral" class="category-post travel" href="#">Yogyakarta</a>
												<h2><a href="/web/news/read/60939/Senior_Maju_Nyalon_Panglima_TNI_Minta_Anak_Buah_Tetap_Netral">
																										Senior Maju ‘Nyalon’, Panglima TNI Minta Anak Buah Tetap Netral </a></h2>
												<ul class="post-tags">
													<li><i class="fa fa-clock-o"></i>9 jam lalu</li>
													
												</ul>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post">
																			<img src="http://krjogja.com/kr-admin//files/news/image/60936/sedang_Ansor Jateng.jpg" alt="">
										<div class="hover-box">
											<span class="top-stories kanal-mobile">Jateng</span>
											<div class="inner-hover">
												<a href="/web/news/read/60936/Ansor_Jateng_Minta_Polisi_Usut_Kasus_Penganiayaan_Imam_Masjid" class="category-post tech" href="#">Semarang</a>
												<h2><a href="/web/news/read/60936/Ansor_Jateng_Minta_Polisi_Usut_Kasus_Penganiayaan_Imam_Masjid">
																										Ansor Jateng Minta Polisi Usut Kasus Penganiayaan Imam Masjid </a></h2>
												<ul class="post-tags">
													<li><i class="fa fa-clock-o"></i>10 jam lalu</li>
													
												</ul>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post">
																			<img src="http://krjogja.com/kr-admin//files/news/image/60914/sedang_ipale.jpg" alt="">
										<div class="hover-box">
											<span class="top-stories kanal-mobile">DIY</span>
											<div class="inner-hover">
												<a href="/web/news/read/60914/Selama_3_Bulan_Terakhir_Limbah_Berbahaya_Rumah_Sakit_DIY_Tak_Bisa_Dibuang" class="category-post fashion" href="#">Yogyakarta</a>
												<h2><a href="/web/news/read/60914/Selama_3_Bulan_Terakhir_Limbah_Berbahaya_Rumah_Sakit_DIY_Tak_Bisa_Dibuang">
																										Selama 3 Bulan Terakhir, Limbah Berbahaya Rumah Sakit DIY Tak Bisa Dibuang   </a></h2>
												<ul class="post-tags">
													<li><i class="fa fa-clock-o"></i>11 jam lalu</li>
													
												</ul>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post">
																			<img src="http://krjogja.com/kr-admin//files/news/image/60915/sedang_tewas tambang.jpg" alt="">
										<div class="hover-box">
											<span class="top-stories kanal-mobile">DIY</span>
											<div class="inner-hover">
												<a href="/web/news/read/60915/Tebing_Runtuh_Penambang_Pasir_Merapi_Tewas_Tertimbun" class="category-post video" href="#">Sleman</a>
												<h2><a href="/web/news/read/60915/Tebing_Runtuh_Penambang_Pasir_Merapi_Tewas_Tertimbun">
																										Tebing Runtuh, Penambang Pasir Merapi Tewas Tertimbun </a></h2>
												<ul class="post-tags">
													<li><i class="fa fa-clock-o"></i>12 jam lalu</li>
													
												</ul>
											</div>
										</div>
									</div>
								</li>
															</ul>
						</div>
					</div>
					<!-- End grid box -->
																				<!-- google addsense -->
				
					<div class="advertisement">
						<center>

							<span>Advertisement</span>
											
							<script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
							 
							<ins class="adsbygoogle"
							     style="display:block"
							     data-ad-client="ca-pub-6422395634211593"
    							     data-ad-slot="2657060660"
							     data-ad-format="auto"></ins>
							<script>
							(adsbygoogle = window.adsbygoogle || []).push({});
							</script>
							
							
							<!-- End google addsense -->
							
						</center>
					</div>	
					
									
					<!-- grid box -->
					<div class="grid-box">

						<div class="title-section" style="margin-top:20px;">
							<h1><span>BERITA TERKINI</span></h1>
						</div>

						

						<div class="row">
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60953/thumb_Kodim Kota Sundari.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60953/Sundari_Tak_Menyangka_Rumahnya_akan_Dinovasi_Prajurit">Yogyakarta</a>
											<h2><a href="/web/news/read/60953/Sundari_Tak_Menyangka_Rumahnya_akan_Dinovasi_Prajurit">
																								<!-- <small></small><br> -->
																								Sundari Tak Menyangka Rumahnya akan Dinovasi Prajurit </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>6 menit lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60947/thumb_Bendera China 1.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60947/Xi_Jinping_Beri_Ucapan_Selamat_Kepada_Putin">Internasional</a>
											<h2><a href="/web/news/read/60947/Xi_Jinping_Beri_Ucapan_Selamat_Kepada_Putin">
																								<!-- <small></small><br> -->
																								Xi Jinping Beri Ucapan Selamat Kepada Putin </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>41 menit lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60952/thumb_Kodim Kota Dandim.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60952/Kodim_Yogyakarta_Matangkan_Persiapan_TMMD_Reguler_ke_101">Yogyakarta</a>
											<h2><a href="/web/news/read/60952/Kodim_Yogyakarta_Matangkan_Persiapan_TMMD_Reguler_ke_101">
																								<!-- <small></small><br> -->
																								Kodim Yogyakarta Matangkan Persiapan TMMD Reguler ke-101 </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>1 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60951/thumb_Pers Sakit.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60951/Anggota_Persit_Kodim_Semarang_Jenguk_Prajurit">Semarang</a>
											<h2><a href="/web/news/read/60951/Anggota_Persit_Kodim_Semarang_Jenguk_Prajurit">
																								<!-- <small></small><br> -->
																								Anggota Persit Kodim Semarang Jenguk Prajurit </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>1 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60949/thumb_Facebook 1.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60949/Data_50_Juta_Facebooker_Amerika_Bocor">Teknologi</a>
											<h2><a href="/web/news/read/60949/Data_50_Juta_Facebooker_Amerika_Bocor">
																								<!-- <small></small><br> -->
																								Data 50 Juta Facebooker Amerika Bocor </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>2 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60948/thumb_Putin.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60948/Hitung_Cepat_Pemilu_Rusia_Putin_Unggul_Sementara">Internasional</a>
											<h2><a href="/web/news/read/60948/Hitung_Cepat_Pemilu_Rusia_Putin_Unggul_Sementara">
																								<!-- <small></small><br> -->
																								Hitung Cepat Pemilu Rusia, Putin Unggul Sementara </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>2 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60937/thumb_Ali Baba.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60937/Alibaba_Kucurkan_Dana_Kepada_Lazada_Rp_27_5_Triliun">Teknologi</a>
											<h2><a href="/web/news/read/60937/Alibaba_Kucurkan_Dana_Kepada_Lazada_Rp_27_5_Triliun">
																								<!-- <small></small><br> -->
																								Alibaba Kucurkan Dana Kepada Lazada Rp 27,5 Triliun </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>3 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60946/thumb_Borgol 1.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60946/Israel_Tahan_Staf_Konsulat_Prancis">Internasional</a>
											<h2><a href="/web/news/read/60946/Israel_Tahan_Staf_Konsulat_Prancis">
																								<!-- <small></small><br> -->
																								Israel Tahan Staf Konsulat Prancis </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>3 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60945/thumb_Dutarte.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60945/Duterte_Ajak_Negara_negara_Ikuti_Jejak_Filipina">Internasional</a>
											<h2><a href="/web/news/read/60945/Duterte_Ajak_Negara_negara_Ikuti_Jejak_Filipina">
																								<!-- <small></small><br> -->
																								Duterte Ajak Negara-negara Ikuti Jejak Filipina </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>4 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60941/thumb_Polisi pur 8.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60941/Guntur_Laksono_Anak_Buruh_Tani_Sukses_Jadi_Polisi">Kedu</a>
											<h2><a href="/web/news/read/60941/Guntur_Laksono_Anak_Buruh_Tani_Sukses_Jadi_Polisi">
																								<!-- <small></small><br> -->
																								Guntur Laksono, Anak Buruh Tani Sukses Jadi Polisi </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>5 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60932/thumb_Nuklir Korut.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60932/Amerika_Korut_dan_Korsel_Bahas_Pelucutan_Nuklir">Internasional</a>
											<h2><a href="/web/news/read/60932/Amerika_Korut_dan_Korsel_Bahas_Pelucutan_Nuklir">
																								<!-- <small></small><br> -->
																								Amerika, Korut dan Korsel Bahas Pelucutan Nuklir </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>5 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60933/thumb_Luis Milla.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60933/Luis_Milla_Bawa_Ezra_Walian_ke_Singapura">Internasional</a>
											<h2><a href="/web/news/read/60933/Luis_Milla_Bawa_Ezra_Walian_ke_Singapura">
																								<!-- <small></small><br> -->
																								Luis Milla Bawa Ezra Walian ke Singapura </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>6 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60950/thumb_BPR Cur.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60950/Kantor_BPR_Dibobol_Pencuri">Kriminal</a>
											<h2><a href="/web/news/read/60950/Kantor_BPR_Dibobol_Pencuri">
																								<!-- <small></small><br> -->
																								Kantor BPR Dibobol Pencuri </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>6 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60940/thumb_Hadi Tha.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60940/Hadi_Tjahjanto_Berikan_Pembekalan_Siswa_SMA_Taruna_Nusantara">Kedu</a>
											<h2><a href="/web/news/read/60940/Hadi_Tjahjanto_Berikan_Pembekalan_Siswa_SMA_Taruna_Nusantara">
																								<!-- <small></small><br> -->
																								Hadi Tjahjanto Berikan Pembekalan Siswa SMA Taruna Nusantara </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>7 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60944/thumb_Hadi Nyan.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60944/Hadi_Tjahjanto_Unjuk_Kebolehan_di_Hadapan_Prajurit">Yogyakarta</a>
											<h2><a href="/web/news/read/60944/Hadi_Tjahjanto_Unjuk_Kebolehan_di_Hadapan_Prajurit">
																								<!-- <small></small><br> -->
																								Hadi Tjahjanto Unjuk Kebolehan di Hadapan Prajurit </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>7 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60918/thumb_bunuhjd.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60918/Selain_Zaini_142_WNI_Terancam_Hukuman_Mati_di_Luar_Negeri">Internasional</a>
											<h2><a href="/web/news/read/60918/Selain_Zaini_142_WNI_Terancam_Hukuman_Mati_di_Luar_Negeri">
																								<!-- <small></small><br> -->
																								Selain Zaini, 142 WNI Terancam Hukuman Mati di Luar Negeri </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>7 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60907/thumb_kursi rodah.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60907/Program_Peduli_Difabel_Serahkan_5_Kursi_Roda">Bantul</a>
											<h2><a href="/web/news/read/60907/Program_Peduli_Difabel_Serahkan_5_Kursi_Roda">
																								<!-- <small></small><br> -->
																								 Program Peduli Difabel Serahkan 5 Kursi Roda </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>7 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60942/thumb_Mak jad.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60942/Festival_Makanan_Djadoel_Meriahkan_HUT_ke_34_Kota_Mungkid">Kedu</a>
											<h2><a href="/web/news/read/60942/Festival_Makanan_Djadoel_Meriahkan_HUT_ke_34_Kota_Mungkid">
																								<!-- <small></small><br> -->
																								Festival Makanan Djadoel Meriahkan HUT ke-34 Kota Mungkid </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>8 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60943/thumb_Pang L.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60943/Siswa_SMA_Taruna_Nusantara_Dituntut_Berjiwa_Pemimpin">Kedu</a>
											<h2><a href="/web/news/read/60943/Siswa_SMA_Taruna_Nusantara_Dituntut_Berjiwa_Pemimpin">
																								<!-- <small></small><br> -->
																								Siswa SMA Taruna Nusantara Dituntut Berjiwa Pemimpin </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>8 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														
												
							<div class="col-md-6">
								<ul class="list-posts">
								
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60922/thumb_bawang plastikjd.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60922/Hiii_Bawang_Bombay_dari_Nigeria_Ini_Mengandung_Hama_Berbahaya">Kesehatan dan Seksualitas</a>
											<h2><a href="/web/news/read/60922/Hiii_Bawang_Bombay_dari_Nigeria_Ini_Mengandung_Hama_Berbahaya">
																								<!-- <small></small><br> -->
																								Hiii.. Bawang Bombay dari Nigeria Ini Mengandung Hama Berbahaya </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>8 jam lalu</li>
											</ul>
										</div>
									</li>
									
								</ul>
							</div>
														

						</div>
						<div class="center-button">
							<a href="/web/news/indeks"><i class="fa fa-link"></i> SEMUA BERITA</a>
						</div>
						<!-- <div class="center-button">
							<a href="home3.html#"><i class="fa fa-link"></i> SEMUA POPULAR</a>
						</div> -->

					</div>
					<!-- End grid box -->

										
					
				

					<!-- grid box -->
					<div class="grid-box">

						<div class="title-section">
							<h1><!-- <span>WONDERFUL INDONESIA</span> --><img class="img-resposive" src="/web/img/web/logo-pesona.png" alt=""></h1>
						</div>

						

						<div class="row">
																	
							<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60888/thumb_barongsaijpg-iLln.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60888/Festival_Barongsai_2018_Sukses_Sedot_Wisatawan">Pesona Indonesia</a>
											<h2><a href="/web/news/read/60888/Festival_Barongsai_2018_Sukses_Sedot_Wisatawan">
																								<small> </small><br>
																								Festival Barongsai 2018 Sukses Sedot Wisatawan </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												19 Mar  2018 - 14:50 WIB	
												</li>
											</ul>
										</div>
									</li>
										
								</ul>
							</div>
																	
							<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60808/thumb_wayang ajene.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60808/Wayang_Ajen_Hipnotis_Ribuan_Warga_Banjar">Pesona Indonesia</a>
											<h2><a href="/web/news/read/60808/Wayang_Ajen_Hipnotis_Ribuan_Warga_Banjar">
																								Wayang Ajen Hipnotis Ribuan Warga Banjar  </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												18 Mar  2018 - 13:25 WIB	
												</li>
											</ul>
										</div>
									</li>
										
								</ul>
							</div>
														

						</div>

						<!-- <div class="center-button">
							<a href="home3.html#"><i class="fa fa-link"></i> SEMUA POPULAR</a>
						</div> -->

					</div>
					<!-- End grid box -->

										<!--
					<div class="advertisement">
						<center>
							<span>Advertisement</span>
							 <a target="_blank" href="http://www.biznethome.net/"><img id="" src="http://krjogja.com/web/img/ads/Biznet_Metronet_WebBanner_750x90px_Aug2016.jpg" class="img-responsive" alt=""/></a>
						</center>
					</div>
					-->

										<!-- grid box -->
					<div class="grid-box">
					 
						<div class="title-section">
							<h1><span>POPULER MINGGU INI</span></h1>
						</div>

						

						<div class="row">
														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60750/thumb_Bacok ke.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60750/Imam_Masjid_Dibacok_Orang_Tak_Dikenal">Kriminal</a>
											<h2><a href="/web/news/read/60750/Imam_Masjid_Dibacok_Orang_Tak_Dikenal">
																								Imam Masjid Dibacok Orang Tak Dikenal </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												17 Mar  2018 - 20:16 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60518/thumb_gerindra logo.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60518/Pilpres_2019_Empat_Partai_Ini_Diprediksi_Bakal_Dukung_Prabowo">Nasional</a>
											<h2><a href="/web/news/read/60518/Pilpres_2019_Empat_Partai_Ini_Diprediksi_Bakal_Dukung_Prabowo">
																								Pilpres 2019, Empat Partai Ini Diprediksi Bakal Dukung Prabowo  </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												15 Mar  2018 - 09:10 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60527/thumb_tkw babi.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60527/Video_Makan_Daging_Babi_Viral_TKW_Ini_Akhirnya_Minta_Maaf">Teknologi</a>
											<h2><a href="/web/news/read/60527/Video_Makan_Daging_Babi_Viral_TKW_Ini_Akhirnya_Minta_Maaf">
																								Video Makan Daging Babi Viral, TKW Ini Akhirnya Minta Maaf </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												15 Mar  2018 - 12:10 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60696/thumb_amazon.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60696/Dorong_Pencegahan_dan_Penanggulangan_Karhutla_KLHK_Lakukan_Langkah_Ini">Nasional</a>
											<h2><a href="/web/news/read/60696/Dorong_Pencegahan_dan_Penanggulangan_Karhutla_KLHK_Lakukan_Langkah_Ini">
																								Dorong Pencegahan dan Penanggulangan Karhutla, KLHK Lakukan Langkah Ini </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												17 Mar  2018 - 03:10 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60241/thumb_Malioboro Revi.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60241/Malioboro_Sisi_Barat_Mulai_Dibongkar">Yogyakarta</a>
											<h2><a href="/web/news/read/60241/Malioboro_Sisi_Barat_Mulai_Dibongkar">
																								Malioboro Sisi Barat Mulai Dibongkar </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												12 Mar  2018 - 13:09 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60313/thumb_mandala.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60313/Rumput_Zoysia_Matrelia_Siap_Ditanam_Mandala_Krida_Bakal_Serasa_GBK">Bola</a>
											<h2><a href="/web/news/read/60313/Rumput_Zoysia_Matrelia_Siap_Ditanam_Mandala_Krida_Bakal_Serasa_GBK">
																								 Rumput Zoysia Matrelia Siap Ditanam, Mandala Krida Bakal Serasa GBK  </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												13 Mar  2018 - 09:36 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60291/thumb_CV.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60291/Kualitas_Tak_Sehebat_CV_Pelatih_PSIM_Hanya_Tertarik_Lima_Nama">Bola</a>
											<h2><a href="/web/news/read/60291/Kualitas_Tak_Sehebat_CV_Pelatih_PSIM_Hanya_Tertarik_Lima_Nama">
																								 Kualitas Tak Sehebat 'CV', Pelatih PSIM Hanya Tertarik Lima Nama </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												13 Mar  2018 - 01:11 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60392/thumb_KM1.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60392/Paska_Pembakaran_Mushola_Kokam_Gelar_Apel_Akbar">Bantul</a>
											<h2><a href="/web/news/read/60392/Paska_Pembakaran_Mushola_Kokam_Gelar_Apel_Akbar">
																								Paska Pembakaran Mushola, Kokam Gelar Apel Akbar </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												14 Mar  2018 - 01:20 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60719/thumb_kwarass.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60719/Hilang_5_Hari_di_Hutan_Kwarasan_Warga_Gunungkidul_Ditemukan_Tewas">Gunungkidul</a>
											<h2><a href="/web/news/read/60719/Hilang_5_Hari_di_Hutan_Kwarasan_Warga_Gunungkidul_Ditemukan_Tewas">
																								Hilang 5 Hari di Hutan Kwarasan, Warga Gunungkidul Ditemukan Tewas </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												17 Mar  2018 - 13:50 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

														<div class="col-md-6">
								<ul class="list-posts">
									
									<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60367/thumb_korupsi.jpg" alt="">
										<div class="post-content">
											<a class="" href="/web/news/read/60367/Korupsi_Dana_Desa_Lima_Perangkat_Desa_Ditahan">Banyumas</a>
											<h2><a href="/web/news/read/60367/Korupsi_Dana_Desa_Lima_Perangkat_Desa_Ditahan">
																								Korupsi Dana Desa, Lima Perangkat Desa Ditahan </a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>
												13 Mar  2018 - 19:30 WIB	
												</li>
											</ul>
										</div>
									</li>
								
								</ul>
							</div>

							
						</div>

						<!-- <div class="center-button">
							<a href="home3.html#"><i class="fa fa-link"></i> SEMUA POPULAR</a>
						</div> -->

					</div>
					<!-- End grid box -->

					
					<div class="advertisement">
						<center>
							<span>Advertisement</span>
							 <a target="_blank" href="http://www.biznetnetworks.com/"><img id="" src="http://krjogja.com/web/img/ads/Biznet_Metronet.jpg" class="img-responsive" alt=""/></a>				

						</center>
					</div> 
					<!--
					<div class="advertisement">
						<center>
							<span>Advertisement</span>

							<a  href="#"><img id="" src="http://krjogja.com/web/img/ads/jalan-sehat-7-kol.jpg" class="img-responsive" alt=""/></a>					

								</center>
					</div>
					--> 

					<!--
					<div class="grid-box">
					 
						<div class="title-section">
							<h1><span>E-PAPER</span></h1>
						</div>
						<div class="row">
							<div class="col-md-4">
								<iframe scrolling="no" frameborder="0" src="http://epaper.krjogja.com/newmateri" width="100%" style="margin: 0 auto;display: block;width: 200px;height: 350px;"></iframe>
							</div>
							<div class="col-md-4">
								 <iframe scrolling="no" frameborder="0" src="http://koranmerapi.com/epaper/epaper.php" width="100%" style="margin: 0 auto;display: block;width: 210px;height: 350px;"></iframe>
							</div>
							<div class="col-md-4">
								<iframe scrolling="no" frameborder="0" src="http://minggupagi.com/epaper.php" width="100%" style="margin: 0 auto;display: block;width: 210px;height: 350px;"></iframe>
							</div>
						</div>
					</div>	

					-->	
				</div>
				<!-- End block content -->

			</div>

			

			<div class="col-sm-4">

				<!-- sidebar -->
				<div class="sidebar large-sidebar">
					
					<div class="widget search-widget">
						<form action="/web/news/search" role="search" class="search-form" id="SearchSearchForm" method="get" accept-charset="utf-8">							<input type="text" id="search" name="search" placeholder="Cari Berita">
							<button type="submit" id="search-submit"><i class="fa fa-search"></i></button>
						</form>					</div>
				

					<!-- <div class="widget social-widget">
						<div class="title-section">
							<h1><span>Stay Connected</span></h1>
						</div>
						<ul class="social-share">
							<li>
								<a href="home3.html#" class="rss"><i class="fa fa-rss"></i></a>
								<span class="number">9,455</span>
								<span>Subscribers</span>
							</li>
							<li>
								<a href="home3.html#" class="facebook"><i class="fa fa-facebook"></i></a>
								<span class="number">56,743</span>
								<span>Fans</span>
							</li>
							<li>
								<a href="home3.html#" class="twitter"><i class="fa fa-twitter"></i></a>
								<span class="number">43,501</span>
								<span>Followers</span>
							</li>
							<li>
								<a href="home3.html#" class="google"><i class="fa fa-google-plus"></i></a>
								<span class="number">35,003</span>
								<span>Followers</span>
							</li>
						</ul>
					</div> -->
					<div class="social-side">
						<div class="widget social-widget">
							<div class="title-section">
								<h1><span>STAY CONNECTED</span></h1>
							</div>
							<ul class="social-icons">
								<li><a target="_blank" href="https://www.facebook.com/kedaulatanrakyat" class="facebook"><i class="fa fa-facebook"></i></a></li>
								<!-- <li><a href="allfooter.html#" class="google"><i class="fa fa-google-plus"></i></a></li> -->
								<li><a target="_blank" href="https://twitter.com/KRjogjadotcom" class="twitter"><i class="fa fa-twitter"></i></a></li>
								<li><a target="_blank" href="https://www.youtube.com/channel/UCmEOnBBNAoZxiSjl5jvZhzg" class="youtube"><i class="fa fa-youtube"></i></a></li>
								<li><a target="_blank" href="https://www.instagram.com/krjogja/?hl=en" class="instagram"><i class="fa fa-instagram"></i></a></li>
								<!-- <li><a href="allfooter.html#" class="linkedin"><i class="fa fa-linkedin"></i></a></li>
								<li><a href="allfooter.html#" class="vimeo"><i class="fa fa-vimeo-square"></i></a></li>
								<li><a href="allfooter.html#" class="dribble"><i class="fa fa-dribbble"></i></a></li>
								<li><a href="allfooter.html#" class="pinterest"><i class="fa fa-pinterest"></i></a></li>
								<li><a href="allfooter.html#" class="flickr"><i class="fa fa-flickr"></i></a></li>
								<li><a href="allfooter.html#" class="rss"><i class="fa fa-rss"></i></a></li> -->
							</ul>
						</div>
					</div>

					<div class="widget social-widget">
						<div class="title-section">
							<h1><span>JADWAL SHOLAT</span></h1>
						</div>
						<div class="">
							<div class="ticker-news-box">
								<span class="new-news">Waktu</span>
								<ul id="js-news">
									<li class="news-item"><span class="time-news" id="imsak"></span>  <a href="#">IMSAK</a></li>
									<li class="news-item"><span class="time-news" id="subuh"></span>  <a href="#">SUBUH</a></li>
									<li class="news-item"><span class="time-news" id="dzuhur"></span>  <a href="#">DHUHUR</a></li>
									<li class="news-item"><span class="time-news" id="ashar"></span>  <a href="#">ASHAR</a></li>
									<li class="news-item"><span class="time-news" id="maghrib"></span>  <a href="i#">MAGHRIB</a></li>
									<li class="news-item"><span class="time-news" id="isya"></span>  <a href="#">ISYA</a></li>
								</ul>
							</div>
						</div>
						<hr>
						<style type="text/css">
							.ticker-news-box .ticker {
								    width: 150px;
							}
							.ticker-wrapper.has-js {
							    margin-left: 10px;
							}
						</style>
						
					</div>	
				
																
										

					<div class="widget features-slide-widget">
						<div class="title-section">
							<h1><span>AGENDA JOGJA</span></h1>
						</div>
						<div class="image-post-slider postagenda">
							<ul class="bxslider">
																<li>
									<div class="news-post image-post2">
										<div class="post-gallery">
																						<img src="http://krjogja.com/kr-admin//files/news/image/60911/small_wayang-gendut.jpg" alt="">
											<div class="hover-box">
												<div class="inner-hover agenda">
													<h2><a href="/web/news/read/60911/23_Maret_CongWayNdut_Kolabarasi_dengan_Wayang_Hip_Hop">
																												23 Maret, CongWayNdut Kolabarasi dengan Wayang Hip Hop</a></h2>
													<ul class="post-tags">
														<li><i class="fa fa-clock-o"></i>19 Mar  2018 - 18:15 WIB</li>
													</ul>
												</div>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post2">
										<div class="post-gallery">
																						<img src="http://krjogja.com/kr-admin//files/news/image/60830/small_mosaicjuh.jpg" alt="">
											<div class="hover-box">
												<div class="inner-hover agenda">
													<h2><a href="/web/news/read/60830/25_Maret_2018_MOSAIC_3">
																												25 Maret 2018, MOSAIC#3</a></h2>
													<ul class="post-tags">
														<li><i class="fa fa-clock-o"></i>18 Mar  2018 - 23:51 WIB</li>
													</ul>
												</div>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post2">
										<div class="post-gallery">
																						<img src="http://krjogja.com/kr-admin//files/news/image/60689/small_mapingjadi.jpg" alt="">
											<div class="hover-box">
												<div class="inner-hover agenda">
													<h2><a href="/web/news/read/60689/24_Maret_2018_Mapping_Bisnis_di_Internet">
																												24 Maret 2018, Mapping Bisnis di Internet</a></h2>
													<ul class="post-tags">
														<li><i class="fa fa-clock-o"></i>16 Mar  2018 - 22:51 WIB</li>
													</ul>
												</div>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post2">
										<div class="post-gallery">
																						<img src="http://krjogja.com/kr-admin//files/news/image/60593/small_tak.jpg" alt="">
											<div class="hover-box">
												<div class="inner-hover agenda">
													<h2><a href="/web/news/read/60593/Jangan_Lupa_Audisi_Joget_Tak_Tun_Tuang_di_Jogja_Bay">
																												 Jangan Lupa, Audisi Joget Tak Tun Tuang di Jogja Bay</a></h2>
													<ul class="post-tags">
														<li><i class="fa fa-clock-o"></i>16 Mar  2018 - 03:13 WIB</li>
													</ul>
												</div>
											</div>
										</div>
									</div>
								</li>
																<li>
									<div class="news-post image-post2">
										<div class="post-gallery">
																						<img src="http://krjogja.com/kr-admin//files/news/image/60590/small_PADAM.jpg" alt="">
											<div class="hover-box">
												<div class="inner-hover agenda">
													<h2><a href="/web/news/read/60590/Pemeliharaan_Listrik_16_19_dan_20_Maret_2018_Wilayah_DIY">
																												  Pemeliharaan Listrik 16, 19 dan 20 Maret 2018 Wilayah DIY</a></h2>
													<ul class="post-tags">
														<li><i class="fa fa-clock-o"></i>16 Mar  2018 - 01:14 WIB</li>
													</ul>
												</div>
											</div>
										</div>
									</div>
								</li>
															</ul>
						</div>
						<center><a class="read-more-button" href="/web/news/kategori/48/Agenda_Jogja"><i class="fa fa-arrow-circle-right"></i> Semua Agenda Jogja</a></center>
					</div>

										
										<div class="advertisement">
						<center>
						<span>Advertisement</span>
						<a  href="https://goo.gl/dhLsWD"  target="_blank"><img id="" src="http://krjogja.com/web/img/ads/centro.jpg" class="img-responsive" alt=""/></a>
						</center>
					
					</div> 
				
									
					

										
					<div class="advertisement">
					
					<script async src="//pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
					
					<ins class="adsbygoogle"
     					style="display:block"
     					data-ad-client="ca-pub-2624051849333438"
     					data-ad-slot="9888582107"
     					data-ad-format="auto"></ins>
					<script>
						(adsbygoogle = window.adsbygoogle || []).push({});
					</script>

					</div> 
					
																				<div class="widget tab-posts-widget">

						<ul class="nav nav-tabs" id="myTab">
							<li class="active">
								<a href="home3.html#option1" data-toggle="tab">Popular</a>
							</li>
							<li>
								<a href="home3.html#option2" data-toggle="tab">Recent</a>
							</li>
						</ul>

						<div class="tab-content">
							<div class="tab-pane active" id="option1">
								<ul class="list-posts">
																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60941/thumb_Polisi pur 8.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60941/Guntur_Laksono_Anak_Buruh_Tani_Sukses_Jadi_Polisi">
																								Guntur Laksono, Anak Buruh Tani Sukses Jadi Polisi</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>5 jam lalu</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60945/thumb_Dutarte.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60945/Duterte_Ajak_Negara_negara_Ikuti_Jejak_Filipina">
																								Duterte Ajak Negara-negara Ikuti Jejak Filipina</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>4 jam lalu</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60933/thumb_Luis Milla.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60933/Luis_Milla_Bawa_Ezra_Walian_ke_Singapura">
																								Luis Milla Bawa Ezra Walian ke Singapura</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>6 jam lalu</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60950/thumb_BPR Cur.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60950/Kantor_BPR_Dibobol_Pencuri">
																								Kantor BPR Dibobol Pencuri</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>6 jam lalu</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60932/thumb_Nuklir Korut.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60932/Amerika_Korut_dan_Korsel_Bahas_Pelucutan_Nuklir">
																								Amerika, Korut dan Korsel Bahas Pelucutan Nuklir</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>5 jam lalu</li>
											</ul>
										</div>
									</li>

																	</ul>
							</div>
							<div class="tab-pane" id="option2">
								<ul class="list-posts">

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60953/thumb_Kodim Kota Sundari.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60953/Sundari_Tak_Menyangka_Rumahnya_akan_Dinovasi_Prajurit">
																								Sundari Tak Menyangka Rumahnya akan Dinovasi Prajurit</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>20 Mar  2018 - 06:51 WIB</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60947/thumb_Bendera China 1.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60947/Xi_Jinping_Beri_Ucapan_Selamat_Kepada_Putin">
																								Xi Jinping Beri Ucapan Selamat Kepada Putin</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>20 Mar  2018 - 06:15 WIB</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60952/thumb_Kodim Kota Dandim.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60952/Kodim_Yogyakarta_Matangkan_Persiapan_TMMD_Reguler_ke_101">
																								Kodim Yogyakarta Matangkan Persiapan TMMD Reguler ke-101</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>20 Mar  2018 - 05:49 WIB</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60951/thumb_Pers Sakit.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60951/Anggota_Persit_Kodim_Semarang_Jenguk_Prajurit">
																								Anggota Persit Kodim Semarang Jenguk Prajurit</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>20 Mar  2018 - 05:12 WIB</li>
											</ul>
										</div>
									</li>

																		<li>
																				<img src="http://krjogja.com/kr-admin//files/news/image/60949/thumb_Facebook 1.jpg" alt="">
										<div class="post-content">
											<h2><a href="/web/news/read/60949/Data_50_Juta_Facebooker_Amerika_Bocor">
																								Data 50 Juta Facebooker Amerika Bocor</a></h2>
											<ul class="post-tags">
												<li><i class="fa fa-clock-o"></i>20 Mar  2018 - 04:44 WIB</li>
											</ul>
										</div>
									</li>

																	</ul>										
							</div>
						</div>
					</div>

										<!-- <div class="advertisement">
						<div class="desktop-advert">
							<span>Advertisement</span>
							<img src="/web/theme-web/upload/addsense/350x350.jpg" alt="">
						</div>
						<div class="tablet-advert">
							<span>Advertisement</span>
							<img src="theme-web/upload/addsense/200x200.jpg" alt="">
						</div>
						<div class="mobile-advert">
							<span>Advertisement</span>
							<img src="theme-web/upload/addsense/300x250.jpg" alt="">
						</div>
					</div> -->
					<!--
					<div class="advertisement">
						<center>
						<span>Advertisement</span>
						<a id="maksibar" style="cursor:pointer;"><img id="ripple" src="http://krjogja.com/web/img/ads/flyer-TWC2.jpg" class="img-responsive" alt="" data-change-over="http://krjogja.com/web/img/ads/flyer-TWC.jpg"/></a>
						</center>
						<script type="text/javascript">
						function changeOverImage(element) {
						    var url = $(element).prop('src'),
						        url_over = $(element).data('change-over');

						    $(element)
						        .prop('src', url_over)
						        .data('change-over', url);
						}

						$(document).delegate('img[data-change-over]', 'mouseover', function() {
						    changeOverImage(this);
						});
						$(document).delegate('img[data-change-over]', 'mouseout', function() {
						    changeOverImage(this);
						});
						</script>
						
					
					</div> 
					-->
															
					<div class="widget post-widget">
						<div class="title-section">
							<h1><span>SST HARI INI</span></h1>
						</div>
						<div class="news-post video-post">
							<p class="sstright">
							MAS Darto jengkel. Pohon pepaya Kalifornia yang ia tanam sejak dari biji sudah berbuah kemampo (hampir masak). Namun buah itu hilang, dicuri orang. Di pohon, masih ada dua buah pepaya. Bila buah itu hilang lagi, Mas Darto akan menebang pohonnya.--(Kiriman : 
							<b>Pak Dhe Bono</b>, Pujokusuman Mg I/443 Yogyakarta 55152)

							</p>
						</div>
						
					</div>
					<!-- <div class="widget post-widget">
						<div class="title-section">
							<h1><span>SST Video</span></h1>
						</div>
						<div class="news-post video-post">
							
							<div class="embed-responsive embed-responsive-16by9">
								  <iframe class="embed-responsive-item" src="https://www.youtube.com/embed/0IJCkXSVMaM"></iframe>
							</div>
						</div>
						
					</div> -->
				
					 <div class="widget post-widget">
						<div class="title-section">
							<h1><span>E PAPER</span></h1>
						</div>
						<div class="news-post video-post">
							<iframe scrolling="no" frameborder="0" src="http://epaper.krjogja.com/newmateri" width="100%" style="margin: 0 auto;display: block;width: 200px;height: 350px;"></iframe>
						</div>
					<!--	<hr>
						 <div class="news-post video-post">
                                                        <iframe scrolling="no" frameborder="0" src="http://koranmerapi.com/epaper.php" width="100%" style="margin: 0 auto;display: block;width: 210px;height: 350px;"></iframe>
                                                </div>
						<hr>
						<div class="news-post video-post">
                                                        <iframe scrolling="no" frameborder="0" src="http://minggupagi.com/epaper.php" width="100%" style="margin: 0 auto;display: block;width: 210px;height: 350px;"></iframe>
                                                </div>
					-->
    					</div> 

					<div class="widget post-widget">
						<div class="title-section" valign="bottom">
							<h1><span>IKLAN CILIK &nbsp;</span></h1>
						</div>
						<div class="news-post video-post">
						  <iframe scrolling="no" frameborder="0" src="http://iklan.krjogja.com/iklanslide.php" width="100%"></iframe>
						</div>
					</div>
									
					<div class="widget post-widget">
						<a data-height="500" data-width="100%" class="twitter-timeline" href="https://twitter.com/KRjogjadotcom">Tweets by KRjogjadotcom</a> <script async src="//platform.twitter.com/widgets.js" charset="utf-8"></script>
					</div>
				
				</div>
				<!-- End sidebar -->
<script type="text/javascript">
	function jadwal_sholat(){prayTimes.tune({
		imsak:2,subuh:2,dhuhur:2,ashar:2,maghrib:2,isya:2
	});
		var geo=[-7.79722400,110.36879700,113.31];
		var timezone=+7;
		var date=new Date();
		var times=prayTimes.getTimes(date,geo,timezone);
		var list=["Subuh","Dhuhur","Ashar","Maghrib","Isya"];
		var thisday=date.getDay();
		var thismonth=date.getMonth();
		var thisdate=date.getDate();
		var thisyear=date.getFullYear();
		var months=new Array("Januari","Pebruari","Maret","April","Mei","Juni","Juli","Agustus","September","Oktober","Nopember","Desember");
		var name_of_days=new Array("Minggu","Senin","Selasa","Rabu","Kamis","Jum"+"'"+"at","Sabtu");
		var day_name=name_of_days[thisday];
		var monthname=months[thismonth];
		var tanggal=day_name+", "+thisdate+" "+monthname+" "+thisyear;if(timezone==+7){tz="WIB"}else if(timezone==+8){tz="WITA"}else if(timezone==+9){tz="WIT"}else tz="";
		
		
		document.getElementById('imsak').innerHTML=times.imsak;
		document.getElementById('subuh').innerHTML=times.subuh;
		document.getElementById('dzuhur').innerHTML=times.dhuhur;
		document.getElementById('ashar').innerHTML=times.ashar;
		document.getElementById('maghrib').innerHTML=times.maghrib;
		document.getElementById('isya').innerHTML=times.isya;
	}
		$(document).ready(function() {
		 // executes when HTML-Document is loaded and DOM is ready
		 jadwal_sholat();
		});

</script>				
 <!-- <div class="modal fade" id="enlargeImageModal" tabindex="-1" role="dialog" aria-labelledby="enlargeImageModal" aria-hidden="true">
	<div class="modal-dialog modal-lg" role="document">
	  <div class="modal-content">
		<div class="modal-header">
		  <button type="button" class="close" data-dismiss="modal" aria-label="Close"><span aria-hidden="true">×</span></button>
		</div>
		<div class="modal-body">
		  <img src="img/ads/Poster_lombafoto2-copy.jpg" class="enlargeImageModalSource" style="width: 100%;">
		</div>
	  </div>
	</div>
</div> -->

			

		</div>

	</div>
</section>
		<!-- End block-wrapper-section -->

		<!-- footer 
			================================================== -->
		<footer>
			<div class="container">
				<div class="footer-widgets-part">
					<div class="row">
						<div class="col-md-3">
							<div class="widget text-widget">
								<h1>Tentang Kami</h1>
								<p>
								<b>WWW.KRJOGJA.COM</b><br>
								Jl. P. Mangkubumi No. 40-46<br>
								Yogyakarta 55232<br>
								<br>
								<b>REDAKSI:</b><br>
								redaksi@krjogja.com<br>
								Telp : +62-274 315 5542<br>
								Telp : +62-274 565 685 ext.124<br>
								<br>
								<b>IKLAN:</b><br>
								iklan@krjogja.com<br>
								Telp : +62-274 565 685 <br>
								Fax : +62-274 550 890
								</p>
							</div>
							
						</div>
						<div class="col-md-3">
							<div class="widget posts-widget">
<h1>Berita Random</h1>
<ul class="list-posts">
		<li>
				<img src="http://krjogja.com/kr-admin/files/news/image/60912/thumb_DPR GEDUNG LOGOjuh.jpg" alt="">
		<div class="post-content">
			<h2><a href="/web/news/read/60912/Keamanan_Data_Registrasi_Kartu_SIM_Prabayar_Jadi_Pertanyaan_Anggota_DPR">Keamanan Data Registrasi Kartu SIM Prabayar Jadi Pertanyaan Anggota DPR</a></h2>
			<ul class="post-tags">
				<li><i class="fa fa-clock-o"></i>19 Mar  2018 - 19:10 WIB</li>
			</ul>
		</div>
	</li>

		<li>
				<img src="http://krjogja.com/kr-admin/files/news/image/60901/thumb_ICAO.jpg" alt="">
		<div class="post-content">
			<h2><a href="/web/news/read/60901/RI_Gandeng_ICAO_Tingkatkan_Kualitas_SDM_Penerbangan_Sipil">RI Gandeng ICAO Tingkatkan Kualitas SDM Penerbangan Sipil</a></h2>
			<ul class="post-tags">
				<li><i class="fa fa-clock-o"></i>19 Mar  2018 - 15:40 WIB</li>
			</ul>
		</div>
	</li>

		<li>
				<img src="http://krjogja.com/kr-admin/files/news/image/60858/thumb_POPULER.jpg" alt="">
		<div class="post-content">
			<h2><a href="/web/news/read/60858/Berita_Terpopuler_Kapolri_Cium_Tito_Karnavian_Masih_Teratas_Sampai_Kecelakaan_Tank">Berita Terpopuler : Kapolri Cium Tito Karnavian Masih Teratas Sampai Kecelakaan Tank</a></h2>
			<ul class="post-tags">
				<li><i class="fa fa-clock-o"></i>19 Mar  2018 - 10:07 WIB</li>
			</ul>
		</div>
	</li>

	</ul>
</div>						</div>
						<div class="col-md-3">
							<div class="widget categories-widget">
	<h1>Kategori Populer</h1>
	<ul class="category-list">
				<li>
			<a href="/web/news/kanal/1/DIY">DIY <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/2/Jateng">Jateng <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/3/Peristiwa">Peristiwa <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/4/Pendidikan">Pendidikan <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/5/Ekonomi">Ekonomi <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/6/Ragam">Ragam <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/7/Olahraga">Olahraga <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/8/Gaya Hidup">Gaya Hidup <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/9/Wisata">Wisata <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/10/Hiburan">Hiburan <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/11/Angkringan">Angkringan <!-- <span></span>--></a> 
		</li>
				<li>
			<a href="/web/news/kanal/15/KOLOM">KOLOM <!-- <span></span>--></a> 
		</li>
			</ul>
</div>						</div>
						<div class="col-md-3">
							<div class="widget tags-widget">
	<h1>Populer Tag</h1>
	<ul class="tag-list">
				<li><a href="/web/news/tag/Hutan Pinus">Hutan Pinus</a></li>
				<li><a href="/web/news/tag/Wediombo">Wediombo</a></li>
				<li><a href="/web/news/tag/Pemuda Dianiaya">Pemuda Dianiaya</a></li>
				<li><a href="/web/news/tag/Iqbal Ramadan">Iqbal Ramadan</a></li>
				<li><a href="/web/news/tag/Baliho Paslon Ambruk">Baliho Paslon Ambruk</a></li>
				<li><a href="/web/news/tag/Film Making Jogja">Film Making Jogja</a></li>
				<li><a href="/web/news/tag/Jackie Chan">Jackie Chan</a></li>
				<li><a href="/web/news/tag/Pasar Kangen Jogja">Pasar Kangen Jogja</a></li>
				<li><a href="/web/news/tag/Disbud Sleman">Disbud Sleman</a></li>
				<li><a href="/web/news/tag/E-Smart">E-Smart</a></li>
			</ul>
</div>							<div class="widget social-widget">
								<h1>Stay Connected</h1>
								<ul class="social-icons">
									<li><a target="_blank" href="https://www.facebook.com/kedaulatanrakyat" class="facebook"><i class="fa fa-facebook"></i></a></li>
									<!-- <li><a href="allfooter.html#" class="google"><i class="fa fa-google-plus"></i></a></li> -->
									<li><a target="_blank" href="https://twitter.com/KRjogjadotcom" class="twitter"><i class="fa fa-twitter"></i></a></li>
									<li><a target="_blank" href="https://www.youtube.com/channel/UCmEOnBBNAoZxiSjl5jvZhzg" class="youtube"><i class="fa fa-youtube"></i></a></li>
									<li><a target="_blank" href="https://www.instagram.com/krjogja/?hl=en" class="instagram"><i class="fa fa-instagram"></i></a></li>
								
									<!-- <li><a href="allfooter.html#" class="linkedin"><i class="fa fa-linkedin"></i></a></li>
									<li><a href="allfooter.html#" class="vimeo"><i class="fa fa-vimeo-square"></i></a></li>
									<li><a href="allfooter.html#" class="dribble"><i class="fa fa-dribbble"></i></a></li>
									<li><a href="allfooter.html#" class="pinterest"><i class="fa fa-pinterest"></i></a></li>
									<li><a href="allfooter.html#" class="flickr"><i class="fa fa-flickr"></i></a></li>
									<li><a href="allfooter.html#" class="rss"><i class="fa fa-rss"></i></a></li> -->
								</ul>
							</div>
					</div>
				</div>
				<div class="footer-last-line">
					<div class="row">
						<div class="col-md-4">
							<p>&copy; COPYRIGHT 2016 KRJOGJA.COM</p>
						</div>
						<div class="col-md-8">
							<nav class="footer-nav">
								<ul>
									<li><a href="/web/">Home</a></li>
									<li><a href="/web/pages/content/tentangKami.html">Tentang Kami</a></li>
									<li><a href="/web/pages/content/redaksi.html">Redaksi</a></li>
									<li><a href="/web/pages/content/pedomanSiber.html">Pedoman Media Siber</a></li>
									<li><a target="_blank" href="http://epaper.krjogja.com/">E Paper</a></li>
									<li><a target="_blank" href="http://iklan.krjogja.com/">Iklan Cilik</a></li>
									<li><a target="_blank" href="/web/news/indeks">Index</a></li>
								</ul>
							</nav>
						</div>
					</div>
				</div>
			</div>
		</footer>
		<!-- End footer -->
		
	</div>
	<!-- End Container -->
	
	
	
	<script type="text/javascript" src="/web/theme-web/js/script.js"></script>
	<script type="text/javascript">
		$('.block-wrapper').click(function () {
		    $('.navbar-collapse').collapse('hide');
		});
	</script>

</body>
</html>