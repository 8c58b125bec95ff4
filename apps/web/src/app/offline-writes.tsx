import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../lib/auth/auth-context';
import { flushWrites, listenToOtherTabs, pendingWrites } from '../lib/offline-writes';

/**
 * Sends the writes kept while offline (lib/offline-writes.ts) when the connection returns and
 * at each app start, once the session is known; refreshes what they changed and says so once.
 */
export function OfflineWritesReplay() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const userId = status === 'signed-in' ? user?._id : undefined;

  useEffect(() => listenToOtherTabs(), []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const replay = async () => {
      if (navigator.onLine === false || pendingWrites(userId).length === 0) return;
      const sent = await flushWrites(userId);
      if (!active || sent.length === 0) return;
      for (const entry of sent) {
        for (const queryKey of entry.refresh) void queryClient.invalidateQueries({ queryKey });
      }
      toast.success(sent[sent.length - 1]!.sentMessage);
    };
    void replay();
    window.addEventListener('online', replay);
    return () => {
      active = false;
      window.removeEventListener('online', replay);
    };
  }, [userId, queryClient, toast]);

  return null;
}
