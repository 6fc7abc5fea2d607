// Runtime cache settings: names and limits in one place, plus a tiny status filter plugin
// (cross-origin font files arrive opaque, status 0, and are still worth keeping).
import type { WorkboxPlugin } from 'workbox-core/types.js';

export const CACHE_NAMES = {
  images: 'storystack-images',
  fonts: 'storystack-fonts',
  fontStyles: 'storystack-font-styles',
} as const;

export const IMAGE_LIMITS = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true };
export const FONT_LIMITS = { maxEntries: 30, maxAgeSeconds: 365 * 24 * 60 * 60, purgeOnQuotaError: true };

/** Cache a response only when its status is one of `statuses`. */
export function cacheStatuses(statuses: readonly number[]): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => (statuses.includes(response.status) ? response : null),
  };
}
