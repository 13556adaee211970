import { healthPattern } from './services';

export const SupportPatterns = {
  health: healthPattern('support'),
} as const;
