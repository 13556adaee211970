/*
 * Stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), served by the local
 * payments sandbox: the same browser interface — new Razorpay(options), .open(), .on('payment.failed'),
 * options.handler and options.modal.ondismiss — with a visible Pay / Cancel window.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : '';

  function rupees(paise) {
    return (Number(paise) / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      node.setAttribute(key, attrs[key]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.pay = function (outcome, status) {
    var self = this;
    var o = this.options;
    status.textContent = 'Processing…';
    return fetch(origin + '/v1/checkout/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: o.key,
        order_id: o.order_id,
        subscription_id: o.subscription_id,
        method: this.method,
        outcome: outcome,
        email: o.prefill && o.prefill.email,
      }),
    })
      .then(function (res) {
        return res.json().then(function (body) {
          return { ok: res.ok, body: body };
        });
      })
      .then(function (result) {
        if (result.ok) {
          self.close();
          if (typeof o.handler === 'function') o.handler(result.body);
        } else {
          status.textContent = (result.body.error && result.body.error.description) || 'Payment failed';
          self.emit('payment.failed', result.body);
        }
      })
      .catch(function () {
        status.textContent = 'Payment failed';
      });
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    this.close();
    var overlay = el('div', {
      id: 'sandbox-checkout',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': 'Sandbox checkout',
    });
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;font-family:sans-serif';
    var box = el('div');
    box.style.cssText = 'background:#fff;color:#111;border-radius:8px;padding:24px;min-width:300px;max-width:90vw';
    box.appendChild(el('h2', {}, o.name || 'Checkout'));
    box.appendChild(el('p', {}, o.description || ''));
    var recurring = typeof o.subscription_id === 'string';
    if (o.amount !== undefined) box.appendChild(el('p', { 'data-testid': 'sandbox-amount' }, rupees(o.amount)));
    if (recurring) {
      // A subscription: the payer sets up a mandate (UPI AutoPay or a card) that later charges use.
      box.appendChild(el('p', {}, 'Auto-renewing subscription: authorise a mandate for the charges.'));
      self.method = 'upi';
      var methods = el('div', { role: 'radiogroup', 'aria-label': 'Payment method' });
      [
        ['upi', 'UPI AutoPay'],
        ['card', 'Card'],
      ].forEach(function (entry) {
        var label = el('label', { style: 'margin-right:12px' });
        var input = el('input', {
          type: 'radio',
          name: 'sandbox-method',
          value: entry[0],
          'data-testid': 'sandbox-method-' + entry[0],
        });
        if (entry[0] === 'upi') input.checked = true;
        input.onchange = function () {
          self.method = entry[0];
        };
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + entry[1]));
        methods.appendChild(label);
      });
      box.appendChild(methods);
    }
    box.appendChild(el('p', {}, 'Payments sandbox — no real money moves.'));
    var status = el('p', { 'data-testid': 'sandbox-status', 'aria-live': 'polite' });
    var pay = el(
      'button',
      { type: 'button', 'data-testid': 'sandbox-pay' },
      recurring ? 'Authorise' : 'Pay ' + rupees(o.amount),
    );
    var fail = el('button', { type: 'button', 'data-testid': 'sandbox-fail' }, 'Fail payment');
    var cancel = el('button', { type: 'button', 'data-testid': 'sandbox-cancel' }, 'Cancel');
    [pay, fail, cancel].forEach(function (b) {
      b.style.cssText = 'margin:8px 8px 0 0;padding:8px 16px;cursor:pointer';
    });
    pay.onclick = function () {
      self.pay('success', status);
    };
    fail.onclick = function () {
      self.pay('failure', status);
    };
    cancel.onclick = function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    };
    box.appendChild(pay);
    box.appendChild(fail);
    box.appendChild(cancel);
    box.appendChild(status);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    this.overlay = overlay;
  };

  window.Razorpay = Razorpay;
})();
