<!doctype html>
<!--[if lt IE 7]>      <html class="no-js lt-ie9 lt-ie8 lt-ie7" lang=""> <![endif]-->
<!--[if IE 7]>         <html class="no-js lt-ie9 lt-ie8" lang=""> <![endif]-->
<!--[if IE 8]>         <html class="no-js lt-ie9" lang=""> <![endif]-->
<!--[if gt IE 8]><!-->
<html class="no-js" lang="">
<!--<![endif]-->
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <title>beritajatim.com</title>
  <meta name="keywords" content="berita hari ini, berita terkini, info berita, peristiwa, korupsi, kecelakaan, kriminal, hukum, berita unik, Politik, liputan khusus, Indonesia,Jatim, Surabaya dan Malang">
  <meta name="description" content="Indeks berita terbaru hari ini, peristiwa, kecelakaan, kriminal, politik,korupsi, hukum, ekonomi,persebaya dan arema">
  <!-- <meta name="viewport" content="width=device-width, initial-scale=1"> -->
  <meta name="viewport" content="width=1040,user-scalable=yes">

  <link href="http://beritajatim.com/images/logo_bejat.gif" rel="shortcut icon" type="image/x-icon" />
  <!-- CSS Header(css_header.php)(START)-->
<link rel="stylesheet" href="/css/normalize.min.css">
<link rel="stylesheet" href="/css/main.css">
<link rel="stylesheet" href="/css/font-awesome.min.css">
<!-- CSS Header(css_header.php)(END)-->
  <script async src="//"></script>
<script>
  (adsbygoogle = window.adsbygoogle || []).push({
    google_ad_client: "ca-pub-9591068673925608",
    enable_page_level_ads: true
  });
</script>  
</head>
<body>
  <!--[if lt IE 8]>
  <p class="browserupgrade">You are using an <strong>outdated</strong> browser. Please <a href="http://browsehappy.com/">upgrade your browser</a> to improve your experience.</p>
  <![endif]-->
  <div id="fb-root"></div>
  <script>(function(d, s, id) {
    var js, fjs = d.getElementsByTagName(s)[0];
    if (d.getElementById(id)) return;
    js = d.createElement(s); js.id = id;
    js.src = "//connect.facebook.net/en_GB/sdk.js#xfbml=1&version=v2.5&appId=256275561143345";
    fjs.parentNode.insertBefore(js, fjs);
    }(document, 'script', 'facebook-jssdk'));
  </script>
  <div class="header-container">
    		<!-- Header Index(header_index.php)(START) -->
		<!-- Header Index -->
		<!-- <div class="container skyscrapper">
            		</div> -->

<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','//www.google-analytics.com/analytics.js','ga');

  ga('create', 'UA-2318408-1', 'auto');
  ga('send', 'pageview');

</script><!-- Container Header(container_header.php)(START) -->
<header class="wrapper clearfix">
	<div class="header-left">
		<ul class="social">
			<li><a href="https://www.facebook.com/beritajatimnews/" target="_blank"><i class="fa fa-facebook-official"></i></a></li>
			<li><a href="http://twitter.com/#!/beritajatimcom" target="_blank"><i class="fa fa-twitter"></i></a></li>
			<li><a href="https://plus.google.com/116892349374736831359" target="_blank"><i class="fa fa-google-plus"></i></a></li>
			<!-- <li><a href="#" target="_blank"><i class="fa fa-instagram"></i></a></li> -->
			<li><a href="http://rss.beritajatim.com"><i class="fa fa-rss"></i></a></li>
		</ul>
		<span class="date">Rabu, 21 Maret 2018</span>
	</div>
	<a href="/" class="logo"><img src="http://beritajatim.com/img/logo.png" alt=""></a>
	<div class="header-right">
		<form id="custom-search-form" action="http://beritajatim.com/search.php" class="search-form">
			<input type="text" name="search" class="search-query" placeholder="Search">
			<button type="submit" style="border-width: 0px; background-color: transparent;"><i class="fa fa-search"></i></button>
		</form>
	</div>
	<div class="clearfix"></div>
</header>
<!-- Container Header(container_header.php)(END) -->

<!-- Container Navigation(container_navigation.php)(START) -->
<nav class="site-navigation">
	<div class="wrapper">
		<ul>
			<li><a href="/"><i class="fa fa-home"></i></a></li>
						<li><a href="http://beritajatim.com/peristiwa">Peristiwa</a></li>
						<li><a href="http://beritajatim.com/politik_pemerintahan">Politik & Pemerintahan</a></li>
						<li><a href="http://beritajatim.com/hukum_kriminal">Hukum & Kriminal</a></li>
						<li><a href="http://beritajatim.com/ekonomi">Ekonomi</a></li>
						<li><a href="http://beritajatim.com/olahraga">Olahraga</a></li>
						<li><a href="http://beritajatim.com/gaya_hidup">Gaya Hidup</a></li>
						<li><a href="http://beritajatim.com/pendidikan_kesehatan">Pendidikan & Kesehatan</a></li>
						<li><a href="http://beritajatim.com/teknologi">Teknologi</a></li>
						<li><a href="http://beritajatim.com/berita_migas">Berita Migas</a></li>
						<li><a href="http://beritajatim.com/indeks">Indeks</a></li>
		</ul>
	</div>
</nav>
<!-- Container Navigation(container_navigation.php)(END) -->
  </div>
  <div class="main-container">
    <div class="side_banner left">
          </div>
    <div class="side_banner right">
          </div>
    <!-- Main Index(main_index.php)(START) -->
