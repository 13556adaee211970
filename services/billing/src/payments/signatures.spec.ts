import { describe, expect, it } from 'vitest';
import { checkoutSignatureValid, subscriptionSignatureValid, webhookSignatureValid } from './signatures';

// Reference values computed independently (HMAC-SHA256, hex).
const CHECKOUT_SIG = 'c714632d927d23b410a93a6b873240b6848c9dbb6435393f28b11f2aef751f47';
const WEBHOOK_SIG = '9d154107592b7c11af1400135f60981f6b60d761ada35d8c6753df1d86d54784';
const BODY = '{"event":"payment.captured"}';

describe('checkoutSignatureValid', () => {
  it('accepts the HMAC of order_id|payment_id under the key secret, in either hex case', () => {
    expect(checkoutSignatureValid('order_Ab12', 'pay_Cd34', CHECKOUT_SIG, 'test_key_secret_0123')).toBe(true);
    expect(checkoutSignatureValid('order_Ab12', 'pay_Cd34', CHECKOUT_SIG.toUpperCase(), 'test_key_secret_0123')).toBe(
      true,
    );
  });

  it('refuses another payment, another secret, a missing or malformed signature', () => {
    expect(checkoutSignatureValid('order_Ab12', 'pay_Other', CHECKOUT_SIG, 'test_key_secret_0123')).toBe(false);
    expect(checkoutSignatureValid('order_Ab12', 'pay_Cd34', CHECKOUT_SIG, 'another_secret_0123')).toBe(false);
    expect(checkoutSignatureValid('order_Ab12', 'pay_Cd34', undefined, 'test_key_secret_0123')).toBe(false);
    expect(checkoutSignatureValid('order_Ab12', 'pay_Cd34', 'zz', 'test_key_secret_0123')).toBe(false);
  });
});

describe('subscriptionSignatureValid', () => {
  // HMAC-SHA256('test_key_secret_0123', 'pay_Cd34|sub_Ef56'), computed independently.
  const SUB_SIG = 'b97730244448eff0b30d94efc4af7b1bb0ffb8231d7b131e6c985c243e29c5d7';

  it('accepts the HMAC of payment_id|subscription_id (payment first) under the key secret', () => {
    expect(subscriptionSignatureValid('pay_Cd34', 'sub_Ef56', SUB_SIG, 'test_key_secret_0123')).toBe(true);
  });

  it('refuses the order-style order (subscription first), another subscription or secret', () => {
    expect(subscriptionSignatureValid('sub_Ef56', 'pay_Cd34', SUB_SIG, 'test_key_secret_0123')).toBe(false);
    expect(subscriptionSignatureValid('pay_Cd34', 'sub_Other', SUB_SIG, 'test_key_secret_0123')).toBe(false);
    expect(subscriptionSignatureValid('pay_Cd34', 'sub_Ef56', SUB_SIG, 'another_secret_0123')).toBe(false);
  });
});

describe('webhookSignatureValid', () => {
  it('accepts the HMAC of the exact raw body under the webhook secret', () => {
    expect(webhookSignatureValid(BODY, WEBHOOK_SIG, 'whsec_0123456789abcdef')).toBe(true);
  });

  it('refuses the same JSON with other bytes (whitespace) or another secret', () => {
    expect(webhookSignatureValid('{"event": "payment.captured"}', WEBHOOK_SIG, 'whsec_0123456789abcdef')).toBe(false);
    expect(webhookSignatureValid(BODY, WEBHOOK_SIG, 'whsec_other_secret_00')).toBe(false);
  });
});
