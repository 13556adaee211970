/**
 * GST places and numbers, in one place for the API, billing and both web apps: the states and
 * union territories by their GST state code (the first two digits of a GSTIN, which is also the
 * place of supply on a tax invoice), and the GSTIN check (format and check character).
 */

/** GST state codes → names (CBIC's list; 25 Daman and Diu merged into 26 in 2020). */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;

export type GstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[];

export function isGstStateCode(code: string): code is GstStateCode {
  return Object.prototype.hasOwnProperty.call(GST_STATES, code);
}

/** The name of a state by its GST code, or its code back when unknown. */
export function gstStateName(code: string): string {
  return isGstStateCode(code) ? GST_STATES[code] : code;
}

/** 2-digit state code, 10-character PAN, entity number, 'Z', check character. */
const GSTIN_FORMAT = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN check character of its first 14 characters (GSTN's published algorithm, a Luhn mod 36):
 * each character's value times 1 or 2 alternately, the quotient and remainder by 36 summed, and the
 * character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not one ('format', 'state', 'checksum'), or null when it is valid. */
export function gstinProblem(gstin: string): 'format' | 'state' | 'checksum' | null {
  const m = GSTIN_FORMAT.exec(gstin);
  if (!m) return 'format';
  if (!isGstStateCode(m[1]!)) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum';
}
