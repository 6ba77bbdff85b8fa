// The app's start on a page served as a merchant's HTML shell (scripts/build-shells.ts), copied as
// is to /m/shells/start.js. The shell has already painted the header and the first banner from the
// HTML; the app's scripts start once that banner has loaded and painted (or failed, or after
// 2.5 s), so on a slow line the banner gets the bandwidth first and its paint never waits for the
// scripts' evaluation. The script URLs are the build's entry scripts, in `data-app`, in dependency
// order (the bundler's runtime, React, the app): all are fetched at once, and each one is added
// once the one before has run, so that each is evaluated in a task of its own (evaluated together
// they were one long task that a tap had to wait for on a cheap phone).
//
// A shell with a form (the login page's) is usable before the app: what is typed stays in its
// inputs, and the app picks it up (src/ui/shell-form.ts). The shell's buttons cannot send anything
// themselves (src/flows/auth/login/login-shell.tsx), so this notes a tap on one marked
// `data-shell-action` ("Log in", a tab), or Enter in a field, on the root for the app to carry out;
// "Log in" shows its busy label at once (`data-busy-label`).
(function () {
  var root = document.getElementById('root');
  function note(target) {
    if (!target || !root.hasAttribute('data-shell')) return;
    root.setAttribute('data-shell-action', target.getAttribute('data-shell-action'));
    var busy = target.getAttribute('data-busy-label');
    if (busy) {
      target.textContent = busy;
      target.setAttribute('aria-busy', 'true');
    }
  }
  if (root) {
    root.addEventListener('click', function (event) {
      note(event.target.closest && event.target.closest('[data-shell-action]'));
    });
    root.addEventListener('keydown', function (event) {
      var form = event.key === 'Enter' && event.target.form;
      if (form && event.target.type !== 'checkbox') note(form.querySelector('[data-shell-action="submit"]'));
    });
  }
})();
(function () {
  var me = document.currentScript;
  var urls = ((me && me.getAttribute('data-app')) || '').split(' ').filter(Boolean);
  var started = false;
  function add(i) {
    if (i >= urls.length) return;
    var s = document.createElement('script');
    s.type = 'module';
    s.crossOrigin = 'anonymous';
    s.src = urls[i];
    // `load` comes once the module has run; a failed one leaves the next to report the error.
    s.onload = s.onerror = function () { setTimeout(function () { add(i + 1); }, 0); };
    document.head.appendChild(s);
  }
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = 'anonymous';
      l.href = url;
      document.head.appendChild(l);
    });
    add(0);
  }
  // Two frames after the load: the banner has been painted, not only fetched.
  function afterPaint() {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
  var banner = document.querySelector('#root .banners__img');
  if (!banner) return afterPaint();
  setTimeout(start, 2500);
  // Loaded is not painted: Chromium decodes a large picture off the main thread and paints it a few
  // frames after its load (when the page's scripts had already been asked for, on their way before
  // the largest paint). decode() settles once it can be painted in the next frame.
  if (typeof banner.decode === 'function') return banner.decode().then(afterPaint, start);
  if (banner.complete) return afterPaint();
  banner.addEventListener('load', afterPaint);
  banner.addEventListener('error', start);
})();
