/** The part of Razorpay Checkout's browser interface the app uses (the sandbox's stand-in has the same). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Checkout's success for a `subscription_id` (its signature is over payment_id|subscription_id). */
export interface SubscriptionCheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

/** Checkout for a Razorpay subscription (a recurring plan): the mandate, no order or amount. */
export interface SubscriptionCheckoutOptions {
  key: string;
  subscription_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: SubscriptionCheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions | SubscriptionCheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loading = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Loads the Checkout script on demand from the URL the server names (Razorpay's, or the local
 * sandbox's), once per page. Rejects when it cannot be loaded.
 */
export function loadCheckout(url: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<CheckoutConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout missing')));
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('Checkout script failed to load'));
      };
      document.body.appendChild(script);
    });
    loading.set(url, pending);
  }
  return pending;
}