<div class="main wrapper clearfix">
  <div class="grid_12 header-fixed" style="width:100%;">
    <marquee class="marquee" behavior="" direction="" scrolldelay="100" >
      Dibutuhkan Wartawan di Wilayah Ponorogo - Madiun Raya ,  Usia Maks 27 Tahun, S1, Punya Pengalaman, Kirim lamaran ke beritajatim@gmail.com    </marquee>
    <div class="widget banner">
      
								<a href="#" title="pilgub jatim 2018"  onclick="window.open('http://beritajatim.com/tag-berita/pilgub-jatim');"><img src="http://iklan.beritajatim.com/iklan101043472.gif"  style="padding-bottom:2px"  /></a>
                 <br />                
				    </div>
  </div>
  <div class="grid_9">
    <div class="hot-news">

      <ul class="bxslider">
                <li>
          <h3><a href="http://beritajatim.com/olahraga/324012/persebaya_rekrut_kiper_arema_fc.html" title="Persebaya Rekrut Kiper Arema FC">Persebaya Rekrut Kiper Arema FC</a></h3>
          <img src="http://berita.beritajatim.com/brt139103351.jpg" title="Persebaya Rekrut Kiper Arema FC" />
        </li>
                <li>
          <h3><a href="http://beritajatim.com/peristiwa/324006/ratusan_pelayat_hadir_di_rumah_duka_pilot_aerobik.html" title="Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik">Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik</a></h3>
          <img src="http://berita.beritajatim.com/brt52781071.jpg" title="Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik" />
        </li>
                <li>
          <h3><a href="http://beritajatim.com/peristiwa/324000/kotak_amal_makam_gus_dur_hasilkan_rp_150_juta_per_bulan.html" title="Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan">Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan</a></h3>
          <img src="http://berita.beritajatim.com/brt878220693.jpg" title="Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan" />
        </li>
                <li>
          <h3><a href="http://beritajatim.com/hukum_kriminal/323974/giliran_rumah_ya'qud_ananda_gudban_digeledah_kpk.html" title="Giliran Rumah Ya'qud Ananda Gudban Digeledah KPK ">Giliran Rumah Ya'qud Ananda Gudban Digeledah KPK </a></h3>
          <img src="http://berita.beritajatim.com/brt440994565.jpg" title="Giliran Rumah Ya'qud Ananda Gudban Digeledah KPK " />
        </li>
                <li>
          <h3><a href="http://beritajatim.com/hukum_kriminal/323967/abah_anton_pulang_setelah_kpk_selesai_penggeledahan.html" title="Abah Anton Pulang setelah KPK Selesai Penggeledahan">Abah Anton Pulang setelah KPK Selesai Penggeledahan</a></h3>
          <img src="http://berita.beritajatim.com/brt212908662.jpg" title="Abah Anton Pulang setelah KPK Selesai Penggeledahan" />
        </li>
              </ul><!-- .bxslider -->
      <div id="bx-pager">
                          <a data-slide-index="0" href="">
            <h3>Persebaya Rekrut Kiper Arema FC</h3>
            <img src="http://berita.beritajatim.com/brt139103351.jpg" title="Persebaya Rekrut Kiper Arema FC"/>
          </a>
                            <a data-slide-index="1" href="">
            <h3>Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik</h3>
            <img src="http://berita.beritajatim.com/brt52781071.jpg" title="Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik"/>
          </a>
                            <a data-slide-index="2" href="">
            <h3>Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan</h3>
            <img src="http://berita.beritajatim.com/brt878220693.jpg" title="Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan"/>
          </a>
                            <a data-slide-index="3" href="">
            <h3>Giliran Rumah Ya'qud Ananda Gudban Digeledah KPK </h3>
            <img src="http://berita.beritajatim.com/brt440994565.jpg" title="Giliran Rumah Ya'qud Ananda Gudban Digeledah KPK "/>
          </a>
                            <a data-slide-index="4" href="">
            <h3>Abah Anton Pulang setelah KPK Selesai Penggeledahan</h3>
            <img src="http://berita.beritajatim.com/brt212908662.jpg" title="Abah Anton Pulang setelah KPK Selesai Penggeledahan"/>
          </a>
                        </div>

    </div>
     <!-- KOLOM KIRI -->
    <div class="grid_3">
      <!-- Hukum & Kriminal -->
      <div class="widget news news_small">
        <h3 class="widget-title">Hukum &amp; Kriminal <a href="/hukum_kriminal"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt559978441.jpg" alt="Polres Mojokerto Dapat 6 Mobil Anyar, Buat Apa?">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/hukum_kriminal/324011/polres_mojokerto_dapat_6_mobil_anyar,_buat_apa?.html">Polres Mojokerto Dapat 6 Mobil Anyar, Buat Apa?</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 12:03</div>
          </div>
        </div>
                <div class="list-news small">
          <img src="http://berita.beritajatim.com/thumbnail/brt725837320.jpg" alt="Masuk Rumah Orang, Ditanya Malah Kabur, 2 Orang Dikepung Warga">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/hukum_kriminal/324009/masuk_rumah_orang,_ditanya_malah_kabur,_2_orang_dikepung_warga.html">Masuk Rumah Orang, Ditanya Malah Kabur, 2 Orang Dikepung Warga</a></h4>
        </div>
                <div class="list-news small">
          <img src="http://berita.beritajatim.com/thumbnail/brt587722186.jpg" alt="Polres Sidoarjo Panen Tangkapan Kasus Sabu">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/hukum_kriminal/324005/polres_sidoarjo_panen_tangkapan_kasus_sabu.html">Polres Sidoarjo Panen Tangkapan Kasus Sabu</a></h4>
        </div>
              </div>
      <div class="widget banner">
      <!--  ad tags Size: 300x250 ZoneId:1007078-->

      </div>  
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>          
      <!-- Berita Migas -->
      <div class="widget news news_small">
        <h3 class="widget-title cyan">Berita Migas <a href="#"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt44075299.jpg" alt="Kontraktor Lokal Dilatih Transparansi Lelang Elektronik">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/berita_migas/323983/kontraktor_lokal_dilatih_transparansi_lelang_elektronik.html">Kontraktor Lokal Dilatih Transparansi Lelang Elektronik</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 21:34</div>
          </div>
        </div>
                <div class="list-news small">
          <img src="http://berita.beritajatim.com/thumbnail/brt209786702.jpg" alt="BBM Satu Harga, DPR Siap Bantu BPH Migas">
            <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/berita_migas/323906/bbm_satu_harga,_dpr_siap_bantu_bph_migas.html">BBM Satu Harga, DPR Siap Bantu BPH Migas</a></h4>
        </div>
                <div class="list-news small">
          <img src="http://berita.beritajatim.com/thumbnail/brt857089355.jpg" alt="Penyaluran BBM di Trenggalek Tetap Normal ">
            <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/berita_migas/323841/penyaluran_bbm_di_trenggalek_tetap_normal.html">Penyaluran BBM di Trenggalek Tetap Normal </a></h4>
        </div>
              </div>
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>      

      <!-- Internasional -->
      <div class="widget news news_small">
        <h3 class="widget-title">Internasional <a href="/internasional"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt364562013.jpg" alt="Diculik ISIS, 39 Pekerja India Jadi Mayat">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/internasional/323995/diculik_isis,_39_pekerja_india_jadi_mayat.html">Diculik ISIS, 39 Pekerja India Jadi Mayat</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 07:31</div>
          </div>
        </div>
                <div class="list-news small">
          <img src="http://berita.beritajatim.com/thumbnail/brt221227111.jpg" alt="Langka Uang Tunai, Kota di Venezuela Bikin Uang Sendiri ">
            <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/internasional/323990/langka_uang_tunai,_kota_di_venezuela_bikin_uang_sendiri.html">Langka Uang Tunai, Kota di Venezuela Bikin Uang Sendiri </a></h4>
        </div>
                <div class="list-news small">
          <img src="http://berita.beritajatim.com/thumbnail/brt46704939.jpg" alt="Dituduh Membunuh Majikan, TKI Asal Bangkalan Dihukum Mati">
            <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/internasional/323936/dituduh_membunuh_majikan,_tki_asal_bangkalan_dihukum_mati.html">Dituduh Membunuh Majikan, TKI Asal Bangkalan Dihukum Mati</a></h4>
        </div>
              </div>
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>
      <!-- Foto -->
      <div class="widget_unbox foto_video">
        <h3 class="widget-title">Foto <a href="/beritafoto"><i class="fa fa-plus"></i></a></h3>
                <div class="list-foto">
          <img src="http://gallery.beritajatim.com/gal335954091.jpg" alt="Satgas Pangan">
          <div class="content-foto">
            <h4><a href="http://beritajatim.com/beritafoto/5542/satgas_pangan.html">Satgas Pangan</a></h4>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 14 Februari 2018 <i class="fa fa-clock-o"></i> 15:00</div>
          </div>
        </div>
                <div class="list-foto">
          <img src="http://gallery.beritajatim.com/gal674554152.jpg" alt="Rusak Parah">
          <div class="content-foto">
            <h4><a href="http://beritajatim.com/beritafoto/5541/rusak_parah.html">Rusak Parah</a></h4>
            <div class="meta"><i class="fa fa-calendar"></i> Kamis, 23 Nopember 2017 <i class="fa fa-clock-o"></i> 08:45</div>
          </div>
        </div>
                <div class="list-foto">
          <img src="http://gallery.beritajatim.com/gal338311346.jpg" alt="Penuhi Kebutuhan Pupuk">
          <div class="content-foto">
            <h4><a href="http://beritajatim.com/beritafoto/5540/penuhi_kebutuhan_pupuk.html">Penuhi Kebutuhan Pupuk</a></h4>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 08 Nopember 2017 <i class="fa fa-clock-o"></i> 00:00</div>
          </div>
        </div>
              </div>
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>
      <!-- Iklan Baris -->
      <div class="widget_unbox news_unbox">
        <h3 class="widget-title">Iklan Baris <a href="/pasangiklan.html"><i class="fa fa-envelope"></i></a></h3>
                <div class="list-news small">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/iklan/5/1/les_privat_bahasa_inggris_conversation.html">Les Privat Bahasa Inggris Conversation</a></h4>
        </div>
                <div class="list-news small">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/iklan/6/1/dicari_orang_hilang.html">Dicari Orang Hilang</a></h4>
        </div>
                <div class="list-news small">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/iklan/7/1/info_job_luar_negeri.html">INFO JOB LUAR NEGERI</a></h4>
        </div>
                <div class="list-news small">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/iklan/1/1/kalibrasi_alat_ukur_total_station.html">Kalibrasi Alat Ukur Total Station</a></h4>
        </div>
                <div class="list-news small">
          <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/iklan/5/1/pinjaman_tanpa_jaminan_/_copy_kartu_kredit.html">PINJAMAN TANPA JAMINAN / COPY KARTU KREDIT</a></h4>
        </div>
              </div>
      <!-- Komentar Populer, Berita Populer -->
    <div class="widget terkini">
      <h3 class="widget-title">Populer</h3>
            <div class="list-terkini">
        <h4><span class="time">09:27</span> <a href="http://beritajatim.com/politik_pemerintahan/323855/wali_kota_liverpool:_kota_surabaya_lebih_cantik_dari_bayangan_saya.html" title="Wali Kota Liverpool: Kota Surabaya Lebih Cantik dari Bayangan Saya">Wali Kota Liverpool: Kota Surabaya Lebih Cantik dari Bayangan Saya</a></h4>
        <!-- <span class="time">3059 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">21:09</span> <a href="http://beritajatim.com/politik_pemerintahan/323981/eep_polmark_tantang_lembaga_survei_berani_lakukan_ini.html" title="Eep PolMark Tantang Lembaga Survei Berani Lakukan Ini">Eep PolMark Tantang Lembaga Survei Berani Lakukan Ini</a></h4>
        <!-- <span class="time">916 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">22:06</span> <a href="http://beritajatim.com/hukum_kriminal/323986/tipu_teman,_leny_jadi_pesakitan.html" title="Tipu Teman, Leny Jadi Pesakitan">Tipu Teman, Leny Jadi Pesakitan</a></h4>
        <!-- <span class="time">859 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">17:05</span> <a href="http://beritajatim.com/olahraga/323819/petinju_marinir_indonesia_menang_tko_atas_petinju_malaysia.html" title="Petinju Marinir Indonesia Menang TKO Atas Petinju Malaysia ">Petinju Marinir Indonesia Menang TKO Atas Petinju Malaysia </a></h4>
        <!-- <span class="time">4040 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">16:50</span> <a href="http://beritajatim.com/hukum_kriminal/323893/keuntungan_rp_2_juta/hari,_2_pelaku_order_fiktif_taksi_online_terancam_19_tahun.html" title="Keuntungan Rp 2 Juta/Hari, 2 Pelaku Order Fiktif Taksi Online Terancam 19 Tahun">Keuntungan Rp 2 Juta/Hari, 2 Pelaku Order Fiktif Taksi Online Terancam 19 Tahun</a></h4>
        <!-- <span class="time">2616 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">11:50</span> <a href="http://beritajatim.com/hukum_kriminal/323940/surat_penyidik_kpk_sebut_moch_anton_dan_nanda_gudban_tersangka?.html" title="Surat Penyidik KPK Sebut Moch Anton dan Nanda Gudban Tersangka?">Surat Penyidik KPK Sebut Moch Anton dan Nanda Gudban Tersangka?</a></h4>
        <!-- <span class="time">1475 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">16:07</span> <a href="http://beritajatim.com/hukum_kriminal/323890/18_anggota_dprd_kota_malang_jadi_tersangka_baru.html" title="18 Anggota DPRD Kota Malang Jadi Tersangka Baru ">18 Anggota DPRD Kota Malang Jadi Tersangka Baru </a></h4>
        <!-- <span class="time">2659 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">21:39</span> <a href="http://beritajatim.com/peristiwa/323916/kronologi_politisi_ppp_jombang_meninggal_usai_kencan_dengan_waria.html" title="Kronologi Politisi PPP Jombang Meninggal Usai Kencan dengan Waria">Kronologi Politisi PPP Jombang Meninggal Usai Kencan dengan Waria</a></h4>
        <!-- <span class="time">2326 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">00:09</span> <a href="http://beritajatim.com/hukum_kriminal/270279/muntah_di_sekolah,_siswi_sd_ternyata_hamil_akibat_digilir_5_remaja.html" title="Muntah di Sekolah, Siswi SD ternyata Hamil akibat Digilir 5 Remaja">Muntah di Sekolah, Siswi SD ternyata Hamil akibat Digilir 5 Remaja</a></h4>
        <!-- <span class="time">909376 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">22:13</span> <a href="http://beritajatim.com/olahraga/323839/tiket_mahal,_persebaya_vs_sarawak_ditonton_14,7_ribu_suporter.html" title="Tiket Mahal, Persebaya Vs Sarawak Ditonton 14,7 Ribu Suporter">Tiket Mahal, Persebaya Vs Sarawak Ditonton 14,7 Ribu Suporter</a></h4>
        <!-- <span class="time">3732 menit yang lalu</span> -->
      </div>
          </div>
      

    </div><!-- / KOLOM KIRI -->
    <!-- KOLOM TENGAH -->
    <div class="grid_6 last">
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>
      <!-- Peristiwa -->
      <div class="widget news">
        <h3 class="widget-title">Peristiwa <a href="/peristiwa"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt52781071.jpg" alt="Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/peristiwa/324006/ratusan_pelayat_hadir_di_rumah_duka_pilot_aerobik.html">Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik</a></h3>
            <!-- <div class="excerpt">Ratusan pelayat memberikan penghormatan terakhir kepada Kolonel Pnb MJ Hanafie di rumah duka di Jalan Dirgantara C4 nomor 37 Lesanpuro, Kedungkandang, Kota Malang, Rabu (21/3/2018).</div> -->
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 09:42</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt961180559.jpg" alt="Ayo Buruan, Tiket KA untuk Mudik H-10 Masih Ada">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/peristiwa/323999/ayo_buruan,_tiket_ka_untuk_mudik_h-10_masih_ada.html">Ayo Buruan, Tiket KA untuk Mudik H-10 Masih Ada</a></h3>
            <!-- <div class="excerpt">Kalau Anda ingin mudik menggunakan kereta api di tahun ini, masih ada peluang. Untuk keberangkatan H-10 atau 5 Juni 2018, masih tersedia tiketnya. Tapi harus cepat ya.</div> -->
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 08:26</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt878220693.jpg" alt="Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/peristiwa/324000/kotak_amal_makam_gus_dur_hasilkan_rp_150_juta_per_bulan.html">Kotak Amal Makam Gus Dur Hasilkan Rp 150 Juta Per Bulan</a></h3>
            <!-- <div class="excerpt">Ketua LSPT (Lembaga Sosial Pesantren Tebuireng) Afif Abdul Rokhim mengatakan, jumlah uang yang ada di kotak amal Gus Dur jumlahnya bervariasi.</div> -->
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 08:13</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt125225867.jpg" alt="Dikira Tidur, Ternyata Sufyan Meninggal di Atas Becak">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/peristiwa/323987/dikira_tidur,_ternyata_sufyan_meninggal_di_atas_becak.html">Dikira Tidur, Ternyata Sufyan Meninggal di Atas Becak</a></h3>
            <!-- <div class="excerpt">Seorang pengayuh becak bernama Muh Sufyan (65), warga Dusun Kawis, Desa Sumbertlaseh, Kecamatan Dander, Kabupaten Bojonegoro ditemukan dalam keadaan tidak bernyawa di atas kendaraan roda tiga miliknya 
