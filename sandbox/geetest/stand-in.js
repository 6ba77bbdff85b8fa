// The sandbox's Geetest stand-in, served at /__sandbox/geetest/<base>/static/js/gt.0.4.9.js (v3)
// and /__sandbox/geetest/<base>/v4/gt4.js (v4); sandbox/geetest-stand-in.ts serves it and its
// resources. It implements the provider clients' public API, "bind" product:
//
//   v3  window.initGeetest({gt, challenge, new_captcha, product: 'bind', onError}, cb)
//   v4  window.initGeetest4({captchaId, product: 'bind', onError}, cb)
//   cb(captchaObj): onReady / onSuccess / onError / onClose (/ onFail for v4), verify() (v3) or
//   showCaptcha() (v4), getValidate(), reset(), destroy()
//
// with a simple solvable challenge in an accessible dialog ("Tap the star"), and the answers the
// sandbox's server-side check accepts (sandbox/geetest.ts): v3 seccode "<challenge>|jordan", v4
// lot_number = the issued challenge with pass_token "ok". A classic script with no eval and no
// inline script or style sheet, so it runs under the app's CSP (script-src 'self').
(function (window, document, src) {
  'use strict';
  if (!src) return;
  var v4 = /\/v4\/gt4\.js(\?.*)?$/.test(src);
  var base = src.replace(v4 ? /\/v4\/gt4\.js(\?.*)?$/ : /\/static\/js\/gt\.0\.4\.9\.js(\?.*)?$/, '');
  var TILES = [['star', '\u2605'], ['moon', '\u263E'], ['sun', '\u2600'], ['heart', '\u2665']];
  var uid = 0;

  function randomBelow(n) {
    var word = new Uint32Array(1);
    window.crypto.getRandomValues(word);
    return word[0] % n;
  }

  function shuffled(list) {
    var copy = list.slice();
    for (var i = copy.length - 1; i > 0; i--) {
      var j = randomBelow(i + 1);
      var swap = copy[i];
      copy[i] = copy[j];
      copy[j] = swap;
    }
    return copy;
  }

  function later(fn) {
    window.setTimeout(fn, 0);
  }

  function el(tag, styles, text) {
    var node = document.createElement(tag);
    if (styles) for (var key in styles) node.style[key] = styles[key];
    if (text) node.textContent = text;
    return node;
  }

  /** The provider's error object: v3 {error_code, msg, user_error}, v4 {code, msg, desc}. */
  function providerError(code, message) {
    return v4 ? { code: String(code), msg: message, desc: { detail: message } } : { error_code: 'error_' + code, msg: message, user_error: message };
  }

  function createCaptcha(config, answer, forcedError) {
    var handlers = { ready: [], success: [], error: [], close: [], fail: [] };
    var ready = false;
    var solved = null;
    var dialog = null;
    var returnFocus = null;
    var destroyed = false;

    function emit(name, arg) {
      if (destroyed) return;
      handlers[name].slice().forEach(function (fn) { fn(arg); });
    }

    function hide() {
      if (dialog && dialog.parentNode) dialog.parentNode.removeChild(dialog);
      dialog = null;
      if (returnFocus && returnFocus.focus) returnFocus.focus();
      returnFocus = null;
    }

    function show() {
      if (destroyed || !ready || dialog) return;
      if (forcedError) return later(function () { emit('error', providerError(forcedError.code, forcedError.message || 'Verification service error')); });
      returnFocus = document.activeElement;
      var id = 'geetest-stand-in-' + (++uid);
      var target = TILES[randomBelow(TILES.length)];
      dialog = el('div', { position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,.45)' });
      dialog.className = 'geetest-stand-in';
      var box = el('section', { background: '#fff', color: '#1b1f24', borderRadius: '12px', padding: '20px', width: 'min(320px, 90vw)', font: '16px system-ui, sans-serif', boxShadow: '0 8px 30px rgba(0,0,0,.3)' });
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', id + '-title');
      box.setAttribute('aria-describedby', id + '-prompt');
      var title = el('h2', { margin: '0 0 8px', fontSize: '18px' }, 'Verify you are human');
      title.id = id + '-title';
      var prompt = el('p', { margin: '0 0 12px' }, 'Tap the ');
      prompt.id = id + '-prompt';
      var name = el('strong', null, target[0]);
      name.className = 'geetest-stand-in__target';
      prompt.appendChild(name);
      prompt.appendChild(document.createTextNode(' tile.'));
      var grid = el('div', { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '8px' });
      grid.setAttribute('role', 'group');
      grid.setAttribute('aria-label', 'Tiles');
      var status = el('p', { minHeight: '1.4em', margin: '10px 0', color: '#b3261e', fontSize: '14px' });
      status.setAttribute('role', 'status');
      shuffled(TILES).forEach(function (tile) {
        var button = el('button', { minHeight: '56px', fontSize: '28px', border: '1.5px solid #c4c9cf', borderRadius: '8px', background: '#f6f7f9', cursor: 'pointer' }, tile[1]);
        button.type = 'button';
        button.setAttribute('aria-label', tile[0]);
        button.addEventListener('click', function () {
          if (tile[0] !== target[0]) {
            status.textContent = 'That is not the ' + target[0] + '. Try again.';
            return emit('fail', providerError('fail', 'wrong tile'));
          }
          solved = answer();
          hide();
          emit('success');
        });
        grid.appendChild(button);
      });
      var close = el('button', { width: '100%', minHeight: '44px', border: '0', borderRadius: '8px', background: '#e8eaed', cursor: 'pointer' }, 'Close');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close the verification');
      close.addEventListener('click', function () {
        hide();
        emit('close');
      });
      box.addEventListener('keydown', function (event) {
        if (event.key !== 'Escape') return;
        hide();
        emit('close');
      });
      box.appendChild(title);
      box.appendChild(prompt);
      box.appendChild(grid);
      box.appendChild(status);
      box.appendChild(close);
      dialog.appendChild(box);
      document.body.appendChild(dialog);
      grid.firstChild.focus();
    }

    var obj = {
      appendTo: function () { return obj; },
      onReady: function (fn) { handlers.ready.push(fn); if (ready) later(fn); return obj; },
      onNextReady: function () { return obj; },
      onSuccess: function (fn) { handlers.success.push(fn); return obj; },
      onError: function (fn) { handlers.error.push(fn); return obj; },
      onClose: function (fn) { handlers.close.push(fn); return obj; },
      onFail: function (fn) { handlers.fail.push(fn); return obj; },
      getValidate: function () { return solved || false; },
      reset: function () { solved = null; hide(); },
      destroy: function () { hide(); destroyed = true; },
    };
    if (v4) obj.showCaptcha = show;
    else obj.verify = show;
    later(function () {
      ready = true;
      emit('ready');
    });
    return obj;
  }

  /** The provider's resource (its "get type" / "load" call), as JSON from the stand-in's base. */
  function loadResource(url, config, onLoaded) {
    function failed(code, message) {
      if (typeof config.onError !== 'function') return window.console.error('Geetest stand-in: ' + message);
      // gt.js (v3) reports a bare text; gt4.js an object with a code (60205: resource time-out).
      config.onError(v4 ? { code: code, msg: message, desc: { detail: url } } : message);
    }
    window.fetch(url, { credentials: 'same-origin' }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    }).then(function (body) {
      if (body.status !== 'success') return failed(body.code || '60205', body.msg || 'Network failure');
      onLoaded(body.data);
    }, function () {
      failed('60205', 'Network failure');
    });
  }

  if (v4) {
    window.initGeetest4 = function (config, callback) {
      var url = base + '/v4/load?captcha_id=' + encodeURIComponent(config.captchaId || '') + '&lang=' + encodeURIComponent(config.language || '');
      loadResource(url, config, function (data) {
        callback(createCaptcha(config, function () {
          return { lot_number: data.lot_number, captcha_output: 'stand-in', pass_token: 'ok', gen_time: String(Math.floor(Date.now() / 1000)), captcha_id: config.captchaId };
        }, data.error));
      });
    };
  } else {
    window.initGeetest = function (config, callback) {
      if (typeof config.gt !== 'string') throw new Error('gt must be a string');
      loadResource(base + '/gettype?gt=' + encodeURIComponent(config.gt), config, function (data) {
        callback(createCaptcha(config, function () {
          return { geetest_challenge: config.challenge, geetest_validate: config.challenge, geetest_seccode: config.challenge + '|jordan' };
        }, data.error));
      });
    };
  }
})(window, document, document.currentScript && document.currentScript.src);
