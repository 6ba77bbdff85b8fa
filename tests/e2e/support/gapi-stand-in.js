// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the social
// sign-in e2e through Playwright's routing because Google's hosts cannot be reached here.
// Firebase Auth's popup flow uses exactly one part of gapi, `gapi.iframes`: the page opens a
// helper iframe (here the Auth emulator's /emulator/auth/iframe, which loads this same file) and
// the two exchange `register` / `send` messages. This implements that part over postMessage:
//
//   page:   gapi.iframes.getContext().open({ url, where, attributes }, (iframe) => …)
//           iframe.register('authEvent', handler); iframe.send('webStorageSupport', data, cb)
//   iframe: gapi.iframes.getContext().getParentIframe().register / .send
//
// Replies are arrays of the handlers' results, as gapi's are.
(function () {
  'use strict';
  var CHANNEL = '__gapi_stand_in__';
  var seq = 0;

  class Endpoint {
    constructor(target, ready) {
      this.target = target; // () => the Window on the other side
      this.ready = ready;
      this.handlers = {};
      this.pending = {};
    }
    register(type, handler) { this.handlers[type] = handler; }
    send(type, data, callback) {
      const id = ++seq;
      this.pending[id] = callback;
      return this.ready.then(() => this.target().postMessage({ c: CHANNEL, kind: 'send', type, data, id }, '*'));
    }
    restyle() { return Promise.resolve(); }
    ping(callback) {
      return this.ready.then(() => { if (callback) callback(); return []; });
    }
  }

  var endpoints = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.c !== CHANNEL) return;
    var endpoint = endpoints.filter(function (e) { return e.target() === event.source; })[0];
    if (!endpoint) return;
    if (message.kind === 'send') {
      var handler = endpoint.handlers[message.type];
      Promise.resolve(handler ? handler(message.data) : undefined).then(function (result) {
        event.source.postMessage({ c: CHANNEL, kind: 'reply', id: message.id, result: [result] }, '*');
      });
    } else if (message.kind === 'reply') {
      var callback = endpoint.pending[message.id];
      delete endpoint.pending[message.id];
      if (callback) callback(message.result);
    }
  });

  var parentEndpoint = window.parent !== window ? new Endpoint(function () { return window.parent; }, Promise.resolve()) : null;
  if (parentEndpoint) endpoints.push(parentEndpoint);

  function open(options, onOpen) {
    var frame = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(frame.style, attributes.style);
      else frame.setAttribute(name, attributes[name]);
    });
    var loaded = new Promise(function (resolve) { frame.addEventListener('load', resolve, { once: true }); });
    frame.src = options.url;
    (options.where || document.body).appendChild(frame);
    var endpoint = new Endpoint(function () { return frame.contentWindow; }, loaded);
    endpoints.push(endpoint);
    return Promise.resolve(onOpen ? onOpen(endpoint) : endpoint);
  }

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () { (typeof options === 'function' ? options : options.callback)(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      getContext: function () { return { open: open, getParentIframe: function () { return parentEndpoint; } }; },
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
