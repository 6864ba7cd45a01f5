<!DOCTYPE html>
<html>
<head>
<title>ESdiario - Información para decidir</title>
<base href="//www.esdiario.com/">
<meta charset="UTF-8" />
<meta name="viewport" content="width=1070" />
<link rel="apple-touch-icon" href="//www.esdiario.com/images/apple-touch-icon.png" />
<link rel="alternate" media="only screen and (max-width: 640px)" href="//www.esdiario.com/index_movil.html">
<meta name="format-detection" content="telephone=no" />
<meta name="keywords" content="noticias, diario, peri&oacute;dico, prensa, actualidad, titulares, mundo, informaci&oacute;n, digital, Espa&ntilde;a, am&eacute;rica, global, videos,fotograf&iacute;as,im&aacute;genes,audios,gr&aacute;ficos,nacional,internacional,deportes,econom&iacute;a,tecnolog&iacute;a,cultura,gente,medios,chism&oacute;grafo,motor,ocio,televisi&oacute;n,sociedad,opini&oacute;n,blogs,encuestas,entrevistas" />
<meta name="description" content="Información, actualidad, noticias y opinión de España" />
<meta name="robots" content="index,follow" />
<meta name="organization" content="ESdiario" />
<meta name="twitter:site" content="@esdiario" />
<meta name="twitter:title" content="ESdiario - Información para decidir" />
<meta name="twitter:description" content="Informaci&oacute;n, actualidad, noticias y opini&oacute;n de Espa&ntilde;a" />
<meta property="og:title" content="ESdiario - Información para decidir" />
<meta property="og:description" content="Informaci&oacute;n, actualidad, noticias y opini&oacute;n de Espa&ntilde;a" />
<meta property="og:url" content="http%3A%2F%2Fesdiario.com%2F" />
<meta property="og:site_name" content="esdiario.com" />
<meta name="author" content="ESdiario" />
<meta name="distribution" content="global" />
<meta http-equiv="Pragma" content="no-cache" />
<link rel='stylesheet' href='cdn_folder/fernanbootstrap.css' />
<link rel="stylesheet" type="text/css" href="style/estilos_esdiario_2018.css">
<link rel="stylesheet" type="text/css" href="style/fonts_esdiario2018.css">
<link rel="shortcut icon" href="images/favicon.ico">
<script type="text/javascript" src="js/jquery-1.11.1.min.js"></script>
<script type="text/javascript" src="cdn_folder/fernanbootstrap.js"></script>
<script type="application/javascript" src="//ced.sascdn.com/tag/2733/smart.js" async></script>
<script type="application/javascript">
                var sas = sas || {};
                sas.cmd = sas.cmd || [];
                sas.cmd.push(function() {
                    sas.setup({ networkid: 2733, domain: "//www8.smartadserver.com", async: true });
                });
                sas.cmd.push(function() {
                    sas.call("onecall", {
                        siteId: 206472,
                        pageId: 911961,
                        formatId: "59605,59604,65244,57656,64719,61763,64721,57655,58680,59602,59603,64862,57653,58679,61707,61708,64773,64751,64670,64667,64669,58631,60630,57651,59599,59600,59601,64774",
                        target: ''
                    });
                });
            </script>
</head>
<body class="portada_esdiario">
<script type="text/javascript" async defer src="https://admin.esdiario.com/contenidos_action_grabar_estadisticas.php?medio=19&mobile=0&tipo=1"></script>
<div id="sas_65244"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("65244");  /* Formato : 1x1 1x1 */
                });
            </script>
<div class="publi_lateral_new pln_izq">
<div id="sas_59604"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("59604");  /* Formato : 120x600_Izq 120x600 */
                });
            </script>
</div>
<div class="publi_lateral_new pln_der">
<div id="sas_59605"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("59605");  /* Formato : 120x600_Der 120x600 */
                });
            </script>
</div>
<div class="centrado">
<main class="">
<script>
    (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
    (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
    m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
    })(window,document,'script','//www.google-analytics.com/analytics.js','ga');
    ga('create', 'UA-69743541-1', 'auto');
     
        ga('create', 'UA-69743541-13',{'name' : 'Agrupado'});
                ga('create', 'UA-100254165-1', {'name' : 'Todos'});
    ga('create', 'UA-100254165-3', {'name' : 'php'});
    ga('require', 'displayfeatures');
    ga('require', 'urlChangeTracker');
    ga('require', 'maxScrollTracker');
    ga('require', 'pageVisibilityTracker');
    ga('send', 'pageview'); 
            ga('Agrupado.send', 'pageview');
                ga('Todos.send', 'pageview');
    ga('php.send', 'pageview');
</script>
<script async src="js/autotrack/autotrack.js"></script>
<script>
  var _comscore = _comscore || [];
  _comscore.push({ c1: "2", c2: "22052904" });
  (function() {
    var s = document.createElement("script"), el = document.getElementsByTagName("script")[0]; s.async = true;
    s.src = (document.location.protocol == "https:" ? "https://sb" : "http://b") + ".scorecardresearch.com/beacon.js";
    el.parentNode.insertBefore(s, el);
  })();
</script>
<noscript>
  <img src="http://b.scorecardresearch.com/p?c1=2&c2=22052904&cv=2.0&cj=1" />
</noscript>
<header>
<div class="cab_new_2017 cab_new_2018">
<div class="cab_fila_superior_2018">
<div class="cab_sup_2018_iz">
<div>
19 de marzo de 2018 | ACTUALIZADO <b>20:25</b> <br><font> DIRECTOR <b>ANTONIO MART&Iacute;N BEAUMONT</b></font>
</div>
</div>
<div class="cab_sup_2018_de">
<ul class="social_icons clearfix">
<li>
<a target="_blank" href="https://www.facebook.com/elsemanaldigital" class="social_icon facebook" title="Síguenos en Facebook"></a>
</li>
<li>
<a target="_blank" href="https://twitter.com/ElSemanalD" class="social_icon twitter" title="Síguenos en Twitter"></a>
</li>
<li>
<a href="contactar.html" class="social_icon mail" title="Contacta con nosotros"></a>
</li>
<li>
<form class="search" action="interior/1/busqueda.html" method="post">
<input type="text" id="param_busq" name="param_busq" placeholder="Buscar..." class="search_input hint">
<input type="submit" class="search_submit" value="">
</form>
</li>
<li>
<a href="suscribirse.html?cual=esdiario" title="Suscríbete a nuestro boletín gratuito" class="cab_suscribete">
<img src="images/cartel_suscribirse.gif" alt="Suscríbete a nuestro boletín gratuito" title="Suscríbete a nuestro boletín gratuito">
</a>
</li>
</ul>
</div>
</div>
<div class="fila_cab_new f1_cab">
<div>
<div id="sas_57651"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("57651");  /* Formato : 970x90_1 970x90 */
                });
            </script>
