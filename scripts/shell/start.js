// The app's start on a page served as a merchant's HTML shell (scripts/build-shells.ts), copied as
// is to /m/shells/start.js. The shell has already painted the header and the first banner from the
// HTML; the app's scripts start once that banner has loaded and painted (or failed, or after
// 2.5 s), so on a slow line the banner gets the bandwidth first and its paint never waits for the
// scripts' evaluation. The script URLs are the build's entry scripts, in `data-app`.
(function () {
  var me = document.currentScript;
  var urls = ((me && me.getAttribute('data-app')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var s = document.createElement('script');
      s.type = 'module';
      s.crossOrigin = 'anonymous';
      s.src = url;
      document.head.appendChild(s);
    });
  }
  // Two frames after the load: the banner has been painted, not only fetched.
  function afterPaint() {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
  var banner = document.querySelector('#root .banners__img');
  if (!banner || banner.complete) return afterPaint();
  banner.addEventListener('load', afterPaint);
  banner.addEventListener('error', start);
  setTimeout(start, 2500);
})();