</div> -->
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 22:23</div>
          </div>
        </div>
              </div>
      <!-- Politik -->
      <div class="widget news">
        <h3 class="widget-title">Politik <a href="/politik_pemerintahan"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt706910649.jpg" alt="Dualisme Partai Hanura Harusnya Diselesaikan Secara Internal">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/politik_pemerintahan/324008/dualisme_partai_hanura_harusnya_diselesaikan_secara_internal.html">Dualisme Partai Hanura Harusnya Diselesaikan Secara Internal</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 11:23</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt900409394.jpg" alt="Penyelesaian Underpass Ngurah Rai Terus Dipacu ">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/politik_pemerintahan/324003/penyelesaian_underpass_ngurah_rai_terus_dipacu.html">Penyelesaian Underpass Ngurah Rai Terus Dipacu </a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 09:13</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt435806817.jpg" alt="Hari ini Pimpinan MPR Rapat Bahas Penggantian Mahyudin">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/politik_pemerintahan/324001/hari_ini_pimpinan_mpr_rapat_bahas_penggantian_mahyudin.html">Hari ini Pimpinan MPR Rapat Bahas Penggantian Mahyudin</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 08:45</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt802377084.jpg" alt="Titiek dan Tommy Tandai Kebangkitan Dinasti Soeharto?">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/politik_pemerintahan/323989/titiek_dan_tommy_tandai_kebangkitan_dinasti_soeharto?.html">Titiek dan Tommy Tandai Kebangkitan Dinasti Soeharto?</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 23:07</div>
          </div>
        </div>
              </div>
      <!-- Ekonomi -->
      <div class="widget news">
        <h3 class="widget-title">Ekonomi <a href="/ekonomi"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt956777131.jpg" alt="Bandara Pagerungan Layak, Tinggal Tunggu Perubahan Status">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/ekonomi/323991/bandara_pagerungan_layak,_tinggal_tunggu_perubahan_status.html">Bandara Pagerungan Layak, Tinggal Tunggu Perubahan Status</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 23:47</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt779939217.jpg" alt="Berkaf Jawab Tantangan Startup Dengan FSI 2018">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/ekonomi/323993/berkaf_jawab_tantangan_startup_dengan_fsi_2018.html">Berkaf Jawab Tantangan Startup Dengan FSI 2018</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 21:56</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt177398558.jpg" alt="Soal Masalah Pupuk Bersubsidi, Ini Jawaban PG">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/ekonomi/323978/soal_masalah_pupuk_bersubsidi,_ini_jawaban_pg.html">Soal Masalah Pupuk Bersubsidi, Ini Jawaban PG</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 19:49</div>
          </div>
        </div>
              </div>
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>
      <!-- Sorotan -->
      <div class="widget news">
        <h3 class="widget-title">Sorotan <a href="/sorotan"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt195888499.jpg" alt="Jurnalisme, Kecemasan, dan Kemungkinan-Kemungkinan">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/sorotan/324007/jurnalisme,_kecemasan,_dan_kemungkinan-kemungkinan.html">Jurnalisme, Kecemasan, dan Kemungkinan-Kemungkinan</a></h3>
            <div class="excerpt">Sejarah umat manusia ditentukan oleh informasi dan pengetahuan. Para nabi menyampaikan kabar dari langit, dan kemudian terbentuklah agama yang mempengaruhi peradaban. Para nabi mangkat, dan otoritas tafsir atas pengetahuan dan informasi dari langit menjad</div>
            <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 10:21</div>
          </div>
        </div>
      </div>
      <!-- Siapa Dia -->
            <div class="widget news">
        <h3 class="widget-title">Siapa Dia <a href="/siapa_dia"><i class="fa fa-plus"></i></a></h3>
        <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt285264315.jpg" alt="Milo Akan Terapkan Taktik Ini di Madura United">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/siapa_dia/323652/milo_akan_terapkan_taktik_ini_di_madura_united.html">Milo Akan Terapkan Taktik Ini di Madura United</a></h3>
            <div class="excerpt">Pelatih Madura United FC Milomir Seslija bakal menerapakan strategi dan taktik berbeda tanpa menghilangkan karakter khas Madura dengan pola satu dua</div>
            <div class="meta"><i class="fa fa-calendar"></i> Jum'at, 16 Maret 2018 <i class="fa fa-clock-o"></i> 02:30</div>
          </div>
        </div>
      </div>
      <!-- Laporan khusus -->
            <div class="widget news">
        <h3 class="widget-title">Laporan Khusus</h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt763821103.jpg" alt="Kader Gerindra Diwajibkan Menangkan Gus Ipul-Puti">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/politik_pemerintahan/323445/kader_gerindra_diwajibkan_menangkan_gus_ipul-puti.html">Kader Gerindra Diwajibkan Menangkan Gus Ipul-Puti</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 13 Maret 2018 <i class="fa fa-clock-o"></i> 13:39</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt937058475.jpg" alt="2018, Produksi Gula PTPN X 397.341 Ton ">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/ekonomi/323425/2018,_produksi_gula_ptpn_x_397.341_ton.html">2018, Produksi Gula PTPN X 397.341 Ton </a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 13 Maret 2018 <i class="fa fa-clock-o"></i> 07:18</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt379163564.jpg" alt="Antara Ambisi Besar Mao dan Hinaan Stalin ">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/internasional/323322/antara_ambisi_besar_mao_dan_hinaan_stalin.html">Antara Ambisi Besar Mao dan Hinaan Stalin </a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Minggu, 11 Maret 2018 <i class="fa fa-clock-o"></i> 20:38</div>
          </div>
        </div>
              </div>      
      <!-- Kabar Anda -->
      <div class="widget news kabar">
        <h3 class="widget-title">Kabar Anda <a href="/kabaranda-kirim.html"><i class="fa fa-envelope"></i></a></h3>
                <div class="list-news">
            <h3><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/kabaranda/1763/kenapa_ploso_mendukung_gus_ipul-puti?.html">Kenapa Ploso Mendukung Gus Ipul-Puti?</a></h3>
            <!-- <div class="meta"><i class="fa fa-calendar"></i> Kamis, 01 Januari 1970 <i class="fa fa-clock-o"></i> </div> -->
        </div>
                <div class="list-news">
            <h3><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/kabaranda/1760/potensi_halal_xenograft_di_indonesia.html">Potensi Halal Xenograft di Indonesia</a></h3>
            <!-- <div class="meta"><i class="fa fa-calendar"></i> Kamis, 01 Januari 1970 <i class="fa fa-clock-o"></i> </div> -->
        </div>
                <div class="list-news">
            <h3><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/kabaranda/1759/dpr_respon_positif_wacana_pemindahan_ibu_kota.html">DPR Respon Positif Wacana Pemindahan Ibu Kota</a></h3>
            <!-- <div class="meta"><i class="fa fa-calendar"></i> Kamis, 01 Januari 1970 <i class="fa fa-clock-o"></i> </div> -->
        </div>
                <div class="list-news">
            <h3><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/kabaranda/1757/ujian_mandiri_universitas_diponegoro.html">UJIAN MANDIRI UNIVERSITAS DIPONEGORO</a></h3>
            <!-- <div class="meta"><i class="fa fa-calendar"></i> Kamis, 01 Januari 1970 <i class="fa fa-clock-o"></i> </div> -->
        </div>
                <div class="list-news">
            <h3><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/kabaranda/1756/gerakan_mahasiswa_dan_buruh_dalam_perspektif_gerakan_sosial_lama_dan_baru.html">Gerakan Mahasiswa dan Buruh dalam Perspektif Gerakan Sosial Lama dan Baru</a></h3>
            <!-- <div class="meta"><i class="fa fa-calendar"></i> Kamis, 01 Januari 1970 <i class="fa fa-clock-o"></i> </div> -->
        </div>
                <div class="list-news">
            <h3><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/kabaranda/1753/ksei_icon!_feb_unud_bali_gelar_leadership_training__tingkat_2.html">KSEI ICON! FEB UNUD Bali Gelar Leadership Training  Tingkat 2</a></h3>
            <!-- <div class="meta"><i class="fa fa-calendar"></i> Kamis, 01 Januari 1970 <i class="fa fa-clock-o"></i> </div> -->
        </div>
              </div>
      <!-- Iklan Banner -->
      <div class="widget banner">
              </div>
      <!-- Kabar Redaksi -->
      <div class="widget news">
        <h3 class="widget-title">Kabar Redaksi <a href="/kabar_redaksi"><i class="fa fa-plus"></i></a></h3>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt490091485.jpg" alt="UIN Maliki Malang dan beritajatim.com MOU Praktek Kerja Lapangan">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/kabar_redaksi/323108/uin_maliki_malang_dan_beritajatim.com_mou_praktek_kerja_lapangan.html">UIN Maliki Malang dan beritajatim.com MOU Praktek Kerja Lapangan</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Kamis, 08 Maret 2018 <i class="fa fa-clock-o"></i> 18:08</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt831728638.jpg" alt="Unicef Minta beritajatim.com Dukung Outbreak Imunisasi Difteri">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/kabar_redaksi/321407/unicef_minta_beritajatim.com_dukung_outbreak_imunisasi_difteri.html">Unicef Minta beritajatim.com Dukung Outbreak Imunisasi Difteri</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Kamis, 15 Februari 2018 <i class="fa fa-clock-o"></i> 19:44</div>
          </div>
        </div>
                <div class="list-news">
          <div class="thumb">
            <img src="http://berita.beritajatim.com/thumbnail/brt572056178.jpg" alt="Serunya Jurnalis Muda Magang di beritajatim.com">
          </div>
          <div class="content">
            <h3><a href="http://beritajatim.com/kabar_redaksi/320596/serunya_jurnalis_muda_magang_di_beritajatim.com.html">Serunya Jurnalis Muda Magang di beritajatim.com</a></h3>
            <div class="meta"><i class="fa fa-calendar"></i> Selasa, 06 Februari 2018 <i class="fa fa-clock-o"></i> 18:36</div>
          </div>
        </div>
              </div>
    </div>
    <!-- / KOLOM TENGAH -->
  </div>

  <!-- KOLOM KANAN -->
  <div class="grid_3 last">
    <div class="widget banner">
          </div>
    <div class="widget terkini">
      <h3 class="widget-title">Terkini</h3>
            <div class="list-terkini">
        <h4><span class="time">12:16</span> <a href="http://beritajatim.com/olahraga/324012/persebaya_rekrut_kiper_arema_fc.html" title="Persebaya Rekrut Kiper Arema FC">Persebaya Rekrut Kiper Arema FC</a></h4>
        <!-- <span class="time">9 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">12:03</span> <a href="http://beritajatim.com/hukum_kriminal/324011/polres_mojokerto_dapat_6_mobil_anyar,_buat_apa?.html" title="Polres Mojokerto Dapat 6 Mobil Anyar, Buat Apa?">Polres Mojokerto Dapat 6 Mobil Anyar, Buat Apa?</a></h4>
        <!-- <span class="time">22 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">11:50</span> <a href="http://beritajatim.com/olahraga/324010/menanti_komposisi_lini_tengah_madura_united_hadapi_liga_1.html" title="Menanti Komposisi Lini Tengah Madura United Hadapi Liga 1">Menanti Komposisi Lini Tengah Madura United Hadapi Liga 1</a></h4>
        <!-- <span class="time">36 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">11:38</span> <a href="http://beritajatim.com/hukum_kriminal/324009/masuk_rumah_orang,_ditanya_malah_kabur,_2_orang_dikepung_warga.html" title="Masuk Rumah Orang, Ditanya Malah Kabur, 2 Orang Dikepung Warga">Masuk Rumah Orang, Ditanya Malah Kabur, 2 Orang Dikepung Warga</a></h4>
        <!-- <span class="time">47 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">11:23</span> <a href="http://beritajatim.com/politik_pemerintahan/324008/dualisme_partai_hanura_harusnya_diselesaikan_secara_internal.html" title="Dualisme Partai Hanura Harusnya Diselesaikan Secara Internal">Dualisme Partai Hanura Harusnya Diselesaikan Secara Internal</a></h4>
        <!-- <span class="time">62 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">10:21</span> <a href="http://beritajatim.com/sorotan/324007/jurnalisme,_kecemasan,_dan_kemungkinan-kemungkinan.html" title="Jurnalisme, Kecemasan, dan Kemungkinan-Kemungkinan">Jurnalisme, Kecemasan, dan Kemungkinan-Kemungkinan</a></h4>
        <!-- <span class="time">124 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">10:07</span> <a href="http://beritajatim.com/olahraga/324004/tanpa_evan_dimas,_timnas_u-23_siap_tampil_maksimal.html" title="Tanpa Evan Dimas, Timnas U-23 Siap Tampil Maksimal">Tanpa Evan Dimas, Timnas U-23 Siap Tampil Maksimal</a></h4>
        <!-- <span class="time">138 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">09:42</span> <a href="http://beritajatim.com/peristiwa/324006/ratusan_pelayat_hadir_di_rumah_duka_pilot_aerobik.html" title="Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik">Ratusan Pelayat Hadir di Rumah Duka Pilot Aerobik</a></h4>
        <!-- <span class="time">164 menit yang lalu</span> -->
      </div>
                  <div class="list-terkini">
        <h4><span class="time">21:58</span> <a href="http://beritajatim.com/advetorial/323169/wali_kota_mojokerto_tandatangani_komitmen_pemberantasan_korupsi.html" title="Wali Kota Mojokerto Tandatangani Komitmen Pemberantasan Korupsi">Wali Kota Mojokerto Tandatangani Komitmen Pemberantasan Korupsi</a></h4>
        <!-- <span class="time">164 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">17:43</span> <a href="http://beritajatim.com/advetorial/322990/keluarga_benteng_utama_kedamaian.html" title="Keluarga Benteng Utama Kedamaian ">Keluarga Benteng Utama Kedamaian </a></h4>
        <!-- <span class="time">164 menit yang lalu</span> -->
      </div>
            <div class="list-terkini">
        <h4><span class="time">18:02</span> <a href="http://beritajatim.com/advetorial/322296/pembangunan_merata,_desa_rasa_kota_-_kota_rasa_desa.html" title="Pembangunan Merata, Desa Rasa Kota - Kota Rasa Desa">Pembangunan Merata, Desa Rasa Kota - Kota Rasa Desa</a></h4>
        <!-- <span class="time">164 menit yang lalu</span> -->
      </div>
          </div>
        <!-- Iklan Banner -->
    <div class="widget banner">
          </div>
    <!-- Olahraga -->
    <div class="widget news news_small">
      <h3 class="widget-title">Olahraga <a href="/olahraga"><i class="fa fa-plus"></i></a></h3>
            <div class="list-news">
        <div class="thumb">
          <img src="http://berita.beritajatim.com/thumbnail/brt139103351.jpg" alt="Persebaya Rekrut Kiper Arema FC">
        </div>
        <div class="content">
          <h3><a href="http://beritajatim.com/olahraga/324012/persebaya_rekrut_kiper_arema_fc.html">Persebaya Rekrut Kiper Arema FC</a></h3>
          <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 12:16</div>
        </div>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt605339516.jpg" alt="Menanti Komposisi Lini Tengah Madura United Hadapi Liga 1">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/olahraga/324010/menanti_komposisi_lini_tengah_madura_united_hadapi_liga_1.html">Menanti Komposisi Lini Tengah Madura United Hadapi Liga 1</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt877870417.jpg" alt="Tanpa Evan Dimas, Timnas U-23 Siap Tampil Maksimal">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/olahraga/324004/tanpa_evan_dimas,_timnas_u-23_siap_tampil_maksimal.html">Tanpa Evan Dimas, Timnas U-23 Siap Tampil Maksimal</a></h4>
      </div>
          </div>
    <!-- Gaya Hidup -->
    <div class="widget news news_small">
      <h3 class="widget-title pink">Gaya Hidup <a href="/gaya_hidup"><i class="fa fa-plus"></i></a></h3>
            <div class="list-news">
        <div class="thumb">
          <img src="http://berita.beritajatim.com/thumbnail/brt539893328.jpg" alt="Magic Konser Clarinet Sean, Anak Ajaib">
        </div>
        <div class="content">
          <h3><a href="http://beritajatim.com/gaya_hidup/323998/magic_konser_clarinet_sean,_anak_ajaib.html">Magic Konser Clarinet Sean, Anak Ajaib</a></h3>
          <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 22:00</div>
        </div>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt77366184.jpg" alt="Terbentuk Komunitas Muda Sidoarjo, GSP">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/gaya_hidup/323966/terbentuk_komunitas_muda_sidoarjo,_gsp.html">Terbentuk Komunitas Muda Sidoarjo, GSP</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt407227716.jpg" alt="Artis Lyra Virna Jadi Tersangka karena Protes Biro Umroh">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/gaya_hidup/323951/artis_lyra_virna_jadi_tersangka_karena_protes_biro_umroh.html">Artis Lyra Virna Jadi Tersangka karena Protes Biro Umroh</a></h4>
      </div>
          </div>

	
    <!-- Teknologi -->
    <div class="widget news news_small">
      <h3 class="widget-title">Teknologi <a href="/teknologi"><i class="fa fa-plus"></i></a></h3>
            <div class="list-news">
        <div class="thumb">
          <img src="http://berita.beritajatim.com/thumbnail/brt42694866.jpg" alt="Infinix Rakit Ponsel di Cikarang">
        </div>
        <div class="content">
          <h3><a href="http://beritajatim.com/teknologi/323996/infinix_rakit_ponsel_di_cikarang.html">Infinix Rakit Ponsel di Cikarang</a></h3>
          <div class="meta"><i class="fa fa-calendar"></i> Rabu, 21 Maret 2018 <i class="fa fa-clock-o"></i> 07:47</div>
        </div>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt905279944.jpg" alt="Pokemon GO Bakal Tersambung dengan Facebook">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/teknologi/323852/pokemon_go_bakal_tersambung_dengan_facebook.html">Pokemon GO Bakal Tersambung dengan Facebook</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt153040071.jpg" alt="Formulir Lamaran Kerja Steve Jobs Terjual Rp 2,4 Miliar">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/teknologi/323812/formulir_lamaran_kerja_steve_jobs_terjual_rp_2,4_miliar.html">Formulir Lamaran Kerja Steve Jobs Terjual Rp 2,4 Miliar</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt437610937.jpg" alt="Xiaomi Siapkan Mi Notebook Kelas Atas Terbaru">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/teknologi/323667/xiaomi_siapkan_mi_notebook_kelas_atas_terbaru.html">Xiaomi Siapkan Mi Notebook Kelas Atas Terbaru</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt642944085.jpg" alt="Facebook Akan Luncurkan Efek Augmented Reality ">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/teknologi/323592/facebook_akan_luncurkan_efek_augmented_reality.html">Facebook Akan Luncurkan Efek Augmented Reality </a></h4>
      </div>
          </div>
    <!-- Iklan Banner -->
    <div class="widget banner">
      
								<a href="#" title="semen indonesia"  onclick="window.open('http://www.semenindonesia.com/');"><img src="http://iklan.beritajatim.com/iklan679934184.gif"  style="padding-bottom:2px"  /></a>
                                 
				    </div>
    <!-- Pendidikan & Kesehatan -->
    <div class="widget news news_small">
      <h3 class="widget-title">Pendidikan &amp; Kesehatan <a href="/pendidikan_kesehatan"><i class="fa fa-plus"></i></a></h3>
            <div class="list-news">
        <div class="thumb">
          <img src="http://berita.beritajatim.com/thumbnail/brt260061593.jpg" alt="Kunjungi MBS, Puluhan Guru Malaysia Nikmati Ekowisata Mangrove">
        </div>
        <div class="content">
          <h3><a href="http://beritajatim.com/pendidikan_kesehatan/323973/kunjungi_mbs,_puluhan_guru_malaysia_nikmati_ekowisata_mangrove.html">Kunjungi MBS, Puluhan Guru Malaysia Nikmati Ekowisata Mangrove</a></h3>
          <div class="meta"><i class="fa fa-calendar"></i> Selasa, 20 Maret 2018 <i class="fa fa-clock-o"></i> 18:51</div>
        </div>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt937807494.jpg" alt="DPD RI Minta Kesejahteraan Perawat Diperhatikan">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/pendidikan_kesehatan/323932/dpd_ri_minta_kesejahteraan_perawat_diperhatikan.html">DPD RI Minta Kesejahteraan Perawat Diperhatikan</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt488242749.jpg" alt="Kampanye 1000 Asupan Nutrisi untuk Bayi Harus Sejak Lahir ">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/pendidikan_kesehatan/323910/kampanye_1000_asupan_nutrisi_untuk_bayi_harus_sejak_lahir.html">Kampanye 1000 Asupan Nutrisi untuk Bayi Harus Sejak Lahir </a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt45284530.jpg" alt="Ketua PGIN Pamekasan: Ini Organisasi Profesi">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/pendidikan_kesehatan/323889/ketua_pgin_pamekasan:_ini_organisasi_profesi.html">Ketua PGIN Pamekasan: Ini Organisasi Profesi</a></h4>
      </div>
            <div class="list-news small">
        <img src="http://berita.beritajatim.com/thumbnail/brt482987370.jpg" alt="Pengurus HMPS dan UKM STAI Al-Khairat Pamekasan Resmi Dilantik">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/pendidikan_kesehatan/323822/pengurus_hmps_dan_ukm_stai_al-khairat_pamekasan_resmi_dilantik.html">Pengurus HMPS dan UKM STAI Al-Khairat Pamekasan Resmi Dilantik</a></h4>
      </div>
          </div>
    <!-- Guyonan Cak -->
    <div class="widget_unbox news_unbox">
      <h3 class="widget-title">Guyonan Cak <a href="/guyonan-kirim.html"><i class="fa fa-envelope"></i></a></h3>
            <div class="list-news small">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/guyonan/808/pembantu_sakit.html">Pembantu Sakit</a></h4>
      </div>
            <div class="list-news small">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/guyonan/804/nonton_bioskop_bersama_selingkuhan.html">NONTON BIOSKOP BERSAMA SELINGKUHAN</a></h4>
      </div>
            <div class="list-news small">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/guyonan/795/guyonan_suroboyo.html">Guyonan Suroboyo</a></h4>
      </div>
            <div class="list-news small">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/guyonan/794/beratnya_tugas_guru.html">BERATNYA TUGAS GURU </a></h4>
      </div>
            <div class="list-news small">
        <h4><i class="fa fa-caret-right"></i> <a href="http://beritajatim.com/guyonan/793/tips_menghilangkan_perut_buncit.html">Tips Menghilangkan Perut Buncit</a></h4>
      </div>
          </div>
    <!-- Polling -->
        <div class="widget_unbox polling">
      <h3 class="widget-title"><i class="fa fa-caret-right"></i> Polling</h3>
      <!-- Old Script -->
      <div class="sidebar-content menu-widget isikomen">
                <div class="well" id="div_polling">
              <strong>Menu Sarapan Favorit Anda?</strong><br />

                        <table width="300">               <tr>
              <td align="left" width="50%">&nbsp;1. Nasi Goreng</td>
              <td align="left"><img src="images/percent_bar.gif" style="height:7px; width:4px;" />&nbsp;6.90 %</td>
              </tr>
                            <tr>
              <td align="left" width="50%">&nbsp;2. Pancake</td>
              <td align="left"><img src="images/percent_bar.gif" style="height:7px; width:16px;" />&nbsp;30.54 %</td>
              </tr>
                            <tr>
              <td align="left" width="50%">&nbsp;3. Fried Chicken</td>
              <td align="left"><img src="images/percent_bar.gif" style="height:7px; width:16px;" />&nbsp;30.05 %</td>
              </tr>
                            <tr>
              <td align="left" width="50%">&nbsp;4. Bubur Ayam</td>
              <td align="left"><img src="images/percent_bar.gif" style="height:7px; width:6px;" />&nbsp;10.84 %</td>
              </tr>
                            <tr>
              <td align="left" width="50%">&nbsp;5. Nasi Pecel</td>
              <td align="left"><img src="images/percent_bar.gif" style="height:7px; width:9px;" />&nbsp;17.24 %</td>
              </tr>
                            <tr>
              <td align="left" width="50%">&nbsp;6. Menu Lainnya</td>
              <td align="left"><img src="images/percent_bar.gif" style="height:7px; width:3px;" />&nbsp;4.43 %</td>
              </tr>
                            </table>
                            Total Pemilih = 203<br /><br />
                            <div align="center"><input type="button" id="btn_polling" value="Ikut Polling" onclick='javascript:getData2("http://beritajatim.com/ikutpolling.php?random=869294249","div_polling")'></div>
                        </div>
      </div>
      <!-- /Old Script -->
    </div>
    <!-- Iklan Banner -->
    <div class="widget banner">
      
								<a href="#" title="Rekrutmen"  onclick="window.open('http://beritajatim.com/adv/399/rekrutmen_wartawan.html');"><img src="http://iklan.beritajatim.com/iklan372756194.gif"  style="padding-bottom:2px"  /></a>
                                 
				    </div>
    <!-- Twitter -->
    <div class="widget_unbox">
      <a class="twitter-timeline" href="https://twitter.com/search?q=%40beritajatimcom" data-widget-id="503821447861526529">Tweet tentang "@beritajatimcom"</a>
      <script>!function(d,s,id){var js,fjs=d.getElementsByTagName(s)[0],p=/^http:/.test(d.location)?'http':'https';if(!d.getElementById(id)){js=d.createElement(s);js.id=id;js.src=p+"://platform.twitter.com/widgets.js";fjs.parentNode.insertBefore(js,fjs);}}(document,"script","twitter-wjs");</script>
    </div>
  </div><!-- / KOLOM KANAN -->
  <div class="clearfix"></div>

  <div class="widget banner">
      </div>