</div>
</div>
<div class="fila_cab_new f2_cab">
<div class="logo"><h1><a href="/" title="esdiario"><img src="images/logo.png" alt="ESdiario - Información para decidir" title="ESdiario - Información para decidir"></a></h1></div>
</div>
<div id="f3_cab_scroll" class="fila_cab_new f3_cab">
<nav>
<ul class="f3_menu">
<li class="selected">
<a href="/" title="Portada">Portada</a>
</li>
<li>
<a href="secciones/1/1/seccion/espana.html" title="España">España</a>
</li>
<li>
<a href="secciones/1/2/seccion/mundo.html" title="Mundo">Mundo</a>
</li>
<li class="submenu ">
<a href="categorias/2/economia.html" title="Economía">Economía</a>
<ul style="width:205px">
<li>
<a href="secciones/1/21/seccion/economia.html" title="Economía">Economía</a>
</li>
<li>
<a href="secciones/1/4/seccion/empresa.html" title="Empresa">Empresa</a>
</li>
<li>
<a href="secciones/1/7/seccion/motor.html" title="Motor">Motor</a>
</li>
<li>
<a href="secciones/1/8/seccion/tecnologia.html" title="Tecnología">Tecnología</a>
</li>
<li>
<a href="secciones/1/984/tag/gestion%20del%20agua.html" title="Gestion del agua">Gestión del Agua</a>
</li>
</ul>
</li>
<li>
<a href="secciones/1/6/seccion/medios.html" title="Medios">Medios</a>
</li>
<li>
<a href="secciones/1/3/seccion/deportes.html" title="Deportes">Deportes</a>
</li>
<li>
<a href="secciones/1/1/opinion/opiniones.html" title="Opinión">Opinión</a>
</li>
</ul>
</nav>
</div>
<div class="fila_cab_new f4_cab">
<ul class="logos_texto">
<li class="txt_logo_chismografo">
<a href="chismografo">Chismógrafo</a>
</li>
<li class="txt_logo_estilodevida">
<a href="categorias/4/estilo_de_vida.html">Estilo de vida</a>
</li>
<li class="txt_logo_elsemanaldigital">
<a href="//www.esdiario.com/elsemanaldigital" class="logo_cab_elsemanal">El Semanal Digital</a>
</li>
<li class="txt_logo_elsemanaldigital">
<a href="//www.esdiario.com/comunidadvalenciana">Comunidad Valenciana</a>
</li>
<li class="txt_logo_vanidad">
<a href="//www.esdiario.com#bloque_vanidad">Vanidad</a>
</li>
<li class="txt_logo_eltelevisero">
<a href="//www.esdiario.com#bloque_televisero" class="logo_cab_eltelevisero">El Televisero</a>
</li>
</ul>
</div>
</div>
</header>
<div class="page page_layout page_margin_top">
<div class="grid c_p_30 c_fixed">
<div>
<section class="b_1 ma_in_40">
<div class="fila">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="483356820/El-mayor-escandalo-de-corrupcion-del-PNV-baja-los-humos-de-Urkullu-con-Rajoy.html">
<img src="images/carpeta_relacionados/32913_urkullu.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="483356820/El-mayor-escandalo-de-corrupcion-del-PNV-baja-los-humos-de-Urkullu-con-Rajoy.html">
El mayor escándalo de corrupción del PNV baja los humos de Urkullu con Rajoy </a>
</h3>
<div class="entradilla ">
Si el presidente está tan seguro de la aprobación de los Presupuestos es, en buena medida, porque el nacionalismo vasco ha moderado sus pretensiones. Y ello tiene fácil explicación. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">Carlos Dávila</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
<div class="relacionadas">
<div class="not_tipo_1">
<article>
<div class="article_textos">
<h3><a href="520969741/-Cs-se-encaro-con-Margarita-Robles-Os-acordareis-de-nosotros--.html">Ciudadanos perdió los papeles y se encaró con Margarita Robles: “¡Os acordareis de nosotros!” </a></h3>
</div>
</article>
</div>
<div class="not_tipo_1">
<article>
<div class="article_textos">
<h3><a href="180826171/El-PP-compara-su-robustez-con-la-de-una-encina-y-pone-la-proa-a-su-Convencion.html">El PP compara su robustez con la de una encina y pone la proa a su Convención de Sevilla </a></h3>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_2">
<div class="fila ma_in_40">
<div class="grid c_p_30">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="858398377/Una-exconsejera-revela-donde-acababan-los-informes-avisando-del-robo-de-los-EREs.html">
<img src="images/carpeta_relacionados/32902_carmen-martinez-aguayo-kPy--120x6abc.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="858398377/Una-exconsejera-revela-donde-acababan-los-informes-avisando-del-robo-de-los-EREs.html">
Una exconsejera revela dónde acababan los informes que avisaban del robo de los EREs </a>
</h3>
<div class="entradilla ">
El juicio por la pieza política del multimillonario fraude llega a su momento culminante. Este lunes ha sido el turno de la extitular de Hacienda. Ha destapado el caos total en los controles. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
<div class="relacionadas">
<div class="not_tipo_1">
<article>
<div class="article_textos">
<h3><a href="527809688/Bronca-en-el-caso-de-los-ERES-por-la-desimputacion-masiva-de-cargos-del-PSOE.html">Bronca en el caso de los ERES por la "desimputación masiva" de cargos del PSOE</a></h3>
</div>
</article>
</div>
<div class="not_tipo_1">
<article>
<div class="article_textos">
<h3><a href="730561418/La-juez-de-los-EREs-olvido-durante-anos-en-un-cajon-un-fraude-que-afecta-al-PSOE.html">La juez de los EREs olvidó durante años en un cajón otro fraude millonario que afecta al PSOE</a></h3>
</div>
</article>
</div>
</div>
</div>
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="23933794/Filtran-un-duro-video-de-la-Policia-auxiliando-al-mantero-que-hunde-a-Podemos.html">
<img src="images/carpeta_relacionados/32888_b0HMe0sH.jpeg">
</a>
</figure>
<div class="iconos">
<span class="icon video" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="23933794/Filtran-un-duro-video-de-la-Policia-auxiliando-al-mantero-que-hunde-a-Podemos.html">
Filtran un vídeo durísimo de la Policía auxiliando al mantero que hunde a Podemos </a>
</h3>
<div class="entradilla ">
Las cámaras de seguridad del barrio de Lavapiés certifican el trabajo de los agentes, que se volcaron en intentar reanimar a Mmame Mbayé tras sufrir el infarto que acabó con su vida. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
<div class="relacionadas">
<div class="not_tipo_1">
<article>
<div class="article_textos">
<h3><a href="17477224/Un-edil-de-Carmena-confiesa-que-ocultaron-el-atestado-que-exculpaba-a-la-Policia.html">Un concejal de Carmena confiesa que ocultaron el atestado que exculpaba a la Policía</a></h3>
</div>
</article>
</div>
<div class="not_tipo_1">
<article>
<div class="article_textos">
<h3><a href="996699957/Inda-destroza-a-Maestre-y-Espinar-por-iletrados-y-analfabetos-funcionales.html">Inda desmonta a Maestre y Espinar por "iletrados" y "analfabetos funcionales"</a></h3>
</div>
</article>
</div>
</div>
</div>
</div>
</div>
<div class="fila ma_in_40">
<div class="grid c_p_30">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="814039836/Sanchez-blinda-su-sueldo-VIP-mientras-predica-solidaridad-con-los-pensionistas.html">
<img src="images/carpeta_relacionados/32887_sanchez_selfie.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="814039836/Sanchez-blinda-su-sueldo-VIP-mientras-predica-solidaridad-con-los-pensionistas.html">
Pedro Sánchez blinda su sueldo VIP mientras predica solidaridad con los pensionistas </a>
</h3>
<div class="entradilla ">
Su propuesta de que los salarios de los diputados, senadores y altos cargos del Gobierno suban este año sólo un 0,25% tiene trampa. Su nómina, mayor que la del presidente Rajoy, lo demuestra. </div>
<div class="firma">
<a href="secciones/1/4/autor/autores.html" class="firma_a1">A.I.M.</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="870314470/Tirita-La-Sexta-Evole-hace-polvo-a-Podemos-con-una-incomoda-pregunta-a-Errejon.html">
<img src="images/carpeta_relacionados/32880_errejon.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon video" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="870314470/Tirita-La-Sexta-Evole-hace-polvo-a-Podemos-con-una-incomoda-pregunta-a-Errejon.html">
Tirita La Sexta: Évole hace polvo a Podemos con una incómoda pregunta a Errejón </a>
</h3>
<div class="entradilla ">
Lo que le faltaba a Podemos es que un cara a cara con el socialista Eduardo Madina el periodista de la cadena verde de Atresmedia acorralara a Íñigo Errejón y le dejara titubeando... </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/6/seccion/medios.html" class="firma_a2">Medios</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
<div class="fila ma_in_40">
<div class="grid c_p_30">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="17477224/Un-edil-de-Carmena-confiesa-que-ocultaron-el-atestado-que-exculpaba-a-la-Policia.html">
<img src="images/carpeta_relacionados/32881_carmena_15_70x57.jpeg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="17477224/Un-edil-de-Carmena-confiesa-que-ocultaron-el-atestado-que-exculpaba-a-la-Policia.html">
Un concejal de Carmena confiesa que ocultaron el atestado que exculpaba a la Policía </a>
</h3>
<div class="entradilla ">
Aunque supieron desde el primer minuto que el mantero fallecido no había sido acosado por la Policía, Ahora Madrid hizo correr el bulo. La situación es insostenible en Cibeles. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="794629778/Amaia-Montero-dispara-la-rumorologia-con-su-alarmante-cambio-de-aspecto-fisico.html">
<img src="images/carpeta_relacionados/32916_amaia_montero.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon gallery" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="794629778/Amaia-Montero-dispara-la-rumorologia-con-su-alarmante-cambio-de-aspecto-fisico.html">
Amaia Montero dispara la rumorología con su alarmante cambio de aspecto físico </a>
</h3>
<div class="entradilla ">
Fue visto y no visto en las redes sociales. La última aparición pública de la cantante, después de algún tiempo en segundo plano, ha abierto la veda a todo tipo de especulaciones. </div>
<div class="firma">
<a href="secciones/1/45/autor/autores.html" class="firma_a1">ESchismógrafo</a>
<a href="secciones/1/22/seccion/chismografo.html" class="firma_a2">Chism&oacute;grafo</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
</section>
<div class="publi_new publi_mover_iz">
<div id="sas_64667"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("64667");  /* Formato : 640x90_1 640x90 */
                });
            </script>
