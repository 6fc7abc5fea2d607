// What feeds the bell while the dashboard is open: conflicts and refused writes (whoever recorded
// them, the page or the service worker), finished generations reported by the page's sync, and
// review comments and accepted invitations that a pull brought in.
import { useEffect } from 'react';
import { useAttentionSignature, useDeviceUserId, useReviewSignature } from '../../data/hooks';
import { noticeAttention, notify } from '../../data/notifications';
import { noticeReview } from '../../data/review-notices';
import { recordName } from '../../domain/attention-text';
import { subscribeSyncEvents } from '../../sync/events';

export function useNotificationSources(): void {
  const signature = useAttentionSignature();
  const userId = useDeviceUserId();

  const review = useReviewSignature();

  // Comments, suggestions and accepted invitations arrive with a pull (the page's or the worker's).
  useEffect(() => {
    if (!userId || review === undefined) return;
    noticeReview(userId).catch(() => undefined);
  }, [userId, review]);

  useEffect(() => {
    if (signature === undefined) return;
    noticeAttention(recordName).catch(() => undefined); // the bell is a convenience, the lists stay
  }, [signature]);

  useEffect(
    () =>
      subscribeSyncEvents((event) => {
        if (event.type !== 'invoke-done' || !event.name.startsWith('generate-')) return;
        const stack = event.name === 'generate-full-stack';
        const failed = stack && (event.result as { success?: unknown } | null)?.success === false;
        notify({
          id: `generation:${event.entryId}`,
          kind: 'generation',
          title: failed
            ? 'Your StoryStack could not be generated'
            : stack
              ? 'Your StoryStack is ready'
              : 'Your story is ready',
          body: failed
            ? 'The generation failed. Open Stories and try again.'
            : stack
              ? 'Six new stories are waiting for your review in Stories.'
              : 'The generated text is waiting for your review.',
          link: '/dashboard/stories',
        }).catch(() => undefined);
      }),
    [],
  );
}
