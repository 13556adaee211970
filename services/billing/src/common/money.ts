/*
 * Money is held as integer paise; rupees (at most 2 decimals) exist only at the API edge.
 */

/** Paise for a rupee amount, or null when it is not a non-negative multiple of 0.01. */
export function rupeesToPaise(rupees: number): number | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0) return null;
  const paise = Math.round(rupees * 100);
  // 19.99 * 100 is 1998.9999999999998: accept float noise, refuse a third decimal.
  if (Math.abs(rupees * 100 - paise) > 1e-6) return null;
  return paise;
}

/** Rupees as a number for JSON (exact to the paisa when printed with 2 decimals). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** "199.00" — built from integers, never through floating point. */
export function formatRupees(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}