</div>
<section class="b_3">
<div class="fila ma_in_40">
<div class="grid c_p_30">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="665081602/La-hija-de-Terelu-Campos-eclipsa-la-noticia-mas-desagradable-de-Isa-Pantoja.html">
<img src="images/carpeta_relacionados/32901_terelu.jpeg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="665081602/La-hija-de-Terelu-Campos-eclipsa-la-noticia-mas-desagradable-de-Isa-Pantoja.html">
La hija de Terelu Campos eclipsa la noticia más desagradable de Isa Pantoja </a>
</h3>
<div class="entradilla ">
La hija de Isabel Pantoja está atravesando por un trance de lo más embarazoso y los verdaderos motivos tampoco es que la dejen precisamente bien de cara a la galería pero otra hija le roba el protagonismo. </div>
<div class="firma">
<a href="secciones/1/45/autor/autores.html" class="firma_a1">ESchismógrafo</a>
<a href="secciones/1/22/seccion/chismografo.html" class="firma_a2">Chism&oacute;grafo</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="271370066/Alarma-en-Atresmedia-un-arrepentido-gallego-quiere-parar-la-emision-de-Farina.html">
<img src="images/carpeta_relacionados/32910_serie-farina.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="271370066/Alarma-en-Atresmedia-un-arrepentido-gallego-quiere-parar-la-emision-de-Farina.html">
Alerta en Atresmedia: un arrepentido gallego quiere parar la emisión de "Fariña" </a>
</h3>
<div class="entradilla ">
El exnarco y confidente Manuel Fernández Padín va a pedir este martes a un juez medidas contra la exitosa serie de Antena 3 que podrían provocar su suspensión cautelar. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/6/seccion/medios.html" class="firma_a2">Medios</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
</section>
<section class="b_4">
<div class="fila ma_in_40">
<div class="grid c_p_30">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="514165869/La-confesion-mas-bestia-de-Bertin-Osborne-pilla-desprevenido-a-Jesus-Calleja.html">
<img src="images/carpeta_relacionados/32885_osborne_calleja.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="514165869/La-confesion-mas-bestia-de-Bertin-Osborne-pilla-desprevenido-a-Jesus-Calleja.html">
La confesión más bestia de Bertín Osborne pilla desprevenido a Jesús Calleja </a>
</h3>
<div class="entradilla ">
Ni siquiera el aventurero más avezado de la televisión, acostumbrado a que sus invitados se abran en canal delante de él, estaba preparado para encajar lo que el cantante llevaba dentro para soltar... </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/22/seccion/chismografo.html" class="firma_a2">Chism&oacute;grafo</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/210560369/Freixenet-abandona-Espana-y-tendra-un-propietario-aleman.html">
<img src="images/carpeta_relacionados/32853_freixenet.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/210560369/Freixenet-abandona-Espana-y-tendra-un-propietario-aleman.html">
Freixenet 'abandona' España y tendrá un propietario alemán </a>
</h3>
<div class="entradilla ">
Las burbujas más españolas son ya alemanas. Un grupo germano adquiere la mayoría de las acciones del productor de cava que más se movilizó en contra del independentismo sin ningún miedo. </div>
<div class="firma">
<a href="elsemanaldigital/secciones/1/40/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="elsemanaldigital/secciones/1/42/seccion/a-fondo.html" class="firma_a2">A Fondo</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
</section>
<section class="b_5">
<div class="fila ma_in_40">
<div class="grid c_p_20">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="http://www.eltelevisero.com/2018/03/el-marido-de-monica-naranjo-aclara-la-verdad-sobre-la-expulsion-de-amaia-de-el-numero-uno/" target="_blank">
<img src="images/carpeta_relacionados/32919_amaia_d4bc97b61.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="http://www.eltelevisero.com/2018/03/el-marido-de-monica-naranjo-aclara-la-verdad-sobre-la-expulsion-de-amaia-de-el-numero-uno/" target="_blank">
El marido de Mónica Naranjo aclara la verdad sobre la expulsión de Amaia de ‘El número Uno’ </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_12">
<div class="not_tipo_2 ">
<article>
<figure>
<a href="433653789/Quitale-aristas--a-tu-look-con-un-bolso-redondo.html">
<img src="images/carpeta_relacionados/32868_1560002__2_1.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="433653789/Quitale-aristas--a-tu-look-con-un-bolso-redondo.html">
Quítale aristas a tu look con un bolso redondo </a>
</h3>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="371618701/Nexo-y-Mirai-en-el-Congreso-Europeo-del-Hidrogeno-en-Malaga.html">
<img src="images/carpeta_relacionados/32808_Large-002-NEXO.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="371618701/Nexo-y-Mirai-en-el-Congreso-Europeo-del-Hidrogeno-en-Malaga.html">
Nexo y Mirai brillan en el Congreso Europeo del Hidrógeno en Málaga </a>
</h3>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="https://www.vanidad.es/moda/banadores-top-ahora-antes-agoten" target="_blank">
<img src="images/carpeta_relacionados/32921_bañadores-portada.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="https://www.vanidad.es/moda/banadores-top-ahora-antes-agoten" target="_blank">
Hazte con los bañadores más top AHORA (antes de que se agoten) </a>
</h3>
</div>
</article>
</div>
</div>
</div>
</div>
</section>
<div class="publi_new publi_mover_iz">
<div id="sas_64669"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("64669");  /* Formato : 640x90_2 640x90 */
                });
            </script>
</div>
<section class="b_6">
<div class="fila ma_in_40">
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="928194155/TV-se-supera-y-entrevista-a-un-preso-que-compartio-modulo-con-Cuixart.html">
<img src="images/carpeta_relacionados/32883_DYj2LgwXAEGxJC.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon video" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="928194155/TV-se-supera-y-entrevista-a-un-preso-que-compartio-modulo-con-Cuixart.html">
Provocación en TV3: pasean en prime time por el plató al preso que compartió celda con Cuixart </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/6/seccion/medios.html" class="firma_a2">Medios</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="50602259/Tabarnia-estrena-otro-video-genial-que-va-a-sacar-de-quicio-a-Rufian-y-Puidemont.html">
<img src="images/carpeta_relacionados/32773_bfa76-2aaf-cfb-b2a6-de2bcbf.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon video" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="50602259/Tabarnia-estrena-otro-video-genial-que-va-a-sacar-de-quicio-a-Rufian-y-Puidemont.html">
Tabarnia estrena otro vídeo genial que va a sacar de quicio a Rufián y Puigdemont </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="655195458/Piden-a-Sanchez-el-cese-del-diputado-del-PSOE-que-tomo-a-las-victimas-por-tontas.html">
<img src="images/carpeta_relacionados/32771_campo.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="655195458/Piden-a-Sanchez-el-cese-del-diputado-del-PSOE-que-tomo-a-las-victimas-por-tontas.html">
Piden a Sánchez el cese del diputado del PSOE que tomó a las víctimas por tontas </a>
</h3>
<div class="firma">
<a href="secciones/1/55/autor/autores.html" class="firma_a1">Antonio Martín Beaumont</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
</section>
<section class="b_7">
<div class="fila ma_in_40">
<div class="grid c_p_20">
<div class="c_23">
<div class="box_header">Otras noticias más vistas</div>
<div class="grid c_p_20">
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="887137096/La-cruel-grabacion-de-las-ultimas-palabras-de-la-asesina-Ana-Julia-a-Gabriel.html">
<img src="images/carpeta_relacionados/32842_anajulia.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="887137096/La-cruel-grabacion-de-las-ultimas-palabras-de-la-asesina-Ana-Julia-a-Gabriel.html">
La grabación más cruel que recoge las últimas palabras de la asesina Ana Julia a Gabriel </a>
</h3>
<div class="entradilla ">
Los agentes de la UCO "monitorizaron" a la dominicana cuando ya era "principal sospechosa" de la desaparición del niño. Lo que han encontrado en las grabaciones es difícil de asimilar. </div>
<div class="firma">
<a href="secciones/1/23/autor/autores.html" class="firma_a1">David Lozano</a>
<a href="secciones/1/1/seccion/espana.html" class="firma_a2">Espa&ntilde;a</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_12">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="910205810/Las-redes-arden-contra-Monedero-por-manipular-la-muerte-del-manteo-Que-asco.html">
<img src="images/carpeta_relacionados/32801_DYa_tFWkAAs1-.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="910205810/Las-redes-arden-contra-Monedero-por-manipular-la-muerte-del-manteo-Que-asco.html">
Las redes arden contra Monedero por manipular la muerte del mantero: "¡Qué asco!" </a>
</h3>
<div class="entradilla ">
Pese a la confirmación oficial de que la Policía no acosó a Mmame Mbaye y los llamamientos a no utilizar la tragedia, el ideólogo de Podemos ha querido pescar en río revuelto. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/6/seccion/medios.html" class="firma_a2">Medios</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
<div class="c_13 col_pato_cojo">
<div class="box_header header_patocojo"><img src="images/cab_pato_cojo_2018.jpg" alt="Pato Cojo" title="Pato Cojo"></div>
<div class="grid">
<div class="">
<div class="revista_satirica"><img src="images/revista_satirica.png" alt="revista satirica" title="revista satirica"></div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/97716368/-Iglesias-pide-que-no-haya-nacimientos-porque-no-evitan-que-luego-nos-muramos.html">
<img src="images/carpeta_relacionados/32691_pablo_iglesias_pato_cojo.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/97716368/-Iglesias-pide-que-no-haya-nacimientos-porque-no-evitan-que-luego-nos-muramos.html">
Iglesias reclama que no haya nacimientos "porque no evitan que luego nos muramos" </a>
</h3>
<div class="entradilla ">
Podemos no se detendrá en la derogación de la prisión permanente revisable. También pedirá que se acabe con los nacimientos, las multas y la LVG con el mismo argumento: "No frenan nada". </div>
<div class="firma">
<a href="elsemanaldigital/secciones/1/112/autor/autores.html" class="firma_a1">El Pato Cojo</a>
<a href="elsemanaldigital/secciones/1/48/seccion/el-pato-cojo.html" class="firma_a2">El Pato Cojo</a>
</div>
</div>
</article>
</div>
</div>
</div>
</div>
</div>
</div>
</section>
</div>
<div class="c_w_330">
<aside class="col_de_portada">
<div class="publi_new">
<div id="sas_57653"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("57653");  /* Formato : 300x600_1 300x600 */
                });
            </script>
