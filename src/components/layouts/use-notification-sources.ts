// What feeds the bell while the dashboard is open: conflicts and refused writes (whoever recorded
// them, the page or the service worker), and review comments and accepted invitations that a pull
// brought in. Finished generations are recorded by the sync engine itself (src/sync/setup.ts).
import { useEffect } from 'react';
import { useAttentionSignature, useDeviceUserId, useReviewSignature } from '../../data/mirror/hooks';
import { noticeAttention } from '../../data/mirror/notifications';
import { noticeReview } from '../../data/mirror/review-notices';
import { recordName } from '../../domain/attention-text';

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
}