</div>
<!-- #main -->
<!-- Main Index(main_index.php)(END) -->
  </div><!-- #main-container -->

  <!-- Footer Container(START)(footer_container.php) -->
  <div class="footer-container">
    <footer class="wrapper">
      <div class="widget-footer first">
        <img src="/img/logo-gray.png" alt="">
        <div class="clearfix"></div>
        <p>BeritaJatim.com adalah portal berita media online berbasis di Surabaya dan fokus untuk wilayah Jawa Timur. </p>
        <h3 class="widget-title">Connect with us</h3>
        <ul class="social">
          <li><a href="https://www.facebook.com/beritajatimnews/" class="facebook"></a></li>
          <li><a href="http://twitter.com/#!/beritajatimcom" class="twitter"></a></li>
          <li><a href="https://plus.google.com/116892349374736831359" class="gplus"></a></li>
          <li><a href="http://rss.beritajatim.com" class="rss"></a></li>
        </ul>
        <p>Copyright <i class="fa fa-copyright"></i> 2016 Portal Berita Jatim. All rights reserved.</p>
      </div>
      <div class="widget-footer link_info">
        <h3 class="widget-title">Info</h3>
        <ul>
          <li><a href="http://beritajatim.com/tentangkami">Tentang Kami</a></li>
          <li><a href="http://beritajatim.com/kontakkami">Kontak Kami</a></li>
          <li><a href="http://beritajatim.com/disclaimer">Disclaimer</a></li>
          <li><a href="http://beritajatim.com/pedomanmediasiber">Pedoman Media Siber</a></li>
          <li><a href="http://beritajatim.com?mobile_version">Mobile Version</a></li>
        </ul>
      </div>
      <div class="widget-footer last">
        <div class="fb-page" data-href="https://www.facebook.com/beritajatim01/" data-small-header="false" data-adapt-container-width="true" data-hide-cover="false" data-show-facepile="true">
          <div class="fb-xfbml-parse-ignore">
            <blockquote cite="https://www.facebook.com/beritajatim01/"><a href="https://www.facebook.com/beritajatim01/">Berita Jatim</a></blockquote>
          </div>
        </div>
      </div>
      <div class="clearfix"></div>
    </footer>
  </div>
  <a href="#" class="scrollToTop"><i class="fa fa-arrow-up"></i></a>

  <script src="//ajax.googleapis.com/ajax/libs/jquery/1.11.2/jquery.min.js"></script>
  <script>window.jQuery || document.write('<script src="http://beritajatim.com/js/vendor/jquery-1.11.2.min.js"><\/script>')</script>
  <script src="http://beritajatim.com/js/ajax.js"></script>
  <script src="http://beritajatim.com/js/main.js"></script>
  <script src="http://beritajatim.com/js/jquery.bxslider.min.js"></script>

  <link type="text/css" rel="stylesheet" href="http://beritajatim.com/css/lightslider.css" />
  <script src="http://beritajatim.com/js/lightslider.js"></script>
  <script>
  // Global variable
  var beritaTerkait = {};
  var $scope = {};
    $(document).ready(function() {
      // slider bx
      $('.bxslider').bxSlider({
        pagerCustom: '#bx-pager'
      });


      var temp = $('#berita-list').clone();
      temp.removeAttr('style').removeAttr('id');

      $scope.beritaLi = temp.get(0).outerHTML;

      $.post('/ajax.php', {
        'command': 'berita_terkait',
        'params': {
          'tags': $('#ajax-params').attr('data-tags'),
          'brt_id': $('#ajax-params').attr('data-brt-id')
        }
      }).done(function(data) {
        beritaTerkait = data.data;

        $scope.beritaTerkait.generatePage(beritaTerkait);
        $scope.beritaTerkait.page(1);
      });

      // slider
      $('#slider').lightSlider({
          gallery:true,
          item:1,
          loop:true,
          thumbItem:5,
          slideMargin:0,
          enableDrag: false,
          currentPagerPosition:'left',
          onSliderLoad: function(el) {
              el.lightGallery({
                  selector: '#imageGallery .lslide'
              });
          }
      });

     
   


    });

    $scope.beritaTerkait = {};
    $scope.beritaTerkait.page = function(_page) {
      var temp = $('#paging');
      var el = $scope.beritaLi;
      var temp2;
      var limit = 4;
      var start = _page + 2 * limit;
      var formEl = $('form#paging-button');

      // Update color
      // Change background
      formEl.find('input').css('background-color', '#3399FF');

      // Change first child with active bg color
      formEl.find('input:eq(' + (_page - 2) + ')').css('background-color', '#246DB5');

      // Remove all
      temp.html('');
      var i = start;

      // debugger;
      while(i < beritaTerkait.length && i < start + limit) {
        x = beritaTerkait[i];

        temp2 = el;
        temp2 = temp2.replace(':link', x.link);
        temp2 = temp2.replace(':title', x.brt_title);

        // console.log(temp2);

        // Append
        temp.append(temp2);
        temp2 = '';

        i++;
      }
    }

    $scope.beritaTerkait.generatePage = function(list) {
      var n = Math.ceil(list.length / 4) - 2;
      var el = '<input type="button" />';
      var formEl = $('#paging-button');
      var i = 0;
      var temp = '';

      // Remove all inner html
      formEl.html('')
      for(i = 0; i < n; i++) {
        temp = $(el);
        temp.attr('value', i + 2);
        temp.attr('onclick', '$scope.beritaTerkait.page(' + (i+1) + ', this)');

        formEl.append(temp);

        temp = '';
      }

      // Change background
      formEl.find('input').css('background-color', '#3399FF');

      // Change first child with active bg color
      formEl.find('input:eq(0)').css('background-color', '#246DB5');

      console.log('generate page', n);
    };


  </script>
</body>
</html>