</div>
<div id="contenedor_menu_se_esta_hablando" class="b_col_de align_iz ma_in_30 cont_hablandode">
</div>
<div id="contenedor_lo_mas_visto" class="b_col_de align_iz ma_in_30 con_lmv">
<h4 class="box_header">Lo más visto</h4>
<ul class="">
<li class="">
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="17477224/Un-edil-de-Carmena-confiesa-que-ocultaron-el-atestado-que-exculpaba-a-la-Policia.html">
Un concejal de Carmena confiesa que ocultaron el atestado que exculpaba a la Policía </a>
</h3>
</div>
</article>
</div>
</li>
<li class="">
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="814039836/Sanchez-blinda-su-sueldo-VIP-mientras-predica-solidaridad-con-los-pensionistas.html">
Pedro Sánchez blinda su sueldo VIP mientras predica solidaridad con los pensionistas </a>
</h3>
</div>
</article>
</div>
</li>
<li class="">
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="870314470/Tirita-La-Sexta-Evole-hace-polvo-a-Podemos-con-una-incomoda-pregunta-a-Errejon.html">
Tirita La Sexta: Évole hace polvo a Podemos con una incómoda pregunta a Errejón </a>
</h3>
</div>
</article>
</div>
</li>
<li class="">
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="858398377/Una-exconsejera-revela-donde-acababan-los-informes-avisando-del-robo-de-los-EREs.html">
Una exconsejera revela dónde acababan los informes que avisaban del robo de los EREs </a>
</h3>
</div>
</article>
</div>
</li>
<li class="">
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="23933794/Filtran-un-duro-video-de-la-Policia-auxiliando-al-mantero-que-hunde-a-Podemos.html">
Filtran un vídeo durísimo de la Policía auxiliando al mantero que hunde a Podemos </a>
</h3>
</div>
</article>
</div>
</li>
</ul>
</div>
<div id="" class="b_col_de align_iz ma_in_30 cont_vanidad_finde modulo_dcha_vanidad">
<h4 class="box_header">
<a href="http://www.vanidad.es/" target="_blank" rel="nofollow" title="Vanidad_dcha">
<img src="images/logo_interior_vanidad.png">
</a>
</h4>
<ul class="blog small_margin clearfix columna_derecha">
<li class="post">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="https://www.vanidad.es/mixedup/trucos-infalibles-eliminar-resaca" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Columna derecha' });">
<img src="images/carpeta_relacionados/32862_resaca-1.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="https://www.vanidad.es/mixedup/trucos-infalibles-eliminar-resaca" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Columna derecha' });">
5 trucos infalibles para eliminar una resaca mortífera </a>
</h3>
</div>
</article>
</div>
</li>
</ul>
</div>
<div class="publi_new">
<div id="sas_58680"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("58680");  /* Formato : 300x250_2 300x250 */
                });
            </script>
</div>
<div id="contenedor_opinion" class="b_col_de cont_opinion">
<h4 class="box_header">Opinión</h4>
<ul class="">
<li>
<div class="not_tipo_2">
<article>
<figure>
<a href="619435556/Las-pensiones-dignas-ya-existen-pese-a-la-manipulacion-de-los-jubilados.html" title="Las pensiones dignas ya existen, pese a la manipulación de los jubilados">
<img class="img_de_blog" src="images/carpeta_autores/pensador.jpg" alt="Editorial">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="619435556/Las-pensiones-dignas-ya-existen-pese-a-la-manipulacion-de-los-jubilados.html" title="Las pensiones dignas ya existen, pese a la manipulación de los jubilados">
Las pensiones dignas ya existen, pese a la manipulación de los jubilados </a>
</h3>
<div class="firma"><a href="secciones/1/89/autor/autores.html" class="firma_a2">Editorial</a></div>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_2">
<article>
<figure>
<a href="109740890/Zaldivar-no-decepciona-y-empieza-a-sembrar-para-su-objetivo-de-venganza.html" title="Mayte Zaldivar no decepciona y cumple su objetivo de venganza contra el clan Pantoja">
<img class="img_de_blog" src="images/carpeta_autores/Mar_Yuste.jpg" alt="Mar Yuste">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="109740890/Zaldivar-no-decepciona-y-empieza-a-sembrar-para-su-objetivo-de-venganza.html" title="Mayte Zaldivar no decepciona y cumple su objetivo de venganza contra el clan Pantoja">
Mayte Zaldivar no decepciona y cumple su objetivo de venganza contra el clan Pantoja </a>
</h3>
<div class="firma"><a href="secciones/1/8/autor/autores.html" class="firma_a2">Mar Yuste</a></div>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_2">
<article>
<figure>
<a href="309035227/Violencia-en-Lavapies-el-enesimo-mal-ejemplo-de-carmenas-y-colaus.html" title="Violencia en Lavapiés: el enésimo ejemplo de la cobertura que dan Carmena y Colau a los excesos">
<img class="img_de_blog" src="images/carpeta_autores/pensador.jpg" alt="Editorial">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="309035227/Violencia-en-Lavapies-el-enesimo-mal-ejemplo-de-carmenas-y-colaus.html" title="Violencia en Lavapiés: el enésimo ejemplo de la cobertura que dan Carmena y Colau a los excesos">
Violencia en Lavapiés: el enésimo ejemplo de la cobertura que dan Carmena y Colau a los excesos </a>
</h3>
<div class="firma"><a href="secciones/1/89/autor/autores.html" class="firma_a2">Editorial</a></div>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_2">
<article>
<figure>
<a href="893171206/Y-de-repente-los-ninos-dejaron-de-saber-jugar.html" title="Y de repente los niños dejaron de saber jugar">
<img class="img_de_blog" src="images/carpeta_autores/image001.jpg" alt="Pablo Lolaso">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="893171206/Y-de-repente-los-ninos-dejaron-de-saber-jugar.html" title="Y de repente los niños dejaron de saber jugar">
Y de repente los niños dejaron de saber jugar </a>
</h3>
<div class="firma"><a href="secciones/1/27/autor/autores.html" class="firma_a2">Pablo Lolaso</a></div>
</div>
</article>
</div>
</li>
</ul>
</div>
<div class="publi_new">
<div id="sas_58679"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("58679");  /* Formato : 300x600_2 300x600 */
                });
            </script>
</div>
<div id="contenedor_tags" class="b_col_de cont_tags">
<h4 class="box_header">Tags</h4>
<ul class="taxonomies clearfix page_margin_top nv">
<li>
<a href="secciones/1/2/tag/PSOE.html" title="PSOE">PSOE</a>
</li>
<li>
<a href="secciones/1/39/tag/Real Madrid.html" title="Real Madrid">Real Madrid</a>
</li>
<li>
<a href="secciones/1/47/tag/Pepa Bueno.html" title="Pepa Bueno">Pepa Bueno</a>
</li>
<li>
<a href="secciones/1/69/tag/Jorge Javier V&aacute;zquez.html" title="Jorge Javier V&aacute;zquez">Jorge Javier V&aacute;zquez</a>
</li>
<li>
<a href="secciones/1/101/tag/Garc&iacute;a Ferreras.html" title="Garc&iacute;a Ferreras">Garc&iacute;a Ferreras</a>
</li>
<li>
<a href="secciones/1/606/tag/restaurantes.html" title="restaurantes">restaurantes</a>
</li>
</ul>
</div>
<div class="publi_new">
<div id="sas_59602"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("59602");  /* Formato : 300x250_3 300x250 */
                });
            </script>
</div>
</aside>
</div>
</div>
<div class="publi_new">
<div id="sas_59599"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("59599");  /* Formato : 970x90_2 970x90 */
                });
            </script>
</div>
<section class="b_chismografo ma_in_30">
<h4 class="box_header2 sec_chismografo">
<a href="chismografo" title="Chismógrafo" style="background:#ffffff;">
<img src="images/logo_interior_chismografo.png">
</a>
</h4>
<div class="grid c_p_20">
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="794629778/Amaia-Montero-dispara-la-rumorologia-con-su-alarmante-cambio-de-aspecto-fisico.html">
<img src="images/carpeta_relacionados/32916_amaia_montero.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon gallery" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="794629778/Amaia-Montero-dispara-la-rumorologia-con-su-alarmante-cambio-de-aspecto-fisico.html">
Amaia Montero dispara la rumorología con su alarmante cambio de aspecto físico </a>
</h3>
<div class="entradilla ">
Fue visto y no visto en las redes sociales. La última aparición pública de la cantante, después de algún tiempo en segundo plano, ha abierto la veda a todo tipo de especulaciones. </div>
<div class="firma">
<a href="secciones/1/45/autor/autores.html" class="firma_a1">ESchismógrafo</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_2 ">
<article>
<figure>
<a href="665081602/La-hija-de-Terelu-Campos-eclipsa-la-noticia-mas-desagradable-de-Isa-Pantoja.html">
<img src="images/carpeta_relacionados/32901_terelu.jpeg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="665081602/La-hija-de-Terelu-Campos-eclipsa-la-noticia-mas-desagradable-de-Isa-Pantoja.html">
La hija de Terelu Campos eclipsa la noticia más desagradable de Isa Pantoja </a>
</h3>
<div class="firma">
<a href="secciones/1/45/autor/autores.html" class="firma_a1">ESchismógrafo</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="434853774/Carlos-Lozano-da-a-Belen-Esteban-y-Maria-Patino-el-dato-que-mas-les-puede-doler.html">
<img src="images/carpeta_relacionados/32890_lozano.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="434853774/Carlos-Lozano-da-a-Belen-Esteban-y-Maria-Patino-el-dato-que-mas-les-puede-doler.html">
Carlos Lozano da a Belén Esteban y María Patiño el dato que más les puede doler </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="514165869/La-confesion-mas-bestia-de-Bertin-Osborne-pilla-desprevenido-a-Jesus-Calleja.html">
<img src="images/carpeta_relacionados/32885_osborne_calleja.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="514165869/La-confesion-mas-bestia-de-Bertin-Osborne-pilla-desprevenido-a-Jesus-Calleja.html">
La confesión más bestia de Bertín Osborne pilla desprevenido a Jesús Calleja </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_2 ">
<article>
<figure>
<a href="829988801/Un-secreto-muy-gordo-Julio-Iglesias-dispara-las-alarmas-y-preocupa-a-sus-fans.html">
<img src="images/carpeta_relacionados/32882_iglesias.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="829988801/Un-secreto-muy-gordo-Julio-Iglesias-dispara-las-alarmas-y-preocupa-a-sus-fans.html">
Un secreto "muy gordo": Julio Iglesias dispara las alarmas y preocupa a sus fans </a>
</h3>
<div class="firma">
<a href="secciones/1/45/autor/autores.html" class="firma_a1">ESchismógrafo</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="423067147/Guerra-en-Telecinco-del-a-la-mierda-de-Belen-Esteban-al-adios-de-Mila-Ximenez.html">
<img src="images/carpeta_relacionados/32858_Captura_de_pantalla_201-0-1_a_las_.png">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="423067147/Guerra-en-Telecinco-del-a-la-mierda-de-Belen-Esteban-al-adios-de-Mila-Ximenez.html">
Guerra y caos en Telecinco: del "vete a la mierda" de Belén Esteban al abandono de Mila Ximénez </a>
</h3>
<div class="firma">
<a href="secciones/1/45/autor/autores.html" class="firma_a1">ESchismógrafo</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="109740890/Zaldivar-no-decepciona-y-empieza-a-sembrar-para-su-objetivo-de-venganza.html">
<img src="images/carpeta_relacionados/32795_Zaldivar.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="109740890/Zaldivar-no-decepciona-y-empieza-a-sembrar-para-su-objetivo-de-venganza.html">
Mayte Zaldivar no decepciona y cumple su objetivo de venganza contra el clan Pantoja </a>
</h3>
<div class="firma">
<a href="secciones/1/8/autor/autores.html" class="firma_a1">Mar Yuste</a>
</div>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_semanaldigital ma_in_30">
<h4 class="box_header2 sec_elsemanal">
<a href="elsemanaldigital" title="El Semanal Digital" style="background:#ffffff;">
<img src="images/logo_elsemanal_en_esdiario.jpg">
</a>
</h4>
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="619435556/Las-pensiones-dignas-ya-existen-pese-a-la-manipulacion-de-los-jubilados.html">
<img src="images/carpeta_relacionados/32877_jubilado.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="619435556/Las-pensiones-dignas-ya-existen-pese-a-la-manipulacion-de-los-jubilados.html">
Las pensiones dignas ya existen, pese a la manipulación de los jubilados </a>
</h3>
<div class="entradilla ">
España paga una pensión media igual a la de Francia o Alemania pese a que sus cuentas públicas son muy inferiores. Convertir un asunto tan crucial en otro campo de batalla es indecente. </div>
<div class="firma">
<a href="secciones/1/89/autor/autores.html" class="firma_a1">Esdiario</a>
<a href="secciones/1/56/seccion/editorial.html" class="firma_a2">Editorial</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/383766132/Y-los-padres-de-los-ninos-muertos-lloraron-otra-vez-en-el-Congreso.html">
<img src="images/carpeta_relacionados/32747_padres_victimas.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/383766132/Y-los-padres-de-los-ninos-muertos-lloraron-otra-vez-en-el-Congreso.html">
Y los padres de los niños muertos lloraron otra vez en el Congreso </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_13">
<div id="sas_61707"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("61707");  /* Formato : 300x600_3 300x600 */
                });
            </script>
