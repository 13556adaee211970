import { healthPattern } from './services';

export const BannerPatterns = {
  health: healthPattern('banner'),
} as const;
