/** Response envelopes of the public HTTP API (DESIGN.md §3). */
export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

export interface ApiError {
  success: false;
  statusCode: number;
  message: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiError;

export const API_PREFIX = 'api/v1';

export interface HealthComponent {
  status: 'up' | 'down';
  detail?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  components: Record<string, HealthComponent>;
}

/** MongoDB ids as the API takes them: 24 hexadecimal characters. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