&nbsp;
</div>
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="elsemanaldigital/553369687/Por-que-la-bruja-Ana-Julia-no-puede-ser-expulsada-a-una-carcel-dominicana.html">
<img src="images/carpeta_relacionados/32854_ana_julia.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/553369687/Por-que-la-bruja-Ana-Julia-no-puede-ser-expulsada-a-una-carcel-dominicana.html">
Por qué la 'bruja' Ana Julia no puede ser expulsada a una cárcel dominicana </a>
</h3>
<div class="entradilla ">
Aunque cientos de miles de ciudadanos lo piden por escrito, su destierro es imposible: la asesina confesa del niño Gabriel posee la nacionalidad española desde 2008. Aquí cumplirá su pena. </div>
<div class="firma">
<a href="elsemanaldigital/secciones/1/40/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="elsemanaldigital/secciones/1/45/seccion/claves.html" class="firma_a2">Claves</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/55397411/Verdades-y-mentiras-sobre-las-pensiones-en-Espana.html">
<img src="images/carpeta_relacionados/32856_pensionistas2.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/55397411/Verdades-y-mentiras-sobre-las-pensiones-en-Espana.html">
Verdades y mentiras sobre las pensiones en España </a>
</h3>
</div>
</article>
</div>
</div>
</div>
<div class="grid c_p_30">
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/777633367/20-millones-en-multas-la-delgada-bolsa-de-Trafico-en-el-ultimo-ano.html">
<img src="images/carpeta_relacionados/32705_gUARDIA_DE_TRAFICO.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/777633367/20-millones-en-multas-la-delgada-bolsa-de-Trafico-en-el-ultimo-ano.html">
240 millones en multas, la delgada bolsa de Tráfico en el último año </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/128684332/Mas-mano-dura-con-los-gigantes-tecnologicos.html">
<img src="images/carpeta_relacionados/32746_tics.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/128684332/Mas-mano-dura-con-los-gigantes-tecnologicos.html">
Más mano dura fiscal contra los gigantes tecnológicos </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/375763644/Y-si-Skynet-y-sus-Terminators-no-fuesen-realmente-la-mayor-amenaza.html">
<img src="images/carpeta_relacionados/32827_terminator.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/375763644/Y-si-Skynet-y-sus-Terminators-no-fuesen-realmente-la-mayor-amenaza.html">
Cómo matar a un ministro con un dron mientras despistas al escolta con una llamada falsa de su hija </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="elsemanaldigital/221414246/Las-propuestas-frenadas-por-el-Gobierno-a-la-oposicion-llevaban-a-la-bancarrota.html">
<img src="images/carpeta_relacionados/32729_pablo_iglesias_congreso.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="elsemanaldigital/221414246/Las-propuestas-frenadas-por-el-Gobierno-a-la-oposicion-llevaban-a-la-bancarrota.html">
El Gobierno ha frenado ''ideas' de la oposición que conducían a la quiebra </a>
</h3>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_semanaldigital b_destilo ma_in_30">
<h4 class="box_header2 sec_destilo">
<a href="categorias/4/estilo_de_vida.html" title="ESdEStilo">
<img src="images/logo_interior_vida.png">
</a>
</h4>
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="967982895/Los-colores-de-los-alimentos-nos-incitan-y--avisan-de-sus-propiedades.html">
<img src="images/carpeta_relacionados/32852_IMG_201017_220.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="967982895/Los-colores-de-los-alimentos-nos-incitan-y--avisan-de-sus-propiedades.html">
Los colores de los alimentos nos incitan y avisan de sus propiedades </a>
</h3>
<div class="entradilla ">
Siempre se pensó que los colores tenían su por qué, como un escaparate o aviso a nuestras mentes indicando sus cualidades y consecuencias respecto a nuestro organismo. Ya se sabe que es así. Sepámoslo </div>
<div class="firma">
<a href="secciones/1/96/autor/autores.html" class="firma_a1">Rafael Rincón JM</a>
<a href="secciones/1/19/seccion/gastronomia.html" class="firma_a2">Gastronom&iacute;a</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="144172282/Llena-tu-armario-de-lunares-esta-temporada-afianzan-su-reinado.html">
<img src="images/carpeta_relacionados/32799_70106_2__1.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="144172282/Llena-tu-armario-de-lunares-esta-temporada-afianzan-su-reinado.html">
Llena tu armario de lunares: esta temporada afianzan su reinado </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_13">
<div id="sas_61708"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("61708");  /* Formato : 300x600_4 300x600 */
                });
            </script>
&nbsp;
</div>
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="639594865/Combate-el-cambio-de-horario-con-deporte.html">
<img src="images/carpeta_relacionados/32469_Deporte-hora.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="639594865/Combate-el-cambio-de-horario-con-deporte.html">
Combate el cambio de horario con deporte </a>
</h3>
<div class="entradilla ">
La llegada de la primavera trae consigo la modificación horaria para aprovechar más las horas de luz del día. Esto afecta a nuestros biorritmos, y el deporte es un buen antídoto para adaptarnos mejor. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/16/seccion/belleza-bienestar.html" class="firma_a2">Belleza/Bienestar</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="344340926/Explora-la-diversidad-de-Africa-a-traves-de-7-ideas-inspiradas-en-Black-Panther.html">
<img src="images/carpeta_relacionados/32800_junket-black-panther-fox-rifugiati-politici-mov-1200x60.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="344340926/Explora-la-diversidad-de-Africa-a-traves-de-7-ideas-inspiradas-en-Black-Panther.html">
Explora África a través de 7 destinos únicos e inspirados en Black Panther </a>
</h3>
</div>
</article>
</div>
</div>
</div>
<div class="grid c_p_30">
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="743900549/Te-alojarias-en-un-hotel-bajo-el-agua.html">
<img src="images/carpeta_relacionados/32326_s00.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="743900549/Te-alojarias-en-un-hotel-bajo-el-agua.html">
¿Te alojarías en un hotel bajo el agua? </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="584636111/El-regalo-perfecto-para-el-Dia-del-Padre.html">
<img src="images/carpeta_relacionados/32623_dad-and-son-12772_60_720.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="584636111/El-regalo-perfecto-para-el-Dia-del-Padre.html">
El regalo perfecto para el Día del Padre </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="515441707/Planta-batalla-a-la-vista-cansada-en-todos-los-frentes.html">
<img src="images/carpeta_relacionados/32627_presbicia_1.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="515441707/Planta-batalla-a-la-vista-cansada-en-todos-los-frentes.html">
Planta batalla a la vista cansada en todos los frentes </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="589519984/Los-7-pueblos-mas-bonitos-de-Teruel.html">
<img src="images/carpeta_relacionados/32550_1-mirambel-teruel.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="589519984/Los-7-pueblos-mas-bonitos-de-Teruel.html">
Los 7 pueblos más coquetos de Teruel </a>
</h3>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_semanaldigital b_valencia ma_in_30">
<h4 class="box_header com_valencia" style="margin-top:30px;float:left; width:100%;"><a href="comunidadvalenciana" title="Comunidad Valenciana">Comunidad Valenciana</a></h4>
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="422726295/El-director-de-la-Agencia-Antifraude-contra-el-enriquecimiento-injusto-.html">
<img src="images/carpeta_relacionados/32895_Agencia_antifraude.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="422726295/El-director-de-la-Agencia-Antifraude-contra-el-enriquecimiento-injusto-.html">
El director de la Agencia Antifraude, contra el "enriquecimiento injusto" al que recurre Mónica Oltra </a>
</h3>
<div class="entradilla ">
El director de la Agencia de Prevención y Lucha contra el Fraude y la Corrupción en la Comunidad Valenciana, Joan Llinares, se ha mostrado abiertamente en contra de la figura del “enriquecimiento injusto”, utilizada por ejemplo por la Conselleria d'Igualtat de Mónica Oltra. </div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="901933030/Podemos-considera-que-el-Consell-esta-siendo-muy-complaciente-con-el-turismo.html">
<img src="images/carpeta_relacionados/32899_Antonio_Estan.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="901933030/Podemos-considera-que-el-Consell-esta-siendo-muy-complaciente-con-el-turismo.html">
Podemos considera que el Consell está siendo "muy complaciente" con el turismo </a>
</h3>
<div class="entradilla ">
La tasa turística ha dejado de ser un "obsesión" para Podemos. No obstante, Antonio Estañ asegura que su formación seguirá trabajando para lograr un turismo sostenible en la Comunitat. </div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="838450286/Agramunt-Hace-falta-un-candidato-capaz-de-ilusionar-y-creible.html">
<img src="images/carpeta_relacionados/32857_Agrmunt_bo.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="838450286/Agramunt-Hace-falta-un-candidato-capaz-de-ilusionar-y-creible.html">
Agramunt: "Hace falta un candidato a la alcaldía capaz de ilusionar a la militancia y que sea creíble para la opinión pública" </a>
</h3>
<div class="entradilla ">
El discurso del senador Pedro Agramunt en el PP valenciano no es precisamente el más extendido en la organización.Lleva a rajatabla la presunción de inocencia. Lamenta implícitamente que sus compañeros no se esfuercen en defender la gestión y en contrarrestar las críticas. De Rajoy mantiene que es "un gran presidente" que ha descuidado los temas "menos importantes". </div>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_semanaldigital b_deportes ma_in_30">
<h4 class="box_header" style="margin-top:30px;float:left; width:100%;"><a href="secciones/1/3/seccion/deportes.html" title="Deportes">Deportes</a></h4>
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="291826634/Georgina-dispara-los-rumores-con-una-foto-que-pone-en-duda-su-verdadero-origen.html">
<img src="images/carpeta_relacionados/32730_georgina.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="291826634/Georgina-dispara-los-rumores-con-una-foto-que-pone-en-duda-su-verdadero-origen.html">
Georgina dispara las especulaciones con una foto que pone en duda su verdadero origen </a>
</h3>
<div class="entradilla ">
La novia de Cristiano Ronaldo ha humillado públicamente a Sara Carbonero y Pilar Rubio pero se ha llevado tremendo correctivo de humildad por parte de quién más puede doler a su chico... </div>
<div class="firma">
<a href="secciones/1/3/autor/autores.html" class="firma_a1">Isabel de Dios</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="301748534/Cuando-pensabamos-que-lo-habiamos-visto-todo-un-futbolista-arrasa-con-su-look.html">
<img src="images/carpeta_relacionados/32579_fellaini_mickey_mouse.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="301748534/Cuando-pensabamos-que-lo-habiamos-visto-todo-un-futbolista-arrasa-con-su-look.html">
Cuando pensábamos que lo habíamos visto todo un futbolista arrasa con su look imposible </a>
</h3>
</div>
</article>
</div>
</div>
<div class="c_13">
<div id="sas_64773"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("64773");  /* Formato : 300x600_5 300x600 */
                });
            </script>
&nbsp;
</div>
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="920558900/Graves-problemas-para-el-famoso-exfutbolista-que-escupio-a-una-nina-de-1-anos.html">
<img src="images/carpeta_relacionados/32531_Jamie-Carragher.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon video" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="920558900/Graves-problemas-para-el-famoso-exfutbolista-que-escupio-a-una-nina-de-1-anos.html">
Graves problemas para el famoso exfutbolista que escupió a una niña de 14 años </a>
</h3>
<div class="entradilla ">
El vídeo grabado con un móvil ha dado la vuelta a las redes sociales y le ha valido un buen disgusto a la leyenda futbolística, que de momento se ha quedado sin sus puestos de trabajo. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="669521959/La-remontada-que-al-final-no-fue.html">
<img src="images/carpeta_relacionados/32342_lolaso.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="669521959/La-remontada-que-al-final-no-fue.html">
La remontada que al final no fue </a>
</h3>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_semanaldigital">
<div id="bloque_vanidad" class="ancla_vanidad"></div>
<h4 class="box_header ico_portada_chismografo" style="background:#000000!important">
<a href="http://www.vanidad.es/" onclick="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Logo' });" target="_blank" title="Vanidad" style="background:#ffffff;">
<img src="images/logo_interior_vanidad.png">
</a>
</h4>
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="https://www.vanidad.es/mixedup/casa-decor-2018" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Not1' });">
<img src="images/carpeta_relacionados/32922_casa-decor_7.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="https://www.vanidad.es/mixedup/casa-decor-2018" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Not1' });">
Date un paseo por Casa Decor 2018 con nosotros </a>
</h3>
<div class="entradilla ">
<div><p>Más de 60 espacios divididos en cuatro plantas exponen las últimas corrientes en decoración e interiorismo en Casa Decor</p>
</div> </div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="https://www.vanidad.es/belleza/tablas-entrenamiento-menos-media-hora" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Not2' });">
<img src="images/carpeta_relacionados/32884_entrenamiento-portada.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="https://www.vanidad.es/belleza/tablas-entrenamiento-menos-media-hora" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Not2' });">
5 tablas de entrenamiento para ponerte en forma en menos de media hora </a>
</h3>
<div class="entradilla ">
<div><p>¿Necesitas mejorara u optimizar tu entrenamiento? Pues tenemos la solución. En Vanidad, te hemos preparado una tabla para cada día...</p>
</div> </div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="https://www.vanidad.es/mixedup/restaurantes-celebrar-dia-del-padre" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Not3' });">
<img src="images/carpeta_relacionados/32863_restaurantes-padre-portada.png">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="https://www.vanidad.es/mixedup/restaurantes-celebrar-dia-del-padre" target="_blank" onclik="ga('send', { hitType: 'event', eventCategory: 'ESdiario', eventAction: 'Portada', eventLabel: 'Bloque2 Not3' });">
Los mejores restaurantes para celebrar el Día del Padre </a>
</h3>
<div class="entradilla ">
<div><p>¿Necesitas restaurantes nuevos? Cualquier excusa es buena para salir a comer fuera, ¿verdad? Y más si es un día tan especial como el Día del Padre. Si te has quedado sin ideas y estás buscando un restaurante para reservar ya de ya, aquí tienes la solución a tu problema. Te presentamos los restaurantes más top [&#8230;]</p>
</div> </div>
</div>
</article>
</div>
</div>
</div>
</section>
<div class="publi_new">
<div id="sas_59600"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("59600");  /* Formato : 970x90_3 970x90 */
                });
            </script>
</div>
<section class="b_semanaldigital">
<div id="bloque_televisero" class="ancla_el_televisero"></div>
<h4 class="box_header ico_portada_chismografo" style="background:#000000!important">
<a href="http://www.eltelevisero.com/" target="_blank" title="ElTelevisero" style="background:#ffffff;">
<img src="images/logo_ElTelevisero.png">
</a>
</h4>
<div class="grid c_p_30">
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="http://www.eltelevisero.com/2018/03/manu-guix-descarta-que-almaia-gane-eurovision/" target="_blank">
<img src="images/carpeta_relacionados/32920_4259489-690x388.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="http://www.eltelevisero.com/2018/03/manu-guix-descarta-que-almaia-gane-eurovision/" target="_blank">
Manu Guix descarta que Almaia gane Eurovisión </a>
</h3>
<div class="entradilla ">
<div><p>El director musical de Operación Triunfo cree “un reto imposible” que Almaia y Alfred tengan opciones en el certamen. Manu Guix ha rebajado las expectativas de Alfred y...</p></div> </div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="http://www.eltelevisero.com/2018/03/agoney-celebra-el-millon-de-visualizaciones-de-manos-vacias-con-una-foto-desnudo/" target="_blank">
<img src="images/carpeta_relacionados/32912_agoney-desnudo-690x391.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="http://www.eltelevisero.com/2018/03/agoney-celebra-el-millon-de-visualizaciones-de-manos-vacias-con-una-foto-desnudo/" target="_blank">
Agoney festeja el millón de visualizaciones de “Manos vacías” con una foto desnudo </a>
</h3>
<div class="entradilla ">
<div><p>Agoney ha compartido una fotografía que se hizo dentro de la Academia de ‘OT 2017’ totalmente desnudo. Su publicación coincide con otro hito: la actuación de “Manos...</p></div> </div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="http://www.eltelevisero.com/2018/03/amaia-y-alfred-sacan-su-lado-mas-reivindicativo-en-espejo-publico-y-cargan-contra-el-iva-cultural/" target="_blank">
<img src="images/carpeta_relacionados/32908_amaiayalfred12244©JesusUbera-690x460.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="http://www.eltelevisero.com/2018/03/amaia-y-alfred-sacan-su-lado-mas-reivindicativo-en-espejo-publico-y-cargan-contra-el-iva-cultural/" target="_blank">
Amaia y Alfred sacan su lado más reivindicativo en ‘Espejo Público’ y cargan contra el IVA cultural </a>
</h3>
<div class="entradilla ">
<div><p>La pareja habla de los temas que más preocupan a la sociedad en una entrevista para ‘Espejo Público’. Durante su paso por la academia de ‘OT 2017’, tanto Amaia como...</p></div> </div>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_economia ma_in_30">
<h4 class="box_header" style="margin-top:30px;float:left; width:100%;"><a href="categorias/2/economia.html" title="Deportes">Econom&iacute;a</a></h4>
<div class="grid c_p_20">
<div class="c_13">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="961639330/La-deuda-pendiente-de-cobro-de-la-AEAT-vuelve-a-niveles-de-2010.html">
<img src="images/carpeta_relacionados/32906_AEAT-menendez.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="961639330/La-deuda-pendiente-de-cobro-de-la-AEAT-vuelve-a-niveles-de-2010.html">
La deuda pendiente de cobro de la AEAT vuelve a niveles de 2010 </a>
</h3>
<div class="entradilla ">
El Ministerio de Hacienda ha reducido en 3.500 millones los pagos pendientes de morosos, lo que sumado a los 4.300 millones de 2016 y 2015 deja la cifra de deudas pendientes a niveles de 2010. </div>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/21/seccion/economia.html" class="firma_a2">Econom&iacute;a</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_2 ">
<article>
<figure>
<a href="991328593/El-Gobierno-aprobara-los-presupuestos-antes-de-Semana-Santa.html">
<img src="images/carpeta_relacionados/32875_Rajoy-murcia1.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="991328593/El-Gobierno-aprobara-los-presupuestos-antes-de-Semana-Santa.html">
El Gobierno aprobará los presupuestos antes de Semana Santa </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/21/seccion/economia.html" class="firma_a2">Econom&iacute;a</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="857663337/El-Tesoro-Publico-se-sube-a-la-ola-del-Blockchain.html">
<img src="images/carpeta_relacionados/32847_Alastria-Tesoro.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="857663337/El-Tesoro-Publico-se-sube-a-la-ola-del-Blockchain.html">
El Tesoro Público se sube a la ola del Blockchain </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/8/seccion/tecnologia.html" class="firma_a2">Tecnolog&iacute;a</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="135255780/ACS-y-Atlantia-se-unen-para-comprar-Abertis.html">
<img src="images/carpeta_relacionados/32759_Acs-atlantia-abertis.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="135255780/ACS-y-Atlantia-se-unen-para-comprar-Abertis.html">
ACS y Atlantia se unen para comprar Abertis </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/4/seccion/empresa.html" class="firma_a2">Empresa</a>
</div>
</div>
</article>
</div>
</div>
<div class="c_13">
<div class="not_tipo_2 ">
<article>
<figure>
<a href="967105496/Facebook-y-Whatsapp-multados-por-operar-con-datos-de-usuarios.html">
<img src="images/carpeta_relacionados/32758_whatsapp_facebook.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="967105496/Facebook-y-Whatsapp-multados-por-operar-con-datos-de-usuarios.html">
Facebook y Whatsapp multados por operar con datos de usuarios </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/8/seccion/tecnologia.html" class="firma_a2">Tecnolog&iacute;a</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="191799282/La-cercania-de-El-Corte-Ingles-clave-para-competir-en-ecommerce.html">
<img src="images/carpeta_relacionados/32679_Dimas-ECI.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="191799282/La-cercania-de-El-Corte-Ingles-clave-para-competir-en-ecommerce.html">
La cercanía de El Corte Inglés, clave para competir en ecommerce </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/4/seccion/empresa.html" class="firma_a2">Empresa</a>
</div>
</div>
</article>
</div>
<div class="not_tipo_2 ">
<article>
<figure>
<a href="773582410/Las-5-del-Ibex-aumentaron-un-16-sus-ganancias-en-2017.html">
<img src="images/carpeta_relacionados/32686_Ibex5-paneles.jpg">
</a>
</figure>
<div class="article_textos">
<h3>
<a href="773582410/Las-5-del-Ibex-aumentaron-un-16-sus-ganancias-en-2017.html">
Las 35 del Ibex aumentaron un 16% sus ganancias en 2017 </a>
</h3>
<div class="firma">
<a href="secciones/1/1/autor/autores.html" class="firma_a1">ESdiario</a>
<a href="secciones/1/4/seccion/empresa.html" class="firma_a2">Empresa</a>
</div>
</div>
</article>
</div>
</div>
</div>
</section>
<section class="b_semanaldigital b_motor ma_in_30">
<h4 class="box_header" style="margin-top:30px; float:left; width:100%; background: #85a0da; padding: 5px 15px 5px;"><a href="secciones/1/3/seccion/deportes.html" title="Motor">Motor</a></h4>
<div class="grid c_p_30">
<div class="c_24">
<div class="not_tipo_1 cambio_firma">
<article>
<figure>
<a href="292238266/Cartyzen-la-tarifa-plana-de-neumaticos.html">
<img src="images/carpeta_relacionados/32824_Cartyzen.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="292238266/Cartyzen-la-tarifa-plana-de-neumaticos.html">
Cartyzen, la tarifa plana de neumáticos </a>
</h3>
<div class="entradilla ">
Ha nacido Cartyzen, un servicio de suscripción que asegura tener los neumáticos siempre en perfecto estado. Lo hace cambiándolos e instalándolos en el vehículo por 4.95 euros al mes. </div>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="461615639/Peugeot-lanza-sus-bicicletas-complementarias.html">
<img src="images/carpeta_relacionados/32735_Foto_Peugeot_BicisLegend__0.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon gallery" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="461615639/Peugeot-lanza-sus-bicicletas-complementarias.html">
Peugeot lanza sus bicicletas "complementarias" </a>
</h3>
<div class="entradilla ">
Peugeot ha presentado una gama de bicicletas,que se lanzan como complemento de sus modelos, y cuya utilidad es poder recorrer los últimos metros del trayecto si el usuario aparca lejos. </div>
</div>
</article>
</div>
</div>
<div class="c_14">
<div class="not_tipo_1 ">
<article>
<figure>
<a href="171495703/Audi-R-RWS-una-oda-a-la-traccion-trasera-para-coleccinar.html">
<img src="images/carpeta_relacionados/32671_2560_000_.jpg">
</a>
</figure>
<div class="iconos">
<span class="icon gallery" style="display: block;"></span>
</div>
<div class="article_textos">
<h3>
<a href="171495703/Audi-R-RWS-una-oda-a-la-traccion-trasera-para-coleccinar.html">
Audi R8 RWS, una oda a la tracción trasera para coleccinar </a>
</h3>
<div class="entradilla ">
Audi se sale del camino con el nuevo R8 RWS. Un deportivo de tracción trasera y motor atmosférico que derrocha esencia purista, con un marcado carácter tecnológico y una cuidada estética. </div>
</div>
</article>
</div>
</div>
</div>
</section>
<div class="publi_new">
<div id="sas_59601"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("59601");  /* Formato : 970x90_4 970x90 */
                });
            </script>
</div>
<section class="b_esmume ma_in_30">
<div class="grid c_p_30">
<div class="c_13">
<h4 class="box_header"><a href="secciones/1/1/seccion/espana.html" title="Espana">Espa&ntilde;a</a></h4>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="180826171/El-PP-compara-su-robustez-con-la-de-una-encina-y-pone-la-proa-a-su-Convencion.html">
<img src="images/carpeta_relacionados/32903_maillo_convencion.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="180826171/El-PP-compara-su-robustez-con-la-de-una-encina-y-pone-la-proa-a-su-Convencion.html">
El PP compara su robustez con la de una encina y pone la proa a su Convención de Sevilla </a>
</h3>
</div>
</article>
</div>
<div class="ademas">adem&aacute;s</div>
<ul class="not_ademas">
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="143376666/Los-manteros-con-Podemos-exigen-sanciones-a-la-Policia-y-papeles-para-todos.html">
Los 'manteros', con la ayuda de Podemos, exigen sanciones a la Policía y papeles para todos </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="934982178/Pillados-el-provocativo-encuentro-entre-Puigdemont-y-Anna-Gabriel-en-Suiza.html">
Pillados: el provocativo encuentro de los prófugos Puigdemont y Anna Gabriel en Suiza </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="926481336/La-abuela-de-Gabriel-clave-para-hundir-la-defensa-de-la-bruja-Ana-Julia-Quezada.html">
La UCO: la abuela de Gabriel es clave para hundir la defensa de la bruja Ana Julia Quezada </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="372449644/Miles-de-personas-dan-un-soberano-no-al-proces-en-el-corazon-de-Barcelona.html">
Miles de personas dan un soberano "no" al 'procés' en pleno corazón de Barcelona </a>
</h3>
</div>
</article>
</div>
</li>
</ul>
</div>
<div class="c_13">
<h4 class="box_header"><a href="secciones/1/2/seccion/mundo.html" title="Mundo">Mundo</a></h4>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="476997209/Putin-se-da-un-paseo-militar-por-el-tramite-de-las-elecciones-en-Rusia.html">
<img src="images/carpeta_relacionados/32873_putin.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="476997209/Putin-se-da-un-paseo-militar-por-el-tramite-de-las-elecciones-en-Rusia.html">
Vladímir Putin se da un "paseo militar" por el trámite de las elecciones en Rusia </a>
</h3>
</div>
</article>
</div>
<div class="ademas">adem&aacute;s</div>
<ul class="not_ademas">
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="99247926/Las-coincidencias-en-la-muerte-de-Stephen-Hawking-queman-las-redes-sociales.html">
Las coincidencias en la muerte de Stephen Hawking queman las redes sociales </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="723093643/La-forma-del-agua-triunfa-en-unos-Oscar-reivindicativos-y-sin-sorpresas.html">
Jennifer Lawrence le roba el momento a Frances McDormand de la forma más absurda </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="192244302/Finlandia-cesa-a-su-consul-en-Barcelona-por-ayudar-a-los-independentistas.html">
Finlandia cesa a su cónsul en Barcelona por ayudar a los independentistas </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="665330401/Puigdemont-y-sus-amigos-flamencos-ponen-otra-trampa-al-primer-ministro-belga.html">
Puigdemont y sus amigos flamencos ponen otra trampa al primer ministro belga </a>
</h3>
</div>
</article>
</div>
</li>
</ul>
</div>
<div class="c_13">
<h4 class="box_header"><a href="secciones/1/6/seccion/medios.html" title="Medios">Medios</a></h4>
<div class="not_tipo_1 ">
<article>
<figure>
<a href="996699957/Inda-destroza-a-Maestre-y-Espinar-por-iletrados-y-analfabetos-funcionales.html">
<img src="images/carpeta_relacionados/32879_espinar.jpg">
</a>
</figure>
<div class="iconos">
</div>
<div class="article_textos">
<h3>
<a href="996699957/Inda-destroza-a-Maestre-y-Espinar-por-iletrados-y-analfabetos-funcionales.html">
Inda desmonta a Maestre y Espinar por "iletrados" y "analfabetos funcionales" </a>
</h3>
</div>
</article>
</div>
<div class="ademas">adem&aacute;s</div>
<ul class="not_ademas">
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="750384573/Ussia-dinamita-Podemos-sinverguenzas-y-guarro-que-no-se-ducha-a-Monedero.html">
Ussía dinamita Podemos: les dice "sinvergüenzas" y llama "guarro que no se ducha" a Monedero </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="494327269/Telecinco-despide-por-sorpresa-a-Carlota-Corredera-y-ya-tiene-sustituto.html">
Telecinco "despide" por sorpresa a Carlota Corredera y ya tiene inesperado sustituto </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="490577791/El-periodista-al-que-madre-de-Gabriel-abronco-en-Telecinco-se-toma-la-revancha.html">
El periodista al que la madre de Gabriel abroncó en Telecinco se toma la revancha </a>
</h3>
</div>
</article>
</div>
</li>
<li>
<div class="not_tipo_1 ">
<article>
<div class="article_textos">
<h3>
<a href="642014778/Barneda-suelta-la-bomba-en-el-plato-de-Supervivientes-y-fulmina-las-expectativas.html">
Sandra Barneda suelta la bomba en el plató de Supervivientes y pulveriza las expectativas </a>
</h3>
</div>
</article>
</div>
</li>
</ul>
</div>
</div>
</section>
</div>
</main>
<footer>
<div class="centrado">
</div>
<div class="footer_container">
<div class="footer clearfix">
<div class="row copyright_row">
<div class="column column_2_3">
© Copyright <a href="//www.esdiario.com/" title="esdiario">El Semanal Digital, S.L.</a> - © Esdiario es una marca registrada. Derechos reservados. Espa&ntildea.
<br>Oficina central: <font color="#fff">C/ Ayala, 95 bajo, 28006, Madrid.</font> Tel&eacute;fono: <font color="#fff">686 180 116</font>
<p>
<span><img src="images/acens.jpg" width="213" height="31" align="absmiddle"></span>
<a href="https://www.google.com/intl/es_ALL/analytics/" target="_blank"><img src="images/logo_google_analytics.gif" width="213" height="31" border="0" align="absmiddle"></a>
<a href="https://www.comscore.com/" target="_blank"><img src="images/logo-comscore.gif" width="195" height="31" border="0" align="absmiddle" alt="Auditado por Comscore"></a>
<a href="https://www.ojd.es/" target="_blank"><img src="images/ojd.png"></a></p>
</div>
<div class="column column_1_3">
<ul class="footer_menu">
<li>
<h6><a href="publicidad.html" title="Publididad">Publicidad</a></h6>
</li>
<li>
<h6><a href="contactar.html" title="Contactar">Contactar</a></h6>
</li>
<li>
<h6><a href="quienes_somos.html" title="Qui&eacute;nes Somos">Qui&eacute;nes Somos</a></h6>
</li>
<li>
<h6><a href="estadisticas.html" title="Estadísticas">Estad&iacute;sticas</a></h6>
</li>
<li>
<h6><a href="politica_cookies.html" title="Pol&iacute;tica de cookies">Pol&iacute;tica de cookies</a></h6>
</li>
<li>
<h6><a href="politica_privacidad.html" title="Pol&iacute;tica de privacidad">Pol&iacute;tica de privacidad</a></h6>
</li>
<li>
<h6><a href="aviso_legal.html" title="Aviso Legal">Aviso Legal</a></h6>
</li>
<li>
<h6><a href="rss.html" title="RSS">RSS</a></h6>
</li>
</ul>
</div>
</div>
</div>
</div>
<script type="text/javascript">
    window.cookieconsent_options = {"message":"Esta web utiliza cookies para poder proporcionar una mejor experiencia al usuario.","dismiss":"Estoy de acuerdo","learnMore":"Quiero saber m&aacute;s","link":"//www.esdiario.com/politica_cookies.html","theme":"dark-bottom"};
</script>
<script type="text/javascript" src="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/1.0.9/cookieconsent.min.js"></script>
<script>
    /* MENU: esta función hace que la fila del menú se fije al bajar el scroll */
    var contenido2 = $("#f3_cab_scroll").offset();
    contenido2 = contenido2.top;
    $(window).scroll(function(){
        var windowHeight = $(window).scrollTop();

        if(windowHeight >= contenido2  ){
                $("#f3_cab_scroll").addClass('menu_fijo');
        }else{
                $("#f3_cab_scroll").removeClass('menu_fijo');
        }
    });
</script>
<div class="publi_new">
<div id="sas_64774"></div>
<script type="application/javascript">
                sas.cmd.push(function() {
                    sas.render("64774");  /* Formato : 970x90_5 970x90 */
                });
            </script>
</div>
</footer>
</div>
<script>
            $(document).ready(function(){
                setTimeout(function(){
                    $model = { "article_counter" : new Object() , "autor_counter" : new Object() , "category_counter" : new Object() , "tag_counter" : new Object(), "no_interesa" : new Object(), "pruebas" : 1 };
                    //$model = { "article_counter" : new Object() , "autor_counter" : new Object() , "category_counter" : new Object() , "tag_counter" : new Object() };

                    $user_data = JSON.parse(localStorage.getItem('user_data'));
                    if( $user_data === null){
                        localStorage.setItem('user_data', JSON.stringify($model));
                        $user_data = JSON.parse(localStorage.getItem('user_data'));
                    }
                    $fecha_hoy = Date.now();
                    $valor_fecha_hoy = Math.floor($fecha_hoy.valueOf()/1000);
                    $.each($user_data.article_counter, function(index) {
                        if($user_data.article_counter[index].fecha != undefined){
                            $tiempo_transcurrido = Math.abs($user_data.article_counter[index].fecha - $valor_fecha_hoy);
                            if( ($tiempo_transcurrido/(24*3600)) > 5){
                                delete $user_data.article_counter[index];
                            }
                        }else{
                            delete $user_data.article_counter[index];
                        }
                    });
                    $.each($user_data.no_interesa, function(index) {
                        if($user_data.no_interesa[index].fecha != undefined){
                            $tiempo_transcurrido = Math.abs($user_data.no_interesa[index].fecha - $valor_fecha_hoy);
                            if( ($tiempo_transcurrido/(24*3600)) > 5){
                                delete $user_data.no_interesa[index];
                            }
                        }else{
                            delete $user_data.no_interesa[index];
                        }
                    });
                    localStorage.setItem('user_data', JSON.stringify($user_data));
                }, 7000);
                $('.cambio_firma').each(function(){
                    $(this).find('.article_textos').append(  $(this).find('.entradilla') );
                });                
                $("#contenedor_menu_se_esta_hablando").load( "modulo_se_esta_hablando_de.php", { "user_data" : JSON.stringify(localStorage.getItem('user_data')) , "aparecidos" : "[483356820,858398377,23933794,814039836,870314470,17477224,794629778,665081602,271370066,514165869,210560369,314240761,808163367,371618701,433653789,17477224,23933794,814039836,858398377,870314470,50602259,655195458,928194155,887137096,910205810,97716368,893171206,109740890,309035227,619435556,344340926,589519984,743900549,515441707,639594865,967982895,144172282,584636111,301748534,920558900,291826634,669521959,40968474,477122103,829240752,86292601,582021680,991626095,135255780,191799282,773582410,857663337,967105496,961639330,991328593,171495703,292238266,461615639,143376666,180826171,372449644,926481336,934982178,99247926,192244302,476997209,665330401,723093643,490577791,494327269,642014778,750384573,996699957,239965648,467477870]" , "txt_lugar" : "portada", "bloque" : "home", "publi" : JSON.stringify({ "publi300x250" : "comercialitas" }) });
            });
        </script>
</body>
</html>